//! The rules of play: setting up, turns (play, exchange, end a milestone), draws,
//! a milestone's six steps, every way to lose, and the end of the game.

use crate::action::{Action, Chance, Event, Square};
use crate::board::{
    arrange_fault, arrange_positions, fixed, joined, pieces_adjacent, Board, Geo, NONE,
};
use crate::city::{grade, Admin, HAPPINESS_LOSS, SKYLINE_LOSS, SUCCESS};
use crate::config::Config;
use crate::content::{
    content, load, Bar, CardId, CardKind, Delta, Extra, Layout, News, Placed, Role, Service,
    Unique, Zone, CONSTRUCTION, NEWS_BASE, POLICY_BASE, ROLE_BASE,
};
use crate::place::{each_footprint, fits, shape_of, shapes_for, Cells, Ctx, Spot};
use dice::{ChanceOutcome, DiceRng, GameError, GameResult, ScoreLine, Seat, SeatScore};
use serde::Serialize;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
pub type Rows = (Result<Admin, String>, Result<Admin, String>);

/// A tile on the board and the card that put it there.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
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
#[serde(rename_all = "camelCase")]
pub struct Pending {
    pub seat: Seat,
    pub pile: u8,
    pub offer: bool,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
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
    /// District per square (see [`Geo::districts`]).
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
}

impl CitiesCoop {
    pub fn new_game(config: &Config) -> Result<Self, GameError> {
        config.validate()?;
        let c = load()?;
        let board = if config.scenario == 5 {
            Board::new(Layout {
                scenario: 5,
                money: config.difficulty.money(),
                pieces: Vec::new(),
            })
        } else {
            let layout = c
                .layouts
                .iter()
                .position(|l| l.scenario == config.scenario)
                .ok_or_else(|| GameError::data("no layout for this scenario"))?;
            fixed(layout)
        };
        let (l, geo) = (&board.layout, &board.geo);
        if !geo.faults.is_empty() {
            return Err(GameError::data(geo.faults.join("; ")));
        }
        let mut piles = vec![Vec::new(); 3];
        for card in &c.cards {
            let i = card.id.0 as usize;
            if i < CONSTRUCTION
                || (config.scenario >= 1 && i < ROLE_BASE)
                || (config.scenario >= 3 && (POLICY_BASE..NEWS_BASE).contains(&i))
                || (config.scenario >= 4 && i >= NEWS_BASE)
            {
                piles[card.stage as usize - 1].push(card.id);
            }
        }
        let mut pending = Vec::new();
        for _ in 0..config.hand_size() {
            for s in 0..config.players {
                pending.push(Pending {
                    seat: s,
                    pile: 1,
                    offer: false,
                });
            }
        }
        let role_pile = if config.scenario >= 2 {
            (0..10).map(|i| CardId((ROLE_BASE + i) as u8)).collect()
        } else {
            Vec::new()
        };
        Ok(CitiesCoop {
            players: config.players,
            scenario: config.scenario,
            phase: if config.scenario == 5 {
                Phase::Arrange
            } else {
                Phase::Deal
            },
            to_arrange: Vec::new(),
            seed: config.seed.0,
            active: 0,
            starter: 0,
            milestones: 0,
            revealed: vec![false; l.pieces.len()],
            district: vec![NONE; geo.cells()],
            occ: vec![0; geo.cells()],
            tiles: Vec::new(),
            admin: Admin {
                money: l.money,
                ..Admin::default()
            },
            hands: vec![Vec::new(); config.players as usize],
            piles,
            exchange: Vec::new(),
            supply: c
                .zone_tiles
                .iter()
                .map(|v| v.iter().map(|&(_, n)| n).collect())
                .collect(),
            pending,
            roles: vec![None; config.players as usize],
            role_pile,
            offer: Vec::new(),
            news: None,
            swaps_left: 0,
            must_end: false,
            outcome: None,
            board,
        })
    }

