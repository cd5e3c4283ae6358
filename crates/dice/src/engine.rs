//! The engine interface every game implements, shaped by what all four games need.
//!
//! A game is rules plus a config; a value of a `Game` type is one position (a node,
//! in OpenSpiel's words). Engines are pure and deterministic: the same config and
//! history give the same position on every platform. Undo, replay, chance draws
//! and saves live once, in [`crate::record::Match`].
//!
//! Three kinds of node:
//! - **chance**: [`Game::chance`] lists the outcomes and their weights; the match
//!   draws one with its seeded RNG (or a test forces one) and calls
//!   [`Game::apply_chance`]. No seat acts at a chance node (`to_act` is empty).
//! - **decision**: [`Game::to_act`] names the seats that may act (several while
//!   choices are simultaneous).
//! - **terminal**: no chance and nobody to act; [`Game::result`] is set.
//!
//! Hidden information is safe by construction for bots: a bot is an associated
//! function of the seat's [`Game::View`] (it never sees the position), and the
//! match seeds its dice from that view. Every other channel a seat reads (query
//! answers, events, refusal reasons, previews) must reveal no more than its view:
//! [`crate::conformance::secrets`] checks them.

use crate::bot::BotLevel;
use crate::error::GameError;
use crate::rng::DiceRng;
use crate::score::GameResult;
use crate::seat::Seat;
use crate::wire::FromValue;
use crate::MaybeTs;
use serde::de::DeserializeOwned;
use serde::{Serialize, Serializer};
use std::fmt::Debug;
use std::hash::Hash;

/// What the shell needs to know about a game without guessing from its wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    /// Several seats may have to decide at once (goal setting, a shared roll).
    pub simultaneous: bool,
    /// A seat's view lacks things other seats know (secret goals, a hand of cards):
    /// hot-seat play needs a hand-over screen.
    pub hidden_information: bool,
    /// Dice rolls or card draws happen (chance entries in the history).
    pub chance: bool,
    /// What chance deals, for the page to name it ("the same dice", "your own
    /// cards"): dice are rolled, cards are drawn. Neither when `chance` is false.
    pub dice: bool,
    pub cards: bool,
    /// Everyone wins or loses together (a team result).
    pub cooperative: bool,
    /// Playable by one person alone (a solo result).
    pub solo: bool,
}

/// One outcome a chance node may produce, with its weight (a positive whole
/// number; probabilities are weight / sum of weights).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
pub struct ChanceOutcome<C> {
    pub outcome: C,
    pub weight: u64,
}

/// For games that answer no questions: a type with no values, so no query can
/// ever be read and none answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoQuery {}

impl crate::wire::FromValue for NoQuery {
    fn from_value(_: crate::wire::Value) -> Result<Self, String> {
        Err("this game answers no questions".into())
    }
}
crate::serde_via_value!(NoQuery);

impl Serialize for NoQuery {
    fn serialize<S: Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
        match *self {}
    }
}

/// The seed in a config, for the match's chance draws and bot salt.
pub trait Seeded {
    fn seed(&self) -> u32;
}

