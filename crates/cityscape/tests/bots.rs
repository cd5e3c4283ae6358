//! Computer opponents: legal, deterministic, blind to others' secrets, able to
//! read opponents' goals from their play, and stronger level by level.

use cityscape::bot::infer::Posterior;
use cityscape::bot::sim::{own_goals, Sim};
use cityscape::{Action, Cityscape, Config, Phase};
use dice::{BotLevel, DiceRng, Game, Match, Seat};

const LEVELS: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

fn goals(codes: &[u8]) -> Action {
    Action::Goals {
        codes: codes.to_vec(),
    }
}

fn place(lot: u8, height: u8) -> Action {
    Action::Place { lot, height }
}

/// Plays a whole game with one level per seat, checking each action against the
/// rules before applying it. Returns the final totals.
fn play(players: u8, rounds: u8, seed: u32, levels: &[BotLevel]) -> Vec<i32> {
    let mut m = Match::<Cityscape>::new(Config::new(players, seed).with_rounds(rounds)).unwrap();
    while !m.is_over() {
        for seat in m.to_act() {
            let level = levels[seat as usize];
            let a = m.bot_action(seat, level).unwrap();
            match &a {
                Action::Goals { codes } => {
                    assert_eq!(
                        codes.len(),
                        4 * m.view(Some(seat)).unwrap().seat_sides[seat as usize].len()
                    );
                    assert!(
                        codes.iter().all(|c| (1..=6).contains(c)),
                        "{level:?}: {codes:?}"
                    );
                }
                Action::Place { .. } => {
                    let legal = m.legal_actions(seat).unwrap().unwrap();
                    assert!(legal.contains(&a), "{level:?} chose {a:?}");
                }
            }
            m.apply(seat, a)
                .unwrap_or_else(|e| panic!("{level:?} seat {seat}: {e}"));
            if m.state().phase() == Phase::Building {
                break;
            }
        }
    }
    m.state().totals().to_vec()
}

#[test]
fn every_level_plays_only_legal_actions_in_full_games() {
    for level in LEVELS {
        for players in 2..=4u8 {
            let rounds = if level == BotLevel::Hard { 1 } else { 2 };
            let totals = play(
                players,
                rounds,
                40 + players as u32,
                &vec![level; players as usize],
            );
            assert_eq!(totals.len(), players as usize);
        }
    }
    // Mixed tables too.
    play(3, 1, 9, &[BotLevel::Hard, BotLevel::Easy, BotLevel::Normal]);
}

#[test]
fn bots_are_deterministic() {
    let mut m = Match::<Cityscape>::new(Config::new(3, 21).with_rounds(1)).unwrap();
    let mut checked = 0;
    while !m.is_over() && checked < 12 {
        let seat = m.to_act()[0];
        for level in LEVELS {
            let a = m.bot_action(seat, level).unwrap();
            assert_eq!(m.bot_action(seat, level).unwrap(), a, "{level:?} twice");
            let copy =
                Match::<Cityscape>::replay(m.config().clone(), m.history().to_vec()).unwrap();
            assert_eq!(
                copy.bot_action(seat, level).unwrap(),
                a,
                "{level:?} after a replay"
            );
            // The engine's own entry point with the same dice agrees.
            let mut r1 = DiceRng::new(5);
            let mut r2 = DiceRng::new(5);
            let view = m.view(Some(seat)).unwrap();
            assert_eq!(
                Cityscape::bot_action(&view, seat, level, &mut r1).unwrap(),
                Cityscape::bot_action(&view, seat, level, &mut r2).unwrap()
            );
        }
        let a = m.bot_action(seat, BotLevel::Normal).unwrap();
        m.apply(seat, a).unwrap();
        checked += 1;
    }
}

#[test]
fn different_seeds_give_different_computer_play() {
    let choices: Vec<Action> = (0..6)
        .map(|seed| {
            let m = Match::<Cityscape>::new(Config::new(2, seed)).unwrap();
            m.bot_action(0, BotLevel::Hard).unwrap()
        })
        .collect();
    let distinct = choices.iter().filter(|a| **a != choices[0]).count();
    assert!(
        distinct >= 3,
        "the hard bot's goals barely vary: {choices:?}"
    );
}

