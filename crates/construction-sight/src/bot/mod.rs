//! Computer players. They decide from a seat's view alone: the bot rebuilds its
//! own sheet from the view and never sees the position or future rolls.
//!
//! - easy: values sheets like the normal bot but picks at random among its six
//!   favourite moves (and writes setup goals in random spaces);
//! - normal: the best move by the learnt park-space values (one ply);
//! - hard: the normal bot's favourites, each played on in random futures
//!   (rollouts with a quick greedy player), spending more rollouts on the
//!   better ones (successive halving).

pub mod eval;
pub mod grid;
pub mod moves;
pub mod search;

use crate::action::Action;
use crate::game::Phase;
use crate::roll::Roll;
use crate::sheet::{self, SIZE};
use crate::view::View;
use crate::City;
use dice::{BotLevel, DiceRng, GameError, Seat};
use eval::Weights;
use grid::Grid;

pub fn choose(
    view: &View,
    seat: Seat,
    level: BotLevel,
    rng: &mut DiceRng,
) -> Result<Action, GameError> {
    choose_with(view, seat, level, &TIES, rng)
}

/// How a bot breaks ties between moves it values (nearly) alike. The draws
/// are the seat's own dice (`dice::Match::bot_action` seeds them with the
/// seat), so two rivals of one level soon write different sheets.
#[derive(Clone, Copy, Debug)]
pub struct Ties {
    /// The normal bot takes any move valued within this many points of the
    /// best (negative: only the first best, in generation order)…
    pub near: f64,
    /// …or within this many while its sheet is built just like another
    /// seat's, height for height (a clone so far: both would go on alike).
    pub twin: f64,
}

/// The levels' tie-breaking (chosen by `examples/rivals.rs` on tuning seeds).
pub const TIES: Ties = Ties {
    near: 0.1,
    twin: 0.3,
};

/// [`choose`] with explicit tie-breaking (tuning, tests).
pub fn choose_with(
    view: &View,
    seat: Seat,
    level: BotLevel,
    ties: &Ties,
    rng: &mut DiceRng,
) -> Result<Action, GameError> {
    let sheet_view = view
        .sheets
        .iter()
        .find(|s| s.seat == seat)
        .ok_or_else(|| GameError::illegal("no sheet for this seat"))?;
    let roll = view
        .roll
        .ok_or_else(|| GameError::illegal("the dice have not been rolled yet"))?;
    let city = City::from_sheet(sheet_view);
    if let Phase::Setup { side, step } = view.phase {
        // Easy writes in random spaces. The others write in the first ones: to
        // draw those too cost the normal bot 1.7 ± 0.5 points a blank-sheet
        // game (600 solo games on tuning seeds from 60,000).
        return Ok(write_goals(
            &city,
            side,
            step,
            roll,
            level == BotLevel::Easy,
            rng,
        ));
    }
    let grid = Grid::from_city(&city);
    Ok(match level {
        BotLevel::Easy => greedy(&grid, roll, &eval::NORMAL, 6, -1.0, rng),
        BotLevel::Normal => {
            // (Heights per cell: one array to compare, few bytes of module.)
            let twin = view
                .sheets
                .iter()
                .any(|s| s.seat != seat && City::from_sheet(s).height == city.height);
            let near = if twin { ties.twin } else { ties.near };
            greedy(&grid, roll, &eval::NORMAL, 1, near, rng)
        }
        // Its rollouts play the seat's own dice: rivals' searches differ already.
        BotLevel::Hard => search::best(&grid, roll, rng),
    })
}

/// A random one of the moves valued by `w` within `near` of the best, or of
/// the `top` best when that is more; or stopping when the sheet as it stands
/// is worth more than any move's expectation.
pub fn greedy(
    g: &Grid,
    roll: Roll,
    w: &Weights,
    top: usize,
    near: f64,
    rng: &mut DiceRng,
) -> Action {
    let mut scratch = moves::Scratch::default();
    let mut c = moves::candidates(g, roll, w, &mut scratch);
    if c.is_empty() {
        return Action::Stop;
    }
    sort_best_first(&mut c);
    if moves::score_now(g) as f64 > c[0].value + 0.5 {
        return Action::Stop;
    }
    let bar = c[0].value - near;
    let close = c.iter().take_while(|m| m.value >= bar).count();
    let n = close.max(top).min(c.len());
    c.swap_remove(rng.index(n)).action
}

/// Highest value first; ties keep generation order (so choices are repeatable).
pub fn sort_best_first(c: &mut Vec<moves::Candidate>) {
    dice::sort::sort_vec_by(c, |a, b| a.value > b.value);
}

/// What a goal is worth on an untouched line (points × chance of meeting it).
fn fresh_value(goal: u8, w: &Weights) -> f64 {
    eval::park_value(goal, &[-1; SIZE], w)
}

/// Blank-sheet setup: on the first roll of a side write the dice worth at
/// least the best fill expected, and at least one; on the second, fill every
/// remaining space with the roll's most valuable number.
fn write_goals(
    city: &City,
    side: sheet::Side,
    step: u8,
    roll: Roll,
    shuffle: bool,
    rng: &mut DiceRng,
) -> Action {
    let w = eval::NORMAL;
    let mut empty: Vec<u8> = (0..SIZE)
        .map(|i| (side.index() * SIZE + i) as u8)
        .filter(|&p| city.goals[p as usize] == 0)
        .collect();
    if shuffle {
        rng.shuffle(&mut empty);
    }
    let dice = roll.dice();
    let best = dice
        .iter()
        .copied()
        .max_by(|a, b| {
            fresh_value(*a, &w)
                .partial_cmp(&fresh_value(*b, &w))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .unwrap_or(dice[0]);
    if step == 0 {
        // The second roll is unknown: a written die beats it when it is worth at
        // least about what an average die's best use is (a 2 or a 3).
        let bar = fresh_value(2, &w).min(fresh_value(3, &w));
        let mut goals: Vec<u8> = dice
            .iter()
            .copied()
            .filter(|&d| fresh_value(d, &w) >= bar)
            .collect();
        if goals.is_empty() {
            goals.push(best);
        }
        let spaces = empty[..goals.len()].to_vec();
        Action::Write { spaces, goals }
    } else {
        let goals = vec![best; empty.len()];
        Action::Write {
            spaces: empty,
            goals,
        }
    }
}
