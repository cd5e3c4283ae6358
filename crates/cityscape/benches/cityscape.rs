//! Cityscape benchmarks: random playouts per second, and the bots' time per move.
//!
//! Plain `std::time::Instant`, no framework: `cargo bench -p cityscape`. The last
//! line is one machine-readable `BENCH {json}` line for the lead's scripts.

use cityscape::{Action, Cityscape, Config};
use dice::{BotLevel, Match};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Random playouts per second with `players` seats, timed for about `secs`.
fn playouts_per_sec(players: u8, secs: f64) -> f64 {
    let mut n = 0u64;
    let mut batch = 16u32;
    let start = Instant::now();
    while start.elapsed().as_secs_f64() < secs {
        let seed = n as u32;
        black_box(dice::playout::bench::<Cityscape>(players, batch, seed).expect("playouts run"));
        n += batch as u64;
        batch = (batch * 2).min(256);
    }
    n as f64 / start.elapsed().as_secs_f64()
}

/// A game of `players` with everyone's goals set (easy bot) and then `placed`
/// blocks on the board (easy bot), rounds fixed to 1.
fn position(players: u8, seed: u32, placed: usize) -> Match<Cityscape> {
    let mut m = Match::<Cityscape>::new(Config::new(players, seed).with_rounds(1)).expect("config");
    let mut placements = 0;
    while placements < placed || m.state().phase() == cityscape::Phase::Goals {
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, BotLevel::Easy).expect("easy bot");
        if matches!(a, Action::Place { .. }) {
            if placements == placed {
                break;
            }
            placements += 1;
        }
        m.apply(seat, a).expect("legal");
    }
    m
}

/// A game at goal setting: nobody has set goals yet.
fn goal_position(players: u8, seed: u32) -> Match<Cityscape> {
    Match::<Cityscape>::new(Config::new(players, seed).with_rounds(1)).expect("config")
}

/// Mean milliseconds per bot decision over `positions`.
fn ms_per_decision(level: BotLevel, positions: &[Match<Cityscape>]) -> (f64, Duration) {
    let mut total = Duration::ZERO;
    let mut worst = Duration::ZERO;
    for m in positions {
        let seat = m.to_act()[0];
        let t = Instant::now();
        black_box(m.bot_action(seat, level).expect("bot acts"));
        let d = t.elapsed();
        total += d;
        worst = worst.max(d);
    }
    (total.as_secs_f64() * 1000.0 / positions.len() as f64, worst)
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is accepted and ignored.
    let pps2 = playouts_per_sec(2, 2.0);
    println!("random playouts, 2 players: {pps2:>9.0} games/s");
    let pps4 = playouts_per_sec(4, 2.0);
    println!("random playouts, 4 players: {pps4:>9.0} games/s");

    let mut places = Vec::new();
    for (i, players) in [2u8, 3, 4, 2].into_iter().enumerate() {
        for placed in [0usize, 6, 12, 18] {
            places.push(position(players, 100 + i as u32, placed));
        }
    }
    let goals: Vec<_> = [2u8, 3, 4, 2]
        .iter()
        .enumerate()
        .map(|(i, &p)| goal_position(p, 200 + i as u32))
        .collect();

    let (hard_move, hard_move_worst) = ms_per_decision(BotLevel::Hard, &places);
    println!(
        "hard bot, placement:    {hard_move:>8.1} ms/move (worst {:.1} ms, {} positions)",
        hard_move_worst.as_secs_f64() * 1000.0,
        places.len()
    );
    let (hard_goals, hard_goals_worst) = ms_per_decision(BotLevel::Hard, &goals);
    println!(
        "hard bot, goal setting: {hard_goals:>8.1} ms/goals (worst {:.1} ms, {} positions)",
        hard_goals_worst.as_secs_f64() * 1000.0,
        goals.len()
    );
    let (normal_move, normal_move_worst) = ms_per_decision(BotLevel::Normal, &places);
    println!(
        "normal bot, placement:  {normal_move:>8.1} ms/move (worst {:.1} ms)",
        normal_move_worst.as_secs_f64() * 1000.0
    );
    let (normal_goals, _) = ms_per_decision(BotLevel::Normal, &goals);
    println!("normal bot, goal setting: {normal_goals:>6.1} ms/goals");
    let (easy_move, _) = ms_per_decision(BotLevel::Easy, &places);
    println!("easy bot, placement:    {easy_move:>8.3} ms/move");

    println!(
        "BENCH {{\"playouts_per_sec_2p\":{pps2:.1},\"playouts_per_sec_4p\":{pps4:.1},\"hard_ms_per_move\":{hard_move:.2},\"hard_ms_per_goals\":{hard_goals:.2},\"normal_ms_per_move\":{normal_move:.2},\"normal_ms_per_goals\":{normal_goals:.2},\"easy_ms_per_move\":{easy_move:.4}}}"
    );
}
