//! How often two computer rivals of one level write identical sheets in a
//! 3-seat game (seats 1 and 2 at the level, seat 0 an easy player standing in
//! for the person), on tuning seeds: `cargo run --profile fast --example
//! rivals`; `GAMES=50`, `LEVELS=hard`, `SHEETS=blank` narrow it. Also prints
//! the rivals' mean score. `NEAR=0.05,0.1` tries other margins for the
//! normal bot's near ties (`bot::TIES.near`), `TWIN=0.3` while a rival's
//! sheet is built alike (`bot::TIES.twin`), on these tuning seeds only
//! (`NEAR=-1 TWIN=-1`: as before ties were broken).
//! `PAIRED=200`: instead, solo games on the first 200 reporting seeds, the
//! normal bot breaking no ties (always the first best, as before) against
//! breaking them at `NEAR`, on the same dice: the mean difference and its
//! standard error. `PAIRED_ON=tuning` plays that on tuning seeds from
//! `FIRST` instead (for choosing the margin: reported figures never are).

use construction_sight::bot::{self, Ties};
use construction_sight::{Action, Config, ConstructionSight};
use dice::seeds::{mean_se, reporting, tuning};
use dice::{BotLevel, DiceRng, Match};

fn main() {
    let games: u32 = std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(100);
    let first: u32 = std::env::var("FIRST")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(40_000);
    let levels = std::env::var("LEVELS").unwrap_or_else(|_| "easy,normal,hard".into());
    let sheets = std::env::var("SHEETS").unwrap_or_else(|_| "beginner,blank".into());
    let nears: Vec<f64> = std::env::var("NEAR")
        .map(|n| n.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|_| vec![bot::TIES.near]);
    let twin: f64 = std::env::var("TWIN")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(bot::TIES.twin);
    if let Some(n) = std::env::var("PAIRED").ok().and_then(|n| n.parse().ok()) {
        for &near in &nears {
            for level in [BotLevel::Normal, BotLevel::Hard] {
                if levels.split(',').any(|l| l == level.name()) {
                    paired(n, near, level);
                }
            }
        }
        return;
    }
    for &near in &nears {
        for sheet in ["beginner", "blank"] {
            if !sheets.split(',').any(|s| s == sheet) {
                continue;
            }
            for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
                if !levels.split(',').any(|l| l == level.name()) {
                    continue;
                }
                let (mut same, mut sum) = (0u32, 0i64);
                for i in 0..games {
                    let mut config = Config::new(3, tuning(first + i));
                    if sheet == "blank" {
                        config = config.blank();
                    }
                    let (alike, a, b) = rivals(config, level, near, twin);
                    same += alike as u32;
                    sum += (a + b) as i64;
                }
                println!(
                "{:6} {sheet} (near {near}, twin {twin}): identical sheets in {same} of {games} games, rivals' mean {:.2}",
                level.name(),
                sum as f64 / (2 * games) as f64
            );
            }
        }
    }
}

/// Plays one game; whether seats 1 and 2 ended with the same sheet, and their scores.
fn rivals(config: Config, level: BotLevel, near: f64, twin: f64) -> (bool, i32, i32) {
    let mut m = Match::<ConstructionSight>::new(config).expect("config");
    while !m.is_over() {
        for seat in m.to_act() {
            let l = if seat == 0 { BotLevel::Easy } else { level };
            let ties = Ties { near, twin };
            let a = decide(&m, seat, l, &ties);
            m.apply(seat, a).expect("bot moves are legal");
        }
    }
    let view = m.view(None).expect("view");
    let sheet = |s: usize| {
        let mut v = view.sheets[s].clone();
        v.seat = 0;
        serde_json::to_string(&v).expect("json")
    };
    let scores = m.result().expect("over").scores;
    (sheet(1) == sheet(2), scores[1].total, scores[2].total)
}

/// A bot's move with the given tie-breaking, on the dice `Match::bot_action`
/// would give it.
fn decide(m: &Match<ConstructionSight>, seat: u8, level: BotLevel, ties: &Ties) -> Action {
    let view = m.view(Some(seat)).expect("view");
    let mut rng = DiceRng::new(m.bot_seed(seat, level, &view).expect("seed"));
    bot::choose_with(&view, seat, level, ties, &mut rng).expect("bot moves")
}

/// Solo games on reporting seeds, first-best against near-ties-drawn.
fn paired(games: u32, near: f64, level: BotLevel) {
    let tune = std::env::var("PAIRED_ON").is_ok_and(|s| s == "tuning");
    let first: u32 = std::env::var("FIRST")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(40_000);
    let seed = |i: u32| {
        if tune {
            tuning(first + i)
        } else {
            reporting(i)
        }
    };
    let sheets = std::env::var("SHEETS").unwrap_or_else(|_| "beginner,blank".into());
    for sheet in ["beginner", "blank"] {
        if !sheets.split(',').any(|s| s == sheet) {
            continue;
        }
        let (mut old, mut new, mut diff) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..games {
            let mut config = Config::new(1, seed(i));
            if sheet == "blank" {
                config = config.blank();
            }
            // A negative margin keeps no move but the first best: the old choice.
            let old_ties = Ties {
                near: -1.0,
                twin: -1.0,
            };
            let a = solo(config.clone(), level, &old_ties) as f64;
            let b = solo(config, level, &Ties { near, ..bot::TIES }) as f64;
            old.push(a);
            new.push(b);
            diff.push(b - a);
        }
        let ((o, _), (n, _), (d, se)) = (mean_se(&old), mean_se(&new), mean_se(&diff));
        println!(
            "{} {sheet}: {games} solo games on seeds {}..={}: first best {o:.2}, near {near} {n:.2}, difference {d:+.2} ± {se:.2}",
            level.name(),
            seed(0),
            seed(games - 1)
        );
    }
}

fn solo(config: Config, level: BotLevel, ties: &Ties) -> i32 {
    let mut m = Match::<ConstructionSight>::new(config).expect("config");
    while !m.is_over() {
        let a = decide(&m, 0, level, ties);
        m.apply(0, a).expect("bot moves are legal");
    }
    m.result().expect("over").scores[0].total
}
