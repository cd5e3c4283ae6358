//! Fits the hard bot's end-of-turn values (`data/values.txt`).
//!
//! Backward, turn by turn: the value after the last turn is exact (lone
//! Low-Rise floors score one point each). For turn t, the targets are exact
//! turn-(t+1) searches valued with the already fitted turn t+1; the positions
//! are every end-of-turn position that the turn-t search compares when playing
//! from the positions good play visits (not only those good play reaches:
//! fitted on those alone, the search exploits the errors elsewhere). Play with
//! the new values gives new positions; a few rounds of this settle.
//!
//! `cargo run -p skyline-dice --example fit --profile bench -- [rounds] [games] [points] [degree] [check]`
//! (defaults 4, 400, 12000, 3, 2000): each round plays `games` games for the
//! positions, fits a polynomial of `degree` (2 or 3) on at most `points`
//! positions a turn, and measures the mean over `check` games; it writes
//! `crates/skyline-dice/data/values.txt` when a round beats the best so far.
//! Every game and draw here is on the tuning seeds (`dice::seeds::TUNING`).

use dice::seeds::tuning;
use dice::DiceRng;
use skyline_dice::bot::solver::{Cols, Pos, Solver, Tiles, Valuer, H1, KINDS};
use skyline_dice::bot::value::{features, fitted, Poly, CUBIC, QUADRATIC, SCALE};
use skyline_dice::{content, Counts};
use std::collections::HashSet;

fn start() -> Pos {
    let mut cols = [0u8; KINDS];
    cols[H1] = 1; // the solo player starts with a High-Rise ground floor
    Pos {
        cols,
        tiles: [0; 6],
        six: false,
    }
}

fn draw(dice: Counts, rng: &mut DiceRng) -> [u8; 9] {
    let outcomes = skyline_dice::roll::outcomes(dice);
    let total: u64 = outcomes.iter().map(|o| o.1).sum();
    let mut r = rng.below(total);
    for (faces, w) in &outcomes {
        if r < *w {
            return Solver::active_of(faces);
        }
        r -= w;
    }
    unreachable!("weights sum to total")
}

