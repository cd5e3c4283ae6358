//! The chance machinery on a tiny test game, Pig: on your turn roll a die as often
//! as you like, adding it to the turn's total, and bank the total when you hold; a
//! 1 loses the turn's total. First to the target wins. Every roll is a chance entry.

use dice::conformance::{self, Plan};
use dice::wire::{self, Fields, FromValue, Value};
use dice::{
    BotLevel, ChanceOutcome, DiceRng, Entry, Game, GameError, GameInfo, GameResult, Match, NoQuery,
    Seat, SeatScore, Seed, Seeded,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Config {
    players: u8,
    seed: Seed,
    target: u32,
}

impl FromValue for Config {
    fn from_value(v: Value) -> Result<Config, String> {
        let mut f = Fields::of(v)?;
        let c = Config {
            players: wire::byte(f.need("players")?)?,
            seed: f.seed()?,
            target: wire::int(f.need("target")?)?
                .try_into()
                .map_err(|_| "target: too large".to_string())?,
        };
        f.done()?;
        Ok(c)
    }
}

impl Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "type")]
enum Action {
    Roll,
    Hold,
}

impl FromValue for Action {
    fn from_value(v: Value) -> Result<Action, String> {
        let mut f = Fields::of(v)?;
        let kind = wire::string(f.need("type")?)?;
        f.done()?;
        match kind.as_str() {
            "roll" => Ok(Action::Roll),
            "hold" => Ok(Action::Hold),
            k => Err(format!("unknown action \"{k}\"")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Pig {
    target: u32,
    banked: Vec<u32>,
    turn: Seat,
    total: u32,
    rolling: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
struct View {
    banked: Vec<u32>,
    turn: Seat,
    total: u32,
    target: u32,
    to_act: Vec<Seat>,
}

/// The die's faces, equally likely: public knowledge, so a bot may weigh them.
fn die() -> Vec<ChanceOutcome<u8>> {
    (1..=6)
        .map(|outcome| ChanceOutcome { outcome, weight: 1 })
        .collect()
}

impl Pig {
    fn over(&self) -> bool {
        self.banked.iter().any(|b| *b >= self.target)
    }
}

impl Game for Pig {
    type Config = Config;
    type Action = Action;
    type Chance = u8;
    type Event = String;
    type View = View;
    type Query = NoQuery;
    type Answer = NoQuery;

    const INFO: GameInfo = GameInfo {
        id: "pig",
        name: "Pig",
        min_players: 1,
        max_players: 3,
        simultaneous: false,
        hidden_information: false,
        chance: true,
        cooperative: false,
        solo: true,
    };

    fn new(c: &Config) -> Result<Self, GameError> {
        if !(1..=3).contains(&c.players) || c.target == 0 {
            return Err(GameError::config("1–3 players and a positive target"));
        }
        Ok(Pig {
            target: c.target,
            banked: vec![0; c.players as usize],
            turn: 0,
            total: 0,
            rolling: false,
        })
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config {
            players,
            seed: Seed(seed),
            target: 20,
        }
    }

    fn players(&self) -> u8 {
        self.banked.len() as u8
    }

    fn chance(&self) -> Option<Vec<ChanceOutcome<u8>>> {
        self.rolling.then(die)
    }

    fn apply_chance(&mut self, face: &u8) -> Result<Vec<String>, GameError> {
        if !self.rolling || !(1..=6).contains(face) {
            return Err(GameError::illegal("no such roll now"));
        }
        self.rolling = false;
        if *face == 1 {
            self.total = 0;
            self.turn = (self.turn + 1) % self.players();
        } else {
            self.total += *face as u32;
        }
        Ok(vec![format!("rolled {face}")])
    }

    fn describe_chance(face: &u8) -> String {
        format!("rolled {face}")
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.over() || self.rolling {
            vec![]
        } else {
            vec![self.turn]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        Some(if self.to_act().contains(&seat) {
            vec![Action::Roll, Action::Hold]
        } else {
            vec![]
        })
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<String>, GameError> {
        if !self.to_act().contains(&seat) {
            return Err(GameError::illegal("not your turn"));
        }
        match action {
            Action::Roll => self.rolling = true,
            Action::Hold => {
                self.banked[seat as usize] += self.total;
                self.total = 0;
                if !self.over() {
                    self.turn = (self.turn + 1) % self.players();
                }
            }
        }
        Ok(vec![])
    }

    fn view(&self, _seat: Option<Seat>) -> View {
        View {
            banked: self.banked.clone(),
            turn: self.turn,
            total: self.total,
            target: self.target,
            to_act: self.to_act(),
        }
    }

    fn result(&self) -> Option<GameResult> {
        if !self.over() {
            return None;
        }
        let scores = self
            .banked
            .iter()
            .enumerate()
            .map(|(s, b)| SeatScore {
                seat: s as Seat,
                total: *b as i32,
                lines: vec![],
            })
            .collect();
        Some(GameResult::by_highest_total(scores))
    }

    fn may_undo(&self, _seat: Seat, _last: &Action) -> bool {
        true
    }

    /// Rolls while the expected gain of a roll beats the expected loss, reading
    /// the die's distribution (hold at 20 for "hard").
    fn bot_action(
        view: &View,
        _seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Action, GameError> {
        let faces = die();
        let total_weight: u64 = faces.iter().map(|f| f.weight).sum();
        let gain: u64 = faces
            .iter()
            .filter(|f| f.outcome != 1)
            .map(|f| f.weight * f.outcome as u64)
            .sum();
        let bust: u64 = faces
            .iter()
            .filter(|f| f.outcome == 1)
            .map(|f| f.weight)
            .sum();
        let roll = match level {
            BotLevel::Easy => rng.below(2) == 0,
            _ => gain > bust * view.total as u64 && view.total < total_weight as u32 * 4,
        };
        Ok(if roll || view.total == 0 {
            Action::Roll
        } else {
            Action::Hold
        })
    }
}

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
