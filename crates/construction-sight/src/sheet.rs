//! The sheet's geometry: a 10×10 city, the forty park spaces around it (one at
//! each end of every row and column) and the line of cells each one looks along.
//! Also the beginner sheet's printed goals, read from `data/beginner.txt`.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

pub const SIZE: usize = 10;
pub const CELLS: usize = SIZE * SIZE;
pub const PARKS: usize = 4 * SIZE;

/// A side of the city, in the order the setup visits them (clockwise from the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Side {
    Top,
    Right,
    Bottom,
    Left,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];

    pub fn name(self) -> &'static str {
        match self {
            Side::Top => "top",
            Side::Right => "right",
            Side::Bottom => "bottom",
            Side::Left => "left",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Park spaces are numbered `side × 10 + index`, where the index counts columns
/// from the left (top and bottom) or rows from the top (left and right).
pub fn park_side(park: usize) -> Side {
    Side::ALL[park / SIZE]
}

pub fn park_index(park: usize) -> usize {
    park % SIZE
}

pub fn cell(row: usize, col: usize) -> usize {
    row * SIZE + col
}

pub fn row_of(cell: usize) -> usize {
    cell / SIZE
}

pub fn col_of(cell: usize) -> usize {
    cell % SIZE
}

/// The cells a park space looks along, nearest first.
pub fn line(park: usize) -> &'static [u8; SIZE] {
    &lines()[park]
}

fn lines() -> &'static [[u8; SIZE]; PARKS] {
    static LINES: OnceLock<[[u8; SIZE]; PARKS]> = OnceLock::new();
    LINES.get_or_init(|| {
        let mut all = [[0u8; SIZE]; PARKS];
        for (p, l) in all.iter_mut().enumerate() {
            let i = park_index(p);
            for (k, c) in l.iter_mut().enumerate() {
                *c = match park_side(p) {
                    Side::Top => cell(k, i),
                    Side::Right => cell(i, SIZE - 1 - k),
                    Side::Bottom => cell(SIZE - 1 - k, i),
                    Side::Left => cell(i, k),
                } as u8;
            }
        }
        all
    })
}

/// The park spaces whose lines pass through `cell`: two per side pair (its
/// column seen from top and bottom, its row seen from left and right).
pub fn parks_through(cell: usize) -> [usize; 4] {
    let (r, c) = (row_of(cell), col_of(cell));
    [c, SIZE + r, 2 * SIZE + c, 3 * SIZE + r]
}

/// The orthogonal neighbours of a cell inside the city.
pub fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (table, count) = &NEIGHBOURS;
    table[cell][..count[cell] as usize]
        .iter()
        .map(|&c| c as usize)
}

/// Worked out once at compile time: the bots ask for neighbours millions of times.
static NEIGHBOURS: ([[u8; 4]; CELLS], [u8; CELLS]) = neighbour_table();

const fn neighbour_table() -> ([[u8; 4]; CELLS], [u8; CELLS]) {
    let mut table = [[0u8; 4]; CELLS];
    let mut count = [0u8; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (r, k) = (c / SIZE, c % SIZE);
        let mut n = 0;
        if r > 0 {
            table[c][n] = (c - SIZE) as u8;
            n += 1;
        }
        if k + 1 < SIZE {
            table[c][n] = (c + 1) as u8;
            n += 1;
        }
        if r + 1 < SIZE {
            table[c][n] = (c + SIZE) as u8;
            n += 1;
        }
        if k > 0 {
            table[c][n] = (c - 1) as u8;
            n += 1;
        }
        count[c] = n as u8;
        c += 1;
    }
    (table, count)
}

/// One printed goal of the beginner sheet and whether our copy shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintedGoal {
    pub goal: u8,
    pub reconstructed: bool,
}

/// `data/beginner.txt` as a table, made by `build.rs` (which refuses a badly
/// formed file, so a bad edit fails the build rather than quietly).
static BEGINNER: [PrintedGoal; PARKS] = include!(concat!(env!("OUT_DIR"), "/beginner.rs"));

/// The beginner sheet's forty goals in park order.
pub fn beginner() -> &'static [PrintedGoal; PARKS] {
    &BEGINNER
}

pub fn beginner_goals() -> [u8; PARKS] {
    let mut g = [0; PARKS];
    for (x, p) in g.iter_mut().zip(beginner().iter()) {
        *x = p.goal;
    }
    g
}

/// The reader `build.rs` mirrors, kept to check its table.
#[cfg(test)]
fn parse_beginner(text: &str) -> Result<[PrintedGoal; PARKS], String> {
    let mut out = [PrintedGoal {
        goal: 0,
        reconstructed: false,
    }; PARKS];
    let mut seen = [false; 4];
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let name = words.next().unwrap_or_default();
        let side = Side::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or(format!("unknown side {name}"))?;
        let values: Vec<&str> = words.collect();
        if values.len() != SIZE {
            return Err(format!("{name}: {} goals, not ten", values.len()));
        }
        for (i, v) in values.iter().enumerate() {
            let reconstructed = v.ends_with('?');
            let goal: u8 = v
                .trim_end_matches('?')
                .parse()
                .map_err(|_| format!("{name}: bad goal {v}"))?;
            if !(1..=6).contains(&goal) {
                return Err(format!("{name}: goal {goal} is not 1 to 6"));
            }
            out[side.index() * SIZE + i] = PrintedGoal {
                goal,
                reconstructed,
            };
        }
        seen[side.index()] = true;
    }
    if seen.iter().all(|&s| s) {
        Ok(out)
    } else {
        Err("a side is missing".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_table_matches_the_data_file() {
        let text = include_str!("../data/beginner.txt");
        assert_eq!(&parse_beginner(text).expect("well formed"), beginner());
    }

    #[test]
    fn beginner_sheet_reads_and_marks_reconstructed_values() {
        let s = beginner();
        assert_eq!(s[0].goal, 2);
        assert!(!s[3].reconstructed && s[4].reconstructed);
        // Bottom: only columns 2–5 (1-based) are legible.
        assert!(s[20].reconstructed && !s[21].reconstructed && s[25].reconstructed);
        assert_eq!(&beginner_goals()[20..25], &[1, 1, 2, 1, 5]);
    }

    #[test]
    fn lines_start_at_their_park_space() {
        assert_eq!(line(0)[0], 0); // top of column 0
        assert_eq!(line(10)[0], 9); // right end of row 0
        assert_eq!(line(20)[0], 90); // bottom of column 0
        assert_eq!(line(39)[9], 99); // left of row 9 looks to its right end
        assert_eq!(parks_through(23), [3, 12, 23, 32]);
    }
}
