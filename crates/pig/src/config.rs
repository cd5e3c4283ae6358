//! Setup: players, seed and the target.

use dice::{Seed, Seeded};

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
        /// The bank that wins; 20 by default.
        pub target: u32,
    }
}

impl Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}
