//! Placement: where a card's tile fits and whether its reward applies there.

use super::*;

/// How far [`CitiesCoop::spots_until`] lists: every spot, the first, or up to
/// the first with the reward.
#[derive(Clone, Copy)]
enum Until {
    Every,
    Spot,
    Reward,
}

impl CitiesCoop {
    /// Every legal spot for a card now (ignoring whose hand it is in), or why
    /// there is none.
    pub fn spots(&self, card: CardId) -> Result<Vec<Spot>, Said> {
        self.spots_until(card, Until::Every)
    }

    /// Whether a card can be played now and, if so, whether its reward applies
    /// anywhere: `Some(reward)`, or `None`. (The partners ask this of every
    /// card in every hand for each position they weigh; it stops at the
    /// first spot with the reward instead of listing every spot.)
    pub fn spot_outlook(&self, card: CardId) -> Option<bool> {
        let spots = self.spots_until(card, Until::Reward).ok()?;
        Some(spots.last()?.reward)
    }

    /// Whether a card can be played on the board now.
    pub fn has_spot(&self, card: CardId) -> bool {
        self.spots_until(card, Until::Spot).is_ok()
    }

    /// The legal spots for a card, listed until `until`; why there is none.
    /// (One search, not a generic one per caller: the module stays small.)
    fn spots_until(&self, card: CardId, until: Until) -> Result<Vec<Spot>, Said> {
        let c = card.card();
        if matches!(c.kind, CardKind::Utility { .. }) && self.news() == Some(News::Protests) {
            return Err(Said::new("protests"));
        }
        let ctx = BuiltSummary::new(self);
        let planner = self.role_of(self.player_of(card)) == Some(Role::Planner);
        let mut out = Vec::new();
        let mut blocked_reward = None;
        let mut cost_error = None;
        let mut by_district: Vec<(u8, Rows)> = Vec::new();
        for shape in shapes_for(self, c) {
            let go_on = each_footprint(self, shape, |cells, d| {
                if matches!(c.kind, CardKind::Utility { .. }) && ctx.has_utility[d as usize] {
                    return true;
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
                        cost_error = Some(because("cost-unpaid", e.clone()));
                        return true;
                    }
                };
                let zone = matches!(c.kind, CardKind::Zone { .. });
                let reward = zone && ctx.met(c, &cells, d, after, planner);
                if reward {
                    if let Err(e) = with {
                        blocked_reward = Some(e.clone());
                        return true;
                    }
                }
                out.push(Spot {
                    cells,
                    shape,
                    district: d,
                    reward,
                });
                match until {
                    Until::Every => true,
                    Until::Spot => false,
                    Until::Reward => !reward,
                }
            });
            if !go_on {
                break;
            }
        }
        if out.is_empty() {
            return Err(match (cost_error, blocked_reward) {
                (Some(e), _) => e,
                (None, Some(e)) => because("reward-breaks-everywhere", e),
                (None, None) => Said::new("no-spot"),
            });
        }
        Ok(out)
    }

    /// Checks a play of `card` on `cells` (ascending indices): `Ok(spot)` or why not.
    pub fn check_spot(&self, card: CardId, cells: &[u16]) -> Result<Spot, Said> {
        let c = card.card();
        let mut sorted = cells.to_vec();
        crate::sort(&mut sorted);
        sorted.dedup();
        if sorted.len() != cells.len() {
            return Err(Said::new("square-twice"));
        }
        let allowed = shapes_for(self, c);
        let Some(shape) = shape_of(self, &sorted, &allowed) else {
            return Err(if matches!(c.kind, CardKind::Zone { .. }) {
                Said::new("not-zone-tile")
            } else {
                Said::new("not-card-tile").code(
                    "shape",
                    content().shapes[c.shape.unwrap_or(0) as usize].name.clone(),
                )
            });
        };
        let d = fits(self, &sorted)?;
        if matches!(c.kind, CardKind::Utility { .. }) && self.news() == Some(News::Protests) {
            return Err(Said::new("protests"));
        }
        let ctx = BuiltSummary::new(self);
        if matches!(c.kind, CardKind::Utility { .. }) && ctx.has_utility[d as usize] {
            return Err(Said::new("district-has-utility"));
        }
        let (cost, with) = self.after_rows(card, d);
        let after = cost.map_err(|e| because("cost-unpaid", e))?;
        let planner = self.role_of(self.player_of(card)) == Some(Role::Planner);
        let reward =
            matches!(c.kind, CardKind::Zone { .. }) && ctx.met(c, &sorted, d, &after, planner);
        if reward {
            with.map_err(|e| because("reward-breaks", e))?;
        }
        Ok(Spot {
            cells: Cells::new(&sorted),
            shape,
            district: d,
            reward,
        })
    }

    /// Why the reward would not apply at `cells` (`None`: it would).
    pub fn reward_unmet(&self, card: CardId, cells: &[u16], district: u8) -> Option<Said> {
        let c = card.card();
        if !matches!(c.kind, CardKind::Zone { .. }) {
            return Some(Said::new("no-reward-row"));
        }
        let (cost, _) = self.after_rows(card, district);
        let after = cost.ok()?;
        let planner = self.role_of(self.player_of(card)) == Some(Role::Planner);
        BuiltSummary::new(self).unmet(c, cells, district, &after, planner)
    }

    pub fn to_cells(&self, squares: &[Square]) -> Result<Vec<u16>, Said> {
        let geo = self.geo();
        squares
            .iter()
            .map(|&[x, y]| {
                geo.at(x as i32, y as i32)
                    .map(|c| c as u16)
                    .ok_or_else(|| Said::new("off-board"))
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
}
