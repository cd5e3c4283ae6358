//! Fits the hard bot's end-of-turn values (`data/values.txt`) to exact values.
//!
//! 1. An exact solve of the solo game in the compact model. Between turns the
//!    state is the turn and the multiset of open columns (tiles and dead
//!    columns are left out: they barely matter, and the values read neither).
//!    After turn t at most 3t + 1 dice stand in open columns, so such
//!    multisets are solved, backward from the last turn (whose value is
//!    exact): V_t(cols) is the exact search of turn t + 1 from `cols`, its
//!    end-of-turn positions valued by V_{t+1}. After turn 8 all 373,227 (from
//!    57,396 searches, see `solve`); before, those with at most [`CAP`]
//!    columns of a kind (122,727 searches). About 22 minutes on two busy
//!    cores; the result is kept in `target/skyline-exact.bin` for the next
//!    run. The value of the game in this model: 89.79.
//! 2. The positions: every end-of-turn position that each turn search
//!    *compares* when playing from the positions play visits (not only those
//!    good play reaches: fitted on those alone, the search exploits the
//!    function's errors elsewhere), kept as one group per search. Round 0
//!    plays with the exact values; each later round adds the groups of play
//!    with the last fit.
//! 3. Per turn, least squares of a polynomial in the nine open-column counts
//!    on the exact values' differences within each group (a search only ranks
//!    the positions it compares, so an error they all share changes no
//!    choice; fitted on the values themselves, 88.2 against 89.0 on the check
//!    games). `FIT_TAU=t` weighs a position by exp(-(best - value) / t) within
//!    its group (6 was used: 89.08 for a quadratic; 3: 88.88; none: 89.01).
//!    The polynomial is the quadratic plus `FIT_TRIPLES=m` products of three
//!    counts (default 0), chosen greedily, one at a time, as the one that
//!    lowers the squared error summed over the turns most; they are the same
//!    every turn, listed once. A monomial that is a combination of earlier ones on the
//!    positions (a count never over one, squared) is left at zero.
//!    Coefficients are rounded to the units `values.txt` stores (16 bits
//!    each). Then the mean over `check` games, and `data/values.txt` is
//!    written when a round beats the best so far (`FIT_START=<mean>` skips
//!    measuring the shipped values).
//!
//! `FIT_TAU=6 FIT_TRIPLES=40 cargo run -p skyline-dice --example fit --profile bench -- 2 500 4000`
//! (arguments: rounds, games a round, check games; defaults 3, 1000, 2000).
//! Every game and draw here is on the tuning seeds (`dice::seeds::TUNING`);
//! the figures in the README come from the strength bench on the reporting
//! seeds.

use dice::seeds::tuning;
use dice::DiceRng;
use skyline_dice::bot::solver::{Cols, Pos, Solver, Tiles, Valuer, H1, KINDS, OPEN};
use skyline_dice::bot::value::{
    degree, features, fitted, triple_index, Poly, CUBIC, QUADRATIC, SCALES,
};
use skyline_dice::{content, Counts};
use std::collections::HashMap;

/// Dice in a column of each open kind (L1, M1–M3, H1–H5).
const HEIGHT: [u32; OPEN] = [1, 1, 2, 3, 1, 2, 3, 4, 5];

fn start() -> Pos {
    let mut cols = [0u8; KINDS];
    cols[H1] = 1; // the solo player starts with a High-Rise ground floor
    Pos {
        cols,
        tiles: [0; 6],
        six: false,
    }
}

fn key(cols: &Cols) -> u64 {
    cols[..OPEN]
        .iter()
        .fold(0u64, |k, &c| (k << 6) | c.min(63) as u64)
}

/// Every multiset of open columns holding at most `dice` dice with at most
/// `cap` columns of a kind, in a fixed order.
fn states(dice: u32, cap: u32) -> Vec<Cols> {
    fn go(i: usize, left: u32, cap: u32, cur: &mut Cols, out: &mut Vec<Cols>) {
        if i == OPEN {
            out.push(*cur);
            return;
        }
        for c in 0..=(left / HEIGHT[i]).min(cap) {
            cur[i] = c as u8;
            go(i + 1, left - c * HEIGHT[i], cap, cur, out);
        }
        cur[i] = 0;
    }
    let mut out = Vec::new();
    go(0, dice, cap, &mut [0; KINDS], &mut out);
    out
}

/// Before the last turn's table, positions are solved with at most this many
/// columns of a kind (a fraction of the work, 122,727 searches instead of
/// 272,568); a position with more is valued from its capped one, plus the
/// last step of each capped kind for every column over (they are rare).
const CAP: u8 = 4;

