//! A match: a game's config, its list of actions and the position they lead to.
//! This is the one place that does replay, undo, saves and state hashes, for every
//! game (the way a puzzle collection's midend does undo and save/load for all).

use crate::bot::BotLevel;
use crate::engine::Game;
use crate::error::GameError;
use crate::hash::stable_hash;
use crate::rng::DiceRng;
use crate::score::GameResult;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

pub const SAVE_FORMAT: &str = "skyline-table/1";

/// A saved match. The position is not stored: it is rebuilt by replaying `moves`,
/// which checks every one of them, and must then hash to `hash`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile<C, A> {
    pub format: String,
    pub game: String,
    pub config: C,
    pub moves: Vec<(Seat, A)>,
    pub hash: String,
}

#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    config: G::Config,
    history: Vec<(Seat, G::Action)>,
    state: G,
}

impl<G: Game> Match<G> {
    pub fn new(config: G::Config) -> Result<Self, GameError> {
        let state = G::new(&config)?;
        Ok(Match {
            config,
            history: Vec::new(),
            state,
        })
    }

    /// Rebuilds a match from its config and actions; the error names the first bad one.
    pub fn replay(config: G::Config, moves: Vec<(Seat, G::Action)>) -> Result<Self, GameError> {
        let mut m = Match::new(config)?;
        for (i, (seat, action)) in moves.into_iter().enumerate() {
            m.apply(seat, action).map_err(|e| {
                GameError::save(format!("move {} does not replay: {}", i + 1, e.message()))
            })?;
        }
        Ok(m)
    }

    pub fn state(&self) -> &G {
        &self.state
    }
    pub fn config(&self) -> &G::Config {
        &self.config
    }
    pub fn history(&self) -> &[(Seat, G::Action)] {
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
    pub fn view(&self, seat: Option<Seat>) -> Result<G::View, GameError> {
        if let Some(s) = seat {
            self.check_seat(s)?;
        }
        Ok(self.state.view(seat))
    }
    pub fn legal_actions(&self, seat: Seat) -> Result<Option<Vec<G::Action>>, GameError> {
        self.check_seat(seat)?;
        if !self.to_act().contains(&seat) {
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

    /// Applies an action; on error nothing changes, whatever the engine did.
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> Result<Vec<G::Event>, GameError> {
        self.check_seat(seat)?;
        if self.is_over() {
            return Err(GameError::illegal("the game is over"));
        }
        let mut next = self.state.clone();
        let events = next.apply(seat, &action)?;
        self.state = next;
        self.history.push((seat, action));
        Ok(events)
    }

    pub fn can_undo(&self, seat: Seat) -> bool {
        match self.history.last() {
            Some((s, a)) if *s == seat => self.state.may_undo(seat, a),
            _ => false,
        }
    }

    /// Takes back `seat`'s last action by replaying all the others.
    pub fn undo(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_seat(seat)?;
        if !self.can_undo(seat) {
            return Err(GameError::illegal(format!(
                "seat {seat} has nothing to take back now"
            )));
        }
        let mut moves = self.history.clone();
        moves.pop();
        *self = Match::replay(self.config.clone(), moves)?;
        Ok(())
    }

    /// A bot's action. Deterministic: the same position, seat and level give the
    /// same choice, so games with computer players replay and can be reported.
    /// Its dice are seeded from what the seat may know ([`Game::bot_seed`]), not
    /// from the whole state, which holds other seats' secrets.
    pub fn bot_action(&self, seat: Seat, level: BotLevel) -> Result<G::Action, GameError> {
        self.check_seat(seat)?;
        if !self.to_act().contains(&seat) {
            return Err(GameError::illegal(format!("it is not seat {seat}'s turn")));
        }
        let stream = (seat as u64) << 8 | level as u64;
        let mut rng = DiceRng::derive(self.state.bot_seed(seat), stream);
        self.state.bot_action(seat, level, &mut rng)
    }

    pub fn state_hash(&self) -> u64 {
        stable_hash(&self.state)
    }

    pub fn state_hash_hex(&self) -> String {
        format!("{:016x}", self.state_hash())
    }

    pub fn to_save(&self) -> SaveFile<G::Config, G::Action> {
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            game: G::INFO.id.to_string(),
            config: self.config.clone(),
            moves: self.history.clone(),
            hash: self.state_hash_hex(),
        }
    }

    pub fn from_save(save: SaveFile<G::Config, G::Action>) -> Result<Self, GameError> {
        if save.format != SAVE_FORMAT {
            return Err(GameError::save(format!(
                "unknown save format \"{}\" (this version reads \"{SAVE_FORMAT}\")",
                save.format
            )));
        }
        if save.game != G::INFO.id {
            return Err(GameError::save(format!(
                "this save is for \"{}\", not \"{}\"",
                save.game,
                G::INFO.id
            )));
        }
        let m = Match::replay(save.config, save.moves).map_err(|e| match e {
            GameError::Save(_) => e,
            other => GameError::save(other.message().to_string()),
        })?;
        if m.state_hash_hex() != save.hash {
            return Err(GameError::save(
                "the save does not match its checksum: it was edited or damaged",
            ));
        }
        Ok(m)
    }
}
