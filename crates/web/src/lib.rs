//! The JS API: `games()`, `new Game(id, config)` and its methods (docs/api.md).
//! Converts between JS values and engine types; decides no rules.
//!
//! Every export takes `JsValue` arguments and checks them itself: wasm-bindgen
//! does not type-check `&str` or number parameters, and a wrong JS type there
//! traps the whole module. A wrong type here is an `Error` naming the argument.

mod any;
// Natively only its size classes are compiled, for their unit test.
#[cfg(any(target_arch = "wasm32", test))]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod pool;
mod registry;

/// Small blocks from free lists by size class (see `pool`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: pool::Pool = pool::Pool::new();

use any::{err, AnyGame};
use dice::{BotLevel, GameError, Seat};
use wasm_bindgen::prelude::*;

/// `{seat?, n?, why?, depth?}` (`undoPlan` and `redoSpan`), set key by key: a
/// serializer of its own would cost more in the module.
fn span(seat: Option<Seat>, n: Option<usize>, why: Option<&str>, depth: Option<usize>) -> JsValue {
    let o = js_sys::Object::new();
    let put = |k: &str, v: Option<JsValue>| {
        if let Some(v) = v {
            let _ = js_sys::Reflect::set(&o, &k.into(), &v);
        }
    };
    let num = |v: Option<usize>| v.map(|v| JsValue::from(v as u32));
    put("seat", num(seat.map(usize::from)));
    put("n", num(n));
    put("why", why.map(JsValue::from));
    put("depth", num(depth));
    o.into()
}

#[wasm_bindgen]
pub struct Game {
    inner: Box<dyn AnyGame>,
}

fn bad(name: &str, what: &str) -> JsError {
    err(GameError::illegal(format!("{name}: {what}")))
}

/// A string argument, or an error naming it.
fn text(v: &JsValue, name: &str) -> Result<String, JsError> {
    v.as_string().ok_or_else(|| bad(name, "must be a string"))
}

/// A whole number in `0..=max`, or an error naming it. (`max` is printed as an
/// integer: formatting an `f64` would pull float printing into the module.)
fn whole(v: &JsValue, name: &str, max: u32) -> Result<u32, JsError> {
    match v.as_f64() {
        Some(f) if f.fract() == 0.0 && (0.0..=max as f64).contains(&f) => Ok(f as u32),
        _ => Err(bad(
            name,
            &format!("must be a whole number from 0 to {max}"),
        )),
    }
}

/// A seat number from JS: a whole number 0–255 (the game checks its own range).
fn seat(v: &JsValue) -> Result<Seat, JsError> {
    whole(v, "seat", 255).map(|n| n as Seat)
}

/// A seat, or the public for `null` and `undefined`.
pub(crate) fn seat_or_public(v: &JsValue) -> Result<Option<Seat>, JsError> {
    if v.is_undefined() || v.is_null() {
        Ok(None)
    } else {
        seat(v).map(Some)
    }
}

fn level(v: &JsValue) -> Result<BotLevel, JsError> {
    let s = v
        .as_string()
        .ok_or_else(|| bad("level", "must be \"easy\", \"normal\" or \"hard\""))?;
    s.parse().map_err(|e: GameError| bad("level", e.message()))
}

/// Every game this build offers: `[{id, name, minPlayers, maxPlayers, ...kinds}]`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    any::to_js(&registry::infos())
}

/// A fact of game `id`, asked without a game: a question about the game itself (its
/// content, geometry, tables), not about a position. Throws for a question that is.
#[wasm_bindgen]
pub fn fact(id: &str, question: JsValue) -> Result<JsValue, JsError> {
    registry::fact(id, &question)
}

/// Runs `n` playouts of game `id` with random legal moves inside wasm and returns a
/// checksum; the benchmark script times it against the same code run natively.
/// Only in modules built with the `bench` feature (npm run bench builds its own).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(
    id: JsValue,
    players: JsValue,
    n: JsValue,
    seed: JsValue,
) -> Result<f64, JsError> {
    let id = text(&id, "id")?;
    let players = whole(&players, "players", 255)? as u8;
    let n = whole(&n, "n", u32::MAX)?;
    let seed = whole(&seed, "seed", u32::MAX)?;
    registry::bench_playouts(&id, players, n, seed)
        .map(|h| (h >> 11) as f64)
        .map_err(err)
}

