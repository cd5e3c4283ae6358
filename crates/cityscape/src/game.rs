//! The rules of play: goal setting, building, scoring, rounds.

use crate::action::{Action, Event, RoundRecord, SideScore};
use crate::board::{Board, Placement, LOTS};
use crate::bot;
use crate::code::{score_line, Code};
use crate::config::{owner_of, sides_of, Config};
use crate::side::{Side, LINES_PER_SIDE, SIDES};
use crate::view::{SideGoals, SideLines, View};
use dice::{
    BotLevel, DiceRng, Game, GameError, GameInfo, GameResult, NoQuery, ScoreLine, Seat, SeatScore,
};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// Everyone sets secret goals, in any order.
    Goals,
    /// One block a turn, clockwise from the round's first builder.
    Building,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cityscape {
    players: u8,
    /// The config's seed. The rules use no chance; it stays in the position so
    /// that state hashes (and so saves from format 1) are unchanged.
    seed: u32,
    rounds: u8,
    /// 0-based.
    round: u8,
    phase: Phase,
    board: Board,
    /// Who placed each block this round, parallel to `board.placed()`.
    placers: Vec<u8>,
    /// Goals per side for this round (South, West, North, East).
    goals: [Option<[Code; 4]>; 4],
    totals: Vec<i32>,
    history: Vec<RoundRecord>,
    /// The seat that built first in round 1 (config `firstBuilder`).
    first: u8,
    /// Config `takeBack`: may a placement be taken back?
    take_back: bool,
}

/// Hashes the fields in declaration order as `#[derive(Hash)]` did, and the two
/// table options only when they differ from their defaults, so that positions
/// (and the hashes stored in earlier saves) are unchanged for default tables.
impl std::hash::Hash for Cityscape {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.players.hash(state);
        self.seed.hash(state);
        self.rounds.hash(state);
        self.round.hash(state);
        self.phase.hash(state);
        self.board.hash(state);
        self.placers.hash(state);
        self.goals.hash(state);
        self.totals.hash(state);
        self.history.hash(state);
        if self.first != 0 {
            self.first.hash(state);
        }
        if !self.take_back {
            self.take_back.hash(state);
        }
    }
}

impl Cityscape {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// 0-based current round.
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn rounds(&self) -> u8 {
        self.rounds
    }
    pub fn totals(&self) -> &[i32] {
        &self.totals
    }
    pub fn history(&self) -> &[RoundRecord] {
        &self.history
    }

    /// Round 1 starts with the config's first builder; each later round starts one
    /// seat further clockwise (with two players they alternate).
    pub fn first_builder(&self) -> Seat {
        (self.first + self.round) % self.players
    }

    /// Config `takeBack`: may a placement be taken back?
    pub fn take_back(&self) -> bool {
        self.take_back
    }

    /// Whose turn it is to build (meaningful in the building phase).
    pub fn builder(&self) -> Seat {
        ((self.first_builder() as usize + self.board.placed().len()) % self.players as usize)
            as Seat
    }

    fn has_goals(&self, seat: Seat) -> bool {
        sides_of(self.players, seat)
            .iter()
            .all(|s| self.goals[s.index()].is_some())
    }

    fn set_goals(&mut self, seat: Seat, codes: &[u8]) -> Result<Vec<Event>, GameError> {
        match self.phase {
            Phase::Over => return Err(GameError::illegal("the game is over")),
            Phase::Building => {
                return Err(GameError::illegal(
                    "goals are set before building starts, not now",
                ))
            }
            Phase::Goals => {}
        }
        // A seat that has locked its goals may change them: the phase ends
        // (and the goals stay) when the last seat locks theirs.
        let sides = sides_of(self.players, seat);
        let want = sides.len() * LINES_PER_SIDE;
        if codes.len() != want {
            return Err(GameError::illegal(format!(
                "seat {seat} needs {want} goal codes (four per side), not {}",
                codes.len()
            )));
        }
        let codes: Vec<Code> = codes
            .iter()
            .map(|&c| Code::new(c))
            .collect::<Result<_, _>>()?;
        for (side, chunk) in sides.iter().zip(codes.chunks(LINES_PER_SIDE)) {
            self.goals[side.index()] = Some([chunk[0], chunk[1], chunk[2], chunk[3]]);
        }
        let mut events = vec![Event::GoalsSet { seat }];
        if (0..self.players).all(|s| self.has_goals(s)) {
            self.phase = Phase::Building;
            events.push(Event::BuildingStarted {
                round: self.round + 1,
                first_builder: self.first_builder(),
            });
        }
        Ok(events)
    }

