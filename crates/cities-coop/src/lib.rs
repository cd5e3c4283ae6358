//! Cities: Skylines – The Board Game (Rustan Håkansson, 2019): a co-operative
//! city-building game for 1–4 players. Build zones, services and utilities on a
//! growing city, keep the administration board's bars in check, and end
//! milestones to bank happiness on the skyline.
//!
//! The card texts and numbers, tile shapes and board grids are our own design
//! (see [`view::CONTENT_NOTE`]); the rules follow the published game.
//!
//! The rules, in the rulebook's order: options ([`config`]); the content and
//! its loader ([`content`]); the city's board and geometry ([`board`]); the
//! administration board's bars and limits ([`admin`]); the game's position
//! ([`game`]) and its rooms: arranging the board and setting up (`game/setup.rs`),
//! a turn's actions, one function each (`game/turn.rs`), where tiles fit
//! (`game/placement.rs`, with [`place`]), a card's effects (`game/effects.rs`),
//! milestones and the end (`game/milestone.rs`); then actions and events
//! ([`action`]), what a seat sees ([`view`]), "why not" questions ([`query`])
//! and the computer partners ([`bot`]).

pub mod action;
pub mod admin;
pub mod board;
pub mod bot;
pub mod config;
pub mod content;
pub mod game;
pub mod place;
pub mod query;
pub mod view;
mod wire;

pub(crate) use dice::sort::{sort, sort_by};

pub use action::{Action, Chance, Event, Square};
pub use config::{Config, Difficulty};
pub use content::{content, Bar, CardId};
pub use game::{CitiesCoop, Phase};
pub use query::{Answer, Query};
pub use view::View;

use dice::{BotLevel, ChanceOutcome, DiceRng, Game, GameError, GameInfo, GameResult, Seat};

/// The rules live in [`game`] and its rooms under the trait's own names; each
/// method here forwards to the inherent one of the same name, running `apply`
/// and `apply_chance` on a copy so that a refusal changes nothing.
impl Game for CitiesCoop {
    type Config = Config;
    type Action = Action;
    type Chance = Chance;
    type Event = Event;
    type View = View;
    type Query = Query;
    type Answer = Answer;

    const INFO: GameInfo = GameInfo {
        id: "cities-coop",
        name: "Cities: Skylines – The Board Game",
        min_players: 1,
        max_players: 4,
        simultaneous: false,
        hidden_information: false,
        chance: true,
        dice: false,
        cards: true,
        cooperative: true,
        solo: true,
    };

    fn new(config: &Config) -> Result<Self, GameError> {
        CitiesCoop::new(config)
    }

    fn default_config(players: u8, seed: u32) -> Config {
        Config::new(players, seed)
    }

    /// 1–4 players, the introductory game or Scenarios 1–5 (5 at any difficulty).
    fn random_config(rng: &mut DiceRng) -> Config {
        let players = 1 + rng.below(4) as u8;
        let mut c = Config::new(players, rng.next_u64() as u32);
        c.scenario = rng.below(6) as u8;
        if c.scenario == 5 {
            c.difficulty = Difficulty::ALL[rng.index(3)];
        }
        c
    }

    fn players(&self) -> u8 {
        CitiesCoop::players(self)
    }

    fn chance(&self) -> Option<Vec<ChanceOutcome<Chance>>> {
        CitiesCoop::chance(self)
    }

    fn apply_chance(&mut self, outcome: &Chance) -> Result<Vec<Event>, GameError> {
        let mut next = self.clone();
        let events = CitiesCoop::apply_chance(&mut next, *outcome)?;
        *self = next;
        Ok(events)
    }

    fn chance_parts(outcome: &Chance) -> Vec<String> {
        match *outcome {
            // ids the view words (describeChance): a card's id, a piece's letter
            Chance::Card(c) => vec![c.text()],
            Chance::Pieces(m) => Chance::letters(m, " ")
                .split(' ')
                .map(str::to_string)
                .collect(),
        }
    }

    fn to_act(&self) -> Vec<Seat> {
        CitiesCoop::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        CitiesCoop::legal_actions(self, seat)
    }

    fn sample_action(&self, seat: Seat, rng: &mut DiceRng) -> Result<Action, GameError> {
        sample(self, seat, rng)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        let mut next = self.clone();
        let events = CitiesCoop::apply(&mut next, seat, action)?;
        *self = next;
        Ok(events)
    }

