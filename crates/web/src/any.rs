//! One object-safe face over `Match<G>` for every game, speaking JS values.

use dice::{json, BotLevel, Game, GameError, GameInfo, Match, SaveFile, Seat};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub fn err(e: GameError) -> JsError {
    JsError::new(&e.to_string())
}

/// Rust → JS through JSON text: one small codec (`dice::json`) for saves and for
/// every value, instead of a serde back end per direction in the module.
pub fn to_js<T: Serialize + ?Sized>(v: &T) -> Result<JsValue, JsError> {
    let text = json::to_string(v).map_err(|e| JsError::new(&format!("internal: {e}")))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("internal: bad JSON"))
}

/// JS → Rust; `what` names the value in the error ("not a Cityscape action: …").
pub fn from_js<T: DeserializeOwned>(
    v: &JsValue,
    what: impl FnOnce(String) -> GameError,
) -> Result<T, JsError> {
    // `undefined`, functions and cyclic objects have no JSON text.
    let text = js_sys::JSON::stringify(v).ok().and_then(|t| t.as_string());
    let parsed = match text {
        Some(t) => json::from_str(&t).map_err(|e| e.to_string()),
        None => Err("it is not plain data".to_string()),
    };
    parsed.map_err(|e| err(what(e)))
}

pub trait AnyGame {
    fn info(&self) -> GameInfo;
    fn config(&self) -> Result<JsValue, JsError>;
    fn to_act(&self) -> Vec<Seat>;
    fn legal_actions(&self, seat: Seat) -> Result<JsValue, JsError>;
    fn apply(&mut self, seat: Seat, action: JsValue) -> Result<JsValue, JsError>;
    fn view(&self, seat: Option<Seat>) -> Result<JsValue, JsError>;
    fn is_over(&self) -> bool;
    fn result(&self) -> Result<JsValue, JsError>;
    fn bot_action(&self, seat: Seat, level: &str) -> Result<JsValue, JsError>;
    fn can_undo(&self, seat: Seat) -> bool;
    fn undo(&mut self, seat: Seat) -> Result<(), JsError>;
    fn history(&self) -> Result<JsValue, JsError>;
    fn save(&self) -> Result<String, JsError>;
    fn state_hash(&self) -> String;
}

pub fn create<G: Game + 'static>(config: JsValue) -> Result<Box<dyn AnyGame>, JsError> {
    let config: G::Config = from_js(&config, |e| {
        GameError::config(format!("{}: {e}", G::INFO.name))
    })?;
    Ok(Box::new(Match::<G>::new(config).map_err(err)?))
}

pub fn load<G: Game + 'static>(text: &str) -> Result<Box<dyn AnyGame>, JsError> {
    let save: SaveFile<G::Config, G::Action> = json::from_str(text).map_err(|e| {
        err(GameError::save(format!(
            "not a readable {} save: {e}",
            G::INFO.name
        )))
    })?;
    Ok(Box::new(Match::<G>::from_save(save).map_err(err)?))
}

impl<G: Game> AnyGame for Match<G> {
    fn info(&self) -> GameInfo {
        G::INFO
    }

    fn config(&self) -> Result<JsValue, JsError> {
        to_js(Match::config(self))
    }

    fn to_act(&self) -> Vec<Seat> {
        Match::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Result<JsValue, JsError> {
        to_js(&Match::legal_actions(self, seat).map_err(err)?)
    }

    fn apply(&mut self, seat: Seat, action: JsValue) -> Result<JsValue, JsError> {
        let action: G::Action = from_js(&action, |e| {
            GameError::illegal(format!("not a {} action: {e}", G::INFO.name))
        })?;
        to_js(&Match::apply(self, seat, action).map_err(err)?)
    }

    fn view(&self, seat: Option<Seat>) -> Result<JsValue, JsError> {
        to_js(&Match::view(self, seat).map_err(err)?)
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn result(&self) -> Result<JsValue, JsError> {
        to_js(&Match::result(self))
    }

    fn bot_action(&self, seat: Seat, level: &str) -> Result<JsValue, JsError> {
        let level: BotLevel = level.parse().map_err(err)?;
        to_js(&Match::bot_action(self, seat, level).map_err(err)?)
    }

    fn can_undo(&self, seat: Seat) -> bool {
        Match::can_undo(self, seat)
    }

    fn undo(&mut self, seat: Seat) -> Result<(), JsError> {
        Match::undo(self, seat).map_err(err)
    }

    fn history(&self) -> Result<JsValue, JsError> {
        to_js(Match::history(self))
    }

    fn save(&self) -> Result<String, JsError> {
        json::to_string(&self.to_save()).map_err(|e| JsError::new(&format!("internal: {e}")))
    }

    fn state_hash(&self) -> String {
        self.state_hash_hex()
    }
}
