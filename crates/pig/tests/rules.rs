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
    assert!(dice::json::read::<Config>(r#"{"players":2,"seed":7}"#).is_err());
}
