//! The match record for Cityscape: saves that load back exactly, damaged saves that
//! are refused cleanly, and undo within the rules.

use cityscape::{Action, Cityscape, Config, Phase};
use dice::{
    BotLevel, Entry, EntryRecord, GameError, Match, SaveFault, SaveFile, Seat, SAVE_FORMAT,
    SAVE_FORMAT_V1,
};

type M = Match<Cityscape>;
/// Format 1 saves (`[[seat, action], …]`): easy to edit here, and old saves must
/// keep loading.
type Save = SaveFile<Config, (Seat, Action)>;
type SaveV2 = SaveFile<Config, EntryRecord<Action, dice::NoQuery>>;

/// A match written as a format 1 save, as the first version of the page did.
fn to_v1(m: &M) -> Save {
    let s = m.to_save();
    SaveFile {
        format: SAVE_FORMAT_V1.to_string(),
        game: s.game,
        config: s.config,
        entered: false,
        moves: m
            .history()
            .iter()
            .map(|e| match e {
                Entry::Act(seat, a) => (*seat, a.clone()),
                Entry::Chance(c) => match *c {},
            })
            .collect(),
        hash: s.hash,
    }
}

fn place(lot: u8, height: u8) -> Action {
    Action::Place { lot, height }
}

fn goals(codes: &[u8]) -> Action {
    Action::Goals {
        codes: codes.to_vec(),
    }
}

/// Reads save text with serde_json: unreadable JSON is a bad save too.
fn load(text: &str) -> Result<M, GameError> {
    let unreadable = |e: serde_json::Error| GameError::save(format!("not a readable save: {e}"));
    if text.contains(SAVE_FORMAT_V1) {
        M::from_save_v1(serde_json::from_str::<Save>(text).map_err(unreadable)?)
    } else {
        M::from_save(serde_json::from_str::<SaveV2>(text).map_err(unreadable)?)
    }
}

/// Reads save text with the codec the page uses (`dice::json`).
fn load_dice(text: &str) -> Result<M, GameError> {
    M::load_text(text)
}

fn save_text(m: &M) -> String {
    serde_json::to_string(&m.to_save()).unwrap()
}

/// Plays `n` actions with the easy bot (goals and placements alike).
fn play(m: &mut M, n: usize) {
    for _ in 0..n {
        let Some(&seat) = m.to_act().first() else {
            return;
        };
        let a = m.bot_action(seat, BotLevel::Easy).unwrap();
        m.apply(seat, a).unwrap();
    }
}

fn game(players: u8, rounds: u8, actions: usize) -> M {
    let mut m = M::new(Config::new(players, 11).with_rounds(rounds)).unwrap();
    play(&mut m, actions);
    m
}

/// Into building, with goals set and nothing placed yet.
fn building(players: u8) -> M {
    let m = game(players, 2, players as usize);
    assert_eq!(m.state().phase(), Phase::Building);
    m
}

/// Both codecs refuse `text` as a bad save whose message says `why`.
#[track_caller]
fn bad_save(text: &str, why: &str) {
    for (codec, loaded) in [("serde_json", load(text)), ("dice::json", load_dice(text))] {
        match loaded {
            Err(GameError::Save(msg)) => {
                assert!(msg.contains(why), "{codec}: {msg:?} should say {why:?}")
            }
            other => panic!(
                "{codec}: expected a save error saying {why:?}, got {:?}",
                other.map(|m| m.state_hash_hex())
            ),
        }
    }
}

// ---------------------------------------------------------------- saves

#[test]
fn a_save_loads_back_to_the_same_state() {
    for (players, actions) in [
        (2, 0),
        (2, 1),
        (3, 3),
        (3, 20),
        (4, 29),
        (4, 33),
        (2, 200),
        (3, 500),
    ] {
        let m = game(players, 2, actions);
        let text = save_text(&m);
        let back = load(&text).unwrap_or_else(|e| panic!("{players}p after {actions}: {e}"));
        assert_eq!(back.state_hash(), m.state_hash());
        assert_eq!(back.history(), m.history());
        assert_eq!(back.config(), m.config());
        assert_eq!(back.view(Some(0)).unwrap(), m.view(Some(0)).unwrap());
        assert_eq!(save_text(&back), text, "saving again gives the same text");
        // The page's codec writes the same text and reads it back alike.
        let page = dice::json::to_string(&m.to_save()).unwrap();
        assert_eq!(page, text);
        assert_eq!(load_dice(&page).unwrap().state_hash(), m.state_hash());
    }
    assert!(game(2, 2, 500).is_over());
}