    fn place(&mut self, seat: Seat, lot: u8, height: u8) -> Result<Vec<Event>, GameError> {
        match self.phase {
            Phase::Goals => {
                return Err(GameError::illegal(
                    "building starts once everyone has set goals",
                ))
            }
            Phase::Over => return Err(GameError::illegal("the game is over")),
            Phase::Building => {}
        }
        if seat != self.builder() {
            return Err(GameError::illegal(format!(
                "it is seat {}'s turn to build, not seat {seat}'s",
                self.builder()
            )));
        }
        if lot >= LOTS {
            return Err(GameError::illegal(format!(
                "lot {lot} is off the board (lots are 0 to 15)"
            )));
        }
        if !(1..=5).contains(&height) {
            return Err(GameError::illegal(format!(
                "blocks are 1 to 5 units tall, not {height}"
            )));
        }
        if self.board.supply()[height as usize - 1] == 0 {
            return Err(GameError::illegal(format!(
                "no blocks of height {height} are left"
            )));
        }
        self.board.place(lot, height);
        self.placers.push(seat);
        let mut events = vec![Event::Placed {
            seat,
            lot,
            height,
            building: self.board.heights()[lot as usize],
        }];
        if self.board.is_complete() {
            self.finish_round(&mut events);
        }
        Ok(events)
    }

    /// Reveals goals, scores every side, and starts the next round or ends the game.
    fn finish_round(&mut self, events: &mut Vec<Event>) {
        let record = self.score_round();
        for (t, s) in self.totals.iter_mut().zip(&record.scores) {
            *t += s;
        }
        self.history.push(record.clone());
        events.push(Event::RoundScored {
            record,
            totals: self.totals.clone(),
        });
        if self.round + 1 >= self.rounds {
            self.phase = Phase::Over;
            let winners = self.result().map(|r| r.winners).unwrap_or_default();
            events.push(Event::GameOver {
                winners,
                totals: self.totals.clone(),
            });
        } else {
            self.round += 1;
            self.phase = Phase::Goals;
            self.board = Board::default();
            self.placers.clear();
            self.goals = [None; 4];
            events.push(Event::RoundStarted {
                round: self.round + 1,
            });
        }
    }

    fn score_round(&self) -> RoundRecord {
        let max = self.board.tallest();
        let mut scores = vec![0; self.players as usize];
        let mut sides = Vec::new();
        for side in SIDES {
            let (Some(seat), Some(codes)) =
                (owner_of(self.players, side), self.goals[side.index()])
            else {
                continue;
            };
            let lines: Vec<_> = (0..LINES_PER_SIDE)
                .map(|k| score_line(self.board.line_heights(side, k), codes[k], max))
                .collect();
            let points = lines.iter().map(|l| l.points).sum();
            scores[seat as usize] += points;
            sides.push(SideScore {
                side,
                seat,
                lines,
                points,
            });
        }
        RoundRecord {
            round: self.round + 1,
            first_builder: self.first_builder(),
            heights: self.board.heights(),
            stacks: self.board.stacks(),
            placements: self.placements(),
            sides,
            scores,
        }
    }

    fn placements(&self) -> Vec<Placement> {
        self.board
            .placed()
            .iter()
            .zip(&self.placers)
            .map(|(&(lot, height), &seat)| Placement { seat, lot, height })
            .collect()
    }
}

