//! Questions the page may ask: the game's content (numbers and where they come
//! from, for the rules panel) and the odds of a roll (the push-your-luck hint),
//! computed exactly from the face tables.

use crate::action::Placement;
use crate::city::{BuildPlan, City};
use crate::content::{content, Content};
use crate::die::{Counts, Face, Kind, Rise};
use crate::game::{Phase, Skyline};
use crate::roll::{self, MAX_ROLL};
use crate::wire::{self, Fields, FromValue, Value};
use dice::{GameError, Seat};
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Query("query") {
        /// Every number the game plays by, with its source.
        "content" => Content,
        /// The odds of a roll: of rolling these active dice again (`dice`, the
        /// others kept), or of rolling freshly taken ones (`take`); one or the other.
        "odds" => Odds { dice: Option<Vec<u8>>, take: Option<Counts> },
        /// What a Build of these placements would do: leave buildings stuck, or
        /// end the game early (see [`Planned`]).
        "plan" => Plan { placements: Vec<Placement> },
    }
}

/// `{ground, upper, penthouse}`, every count given.
impl FromValue for Counts {
    fn from_value(v: Value) -> Result<Counts, String> {
        let mut f = Fields::of(v)?;
        let c = Counts {
            ground: wire::byte(f.need("ground")?)?,
            upper: wire::byte(f.need("upper")?)?,
            penthouse: wire::byte(f.need("penthouse")?)?,
        };
        f.done()?;
        Ok(c)
    }
}

/// A fraction as two whole numbers, plus per-mille (rounded down) for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Ratio {
    pub numerator: u64,
    pub denominator: u64,
    pub per_mille: u64,
}

impl Ratio {
    /// The odds cover at most eight rolled dice (6^8 ways) times the dice in play,
    /// so a thousand times a numerator fits in 64 bits with room to spare (128-bit
    /// division would bring its own routine into the wasm module: 0.7 KB gzipped).
    fn new(numerator: u64, denominator: u64) -> Ratio {
        Ratio {
            numerator,
            denominator,
            per_mille: numerator * 1000 / denominator.max(1),
        }
    }
}

/// The odds of a roll, for the active player's skyline as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Odds {
    /// Chance that afterwards at least one active die can be built (so the
    /// player is not forced to abandon or demolish).
    pub buildable: Ratio,
    /// Expected largest number of active dice one Build could place.
    pub expected_best: Ratio,
    /// How many distinct results the roll has.
    pub outcomes: u32,
}

/// What finishing a six-floor building would end early: the game (this is the
/// round's last turn, as every turn is in solo) or the round (the next rounds
/// are not played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Ends {
    Game,
    Round,
}

/// What a planned Build would do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Planned {
    /// Per building as the Build would leave it (new ones last): true when it
    /// would stand at its greatest height without its top, so that no die could
    /// ever finish it.
    pub doomed: Vec<bool>,
    /// It finishes a six-floor building, so this round becomes the last: the game
    /// ends when this turn does (`game`) or when the round does (`round`). Absent
    /// when the round was the last already.
    pub ends: Option<Ends>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(untagged)]
