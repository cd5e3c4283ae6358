//! Pig's rules, one test each (the conformance and secrecy suites run over it
//! from the catalog, with every other game).

use dice::{Game, Match};
use pig::{Action, Config, Pig};

fn paused(players: u8) -> Match<Pig> {
    Match::<Pig>::new_paused(Pig::default_config(players, 1)).unwrap()
}

#[test]
fn a_roll_adds_to_the_turns_total() {
    let mut m = paused(2);
    m.apply_paused(0, Action::Roll).unwrap();
    m.force_chance(5).unwrap();
    assert_eq!(m.state().total, 5);
    assert_eq!(m.to_act(), vec![0], "the same player goes on");
}

#[test]
fn a_one_loses_the_turns_total_and_passes_the_die() {
    let mut m = paused(2);
    m.apply_paused(0, Action::Roll).unwrap();
    m.force_chance(6).unwrap();
    m.apply_paused(0, Action::Roll).unwrap();
    m.force_chance(1).unwrap();
    assert_eq!(m.state().total, 0);
    assert_eq!(m.state().banked, vec![0, 0]);
    assert_eq!(m.to_act(), vec![1]);
}

#[test]
fn holding_banks_the_total_and_passes_the_die() {
    let mut m = paused(2);
    m.apply_paused(0, Action::Roll).unwrap();
    m.force_chance(4).unwrap();
    m.apply_paused(0, Action::Hold).unwrap();
    assert_eq!(m.state().banked, vec![4, 0]);
    assert_eq!(m.to_act(), vec![1]);
}

#[test]
fn the_first_bank_to_reach_the_target_wins() {
    let config = Config {
        target: 6,
        ..Pig::default_config(1, 1)
    };
    let mut m = Match::<Pig>::new_paused(config).unwrap();
    m.apply_paused(0, Action::Roll).unwrap();
    m.force_chance(6).unwrap();
    m.apply_paused(0, Action::Hold).unwrap();
    assert!(m.is_over());
    assert_eq!(m.result().unwrap().winners, vec![0]);
}

#[test]
fn actions_and_configs_read_from_json() {
    let a: Action = dice::json::read(r#"{"type":"hold"}"#).unwrap();
    assert_eq!(a, Action::Hold);
    assert!(dice::json::read::<Action>(r#"{"type":"pass"}"#).is_err());
    assert!(dice::json::read::<Action>(r#"{"type":"roll","x":1}"#).is_err());
    let c: Config = dice::json::read(r#"{"players":2,"seed":"7","target":30}"#).unwrap();
    assert_eq!((c.players, c.seed.0, c.target), (2, 7, 30));
    assert!(dice::json::read::<Config>(r#"{"seed":7,"target":30}"#).is_err());
}

#[test]
fn the_target_is_20_unless_the_config_says_otherwise() {
    let c: Config = dice::json::read(r#"{"players":1,"seed":3}"#).unwrap();
    assert_eq!(c.target, 20);
    assert_eq!(c, Pig::default_config(1, 3));
}

/// The table's own die: the match waits at each roll for the face the table
/// entered, refuses a face the die does not have, and never draws by itself.
#[test]
fn with_the_tables_own_die_the_match_waits_for_the_face_entered() {
    let mut m = Match::<Pig>::new_entered(Pig::default_config(2, 1)).unwrap();
    assert!(m.entered());
    m.apply(0, Action::Roll).unwrap();
    assert!(m.chance().is_some(), "waits for the table's roll");
    let before = m.state_hash();
    assert!(m.enter(7).is_err(), "a die has no 7");
    assert_eq!(m.state_hash(), before, "a refused face changes nothing");
    m.enter(5).unwrap();
    assert_eq!(m.state().total, 5);
    assert!(m.enter(3).is_err(), "nothing is being rolled now");
}

#[test]
fn an_entered_roll_can_be_taken_back_and_goes_with_the_move_it_followed() {
    let mut m = Match::<Pig>::new_entered(Pig::default_config(2, 1)).unwrap();
    m.apply(0, Action::Roll).unwrap();
    m.enter(4).unwrap();
    // a mistyped face: taken back, the roll waits again
    assert!(m.take_back_outcome().unwrap());
    assert!(m.chance().is_some());
    m.enter(3).unwrap();
    assert_eq!(m.state().total, 3);
    // undo takes back the roll and the face entered after it (it was typed, not revealed)
    assert_eq!(m.undo_back(0, false).unwrap(), 2);
    assert_eq!(m.state().total, 0);
    assert_eq!(m.to_act(), vec![0]);
}

#[test]
fn a_match_that_draws_its_own_dice_takes_no_entered_outcome() {
    let mut m = Match::<Pig>::new(Pig::default_config(2, 1)).unwrap();
    m.apply(0, Action::Roll).unwrap();
    assert!(m.enter(3).is_err());
    assert!(!m.take_back_outcome().unwrap());
}

#[test]
fn an_entered_match_saves_and_loads_waiting_for_the_table() {
    let mut m = Match::<Pig>::new_entered(Pig::default_config(2, 1)).unwrap();
    m.apply(0, Action::Roll).unwrap();
    let text = m.save_text().unwrap();
    assert!(text.contains("\"entered\":true"), "{text}");
    let back = Match::<Pig>::load_text(&text).unwrap();
    assert!(back.entered() && back.chance().is_some());
    assert_eq!(back.state_hash(), m.state_hash());
    // a save without the flag draws as before
    let plain = Match::<Pig>::new(Pig::default_config(2, 1))
        .unwrap()
        .save_text()
        .unwrap();
    assert!(!plain.contains("entered"));
}
