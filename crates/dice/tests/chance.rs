//! The chance machinery on the example game, Pig (crates/pig): on your turn roll a
//! die as often as you like, adding it to the turn's total, and bank the total
//! when you hold; a 1 loses the turn's total. First to the target wins. Every
//! roll is a chance entry.

use dice::conformance::{self, Plan};
use dice::BotLevel;
use dice::{ChanceOutcome, DiceRng, Entry, Game, Match};
use pig::game::die;
use pig::{Action, Config, Pig};

fn config(players: u8, seed: u32) -> Config {
    Pig::default_config(players, seed)
}

#[test]
fn chance_entries_are_drawn_recorded_and_labelled() {
    let mut m = Match::<Pig>::new(config(2, 5)).unwrap();
    let events = m.apply(0, Action::Roll).unwrap();
    assert_eq!(events.len(), 1, "the roll's event comes with the action");
    let Entry::Chance(face) = m.history()[1].clone() else {
        panic!("a chance entry follows the roll: {:?}", m.history())
    };
    assert!((1..=6).contains(&face));
    let rec = &m.records()[1];
    assert_eq!(
        rec.label.as_deref(),
        Some(format!("rolled {face}").as_str())
    );
    assert!(m.chance().is_none(), "the match settles chance itself");
}

#[test]
fn a_test_can_force_a_roll() {
    let mut m = Match::<Pig>::new_paused(config(2, 5)).unwrap();
    m.apply_paused(0, Action::Roll).unwrap();
    let odds = m.chance().unwrap();
    assert_eq!(odds.len(), 6);
    assert!(odds.iter().all(|o| o.weight == 1));
    assert!(m.to_act().is_empty(), "nobody acts at a chance node");
    let before = m.state_hash();
    assert!(m.force_chance(7).is_err(), "an impossible face");
    assert!(
        m.apply(0, Action::Hold).is_err(),
        "no action at a chance node"
    );
    assert_eq!(m.state_hash(), before);
    m.force_chance(6).unwrap();
    assert_eq!(m.state().total, 6);
    assert!(m.force_chance(6).is_err(), "chance does not act now");
}

#[test]
fn draws_follow_the_seed_and_only_the_seed() {
    let rolls = |seed: u32| {
        let mut m = Match::<Pig>::new(config(1, seed)).unwrap();
        for _ in 0..12 {
            m.apply(0, Action::Roll).unwrap();
        }
        m.history().to_vec()
    };
    assert_eq!(rolls(9), rolls(9));
    assert_ne!(rolls(9), rolls(10));
    // A different chance future gives other rolls from the same position.
    let a = Match::<Pig>::new(config(1, 9)).unwrap();
    let b = a.clone().with_chance_key(12345);
    let (mut a, mut b) = (a, b);
    let mut differ = false;
    for _ in 0..12 {
        a.apply(0, Action::Roll).unwrap();
        b.apply(0, Action::Roll).unwrap();
        differ |= a.history() != b.history();
    }
    assert!(differ);
}

#[test]
fn undo_never_crosses_a_chance_entry() {
    let mut m = Match::<Pig>::new(config(2, 3)).unwrap();
    m.apply(0, Action::Roll).unwrap();
    // The game would allow it; the match refuses, since a roll followed.
    assert!(!m.can_undo(0));
    assert!(m.undo_span(0, true).is_none());
    let before = m.state_hash();
    assert!(m.undo(0).is_err());
    assert_eq!(m.state_hash(), before);
    // Holding rolls nothing: that can be taken back.
    let seat = m.to_act()[0];
    m.apply(seat, Action::Hold).unwrap();
    assert!(m.can_undo(seat));
    m.undo(seat).unwrap();
    assert_eq!(m.state_hash(), before);
}

#[test]
fn undo_with_others_takes_back_the_replies_that_followed() {
    let mut m = Match::<Pig>::new(config(2, 3)).unwrap();
    m.apply(0, Action::Hold).unwrap();
    let after_mine = m.history().len();
    m.apply(1, Action::Hold).unwrap();
    assert!(!m.can_undo(0), "alone, seat 0's move is not the last one");
    assert_eq!(m.undo_span(0, true), Some(2));
    m.undo_back(0, true).unwrap();
    assert_eq!(m.history().len(), after_mine - 1);
}

