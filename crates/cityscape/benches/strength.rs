//! Strength of the computer players in whole games (the default number of
//! rounds), each seed played from every seat: the hard bot against two and
//! three normal bots (3 and 4 players), and two-player duels (hard or normal
//! against easy, hard against normal). Win rate counts a shared win as a
//! share; the margin is the seat's total minus the best other total.
//!
//! `cargo bench -p cityscape --bench strength`; `SEEDS=20` for fewer seeds
//! (default 200: 600 three-player and 800 four-player games, a standard error
//! of 1.0-1.3 points on the win rate; about 35 minutes on two cores with the
//! duels),
//! `MATCHUPS=3p,4p` for some of them, `STRENGTH_THREADS=1` for one thread.
//! Every game is on the reporting seeds (`dice::seeds::REPORTING`), never used
//! to tune anything. One machine-readable `STRENGTH {json}` line per matchup.

use cityscape::{Cityscape, Config};
use dice::seeds::{par_map, reporting, reporting_range, strength_line};
use dice::{BotLevel, Match};
use std::time::Instant;

/// One whole game with one level per seat: (share of the win, margin) of `seat`.
fn play(seed: u32, levels: &[BotLevel], seat: usize) -> (f64, i32) {
    let players = levels.len() as u8;
    let mut m = Match::<Cityscape>::new(Config::new(players, seed)).expect("config");
    while !m.is_over() {
        let s = m.to_act()[0];
        let a = m.bot_action(s, levels[s as usize]).expect("bot acts");
        m.apply(s, a).expect("legal");
    }
    let r = m.result().expect("over");
    let win = if r.winners.contains(&(seat as u8)) {
        1.0 / r.winners.len() as f64
    } else {
        0.0
    };
    let totals = m.state().totals();
    let best_other = (0..totals.len())
        .filter(|&i| i != seat)
        .map(|i| totals[i])
        .max()
        .expect("others");
    (win, totals[seat] - best_other)
}

fn main() {
    let seeds: u32 = std::env::var("SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let only = std::env::var("MATCHUPS").ok();
    let threads = std::env::var("STRENGTH_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    use BotLevel::{Easy, Hard, Normal};
    let matchups: [(&str, BotLevel, BotLevel, u8); 5] = [
        ("3p", Hard, Normal, 3),
        ("4p", Hard, Normal, 4),
        ("2p-hard-easy", Hard, Easy, 2),
        ("2p-normal-easy", Normal, Easy, 2),
        ("2p-hard-normal", Hard, Normal, 2),
    ];
    let mut lines = Vec::new();
    for (key, a, b, players) in matchups {
        if let Some(o) = &only {
            if !o.split(',').any(|k| k == key) {
                continue;
            }
        }
        let start = Instant::now();
        let games = seeds * players as u32;
        let out = par_map(games, threads, |g| {
            let seat = (g % players as u32) as usize;
            let mut levels = vec![b; players as usize];
            levels[seat] = a;
            play(reporting(g / players as u32), &levels, seat)
        });
        let wins: Vec<f64> = out.iter().map(|r| r.0 * 100.0).collect();
        let margin = out.iter().map(|r| r.1 as f64).sum::<f64>() / games as f64;
        let (mean, se) = dice::seeds::mean_se(&wins);
        println!(
            "{key}: {} vs {} x{}: {games} games ({seeds} seeds x every seat), win rate {mean:.1} % ± {se:.1}, mean margin over the best other {margin:+.1}, {:.0} s",
            a.name(),
            b.name(),
            players - 1,
            start.elapsed().as_secs_f64()
        );
        let name = format!("{} vs {} x{}, {players}p", a.name(), b.name(), players - 1);
        lines.push(strength_line(
            "cityscape",
            &name,
            "win %",
            &wins,
            reporting_range(seeds),
        ));
    }
    for l in lines {
        println!("{l}");
    }
}
