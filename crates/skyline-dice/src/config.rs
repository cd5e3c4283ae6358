//! Options for a game of Skyline: players, seed, and for a solo game an optional
//! city scenario to attempt.

use crate::wire::{self, FromValue, Value};
use dice::{GameError, Seed};
use serde::{Deserialize, Serialize};

pub const MIN_PLAYERS: u8 = 1;
pub const MAX_PLAYERS: u8 = 4;

/// The solo challenges, judged when the game ends (see `scenario.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Scenario {
    Dubai,
    Essen,
    NewYork,
    SaoPaulo,
    Shanghai,
    Toronto,
    Tucson,
}

impl Scenario {
    pub const ALL: [Scenario; 7] = [
        Scenario::Dubai,
        Scenario::Essen,
        Scenario::NewYork,
        Scenario::SaoPaulo,
        Scenario::Shanghai,
        Scenario::Toronto,
        Scenario::Tucson,
    ];

    /// The id used in JSON and in the data file.
    pub fn id(self) -> &'static str {
        match self {
            Scenario::Dubai => "dubai",
            Scenario::Essen => "essen",
            Scenario::NewYork => "newYork",
            Scenario::SaoPaulo => "saoPaulo",
            Scenario::Shanghai => "shanghai",
            Scenario::Toronto => "toronto",
            Scenario::Tucson => "tucson",
        }
    }
}

impl FromValue for Scenario {
    fn from_value(v: Value) -> Result<Scenario, String> {
        wire::named(v, &Scenario::ALL, Scenario::id)
    }
}

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
        /// Solo only: a city scenario to attempt.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scenario: Option<Scenario>,
    }
}

impl Config {
    pub fn new(players: u8, seed: u32) -> Self {
        Config {
            players,
            seed: Seed(seed),
            scenario: None,
        }
    }

    pub fn with_scenario(mut self, s: Scenario) -> Self {
        self.scenario = Some(s);
        self
    }

    pub fn validate(&self) -> Result<(), GameError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(GameError::config(format!(
                "Skyline takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if self.scenario.is_some() && self.players != 1 {
            return Err(GameError::config(
                "scenarios are solo challenges: use them with 1 player",
            ));
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
    fn player_count_and_scenario_are_checked() {
        assert!(Config::new(0, 1).validate().is_err());
        assert!(Config::new(5, 1).validate().is_err());
        assert!(Config::new(1, 1).validate().is_ok());
        assert!(Config::new(4, 1).validate().is_ok());
        assert!(Config::new(1, 1)
            .with_scenario(Scenario::Essen)
            .validate()
            .is_ok());
        assert!(Config::new(2, 1)
            .with_scenario(Scenario::Essen)
            .validate()
            .is_err());
    }

    #[test]
    fn configs_read_from_json_and_refuse_unknown_options() {
        let c: Config =
            dice::json::from_str(r#"{"players":1,"seed":5,"scenario":"newYork"}"#).unwrap();
        assert_eq!(c.scenario, Some(Scenario::NewYork));
        assert!(dice::json::from_str::<Config>(r#"{"players":1,"seed":5,"x":1}"#).is_err());
        assert!(
            dice::json::from_str::<Config>(r#"{"players":1,"seed":5,"scenario":"rome"}"#).is_err()
        );
    }
}
