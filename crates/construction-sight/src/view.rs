//! What a seat (or the public) sees: every sheet, the roll and who is deciding.
//! Sheets are public; only goals being written during blank-sheet setup are
//! private to their writer until the side is done.

use crate::city::{City, DoorState, Kind, Mark, Score, Structure, VACANT};
use crate::game::{ConstructionSight, Ending, Phase};
use crate::roll::Roll;
use crate::sheet::{self, Side, CELLS, PARKS};
use dice::{Game, Seat};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Whose view this is (`null`: the public's).
    pub seat: Option<Seat>,
    pub phase: Phase,
    /// The dice everyone is deciding on (`null` between rolls).
    pub roll: Option<Roll>,
    /// Seats still to decide on this roll.
    pub to_act: Vec<Seat>,
    /// Rolls of the main game so far.
    pub turn: u16,
    pub sheets: Vec<SheetView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SheetView {
    pub seat: Seat,
    /// 100 entries, row by row from the top-left: the index of the structure
    /// covering the cell, or `null`.
    pub cells: Vec<Option<u8>>,
    pub structures: Vec<Structure>,
    /// Forty park spaces: top, right, bottom, left, ten each.
    pub parks: Vec<ParkView>,
    pub filled_doors: u8,
    pub unfilled_doors: u8,
    pub empty_cells: u8,
    /// The score if the sheet were scored now.
    pub score: Score,
    /// Already decided on the current roll.
    pub decided: bool,
    /// Why this seat's game is over (`null`: still playing).
    pub ended: Option<Ending>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct ParkView {
    pub side: Side,
    /// Columns from the left (top, bottom) or rows from the top (left, right).
    pub index: u8,
    /// `null` while not yet written, or written by another seat in secret.
    pub goal: Option<u8>,
    pub mark: Mark,
    /// Structures seen from here now.
    pub visible: u8,
    /// Which ones: their indices in `structures`, nearest first (so a score can
    /// say what each structure did for the goals it helped meet).
    pub seen: Vec<u8>,
    pub met: bool,
}

pub fn view(g: &ConstructionSight, seat: Option<Seat>) -> View {
    let private = g.private_side();
    let sheets = (0..g.players())
        .map(|s| {
            let city = g.city(s);
            let mut shown = city.goals;
            if let Some(side) = private {
                if seat != Some(s) {
                    for i in 0..sheet::SIZE {
                        shown[side.index() * sheet::SIZE + i] = 0;
                    }
                }
            }
            sheet_view(city, s, shown, g.decided(s), g.ended(s))
        })
        .collect();
    View {
        seat,
        phase: g.phase(),
        roll: g.roll(),
        to_act: g.to_act(),
        turn: g.turns(),
        sheets,
    }
}

fn sheet_view(
    city: &City,
    seat: Seat,
    shown: [u8; PARKS],
    decided: bool,
    ended: Option<Ending>,
) -> SheetView {
    let mut visible_city = city.clone();
    visible_city.goals = shown;
    let parks = (0..PARKS)
        .map(|p| {
            let goal = (shown[p] != 0).then_some(shown[p]);
            ParkView {
                side: sheet::park_side(p),
                index: sheet::park_index(p) as u8,
                goal,
                mark: if ended.is_some() && goal.is_some() {
                    // A finished sheet never changes: its marks are final.
                    if visible_city.goal_met(p) {
                        Mark::Guaranteed
                    } else {
                        Mark::Impossible
                    }
                } else {
                    visible_city.mark(p)
                },
                visible: city.visible(p),
                seen: city.seen(p),
                met: visible_city.goal_met(p),
            }
        })
        .collect();
    SheetView {
        seat,
        cells: city
            .owner
            .iter()
            .map(|&o| (o != VACANT).then_some(o))
            .collect(),
        structures: city.structures.clone(),
        parks,
        filled_doors: city.filled_doors() as u8,
        unfilled_doors: city.unfilled_doors() as u8,
        empty_cells: city.vacant_count() as u8,
        score: visible_city.score(),
        decided,
        ended,
    }
}

impl City {
    /// The sheet as a view shows it (goals not shown count as unwritten).
    pub fn from_sheet(s: &SheetView) -> City {
        let mut goals = [0u8; PARKS];
        for (p, park) in s.parks.iter().enumerate().take(PARKS) {
            goals[p] = park.goal.unwrap_or(0);
        }
        let mut city = City::new(goals);
        for (id, st) in s.structures.iter().enumerate() {
            for &c in &st.cells {
                let c = c as usize;
                if c < CELLS {
                    city.owner[c] = id as u8;
                    city.height[c] = st.height as i8;
                    city.rows[sheet::row_of(c)] |= 1 << sheet::col_of(c);
                }
            }
            if st.kind == Kind::Building {
                for d in &st.doors {
                    city.door[d.cell as usize] = if d.filled {
                        DoorState::Filled
                    } else {
                        DoorState::Unfilled
                    };
                }
            }
        }
        city.structures = s.structures.clone();
        city
    }
}
