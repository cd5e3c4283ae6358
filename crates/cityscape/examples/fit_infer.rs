//! Fits the hard bot's inference model to how normal bots play: normal-bot
//! games on tuning seeds, and at points through each round the mean log
//! probability each model gives the true goals of every side (higher: better).
//!
//! `cargo run --profile fast -p cityscape --example fit_infer -- 3p 20 0.1:0.2 0.2:0.2 …`

use cityscape::bot::infer::{Model, Posterior};
use cityscape::{Action, Cityscape, Config, Phase};
use dice::fmath::ln;
use dice::seeds::tuning;
use dice::{BotLevel, Match};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = args[0].trim_end_matches('p').parse().expect("3p or 4p");
    let seeds: u32 = args[1].parse().expect("seeds");
    let start: u32 = std::env::var("START")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000_000);
    let models: Vec<Model> = args[2..]
        .iter()
        .map(|m| {
            let f: Vec<f64> = m.split(':').map(|x| x.parse().expect("number")).collect();
            Model {
                beta: f[0],
                noise: f[1],
                joint: true,
                prior: f.get(2).copied().unwrap_or(0.0),
            }
        })
        .collect();
    let checkpoints = [3usize, 6, 9, 12, 15, 18, 21, 24];
    // Per model and checkpoint: summed log probability and count.
    let mut score = vec![vec![0.0f64; checkpoints.len()]; models.len()];
    let mut count = vec![0usize; checkpoints.len()];
    let mut freq = [[0usize; 6]; 4];
    for g in 0..seeds {
        let mut m =
            Match::<Cityscape>::new(Config::new(players, tuning(start + g))).expect("config");
        let mut goals = vec![[0u8; 4]; players as usize];
        while !m.is_over() {
            let s = m.to_act()[0];
            let a = m.bot_action(s, BotLevel::Normal).expect("bot acts");
            if let Action::Goals { codes } = &a {
                goals[s as usize] = [codes[0], codes[1], codes[2], codes[3]];
                for (k, c) in codes.iter().enumerate() {
                    freq[k][*c as usize - 1] += 1;
                }
            }
            let view = m.view(Some(0)).expect("view");
            if view.phase == Phase::Building {
                if let Some(ci) = checkpoints.iter().position(|c| *c == view.placements.len()) {
                    count[ci] += players as usize;
                    let v1 = m.view(Some(1)).expect("view");
                    for (mi, model) in models.iter().enumerate() {
                        let p0 = Posterior::infer_with(&view, 0, model);
                        let p1 = Posterior::infer_with(&v1, 1, model);
                        for seat in 0..players {
                            let post = if seat == 0 { &p1 } else { &p0 };
                            score[mi][ci] += ln(post.prob(seat as usize, goals[seat as usize]));
                        }
                    }
                }
            }
            m.apply(s, a).expect("legal");
        }
    }
    println!(
        "{players}p, {seeds} seeds from {}: mean ln P(true goals) by placements made",
        tuning(start)
    );
    println!("uniform: {:.3}", -ln(1296.0));
    for (mi, model) in models.iter().enumerate() {
        let per: Vec<String> = score[mi]
            .iter()
            .zip(&count)
            .map(|(s, n)| format!("{:.3}", s / *n as f64))
            .collect();
        let all: f64 = score[mi].iter().sum::<f64>() / count.iter().sum::<usize>() as f64;
        println!(
            "beta {} noise {} prior {}: {all:.3} [{}]",
            model.beta,
            model.noise,
            model.prior,
            per.join(" ")
        );
    }
    println!("code frequencies by line: {freq:?}");
}
