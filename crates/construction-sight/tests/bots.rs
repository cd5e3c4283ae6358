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

/// One 3-seat game: seat 0 an easy player (the person's stand-in), seats 1
/// and 2 rivals of `level`. Whether the rivals finished with the same sheet.
fn rivals_alike(config: Config, level: BotLevel) -> bool {
    let mut m = Match::<ConstructionSight>::new(config).unwrap();
    while !m.is_over() {
        for seat in m.to_act() {
            let l = if seat == 0 { BotLevel::Easy } else { level };
            let a = m.bot_action(seat, l).unwrap();
            m.apply(seat, a).unwrap();
        }
    }
    let v = m.view(None).unwrap();
    let (a, b) = (&v.sheets[1], &v.sheets[2]);
    a.cells == b.cells && a.structures == b.structures && a.parks == b.parks
}

/// How many of `games` games on tuning seeds from `first` (every other one on
/// the blank sheet) ended with the rivals' sheets alike.
fn alike_games(level: BotLevel, first: u32, games: u32) -> u32 {
    (0..games)
        .filter(|&i| {
            let mut config = Config::new(3, dice::seeds::tuning(first + i));
            if i % 2 == 1 {
                config = config.blank();
            }
            rivals_alike(config, level)
        })
        .count() as u32
}

#[test]
fn two_rivals_of_one_level_do_not_write_identical_sheets() {
    // At most one game in ten. The hard level plays fewer games: each of its
    // decisions is a search (a few seconds a game).
    for (level, games) in [
        (BotLevel::Easy, 20),
        (BotLevel::Normal, 20),
        (BotLevel::Hard, 10),
    ] {
        let alike = alike_games(level, 70_000, games);
        assert!(
            alike * 10 <= games,
            "{}: identical sheets in {alike} of {games} games",
            level.name()
        );
    }
}
