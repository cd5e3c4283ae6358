//! Shared helpers for the cities-coop tests: games with chosen hands, squares by
//! coordinates, and short ways to act.
#![allow(dead_code)]

use cities_coop::admin::Admin;
use cities_coop::{Action, CardId, Chance, CitiesCoop, Config, Event};
use dice::Match;

pub fn id(s: &str) -> CardId {
    CardId::parse(s).expect("card id")
}

/// A card as a chance outcome (a draw).
pub fn ch(s: &str) -> Chance {
    Chance::Card(id(s))
}

/// A paused match of the introductory game with each seat dealt its hand
/// (dealing goes round the table), before the first piece is chosen.
pub fn dealt(hands: &[&[&str]]) -> Match<CitiesCoop> {
    dealt_in(0, hands)
}

/// Like [`dealt`], for a scenario.
pub fn dealt_in(scenario: u8, hands: &[&[&str]]) -> Match<CitiesCoop> {
    let players = hands.len() as u8;
    let mut config = Config::new(players, 7);
    config.scenario = scenario;
    let mut m = Match::<CitiesCoop>::new_paused(config).expect("config");
    let size = hands[0].len();
    for round in 0..size {
        for h in hands {
            m.force_chance(ch(h[round])).expect("deal");
        }
    }
    assert!(m.chance().is_none() || scenario >= 2, "everything dealt");
    m
}

/// One player holding `hand` (7 cards), piece A face up (10 money left).
pub fn solo_on_a(hand: &[&str]) -> CitiesCoop {
    let mut m = dealt(&[hand]);
    m.apply_paused(0, piece('A')).expect("piece A");
    m.state().clone()
}

pub fn play(card: &str, cells: &[[u8; 2]]) -> Action {
    Action::Play {
        card: id(card),
        cells: cells.to_vec(),
    }
}

pub fn piece(letter: char) -> Action {
    Action::ChoosePiece { piece: letter }
}

/// Plays a card and then draws `next` from `pile` (one player: the turn comes back).
pub fn play_draw(
    g: &mut CitiesCoop,
    card: &str,
    cells: &[[u8; 2]],
    pile: u8,
    next: &str,
) -> Vec<Event> {
    let mut ev = g.apply(0, &play(card, cells)).expect("legal play");
    ev.extend(g.apply(0, &Action::Draw { pile }).expect("draw"));
    ev.extend(g.draw(id(next)).expect("card in the pile"));
    ev
}

pub fn admin(g: &CitiesCoop) -> Admin {
    g.admin().clone()
}

pub fn set(g: CitiesCoop, f: impl FnOnce(&mut Admin)) -> CitiesCoop {
    let mut a = g.admin().clone();
    f(&mut a);
    g.with_admin(a)
}

/// A refusal's code and arguments ("pile-empty pile=2"), or a developer's message.
pub fn err(r: Result<Vec<Event>, dice::GameError>) -> String {
    match r {
        Ok(e) => panic!("expected an error, got {e:?}"),
        Err(e) => e
            .said()
            .map_or_else(|| e.message().to_string(), |s| s.to_string()),
    }
}
