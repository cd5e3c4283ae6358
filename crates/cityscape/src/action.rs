//! What a seat can do, and what the page is told happened.

use crate::code::LineScore;
use crate::side::Side;
use dice::wire::{self, Fields, FromValue, Value};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// Secret goals: four codes (1–6) per side the seat owns, leftmost line first;
    /// with two players, eight codes (the first side's four, then the second's).
    Goals { codes: Vec<u8> },
    /// One block of `height` (1–5) onto lot `lot` (0–15), vacant or built.
    Place { lot: u8, height: u8 },
}

/// An action as it arrives, read as one flat object by hand (`dice::wire`):
/// derived readers for tagged enums cost kilobytes of wasm.
struct ActionFields {
    kind: String,
    codes: Option<Vec<u8>>,
    lot: Option<u8>,
    height: Option<u8>,
}

impl FromValue for Action {
    fn from_value(v: Value) -> Result<Action, String> {
        let mut f = Fields::of(v)?;
        let a = ActionFields {
            kind: wire::string(f.need("type")?)?,
            codes: f.take("codes").map(wire::bytes).transpose()?,
            lot: f.take("lot").map(wire::byte).transpose()?,
            height: f.take("height").map(wire::byte).transpose()?,
        };
        f.done()?;
        Action::try_from(a)
    }
}
dice::serde_via_value!(Action);

impl TryFrom<ActionFields> for Action {
    type Error = String;
    fn try_from(f: ActionFields) -> Result<Action, String> {
        match (f.kind.as_str(), f.codes, f.lot, f.height) {
            ("goals", Some(codes), None, None) => Ok(Action::Goals { codes }),
            ("goals", _, _, _) => Err("a goals action has codes and nothing else".into()),
            ("place", None, Some(lot), Some(height)) => Ok(Action::Place { lot, height }),
            ("place", _, _, _) => {
                Err("a place action has a lot and a height and nothing else".into())
            }
            (other, ..) => Err(format!(
                "unknown action type \"{other}\": use \"goals\" or \"place\""
            )),
        }
    }
}

/// One side's revealed goals and how each of its lines scored.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideScore {
    pub side: Side,
    pub seat: u8,
    pub lines: Vec<LineScore>,
    pub points: i32,
}

/// A finished round, public once goals are revealed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
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
