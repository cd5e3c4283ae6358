//! Options for a game: the player count, the seed, the scenario and (Scenario 5)
//! the difficulty.

use crate::wire::{self, FromValue, Value};
use dice::{GameError, Seed};
use serde::Serialize;

pub const MIN_PLAYERS: u8 = 1;
pub const MAX_PLAYERS: u8 = 4;
/// Scenario 5: how many of the board pieces chance puts in play.
pub const DRAWN_PIECES: u32 = 4;

dice::wire! {
    /// Unknown fields are refused; `scenario` defaults to 0.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
        /// 0 = the introductory game; 1 = Scenario 1 (unique buildings); 2 =
        /// Scenario 2 (and role cards); 3 = Scenario 3 (and policies); 4 =
        /// Scenario 4 (and news); 5 = Scenario 5 (four random board pieces
        /// arranged by the team, everything in play).
        pub scenario: u8 = 0,
        /// Scenario 5 only: the starting money (beginner 12, advanced 10, expert 8).
        #[serde(skip_serializing_if = "Difficulty::is_beginner")]
        pub difficulty: Difficulty = Difficulty::Beginner,
    }
}

/// Scenario 5's difficulty: how much money the team starts with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Difficulty {
    #[default]
    Beginner,
    Advanced,
    Expert,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Self::Beginner, Self::Advanced, Self::Expert];
    /// Starting money (the published game's three levels).
    pub fn money(self) -> i32 {
        [12, 10, 8][self as usize]
    }
    pub fn name(self) -> &'static str {
        ["beginner", "advanced", "expert"][self as usize]
    }
    fn is_beginner(&self) -> bool {
        *self == Self::Beginner
    }
}

impl FromValue for Difficulty {
    fn from_value(v: Value) -> Result<Difficulty, String> {
        wire::named(v, &Difficulty::ALL, Difficulty::name)
            .map_err(|_| "difficulty is \"beginner\", \"advanced\" or \"expert\"".to_string())
    }
}

impl Config {
    pub fn new(players: u8, seed: u32) -> Self {
        Config {
            players,
            seed: Seed(seed),
            scenario: 0,
            difficulty: Difficulty::Beginner,
        }
    }

    pub fn validate(&self) -> Result<(), GameError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(GameError::config(format!(
                "Cities: Skylines takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if self.scenario > 5 {
            return Err(GameError::config(format!(
                "there is no scenario {}: the introductory game is 0, the scenarios 1 to 5",
                self.scenario
            )));
        }
        if self.scenario != 5 && self.difficulty != Difficulty::Beginner {
            return Err(GameError::config(
                "a difficulty is chosen only in scenario 5 (the others have fixed starting money)",
            ));
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
        c.scenario = 6;
        assert!(c.validate().is_err());
        c.scenario = 5;
        assert!(c.validate().is_ok());
        c.scenario = 4;
        c.difficulty = Difficulty::Expert;
        assert!(c.validate().is_err());
    }

    #[test]
    fn difficulty_is_read_and_written_by_name() {
        let c: Config =
            serde_json::from_str(r#"{"players":1,"seed":2,"scenario":5,"difficulty":"expert"}"#)
                .unwrap();
        assert_eq!(
            (c.difficulty, c.difficulty.money()),
            (Difficulty::Expert, 8)
        );
        assert!(serde_json::to_string(&c)
            .unwrap()
            .contains(r#""difficulty":"expert""#));
        let e = serde_json::from_str::<Config>(r#"{"players":1,"seed":2,"difficulty":"hard"}"#)
            .unwrap_err();
        assert!(e.to_string().contains("beginner"), "{e}");
        let plain = Config::new(1, 2);
        assert!(!serde_json::to_string(&plain)
            .unwrap()
            .contains("difficulty"));
    }

    #[test]
    fn unknown_options_are_rejected() {
        let e =
            serde_json::from_str::<Config>(r#"{"players":2,"seed":1,"colour":"red"}"#).unwrap_err();
        assert!(e.to_string().contains("colour"));
    }
}
