//! A match: a game's config, its history (actions and chance outcomes) and the
//! position they lead to. This is the one place that does chance draws, replay,
//! undo, saves and state hashes, for every game (the way a puzzle collection's
//! midend does undo and save/load for all).

use crate::bot::BotLevel;
use crate::engine::{ChanceOutcome, Game, Seeded};
use crate::error::{GameError, SaveFault};
use crate::hash::stable_hash;
use crate::json;
use crate::rng::DiceRng;
use crate::score::GameResult;
use crate::seat::Seat;
use crate::wire;
use serde::{Deserialize, Serialize};

/// The save format this version writes. It reads [`SAVE_FORMAT_V1`] too.
pub const SAVE_FORMAT: &str = "skyline-table/2";
/// Saves from before chance entries: `moves` is `[[seat, action], …]`.
pub const SAVE_FORMAT_V1: &str = "skyline-table/1";

/// Random streams derived from a config's seed, kept apart so that knowing one
/// tells nothing about another.
const CHANCE_STREAM: u64 = 0x00c4_a9ce;
const BOT_STREAM: u64 = 0x0000_0b07;

/// One step of a match's history: a seat's action, or what chance did.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry<A, C> {
    Act(Seat, A),
    Chance(C),
}

/// An entry as saved and as `history()` shows it: `{seat, action}` or
/// `{chance, label}` (the label, "rolled 6, 6, 1", is for reading only).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
#[serde(deny_unknown_fields)]
pub struct EntryRecord<A, C> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<A>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chance: Option<C>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

impl<A, C> EntryRecord<A, C> {
    fn into_entry(self) -> Result<Entry<A, C>, String> {
        match self {
            EntryRecord {
                seat: Some(s),
                action: Some(a),
                chance: None,
                ..
            } => Ok(Entry::Act(s, a)),
            EntryRecord {
                seat: None,
                action: None,
                chance: Some(c),
                ..
            } => Ok(Entry::Chance(c)),
            _ => Err("an entry is either {seat, action} or {chance}".into()),
        }
    }
}

/// A saved match. The position is not stored: it is rebuilt by replaying `moves`,
/// which checks every one of them, and must then hash to `hash`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile<C, M> {
    pub format: String,
    pub game: String,
    pub config: C,
    /// The table rolls and draws itself: chance outcomes are entered ([`Match::new_entered`]).
    #[serde(default, skip_serializing_if = "is_false")]
    pub entered: bool,
    pub moves: Vec<M>,
    pub hash: String,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// What an action would lead to, before chance acts next ([`Match::preview`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Preview {
    /// It ends the game.
    pub over: bool,
    /// Chance draws right after it (the next roll or card).
    pub chance: bool,
    /// The seat could take it back once made (no reveal or score came with it).
    pub undoable: bool,
    /// The result it would end the game with: only in games without hidden
    /// information. Where seats keep secrets, a score can hang on them
    /// (Cityscape's last block scores every seat's secret goals), and trying
    /// each last move in a preview would tell them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
}

#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    config: G::Config,
    history: Vec<Entry<G::Action, G::Chance>>,
    state: G,
    /// Seeds the chance draws: outcome k comes from (chance_key, k), so the draws
    /// need no RNG state and a reloaded match continues exactly.
    chance_key: u64,
    chances: u64,
    /// The table rolls and draws with its own dice and cards: chance nodes wait
    /// for the outcome it enters ([`Match::enter`]); nothing is drawn, and undo
    /// may cross an entered outcome (it was typed, not revealed).
    entered: bool,
    /// The number (from 1; 0: none) of the first chance outcome that is not the
    /// one the config's seed gives there (a test forced it, the table entered
    /// it): a save of such a match says its outcomes were entered, never that
    /// its seed rolled them. A u32, not an Option<u64>: 0.2 KB less gzipped wasm
    /// in Cities co-op's module, whose first visit is at its budget.
    off_seed: u32,
    /// What undo took back, for redo: a stack of the entries that went (a
    /// decision, the replies after it, outcomes the table entered), pushed as
    /// they were popped off the history, so popping them gives them back in
    /// order; and per undo, the seat that took them back and how many.
    /// [`Match::redo`] re-applies the newest undo; any other change clears
    /// both. Not saved: a loaded match has nothing to redo. (One list of
    /// entries like the history, pushed and popped like it: its own code
    /// serves, where a list of lists cost 0.3 KB gzipped wasm a module.)
    undone: Vec<Entry<G::Action, G::Chance>>,
    undos: Vec<(Seat, usize)>,
}

