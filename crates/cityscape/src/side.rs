//! The board's four sides and the lines of lots seen from each.
//!
//! Lots are numbered 0–15 row by row in the top-down picture: `lot = row * 4 + col`,
//! row 0 at the North edge, col 0 at the West edge. Players sit clockwise South,
//! West, North, East. From any side, line 0 is the leftmost as the player faces the
//! board, and each line lists its lots nearest first.

use serde::{Deserialize, Serialize};

pub const LINES_PER_SIDE: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Side {
    South = 0,
    West = 1,
    North = 2,
    East = 3,
}

pub const SIDES: [Side; 4] = [Side::South, Side::West, Side::North, Side::East];

/// `LINES[side][line]` = the lots of that line, nearest first.
pub const LINES: [[[u8; 4]; 4]; 4] = {
    let mut t = [[[0u8; 4]; 4]; 4];
    let mut k = 0;
    while k < 4 {
        let mut d = 0;
        while d < 4 {
            let kk = k as u8;
            let dd = d as u8;
            // South looks north up column k; West looks east along row k;
            // North looks south down column 3-k; East looks west along row 3-k.
            t[0][k][d] = (3 - dd) * 4 + kk;
            t[1][k][d] = kk * 4 + dd;
            t[2][k][d] = dd * 4 + (3 - kk);
            t[3][k][d] = (3 - kk) * 4 + (3 - dd);
            d += 1;
        }
        k += 1;
    }
    t
};

impl Side {
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Side {
        SIDES[i % 4]
    }

    /// The side's id, as the page reads it (serde's name): the page words it.
    pub fn id(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::West => "west",
            Side::North => "north",
            Side::East => "east",
        }
    }

    pub fn line(self, k: usize) -> [u8; 4] {
        LINES[self.index()][k]
    }

    /// Which of this side's lines passes through `lot`.
    pub fn line_of(self, lot: u8) -> usize {
        let (row, col) = ((lot / 4) as usize, (lot % 4) as usize);
        match self {
            Side::South => col,
            Side::West => row,
            Side::North => 3 - col,
            Side::East => 3 - row,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_side_sees_every_lot_exactly_once() {
        for side in SIDES {
            let mut seen = [0; 16];
            for k in 0..4 {
                for lot in side.line(k) {
                    seen[lot as usize] += 1;
                    assert_eq!(side.line_of(lot), k);
                }
            }
            assert!(seen.iter().all(|&n| n == 1));
        }
    }

    #[test]
    fn lines_start_at_the_players_edge_and_run_left_to_right() {
        // South's leftmost line is the West column, nearest lot at the South edge.
        assert_eq!(Side::South.line(0), [12, 8, 4, 0]);
        // West faces east: the left hand points north.
        assert_eq!(Side::West.line(0), [0, 1, 2, 3]);
        // North faces south: the left hand points east.
        assert_eq!(Side::North.line(0), [3, 7, 11, 15]);
        // East faces west: the left hand points south.
        assert_eq!(Side::East.line(0), [15, 14, 13, 12]);
    }

    #[test]
    fn opposite_players_look_down_the_same_lines_from_opposite_ends() {
        for k in 0..4 {
            let mut s = Side::South.line(k);
            s.reverse();
            assert_eq!(s, Side::North.line(3 - k));
            let mut w = Side::West.line(k);
            w.reverse();
            assert_eq!(w, Side::East.line(3 - k));
        }
    }
}
