//! Redo beside undo, in the match, and what undo would take back for the people
//! at a table (`undo_plan`), on the example game, Pig (crates/pig): roll as often
//! as you like (each roll a chance entry), hold to bank the turn's total.

use dice::{Entry, Game, Match, UndoBar};
use pig::{Action, Config, Pig};

fn config(players: u8, seed: u32) -> Config {
    Pig::default_config(players, seed)
}

/// Seat 0 holds and seat 1 replies with a hold: two decisions, no chance between.
fn two_holds() -> Match<Pig> {
    let mut m = Match::<Pig>::new(config(2, 3)).unwrap();
    m.apply(0, Action::Hold).unwrap();
    m.apply(1, Action::Hold).unwrap();
    m
}

#[test]
fn redo_after_undo_restores_the_hash() {
    let mut m = Match::<Pig>::new(config(2, 3)).unwrap();
    let mut made = m.apply(0, Action::Hold).unwrap();
    made.extend(m.apply(1, Action::Hold).unwrap());
    let (after, history) = (m.state_hash(), m.history().to_vec());
    assert_eq!(m.redo_span(), None, "nothing taken back yet");
    assert_eq!(m.undo_back(0, true).unwrap(), 2);
    assert_eq!(m.redo_span(), Some((0, 2)), "seat 0's hold and the reply");
    assert!(m.can_redo(0));
    let events = m.redo(0).unwrap();
    assert_eq!(events, made, "the events of both holds, as they were");
    assert_eq!(m.state_hash(), after);
    assert_eq!(m.history(), &history[..]);
    assert_eq!(m.redo_span(), None, "redone: nothing left to redo");
}

#[test]
fn redo_replays_several_undos_newest_first() {
    let mut m = Match::<Pig>::new(config(1, 4)).unwrap();
    let start = m.state_hash();
    m.apply(0, Action::Hold).unwrap();
    let one = m.state_hash();
    m.apply(0, Action::Hold).unwrap();
    let two = m.state_hash();
    m.undo(0).unwrap();
    m.undo(0).unwrap();
    assert_eq!(m.state_hash(), start);
    assert_eq!(m.redo_depth(), 2);
    m.redo(0).unwrap();
    assert_eq!(m.state_hash(), one);
    assert_eq!(m.redo_depth(), 1);
    m.redo(0).unwrap();
    assert_eq!(m.state_hash(), two);
    assert_eq!(m.redo_depth(), 0);
}

#[test]
fn a_new_move_clears_redo() {
    let mut m = two_holds();
    m.undo_back(0, true).unwrap();
    m.apply(0, Action::Roll).unwrap();
    assert_eq!(m.redo_span(), None);
    assert!(!m.can_redo(0));
    // the same move made again is a new move too: nothing is left to redo
    let mut m = two_holds();
    m.undo_back(0, true).unwrap();
    m.apply(0, Action::Hold).unwrap();
    assert_eq!(m.redo_depth(), 0);
}

#[test]
fn redo_is_refused_for_another_seat_and_changes_nothing() {
    let mut m = two_holds();
    m.undo_back(0, true).unwrap();
    let before = (m.state_hash(), m.history().to_vec());
    assert!(!m.can_redo(1));
    assert!(m.redo(1).is_err(), "seat 1 did not take it back");
    assert!(m.redo(9).is_err(), "no such seat");
    assert_eq!((m.state_hash(), m.history().to_vec()), before);
    assert_eq!(m.redo_span(), Some((0, 2)), "still there for seat 0");
}

#[test]
fn redo_is_refused_after_the_game_moved_on_and_changes_nothing() {
    let mut m = two_holds();
    m.undo_back(0, true).unwrap();
    m.apply(0, Action::Roll).unwrap();
    let before = (m.state_hash(), m.history().to_vec());
    assert!(m.redo(0).is_err());
    assert_eq!((m.state_hash(), m.history().to_vec()), before);
}

