//! The bot's compact copy of a sheet: plain arrays, cheap to copy and to try
//! moves on (the engine's [`City`] keeps structure lists the bot does not need).

use crate::city::{City, DoorState};
use crate::sheet::{self, CELLS, PARKS, SIZE};

pub const DOOR_NONE: u8 = 0;
pub const DOOR_OPEN: u8 = 1;
pub const DOOR_FILLED: u8 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// −1 vacant, else the covering structure's height (plazas 0).
    pub height: [i8; CELLS],
    pub door: [u8; CELLS],
    pub rows: [u16; SIZE],
    pub goals: [u8; PARKS],
    pub filled: u8,
}

impl Grid {
    pub fn from_city(c: &City) -> Grid {
        let mut door = [DOOR_NONE; CELLS];
        for (d, s) in door.iter_mut().zip(c.door.iter()) {
            *d = match s {
                DoorState::None => DOOR_NONE,
                DoorState::Unfilled => DOOR_OPEN,
                DoorState::Filled => DOOR_FILLED,
            };
        }
        Grid {
            height: c.height,
            door,
            rows: c.rows,
            goals: c.goals,
            filled: c.filled_doors() as u8,
        }
    }

    pub fn vacant(&self, c: usize) -> bool {
        self.height[c] < 0
    }

    pub fn vacant_count(&self) -> usize {
        self.height.iter().filter(|&&h| h < 0).count()
    }

    pub fn line(&self, park: usize) -> [i8; SIZE] {
        let mut l = [0i8; SIZE];
        for (x, &c) in l.iter_mut().zip(sheet::line(park)) {
            *x = self.height[c as usize];
        }
        l
    }

    pub fn fits(&self, x: usize, y: usize, w: usize, d: usize) -> bool {
        if x + w > SIZE || y + d > SIZE {
            return false;
        }
        let mask = ((1u16 << w) - 1) << x;
        (y..y + d).all(|r| self.rows[r] & mask == 0)
    }

    pub fn put_rect(&mut self, x: usize, y: usize, w: usize, d: usize, h: u8, doors: &[u8]) {
        let mask = ((1u16 << w) - 1) << x;
        for r in y..y + d {
            self.rows[r] |= mask;
            for c in x..x + w {
                self.height[sheet::cell(r, c)] = h as i8;
            }
        }
        for &dc in doors {
            self.door[dc as usize] = DOOR_OPEN;
        }
    }

    pub fn put_plaza(&mut self, cells: &[u8], doors: &[u8]) {
        for &c in cells {
            let c = c as usize;
            self.height[c] = 0;
            self.rows[sheet::row_of(c)] |= 1 << sheet::col_of(c);
        }
        for &d in doors {
            self.door[d as usize] = DOOR_FILLED;
        }
        self.filled += doors.len() as u8;
    }

    /// Back to an engine city (without structure lists), for the drawing helpers.
    pub fn to_city(&self) -> City {
        let mut city = City::new(self.goals);
        city.height = self.height;
        city.rows = self.rows;
        for c in 0..CELLS {
            if self.height[c] >= 0 {
                // Any non-vacant owner will do: the helpers only test vacancy.
                city.owner[c] = 0;
            }
            city.door[c] = match self.door[c] {
                DOOR_OPEN => DoorState::Unfilled,
                DOOR_FILLED => DoorState::Filled,
                _ => DoorState::None,
            };
        }
        city
    }

    /// Unfilled doors with a vacant neighbour (a plaza may still fill them).
    pub fn reachable_doors(&self) -> usize {
        (0..CELLS)
            .filter(|&c| self.door[c] == DOOR_OPEN && sheet::neighbours(c).any(|n| self.vacant(n)))
            .count()
    }

    /// Sizes of the vacant regions.
    pub fn region_sizes(&self, out: &mut Vec<u8>) {
        out.clear();
        let mut seen = [false; CELLS];
        let mut stack: Vec<usize> = Vec::with_capacity(CELLS);
        for s in 0..CELLS {
            if seen[s] || !self.vacant(s) {
                continue;
            }
            seen[s] = true;
            stack.push(s);
            let mut n = 0u8;
            while let Some(c) = stack.pop() {
                n += 1;
                for m in sheet::neighbours(c) {
                    if !seen[m] && self.vacant(m) {
                        seen[m] = true;
                        stack.push(m);
                    }
                }
            }
            out.push(n);
        }
    }
}
