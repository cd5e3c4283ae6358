//! A turn's two choices.

use dice::wire::{self, Fields, FromValue, Value};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "type")]
pub enum Action {
    /// Roll the die once more.
    Roll,
    /// Bank the turn's total and pass the die.
    Hold,
}

impl FromValue for Action {
    fn from_value(v: Value) -> Result<Action, String> {
        let mut f = Fields::of(v)?;
        let kind = wire::string(f.need("type")?)?;
        f.done()?;
        match kind.as_str() {
            "roll" => Ok(Action::Roll),
            "hold" => Ok(Action::Hold),
            k => Err(format!("unknown action \"{k}\"")),
        }
    }
}
dice::serde_via_value!(Action);
