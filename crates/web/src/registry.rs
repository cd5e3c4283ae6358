//! The games this build offers, through the catalog (`crates/catalog`).

use crate::any::{self, err, AnyGame};
use catalog::Visitor;
use dice::{Game, GameError, GameInfo, SaveFault};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

pub fn infos() -> Vec<GameInfo> {
    catalog::infos()
}

fn unknown(id: &str) -> GameError {
    let ids: Vec<&str> = infos().iter().map(|i| i.id).collect();
    GameError::config(format!(
        "id: unknown game \"{id}\": this build has {}",
        ids.join(", ")
    ))
}

struct Create<'a>(&'a JsValue, &'a JsValue);
impl Visitor for Create<'_> {
    type Out = Result<Box<dyn AnyGame>, JsError>;
    fn visit<G: Game>(self) -> Self::Out {
        any::create::<G>(self.0, entered(self.1)?)
    }
}

/// The table's options (`{entered: true}`: its own dice and cards), read once the id and the
/// config's type are known, so that an error names the first wrong argument.
fn entered(table: &JsValue) -> Result<bool, JsError> {
    let bad = |what: &str| err(GameError::config(format!("table: {what}")));
    if table.is_undefined() || table.is_null() {
        return Ok(false);
    }
    if !table.is_object() {
        return Err(bad("must be an object such as {entered: true}"));
    }
    match Reflect::get(table, &"entered".into()) {
        Ok(v) if v.is_undefined() => Ok(false),
        Ok(v) => v
            .as_bool()
            .ok_or_else(|| bad("entered must be true or false")),
        Err(_) => Err(bad("could not be read")),
    }
}

struct Fact<'a>(&'a JsValue);
impl Visitor for Fact<'_> {
    type Out = Result<JsValue, JsError>;
    fn visit<G: Game>(self) -> Self::Out {
        any::fact::<G>(self.0)
    }
}

/// A fact of game `id`: a question answered without a position.
pub fn fact(id: &str, q: &JsValue) -> Result<JsValue, JsError> {
    catalog::visit(id, Fact(q)).unwrap_or_else(|| Err(err(unknown(id))))
}

struct Load<'a>(&'a str);
impl Visitor for Load<'_> {
    type Out = Result<Box<dyn AnyGame>, JsValue>;
    fn visit<G: Game>(self) -> Self::Out {
        any::load::<G>(self.0)
    }
}

/// Random playouts, compiled for speed in their own crate (`playouts`).
#[cfg(feature = "bench")]
pub fn bench_playouts(id: &str, players: u8, n: u32, seed: u32) -> Result<u64, GameError> {
    playouts::bench(id, players, n, seed).unwrap_or_else(|| Err(unknown(id)))
}

pub fn create(id: &str, config: &JsValue, table: &JsValue) -> Result<Box<dyn AnyGame>, JsError> {
    if !config.is_object() || js_sys::Array::is_array(config) || config.is_function() {
        return Err(err(GameError::config(
            "config: must be an object such as {players: 2}",
        )));
    }
    // Copy before filling in a seed: the caller's object stays as it was. A
    // getter that throws, or a proxy, is refused rather than trusted.
    let copy = Object::new();
    Object::try_assign(&copy, config.unchecked_ref())
        .map_err(|_| err(GameError::config("config: could not be read")))?;
    let config: JsValue = copy.into();
    let seed = Reflect::get(&config, &"seed".into()).unwrap_or(JsValue::UNDEFINED);
    if seed.is_undefined() {
        let random = (js_sys::Math::random() * 4_294_967_296.0).floor();
        let _ = Reflect::set(&config, &"seed".into(), &random.into());
    }
    catalog::visit(id, Create(&config, table)).unwrap_or_else(|| Err(err(unknown(id))))
}

/// Reads the save's `game` member, then lets that game read the rest.
pub fn load(text: &str) -> Result<Box<dyn AnyGame>, JsValue> {
    let unreadable = |f: SaveFault, e: &str| {
        any::save_err(GameError::save(format!("not a Skyline Table save: {e}")), f)
    };
    let members =
        dice::json::members(text).map_err(|e| unreadable(SaveFault::of_text(text), e.message()))?;
    let game = match members.iter().find(|(k, _)| k == "game") {
        Some((_, v)) => {
            dice::json::string(v).map_err(|e| unreadable(SaveFault::NotASave, e.message()))?
        }
        None => return Err(unreadable(SaveFault::NotASave, "missing field `game`")),
    };
    catalog::visit(&game, Load(text)).unwrap_or_else(|| {
        Err(any::save_err(
            GameError::save(format!(
                "this save is for a game this build lacks: \"{game}\""
            )),
            SaveFault::OtherGame,
        ))
    })
}
