//! A game's position and what it holds; the rules are in the rooms below, named
//! as the rulebook names them, in its order.

mod effects;
mod milestone;
mod placement;
mod setup;
mod turn;

pub use milestone::{MilestoneEnd, Record};

use crate::action::{Action, Chance, Event, Square};
use crate::admin::{
    because, grade, Admin, EMPLOYMENT_STEP_COST, EXCHANGE_COST, HAPPINESS_LOSS, SKYLINE_LOSS,
    SUCCESS, SWAP_COST,
};
use crate::board::{
    arrange_fault, arrange_positions, fixed, joined, pieces_adjacent, Board, BoardMap, NONE,
};
use crate::config::{Config, DRAWN_PIECES};
use crate::content::{
    content, load, Bar, BarMove, CardId, CardKind, Layout, News, Placed, PolicyEffect, Role,
    Service, Unique, Zone, CONSTRUCTION, NEWS_BASE, POLICY_BASE, ROLE_BASE,
};
use crate::place::{each_footprint, fits, shape_of, shapes_for, BuiltSummary, Cells, Spot};
use dice::{ChanceOutcome, DiceRng, GameError, GameResult, Said, ScoreLine, Seat, SeatScore};
use serde::Serialize;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// Scenario 5: chance draws four board pieces, then the starting player
    /// arranges them.
    Arrange,
    /// Dealing the starting hands (chance).
    Deal,
    /// The starting player picks and pays for a board piece.
    ChoosePiece,
    /// The active player plays, exchanges or ends the milestone.
    Turn,
    /// The active player draws (a stage pile or the exchange pile).
    Draw,
    /// A milestone's step 5: seats in turn may swap cards for 1 money each.
    Swap,
    /// A seat picks one of the offered cards: a role in the draft (Scenario 2
    /// on), or the developer's choice of two drawn cards.
    Pick,
    Over,
}

/// The administration board after a card's cost row, and after cost and reward
/// (`Err`: the row breaks a limit).
pub type Rows = (Result<Admin, Said>, Result<Admin, Said>);

/// A tile on the board and the card that put it there.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Tile {
    pub card: CardId,
    pub shape: u8,
    /// Square indices, ascending.
    pub cells: Vec<u16>,
}

/// A draw waiting for chance: who draws, from which pile (0: the role cards,
/// 1–3: the stage piles) and whether the card is offered rather than taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    pub seat: Seat,
    pub pile: u8,
    pub offer: bool,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    pub won: bool,
    pub total: i32,
    pub grade: String,
    /// Why the city failed, if it did.
    pub lost: Option<String>,
    pub lines: Vec<(String, i32)>,
}

/// A position. Everything in it is public: hands lie face up, the exchange pile is
/// face up, and the stage piles are multisets of known cards (no hidden order;
/// chance picks a card weighted by its count when one is drawn).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct CitiesCoop {
    players: u8,
    scenario: u8,
    /// The layout and its geometry (Scenario 5: the arrangement so far).
    #[serde(skip)]
    board: Arc<Board>,
    /// Scenario 5: board pieces drawn but not yet arranged (content indices).
    to_arrange: Vec<u8>,
    /// The config's seed (Scenario 5's suggested arrangement).
    #[serde(skip)]
    seed: u32,
    phase: Phase,
    active: Seat,
    /// Holder of the starting player token.
    starter: Seat,
    /// Milestones ended so far.
    milestones: u8,
    /// Per layout piece.
    revealed: Vec<bool>,
    /// District per square (see [`BoardMap::districts`]).
    district: Vec<u8>,
    /// Tile index + 1 per square, 0 when empty.
    occ: Vec<u8>,
    tiles: Vec<Tile>,
    admin: Admin,
    hands: Vec<Vec<CardId>>,
    /// Stage piles I, II, III: the cards left, ascending.
    piles: Vec<Vec<CardId>>,
    exchange: Vec<CardId>,
    /// Zone tiles left, per zone kind, parallel to the content's zone tile list.
    supply: Vec<Vec<u8>>,
    /// Draws waiting for chance.
    pending: Vec<Pending>,
    /// Role card per seat (Scenario 2 on).
    roles: Vec<Option<CardId>>,
    /// Role cards not yet offered.
    role_pile: Vec<CardId>,
    /// Cards offered to the active seat to pick from.
    offer: Vec<CardId>,
    /// The news card in force (Scenario 4 on).
    news: Option<CardId>,
    /// Seats still to swap in step 5.
    swaps_left: u8,
    /// All stage piles are empty: the active player must end the game.
    must_end: bool,
    outcome: Option<Outcome>,
    /// What each milestone's end did to happiness, for the result's lines
    /// (which the page reads; left out of the view: smaller wasm, nothing lost).
    #[serde(skip)]
    record: Record,
}

