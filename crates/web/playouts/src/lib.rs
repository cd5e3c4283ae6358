//! `n` random playouts of a game chosen by id (`dice::playout::bench`), for the
//! wasm module's `benchPlayouts` and its native counterpart `tools bench`.
//!
//! Why a crate of its own: generic code is compiled in the crate that names its
//! type arguments. Called from the facade, `random_game::<SomeGame>` would be
//! compiled at the facade's opt-level "z" (small, slow); named here, it gets this
//! crate's opt-level 3 (the root Cargo.toml's release profile), like the engines.

use catalog::Visitor;
use dice::{Game, GameError};

struct Bench(u8, u32, u32);

impl Visitor for Bench {
    type Out = Result<u64, GameError>;
    fn visit<G: Game>(self) -> Self::Out {
        dice::playout::bench::<G>(self.0, self.1, self.2)
    }
}

/// A checksum of `n` random games of `id` with `players` seats from `seed`;
/// `None` when this build lacks the game. Never inlined: inlined into the
/// facade's export, the loop would be optimised for size again.
#[inline(never)]
pub fn bench(id: &str, players: u8, n: u32, seed: u32) -> Option<Result<u64, GameError>> {
    catalog::visit(id, Bench(players, n, seed))
}
