//! A turn's actions, one function each: play a card, play a policy, exchange,
//! then draw or take; the developer's pick; who acts; chance's draws.

use super::*;

impl CitiesCoop {
    /// The exchange action's price for `seat`.
    pub fn exchange_cost(&self, seat: Seat) -> i32 {
        let base = if self.news() == Some(News::Strike) {
            EXCHANGE_COST + 1
        } else {
            EXCHANGE_COST
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

    /// Can `seat` do anything at all on its turn?
    pub fn has_any_action(&self, seat: Seat) -> bool {
        if self.must_end || self.can_end_milestone().is_ok() {
            return true;
        }
        let hand = &self.hands[seat as usize];
        let tradable = hand.iter().any(|c| c.card().exchangeable());
        if self.admin.money >= self.exchange_cost(seat) && tradable {
            return true;
        }
        hand.iter()
            .any(|&c| self.has_spot(c) || self.policy_effects(c).is_ok())
    }

    // ---- chance ----

    pub fn chance(&self) -> Option<Vec<ChanceOutcome<Chance>>> {
        if self.phase == Phase::Arrange {
            // Any four of the six pieces, equally likely.
            return self.to_arrange.is_empty().then(|| {
                (0..64u8)
                    .filter(|m| m.count_ones() == DRAWN_PIECES)
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
    pub fn apply_chance(&mut self, outcome: Chance) -> Result<Vec<Event>, GameError> {
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
                card.text()
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

    pub(super) fn after_draws(&mut self, events: &mut Vec<Event>) {
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

    pub fn to_act(&self) -> Vec<Seat> {
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

    pub(super) fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.active = (self.active + 1) % self.players;
        self.start_turn(events);
    }

    pub(super) fn start_turn(&mut self, events: &mut Vec<Event>) {
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

    pub(super) fn in_hand(&self, seat: Seat, card: CardId) -> Result<usize, GameError> {
        self.hands[seat as usize]
            .iter()
            .position(|&c| c == card)
            .ok_or_else(|| {
                Said::new("not-in-hand")
                    .code("card", card.text())
                    .num("seat", seat)
                    .into()
            })
    }

    pub(super) fn expect_phase(&self, want: Phase, what: &'static str) -> Result<(), GameError> {
        if self.phase != want || !self.pending.is_empty() {
            return Err(Said::new("not-now").code("act", what).into());
        }
        Ok(())
    }

    /// Applies `action` for `seat` to this position, one function per action.
    /// A refusal may leave this position half changed: the trait's `apply`
    /// (lib.rs) runs it on a copy, as the bots do.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, GameError> {
        if self.phase == Phase::Over {
            return Err(GameError::game_over());
        }
        if !self.to_act().contains(&seat) {
            return Err(GameError::not_turn(seat));
        }
        let mut events = Vec::new();
        if matches!(action, Action::Arrange { .. } | Action::ArrangeRandom)
            && self.phase != Phase::Arrange
        {
            return Err(Said::new("not-now").code("act", "arrange").into());
        }
        match action {
            Action::Arrange {
                piece,
                col,
                row,
                turns,
            } => self.arrange(*piece, (*col as i32, *row as i32), *turns)?,
            Action::ArrangeRandom => self.set_arrangement(self.suggestion())?,
            Action::ChoosePiece { piece } => self.choose_piece(piece, &mut events)?,
            Action::Play { card, cells } => self.play_card(seat, card, cells, &mut events)?,
            Action::Policy { card } => self.play_policy(seat, card, &mut events)?,
            Action::Exchange { card } => self.exchange_card(seat, card, &mut events)?,
            Action::Draw { pile } => self.draw_from_pile(seat, pile)?,
            Action::Take { card } => self.take_exchanged(seat, card, &mut events)?,
            Action::EndMilestone => self.end_milestone_now(seat, &mut events)?,
            Action::Pick { card } => self.pick_card(seat, card, &mut events)?,
            Action::Swap { cards, piles } => self.swap_cards(seat, cards, piles, &mut events)?,
        }
        Ok(events)
    }

    pub(super) fn go_draw(&mut self, events: &mut Vec<Event>) {
        if self.piles_empty() && self.exchange.is_empty() {
            self.next_turn(events);
        } else {
            self.phase = Phase::Draw;
        }
    }

    /// Legal actions where they are few (choosing a piece, drawing); `None` on a
    /// turn or a swap (too many tile placements or card sets to list).
    pub fn legal_actions(&self, seat: Seat) -> Option<Vec<Action>> {
        if !self.to_act().contains(&seat) {
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

    /// Pays for and turns over a board piece.
    fn choose_piece(&mut self, piece: &char, events: &mut Vec<Event>) -> Result<(), GameError> {
        self.expect_phase(Phase::ChoosePiece, "choose-piece")?;
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
            return Err(Said::new("piece-face-up").code("piece", *piece).into());
        }
        if !self.piece_candidates().contains(&i) {
            return Err(Said::new("piece-apart").code("piece", *piece).into());
        }
        let cost = self.piece_cost(i);
        if cost > self.admin.money {
            return Err(Said::new("piece-costs")
                .code("piece", *piece)
                .num("cost", cost)
                .num("have", self.admin.money)
                .into());
        }
        self.admin.money -= cost;
        self.reveal(i);
        events.push(Event::PieceRevealed {
            piece: *piece,
            cost,
        });
        if self.milestones == 0 {
            self.active = self.starter;
            self.start_turn(events);
        } else {
            self.phase = Phase::Swap;
            self.swaps_left = self.players;
            self.active = self.starter;
        }
        Ok(())
    }

    /// Plays a card from the hand onto squares: its cost, its rows, its tile.
    fn play_card(
        &mut self,
        seat: Seat,
        card: &CardId,
        cells: &[Square],
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.expect_phase(Phase::Turn, "play")?;
        if self.must_end {
            return Err(Said::new("must-end").into());
        }
        let at = self.in_hand(seat, *card)?;
        let cells = self.to_cells(cells)?;
        let spot = self.check_spot(*card, &cells)?;
        let c = card.card();
        let (cost_row, reward_row) = self.rows(*card, spot.district);
        let mut effects: Vec<BarMove> = cost_row;
        if spot.reward {
            effects.extend(reward_row);
        }
        effects.extend(self.once(c.kind));
        self.apply_row(&effects, events)?;
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
            self.lose("happiness fell to -5".into(), events);
        } else {
            self.go_draw(events);
        }
        Ok(())
    }

    /// Plays a policies card: its one-time effect, no tile.
    fn play_policy(
        &mut self,
        seat: Seat,
        card: &CardId,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.expect_phase(Phase::Turn, "policy")?;
        if self.must_end {
            return Err(Said::new("must-end").into());
        }
        let at = self.in_hand(seat, *card)?;
        let effects = self
            .policy_effects(*card)
            .map_err(|e| because("policy-blocked", e))?;
        self.apply_row(&effects, events)?;
        self.hands[seat as usize].remove(at);
        events.push(Event::PolicyPlayed {
            seat,
            card: *card,
            effects,
        });
        self.go_draw(events);
        Ok(())
    }

    /// Pays to put a card on the exchange pile.
    fn exchange_card(
        &mut self,
        seat: Seat,
        card: &CardId,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.expect_phase(Phase::Turn, "exchange")?;
        if !card.card().exchangeable() {
            return Err(Said::new("policy-kept").into());
        }
        if self.must_end {
            return Err(Said::new("must-end").into());
        }
        let at = self.in_hand(seat, *card)?;
        let price = self.exchange_cost(seat);
        if self.admin.money < price {
            return Err(Said::new("exchange-costs")
                .num("cost", price)
                .num("have", self.admin.money)
                .into());
        }
        self.admin.money -= price;
        self.hands[seat as usize].remove(at);
        self.exchange.push(*card);
        events.push(Event::Exchanged {
            seat,
            card: *card,
            price,
        });
        self.go_draw(events);
        Ok(())
    }

    /// Asks for the top card of a stage pile (chance draws it; a developer sees two).
    fn draw_from_pile(&mut self, seat: Seat, pile: &u8) -> Result<(), GameError> {
        self.expect_phase(Phase::Draw, "draw")?;
        if !(1..=3).contains(pile) {
            return Err(GameError::illegal("piles are 1, 2 and 3"));
        }
        let left = self.piles[*pile as usize - 1].len();
        if left == 0 {
            return Err(Said::new("pile-empty").num("pile", *pile).into());
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
        Ok(())
    }

    /// Takes a card from the exchange pile instead of drawing.
    fn take_exchanged(
        &mut self,
        seat: Seat,
        card: &CardId,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.expect_phase(Phase::Draw, "take")?;
        let Some(at) = self.exchange.iter().position(|c| c == card) else {
            return Err(Said::new("not-exchanged").code("card", card.text()).into());
        };
        self.exchange.remove(at);
        self.hands[seat as usize].push(*card);
        events.push(Event::Took { seat, card: *card });
        self.next_turn(events);
        Ok(())
    }

    /// Ends the milestone, if it may end.
    fn end_milestone_now(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), GameError> {
        self.expect_phase(Phase::Turn, "end-milestone")?;
        self.can_end_milestone()
            .map_err(|e| because("milestone-not-yet", e))?;
        self.end_milestone(seat, events);
        Ok(())
    }

    /// Picks one of the offered cards (a role, or the developer's card to keep).
    fn pick_card(
        &mut self,
        seat: Seat,
        card: &CardId,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.expect_phase(Phase::Pick, "pick")?;
        let Some(at) = self.offer.iter().position(|c| c == card) else {
            return Err(Said::new("not-offered").code("card", card.text()).into());
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
            self.next_turn(events);
        }
        Ok(())
    }

    /// Step 5 of a milestone's end: cards to the exchange pile, replacements asked for.
    fn swap_cards(
        &mut self,
        seat: Seat,
        cards: &[CardId],
        piles: &[u8],
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.expect_phase(Phase::Swap, "swap")?;
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
                return Err(Said::new("pile-holds")
                    .num("pile", p)
                    .num("n", self.piles[p as usize - 1].len() as i64)
                    .into());
            }
        }
        if piles.iter().any(|p| !(1..=3).contains(p)) {
            return Err(GameError::illegal(
                "swapped cards are replaced from piles 1, 2 or 3",
            ));
        }
        let price = cards.len() as i32 * SWAP_COST;
        if price > self.admin.money {
            return Err(Said::new("swap-costs")
                .num("n", cards.len() as i64)
                .num("cost", price)
                .num("have", self.admin.money)
                .into());
        }
        self.admin.money -= price;
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
            cards: cards.to_vec(),
        });
        self.swaps_left -= 1;
        if self.pending.is_empty() {
            self.next_swapper(events);
        }
        Ok(())
    }
}