#[wasm_bindgen]
impl Game {
    /// `config`: `{players, seed?, ...options}`; a missing seed is chosen at random
    /// (read it back from `config()`). `table` (optional): `{entered: true}` when
    /// the table rolls and draws with its own dice and cards: every chance node
    /// then waits for `enter(outcome)`.
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue, config: JsValue, table: JsValue) -> Result<Game, JsError> {
        let id = text(&id, "id")?;
        Ok(Game {
            inner: registry::create(&id, &config, &table)?,
        })
    }

    /// Rebuilds a game from `save()` text; a damaged or edited save throws.
    pub fn load(save: JsValue) -> Result<Game, JsValue> {
        let save = text(&save, "save")?;
        Ok(Game {
            inner: registry::load(&save)?,
        })
    }

    pub fn id(&self) -> String {
        self.inner.info().id.to_string()
    }

    /// The game's kinds and player range (as in `games()`).
    pub fn info(&self) -> Result<JsValue, JsError> {
        any::to_js(&self.inner.info())
    }

    /// The config in force, seed included.
    pub fn config(&self) -> Result<JsValue, JsError> {
        self.inner.config()
    }

    #[wasm_bindgen(js_name = toAct)]
    pub fn to_act(&self) -> Result<JsValue, JsError> {
        any::to_js(&self.inner.to_act())
    }

    /// May `seat` act now? True for the seats in `toAct()`, and for a seat the
    /// game lets change its mind although nobody waits for it (Cityscape: a
    /// seat's goals until the last seat locks theirs).
    #[wasm_bindgen(js_name = mayAct)]
    pub fn may_act(&self, seat_: JsValue) -> Result<bool, JsError> {
        Ok(self.inner.may_act(seat(&seat_)?))
    }

    /// The legal actions for `seat`, or `null` when they are too many to list
    /// (then `check` judges a candidate).
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self, seat_: JsValue) -> Result<JsValue, JsError> {
        self.inner.legal_actions(seat(&seat_)?)
    }

    /// Applies `action` for `seat` and returns the events (chance draws that
    /// follow included) as `viewer` may see them: a seat, or `null` for the
    /// public; left out, every event (only a game whose events hold secrets
    /// reads it: see `Game::SECRET_EVENTS`). Throws and changes nothing when it
    /// is not legal.
    pub fn apply(
        &mut self,
        seat_: JsValue,
        action: JsValue,
        viewer: JsValue,
    ) -> Result<JsValue, JsValue> {
        self.inner.apply(seat(&seat_)?, &action, &viewer)
    }

    /// A dry run: `{ok: true}` or `{ok: false, reason}`. Changes nothing.
    pub fn check(&self, seat_: JsValue, action: JsValue) -> Result<JsValue, JsError> {
        self.inner.check(seat(&seat_)?, &action)
    }

    /// What `action` would lead to, before chance acts: `{over, chance, undoable,
    /// result?}` (`result` only in games without hidden information). The page
    /// asks before an action that would end the game (a failed city), in the
    /// engine's own words. Changes nothing; throws when the action is not legal.
    pub fn preview(&self, seat_: JsValue, action: JsValue) -> Result<JsValue, JsValue> {
        self.inner.preview(seat(&seat_)?, &action)
    }

    /// A typed question for the engine on behalf of `seat` (`null`: the public).
    pub fn query(&self, seat_: JsValue, question: JsValue) -> Result<JsValue, JsError> {
        self.inner.query(seat_or_public(&seat_)?, &question)
    }

    /// The outcomes of a pending chance node, or `null`: `[{outcome, weight,
    /// label, parts}]`, `parts` being what comes up, a die or a card each.
    pub fn chance(&self) -> Result<JsValue, JsError> {
        self.inner.chance()
    }

    /// Does the table roll and draw itself (see the constructor's `table`)?
    pub fn entered(&self) -> bool {
        self.inner.entered()
    }

    /// The outcome the table rolled or drew (one of `chance()`'s `outcome`s);
    /// returns the events, as `viewer` may see them (as for `apply`). Anything
    /// else throws and changes nothing.
    pub fn enter(&mut self, outcome: JsValue, viewer: JsValue) -> Result<JsValue, JsValue> {
        self.inner.enter(&outcome, &viewer)
    }

    /// Takes back the last entered outcome (a mistyped roll); false when the
    /// last entry is not one.
    #[wasm_bindgen(js_name = takeBackOutcome)]
    pub fn take_back_outcome(&mut self) -> Result<bool, JsError> {
        self.inner.take_back_outcome()
    }

    /// `view(seat)`: what that seat may see; `view()`: the public view.
    pub fn view(&self, seat_: JsValue) -> Result<JsValue, JsError> {
        self.inner.view(seat_or_public(&seat_)?)
    }

    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// `null` until the game is over; then `{kind, scores: [{seat, total, lines}],
    /// winners, level?, won?, grade?, notes?}`.
    pub fn result(&self) -> Result<JsValue, JsError> {
        self.inner.result()
    }

    /// A computer opponent's action for `seat` at `level` ("easy", "normal", "hard").
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(&self, seat_: JsValue, level_: JsValue) -> Result<JsValue, JsError> {
        self.inner.bot_action(seat(&seat_)?, level(&level_)?)
    }

    /// May `seat` take back its last action now? With `others` true, the later
    /// actions of other seats (computer replies) would go too.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self, seat_: JsValue, others: JsValue) -> Result<bool, JsError> {
        Ok(self
            .inner
            .undo_span(seat(&seat_)?, others.is_truthy())
            .is_some())
    }

    /// Takes back `seat`'s last action (with `others`, and every action after
    /// it); returns how many history entries went. Never crosses a chance entry.
    pub fn undo(&mut self, seat_: JsValue, others: JsValue) -> Result<u32, JsError> {
        self.inner
            .undo(seat(&seat_)?, others.is_truthy())
            .map(|n| n as u32)
    }

    /// What undo would take back for the people at the table (`people`: bit k
    /// set when a person plays seat k, so 1 is seat 0 alone; a list would cost
    /// 0.2 KB more in the module; computers' replies go with a person's move): `{seat,
    /// n}` (`undo(seat, true)` takes n entries back), or `{why, seat?}`, a code
    /// for the page to word: "none" (nothing of theirs yet), "chance" (a roll
    /// or draw since, never undone; `seat`: whose move it followed), "over",
    /// "final" (`seat`'s last move stands: something was revealed or scored
    /// since), "outcome" (the last entry is an outcome the table entered:
    /// `takeBackOutcome()`).
    #[wasm_bindgen(js_name = undoPlan)]
    pub fn undo_plan(&self, people: JsValue) -> Result<JsValue, JsError> {
        let people = whole(&people, "people", u32::MAX)?;
        Ok(match self.inner.undo_plan(people) {
            Ok((s, n)) => span(Some(s), Some(n), None, None),
            Err(b) => span(b.seat(), None, Some(b.code()), None),
        })
    }

    /// What `redo` would re-apply: `{seat, n, depth}` (the seat that took it
    /// back, its history entries, how many undos may be redone in turn), or
    /// `null`: nothing was taken back since the last move.
    #[wasm_bindgen(js_name = redoSpan)]
    pub fn redo_span(&self) -> Result<JsValue, JsError> {
        match self.inner.redo_span() {
            Some((s, n, d)) => Ok(span(Some(s), Some(n), None, Some(d))),
            None => Ok(JsValue::NULL),
        }
    }

    /// Re-applies what `seat`'s last undo took back (moves, replies, entered
    /// outcomes) and returns the events as `viewer` may see them (as `apply`);
    /// throws and changes nothing when that is not `redoSpan()`'s seat or the
    /// game changed since.
    pub fn redo(&mut self, seat_: JsValue, viewer: JsValue) -> Result<JsValue, JsValue> {
        self.inner.redo(seat(&seat_)?, &viewer)
    }

    /// Every entry so far: `[{seat, action} | {chance, label}, …]`.
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
