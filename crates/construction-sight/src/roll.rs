//! The shared roll of three dice and what it allows: building shapes (the dice
//! assigned to width, depth and height) and plaza splits (area and door count).

use crate::wire::{self, FromValue, Value};
use dice::ChanceOutcome;
use serde::Serialize;

/// Three dice, highest first (the order they were rolled in does not matter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(into = "[u8; 3]")]
pub struct Roll([u8; 3]);

/// Read as a list of three dice, like `[u8; 3]`.
impl FromValue for Roll {
    fn from_value(v: Value) -> Result<Roll, String> {
        let dice = <[u8; 3]>::try_from(wire::bytes(v)?)
            .map_err(|d| format!("three dice, not {}", d.len()))?;
        Roll::try_from(dice)
    }
}
dice::serde_via_value!(Roll);

impl TryFrom<[u8; 3]> for Roll {
    type Error = String;
    fn try_from(d: [u8; 3]) -> Result<Roll, String> {
        Roll::new(d)
    }
}

impl From<Roll> for [u8; 3] {
    fn from(r: Roll) -> [u8; 3] {
        r.0
    }
}

/// Three dice as `{:?}` writes them (`[6, 3, 1]`), without pulling the
/// `Debug` machinery for numbers into the wasm.
pub fn dice_text(d: [u8; 3]) -> String {
    format!("[{}, {}, {}]", d[0], d[1], d[2])
}

impl Roll {
    pub fn new(d: [u8; 3]) -> Result<Roll, String> {
        if d.iter().any(|x| !(1..=6).contains(x)) {
            return Err(format!("dice show 1 to 6, not {}", dice_text(d)));
        }
        Ok(Roll(crate::sort::desc3(d)))
    }

    pub fn dice(self) -> [u8; 3] {
        self.0
    }

    pub fn highest(self) -> u8 {
        self.0[0]
    }

    /// Every roll with its weight out of 216 (the orders that give it).
    pub fn outcomes() -> Vec<ChanceOutcome<Roll>> {
        let mut v = Vec::with_capacity(56);
        for a in (1..=6u8).rev() {
            for b in (1..=a).rev() {
                for c in (1..=b).rev() {
                    let weight = if a == c {
                        1
                    } else if a == b || b == c {
                        3
                    } else {
                        6
                    };
                    v.push(ChanceOutcome {
                        outcome: Roll([a, b, c]),
                        weight,
                    });
                }
            }
        }
        v
    }

    /// Does the multiset {x, y, z} equal the dice?
    pub fn matches(self, x: u8, y: u8, z: u8) -> bool {
        crate::sort::desc3([x, y, z]) == self.0
    }

    /// The distinct buildings the roll allows, as (width, depth, height) with
    /// every orientation listed (width 6, depth 1 and width 1, depth 6 apart).
    pub fn buildings(self) -> Vec<(u8, u8, u8)> {
        let d = self.0;
        let mut v: Vec<(u8, u8, u8)> = Vec::with_capacity(6);
        for (i, j, k) in [
            (0, 1, 2),
            (0, 2, 1),
            (1, 0, 2),
            (1, 2, 0),
            (2, 0, 1),
            (2, 1, 0),
        ] {
            let t = (d[i], d[j], d[k]);
            if !v.contains(&t) {
                v.push(t);
            }
        }
        v
    }

    /// The plaza splits the roll allows: every (area, doors) pair, each with one
    /// way to split the dice that gives it.
    pub fn plazas(self) -> Vec<PlazaSplit> {
        let d = self.0;
        let mut v: Vec<PlazaSplit> = Vec::new();
        // Choose 2 or 3 dice including a highest one (index 0 is a highest die).
        let choices: [&[usize]; 3] = [&[0, 1], &[0, 2], &[0, 1, 2]];
        for chosen in choices {
            let n = chosen.len();
            // Each non-empty proper-or-full subset of the chosen dice is an area group.
            for mask in 1u8..(1 << n) {
                let mut split = PlazaSplit {
                    area: 0,
                    doors: 0,
                    area_dice: Vec::new(),
                    door_dice: Vec::new(),
                };
                for (bit, &i) in chosen.iter().enumerate() {
                    if mask & (1 << bit) != 0 {
                        split.area += d[i];
                        split.area_dice.push(d[i]);
                    } else {
                        split.doors += d[i];
                        split.door_dice.push(d[i]);
                    }
                }
                if !v
                    .iter()
                    .any(|s| s.area == split.area && s.doors == split.doors)
                {
                    v.push(split);
                }
            }
        }
        dice::sort::sort_by(&mut v, |a, b| (b.area, a.doors) < (a.area, b.doors));
        v
    }

    /// May a plaza of this area fill this many doors with this roll?
    pub fn allows_plaza(self, area: usize, doors: usize) -> bool {
        self.plazas()
            .iter()
            .any(|s| s.area as usize == area && s.doors as usize == doors)
    }
}

/// One way a roll makes a plaza: `area` from the area dice, `doors` (to fill)
/// from the rest of the chosen dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct PlazaSplit {
    pub area: u8,
    pub doors: u8,
    pub area_dice: Vec<u8>,
    pub door_dice: Vec<u8>,
}

/// Doors a building gets: none unless both sides are at least 3; then one, two
/// or three for each side of 4, 5 or 6.
pub fn doors_for(width: u8, depth: u8) -> usize {
    if width < 3 || depth < 3 {
        return 0;
    }
    let per = |n: u8| n.saturating_sub(3) as usize;
    per(width) + per(depth)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_sum_to_all_orders() {
        let o = Roll::outcomes();
        assert_eq!(o.len(), 56);
        assert_eq!(o.iter().map(|x| x.weight).sum::<u64>(), 216);
    }

    #[test]
    fn door_counts() {
        assert_eq!(doors_for(6, 6), 6);
        assert_eq!(doors_for(4, 3), 1);
        assert_eq!(doors_for(6, 2), 0);
        assert_eq!(doors_for(3, 3), 0);
    }

    #[test]
    fn dice_text_is_what_debug_wrote() {
        for d in [[6, 3, 1], [0, 7, 255]] {
            assert_eq!(dice_text(d), format!("{d:?}"));
        }
    }
}
