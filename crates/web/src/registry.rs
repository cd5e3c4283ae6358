//! The games this build offers. Adding a game is one line in `games!`.

use crate::any::{self, err, AnyGame};
use dice::{Game, GameError, GameInfo};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

macro_rules! games {
    ($($ty:ty),* $(,)?) => {
        pub fn infos() -> Vec<GameInfo> {
            vec![$(<$ty as Game>::INFO),*]
        }

        fn create_by_id(id: &str, config: JsValue) -> Result<Box<dyn AnyGame>, JsError> {
            $(if id == <$ty as Game>::INFO.id { return any::create::<$ty>(config); })*
            Err(unknown(id))
        }

        fn load_by_id(id: &str, save: &str) -> Result<Box<dyn AnyGame>, JsError> {
            $(if id == <$ty as Game>::INFO.id { return any::load::<$ty>(save); })*
            Err(err(GameError::save(format!("this save is for an unknown game \"{id}\""))))
        }

        pub fn bench_playouts(id: &str, players: u8, n: u32, seed: u32) -> Result<u64, GameError> {
            $(if id == <$ty as Game>::INFO.id {
                return dice::playout::bench::<$ty>(players, n, seed);
            })*
            Err(GameError::config(format!("unknown game \"{id}\"")))
        }
    };
}

games!(cityscape::Cityscape);

fn unknown(id: &str) -> JsError {
    let ids: Vec<&str> = infos().iter().map(|i| i.id).collect();
    err(GameError::config(format!(
        "unknown game \"{id}\": this build has {}",
        ids.join(", ")
    )))
}

pub fn create(id: &str, config: JsValue) -> Result<Box<dyn AnyGame>, JsError> {
    if !config.is_object() || js_sys::Array::is_array(&config) {
        return Err(err(GameError::config(
            "config must be an object such as {players: 2}",
        )));
    }
    // Copy before filling in a seed: the caller's object stays as it was.
    let config: JsValue = Object::assign(&Object::new(), config.unchecked_ref()).into();
    let seed = Reflect::get(&config, &"seed".into()).unwrap_or(JsValue::UNDEFINED);
    if seed.is_undefined() {
        let random = (js_sys::Math::random() * 4_294_967_296.0).floor();
        let _ = Reflect::set(&config, &"seed".into(), &random.into());
    }
    create_by_id(id, config)
}

/// Just enough of a save to know which game reads the rest.
#[derive(serde::Deserialize)]
struct SaveHeader {
    game: String,
}

pub fn load(text: &str) -> Result<Box<dyn AnyGame>, JsError> {
    let header: SaveHeader = dice::json::from_str(text)
        .map_err(|e| err(GameError::save(format!("not a Skyline Table save: {e}"))))?;
    load_by_id(&header.game, text)
}
