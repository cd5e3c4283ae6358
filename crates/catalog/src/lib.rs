//! The games this build offers. The catalog is this crate's `Cargo.toml`: one
//! dependency line a game, its key the game's id. `build.rs` turns those lines
//! into the [`games!`] list below, so the facade (`crates/web`), the native tools
//! and the workspace's tests (the conformance and secrecy suites) visit every
//! game through [`visit`] and [`infos`] without naming one. A wasm module for one
//! game is built with `CATALOG_GAMES=id`: the others are then not named at all,
//! so their engines are not linked. Adding a game: docs/adding-a-game.md.

use dice::{Game, GameInfo};

/// Something done with one game type, chosen at run time by id. Every bound a
/// game must meet is on [`Game`] itself.
pub trait Visitor {
    type Out;
    fn visit<G: Game>(self) -> Self::Out;
}

/// Whether two strings are equal, at compile time.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

macro_rules! games {
    ($($id:literal => $ty:ty),* $(,)?) => {
        // The key of a game's line in Cargo.toml is its id.
        $(const _: () = assert!(
            same(<$ty as Game>::INFO.id, $id),
            concat!("the catalog line `", $id, "` must be the game's id (Game::INFO.id)")
        );)*

        /// Every game in this build, in the chooser's order.
        pub fn infos() -> Vec<GameInfo> {
            vec![$(<$ty as Game>::INFO),*]
        }

        /// Runs `visitor` on the game with this id; `None` when this build lacks it.
        pub fn visit<V: Visitor>(id: &str, visitor: V) -> Option<V::Out> {
            $(if id == $id {
                return Some(visitor.visit::<$ty>());
            })*
            let _ = (id, visitor);
            None
        }
    };
}

include!(concat!(env!("OUT_DIR"), "/games.rs"));
