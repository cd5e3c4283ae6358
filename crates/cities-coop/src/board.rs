//! The city's geometry for one layout: where each piece lies (rotated), which
//! squares are land, the streets between squares, and how districts join across
//! the seams between revealed pieces.
//!
//! Squares are numbered `y * width + x`. Streets run along the edges between
//! squares: inside a piece between squares of different districts; on a seam
//! between two pieces everywhere except the two middle squares of the edge, where
//! the facing districts join once both pieces are revealed.

use crate::content::{content, Layout, Placed, PIECE};
use serde::Serialize;
use std::sync::{Arc, OnceLock};

/// No district (water, a face-down piece, or outside the pieces).
pub const NONE: u8 = u8::MAX;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct BoardMap {
    pub width: usize,
    pub height: usize,
    /// Layout piece index per square, or -1 outside every piece.
    pub piece_at: Vec<i8>,
    pub land: Vec<bool>,
    /// Local district per square: layout piece × 4 + district letter; NONE on water.
    pub local: Vec<u8>,
    /// A street along the square's right edge / bottom edge.
    pub street_right: Vec<bool>,
    pub street_down: Vec<bool>,
    /// Seams between layout pieces: (piece i, piece j, local district of i, of j)
    /// that join when both are revealed.
    pub seams: Vec<(usize, usize, u8, u8)>,
    /// Problems found while building (checked by the tests): a seam pairing land
    /// with water, or a gap that is not one district a side.
    pub faults: Vec<String>,
}

impl BoardMap {
    #[inline(always)]
    pub fn cells(&self) -> usize {
        self.width * self.height
    }
    #[inline(always)]
    pub fn xy(&self, cell: usize) -> (usize, usize) {
        (cell % self.width, cell / self.width)
    }
    #[inline(always)]
    pub fn at(&self, x: i32, y: i32) -> Option<usize> {
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return None;
        }
        Some(y as usize * self.width + x as usize)
    }
    /// Orthogonal neighbours of a square.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (x, y) = self.xy(cell);
        let (x, y) = (x as i32, y as i32);
        [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            .into_iter()
            .filter_map(move |(a, b)| self.at(a, b))
    }
    /// Is there a street between two orthogonally adjacent squares?
    #[inline(always)]
    pub fn street_between(&self, a: usize, b: usize) -> bool {
        // Slices: at opt-level "z" a `Vec` index stays a call, and this is on
        // the footprint search's hot path (`street_across`).
        let (lo, hi) = (a.min(b), a.max(b));
        if hi == lo + 1 {
            self.street_right.as_slice()[lo]
        } else {
            self.street_down.as_slice()[lo]
        }
    }
    /// Are these two squares orthogonal neighbours with a street between them?
    #[inline(always)]
    pub fn street_across(&self, a: usize, b: usize) -> bool {
        let ((ax, ay), (bx, by)) = (self.xy(a), self.xy(b));
        ax.abs_diff(bx) + ay.abs_diff(by) == 1 && self.street_between(a, b)
    }

    /// District per square for the revealed pieces: the smallest local district id
    /// of each joined group; NONE on water and face-down pieces.
    pub fn districts(&self, revealed: &[bool]) -> Vec<u8> {
        let mut parent: Vec<u8> = (0..64).collect();
        fn find(p: &mut [u8], x: u8) -> u8 {
            let mut r = x;
            while p[r as usize] != r {
                r = p[r as usize];
            }
            p[x as usize] = r;
            r
        }
        for &(i, j, a, b) in &self.seams {
            if revealed[i] && revealed[j] {
                let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                let (lo, hi) = (ra.min(rb), ra.max(rb));
                parent[hi as usize] = lo;
            }
        }
        (0..self.cells())
            .map(|c| {
                let p = self.piece_at[c];
                if p < 0 || !revealed[p as usize] || !self.land[c] {
                    NONE
                } else {
                    find(&mut parent, self.local[c])
                }
            })
            .collect()
    }
}