pub enum Answer {
    Content(&'static Content),
    Odds(Odds),
    Plan(Planned),
}

/// The most dice of one building type a single Build can place on buildings
/// of that type with open heights `heights` (Ground dice are all placed first,
/// as new buildings; then Upper and Penthouse dice where they fit).
fn most_placed(rise: Rise, heights: Vec<u8>, upper: u8, pent: u8) -> u8 {
    fn go(
        rise: Rise,
        mut heights: Vec<u8>,
        upper: u8,
        pent: u8,
        memo: &mut Vec<(Vec<u8>, u8, u8, u8)>,
    ) -> u8 {
        dice::sort::sort(&mut heights);
        if let Some(m) = memo
            .iter()
            .find(|m| m.0 == heights && m.1 == upper && m.2 == pent)
        {
            return m.3;
        }
        let spec = content().building(rise);
        let mut best = 0;
        for i in 0..heights.len() {
            if i > 0 && heights[i] == heights[i - 1] {
                continue;
            }
            let next = heights[i] + 1;
            if next > spec.max_height {
                continue;
            }
            let finishes_with_upper = rise == Rise::Low;
            if upper > 0 {
                let mut h = heights.clone();
                if finishes_with_upper {
                    h.remove(i);
                } else {
                    h[i] = next;
                }
                best = best.max(1 + go(rise, h, upper - 1, pent, memo));
            }
            if pent > 0 && !finishes_with_upper && next >= spec.min_height {
                let mut h = heights.clone();
                h.remove(i);
                best = best.max(1 + go(rise, h, upper, pent - 1, memo));
            }
        }
        memo.push((heights, upper, pent, best));
        best
    }
    go(rise, heights, upper, pent, &mut Vec::new())
}

/// The largest number of `faces` one Build could place in `city`.
pub fn best_build(city: &City, faces: &[Face]) -> u8 {
    Rise::ALL
        .iter()
        .map(|&r| {
            let count = |k: Kind| {
                faces
                    .iter()
                    .filter(|f| f.kind() == k && f.rise() == Some(r))
                    .count() as u8
            };
            let ground = count(Kind::Ground);
            let mut heights: Vec<u8> = city
                .columns
                .iter()
                .filter(|c| c.rise == r)
                .map(|c| c.height())
                .collect();
            heights.extend(std::iter::repeat_n(1, ground as usize));
            ground + most_placed(r, heights, count(Kind::Upper), count(Kind::Penthouse))
        })
        .sum()
}

fn odds(city: &City, kept: &[Face], rolled: Counts) -> Result<Odds, GameError> {
    if rolled.total() == 0 || rolled.total() as usize > MAX_ROLL {
        return Err(GameError::illegal(format!(
            "odds are given for 1 to {MAX_ROLL} dice"
        )));
    }
    let outcomes = roll::outcomes(rolled);
    let (mut total, mut ok, mut sum) = (0u64, 0u64, 0u64);
    for (faces, w) in &outcomes {
        let mut all = kept.to_vec();
        all.extend(faces.iter().copied());
        let best = best_build(city, &all) as u64;
        total += w;
        if best > 0 {
            ok += w;
        }
        sum += w * best;
    }
    Ok(Odds {
        buildable: Ratio::new(ok, total),
        expected_best: Ratio::new(sum, total),
        outcomes: outcomes.len() as u32,
    })
}

pub fn answer(g: &Skyline, _seat: Option<Seat>, q: &Query) -> Result<Answer, GameError> {
    match q {
        Query::Content => Ok(Answer::Content(content())),
        Query::Odds {
            dice: Some(dice),
            take: None,
        } => {
            if !matches!(g.phase(), Phase::Continue | Phase::Resolve) {
                return Err(GameError::illegal(
                    "there are no rolled dice to re-roll now",
                ));
            }
            let active = g.active();
            let mut kept = Vec::new();
            let mut rolled = Counts::default();
            for &d in dice {
                if d as usize >= active.len() {
                    return Err(GameError::illegal(format!("there is no active die {d}")));
                }
            }
            for (i, f) in active.iter().enumerate() {
                if dice.contains(&(i as u8)) {
                    *rolled.slot(f.kind()) += 1;
                } else {
                    kept.push(*f);
                }
            }
            Ok(Answer::Odds(odds(g.city(g.turn()), &kept, rolled)?))
        }
        Query::Odds {
            dice: None,
            take: Some(take),
        } => Ok(Answer::Odds(odds(g.city(g.turn()), &[], *take)?)),
        Query::Plan { placements } => {
            let active = g.active();
            let mut plan = BuildPlan::new(g.city(g.turn()));
            for p in placements {
                let Some(&face) = active.get(p.die as usize) else {
                    return Err(GameError::illegal(format!(
                        "there is no active die {}",
                        p.die + 1
                    )));
                };
                plan.step(p, face)?;
            }
            let six = plan
                .columns
                .iter()
                .zip(&plan.done)
                .any(|(c, &done)| done && c.height() == 6);
            let ends = (six && !g.six_high && g.round() < content().rounds).then_some(
                if g.turn() + 1 == dice::Game::players(g) {
                    Ends::Game
                } else {
                    Ends::Round
                },
            );
            Ok(Answer::Plan(Planned {
                doomed: plan.doomed(),
                ends,
            }))
        }
        Query::Odds { .. } => Err(GameError::illegal(
            "an odds query has either dice (to re-roll) or take",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::city::Column;

    fn city(cols: &[(Rise, u8)]) -> City {
        City {
            columns: cols
                .iter()
                .enumerate()
                .map(|(i, &(rise, h))| Column {
                    id: i as u8 + 1,
                    rise,
                    dice: (0..h)
                        .map(|i| if i == 0 { Kind::Ground } else { Kind::Upper })
                        .collect(),
                })
                .collect(),
            tiles: vec![],
            founded: cols.len() as u8,
        }
    }

    #[test]
    fn best_build_counts_dice_that_fit_together() {
        let empty = city(&[]);
        // A Mid ground floor, a Mid upper and a Mid penthouse: all three in one Build.
        assert_eq!(
            best_build(
                &empty,
                &[Face::GroundMid, Face::UpperMid, Face::PenthouseMid]
            ),
            3
        );
        // A High penthouse on a new High ground floor would finish it at 2: only the ground.
        assert_eq!(
            best_build(&empty, &[Face::GroundHigh, Face::PenthouseHigh]),
            1
        );
        assert_eq!(best_build(&empty, &[Face::Blank, Face::UpperHigh]), 0);
        let h2 = city(&[(Rise::High, 2)]);
        assert_eq!(best_build(&h2, &[Face::PenthouseHigh, Face::UpperHigh]), 2);
    }

    #[test]
    fn three_penthouses_on_an_empty_skyline_never_fit() {
        let o = odds(&city(&[]), &[], Counts::new(0, 0, 3)).unwrap();
        assert_eq!(o.buildable.numerator, 0);
        assert_eq!(o.buildable.denominator, 216);
    }

    #[test]
    fn one_penthouse_on_a_mid_two_fits_half_the_time() {
        let o = odds(&city(&[(Rise::Mid, 2)]), &[], Counts::new(0, 0, 1)).unwrap();
        assert_eq!((o.buildable.numerator, o.buildable.denominator), (2, 6));
        assert_eq!(o.buildable.per_mille, 333);
    }
}
