//! Monte Carlo placement: try each placement, play the round out many times with
//! opponents' goals sampled (from the inferred posterior at hard), keep the best.

use super::infer::Posterior;
use super::sim::{own_goals, Goals, Outlook, Policy, Sim};
use super::Params;
use crate::view::View;
use dice::DiceRng;

/// Successive halving: spend `budget` evaluations over `n` candidates, halving the
/// field each stage by mean value. `eval(candidate, sample)` must use the same
/// sample `j` the same way for every candidate (common random numbers).
pub fn halving(n: usize, budget: usize, mut eval: impl FnMut(usize, usize) -> f64) -> usize {
    if n <= 1 {
        return 0;
    }
    let stages = (usize::BITS - (n - 1).leading_zeros()) as usize;
    let mut alive: Vec<usize> = (0..n).collect();
    let mut sum = vec![0.0f64; n];
    let mut count = vec![0usize; n];
    for _ in 0..stages {
        if alive.len() == 1 {
            break;
        }
        let per = (budget / (stages * alive.len())).max(1);
        for &c in &alive {
            for _ in 0..per {
                sum[c] += eval(c, count[c]);
                count[c] += 1;
            }
        }
        rank(&mut alive, &sum, &count);
        alive.truncate(alive.len().div_ceil(2));
    }
    alive[0]
}

/// Orders candidates best mean first, ties by index. An insertion sort: the
/// field is at most 80, and it keeps the standard library's sort (kilobytes per
/// instantiation) out of the wasm module.
fn rank(alive: &mut [usize], sum: &[f64], count: &[usize]) {
    let mean = |c: usize| sum[c] / count[c] as f64;
    for i in 1..alive.len() {
        let mut j = i;
        while j > 0
            && (mean(alive[j]) > mean(alive[j - 1])
                || (mean(alive[j]) == mean(alive[j - 1]) && alive[j] < alive[j - 1]))
        {
            alive.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// How good an end of round is for `seat`, as `outlook` values it.
pub fn value(sim: &Sim, goals: &Goals, seat: u8, outlook: &Outlook) -> f64 {
    let mut points = [0i32; 4];
    for (s, p) in points.iter_mut().enumerate().take(sim.players as usize) {
        *p = sim.seat_points(s as u8, goals);
    }
    outlook.value(&points[..sim.players as usize], seat)
}

/// The value of a round's end that the seat plays for: the round alone, or
/// with the running totals and the last round's win (as `p` says).
pub fn outlook(view: &View, p: &Params) -> Outlook {
    let mut o = Outlook::round(p.rival_weight);
    o.best = p.rival_best;
    if p.use_totals {
        for (b, t) in o.base.iter_mut().zip(&view.totals) {
            *b = *t;
        }
    }
    if view.round >= view.rounds {
        o.bonus = p.win_bonus;
    }
    o
}

/// Opponents' goals for one playout: from the posterior when there is one, else
/// uniformly random codes.
pub fn sample_goals(view: &View, seat: u8, post: Option<&Posterior>, rng: &mut DiceRng) -> Goals {
    let mut g = own_goals(view);
    for (side, owner) in view.sides.iter().enumerate() {
        match owner {
            Some(o) if *o != seat => {
                g[side] = match post {
                    Some(p) => p.sample(side, rng),
                    None => [0; 4].map(|_| 1 + rng.below(6) as u8),
                }
            }
            _ => {}
        }
    }
    g
}

pub fn best_placement(view: &View, seat: u8, p: &Params, rng: &mut DiceRng) -> (u8, u8) {
    let sim = Sim::from_view(view);
    let moves = sim.moves();
    let post = p.infer.then(|| Posterior::infer_with(view, seat, &p.model));
    let policy = Policy {
        me: seat,
        mine: p.self_epsilon,
        others: p.epsilon,
        endgame: p.endgame,
        outlook: outlook(view, p),
    };
    let mut samples: Vec<(Goals, u64)> = Vec::new();
    let best = halving(moves.len(), p.place_playouts, |c, j| {
        while samples.len() <= j {
            let g = sample_goals(view, seat, post.as_ref(), rng);
            samples.push((g, rng.next_u64()));
        }
        let (goals, seed) = &samples[j];
        let mut s = sim;
        s.place(moves[c].0, moves[c].1);
        s.run(goals, &policy, &mut DiceRng::new(*seed));
        value(&s, goals, seat, &policy.outlook)
    });
    moves[best]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halving_finds_the_best_of_noisy_candidates() {
        let mut rng = DiceRng::new(1);
        let best = halving(20, 2000, |c, _| c as f64 * 0.1 + rng.unit());
        assert!(best >= 17, "picked {best}");
    }

    #[test]
    fn halving_with_one_candidate_takes_it() {
        assert_eq!(halving(1, 100, |_, _| 0.0), 0);
    }
}