#[test]
fn a_save_names_its_format_game_and_checksum() {
    let m = game(3, 1, 5);
    let v: serde_json::Value = serde_json::from_str(&save_text(&m)).unwrap();
    assert_eq!(v["format"], SAVE_FORMAT);
    assert_eq!(v["game"], "cityscape");
    assert_eq!(v["config"]["players"], 3);
    assert_eq!(v["moves"].as_array().unwrap().len(), 5);
    assert_eq!(v["hash"], m.state_hash_hex());
}

#[test]
fn a_truncated_save_is_refused() {
    let text = save_text(&game(2, 1, 12));
    for cut in (0..text.len() - 1).step_by(7) {
        bad_save(&text[..cut], "not a readable");
    }
    bad_save("", "not a readable");
    bad_save("null", "not a readable");
    bad_save("[]", "not a readable");
}

/// A refused save names its kind of failure ([`SaveFault`]), which the page words for a
/// player: cut short, not JSON, no save, another game's, another format, or changed.
#[test]
fn a_refused_save_names_its_kind_of_failure() {
    let m = game(2, 1, 12);
    let text = save_text(&m);
    // refused, and of this kind
    let fault = |t: &str| {
        assert!(load_dice(t).is_err(), "{t} loaded");
        M::fault_of(t)
    };
    for cut in 0..text.len() {
        assert_eq!(fault(&text[..cut]), SaveFault::CutShort, "cut at {cut}");
    }
    for t in ["hello", "{\"game\": cityscape}", "<html>", "{}}"] {
        assert_eq!(fault(t), SaveFault::NotJson, "{t}");
    }
    for t in ["null", "[]", "{}", "{\"game\": \"cityscape\"}"] {
        assert_eq!(fault(t), SaveFault::NotASave, "{t}");
    }
    let other = text.replacen("\"game\":\"cityscape\"", "\"game\":\"skyline\"", 1);
    assert_ne!(other, text);
    assert_eq!(fault(&other), SaveFault::OtherGame);
    let format = text.replacen(SAVE_FORMAT, "skyline-table/99", 1);
    assert_eq!(fault(&format), SaveFault::Format);
    let mut save = m.to_save();
    save.hash = format!("{:016x}", m.state_hash() ^ 1);
    assert_eq!(
        fault(&serde_json::to_string(&save).unwrap()),
        SaveFault::Changed
    );
    assert_eq!(SaveFault::CutShort.code(), "cut-short");
}

#[test]
fn an_edited_hash_is_refused() {
    let m = game(2, 1, 12);
    let mut save = m.to_save();
    save.hash = format!("{:016x}", m.state_hash() ^ 1);
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
    save.hash = "not a hash".into();
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
}

#[test]
fn edited_moves_are_refused() {
    let m = game(2, 1, 12);
    let original = to_v1(&m);
    // A legal move swapped for another legal one: it replays, the checksum fails.
    let mut save = original.clone();
    let last = save.moves.len() - 1;
    let (seat, Action::Place { lot, height }) = save.moves[last].clone() else {
        panic!("a placement")
    };
    save.moves[last] = (seat, place((lot + 1) % 16, height));
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
    // An illegal move: the replay names it.
    let mut save = original.clone();
    save.moves[5] = (save.moves[5].0, place(16, 1));
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "entry 6 does not replay: no-such-lot",
    );
    // A move by the wrong seat.
    let mut save = original.clone();
    save.moves[4].0 = (save.moves[4].0 + 1) % 2;
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "entry 5 does not replay",
    );
    // A seat that does not exist.
    let mut save = original.clone();
    save.moves[0].0 = 7;
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "entry 1 does not replay: there is no seat 7",
    );
    // A move dropped, a move added.
    let mut save = original.clone();
    save.moves.pop();
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
    let mut save = original.clone();
    save.moves.push((0, place(0, 1)));
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
    // Goals changed after the fact change the final state too.
    let mut save = original;
    save.moves[0].1 = goals(&[6; 8]);
    assert_ne!(original_codes(&m), vec![6; 8]);
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
}

