//! The game: every seat's sheet, the shared roll and whose decision is pending.

use crate::action::{Action, Event};
use crate::city::{BuildingSpec, City};
use crate::config::{Config, SheetKind};
use crate::query::{self, Answer, Query};
use crate::roll::Roll;
use crate::sheet::{self, Side, PARKS, SIZE};
use crate::view::{self, View};
use dice::{
    BotLevel, ChanceOutcome, DiceRng, Game, GameError, GameInfo, GameResult, ScoreLine, Seat,
    SeatScore,
};
use serde::Serialize;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Phase {
    /// Blank sheet: filling the park spaces of `side`; step 0 writes 1–3 dice,
    /// step 1 fills the side's other spaces.
    Setup {
        side: Side,
        step: u8,
    },
    Play,
    Over,
}

/// Why a seat's game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Ending {
    Stopped,
    NothingFits,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstructionSight {
    config: Config,
    cities: Vec<City>,
    phase: Phase,
    /// The dice everyone is deciding on; `None` while chance is to roll.
    roll: Option<Roll>,
    /// Per seat: already decided on this roll.
    decided: Vec<bool>,
    ended: Vec<Option<Ending>>,
    /// Rolls of the main game so far.
    turns: u16,
}

/// The pecking order: the named level a solo score reaches.
pub fn pecking_order(score: i32) -> &'static str {
    PECKING_ORDER
        .iter()
        .rev()
        .find(|(from, _)| score >= *from)
        .map_or(PECKING_ORDER[0].1, |(_, name)| name)
}

/// The pecking order's rungs: the lowest score of each and its name, lowest
/// first (the first holds every score below the second).
pub const PECKING_ORDER: [(i32, &str); 7] = [
    (i32::MIN, "Flocked"),
    (30, "Wingin' it"),
    (40, "Cooo-mendable"),
    (45, "Eggseeds Eggspektations"),
    (50, "A feather in your cap"),
    (55, "Simply dove-ine"),
    (60, "Pecktacular!"),
];

