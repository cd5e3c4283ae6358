//! The game itself: setup, the turn (take, roll, resolve, re-roll or resign),
//! rounds, the end and the score.

use crate::action::{Action, Event, Placement, Roll};
use crate::city::{BuildPlan, City, Column};
use crate::config::{Config, Scenario};
use crate::content::content;
use crate::die::{Counts, Face, Kind, Rise};
use crate::query::{Answer, Query};
use crate::roll::{self, MAX_ROLL};
use crate::scenario;
use crate::view::View;
use dice::sort;
use dice::{
    BotLevel, ChanceOutcome, DiceRng, Game, GameError, GameInfo, GameResult, Said, ScoreLine, Seat,
    SeatScore,
};
use serde::Serialize;

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// The active player takes dice.
    Take,
    /// Dice in hand wait for chance to roll them.
    Roll,
    /// The active player resolves dice (Abandon, Build or Demolish).
    Resolve,
    /// The active player re-rolls some remaining dice or resigns.
    Continue,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Skyline {
    pub(crate) players: u8,
    pub(crate) scenario: Option<Scenario>,
    /// 1-based.
    pub(crate) round: u8,
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    pub(crate) yard: Counts,
    pub(crate) district: Counts,
    pub(crate) cities: Vec<City>,
    /// Dice in hand waiting to be rolled, ground first.
    pub(crate) pending: Vec<Kind>,
    /// Rolled dice in hand, sorted by face.
    pub(crate) active: Vec<Face>,
    /// Demolish actions per seat (the Essen scenario).
    pub(crate) demolished: Vec<u8>,
    /// A six-dice building was finished this round: it is the last.
    pub(crate) six_high: bool,
}

// Messages count dice and buildings from 1, as the page and the move list do;
// the action itself indexes them from 0.
// `to`: what the dice are for ("build", "demolish", "abandon", "reroll"), for the page's words.
fn indices(dice: &[u8], len: usize, to: &str) -> Result<Vec<usize>, GameError> {
    if dice.is_empty() {
        return Err(Said::new("choose-dice").code("to", to).into());
    }
    let mut seen = vec![false; len];
    for &d in dice {
        let d = d as usize;
        if d >= len {
            return Err(Said::new("no-die")
                .num("die", d as i64 + 1)
                .num("dice", len as i64)
                .into());
        }
        if seen[d] {
            return Err(Said::new("die-twice").num("die", d as i64 + 1).into());
        }
        seen[d] = true;
    }
    Ok(dice.iter().map(|&d| d as usize).collect())
}

impl Skyline {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn yard(&self) -> Counts {
        self.yard
    }
    pub fn district(&self) -> Counts {
        self.district
    }
    pub fn active(&self) -> &[Face] {
        &self.active
    }
    pub fn pending(&self) -> &[Kind] {
        &self.pending
    }
    pub fn city(&self, seat: Seat) -> &City {
        &self.cities[seat as usize]
    }
    pub fn scenario(&self) -> Option<Scenario> {
        self.scenario
    }
    pub fn demolished(&self, seat: Seat) -> u8 {
        self.demolished[seat as usize]
    }
    pub fn solo(&self) -> bool {
        self.players == 1
    }

    /// Every die of the box, accounted for: yard, district, hand and skylines.
    pub fn dice_everywhere(&self) -> Counts {
        let mut c = self.yard;
        for k in Kind::ALL {
            *c.slot(k) += self.district.get(k);
            *c.slot(k) += self.pending.iter().filter(|&&p| p == k).count() as u8;
            *c.slot(k) += self.active.iter().filter(|f| f.kind() == k).count() as u8;
            for city in &self.cities {
                *c.slot(k) += city.dice().get(k);
            }
        }
        c
    }

    /// How many dice a Take must take now: three, or all the yard has left.
    pub fn take_size(&self) -> u32 {
        self.yard.total().min(3)
    }

    fn add_yard(&mut self, kinds: impl IntoIterator<Item = Kind>) {
        for k in kinds {
            *self.yard.slot(k) += 1;
        }
    }

    /// Can the active player build at least one of the active dice? A ground
    /// face always can, so dice that need a building started in the same Build
    /// never matter here.
    pub fn can_build(&self) -> bool {
        let city = &self.cities[self.turn as usize];
        self.active.iter().any(|&f| city.fits(f))
    }

