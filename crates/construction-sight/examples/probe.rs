//! Quick look at how a level's games end: the average goals met, doors and
//! penalty, and turns played, on tuning seeds (`dice::seeds::TUNING`) (`cargo run --release --example probe -- normal 50`).

use construction_sight::{Config, ConstructionSight};
use dice::{BotLevel, Match};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let level: BotLevel = args
        .get(1)
        .map(|s| s.parse().expect("level"))
        .unwrap_or(BotLevel::Normal);
    let games: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(50);
    let (mut g, mut d, mut p, mut t, mut tot) = (0, 0, 0, 0, 0);
    for seed in 0..games {
        let mut m = Match::<ConstructionSight>::new(Config::new(1, dice::seeds::tuning(seed)))
            .expect("config");
        while !m.is_over() {
            let a = m.bot_action(0, level).expect("bot");
            m.apply(0, a).expect("legal");
        }
        let s = m.state().city(0).score();
        g += s.goals_met;
        d += s.filled_doors;
        p += s.penalty;
        t += m.state().turns() as i32;
        tot += s.total;
    }
    let n = games as f64;
    println!(
        "{}: total {:.2}, goals {:.2}, doors {:.2}, penalty {:.2}, turns {:.1}",
        level.name(),
        tot as f64 / n,
        g as f64 / n,
        d as f64 / n,
        p as f64 / n,
        t as f64 / n
    );
}
