//! How the bots value a sheet: each park space by the chance its goal is met at
//! the end (a table learnt from games of a small version of the hard bot's
//! search, `data/parks.txt`, made by `examples/learn.rs`), plus doors, minus
//! the empty cells likely to be left.
//! Only + − × ÷ and comparisons on floats, so wasm and native agree bit for bit.

use super::grid::Grid;
use crate::sheet::{self, PARKS, SIZE};

/// What the table knows about one park space's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineFeatures {
    pub visible: u8,
    pub vacant: u8,
    /// Vacant cells before the first structure, capped at 2.
    pub front: u8,
    /// Tallest so far: 0 none, 1 a height 0–3, 2 a height 4–6.
    pub top: u8,
    /// Vacant cells beyond the tallest structure's first cell, capped at 2
    /// (where a taller structure could still add to the count).
    pub behind: u8,
    /// Reachable visible counts (bit set), as for the goal marks.
    pub reach: u16,
}

pub fn features(line: &[i8; SIZE]) -> LineFeatures {
    let mut tallest = -1i8;
    let (mut visible, mut vacant, mut front, mut behind) = (0u8, 0u8, 0u8, 0u8);
    for &h in line {
        if h < 0 {
            vacant += 1;
            behind += 1;
            if tallest < 0 {
                front += 1;
            }
        } else if h > tallest {
            tallest = h;
            visible += 1;
            behind = 0;
        }
    }
    LineFeatures {
        visible,
        vacant,
        front: front.min(2),
        top: match tallest {
            -1 => 0,
            0..=3 => 1,
            _ => 2,
        },
        behind: if tallest < 0 { 0 } else { behind.min(2) },
        reach: reach(line),
    }
}

/// Reachable counts when each vacant cell may take any height 0–6 or stay vacant.
pub fn reach(line: &[i8; SIZE]) -> u16 {
    let mut by_top = [0u16; 8];
    by_top[0] = 1;
    for &h in line {
        let mut next = [0u16; 8];
        for (t, &counts) in by_top.iter().enumerate() {
            if counts == 0 {
                continue;
            }
            let top = t as i8 - 1;
            if h >= 0 {
                if h > top {
                    next[(h + 1) as usize] |= counts << 1;
                } else {
                    next[t] |= counts;
                }
            } else {
                next[t] |= counts;
                for g in 0..=6i8 {
                    if g > top {
                        next[(g + 1) as usize] |= counts << 1;
                    } else {
                        next[t] |= counts;
                    }
                }
            }
        }
        by_top = next;
    }
    by_top.iter().fold(0, |a, b| a | b)
}

pub const KEYS: usize = 6 * 8 * 11 * 3 * 3 * 3;

/// The table slot for a goal and its line's features.
pub fn key(goal: u8, f: &LineFeatures) -> usize {
    let g = (goal.clamp(1, 6) - 1) as usize;
    let c = f.visible.min(7) as usize;
    ((((g * 8 + c) * 11 + f.vacant.min(10) as usize) * 3 + f.front as usize) * 3 + f.top as usize)
        * 3
        + f.behind as usize
}

/// A hand-made guess, used where the table has no entry.
pub fn prior(goal: u8, f: &LineFeatures) -> f64 {
    let (g, c) = (goal as i32, f.visible as i32);
    let base = if c == g {
        0.55
    } else if c < g {
        let mut p = 0.35;
        for _ in 0..(g - c - 1) {
            p *= 0.5;
        }
        p
    } else {
        0.12
    };
    base * (0.6 + 0.04 * f.vacant as f64)
}

/// `data/parks.txt` as tables, made by `build.rs`: `BITS` has a bit per slot
/// the file lists, `RANK` the listed slots before each word of `BITS`, and
/// `LO`/`HI` the listed values in thousandths, by rank.
mod learnt_table {
    include!(concat!(env!("OUT_DIR"), "/parks.rs"));
}