/// Why undo would take nothing back now ([`Match::undo_plan`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoBar {
    /// No person has decided anything yet.
    Nothing,
    /// Chance has rolled or drawn since (never undone): after that person's
    /// last decision, or before any.
    Chance(Option<Seat>),
    /// The game is over: its moves stand.
    Over,
    /// That person's last decision stands: something was revealed or scored
    /// since ([`Game::may_undo`]).
    Final(Seat),
    /// The last entry is an outcome the table entered: undo is
    /// [`Match::take_back_outcome`].
    Outcome,
}

impl UndoBar {
    /// The code the page words: "none", "chance", "over", "final", "outcome".
    pub fn code(self) -> &'static str {
        match self {
            UndoBar::Nothing => "none",
            UndoBar::Chance(_) => "chance",
            UndoBar::Over => "over",
            UndoBar::Final(_) => "final",
            UndoBar::Outcome => "outcome",
        }
    }

    /// The person the refusal is about, if any.
    pub fn seat(self) -> Option<Seat> {
        match self {
            UndoBar::Chance(s) => s,
            UndoBar::Final(s) => Some(s),
            _ => None,
        }
    }
}

impl<G: Game> Match<G> {
    pub fn new(config: G::Config) -> Result<Self, GameError> {
        let mut m = Self::new_paused(config)?;
        m.settle()?;
        Ok(m)
    }

    /// Like [`Match::new`], but stops at a chance node instead of drawing, so a
    /// test can force the outcome ([`Match::force_chance`]).
    pub fn new_paused(config: G::Config) -> Result<Self, GameError> {
        let state = G::new(&config)?;
        Ok(Match {
            chance_key: seed_key(&config),
            config,
            history: Vec::new(),
            state,
            chances: 0,
            entered: false,
            off_seed: 0,
            undone: Vec::new(),
            undos: Vec::new(),
        })
    }

    /// A match whose chance outcomes the table enters (its own dice and cards):
    /// it stops at every chance node until [`Match::enter`] gives the outcome.
    pub fn new_entered(config: G::Config) -> Result<Self, GameError> {
        let mut m = Self::new_paused(config)?;
        m.entered = true;
        Ok(m)
    }

    /// Are chance outcomes entered by the table (see [`Match::new_entered`])?
    pub fn entered(&self) -> bool {
        self.entered
    }

    /// The number (from 1) of the first chance outcome that is not the one the
    /// config's seed gives at that point, if any: a test forced it, or the table
    /// entered it. Such a match saves as entered ([`Match::to_save`]).
    pub fn off_seed(&self) -> Option<u64> {
        (self.off_seed > 0).then_some(self.off_seed as u64)
    }

    /// The outcome the table rolled or drew, at a chance node of an entered
    /// match: one the game offers now, or an error naming it (nothing changes).
    pub fn enter(&mut self, outcome: G::Chance) -> Result<Vec<G::Event>, GameError> {
        if !self.entered {
            return Err(GameError::illegal(
                "this game draws its own dice and cards: nothing is entered",
            ));
        }
        self.force_chance(outcome)
    }

    /// Takes back the last entered outcome (a mistyped roll), when it is the
    /// last entry of an entered match; returns whether one went.
    pub fn take_back_outcome(&mut self) -> Result<bool, GameError> {
        if !self.entered || !matches!(self.history.last(), Some(Entry::Chance(_))) {
            return Ok(false);
        }
        let mut moves = self.history.clone();
        moves.pop();
        self.rebuild(moves)?;
        Ok(true)
    }

    /// Replaces the history by `moves` (a prefix of it), keeping how chance acts.
    fn rebuild(&mut self, moves: Vec<Entry<G::Action, G::Chance>>) -> Result<(), GameError> {
        let entered = self.entered;
        *self = Match::replay(self.config.clone(), moves)?;
        self.entered = entered;
        Ok(())
    }

