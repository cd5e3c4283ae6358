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

/// Why a save was refused, as a code: the page words each kind for a player
/// (the error's message is for developers and may change). Found after the
/// refusal ([`crate::Match::fault_of`]), so that no error carries more than its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveFault {
    /// The text ended before the save did: it was cut short.
    CutShort,
    /// The text is not JSON at all.
    NotJson,
    /// JSON, but not a Skyline Table save.
    NotASave,
    /// A save of a game this build does not have.
    OtherGame,
    /// A save format this version does not read.
    Format,
    /// Its moves, outcomes or checksum do not hold: edited or damaged.
    Changed,
}

impl SaveFault {
    /// The code the page reads (`error.code` in JS).
    pub fn code(self) -> &'static str {
        match self {
            SaveFault::CutShort => "cut-short",
            SaveFault::NotJson => "not-json",
            SaveFault::NotASave => "not-a-save",
            SaveFault::OtherGame => "other-game",
            SaveFault::Format => "format",
            SaveFault::Changed => "changed",
        }
    }

    /// Why a text that is no readable save failed: it ends too soon, it is not
    /// JSON, or it is JSON but not a save.
    pub fn of_text(text: &str) -> Self {
        match crate::json::fault(text) {
            Some(true) => SaveFault::CutShort,
            Some(false) => SaveFault::NotJson,
            None => SaveFault::NotASave,
        }
    }
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
