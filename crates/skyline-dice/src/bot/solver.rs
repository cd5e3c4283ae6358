//! An exact search of one turn: take, roll, resolve, re-roll or resign, with
//! every roll weighted by its true probability. Positions at the end of the
//! turn are valued by a [`Valuer`] (the rest of the game), so the search is as
//! good as that function; within the turn it is exact.
//!
//! The search works on a compact position: open columns counted by kind
//! (Low 1, Mid 1–3, High 1–5, plus dead columns that can no longer finish),
//! tiles counted by height (capped at three: at most three demolitions fit in
//! a turn of three dice), and the active dice counted by face.

use crate::content::content;
use crate::die::{Counts, Face};
use crate::roll;
use std::rc::Rc;

/// Column kinds: L1, M1, M2, M3, H1, H2, H3, H4, H5, and dead (a Mid of four
/// or a High of six dice without a Penthouse: it can never finish).
pub const KINDS: usize = 10;
pub const L1: usize = 0;
pub const M1: usize = 1;
pub const H1: usize = 4;
pub const DEAD: usize = 9;
/// The open kinds the value functions read (dead columns are worth nothing).
pub const OPEN: usize = 9;

pub type Cols = [u8; KINDS];
pub type Tiles = [u8; 6];

/// The kind of an open column of `rise` with `height` dice.
pub fn kind_of(rise: crate::die::Rise, height: u8) -> usize {
    use crate::die::Rise;
    match (rise, height) {
        (Rise::Low, 1) => L1,
        (Rise::Mid, h @ 1..=3) => M1 + h as usize - 1,
        (Rise::High, h @ 1..=5) => H1 + h as usize - 1,
        _ => DEAD,
    }
}

/// The value of the rest of the game after a turn ends with open columns
/// `cols`, not counting points already scored. `turn` is the round just played.
pub trait Valuer {
    fn value(&self, turn: u8, cols: &Cols) -> f64;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    pub cols: Cols,
    pub tiles: Tiles,
    pub six: bool,
}

impl Pos {
    fn key(&self, active: &[u8; 9], stage: u8) -> u128 {
        let mut k: u128 = 0;
        for &c in &self.cols {
            k = (k << 5) | c.min(31) as u128;
        }
        for &t in &self.tiles {
            k = (k << 2) | t.min(3) as u128;
        }
        for &a in active {
            k = (k << 4) | a.min(15) as u128;
        }
        (k << 2) | ((self.six as u128) << 1) | stage as u128
    }
}

/// One step of a Build in the compact model: a face onto a column kind
/// (`NEW` starts a building).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub face: Face,
    pub target: u8,
}
pub const NEW: u8 = 255;

/// A way to resolve dice, in the compact model.
#[derive(Clone, Debug, PartialEq)]
pub enum Resolve {
    Build(Vec<Step>),
    /// One die demolishes a column kind (`Some(kind)`) or a tile of a height.
    Demolish {
        face: Face,
        column: Option<u8>,
        tile_height: u8,
    },
    Abandon(Face),
}

/// A memo from position keys to values: open addressing with linear probing
/// (a key never has its top bits set, so `u128::MAX` marks an empty slot).
/// One small table instead of a `HashMap`, which costs kilobytes of wasm.
#[derive(Default)]
struct Memo {
    slots: Vec<(u128, f64)>,
    len: usize,
}

const EMPTY: u128 = u128::MAX;