    /// Rebuilds a match from its config and history; the error names the first bad
    /// entry. Chance entries are applied as recorded (each must be possible); one
    /// that is not the seed's marks the match ([`Match::off_seed`]).
    pub fn replay(
        config: G::Config,
        moves: Vec<Entry<G::Action, G::Chance>>,
    ) -> Result<Self, GameError> {
        let mut m = Self::new_paused(config)?;
        for (i, entry) in moves.into_iter().enumerate() {
            let bad = |e: GameError| {
                GameError::save(format!("entry {} does not replay: {}", i + 1, e.message()))
            };
            match entry {
                Entry::Act(seat, action) => m.apply_one(seat, action).map(|_| ()).map_err(bad)?,
                Entry::Chance(c) => m.force_chance(c).map(|_| ()).map_err(bad)?,
            }
        }
        Ok(m)
    }

    pub fn state(&self) -> &G {
        &self.state
    }
    pub fn config(&self) -> &G::Config {
        &self.config
    }
    pub fn history(&self) -> &[Entry<G::Action, G::Chance>] {
        &self.history
    }
    pub fn to_act(&self) -> Vec<Seat> {
        self.state.to_act()
    }
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }
    pub fn result(&self) -> Option<GameResult> {
        self.state.result()
    }
    /// The outcomes chance may produce now, if a chance node is pending. The
    /// match resolves chance nodes itself after each action, so this is `None`
    /// unless a test asked to stop at them ([`Match::new_paused`],
    /// [`Match::apply_paused`]), or a bot wants the odds of a pending roll.
    pub fn chance(&self) -> Option<Vec<ChanceOutcome<G::Chance>>> {
        self.state.chance()
    }

    pub fn view(&self, seat: Option<Seat>) -> Result<G::View, GameError> {
        if let Some(s) = seat {
            self.check_seat(s)?;
        }
        Ok(self.state.view(seat))
    }
    pub fn legal_actions(&self, seat: Seat) -> Result<Option<Vec<G::Action>>, GameError> {
        self.check_seat(seat)?;
        if !self.state.may_act(seat) {
            return Ok(Some(Vec::new()));
        }
        Ok(self.state.legal_actions(seat))
    }

    fn check_seat(&self, seat: Seat) -> Result<(), GameError> {
        if seat >= self.state.players() {
            return Err(GameError::illegal(format!(
                "there is no seat {seat}: seats are 0 to {}",
                self.state.players() - 1
            )));
        }
        Ok(())
    }

    fn check_turn(&self, seat: Seat) -> Result<(), GameError> {
        self.check_seat(seat)?;
        if self.is_over() {
            return Err(GameError::game_over());
        }
        if !self.state.may_act(seat) {
            return Err(not_turn(seat));
        }
        Ok(())
    }

    /// May `seat` act now ([`Game::may_act`]: the seats to act, and any other
    /// the game lets change its mind)?
    pub fn may_act(&self, seat: Seat) -> bool {
        seat < self.state.players() && !self.is_over() && self.state.may_act(seat)
    }

    /// Is `action` legal for `seat` now? Changes nothing. The engine's own
    /// reason comes first (it says more); the match adds the turn order check
    /// in case an engine forgot it.
    pub fn check(&self, seat: Seat, action: &G::Action) -> Result<(), GameError> {
        self.check_seat(seat)?;
        if self.is_over() {
            return Err(GameError::game_over());
        }
        self.state.check(seat, action)?;
        self.check_turn(seat)
    }

    /// What `action` would lead to before chance acts: applied to a copy that
    /// stops before the next draw, so it reveals nothing chance has not decided.
    /// Changes nothing; an error when the action is not legal.
    pub fn preview(&self, seat: Seat, action: G::Action) -> Result<Preview, GameError> {
        let mut copy = self.clone();
        copy.apply_paused(seat, action)?;
        Ok(Preview {
            over: copy.is_over(),
            chance: copy.chance().is_some(),
            undoable: copy.undo_span(seat, false).is_some(),
            result: match G::INFO.hidden_information {
                true => None,
                false => copy.result(),
            },
        })
    }

    pub fn query(&self, seat: Option<Seat>, q: &G::Query) -> Result<G::Answer, GameError> {
        if let Some(s) = seat {
            self.check_seat(s)?;
        }
        self.state.query(seat, q)
    }

    /// Applies an action, then lets chance act until a seat must decide or the
    /// game ends. On error nothing changes. Returns the events of both.
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> Result<Vec<G::Event>, GameError> {
        let before = self.history.len();
        let mut events = self.apply_one(seat, action)?;
        if self.entered {
            return Ok(events); // the table rolls or draws, then enters it
        }
        match self.settle() {
            Ok(more) => events.extend(more),
            Err(e) => {
                // An engine whose chance node is broken: take the action back.
                self.history.truncate(before);
                *self = Match::replay(self.config.clone(), self.history.clone())?;
                return Err(e);
            }
        }
        Ok(events)
    }

    /// Applies an action and stops at the chance node that may follow, so a test
    /// can force the outcome; [`Match::let_chance_act`] draws it instead.
    pub fn apply_paused(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<Vec<G::Event>, GameError> {
        self.apply_one(seat, action)
    }

    /// Draws every pending chance outcome (after [`Match::new_paused`] or
    /// [`Match::apply_paused`]).
    pub fn let_chance_act(&mut self) -> Result<Vec<G::Event>, GameError> {
        self.settle()
    }

    /// Applies to the position itself, not to a copy: an engine's `apply` leaves
    /// the position as it was when it refuses ([`Game::apply`]; the conformance
    /// suite checks it). The turn order is checked first, in case an engine forgot
    /// it, but the engine's own reason for a refusal comes first (it says more).
    fn apply_one(&mut self, seat: Seat, action: G::Action) -> Result<Vec<G::Event>, GameError> {
        self.check_seat(seat)?;
        if self.is_over() {
            return Err(GameError::game_over());
        }
        if !self.state.may_act(seat) {
            self.state.check(seat, &action)?;
            return Err(not_turn(seat));
        }
        let events = self.state.apply(seat, &action)?;
        self.history.push(Entry::Act(seat, action));
        self.forget_undone();
        Ok(events)
    }

    /// Draws every pending chance outcome with the match's seeded stream.
    fn settle(&mut self) -> Result<Vec<G::Event>, GameError> {
        let mut events = Vec::new();
        while let Some(outcomes) = self.state.chance() {
            let mut rng = DiceRng::derive(self.chance_key, self.chances);
            let pick = draw(&outcomes, &mut rng)?;
            events.extend(self.force_chance(pick)?);
        }
        Ok(events)
    }

    /// Applies a chosen chance outcome (a test forcing a roll, or a replay). It
    /// must be one the game offers now, with a positive weight. One that is not
    /// the seed's marks the match ([`Match::off_seed`]).
    pub fn force_chance(&mut self, outcome: G::Chance) -> Result<Vec<G::Event>, GameError> {
        let Some(outcomes) = self.state.chance() else {
            return Err(GameError::illegal("chance does not act now"));
        };
        if !outcomes
            .iter()
            .any(|o| o.outcome == outcome && o.weight > 0)
        {
            return Err(GameError::illegal("that outcome is not possible now"));
        }
        // the draw settle() makes there with the seed's own stream (a test may
        // have given chance another future: with_chance_key)
        let mut rng = DiceRng::derive(seed_key(&self.config), self.chances);
        let seeds = matches!(draw(&outcomes, &mut rng), Ok(o) if o == outcome);
        let events = self.state.apply_chance(&outcome)?;
        self.history.push(Entry::Chance(outcome));
        self.forget_undone();
        self.chances += 1;
        if !seeds && self.off_seed == 0 {
            self.off_seed = self.chances as u32;
        }
        Ok(events)
    }

    /// How many history entries taking back `seat`'s last action would remove:
    /// that action and every later one, as long as none of them is a chance
    /// entry and each was undoable when taken ([`Game::may_undo`]). `None` when
    /// there is nothing `seat` may take back. With `others` false only `seat`'s
    /// own last entry counts (hot-seat play: others' moves are theirs to keep).
    pub fn undo_span(&self, seat: Seat, others: bool) -> Option<usize> {
        let mut probe = self.clone();
        let mut n = 0;
        loop {
            let (s, a) = match probe.history.last()? {
                // an entered outcome was typed, not revealed: it goes with the move
                Entry::Chance(_) if self.entered => {
                    n += 1;
                    let mut h = probe.history.clone();
                    h.pop();
                    probe = Match::replay(probe.config.clone(), h).ok()?;
                    continue;
                }
                Entry::Chance(_) => return None,
                Entry::Act(s, a) => (*s, a.clone()),
            };
            if !probe.state.may_undo(s, &a) {
                return None;
            }
            n += 1;
            if s == seat {
                return Some(n);
            }
            if !others {
                return None;
            }
            let mut h = probe.history.clone();
            h.pop();
            probe = Match::replay(probe.config.clone(), h).ok()?;
        }
    }

    pub fn can_undo(&self, seat: Seat) -> bool {
        self.undo_span(seat, false).is_some()
    }

    /// Takes back `seat`'s last action (and, with `others`, the actions after it)
    /// by replaying the rest. Never crosses a chance entry.
    pub fn undo_back(&mut self, seat: Seat, others: bool) -> Result<usize, GameError> {
        self.check_seat(seat)?;
        let Some(n) = self.undo_span(seat, others) else {
            return Err(GameError::illegal(format!(
                "seat {seat} has nothing to take back now"
            )));
        };
        let mut moves = self.history.clone();
        let (mut undone, mut undos) = (self.undone.clone(), self.undos.clone());
        for _ in 0..n {
            if let Some(e) = moves.pop() {
                undone.push(e);
            }
        }
        undos.push((seat, n));
        self.rebuild(moves)?;
        (self.undone, self.undos) = (undone, undos);
        Ok(n)
    }

    /// What undo would take back for the people at the table (`person(seat)`:
    /// does a person play it? The others are computers, whose replies go with
    /// a person's move): that person's last decision, as `(seat, entries)` for
    /// [`Match::undo_back`] with `others`, or why nothing may go.
    pub fn undo_plan(&self, person: impl Fn(Seat) -> bool) -> Result<(Seat, usize), UndoBar> {
        if self.is_over() {
            return Err(UndoBar::Over);
        }
        if self.entered && matches!(self.history.last(), Some(Entry::Chance(_))) {
            return Err(UndoBar::Outcome);
        }
        let mut chance = false;
        for e in self.history.iter().rev() {
            match e {
                // an entered outcome was typed, not revealed: undo crosses it
                Entry::Chance(_) => chance |= !self.entered,
                Entry::Act(s, _) if person(*s) => {
                    if chance {
                        return Err(UndoBar::Chance(Some(*s)));
                    }
                    return self
                        .undo_span(*s, true)
                        .map(|n| (*s, n))
                        .ok_or(UndoBar::Final(*s));
                }
                Entry::Act(..) => {}
            }
        }
        Err(if chance {
            UndoBar::Chance(None)
        } else {
            UndoBar::Nothing
        })
    }

    /// What [`Match::redo`] would re-apply: the seat that took it back and how
    /// many entries; `None` when nothing was taken back since the last change.
    pub fn redo_span(&self) -> Option<(Seat, usize)> {
        self.undos.last().copied()
    }

    /// How many undos [`Match::redo`] may replay one after another.
    pub fn redo_depth(&self) -> usize {
        self.undos.len()
    }

    /// A change other than redo: what undo took back can no longer be redone.
    fn forget_undone(&mut self) {
        self.undone.clear();
        self.undos.clear();
    }

    /// May `seat` redo now: did `seat` take back the last thing undone, with
    /// nothing changed since?
    pub fn can_redo(&self, seat: Seat) -> bool {
        matches!(self.redo_span(), Some((s, _)) if s == seat)
    }

    /// Re-applies what `seat`'s last undo took back, as it was; returns the
    /// events. An error changes nothing.
    pub fn redo(&mut self, seat: Seat) -> Result<Vec<G::Event>, GameError> {
        if !self.can_redo(seat) {
            return Err(GameError::illegal("that seat has nothing to redo now"));
        }
        let mut next = self.clone();
        let (mut undone, mut undos) = (
            std::mem::take(&mut next.undone),
            std::mem::take(&mut next.undos),
        );
        let (_, n) = undos.pop().unwrap_or_default();
        let mut events = Vec::new();
        for _ in 0..n {
            events.extend(match undone.pop() {
                Some(Entry::Act(s, a)) => next.apply_one(s, a),
                Some(Entry::Chance(c)) => next.force_chance(c),
                None => Ok(Vec::new()),
            }?);
        }
        (next.undone, next.undos) = (undone, undos);
        *self = next;
        Ok(events)
    }

    pub fn undo(&mut self, seat: Seat) -> Result<(), GameError> {
        self.undo_back(seat, false).map(|_| ())
    }

    /// A bot's action. It sees the seat's view and nothing else, and its dice are
    /// seeded from that view (plus the seat, the level and a salt from the config
    /// seed, so bots vary between games): the same view gives the same choice,
    /// and nothing the seat cannot see can change it.
    pub fn bot_action(&self, seat: Seat, level: BotLevel) -> Result<G::Action, GameError> {
        self.check_turn(seat)?;
        let view = self.state.view(Some(seat));
        let mut rng = DiceRng::new(self.bot_seed(seat, level, &view)?);
        G::bot_action(&view, seat, level, &mut rng)
    }

    /// The seed of a bot's dice: a stable hash of the seat's view (as JSON), the
    /// seat, the level and the config's bot salt.
    pub fn bot_seed(&self, seat: Seat, level: BotLevel, view: &G::View) -> Result<u64, GameError> {
        let text = json::to_string(view).map_err(|e| GameError::data(e.to_string()))?;
        let salt = DiceRng::derive(self.config.seed() as u64, BOT_STREAM).next_u64();
        Ok(stable_hash(&(text, seat, level as u8, salt)))
    }

    /// Test hook: a different future for chance (the seed's other streams and the
    /// past stay). Secrecy tests use it to show bots cannot see what is to come.
    pub fn with_chance_key(mut self, key: u64) -> Self {
        self.chance_key = key;
        self
    }

    pub fn state_hash(&self) -> u64 {
        stable_hash(&self.state)
    }

    pub fn state_hash_hex(&self) -> String {
        format!("{:016x}", self.state_hash())
    }

    /// The history as records, chance entries labelled for reading.
    pub fn records(&self) -> Vec<EntryRecord<G::Action, G::Chance>> {
        self.history
            .iter()
            .map(|e| match e {
                Entry::Act(s, a) => EntryRecord {
                    seat: Some(*s),
                    action: Some(a.clone()),
                    chance: None,
                    label: None,
                },
                Entry::Chance(c) => EntryRecord {
                    seat: None,
                    action: None,
                    chance: Some(c.clone()),
                    label: Some(G::describe_chance(c)).filter(|l| !l.is_empty()),
                },
            })
            .collect()
    }

    pub fn to_save(&self) -> SaveFile<G::Config, EntryRecord<G::Action, G::Chance>> {
        let mut moves = self.records();
        for m in &mut moves {
            m.label = None;
        }
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            game: G::INFO.id.to_string(),
            config: self.config.clone(),
            // outcomes a test forced are not the seed's either: never pass them off as drawn
            entered: self.entered || self.off_seed > 0,
            moves,
            hash: self.state_hash_hex(),
        }
    }

    pub fn save_text(&self) -> Result<String, GameError> {
        json::to_string(&self.to_save()).map_err(|e| GameError::data(e.to_string()))
    }

    /// Reads a save of either format; every entry is replayed and checked, and
    /// the result must match the saved hash. The text is split by hand
    /// ([`json::members`]) and each config, action and chance outcome read with
    /// the same reader as the page's values: derived readers for the save types
    /// cost about 7 KB gzipped in every wasm module.
    pub fn load_text(text: &str) -> Result<Self, GameError> {
        let name = G::INFO.name;
        let unreadable = |e: String| GameError::save(format!("not a readable {name} save: {e}"));
        let save = SaveText::read(text).map_err(unreadable)?;
        if save.game != G::INFO.id {
            return Err(GameError::save(format!(
                "this save is for \"{}\", not \"{}\"",
                save.game,
                G::INFO.id
            )));
        }
        let v1 = match save.format.as_str() {
            SAVE_FORMAT => false,
            SAVE_FORMAT_V1 if G::OLDEST_SAVE_FORMAT <= 1 => true,
            other => {
                return Err(GameError::save(format!(
                "unknown save format \"{other}\" (this version reads \"{SAVE_FORMAT}\" and \"{SAVE_FORMAT_V1}\")"
            )))
            }
        };
        let config = read::<G::Config>(save.config).map_err(unreadable)?;
        let moves = save
            .moves
            .iter()
            .map(|m| if v1 { entry_v1::<G>(m) } else { entry::<G>(m) })
            .collect::<Result<Vec<_>, String>>()
            .map_err(unreadable)?;
        Self::finish_load(config, moves, &save.hash, save.entered)
    }

    /// The kind of failure of a `text` that [`Match::load_text`] refused, read again
    /// (only a refusal pays for it): cut short, not JSON, no save, another game's,
    /// another format, or changed (its entries, outcomes or checksum do not hold).
    pub fn fault_of(text: &str) -> SaveFault {
        match SaveText::read(text) {
            Err(_) => SaveFault::of_text(text),
            Ok(s) if s.game != G::INFO.id => SaveFault::OtherGame,
            Ok(s) if s.format == SAVE_FORMAT => SaveFault::Changed,
            Ok(s) if s.format == SAVE_FORMAT_V1 && G::OLDEST_SAVE_FORMAT <= 1 => SaveFault::Changed,
            Ok(_) => SaveFault::Format,
        }
    }

    fn check_header(format: &str, want: &str, game: &str) -> Result<(), GameError> {
        if format != want {
            return Err(GameError::save(format!(
                "unknown save format \"{format}\" (expected \"{want}\")"
            )));
        }
        if game != G::INFO.id {
            return Err(GameError::save(format!(
                "this save is for \"{game}\", not \"{}\"",
                G::INFO.id
            )));
        }
        Ok(())
    }

    /// A save of the current format, already parsed.
    pub fn from_save(
        save: SaveFile<G::Config, EntryRecord<G::Action, G::Chance>>,
    ) -> Result<Self, GameError> {
        Self::check_header(&save.format, SAVE_FORMAT, &save.game)?;
        let moves = save
            .moves
            .into_iter()
            .map(EntryRecord::into_entry)
            .collect::<Result<Vec<_>, _>>()
            .map_err(GameError::save)?;
        Self::finish_load(save.config, moves, &save.hash, save.entered)
    }

    /// A save of format 1 (Cityscape before chance entries): `[[seat, action], …]`.
    pub fn from_save_v1(save: SaveFile<G::Config, (Seat, G::Action)>) -> Result<Self, GameError> {
        Self::check_header(&save.format, SAVE_FORMAT_V1, &save.game)?;
        let moves = save
            .moves
            .into_iter()
            .map(|(s, a)| Entry::Act(s, a))
            .collect();
        Self::finish_load(save.config, moves, &save.hash, false)
    }

    /// Replays a save's entries. Unless it says its outcomes were entered, each
    /// must be the one its seed gives: an outcome that is merely possible would
    /// let a game played on chosen dice pass as the seed's (a forged result).
    fn finish_load(
        config: G::Config,
        moves: Vec<Entry<G::Action, G::Chance>>,
        hash: &str,
        entered: bool,
    ) -> Result<Self, GameError> {
        let mut m = Match::replay(config, moves).map_err(|e| match e {
            GameError::Save(_) => e,
            other => GameError::save(other.message().to_string()),
        })?;
        if !entered && m.off_seed > 0 {
            // A possible outcome, but not the seed's: a forged or entered game
            // passed off as the seed's own. (A u32: printing a u64 would link
            // another integer printer into wasm32.)
            return Err(GameError::save(format!(
                "roll or draw {} is not the one this game's dice gave: this game was changed",
                m.off_seed
            )));
        }
        if m.state_hash_hex() != hash {
            return Err(GameError::save(
                "the save does not match its checksum: it was edited or damaged",
            ));
        }
        m.entered = entered;
        // A save written while a test held chance back continues like any match;
        // an entered one waits for the table, as it did when saved.
        if !entered {
            m.settle()?;
        }
        Ok(m)
    }
}

