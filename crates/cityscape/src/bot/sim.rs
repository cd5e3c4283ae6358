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

/// `WHERE[side][lot]` = (the side's line through `lot`, its depth in that line).
const WHERE: [[(u8, u8); 16]; 4] = {
    let mut t = [[(0u8, 0u8); 16]; 4];
    let mut s = 0;
    while s < 4 {
        let mut k = 0;
        while k < 4 {
            let mut d = 0;
            while d < 4 {
                t[s][LINES[s][k][d] as usize] = (k as u8, d as u8);
                d += 1;
            }
            k += 1;
        }
        s += 1;
    }
    t
};

impl Sim {
    pub fn from_view(v: &View) -> Sim {
        let owner = owners(v);
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

    #[inline(always)] // the hard bot's inner loop; at opt-level 2 it stayed a call
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

    fn heights_list(&self) -> ([u8; 5], usize) {
        let mut hs = [0u8; 5];
        let mut n = 0;
        for h in 1..=5u8 {
            if self.supply[h as usize - 1] > 0 {
                hs[n] = h;
                n += 1;
            }
        }
        (hs, n)
    }

    pub fn moves(&self) -> Vec<(u8, u8)> {
        let (hs, n) = self.heights_list();
        (0..16u8)
            .flat_map(|lot| hs[..n].iter().map(move |&h| (lot, h)))
            .collect()
    }

    pub fn random_move(&self, rng: &mut DiceRng) -> (u8, u8) {
        let (hs, n) = self.heights_list();
        (rng.below(16) as u8, hs[rng.index(n)])
    }

    /// `seat`'s points if the round ended after each move: `f(lot, height, points)`
    /// for every move, computed from the one line per side that the move changes.
    #[inline]
    pub fn each_move_points(&self, seat: u8, goals: &Goals, mut f: impl FnMut(u8, u8, i32)) {
        let mut sides = [0usize; 4];
        let mut ns = 0;
        for s in 0..4 {
            if self.owner[s] == seat {
                sides[ns] = s;
                ns += 1;
            }
        }
        let sides = &sides[..ns];
        // Points per owned line now, the total, and the total without code-6 lines
        // (which all fail when a move makes a new, unique tallest building).
        let mut now = [[0i32; 4]; 4];
        let mut total = 0;
        let mut non6 = 0;
        for (i, &s) in sides.iter().enumerate() {
            for k in 0..4 {
                let p = line_points(self.line(s, k), goals[s][k], self.max);
                now[i][k] = p;
                total += p;
                if goals[s][k] != 6 {
                    non6 += p;
                }
            }
        }
        let (hs, nh) = self.heights_list();
        for lot in 0..16u8 {
            let cur = self.heights[lot as usize];
            for &h in &hs[..nh] {
                let tall = cur + h;
                let mut p = if tall > self.max { non6 } else { total };
                for (i, &s) in sides.iter().enumerate() {
                    let (k, d) = WHERE[s][lot as usize];
                    let (k, d) = (k as usize, d as usize);
                    let mut line = self.line(s, k);
                    line[d] = tall;
                    let code = goals[s][k];
                    let old = if tall > self.max && code == 6 {
                        0
                    } else {
                        now[i][k]
                    };
                    p += line_points(line, code, self.max.max(tall)) - old;
                }
                f(lot, h, p);
            }
        }
    }

    /// The move that most raises `seat`'s score if the round ended now; ties broken
    /// at random.
    pub fn greedy_move(&self, seat: u8, goals: &Goals, rng: &mut DiceRng) -> (u8, u8) {
        let mut best = Best::new(i32::MIN, (0, 1));
        self.each_move_points(seat, goals, |lot, h, p| best.offer(p, (lot, h), rng));
        best.pick
    }

    /// Plays the round out: each seat greedy for its own goals, at random with
    /// chance `epsilon`.
    pub fn playout(&mut self, goals: &Goals, epsilon: f64, rng: &mut DiceRng) {
        let policy = Policy {
            me: NOBODY,
            mine: epsilon,
            others: epsilon,
            endgame: 0,
            outlook: Outlook::round(1.0),
        };
        self.run(goals, &policy, rng)
    }

    /// Plays the round out as `policy` says.
    pub fn run(&mut self, goals: &Goals, policy: &Policy, rng: &mut DiceRng) {
        while !self.done() {
            let (lot, h) = if self.left <= policy.endgame {
                self.best_reply(goals, &policy.outlook, rng)
            } else {
                let epsilon = if self.to_move == policy.me {
                    policy.mine
                } else {
                    policy.others
                };
                if epsilon >= 1.0 || rng.chance(epsilon) {
                    self.random_move(rng)
                } else {
                    self.greedy_move(self.to_move, goals, rng)
                }
            };
            self.place(lot, h);
        }
    }

    /// The move that, were the round to end right after it, is worth most to
    /// the mover as `outlook` values it (every seat judged alike); ties broken
    /// at random. The round's last placement is exactly such a move.
    pub fn best_reply(&self, goals: &Goals, outlook: &Outlook, rng: &mut DiceRng) -> (u8, u8) {
        let mover = self.to_move;
        let mut moves = [(0u8, 0u8); 80];
        let mut points = [[0i32; 80]; 4];
        let mut n = 0;
        for seat in 0..self.players {
            let mut i = 0;
            self.each_move_points(seat, goals, |lot, h, p| {
                moves[i] = (lot, h);
                points[seat as usize][i] = p;
                i += 1;
            });
            n = i;
        }
        let mut best = Best::new(f64::NEG_INFINITY, moves[0]);
        for (i, &m) in moves.iter().enumerate().take(n) {
            let all = [points[0][i], points[1][i], points[2][i], points[3][i]];
            best.offer(outlook.value(&all[..self.players as usize], mover), m, rng);
        }
        best.pick
    }
}

/// The highest-valued move seen so far, ties broken uniformly at random
/// (reservoir sampling: the k-th tie replaces the pick with chance 1/k).
struct Best<V> {
    value: V,
    pick: (u8, u8),
    ties: u64,
}

impl<V: PartialOrd> Best<V> {
    fn new(value: V, pick: (u8, u8)) -> Self {
        Best {
            value,
            pick,
            ties: 0,
        }
    }

