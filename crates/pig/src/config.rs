//! Setup: players, seed and the target.

use dice::wire::{self, Fields, FromValue, Value};
use dice::{Seed, Seeded};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Config {
    pub players: u8,
    pub seed: Seed,
    /// The bank that wins; 20 by default.
    pub target: u32,
}

impl FromValue for Config {
    fn from_value(v: Value) -> Result<Config, String> {
        let mut f = Fields::of(v)?;
        let c = Config {
            players: wire::byte(f.need("players")?)?,
            seed: f.seed()?,
            target: wire::int(f.need("target")?)?
                .try_into()
                .map_err(|_| "target: too large".to_string())?,
        };
        f.done()?;
        Ok(c)
    }
}
dice::serde_via_value!(Config);

impl Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}
