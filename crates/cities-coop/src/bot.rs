//! Computer partners. They decide from the view alone (which, in this game,
//! shows the whole public position): "easy" plays the first card it can, else
//! exchanges, else ends the milestone; "normal" and "hard" weigh every card on
//! every legal spot, exchanging and ending the milestone with a heuristic value
//! of the city (one step ahead), and choose draws and swaps with care ("hard"
//! also looks at how the next turn could go for the cards it keeps).

use crate::action::Action;
use crate::board::NONE;
use crate::content::{content, CardId, CardKind};
use crate::game::{CitiesCoop, Phase};
use crate::place::Spot;
use crate::view::View;
use dice::{BotLevel, DiceRng, GameError, Seat};

pub fn choose(
    view: &View,
    seat: Seat,
    level: BotLevel,
    rng: &mut DiceRng,
) -> Result<Action, GameError> {
    let g = &view.position;
    if !g.to_act().contains(&seat) {
        return Err(GameError::illegal(format!("seat {seat} is not to act")));
    }
    let _ = rng;
    match g.phase() {
        // The suggested arrangement is a compact one (see `Action::ArrangeRandom`).
        Phase::Arrange => Ok(Action::ArrangeRandom),
        Phase::ChoosePiece => choose_piece(g),
        Phase::Draw => Ok(choose_draw(g, seat, level)),
        Phase::Swap => Ok(choose_swap(g, seat, level)),
        Phase::Pick => choose_pick(g, seat),
        Phase::Turn => choose_turn(g, seat, level),
        Phase::Deal | Phase::Over => Err(GameError::illegal("nothing to decide now")),
    }
}

fn choose_piece(g: &CitiesCoop) -> Result<Action, GameError> {
    let best = g
        .piece_candidates()
        .into_iter()
        .filter(|&i| g.piece_cost(i) <= g.admin().money)
        .min_by_key(|&i| (g.piece_cost(i), i))
        .ok_or_else(|| GameError::illegal("no piece can be paid for"))?;
    Ok(Action::ChoosePiece {
        piece: content().pieces[g.layout().pieces[best].piece].letter,
    })
}

/// Milestone ends still to come, this one included.
fn ends_left(g: &CitiesCoop) -> i32 {
    (g.revealed().len() as i32 - g.milestones() as i32).max(1)
}

/// Money the team must keep for the next milestone's end: employment and the
/// cheapest next piece.
fn reserve(g: &CitiesCoop) -> i32 {
    let next = g
        .piece_candidates()
        .into_iter()
        .map(|i| g.piece_cost(i))
        .min()
        .unwrap_or(0);
    next + g.admin().employment.abs() + 2
}

/// Cards left in the stage piles.
fn cards_left(g: &CitiesCoop) -> i32 {
    g.piles().iter().map(|p| p.len() as i32).sum()
}

/// Cards the team should keep in the piles for each milestone still to come
/// after this one (each turn draws one, so the piles are the game's clock).
const PACE: i32 = 20;

/// A heuristic value of a position for the team (higher is better).
pub fn value(g: &CitiesCoop) -> f64 {
    if let Some(o) = g.outcome() {
        return if o.lost.is_some() {
            -1000.0 + o.total as f64
        } else {
            o.total as f64 * 1.0 + 10.0
        };
    }
    let a = g.admin();
    let m = ends_left(g) as f64;
    let mut v = a.skyline as f64 + a.happiness as f64 * m;
    v -= a.red_steps() as f64 * m;
    v -= (a.pollution + a.traffic + a.crime) as f64;
    // Spare capacity helps later zones; the edges of a bar block cards.
    for u in [a.power, a.water, a.garbage] {
        v += 0.2 * u.clamp(-5, 3) as f64;
        if u <= -4 {
            v -= 2.0;
        }
    }
    for n in [a.pollution, a.traffic, a.crime] {
        if n >= 8 {
            v -= (n - 7) as f64;
        }
    }
    v -= 0.6 * a.employment.abs() as f64;
    if a.employment.abs() >= 4 {
        v -= 1.5;
    }
    let need = reserve(g);
    let money = a.money as f64;
    v += 0.45 * money.min(14.0) + 0.15 * (money - 14.0).max(0.0);
    if a.money < need {
        v -= 3.0 * (need - a.money) as f64;
    }
    // Districts with enough tiles bring the milestone's end closer; weighed
    // so that the last districts get their tiles before the bars close in.
    let needed = g.tiles_needed();
    for (_, n) in g.tiles_per_district() {
        v += 1.2 * n.min(needed) as f64;
    }
    v
}