impl CitiesCoop {
    pub fn players(&self) -> u8 {
        self.players
    }

    pub fn scenario(&self) -> u8 {
        self.scenario
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn starter(&self) -> Seat {
        self.starter
    }

    pub fn milestones(&self) -> u8 {
        self.milestones
    }

    pub fn admin(&self) -> &Admin {
        &self.admin
    }

    pub fn hands(&self) -> &[Vec<CardId>] {
        &self.hands
    }

    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat as usize]
    }

    pub fn piles(&self) -> &[Vec<CardId>] {
        &self.piles
    }

    pub fn exchange_pile(&self) -> &[CardId] {
        &self.exchange
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    pub fn supply(&self) -> &[Vec<u8>] {
        &self.supply
    }

    pub fn revealed(&self) -> &[bool] {
        &self.revealed
    }

    pub fn pending(&self) -> &[Pending] {
        &self.pending
    }

    pub fn offer(&self) -> &[CardId] {
        &self.offer
    }

    /// The role card `seat` holds (Scenario 2 on).
    fn roles_card(&self, seat: Seat) -> Option<CardId> {
        self.roles.get(seat as usize).copied().flatten()
    }

    pub fn role_of(&self, seat: Seat) -> Option<Role> {
        match self.roles_card(seat)?.card().kind {
            CardKind::Role { role } => Some(role),
            _ => None,
        }
    }

    /// Whose hand holds `card` (the active seat if nobody's).
    pub fn player_of(&self, card: CardId) -> Seat {
        (0..self.players)
            .find(|&s| self.hands[s as usize].contains(&card))
            .unwrap_or(self.active)
    }

    /// The news in force, if any.
    pub fn news(&self) -> Option<News> {
        match self.news?.card().kind {
            CardKind::News { news } => Some(news),
            _ => None,
        }
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn layout(&self) -> &Layout {
        &self.board.layout
    }

    pub fn geo(&self) -> &BoardMap {
        &self.board.geo
    }

    #[inline(always)]
    pub fn district_of(&self, cell: usize) -> u8 {
        self.district[cell]
    }

    pub fn districts(&self) -> &[u8] {
        &self.district
    }

    /// Per square: 0 when empty, else the tile's index + 1.
    pub fn occupancy(&self) -> &[u8] {
        &self.occ
    }

    #[inline(always)]
    pub fn occupied(&self, cell: usize) -> bool {
        self.occ[cell] != 0
    }

    pub fn all_revealed(&self) -> bool {
        self.revealed.iter().all(|&r| r)
    }

    fn piles_empty(&self) -> bool {
        self.piles.iter().all(|p| p.is_empty())
    }

    /// The unique building of this kind, if built.
    pub fn built(&self, u: Unique) -> Option<&Tile> {
        self.tiles
            .iter()
            .find(|t| t.card.card().kind == CardKind::Unique { effect: u })
    }

    fn reveal(&mut self, i: usize) {
        self.revealed[i] = true;
        self.district = self.geo().districts(&self.revealed);
    }

    /// The same position with other markers and treasury (for tests and tools
    /// that need a particular administration board).
    pub fn with_admin(mut self, admin: Admin) -> Self {
        self.admin = admin;
        self
    }

    /// A hypothetical copy for planning: `seat` holds `card` too and is about to
    /// take a turn (used by the partners to judge cards they might draw).
    pub fn trial_turn(&self, seat: Seat, card: CardId) -> CitiesCoop {
        let mut t = self.clone();
        if !t.hands[seat as usize].contains(&card) {
            t.hands[seat as usize].push(card);
        }
        t.phase = Phase::Turn;
        t.active = seat;
        t.pending.clear();
        t.must_end = false;
        t
    }

    /// Turns a sorted cell list into the action a page would send.
    pub fn play_action(&self, card: CardId, cells: &[u16]) -> Action {
        Action::Play {
            card,
            cells: self.to_squares(cells),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A two-player scenario 4 game in a milestone's card exchange (step 5),
    /// seat 0 to swap, with the Stage II pile holding exactly `pile`.
    fn swapping(pile: Vec<CardId>) -> CitiesCoop {
        let mut c = Config::new(2, 1);
        c.scenario = 4;
        let mut g = CitiesCoop::new(&c).unwrap();
        g.pending.clear();
        g.phase = Phase::Swap;
        g.swaps_left = 2;
        g.active = 0;
        g.starter = 0;
        g.admin.money = 10;
        g.hands[0] = vec![CardId(0), CardId(1)];
        g.piles[1] = pile;
        g
    }

    fn cards(stage: u8, news: bool) -> Vec<CardId> {
        content()
            .cards
            .iter()
            .filter(|c| c.stage == stage && matches!(c.kind, CardKind::News { .. }) == news)
            .map(|c| c.id)
            .collect()
    }

    #[test]
    fn a_news_card_drawn_in_an_exchange_can_leave_a_draw_with_nothing_to_draw() {
        let (card, news) = (cards(2, false)[0], cards(2, true)[0]);
        // The news card first, then the last card; or the last card, then the news.
        for order in [[news, card], [card, news]] {
            let mut g = swapping(vec![card, news]);
            let swap = Action::Swap {
                cards: vec![CardId(0), CardId(1)],
                piles: vec![2, 2],
            };
            g.apply(0, &swap).unwrap();
            for c in order {
                assert!(g.chance().is_some(), "{order:?}");
                g.apply_chance(Chance::Card(c)).unwrap();
            }
            // The second draw found the pile empty: it draws nothing, and the
            // exchange goes on to the next seat.
            assert_eq!(g.chance(), None, "{order:?}");
            assert_eq!(g.hands[0], vec![card], "{order:?}");
            assert_eq!((g.phase, g.active), (Phase::Swap, 1), "{order:?}");
        }
    }

    #[test]
    fn a_developer_whose_pile_a_news_card_emptied_keeps_the_one_card_seen() {
        let (card, news) = (cards(2, false)[0], cards(2, true)[0]);
        let developer = content()
            .cards
            .iter()
            .find(|c| {
                matches!(
                    c.kind,
                    CardKind::Role {
                        role: Role::Developer
                    }
                )
            })
            .unwrap()
            .id;
        for order in [[news, card], [card, news]] {
            let mut g = swapping(vec![card, news]);
            g.phase = Phase::Draw;
            g.roles[0] = Some(developer);
            g.hands[0].clear();
            g.apply(0, &Action::Draw { pile: 2 }).unwrap();
            for c in order {
                g.apply_chance(Chance::Card(c)).unwrap();
            }
            assert_eq!(g.chance(), None, "{order:?}");
            assert_eq!(g.hands[0], vec![card], "{order:?}");
            assert_eq!(g.active, 1, "{order:?}: the turn passes");
        }
    }

    #[test]
    fn a_seat_holding_only_a_policy_it_cannot_pay_for_has_nothing_to_do() {
        let education_boost = content()
            .cards
            .iter()
            .find(|c| c.id.text() == "PO10") // Education boost
            .unwrap()
            .id;
        // Partners play until a turn, with the first piece face up.
        let mut c = Config::new(2, 1);
        c.scenario = 4;
        let mut m = dice::Match::<CitiesCoop>::new(c).unwrap();
        while m.state().phase != Phase::Turn {
            let seat = m.to_act()[0];
            let a = m.bot_action(seat, dice::BotLevel::Normal).unwrap();
            m.apply(seat, a).unwrap();
        }
        let mut g = m.state().clone();
        assert!(g.can_end_milestone().is_err());
        g.active = 0;
        // The mayor exchanges for 1.
        g.roles[0] = content()
            .cards
            .iter()
            .find(|c| matches!(c.kind, CardKind::Role { role: Role::Mayor }))
            .map(|c| c.id);
        assert_eq!(g.exchange_cost(0), 1);
        g.hands[0] = vec![education_boost];
        // The exchange would be affordable, but a policy cannot be exchanged.
        g.admin.money = 1;
        assert!(g.policy_effects(education_boost).is_err());
        assert!(!g.has_any_action(0));
        g.hands[0].push(cards(2, false)[0]);
        assert!(g.has_any_action(0), "a construction card can be exchanged");
    }
}