/// Which original square of a piece lies at (r, c) after `turns` quarter turns
/// clockwise (a turn maps (r, c) to (c, 7 − r)).
fn source(r: usize, c: usize, turns: u8) -> (usize, usize) {
    let (mut r, mut c) = (r, c);
    for _ in 0..turns {
        let (or, oc) = (PIECE - 1 - c, r);
        r = or;
        c = oc;
    }
    (r, c)
}

/// The square of a placed piece at (r, c) of its 8 × 8 area: a district letter
/// or `~`.
pub fn square(p: &Placed, r: usize, c: usize) -> char {
    let (sr, sc) = source(r, c, p.turns);
    content().pieces[p.piece].rows[sr][sc]
}

pub fn build(layout: &Layout) -> BoardMap {
    let c = content();
    let cols = layout.pieces.iter().map(|p| p.col + 1).max().unwrap_or(1);
    let rows = layout.pieces.iter().map(|p| p.row + 1).max().unwrap_or(1);
    let (width, height) = (cols * PIECE, rows * PIECE);
    let n = width * height;
    let mut piece_at = vec![-1i8; n];
    let mut land = vec![false; n];
    let mut local = vec![NONE; n];
    for (i, p) in layout.pieces.iter().enumerate() {
        let piece = &c.pieces[p.piece];
        for r in 0..PIECE {
            for col in 0..PIECE {
                let (sr, sc) = source(r, col, p.turns);
                let ch = piece.rows[sr][sc];
                let cell = (p.row * PIECE + r) * width + p.col * PIECE + col;
                piece_at[cell] = i as i8;
                if ch != '~' {
                    land[cell] = true;
                    local[cell] = (i * 4 + (ch as u8 - b'a') as usize) as u8;
                }
            }
        }
    }
    let mut street_right = vec![false; n];
    let mut street_down = vec![false; n];
    let mut seams = Vec::new();
    let mut faults = Vec::new();
    for cell in 0..n {
        let (x, y) = (cell % width, cell / width);
        for (dx, dy) in [(1usize, 0usize), (0, 1)] {
            let (nx, ny) = (x + dx, y + dy);
            if nx >= width || ny >= height {
                continue;
            }
            let other = ny * width + nx;
            let (pa, pb) = (piece_at[cell], piece_at[other]);
            if pa < 0 || pb < 0 {
                continue;
            }
            let street = if pa == pb {
                land[cell] && land[other] && local[cell] != local[other]
            } else {
                if land[cell] != land[other] {
                    faults.push(format!("seam at ({x},{y}) pairs land with water"));
                }
                // Position along the seam, within the piece edge.
                let along = if dx == 1 { y % PIECE } else { x % PIECE };
                let gap = along == 3 || along == 4;
                if gap {
                    if !(land[cell] && land[other]) {
                        faults.push(format!("seam gap at ({x},{y}) is not land"));
                    } else {
                        let s = (pa as usize, pb as usize, local[cell], local[other]);
                        if !seams.contains(&s) {
                            seams.push(s);
                        }
                    }
                }
                land[cell] && land[other] && !gap
            };
            if dx == 1 {
                street_right[cell] = street;
            } else {
                street_down[cell] = street;
            }
        }
    }
    // Each seam's gap must join exactly one district a side.
    for i in 0..seams.len() {
        for j in 0..i {
            let (a, b) = (seams[i], seams[j]);
            if (a.0, a.1) == (b.0, b.1) {
                faults.push(format!(
                    "the seam between pieces {} and {} joins two districts a side",
                    a.0, a.1
                ));
            }
        }
    }
    BoardMap {
        width,
        height,
        piece_at,
        land,
        local,
        street_right,
        street_down,
        seams,
        faults,
    }
}

/// A layout and its geometry, shared by the positions of one game.
#[derive(Debug)]
pub struct Board {
    pub layout: Layout,
    pub geo: BoardMap,
}

/// The geometry follows from the layout: compared and hashed by the layout.
impl PartialEq for Board {
    fn eq(&self, o: &Board) -> bool {
        self.layout == o.layout
    }
}
impl Eq for Board {}
impl std::hash::Hash for Board {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.layout.hash(h)
    }
}