/// Exact values after each turn but the last (index t - 1 for turn t).
struct Exact {
    turns: Vec<HashMap<u64, f64>>,
}

impl Exact {
    fn get(&self, turn: u8, cols: &Cols) -> f64 {
        let m = &self.turns[turn as usize - 1];
        if let Some(&v) = m.get(&key(cols)) {
            return v;
        }
        let mut capped = *cols;
        capped[..OPEN].iter_mut().for_each(|c| *c = (*c).min(CAP));
        let at = |c: &Cols| *m.get(&key(c)).expect("every capped position is solved");
        let base = at(&capped);
        let mut v = base;
        for k in 0..OPEN {
            if cols[k] > CAP {
                let mut less = capped;
                less[k] -= 1;
                v += (cols[k] - CAP) as f64 * (base - at(&less));
            }
        }
        v
    }
}

impl Valuer for Exact {
    fn value(&self, turn: u8, cols: &Cols) -> f64 {
        if turn as usize > self.turns.len() {
            return cols[0] as f64;
        }
        self.get(turn, cols)
    }
}

fn solve() -> Exact {
    let last = content().rounds as usize;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../target/skyline-exact.bin"
    );
    let all: Vec<Vec<Cols>> = (1..last)
        .map(|t| states(3 * t as u32 + 1, if t + 1 < last { CAP as u32 } else { 99 }))
        .collect();
    let total: usize = all.iter().map(Vec::len).sum();
    if let Ok(bytes) = std::fs::read(path) {
        if bytes.len() == total * 8 {
            let mut it = bytes
                .chunks_exact(8)
                .map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes")));
            let turns = all
                .iter()
                .map(|st| {
                    st.iter()
                        .map(|c| (key(c), it.next().expect("value")))
                        .collect()
                })
                .collect();
            println!("exact values read from {path}");
            return Exact { turns };
        }
    }
    let mut ex = Exact {
        turns: vec![HashMap::new(); last - 1],
    };
    for t in (1..last).rev() {
        let t0 = std::time::Instant::now();
        let st = &all[t - 1];
        let exr = &ex;
        let vals: Vec<(u64, f64)> = std::thread::scope(|sc| {
            let hs: Vec<_> = (0..2usize)
                .map(|k| {
                    sc.spawn(move || {
                        let mut memo: HashMap<u64, f64> = HashMap::new();
                        st.iter()
                            .skip(k)
                            .step_by(2)
                            .enumerate()
                            .map(|(i, cols)| {
                                if k == 0 && i % 20_000 == 0 {
                                    println!("  turn {t}: {}/{}", i * 2, st.len());
                                }
                                let search = |c: &Cols| {
                                    let pos = Pos {
                                        cols: *c,
                                        tiles: [0; 6],
                                        six: false,
                                    };
                                    let mut s = Solver::new(exr, t as u8 + 1, None);
                                    s.best_take(&pos, Counts::new(25, 28, 7)).1
                                };
                                if t + 1 < last {
                                    return (key(cols), search(cols));
                                }
                                // The last turn: three dice touch at most three
                                // columns of a kind and only lone Low-Rise floors
                                // count at the end, so the value is the extra Low
                                // floors plus that of the counts capped at three
                                // (exact, for every position).
                                let mut capped = *cols;
                                capped.iter_mut().for_each(|c| *c = (*c).min(3));
                                let k = key(&capped);
                                let v = match memo.get(&k) {
                                    Some(&v) => v,
                                    None => {
                                        let v = search(&capped);
                                        memo.insert(k, v);
                                        v
                                    }
                                };
                                (key(cols), v + (cols[0] - capped[0]) as f64)
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            hs.into_iter()
                .flat_map(|h| h.join().expect("thread"))
                .collect()
        });
        ex.turns[t - 1] = vals.into_iter().collect();
        println!(
            "turn {t}: {} positions solved in {:.1} s",
            st.len(),
            t0.elapsed().as_secs_f64()
        );
    }
    let mut bytes = Vec::with_capacity(total * 8);
    for (t, st) in all.iter().enumerate() {
        for c in st {
            bytes.extend_from_slice(&ex.turns[t][&key(c)].to_le_bytes());
        }
    }
    std::fs::write(path, bytes).expect("write the exact values");
    ex
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

/// One solo game in the compact model, played by the search with `v`. Returns
/// the score; with `leaves`, adds the set of end-of-turn positions each turn's
/// search compared (by turn; open columns only, as the values read them).
fn play(v: &dyn Valuer, seed: u64, mut leaves: Option<&mut Vec<Vec<Vec<Cols>>>>) -> f64 {
    let rounds = content().rounds;
    let mut rng = DiceRng::new(seed);
    let mut pos = start();
    let mut score = 0.0;
    let yard = Counts::new(25, 28, 7);
    for turn in 1..=rounds {
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
            let mut open: Vec<Cols> = found
                .into_iter()
                .map(|(mut c, _): (Cols, Tiles)| {
                    c[OPEN..].fill(0);
                    c
                })
                .collect();
            open.sort_unstable();
            open.dedup();
            l[turn as usize].push(open);
        }
        if pos.six {
            break;
        }
    }
    score + pos.cols[0] as f64
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

/// The positions compared in `games` games played with `v`: per turn, one
/// group per turn search (the positions one search compared).
fn gather(v: &(dyn Valuer + Sync), games: u64, seed: u32, into: &mut [Vec<Vec<Cols>>]) {
    let found: Vec<Vec<Vec<Vec<Cols>>>> = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..2u64)
            .map(|k| {
                sc.spawn(move || {
                    let mut l = vec![Vec::new(); content().rounds as usize + 1];
                    for g in (0..games).filter(|g| g % 2 == k) {
                        play(v, tuning(seed + g as u32) as u64, Some(&mut l));
                    }
                    l
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().expect("thread")).collect()
    });
    for l in found {
        for (t, groups) in l.into_iter().enumerate() {
            into[t].extend(groups);
        }
    }
}

/// One turn's least squares over every monomial of [`features`], on the exact
/// values' differences between the positions one search compares: a search
/// only ranks positions against each other, so an error shared by all
/// positions of a search changes no choice. Features and targets less their
/// (weighted) means within each group.
struct Normal {
    /// Σ w d dᵀ and Σ w d (y − ȳ) over the centered features d.
    a: Vec<Vec<f64>>,
    b: Vec<f64>,
    /// Sums of the raw features and values, and the count (for the constant).
    x: Vec<f64>,
    y: f64,
    n: f64,
    /// Σ w (y − ȳ)².
    yy: f64,
}

fn normal(groups: &[Vec<Cols>], exact: &Exact, turn: u8) -> Normal {
    let tau: f64 = std::env::var("FIT_TAU")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0.0);
    let mut q = Normal {
        a: vec![vec![0.0; CUBIC]; CUBIC],
        b: vec![0.0; CUBIC],
        x: vec![0.0; CUBIC],
        y: 0.0,
        n: 0.0,
        yy: 0.0,
    };
    for g in groups {
        let rows: Vec<([f64; CUBIC], f64)> = g
            .iter()
            .map(|c| (features(c), exact.get(turn, c)))
            .collect();
        // FIT_TAU: positions far below the search's best weigh less (they
        // are chosen only when the values err by that much); 0 weighs all alike.
        let top = rows.iter().map(|r| r.1).fold(f64::NEG_INFINITY, f64::max);
        let wt: Vec<f64> = rows
            .iter()
            .map(|r| {
                if tau > 0.0 {
                    dice::fmath::exp(-(top - r.1) / tau)
                } else {
                    1.0
                }
            })
            .collect();
        let m: f64 = wt.iter().sum();
        let mut mx = [0.0f64; CUBIC];
        let mut my = 0.0;
        for ((x, y), w) in rows.iter().zip(&wt) {
            for i in 0..CUBIC {
                mx[i] += w * x[i] / m;
            }
            my += w * y / m;
        }
        for ((x, y), w) in rows.iter().zip(&wt) {
            let d: Vec<f64> = (0..CUBIC).map(|i| x[i] - mx[i]).collect();
            for i in 1..CUBIC {
                if d[i] == 0.0 {
                    continue;
                }
                let row = &mut q.a[i];
                for j in i..CUBIC {
                    row[j] += w * d[i] * d[j];
                }
                q.b[i] += w * d[i] * (y - my);
            }
            q.yy += w * (y - my) * (y - my);
            for (s, v) in q.x.iter_mut().zip(x) {
                *s += v;
            }
            q.y += y;
            q.n += 1.0;
        }
    }
    for i in 1..CUBIC {
        for j in 1..i {
            q.a[i][j] = q.a[j][i];
        }
    }
    q
}

/// Ridge added to the normal equations' diagonal.
const RIDGE: f64 = 1e-3;

/// `feats` (indices into [`features`]) less those that are, on these
/// positions, a combination of earlier ones (a count that is never over one
/// squared, a product that is always zero): such a monomial changes no value,
/// and leaving it out keeps its coefficient at zero, not a share of another's.
fn independent(q: &Normal, feats: &[usize]) -> Vec<usize> {
    let mut kept: Vec<usize> = Vec::new();
    let mut l: Vec<Vec<f64>> = Vec::new(); // Cholesky rows of the kept ones
    for &f in feats {
        let z: Vec<f64> = {
            let mut z = Vec::with_capacity(kept.len());
            for (r, &k) in kept.iter().enumerate() {
                let s: f64 = (0..r).map(|c| l[r][c] * z[c]).sum();
                z.push((q.a[f][k] - s) / l[r][r]);
            }
            z
        };
        let d = q.a[f][f] - z.iter().map(|v| v * v).sum::<f64>();
        if d > 1e-7 * q.a[f][f].max(1e-300) && q.a[f][f] > 0.0 {
            let mut row = z;
            row.push(d.sqrt());
            l.push(row);
            kept.push(f);
        }
    }
    kept
}

/// Cholesky factor of the normal equations on `feats` (with the ridge).
fn cholesky(q: &Normal, feats: &[usize]) -> Vec<Vec<f64>> {
    let n = feats.len();
    let mut l = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..=i {
            let mut s = q.a[feats[i]][feats[j]];
            if i == j {
                s += RIDGE;
            }
            for (a, b) in l[i][..j].iter().zip(&l[j][..j]) {
                s -= a * b;
            }
            l[i][j] = if i == j { s.sqrt() } else { s / l[j][j] };
        }
    }
    l
}

/// Solves L z = v.
fn forward(l: &[Vec<f64>], v: &[f64]) -> Vec<f64> {
    let mut z = vec![0.0; v.len()];
    for i in 0..v.len() {
        let s: f64 = (0..i).map(|k| l[i][k] * z[k]).sum();
        z[i] = (v[i] - s) / l[i][i];
    }
    z
}

/// Least squares on `feats`: the coefficients of every monomial (zero for
/// those left out).
fn solve_on(q: &Normal, feats: &[usize]) -> Vec<f64> {
    let l = cholesky(q, feats);
    let z = forward(&l, &feats.iter().map(|&f| q.b[f]).collect::<Vec<_>>());
    let n = feats.len();
    let mut beta = vec![0.0; n];
    for i in (0..n).rev() {
        let s: f64 = (i + 1..n).map(|k| l[k][i] * beta[k]).sum();
        beta[i] = (z[i] - s) / l[i][i];
    }
    let mut w = vec![0.0; CUBIC];
    for (&f, &b) in feats.iter().zip(&beta) {
        w[f] = b;
    }
    w
}

/// The weighted squared error within groups of coefficients `w`.
fn error(q: &Normal, w: &[f64]) -> f64 {
    let mut e = q.yy;
    for i in 1..CUBIC {
        if w[i] == 0.0 {
            continue;
        }
        e -= 2.0 * w[i] * q.b[i];
        for j in 1..CUBIC {
            e += w[i] * q.a[i][j] * w[j];
        }
    }
    e
}

/// Every triple of kinds (i <= j <= k), in the order of [`features`].
fn all_triples() -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for i in 0..OPEN as u8 {
        for j in i..OPEN as u8 {
            for k in j..OPEN as u8 {
                out.push([i, j, k]);
            }
        }
    }
    out
}

/// Greedily, `m` triples to add to the quadratics: each step the one that
/// lowers the squared error summed over the turns' fits the most (the same
/// triples every turn: they are listed once).
fn choose(qs: &[Normal], m: usize) -> Vec<[u8; 3]> {
    let quad: Vec<usize> = (1..QUADRATIC).collect();
    let cands = all_triples();
    let mut chosen: Vec<Vec<usize>> = vec![Vec::new(); qs.len()];
    for _ in 0..m {
        let mut gains = vec![vec![0.0; cands.len()]; qs.len()];
        for (t, q) in qs.iter().enumerate() {
            let mut feats = quad.clone();
            feats.extend(&chosen[t]);
            let feats = independent(q, &feats);
            let l = cholesky(q, &feats);
            let w = solve_on(q, &feats);
            for (c, tr) in cands.iter().enumerate() {
                let j = triple_index(*tr);
                if chosen[t].contains(&j) || q.a[j][j] <= 0.0 {
                    continue;
                }
                let col: Vec<f64> = feats.iter().map(|&f| q.a[f][j]).collect();
                let z = forward(&l, &col);
                let d = q.a[j][j] + RIDGE - z.iter().map(|v| v * v).sum::<f64>();
                let r = q.b[j] - feats.iter().map(|&f| q.a[j][f] * w[f]).sum::<f64>();
                if d > 1e-9 {
                    gains[t][c] = r * r / d;
                }
            }
        }
        let (c, _) = (0..cands.len())
            .map(|c| (c, gains.iter().map(|g| g[c]).sum::<f64>()))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .expect("candidates");
        for ch in chosen.iter_mut() {
            ch.push(triple_index(cands[c]));
        }
    }
    cands
        .into_iter()
        .filter(|&tr| chosen[0].contains(&triple_index(tr)))
        .collect()
}

/// One turn's coefficients: the quadratic, then `triples`, rounded to the
/// units values.txt stores (so what is measured is what ships); the constant
/// makes the mean error zero.
fn fit_turn(q: &Normal, triples: &[[u8; 3]]) -> Vec<f64> {
    let mut feats: Vec<usize> = (1..QUADRATIC).collect();
    feats.extend(triples.iter().map(|&tr| triple_index(tr)));
    let feats = independent(q, &feats);
    let w = solve_on(q, &feats);
    let mut out: Vec<f64> = (0..QUADRATIC)
        .map(|i| w[i])
        .chain(triples.iter().map(|&tr| w[triple_index(tr)]))
        .collect();
    let idx: Vec<usize> = (0..QUADRATIC)
        .chain(triples.iter().map(|&tr| triple_index(tr)))
        .collect();
    for (i, x) in out.iter_mut().enumerate().skip(1) {
        let s = SCALES[degree(i)];
        let n = (*x * s).round();
        if n.abs() > i16::MAX as f64 {
            println!("  coefficient {i} ({x:.3}) over 16 bits: clamped");
        }
        *x = n.clamp(-(i16::MAX as f64), i16::MAX as f64) / s;
    }
    let fitted: f64 = (1..out.len()).map(|i| out[i] * q.x[idx[i]] / q.n).sum();
    out[0] = ((q.y / q.n - fitted) * SCALES[0]).round() / SCALES[0];
    out
}

/// A turn's coefficients (as [`fit_turn`] lists them) over all of [`features`].
fn full(w: &[f64], triples: &[[u8; 3]]) -> Vec<f64> {
    let mut f = vec![0.0; CUBIC];
    f[..QUADRATIC].copy_from_slice(&w[..QUADRATIC]);
    for (tr, &x) in triples.iter().zip(&w[QUADRATIC..]) {
        f[triple_index(*tr)] = x;
    }
    f
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let rounds = *args.first().unwrap_or(&3);
    let games = *args.get(1).unwrap_or(&1000);
    let check = *args.get(2).unwrap_or(&2000);
    let env = |k: &str| std::env::var(k).ok().and_then(|s| s.parse::<usize>().ok());
    let m = env("FIT_TRIPLES").unwrap_or(0);
    let last = content().rounds as usize;
    let check_seed = tuning(1_000_000) as u64;
    let exact = solve();
    let mut s = Solver::new(&exact, 1, None);
    println!(
        "exact value of the game: {:.3}",
        s.best_take(&start(), Counts::new(25, 28, 7)).1
    );
    let mut best = match std::env::var("FIT_START").ok().and_then(|s| s.parse().ok()) {
        Some(m) => m,
        None => mean_score(fitted(), check, check_seed),
    };
    println!("shipped values: mean {best:.3} over {check} games");
    let mut seen: Vec<Vec<Vec<Cols>>> = vec![Vec::new(); last + 1];
    let mut current: Poly = fitted().clone();
    for round in 0..rounds {
        let seed = 2_000_000 + round as u32 * 100_000;
        if round == 0 {
            gather(&exact, games, seed, &mut seen);
        } else {
            gather(&current, games, seed, &mut seen);
        }
        let qs: Vec<Normal> = (1..last)
            .map(|t| normal(&seen[t], &exact, t as u8))
            .collect();
        let triples = choose(&qs, m);
        let mut next = Poly {
            triples: triples.clone(),
            turns: Vec::new(),
        };
        for (t, q) in qs.iter().enumerate() {
            let w = fit_turn(q, &triples);
            println!(
                "round {round} turn {}: {} searches, {} positions, rms error within a search {:.3}",
                t + 1,
                seen[t + 1].len(),
                q.n,
                (error(q, &full(&w, &triples)) / q.n).sqrt()
            );
            next.turns.push(w);
        }
        println!("round {round}: {} triples", triples.len());
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
