//! The computer players: legal, deterministic for a view, and ordered in
//! strength (hard > normal > easy) over a small sample of solo games.

use dice::{BotLevel, Match};
use skyline_dice::{Config, Skyline};

fn solo_mean(level: BotLevel, games: u32) -> f64 {
    let mut total = 0;
    for seed in 0..games {
        let mut m = Match::<Skyline>::new(Config::new(1, 1000 + seed)).unwrap();
        while !m.is_over() {
            let a = m.bot_action(0, level).unwrap();
            m.apply(0, a).unwrap();
        }
        total += m.result().unwrap().scores[0].total;
    }
    total as f64 / games as f64
}

#[test]
fn hard_beats_normal_beats_easy_in_solo() {
    let easy = solo_mean(BotLevel::Easy, 40);
    let normal = solo_mean(BotLevel::Normal, 40);
    let hard = solo_mean(BotLevel::Hard, 40);
    assert!(hard > normal && normal > easy, "{hard} {normal} {easy}");
    assert!(hard > 75.0, "hard averages {hard}");
}

#[test]
fn bots_play_full_multiplayer_games() {
    for players in 2..=4u8 {
        let mut m = Match::<Skyline>::new(Config::new(players, players as u32)).unwrap();
        let levels = [
            BotLevel::Hard,
            BotLevel::Normal,
            BotLevel::Easy,
            BotLevel::Hard,
        ];
        while !m.is_over() {
            let seat = m.to_act()[0];
            let a = m.bot_action(seat, levels[seat as usize]).unwrap();
            m.apply(seat, a).unwrap();
        }
        let r = m.result().unwrap();
        assert!(!r.winners.is_empty());
        assert!(r.scores.iter().all(|s| s.total >= 0));
    }
}
