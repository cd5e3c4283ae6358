//! The engine interface every game implements, shaped by what all four games need.
//!
//! A game is rules plus a config; a value of a `Game` type is one position. Engines
//! are pure and deterministic: the same config and actions give the same position
//! on every platform. Undo, replay and saves live once, in [`crate::record::Match`].

use crate::bot::BotLevel;
use crate::error::GameError;
use crate::hash::stable_hash;
use crate::rng::DiceRng;
use crate::score::GameResult;
use crate::seat::Seat;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use std::hash::Hash;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: u8,
    pub max_players: u8,
}

pub trait Game: Clone + Hash + Sized {
    /// Players, seed and the game's options. Checked by [`Game::new`].
    type Config: Clone + Debug + Serialize + DeserializeOwned;
    /// One decision by one seat. Small values: they cross into JS on every move.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What happened, for the page to animate and log.
    type Event: Clone + Debug + Serialize;
    /// What one seat (or the public) may see. Bots decide from this alone.
    type View: Serialize;

    const INFO: GameInfo;

    fn new(config: &Self::Config) -> Result<Self, GameError>;

    /// The default options for a player count and seed (tests, tools, benchmarks).
    fn default_config(players: u8, seed: u32) -> Self::Config;

    fn players(&self) -> u8;

    /// The seats that may act now (several while choices are simultaneous);
    /// empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every legal action for `seat`, or `None` where they are too many to list
    /// (then [`Game::apply`] is the judge).
    fn legal_actions(&self, seat: Seat) -> Option<Vec<Self::Action>>;

    /// Applies a legal action, or returns why it is not legal and changes nothing.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, GameError>;

    /// `Some(seat)`: that seat's information; `None`: what everyone may see.
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// `None` until the game is over.
    fn result(&self) -> Option<GameResult>;

    /// May `seat` take back `last`, the most recent action (which was theirs)?
    /// No by default: only the game knows when something hidden was revealed.
    fn may_undo(&self, _seat: Seat, _last: &Self::Action) -> bool {
        false
    }

    /// A computer opponent's choice for `seat`. Implementations must decide from
    /// `self.view(Some(seat))`, never from other seats' secrets.
    fn bot_action(
        &self,
        seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Self::Action, GameError>;

    /// Seeds a bot's choice for `seat` (see [`crate::record::Match::bot_action`]):
    /// a stable hash of everything `seat` may know and nothing else, so that not
    /// even a bot's dice depend on other seats' secrets. The default hashes the
    /// whole position, which is right only for games without hidden information.
    fn bot_seed(&self, _seat: Seat) -> u64 {
        stable_hash(self)
    }

    fn is_over(&self) -> bool {
        self.to_act().is_empty()
    }
}
