//! Effects: a card's rows (before and after building) as they apply here, with
//! roles, unique buildings, news and policies; applying a row to the bars.

use super::*;

impl CitiesCoop {
    /// A card's cost and reward rows as they apply now in `district`, after the
    /// unique buildings' lasting effects.
    pub fn rows(&self, card: CardId, district: u8) -> (Vec<BarMove>, Vec<BarMove>) {
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
        let more_use = |cost: &mut Vec<BarMove>, bar: Bar| {
            for d in cost.iter_mut() {
                if d.bar == bar && d.delta < 0 {
                    d.delta -= n;
                }
            }
        };
        let add = |cost: &mut Vec<BarMove>, bar: Bar, delta: i32| {
            match cost.iter_mut().find(|d| d.bar == bar) {
                Some(d) => d.delta += delta,
                None => cost.push(BarMove { bar, delta }),
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

    pub(super) fn role_rows(&self, card: CardId, district: u8) -> (Vec<BarMove>, Vec<BarMove>) {
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
            (Some(Role::Pr), CardKind::Service { .. }) => cost.push(BarMove {
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
                    cost.push(BarMove {
                        bar: Bar::Employment,
                        delta: -e.signum(),
                    });
                }
            }
            _ => {}
        }
        (cost, reward)
    }

    pub(super) fn unique_rows(&self, card: CardId, district: u8) -> (Vec<BarMove>, Vec<BarMove>) {
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
                cost.push(BarMove {
                    bar: Bar::Happiness,
                    delta: 1,
                });
                if self.district[t.cells[0] as usize] != district {
                    cost.push(BarMove {
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

    /// The moves a policies card makes now (its row and its extra), or why it
    /// cannot be played.
    pub fn policy_effects(&self, card: CardId) -> Result<Vec<BarMove>, Said> {
        let c = card.card();
        let CardKind::Policy { extra } = c.kind else {
            return Err(Said::new("not-a-policy").code("card", card.text()));
        };
        let mut row = c.cost.clone();
        let kind_count = |k: CardKind| {
            self.tiles
                .iter()
                .filter(|t| t.card.card().kind == k)
                .count()
        };
        match extra {
            PolicyEffect::None => {}
            PolicyEffect::Fire => {
                let fire = kind_count(CardKind::Service {
                    service: Service::Fire,
                });
                if fire > 0 {
                    row.push(BarMove {
                        bar: Bar::Happiness,
                        delta: 1,
                    });
                }
            }
            PolicyEffect::Shops => row.push(BarMove {
                bar: Bar::Money,
                delta: (kind_count(CardKind::Zone {
                    zone: Zone::Commercial,
                }) as i32)
                    .min(5),
            }),
            PolicyEffect::Jobs => {
                let e = self.admin.employment;
                if e != 0 {
                    row.push(BarMove {
                        bar: Bar::Employment,
                        delta: -e.signum() * e.abs().min(3),
                    });
                }
            }
            PolicyEffect::Schools => {
                let ds = self.districts_holding(CardKind::Service {
                    service: Service::Education,
                });
                row.push(BarMove {
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

    /// Moves the markers for a played card's rows; happiness beyond the top of
    /// its bar goes to the skyline, reported as an overflow.
    pub(super) fn apply_row(
        &mut self,
        effects: &[BarMove],
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let sky = self.admin.skyline;
        self.admin
            .apply(effects)
            .map_err(|e| because("limit-breaks", e))?;
        if self.admin.skyline > sky {
            events.push(Event::Overflow {
                points: self.admin.skyline - sky,
            });
        }
        Ok(())
    }

    /// The districts (each once, in order) holding a tile of a card of `kind`.
    pub(super) fn districts_holding(&self, kind: CardKind) -> Vec<u8> {
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

    /// The one-time effect of a unique building built now.
    pub(super) fn once(&self, kind: CardKind) -> Vec<BarMove> {
        let count_zone = |z: Zone| {
            self.tiles
                .iter()
                .filter(|t| t.card.card().kind == CardKind::Zone { zone: z })
                .count() as i32
        };
        match kind {
            CardKind::Unique {
                effect: Unique::Mall,
            } => vec![BarMove {
                bar: Bar::Money,
                delta: count_zone(Zone::Commercial).min(6),
            }],
            CardKind::Unique {
                effect: Unique::Opera,
            } => {
                let ds = self.districts_holding(CardKind::Zone {
                    zone: Zone::Residential,
                });
                vec![BarMove {
                    bar: Bar::Happiness,
                    delta: (ds.len() as i32).min(6),
                }]
            }
            _ => Vec::new(),
        }
    }
}
