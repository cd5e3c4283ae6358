//! What one seat, or the public, may see. A seat sees its own goals and nobody
//! else's until they are revealed at the end of the round. Bots decide from this.

use crate::action::RoundRecord;
use crate::board::Placement;
use crate::code::LineScore;
use crate::game::Phase;
use crate::side::Side;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SideGoals {
    pub side: Side,
    pub codes: Vec<u8>,
}

/// How each line of one of the seat's sides would score if the round ended now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SideLines {
    pub side: Side,
    pub lines: Vec<LineScore>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Whose view this is; `None` for the public view.
    pub seat: Option<u8>,
    pub players: u8,
    /// Rounds in the game, and the current one (1-based).
    pub rounds: u8,
    /// Table option: may a builder take back a block?
    pub take_back: bool,
    pub round: u8,
    pub phase: Phase,
    pub first_builder: u8,
    pub to_act: Vec<u8>,
    /// Owner of each side, South, West, North, East (`None`: nobody sits there).
    pub sides: Vec<Option<u8>>,
    /// The sides each seat owns.
    pub seat_sides: Vec<Vec<Side>>,
    pub heights: [u8; 16],
    pub stacks: Vec<Vec<u8>>,
    /// Unplayed blocks of heights 1–5.
    pub supply: [u8; 5],
    /// Placements this round, in order.
    pub placements: Vec<Placement>,
    /// Per seat: goals chosen for this round yet?
    pub goals_set: Vec<bool>,
    /// This seat's goals for this round (empty in the public view or before setting).
    pub my_goals: Vec<SideGoals>,
    /// This seat's lines scored against its goals on the board as it stands
    /// (a hint while building; the round's real score comes at its end).
    pub my_lines: Vec<SideLines>,
    /// For every side (South, West, North, East), which buildings of each line
    /// count for each kind of goal on the board as it stands (public: it follows
    /// from the heights). Pictures mark these.
    pub marks: Vec<crate::code::SideMarks>,
    /// Running totals per seat.
    pub totals: Vec<i32>,
    /// Finished rounds with revealed goals and line-by-line scores.
    pub history: Vec<RoundRecord>,
}
