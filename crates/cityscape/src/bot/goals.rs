//! Choosing goals: try candidate code sets in simulated rounds (opponents with
//! random goals), keep the one that scored best, then improve it a code at a time.

use super::infer::PRIOR;
use super::search::{halving, outlook, value};
use super::sim::{owners, Goals, Outlook, Sim, NOBODY};
use super::Params;
use crate::view::View;
use dice::DiceRng;

/// How often each code (1–6) is proposed: every code can be met, but "exactly
/// four" needs a whole rising line and so is offered least.
const PROPOSAL: [f64; 6] = [2.0, 3.0, 2.5, 1.0, 2.5, 2.5];

/// Simulated rounds shared by every candidate (common random numbers): the
/// opponents' goals and the playout's dice.
struct Rounds<'a> {
    view: &'a View,
    seat: u8,
    owner: [u8; 4],
    my_sides: Vec<usize>,
    epsilon: f64,
    samples: Vec<(Goals, u64)>,
    /// Rivals' random codes as normal bots choose them ([`PRIOR`]), else
    /// [`PROPOSAL`].
    prior: bool,
    /// Value the round as this outlook does (else: own points alone).
    outlook: Option<Outlook>,
}

impl Rounds<'_> {
    fn sample(&mut self, j: usize, rng: &mut DiceRng) -> (Goals, u64) {
        while self.samples.len() <= j {
            let mut g = [[0u8; 4]; 4];
            for (side, row) in g.iter_mut().enumerate() {
                if self.owner[side] != NOBODY && self.owner[side] != self.seat {
                    let weights = if self.prior { &PRIOR } else { &PROPOSAL };
                    *row = [0; 4].map(|_| 1 + rng.weighted(weights) as u8);
                }
            }
            self.samples.push((g, rng.next_u64()));
        }
        self.samples[j]
    }

    /// The seat's points in simulated round `j` with goals `codes`.
    fn eval(&mut self, codes: &[u8], j: usize, rng: &mut DiceRng) -> f64 {
        let (mut goals, seed) = self.sample(j, rng);
        for (i, side) in self.my_sides.iter().enumerate() {
            goals[*side].copy_from_slice(&codes[i * 4..i * 4 + 4]);
        }
        let mut s = Sim::empty(self.view.players, self.view.first_builder, self.owner);
        s.playout(&goals, self.epsilon, &mut DiceRng::new(seed));
        match &self.outlook {
            Some(o) => value(&s, &goals, self.seat, o),
            None => s.seat_points(self.seat, &goals) as f64,
        }
    }

    fn mean(&mut self, codes: &[u8], n: usize, rng: &mut DiceRng) -> f64 {
        (0..n).map(|j| self.eval(codes, j, rng)).sum::<f64>() / n as f64
    }
}

pub fn choose_goals(view: &View, seat: u8, p: &Params, rng: &mut DiceRng) -> Vec<u8> {
    let my_sides: Vec<usize> = view.seat_sides[seat as usize]
        .iter()
        .map(|s| s.index())
        .collect();
    let owner = owners(view);
    let n_codes = my_sides.len() * 4;
    let candidates: Vec<Vec<u8>> = (0..p.goal_candidates.max(1))
        .map(|_| {
            (0..n_codes)
                .map(|_| 1 + rng.weighted(&PROPOSAL) as u8)
                .collect()
        })
        .collect();
    let mut rounds = Rounds {
        view,
        seat,
        owner,
        my_sides,
        epsilon: p.goal_epsilon,
        samples: Vec::new(),
        prior: p.goal_prior,
        outlook: (p.goal_rivals > 0.0).then(|| {
            let mut o = outlook(view, p);
            o.weight = p.goal_rivals;
            o
        }),
    };
    let total = p.goal_candidates * p.goal_playouts;
    let best = halving(candidates.len(), total, |c, j| {
        rounds.eval(&candidates[c], j, rng)
    });
    let mut codes = candidates[best].clone();
    if p.goal_refine == 0 {
        return codes;
    }
    // Coordinate ascent: change one line's code when that scores better on the
    // same simulated rounds; stop when a full pass changes nothing.
    let n = p.goal_refine;
    let mut score = rounds.mean(&codes, n, rng);
    for _pass in 0..2 {
        let mut changed = false;
        for i in 0..n_codes {
            let keep = codes[i];
            let mut best_code = keep;
            for c in (1..=6u8).filter(|c| *c != keep) {
                codes[i] = c;
                let s = rounds.mean(&codes, n, rng);
                if s > score {
                    score = s;
                    best_code = c;
                }
            }
            codes[i] = best_code;
            changed |= best_code != keep;
        }
        if !changed {
            break;
        }
    }
    codes
}
