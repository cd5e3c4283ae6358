//! Reading opponents' goals from their placements.
//!
//! Model: a player picks a placement with probability proportional to
//! exp(β · points its goals would score if the round ended right after it), mixed
//! with a little pure chance. Over the 6⁴ = 1296 code sets of each opponent side,
//! Bayes' rule turns this round's placements into a posterior. (A two-player
//! opponent's two sides are read separately, an approximation.)

use super::sim::{Sim, NOBODY};
use crate::code::line_points;
use crate::view::View;
use dice::DiceRng;

const COMBOS: usize = 1296;
const BETA: f64 = 0.08;
const NOISE: f64 = 0.1;

pub struct Posterior {
    /// Per side: cumulative weights over the 1296 code sets (empty: not inferred).
    cumulative: [Vec<f64>; 4],
}

pub fn combo_codes(i: usize) -> [u8; 4] {
    [
        (i % 6) as u8 + 1,
        (i / 6 % 6) as u8 + 1,
        (i / 36 % 6) as u8 + 1,
        (i / 216 % 6) as u8 + 1,
    ]
}

impl Posterior {
    pub fn infer(view: &View, me: u8) -> Posterior {
        let mut owner = [NOBODY; 4];
        for (i, o) in view.sides.iter().enumerate() {
            owner[i] = o.unwrap_or(NOBODY);
        }
        let mut logw: [Vec<f64>; 4] = Default::default();
        for side in 0..4 {
            if owner[side] != NOBODY && owner[side] != me {
                logw[side] = vec![0.0; COMBOS];
            }
        }
        let mut sim = Sim::empty(view.players, view.first_builder, owner);
        for p in &view.placements {
            if p.seat != me {
                for side in 0..4 {
                    if owner[side] == p.seat {
                        update(&mut logw[side], &sim, side, (p.lot, p.height));
                    }
                }
            }
            sim.place(p.lot, p.height);
        }
        let cumulative = logw.map(|lw| {
            if lw.is_empty() {
                return lw;
            }
            let m = lw.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let mut acc = 0.0;
            lw.iter()
                .map(|l| {
                    acc += (l - m).exp();
                    acc
                })
                .collect()
        });
        Posterior { cumulative }
    }

    /// Probability that `side`'s line `k` has code `c` (for tests and hints).
    pub fn marginal(&self, side: usize, k: usize, c: u8) -> f64 {
        let cum = &self.cumulative[side];
        let Some(total) = cum.last() else {
            return 1.0 / 6.0;
        };
        let mut prev = 0.0;
        let mut p = 0.0;
        for (i, v) in cum.iter().enumerate() {
            if combo_codes(i)[k] == c {
                p += v - prev;
            }
            prev = *v;
        }
        p / total
    }

    pub fn sample(&self, side: usize, rng: &mut DiceRng) -> [u8; 4] {
        let cum = &self.cumulative[side];
        let Some(total) = cum.last() else {
            return [0; 4].map(|_| 1 + rng.below(6) as u8);
        };
        let x = rng.unit() * total;
        let i = cum.partition_point(|v| *v <= x).min(COMBOS - 1);
        combo_codes(i)
    }
}

/// Adds the log-likelihood of `chosen` under every code set of `side`.
fn update(logw: &mut [f64], before: &Sim, side: usize, chosen: (u8, u8)) {
    // e[k][c][m] = exp(β · points of line k under code c after move m), with moves
    // of identical effect merged (weight = how many there are).
    let mut sigs: Vec<[i32; 24]> = Vec::new();
    let mut mult: Vec<f64> = Vec::new();
    let mut chosen_ix = 0;
    for (lot, h) in before.moves() {
        let mut s = *before;
        s.place(lot, h);
        let mut sig = [0i32; 24];
        for k in 0..4 {
            let line = s.line(side, k);
            for c in 0..6 {
                sig[k * 6 + c] = line_points(line, c as u8 + 1, s.max);
            }
        }
        let ix = match sigs.iter().position(|x| *x == sig) {
            Some(i) => {
                mult[i] += 1.0;
                i
            }
            None => {
                sigs.push(sig);
                mult.push(1.0);
                sigs.len() - 1
            }
        };
        if (lot, h) == chosen {
            chosen_ix = ix;
        }
    }
    let n = sigs.len();
    let total_moves: f64 = mult.iter().sum();
    let e: Vec<[f64; 24]> = sigs
        .iter()
        .map(|s| s.map(|p| (BETA * p as f64).exp()))
        .collect();
    let mut t01 = vec![0.0; n];
    let mut t012 = vec![0.0; n];
    for c0 in 0..6 {
        for c1 in 0..6 {
            for m in 0..n {
                t01[m] = e[m][c0] * e[m][6 + c1] * mult[m];
            }
            for c2 in 0..6 {
                for m in 0..n {
                    t012[m] = t01[m] * e[m][12 + c2];
                }
                for c3 in 0..6 {
                    let z: f64 = (0..n).map(|m| t012[m] * e[m][18 + c3]).sum();
                    let x = &e[chosen_ix];
                    let num = x[c0] * x[6 + c1] * x[12 + c2] * x[18 + c3];
                    let p = (1.0 - NOISE) * num / z + NOISE / total_moves;
                    logw[c0 + 6 * c1 + 36 * c2 + 216 * c3] += p.ln();
                }
            }
        }
    }
}
