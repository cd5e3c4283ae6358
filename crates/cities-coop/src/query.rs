//! "Why not?" questions the page may ask, so that it never decides a rule itself.

use crate::action::Square;
use crate::content::{BarMove, CardId, CardKind};
use crate::game::{CitiesCoop, Phase};
use dice::{GameError, Said, Seat};
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Query("query") {
        /// Every card in a seat's hand (the asking seat's by default, else the
        /// active seat's): playable now or not, and why.
        "hand" => Hand { seat: Option<Seat> },
        /// Would `card` fit on these squares, and would its reward apply there?
        "spot" => Spot { card: CardId, cells: Vec<Square> },
        /// Every legal spot for `card` now, with whether the reward applies.
        "spots" => Spots { card: CardId },
        /// The content of these cards (all cards when empty): names, kinds, rows,
        /// prerequisites and tiles, for the page to show; and the administration
        /// board's bars with their limits.
        "cards" => Cards { cards: Vec<CardId> = Vec::new() },
        /// The success table: every grade a finished city may earn.
        "grades" => Grades,
        /// The game's numbers: each scenario's pieces and starting money, the
        /// prices of an exchange and a swap, what loses and what succeeds.
        "rules" => Rules,
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct CardStatus {
    pub card: CardId,
    /// Can the holder play it right now?
    pub playable: bool,
    /// Why not (turn, phase, cost, no legal spot), as a code the page words.
    pub why_not: Option<Said>,
    /// Legal spots, and how many of them earn the reward.
    pub spots: u32,
    pub reward_spots: u32,
    /// When it can be played but nowhere with its reward: why the reward is lost
    /// (the reason at its first legal spot; `reward-lost` when there is none to give).
    pub reward_lost: Option<Said>,
    /// Can the holder exchange it now (at its price: the view's `exchange_cost`)?
    pub exchangeable: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SpotView {
    pub cells: Vec<Square>,
    pub shape: String,
    pub reward: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Answer {
    Hand {
        seat: Seat,
        cards: Vec<CardStatus>,
    },
    #[serde(rename_all = "camelCase")]
    Spot {
        fits: bool,
        why_not: Option<Said>,
        reward: bool,
        reward_why_not: Option<Said>,
        /// The markers' moves if played here (cost row, then reward if it applies).
        effects: Vec<BarMove>,
    },
    #[serde(rename_all = "camelCase")]
    Spots {
        spots: Vec<SpotView>,
        why_none: Option<Said>,
    },
    Grades {
        grades: Vec<GradeRow>,
    },
    #[serde(rename_all = "camelCase")]
    Cards {
        cards: Vec<CardInfo>,
        /// Every tile shape (name and squares), and per zone kind (residential,
        /// commercial, industrial) its tiles as [shape index, count], in the
        /// order of the view's `position.supply`.
        shapes: &'static [crate::content::Shape],
        zone_tiles: &'static [Vec<(u8, u8)>; 3],
        /// The administration board: each bar's limits, power to crime.
        bars: &'static [crate::admin::BarLimits],
    },
    #[serde(rename_all = "camelCase")]
    Rules {
        /// Scenarios 0 to 5 in order (scenario 5: its pieces are drawn, its
        /// money the default difficulty's).
        scenarios: Vec<ScenarioRow>,
        /// Scenario 5's difficulties and their starting money.
        difficulties: Vec<(crate::config::Difficulty, i32)>,
        /// Board pieces in the box (scenario 5 draws from all of them).
        board_pieces: u32,
        /// An exchange's price before news and roles change it (the view's
        /// `exchangeCost` is the active seat's now).
        exchange_cost: i32,
        /// The price of each card given away in a milestone's swap.
        swap_cost: i32,
        /// Happiness at or below it fails the city (at a milestone's end or a card's).
        happiness_loss: i32,
        /// The skyline at or below it fails the city.
        skyline_loss: i32,
        /// Money paid at a milestone's end for each step employment stands from 0.
        employment_step: i32,
        /// The lowest final result that succeeds.
        success: i32,
    },
}

/// One scenario's board and treasury at the start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct ScenarioRow {
    pub scenario: u8,
    pub pieces: u32,
    pub money: i32,
}

/// One line of the success table: a grade, the results that earn it (`from`
/// absent: every result below the next grade's) and whether it is a success.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct GradeRow {
    pub name: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<i32>,
    pub success: bool,
}

/// A card's content as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct CardInfo {
    pub card: &'static crate::content::Card,
    /// The fixed tile's name, if the card has one.
    pub tile: Option<String>,
}

fn turn_block(g: &CitiesCoop, seat: Seat) -> Option<Said> {
    if g.phase() == Phase::Over {
        return Some(Said::new("game-over"));
    }
    if g.phase() != Phase::Turn || !g.pending().is_empty() {
        return Some(Said::new("turn-start"));
    }
    if g.active() != seat {
        return Some(Said::new("not-your-turn").num("seat", g.active()));
    }
    if g.must_end() {
        return Some(Said::new("must-end"));
    }
    None
}

