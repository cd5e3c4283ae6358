//! What a seat can do, and what the page is told happened.

use crate::code::LineScore;
use crate::side::Side;
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Action("action") {
        /// Secret goals: four codes (1–6) per side the seat owns, leftmost line first;
        /// with two players, eight codes (the first side's four, then the second's).
        "goals" => Goals { codes: Vec<u8> },
        /// One block of `height` (1–5) onto lot `lot` (0–15), vacant or built.
        "place" => Place { lot: u8, height: u8 },
    }
}

/// One side's revealed goals and how each of its lines scored.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SideScore {
    pub side: Side,
    pub seat: u8,
    pub lines: Vec<LineScore>,
    pub points: i32,
}

/// A finished round, public once goals are revealed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct RoundRecord {
    /// 1-based.
    pub round: u8,
    pub first_builder: u8,
    pub heights: [u8; 16],
    pub stacks: Vec<Vec<u8>>,
    pub placements: Vec<crate::board::Placement>,
    pub sides: Vec<SideScore>,
    /// Points per seat this round.
    pub scores: Vec<i32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    #[serde(rename_all = "camelCase")]
    GoalsSet { seat: u8 },
    #[serde(rename_all = "camelCase")]
    BuildingStarted { round: u8, first_builder: u8 },
    #[serde(rename_all = "camelCase")]
    Placed {
        seat: u8,
        lot: u8,
        height: u8,
        building: u8,
    },
    #[serde(rename_all = "camelCase")]
    RoundScored {
        record: RoundRecord,
        totals: Vec<i32>,
    },
    #[serde(rename_all = "camelCase")]
    RoundStarted { round: u8 },
    #[serde(rename_all = "camelCase")]
    GameOver { winners: Vec<u8>, totals: Vec<i32> },
}
