//! Computer players. They decide from the seat's view alone.
//!
//! - easy: takes one die of each type, builds whatever fits, never re-rolls;
//! - normal: searches each turn exactly, valuing open columns with one fixed
//!   number per kind;
//! - hard: the same search, valuing the end of the turn with a polynomial in
//!   the counts of open columns, one per turn (a quadratic plus a few products
//!   of three counts), fitted to the exact values of an offline solve of the
//!   solo game on the positions the search compares, on the tuning seeds only
//!   (`examples/fit.rs`, `data/values.txt`).
//!
//! With more players the search also weighs Abandon (a small cost per die, as
//! it hands dice to the next players) and taking the Abandoned District.

pub mod rules;
pub mod solver;
pub mod value;

use crate::action::{Action, Placement};
use crate::city::{BuildPlan, City};
use crate::die::{Counts, Face};
use crate::game::Phase;
use crate::view::View;
use dice::{BotLevel, DiceRng, GameError, Seat};
use solver::{kind_of, Pos, Resolve, Solver, Valuer, KINDS, NEW};

/// Points a die abandoned is taken to cost: it helps whoever takes the district.
pub const ABANDON_COST: f64 = 0.5;
/// The search handles this many active dice; beyond (a big district) the easy
/// rules decide.
pub const MAX_SEARCH_DICE: u32 = 5;

pub fn act(
    view: &View,
    seat: Seat,
    level: BotLevel,
    rng: &mut DiceRng,
) -> Result<Action, GameError> {
    if !view.to_act.contains(&seat) {
        return Err(GameError::illegal(format!("it is not seat {seat}'s turn")));
    }
    let valuer: &dyn Valuer = match level {
        BotLevel::Easy => return rules::act(view, seat, rng),
        BotLevel::Normal => &value::FIXED,
        BotLevel::Hard => value::fitted(),
    };
    search(view, seat, valuer).map_or_else(|| rules::act(view, seat, rng), Ok)
}

/// The compact position of `seat`'s skyline.
pub fn position(city: &City) -> Pos {
    let mut cols = [0u8; KINDS];
    for c in &city.columns {
        let k = kind_of(c.rise, c.height());
        cols[k] = cols[k].saturating_add(1);
    }
    let mut tiles = [0u8; 6];
    for t in &city.tiles {
        let h = t.height as usize - 1;
        tiles[h] = (tiles[h] + 1).min(3);
    }
    Pos {
        cols,
        tiles,
        six: false,
    }
}

fn city_of(view: &View, seat: Seat) -> City {
    let s = &view.seats[seat as usize];
    City {
        columns: s.columns.clone(),
        tiles: s.tiles.clone(),
        founded: s.next_building - 1,
    }
}

/// The search's choice, or `None` where it does not apply (too many dice).
fn search(view: &View, seat: Seat, valuer: &dyn Valuer) -> Option<Action> {
    let city = city_of(view, seat);
    let pos = position(&city);
    let abandon = (view.players > 1).then_some(ABANDON_COST);
    let mut s = Solver::new(valuer, view.round, abandon);
    match view.phase {
        Phase::Take => {
            let (dice, v) = s.best_take(&pos, view.yard);
            let d = view.district;
            if view.players > 1
                && d.total() > 0
                && d.total() <= MAX_SEARCH_DICE
                && s.take_value(&pos, d) > v
            {
                return Some(Action::TakeDistrict);
            }
            if dice.total() == 0 {
                return None;
            }
            Some(take_of(dice))
        }
        Phase::Resolve => {
            let faces = view.faces();
            if faces.len() as u32 > MAX_SEARCH_DICE {
                return None;
            }
            let active = Solver::active_of(&faces);
            let mut best: Option<(f64, Resolve)> = None;
            for (p, left, gain, r) in s.resolves(&pos, &active) {
                let v = gain + s.after_value(&p, &left);
                if best.as_ref().is_none_or(|b| v > b.0) {
                    best = Some((v, r));
                }
            }
            concrete(&city, &faces, &best?.1)
        }
        Phase::Continue => {
            let faces = view.faces();
            if faces.len() as u32 > MAX_SEARCH_DICE {
                return None;
            }
            let left = Solver::active_of(&faces);
            let mut best = s.end(&pos);
            let mut choice: Option<[u8; 9]> = None;
            for r in Solver::rerolls(&left) {
                let v = s.reroll_value(&pos, &left, &r);
                if v > best {
                    best = v;
                    choice = Some(r);
                }
            }
            Some(match choice {
                None => Action::Resign,
                Some(r) => Action::Reroll {
                    dice: pick(&faces, &r),
                },
            })
        }
        Phase::Roll | Phase::Over => None,
    }
}

/// Indices of active dice showing the faces counted in `want`.
fn pick(faces: &[Face], want: &[u8; 9]) -> Vec<u8> {
    let mut need = *want;
    let mut v = Vec::new();
    for (i, f) in faces.iter().enumerate() {
        if need[f.index()] > 0 {
            need[f.index()] -= 1;
            v.push(i as u8);
        }
    }
    v
}

/// Turns a compact resolve into an action on the real skyline.
fn concrete(city: &City, faces: &[Face], r: &Resolve) -> Option<Action> {
    let mut used = vec![false; faces.len()];
    let mut die = |f: Face| -> Option<u8> {
        let i = (0..faces.len()).find(|&i| !used[i] && faces[i] == f)?;
        used[i] = true;
        Some(i as u8)
    };
    match r {
        Resolve::Build(steps) => {
            let mut plan = BuildPlan::new(city);
            let mut placements = Vec::new();
            for st in steps {
                let d = die(st.face)?;
                let column = if st.target == NEW {
                    None
                } else {
                    let c = (0..plan.columns.len()).find(|&c| {
                        !plan.done[c]
                            && kind_of(plan.columns[c].rise, plan.columns[c].height())
                                == st.target as usize
                    })?;
                    Some(c as u8)
                };
                plan.refuse(st.face, column).is_none().then_some(())?;
                // (by its number, as the page names it: the move list shows it so)
                let building = column.map(|c| plan.columns[c as usize].id);
                plan.place(st.face, column);
                placements.push(Placement {
                    die: d,
                    building,
                    column: None,
                });
            }
            Some(Action::Build { placements })
        }
        Resolve::Demolish {
            face,
            column,
            tile_height,
        } => {
            let d = die(*face)?;
            match column {
                Some(k) => {
                    let c = city
                        .columns
                        .iter()
                        .find(|c| kind_of(c.rise, c.height()) == *k as usize)?;
                    Some(Action::Demolish {
                        dice: vec![d],
                        building: Some(c.id),
                        column: None,
                        tile: None,
                    })
                }
                None => {
                    let t = city.tiles.iter().find(|t| t.height == *tile_height)?;
                    Some(Action::Demolish {
                        dice: vec![d],
                        building: Some(t.id),
                        column: None,
                        tile: None,
                    })
                }
            }
        }
        Resolve::Abandon(face) => Some(Action::Abandon {
            dice: vec![die(*face)?],
        }),
    }
}

/// A Take of these dice.
pub fn take_of(c: Counts) -> Action {
    Action::Take {
        ground: c.ground,
        upper: c.upper,
        penthouse: c.penthouse,
    }
}
