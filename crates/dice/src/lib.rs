//! Common ground for the Skyline Table engines.
//!
//! One concept per file: the seeded RNG ([`rng`]), dice with face tables ([`die`]),
//! seats ([`seat`]), the error type ([`error`]), stable hashing ([`hash`]), score
//! breakdowns ([`score`]), bot levels ([`bot`]), the engine interface every game
//! implements ([`engine`]) and the match record that gives every game replay, undo
//! and save/load ([`record`]). Two size helpers the engines share: a stable
//! insertion [`sort`] and a hand-checked JSON [`wire`] reader.

pub mod bot;
pub mod conformance;
pub mod die;
pub mod engine;
pub mod error;
pub mod fmath;
pub mod hash;
pub mod json;
pub mod pile;
pub mod playout;
pub mod record;
pub mod rng;
pub mod score;
pub mod seat;
pub mod seed;
pub mod seeds;
pub mod sort;
pub mod wire;

pub use bot::BotLevel;
pub use die::Die;
pub use engine::{ChanceOutcome, Game, GameInfo, NoQuery};
pub use error::GameError;
pub use hash::{stable_hash, StableHasher};
pub use pile::Pile;
pub use record::{Entry, EntryRecord, Match, SaveFile, Seeded, SAVE_FORMAT, SAVE_FORMAT_V1};
pub use rng::DiceRng;
pub use score::{GameResult, ResultKind, ScoreLine, SeatScore};
pub use seat::Seat;
pub use seed::Seed;
