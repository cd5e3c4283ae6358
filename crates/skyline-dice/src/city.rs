//! One player's skyline: open columns of dice (unfinished buildings, bottom die
//! first) and finished buildings as tiles. Also the build rules: which face may
//! go where, and when a column becomes a tile.

use crate::action::Placement;
use crate::content::content;
use crate::die::{Face, Kind, Rise};
use dice::{GameError, Said};
use serde::Serialize;
use std::hash::{Hash, Hasher};

/// An unfinished building: its number, its type and its dice, bottom first (a
/// Ground Floor die, then Upper Floor dice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Column {
    /// The building's number in its city: its order of founding, from 1. It
    /// keeps it when finished and is never given again, so a number the player
    /// plans with does not move when another building goes.
    pub id: u8,
    pub rise: Rise,
    pub dice: Vec<Kind>,
}

// The state hash leaves the numbers out: it is the checksum of saves written
// before buildings had them, and the numbers follow from the history it covers.
impl Hash for Column {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.rise.hash(h);
        self.dice.hash(h);
    }
}

impl Column {
    pub fn height(&self) -> u8 {
        self.dice.len() as u8
    }

    /// At its greatest height without its top: no die can ever finish it (it
    /// scores 0 unless demolished).
    pub fn stuck(&self) -> bool {
        self.height() >= content().building(self.rise).max_height
    }
}

/// A finished building.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Tile {
    /// The number it had under construction.
    pub id: u8,
    pub height: u8,
    pub rise: Rise,
}

impl Hash for Tile {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.height.hash(h);
        self.rise.hash(h);
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct City {
    pub columns: Vec<Column>,
    pub tiles: Vec<Tile>,
    /// Buildings founded so far: the next one is number `founded + 1`.
    pub founded: u8,
}

impl Hash for City {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.columns.hash(h);
        self.tiles.hash(h);
    }
}

/// An action names a building by its number or by its place (as saves from
/// before the numbers do), never both.
pub const BOTH: &str = "name a building by its number or by its place, not both";

/// Why `face` cannot go on top of `col` (a code the page words), or `None` when it can.
pub fn refuse_on(col: &Column, face: Face) -> Option<Said> {
    let spec = content().building(col.rise);
    let Some(rise) = face.rise() else {
        return Some(Said::new("blank-side"));
    };
    if face.kind() == Kind::Ground {
        return Some(Said::new("ground-on-top"));
    }
    if rise != col.rise {
        return Some(
            Said::new("wrong-rise")
                .code("rise", rise.id())
                .code("on", col.rise.id()),
        );
    }
    let next = col.height() + 1;
    if next > spec.max_height {
        return Some(
            Said::new("too-high")
                .code("rise", col.rise.id())
                .num("max", spec.max_height),
        );
    }
    if face.kind() == Kind::Penthouse && next < spec.min_height {
        return Some(
            Said::new("under-minimum")
                .code("rise", col.rise.id())
                .num("height", next)
                .num("min", spec.min_height),
        );
    }
    None
}

/// Does `face` finish a building when put on `col` (checked legal)?
pub fn finishes(col: &Column, face: Face) -> bool {
    match col.rise {
        Rise::Low => face.kind() == Kind::Upper,
        Rise::Mid | Rise::High => face.kind() == Kind::Penthouse,
    }
}

/// A Build action worked out step by step: columns as they stand, and which of
/// them got finished by this build (they take no more dice).
#[derive(Clone, Debug)]
pub struct BuildPlan {
    pub columns: Vec<Column>,
    pub done: Vec<bool>,
    /// Buildings founded, with those this build starts.
    pub founded: u8,
}

impl BuildPlan {
    /// Per column as the plan leaves it (new buildings last): stuck at its
    /// greatest height without being finished by this build.
    pub fn doomed(&self) -> Vec<bool> {
        self.columns
            .iter()
            .zip(&self.done)
            .map(|(col, &done)| !done && col.stuck())
            .collect()
    }

    pub fn new(city: &City) -> Self {
        BuildPlan {
            columns: city.columns.clone(),
            done: vec![false; city.columns.len()],
            founded: city.founded,
        }
    }

    /// Where placement `p` puts its die: a place in the plan (building
    /// `building` by its number, one started earlier in this build included,
    /// or `column`), or `None` for a new building.
    pub fn target(&self, p: &Placement) -> Result<Option<u8>, GameError> {
        match (p.building, p.column) {
            (Some(_), Some(_)) => Err(GameError::illegal(BOTH)),
            (Some(id), None) => self
                .columns
                .iter()
                .position(|c| c.id == id)
                .map(|c| Some(c as u8))
                .ok_or_else(|| Said::new("no-open-building").num("building", id).into()),
            (None, c) => Ok(c),
        }
    }

    /// Why `face` cannot go to `target` (a column index, or `None` for a new
    /// building), or `None` when it can.
    pub fn refuse(&self, face: Face, target: Option<u8>) -> Option<Said> {
        match target {
            None => match (face.kind(), face.rise()) {
                (Kind::Ground, Some(_)) => None,
                _ => Some(Said::new("not-ground")),
            },
            Some(c) => {
                let c = c as usize;
                match self.columns.get(c) {
                    None => Some(Said::new("no-place").num("place", c as i64 + 1)),
                    Some(col) if self.done[c] => {
                        Some(Said::new("finished-in-build").num("building", col.id))
                    }
                    Some(col) => refuse_on(col, face),
                }
            }
        }
    }