/// `FIT_TURNS=k` refits the values after turns 1 to k only, keeping the later
/// turns' values (default: every turn but the last).
fn upto() -> u8 {
    std::env::var("FIT_TURNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(content().rounds - 1)
}

/// One solo game in the compact model, played by the search with `v`. Returns
/// the score; with `leaves`, adds every end-of-turn position each turn's
/// search compared (by turn).
fn play(v: &dyn Valuer, seed: u64, mut leaves: Option<&mut Vec<HashSet<(Cols, Tiles)>>>) -> f64 {
    let rounds = content().rounds;
    let mut rng = DiceRng::new(seed);
    let mut pos = start();
    let mut score = 0.0;
    let yard = Counts::new(25, 28, 7);
    for turn in 1..=rounds {
        if leaves.is_some() && turn > upto() {
            break;
        }
        let mut s = Solver::new(v, turn, None);
        if leaves.is_some() {
            s.leaves = Some(Vec::new());
        }
        let (take, _) = s.best_take(&pos, yard);
        let mut active = draw(take, &mut rng);
        loop {
            let moves = s.resolves(&pos, &active);
            if moves.is_empty() {
                break;
            }
            let mut best: Option<(f64, Pos, [u8; 9], f64)> = None;
            for (p, left, gain, _) in moves {
                let val = gain + s.after_value(&p, &left);
                if best.is_none_or(|b| val > b.0) {
                    best = Some((val, p, left, gain));
                }
            }
            let (_, p, left, gain) = best.expect("moves");
            pos = p;
            score += gain;
            if left.iter().all(|&n| n == 0) {
                break;
            }
            let mut choice: Option<[u8; 9]> = None;
            let mut bv = s.end(&pos);
            for r in Solver::rerolls(&left) {
                let val = s.reroll_value(&pos, &left, &r);
                if val > bv {
                    bv = val;
                    choice = Some(r);
                }
            }
            let Some(r) = choice else { break };
            let mut kept = left;
            for i in 0..9 {
                kept[i] -= r[i];
            }
            let rolled = draw(skyline_dice::bot::solver::kinds(&r), &mut rng);
            for i in 0..9 {
                kept[i] += rolled[i];
            }
            active = kept;
        }
        if let (Some(l), Some(found)) = (leaves.as_deref_mut(), s.leaves.take()) {
            l[turn as usize].extend(found);
        }
        if pos.six {
            break;
        }
    }
    score + pos.cols[0] as f64
}

/// Least squares with a small ridge: solves (XᵀX + λI) w = Xᵀy.
fn fit(rows: &[([f64; CUBIC], f64)], n: usize) -> Vec<f64> {
    let mut a = vec![vec![0.0f64; n + 1]; n];
    for (x, y) in rows {
        for i in 0..n {
            for j in 0..n {
                a[i][j] += x[i] * x[j];
            }
            a[i][n] += x[i] * y;
        }
    }
    for (i, row) in a.iter_mut().enumerate().skip(1) {
        row[i] += 1e-3;
    }
    for c in 0..n {
        let p = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .expect("rows");
        a.swap(c, p);
        let d = a[c][c];
        for x in a[c][c..].iter_mut() {
            *x /= d;
        }
        let pivot = a[c].clone();
        for (i, row) in a.iter_mut().enumerate() {
            let f = row[c];
            if i != c && f != 0.0 {
                for (x, &y) in row[c..].iter_mut().zip(&pivot[c..]) {
                    *x -= f * y;
                }
            }
        }
    }
    // Rounded as values.txt stores them, so what is measured is what ships.
    (0..n).map(|i| (a[i][n] * SCALE).round() / SCALE).collect()
}

fn mean_score(v: &(dyn Valuer + Sync), games: u64, seed: u64) -> f64 {
    let total: f64 = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..2u64)
            .map(|k| {
                sc.spawn(move || {
                    (0..games)
                        .filter(|g| g % 2 == k)
                        .map(|g| play(v, seed + g, None))
                        .sum::<f64>()
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().expect("thread")).sum()
    });
    total / games as f64
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let rounds = *args.first().unwrap_or(&4);
    let games = *args.get(1).unwrap_or(&400);
    let points = *args.get(2).unwrap_or(&12000) as usize;
    let n = if *args.get(3).unwrap_or(&3) == 2 {
        QUADRATIC
    } else {
        CUBIC
    };
    let check = *args.get(4).unwrap_or(&2000);
    let last = content().rounds as usize;
    let mut current: Poly = fitted().clone();
    let check_seed = tuning(1_000_000) as u64;
    // FIT_START=<mean> skips measuring the starting values again.
    let mut best = match std::env::var("FIT_START").ok().and_then(|s| s.parse().ok()) {
        Some(m) => m,
        None => mean_score(&current, check, check_seed),
    };
    println!("start: mean {best:.3} over {check} games");
    for round in 0..rounds {
        let mut leaves: Vec<HashSet<(Cols, Tiles)>> = vec![HashSet::new(); last + 1];
        for g in 0..games {
            play(
                &current,
                tuning((round * 100_000 + g) as u32) as u64,
                Some(&mut leaves),
            );
        }
        let mut next = current.clone();
        for t in (1..last).rev().filter(|&t| t <= upto() as usize) {
            let mut pts: Vec<(Cols, Tiles)> = leaves[t].iter().copied().collect();
            pts.sort_unstable();
            let mut rng = DiceRng::new(tuning((round * 31 + t as u64) as u32) as u64);
            rng.shuffle(&mut pts);
            pts.truncate(points);
            let next_ref = &next;
            let rows: Vec<([f64; CUBIC], f64)> = std::thread::scope(|sc| {
                let hs: Vec<_> = (0..2usize)
                    .map(|k| {
                        let pts = &pts;
                        sc.spawn(move || {
                            pts.iter()
                                .enumerate()
                                .filter(|(i, _)| i % 2 == k)
                                .map(|(_, (cols, tiles))| {
                                    let pos = Pos {
                                        cols: *cols,
                                        tiles: *tiles,
                                        six: false,
                                    };
                                    let mut s = Solver::new(next_ref, t as u8 + 1, None);
                                    let (_, v) = s.best_take(&pos, Counts::new(25, 28, 7));
                                    (features(cols), v)
                                })
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                hs.into_iter()
                    .flat_map(|h| h.join().expect("thread"))
                    .collect()
            });
            let w = fit(&rows, n);
            let err: f64 = rows
                .iter()
                .map(|(x, y)| {
                    let p: f64 = x.iter().zip(&w).map(|(a, b)| a * b).sum();
                    (p - y) * (p - y)
                })
                .sum::<f64>()
                / rows.len() as f64;
            println!(
                "round {round} turn {t}: {} positions ({} compared), rms error {:.3}",
                rows.len(),
                leaves[t].len(),
                err.sqrt()
            );
            next.turns[t - 1] = w;
        }
        current = next;
        let mean = mean_score(&current, check, check_seed);
        println!("round {round}: mean {mean:.3} over {check} games");
        if mean > best {
            best = mean;
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/values.txt");
            std::fs::write(path, current.to_text()).expect("write values.txt");
            println!("round {round}: written");
        }
    }
}