    fn has_building(&self) -> bool {
        let c = &self.cities[self.turn as usize];
        !c.columns.is_empty() || !c.tiles.is_empty()
    }

    /// After a roll: the turn goes on unless nothing at all can be done with
    /// it (possible only in solo, where Abandon does not exist).
    fn after_roll(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Resolve;
        if self.solo() && !self.can_build() && !self.has_building() {
            events.push(Event::Stuck { seat: self.turn });
            self.end_turn(events);
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let returned = Counts::of_kinds(self.active.iter().map(|f| f.kind()));
        let active = std::mem::take(&mut self.active);
        self.add_yard(active.iter().map(|f| f.kind()));
        events.push(Event::TurnEnded {
            seat: self.turn,
            returned,
        });
        if !self.solo() && self.district.total() == 0 {
            let mut dice = Counts::default();
            for k in Kind::ALL {
                if self.yard.get(k) > 0 {
                    *self.yard.slot(k) -= 1;
                    *dice.slot(k) += 1;
                }
            }
            self.district = dice;
            events.push(Event::Restocked { dice });
        }
        self.next_turn(events);
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        loop {
            self.turn += 1;
            if self.turn == self.players {
                events.push(Event::RoundEnded { round: self.round });
                if self.round >= content().rounds || self.six_high {
                    self.turn = self.players - 1;
                    self.phase = Phase::Over;
                    events.push(Event::GameOver);
                    return;
                }
                self.round += 1;
                self.turn = 0;
            }
            self.phase = Phase::Take;
            // Nothing to take anywhere: the turn passes (our design).
            if self.yard.total() > 0 || self.district.total() > 0 {
                return;
            }
        }
    }

    fn take(&mut self, dice: Counts, district: bool) -> Vec<Event> {
        if district {
            self.district = Counts::default();
        } else {
            for k in Kind::ALL {
                *self.yard.slot(k) -= dice.get(k);
            }
        }
        self.pending = dice.kinds();
        self.phase = Phase::Roll;
        vec![Event::Took {
            seat: self.turn,
            dice,
            district,
        }]
    }

    fn remove_active(&mut self, mut idx: Vec<usize>) -> Vec<Face> {
        sort::sort_by(&mut idx, |a, b| a > b);
        let mut out: Vec<Face> = idx.into_iter().map(|i| self.active.remove(i)).collect();
        sort::sort(&mut out);
        out
    }

    fn after_resolve(&mut self, events: &mut Vec<Event>) {
        if self.active.is_empty() {
            self.end_turn(events);
        } else {
            self.phase = Phase::Continue;
        }
    }

    fn build(&mut self, placements: &[Placement]) -> Result<Vec<Event>, GameError> {
        let dice: Vec<u8> = placements.iter().map(|p| p.die).collect();
        indices(&dice, self.active.len(), "build")?;
        let seat = self.turn as usize;
        let mut plan = BuildPlan::new(&self.cities[seat]);
        for p in placements {
            plan.step(p, self.active[p.die as usize])?;
        }
        let faces: Vec<Face> = placements
            .iter()
            .map(|p| self.active[p.die as usize])
            .collect();
        let mut events = vec![Event::Built {
            seat: self.turn,
            faces,
        }];
        let (tiles, freed) = plan.finish(&mut self.cities[seat]);
        self.add_yard(freed);
        for t in tiles {
            if t.height == 6 {
                self.six_high = true;
            }
            events.push(Event::Completed {
                seat: self.turn,
                building: t.id,
                rise: t.rise,
                height: t.height,
                points: content().tile_points(t.height),
            });
        }
        self.remove_active(dice.iter().map(|&d| d as usize).collect());
        self.after_resolve(&mut events);
        Ok(events)
    }

    fn demolish(
        &mut self,
        dice: &[u8],
        building: Option<u8>,
        column: Option<u8>,
        tile: Option<u8>,
    ) -> Result<Vec<Event>, GameError> {
        let idx = indices(dice, self.active.len(), "demolish")?;
        let seat = self.turn as usize;
        let city = &self.cities[seat];
        // A building named by its number is found by it, then goes as a place.
        let (column, tile) = match (building, column, tile) {
            (Some(id), None, None) => {
                let at = |i: Option<usize>| i.map(|i| i as u8);
                match (
                    at(city.columns.iter().position(|c| c.id == id)),
                    at(city.tiles.iter().position(|t| t.id == id)),
                ) {
                    (None, None) => {
                        return Err(Said::new("no-building").num("building", id).into())
                    }
                    found => found,
                }
            }
            (Some(_), _, _) => return Err(GameError::illegal(crate::city::BOTH)),
            (None, c, t) => (c, t),
        };
        match (column, tile) {
            (Some(c), None) if (c as usize) < city.columns.len() => {}
            (None, Some(t)) if (t as usize) < city.tiles.len() => {}
            (Some(c), None) => {
                return Err(Said::new("no-column").num("place", c as i64 + 1).into())
            }
            (None, Some(t)) => return Err(Said::new("no-tile").num("place", t as i64 + 1).into()),
            _ => {
                return Err(GameError::illegal(
                    "demolish names one building: a column or a tile",
                ))
            }
        }
        let removed = self.remove_active(idx);
        let counts = Counts::of_kinds(removed.iter().map(|f| f.kind()));
        self.add_yard(removed.iter().map(|f| f.kind()));
        let city = &mut self.cities[seat];
        let (col, t) = match (column, tile) {
            (Some(c), _) => (Some(city.columns.remove(c as usize)), None),
            (_, Some(t)) => (None, Some(city.tiles.remove(t as usize))),
            _ => unreachable!("checked above"),
        };
        if let Some(col) = &col {
            self.add_yard(col.dice.iter().copied());
        }
        self.demolished[seat] += 1;
        let mut events = vec![Event::Demolished {
            seat: self.turn,
            building: col.as_ref().map_or_else(|| t.map_or(0, |t| t.id), |c| c.id),
            dice: counts,
            column: col.map(|c: Column| c.dice),
            tile: t,
        }];
        self.after_resolve(&mut events);
        Ok(events)
    }

    /// The score lines of one seat: one per building.
    pub fn score_lines(&self, seat: Seat) -> Vec<ScoreLine> {
        let c = content();
        let mut tiles = self.cities[seat as usize].final_tiles();
        sort::sort_by(&mut tiles, |a, b| {
            b.height.cmp(&a.height).then(a.rise.cmp(&b.rise)).is_lt()
        });
        tiles
            .iter()
            .map(|t| ScoreLine {
                label: String::new(),
                said: Some(
                    Said::new("building-score")
                        .code("rise", t.rise.id())
                        .num("floors", t.height),
                ),
                points: c.tile_points(t.height),
            })
            .collect()
    }

    pub fn score(&self, seat: Seat) -> i32 {
        self.cities[seat as usize].score()
    }

    /// Every legal Take now.
    pub fn takes(&self) -> Vec<Action> {
        let n = self.take_size() as u8;
        let mut v = Vec::new();
        for ground in (0..=n).filter(|_| n > 0) {
            for upper in 0..=n - ground {
                let penthouse = n - ground - upper;
                if self.yard.covers(&Counts::new(ground, upper, penthouse)) {
                    v.push(Action::Take {
                        ground,
                        upper,
                        penthouse,
                    });
                }
            }
        }
        if !self.solo() && self.district.total() > 0 {
            v.push(Action::TakeDistrict);
        }
        v
    }

    fn random_subset(&self, rng: &mut DiceRng) -> Vec<u8> {
        let n = self.active.len() as u8;
        loop {
            let v: Vec<u8> = (0..n).filter(|_| rng.below(2) == 0).collect();
            if !v.is_empty() {
                return v;
            }
        }
    }

    /// A random Build of some of the dice that fit, if any fits.
    fn random_build(&self, rng: &mut DiceRng) -> Option<Action> {
        let mut plan = BuildPlan::new(&self.cities[self.turn as usize]);
        let mut order: Vec<u8> = (0..self.active.len() as u8).collect();
        rng.shuffle(&mut order);
        // Ground dice first now and then, so that Upper and Penthouse dice can
        // go on buildings started in the same Build.
        if rng.below(2) == 0 {
            let active = &self.active;
            sort::sort_by(&mut order, |&a, &b| {
                let later = |d: u8| active[d as usize].kind() != Kind::Ground;
                !later(a) && later(b)
            });
        }
        let mut placements = Vec::new();
        for d in order {
            let face = self.active[d as usize];
            let targets = plan.targets(face);
            if targets.is_empty() || (!placements.is_empty() && rng.below(3) == 0) {
                continue;
            }
            let t = targets[rng.index(targets.len())];
            plan.place(face, t);
            placements.push(Placement {
                die: d,
                building: None,
                column: t,
            });
        }
        (!placements.is_empty()).then_some(Action::Build { placements })
    }

    fn random_resolve(&self, rng: &mut DiceRng) -> Result<Action, GameError> {
        let city = &self.cities[self.turn as usize];
        let build = self.random_build(rng);
        let demolish = (!city.columns.is_empty() || !city.tiles.is_empty()).then(|| {
            let n = city.columns.len() + city.tiles.len();
            let k = rng.index(n);
            let (column, tile) = if k < city.columns.len() {
                (Some(k as u8), None)
            } else {
                (None, Some((k - city.columns.len()) as u8))
            };
            Action::Demolish {
                dice: self.random_subset(rng),
                building: None,
                column,
                tile,
            }
        });
        let abandon = (!self.solo()).then(|| Action::Abandon {
            dice: self.random_subset(rng),
        });
        // Mostly build: random games should look like games, and a district
        // that only grows makes for long rolls.
        let r = rng.below(10);
        let pick = match (build, demolish, abandon) {
            (Some(b), _, _) if r < 7 => b,
            (_, Some(d), _) if r < 8 => d,
            (_, _, Some(a)) => a,
            (Some(b), _, None) => b,
            (_, Some(d), None) => d,
            (None, None, None) => {
                return Err(GameError::illegal("nothing can be resolved now"));
            }
        };
        Ok(pick)
    }
}

impl Game for Skyline {
    type Config = Config;
    type Action = Action;
    type Chance = Roll;
    type Event = Event;
    type View = View;
    type Query = Query;
    type Answer = Answer;

