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
//! [`wire!`]) and a small stable [`sort`]. With the `ts` feature, the
//! TypeScript types of every value the page sends or reads ([`ts`]).

// `::dice::...` paths (from `#[derive(dice::Ts)]`) work inside dice too.
#[cfg(feature = "ts")]
extern crate self as dice;

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
#[cfg(feature = "ts")]
pub mod ts;
pub mod wire;

pub use bot::BotLevel;
pub use engine::{ChanceOutcome, Game, GameInfo, NoQuery, Seeded};
pub use error::{Arg, Args, GameError, Said, SaveFault};
pub use hash::{stable_hash, StableHasher};
pub use record::{
    Entry, EntryRecord, Match, Preview, SaveFile, UndoBar, SAVE_FORMAT, SAVE_FORMAT_V1,
};
pub use rng::DiceRng;
pub use score::{GameResult, ResultKind, ScoreLine, SeatScore};
pub use seat::Seat;
pub use seed::Seed;

/// `#[cfg_attr(feature = "ts", derive(dice::Ts))]` beside
/// `#[derive(Serialize)]`: the type's TypeScript type (see [`ts`]). Only with
/// the `ts` feature, which an engine's own `ts` feature turns on.
#[cfg(feature = "ts")]
pub use ts_derive::Ts;

/// What every type crossing the JS boundary is: [`ts::Ts`] with the `ts`
/// feature, anything without it (so the bound costs nothing in the modules).
#[cfg(feature = "ts")]
pub trait MaybeTs: ts::Ts {}
#[cfg(feature = "ts")]
impl<T: ts::Ts + ?Sized> MaybeTs for T {}
#[cfg(not(feature = "ts"))]
pub trait MaybeTs {}
#[cfg(not(feature = "ts"))]
impl<T: ?Sized> MaybeTs for T {}

/// The TypeScript type of a type with a hand-written `Serialize`: the type its
/// JSON has, by name (`dice::ts_as!(CardId => String)` declares
/// `type CardId = string`). Nothing without the `ts` feature.
#[macro_export]
macro_rules! ts_as {
    ($($t:ident => $as:ty),* $(,)?) => {$(
        // The calling crate's `ts` feature, as its derives.
        #[cfg(feature = "ts")]
        impl $crate::ts::Ts for $t {
            fn ty(d: &mut $crate::ts::Decls) -> $crate::ts::Ty {
                d.named(stringify!($t), ::core::any::type_name::<Self>(), "", |d| {
                    <$as as $crate::ts::Ts>::ty(d)
                })
            }
        }
    )*};
}
