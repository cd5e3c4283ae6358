//! What a seat (or the public) sees. Nothing in this game is secret: hands lie
//! face up, the exchange pile is face up, and the stage piles are known sets of
//! cards with no order (chance picks one when a card is drawn). So every seat sees
//! the whole position, plus the city's geometry for drawing it. Bots decide from
//! this alone.

use crate::game::{CitiesCoop, Phase};
use serde::Serialize;

pub const CONTENT_NOTE: &str =
    "Card texts, numbers, tile shapes and board grids are our own design, \
made for this adaptation; they are not the printed game's.";

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct PieceView {
    pub letter: char,
    /// Position in piece units, and quarter turns clockwise.
    pub col: u8,
    pub row: u8,
    pub turns: u8,
    pub cost: i32,
    pub revealed: bool,
}

/// A board piece not yet arranged (Scenario 5): its squares as printed, row 0
/// first (`~` water, a letter per district), turned as the page likes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct LoosePiece {
    pub letter: char,
    pub cost: i32,
    pub rows: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Whose view this is; `None` for the public view.
    pub seat: Option<u8>,
    pub to_act: Vec<u8>,
    pub phase: Phase,
    pub note: &'static str,
    pub width: u8,
    pub height: u8,
    pub pieces: Vec<PieceView>,
    /// One string per row: `.` land, `~` water, a space outside every piece.
    pub terrain: Vec<String>,
    /// Per square (`y * width + x`): district id, -1 on water or a face-down piece.
    pub district: Vec<i16>,
    /// Per square: index into `position.tiles`, -1 when empty.
    pub tile_at: Vec<i16>,
    /// Per square: a street along its right edge / bottom edge.
    pub street_right: Vec<bool>,
    pub street_down: Vec<bool>,
    /// Cards left in stage piles I, II, III.
    pub pile_sizes: Vec<u8>,
    /// Tiles each district needs to end this milestone, and why it cannot end
    /// now (`None`: it can).
    pub tiles_needed: u8,
    pub end_blocked: Option<dice::Said>,
    /// What an exchange costs the active seat now (news and roles change it).
    pub exchange_cost: i32,
    /// Scenario 5 while arranging: the drawn pieces still to place.
    pub to_place: Vec<LoosePiece>,
    /// The whole position (all public): hands, bars, tiles, piles as sets.
    pub position: CitiesCoop,
}

impl View {
    pub fn of(g: &CitiesCoop, seat: Option<u8>) -> View {
        let geo = g.geo();
        let c = crate::content::content();
        let l = g.layout();
        View {
            seat,
            to_act: g.to_act(),
            phase: g.phase(),
            note: CONTENT_NOTE,
            width: geo.width as u8,
            height: geo.height as u8,
            pieces: l
                .pieces
                .iter()
                .enumerate()
                .map(|(i, p)| PieceView {
                    letter: c.pieces[p.piece].letter,
                    col: p.col as u8,
                    row: p.row as u8,
                    turns: p.turns,
                    cost: c.pieces[p.piece].cost,
                    revealed: g.revealed()[i],
                })
                .collect(),
            terrain: (0..geo.height)
                .map(|y| {
                    (0..geo.width)
                        .map(|x| {
                            let cell = y * geo.width + x;
                            if geo.piece_at[cell] < 0 {
                                ' '
                            } else if geo.land[cell] {
                                '.'
                            } else {
                                '~'
                            }
                        })
                        .collect()
                })
                .collect(),
            district: g
                .districts()
                .iter()
                .map(|&d| {
                    if d == crate::board::NONE {
                        -1
                    } else {
                        d as i16
                    }
                })
                .collect(),
            tile_at: {
                let mut v = vec![-1i16; geo.cells()];
                for (i, t) in g.tiles().iter().enumerate() {
                    for &x in &t.cells {
                        v[x as usize] = i as i16;
                    }
                }
                v
            },
            street_right: geo.street_right.clone(),
            street_down: geo.street_down.clone(),
            pile_sizes: g.piles().iter().map(|p| p.len() as u8).collect(),
            tiles_needed: g.tiles_needed() as u8,
            end_blocked: g.can_end_milestone().err(),
            exchange_cost: g.exchange_cost(g.active()),
            to_place: g
                .to_arrange()
                .iter()
                .map(|&i| {
                    let p = &c.pieces[i as usize];
                    LoosePiece {
                        letter: p.letter,
                        cost: p.cost,
                        rows: p.rows.iter().map(|r| r.iter().collect()).collect(),
                    }
                })
                .collect(),
            position: g.clone(),
        }
    }
}