    const INFO: GameInfo = GameInfo {
        id: "skyline",
        name: "Skyline",
        min_players: crate::config::MIN_PLAYERS,
        max_players: crate::config::MAX_PLAYERS,
        simultaneous: false,
        hidden_information: false,
        chance: true,
        dice: true,
        cards: false,
        cooperative: false,
        solo: true,
    };

    fn new(config: &Config) -> Result<Self, GameError> {
        config.validate()?;
        let c = content();
        let mut yard = Counts::new(
            c.die(Kind::Ground).copies,
            c.die(Kind::Upper).copies,
            c.die(Kind::Penthouse).copies,
        );
        let mut district = Counts::default();
        if config.players > 1 {
            district = Counts::new(1, 1, 1);
            yard.ground -= 1;
            yard.upper -= 1;
            yard.penthouse -= 1;
        }
        // The first three seats start with a High-, Mid- and Low-Rise ground floor.
        let starts = [Rise::High, Rise::Mid, Rise::Low];
        let cities = (0..config.players as usize)
            .map(|s| {
                let mut city = City::default();
                if let Some(&rise) = starts.get(s) {
                    yard.ground -= 1;
                    city.founded = 1;
                    city.columns.push(Column {
                        id: 1,
                        rise,
                        dice: vec![Kind::Ground],
                    });
                }
                city
            })
            .collect();
        Ok(Skyline {
            players: config.players,
            scenario: config.scenario,
            round: 1,
            turn: 0,
            phase: Phase::Take,
            yard,
            district,
            cities,
            pending: Vec::new(),
            active: Vec::new(),
            demolished: vec![0; config.players as usize],
            six_high: false,
        })
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config::new(players, seed)
    }

