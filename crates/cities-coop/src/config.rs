//! Options for a game: the player count, the seed and the scenario.

use crate::wire::{self, Fields, FromValue, Value};
use dice::{GameError, Seed};
use serde::Serialize;

pub const MIN_PLAYERS: u8 = 1;
pub const MAX_PLAYERS: u8 = 4;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    pub players: u8,
    pub seed: Seed,
    /// 0 = the introductory game; 1 = Scenario 1 (unique buildings); 2 =
    /// Scenario 2 (and role cards); 3 = Scenario 3 (and policies); 4 =
    /// Scenario 4 (and news). Scenario 5 is not available yet.
    pub scenario: u8,
}

/// Read by hand through [`wire`] (a derived reader costs kilobytes of wasm):
/// unknown fields are refused, `scenario` defaults to 0.
impl FromValue for Config {
    fn from_value(v: Value) -> Result<Config, String> {
        let mut f = Fields::of(v)?;
        let c = Config {
            players: wire::byte(f.need("players")?)?,
            seed: f.seed()?,
            scenario: f.raw("scenario").map(wire::byte).transpose()?.unwrap_or(0),
        };
        f.done()?;
        Ok(c)
    }
}
dice::serde_via_value!(Config);

impl Config {
    pub fn new(players: u8, seed: u32) -> Self {
        Config {
            players,
            seed: Seed(seed),
            scenario: 0,
        }
    }

    pub fn validate(&self) -> Result<(), GameError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(GameError::config(format!(
                "Cities: Skylines takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if self.scenario > 4 {
            return Err(GameError::config(format!(
                "scenario {} is not available yet: the introductory game (0) and scenarios 1 to 4 are",
                self.scenario
            )));
        }
        Ok(())
    }

    /// Cards dealt to each player at the start.
    pub fn hand_size(&self) -> usize {
        match self.players {
            1 => 7,
            2 => 5,
            3 => 4,
            _ => 3,
        }
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
    fn hand_sizes_follow_the_player_count() {
        let sizes: Vec<usize> = (1..=4).map(|p| Config::new(p, 0).hand_size()).collect();
        assert_eq!(sizes, vec![7, 5, 4, 3]);
    }

    #[test]
    fn player_count_and_scenario_are_checked() {
        assert!(Config::new(0, 0).validate().is_err());
        assert!(Config::new(5, 0).validate().is_err());
        assert!(Config::new(1, 0).validate().is_ok());
        let mut c = Config::new(2, 0);
        c.scenario = 5;
        assert!(c.validate().is_err());
    }

    #[test]
    fn unknown_options_are_rejected() {
        let e =
            serde_json::from_str::<Config>(r#"{"players":2,"seed":1,"colour":"red"}"#).unwrap_err();
        assert!(e.to_string().contains("colour"));
    }
}
