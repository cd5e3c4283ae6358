//! Properties of random games: random legal play from random seeds, player counts
//! and round counts, with random junk actions mixed in, checked at every step.

use cityscape::{Action, Cityscape, Config, Phase};
use dice::{playout, DiceRng, GameError, Match, SaveFile, Seat};
use proptest::prelude::*;

type M = Match<Cityscape>;

/// Something a careless or hostile page might send.
#[derive(Clone, Debug)]
struct Junk {
    seat: Seat,
    action: Action,
}

fn junk() -> impl Strategy<Value = Junk> {
    let seat = prop_oneof![4 => 0u8..4, 1 => any::<u8>()];
    let place = (
        prop_oneof![4 => 0u8..16, 1 => any::<u8>()],
        prop_oneof![4 => 0u8..7, 1 => any::<u8>()],
    )
        .prop_map(|(lot, height)| Action::Place { lot, height });
    let goals = prop::collection::vec(
        prop_oneof![6 => 1u8..=6, 1 => 0u8..=9, 1 => any::<u8>()],
        0..10,
    )
    .prop_map(|codes| Action::Goals { codes });
    (seat, prop_oneof![3 => place, 1 => goals]).prop_map(|(seat, action)| Junk { seat, action })
}

/// The rules, restated independently of the engine, from the public view.
fn is_legal(m: &M, seat: Seat, action: &Action) -> bool {
    let v = m.view(None).unwrap();
    if seat >= v.players || m.is_over() {
        return false;
    }
    match action {
        Action::Goals { codes } => {
            // A seat that has locked its goals may change them while the phase lasts.
            v.phase == Phase::Goals
                && codes.len() == 4 * v.seat_sides[seat as usize].len()
                && codes.iter().all(|c| (1..=6).contains(c))
        }
        Action::Place { lot, height } => {
            v.phase == Phase::Building
                && v.to_act == vec![seat]
                && *lot < 16
                && (1..=5).contains(height)
                && v.supply[*height as usize - 1] > 0
        }
    }
}