/// A score line's label, naming the goal: "Round 2 · South line 3 · Twins: 2 twins".
fn line_label(round: u8, rounds: u8, side: Side, k: usize, l: &crate::code::LineScore) -> String {
    let what = match l.code {
        1..=4 => format!("{} in view: {} seen", l.code, l.visible),
        5 => match l.matched {
            0 => "Twins: none".to_string(),
            n => format!("Twins: {n} twins"),
        },
        _ => format!(
            "Tallest: {}",
            if l.tallest {
                "holds the tallest"
            } else {
                "not the tallest"
            }
        ),
    };
    let r = if rounds > 1 {
        format!("Round {round} · ")
    } else {
        String::new()
    };
    format!("{r}{} line {} · {what}", side.name(), k + 1)
}

impl Game for Cityscape {
    type Config = Config;
    type Action = Action;
    type Chance = NoQuery;
    type Event = Event;
    type View = View;
    type Query = crate::query::Query;
    type Answer = crate::query::Answer;

    const INFO: GameInfo = GameInfo {
        id: "cityscape",
        name: "Cityscape",
        min_players: crate::config::MIN_PLAYERS,
        max_players: crate::config::MAX_PLAYERS,
        simultaneous: true,
        hidden_information: true,
        chance: false,
        dice: false,
        cards: false,
        cooperative: false,
        solo: false,
    };
    const OLDEST_SAVE_FORMAT: u8 = 1;

    fn new(config: &Config) -> Result<Self, GameError> {
        config.validate()?;
        Ok(Cityscape {
            players: config.players,
            seed: config.seed.0,
            rounds: config.rounds(),
            round: 0,
            phase: Phase::Goals,
            board: Board::default(),
            placers: Vec::new(),
            goals: [None; 4],
            totals: vec![0; config.players as usize],
            history: Vec::new(),
            first: config.first_builder(),
            take_back: config.take_back(),
        })
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config::new(players, seed)
    }

