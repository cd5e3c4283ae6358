//! The games this build offers. Each game is a cargo feature, so one wasm module
//! per game can be built from the same facade, and the workspace's tests (the
//! conformance and secrecy suites) visit every game through the same list.
//! Adding a game: a feature in `Cargo.toml` and one line in [`visit_all`].

use dice::record::Seeded;
use dice::{Game, GameInfo};
use std::fmt::Debug;

/// Something done with one game type, chosen at run time by id.
pub trait Visitor {
    type Out;
    fn visit<G>(self) -> Self::Out
    where
        G: Game + 'static,
        G::Config: Seeded,
        G::View: PartialEq + Debug;
}

macro_rules! games {
    ($($feature:literal => $ty:ty),* $(,)?) => {
        /// Every game in this build, in the chooser's order.
        #[allow(clippy::vec_init_then_push)] // each push is behind its own feature
        pub fn infos() -> Vec<GameInfo> {
            #[allow(unused_mut)]
            let mut v = Vec::new();
            $(#[cfg(feature = $feature)] v.push(<$ty as Game>::INFO);)*
            v
        }

        /// Runs `visitor` on the game with this id; `None` when this build lacks it.
        pub fn visit<V: Visitor>(id: &str, visitor: V) -> Option<V::Out> {
            $(#[cfg(feature = $feature)]
            if id == <$ty as Game>::INFO.id {
                return Some(visitor.visit::<$ty>());
            })*
            let _ = visitor;
            None
        }
    };
}

games!(
    "cityscape" => cityscape::Cityscape,
    "skyline" => skyline_dice::Skyline,
    "construction-sight" => construction_sight::ConstructionSight,
    "cities-coop" => cities_coop::CitiesCoop,
);
