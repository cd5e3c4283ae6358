//! Computer opponents: legal, deterministic, blind to others' secrets, able to
//! read opponents' goals from their play, and stronger level by level.

use cityscape::{Action, Cityscape, Config};
use dice::{BotLevel, Match, Seat};

const LEVELS: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

fn goals(codes: &[u8]) -> Action {
    Action::Goals {
        codes: codes.to_vec(),
    }
}

fn place(lot: u8, height: u8) -> Action {
    Action::Place { lot, height }
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
}
