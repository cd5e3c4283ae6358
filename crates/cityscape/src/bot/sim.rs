//! A compact board for playouts: heights, supply and whose turn, nothing else.

use crate::code::line_points;
use crate::side::{LINES, SIDES};
use crate::view::View;
use dice::DiceRng;

/// Codes per side (South, West, North, East); 0 where a side has no goals.
pub type Goals = [[u8; 4]; 4];

#[derive(Clone, Copy, Debug)]
pub struct Sim {
    pub heights: [u8; 16],
    pub supply: [u8; 5],
    pub max: u8,
    pub left: u8,
    pub to_move: u8,
    pub players: u8,
    /// Owner of each side, or `NOBODY`.
    pub owner: [u8; 4],
}

pub const NOBODY: u8 = u8::MAX;

impl Sim {
    pub fn from_view(v: &View) -> Sim {
        let mut owner = [NOBODY; 4];
        for (i, o) in v.sides.iter().enumerate() {
            owner[i] = o.unwrap_or(NOBODY);
        }
        let left: u8 = v.supply.iter().sum();
        Sim {
            heights: v.heights,
            supply: v.supply,
            max: v.heights.iter().copied().max().unwrap_or(0),
            left,
            to_move: ((v.first_builder as usize + v.placements.len()) % v.players as usize) as u8,
            players: v.players,
            owner,
        }
    }

    /// An empty board at the start of building.
    pub fn empty(players: u8, first: u8, owner: [u8; 4]) -> Sim {
        Sim {
            heights: [0; 16],
            supply: crate::content::full_supply(),
            max: 0,
            left: crate::content::BLOCKS,
            to_move: first,
            players,
            owner,
        }
    }

    pub fn done(&self) -> bool {
        self.left == 0
    }

    pub fn place(&mut self, lot: u8, height: u8) {
        let h = &mut self.heights[lot as usize];
        *h += height;
        self.max = self.max.max(*h);
        self.supply[height as usize - 1] -= 1;
        self.left -= 1;
        self.to_move = (self.to_move + 1) % self.players;
    }

    pub fn line(&self, side: usize, k: usize) -> [u8; 4] {
        LINES[side][k].map(|lot| self.heights[lot as usize])
    }

    pub fn side_points(&self, side: usize, codes: &[u8; 4]) -> i32 {
        (0..4)
            .map(|k| line_points(self.line(side, k), codes[k], self.max))
            .sum()
    }

    pub fn seat_points(&self, seat: u8, goals: &Goals) -> i32 {
        (0..4)
            .filter(|&s| self.owner[s] == seat)
            .map(|s| self.side_points(s, &goals[s]))
            .sum()
    }

    pub fn heights_available(&self) -> impl Iterator<Item = u8> + '_ {
        (1..=5u8).filter(|h| self.supply[*h as usize - 1] > 0)
    }

    pub fn moves(&self) -> Vec<(u8, u8)> {
        let mut v = Vec::with_capacity(80);
        for lot in 0..16 {
            for h in self.heights_available() {
                v.push((lot, h));
            }
        }
        v
    }

    pub fn random_move(&self, rng: &mut DiceRng) -> (u8, u8) {
        let hs: Vec<u8> = self.heights_available().collect();
        (rng.below(16) as u8, hs[rng.index(hs.len())])
    }

    /// The move that most raises `seat`'s score if the round ended now; ties broken
    /// at random.
    pub fn greedy_move(&self, seat: u8, goals: &Goals, rng: &mut DiceRng) -> (u8, u8) {
        let mut best = i32::MIN;
        let mut pick = (0, 1);
        let mut ties = 0u64;
        for lot in 0..16u8 {
            for h in self.heights_available() {
                let mut next = *self;
                next.place(lot, h);
                let p = next.seat_points(seat, goals);
                if p > best {
                    best = p;
                    pick = (lot, h);
                    ties = 1;
                } else if p == best {
                    ties += 1;
                    if rng.below(ties) == 0 {
                        pick = (lot, h);
                    }
                }
            }
        }
        pick
    }

    /// Plays the round out: each seat greedy for its own goals, at random a quarter
    /// of the time.
    pub fn playout(&mut self, goals: &Goals, rng: &mut DiceRng) {
        while !self.done() {
            let (lot, h) = if rng.chance(0.25) {
                self.random_move(rng)
            } else {
                self.greedy_move(self.to_move, goals, rng)
            };
            self.place(lot, h);
        }
    }
}

/// The seat's own goals from its view, as a `Goals` table.
pub fn own_goals(v: &View) -> Goals {
    let mut g = [[0; 4]; 4];
    for sg in &v.my_goals {
        let side = SIDES.iter().position(|s| *s == sg.side).unwrap_or(0);
        for (k, c) in sg.codes.iter().take(4).enumerate() {
            g[side][k] = *c;
        }
    }
    g
}