/// The hard bot decides from its own view: two games that differ only in an
/// opponent's secret goals give it the same goals and the same placement.
#[test]
fn the_hard_bot_sees_only_its_own_view() {
    let setup = |opponent: &[u8]| {
        let mut m = Match::<Cityscape>::new(Config::new(2, 5)).unwrap();
        m.apply(0, goals(opponent)).unwrap();
        m
    };
    let mut a = setup(&[1, 2, 3, 4, 5, 6, 1, 2]);
    let mut b = setup(&[6, 6, 6, 6, 5, 5, 5, 5]);
    assert_ne!(a.state_hash(), b.state_hash(), "the secret goals differ");
    // Goal setting, with the opponent's goals already set.
    assert_eq!(
        a.bot_action(1, BotLevel::Hard).unwrap(),
        b.bot_action(1, BotLevel::Hard).unwrap()
    );
    for m in [&mut a, &mut b] {
        m.apply(1, goals(&[3, 3, 2, 2, 6, 1, 5, 4])).unwrap();
        for (i, (lot, h)) in [(5u8, 3u8), (9, 4), (0, 2), (15, 5), (6, 1)]
            .into_iter()
            .enumerate()
        {
            m.apply((i % 2) as Seat, place(lot, h)).unwrap();
        }
    }
    assert_eq!(a.to_act(), vec![1]);
    assert_eq!(a.view(Some(1)).unwrap(), b.view(Some(1)).unwrap());
    for level in LEVELS {
        assert_eq!(
            a.bot_action(1, level).unwrap(),
            b.bot_action(1, level).unwrap(),
            "{level:?} bot's choice depends on the opponent's secret goals"
        );
    }
    // And the bot proper, handed only the view, with the same dice.
    let view = a.view(Some(1)).unwrap();
    let hard = |rng: &mut DiceRng| cityscape::bot::choose(&view, BotLevel::Hard, rng);
    assert_eq!(hard(&mut DiceRng::new(1)), hard(&mut DiceRng::new(1)));
    let view_b = b.view(Some(1)).unwrap();
    assert_eq!(
        Cityscape::bot_action(&view, 1, BotLevel::Hard, &mut DiceRng::new(2)).unwrap(),
        Cityscape::bot_action(&view_b, 1, BotLevel::Hard, &mut DiceRng::new(2)).unwrap()
    );
}

/// An opponent who places greedily for known goals gives them away: the
/// posterior of their true code rises well above the prior 1/6.
#[test]
fn inference_reads_a_greedy_opponents_goals() {
    let truth = [3u8, 6, 1, 2];
    let mut g = Cityscape::new(&Config::new(3, 1).with_rounds(1)).unwrap();
    for seat in 0..3 {
        let codes = if seat == 1 {
            truth.to_vec()
        } else {
            vec![2; 4]
        };
        g.apply(seat, &goals(&codes)).unwrap();
    }
    let mut rng = DiceRng::new(9);
    let before = Posterior::infer(&g.view(Some(0)), 0);
    for _ in 0..12 {
        let seat = g.to_act()[0];
        let v = g.view(Some(seat));
        let sim = Sim::from_view(&v);
        let (lot, height) = if seat == 1 {
            sim.greedy_move(1, &own_goals(&v), &mut rng)
        } else {
            sim.random_move(&mut rng)
        };
        g.apply(seat, &place(lot, height)).unwrap();
    }
    let view = g.view(Some(0));
    let west = cityscape::Side::West.index();
    let post = Posterior::infer(&view, 0);
    let p: Vec<f64> = (0..4).map(|k| post.marginal(west, k, truth[k])).collect();
    for (k, code) in truth.into_iter().enumerate() {
        assert!(
            (before.marginal(west, k, code) - 1.0 / 6.0).abs() < 1e-9,
            "a flat prior"
        );
        let total: f64 = (1..=6).map(|c| post.marginal(west, k, c)).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }
    // Seat 1 built the tallest tower in its line 2 (code 6): read with confidence.
    assert!(
        p[1] > 0.5,
        "P(code 6 on West line 2) = {:.2}; all: {p:?}",
        p[1]
    );
    let mean = p.iter().sum::<f64>() / 4.0;
    assert!(mean > 0.3, "mean P(true code) {mean:.2}: {p:?}");
    // Nothing is inferred about the seat itself or the empty East side.
    assert_eq!(
        post.marginal(cityscape::Side::South.index(), 0, 2),
        1.0 / 6.0
    );
    assert_eq!(
        post.marginal(cityscape::Side::East.index(), 0, 2),
        1.0 / 6.0
    );
}

/// Seeded two-player quick games, each seed played from both seats: the win
/// rate and mean margin of `a` over `b`.
fn duel(a: BotLevel, b: BotLevel, games: u32) -> (f64, f64) {
    let mut wins = 0.0;
    let mut margin = 0;
    for g in 0..games {
        let seat_a = (g % 2) as usize;
        let mut levels = [b, b];
        levels[seat_a] = a;
        let t = play(2, 2, 300 + g / 2, &levels);
        let d = t[seat_a] - t[1 - seat_a];
        margin += d;
        wins += match d.signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        };
    }
    let (win, margin) = (wins / games as f64, margin as f64 / games as f64);
    println!("{a:?} vs {b:?}: {games} quick games, win rate {win:.2}, mean margin {margin:+.1}");
    (win, margin)
}

#[test]
fn hard_beats_easy_clearly() {
    let (win, margin) = duel(BotLevel::Hard, BotLevel::Easy, 12);
    assert!(
        win >= 0.75 && margin > 0.0,
        "hard vs easy: win rate {win:.2}, margin {margin:.1}"
    );
}

#[test]
fn normal_beats_easy() {
    let (win, margin) = duel(BotLevel::Normal, BotLevel::Easy, 12);
    assert!(
        win >= 0.75 && margin > 0.0,
        "normal vs easy: win rate {win:.2}, margin {margin:.1}"
    );
}

#[test]
fn hard_beats_normal() {
    let (win, margin) = duel(BotLevel::Hard, BotLevel::Normal, 12);
    assert!(
        win >= 0.6 && margin > 0.0,
        "hard vs normal: win rate {win:.2}, margin {margin:.1}"
    );
}
