//! One error type for every input from outside: configs, actions, saves.
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The configuration cannot start a game.
    Config(String),
    /// The action is not allowed now; the state is unchanged.
    Illegal(String),
    /// A save could not be read or does not replay.
    Save(String),
    /// Built-in content (a data file) is broken.
    Data(String),
}

impl GameError {
    pub fn config(m: impl Into<String>) -> Self {
        GameError::Config(m.into())
    }
    pub fn illegal(m: impl Into<String>) -> Self {
        GameError::Illegal(m.into())
    }
    pub fn save(m: impl Into<String>) -> Self {
        GameError::Save(m.into())
    }
    pub fn data(m: impl Into<String>) -> Self {
        GameError::Data(m.into())
    }
    pub fn message(&self) -> &str {
        match self {
            GameError::Config(m)
            | GameError::Illegal(m)
            | GameError::Save(m)
            | GameError::Data(m) => m,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self {
            GameError::Config(_) => "bad config",
            GameError::Illegal(_) => "illegal action",
            GameError::Save(_) => "bad save",
            GameError::Data(_) => "bad game data",
        };
        write!(f, "{what}: {}", self.message())
    }
}

impl std::error::Error for GameError {}