fn original_codes(m: &M) -> Vec<u8> {
    match &m.history()[0] {
        Entry::Act(_, Action::Goals { codes }) => codes.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_edited_config_is_refused() {
    let m = game(3, 2, 10);
    let mut save = m.to_save();
    save.config.players = 9;
    bad_save(&serde_json::to_string(&save).unwrap(), "2 to 4 players");
    let mut save = m.to_save();
    save.config.rounds = Some(0);
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "rounds must be 1 to 12",
    );
    let mut save = m.to_save();
    save.config.players = 4;
    bad_save(&serde_json::to_string(&save).unwrap(), "does not replay");
    let mut save = m.to_save();
    save.config.rounds = Some(5);
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "does not match its checksum",
    );
}

#[test]
fn a_save_for_another_game_or_format_is_refused() {
    let m = game(2, 1, 6);
    let mut save = m.to_save();
    save.game = "skyline".into();
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "this save is for \"skyline\", not \"cityscape\"",
    );
    let mut save = m.to_save();
    save.format = "skyline-table/0".into();
    bad_save(
        &serde_json::to_string(&save).unwrap(),
        "unknown save format \"skyline-table/0\"",
    );
}

#[test]
fn edited_json_is_refused() {
    let text = save_text(&game(2, 1, 14));
    let edits = [
        ("\"format\"", "\"formats\""),
        ("\"moves\":[", "\"moves\":{"),
        ("\"type\":\"place\"", "\"type\":\"pass\""),
        ("\"players\":2", "\"players\":\"two\""),
        ("\"players\":2", "\"players\":2,\"cheat\":true"),
        ("\"hash\":", "\"extra\":1,\"hash\":"),
        ("\"lot\":", "\"lot\":-1"),
    ];
    for (from, to) in edits {
        assert!(text.contains(from), "{from}");
        bad_save(&text.replacen(from, to, 1), "not a readable");
    }
}

/// Every one-character change of a save either loads to the state its checksum
/// names or is refused as a bad save; nothing panics.
#[test]
fn no_damage_to_a_save_makes_loading_panic() {
    let m = game(2, 1, 20);
    let text = save_text(&m);
    let bytes = text.as_bytes();
    for i in 0..bytes.len() {
        for c in [b'0', b'9', b'"', b'}', b'x'] {
            if bytes[i] == c {
                continue;
            }
            let mut b = bytes.to_vec();
            b[i] = c;
            let Ok(t) = String::from_utf8(b) else {
                continue;
            };
            for (codec, loaded) in [("serde_json", load(&t)), ("dice::json", load_dice(&t))] {
                match loaded {
                    Ok(back) => assert!(t.contains(&back.state_hash_hex()), "{codec}"),
                    Err(e) => assert!(matches!(e, GameError::Save(_)), "{codec}: {e:?}"),
                }
            }
        }
    }
}

// ---------------------------------------------------------------- undo

#[test]
fn a_player_may_take_back_their_own_last_placement() {
    let mut m = building(3);
    let builder = m.to_act()[0];
    let before = m.state_hash();
    let view = m.view(Some(builder)).unwrap();
    m.apply(builder, place(6, 4)).unwrap();
    assert!(m.can_undo(builder));
    for other in (0..3).filter(|s| *s != builder) {
        assert!(!m.can_undo(other), "only the player who placed");
        assert!(m.undo(other).is_err());
    }
    m.undo(builder).unwrap();
    assert_eq!(m.state_hash(), before, "undo restores the state exactly");
    assert_eq!(m.view(Some(builder)).unwrap(), view);
    assert_eq!(m.to_act(), vec![builder]);
    // And the player may place again, differently.
    m.apply(builder, place(1, 1)).unwrap();
    assert_eq!(m.view(None).unwrap().heights[1], 1);
}

