//! One object-safe face over `Match<G>` for every game, speaking JS values.

use dice::wire::FromValue;
use dice::{json, BotLevel, Game, GameError, GameInfo, Match, SaveFault, Seat, UndoBar};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub fn err(e: GameError) -> JsError {
    JsError::new(&e.to_string())
}

/// A refused action as a JS Error: a refusal a player reads carries its code and
/// arguments (`error.code`, `error.args`) for the page to word; the message stays
/// for developers.
pub fn refusal(e: GameError) -> JsValue {
    let out = js_sys::Error::new(&e.to_string());
    if let Some(s) = e.said() {
        said_onto(&out, s);
    }
    out.into()
}

/// `code` and `args` (`{}` when none) set on `o`, the arguments set one by one (no codec:
/// smaller).
fn said_onto(o: &js_sys::Object, s: &dice::Said) {
    let _ = js_sys::Reflect::set(o, &"code".into(), &s.code.into());
    let args = js_sys::Object::new();
    for (k, v) in &s.args.0 {
        let v: JsValue = match v {
            dice::Arg::Num(n) => JsValue::from_f64(*n as f64),
            dice::Arg::Code(c) => c.as_str().into(),
        };
        let _ = js_sys::Reflect::set(&args, &(*k).into(), &v);
    }
    let _ = js_sys::Reflect::set(o, &"args".into(), &args);
}

/// Rust → JS through JSON text: one small codec (`dice::json`) for saves and for
/// every value, instead of a serde back end per direction in the module.
pub fn to_js<T: Serialize + ?Sized>(v: &T) -> Result<JsValue, JsError> {
    let text = json::to_string(v).map_err(|e| JsError::new(&format!("internal: {e}")))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("internal: bad JSON"))
}

/// JS → Rust; `what` names the value in the error ("not a Cityscape action: …").
pub fn from_js<T: FromValue>(
    v: &JsValue,
    what: impl FnOnce(String) -> GameError,
) -> Result<T, JsError> {
    // `undefined`, functions, symbols, BigInts and cyclic objects have no JSON
    // text; JSON.stringify throws on some of them, which is caught here.
    let text = js_sys::JSON::stringify(v).ok().and_then(|t| t.as_string());
    let parsed = match text {
        Some(t) => json::read(&t).map_err(|e| e.to_string()),
        None => Err("it is not plain data".to_string()),
    };
    parsed.map_err(|e| err(what(e)))
}

pub trait AnyGame {
    fn info(&self) -> GameInfo;
    fn config(&self) -> Result<JsValue, JsError>;
    fn to_act(&self) -> Vec<Seat>;
    fn may_act(&self, seat: Seat) -> bool;
    fn legal_actions(&self, seat: Seat) -> Result<JsValue, JsError>;
    fn apply(&mut self, seat: Seat, action: &JsValue, viewer: &JsValue)
        -> Result<JsValue, JsValue>;
    fn check(&self, seat: Seat, action: &JsValue) -> Result<JsValue, JsError>;
    fn preview(&self, seat: Seat, action: &JsValue) -> Result<JsValue, JsValue>;
    fn query(&self, seat: Option<Seat>, q: &JsValue) -> Result<JsValue, JsError>;
    fn chance(&self) -> Result<JsValue, JsError>;
    fn entered(&self) -> bool;
    fn enter(&mut self, outcome: &JsValue, viewer: &JsValue) -> Result<JsValue, JsValue>;
    fn take_back_outcome(&mut self) -> Result<bool, JsError>;
    fn view(&self, seat: Option<Seat>) -> Result<JsValue, JsError>;
    fn is_over(&self) -> bool;
    fn result(&self) -> Result<JsValue, JsError>;
    fn bot_action(&self, seat: Seat, level: BotLevel) -> Result<JsValue, JsError>;
    fn undo_span(&self, seat: Seat, others: bool) -> Option<usize>;
    fn undo(&mut self, seat: Seat, others: bool) -> Result<usize, JsError>;
    /// `people`: bit k set when a person plays seat k.
    fn undo_plan(&self, people: u32) -> Result<(Seat, usize), UndoBar>;
    /// The seat that took back what redo would re-apply, its entries, and how
    /// many undos wait.
    fn redo_span(&self) -> Option<(Seat, usize, usize)>;
    fn redo(&mut self, seat: Seat, viewer: &JsValue) -> Result<JsValue, JsValue>;
    fn history(&self) -> Result<JsValue, JsError>;
    fn save(&self) -> Result<String, JsError>;
    fn state_hash(&self) -> String;
}