/// Everything that must hold in every position.
fn check(m: &M, own_goals: &[Vec<u8>]) -> Result<(), TestCaseError> {
    let public = m.view(None).unwrap();
    // Blocks are conserved.
    let placed: u32 = public.placements.iter().map(|p| p.height as u32).sum();
    let built: u32 = public.heights.iter().map(|h| *h as u32).sum();
    prop_assert_eq!(placed, built);
    prop_assert_eq!(
        public.placements.len() + public.supply.iter().map(|n| *n as usize).sum::<usize>(),
        25
    );
    for k in 0..5 {
        let used = public
            .placements
            .iter()
            .filter(|p| p.height as usize == k + 1)
            .count();
        prop_assert_eq!(used + public.supply[k] as usize, 5);
    }
    for lot in 0..16 {
        prop_assert_eq!(
            public.stacks[lot].iter().map(|h| *h as u32).sum::<u32>(),
            public.heights[lot] as u32
        );
    }
    prop_assert!(public.my_goals.is_empty() && public.my_lines.is_empty());
    // A seat's view is the public view plus its own goals, and nothing else.
    for seat in 0..public.players {
        let mut v = m.view(Some(seat)).unwrap();
        let mine: Vec<u8> = v
            .my_goals
            .iter()
            .flat_map(|g| g.codes.iter().copied())
            .collect();
        prop_assert_eq!(&mine, &own_goals[seat as usize]);
        let sides: Vec<_> = v.my_goals.iter().map(|g| g.side).collect();
        if !mine.is_empty() {
            prop_assert_eq!(&sides, &public.seat_sides[seat as usize]);
        }
        // Its lines scored as the board stands: its own sides and codes only.
        let scored: Vec<u8> = v
            .my_lines
            .iter()
            .flat_map(|s| s.lines.iter().map(|l| l.code))
            .collect();
        prop_assert_eq!(&scored, &mine);
        prop_assert!(v.my_lines.iter().map(|s| s.side).eq(sides.iter().copied()));
        v.seat = None;
        v.my_goals.clear();
        v.my_lines.clear();
        prop_assert_eq!(&v, &public);
    }
    // The action list replays to the same state.
    let replayed = M::replay(m.config().clone(), m.history().to_vec()).unwrap();
    prop_assert_eq!(replayed.state_hash(), m.state_hash());
    // A save goes through JSON and back to the same state, with serde_json and
    // with the codec the page uses; both write the same text.
    let text = serde_json::to_string(&m.to_save()).unwrap();
    let save: SaveFile<Config, dice::EntryRecord<Action, dice::NoQuery>> =
        serde_json::from_str(&text).unwrap();
    let loaded = M::from_save(save).unwrap();
    prop_assert_eq!(loaded.state_hash(), m.state_hash());
    prop_assert_eq!(&dice::json::to_string(&m.to_save()).unwrap(), &text);
    let save: SaveFile<Config, dice::EntryRecord<Action, dice::NoQuery>> =
        dice::json::from_str(&text).unwrap();
    prop_assert_eq!(M::from_save(save).unwrap().state_hash(), m.state_hash());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(
        seed in any::<u64>(),
        players in 2u8..=4,
        rounds in 1u8..=3,
        junks in prop::collection::vec(junk(), 0..200),
    ) {
        let mut m = M::new(Config::new(players, seed as u32).with_rounds(rounds)).unwrap();
        let mut rng = DiceRng::new(seed);
        let mut own_goals = vec![Vec::new(); players as usize];
        let mut junks = junks.into_iter();
        let mut round = 1;
        check(&m, &own_goals)?;
        while !m.is_over() {
            // Now and then, junk: legal exactly when the rules say so, and when
            // refused it leaves no trace.
            if rng.chance(0.5) {
                if let Some(Junk { seat, action }) = junks.next() {
                    let legal = is_legal(&m, seat, &action);
                    let before = m.state_hash();
                    let moves = m.history().len();
                    match m.apply(seat, action.clone()) {
                        Ok(_) => {
                            prop_assert!(legal, "accepted an illegal {:?} from seat {}", action, seat);
                            if let Action::Goals { codes } = &action {
                                own_goals[seat as usize] = codes.clone();
                            }
                        }
                        Err(e) => {
                            prop_assert!(!legal, "refused a legal {:?} from seat {}: {}", action, seat, e);
                            prop_assert!(e.is_illegal());
                            prop_assert!(!e.message().is_empty());
                            // A seat at the table is refused in codes the page words;
                            // only a seat that is not there gets developer prose.
                            prop_assert_eq!(
                                matches!(e, GameError::Refused(_)),
                                seat < players,
                                "{:?} from seat {}: {}", action, seat, e
                            );
                            prop_assert_eq!(m.state_hash(), before);
                            prop_assert_eq!(m.history().len(), moves);
                        }
                    }
                }
            } else {
                let (seat, action) = playout::random_action(m.state(), &mut rng).unwrap().unwrap();
                prop_assert!(is_legal(&m, seat, &action));
                m.apply(seat, action.clone()).unwrap();
                if let Action::Goals { codes } = &action {
                    own_goals[seat as usize] = codes.clone();
                }
            }
            let v = m.view(None).unwrap();
            if v.round != round || m.is_over() {
                // Goals are revealed at the end of a round and cleared for the next.
                let rec = v.history.last().unwrap();
                for seat in 0..players {
                    let shown: Vec<u8> = rec
                        .sides
                        .iter()
                        .filter(|s| s.seat == seat)
                        .flat_map(|s| s.lines.iter().map(|l| l.code))
                        .collect();
                    prop_assert_eq!(&shown, &own_goals[seat as usize]);
                }
                round = v.round;
                if !m.is_over() {
                    own_goals.iter_mut().for_each(Vec::clear);
                }
            }
            check(&m, &own_goals)?;
        }
        let r = m.result().unwrap();
        prop_assert_eq!(m.view(None).unwrap().history.len(), rounds as usize);
        let best = r.scores.iter().map(|s| s.total).max().unwrap();
        let winners: Vec<Seat> = r.scores.iter().filter(|s| s.total == best).map(|s| s.seat).collect();
        prop_assert_eq!(r.winners, winners);
        prop_assert!(m.legal_actions(0).unwrap().unwrap().is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Issue 36: the engine sends no prose a player reads. Every refusal a seat at the
    /// table can meet, through `check` (the page's dry run) as through `apply`, is a
    /// code with arguments, at every point of random games.
    #[test]
    fn refusals_at_the_table_are_codes_the_page_words(
        seed in any::<u64>(),
        players in 2u8..=4,
        junks in prop::collection::vec(junk(), 40..120),
    ) {
        let mut m = M::new(Config::new(players, seed as u32).with_rounds(2)).unwrap();
        let mut rng = DiceRng::new(seed);
        let mut junks = junks.into_iter().cycle();
        let mut refusals = 0;
        while !m.is_over() {
            for _ in 0..2 {
                let Junk { seat, action } = junks.next().unwrap();
                let seat = seat % players;
                if let Err(e) = m.check(seat, &action) {
                    refusals += 1;
                    prop_assert!(matches!(e, GameError::Refused(_)), "{:?} from seat {}: {}", action, seat, e);
                    let before = m.state_hash();
                    let again = m.apply(seat, action.clone()).unwrap_err();
                    prop_assert_eq!(again.said().map(|s| s.code), e.said().map(|s| s.code));
                    prop_assert_eq!(m.state_hash(), before);
                }
            }
            let (seat, action) = playout::random_action(m.state(), &mut rng).unwrap().unwrap();
            m.apply(seat, action).unwrap();
        }
        // and once the game is over
        let Junk { seat, action } = junks.next().unwrap();
        prop_assert_eq!(m.check(seat % players, &action), Err(GameError::game_over()));
        prop_assert!(refusals > 0);
    }
}
