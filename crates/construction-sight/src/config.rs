//! Options for a game of Construction Sight.

use dice::{GameError, Seed};
use serde::{Deserialize, Serialize};

pub const MIN_PLAYERS: u8 = 1;
pub const MAX_PLAYERS: u8 = 8;

/// Which sheet everyone plays on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SheetKind {
    /// Goals printed in every park space (for the first few games).
    #[default]
    Beginner,
    /// Empty park spaces, filled from dice before play.
    Blank,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Config {
    pub players: u8,
    pub seed: Seed,
    #[serde(default)]
    pub sheet: SheetKind,
}

impl Config {
    pub fn new(players: u8, seed: u32) -> Self {
        Config {
            players,
            seed: Seed(seed),
            sheet: SheetKind::Beginner,
        }
    }

    pub fn blank(mut self) -> Self {
        self.sheet = SheetKind::Blank;
        self
    }

    pub fn validate(&self) -> Result<(), GameError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(GameError::config(format!(
                "Construction Sight takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        Ok(())
    }
}

impl dice::Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheet_defaults_to_beginner_and_unknown_options_are_refused() {
        let c: Config = serde_json::from_str(r#"{"players":1,"seed":3}"#).unwrap();
        assert_eq!(c.sheet, SheetKind::Beginner);
        let c: Config = serde_json::from_str(r#"{"players":2,"seed":3,"sheet":"blank"}"#).unwrap();
        assert_eq!(c.sheet, SheetKind::Blank);
        assert!(serde_json::from_str::<Config>(r#"{"players":1,"seed":3,"x":1}"#).is_err());
        assert!(Config::new(0, 1).validate().is_err());
        assert!(Config::new(9, 1).validate().is_err());
        assert!(Config::new(8, 1).validate().is_ok());
    }
}
