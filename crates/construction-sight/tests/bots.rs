//! The computer players: legal, repeatable, deciding from the view alone, and
//! ordered by strength.

use construction_sight::{Action, Config, ConstructionSight};
use dice::{BotLevel, Game, Match};

fn play(level: BotLevel, config: Config) -> Match<ConstructionSight> {
    let mut m = Match::<ConstructionSight>::new(config).unwrap();
    while !m.is_over() {
        for seat in m.to_act() {
            let a = m.bot_action(seat, level).unwrap();
            assert_eq!(
                a,
                m.bot_action(seat, level).unwrap(),
                "same view, same choice"
            );
            m.check(seat, &a).unwrap();
            m.apply(seat, a).unwrap();
        }
    }
    m
}

fn mean(level: BotLevel, games: u32) -> f64 {
    let total: i32 = (0..games)
        .map(|seed| {
            play(level, Config::new(1, 7_000 + seed))
                .result()
                .unwrap()
                .scores[0]
                .total
        })
        .sum();
    total as f64 / games as f64
}

#[test]
fn every_level_finishes_games_legally_on_both_sheets() {
    for level in [BotLevel::Easy, BotLevel::Normal] {
        play(level, Config::new(3, 11).blank());
        play(level, Config::new(2, 12));
    }
    let m = play(BotLevel::Hard, Config::new(1, 13));
    assert!(m.result().unwrap().scores[0].total > 0);
}

#[test]
fn normal_beats_easy_on_average() {
    let (easy, normal) = (mean(BotLevel::Easy, 80), mean(BotLevel::Normal, 80));
    assert!(normal > easy + 2.0, "easy {easy}, normal {normal}");
    assert!(normal > 30.0, "normal {normal}");
}

#[test]
fn the_bot_decides_from_the_view_alone() {
    let mut m = Match::<ConstructionSight>::new(Config::new(1, 21)).unwrap();
    let view = m.view(Some(0)).unwrap();
    let mut rng = dice::DiceRng::new(5);
    let a = ConstructionSight::bot_action(&view, 0, BotLevel::Normal, &mut rng).unwrap();
    m.apply(0, a).unwrap();
    assert_ne!(
        m.bot_action(0, BotLevel::Normal).unwrap(),
        Action::Stop,
        "an early sheet is worth building on"
    );
}
