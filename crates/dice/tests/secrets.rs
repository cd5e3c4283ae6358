//! The secrets suite (`conformance::secrets`) catches a leak on every channel,
//! and the conformance suite catches an engine whose refusal changes the
//! position. Shown on a small game made for it, Guess, in one honest and six
//! leaky or faulty versions.
//!
//! Guess: a die (1–3) is rolled for all to see; then every seat picks a number
//! from 1 to 3 in secret, in any order; once all have picked the picks are
//! shown. A pick nobody else made scores 1, and one matching the die 1 more.

use dice::conformance::{self, Plan};
use dice::{
    BotLevel, ChanceOutcome, DiceRng, Game, GameError, GameInfo, GameResult, Match, Seat,
    SeatScore, Seed, Seeded,
};
use serde::Serialize;

/// Which channel a version leaks on.
const HONEST: u8 = 0;
/// Every viewer is shown every pick in the events.
const EVENTS: u8 = 1;
/// A question answers with every seat's pick.
const QUERY: u8 = 2;
/// A refusal names another seat's pick.
const REFUSAL: u8 = 3;
/// The game says it hides nothing, so a preview gives the result a last pick
/// would end the game with, which tells the others' picks.
const PREVIEW: u8 = 4;
/// A refused pick still counts a try (the position changes).
const MUTATES: u8 = 5;
/// A seat may pick only what nobody picked yet: legality tells the others' picks.
const LEGALITY: u8 = 6;
/// Filters its events but says it does not (so the JS facade would not ask).
const UNDECLARED: u8 = 7;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
    }
}