fn not_turn(seat: Seat) -> GameError {
    GameError::not_turn(seat)
}

/// The key of a config's chance draws: outcome k is drawn with (key, k).
fn seed_key<C: Seeded>(config: &C) -> u64 {
    DiceRng::derive(config.seed() as u64, CHANCE_STREAM).next_u64()
}

/// A save's members, each part still JSON text (see [`Match::load_text`]).
struct SaveText<'a> {
    format: String,
    game: String,
    config: &'a str,
    entered: bool,
    moves: Vec<&'a str>,
    hash: String,
}

impl<'a> SaveText<'a> {
    fn read(text: &'a str) -> Result<Self, String> {
        let (mut format, mut game, mut config, mut moves, mut hash) =
            (None, None, None, None, None);
        let mut entered = false;
        for (k, v) in json::members(text).map_err(|e| e.to_string())? {
            match k.as_str() {
                "format" => format = Some(json::string(v)),
                "game" => game = Some(json::string(v)),
                "config" => config = Some(v),
                "entered" => {
                    let v = json::value(v).map_err(|e| e.to_string())?;
                    entered = wire::boolean(v).map_err(|e| format!("entered: {e}"))?;
                }
                "moves" => moves = Some(json::items(v)),
                "hash" => hash = Some(json::string(v)),
                _ => return Err(format!("unknown field `{k}`")),
            }
        }
        let need = |n: &str| format!("missing field `{n}`");
        let text = |v: Option<Result<String, json::Error>>, n: &str| {
            v.ok_or_else(|| need(n))?.map_err(|e| e.to_string())
        };
        Ok(SaveText {
            format: text(format, "format")?,
            game: text(game, "game")?,
            config: config.ok_or_else(|| need("config"))?,
            entered,
            moves: moves
                .ok_or_else(|| need("moves"))?
                .map_err(|e| e.to_string())?,
            hash: text(hash, "hash")?,
        })
    }
}

