//! Strength of the computer players: solo games on the beginner sheet and on
//! the blank sheet per level, printing the mean, the best, the pecking-order
//! distribution and the time per move. `cargo bench -p construction-sight`;
//! `GAMES=100` for a shorter run, `LEVELS=hard` for one level, `SHEETS=beginner`
//! for one sheet. Every game is on the reporting seeds
//! (`dice::seeds::REPORTING`), never used to tune anything. Per level and sheet
//! one machine-readable `STRENGTH {json}` line and one `BENCH {json}` line.

use construction_sight::game::PECKING_ORDER;
use construction_sight::{pecking_order, Config, ConstructionSight};
use dice::seeds::{reporting, reporting_range, strength_line};
use dice::{BotLevel, Match};
use std::time::Instant;

/// The pecking order's rungs by their codes, lowest first.
const ORDER: [&str; 7] = {
    let mut o = [""; 7];
    let mut i = 0;
    while i < 7 {
        o[i] = PECKING_ORDER[i].1;
        i += 1;
    }
    o
};

/// CPU seconds this process has used (Linux; `None` elsewhere). Other jobs on
/// a busy machine stretch wall time, not this.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses): utime is the
    // 12th and stime the 13th of those, in clock ticks (100 a second here).
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() {
    let games: u32 = std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(1000);
    let levels = std::env::var("LEVELS").unwrap_or_else(|_| "easy,normal,hard".into());
    let sheets = std::env::var("SHEETS").unwrap_or_else(|_| "beginner,blank".into());
    for sheet in ["beginner", "blank"] {
        if !sheets.split(',').any(|s| s == sheet) {
            continue;
        }
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
            if !levels.split(',').any(|l| l == level.name()) {
                continue;
            }
            let mut totals = Vec::new();
            let (mut sum, mut best, mut moves) = (0i64, i32::MIN, 0u64);
            let mut ranks = [0u32; 7];
            let mut slowest = 0f64;
            let start = Instant::now();
            let cpu_start = cpu_seconds();
            for seed in 0..games {
                let mut config = Config::new(1, reporting(seed));
                if sheet == "blank" {
                    config = config.blank();
                }
                let mut m = Match::<ConstructionSight>::new(config).expect("config");
                while !m.is_over() {
                    let t = Instant::now();
                    let a = m.bot_action(0, level).expect("bot moves");
                    slowest = slowest.max(t.elapsed().as_secs_f64() * 1000.0);
                    m.apply(0, a).expect("bot moves are legal");
                    moves += 1;
                }
                let total = m.result().expect("over").scores[0].total;
                sum += total as i64;
                totals.push(total as f64);
                best = best.max(total);
                let name = pecking_order(total);
                ranks[ORDER.iter().position(|&n| n == name).expect("a rank")] += 1;
                if (seed + 1) % 100 == 0 {
                    // Progress for long runs: the hard level takes a while.
                    eprintln!(
                        "{} {sheet} after {} games: mean {:.2}",
                        level.name(),
                        seed + 1,
                        sum as f64 / (seed + 1) as f64
                    );
                }
            }
            let secs = start.elapsed().as_secs_f64();
            let mean = sum as f64 / games as f64;
            let ms = secs * 1000.0 / moves.max(1) as f64;
            let cpu_ms = match (cpu_start, cpu_seconds()) {
                (Some(a), Some(b)) => (b - a) * 1000.0 / moves.max(1) as f64,
                _ => ms,
            };
            println!(
            "{:6} {sheet}: {games} games, mean {mean:.2}, best {best}, {ms:.1} ms/move wall, {cpu_ms:.1} ms/move CPU (slowest {slowest:.0} ms wall)",
            level.name()
        );
            for (name, n) in ORDER.iter().zip(ranks) {
                println!("        {name:24} {n}");
            }
            let name = format!("{}, {sheet} sheet", level.name());
            println!(
                "{}",
                strength_line(
                    "construction-sight",
                    &name,
                    "score",
                    &totals,
                    reporting_range(games)
                )
            );
            println!(
            "BENCH {{\"level\":\"{}\",\"sheet\":\"{sheet}\",\"games\":{games},\"mean\":{mean:.2},\"best\":{best},\"msPerMove\":{ms:.2},\"cpuMsPerMove\":{cpu_ms:.2},\"ranks\":{ranks:?}}}",
            level.name()
        );
        }
    }
}