/// One game's rules. Every bound a game must meet is stated here: the match, the
/// catalog, the facade and the test suites ask for nothing more.
pub trait Game: Clone + Hash + Sized + 'static {
    /// Players, seed and the game's options. Checked by [`Game::new`].
    type Config: Clone + Debug + Serialize + DeserializeOwned + FromValue + Seeded + MaybeTs;
    /// One decision by one seat. Small values: they cross into JS on every move.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + FromValue + MaybeTs;
    /// One outcome of chance: a roll, a card drawn. Recorded in the history.
    type Chance: Clone + Debug + PartialEq + Serialize + DeserializeOwned + FromValue + MaybeTs;
    /// What happened, for the page to animate and log.
    type Event: Clone + Debug + Serialize + MaybeTs;
    /// What one seat (or the public) may see. Bots decide from this alone; the
    /// secrecy suite compares views.
    type View: Clone + Debug + PartialEq + Serialize + MaybeTs;
    /// Typed questions the page may ask ("which footprints fit here?"), so that
    /// it never decides a rule itself; [`NoQuery`] when there are none.
    type Query: Clone + Debug + DeserializeOwned + FromValue + MaybeTs;
    type Answer: Serialize + MaybeTs;

    const INFO: GameInfo;

    /// The oldest save format this game's saves were ever written in: they all
    /// still load. 2 by default; 1 (before chance entries) for a game that was
    /// saved before them (Cityscape). The readers of formats older than a game's
    /// are left out of its wasm module.
    const OLDEST_SAVE_FORMAT: u8 = 2;

    fn new(config: &Self::Config) -> Result<Self, GameError>;

    /// The default options for a player count and seed (tests, tools, benchmarks).
    fn default_config(players: u8, seed: u32) -> Self::Config;

    /// A random valid config (player count and options) for the conformance suite.
    fn random_config(rng: &mut DiceRng) -> Self::Config {
        let span = (Self::INFO.max_players - Self::INFO.min_players) as u64 + 1;
        let players = Self::INFO.min_players + rng.below(span.min(4)) as u8;
        Self::default_config(players, rng.next_u64() as u32)
    }

    fn players(&self) -> u8;

    /// `Some` when chance acts now: every possible outcome with a positive weight.
    /// `None` at decision and terminal nodes.
    fn chance(&self) -> Option<Vec<ChanceOutcome<Self::Chance>>> {
        None
    }

    /// Applies a chance outcome; an outcome that is not possible now is an error
    /// and changes nothing (the match checks the outcome against [`Game::chance`]
    /// first, and the conformance suite checks the promise too).
    fn apply_chance(&mut self, outcome: &Self::Chance) -> Result<Vec<Self::Event>, GameError> {
        let _ = outcome;
        Err(GameError::illegal("chance does not act now"))
    }

    /// How a chance outcome reads in a log, for developers and tools ("rolled 6, 6, 1");
    /// none by default: the page words outcomes itself (a view's `describeChance`).
    fn describe_chance(outcome: &Self::Chance) -> String {
        let _ = outcome;
        String::new()
    }

    /// What the table sees come up, one item a die or a card ("6", "6", "1"), in
    /// any order: a page that lets people enter their own roll builds the
    /// outcome from these. One item, the description, by default.
    fn chance_parts(outcome: &Self::Chance) -> Vec<String> {
        vec![Self::describe_chance(outcome)]
    }

    /// The seats that may act now (several while choices are simultaneous);
    /// empty at chance nodes and once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// May `seat` act now? The seats in [`Game::to_act`] by default. A game may
    /// let a seat that is not awaited act too: in Cityscape a seat that has
    /// locked its goals may change them until the last seat locks theirs (as at
    /// the table, where a die can be turned again until everyone is done).
    fn may_act(&self, seat: Seat) -> bool {
        self.to_act().contains(&seat)
    }

    /// Every legal action for `seat`, or `None` where they are too many to list
    /// (then [`Game::check`] is the judge and [`Game::sample_action`] draws one).
    fn legal_actions(&self, seat: Seat) -> Option<Vec<Self::Action>>;

    /// A random legal action for `seat` (one of the seats to act), for random
    /// playouts and the conformance suite. Uniform over the listed actions by
    /// default; games that list none must override it.
    fn sample_action(&self, seat: Seat, rng: &mut DiceRng) -> Result<Self::Action, GameError> {
        match self.legal_actions(seat) {
            Some(list) if !list.is_empty() => Ok(list[rng.index(list.len())].clone()),
            Some(_) => Err(GameError::illegal(format!(
                "seat {seat} has no legal action now"
            ))),
            None => Err(GameError::data(format!(
                "{} lists no actions and samples none",
                Self::INFO.name
            ))),
        }
    }

    /// Applies a legal action, or returns why it is not legal and changes nothing:
    /// on an error the position must be exactly as before (check everything before
    /// the first change, or work on a copy). [`crate::record::Match`] applies to the
    /// position itself, not to a copy; the conformance suite checks the promise
    /// on many refused actions ([`crate::conformance::run`]).
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, GameError>;

    /// Removes from `events` (or rewrites) what `viewer` (`None`: the public) may
    /// not see: an event that names a secret, such as a hand's card, goes only to
    /// its owner. Every event is public by default (no game's events hold a
    /// secret today: `conformance::secrets` checks it), and the default costs
    /// nothing. The page shows a seat only its own events (`apply(seat, action,
    /// viewer)` in the JS API).
    fn events_for(viewer: Option<Seat>, events: &mut Vec<Self::Event>) {
        let _ = (viewer, events);
    }

    /// Does [`Game::events_for`] hide anything? Only then does the JS facade read
    /// the viewer an `apply` names (for the others every viewer gets every event,
    /// and the reading is left out of the module); the secrets suite checks that
    /// a game that says no filters nothing.
    const SECRET_EVENTS: bool = false;

    /// A dry run of [`Game::apply`]: `Ok` when legal, else the reason. Changes nothing.
    fn check(&self, seat: Seat, action: &Self::Action) -> Result<(), GameError> {
        self.clone().apply(seat, action).map(|_| ())
    }

    /// Answers a typed question for `seat` (or the public). Must use only what
    /// that seat may know, like [`Game::view`] (`conformance::secrets` checks it).
    fn query(&self, seat: Option<Seat>, query: &Self::Query) -> Result<Self::Answer, GameError> {
        let _ = (seat, query);
        Err(GameError::illegal(format!(
            "{} answers no questions",
            Self::INFO.name
        )))
    }

    /// Answers a question about the game itself (its content, geometry, tables,
    /// limits) without a position, as OpenSpiel's Game answers what none of its
    /// States need to: the page asks these before any game exists (the setup
    /// screen, the rules). `None`: the question is about a position. A question
    /// answered here gets the same answer from [`Game::query`] in every position.
    fn fact(query: &Self::Query) -> Option<Self::Answer> {
        let _ = query;
        None
    }

    /// Questions the page may ask at a position whose view (for some seat, or
    /// the public) is `view`, for the secrets suite (`conformance::secrets`), which
    /// asks each of them of positions that look alike to that seat and demands the
    /// same answer. Chosen from the view alone, so they are the same for both.
    /// None by default; only the tests call it, so it is no part of a wasm module.
    fn sample_queries(view: &Self::View, rng: &mut DiceRng) -> Vec<Self::Query> {
        let _ = (view, rng);
        Vec::new()
    }

    /// `Some(seat)`: that seat's information; `None`: what everyone may see.
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// `None` until the game is over.
    fn result(&self) -> Option<GameResult>;

    /// May `seat` take back `last`, the most recent action (which was theirs)?
    /// No by default: only the game knows when something hidden was revealed.
    /// Chance entries are never taken back; the match sees to that.
    fn may_undo(&self, _seat: Seat, _last: &Self::Action) -> bool {
        false
    }

    /// A computer opponent's choice, from the seat's view and nothing else (it
    /// never sees the position, so it cannot read secrets or future rolls).
    /// `rng` is seeded from that view (see [`crate::record::Match::bot_action`]).
    fn bot_action(
        view: &Self::View,
        seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Self::Action, GameError>;

    fn is_over(&self) -> bool {
        self.to_act().is_empty() && self.chance().is_none()
    }
}