#[test]
fn undo_restores_the_state_hash_throughout_a_round() {
    let mut m = building(2);
    let mut steps = 0;
    while m.state().phase() == Phase::Building {
        let seat = m.to_act()[0];
        let before = m.state_hash();
        let a = m.bot_action(seat, BotLevel::Easy).unwrap();
        m.apply(seat, a.clone()).unwrap();
        if m.state().phase() != Phase::Building {
            break;
        }
        let after = m.state_hash();
        m.undo(seat).unwrap();
        assert_eq!(m.state_hash(), before, "step {steps}");
        m.apply(seat, a).unwrap();
        assert_eq!(m.state_hash(), after);
        steps += 1;
    }
    assert_eq!(
        steps, 24,
        "every placement but the last could be taken back"
    );
}

#[test]
fn no_undo_after_another_seat_has_acted() {
    let mut m = building(2);
    let first = m.to_act()[0];
    let second = 1 - first;
    m.apply(first, place(0, 1)).unwrap();
    m.apply(second, place(1, 1)).unwrap();
    assert!(!m.can_undo(first));
    let before = m.state_hash();
    let e = m.undo(first).unwrap_err();
    assert!(
        e.message()
            .contains(&format!("seat {first} has nothing to take back now")),
        "{e}"
    );
    assert_eq!(m.state_hash(), before);
    assert!(m.can_undo(second));
}

#[test]
fn goals_stand_once_the_last_seat_has_locked_theirs() {
    let mut m = game(3, 1, 0);
    m.apply(1, goals(&[1, 2, 3, 4])).unwrap();
    // While the goal phase lasts a seat may take its goals back (and set others).
    assert!(m.can_undo(1));
    m.apply(2, goals(&[1, 1, 1, 1])).unwrap();
    assert!(!m.can_undo(1), "not over another seat's goals");
    m.apply(0, goals(&[2, 2, 2, 2])).unwrap();
    // The last lock ends the phase: no seat may take its goals back now.
    for seat in 0..3 {
        assert!(!m.can_undo(seat));
    }
    let before = m.state_hash();
    assert!(m.undo(0).is_err());
    assert_eq!(m.state_hash(), before);
    assert_eq!(m.view(Some(1)).unwrap().my_goals[0].codes, vec![1, 2, 3, 4]);
    // Nor by undoing the first placement twice over the goals before it.
    m.apply(0, place(3, 3)).unwrap();
    m.undo(0).unwrap();
    assert!(!m.can_undo(0), "the goals before the placement stay");
    assert!(m.undo(0).is_err());
    assert_eq!(m.state().phase(), Phase::Building);
}

#[test]
fn the_placement_that_ends_a_round_cannot_be_taken_back() {
    for rounds in [1, 2] {
        let mut m = M::new(Config::new(2, 11).with_rounds(rounds)).unwrap();
        play(&mut m, 2 + 24);
        let last: Seat = m.to_act()[0];
        assert!(m.view(None).unwrap().history.is_empty());
        play(&mut m, 1);
        assert_eq!(
            m.view(None).unwrap().history.len(),
            1,
            "goals were revealed"
        );
        assert!(!m.can_undo(last));
        let before = m.state_hash();
        assert!(m.undo(last).is_err());
        assert_eq!(m.state_hash(), before);
        assert_eq!(m.is_over(), rounds == 1);
    }
}

#[test]
fn a_bot_acts_the_same_on_a_loaded_save() {
    let m = game(2, 2, 9);
    let back = load(&save_text(&m)).unwrap();
    let seat = m.to_act()[0];
    for level in [BotLevel::Easy, BotLevel::Normal] {
        assert_eq!(
            m.bot_action(seat, level).unwrap(),
            back.bot_action(seat, level).unwrap()
        );
    }
}
