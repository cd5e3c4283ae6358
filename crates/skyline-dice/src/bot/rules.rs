//! The easy player: one die of each type, build whatever fits (tallest
//! building first), never re-roll. When nothing fits it gives up as little as
//! it can: abandons a die, or demolishes its cheapest building.

use super::take_of;
use crate::action::{Action, Placement};
use crate::city::{BuildPlan, City};
use crate::content::content;
use crate::die::{Counts, Kind, Rise};
use crate::game::Phase;
use crate::view::View;
use dice::{DiceRng, GameError, Seat};

pub fn act(view: &View, seat: Seat, _rng: &mut DiceRng) -> Result<Action, GameError> {
    let s = &view.seats[seat as usize];
    let city = City {
        columns: s.columns.clone(),
        tiles: s.tiles.clone(),
        founded: s.next_building - 1,
    };
    match view.phase {
        Phase::Take => {
            let n = view.take_size;
            let mut want = Counts::default();
            // Round-robin over the types the yard still has.
            let mut k = 0;
            while want.total() < n as u32 {
                let kind = Kind::ALL[k % 3];
                if want.get(kind) < view.yard.get(kind) {
                    *want.slot(kind) += 1;
                }
                k += 1;
            }
            if n == 0 {
                return Ok(Action::TakeDistrict);
            }
            Ok(take_of(want))
        }
        Phase::Resolve => {
            if let Some(b) = greedy_build(&city, view) {
                return Ok(b);
            }
            if view.players > 1 {
                return Ok(Action::Abandon { dice: vec![0] });
            }
            // Demolish the cheapest building: a column that cannot finish or
            // is lowest, else the smallest tile.
            let worth = |rise: Rise, h: u8| {
                let spec = content().building(rise);
                if h >= spec.max_height {
                    0
                } else {
                    h as i32
                }
            };
            let column = (0..city.columns.len())
                .min_by_key(|&c| worth(city.columns[c].rise, city.columns[c].height()));
            let tile = (0..city.tiles.len()).min_by_key(|&t| city.tiles[t].height);
            let building = match (column, tile) {
                (Some(c), _) => city.columns[c].id,
                (None, Some(t)) => city.tiles[t].id,
                (None, None) => return Err(GameError::illegal("nothing can be resolved")),
            };
            Ok(Action::Demolish {
                dice: vec![0],
                building: Some(building),
                column: None,
                tile: None,
            })
        }
        Phase::Continue => Ok(Action::Resign),
        Phase::Roll | Phase::Over => Err(GameError::illegal("nobody acts now")),
    }
}

/// Builds every active die that fits: ground floors first, then Upper Floor
/// dice on the tallest building they fit (not to a height a Penthouse could no
/// longer top), then Penthouses on the tallest.
fn greedy_build(city: &City, view: &View) -> Option<Action> {
    let mut plan = BuildPlan::new(city);
    let mut placements = Vec::new();
    for kind in Kind::ALL {
        for (i, d) in view.active.iter().enumerate() {
            if d.kind != kind {
                continue;
            }
            let mut targets = plan.targets(d.face);
            if kind == Kind::Upper {
                targets.retain(|t| {
                    t.is_none_or(|c| {
                        let col = &plan.columns[c as usize];
                        col.rise == Rise::Low
                            || col.height() + 2 <= content().building(col.rise).max_height
                    })
                });
            }
            let best = targets
                .into_iter()
                .max_by_key(|t| t.map_or(0, |c| plan.columns[c as usize].height()));
            if let Some(t) = best {
                // (by its number, as the page names it)
                let building = t.map(|c| plan.columns[c as usize].id);
                plan.place(d.face, t);
                placements.push(Placement {
                    die: i as u8,
                    building,
                    column: None,
                });
            }
        }
    }
    (!placements.is_empty()).then_some(Action::Build { placements })
}