    fn random_config(rng: &mut DiceRng) -> Config {
        let players = 1 + rng.below(4) as u8;
        let mut c = Config::new(players, rng.next_u64() as u32);
        if players == 1 && rng.below(2) == 0 {
            c.scenario = Some(Scenario::ALL[rng.index(Scenario::ALL.len())]);
        }
        c
    }

    fn players(&self) -> u8 {
        self.players
    }

    fn chance(&self) -> Option<Vec<ChanceOutcome<Roll>>> {
        if self.phase != Phase::Roll {
            return None;
        }
        let part = &self.pending[..self.pending.len().min(MAX_ROLL)];
        Some(
            roll::outcomes(Counts::of_kinds(part.iter().copied()))
                .into_iter()
                .map(|(faces, weight)| ChanceOutcome {
                    outcome: Roll { faces },
                    weight,
                })
                .collect(),
        )
    }

    fn apply_chance(&mut self, outcome: &Roll) -> Result<Vec<Event>, GameError> {
        if self.phase != Phase::Roll {
            return Err(GameError::illegal("no dice are waiting to be rolled"));
        }
        let n = self.pending.len().min(MAX_ROLL);
        let want = Counts::of_kinds(self.pending[..n].iter().copied());
        let got = Counts::of_kinds(outcome.faces.iter().map(|f| f.kind()));
        if want != got || outcome.faces.len() != n {
            return Err(GameError::illegal(
                "the faces do not match the dice being rolled",
            ));
        }
        self.pending.drain(..n);
        self.active.extend(outcome.faces.iter().copied());
        sort::sort(&mut self.active);
        let mut events = vec![Event::Rolled {
            faces: outcome.faces.clone(),
        }];
        if self.pending.is_empty() {
            self.after_roll(&mut events);
        }
        Ok(events)
    }