impl ConstructionSight {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn roll(&self) -> Option<Roll> {
        self.roll
    }
    pub fn city(&self, seat: Seat) -> &City {
        &self.cities[seat as usize]
    }
    pub fn ended(&self, seat: Seat) -> Option<Ending> {
        self.ended[seat as usize]
    }
    pub fn decided(&self, seat: Seat) -> bool {
        self.decided[seat as usize]
    }
    pub fn turns(&self) -> u16 {
        self.turns
    }
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The side whose goals are still private (blank-sheet setup), if any.
    pub fn private_side(&self) -> Option<Side> {
        match self.phase {
            Phase::Setup { side, .. } => Some(side),
            _ => None,
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), GameError> {
        if seat >= self.players() {
            return Err(GameError::illegal(format!("there is no seat {seat}")));
        }
        if self.phase == Phase::Over {
            return Err(GameError::illegal("the game is over"));
        }
        if self.roll.is_none() {
            return Err(GameError::illegal("the dice have not been rolled yet"));
        }
        if self.ended[seat as usize].is_some() {
            return Err(GameError::illegal(format!(
                "seat {seat} has finished its city"
            )));
        }
        if self.decided[seat as usize] {
            return Err(GameError::illegal(format!(
                "seat {seat} has already decided on this roll"
            )));
        }
        Ok(())
    }

    fn check_write(&self, seat: Seat, spaces: &[u8], goals: &[u8]) -> Result<(), GameError> {
        let Phase::Setup { side, step } = self.phase else {
            return Err(GameError::illegal("goals are written only during setup"));
        };
        let roll = self.roll.expect("checked by check_turn");
        let city = &self.cities[seat as usize];
        if spaces.len() != goals.len() {
            return Err(GameError::illegal("one goal for each park space"));
        }
        for (i, &s) in spaces.iter().enumerate() {
            let s = s as usize;
            if s >= PARKS || sheet::park_side(s) != side {
                return Err(GameError::illegal(format!(
                    "park space {s} is not on the {} side",
                    side.name()
                )));
            }
            if spaces[..i].contains(&(s as u8)) {
                return Err(GameError::illegal(format!(
                    "park space {s} is listed twice"
                )));
            }
            if city.goals[s] != 0 {
                return Err(GameError::illegal(format!(
                    "park space {s} is already written"
                )));
            }
        }
        if step == 0 {
            if !(1..=3).contains(&goals.len()) {
                return Err(GameError::illegal("write 1 to 3 of the dice"));
            }
            let mut left = roll.dice().to_vec();
            for g in goals {
                match left.iter().position(|d| d == g) {
                    Some(i) => {
                        left.remove(i);
                    }
                    None => {
                        return Err(GameError::illegal(format!(
                            "{g} is not one of the dice {} left to use",
                            crate::roll::dice_text(roll.dice())
                        )))
                    }
                }
            }
        } else {
            let empty = (0..SIZE)
                .filter(|&i| city.goals[side.index() * SIZE + i] == 0)
                .count();
            if spaces.len() != empty {
                return Err(GameError::illegal(format!(
                    "fill all {empty} remaining park spaces of the {} side",
                    side.name()
                )));
            }
            if let Some(g) = goals.iter().find(|g| !roll.dice().contains(g)) {
                return Err(GameError::illegal(format!(
                    "{g} is not one of the dice {}",
                    crate::roll::dice_text(roll.dice())
                )));
            }
        }
        Ok(())
    }

    /// Everyone has decided on this roll: move on (next setup step or roll).
    fn settle_roll(&mut self, events: &mut Vec<Event>) {
        let waiting = (0..self.cities.len()).any(|s| !self.decided[s] && self.ended[s].is_none());
        if waiting {
            return;
        }
        self.roll = None;
        match self.phase {
            Phase::Setup { side, step: 0 } => self.phase = Phase::Setup { side, step: 1 },
            Phase::Setup { side, .. } => {
                events.push(Event::SideShown { side });
                self.phase = match side {
                    Side::Top => Phase::Setup {
                        side: Side::Right,
                        step: 0,
                    },
                    Side::Right => Phase::Setup {
                        side: Side::Bottom,
                        step: 0,
                    },
                    Side::Bottom => Phase::Setup {
                        side: Side::Left,
                        step: 0,
                    },
                    Side::Left => Phase::Play,
                };
            }
            Phase::Play => {
                if self.ended.iter().all(|e| e.is_some()) {
                    self.phase = Phase::Over;
                    events.push(Event::GameOver);
                }
            }
            Phase::Over => {}
        }
    }

    fn seat_score(&self, seat: usize) -> SeatScore {
        let s = self.cities[seat].score();
        SeatScore {
            seat: seat as Seat,
            total: s.total,
            lines: vec![
                ScoreLine {
                    label: "goals met".into(),
                    said: None,
                    points: s.goals_met,
                },
                ScoreLine {
                    label: "filled doors".into(),
                    said: None,
                    points: s.filled_doors,
                },
                ScoreLine {
                    label: format!("empty cells beyond seven ({} empty)", s.empty_cells),
                    said: None,
                    points: s.penalty,
                },
            ],
        }
    }

    fn random_write(&self, seat: Seat, rng: &mut DiceRng) -> Action {
        let Phase::Setup { side, step } = self.phase else {
            unreachable!("only called during setup")
        };
        let roll = self.roll.expect("rolled").dice();
        let city = &self.cities[seat as usize];
        let mut empty: Vec<u8> = (0..SIZE)
            .map(|i| (side.index() * SIZE + i) as u8)
            .filter(|&p| city.goals[p as usize] == 0)
            .collect();
        rng.shuffle(&mut empty);
        if step == 0 {
            let n = 1 + rng.index(3);
            let mut dice = roll.to_vec();
            rng.shuffle(&mut dice);
            Action::Write {
                spaces: empty[..n].to_vec(),
                goals: dice[..n].to_vec(),
            }
        } else {
            let goals = empty.iter().map(|_| roll[rng.index(3)]).collect();
            Action::Write {
                spaces: empty,
                goals,
            }
        }
    }
}

/// A random legal placement on `city` for `roll`, if any (random playouts).
pub fn random_placement(city: &City, roll: Roll, rng: &mut DiceRng) -> Option<Action> {
    let try_plaza_first = rng.below(3) == 0;
    for round in 0..2 {
        if (round == 0) == try_plaza_first {
            let mut splits = roll.plazas();
            rng.shuffle(&mut splits);
            for s in splits {
                let (area, k) = (s.area as usize, s.doors as usize);
                let vacant: Vec<usize> = (0..sheet::CELLS).filter(|&c| city.is_vacant(c)).collect();
                for _ in 0..4 {
                    let Some(&start) = rng.pick(&vacant) else {
                        break;
                    };
                    if let Some((cells, doors)) = city.grow_plaza(start, area, k) {
                        return Some(Action::Plaza { cells, doors });
                    }
                }
                if k > 0 {
                    if let Some((cells, doors)) = city.plaza_shape(area, k, None) {
                        return Some(Action::Plaza { cells, doors });
                    }
                }
            }
        } else {
            let mut shapes = roll.buildings();
            rng.shuffle(&mut shapes);
            for (w, d, h) in shapes {
                let spots = city.spots(w, d);
                if let Some(&at) = rng.pick(&spots) {
                    let mut b = BuildingSpec {
                        x: sheet::col_of(at) as u8,
                        y: sheet::row_of(at) as u8,
                        width: w,
                        depth: d,
                        height: h,
                        doors: Vec::new(),
                    };
                    let mut perimeter = b.perimeter();
                    rng.shuffle(&mut perimeter);
                    perimeter.truncate(crate::roll::doors_for(w, d));
                    b.doors = perimeter;
                    return Some(Action::building(&b));
                }
            }
        }
    }
    None
}

impl Game for ConstructionSight {
    type Config = Config;
    type Action = Action;
    type Chance = Roll;
    type Event = Event;
    type View = View;
    type Query = Query;
    type Answer = Answer;