impl Board {
    pub fn new(layout: Layout) -> Arc<Board> {
        let geo = build(&layout);
        Arc::new(Board { layout, geo })
    }
}

/// Board of every fixed layout, built once, in the order of [`crate::content::Content::layouts`].
pub fn fixed(layout_index: usize) -> Arc<Board> {
    static BOARDS: OnceLock<Vec<Arc<Board>>> = OnceLock::new();
    BOARDS.get_or_init(|| content().layouts.iter().cloned().map(Board::new).collect())[layout_index]
        .clone()
}

/// The arrangement with `piece` added at (col, row) (−1 allowed), shifted so
/// that the top-left piece is at (0, 0); the first piece goes to (0, 0).
pub fn joined(placed: &[Placed], piece: usize, (col, row): (i32, i32), turns: u8) -> Vec<Placed> {
    let (col, row) = if placed.is_empty() {
        (0, 0)
    } else {
        (col, row)
    };
    let (dc, dr) = ((-col).max(0) as usize, (-row).max(0) as usize);
    let mut out: Vec<Placed> = placed
        .iter()
        .map(|p| Placed {
            col: p.col + dc,
            row: p.row + dr,
            ..p.clone()
        })
        .collect();
    out.push(Placed {
        piece,
        col: (col + dc as i32) as usize,
        row: (row + dr as i32) as usize,
        turns,
    });
    out
}

/// Positions (piece units, −1 allowed) next to the arranged pieces: where the
/// next piece may go ((0, 0) when there is none yet).
pub fn arrange_positions(placed: &[Placed]) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for p in placed {
        let (c, r) = (p.col as i32, p.row as i32);
        for at in [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)] {
            if !out.contains(&at) && !placed.iter().any(|q| (q.col as i32, q.row as i32) == at) {
                out.push(at);
            }
        }
    }
    if placed.is_empty() {
        out.push((0, 0));
    }
    out
}

/// Why `new` may not join the pieces already arranged (Scenario 5), as a code the page
/// words, or `Ok`:
/// its square must be free and share an edge with one of them (the first goes
/// anywhere), and along every shared edge land must meet land and water meet
/// water, with land at both seam gaps. Positions may be −1 (left of or above
/// the arrangement).
pub fn arrange_fault(
    placed: &[Placed],
    piece: usize,
    (col, row): (i32, i32),
    turns: u8,
) -> Result<(), &'static str> {
    if turns > 3 {
        return Err("bad-turns");
    }
    if placed.is_empty() {
        return Ok(());
    }
    let probe = Placed {
        piece,
        col: 0,
        row: 0,
        turns,
    };
    let mut touches = false;
    for p in placed {
        let (dc, dr) = (p.col as i32 - col, p.row as i32 - row);
        if (dc, dr) == (0, 0) {
            return Err("piece-there");
        }
        if dc.abs() + dr.abs() != 1 {
            continue;
        }
        touches = true;
        for k in 0..PIECE {
            // The new piece's edge square and the neighbour's facing square.
            let (a, b) = match (dc, dr) {
                (1, _) => ((k, PIECE - 1), (k, 0)),
                (-1, _) => ((k, 0), (k, PIECE - 1)),
                (_, 1) => ((PIECE - 1, k), (0, k)),
                _ => ((0, k), (PIECE - 1, k)),
            };
            let x = square(&probe, a.0, a.1);
            let y = square(p, b.0, b.1);
            if (x == '~') != (y == '~') {
                return Err("land-meets-water");
            }
            if (k == 3 || k == 4) && x == '~' {
                return Err("edge-middle-water");
            }
        }
    }
    if !touches {
        return Err("must-touch");
    }
    Ok(())
}

/// Are two layout pieces side by side?
pub fn pieces_adjacent(layout: &Layout, i: usize, j: usize) -> bool {
    let (a, b) = (&layout.pieces[i], &layout.pieces[j]);
    a.col.abs_diff(b.col) + a.row.abs_diff(b.row) == 1
}