/// How well a spot keeps the city tidy: touching built squares, water, streets
/// and edges leaves fewer holes; a Stage I service wants free land around it.
fn spot_shape_score(g: &CitiesCoop, card: CardId, spot: &Spot) -> f64 {
    let geo = g.geo();
    let mut touch = 0;
    let mut free_near = 0;
    for &c in spot.cells.iter() {
        let c = c as usize;
        let (x, y) = geo.xy(c);
        let mut sides = 0;
        for n in geo.neighbours(c) {
            sides += 1;
            if spot.cells.contains(&(n as u16)) {
                continue;
            }
            if g.district_of(n) == NONE || g.occupied(n) || geo.street_between(c, n) {
                touch += 1;
            } else {
                free_near += 1;
            }
        }
        touch += 4 - sides;
        let _ = (x, y);
    }
    let card = card.card();
    match card.kind {
        CardKind::Service { .. } if card.stage == 1 => 0.08 * free_near as f64,
        _ => 0.05 * touch as f64,
    }
}

struct Choice {
    action: Action,
    score: f64,
}

/// What the cards in every hand promise now: a card that earns its reward
/// somewhere is worth keeping around; one that cannot be played at all is a
/// burden.
fn potential(g: &CitiesCoop) -> f64 {
    let mut p = 0.0;
    let can_end = g.can_end_milestone().is_ok();
    for (seat, hand) in g.hands().iter().enumerate() {
        let mut playable = false;
        for &card in hand {
            match g.spot_outlook(card) {
                Some(reward) => {
                    playable = true;
                    if reward {
                        p += 1.0;
                    }
                }
                None => {
                    playable |= g.policy_effects(card).is_ok();
                    p -= 0.4
                }
            }
        }
        // A seat with nothing to play must pay to exchange, and a seat that
        // cannot even do that loses the game for everyone on its turn.
        if !playable && !can_end {
            p -= if g.admin().money >= g.exchange_cost(seat as Seat) + 2 {
                STUCK[0]
            } else {
                STUCK[1]
            };
        }
    }
    p
}

/// What a seat with no playable card costs the team: with money for an
/// exchange (and a little over), and without.
const STUCK: [f64; 2] = [1.5, 8.0];

/// Full value: the position's value plus what the hands promise.
fn full_value(g: &CitiesCoop) -> f64 {
    value(g)
        + if g.outcome().is_some() {
            0.0
        } else {
            potential(g)
        }
}

/// Spots looked at closely per card and reward case ("normal", "hard").
const SHORTLIST: [usize; 2] = [4, 10];

fn play_choices(g: &CitiesCoop, seat: Seat, base: f64, level: BotLevel) -> Vec<Choice> {
    let deep = level != BotLevel::Easy;
    let shortlist = SHORTLIST[(level == BotLevel::Hard) as usize];
    let mut out = Vec::new();
    for &card in g.hand(seat) {
        let Ok(spots) = g.spots(card) else { continue };
        // Effects depend only on reward or not; evaluate each once, then look
        // closely at the tidiest few spots of each case.
        for reward in [false, true] {
            let mut cands: Vec<(f64, &Spot)> = spots
                .iter()
                .filter(|s| s.reward == reward)
                .map(|s| (spot_shape_score(g, card, s), s))
                .collect();
            if cands.is_empty() {
                continue;
            }
            crate::sort_by(&mut cands, |a, b| b.0.total_cmp(&a.0).is_lt());
            cands.truncate(if deep { shortlist } else { 1 });
            for (shape, spot) in cands {
                let a = g.play_action(card, &spot.cells);
                let mut next = g.clone();
                if next.apply(seat, &a).is_err() {
                    continue;
                }
                let v = if deep {
                    full_value(&next)
                } else {
                    value(&next)
                };
                out.push(Choice {
                    action: a,
                    score: v - base + shape,
                });
            }
        }
    }
    out
}

