//! Compares hard-bot settings in whole three- and four-player games against
//! normal bots, each seed played from every seat, on tuning seeds only
//! (`dice::seeds::TUNING`, never the strength bench's).
//!
//! `STRENGTH_THREADS=1 cargo run --profile fast -p cityscape --example tune -- 3p 40 VARIANT…`
//! plays 40 seeds (from tuning seed 20,000,000; `START=` to move) × every seat
//! with each variant. A variant is `base` (the hard level) or comma-separated
//! changes to it, e.g. `place_playouts=8000,rival_weight=1.5`. Every variant
//! plays the same games; the differences to the first are paired by game.
//! `LOG=1` prints every game the variant did not win outright (each round's
//! points and codes) to stderr; cached variants print nothing.

use cityscape::bot::{choose_with, params, Params};
use cityscape::{Cityscape, Config};
use dice::seeds::{mean_se, par_map, tuning};
use dice::{BotLevel, DiceRng, Match};
use std::time::Instant;

fn variant(spec: &str) -> Params {
    let mut p = params(BotLevel::Hard);
    if spec == "base" {
        return p;
    }
    for kv in spec.split(',') {
        let (k, v) = kv.split_once('=').expect("key=value");
        let f: f64 = v.parse().expect("number");
        match k {
            "goal_candidates" => p.goal_candidates = f as usize,
            "goal_playouts" => p.goal_playouts = f as usize,
            "goal_refine" => p.goal_refine = f as usize,
            "place_playouts" => p.place_playouts = f as usize,
            "epsilon" => p.epsilon = f,
            "goal_epsilon" => p.goal_epsilon = f,
            "self_epsilon" => p.self_epsilon = f,
            "endgame" => p.endgame = f as u8,
            "rival_weight" => p.rival_weight = f,
            "rival_best" => p.rival_best = f,
            "use_totals" => p.use_totals = f != 0.0,
            "win_bonus" => p.win_bonus = f,
            "goal_rivals" => p.goal_rivals = f,
            "goal_prior" => p.goal_prior = f != 0.0,
            "beta" => p.model.beta = f,
            "noise" => p.model.noise = f,
            "prior" => p.model.prior = f,
            _ => panic!("unknown setting {k}"),
        }
    }
    p
}

/// One game, `p` at `seat` and normal bots elsewhere: (share of the win,
/// decisions, seconds deciding, slowest decision) of `seat`.
fn play(seed: u32, players: u8, seat: u8, p: &Params) -> (f64, u32, f64, f64) {
    let mut m = Match::<Cityscape>::new(Config::new(players, seed)).expect("config");
    let (mut n, mut secs, mut slowest) = (0, 0.0, 0.0f64);
    while !m.is_over() {
        let s = m.to_act()[0];
        let a = if s == seat {
            let t = Instant::now();
            let view = m.view(Some(s)).expect("view");
            let mut rng = DiceRng::new(m.bot_seed(s, BotLevel::Hard, &view).expect("seed"));
            let a = choose_with(&view, p, &mut rng);
            n += 1;
            secs += t.elapsed().as_secs_f64();
            slowest = slowest.max(t.elapsed().as_secs_f64());
            a
        } else {
            m.bot_action(s, BotLevel::Normal).expect("bot acts")
        };
        m.apply(s, a).expect("legal");
    }
    let r = m.result().expect("over");
    let win = if r.winners.contains(&seat) {
        1.0 / r.winners.len() as f64
    } else {
        0.0
    };
    if std::env::var("LOG").is_ok() && win < 1.0 {
        // A game not won outright: each round's points and every seat's codes.
        let rounds: Vec<String> = m
            .state()
            .history()
            .iter()
            .map(|h| {
                let codes: Vec<String> = h
                    .sides
                    .iter()
                    .map(|s| {
                        let c: String = s.lines.iter().map(|l| (b'0' + l.code) as char).collect();
                        format!("{}:{c}", s.seat)
                    })
                    .collect();
                format!(
                    "r{} first {} {:?} {}",
                    h.round,
                    h.first_builder,
                    h.scores,
                    codes.join(" ")
                )
            })
            .collect();
        eprintln!(
            "seed {seed} seat {seat} win {win:.2} | {}",
            rounds.join(" | ")
        );
    }
    (win, n, secs, slowest)
}

/// Prints a variant's win rate over tuning seeds, and its difference to the
/// first variant's, paired by game.
fn report(players: u8, spec: &str, wins: &[f64], first: Option<&[f64]>, timing: String) {
    let (mean, se) = mean_se(wins);
    let paired = match first {
        Some(f) => {
            let d: Vec<f64> = wins.iter().zip(f).map(|(a, b)| a - b).collect();
            let (dm, dse) = mean_se(&d);
            format!(", vs first {dm:+.1} ± {dse:.1}")
        }
        None => String::new(),
    };
    println!(
        "{players}p {spec}: {} games, win {mean:.1} % ± {se:.1}{paired}, {timing}",
        wins.len()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = match args.first().map(String::as_str) {
        Some("3p") => 3,
        Some("4p") => 4,
        _ => panic!("3p or 4p"),
    };
    let seeds: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
    let start: u32 = std::env::var("START")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000_000);
    let threads = std::env::var("STRENGTH_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(1);
    let specs: Vec<&str> = args[2..].iter().map(String::as_str).collect();
    let games = seeds * players as u32;
    println!(
        "{players}p, {seeds} tuning seeds {}..={} × every seat",
        tuning(start),
        tuning(start + seeds - 1)
    );
    let mut first: Option<Vec<f64>> = None;
    for spec in specs {
        let p = variant(spec);
        let t = Instant::now();
        // Games are deterministic: a variant already played on these seeds is
        // read back from target/tune-cache instead of played again.
        let cache = format!("target/tune-cache/{players}p-{start}-{seeds}-{spec}");
        if let Ok(text) = std::fs::read_to_string(&cache) {
            let wins: Vec<f64> = text
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect();
            report(players, spec, &wins, first.as_deref(), "cached".into());
            if first.is_none() {
                first = Some(wins);
            }
            continue;
        }
        let out = par_map(games, threads, |g| {
            let seat = (g % players as u32) as u8;
            play(tuning(start + g / players as u32), players, seat, &p)
        });
        let wins: Vec<f64> = out.iter().map(|r| r.0 * 100.0).collect();
        let decisions: u32 = out.iter().map(|r| r.1).sum();
        let secs: f64 = out.iter().map(|r| r.2).sum();
        let slowest = out.iter().map(|r| r.3).fold(0.0, f64::max);
        let _ = std::fs::create_dir_all("target/tune-cache");
        let text: Vec<String> = wins.iter().map(|w| w.to_string()).collect();
        let _ = std::fs::write(&cache, text.join(" "));
        let timing = format!(
            "{:.1} ms/decision, slowest {:.0} ms, {:.0} s",
            secs * 1000.0 / decisions as f64,
            slowest * 1000.0,
            t.elapsed().as_secs_f64()
        );
        report(players, spec, &wins, first.as_deref(), timing);
        if first.is_none() {
            first = Some(wins);
        }
    }
}