/// P(met at the end) for a slot; `None`: never seen.
pub fn learnt(slot: usize) -> Option<f64> {
    use learnt_table::{BITS, HI, LO, RANK};
    let (w, b) = (slot / 64, slot % 64);
    let bits = *BITS.get(w)?;
    if bits >> b & 1 == 0 {
        return None;
    }
    let i = RANK[w] as usize + (bits & ((1u64 << b) - 1)).count_ones() as usize;
    let v = LO[i] as u16 | (HI[i] as u16) << 8;
    Some(v as f64 / 1000.0)
}

/// Reads a park table in the format of `data/parks.txt` (for tools and tests;
/// the engine uses the table `build.rs` made from that file).
pub fn parse_table(text: &str) -> Vec<Option<f64>> {
    let mut t = vec![None; KEYS];
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut w = line.split_whitespace();
        let (Some(k), Some(v)) = (w.next(), w.next()) else {
            continue;
        };
        if let (Ok(k), Ok(v)) = (k.parse::<usize>(), v.parse::<u32>()) {
            if k < KEYS {
                t[k] = Some(v as f64 / 1000.0);
            }
        }
    }
    t
}

/// Weights of the sheet value besides the park spaces.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Per unfilled door a plaza could still reach.
    pub open_door: f64,
    /// Per cell likely to stay empty (before the allowance).
    pub hole: f64,
    /// Use the learnt table (else the prior only).
    pub learnt: bool,
}

pub const NORMAL: Weights = Weights {
    open_door: 0.35,
    hole: 0.6,
    learnt: true,
};

/// One park space's expected points.
pub fn park_value(goal: u8, line: &[i8; SIZE], w: &Weights) -> f64 {
    if goal == 0 {
        return 0.0;
    }
    let f = features(line);
    if f.reach & (1 << goal) == 0 {
        return 0.0;
    }
    if f.reach == 1 << goal {
        return goal as f64;
    }
    let p = if w.learnt {
        learnt(key(goal, &f)).unwrap_or_else(|| prior(goal, &f))
    } else {
        prior(goal, &f)
    };
    goal as f64 * p
}

/// Expected empty cells a vacant region of this size leaves at the end.
fn leftover(size: u8) -> f64 {
    match size {
        0 => 0.0,
        1 => 0.95,
        2 => 1.7,
        3 => 2.2,
        4 => 2.5,
        5 => 2.7,
        _ => 3.0,
    }
}

/// The whole sheet's value: expected goal points, doors, and the likely penalty.
pub fn value(g: &Grid, w: &Weights, regions: &mut Vec<u8>) -> f64 {
    let mut v = 0.0;
    for p in 0..PARKS {
        v += park_value(g.goals[p], &g.line(p), w);
    }
    v + rest(g, w, regions)
}

/// Everything but the park spaces.
pub fn rest(g: &Grid, w: &Weights, regions: &mut Vec<u8>) -> f64 {
    g.region_sizes(regions);
    let empty: f64 = regions.iter().map(|&s| leftover(s)).sum();
    let over = if empty > 7.0 { empty - 7.0 } else { 0.0 };
    g.filled as f64 + w.open_door * g.reachable_doors() as f64 - w.hole * empty - 2.0 * over
}

/// The parks whose lines cross any of these rows and columns.
pub fn parks_crossing(rows: u16, cols: u16) -> impl Iterator<Item = usize> {
    (0..PARKS).filter(move |&p| {
        let i = sheet::park_index(p);
        match sheet::park_side(p) {
            sheet::Side::Top | sheet::Side::Bottom => cols & (1 << i) != 0,
            _ => rows & (1 << i) != 0,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_table_matches_the_data_file() {
        let parsed = parse_table(include_str!("../../data/parks.txt"));
        for (slot, &p) in parsed.iter().enumerate() {
            assert_eq!(learnt(slot), p, "slot {slot}");
        }
        assert!(learnt_table::BITS.len() * 64 < KEYS + 64);
    }
}
