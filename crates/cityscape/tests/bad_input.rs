//! Cityscape's refusals, one test each: configs, actions and goals outside the rules
//! are refused with a reason and change nothing.

mod common;
use common::*;

// ---------------------------------------------------------------- bad input

#[test]
fn configs_outside_the_rules_are_refused() {
    bad_config(r#"{"players":1,"seed":1}"#, "2 to 4 players, not 1");
    bad_config(r#"{"players":5,"seed":1}"#, "2 to 4 players, not 5");
    bad_config(
        r#"{"players":3,"seed":1,"rounds":0}"#,
        "rounds must be 1 to 12, not 0",
    );
    bad_config(
        r#"{"players":3,"seed":1,"rounds":13}"#,
        "rounds must be 1 to 12, not 13",
    );
    assert!(new(3, Some(12)).view(None).unwrap().rounds == 12);
    for junk in [
        r#"{"players":2}"#,
        r#"{"players":2,"seed":-1}"#,
        r#"{"players":2,"seed":1,"colour":1}"#,
    ] {
        assert!(serde_json::from_str::<Config>(junk).is_err(), "{junk}");
    }
}

#[test]
fn a_placement_out_of_turn_is_refused() {
    let mut m = new(3, Some(1));
    set_all_goals(&mut m);
    let said = refused(&mut m, 1, place(0, 1), "not-your-turn");
    assert_eq!(said, Some(Said::new("not-your-turn").num("seat", 1)));
    m.apply(0, place(0, 1)).unwrap();
    refused(&mut m, 0, place(0, 1), "not-your-turn");
    refused(&mut m, 2, place(0, 1), "not-your-turn");
    // The engine says so too, without the match around it (its check runs first).
    let e = m.check(2, &place(0, 1)).unwrap_err();
    assert_eq!(e.said(), Some(&Said::new("not-your-turn").num("seat", 2)));
}

#[test]
fn seats_out_of_range_are_refused() {
    let mut m = new(2, Some(1));
    refused(&mut m, 2, goals(&[1; 8]), "there is no seat 2");
    refused(&mut m, 255, goals(&[1; 8]), "there is no seat 255");
    assert!(m.view(Some(2)).is_err());
    assert!(m.legal_actions(3).is_err());
    assert!(m.bot_action(2, dice::BotLevel::Easy).is_err());
    assert!(m.undo(9).is_err());
    // The engine itself refuses too.
    let mut g = m.state().clone();
    assert!(g.apply(2, &goals(&[1; 8])).is_err());
    assert_eq!(&g, m.state());
}

#[test]
fn lots_beyond_15_are_refused() {
    let mut m = new(2, Some(1));
    set_all_goals(&mut m);
    let said = refused(&mut m, 0, place(16, 1), "no-such-lot");
    assert_eq!(
        said,
        Some(Said::new("no-such-lot").num("lot", 16).num("last", 15))
    );
    let said = refused(&mut m, 0, place(255, 1), "no-such-lot").unwrap();
    assert_eq!(said.args["lot"], Arg::Num(255));
}

#[test]
fn heights_outside_1_to_5_are_refused() {
    let mut m = new(2, Some(1));
    set_all_goals(&mut m);
    for height in [0, 6] {
        let said = refused(&mut m, 0, place(3, height), "no-such-height");
        let want = Said::new("no-such-height")
            .num("height", height)
            .num("min", 1)
            .num("max", 5);
        assert_eq!(said, Some(want));
    }
}

#[test]
fn a_height_with_no_blocks_left_is_refused() {
    let mut m = new(2, Some(1));
    set_all_goals(&mut m);
    for i in 0..5 {
        m.apply(i % 2, place(i, 5)).unwrap();
    }
    let said = refused(&mut m, 1, place(7, 5), "none-left");
    assert_eq!(said, Some(Said::new("none-left").num("height", 5)));
}

#[test]
fn goals_of_the_wrong_length_are_refused() {
    let mut m = new(4, Some(1));
    let count = |seat: u8, want: i64, got: i64| {
        Some(
            Said::new("goal-count")
                .num("seat", seat)
                .num("want", want)
                .num("got", got),
        )
    };
    assert_eq!(refused(&mut m, 0, goals(&[]), "goal-count"), count(0, 4, 0));
    assert_eq!(
        refused(&mut m, 0, goals(&[1, 2, 3]), "goal-count"),
        count(0, 4, 3)
    );
    assert_eq!(
        refused(&mut m, 0, goals(&[1, 2, 3, 4, 5]), "goal-count"),
        count(0, 4, 5)
    );
    let mut m = new(2, Some(1));
    assert_eq!(
        refused(&mut m, 1, goals(&[1, 2, 3, 4]), "goal-count"),
        count(1, 8, 4)
    );
}

#[test]
fn goal_codes_outside_1_to_6_are_refused() {
    let bad = |code: u8| {
        Some(
            Said::new("no-such-goal")
                .num("code", code)
                .num("min", 1)
                .num("max", 6),
        )
    };
    let mut m = new(3, Some(1));
    for (codes, code) in [([1, 0, 3, 4], 0), ([1, 2, 7, 4], 7), ([1, 2, 3, 255], 255)] {
        assert_eq!(refused(&mut m, 0, goals(&codes), "no-such-goal"), bad(code));
    }
    let mut m = new(2, Some(1));
    let codes = [1, 2, 3, 4, 5, 6, 1, 9];
    assert_eq!(refused(&mut m, 0, goals(&codes), "no-such-goal"), bad(9));
    assert_eq!(m.to_act(), vec![0, 1]);
}

#[test]
fn goals_may_be_changed_until_the_last_seat_locks_theirs() {
    let mut m = new(3, Some(1));
    m.apply(1, goals(&[1, 2, 3, 4])).unwrap();
    // Seat 1 is no longer awaited, but may still turn its dice.
    assert!(!m.to_act().contains(&1));
    assert!(m.may_act(1));
    assert!(m.check(1, &goals(&[4, 3, 2, 1])).is_ok());
    m.apply(1, goals(&[4, 3, 2, 1])).unwrap();
    assert_eq!(m.view(Some(1)).unwrap().my_goals[0].codes, vec![4, 3, 2, 1]);
    // A bad change is refused and the goals locked before stay.
    refused(&mut m, 1, goals(&[7, 1, 1, 1]), "no-such-goal");
    assert_eq!(m.view(Some(1)).unwrap().my_goals[0].codes, vec![4, 3, 2, 1]);
    // Once the last seat locks, building starts and goals are fixed.
    set_all_goals(&mut m);
    assert_eq!(m.may_act(1), m.to_act().contains(&1));
    refused(&mut m, 0, goals(&[1, 1, 1, 1]), "goals-not-now");
    assert_eq!(m.view(Some(1)).unwrap().my_goals[0].codes, vec![4, 3, 2, 1]);
}

#[test]
fn placing_during_goal_setting_is_refused() {
    let mut m = new(2, Some(1));
    refused(&mut m, 0, place(0, 1), "goals-first");
    m.apply(0, goals(&[1; 8])).unwrap();
    refused(&mut m, 0, place(0, 1), "goals-first");
    refused(&mut m, 1, place(0, 1), "goals-first");
}

#[test]
fn nothing_is_accepted_after_the_game_is_over() {
    let mut m = new(2, Some(1));
    set_all_goals(&mut m);
    finish_round(&mut m);
    assert!(m.is_over());
    for seat in 0..2 {
        refused(&mut m, seat, place(0, 1), "game-over");
        refused(&mut m, seat, goals(&[1; 8]), "game-over");
        assert!(m.bot_action(seat, dice::BotLevel::Hard).is_err());
        assert!(!m.can_undo(seat));
    }
    // The engine says the same without the match around it.
    let mut g = m.state().clone();
    for a in [place(0, 1), goals(&[1; 8])] {
        let e = g.apply(0, &a).unwrap_err();
        assert_eq!(e, GameError::game_over());
    }
    assert_eq!(&g, m.state());
}

#[test]
fn actions_from_json_must_have_the_right_shape() {
    let ok: Action = serde_json::from_str(r#"{"type":"place","lot":3,"height":2}"#).unwrap();
    assert_eq!(ok, place(3, 2));
    let ok: Action = serde_json::from_str(r#"{"type":"goals","codes":[1,2,3,4]}"#).unwrap();
    assert_eq!(ok, goals(&[1, 2, 3, 4]));
    for junk in [
        r#"{"type":"place","lot":3}"#,
        r#"{"type":"place","lot":-1,"height":2}"#,
        r#"{"type":"place","lot":3,"height":2,"extra":1}"#,
        r#"{"type":"build","lot":3,"height":2}"#,
        r#"{"type":"goals","codes":[1,2,"3",4]}"#,
        r#"{"lot":3,"height":2}"#,
    ] {
        assert!(serde_json::from_str::<Action>(junk).is_err(), "{junk}");
    }
}
