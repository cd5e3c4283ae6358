//! Computer opponents. Every level decides from the seat's [`View`] alone: its own
//! goals, the board, and the placements everyone has made this round.
//!
//! - easy: random goals; places at random, sometimes greedily.
//! - normal: goals chosen by simulation; Monte Carlo placement against opponents
//!   with unknown (uniformly random) goals.
//! - hard: as normal with more simulation, and it infers each opponent's goals from
//!   their placements this round (Bayesian over all 6⁴ codes of a side), sampling
//!   opponents' goals from that posterior in its playouts.

mod goals;
pub mod infer;
mod search;
pub mod sim;

use crate::action::Action;
use crate::game::Phase;
use crate::view::View;
use dice::{BotLevel, DiceRng};
use sim::Sim;

/// How much simulation each level spends.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Candidate goal sets tried, and playouts for each.
    pub goal_candidates: usize,
    pub goal_playouts: usize,
    /// Playouts for placement search (spread by successive halving).
    pub place_playouts: usize,
    pub infer: bool,
}

pub fn budget(level: BotLevel) -> Budget {
    match level {
        BotLevel::Easy => Budget {
            goal_candidates: 0,
            goal_playouts: 0,
            place_playouts: 0,
            infer: false,
        },
        BotLevel::Normal => Budget {
            goal_candidates: 12,
            goal_playouts: 8,
            place_playouts: 600,
            infer: false,
        },
        BotLevel::Hard => Budget {
            goal_candidates: 48,
            goal_playouts: 24,
            place_playouts: 4000,
            infer: true,
        },
    }
}

pub fn choose(view: &View, level: BotLevel, rng: &mut DiceRng) -> Action {
    let seat = view.seat.unwrap_or(0);
    match view.phase {
        Phase::Goals | Phase::Over => {
            let n = view.seat_sides[seat as usize].len() * 4;
            let codes = match level {
                BotLevel::Easy => (0..n).map(|_| 1 + rng.below(6) as u8).collect(),
                _ => goals::choose_goals(view, seat, budget(level), rng),
            };
            Action::Goals { codes }
        }
        Phase::Building => {
            let sim = Sim::from_view(view);
            let (lot, height) = match level {
                BotLevel::Easy => easy_place(&sim, view, seat, rng),
                _ => search::best_placement(view, seat, budget(level), rng),
            };
            Action::Place { lot, height }
        }
    }
}

/// Random placement, greedy for its own goals two times in five.
fn easy_place(sim: &Sim, view: &View, seat: u8, rng: &mut DiceRng) -> (u8, u8) {
    if rng.chance(0.4) {
        let goals = sim::own_goals(view);
        sim.greedy_move(seat, &goals, rng)
    } else {
        sim.random_move(rng)
    }
}
