//! How well the computer partners do: success rate, mean result and how games are
//! lost, per player count and bot level, over seeded games of the introductory
//! game and Scenario 1.
//! `cargo bench -p cities-coop --bench strength [-- games] [easy|normal|hard] [scenario N]`.

use cities_coop::{CitiesCoop, Config};
use dice::{BotLevel, Match};
use std::collections::BTreeMap;
use std::time::Instant;

struct Tally {
    games: u32,
    wins: u32,
    sum: i64,
    totals: Vec<i32>,
    losses: BTreeMap<String, u32>,
}

fn play(scenario: u8, players: u8, seed: u32, level: BotLevel) -> (bool, i32, Option<String>) {
    let mut config = Config::new(players, seed);
    config.scenario = scenario;
    let mut m = Match::<CitiesCoop>::new(config).expect("config");
    let mut steps = 0;
    while !m.is_over() {
        steps += 1;
        assert!(steps < 5000, "a game that does not end");
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, level).expect("bot acts");
        m.apply(seat, a).expect("bot's action is legal");
    }
    let r = m.result().expect("result");
    let total = r.scores[0].total;
    let reason = r.notes.first().map(|n| {
        let mut key: String = n.chars().take_while(|c| !c.is_ascii_digit()).collect();
        key.truncate(40);
        key
    });
    (r.won == Some(true), total, reason)
}

/// Prints one game's milestones and ending: `-- trace <players> <seed> [scenario]`.
fn trace(players: u8, seed: u32, scenario: u8, level: BotLevel) {
    let mut config = Config::new(players, seed);
    config.scenario = scenario;
    let mut m = Match::<CitiesCoop>::new(config).expect("config");
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

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "trace") {
        let players = args[i + 1].parse().expect("players");
        let seed = args[i + 2].parse().expect("seed");
        let scenario = args.get(i + 3).and_then(|a| a.parse().ok()).unwrap_or(0);
        trace(players, seed, scenario, BotLevel::Normal);
        return;
    }
    let games: u32 = args
        .iter()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(40);
    let scenarios: Vec<u8> = match args.iter().position(|a| a == "scenario") {
        Some(i) => vec![args[i + 1].parse().expect("scenario number")],
        None => vec![0, 1],
    };
    let only: Option<BotLevel> = args.iter().skip(1).find_map(|a| a.parse().ok());
    let levels = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];
    for &scenario in &scenarios {
        for level in levels {
            if only.is_some_and(|o| o != level) {
                continue;
            }
            for players in 1..=4u8 {
                let start = Instant::now();
                let mut t = Tally {
                    games: 0,
                    wins: 0,
                    sum: 0,
                    totals: Vec::new(),
                    losses: BTreeMap::new(),
                };
                for g in 0..games {
                    let (won, total, reason) = play(scenario, players, 1000 + g, level);
                    t.games += 1;
                    t.wins += won as u32;
                    t.sum += total as i64;
                    t.totals.push(total);
                    if let Some(r) = reason {
                        *t.losses.entry(r).or_default() += 1;
                    }
                }
                t.totals.sort_unstable();
                let q = |f: usize| t.totals[(t.totals.len() - 1) * f / 4];
                println!(
                "scenario {} {:6} {}p: success {:3}% mean {:5.1} quartiles {}/{}/{} ({} games, {:.1}s) losses {:?}",
                scenario,
                level.name(),
                players,
                t.wins * 100 / t.games,
                t.sum as f64 / t.games as f64,
                q(1),
                q(2),
                q(3),
                t.games,
                start.elapsed().as_secs_f64(),
                t.losses
            );
            }
        }
    }
}
