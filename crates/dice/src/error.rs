//! One error type for every input from outside: configs, actions, saves.
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use std::fmt;

/// Words for a player, as a code and named arguments (`{code: "lot-full", args: {lot: 5}}`
/// in JS): the page words the code in the player's language from its catalog, so an
/// engine sends no prose (a refusal, a score line, a level). Codes are kebab-case and
/// belong to their game; the page's view module lists each one's message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
pub struct Said {
    pub code: &'static str,
    #[serde(skip_serializing_if = "Args::is_empty")]
    pub args: Args,
}

/// The named arguments of [`Said`], in the order given, written as a JSON object. A list,
/// not a map: a map type of its own costs the wasm modules some kilobytes.
#[derive(Clone, Debug, Default)]
pub struct Args(pub Vec<(&'static str, Arg)>);

/// The same arguments, in whatever order they were given (as a JSON object compares).
impl PartialEq for Args {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len() && self.0.iter().all(|(k, v)| other.get(k) == Some(v))
    }
}
impl Eq for Args {}

impl Args {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// The argument called `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }
}

/// `said.args["lot"]`, for tests: panics when not given.
impl std::ops::Index<&str> for Args {
    type Output = Arg;
    fn index(&self, name: &str) -> &Arg {
        self.get(name)
            .unwrap_or_else(|| panic!("no argument {name}"))
    }
}

impl<'a> IntoIterator for &'a Args {
    type Item = &'a (&'static str, Arg);
    type IntoIter = std::slice::Iter<'a, (&'static str, Arg)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Serialize for Args {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

crate::ts_as!(Args => std::collections::BTreeMap<String, Arg>);

/// An argument of [`Said`]: a number (worded by the page's number format) or a code the
/// page words in turn (a card's id, a side, a building's kind).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Code(String),
}

impl Said {
    pub fn new(code: &'static str) -> Self {
        Said {
            code,
            args: Args::default(),
        }
    }
    /// With a number argument.
    pub fn num(mut self, name: &'static str, n: impl Into<i64>) -> Self {
        self.args.0.push((name, Arg::Num(n.into())));
        self
    }
    /// With a code argument (an id the page words).
    pub fn code(mut self, name: &'static str, c: impl Into<String>) -> Self {
        self.args.0.push((name, Arg::Code(c.into())));
        self
    }
}

impl fmt::Display for Said {
    /// For developers, logs and tests: `lot-full lot=5`. In the wasm modules the code alone:
    /// the JS error carries the arguments as `args`, and formatting them costs bytes there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code)?;
        #[cfg(not(target_arch = "wasm32"))]
        for (k, v) in &self.args.0 {
            match v {
                Arg::Num(n) => write!(f, " {k}={n}")?,
                Arg::Code(c) => write!(f, " {k}={c}")?,
            }
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The configuration cannot start a game.
    Config(String),
    /// The action is not allowed now; the state is unchanged. For an action no page
    /// offers (a malformed one): the message is for developers.
    Illegal(String),
    /// The action is not allowed now, for a reason a player reads: the page words it.
    /// The state is unchanged.
    Refused(Said),
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
    /// A refusal a player reads: `GameError::refused(Said::new("lot-full").num("lot", 5))`.
    pub fn refused(s: Said) -> Self {
        GameError::Refused(s)
    }
    /// Every game's refusal once it has ended (worded by the shell: code `game-over`).
    pub fn game_over() -> Self {
        Said::new("game-over").into()
    }
    /// Every game's refusal of a seat that may not act now (code `not-your-turn`, the
    /// seat in `seat`).
    pub fn not_turn(seat: crate::Seat) -> Self {
        Said::new("not-your-turn").num("seat", seat).into()
    }
    /// An action refused, for whatever reason (either kind).
    pub fn is_illegal(&self) -> bool {
        matches!(self, GameError::Illegal(_) | GameError::Refused(_))
    }
    /// The refusal's code and arguments, for a reason a player reads.
    pub fn said(&self) -> Option<&Said> {
        match self {
            GameError::Refused(s) => Some(s),
            _ => None,
        }
    }
    /// The message, for developers (a refusal's code).
    pub fn message(&self) -> &str {
        match self {
            GameError::Config(m)
            | GameError::Illegal(m)
            | GameError::Save(m)
            | GameError::Data(m) => m,
            GameError::Refused(s) => s.code,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self {
            GameError::Config(_) => "bad config",
            GameError::Illegal(_) | GameError::Refused(_) => "illegal action",
            GameError::Save(_) => "bad save",
            GameError::Data(_) => "bad game data",
        };
        match self {
            GameError::Refused(s) => write!(f, "{what}: {s}"),
            _ => write!(f, "{what}: {}", self.message()),
        }
    }
}

impl std::error::Error for GameError {}

impl From<Said> for GameError {
    fn from(s: Said) -> Self {
        GameError::Refused(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_is_a_code_with_named_arguments() {
        let e = GameError::from(Said::new("lot-full").num("lot", 5).code("side", "north"));
        assert!(e.is_illegal());
        assert_eq!(e.message(), "lot-full");
        assert_eq!(e.to_string(), "illegal action: lot-full lot=5 side=north");
        assert_eq!(
            crate::json::to_string(e.said().unwrap()).unwrap(),
            r#"{"code":"lot-full","args":{"lot":5,"side":"north"}}"#
        );
        assert_eq!(
            crate::json::to_string(&Said::new("game-over")).unwrap(),
            r#"{"code":"game-over"}"#
        );
    }
}
