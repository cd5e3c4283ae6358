//! The two seed ranges of the computer players' measurements, declared once.
//!
//! - [`TUNING`]: every tool that fits, tunes or chooses anything about a bot
//!   (value fits, budgets, weights, layouts chosen by measurement) plays these
//!   seeds only. Every seed the project used before the ranges were declared
//!   (0, 1000, 500 000, 1 000 000, … and the fitting rounds) lies in it.
//! - [`REPORTING`]: every strength bench, and so every figure in the README,
//!   plays these seeds only. Nothing is ever fitted, tuned or chosen on them,
//!   so a figure measured here is a figure on fresh dice.
//!
//! A test (`tests/seeds.rs`) checks that the two ranges do not overlap.

use std::ops::Range;

/// Seeds for fitting, tuning and choosing: 0 to 1,999,999,999.
pub const TUNING: Range<u32> = 0..2_000_000_000;

/// Seeds for reported figures: 3,000,000,000 to 3,000,999,999.
pub const REPORTING: Range<u32> = 3_000_000_000..3_001_000_000;

/// The first `n` reporting seeds.
pub fn reporting_range(n: u32) -> Range<u32> {
    reporting(0)..reporting(n.saturating_sub(1)) + 1
}

/// The `n`th reporting seed. Panics when `n` is past the range, rather than
/// running into seeds that are not the reporting ones.
pub fn reporting(n: u32) -> u32 {
    let s = REPORTING.start.checked_add(n).expect("reporting seed");
    assert!(
        REPORTING.contains(&s),
        "reporting seed {n} is past the range"
    );
    s
}

/// The `n`th tuning seed (panics past the range).
pub fn tuning(n: u32) -> u32 {
    let s = TUNING.start.checked_add(n).expect("tuning seed");
    assert!(TUNING.contains(&s), "tuning seed {n} is past the range");
    s
}

/// Mean and standard error of the mean of `xs` (0 when fewer than two).
pub fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    (mean, libm::sqrt(var / n))
}

/// One machine-readable strength line for `npm run bench`:
/// `STRENGTH {"game":…,"level":…,"mean":…,"se":…,"games":…,"seeds":[first,last]}`,
/// where `first..=last` are the seeds played (`seeds`).
/// `level` names the level and, where it matters, the setting
/// (`"hard, beginner sheet"`); `what` is what the mean is of (`"score"`,
/// `"win rate %"`, `"success %"`).
pub fn strength_line(game: &str, level: &str, what: &str, xs: &[f64], seeds: Range<u32>) -> String {
    let (mean, se) = mean_se(xs);
    let (first, last) = (seeds.start, seeds.end.saturating_sub(1));
    format!(
        "STRENGTH {{\"game\":\"{game}\",\"level\":\"{level}\",\"of\":\"{what}\",\"mean\":{mean:.3},\"se\":{se:.3},\"games\":{},\"seeds\":[{first},{last}]}}",
        xs.len()
    )
}

/// `f(0)`, …, `f(n - 1)` computed on `threads` threads (each takes the next
/// index when it is free), in index order: the strength benches' and tuning
/// tools' many independent games.
pub fn par_map<T: Send>(n: u32, threads: usize, f: impl Fn(u32) -> T + Sync) -> Vec<T> {
    let next = std::sync::atomic::AtomicU32::new(0);
    let out: std::sync::Mutex<Vec<Option<T>>> =
        std::sync::Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let r = f(i);
                out.lock().expect("no worker panicked")[i as usize] = Some(r);
            });
        }
    });
    out.into_inner()
        .expect("no worker panicked")
        .into_iter()
        .map(|r| r.expect("every index computed"))
        .collect()
}
