//! Bot strength in solo games: for each level, mean ± standard error, median,
//! the solo level distribution, and milliseconds per decision.
//!
//! `cargo bench -p skyline-dice --bench strength` plays 1,000 seeded games at
//! easy and normal and 4,000 at hard; `SKYLINE_GAMES=200` plays that many at
//! each level instead; `LEVELS=hard` (or `easy,normal,hard,multi`) plays some
//! of them. Every game is on the reporting seeds
//! (`dice::seeds::REPORTING`), never used to fit or choose anything. One
//! machine-readable `STRENGTH {json}` line per level, and a last `BENCH {json}`.

use dice::seeds::{reporting, reporting_range, strength_line};
use dice::{BotLevel, Match};
use skyline_dice::{content, Config, Skyline};
use std::time::Instant;

/// CPU seconds this process has used (Linux; `None` elsewhere): other jobs on
/// a busy machine stretch wall time, not this.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // After the command name (in parentheses): utime is the 12th field and
    // stime the 13th, in clock ticks (100 a second here).
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

struct Stats {
    scores: Vec<i32>,
    levels: Vec<usize>,
    decisions: u64,
    secs: f64,
    cpu: Option<f64>,
}

fn play(level: BotLevel, games: u32) -> Stats {
    let names = &content().levels;
    let mut st = Stats {
        scores: Vec::new(),
        levels: vec![0; names.len() + 1],
        decisions: 0,
        secs: 0.0,
        cpu: None,
    };
    let cpu_start = cpu_seconds();
    for g in 0..games {
        let mut m = Match::<Skyline>::new(Config::new(1, reporting(g))).expect("config");
        while !m.is_over() {
            let t = Instant::now();
            let a = m.bot_action(0, level).expect("bot acts");
            st.secs += t.elapsed().as_secs_f64();
            st.decisions += 1;
            m.apply(0, a).expect("legal");
        }
        let r = m.result().expect("over");
        let score = r.scores[0].total;
        st.scores.push(score);
        let k = names.iter().filter(|l| score >= l.points).count();
        st.levels[k] += 1;
    }
    st.cpu = cpu_start.zip(cpu_seconds()).map(|(a, b)| b - a);
    st
}

fn main() {
    let fixed: Option<u32> = std::env::var("SKYLINE_GAMES")
        .ok()
        .and_then(|s| s.parse().ok());
    let mut json = Vec::new();
    let mut lines = Vec::new();
    let levels = std::env::var("LEVELS").unwrap_or_else(|_| "easy,normal,hard,multi".into());
    let wanted = |name: &str| levels.split(',').any(|l| l == name);
    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
        if !wanted(level.name()) {
            continue;
        }
        let games = fixed.unwrap_or(if level == BotLevel::Hard { 4000 } else { 1000 });
        let st = play(level, games);
        let xs: Vec<f64> = st.scores.iter().map(|&s| s as f64).collect();
        lines.push(strength_line(
            "skyline",
            level.name(),
            "score",
            &xs,
            reporting_range(games),
        ));
        let n = st.scores.len() as f64;
        let mean = st.scores.iter().map(|&s| s as f64).sum::<f64>() / n;
        let var = st
            .scores
            .iter()
            .map(|&s| (s as f64 - mean) * (s as f64 - mean))
            .sum::<f64>()
            / (n - 1.0).max(1.0);
        let se = (var / n).sqrt();
        let mut sorted = st.scores.clone();
        sorted.sort_unstable();
        let median = sorted[sorted.len() / 2];
        let ms = st.secs * 1000.0 / st.decisions.max(1) as f64;
        let cpu_ms = st
            .cpu
            .map_or(ms, |c| c * 1000.0 / st.decisions.max(1) as f64);
        println!(
            "{:<6} {games} games: mean {mean:.2} ± {se:.2}, median {median}, {ms:.3} ms/decision wall, {cpu_ms:.3} CPU",
            level.name()
        );
        let names = &content().levels;
        let mut dist = format!("       below {}: {}", names[0].points, st.levels[0]);
        for (i, l) in names.iter().enumerate() {
            dist.push_str(&format!(", {} ({}+): {}", l.id, l.points, st.levels[i + 1]));
        }
        println!("{dist}");
        json.push(format!(
            "\"{}\":{{\"games\":{games},\"mean\":{mean:.3},\"se\":{se:.3},\"median\":{median},\"msPerDecision\":{ms:.4},\"cpuMsPerDecision\":{cpu_ms:.4}}}",
            level.name()
        ));
    }
    // Multiplayer: four hard bots (the search also weighs Abandon and the
    // district, whose rolls can be bigger), time per decision and the slowest.
    let (mut n, mut secs, mut worst, mut totals) = (0u64, 0.0f64, 0.0f64, [0i64; 4]);
    let mp_games = if wanted("multi") {
        (fixed.unwrap_or(1000) / 10).max(5)
    } else {
        0
    };
    for g in 0..mp_games {
        let mut m = Match::<Skyline>::new(Config::new(4, reporting(g))).expect("config");
        while !m.is_over() {
            let seat = m.to_act()[0];
            let t = Instant::now();
            let a = m.bot_action(seat, BotLevel::Hard).expect("bot acts");
            let dt = t.elapsed().as_secs_f64();
            secs += dt;
            worst = worst.max(dt);
            n += 1;
            m.apply(seat, a).expect("legal");
        }
        for s in m.result().expect("over").scores {
            totals[s.seat as usize] += s.total as i64;
        }
    }
    let means: Vec<String> = totals
        .iter()
        .map(|t| format!("{:.1}", *t as f64 / mp_games.max(1) as f64))
        .collect();
    if mp_games > 0 {
        println!(
        "4 hard bots, {mp_games} games: mean score by seat {}, {:.3} ms/decision, slowest {:.1} ms",
        means.join(" / "),
        secs * 1000.0 / n.max(1) as f64,
        worst * 1000.0
    );
        json.push(format!(
            "\"multiplayerHard\":{{\"msPerDecision\":{:.4},\"slowestMs\":{:.2}}}",
            secs * 1000.0 / n.max(1) as f64,
            worst * 1000.0
        ));
    }
    for l in lines {
        println!("{l}");
    }
    println!(
        "BENCH {{\"seeds\":\"reporting from {}\",{}}}",
        reporting(0),
        json.join(",")
    );
}
