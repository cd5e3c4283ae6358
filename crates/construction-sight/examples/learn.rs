//! Learns the park-space table the bots value sheets with (`data/parks.txt`):
//! plays solo games on the beginner sheet with the normal bot, notes each park
//! space's line features after every move, and counts how often a goal with
//! those features was met at the end. Run it again after rebuilding to learn
//! from the improved player:
//!
//! `cargo run --profile fast --example learn -- 3000 > crates/construction-sight/data/parks.txt`

use construction_sight::bot::eval::{self, KEYS};
use construction_sight::bot::grid::Grid;
use construction_sight::sheet::PARKS;
use construction_sight::{Config, ConstructionSight};
use dice::{BotLevel, Match};

/// Pseudo-observations of the prior, so rare slots lean on it.
const PRIOR_WEIGHT: f64 = 4.0;

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let mut met = vec![0u32; KEYS];
    let mut seen = vec![0u32; KEYS];
    let mut prior = vec![0.0f64; KEYS];
    for seed in 0..games {
        // Tuning seeds (`dice::seeds::TUNING`), never the benchmark's.
        let mut m =
            Match::<ConstructionSight>::new(Config::new(1, dice::seeds::tuning(1_000_000 + seed)))
                .expect("config");
        let mut notes: Vec<(usize, usize)> = Vec::new();
        loop {
            let grid = Grid::from_city(m.state().city(0));
            for p in 0..PARKS {
                let goal = grid.goals[p];
                let f = eval::features(&grid.line(p));
                // Settled goals are valued exactly; the table is for open ones.
                if f.reach & (1 << goal) == 0 || f.reach == 1 << goal {
                    continue;
                }
                let k = eval::key(goal, &f);
                prior[k] = eval::prior(goal, &f);
                notes.push((k, p));
            }
            if m.is_over() {
                break;
            }
            let a = m.bot_action(0, BotLevel::Normal).expect("bot");
            m.apply(0, a).expect("legal");
        }
        let city = m.state().city(0);
        for (k, p) in notes {
            seen[k] += 1;
            if city.goal_met(p) {
                met[k] += 1;
            }
        }
    }
    println!("# P(goal met at the end | goal, visible, vacant, front, tallest, behind), in");
    println!("# thousandths, by slot (see bot::eval::key). Made by examples/learn.rs from");
    println!("# {games} solo games of the normal bot on the beginner sheet.");
    println!("# Each line: slot, P in thousandths, observations behind it.");
    for k in 0..KEYS {
        if seen[k] == 0 {
            continue;
        }
        let p = (met[k] as f64 + PRIOR_WEIGHT * prior[k]) / (seen[k] as f64 + PRIOR_WEIGHT);
        println!("{k} {} {}", (p * 1000.0).round() as u32, seen[k]);
    }
}
