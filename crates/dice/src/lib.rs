//! Common ground for the Skyline Table engines.
//!
//! Only what every engine shares, one concept a file: the engine interface every
//! game implements ([`engine`]); the match that gives every game chance draws,
//! replay, undo, saves and state hashes ([`record`]); the random-game test
//! suites ([`conformance`]) and playouts ([`playout`]); results ([`score`]);
//! the seeded generator ([`rng`]) and seeds in configs ([`seed`]); seats
//! ([`seat`]), bot levels ([`bot`]), errors ([`error`]); a platform-independent
//! hasher ([`hash`]) and float functions ([`fmath`]); and three size helpers: a
//! JSON codec ([`json`]), declared readers for what the page sends ([`wire`],
//! [`wire!`]) and a small stable [`sort`].

pub mod bot;
pub mod conformance;
pub mod engine;
pub mod error;
pub mod fmath;
pub mod hash;
pub mod json;
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
pub use engine::{ChanceOutcome, Game, GameInfo, NoQuery, Seeded};
pub use error::GameError;
pub use hash::{stable_hash, StableHasher};
pub use record::{
    Entry, EntryRecord, Match, Preview, SaveFile, UndoBar, SAVE_FORMAT, SAVE_FORMAT_V1,
};
pub use rng::DiceRng;
pub use score::{GameResult, ResultKind, ScoreLine, SeatScore};
pub use seat::Seat;
pub use seed::Seed;
