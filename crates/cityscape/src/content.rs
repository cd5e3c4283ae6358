//! The block set. Five blocks of each height 1–5: the rulebook says "5 each of 5
//! different heights"; the heights themselves are sourced (spec: a 2003 review).

/// Heights of the block kinds, index `k` holds blocks of height `k + 1`.
pub const BLOCK_HEIGHTS: [u8; 5] = [1, 2, 3, 4, 5];
/// Copies of each height in the box.
pub const COPIES: u8 = 5;
/// All blocks, 25: a round ends when every one is on the board.
pub const BLOCKS: u8 = COPIES * BLOCK_HEIGHTS.len() as u8;

pub fn full_supply() -> [u8; 5] {
    [COPIES; 5]
}