    // ---- reading the position ----

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
    /// The exchange action's price for `seat`.
    pub fn exchange_cost(&self, seat: Seat) -> i32 {
        let base = if self.news() == Some(News::Strike) {
            3
        } else {
            2
        };
        if self.role_of(seat) == Some(Role::Mayor) {
            base - 1
        } else {
            base
        }
    }
    pub fn must_end(&self) -> bool {
        self.must_end
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    pub fn layout(&self) -> &Layout {
        &self.board.layout
    }
    pub fn geo(&self) -> &Geo {
        &self.board.geo
    }
    /// Scenario 5: the drawn pieces still to arrange (content indices).
    pub fn to_arrange(&self) -> &[u8] {
        &self.to_arrange
    }

    /// Scenario 5: every placement of a drawn piece the arrangement allows now
    /// (piece, col, row, quarter turns), in piece order.
    pub fn arrange_options(&self) -> Vec<(usize, i32, i32, u8)> {
        let placed = &self.layout().pieces;
        let mut out = Vec::new();
        for &p in &self.to_arrange {
            for at in arrange_positions(placed) {
                for t in 0..4 {
                    if arrange_fault(placed, p as usize, at, t).is_ok() {
                        out.push((p as usize, at.0, at.1, t));
                    }
                }
            }
        }
        out
    }

    /// Scenario 5: the arrangement `ArrangeRandom` completes, drawn from the
    /// config's seed (the same for the same pieces placed so far): pieces in
    /// random order, each on a random legal spot touching as many pieces as
    /// any; the first of 64 tries that closes a 2 × 2 block (four shared edges:
    /// each joins two districts, so fewer districts need tiles before a
    /// milestone may end), else the try with most shared edges.
    /// Pieces are listed in placing order, in the final positions.
    pub fn suggestion(&self) -> Vec<Placed> {
        let mut rng = DiceRng::derive(self.seed as u64, 0xA11A + self.revealed.len() as u64);
        let mut best = (0, Vec::new());
        for _ in 0..64 {
            let mut placed = self.layout().pieces.clone();
            let mut todo = self.to_arrange.clone();
            while !todo.is_empty() {
                let p = todo.remove(rng.index(todo.len())) as usize;
                // Among the legal spots, those touching most pieces.
                let (mut options, mut most) = (Vec::new(), 0);
                for at in arrange_positions(&placed) {
                    let touch = placed
                        .iter()
                        .filter(|q| (q.col as i32 - at.0).abs() + (q.row as i32 - at.1).abs() == 1)
                        .count();
                    for t in 0..4 {
                        if touch >= most && arrange_fault(&placed, p, at, t).is_ok() {
                            if touch > most {
                                options.clear();
                                most = touch;
                            }
                            options.push((at, t));
                        }
                    }
                }
                let (at, t) = options[rng.index(options.len())];
                placed = joined(&placed, p, at, t);
            }
            let mut edges = 0;
            for (i, a) in placed.iter().enumerate() {
                for b in &placed[..i] {
                    edges += (a.col.abs_diff(b.col) + a.row.abs_diff(b.row) == 1) as usize;
                }
            }
            if edges > best.0 || best.1.is_empty() {
                best = (edges, placed);
            }
            if best.0 >= 4 {
                break;
            }
        }
        best.1
    }

    /// Scenario 5: adds a drawn piece to the arrangement; the last one ends the
    /// arranging and the cards are dealt.
    fn arrange(&mut self, piece: char, (col, row): (i32, i32), turns: u8) -> Result<(), GameError> {
        let Some(i) = content()
            .piece_index(piece)
            .filter(|&i| self.to_arrange.contains(&(i as u8)))
        else {
            return Err(GameError::illegal(format!(
                "piece {piece} is not among the pieces left to arrange"
            )));
        };
        let placed = &self.board.layout.pieces;
        arrange_fault(placed, i, (col, row), turns)
            .map_err(|e| GameError::illegal(format!("piece {piece} cannot go there: {e}")))?;
        self.set_arrangement(joined(placed, i, (col, row), turns))
    }

    /// Scenario 5: the pieces arranged so far; once all are, the cards are dealt.
    fn set_arrangement(&mut self, pieces: Vec<Placed>) -> Result<(), GameError> {
        let board = Board::new(Layout {
            pieces,
            ..self.board.layout.clone()
        });
        if !board.geo.faults.is_empty() {
            return Err(GameError::illegal(board.geo.faults.join("; ")));
        }
        let cells = board.geo.cells();
        let n = board.layout.pieces.len();
        self.to_arrange
            .retain(|&p| !board.layout.pieces.iter().any(|q| q.piece == p as usize));
        self.board = board;
        self.revealed = vec![false; n];
        self.district = vec![NONE; cells];
        self.occ = vec![0; cells];
        if self.to_arrange.is_empty() {
            self.phase = Phase::Deal;
        }
        Ok(())
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

    /// Tiles per district of the revealed city (district id → count), for the
    /// districts that exist now.
    pub fn tiles_per_district(&self) -> Vec<(u8, u32)> {
        let mut ids: Vec<u8> = self
            .district
            .iter()
            .copied()
            .filter(|&d| d != NONE)
            .collect();
        crate::sort(&mut ids);
        ids.dedup();
        ids.into_iter()
            .map(|d| {
                let n = self
                    .tiles
                    .iter()
                    .filter(|t| self.district[t.cells[0] as usize] == d)
                    .count() as u32;
                (d, n)
            })
            .collect()
    }

    /// Tiles each district needs before this milestone may end (2 in the last).
    pub fn tiles_needed(&self) -> u32 {
        if self.all_revealed() {
            2
        } else {
            1
        }
    }

    /// May the active player end the milestone now? `Err` says why not.
    pub fn can_end_milestone(&self) -> Result<(), String> {
        if self.must_end {
            return Ok(());
        }
        let need = self.tiles_needed();
        let short = self
            .tiles_per_district()
            .iter()
            .filter(|(_, n)| *n < need)
            .count();
        if short > 0 {
            return Err(format!(
                "{short} district(s) hold fewer than {need} tile(s)"
            ));
        }
        Ok(())
    }

    /// Pieces that may be turned over now (face down, touching a revealed one, or
    /// any for the first), whether affordable or not.
    pub fn piece_candidates(&self) -> Vec<usize> {
        let l = self.layout();
        let any = self.revealed.iter().any(|&r| r);
        (0..l.pieces.len())
            .filter(|&i| {
                !self.revealed[i]
                    && (!any
                        || (0..l.pieces.len())
                            .any(|j| self.revealed[j] && pieces_adjacent(l, i, j)))
            })
            .collect()
    }

    pub fn piece_cost(&self, layout_piece: usize) -> i32 {
        content().pieces[self.layout().pieces[layout_piece].piece].cost
    }

    // ---- cards and spots ----

    /// The unique building of this kind, if built.
    pub fn built(&self, u: Unique) -> Option<&Tile> {
        self.tiles
            .iter()
            .find(|t| t.card.card().kind == CardKind::Unique { effect: u })
    }

    /// A card's cost and reward rows as they apply now in `district`, after the
    /// unique buildings' lasting effects.
    pub fn rows(&self, card: CardId, district: u8) -> (Vec<Delta>, Vec<Delta>) {
        let (mut cost, mut reward) = self.role_rows(card, district);
        let Some(news) = self.news() else {
            return (cost, reward);
        };
        let kind = card.card().kind;
        // How hard the news hits: its card's one marker move (data/news.txt).
        let n = self
            .news
            .and_then(|c| c.card().cost.first())
            .map_or(0, |d| d.delta.abs());
        let more_use = |cost: &mut Vec<Delta>, bar: Bar| {
            for d in cost.iter_mut() {
                if d.bar == bar && d.delta < 0 {
                    d.delta -= n;
                }
            }
        };
        let add = |cost: &mut Vec<Delta>, bar: Bar, delta: i32| {
            match cost.iter_mut().find(|d| d.bar == bar) {
                Some(d) => d.delta += delta,
                None => cost.push(Delta { bar, delta }),
            }
            cost.retain(|d| d.delta != 0);
        };
        let zone = |z: Zone| kind == CardKind::Zone { zone: z };
        match news {
            News::Water => more_use(&mut cost, Bar::Water),
            News::Garbage => more_use(&mut cost, Bar::Garbage),
            News::Power => more_use(&mut cost, Bar::Power),
            News::Gridlock if zone(Zone::Commercial) => add(&mut cost, Bar::Traffic, n),
            News::Crime if zone(Zone::Residential) => add(&mut cost, Bar::Crime, n),
            News::Cuts if matches!(kind, CardKind::Service { .. }) => {
                add(&mut cost, Bar::Money, -n)
            }
            News::Smog if zone(Zone::Industrial) => add(&mut cost, Bar::Pollution, n),
            News::Strike if zone(Zone::Industrial) => add(&mut cost, Bar::Employment, -n),
            News::Recession if zone(Zone::Commercial) => {
                for d in reward.iter_mut() {
                    if d.bar == Bar::Money && d.delta > 0 {
                        d.delta = (d.delta - n).max(0);
                    }
                }
                reward.retain(|d| d.delta != 0);
            }
            _ => {}
        }
        (cost, reward)
    }

    fn role_rows(&self, card: CardId, district: u8) -> (Vec<Delta>, Vec<Delta>) {
        let (mut cost, mut reward) = self.unique_rows(card, district);
        let c = card.card();
        let seat = self.player_of(card);
        let role = self.role_of(seat);
        // The role's price (data/roles.txt), on every zone of the kinds it
        // names that its holder builds: a money reward is that much lower (not
        // below 0); other bars' moves are added to the cost row.
        let priced = |r: &CardId| match c.kind {
            CardKind::Zone { zone } => r.card().prereq.district.iter().any(|d| d.0 == zone),
            _ => false,
        };
        if let Some(r) = self.roles_card(seat).filter(priced) {
            for l in &r.card().cost {
                if l.bar == Bar::Money {
                    for d in reward.iter_mut() {
                        if d.bar == Bar::Money && d.delta > 0 {
                            d.delta = (d.delta + l.delta).max(0);
                        }
                    }
                    continue;
                }
                match cost.iter_mut().find(|d| d.bar == l.bar) {
                    Some(d) => d.delta += l.delta,
                    None => cost.push(*l),
                }
            }
            cost.retain(|d| d.delta != 0);
            reward.retain(|d| d.delta != 0);
        }
        let less = match role {
            Some(Role::Green) => Some(Bar::Pollution),
            Some(Role::Police) => Some(Bar::Crime),
            Some(Role::Traffic) => Some(Bar::Traffic),
            _ => None,
        };
        if let Some(bar) = less {
            for d in cost.iter_mut() {
                if d.bar == bar && d.delta > 0 {
                    d.delta -= 1;
                }
            }
            cost.retain(|d| d.delta != 0);
        }
        match (role, c.kind) {
            (Some(Role::Utility), CardKind::Utility { bar }) => {
                for d in cost.iter_mut() {
                    if d.bar == Bar::Money && d.delta < 0 {
                        d.delta += 1;
                    }
                    if d.bar == bar && d.delta > 0 {
                        d.delta += 1;
                    }
                }
                cost.retain(|d| d.delta != 0);
            }
            (Some(Role::Pr), CardKind::Service { .. }) => cost.push(Delta {
                bar: Bar::Happiness,
                delta: 1,
            }),
            (Some(Role::Treasurer), CardKind::Zone { .. }) => {
                for d in reward.iter_mut() {
                    if d.bar == Bar::Money && d.delta >= 2 {
                        d.delta += 1;
                    }
                }
            }
            (Some(Role::Labour), CardKind::Zone { .. }) => {
                let e = self.admin.employment
                    + cost
                        .iter()
                        .filter(|d| d.bar == Bar::Employment)
                        .map(|d| d.delta)
                        .sum::<i32>();
                if e != 0 {
                    cost.push(Delta {
                        bar: Bar::Employment,
                        delta: -e.signum(),
                    });
                }
            }
            _ => {}
        }
        (cost, reward)
    }

    fn unique_rows(&self, card: CardId, district: u8) -> (Vec<Delta>, Vec<Delta>) {
        let c = card.card();
        let mut cost = c.cost.clone();
        let mut reward = c.reward.clone();
        let zone = match c.kind {
            CardKind::Zone { zone } => zone,
            _ => return (cost, reward),
        };
        if zone == Zone::Residential && self.built(Unique::Court).is_some() {
            cost.retain(|d| !(d.bar == Bar::Crime && d.delta > 0));
        }
        if zone == Zone::Industrial && self.built(Unique::Eden).is_some() {
            for d in cost.iter_mut() {
                if d.bar == Bar::Pollution && d.delta > 0 {
                    d.delta -= 1;
                }
            }
            cost.retain(|d| d.delta != 0);
        }
        if zone == Zone::Commercial && self.built(Unique::Offices).is_some() {
            for d in reward.iter_mut() {
                if d.bar == Bar::Money && d.delta > 0 {
                    d.delta += 1;
                }
            }
        }
        if zone == Zone::Residential {
            if let Some(t) = self.built(Unique::Stadium) {
                cost.push(Delta {
                    bar: Bar::Happiness,
                    delta: 1,
                });
                if self.district[t.cells[0] as usize] != district {
                    cost.push(Delta {
                        bar: Bar::Traffic,
                        delta: 1,
                    });
                }
            }
        }
        (cost, reward)
    }

    /// The administration board after the cost row alone and after cost and
    /// reward: `Err` when a row breaks a limit.
    pub fn after_rows(&self, card: CardId, district: u8) -> Rows {
        let (cost_row, reward_row) = self.rows(card, district);
        let mut a = self.admin.clone();
        let cost = a.apply(&cost_row).map(|_| a.clone());
        let with = match &cost {
            Ok(after) => {
                let mut b = after.clone();
                b.apply(&reward_row).map(|_| b)
            }
            Err(e) => Err(e.clone()),
        };
        (cost, with)
    }

    /// Every legal spot for a card now (ignoring whose hand it is in), or why
    /// there is none.
    pub fn spots(&self, card: CardId) -> Result<Vec<Spot>, String> {
        let c = card.card();
        if matches!(c.kind, CardKind::Utility { .. }) && self.news() == Some(News::Protests) {
            return Err("no utility buildings may be built while the protests last".into());
        }
        let ctx = Ctx::new(self);
        let planner = self.role_of(self.player_of(card)) == Some(Role::Planner);
        let mut out = Vec::new();
        let mut blocked_reward = None;
        let mut cost_error = None;
        let mut by_district: Vec<(u8, Rows)> = Vec::new();
        for shape in shapes_for(self, c) {
            each_footprint(self, shape, |cells, d| {
                if matches!(c.kind, CardKind::Utility { .. }) && ctx.has_utility[d as usize] {
                    return;
                }
                let at = match by_district.iter().position(|x| x.0 == d) {
                    Some(i) => i,
                    None => {
                        by_district.push((d, self.after_rows(card, d)));
                        by_district.len() - 1
                    }
                };
                let (_, (cost, with)) = &by_district[at];
                let after = match cost {
                    Ok(a) => a,
                    Err(e) => {
                        cost_error = Some(format!("cannot pay the cost: {e}"));
                        return;
                    }
                };
                let zone = matches!(c.kind, CardKind::Zone { .. });
                let reward = zone && ctx.met(c, &cells, d, after, planner);
                if reward {
                    if let Err(e) = with {
                        blocked_reward = Some(e.clone());
                        return;
                    }
                }
                out.push(Spot {
                    cells,
                    shape,
                    district: d,
                    reward,
                });
            });
        }
        if out.is_empty() {
            return Err(match (cost_error, blocked_reward) {
                (Some(e), _) => e,
                (None, Some(e)) => {
                    format!("the reward would break a limit wherever it applies: {e}")
                }
                (None, None) => "no free spot fits the tile".into(),
            });
        }
        Ok(out)
    }

    /// Checks a play of `card` on `cells` (ascending indices): `Ok(spot)` or why not.
    pub fn check_spot(&self, card: CardId, cells: &[u16]) -> Result<Spot, String> {
        let c = card.card();
        let mut sorted = cells.to_vec();
        crate::sort(&mut sorted);
        sorted.dedup();
        if sorted.len() != cells.len() {
            return Err("a square is listed twice".into());
        }
        let allowed = shapes_for(self, c);
        let Some(shape) = shape_of(self, &sorted, &allowed) else {
            return Err(if matches!(c.kind, CardKind::Zone { .. }) {
                "the squares do not form a zone tile of this kind left in the supply".into()
            } else {
                format!(
                    "the squares do not form this card's tile ({})",
                    content().shapes[c.shape.unwrap_or(0) as usize].name
                )
            });
        };
        let d = fits(self, &sorted)?;
        if matches!(c.kind, CardKind::Utility { .. }) && self.news() == Some(News::Protests) {
            return Err("no utility buildings may be built while the protests last".into());
        }
        let ctx = Ctx::new(self);
        if matches!(c.kind, CardKind::Utility { .. }) && ctx.has_utility[d as usize] {
            return Err("this district already has a utility building".into());
        }
        let (cost, with) = self.after_rows(card, d);
        let after = cost.map_err(|e| format!("cannot pay the cost: {e}"))?;
        let planner = self.role_of(self.player_of(card)) == Some(Role::Planner);
        let reward =
            matches!(c.kind, CardKind::Zone { .. }) && ctx.met(c, &sorted, d, &after, planner);
        if reward {
            with.map_err(|e| format!("the reward applies here and would break a limit: {e}"))?;
        }
        Ok(Spot {
            cells: Cells::new(&sorted),
            shape,
            district: d,
            reward,
        })
    }

    /// Why the reward would not apply at `cells` (`None`: it would).
    pub fn reward_unmet(&self, card: CardId, cells: &[u16], district: u8) -> Option<String> {
        let c = card.card();
        if !matches!(c.kind, CardKind::Zone { .. }) {
            return Some("buildings have no reward row".into());
        }
        let (cost, _) = self.after_rows(card, district);
        let after = cost.ok()?;
        let planner = self.role_of(self.player_of(card)) == Some(Role::Planner);
        Ctx::new(self).unmet(c, cells, district, &after, planner)
    }

    pub fn to_cells(&self, squares: &[Square]) -> Result<Vec<u16>, String> {
        let geo = self.geo();
        squares
            .iter()
            .map(|&[x, y]| {
                geo.at(x as i32, y as i32)
                    .map(|c| c as u16)
                    .ok_or_else(|| format!("square [{x},{y}] is off the board"))
            })
            .collect()
    }

    pub fn to_squares(&self, cells: &[u16]) -> Vec<Square> {
        let geo = self.geo();
        cells
            .iter()
            .map(|&c| {
                let (x, y) = geo.xy(c as usize);
                [x as u8, y as u8]
            })
            .collect()
    }

    /// The moves a policies card makes now (its row and its extra), or why it
    /// cannot be played.
    pub fn policy_effects(&self, card: CardId) -> Result<Vec<Delta>, String> {
        let c = card.card();
        let CardKind::Policy { extra } = c.kind else {
            return Err(format!("{} is not a policies card", c.name));
        };
        let mut row = c.cost.clone();
        let kind_count = |k: CardKind| {
            self.tiles
                .iter()
                .filter(|t| t.card.card().kind == k)
                .count()
        };
        match extra {
            Extra::None => {}
            Extra::Fire => {
                let fire = kind_count(CardKind::Service {
                    service: Service::Fire,
                });
                if fire > 0 {
                    row.push(Delta {
                        bar: Bar::Happiness,
                        delta: 1,
                    });
                }
            }
            Extra::Shops => row.push(Delta {
                bar: Bar::Money,
                delta: (kind_count(CardKind::Zone {
                    zone: Zone::Commercial,
                }) as i32)
                    .min(5),
            }),
            Extra::Jobs => {
                let e = self.admin.employment;
                if e != 0 {
                    row.push(Delta {
                        bar: Bar::Employment,
                        delta: -e.signum() * e.abs().min(3),
                    });
                }
            }
            Extra::Schools => {
                let ds = self.districts_holding(CardKind::Service {
                    service: Service::Education,
                });
                row.push(Delta {
                    bar: Bar::Happiness,
                    delta: (ds.len() as i32).min(4),
                });
            }
        }
        row.retain(|d| d.delta != 0);
        let mut a = self.admin.clone();
        a.apply(&row)?;
        Ok(row)
    }

    /// Can `seat` do anything at all on its turn?
    pub fn has_any_action(&self, seat: Seat) -> bool {
        if self.must_end || self.can_end_milestone().is_ok() {
            return true;
        }
        let hand = &self.hands[seat as usize];
        // A policy cannot be exchanged: it does not count here.
        let tradable = hand
            .iter()
            .any(|c| !matches!(c.card().kind, CardKind::Policy { .. }));
        if self.admin.money >= self.exchange_cost(seat) && tradable {
            return true;
        }
        hand.iter()
            .any(|&c| self.spots(c).is_ok() || self.policy_effects(c).is_ok())
    }

    // ---- chance ----

    pub fn chance_outcomes(&self) -> Option<Vec<ChanceOutcome<Chance>>> {
        if self.phase == Phase::Arrange {
            // Any four of the six pieces, equally likely.
            return self.to_arrange.is_empty().then(|| {
                (0..64u8)
                    .filter(|m| m.count_ones() == 4)
                    .map(|m| ChanceOutcome {
                        outcome: Chance::Pieces(m),
                        weight: 1,
                    })
                    .collect()
            });
        }
        let p = *self.pending.first()?;
        let pile = if p.pile == 0 {
            &self.role_pile
        } else {
            &self.piles[p.pile as usize - 1]
        };
        let mut out: Vec<ChanceOutcome<Chance>> = Vec::new();
        for &c in pile {
            let c = Chance::Card(c);
            match out.iter_mut().find(|o| o.outcome == c) {
                Some(o) => o.weight += 1,
                None => out.push(ChanceOutcome {
                    outcome: c,
                    weight: 1,
                }),
            }
        }
        Some(out)
    }

    /// Applies what chance did (a card drawn, or Scenario 5's four pieces).
    pub fn apply_chance_outcome(&mut self, outcome: Chance) -> Result<Vec<Event>, GameError> {
        let card = match outcome {
            Chance::Card(card) if self.phase != Phase::Arrange => card,
            Chance::Pieces(m)
                if self.phase == Phase::Arrange
                    && self.to_arrange.is_empty()
                    && m.count_ones() == 4
                    && m < 64 =>
            {
                self.to_arrange = (0..6u8).filter(|i| m >> i & 1 != 0).collect();
                return Ok(vec![Event::PiecesDrawn {
                    pieces: Chance::letters(m, ""),
                }]);
            }
            _ => return Err(GameError::illegal("chance cannot do that now")),
        };
        self.draw(card)
    }

    pub fn draw(&mut self, card: CardId) -> Result<Vec<Event>, GameError> {
        let Some(&p) = self.pending.first() else {
            return Err(GameError::illegal("no card is being drawn now"));
        };
        let seat = p.seat;
        let pile = if p.pile == 0 {
            &mut self.role_pile
        } else {
            &mut self.piles[p.pile as usize - 1]
        };
        let Some(at) = pile.iter().position(|&c| c == card) else {
            return Err(GameError::illegal(format!(
                "{} is not in the pile being drawn from",
                card.card().name
            )));
        };
        pile.remove(at);
        let mut events = Vec::new();
        if let CardKind::News { .. } = card.card().kind {
            // News goes face up at once (or, during the step-5 exchange, out of
            // the game) and the same draw happens again.
            if self.phase == Phase::Swap {
                events.push(Event::NewsDiscarded { card });
            } else {
                self.news = Some(card);
                events.push(Event::News { card });
            }
        } else {
            self.pending.remove(0);
            if p.offer || p.pile == 0 {
                self.offer.push(card);
            } else {
                self.hands[seat as usize].push(card);
            }
            events.push(if self.phase == Phase::Deal {
                Event::Dealt { seat, card }
            } else {
                Event::Drew { seat, card }
            });
        }
        // A news card drawn in place of a card leaves its pile one short, so
        // draws still due from it (a swap's, the developer's second look) may
        // find it empty: they draw nothing (rule reading 15).
        let piles = &self.piles;
        self.pending
            .retain(|q| q.pile == 0 || !piles[q.pile as usize - 1].is_empty());
        if self.pending.is_empty() {
            if self.phase == Phase::Pick && p.pile != 0 && self.offer.len() < 2 {
                // A developer left with one card (or none) keeps it.
                let kept: Vec<CardId> = self.offer.drain(..).collect();
                self.hands[seat as usize].extend(kept);
                self.next_turn(&mut events);
            } else if self.phase != Phase::Pick {
                self.after_draws(&mut events);
            }
        }
        Ok(events)
    }

    fn after_draws(&mut self, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Deal => {
                if self.role_pile.is_empty() {
                    self.phase = Phase::ChoosePiece;
                    self.active = self.starter;
                } else {
                    self.offer_roles(self.starter);
                }
            }
            Phase::Draw => self.next_turn(events),
            Phase::Swap => self.next_swapper(events),
            _ => {}
        }
    }

    // ---- turns ----

    pub fn to_act_now(&self) -> Vec<Seat> {
        if self.phase == Phase::Arrange {
            return if self.to_arrange.is_empty() {
                Vec::new()
            } else {
                vec![self.starter]
            };
        }
        if !self.pending.is_empty() {
            return Vec::new();
        }
        match self.phase {
            Phase::Over | Phase::Deal => Vec::new(),
            _ => vec![self.active],
        }
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.active = (self.active + 1) % self.players;
        self.start_turn(events);
    }

    fn start_turn(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Turn;
        if self.piles_empty() {
            self.must_end = true;
        }
        if !self.has_any_action(self.active) {
            self.lose(
                format!("seat {} could do nothing on their turn", self.active + 1),
                events,
            );
        }
    }

    /// The role draft: `seat` is offered two role cards.
    fn offer_roles(&mut self, seat: Seat) {
        self.phase = Phase::Pick;
        self.active = seat;
        self.offer.clear();
        for _ in 0..2.min(self.role_pile.len()) {
            self.pending.push(Pending {
                seat,
                pile: 0,
                offer: true,
            });
        }
    }

    fn next_swapper(&mut self, events: &mut Vec<Event>) {
        if self.swaps_left == 0 {
            self.active = self.starter;
            self.start_turn(events);
        } else {
            self.active = (self.active + 1) % self.players;
        }
    }

    fn lose(&mut self, reason: String, events: &mut Vec<Event>) {
        let total = self.admin.skyline;
        self.outcome = Some(Outcome {
            won: false,
            total,
            grade: "Failed city".into(),
            lost: Some(reason.clone()),
            lines: vec![("Overall happiness".into(), total)],
        });
        self.phase = Phase::Over;
        events.push(Event::Lost { reason });
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        let a = &self.admin;
        let lines = vec![
            ("Overall happiness".to_string(), a.skyline),
            ("Pollution".to_string(), -a.pollution),
            ("Traffic".to_string(), -a.traffic),
            ("Crime".to_string(), -a.crime),
        ];
        let total: i32 = lines.iter().map(|l| l.1).sum();
        self.admin.skyline = total;
        if total <= SKYLINE_LOSS {
            self.lose(
                format!("the final penalties took overall happiness to {total}"),
                events,
            );
            return;
        }
        let won = total >= SUCCESS;
        let grade = grade(total).to_string();
        events.push(Event::GameOver {
            won,
            total,
            grade: grade.clone(),
        });
        self.outcome = Some(Outcome {
            won,
            total,
            grade,
            lost: None,
            lines,
        });
        self.phase = Phase::Over;
    }

    fn reveal(&mut self, i: usize) {
        self.revealed[i] = true;
        self.district = self.geo().districts(&self.revealed);
    }

    fn in_hand(&self, seat: Seat, card: CardId) -> Result<usize, GameError> {
        self.hands[seat as usize]
            .iter()
            .position(|&c| c == card)
            .ok_or_else(|| {
                GameError::illegal(format!(
                    "{} ({}) is not in seat {}'s hand",
                    card.card().name,
                    card.text(),
                    seat + 1
                ))
            })
    }

    /// Moves the markers for a played card's rows; happiness beyond the top of
    /// its bar goes to the skyline, reported as an overflow.
    fn apply_row(&mut self, effects: &[Delta], events: &mut Vec<Event>) -> Result<(), GameError> {
        let sky = self.admin.skyline;
        self.admin
            .apply(effects)
            .map_err(|e| GameError::illegal(format!("a limit would break: {e}")))?;
        if self.admin.skyline > sky {
            events.push(Event::Overflow {
                points: self.admin.skyline - sky,
            });
        }
        Ok(())
    }

    /// The districts (each once, in order) holding a tile of a card of `kind`.
    fn districts_holding(&self, kind: CardKind) -> Vec<u8> {
        let mut ds: Vec<u8> = self
            .tiles
            .iter()
            .filter(|t| t.card.card().kind == kind)
            .map(|t| self.district[t.cells[0] as usize])
            .collect();
        crate::sort(&mut ds);
        ds.dedup();
        ds
    }

    fn expect_phase(&self, want: Phase, what: &str) -> Result<(), GameError> {
        if self.phase != want || !self.pending.is_empty() {
            return Err(GameError::illegal(format!(
                "{what} is not possible now (phase: {:?})",
                self.phase
            )));
        }
        Ok(())
    }

    pub fn act(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        if self.phase == Phase::Over {
            return Err(GameError::illegal("the game is over"));
        }
        if !self.to_act_now().contains(&seat) {
            return Err(GameError::illegal(format!("it is not seat {seat}'s turn")));
        }
        let mut events = Vec::new();
        if matches!(action, Action::Arrange { .. } | Action::ArrangeRandom)
            && self.phase != Phase::Arrange
        {
            return Err(GameError::illegal(
                "board pieces are arranged only at the start of scenario 5",
            ));
        }
        match action {
            Action::Arrange {
                piece,
                col,
                row,
                turns,
            } => self.arrange(*piece, (*col as i32, *row as i32), *turns)?,
            Action::ArrangeRandom => self.set_arrangement(self.suggestion())?,
            Action::ChoosePiece { piece } => {
                self.expect_phase(Phase::ChoosePiece, "choosing a board piece")?;
                let l = self.layout();
                let Some(i) = l
                    .pieces
                    .iter()
                    .position(|p| content().pieces[p.piece].letter == *piece)
                else {
                    return Err(GameError::illegal(format!(
                        "piece {piece} is not in this game"
                    )));
                };
                if self.revealed[i] {
                    return Err(GameError::illegal(format!(
                        "piece {piece} is already face up"
                    )));
                }
                if !self.piece_candidates().contains(&i) {
                    return Err(GameError::illegal(format!(
                        "piece {piece} does not touch a face-up piece"
                    )));
                }
                let cost = self.piece_cost(i);
                if cost > self.admin.money {
                    return Err(GameError::illegal(format!(
                        "piece {piece} costs {cost}, the treasury holds {}",
                        self.admin.money
                    )));
                }
                self.admin.money -= cost;
                self.reveal(i);
                events.push(Event::PieceRevealed {
                    piece: *piece,
                    cost,
                });
                if self.milestones == 0 {
                    self.active = self.starter;
                    self.start_turn(&mut events);
                } else {
                    self.phase = Phase::Swap;
                    self.swaps_left = self.players;
                    self.active = self.starter;
                }
            }
            Action::Play { card, cells } => {
                self.expect_phase(Phase::Turn, "playing a card")?;
                if self.must_end {
                    return Err(GameError::illegal(
                        "the stage piles are empty: the game must end now",
                    ));
                }
                let at = self.in_hand(seat, *card)?;
                let cells = self.to_cells(cells).map_err(GameError::illegal)?;
                let spot = self.check_spot(*card, &cells).map_err(GameError::illegal)?;
                let c = card.card();
                let (cost_row, reward_row) = self.rows(*card, spot.district);
                let mut effects: Vec<Delta> = cost_row;
                if spot.reward {
                    effects.extend(reward_row);
                }
                effects.extend(self.once(c.kind));
                self.apply_row(&effects, &mut events)?;
                self.hands[seat as usize].remove(at);
                let index = self.tiles.len() as u8 + 1;
                for &x in spot.cells.iter() {
                    self.occ[x as usize] = index;
                }
                if let CardKind::Zone { zone } = c.kind {
                    let i = content().zone_tiles[zone.index()]
                        .iter()
                        .position(|&(s, _)| s == spot.shape)
                        .unwrap_or(0);
                    self.supply[zone.index()][i] -= 1;
                }
                events.push(Event::Played {
                    seat,
                    card: *card,
                    cells: self.to_squares(&spot.cells),
                    reward: spot.reward,
                    effects,
                });
                self.tiles.push(Tile {
                    card: *card,
                    shape: spot.shape,
                    cells: spot.cells.to_vec(),
                });
                if self.admin.happiness <= HAPPINESS_LOSS {
                    self.lose("happiness fell to -5".into(), &mut events);
                } else {
                    self.go_draw(&mut events);
                }
            }
            Action::Policy { card } => {
                self.expect_phase(Phase::Turn, "playing a policy")?;
                if self.must_end {
                    return Err(GameError::illegal(
                        "the stage piles are empty: the game must end now",
                    ));
                }
                let at = self.in_hand(seat, *card)?;
                let effects = self
                    .policy_effects(*card)
                    .map_err(|e| GameError::illegal(format!("the policy cannot be played: {e}")))?;
                self.apply_row(&effects, &mut events)?;
                self.hands[seat as usize].remove(at);
                events.push(Event::PolicyPlayed {
                    seat,
                    card: *card,
                    effects,
                });
                self.go_draw(&mut events);
            }
            Action::Exchange { card } => {
                self.expect_phase(Phase::Turn, "exchanging a card")?;
                if matches!(card.card().kind, CardKind::Policy { .. }) {
                    return Err(GameError::illegal("policies cards cannot be exchanged"));
                }
                if self.must_end {
                    return Err(GameError::illegal(
                        "the stage piles are empty: the game must end now",
                    ));
                }
                let at = self.in_hand(seat, *card)?;
                let price = self.exchange_cost(seat);
                if self.admin.money < price {
                    return Err(GameError::illegal(format!(
                        "an exchange costs {price}, the treasury holds {}",
                        self.admin.money
                    )));
                }
                self.admin.money -= price;
                self.hands[seat as usize].remove(at);
                self.exchange.push(*card);
                events.push(Event::Exchanged { seat, card: *card });
                self.go_draw(&mut events);
            }
            Action::Draw { pile } => {
                self.expect_phase(Phase::Draw, "drawing")?;
                if !(1..=3).contains(pile) {
                    return Err(GameError::illegal("piles are 1, 2 and 3"));
                }
                let left = self.piles[*pile as usize - 1].len();
                if left == 0 {
                    return Err(GameError::illegal(format!(
                        "the Stage {pile} pile is empty"
                    )));
                }
                if self.role_of(seat) == Some(Role::Developer) && left >= 2 {
                    // See two, keep one.
                    self.phase = Phase::Pick;
                    for _ in 0..2 {
                        self.pending.push(Pending {
                            seat,
                            pile: *pile,
                            offer: true,
                        });
                    }
                } else {
                    self.pending.push(Pending {
                        seat,
                        pile: *pile,
                        offer: false,
                    });
                }
            }
            Action::Take { card } => {
                self.expect_phase(Phase::Draw, "taking from the exchange pile")?;
                let Some(at) = self.exchange.iter().position(|c| c == card) else {
                    return Err(GameError::illegal(format!(
                        "{} is not on the exchange pile",
                        card.card().name
                    )));
                };
                self.exchange.remove(at);
                self.hands[seat as usize].push(*card);
                events.push(Event::Took { seat, card: *card });
                self.next_turn(&mut events);
            }
            Action::EndMilestone => {
                self.expect_phase(Phase::Turn, "ending a milestone")?;
                self.can_end_milestone().map_err(|e| {
                    GameError::illegal(format!("the milestone cannot end yet: {e}"))
                })?;
                self.end_milestone(seat, &mut events);
            }
            Action::Pick { card } => {
                self.expect_phase(Phase::Pick, "picking a card")?;
                let Some(at) = self.offer.iter().position(|c| c == card) else {
                    return Err(GameError::illegal(format!(
                        "{} is not on offer",
                        card.card().name
                    )));
                };
                self.offer.remove(at);
                if let CardKind::Role { .. } = card.card().kind {
                    // The other role goes back into the box.
                    self.offer.clear();
                    self.roles[seat as usize] = Some(*card);
                    events.push(Event::RoleChosen { seat, card: *card });
                    let next = (seat + 1) % self.players;
                    if self.roles[next as usize].is_none() {
                        self.offer_roles(next);
                    } else {
                        self.phase = Phase::ChoosePiece;
                        self.active = self.starter;
                    }
                } else {
                    // The developer keeps one and returns the other to its pile.
                    for other in self.offer.drain(..) {
                        let pile = &mut self.piles[other.card().stage as usize - 1];
                        pile.push(other);
                        crate::sort(pile);
                    }
                    self.hands[seat as usize].push(*card);
                    events.push(Event::Drew { seat, card: *card });
                    self.phase = Phase::Draw;
                    self.next_turn(&mut events);
                }
            }
            Action::Swap { cards, piles } => {
                self.expect_phase(Phase::Swap, "swapping cards")?;
                if cards.len() != piles.len() {
                    return Err(GameError::illegal(
                        "name one pile to draw from for each card given",
                    ));
                }
                let mut seen = Vec::new();
                for c in cards {
                    self.in_hand(seat, *c)?;
                    if seen.contains(c) {
                        return Err(GameError::illegal("a card is given twice"));
                    }
                    seen.push(*c);
                }
                for p in 1..=3u8 {
                    let want = piles.iter().filter(|&&x| x == p).count();
                    if want > self.piles[p as usize - 1].len() {
                        return Err(GameError::illegal(format!(
                            "the Stage {p} pile holds {} card(s)",
                            self.piles[p as usize - 1].len()
                        )));
                    }
                }
                if piles.iter().any(|p| !(1..=3).contains(p)) {
                    return Err(GameError::illegal(
                        "swapped cards are replaced from piles 1, 2 or 3",
                    ));
                }
                if (cards.len() as i32) > self.admin.money {
                    return Err(GameError::illegal(format!(
                        "swapping {} card(s) costs {}, the treasury holds {}",
                        cards.len(),
                        cards.len(),
                        self.admin.money
                    )));
                }
                self.admin.money -= cards.len() as i32;
                for c in cards {
                    let at = self.in_hand(seat, *c)?;
                    self.hands[seat as usize].remove(at);
                    self.exchange.push(*c);
                }
                for p in piles {
                    self.pending.push(Pending {
                        seat,
                        pile: *p,
                        offer: false,
                    });
                }
                events.push(Event::Swapped {
                    seat,
                    cards: cards.clone(),
                });
                self.swaps_left -= 1;
                if self.pending.is_empty() {
                    self.next_swapper(&mut events);
                }
            }
        }
        Ok(events)
    }

    /// The one-time effect of a unique building built now.
    fn once(&self, kind: CardKind) -> Vec<Delta> {
        let count_zone = |z: Zone| {
            self.tiles
                .iter()
                .filter(|t| t.card.card().kind == CardKind::Zone { zone: z })
                .count() as i32
        };
        match kind {
            CardKind::Unique {
                effect: Unique::Mall,
            } => vec![Delta {
                bar: Bar::Money,
                delta: count_zone(Zone::Commercial).min(6),
            }],
            CardKind::Unique {
                effect: Unique::Opera,
            } => {
                let ds = self.districts_holding(CardKind::Zone {
                    zone: Zone::Residential,
                });
                vec![Delta {
                    bar: Bar::Happiness,
                    delta: (ds.len() as i32).min(6),
                }]
            }
            _ => Vec::new(),
        }
    }

    fn go_draw(&mut self, events: &mut Vec<Event>) {
        if self.piles_empty() && self.exchange.is_empty() {
            self.next_turn(events);
        } else {
            self.phase = Phase::Draw;
        }
    }

    fn end_milestone(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let last = self.must_end || self.all_revealed();
        // Unused policies leave the game (before the card exchange of step 5).
        let mut dropped = Vec::new();
        for hand in self.hands.iter_mut() {
            hand.retain(|c| {
                let policy = matches!(c.card().kind, CardKind::Policy { .. });
                if policy {
                    dropped.push(*c);
                }
                !policy
            });
        }
        if !dropped.is_empty() {
            events.push(Event::PoliciesDiscarded { cards: dropped });
        }
        // The news in force leaves the game.
        self.news = None;
        self.starter = seat;
        self.active = seat;
        // Lasting effects of unique buildings around the steps.
        if self.built(Unique::Park).is_some() {
            self.admin.pollution = (self.admin.pollution - 1).max(0);
        }
        // 1. Red utility steps cost happiness.
        let red = self.admin.red_steps();
        self.admin.happiness -= red;
        if self.built(Unique::Scraper).is_some() {
            let _ = self.admin.apply(&[Delta {
                bar: Bar::Happiness,
                delta: 2,
            }]);
        }
        // 2. Happiness goes onto the skyline (the bar keeps its value).
        self.admin.skyline += self.admin.happiness;
        if self.built(Unique::Expo).is_some() {
            self.admin.money += 2;
        }
        // 3. Employment away from 0 costs money.
        let mut pay = self.admin.employment.abs();
        if self.built(Unique::Hall).is_some() {
            pay = (pay - 2).max(0);
        }
        events.push(Event::MilestoneEnded {
            seat,
            red,
            happiness: self.admin.happiness,
            skyline: self.admin.skyline,
            employment: pay,
        });
        self.milestones += 1;
        if self.admin.happiness <= HAPPINESS_LOSS {
            self.lose(
                format!("happiness fell to {}", self.admin.happiness),
                events,
            );
            return;
        }
        if self.admin.skyline <= SKYLINE_LOSS {
            self.lose(
                format!("overall happiness fell to {}", self.admin.skyline),
                events,
            );
            return;
        }
        if pay > self.admin.money {
            self.lose(
                format!(
                    "employment costs {pay}, the treasury held {}",
                    self.admin.money
                ),
                events,
            );
            return;
        }
        self.admin.money -= pay;
        if last {
            self.finish(events);
            return;
        }
        // 4. The next board piece (chosen by the starting player).
        let affordable = self
            .piece_candidates()
            .into_iter()
            .any(|i| self.piece_cost(i) <= self.admin.money);
        if !affordable {
            self.lose(
                "the treasury cannot pay for the next board piece".into(),
                events,
            );
            return;
        }
        self.phase = Phase::ChoosePiece;
        // 5. and 6. follow the choice (see ChoosePiece).
    }

    pub fn result_now(&self) -> Option<GameResult> {
        let o = self.outcome.as_ref()?;
        let lines: Vec<ScoreLine> = o
            .lines
            .iter()
            .map(|(l, p)| ScoreLine {
                label: l.clone(),
                points: *p,
            })
            .collect();
        let scores = (0..self.players)
            .map(|seat| SeatScore {
                seat,
                total: o.total,
                lines: lines.clone(),
            })
            .collect();
        let r = GameResult::team(scores, o.won, o.grade.clone());
        Some(match &o.lost {
            Some(reason) => r.with_notes(vec![reason.clone()]),
            None => r,
        })
    }

    /// Legal actions where they are few (choosing a piece, drawing); `None` on a
    /// turn or a swap (too many tile placements or card sets to list).
    pub fn listed_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        if !self.to_act_now().contains(&seat) {
            return Some(Vec::new());
        }
        match self.phase {
            Phase::Arrange => {
                let mut v: Vec<Action> = self
                    .arrange_options()
                    .into_iter()
                    .map(|(p, c, r, t)| Action::Arrange {
                        piece: content().pieces[p].letter,
                        col: c as i8,
                        row: r as i8,
                        turns: t,
                    })
                    .collect();
                v.push(Action::ArrangeRandom);
                Some(v)
            }
            Phase::ChoosePiece => Some(
                self.piece_candidates()
                    .into_iter()
                    .filter(|&i| self.piece_cost(i) <= self.admin.money)
                    .map(|i| Action::ChoosePiece {
                        piece: content().pieces[self.layout().pieces[i].piece].letter,
                    })
                    .collect(),
            ),
            Phase::Pick => Some(
                self.offer
                    .iter()
                    .map(|&card| Action::Pick { card })
                    .collect(),
            ),
            Phase::Draw => {
                let mut v: Vec<Action> = (1..=3u8)
                    .filter(|&p| !self.piles[p as usize - 1].is_empty())
                    .map(|pile| Action::Draw { pile })
                    .collect();
                v.extend(self.exchange.iter().map(|&card| Action::Take { card }));
                Some(v)
            }
            _ => None,
        }
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
        let mut g = CitiesCoop::new_game(&c).unwrap();
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
            g.act(0, &swap).unwrap();
            for c in order {
                assert!(g.chance_outcomes().is_some(), "{order:?}");
                g.apply_chance_outcome(Chance::Card(c)).unwrap();
            }
            // The second draw found the pile empty: it draws nothing, and the
            // exchange goes on to the next seat.
            assert_eq!(g.chance_outcomes(), None, "{order:?}");
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
            g.act(0, &Action::Draw { pile: 2 }).unwrap();
            for c in order {
                g.apply_chance_outcome(Chance::Card(c)).unwrap();
            }
            assert_eq!(g.chance_outcomes(), None, "{order:?}");
            assert_eq!(g.hands[0], vec![card], "{order:?}");
            assert_eq!(g.active, 1, "{order:?}: the turn passes");
        }
    }

    #[test]
    fn a_seat_holding_only_a_policy_it_cannot_pay_for_has_nothing_to_do() {
        let education_boost = content()
            .cards
            .iter()
            .find(|c| c.name == "Education boost")
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
