//! Options for a game of Construction Sight.

use crate::wire::{self, FromValue, Value};
use dice::{GameError, Seed};
use serde::Serialize;

pub const MIN_PLAYERS: u8 = 1;
pub const MAX_PLAYERS: u8 = 8;

/// Which sheet everyone plays on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum SheetKind {
    /// Goals printed in every park space (for the first few games).
    #[default]
    Beginner,
    /// Empty park spaces, filled from dice before play.
    Blank,
}

impl FromValue for SheetKind {
    fn from_value(v: Value) -> Result<SheetKind, String> {
        match wire::string(v)?.as_str() {
            "beginner" => Ok(SheetKind::Beginner),
            "blank" => Ok(SheetKind::Blank),
            other => Err(format!("unknown variant `{other}`")),
        }
    }
}

dice::wire! {
    /// Unknown fields are refused; `sheet` defaults to the beginner sheet.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
        pub sheet: SheetKind = SheetKind::Beginner,
    }
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

    use serde::Deserialize;

    /// The derived reader the hand one replaced, for comparison.
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct OldConfig {
        players: u8,
        seed: Seed,
        #[serde(default)]
        sheet: OldSheet,
    }

    #[derive(Deserialize, Debug, Default, PartialEq)]
    #[serde(rename_all = "camelCase")]
    enum OldSheet {
        #[default]
        Beginner,
        Blank,
    }

    #[test]
    fn hand_reader_accepts_what_the_derived_one_did() {
        for j in [
            r#"{"players":1,"seed":5}"#,
            r#"{"players":1,"seed":"5"}"#,
            r#"{"players":1,"seed":" 7 "}"#,
            r#"{"players":1,"seed":"x"}"#,
            r#"{"players":1,"seed":-1}"#,
            r#"{"players":1,"seed":4294967296}"#,
            r#"{"players":2,"seed":4294967295,"sheet":"blank"}"#,
            r#"{"players":2,"seed":1,"sheet":"beginner"}"#,
            r#"{"players":1,"seed":1,"sheet":"Blank"}"#,
            r#"{"players":1,"seed":1,"sheet":1}"#,
            r#"{"players":300,"seed":1}"#,
            r#"{"players":null,"seed":1}"#,
            r#"{"players":1,"seed":1,"seed":1}"#,
            r#"{"seed":1}"#,
        ] {
            let new = dice::json::from_str::<Config>(j).ok().map(|c| {
                let sheet = match c.sheet {
                    SheetKind::Beginner => OldSheet::Beginner,
                    SheetKind::Blank => OldSheet::Blank,
                };
                (c.players, c.seed, sheet)
            });
            let old = dice::json::from_str::<OldConfig>(j)
                .ok()
                .map(|c| (c.players, c.seed, c.sheet));
            assert_eq!(new, old, "{j}");
        }
        // Since `dice::wire!`, null is "left out" for a field that may be left
        // out (the derived reader refused a null sheet): the beginner sheet.
        let c = dice::json::from_str::<Config>(r#"{"players":1,"seed":1,"sheet":null}"#);
        assert_eq!(c.map(|c| c.sheet).ok(), Some(SheetKind::Beginner));
        // The derived reader also took the fields as a list; nothing sends that.
        assert!(dice::json::from_str::<Config>("[1,2]").is_err());
    }
}
