//! Learns the park-space table the bots value sheets with (`data/parks.txt`):
//! plays solo games on the beginner sheet, notes each park space's line
//! features after every move, and counts how often a goal with those features
//! was met at the end. `-- GAMES` plays the normal bot; `-- GAMES KEEP FIRST
//! DEPTH STARTS WORK` the hard bot's search with that budget (see
//! `bot::search::Budget`). The shipped table:
//!
//! `cargo run --profile fast --example learn -- 2000 4 8 3 6 30000 > crates/construction-sight/data/parks.txt`
//!
//! Learnt from that small search rather than the normal bot, the hard bot
//! scored 44.99 against 44.01 on 200 tuning games (`examples/tune.rs`, the same
//! seeds, +0.98 ± 0.33 paired): the chances are those of a better player, who
//! is the one that plays on from the positions the hard bot values. A second
//! round (the same command, the search now valuing with that table) scored
//! 44.88 against 44.99 on the same games (−0.11 ± 0.36): not kept.

use construction_sight::bot::eval::{self, KEYS};
use construction_sight::bot::grid::Grid;
use construction_sight::bot::search::{best_with, Budget};
use construction_sight::sheet::PARKS;
use construction_sight::{Config, ConstructionSight};
use dice::{BotLevel, DiceRng, Match};

/// Pseudo-observations of the prior, so rare slots lean on it.
const PRIOR_WEIGHT: f64 = 4.0;

fn main() {
    let a: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("numbers"))
        .collect();
    let games = a.first().copied().unwrap_or(3000) as u32;
    let search = (a.len() == 6).then(|| Budget {
        keep: a[1],
        first: a[2],
        depth: a[3],
        starts: a[4],
        work: a[5] as u64,
    });
    let mut met = vec![0u32; KEYS];
    let mut seen = vec![0u32; KEYS];
    let mut prior = vec![0.0f64; KEYS];
    for seed in 0..games {
        // Tuning seeds (`dice::seeds::TUNING`), never the benchmark's.
        let mut m =
            Match::<ConstructionSight>::new(Config::new(1, dice::seeds::tuning(1_000_000 + seed)))
                .expect("config");
        let mut notes: Vec<(usize, usize)> = Vec::new();
        let mut rng = DiceRng::new(seed as u64);
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
            let a = match &search {
                Some(b) => {
                    let roll = m.state().roll().expect("rolled");
                    best_with(&grid, roll, &mut rng, b)
                }
                None => m.bot_action(0, BotLevel::Normal).expect("bot"),
            };
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
    match &search {
        Some(b) => {
            println!("# {games} solo games of the hard bot's search ({b:?}) on the beginner sheet.")
        }
        None => println!("# {games} solo games of the normal bot on the beginner sheet."),
    }
    println!("# Each line: slot, P in thousandths, observations behind it.");
    for k in 0..KEYS {
        if seen[k] == 0 {
            continue;
        }
        let p = (met[k] as f64 + PRIOR_WEIGHT * prior[k]) / (seen[k] as f64 + PRIOR_WEIGHT);
        println!("{k} {} {}", (p * 1000.0).round() as u32, seen[k]);
    }
}