#[test]
fn saves_keep_the_rolls_and_refuse_edited_ones() {
    let mut m = Match::<Pig>::new(config(2, 8)).unwrap();
    while !m.is_over() {
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, BotLevel::Normal).unwrap();
        m.apply(seat, a).unwrap();
    }
    let text = m.save_text().unwrap();
    assert!(text.contains(r#""format":"skyline-table/2""#), "{text}");
    assert!(text.contains(r#"{"chance":"#), "{text}");
    let back = Match::<Pig>::load_text(&text).unwrap();
    assert_eq!(back.state_hash(), m.state_hash());
    assert_eq!(back.history(), m.history());
    // An impossible roll is named; a possible but different one fails the checksum.
    let first = m
        .history()
        .iter()
        .position(|e| matches!(e, Entry::Chance(_)))
        .unwrap();
    let Entry::Chance(face) = m.history()[first] else {
        unreachable!()
    };
    let mut save = m.to_save();
    save.moves[first].chance = Some(9);
    let e = Match::<Pig>::from_save(save).unwrap_err();
    assert!(
        e.message()
            .contains(&format!("entry {} does not replay", first + 1)),
        "{e}"
    );
    let mut save = m.to_save();
    save.moves[first].chance = Some(if face == 2 { 3 } else { 2 });
    assert!(Match::<Pig>::from_save(save).is_err());
}

/// A game played on rolls the seed did not give (here the first roll forced to
/// another face, the rest played on) cannot pass as the seed's own: with its
/// checksum made to fit, the save is refused, naming the roll, unless it says
/// its outcomes were entered, which is what the match itself writes.
#[test]
fn a_roll_the_seed_did_not_give_is_refused_by_name() {
    let seed = Match::<Pig>::new(config(1, 12)).unwrap();
    let mut drawn = seed.clone();
    drawn.apply(0, Action::Roll).unwrap();
    let Entry::Chance(face) = drawn.history()[1] else {
        panic!("a roll")
    };
    let mut m = Match::<Pig>::new_paused(config(1, 12)).unwrap();
    m.apply_paused(0, Action::Roll).unwrap();
    m.force_chance(if face == 6 { 5 } else { 6 }).unwrap();
    assert_eq!(m.off_seed(), Some(1), "the first roll is not the seed's");
    m.let_chance_act().unwrap();
    m.apply(0, Action::Hold).unwrap();
    let mut save = m.to_save();
    assert!(save.entered, "a match with a forced roll saves as entered");
    assert_eq!(
        Match::<Pig>::from_save(save.clone()).unwrap().state_hash(),
        m.state_hash()
    );
    save.entered = false;
    let e = Match::<Pig>::from_save(save).unwrap_err();
    assert!(
        e.message()
            .starts_with("roll or draw 1 is not the one this game's dice gave"),
        "{e}"
    );
    // the seed's own rolls, forced, are still the seed's
    let mut same = Match::<Pig>::new_paused(config(1, 12)).unwrap();
    same.apply_paused(0, Action::Roll).unwrap();
    same.force_chance(face).unwrap();
    assert_eq!(same.off_seed(), None);
    assert!(!same.to_save().entered);
}

#[test]
fn pig_passes_the_conformance_and_secrecy_suites() {
    let steps = conformance::run::<Pig>(Plan::quick(10, 4)).unwrap();
    assert!(steps > 100, "{steps}");
    conformance::secrecy::<Pig>(4, 5).unwrap();
}

/// A broken game (a chance node with a zero weight) is caught by the suite.
#[test]
fn draw_refuses_zero_or_missing_weights() {
    let mut rng = DiceRng::new(1);
    let zero = vec![ChanceOutcome {
        outcome: 1u8,
        weight: 0,
    }];
    assert!(dice::record::draw(&zero, &mut rng).is_err());
    assert!(dice::record::draw::<u8>(&[], &mut rng).is_err());
    let fair = die();
    let mut counts = [0u32; 7];
    for _ in 0..6000 {
        counts[dice::record::draw(&fair, &mut rng).unwrap() as usize] += 1;
    }
    assert!(
        counts[1..].iter().all(|c| (850..1150).contains(c)),
        "{counts:?}"
    );
}

/// Format 1 saves are read only by games that had them (Cityscape): a newer game
/// refuses one with a clear message, changing nothing.
#[test]
fn format_1_saves_are_read_only_where_they_exist() {
    let v1 = r#"{"format":"skyline-table/1","game":"pig","config":{"players":1,"seed":1,"target":20},"moves":[],"hash":"0"}"#;
    let e = Match::<Pig>::load_text(v1).unwrap_err();
    assert!(e.message().contains("unknown save format"), "{e}");
}
