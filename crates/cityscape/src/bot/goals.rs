//! Choosing goals: try candidate code sets in simulated rounds (opponents with
//! random goals), keep the one that scored best.

use super::search::halving;
use super::sim::{Goals, Sim, NOBODY};
use super::Budget;
use crate::view::View;
use dice::DiceRng;

/// How often each code (1–6) is proposed: every code can be met, but "exactly
/// four" needs a whole rising line and so is offered least.
const PROPOSAL: [f64; 6] = [2.0, 3.0, 2.5, 1.0, 2.5, 2.5];

pub fn choose_goals(view: &View, seat: u8, budget: Budget, rng: &mut DiceRng) -> Vec<u8> {
    let my_sides: Vec<usize> = view.seat_sides[seat as usize]
        .iter()
        .map(|s| s.index())
        .collect();
    let mut owner = [NOBODY; 4];
    for (i, o) in view.sides.iter().enumerate() {
        owner[i] = o.unwrap_or(NOBODY);
    }
    let n_codes = my_sides.len() * 4;
    let candidates: Vec<Vec<u8>> = (0..budget.goal_candidates.max(1))
        .map(|_| {
            (0..n_codes)
                .map(|_| 1 + rng.weighted(&PROPOSAL) as u8)
                .collect()
        })
        .collect();
    let mut samples: Vec<(Goals, u64)> = Vec::new();
    let total = budget.goal_candidates * budget.goal_playouts;
    let best = halving(candidates.len(), total, |c, j| {
        while samples.len() <= j {
            let mut g = [[0u8; 4]; 4];
            for (side, row) in g.iter_mut().enumerate() {
                if owner[side] != NOBODY && owner[side] != seat {
                    *row = [0; 4].map(|_| 1 + rng.weighted(&PROPOSAL) as u8);
                }
            }
            samples.push((g, rng.next_u64()));
        }
        let (base, seed) = &samples[j];
        let mut goals = *base;
        for (i, side) in my_sides.iter().enumerate() {
            goals[*side].copy_from_slice(&candidates[c][i * 4..i * 4 + 4]);
        }
        let mut s = Sim::empty(view.players, view.first_builder, owner);
        s.playout(&goals, &mut DiceRng::new(*seed));
        s.seat_points(seat, &goals) as f64
    });
    candidates[best].clone()
}
