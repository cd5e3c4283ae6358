//! The hard bot: Monte Carlo over the normal bot's favourite moves. Each
//! favourite is played on in random futures (the same futures for every
//! favourite, so they are compared on equal luck) by a quick greedy player for
//! a few rolls, then the sheet is valued; rounds of successive halving spend
//! more of the rollouts on the better half.

use super::eval::{self, Weights};
use super::grid::Grid;
use super::moves::{self, Candidate, Scratch};
use crate::action::Action;
use crate::roll::Roll;
use dice::DiceRng;

/// How the hard bot searches.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Favourites kept for rollouts.
    pub keep: usize,
    /// Rollouts per favourite in the first round (doubled each round as the
    /// field halves).
    pub first: usize,
    /// Rolls played in each rollout before valuing the sheet.
    pub depth: usize,
    /// Plaza start cells per split in rollouts.
    pub starts: usize,
    /// Work allowed (see [`Scratch::work`]); halving stops early once spent.
    pub work: u64,
}

pub const HARD: Budget = Budget {
    keep: 8,
    first: 16,
    depth: 3,
    starts: 6,
    work: 250_000,
};

pub fn best(g: &Grid, roll: Roll, rng: &mut DiceRng) -> Action {
    best_with(g, roll, rng, &HARD)
}

pub fn best_with(g: &Grid, roll: Roll, rng: &mut DiceRng, b: &Budget) -> Action {
    let w = eval::NORMAL;
    let mut s = Scratch::default();
    let mut c = moves::candidates(g, roll, &w, &mut s);
    if c.is_empty() {
        return Action::Stop;
    }
    super::sort_best_first(&mut c);
    let now = moves::score_now(g) as f64;
    if now > c[0].value + 0.5 {
        return Action::Stop;
    }
    c.truncate(b.keep);
    let mut field: Vec<(Candidate, f64, usize)> = c.into_iter().map(|x| (x, 0.0, 0)).collect();
    let mut per = b.first;
    s.work = 0;
    while field.len() > 1 && s.work < b.work {
        let futures: Vec<Vec<Roll>> = (0..per).map(|_| random_rolls(rng, b.depth)).collect();
        for (cand, sum, n) in field.iter_mut() {
            for rolls in &futures {
                *sum += rollout(&cand.after, rolls, &w, &mut s, b.starts);
                *n += 1;
            }
        }
        // Best mean first; ties keep the greedy order.
        dice::sort::sort_by(&mut field, |a, b| a.1 / a.2 as f64 > b.1 / b.2 as f64);
        field.truncate(field.len().div_ceil(2).max(1));
        if field.len() == 1 {
            break;
        }
        per *= 2;
    }
    let (winner, sum, n) = field.swap_remove(0);
    // Stopping is worth exactly the score now: better when the best move's
    // futures average less (late, when every move spoils a goal).
    if n > 0 && now > sum / n as f64 {
        return Action::Stop;
    }
    winner.action
}

fn random_rolls(rng: &mut DiceRng, n: usize) -> Vec<Roll> {
    (0..n)
        .map(|_| {
            let d = [
                1 + rng.below(6) as u8,
                1 + rng.below(6) as u8,
                1 + rng.below(6) as u8,
            ];
            // (Not `expect`: formatting its `String` error costs wasm size.)
            Roll::new(d).unwrap_or_else(|_| unreachable!("dice 1 to 6"))
        })
        .collect()
}

/// Plays `rolls` greedily from `start`, then values the sheet (the exact score
/// if the game ended on the way).
fn rollout(start: &Grid, rolls: &[Roll], w: &Weights, s: &mut Scratch, starts: usize) -> f64 {
    let mut g = *start;
    for &roll in rolls {
        let c = moves::candidates_with(&g, roll, w, s, starts);
        let now = moves::score_now(&g) as f64;
        let Some(best) = c
            .iter()
            .reduce(|a, b| if b.value > a.value { b } else { a })
        else {
            return now;
        };
        if now > best.value + 0.5 {
            return now;
        }
        g = best.after;
    }
    s.value(&g, w)
}