/// Whose events `apply` and `enter` return: `None`, every event (the argument
/// left out, as before viewers); `Some(None)`, the public's (`null`);
/// `Some(Some(seat))`, that seat's. Read only for a game whose events hold
/// secrets ([`Game::SECRET_EVENTS`]): for the others it is every event whoever
/// asks, and the reading is compiled away.
type Viewer = Option<Option<Seat>>;

fn viewer<G: Game>(v: &JsValue) -> Result<Viewer, JsError> {
    match G::SECRET_EVENTS && !v.is_undefined() {
        true => crate::seat_or_public(v).map(Some),
        false => Ok(None),
    }
}

/// `events` as `viewer` may see them ([`Game::events_for`]).
fn events_for<G: Game>(viewer: Viewer, mut events: Vec<G::Event>) -> Result<JsValue, JsError> {
    if let Some(v) = viewer {
        G::events_for(v, &mut events);
    }
    to_js(&events)
}

/// `entered`: the table rolls and draws with its own dice and cards.
pub fn create<G: Game>(config: &JsValue, entered: bool) -> Result<Box<dyn AnyGame>, JsError> {
    let config: G::Config = from_js(config, |e| {
        GameError::config(format!("{}: {e}", G::INFO.name))
    })?;
    let m = if entered {
        Match::<G>::new_entered(config)
    } else {
        Match::<G>::new(config)
    };
    Ok(Box::new(m.map_err(err)?))
}

/// A question to game `G` read from JS; `what` names the argument in the error.
fn question<G: Game>(q: &JsValue, what: &str) -> Result<G::Query, JsError> {
    from_js(q, |e| {
        GameError::illegal(format!("{what}: not a {} question: {e}", G::INFO.name))
    })
}

/// A fact of game `G` ([`Game::fact`]): a question answered without a position.
pub fn fact<G: Game>(q: &JsValue) -> Result<JsValue, JsError> {
    match G::fact(&question::<G>(q, "question")?) {
        Some(a) => to_js(&a),
        None => Err(err(GameError::illegal("question: about a position"))),
    }
}

pub fn load<G: Game>(text: &str) -> Result<Box<dyn AnyGame>, JsValue> {
    match Match::<G>::load_text(text) {
        Ok(m) => Ok(Box::new(m)),
        Err(e) => Err(save_err(e, Match::<G>::fault_of(text))),
    }
}