impl Memo {
    fn slot(&self, key: u128) -> usize {
        let mix = |h: u64, v: u64| (h.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        let h = mix(mix(0, key as u64), (key >> 64) as u64);
        // The high bits of the product are the well-mixed ones.
        (h >> 32) as usize & (self.slots.len() - 1)
    }

    fn get(&self, key: u128) -> Option<f64> {
        if self.slots.is_empty() {
            return None;
        }
        let mut i = self.slot(key);
        loop {
            let (k, v) = self.slots[i];
            if k == key {
                return Some(v);
            }
            if k == EMPTY {
                return None;
            }
            i = (i + 1) & (self.slots.len() - 1);
        }
    }

    fn insert(&mut self, key: u128, value: f64) {
        if (self.len + 1) * 2 > self.slots.len() {
            let size = (self.slots.len() * 2).max(256);
            let old = std::mem::replace(&mut self.slots, vec![(EMPTY, 0.0); size]);
            self.len = 0;
            for (k, v) in old {
                if k != EMPTY {
                    self.insert(k, v);
                }
            }
        }
        let mut i = self.slot(key);
        while self.slots[i].0 != EMPTY && self.slots[i].0 != key {
            i = (i + 1) & (self.slots.len() - 1);
        }
        if self.slots[i].0 == EMPTY {
            self.len += 1;
        }
        self.slots[i] = (key, value);
    }
}

fn points(height: u8) -> f64 {
    content().tile_points(height) as f64
}

/// Where `face` may go in `cols`: (column kind or NEW, resulting kind or a
/// finished height). Fixed by the building rules: Low 1–2, Mid 2–4, High 3–6.
fn moves_of(face: Face, cols: &Cols) -> Vec<(u8, Effect)> {
    let has = |k: usize| cols[k] > 0;
    let mut v = Vec::new();
    match face {
        Face::GroundLow => v.push((NEW, Effect::Open(L1))),
        Face::GroundMid => v.push((NEW, Effect::Open(M1))),
        Face::GroundHigh => v.push((NEW, Effect::Open(H1))),
        Face::UpperLow if has(L1) => v.push((L1 as u8, Effect::Finish(2))),
        Face::UpperMid | Face::UpperHigh => {
            let (lo, hi) = if face == Face::UpperMid {
                (M1, M1 + 2)
            } else {
                (H1, H1 + 4)
            };
            for k in lo..=hi {
                if has(k) {
                    let to = if k == hi { DEAD } else { k + 1 };
                    v.push((k as u8, Effect::Grow(to)));
                }
            }
        }
        Face::PenthouseMid => {
            for k in M1..=M1 + 2 {
                if has(k) {
                    v.push((k as u8, Effect::Finish((k - M1) as u8 + 2)));
                }
            }
        }
        Face::PenthouseHigh => {
            for k in H1 + 1..=H1 + 4 {
                if has(k) {
                    v.push((k as u8, Effect::Finish((k - H1) as u8 + 2)));
                }
            }
        }
        _ => {}
    }
    v
}

#[derive(Clone, Copy, Debug)]
enum Effect {
    Open(usize),
    Grow(usize),
    Finish(u8),
}

/// The outcome list of a roll of `dice`, as face counts and probabilities.
type Outcomes = Vec<([u8; 9], f64)>;

pub struct Solver<'a> {
    value: &'a dyn Valuer,
    turn: u8,
    last: u8,
    /// Points lost per die abandoned (`None`: no Abandon, as in solo).
    abandon: Option<f64>,
    resolve_memo: Memo,
    after_memo: Memo,
    /// End-of-turn values by open and dead columns (many positions the search
    /// reaches differ only in tiles or the dice it holds).
    end_memo: Memo,
    /// Outcomes by dice rolled (a handful of entries).
    rolls: Vec<(Counts, Rc<Outcomes>)>,
    /// When set, every end-of-turn position the search compares (for fitting).
    pub leaves: Option<Vec<(Cols, Tiles)>>,
}

fn counts_of(faces: &[Face]) -> [u8; 9] {
    let mut a = [0u8; 9];
    for f in faces {
        a[f.index()] += 1;
    }
    a
}

fn kinds_of(active: &[u8; 9]) -> Counts {
    let mut c = Counts::default();
    for (i, &n) in active.iter().enumerate() {
        *c.slot(Face::from_index(i).kind()) += n;
    }
    c
}

impl<'a> Solver<'a> {
    pub fn new(value: &'a dyn Valuer, turn: u8, abandon: Option<f64>) -> Self {
        Solver {
            value,
            turn,
            last: content().rounds,
            abandon,
            resolve_memo: Memo::default(),
            after_memo: Memo::default(),
            end_memo: Memo::default(),
            rolls: Vec::new(),
            leaves: None,
        }
    }

    fn rolls(&mut self, dice: Counts) -> Rc<Outcomes> {
        if let Some((_, r)) = self.rolls.iter().find(|(d, _)| *d == dice) {
            return r.clone();
        }
        let total = 6u64.pow(dice.total()) as f64;
        let list: Outcomes = roll::outcomes(dice)
            .into_iter()
            .map(|(faces, w)| (counts_of(&faces), w as f64 / total))
            .collect();
        let r = Rc::new(list);
        self.rolls.push((dice, r.clone()));
        r
    }

