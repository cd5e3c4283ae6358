//! Bot strength in solo games: for each level, mean ± standard error, median,
//! the solo level distribution, and milliseconds per decision.
//!
//! `cargo bench -p skyline-dice --bench strength` plays 1,000 seeded games per
//! level; `SKYLINE_GAMES=200` plays fewer. The last line is one machine-readable
//! `BENCH {json}` line.

use dice::{BotLevel, Match};
use skyline_dice::{content, Config, Skyline};
use std::time::Instant;

struct Stats {
    scores: Vec<i32>,
    levels: Vec<usize>,
    decisions: u64,
    secs: f64,
}

fn play(level: BotLevel, games: u32) -> Stats {
    let names = &content().levels;
    let mut st = Stats {
        scores: Vec::new(),
        levels: vec![0; names.len() + 1],
        decisions: 0,
        secs: 0.0,
    };
    for seed in 0..games {
        let mut m = Match::<Skyline>::new(Config::new(1, seed)).expect("config");
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
    st
}

fn main() {
    let games: u32 = std::env::var("SKYLINE_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut json = Vec::new();
    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
        let st = play(level, games);
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
        println!(
            "{:<6} {games} games: mean {mean:.2} ± {se:.2}, median {median}, {ms:.3} ms/decision",
            level.name()
        );
        let names = &content().levels;
        let mut dist = format!("       below {}: {}", names[0].points, st.levels[0]);
        for (i, l) in names.iter().enumerate() {
            dist.push_str(&format!(
                ", {} ({}+): {}",
                l.name,
                l.points,
                st.levels[i + 1]
            ));
        }
        println!("{dist}");
        json.push(format!(
            "\"{}\":{{\"mean\":{mean:.3},\"se\":{se:.3},\"median\":{median},\"msPerDecision\":{ms:.4}}}",
            level.name()
        ));
    }
    // Multiplayer: four hard bots (the search also weighs Abandon and the
    // district, whose rolls can be bigger), time per decision and the slowest.
    let (mut n, mut secs, mut worst, mut totals) = (0u64, 0.0f64, 0.0f64, [0i64; 4]);
    let mp_games = (games / 10).max(5);
    for seed in 0..mp_games {
        let mut m = Match::<Skyline>::new(Config::new(4, seed)).expect("config");
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
        .map(|t| format!("{:.1}", *t as f64 / mp_games as f64))
        .collect();
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
    println!("BENCH {{\"games\":{games},{}}}", json.join(","));
}
