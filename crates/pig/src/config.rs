//! Setup: players, seed and the target.

use dice::{Seed, Seeded};

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
        /// The bank that wins; 20 when the config leaves it out (the page and
        /// the JS API send players and seed alone).
        pub target: u32 = 20,
    }
}

impl Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}