    /// The value of ending the turn at `pos`.
    pub fn end(&mut self, pos: &Pos) -> f64 {
        if pos.six || self.turn >= self.last {
            // The game ends: lone Low-Rise ground floors score one point each.
            return pos.cols[L1] as f64 * points(1);
        }
        if let Some(l) = self.leaves.as_mut() {
            l.push((pos.cols, pos.tiles));
        }
        let key = pos.cols.iter().fold(0u128, |k, &c| (k << 8) | c as u128);
        if let Some(v) = self.end_memo.get(key) {
            return v;
        }
        let v = self.value.value(self.turn, &pos.cols);
        self.end_memo.insert(key, v);
        v
    }

    /// Every way to resolve `active` at `pos`: the position after, the dice
    /// left, the points gained, and what it was.
    pub fn resolves(&self, pos: &Pos, active: &[u8; 9]) -> Vec<(Pos, [u8; 9], f64, Resolve)> {
        let mut out: Vec<(Pos, [u8; 9], f64, Resolve)> = Vec::new();
        let mut steps = Vec::new();
        self.builds(*pos, *active, 0.0, &mut steps, &mut out);
        // Demolish and Abandon with one die only: a die kept in hand can still
        // be re-rolled, resolved later or handed back at the end of the turn,
        // so giving up more than one never does better.
        for (i, &n) in active.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let face = Face::from_index(i);
            let mut left = *active;
            left[i] -= 1;
            for k in 0..KINDS {
                if pos.cols[k] > 0 {
                    let mut p = *pos;
                    p.cols[k] -= 1;
                    out.push((
                        p,
                        left,
                        0.0,
                        Resolve::Demolish {
                            face,
                            column: Some(k as u8),
                            tile_height: 0,
                        },
                    ));
                }
            }
            for h in 0..6 {
                if pos.tiles[h] > 0 {
                    let mut p = *pos;
                    p.tiles[h] -= 1;
                    out.push((
                        p,
                        left,
                        -points(h as u8 + 1),
                        Resolve::Demolish {
                            face,
                            column: None,
                            tile_height: h as u8 + 1,
                        },
                    ));
                }
            }
            if let Some(cost) = self.abandon {
                out.push((*pos, left, -cost, Resolve::Abandon(face)));
            }
        }
        out
    }

    fn builds(
        &self,
        pos: Pos,
        active: [u8; 9],
        gain: f64,
        steps: &mut Vec<Step>,
        out: &mut Vec<(Pos, [u8; 9], f64, Resolve)>,
    ) {
        if !steps.is_empty()
            && !out.iter().any(|(p, a, g, r)| {
                *p == pos && *a == active && *g == gain && matches!(r, Resolve::Build(_))
            })
        {
            out.push((pos, active, gain, Resolve::Build(steps.clone())));
        }
        for i in 0..9 {
            if active[i] == 0 {
                continue;
            }
            let face = Face::from_index(i);
            for (target, effect) in moves_of(face, &pos.cols) {
                let mut p = pos;
                let mut g = gain;
                if target != NEW {
                    p.cols[target as usize] -= 1;
                }
                match effect {
                    Effect::Open(k) | Effect::Grow(k) => p.cols[k] += 1,
                    Effect::Finish(h) => {
                        g += points(h);
                        p.tiles[h as usize - 1] = (p.tiles[h as usize - 1] + 1).min(3);
                        if h == 6 {
                            p.six = true;
                        }
                    }
                }
                let mut a = active;
                a[i] -= 1;
                steps.push(Step { face, target });
                self.builds(p, a, g, steps, out);
                steps.pop();
            }
        }
    }

    /// The value of having rolled: `active` must now be resolved.
    pub fn resolve_value(&mut self, pos: &Pos, active: &[u8; 9]) -> f64 {
        let key = pos.key(active, 0);
        if let Some(v) = self.resolve_memo.get(key) {
            return v;
        }
        let moves = self.resolves(pos, active);
        let v = if moves.is_empty() {
            // Nothing can be done: the turn ends (solo without buildings).
            self.end(pos)
        } else {
            let mut best = f64::NEG_INFINITY;
            for (p, left, gain, _) in moves {
                let v = gain + self.after_value(&p, &left);
                if v > best {
                    best = v;
                }
            }
            best
        };
        self.resolve_memo.insert(key, v);
        v
    }

    /// The sub-multisets of `left` worth re-rolling (non-empty), as counts.
    pub fn rerolls(left: &[u8; 9]) -> Vec<[u8; 9]> {
        let mut out = vec![[0u8; 9]];
        for i in 0..9 {
            let mut next = Vec::new();
            for s in &out {
                for n in 0..=left[i] {
                    let mut t = *s;
                    t[i] = n;
                    next.push(t);
                }
            }
            out = next;
        }
        out.retain(|s| s.iter().any(|&n| n > 0));
        out
    }

    /// The expected value of re-rolling `roll` out of `left`.
    pub fn reroll_value(&mut self, pos: &Pos, left: &[u8; 9], roll: &[u8; 9]) -> f64 {
        let outcomes = self.rolls(kinds_of(roll));
        let mut kept = *left;
        for i in 0..9 {
            kept[i] -= roll[i];
        }
        let mut ev = 0.0;
        for (faces, p) in outcomes.iter() {
            let mut a = kept;
            for i in 0..9 {
                a[i] += faces[i];
            }
            ev += p * self.resolve_value(pos, &a);
        }
        ev
    }

    /// The value after resolving, with `left` dice still active.
    pub fn after_value(&mut self, pos: &Pos, left: &[u8; 9]) -> f64 {
        if left.iter().all(|&n| n == 0) {
            return self.end(pos);
        }
        let key = pos.key(left, 1);
        if let Some(v) = self.after_memo.get(key) {
            return v;
        }
        let mut best = self.end(pos);
        for r in Self::rerolls(left) {
            let v = self.reroll_value(pos, left, &r);
            if v > best {
                best = v;
            }
        }
        self.after_memo.insert(key, best);
        best
    }

    /// The expected value of taking and rolling `dice`.
    pub fn take_value(&mut self, pos: &Pos, dice: Counts) -> f64 {
        let outcomes = self.rolls(dice);
        let mut ev = 0.0;
        for (faces, p) in outcomes.iter() {
            ev += p * self.resolve_value(pos, faces);
        }
        ev
    }

    /// The best take from the yard `yard` (three dice, or all if fewer): its
    /// dice and value.
    pub fn best_take(&mut self, pos: &Pos, yard: Counts) -> (Counts, f64) {
        let n = yard.total().min(3) as u8;
        let mut best = (Counts::default(), f64::NEG_INFINITY);
        for g in 0..=n {
            for u in 0..=n - g {
                let c = Counts::new(g, u, n - g - u);
                if !yard.covers(&c) {
                    continue;
                }
                let v = self.take_value(pos, c);
                if v > best.1 {
                    best = (c, v);
                }
            }
        }
        best
    }

    pub fn active_of(faces: &[Face]) -> [u8; 9] {
        counts_of(faces)
    }
}

