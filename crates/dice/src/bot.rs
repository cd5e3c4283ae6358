//! Computer opponent strength, as the page offers it.
use crate::error::GameError;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotLevel {
    Easy,
    Normal,
    Hard,
}

impl BotLevel {
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }
}

impl FromStr for BotLevel {
    type Err = GameError;
    fn from_str(s: &str) -> Result<Self, GameError> {
        match s {
            "easy" => Ok(BotLevel::Easy),
            "normal" => Ok(BotLevel::Normal),
            "hard" => Ok(BotLevel::Hard),
            other => Err(GameError::config(format!(
                "unknown bot level \"{other}\": use \"easy\", \"normal\" or \"hard\""
            ))),
        }
    }
}
