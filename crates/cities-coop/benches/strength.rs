//! How well the computer partners do: success rate, mean result and how games are
//! lost, per scenario (Scenario 5 at each difficulty), player count and bot level,
//! over seeded games on the reporting seeds (`dice::seeds::REPORTING`, never used
//! to tune or choose anything), every seat played by the same level.
//!
//! `cargo bench -p cities-coop --bench strength [-- games] [easy|normal|hard]
//! [scenario 0,1,2,3,4,5b,5a,5e]`: by default 500 games a cell at the normal
//! level for every scenario, then a Markdown table of the results (the one in
//! docs/cities-balance.md). Games run on every core (`STRENGTH_THREADS` to
//! choose). `-- trace <players> <seed> [scenario]` prints one game.

use cities_coop::{CitiesCoop, Config, Difficulty};
use dice::seeds::{par_map, reporting, reporting_range, strength_line};
use dice::{BotLevel, Match};
use std::collections::BTreeMap;
use std::time::Instant;

/// A scenario and (Scenario 5) its difficulty, written 0–4, 5b, 5a or 5e.
#[derive(Clone, Copy)]
struct Setup(u8, Difficulty);

impl Setup {
    fn parse(s: &str) -> Setup {
        let d = match s.get(1..) {
            Some("a") => Difficulty::Advanced,
            Some("e") => Difficulty::Expert,
            _ => Difficulty::Beginner,
        };
        Setup(s[..1].parse().expect("scenario 0 to 5"), d)
    }
    fn name(self) -> String {
        match self.0 {
            5 => format!("5 {}", self.1.name()),
            0 => "intro".into(),
            n => n.to_string(),
        }
    }
    fn config(self, players: u8, seed: u32) -> Config {
        let mut c = Config::new(players, seed);
        c.scenario = self.0;
        c.difficulty = self.1;
        c
    }
}

fn play(setup: Setup, players: u8, seed: u32, level: BotLevel) -> (bool, i32, Option<String>) {
    let mut m = Match::<CitiesCoop>::new(setup.config(players, seed)).expect("config");
    let mut steps = 0;
    while !m.is_over() {
        steps += 1;
        assert!(steps < 5000, "a game that does not end");
        let seat = m.to_act()[0];
        let failed = |e| -> ! {
            panic!(
                "scenario {}, {players} players, seed {seed}: {e}",
                setup.name()
            )
        };
        let a = m.bot_action(seat, level).unwrap_or_else(|e| failed(e));
        if let Err(e) = m.apply(seat, a) {
            failed(e)
        }
    }
    let r = m.result().expect("result");
    let total = r.scores[0].total;
    // Numbers (seats, amounts) become "N" so that like losses count together.
    let reason = r.notes.first().map(|n| {
        let mut key = String::new();
        for c in n.chars().take(60) {
            if !c.is_ascii_digit() {
                key.push(c);
            } else if !key.ends_with('N') {
                key.push('N');
            }
        }
        key
    });
    (r.won == Some(true), total, reason)
}

/// Prints one game's milestones and ending.
fn trace(players: u8, seed: u32, setup: Setup, level: BotLevel) {
    let mut m = Match::<CitiesCoop>::new(setup.config(players, seed)).expect("config");
    let mut turns = 0;
    while !m.is_over() {
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, level).expect("bot acts");
        let events = m.apply(seat, a.clone()).expect("legal");
        turns += 1;
        let adm = m.state().admin();
        for e in events {
            let text = format!("{e:?}");
            if !text.starts_with("Drew") && !text.starts_with("Dealt") {
                println!(
                    "t{turns} s{seat} {:.110} | $ {} P{} W{} G{} H{} E{} pol{} tra{} cri{} sky{}",
                    text,
                    adm.money,
                    adm.power,
                    adm.water,
                    adm.garbage,
                    adm.happiness,
                    adm.employment,
                    adm.pollution,
                    adm.traffic,
                    adm.crime,
                    adm.skyline
                );
            }
        }
    }
    println!("{:?}", m.result());
}

/// Plays `games` seeded games on `threads` threads: (won, total, loss reason) in seed order.
fn run(
    setup: Setup,
    players: u8,
    games: u32,
    level: BotLevel,
    threads: usize,
) -> Vec<(bool, i32, Option<String>)> {
    par_map(games, threads, |g| {
        play(setup, players, reporting(g), level)
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "trace") {
        let players = args[i + 1].parse().expect("players");
        let seed = args[i + 2].parse().expect("seed");
        let setup = args
            .get(i + 3)
            .map_or(Setup(0, Difficulty::Beginner), |s| Setup::parse(s));
        trace(players, seed, setup, BotLevel::Normal);
        return;
    }
    let games: u32 = args
        .iter()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(500);
    let setups: Vec<Setup> = match args.iter().position(|a| a == "scenario") {
        Some(i) => args[i + 1].split(',').map(Setup::parse).collect(),
        None => ["0", "1", "2", "3", "4", "5b", "5a", "5e"]
            .map(Setup::parse)
            .to_vec(),
    };
    let levels: Vec<BotLevel> = match args.iter().skip(1).find_map(|a| a.parse().ok()) {
        Some(level) => vec![level],
        None => vec![BotLevel::Normal],
    };
    let threads = std::env::var("STRENGTH_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let mut table = Vec::new();
    let mut lines = Vec::new();
    for &setup in &setups {
        for &level in &levels {
            let mut row = format!("| {} | {} |", setup.name(), level.name());
            for players in 1..=4u8 {
                let start = Instant::now();
                let results = run(setup, players, games, level, threads);
                let wins = results.iter().filter(|r| r.0).count() as u32;
                let sum: i64 = results.iter().map(|r| r.1 as i64).sum();
                let mut totals: Vec<i32> = results.iter().map(|r| r.1).collect();
                let mut losses: BTreeMap<String, u32> = BTreeMap::new();
                for r in &results {
                    if let Some(k) = &r.2 {
                        *losses.entry(k.clone()).or_default() += 1;
                    }
                }
                totals.sort_unstable();
                let q = |f: usize| totals[(totals.len() - 1) * f / 4];
                let mean = sum as f64 / games as f64;
                println!(
                    "scenario {} {:6} {}p: success {:3}% mean {:5.1} quartiles {}/{}/{} ({} games, {:.1}s) losses {:?}",
                    setup.name(),
                    level.name(),
                    players,
                    wins * 100 / games,
                    mean,
                    q(1),
                    q(2),
                    q(3),
                    games,
                    start.elapsed().as_secs_f64(),
                    losses
                );
                row += &format!(" {}%, {:.1} |", wins * 100 / games, mean);
                let xs: Vec<f64> = results
                    .iter()
                    .map(|r| if r.0 { 100.0 } else { 0.0 })
                    .collect();
                let name = format!("{}, scenario {}, {players}p", level.name(), setup.name());
                lines.push(strength_line(
                    "cities-coop",
                    &name,
                    "success %",
                    &xs,
                    reporting_range(games),
                ));
            }
            table.push(row);
        }
    }
    println!("\n{games} seeded games a cell: success rate, mean result (failed games count their skyline)\n");
    println!("| scenario | partner | 1p | 2p | 3p | 4p |\n|---|---|---|---|---|---|");
    for row in table {
        println!("{row}");
    }
    for l in lines {
        println!("{l}");
    }
}
