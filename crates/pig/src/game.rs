//! The position and the [`Game`] implementation: who acts, what is legal, what
//! each seat sees, when it ends.

use crate::action::Action;
use crate::config::Config;
use dice::{
    BotLevel, ChanceOutcome, DiceRng, Game, GameError, GameInfo, GameResult, NoQuery, Seat,
    SeatScore, Seed,
};
use serde::Serialize;

/// One position of a game of Pig.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pig {
    pub target: u32,
    /// Each seat's bank.
    pub banked: Vec<u32>,
    /// The seat whose turn it is.
    pub turn: Seat,
    /// The turn's total so far, lost on a 1.
    pub total: u32,
    /// A roll was asked for: chance acts next.
    pub rolling: bool,
}

/// Everything is public in Pig: every seat sees the same.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub banked: Vec<u32>,
    pub turn: Seat,
    pub total: u32,
    pub target: u32,
    pub to_act: Vec<Seat>,
}

/// The die's faces, equally likely: public knowledge, so a bot may weigh them.
pub fn die() -> Vec<ChanceOutcome<u8>> {
    (1..=6)
        .map(|outcome| ChanceOutcome { outcome, weight: 1 })
        .collect()
}

impl Pig {
    fn over(&self) -> bool {
        self.banked.iter().any(|b| *b >= self.target)
    }

    fn next_turn(&mut self) {
        self.total = 0;
        self.turn = (self.turn + 1) % self.players();
    }
}

impl Game for Pig {
    type Config = Config;
    type Action = Action;
    type Chance = u8;
    type Event = String;
    type View = View;
    type Query = NoQuery;
    type Answer = NoQuery;

    const INFO: GameInfo = GameInfo {
        id: "pig",
        name: "Pig",
        min_players: 1,
        max_players: 3,
        simultaneous: false,
        hidden_information: false,
        chance: true,
        dice: true,
        cards: false,
        cooperative: false,
        solo: true,
    };

    fn new(c: &Config) -> Result<Self, GameError> {
        if !(1..=3).contains(&c.players) || c.target == 0 {
            return Err(GameError::config("1–3 players and a positive target"));
        }
        Ok(Pig {
            target: c.target,
            banked: vec![0; c.players as usize],
            turn: 0,
            total: 0,
            rolling: false,
        })
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config {
            players,
            seed: Seed(seed),
            target: 20,
        }
    }

    fn players(&self) -> u8 {
        self.banked.len() as u8
    }

    fn chance(&self) -> Option<Vec<ChanceOutcome<u8>>> {
        self.rolling.then(die)
    }

    fn apply_chance(&mut self, face: &u8) -> Result<Vec<String>, GameError> {
        if !self.rolling || !(1..=6).contains(face) {
            return Err(GameError::illegal("no such roll now"));
        }
        self.rolling = false;
        if *face == 1 {
            self.next_turn();
        } else {
            self.total += *face as u32;
        }
        Ok(vec![format!("rolled {face}")])
    }

    fn describe_chance(face: &u8) -> String {
        format!("rolled {face}")
    }

    fn chance_parts(face: &u8) -> Vec<String> {
        vec![face.to_string()]
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.over() || self.rolling {
            vec![]
        } else {
            vec![self.turn]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        Some(if self.to_act().contains(&seat) {
            vec![Action::Roll, Action::Hold]
        } else {
            vec![]
        })
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<String>, GameError> {
        if !self.to_act().contains(&seat) {
            return Err(GameError::illegal("not your turn"));
        }
        match action {
            Action::Roll => self.rolling = true,
            Action::Hold => {
                self.banked[seat as usize] += self.total;
                if self.over() {
                    self.total = 0;
                } else {
                    self.next_turn();
                }
            }
        }
        Ok(vec![])
    }

    fn view(&self, _seat: Option<Seat>) -> View {
        View {
            banked: self.banked.clone(),
            turn: self.turn,
            total: self.total,
            target: self.target,
            to_act: self.to_act(),
        }
    }

    fn result(&self) -> Option<GameResult> {
        if !self.over() {
            return None;
        }
        let scores = self
            .banked
            .iter()
            .enumerate()
            .map(|(s, b)| SeatScore {
                seat: s as Seat,
                total: *b as i32,
                lines: vec![],
            })
            .collect();
        Some(GameResult::by_highest_total(scores))
    }

    /// Holding can be taken back; a roll cannot (the match never undoes past a
    /// chance entry anyway).
    fn may_undo(&self, _seat: Seat, _last: &Action) -> bool {
        true
    }

    fn bot_action(
        view: &View,
        seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Action, GameError> {
        crate::bot::choose(view, seat, level, rng)
    }
}