fn choose_turn(g: &CitiesCoop, seat: Seat, level: BotLevel) -> Result<Action, GameError> {
    if g.must_end() {
        return Ok(Action::EndMilestone);
    }
    let can_end = g.can_end_milestone().is_ok();
    if level == BotLevel::Easy {
        for &card in g.hand(seat) {
            if let Ok(spots) = g.spots(card) {
                return Ok(g.play_action(card, &spots[0].cells));
            }
            if g.policy_effects(card).is_ok() {
                return Ok(Action::Policy { card });
            }
        }
        if can_end {
            return Ok(Action::EndMilestone);
        }
        let tradable = g.hand(seat).iter().find(|c| c.card().exchangeable());
        if let Some(&card) = tradable {
            return Ok(Action::Exchange { card });
        }
        return Err(GameError::illegal("nothing to do"));
    }
    let deep = level == BotLevel::Hard || level == BotLevel::Normal;
    let base = if deep { full_value(g) } else { value(g) };
    let mut best: Option<Choice> = None;
    let mut consider = |c: Choice| {
        if best.as_ref().is_none_or(|b| c.score > b.score) {
            best = Some(c);
        }
    };
    let plays = play_choices(g, seat, base, level);
    let best_play = plays
        .iter()
        .map(|c| c.score)
        .fold(f64::NEG_INFINITY, f64::max);
    for c in plays {
        consider(c);
    }
    for &card in g.hand(seat) {
        if g.policy_effects(card).is_ok() {
            let mut next = g.clone();
            if next.apply(seat, &Action::Policy { card }).is_ok() {
                let v = if deep {
                    full_value(&next)
                } else {
                    value(&next)
                };
                // A policy unused by the milestone's end is lost: use it.
                consider(Choice {
                    action: Action::Policy { card },
                    score: v - base + 0.3,
                });
            }
        }
    }
    if can_end {
        let mut next = g.clone();
        if next.apply(seat, &Action::EndMilestone).is_ok() {
            let finished = next.outcome().is_some_and(|o| o.lost.is_none());
            let lost = next.outcome().is_some_and(|o| o.lost.is_some());
            let score = if lost {
                -1000.0
            } else if finished {
                // The last milestone: end when nothing good is left to play.
                if best_play < 0.3 {
                    1.0
                } else {
                    -1.0
                }
            } else {
                // Ending early forgoes building up happiness before it is
                // banked; it pays when the hand is spent, the land is nearly
                // full, or the piles (the game's clock) say it is time.
                let mut score = if deep {
                    full_value(&next)
                } else {
                    value(&next)
                } - base
                    - 1.0;
                if best_play < 0.5 {
                    score += 1.0;
                }
                if free_share(g) < 0.3 {
                    score += 1.5;
                }
                if cards_left(g) < (ends_left(g) - 1) * PACE {
                    score += 4.0;
                }
                score
            };
            consider(Choice {
                action: Action::EndMilestone,
                score,
            });
        }
    }
    if g.admin().money >= g.exchange_cost(seat) {
        // Exchange the card that does least now.
        let worst = g
            .hand(seat)
            .iter()
            .copied()
            .filter(|c| c.card().exchangeable())
            .min_by(|&a, &b| card_now(g, seat, a, base).total_cmp(&card_now(g, seat, b, base)));
        if let Some(card) = worst {
            let mut next = g.clone();
            let _ = next.apply(seat, &Action::Exchange { card });
            let mut score = if deep {
                full_value(&next)
            } else {
                value(&next)
            } - base
                - 0.5;
            if level == BotLevel::Hard && card_now(g, seat, card, base) < -50.0 {
                score += 0.5;
            }
            consider(Choice {
                action: Action::Exchange { card },
                score,
            });
        }
    }
    best.map(|c| c.action)
        .ok_or_else(|| GameError::illegal("nothing to do"))
}

/// The best gain of one card if `seat` played it now (very low when it cannot
/// be played), judged on a copy where the seat holds it on its turn.
fn card_now(g: &CitiesCoop, seat: Seat, card: CardId, base: f64) -> f64 {
    let Ok(spots) = g.spots(card) else {
        return -100.0;
    };
    let t = g.trial_turn(seat, card);
    let mut best = -100.0f64;
    for reward in [true, false] {
        if let Some(s) = spots.iter().find(|s| s.reward == reward) {
            let mut next = t.clone();
            if next.apply(seat, &g.play_action(card, &s.cells)).is_ok() {
                best = best.max(value(&next) - base);
            }
        }
    }
    best
}

/// Share of the revealed land still free.
fn free_share(g: &CitiesCoop) -> f64 {
    let mut land = 0;
    let mut free = 0;
    for c in 0..g.districts().len() {
        if g.district_of(c) != NONE {
            land += 1;
            if !g.occupied(c) {
                free += 1;
            }
        }
    }
    if land == 0 {
        1.0
    } else {
        free as f64 / land as f64
    }
}