    const INFO: GameInfo = GameInfo {
        id: "construction-sight",
        name: "Construction Sight",
        min_players: 1,
        max_players: 8,
        simultaneous: true,
        // Only while a blank sheet's park spaces are being written; sheets are
        // public once play starts.
        hidden_information: true,
        chance: true,
        dice: true,
        cards: false,
        cooperative: false,
        solo: true,
    };

    fn new(config: &Config) -> Result<Self, GameError> {
        config.validate()?;
        let n = config.players as usize;
        let (goals, phase) = match config.sheet {
            SheetKind::Beginner => (sheet::beginner_goals(), Phase::Play),
            SheetKind::Blank => (
                [0; PARKS],
                Phase::Setup {
                    side: Side::Top,
                    step: 0,
                },
            ),
        };
        Ok(ConstructionSight {
            config: config.clone(),
            cities: vec![City::new(goals); n],
            phase,
            roll: None,
            decided: vec![false; n],
            ended: vec![None; n],
            turns: 0,
        })
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config::new(players, seed)
    }

    fn random_config(rng: &mut DiceRng) -> Config {
        let players = 1 + rng.below(4) as u8;
        let c = Config::new(players, rng.next_u64() as u32);
        if rng.below(3) == 0 {
            c.blank()
        } else {
            c
        }
    }

    fn players(&self) -> u8 {
        self.cities.len() as u8
    }

    fn chance(&self) -> Option<Vec<ChanceOutcome<Roll>>> {
        (self.phase != Phase::Over && self.roll.is_none()).then(Roll::outcomes)
    }

    fn apply_chance(&mut self, outcome: &Roll) -> Result<Vec<Event>, GameError> {
        if self.chance().is_none() {
            return Err(GameError::illegal("the dice are not to be rolled now"));
        }
        let roll = Roll::new(outcome.dice()).map_err(GameError::illegal)?;
        let mut events = vec![Event::Rolled { dice: roll }];
        self.roll = Some(roll);
        self.decided.iter_mut().for_each(|d| *d = false);
        if self.phase == Phase::Play {
            self.turns += 1;
            for s in 0..self.cities.len() {
                if self.ended[s].is_none() && !self.cities[s].anything_fits(roll) {
                    self.ended[s] = Some(Ending::NothingFits);
                    events.push(Event::NothingFits { seat: s as u8 });
                }
            }
            self.settle_roll(&mut events);
        }
        Ok(events)
    }

    fn describe_chance(outcome: &Roll) -> String {
        let [a, b, c] = outcome.dice();
        format!("rolled {a}, {b}, {c}")
    }

    fn chance_parts(outcome: &Roll) -> Vec<String> {
        outcome.dice().iter().map(|d| d.to_string()).collect()
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.phase == Phase::Over || self.roll.is_none() {
            return Vec::new();
        }
        (0..self.cities.len())
            .filter(|&s| !self.decided[s] && self.ended[s].is_none())
            .map(|s| s as Seat)
            .collect()
    }

