//! Tries a hard-bot budget on solo beginner games (tuning seeds,
//! `dice::seeds::TUNING`, never the benchmark's): `cargo run --profile fast --example tune -- GAMES KEEP FIRST DEPTH STARTS WORK`.

use construction_sight::bot::grid::Grid;
use construction_sight::bot::search::{best_with, Budget};
use construction_sight::{Config, ConstructionSight};
use dice::{DiceRng, Match};
use std::time::Instant;

fn main() {
    let a: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("numbers"))
        .collect();
    let games = a.first().copied().unwrap_or(40) as u32;
    let b = Budget {
        keep: a.get(1).copied().unwrap_or(8),
        first: a.get(2).copied().unwrap_or(8),
        depth: a.get(3).copied().unwrap_or(3),
        starts: a.get(4).copied().unwrap_or(6),
        work: a.get(5).copied().unwrap_or(250_000) as u64,
    };
    let (mut sum, mut moves, mut slowest) = (0i64, 0u64, 0f64);
    // SCORES=1: every game's score too, to pair two runs game by game.
    let mut scores = Vec::new();
    let start = Instant::now();
    for seed in 0..games {
        let mut m =
            Match::<ConstructionSight>::new(Config::new(1, dice::seeds::tuning(500_000 + seed)))
                .expect("config");
        let mut rng = DiceRng::new(seed as u64);
        while !m.is_over() {
            let roll = m.state().roll().expect("rolled");
            let t = Instant::now();
            let action = best_with(&Grid::from_city(m.state().city(0)), roll, &mut rng, &b);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            if ms > 200.0 && std::env::var("SLOW").is_ok() {
                let city = m.state().city(0);
                eprintln!(
                    "slow {ms:.0} ms: roll {:?}, {} vacant, {} open doors",
                    roll.dice(),
                    city.vacant_count(),
                    city.unfilled_doors()
                );
            }
            slowest = slowest.max(ms);
            m.apply(0, action).expect("legal");
            moves += 1;
        }
        let total = m.result().expect("over").scores[0].total as i64;
        sum += total;
        scores.push(total.to_string());
    }
    if std::env::var("SCORES").is_ok() {
        println!("scores {}", scores.join(" "));
    }
    println!(
        "{b:?}: mean {:.2} over {games}, {:.1} ms/move, slowest {slowest:.0} ms",
        sum as f64 / games as f64,
        start.elapsed().as_secs_f64() * 1000.0 / moves as f64
    );
}
