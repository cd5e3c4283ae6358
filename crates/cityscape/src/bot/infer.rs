//! Reading opponents' goals from their placements.
//!
//! Model: a player picks a placement with probability proportional to
//! exp(β · points its goals would score if the round ended right after it), mixed
//! with some pure chance. Over the 6⁴ = 1296 code sets of each opponent side,
//! Bayes' rule turns this round's placements into a posterior. A two-player
//! opponent owns two sides; each is read with every placement weighted by what it
//! is worth to the other side under that side's posterior so far (a mean-field
//! approximation of the 6⁸ joint).
//!
//! β and the noise are set low on purpose: against greedy players (the easy and
//! normal bots) sharper settings read goals better, but against the hard bot,
//! whose placements look ahead, they grow confident and wrong.

// Platform-exact exp/ln: the hard bot must choose the same natively and in wasm.
use super::sim::{owners, Sim, NOBODY};
use crate::code::line_points;
use crate::view::View;
use dice::fmath::{exp, ln};
use dice::DiceRng;

const COMBOS: usize = 1296;
pub const BETA: f64 = 0.1;
pub const NOISE: f64 = 0.2;

/// How players are assumed to choose a placement.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    /// Preference sharpness per point.
    pub beta: f64,
    /// Share of placements made at random.
    pub noise: f64,
    /// A player with two sides (two players) cares about both: when reading one
    /// side, weigh each placement by what it is worth to the other side, under
    /// that side's posterior so far. Off: each side is read on its own.
    pub joint: bool,
    /// Prior over each line's code: [`PRIOR`] raised to this power (0: uniform).
    pub prior: f64,
}

/// How often normal bots choose each code (1–6) for a line: 720 lines of
/// three-player normal-bot games on tuning seeds from 20,000,000 (49, 296, 88,
/// 3, 111, 173), plus one each.
pub const PRIOR: [f64; 6] = [50.0, 297.0, 89.0, 4.0, 112.0, 174.0];

impl Default for Model {
    fn default() -> Self {
        Model {
            beta: BETA,
            noise: NOISE,
            joint: true,
            prior: 0.0,
        }
    }
}

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

/// For one side and one position: exp(β · points of line k under code c) after
/// each legal move, and which move was chosen.
struct Table {
    e: Vec<[f64; 24]>,
    chosen: usize,
}

impl Table {
    fn new(before: &Sim, side: usize, chosen: (u8, u8), beta: f64) -> Table {
        let mut e = Vec::with_capacity(80);
        let mut chosen_ix = 0;
        for (lot, h) in before.moves() {
            let mut s = *before;
            s.place(lot, h);
            let mut row = [0f64; 24];
            for k in 0..4 {
                let line = s.line(side, k);
                for c in 0..6 {
                    row[k * 6 + c] = exp(beta * line_points(line, c as u8 + 1, s.max) as f64);
                }
            }
            if (lot, h) == chosen {
                chosen_ix = e.len();
            }
            e.push(row);
        }
        Table {
            e,
            chosen: chosen_ix,
        }
    }

    /// Each move's weight exp(β · points), averaged over code sets with
    /// (unnormalised) log-weights `logw`.
    fn expected(&self, logw: &[f64]) -> Vec<f64> {
        let max = logw.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mut w = vec![0.0; self.e.len()];
        let mut total = 0.0;
        for (i, l) in logw.iter().enumerate() {
            let p = exp(l - max);
            if p < 1e-9 {
                continue;
            }
            total += p;
            let [c0, c1, c2, c3] = combo_codes(i).map(|c| c as usize - 1);
            for (wm, e) in w.iter_mut().zip(&self.e) {
                *wm += p * e[c0] * e[6 + c1] * e[12 + c2] * e[18 + c3];
            }
        }
        // Scale to at most 1: only ratios matter.
        let top = w.iter().copied().fold(0.0, f64::max);
        if total > 0.0 && top > 0.0 {
            w.iter_mut().for_each(|x| *x /= top);
        } else {
            w.iter_mut().for_each(|x| *x = 1.0);
        }
        w
    }

    /// Adds the log-likelihood of the chosen move under every code set, each move
    /// also weighted by `weight` (what it is worth to the player otherwise).
    fn update(&self, logw: &mut [f64], weight: &[f64], noise: f64) {
        let n = self.e.len();
        let e = &self.e;
        let mut t01 = vec![0.0; n];
        let mut t012 = vec![0.0; n];
        let x = &e[self.chosen];
        let xw = weight[self.chosen];
        for c0 in 0..6 {
            for c1 in 0..6 {
                for m in 0..n {
                    t01[m] = e[m][c0] * e[m][6 + c1] * weight[m];
                }
                for c2 in 0..6 {
                    for m in 0..n {
                        t012[m] = t01[m] * e[m][12 + c2];
                    }
                    for c3 in 0..6 {
                        let z: f64 = (0..n).map(|m| t012[m] * e[m][18 + c3]).sum();
                        let num = x[c0] * x[6 + c1] * x[12 + c2] * x[18 + c3] * xw;
                        let p = (1.0 - noise) * num / z + noise / n as f64;
                        logw[c0 + 6 * c1 + 36 * c2 + 216 * c3] += ln(p);
                    }
                }
            }
        }
    }
}

impl Posterior {
    pub fn infer(view: &View, me: u8) -> Posterior {
        Self::infer_with(view, me, &Model::default())
    }

    /// With an explicit model of how players choose.
    pub fn infer_with(view: &View, me: u8, model: &Model) -> Posterior {
        let owner = owners(view);
        let mut logw: [Vec<f64>; 4] = Default::default();
        let lp = PRIOR.map(|w| model.prior * ln(w));
        for side in 0..4 {
            if owner[side] != NOBODY && owner[side] != me {
                logw[side] = (0..COMBOS)
                    .map(|i| combo_codes(i).iter().map(|c| lp[*c as usize - 1]).sum())
                    .collect();
            }
        }
        let mut sim = Sim::empty(view.players, view.first_builder, owner);
        for p in &view.placements {
            let sides: Vec<usize> = (0..4)
                .filter(|&s| owner[s] == p.seat && p.seat != me)
                .collect();
            let tables: Vec<Table> = sides
                .iter()
                .map(|&s| Table::new(&sim, s, (p.lot, p.height), model.beta))
                .collect();
            let weights: Vec<Vec<f64>> = (0..sides.len())
                .map(|i| {
                    let mut w = vec![1.0; tables[i].e.len()];
                    if model.joint {
                        for (j, &other) in sides.iter().enumerate().filter(|(j, _)| *j != i) {
                            for (a, b) in w.iter_mut().zip(tables[j].expected(&logw[other])) {
                                *a *= b;
                            }
                        }
                    }
                    w
                })
                .collect();
            for (i, &side) in sides.iter().enumerate() {
                tables[i].update(&mut logw[side], &weights[i], model.noise);
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
                    acc += exp(l - m);
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

    /// The probability of `side`'s code set `codes` (for fitting the model).
    pub fn prob(&self, side: usize, codes: [u8; 4]) -> f64 {
        let cum = &self.cumulative[side];
        let Some(total) = cum.last() else {
            return 1.0 / COMBOS as f64;
        };
        let i = codes
            .iter()
            .rev()
            .fold(0, |acc, c| acc * 6 + (*c as usize - 1));
        let prev = if i == 0 { 0.0 } else { cum[i - 1] };
        (cum[i] - prev) / total
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