    fn legal_actions(&self, _seat: Seat) -> Option<Vec<Action>> {
        // Plazas are arbitrary connected shapes: far too many to list.
        None
    }

    fn sample_action(&self, seat: Seat, rng: &mut DiceRng) -> Result<Action, GameError> {
        self.check_turn(seat)?;
        if matches!(self.phase, Phase::Setup { .. }) {
            return Ok(self.random_write(seat, rng));
        }
        if rng.below(40) == 0 {
            return Ok(Action::Stop);
        }
        let roll = self.roll.expect("checked by check_turn");
        Ok(random_placement(&self.cities[seat as usize], roll, rng).unwrap_or(Action::Stop))
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        self.check_turn(seat)?;
        let roll = self.roll.expect("checked by check_turn");
        let s = seat as usize;
        let setup = matches!(self.phase, Phase::Setup { .. });
        let mut events = Vec::new();
        match action {
            Action::Write { spaces, goals } => {
                self.check_write(seat, spaces, goals)?;
                for (&p, &g) in spaces.iter().zip(goals) {
                    self.cities[s].goals[p as usize] = g;
                }
                events.push(Event::Wrote { seat });
            }
            _ if setup => {
                return Err(GameError::illegal(
                    "during setup the only action is writing goals",
                ))
            }
            Action::Build {
                x,
                y,
                width,
                depth,
                height,
                doors,
            } => {
                let b = BuildingSpec {
                    x: *x,
                    y: *y,
                    width: *width,
                    depth: *depth,
                    height: *height,
                    doors: doors.clone(),
                };
                self.cities[s]
                    .check_building(&b, roll)
                    .map_err(GameError::illegal)?;
                self.cities[s].place_building(&b);
                events.push(Event::Built {
                    seat,
                    structure: (self.cities[s].structures.len() - 1) as u8,
                });
            }
            Action::Plaza { cells, doors } => {
                self.cities[s]
                    .check_plaza(cells, doors, roll)
                    .map_err(GameError::illegal)?;
                self.cities[s].place_plaza(cells, doors);
                events.push(Event::PlazaDrawn {
                    seat,
                    structure: (self.cities[s].structures.len() - 1) as u8,
                    doors_filled: doors.len() as u8,
                });
            }
            Action::Stop => {
                self.ended[s] = Some(Ending::Stopped);
                events.push(Event::Stopped { seat });
            }
        }
        self.decided[s] = true;
        self.settle_roll(&mut events);
        Ok(events)
    }

    fn query(&self, seat: Option<Seat>, q: &Query) -> Result<Answer, GameError> {
        query::answer(self, seat, q)
    }

    /// The sheet's fixed facts (each bench's line of cells, the pecking order) are the game's.
    fn fact(q: &Query) -> Option<Answer> {
        (*q == Query::Content).then(query::content)
    }

    /// Every kind of question, with random sizes and spots (the secrets suite
    /// asks them of look-alike positions).
    fn sample_queries(_view: &View, rng: &mut DiceRng) -> Vec<Query> {
        let mut n = |k: u64| rng.below(k) as u8;
        let (width, depth) = (1 + n(6), 1 + n(6));
        let at = n(2) == 0;
        let (x, y) = (at.then(|| n(10)), at.then(|| n(10)));
        vec![
            Query::Content,
            Query::Options,
            Query::Fits { width, depth, x, y },
            Query::Plaza {
                area: 1 + n(12),
                doors: n(4),
            },
        ]
    }

    fn view(&self, seat: Option<Seat>) -> View {
        view::view(self, seat)
    }

    fn result(&self) -> Option<GameResult> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores: Vec<SeatScore> = (0..self.cities.len()).map(|s| self.seat_score(s)).collect();
        if scores.len() == 1 {
            let level = pecking_order(scores[0].total).to_string();
            let score = scores.into_iter().next().expect("one seat");
            return Some(GameResult::solo(score, Some(level)));
        }
        Some(GameResult::by_highest_total(scores))
    }

    fn may_undo(&self, _seat: Seat, _last: &Action) -> bool {
        // Until the next roll a decision can be taken back: nobody has learnt
        // anything from it that a roll would have revealed.
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
