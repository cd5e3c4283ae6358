//! The 4×4 board: which blocks stand on each lot, and the blocks still unplayed.

use crate::content::{full_supply, BLOCKS};
use crate::side::Side;
use serde::Serialize;

pub const LOTS: u8 = 16;

/// A lot's name on the board's edges: its column's letter, A to D from the West
/// edge, then its row's number, 1 to 4 from the South edge ("A1" is the
/// South-West corner).
pub fn lot_name(lot: u8) -> String {
    let (row, col) = (lot / 4, lot % 4);
    [char::from(b'A' + col), char::from(b'0' + 4 - row)]
        .iter()
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    heights: [u8; 16],
    supply: [u8; 5],
    /// Blocks placed this round, in order: (lot, block height).
    placed: Vec<(u8, u8)>,
}

/// One placement, as the page and the bots see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct Placement {
    pub seat: u8,
    pub lot: u8,
    pub height: u8,
}

impl Default for Board {
    fn default() -> Self {
        Board {
            heights: [0; 16],
            supply: full_supply(),
            placed: Vec::new(),
        }
    }
}

impl Board {
    /// Building heights, lot by lot (0 = vacant).
    pub fn heights(&self) -> [u8; 16] {
        self.heights
    }

    /// Blocks of each height (1–5) not yet played.
    pub fn supply(&self) -> [u8; 5] {
        self.supply
    }

    pub fn placed(&self) -> &[(u8, u8)] {
        &self.placed
    }

    pub fn blocks_left(&self) -> u8 {
        self.supply.iter().sum()
    }

    pub fn is_complete(&self) -> bool {
        self.placed.len() == BLOCKS as usize
    }

    pub fn tallest(&self) -> u8 {
        self.heights.iter().copied().max().unwrap_or(0)
    }

    /// The blocks on each lot, bottom first, for drawing.
    pub fn stacks(&self) -> Vec<Vec<u8>> {
        let mut s = vec![Vec::new(); 16];
        for &(lot, h) in &self.placed {
            s[lot as usize].push(h);
        }
        s
    }

    pub fn line_heights(&self, side: Side, k: usize) -> [u8; 4] {
        side.line(k).map(|lot| self.heights[lot as usize])
    }

    /// Callers check legality first (see `Cityscape::apply`).
    pub(crate) fn place(&mut self, lot: u8, height: u8) {
        self.heights[lot as usize] += height;
        self.supply[height as usize - 1] -= 1;
        self.placed.push((lot, height));
    }
}