#[test]
fn redo_brings_back_the_outcomes_the_table_entered_after_the_move() {
    let mut m = Match::<Pig>::new_entered(config(1, 2)).unwrap();
    m.apply(0, Action::Roll).unwrap();
    m.enter(5).unwrap();
    let after = (m.state_hash(), m.history().to_vec());
    assert_eq!(
        m.undo_plan(|s| s == 0),
        Err(UndoBar::Outcome),
        "the roll alone first"
    );
    assert_eq!(m.undo_back(0, false).unwrap(), 2, "the roll with the move");
    assert_eq!(m.redo_span(), Some((0, 2)));
    m.redo(0).unwrap();
    assert_eq!((m.state_hash(), m.history().to_vec()), after);
    // taking an entered outcome back is a change like any other: it clears redo
    m.apply(0, Action::Roll).unwrap();
    m.enter(4).unwrap();
    m.undo_back(0, false).unwrap();
    assert_eq!(m.redo_depth(), 1);
    assert!(matches!(m.history().last(), Some(Entry::Chance(5))));
    assert!(m.take_back_outcome().unwrap());
    assert_eq!(m.redo_depth(), 0);
    // and so is entering one
    m.enter(6).unwrap();
    m.apply(0, Action::Roll).unwrap();
    m.undo(0).unwrap();
    assert_eq!(m.redo_depth(), 1);
    m.apply(0, Action::Roll).unwrap();
    m.enter(2).unwrap();
    assert_eq!(m.redo_depth(), 0);
}

#[test]
fn redo_is_not_kept_in_saves() {
    let mut m = two_holds();
    m.undo_back(0, true).unwrap();
    let back = Match::<Pig>::load_text(&m.save_text().unwrap()).unwrap();
    assert_eq!(back.state_hash(), m.state_hash());
    assert_eq!(back.redo_span(), None, "a loaded match has nothing to redo");
}

#[test]
fn undo_plan_names_the_persons_last_decision_and_the_replies_after_it() {
    let m = two_holds();
    assert_eq!(
        m.undo_plan(|s| s == 0),
        Ok((0, 2)),
        "seat 0 and the computer's reply"
    );
    assert_eq!(m.undo_plan(|s| s == 1), Ok((1, 1)));
    assert_eq!(m.undo_plan(|s| s < 2), Ok((1, 1)), "the last person's");
    assert_eq!(
        m.undo_plan(|_| false),
        Err(UndoBar::Nothing),
        "nobody's to take back"
    );
}

#[test]
fn undo_plan_says_nothing_yet_before_any_decision() {
    let m = Match::<Pig>::new(config(2, 3)).unwrap();
    assert_eq!(m.undo_plan(|s| s == 0), Err(UndoBar::Nothing));
}

#[test]
fn undo_plan_refuses_once_chance_has_spoken() {
    let mut m = Match::<Pig>::new(config(2, 3)).unwrap();
    m.apply(0, Action::Roll).unwrap();
    assert!(matches!(m.history().last(), Some(Entry::Chance(_))));
    assert_eq!(m.undo_plan(|s| s == 0), Err(UndoBar::Chance(Some(0))));
    assert_eq!(UndoBar::Chance(Some(0)).code(), "chance");
    // a 1 passes the turn: for seat 1, the roll came before any decision of its own
    let m = (0..100)
        .map(|seed| {
            let mut m = Match::<Pig>::new(config(2, seed)).unwrap();
            m.apply(0, Action::Roll).unwrap();
            m
        })
        .find(|m| m.to_act() == [1])
        .unwrap();
    assert_eq!(m.undo_plan(|s| s == 1), Err(UndoBar::Chance(None)));
}

#[test]
fn undo_plan_says_the_game_is_over() {
    let mut m = Match::<Pig>::new(config(1, 8)).unwrap();
    while !m.is_over() {
        m.apply(0, Action::Roll).unwrap();
        if !m.is_over() && m.state().total >= 10 {
            m.apply(0, Action::Hold).unwrap();
        }
    }
    assert_eq!(m.undo_plan(|s| s == 0), Err(UndoBar::Over));
    assert_eq!(UndoBar::Over.code(), "over");
}
