//! The moves a bot considers for a roll, each valued by the sheet it leaves.

use super::eval::{self, Weights};
use super::grid::Grid;
use crate::action::Action;
use crate::roll::{doors_for, Roll};
use crate::sheet::{self, CELLS, PARKS};

#[derive(Clone, Debug)]
pub struct Candidate {
    pub action: Action,
    pub value: f64,
    pub after: Grid,
}

/// Scratch space reused across calls (rollouts call this thousands of times),
/// with a cache of park-space values by goal and line (the same lines recur).
pub struct Scratch {
    regions: Vec<u8>,
    seen: Vec<u128>,
    cache: Vec<(u64, f64)>,
    /// Work done so far (sheets valued, plaza cells grown): a budget that is
    /// the same on every machine, unlike a clock.
    pub work: u64,
}

const CACHE_BITS: u32 = 16;

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            regions: Vec::new(),
            seen: Vec::new(),
            cache: vec![(u64::MAX, 0.0); 1 << CACHE_BITS],
            work: 0,
        }
    }
}

impl Scratch {
    /// [`eval::park_value`], remembered. The cache only saves time: a hit
    /// returns what the call would.
    pub fn park_value(&mut self, goal: u8, line: &[i8; sheet::SIZE], w: &Weights) -> f64 {
        let mut key = goal as u64;
        for &h in line {
            key = (key << 3) | (h + 1) as u64;
        }
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - CACHE_BITS)) as usize;
        if self.cache[slot].0 == key {
            return self.cache[slot].1;
        }
        let v = eval::park_value(goal, line, w);
        self.cache[slot] = (key, v);
        v
    }

    pub fn value(&mut self, g: &Grid, w: &Weights) -> f64 {
        let mut v = 0.0;
        for p in 0..PARKS {
            v += self.park_value(g.goals[p], &g.line(p), w);
        }
        v + eval::rest(g, w, &mut self.regions)
    }
}

/// The exact score of a sheet if it were scored now.
pub fn score_now(g: &Grid) -> i32 {
    let mut goals = 0;
    for p in 0..PARKS {
        let goal = g.goals[p];
        if goal != 0 && eval::features(&g.line(p)).visible == goal {
            goals += goal as i32;
        }
    }
    let empty = g.vacant_count() as i32;
    goals + g.filled as i32 - 2 * (empty - 7).max(0)
}

/// Every building placement and a spread of plazas for this roll, valued.
pub fn candidates(g: &Grid, roll: Roll, w: &Weights, s: &mut Scratch) -> Vec<Candidate> {
    candidates_with(g, roll, w, s, CELLS)
}

/// Like [`candidates`], trying at most `starts` start cells per plaza split
/// (spread over the sheet): quicker, for rollouts.
pub fn candidates_with(
    g: &Grid,
    roll: Roll,
    w: &Weights,
    s: &mut Scratch,
    starts: usize,
) -> Vec<Candidate> {
    let mut base = [0.0f64; PARKS];
    for (p, b) in base.iter_mut().enumerate() {
        *b = s.park_value(g.goals[p], &g.line(p), w);
    }
    let total: f64 = base.iter().sum();
    let mut out = Vec::new();
    let value_after = |after: &Grid, rows: u16, cols: u16, s: &mut Scratch| {
        let mut v = total;
        for p in eval::parks_crossing(rows, cols) {
            v += s.park_value(after.goals[p], &after.line(p), w) - base[p];
        }
        v + eval::rest(after, w, &mut s.regions)
    };
    for (bw, bd, bh) in roll.buildings() {
        let (wu, du) = (bw as usize, bd as usize);
        if wu > sheet::SIZE || du > sheet::SIZE {
            continue;
        }
        let n_doors = doors_for(bw, bd);
        for y in 0..=sheet::SIZE - du {
            for x in 0..=sheet::SIZE - wu {
                if !g.fits(x, y, wu, du) {
                    continue;
                }
                let doors = crate::city::fillable_doors(&g.rows, x, y, wu, du, n_doors);
                let mut after = *g;
                after.put_rect(x, y, wu, du, bh, &doors);
                let rows = (((1u32 << du) - 1) << y) as u16;
                let cols = (((1u32 << wu) - 1) << x) as u16;
                let value = value_after(&after, rows, cols, s);
                s.work += 1;
                out.push(Candidate {
                    action: Action::Build {
                        x: x as u8,
                        y: y as u8,
                        width: bw,
                        depth: bd,
                        height: bh,
                        doors,
                    },
                    value,
                    after,
                });
            }
        }
    }
    let city = g.to_city();
    s.seen.clear();
    for split in roll.plazas() {
        let (area, k) = (split.area as usize, split.doors as usize);
        let starts_here: Vec<usize> = (0..CELLS)
            .filter(|&c| {
                g.vacant(c)
                    && (k == 0 || sheet::neighbours(c).any(|n| g.door[n] == super::grid::DOOR_OPEN))
            })
            .collect();
        let step = starts_here.len().div_ceil(starts.max(1)).max(1);
        for &start in starts_here.iter().step_by(step) {
            s.work += 1 + area as u64 / 2;
            let Some((cells, doors)) = city.grow_plaza(start, area, k) else {
                continue;
            };
            let mut key: u128 = 0;
            for &c in &cells {
                key |= 1 << c;
            }
            // The same cells with another door count are different moves.
            let key = key ^ ((k as u128) << 100);
            if s.seen.contains(&key) {
                continue;
            }
            s.seen.push(key);
            let mut after = *g;
            after.put_plaza(&cells, &doors);
            let (mut rows, mut cols) = (0u16, 0u16);
            for &c in &cells {
                rows |= 1 << sheet::row_of(c as usize);
                cols |= 1 << sheet::col_of(c as usize);
            }
            let value = value_after(&after, rows, cols, s);
            out.push(Candidate {
                action: Action::Plaza { cells, doors },
                value,
                after,
            });
        }
    }
    out
}