    /// Each die's face by its id ("groundLow"): the page draws it as the die it is.
    fn chance_parts(outcome: &Roll) -> Vec<String> {
        outcome.faces.iter().map(|f| f.id().to_string()).collect()
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Take | Phase::Resolve | Phase::Continue => vec![self.turn],
            Phase::Roll | Phase::Over => vec![],
        }
    }

    /// Takes and re-rolls are listed; the ways to resolve a roll (which dice,
    /// which buildings, in which order) are too many, so `check` judges them.
    fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        if seat != self.turn || !self.to_act().contains(&seat) {
            return Some(Vec::new());
        }
        match self.phase {
            Phase::Take => Some(self.takes()),
            Phase::Continue if self.active.len() <= 10 => {
                let n = self.active.len() as u32;
                let mut v: Vec<Action> = (1u32..1 << n)
                    .map(|mask| Action::Reroll {
                        dice: (0..n as u8).filter(|i| mask & (1 << i) != 0).collect(),
                    })
                    .collect();
                v.push(Action::Resign);
                Some(v)
            }
            _ => None,
        }
    }

    fn sample_action(&self, seat: Seat, rng: &mut DiceRng) -> Result<Action, GameError> {
        if !self.to_act().contains(&seat) {
            return Err(GameError::not_turn(seat));
        }
        match self.phase {
            Phase::Take => {
                let takes = self.takes();
                // Take the district about half the time it is there, so random
                // games keep it small.
                if takes.last() == Some(&Action::TakeDistrict) && rng.below(2) == 0 {
                    return Ok(Action::TakeDistrict);
                }
                let yard_takes =
                    takes.len() - usize::from(takes.last() == Some(&Action::TakeDistrict));
                Ok(takes[rng.index(yard_takes.max(1))].clone())
            }
            Phase::Resolve => self.random_resolve(rng),
            Phase::Continue => Ok(if rng.below(3) == 0 {
                Action::Resign
            } else {
                Action::Reroll {
                    dice: self.random_subset(rng),
                }
            }),
            Phase::Roll | Phase::Over => Err(GameError::illegal("nobody acts now")),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        if self.phase == Phase::Over {
            return Err(GameError::game_over());
        }
        if !self.to_act().contains(&seat) {
            return Err(GameError::not_turn(seat));
        }
        // `what`: the action; `phase`: what the turn wants instead (the page words both)
        let wrong = |what: &'static str| {
            let phase = match self.phase {
                Phase::Take => "take",
                Phase::Resolve => "resolve",
                _ => "continue",
            };
            Err(Said::new("not-now")
                .code("action", what)
                .code("phase", phase)
                .into())
        };
        match action {
            Action::Take {
                ground,
                upper,
                penthouse,
            } => {
                if self.phase != Phase::Take {
                    return wrong("take");
                }
                let want = Counts::new(*ground, *upper, *penthouse);
                let n = self.take_size();
                if n == 0 {
                    return Err(Said::new("yard-empty").into());
                }
                if want.total() != n {
                    return Err(Said::new("take-exactly")
                        .num("n", n)
                        .num("taken", want.total())
                        .into());
                }
                for k in Kind::ALL {
                    if want.get(k) > self.yard.get(k) {
                        return Err(Said::new("yard-short")
                            .num("n", self.yard.get(k))
                            .code("kind", k.id())
                            .into());
                    }
                }
                Ok(self.take(want, false))
            }
            Action::TakeDistrict => {
                if self.phase != Phase::Take {
                    return wrong("take");
                }
                if self.solo() {
                    return Err(Said::new("no-district-solo").into());
                }
                if self.district.total() == 0 {
                    return Err(Said::new("district-empty").into());
                }
                let d = self.district;
                Ok(self.take(d, true))
            }
            Action::Abandon { dice } => {
                if self.phase != Phase::Resolve {
                    return wrong("abandon");
                }
                if self.solo() {
                    return Err(Said::new("no-abandon-solo").into());
                }
                let idx = indices(dice, self.active.len(), "abandon")?;
                let removed = self.remove_active(idx);
                let counts = Counts::of_kinds(removed.iter().map(|f| f.kind()));
                for k in Kind::ALL {
                    *self.district.slot(k) += counts.get(k);
                }
                let mut events = vec![Event::Abandoned {
                    seat: self.turn,
                    dice: counts,
                }];
                self.after_resolve(&mut events);
                Ok(events)
            }
            Action::Build { placements } => {
                if self.phase != Phase::Resolve {
                    return wrong("build");
                }
                self.build(placements)
            }
            Action::Demolish {
                dice,
                building,
                column,
                tile,
            } => {
                if self.phase != Phase::Resolve {
                    return wrong("demolish");
                }
                self.demolish(dice, *building, *column, *tile)
            }
            Action::Reroll { dice } => {
                if self.phase != Phase::Continue {
                    return wrong("reroll");
                }
                let idx = indices(dice, self.active.len(), "reroll")?;
                let removed = self.remove_active(idx);
                self.pending = removed.iter().map(|f| f.kind()).collect();
                sort::sort(&mut self.pending);
                self.phase = Phase::Roll;
                Ok(Vec::new())
            }
            Action::Resign => {
                if self.phase != Phase::Continue {
                    return wrong("resign");
                }
                let mut events = Vec::new();
                self.end_turn(&mut events);
                Ok(events)
            }
        }
    }

    fn query(&self, seat: Option<Seat>, query: &Query) -> Result<Answer, GameError> {
        crate::query::answer(self, seat, query)
    }

    /// The content (dice, buildings, tiles, levels, scenarios) is the game's, not a position's.
    fn fact(query: &Query) -> Option<Answer> {
        matches!(query, Query::Content).then(|| Answer::Content(crate::content::content()))
    }

    /// The content, the odds of re-rolling some of the active dice and of a
    /// fresh take, and a plan of some active dice (the secrets suite asks them of
    /// look-alike positions).
    fn sample_queries(view: &View, rng: &mut DiceRng) -> Vec<Query> {
        let dice: Vec<u8> = (0..view.active.len() as u8)
            .filter(|_| rng.below(2) == 0)
            .collect();
        let placements = dice
            .iter()
            .map(|&die| crate::action::Placement {
                die,
                building: None,
                column: (rng.below(2) == 0).then(|| rng.below(4) as u8),
            })
            .collect();
        let n = |rng: &mut DiceRng| rng.below(2) as u8;
        let take = crate::die::Counts::new(1 + n(rng), n(rng), n(rng));
        vec![
            Query::Content,
            Query::Odds {
                dice: Some(dice),
                take: None,
            },
            Query::Odds {
                dice: None,
                take: Some(take),
            },
            Query::Plan { placements },
        ]
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    fn result(&self) -> Option<GameResult> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores: Vec<SeatScore> = (0..self.players)
            .map(|s| SeatScore {
                seat: s,
                total: self.score(s),
                lines: self.score_lines(s),
            })
            .collect();
        if self.solo() {
            let total = scores[0].total;
            let level = content().level(total).map(|l| l.id.to_string());
            let notes = self
                .scenario
                .map(|s| vec![scenario::verdict(self, s).note()])
                .unwrap_or_default();
            return Some(GameResult::solo(scores[0].clone(), level).with_notes(notes));
        }
        // Highest score; among those, most buildings; still tied: shared.
        let key = |s: &SeatScore| (s.total, self.cities[s.seat as usize].completed());
        let best = scores.iter().map(key).max();
        let winners = scores
            .iter()
            .filter(|s| Some(key(s)) == best)
            .map(|s| s.seat)
            .collect();
        Some(GameResult::ranked(scores, winners))
    }

    /// A take, a resolve or a re-roll choice may be taken back until the dice
    /// are rolled (the match never undoes a roll).
    fn may_undo(&self, _seat: Seat, last: &Action) -> bool {
        matches!(
            last,
            Action::Abandon { .. } | Action::Build { .. } | Action::Demolish { .. }
        )
    }

    fn bot_action(
        view: &View,
        seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Action, GameError> {
        crate::bot::act(view, seat, level, rng)
    }
}

#[cfg(test)]
mod tests;