    fn players(&self) -> u8 {
        self.players
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Goals => (0..self.players).filter(|&s| !self.has_goals(s)).collect(),
            Phase::Building => vec![self.builder()],
            Phase::Over => vec![],
        }
    }

    /// While goals are set, every seat may (re)choose: see `set_goals`.
    fn may_act(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Goals => seat < self.players,
            _ => self.to_act().contains(&seat),
        }
    }

    /// Goal setting has 6⁴ (two players: 6⁸) choices, so it is not listed.
    fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        match self.phase {
            Phase::Goals => None,
            Phase::Building if seat == self.builder() => {
                let supply = self.board.supply();
                Some(
                    (0..LOTS)
                        .flat_map(|lot| {
                            (1..=5u8)
                                .filter(move |h| supply[*h as usize - 1] > 0)
                                .map(move |height| Action::Place { lot, height })
                        })
                        .collect(),
                )
            }
            _ => Some(Vec::new()),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        if seat >= self.players {
            return Err(GameError::illegal(format!("there is no seat {seat}")));
        }
        // Every check happens before the first change, so an error leaves no trace.
        match action {
            Action::Goals { codes } => self.set_goals(seat, codes),
            Action::Place { lot, height } => self.place(seat, *lot, *height),
        }
    }

    fn query(
        &self,
        _seat: Option<Seat>,
        q: &crate::query::Query,
    ) -> Result<crate::query::Answer, GameError> {
        Ok(crate::query::answer(q))
    }

    fn fact(q: &crate::query::Query) -> Option<crate::query::Answer> {
        Some(crate::query::answer(q))
    }

    /// Its one question (the secrets suite asks it of look-alike positions).
    fn sample_queries(_view: &View, _rng: &mut DiceRng) -> Vec<crate::query::Query> {
        vec![crate::query::Query::Rules]
    }

    fn view(&self, seat: Option<Seat>) -> View {
        // The seat's own goals, and how its lines score on the board as it stands.
        let max = self.board.tallest();
        let mine: Vec<(Side, [Code; 4])> = seat
            .map(|s| sides_of(self.players, s))
            .unwrap_or_default()
            .iter()
            .filter_map(|side| self.goals[side.index()].map(|codes| (*side, codes)))
            .collect();
        let my_goals = mine
            .iter()
            .map(|(side, codes)| SideGoals {
                side: *side,
                codes: codes.iter().map(|c| c.value()).collect(),
            })
            .collect();
        let my_lines = mine
            .iter()
            .map(|(side, codes)| SideLines {
                side: *side,
                lines: (0..LINES_PER_SIDE)
                    .map(|k| score_line(self.board.line_heights(*side, k), codes[k], max))
                    .collect(),
            })
            .collect();
        View {
            seat,
            players: self.players,
            rounds: self.rounds,
            take_back: self.take_back,
            round: self.round + 1,
            phase: self.phase,
            first_builder: self.first_builder(),
            to_act: self.to_act(),
            sides: SIDES.iter().map(|s| owner_of(self.players, *s)).collect(),
            seat_sides: (0..self.players)
                .map(|s| sides_of(self.players, s).to_vec())
                .collect(),
            heights: self.board.heights(),
            stacks: self.board.stacks(),
            supply: self.board.supply(),
            placements: self.placements(),
            goals_set: (0..self.players).map(|s| self.has_goals(s)).collect(),
            my_goals,
            my_lines,
            marks: SIDES
                .iter()
                .map(|side| crate::code::SideMarks {
                    side: *side,
                    lines: (0..LINES_PER_SIDE)
                        .map(|k| crate::code::line_marks(self.board.line_heights(*side, k), max))
                        .collect(),
                })
                .collect(),
            totals: self.totals.clone(),
            history: self.history.clone(),
        }
    }

    fn result(&self) -> Option<GameResult> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = (0..self.players)
            .map(|seat| {
                let mut lines = Vec::new();
                for rec in &self.history {
                    for ss in rec.sides.iter().filter(|ss| ss.seat == seat) {
                        for (k, l) in ss.lines.iter().enumerate() {
                            lines.push(ScoreLine {
                                label: line_label(rec.round, self.rounds, ss.side, k, l),
                                said: None,
                                points: l.points,
                            });
                        }
                    }
                }
                SeatScore {
                    seat,
                    total: self.totals[seat as usize],
                    lines,
                }
            })
            .collect();
        Some(GameResult::by_highest_total(scores))
    }

    /// A placement may be taken back (if the table allows it) while it is the last
    /// thing that happened and it did not end the round (which reveals everyone's
    /// goals). Goals may be taken back and set again while the goal phase lasts,
    /// that is until the last seat has locked theirs.
    fn may_undo(&self, _seat: Seat, last: &Action) -> bool {
        match last {
            Action::Place { .. } => self.take_back && self.phase == Phase::Building,
            Action::Goals { .. } => self.phase == Phase::Goals,
        }
    }

    /// Goal setting (6⁴ or 6⁸ choices) is not listed: draw random codes.
    fn sample_action(&self, seat: Seat, rng: &mut DiceRng) -> Result<Action, GameError> {
        match self.phase {
            Phase::Goals if self.to_act().contains(&seat) => {
                let n = sides_of(self.players, seat).len() * LINES_PER_SIDE;
                let codes = (0..n).map(|_| 1 + rng.below(6) as u8).collect();
                Ok(Action::Goals { codes })
            }
            _ => match self.legal_actions(seat) {
                Some(list) if !list.is_empty() => Ok(list[rng.index(list.len())].clone()),
                _ => Err(GameError::illegal(format!("it is not seat {seat}'s turn"))),
            },
        }
    }

    /// The bot gets the seat's view and nothing else.
    fn bot_action(
        view: &View,
        seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Action, GameError> {
        if view.seat != Some(seat) || !view.to_act.contains(&seat) {
            return Err(GameError::illegal(format!("it is not seat {seat}'s turn")));
        }
        Ok(bot::choose(view, level, rng))
    }
}