    fn query(&self, seat: Option<Seat>, query: &Query) -> Result<Answer, GameError> {
        query::answer(self, seat, query)
    }

    /// The cards, the success table and the game's numbers (`rules`).
    fn fact(query: &Query) -> Option<Answer> {
        query::fact(query)
    }

    /// A hand (the asker's, and each seat's), the spots of its cards and one
    /// spot at random, some cards' content and the grades (the secrets suite asks
    /// them of look-alike positions).
    fn sample_queries(view: &View, rng: &mut DiceRng) -> Vec<Query> {
        let g = &view.position;
        let mut qs = vec![Query::Hand { seat: None }, Query::Grades];
        qs.extend((0..g.players()).map(|s| Query::Hand { seat: Some(s) }));
        let hand = g.hand(view.seat.unwrap_or(g.active()));
        qs.extend(hand.iter().map(|&card| Query::Spots { card }));
        if let Some(&card) = rng.pick(hand) {
            let cells = (0..1 + rng.below(4))
                .map(|_| [rng.below(12) as u8, rng.below(12) as u8])
                .collect();
            qs.push(Query::Spot { card, cells });
            qs.push(Query::Cards { cards: vec![card] });
        }
        qs
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    fn result(&self) -> Option<GameResult> {
        CitiesCoop::result(self)
    }

    fn may_undo(&self, _seat: Seat, last: &Action) -> bool {
        // Nothing is hidden, but a draw reveals chance: only moves that draw
        // nothing may be taken back (the match never crosses a chance entry).
        !matches!(last, Action::Draw { .. })
    }

    fn bot_action(
        view: &View,
        seat: Seat,
        level: BotLevel,
        rng: &mut DiceRng,
    ) -> Result<Action, GameError> {
        bot::choose(view, seat, level, rng)
    }
}

/// A random legal action: on a turn, a random playable card on a random spot, an
/// exchange, or ending the milestone, each kind equally likely.
fn sample(g: &CitiesCoop, seat: Seat, rng: &mut DiceRng) -> Result<Action, GameError> {
    if let Some(list) = g.legal_actions(seat) {
        if list.is_empty() {
            return Err(GameError::illegal(format!("seat {seat} cannot act now")));
        }
        return Ok(list[rng.index(list.len())].clone());
    }
    match g.phase() {
        Phase::Turn => {
            if g.must_end() {
                return Ok(Action::EndMilestone);
            }
            let mut kinds: Vec<Action> = Vec::new();
            if g.can_end_milestone().is_ok() {
                kinds.push(Action::EndMilestone);
            }
            let hand = g.hand(seat);
            let tradable: Vec<_> = hand.iter().filter(|c| c.card().exchangeable()).collect();
            if g.admin().money >= g.exchange_cost(seat) && !tradable.is_empty() {
                kinds.push(Action::Exchange {
                    card: *tradable[rng.index(tradable.len())],
                });
            }
            for &card in hand {
                if let Ok(spots) = g.spots(card) {
                    let s = &spots[rng.index(spots.len())];
                    kinds.push(g.play_action(card, &s.cells));
                }
                if g.policy_effects(card).is_ok() {
                    kinds.push(Action::Policy { card });
                }
            }
            if kinds.is_empty() {
                return Err(GameError::illegal(format!("seat {seat} has nothing to do")));
            }
            Ok(kinds[rng.index(kinds.len())].clone())
        }
        Phase::Swap => {
            let hand = g.hand(seat);
            let open: Vec<u8> = (1..=3u8)
                .filter(|&p| !g.piles()[p as usize - 1].is_empty())
                .collect();
            if rng.below(2) == 0 && !hand.is_empty() && !open.is_empty() && g.admin().money >= 1 {
                let card = hand[rng.index(hand.len())];
                let pile = open[rng.index(open.len())];
                return Ok(Action::Swap {
                    cards: vec![card],
                    piles: vec![pile],
                });
            }
            Ok(Action::Swap {
                cards: Vec::new(),
                piles: Vec::new(),
            })
        }
        _ => Err(GameError::illegal(format!("seat {seat} cannot act now"))),
    }
}