/// Dice kinds of a face count.
pub fn kinds(active: &[u8; 9]) -> Counts {
    kinds_of(active)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::die::Rise;

    struct Zero;
    impl Valuer for Zero {
        fn value(&self, _: u8, _: &Cols) -> f64 {
            0.0
        }
    }

    #[test]
    fn the_compact_kinds_match_the_building_heights() {
        let c = content();
        assert_eq!(c.building(Rise::Low).max_height, 2);
        assert_eq!(c.building(Rise::Mid).min_height, 2);
        assert_eq!(c.building(Rise::Mid).max_height, 4);
        assert_eq!(c.building(Rise::High).min_height, 3);
        assert_eq!(c.building(Rise::High).max_height, 6);
        assert_eq!(kind_of(Rise::High, 5), 8);
        assert_eq!(kind_of(Rise::Mid, 4), DEAD);
    }

    #[test]
    fn on_the_last_turn_three_penthouses_on_ready_columns_are_worth_their_points() {
        let z = Zero;
        let mut s = Solver::new(&z, 9, None);
        let mut pos = Pos {
            cols: [0; KINDS],
            tiles: [0; 6],
            six: false,
        };
        pos.cols[M1 + 2] = 3; // three Mid-Rise of three dice
        let v = s.take_value(&pos, Counts::new(0, 0, 3));
        // A Penthouse shows Mid on 2 sides of 6; re-rolls only add to one try.
        assert!(v > 3.0 * 16.0 * (2.0 / 6.0), "{v}");
        assert!(v < 3.0 * 16.0, "{v}");
    }

    #[test]
    fn rolls_sum_to_one() {
        let z = Zero;
        let mut s = Solver::new(&z, 1, None);
        let r = s.rolls(Counts::new(1, 1, 1));
        let t: f64 = r.iter().map(|x| x.1).sum();
        assert!((t - 1.0).abs() < 1e-12);
    }
}
