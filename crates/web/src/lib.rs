//! The JS API: `games()`, `new Game(id, config)` and its methods (docs/api.md).
//! Converts between JS values and engine types; decides no rules.

mod any;
mod registry;

use any::{err, AnyGame};
use dice::{GameError, Seat};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct Game {
    inner: Box<dyn AnyGame>,
}

/// Every game this build offers: `[{id, name, minPlayers, maxPlayers}]`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    any::to_js(&registry::infos())
}

/// Runs `n` playouts of game `id` with random legal moves inside wasm and returns a
/// checksum; the benchmark script times it against the same code run natively.
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(id: &str, players: u8, n: u32, seed: u32) -> Result<f64, JsError> {
    registry::bench_playouts(id, players, n, seed)
        .map(|h| (h >> 11) as f64)
        .map_err(err)
}

/// A seat number from JS: a whole number 0–255 (the game checks its own range).
fn seat(v: &JsValue) -> Result<Seat, JsError> {
    match v.as_f64() {
        Some(f) if f.fract() == 0.0 && (0.0..=255.0).contains(&f) => Ok(f as Seat),
        _ => Err(err(GameError::illegal("a seat is a whole number from 0"))),
    }
}

#[wasm_bindgen]
impl Game {
    /// `config`: `{players, seed?, ...options}`; a missing seed is chosen at random
    /// (read it back from `config()`).
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, config: JsValue) -> Result<Game, JsError> {
        Ok(Game {
            inner: registry::create(id, config)?,
        })
    }

    /// Rebuilds a game from `save()` text; a damaged or edited save throws.
    pub fn load(text: &str) -> Result<Game, JsError> {
        Ok(Game {
            inner: registry::load(text)?,
        })
    }

    pub fn id(&self) -> String {
        self.inner.info().id.to_string()
    }

    /// The config in force, seed included.
    pub fn config(&self) -> Result<JsValue, JsError> {
        self.inner.config()
    }

    #[wasm_bindgen(js_name = toAct)]
    pub fn to_act(&self) -> Result<JsValue, JsError> {
        any::to_js(&self.inner.to_act())
    }

    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self, seat_: JsValue) -> Result<JsValue, JsError> {
        self.inner.legal_actions(seat(&seat_)?)
    }

    /// Applies `action` for `seat` and returns the events; throws and changes
    /// nothing when it is not legal.
    pub fn apply(&mut self, seat_: JsValue, action: JsValue) -> Result<JsValue, JsError> {
        self.inner.apply(seat(&seat_)?, action)
    }

    /// `view(seat)`: what that seat may see; `view()`: the public view.
    pub fn view(&self, seat_: JsValue) -> Result<JsValue, JsError> {
        let s = if seat_.is_undefined() || seat_.is_null() {
            None
        } else {
            Some(seat(&seat_)?)
        };
        self.inner.view(s)
    }

    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// `null` until the game is over; then `{scores: [{seat, total, lines}], winners}`.
    pub fn result(&self) -> Result<JsValue, JsError> {
        self.inner.result()
    }

    /// A computer opponent's action for `seat` at `level` ("easy", "normal", "hard").
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(&self, seat_: JsValue, level: &str) -> Result<JsValue, JsError> {
        self.inner.bot_action(seat(&seat_)?, level)
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self, seat_: JsValue) -> Result<bool, JsError> {
        Ok(self.inner.can_undo(seat(&seat_)?))
    }

    /// Takes back `seat`'s last action when the game allows it.
    pub fn undo(&mut self, seat_: JsValue) -> Result<(), JsError> {
        self.inner.undo(seat(&seat_)?)
    }

    /// Every action so far: `[[seat, action], …]`.
    pub fn history(&self) -> Result<JsValue, JsError> {
        self.inner.history()
    }

    pub fn save(&self) -> Result<String, JsError> {
        self.inner.save()
    }

    #[wasm_bindgen(js_name = stateHash)]
    pub fn state_hash(&self) -> String {
        self.inner.state_hash()
    }
}