impl Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Action("action") {
        "pick" => Pick { n: u8 },
    }
}

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Query("query") {
        /// The asking seat's own pick.
        "mine" => Mine,
        /// Every seat's pick (leaks in the QUERY version).
        "picks" => Picks,
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Event {
    Rolled(u8),
    /// `n` only for the seat that picked (see `events_for`).
    Picked {
        seat: Seat,
        n: Option<u8>,
    },
    Shown(Vec<u8>),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    seat: Option<Seat>,
    die: Option<u8>,
    picked: Vec<bool>,
    mine: Option<u8>,
    /// Every pick, once all are made.
    shown: Option<Vec<u8>>,
    to_act: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Guess<const LEAK: u8> {
    die: Option<u8>,
    picks: Vec<Option<u8>>,
    tries: u32,
}

impl<const LEAK: u8> Guess<LEAK> {
    fn done(&self) -> bool {
        self.picks.iter().all(Option::is_some)
    }
}

impl<const LEAK: u8> Game for Guess<LEAK> {
    type Config = Config;
    type Action = Action;
    type Chance = u8;
    type Event = Event;
    type View = View;
    type Query = Query;
    type Answer = Vec<Option<u8>>;

    const INFO: GameInfo = GameInfo {
        id: "guess",
        name: "Guess",
        min_players: 2,
        max_players: 3,
        simultaneous: true,
        hidden_information: LEAK != PREVIEW,
        chance: true,
        dice: true,
        cards: false,
        cooperative: false,
        solo: false,
    };

    fn new(c: &Config) -> Result<Self, GameError> {
        if !(2..=3).contains(&c.players) {
            return Err(GameError::config("2 or 3 players"));
        }
        Ok(Guess {
            die: None,
            picks: vec![None; c.players as usize],
            tries: 0,
        })
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config {
            players,
            seed: Seed(seed),
        }
    }

    fn players(&self) -> u8 {
        self.picks.len() as u8
    }

    fn chance(&self) -> Option<Vec<ChanceOutcome<u8>>> {
        self.die.is_none().then(|| {
            (1..=3)
                .map(|outcome| ChanceOutcome { outcome, weight: 1 })
                .collect()
        })
    }

    fn apply_chance(&mut self, n: &u8) -> Result<Vec<Event>, GameError> {
        if self.die.is_some() || !(1..=3).contains(n) {
            return Err(GameError::illegal("no such roll now"));
        }
        self.die = Some(*n);
        Ok(vec![Event::Rolled(*n)])
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.die.is_none() {
            return Vec::new();
        }
        (0..self.players())
            .filter(|&s| self.picks[s as usize].is_none())
            .collect()
    }

    fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        if !self.to_act().contains(&seat) {
            return Some(Vec::new());
        }
        let taken = |n: u8| LEAK == LEGALITY && self.picks.contains(&Some(n));
        Some(
            (1..=3)
                .filter(|&n| !taken(n))
                .map(|n| Action::Pick { n })
                .collect(),
        )
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        let Action::Pick { n } = *action;
        if LEAK == MUTATES {
            self.tries += 1; // before the checks: a refusal leaves a trace
        }
        if self.die.is_none() || seat >= self.players() {
            return Err(GameError::illegal("not now"));
        }
        if self.picks[seat as usize].is_some() {
            let mut why = format!("seat {seat} has picked already");
            if LEAK == REFUSAL {
                let others: Vec<_> = self.picks.iter().flatten().collect();
                why += &format!(" (picks so far: {others:?})");
            }
            return Err(GameError::illegal(why));
        }
        if !(1..=3).contains(&n) || (LEAK == LEGALITY && self.picks.contains(&Some(n))) {
            return Err(GameError::illegal(format!("{n} cannot be picked")));
        }
        self.picks[seat as usize] = Some(n);
        let mut events = vec![Event::Picked { seat, n: Some(n) }];
        if self.done() {
            events.push(Event::Shown(self.picks.iter().flatten().copied().collect()));
        }
        Ok(events)
    }

    const SECRET_EVENTS: bool = LEAK != UNDECLARED;

    fn events_for(viewer: Option<Seat>, events: &mut Vec<Event>) {
        if LEAK == EVENTS {
            return;
        }
        for e in events {
            if let Event::Picked { seat, n } = e {
                if viewer != Some(*seat) {
                    *n = None;
                }
            }
        }
    }

    fn query(&self, seat: Option<Seat>, q: &Query) -> Result<Vec<Option<u8>>, GameError> {
        match q {
            Query::Mine => Ok(vec![seat.and_then(|s| self.picks[s as usize])]),
            Query::Picks if LEAK == QUERY || self.done() => Ok(self.picks.clone()),
            Query::Picks => Err(GameError::illegal("the picks are shown once all are made")),
        }
    }

    fn sample_queries(_view: &View, _rng: &mut DiceRng) -> Vec<Query> {
        vec![Query::Mine, Query::Picks]
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View {
            seat,
            die: self.die,
            picked: self.picks.iter().map(Option::is_some).collect(),
            mine: seat.and_then(|s| self.picks[s as usize]),
            shown: self
                .done()
                .then(|| self.picks.iter().flatten().copied().collect()),
            to_act: self.to_act(),
        }
    }

    fn result(&self) -> Option<GameResult> {
        if !self.done() {
            return None;
        }
        let picks: Vec<u8> = self.picks.iter().flatten().copied().collect();
        let scores = picks
            .iter()
            .enumerate()
            .map(|(s, &n)| SeatScore {
                seat: s as Seat,
                total: (picks.iter().filter(|&&m| m == n).count() == 1) as i32
                    + (Some(n) == self.die) as i32,
                lines: vec![],
            })
            .collect();
        Some(GameResult::by_highest_total(scores))
    }

    fn bot_action(
        view: &View,
        seat: Seat,
        _level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Action, GameError> {
        if !view.to_act.contains(&seat) {
            return Err(GameError::illegal("not this seat's turn"));
        }
        Ok(Action::Pick {
            n: 1 + rng.below(3) as u8,
        })
    }
}

fn secrets<const LEAK: u8>() -> Result<conformance::Channels, String> {
    conformance::secrets::<Guess<LEAK>>(40, 3).map_err(|e| e.to_string())
}

#[test]
fn the_honest_guess_keeps_its_secrets_on_every_channel() {
    conformance::run::<Guess<HONEST>>(Plan::quick(20, 1)).unwrap();
    conformance::secrecy::<Guess<HONEST>>(20, 2).unwrap();
    let n = secrets::<HONEST>().unwrap();
    assert!(
        n.hidden > 10 && n.queries > 0 && n.events > 0 && n.refusals > 0 && n.previews > 0,
        "{n:?}"
    );
}

#[test]
fn a_leak_on_any_channel_is_found_and_named() {
    for (e, want) in [
        (secrets::<EVENTS>(), "events differ"),
        (secrets::<QUERY>(), "the answer to Picks differs"),
        (secrets::<REFUSAL>(), "picked already (picks so far"),
        (secrets::<PREVIEW>(), "the preview of Pick"),
        (secrets::<LEGALITY>(), "what it may do differs"),
        (secrets::<UNDECLARED>(), "but SECRET_EVENTS is false"),
    ] {
        let e = e.expect_err(want);
        assert!(e.contains(want), "wanted {want:?}: {e}");
    }
}

#[test]
fn an_engine_whose_refusal_changes_the_position_fails_the_conformance_suite() {
    let e = conformance::run::<Guess<MUTATES>>(Plan::quick(20, 1)).unwrap_err();
    let e = e.to_string();
    assert!(e.contains("refused") && e.contains("changed the"), "{e}");
}

#[test]
fn a_preview_gives_no_result_where_seats_keep_secrets() {
    // Seat 0 has picked; seat 1's pick would end the game.
    let mut m = Match::<Guess<HONEST>>::new(Guess::<HONEST>::default_config(2, 9)).unwrap();
    m.apply(0, Action::Pick { n: 2 }).unwrap();
    let p = m.preview(1, Action::Pick { n: 2 }).unwrap();
    assert!(p.over && p.result.is_none(), "{p:?}");
    let mut m = Match::<Guess<PREVIEW>>::new(Guess::<PREVIEW>::default_config(2, 9)).unwrap();
    m.apply(0, Action::Pick { n: 2 }).unwrap();
    assert!(m
        .preview(1, Action::Pick { n: 2 })
        .unwrap()
        .result
        .is_some());
}

#[test]
fn a_seat_is_shown_its_own_pick_and_nobody_elses() {
    let mut m = Match::<Guess<HONEST>>::new(Guess::<HONEST>::default_config(3, 9)).unwrap();
    let events = m.apply(1, Action::Pick { n: 3 }).unwrap();
    let shown = |viewer| {
        let mut e = events.clone();
        Guess::<HONEST>::events_for(viewer, &mut e);
        e
    };
    let mine = Event::Picked {
        seat: 1,
        n: Some(3),
    };
    let theirs = Event::Picked { seat: 1, n: None };
    assert_eq!(shown(Some(1)), vec![mine]);
    assert_eq!(shown(Some(0)), vec![theirs.clone()]);
    assert_eq!(shown(None), vec![theirs]);
}
