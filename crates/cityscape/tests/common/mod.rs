//! What Cityscape's rule tests share: a match, actions, whole goal settings and rounds,
//! and the checks that a refusal says why and changes nothing.
#![allow(dead_code, unused_imports)] // each test file uses its own share of these

pub use cityscape::action::RoundRecord;
pub use cityscape::{Action, Cityscape, Config, Event, Phase, Side};
pub use dice::{Arg, Game, GameError, Match, Said, Seat};

pub type M = Match<Cityscape>;

pub fn new(players: u8, rounds: Option<u8>) -> M {
    let mut c = Config::new(players, 7);
    c.rounds = rounds;
    M::new(c).expect("a valid config")
}

pub fn goals(codes: &[u8]) -> Action {
    Action::Goals {
        codes: codes.to_vec(),
    }
}

pub fn place(lot: u8, height: u8) -> Action {
    Action::Place { lot, height }
}

/// Codes every seat can set: four per side it owns.
pub fn codes_for(m: &M, seat: Seat) -> Vec<u8> {
    let n = m.view(Some(seat)).unwrap().seat_sides[seat as usize].len() * 4;
    (0..n).map(|i| (i % 6) as u8 + 1).collect()
}

pub fn set_all_goals(m: &mut M) {
    for seat in m.to_act() {
        let c = codes_for(m, seat);
        m.apply(seat, goals(&c)).unwrap();
    }
    assert_eq!(m.state().phase(), Phase::Building);
}

/// Places one block for whoever is to build: the tallest block left on `lot`.
pub fn place_next(m: &mut M, lot: u8) -> Vec<Event> {
    let seat = m.to_act()[0];
    let supply = m.view(None).unwrap().supply;
    let h = (1..=5u8)
        .rev()
        .find(|h| supply[*h as usize - 1] > 0)
        .unwrap();
    m.apply(seat, place(lot, h)).unwrap()
}

/// Plays the rest of the round: blocks spread over the lots in turn.
pub fn finish_round(m: &mut M) -> Vec<Event> {
    let mut events = Vec::new();
    while m.state().phase() == Phase::Building {
        let n = m.view(None).unwrap().placements.len() as u8;
        events = place_next(m, (n * 7) % 16);
    }
    events
}

/// The action must be refused, leaving no trace: a refusal a player reads with the
/// code `why` (`dice::Said`), or one for developers (a seat not at the table) whose
/// message contains `why`. Returns the refusal's words, to check their arguments.
#[track_caller]
pub fn refused(m: &mut M, seat: Seat, action: Action, why: &str) -> Option<Said> {
    let before = m.state_hash();
    let moves = m.history().len();
    let public = m.view(None).unwrap();
    let err = m.apply(seat, action.clone()).expect_err("must be refused");
    match &err {
        GameError::Refused(s) => assert_eq!(s.code, why, "{action:?}: {err:?}"),
        GameError::Illegal(msg) => assert!(
            msg.contains(why),
            "{action:?}: message {msg:?} should say {why:?}"
        ),
        _ => panic!("{action:?}: not a refusal: {err:?}"),
    }
    assert_eq!(m.state_hash(), before, "{action:?} changed the state");
    assert_eq!(m.history().len(), moves);
    assert_eq!(m.view(None).unwrap(), public);
    err.said().cloned()
}
#[track_caller]
pub fn bad_config(json: &str, why: &str) {
    let config: Config = serde_json::from_str(json).expect("well-formed config");
    let err = M::new(config).expect_err("must be refused");
    assert!(matches!(err, GameError::Config(_)), "{err:?}");
    assert!(
        err.message().contains(why),
        "{json}: {:?} should say {why:?}",
        err.message()
    );
}