/// A refused save as a JS Error with its kind in `code` ("cut-short", "changed", ...):
/// the page words the kind for a player; the message stays for developers.
pub fn save_err(e: GameError, fault: SaveFault) -> JsValue {
    let out = js_sys::Error::new(&e.to_string());
    let _ = js_sys::Reflect::set(&out, &"code".into(), &fault.code().into());
    out.into()
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

    fn may_act(&self, seat: Seat) -> bool {
        Match::may_act(self, seat)
    }

    fn legal_actions(&self, seat: Seat) -> Result<JsValue, JsError> {
        to_js(&Match::legal_actions(self, seat).map_err(err)?)
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &JsValue,
        viewer: &JsValue,
    ) -> Result<JsValue, JsValue> {
        let action: G::Action = from_js(action, |e| {
            GameError::illegal(format!("action: not a {} action: {e}", G::INFO.name))
        })?;
        let viewer = self::viewer::<G>(viewer)?;
        Ok(events_for::<G>(
            viewer,
            Match::apply(self, seat, action).map_err(refusal)?,
        )?)
    }

    /// `{ok: true}` or `{ok: false, reason, code?, args?}` (`code`, `args`: a refusal a
    /// player reads, for the page to word): a refusal is an answer here, not an
    /// error; only an unreadable action throws.
    fn check(&self, seat: Seat, action: &JsValue) -> Result<JsValue, JsError> {
        let action: G::Action = from_js(action, |e| {
            GameError::illegal(format!("action: not a {} action: {e}", G::INFO.name))
        })?;
        let o = js_sys::Object::new();
        let ok = Match::check(self, seat, &action);
        let _ = js_sys::Reflect::set(&o, &"ok".into(), &ok.is_ok().into());
        if let Err(e) = ok {
            let _ = js_sys::Reflect::set(&o, &"reason".into(), &e.message().into());
            if let Some(s) = e.said() {
                said_onto(&o, s);
            }
        }
        Ok(o.into())
    }

    /// What `action` would lead to before any chance acts ([`Match::preview`]):
    /// `{over, chance, undoable, result?}`.
    fn preview(&self, seat: Seat, action: &JsValue) -> Result<JsValue, JsValue> {
        let action: G::Action = from_js(action, |e| {
            GameError::illegal(format!("action: not a {} action: {e}", G::INFO.name))
        })?;
        Ok(to_js(
            &Match::preview(self, seat, action).map_err(refusal)?,
        )?)
    }

    fn query(&self, seat: Option<Seat>, q: &JsValue) -> Result<JsValue, JsError> {
        to_js(&Match::query(self, seat, &question::<G>(q, "query")?).map_err(err)?)
    }

    /// The odds of the chance node the state is at, if any (`null` otherwise).
    fn chance(&self) -> Result<JsValue, JsError> {
        /// An outcome as the page offers it: with its words and what comes up.
        #[derive(Serialize)]
        struct Offer<'a, C> {
            outcome: &'a C,
            weight: u64,
            label: String,
            parts: Vec<String>,
        }
        let Some(outcomes) = Match::chance(self) else {
            return Ok(JsValue::NULL);
        };
        let offers: Vec<Offer<'_, G::Chance>> = outcomes
            .iter()
            .map(|o| Offer {
                outcome: &o.outcome,
                weight: o.weight,
                label: G::describe_chance(&o.outcome),
                parts: G::chance_parts(&o.outcome),
            })
            .collect();
        to_js(&offers)
    }

    fn entered(&self) -> bool {
        Match::entered(self)
    }

    fn enter(&mut self, outcome: &JsValue, viewer: &JsValue) -> Result<JsValue, JsValue> {
        let outcome: G::Chance = from_js(outcome, |e| {
            GameError::illegal(format!("outcome: not a {} outcome: {e}", G::INFO.name))
        })?;
        let viewer = self::viewer::<G>(viewer)?;
        Ok(events_for::<G>(
            viewer,
            Match::enter(self, outcome).map_err(refusal)?,
        )?)
    }

    fn take_back_outcome(&mut self) -> Result<bool, JsError> {
        Match::take_back_outcome(self).map_err(err)
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

    fn bot_action(&self, seat: Seat, level: BotLevel) -> Result<JsValue, JsError> {
        to_js(&Match::bot_action(self, seat, level).map_err(err)?)
    }

    fn undo_span(&self, seat: Seat, others: bool) -> Option<usize> {
        Match::undo_span(self, seat, others)
    }

    fn undo(&mut self, seat: Seat, others: bool) -> Result<usize, JsError> {
        Match::undo_back(self, seat, others).map_err(err)
    }

    fn undo_plan(&self, people: u32) -> Result<(Seat, usize), UndoBar> {
        Match::undo_plan(self, |s| s < 32 && people >> s & 1 != 0)
    }

    fn redo_span(&self) -> Option<(Seat, usize, usize)> {
        Match::redo_span(self).map(|(s, n)| (s, n, self.redo_depth()))
    }

    fn redo(&mut self, seat: Seat, viewer: &JsValue) -> Result<JsValue, JsValue> {
        let viewer = self::viewer::<G>(viewer)?;
        Ok(events_for::<G>(
            viewer,
            Match::redo(self, seat).map_err(refusal)?,
        )?)
    }

    fn history(&self) -> Result<JsValue, JsError> {
        to_js(&self.records())
    }

    fn save(&self) -> Result<String, JsError> {
        self.save_text().map_err(err)
    }

    fn state_hash(&self) -> String {
        self.state_hash_hex()
    }
}