/// Which pile to draw from: the exchange pile when it holds a card that pays now,
/// else a stage pile suited to the treasury and the milestone.
fn choose_draw(g: &CitiesCoop, seat: Seat, level: BotLevel) -> Action {
    let open: Vec<u8> = (1..=3u8)
        .filter(|&p| !g.piles()[p as usize - 1].is_empty())
        .collect();
    if level != BotLevel::Easy {
        let base = value(g);
        let mut best: Option<(f64, CardId)> = None;
        for &card in g.exchange_pile() {
            let v = card_now(g, seat, card, base);
            if v > 1.0 && best.is_none_or(|(b, _)| v > b) {
                best = Some((v, card));
            }
        }
        if let Some((_, card)) = best {
            return Action::Take { card };
        }
        if let Some(pile) = best_pile(g, seat, &open) {
            return Action::Draw { pile };
        }
    }
    match open.first() {
        Some(&pile) => Action::Draw { pile },
        None => Action::Take {
            card: g.exchange_pile()[0],
        },
    }
}

/// The stage pile whose cards would do most on average if played now (the
/// piles' contents are public; their order does not exist).
fn best_pile(g: &CitiesCoop, seat: Seat, open: &[u8]) -> Option<u8> {
    let base = value(g);
    let mut best: Option<(f64, u8)> = None;
    for &p in open {
        let pile = &g.piles()[p as usize - 1];
        let mut sum = 0.0;
        let mut last: Option<(CardId, f64)> = None;
        for &card in pile {
            let v = match last {
                Some((c, v)) if c == card => v,
                _ => card_now(g, seat, card, base).max(-4.0),
            };
            last = Some((card, v));
            sum += v;
        }
        let mean = sum / pile.len().max(1) as f64;
        if best.is_none_or(|(b, _)| mean > b) {
            best = Some((mean, p));
        }
    }
    best.map(|(_, p)| p)
}

/// Roles the partners like best first (money and happiness help most).
const ROLE_ORDER: [&str; 10] = [
    "RL03", "RL10", "RL02", "RL07", "RL08", "RL01", "RL04", "RL06", "RL05", "RL09",
];

/// A role from the draft, or the better of the developer's two cards.
fn choose_pick(g: &CitiesCoop, seat: Seat) -> Result<Action, GameError> {
    let offer = g.offer();
    if offer.is_empty() {
        return Err(GameError::illegal("nothing on offer"));
    }
    if matches!(offer[0].card().kind, CardKind::Role { .. }) {
        let rank = |c: &CardId| ROLE_ORDER.iter().position(|r| *r == c.text()).unwrap_or(10);
        let card = *offer.iter().min_by_key(|c| rank(c)).unwrap_or(&offer[0]);
        return Ok(Action::Pick { card });
    }
    let base = value(g);
    let card = *offer
        .iter()
        .max_by(|a, b| card_now(g, seat, **a, base).total_cmp(&card_now(g, seat, **b, base)))
        .unwrap_or(&offer[0]);
    Ok(Action::Pick { card })
}

/// Step 5: swap away cards that cannot be played at all, while money allows.
fn choose_swap(g: &CitiesCoop, seat: Seat, level: BotLevel) -> Action {
    if level == BotLevel::Easy {
        return Action::Swap {
            cards: Vec::new(),
            piles: Vec::new(),
        };
    }
    let spare = g.admin().money - reserve(g) - 4;
    let mut cards = Vec::new();
    let mut piles = Vec::new();
    let mut sizes: Vec<usize> = g.piles().iter().map(|p| p.len()).collect();
    for &card in g.hand(seat) {
        if cards.len() as i32 >= spare {
            break;
        }
        if !g.has_spot(card) {
            let pile = [2usize, 1, 3].into_iter().find(|&p| sizes[p - 1] > 0);
            if let Some(p) = pile {
                sizes[p - 1] -= 1;
                cards.push(card);
                piles.push(p as u8);
            }
        }
    }
    Action::Swap { cards, piles }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_cards_other_than_policies_are_exchangeable() {
        for c in &content().cards {
            assert_eq!(
                c.exchangeable(),
                !matches!(c.kind, CardKind::Policy { .. }),
                "{}",
                c.id.text()
            );
        }
    }
}