fn read<T: wire::FromValue>(text: &str) -> Result<T, String> {
    json::read(text).map_err(|e| e.to_string())
}

/// A seat number.
fn seat(text: &str) -> Result<Seat, String> {
    let v = json::value(text).map_err(|e| e.to_string())?;
    wire::byte(v).map_err(|e| format!("seat: {e}"))
}

/// `{seat, action}` or `{chance}` (a `label` is for reading and is ignored).
fn entry<G: Game>(text: &str) -> Result<Entry<G::Action, G::Chance>, String> {
    let (mut seat, mut action, mut chance) = (None, None, None);
    for (k, v) in json::members(text).map_err(|e| e.to_string())? {
        match k.as_str() {
            "seat" => seat = Some(self::seat(v)?),
            "action" => action = Some(read::<G::Action>(v)?),
            "chance" => chance = Some(read::<G::Chance>(v)?),
            "label" => drop(json::string(v).map_err(|e| e.to_string())?),
            _ => return Err(format!("unknown field `{k}`")),
        }
    }
    match (seat, action, chance) {
        (Some(s), Some(a), None) => Ok(Entry::Act(s, a)),
        (None, None, Some(c)) => Ok(Entry::Chance(c)),
        _ => Err("an entry is either {seat, action} or {chance}".into()),
    }
}

/// Format 1: `[seat, action]`.
fn entry_v1<G: Game>(text: &str) -> Result<Entry<G::Action, G::Chance>, String> {
    match json::items(text).map_err(|e| e.to_string())?[..] {
        [s, a] => Ok(Entry::Act(seat(s)?, read::<G::Action>(a)?)),
        _ => Err("a format 1 move is [seat, action]".into()),
    }
}

/// Draws one outcome with probability weight / total, exactly (integer weights).
pub fn draw<C: Clone>(outcomes: &[ChanceOutcome<C>], rng: &mut DiceRng) -> Result<C, GameError> {
    let total = outcomes
        .iter()
        .try_fold(0u64, |t, o| t.checked_add(o.weight));
    let total = match total {
        Some(t) if t > 0 && outcomes.iter().all(|o| o.weight > 0) => t,
        _ => {
            return Err(GameError::data(
                "a chance node needs positive weights that fit in 64 bits",
            ))
        }
    };
    let mut x = rng.below(total);
    for o in outcomes {
        if x < o.weight {
            return Ok(o.outcome.clone());
        }
        x -= o.weight;
    }
    unreachable!("x < total")
}