    fn offer(&mut self, value: V, pick: (u8, u8), rng: &mut DiceRng) {
        if value > self.value {
            self.value = value;
            self.pick = pick;
            self.ties = 1;
        } else if value == self.value {
            self.ties += 1;
            if rng.below(self.ties) == 0 {
                self.pick = pick;
            }
        }
    }
}

/// How simulated players place: at random or greedily for their goals, and the
/// round's last few placements as best replies.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// The seat whose chance of placing at random is `mine`; the others' is `others`.
    pub me: u8,
    pub mine: f64,
    pub others: f64,
    /// The last `endgame` placements of the round are [`Sim::best_reply`]s.
    pub endgame: u8,
    /// How a best reply values the end of the round.
    pub outlook: Outlook,
}

/// What the end of a round is worth to a seat: its points less `weight` times
/// its rivals' (a share `best` of the best rival's, the rest their mean), the
/// best rival judged by running total plus this round (`base`: the totals
/// before it, zeros to judge the round alone); in the game's last round, plus
/// `bonus` for finishing ahead of every rival (half on a tie).
#[derive(Clone, Copy, Debug)]
pub struct Outlook {
    pub weight: f64,
    pub best: f64,
    pub base: [i32; 4],
    pub bonus: f64,
}

impl Outlook {
    /// The round alone: own points less `weight` times the rivals' (half the
    /// best rival's, half their mean).
    pub fn round(weight: f64) -> Outlook {
        Outlook {
            weight,
            best: 0.5,
            base: [0; 4],
            bonus: 0.0,
        }
    }

    pub fn value(&self, points: &[i32], seat: u8) -> f64 {
        let seat = seat as usize;
        let mine = points[seat] as f64;
        let own_total = self.base[seat] + points[seat];
        let mut max = i32::MIN;
        let mut sum = 0.0;
        let mut n = 0.0;
        for (s, p) in points.iter().enumerate() {
            if s != seat {
                max = max.max(self.base[s] + p - self.base[seat]);
                sum += *p as f64;
                n += 1.0;
            }
        }
        if n == 0.0 {
            return mine;
        }
        let mut v = mine - self.weight * (self.best * max as f64 + (1.0 - self.best) * sum / n);
        if self.bonus != 0.0 {
            let lead = own_total - (max + self.base[seat]);
            v += self.bonus
                * if lead > 0 {
                    1.0
                } else if lead == 0 {
                    0.5
                } else {
                    0.0
                };
        }
        v
    }
}

/// The owner of each side (South, West, North, East) as the view gives it, or
/// `NOBODY`.
pub fn owners(v: &View) -> [u8; 4] {
    let mut owner = [NOBODY; 4];
    for (o, side) in owner.iter_mut().zip(&v.sides) {
        *o = side.unwrap_or(NOBODY);
    }
    owner
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The incremental move scores equal scoring every resulting board in full.
    #[test]
    fn move_points_match_full_scoring() {
        let mut rng = DiceRng::new(3);
        for players in 2..=4u8 {
            let mut owner = [NOBODY; 4];
            for (s, o) in owner.iter_mut().enumerate() {
                *o = crate::config::owner_of(players, SIDES[s]).unwrap_or(NOBODY);
            }
            for _ in 0..40 {
                let mut sim = Sim::empty(players, 0, owner);
                let goals: Goals = [[0; 4]; 4].map(|r| r.map(|_| 1 + rng.below(6) as u8));
                let steps = rng.below(25);
                for _ in 0..steps {
                    let (lot, h) = sim.random_move(&mut rng);
                    sim.place(lot, h);
                }
                if sim.done() {
                    continue;
                }
                for seat in 0..players {
                    let mut n = 0;
                    sim.each_move_points(seat, &goals, |lot, h, p| {
                        let mut next = sim;
                        next.place(lot, h);
                        assert_eq!(
                            p,
                            next.seat_points(seat, &goals),
                            "{lot} {h} {:?}",
                            sim.heights
                        );
                        n += 1;
                    });
                    assert_eq!(n, sim.moves().len());
                }
            }
        }
    }
}
