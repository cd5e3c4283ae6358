//! Milestones: when one may end, its six steps (board pieces, roles, the card
//! exchange), every way to lose, and the end of the game.

use super::*;

impl CitiesCoop {
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
    pub fn can_end_milestone(&self) -> Result<(), Said> {
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
            return Err(Said::new("districts-short")
                .num("short", short as i64)
                .num("need", need));
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

    /// The role draft: `seat` is offered two role cards.
    pub(super) fn offer_roles(&mut self, seat: Seat) {
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

    pub(super) fn next_swapper(&mut self, events: &mut Vec<Event>) {
        if self.swaps_left == 0 {
            self.active = self.starter;
            self.start_turn(events);
        } else {
            self.active = (self.active + 1) % self.players;
        }
    }

    pub(super) fn lose(&mut self, reason: String, events: &mut Vec<Event>) {
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

    pub(super) fn finish(&mut self, events: &mut Vec<Event>) {
        let a = &self.admin;
        let lines = vec![
            ("Overall happiness".to_string(), a.skyline),
            ("Pollution".to_string(), -a.pollution),
            ("Traffic".to_string(), -a.traffic),
            ("Crime".to_string(), -a.crime),
        ];
        let total: i32 = lines.iter().map(|l| l.1).sum();
        self.record.before_penalties = Some(self.admin.skyline);
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

    pub(super) fn end_milestone(&mut self, seat: Seat, events: &mut Vec<Event>) {
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
        // What the bar held before this end's steps, for the result's lines.
        let before = self.admin.happiness;
        // 1. Red utility steps cost happiness.
        let red = self.admin.red_steps();
        self.admin.happiness -= red;
        if self.built(Unique::Scraper).is_some() {
            let _ = self.admin.apply(&[BarMove {
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
        let mut pay = self.admin.employment.abs() * EMPLOYMENT_STEP_COST;
        if self.built(Unique::Hall).is_some() {
            pay = (pay - 2).max(0);
        }
        self.record.milestones.push(MilestoneEnd {
            before,
            red,
            happiness: self.admin.happiness,
        });
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

    pub fn result(&self) -> Option<GameResult> {
        let o = self.outcome.as_ref()?;
        let lines = self.result_lines(o.total);

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

    /// The total line by line: each milestone's happiness by its sources, what overflowed
    /// straight onto the skyline, and (once the last milestone ended) pollution,
    /// traffic and crime taken off. The lines add up to `total`.
    fn result_lines(&self, total: i32) -> Vec<ScoreLine> {
        let line = |label: String, points: i32| ScoreLine {
            label,
            said: None,
            points,
        };
        let mut lines: Vec<ScoreLine> = Vec::new();
        let mut start = 0; // what the bar held when the milestone began
        for (i, m) in self.record.milestones.iter().enumerate() {
            let n = i + 1;
            // The milestone's happiness by its sources, which add up to it: kept
            // from the last milestone, moved by the cards since, taken off by red
            // utility steps, given by unique buildings at the end.
            if start != 0 {
                lines.push(line(
                    format!("Milestone {n}: happiness kept from milestone {i}"),
                    start,
                ));
            }
            lines.push(line(
                format!("Milestone {n}: happiness from the cards played"),
                m.before - start,
            ));
            if m.red > 0 {
                let steps = if m.red == 1 { "step" } else { "steps" };
                lines.push(line(
                    format!(
                        "Milestone {n}: happiness lost to {} red utility {steps}",
                        m.red
                    ),
                    -m.red,
                ));
            }
            let bonus = m.happiness - (m.before - m.red);
            if bonus != 0 {
                lines.push(line(
                    format!("Milestone {n}: happiness from unique buildings"),
                    bonus,
                ));
            }
            start = m.happiness;
        }
        let sky = self.record.before_penalties.unwrap_or(total);
        let added: i32 = lines.iter().map(|l| l.points).sum();
        if sky != added {
            lines.push(line(
                "Happiness over the top of its bar".into(),
                sky - added,
            ));
        }
        if self.record.before_penalties.is_some() {
            let a = &self.admin;
            for (label, p) in [
                ("Pollution", a.pollution),
                ("Traffic", a.traffic),
                ("Crime", a.crime),
            ] {
                lines.push(line(label.into(), -p));
            }
        }
        lines
    }
}

/// What the game's milestones did, kept for the result's lines. It follows from
/// the history, so it is left out of the state hash: saves written before it was
/// kept still match their checksums.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Record {
    pub milestones: Vec<MilestoneEnd>,
    /// The skyline before the final penalties, once they were taken off.
    pub before_penalties: Option<i32>,
}

impl std::hash::Hash for Record {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// One milestone's end: the happiness on its bar before the end's steps
/// (`before`), the red utility steps taken off, and the happiness then added to
/// the skyline (the next milestone begins with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct MilestoneEnd {
    pub before: i32,
    pub red: i32,
    pub happiness: i32,
}