    /// Places die `die`, showing `face`, as `p` says, or says why not: the refusal
    /// names the die (from 1, as the page does) and its face before its own arguments.
    pub fn step(&mut self, p: &Placement, face: Face) -> Result<(), GameError> {
        let why = match self.target(p) {
            Ok(to) => match self.refuse(face, to) {
                None => {
                    self.place(face, to);
                    return Ok(());
                }
                Some(why) => why,
            },
            Err(GameError::Refused(why)) => why,
            Err(e) => return Err(e),
        };
        let mut said = Said::new(why.code)
            .num("die", p.die as i64 + 1)
            .code("face", face.id());
        said.args.0.extend(why.args.0);
        Err(said.into())
    }

    /// Places `face` (checked with [`BuildPlan::refuse`]).
    pub fn place(&mut self, face: Face, target: Option<u8>) {
        match target {
            None => {
                let rise = face.rise().expect("ground faces have a type");
                self.founded += 1;
                self.columns.push(Column {
                    id: self.founded,
                    rise,
                    dice: vec![Kind::Ground],
                });
                self.done.push(false);
            }
            Some(c) => {
                let c = c as usize;
                if finishes(&self.columns[c], face) {
                    self.done[c] = true;
                }
                self.columns[c].dice.push(face.kind());
            }
        }
    }

    /// Every target `face` may go to now.
    pub fn targets(&self, face: Face) -> Vec<Option<u8>> {
        let mut v: Vec<Option<u8>> = (0..self.columns.len() as u8)
            .map(Some)
            .filter(|&t| self.refuse(face, t).is_none())
            .collect();
        if self.refuse(face, None).is_none() {
            v.push(None);
        }
        v
    }

    /// Writes the build into `city`: finished columns become tiles (in column
    /// order). Returns the new tiles and the dice freed from them.
    pub fn finish(self, city: &mut City) -> (Vec<Tile>, Vec<Kind>) {
        let mut tiles = Vec::new();
        let mut freed = Vec::new();
        let mut open = Vec::new();
        for (col, done) in self.columns.into_iter().zip(self.done) {
            if done {
                tiles.push(Tile {
                    id: col.id,
                    height: col.height(),
                    rise: col.rise,
                });
                freed.extend(col.dice);
            } else {
                open.push(col);
            }
        }
        city.columns = open;
        city.founded = self.founded;
        city.tiles.extend(tiles.iter().copied());
        (tiles, freed)
    }
}

impl City {
    /// Could `face` be built now (on its own)?
    pub fn fits(&self, face: Face) -> bool {
        match face.kind() {
            Kind::Ground => face.rise().is_some(),
            _ => self.columns.iter().any(|c| refuse_on(c, face).is_none()),
        }
    }

    /// Tiles the skyline would score if the game ended now: its tiles, plus a
    /// height-1 tile for every lone Low-Rise ground floor.
    pub fn final_tiles(&self) -> Vec<Tile> {
        let mut t = self.tiles.clone();
        t.extend(
            self.columns
                .iter()
                .filter(|c| c.rise == Rise::Low && c.height() == 1)
                .map(|c| Tile {
                    id: c.id,
                    height: 1,
                    rise: Rise::Low,
                }),
        );
        t
    }

    pub fn score(&self) -> i32 {
        let c = content();
        self.final_tiles()
            .iter()
            .map(|t| c.tile_points(t.height))
            .sum()
    }

    /// Per building under construction: its points if the game ended now (a
    /// lone Low-Rise ground floor counts as the one-floor building it becomes;
    /// any other unfinished building scores nothing).
    pub fn column_points(&self) -> Vec<i32> {
        let c = content();
        self.columns
            .iter()
            .map(|col| {
                if col.rise == Rise::Low && col.height() == 1 {
                    c.tile_points(1)
                } else {
                    0
                }
            })
            .collect()
    }

    /// Per building under construction: can no die ever finish it? (It stands
    /// at its greatest height without its top.)
    pub fn unfinishable(&self) -> Vec<bool> {
        self.columns.iter().map(Column::stuck).collect()
    }

    /// Buildings that count for the tie-break and the scenarios: finished tiles
    /// plus lone Low-Rise ground floors (they become tiles at the end).
    pub fn completed(&self) -> usize {
        self.final_tiles().len()
    }

    /// The building that costs least to demolish, if any, by its place in the
    /// list of open columns then finished tiles. A finished one is worth its
    /// points; one under construction its points now or, if more, what it may
    /// still bring: the normal computer's worth of its kind (nothing once it can
    /// never be finished), so a tall unfinished High-Rise is kept before a lone
    /// ground floor. Ties go to fewer floors, then the first listed.
    pub fn cheapest(&self) -> Option<u8> {
        use crate::bot::solver::{kind_of, DEAD};
        let c = content();
        let points = self.column_points();
        // (worth in half points, floors) of each building, in that order
        let cols = self.columns.iter().zip(points).map(|(col, p)| {
            let k = kind_of(col.rise, col.height());
            let worth = if k == DEAD {
                0
            } else {
                (crate::bot::value::FIXED.0[k] * 2.0) as i32
            };
            (worth.max(2 * p), col.height())
        });
        let tiles = self
            .tiles
            .iter()
            .map(|t| (2 * c.tile_points(t.height), t.height));
        let mut best: Option<(usize, (i32, u8))> = None;
        for (i, w) in cols.chain(tiles).enumerate() {
            if best.is_none_or(|(_, b)| w < b) {
                best = Some((i, w));
            }
        }
        best.map(|(i, _)| i as u8)
    }

    /// Dice standing in the skyline, per kind.
    pub fn dice(&self) -> crate::die::Counts {
        crate::die::Counts::of_kinds(self.columns.iter().flat_map(|c| c.dice.iter().copied()))
    }
}
