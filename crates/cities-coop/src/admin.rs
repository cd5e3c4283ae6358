//! The administration board's rules: limits and clamps of each bar, and applying
//! a row of effects all at once or not at all.

use crate::content::{Bar, BarMove};
use dice::Said;
use serde::{Deserialize, Serialize};

/// A refusal for a reason (`inner`): its code as argument `why`, its arguments beside
/// it (the page words the inner one first).
pub fn because(code: &'static str, inner: Said) -> Said {
    let mut s = Said::new(code).code("why", inner.code);
    s.args.0.extend(inner.args.0);
    s
}

/// The lowest the power, water and garbage markers go (below: a card may not be played).
pub const UTILITY_MIN: i32 = -5;
/// The highest they go (beyond: the marker stays there).
pub const UTILITY_MAX: i32 = 10;
/// Employment limits (beyond either: a card may not be played).
pub const EMPLOYMENT_LIMIT: i32 = 5;
/// Pollution, traffic and crime top (beyond: a card may not be played).
pub const NUISANCE_MAX: i32 = 10;
/// Happiness top: the excess goes straight to the skyline.
pub const HAPPINESS_MAX: i32 = 25;
/// Happiness at or below this loses the game.
pub const HAPPINESS_LOSS: i32 = -5;
/// Overall Happiness (the skyline) at or below this loses the game.
pub const SKYLINE_LOSS: i32 = -10;
/// Money paid at a milestone's end for each step employment stands away from 0.
pub const EMPLOYMENT_STEP_COST: i32 = 1;
/// What an exchange costs on a turn, before news and roles change it.
pub const EXCHANGE_COST: i32 = 2;
/// What each card given away in a milestone's swap costs.
pub const SWAP_COST: i32 = 1;

/// One bar's limits as the administration board prints them, for the page to
/// draw it: its ends, and the values where it does no harm (`calm`: outside
/// them it costs something at a milestone's end or at the game's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct BarLimits {
    pub bar: Bar,
    pub min: i32,
    pub max: i32,
    pub calm: [i32; 2],
}

/// Every bar's limits, in the board's order (power first, crime last): a table,
/// not code, since the page reads it once.
pub const BAR_LIMITS: [BarLimits; 8] = {
    const fn l(bar: Bar, min: i32, max: i32, calm: [i32; 2]) -> BarLimits {
        BarLimits {
            bar,
            min,
            max,
            calm,
        }
    }
    let utility = [0, UTILITY_MAX];
    let none = [0, 0];
    [
        l(Bar::Power, UTILITY_MIN, UTILITY_MAX, utility),
        l(Bar::Water, UTILITY_MIN, UTILITY_MAX, utility),
        l(Bar::Garbage, UTILITY_MIN, UTILITY_MAX, utility),
        l(
            Bar::Happiness,
            HAPPINESS_LOSS,
            HAPPINESS_MAX,
            [HAPPINESS_LOSS + 1, HAPPINESS_MAX],
        ),
        l(Bar::Employment, -EMPLOYMENT_LIMIT, EMPLOYMENT_LIMIT, none),
        l(Bar::Pollution, 0, NUISANCE_MAX, none),
        l(Bar::Traffic, 0, NUISANCE_MAX, none),
        l(Bar::Crime, 0, NUISANCE_MAX, none),
    ]
};

/// The eight markers, the treasury and the skyline.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Admin {
    pub power: i32,
    pub water: i32,
    pub garbage: i32,
    pub happiness: i32,
    pub employment: i32,
    pub pollution: i32,
    pub traffic: i32,
    pub crime: i32,
    pub money: i32,
    /// The overall Happiness display.
    pub skyline: i32,
}

impl Admin {
    pub fn get(&self, bar: Bar) -> i32 {
        match bar {
            Bar::Power => self.power,
            Bar::Water => self.water,
            Bar::Garbage => self.garbage,
            Bar::Happiness => self.happiness,
            Bar::Employment => self.employment,
            Bar::Pollution => self.pollution,
            Bar::Traffic => self.traffic,
            Bar::Crime => self.crime,
            Bar::Money => self.money,
        }
    }
    fn slot(&mut self, bar: Bar) -> &mut i32 {
        match bar {
            Bar::Power => &mut self.power,
            Bar::Water => &mut self.water,
            Bar::Garbage => &mut self.garbage,
            Bar::Happiness => &mut self.happiness,
            Bar::Employment => &mut self.employment,
            Bar::Pollution => &mut self.pollution,
            Bar::Traffic => &mut self.traffic,
            Bar::Crime => &mut self.crime,
            Bar::Money => &mut self.money,
        }
    }

    /// Applies one row of effects, all or nothing: `Err` says which limit a
    /// marker would pass (the card may not be played). Clamps at the other end.
    pub fn apply(&mut self, row: &[BarMove]) -> Result<(), Said> {
        let mut next = self.clone();
        for d in row {
            next.apply_one(*d)?;
        }
        *self = next;
        Ok(())
    }

    fn apply_one(&mut self, d: BarMove) -> Result<(), Said> {
        let cur = self.get(d.bar);
        let to = cur + d.delta;
        let set = match d.bar {
            Bar::Money => {
                if to < 0 {
                    return Err(Said::new("treasury-short")
                        .num("have", cur)
                        .num("need", -d.delta));
                }
                to
            }
            Bar::Power | Bar::Water | Bar::Garbage => {
                if to < UTILITY_MIN {
                    return Err(Said::new("bar-below")
                        .code("bar", d.bar.name())
                        .num("to", to)
                        .num("min", UTILITY_MIN));
                }
                to.min(UTILITY_MAX)
            }
            Bar::Employment => {
                if to.abs() > EMPLOYMENT_LIMIT {
                    return Err(Said::new("employment-beyond")
                        .num("to", to)
                        .num("limit", EMPLOYMENT_LIMIT));
                }
                to
            }
            Bar::Pollution | Bar::Traffic | Bar::Crime => {
                if to > NUISANCE_MAX {
                    return Err(Said::new("bar-above")
                        .code("bar", d.bar.name())
                        .num("to", to)
                        .num("max", NUISANCE_MAX));
                }
                to.max(0)
            }
            Bar::Happiness => {
                if to > HAPPINESS_MAX {
                    self.skyline += to - HAPPINESS_MAX;
                    HAPPINESS_MAX
                } else {
                    to
                }
            }
        };
        *self.slot(d.bar) = set;
        Ok(())
    }

    /// Red steps of power, water and garbage together.
    pub fn red_steps(&self) -> i32 {
        [self.power, self.water, self.garbage]
            .iter()
            .map(|v| (-v).max(0))
            .sum()
    }
}

/// The success table: each grade with the lowest result that earns it, lowest
/// first (a result below 0 is a dying city).
pub const GRADES: [(i32, &str); 8] = [
    (i32::MIN, "Dying city"),
    (0, "City of no importance"),
    (11, "Ambitious city"),
    (21, "Busy city"),
    (31, "Showcase city"),
    (41, "Boom city"),
    (51, "Grand city"),
    (61, "Heavenly city"),
];

/// The name of a final result, from the success table.
pub fn grade(total: i32) -> &'static str {
    let mut name = GRADES[0].1;
    for &(from, g) in &GRADES {
        if total >= from {
            name = g;
        }
    }
    name
}

/// A result of this or more is a successful game.
pub const SUCCESS: i32 = 11;