pub fn answer(g: &CitiesCoop, asker: Option<Seat>, q: &Query) -> Result<Answer, GameError> {
    match q {
        Query::Hand { seat } => {
            let seat = seat.or(asker).unwrap_or(g.active());
            if seat >= g.players() {
                return Err(GameError::illegal(format!("there is no seat {seat}")));
            }
            let block = turn_block(g, seat);
            let cards = g
                .hand(seat)
                .iter()
                .map(|&card| {
                    let spots = if matches!(card.card().kind, CardKind::Policy { .. }) {
                        g.policy_effects(card).map(|_| Vec::new())
                    } else {
                        g.spots(card)
                    };
                    let (n, r, why) = match &spots {
                        Ok(v) => (
                            v.len() as u32,
                            v.iter().filter(|s| s.reward).count() as u32,
                            None,
                        ),
                        Err(e) => (0, 0, Some(e.clone())),
                    };
                    let zone = matches!(card.card().kind, CardKind::Zone { .. });
                    let reward_lost = if zone && n > 0 && r == 0 {
                        Some(reward_lost(g, card))
                    } else {
                        None
                    };
                    CardStatus {
                        card,
                        playable: block.is_none() && why.is_none(),
                        why_not: block.clone().or(why),
                        spots: n,
                        reward_spots: r,
                        reward_lost,
                        exchangeable: block.is_none()
                            && g.admin().money >= g.exchange_cost(seat)
                            && card.card().exchangeable(),
                    }
                })
                .collect();
            Ok(Answer::Hand { seat, cards })
        }
        Query::Spot { card, cells } => {
            let cells = match g.to_cells(cells) {
                Ok(c) => c,
                Err(e) => {
                    return Ok(Answer::Spot {
                        fits: false,
                        why_not: Some(e),
                        reward: false,
                        reward_why_not: None,
                        effects: Vec::new(),
                    })
                }
            };
            Ok(match g.check_spot(*card, &cells) {
                Ok(spot) => {
                    let (cost, reward) = g.rows(*card, spot.district);
                    let mut effects = cost;
                    if spot.reward {
                        effects.extend(reward);
                    }
                    Answer::Spot {
                        fits: true,
                        why_not: None,
                        reward: spot.reward,
                        reward_why_not: if spot.reward {
                            None
                        } else {
                            g.reward_unmet(*card, &spot.cells, spot.district)
                        },
                        effects,
                    }
                }
                Err(e) => Answer::Spot {
                    fits: false,
                    why_not: Some(e),
                    reward: false,
                    reward_why_not: None,
                    effects: Vec::new(),
                },
            })
        }
        Query::Cards { .. } | Query::Grades | Query::Rules => {
            fact(q).ok_or_else(|| GameError::illegal("a fact of the game went unanswered"))
        }
        Query::Spots { card } => Ok(match g.spots(*card) {
            Ok(v) => Answer::Spots {
                spots: v
                    .iter()
                    .map(|s| SpotView {
                        cells: g.to_squares(&s.cells),
                        shape: crate::content::content().shapes[s.shape as usize]
                            .name
                            .clone(),
                        reward: s.reward,
                    })
                    .collect(),
                why_none: None,
            },
            Err(e) => Answer::Spots {
                spots: Vec::new(),
                why_none: Some(e),
            },
        }),
    }
}

/// The questions about the game itself (the same answer in every position):
/// the cards, the success table and the game's numbers. `None` for the others.
pub fn fact(q: &Query) -> Option<Answer> {
    use crate::admin as a;
    match q {
        Query::Cards { cards } => {
            let c = crate::content::content();
            let all: Vec<CardId> = if cards.is_empty() {
                c.cards.iter().map(|k| k.id).collect()
            } else {
                cards.clone()
            };
            Some(Answer::Cards {
                cards: all
                    .into_iter()
                    .map(|id| {
                        let card = id.card();
                        CardInfo {
                            card,
                            tile: card.shape.map(|s| c.shapes[s as usize].name.clone()),
                        }
                    })
                    .collect(),
                shapes: &c.shapes,
                zone_tiles: &c.zone_tiles,
                bars: &crate::admin::BAR_LIMITS,
            })
        }
        Query::Grades => {
            let t = &crate::admin::GRADES;
            Some(Answer::Grades {
                grades: t
                    .iter()
                    .enumerate()
                    .map(|(i, &(from, name))| GradeRow {
                        name,
                        from: (from != i32::MIN).then_some(from),
                        to: t.get(i + 1).map(|n| n.0 - 1),
                        success: from >= crate::admin::SUCCESS,
                    })
                    .collect(),
            })
        }
        Query::Rules => {
            let c = crate::content::content();
            let beginner = crate::config::Difficulty::Beginner.money();
            let mut scenarios: Vec<ScenarioRow> = c
                .layouts
                .iter()
                .map(|l| ScenarioRow {
                    scenario: l.scenario,
                    pieces: l.pieces.len() as u32,
                    money: l.money,
                })
                .collect();
            scenarios.push(ScenarioRow {
                scenario: 5,
                pieces: crate::config::DRAWN_PIECES,
                money: beginner,
            });
            Some(Answer::Rules {
                scenarios,
                difficulties: crate::config::Difficulty::ALL
                    .iter()
                    .map(|&d| (d, d.money()))
                    .collect(),
                board_pieces: c.pieces.len() as u32,
                exchange_cost: a::EXCHANGE_COST,
                swap_cost: a::SWAP_COST,
                happiness_loss: a::HAPPINESS_LOSS,
                skyline_loss: a::SKYLINE_LOSS,
                employment_step: a::EMPLOYMENT_STEP_COST,
                success: a::SUCCESS,
            })
        }
        _ => None,
    }
}

/// Why a zone card earns its reward nowhere: the reason at its first legal spot.
fn reward_lost(g: &CitiesCoop, card: CardId) -> Said {
    match g.spots(card) {
        Ok(v) => v
            .first()
            .and_then(|s| g.reward_unmet(card, &s.cells, s.district))
            .unwrap_or_else(|| Said::new("reward-lost")),
        Err(e) => e,
    }
}
