//! Where a tile may go, and whether a zone there meets its card's prerequisite.
//!
//! A tile lies on revealed land, on empty squares, without crossing a street; a
//! utility needs a district without one. A zone's prerequisite counts what is
//! already built: Stage I services orthogonally next to any of its squares,
//! Stage II/III services anywhere in its district, zones already in its district,
//! and bars after its cost row.

use crate::admin::Admin;
use crate::board::{BoardMap, NONE};
use crate::content::{content, normalise_cells, Card, CardKind, Service, Zone};
use crate::game::CitiesCoop;
use serde::Serialize;

/// A tile's squares (ascending indices), kept inline: a tile has at most
/// [`Cells::MAX`] squares, and a bot's turn makes thousands of these, which on
/// the heap were half its time in allocation.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Cells {
    len: u8,
    buf: [u16; Cells::MAX],
}

impl Cells {
    pub const MAX: usize = 8;

    /// `cells` has at most [`Cells::MAX`] squares (a tile shape's).
    #[inline(always)]
    pub fn new(cells: &[u16]) -> Cells {
        let mut buf = [0; Cells::MAX];
        buf[..cells.len()].copy_from_slice(cells);
        Cells {
            len: cells.len() as u8,
            buf,
        }
    }
}

impl std::ops::Deref for Cells {
    type Target = [u16];
    #[inline(always)]
    fn deref(&self) -> &[u16] {
        &self.buf[..self.len as usize]
    }
}

impl std::fmt::Debug for Cells {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl Serialize for Cells {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

/// A legal spot for a card: its squares (ascending indices), its shape and
/// whether the reward applies there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Spot {
    pub cells: Cells,
    pub shape: u8,
    pub district: u8,
    pub reward: bool,
}

/// What is built, summarised once for many placement checks.
pub struct BuiltSummary {
    /// Zones per district (indexed by district id) and kind.
    pub zones: Vec<[u8; 3]>,
    /// Stage II/III services per district (bit per service).
    pub district_services: Vec<u8>,
    /// Stage I services next to each square (bit per service).
    pub near_services: Vec<u8>,
    /// Stage I services per district (for the city planner role).
    pub district_stage1: Vec<u8>,
    pub has_utility: Vec<bool>,
}

impl BuiltSummary {
    pub fn new(g: &CitiesCoop) -> BuiltSummary {
        let geo = g.geo();
        let mut ctx = BuiltSummary {
            zones: vec![[0; 3]; 64],
            district_services: vec![0; 64],
            near_services: vec![0; geo.cells()],
            district_stage1: vec![0; 64],
            has_utility: vec![false; 64],
        };
        for t in g.tiles() {
            let card = t.card.card();
            let d = g.district_of(t.cells[0] as usize);
            if d == NONE {
                continue;
            }
            match card.kind {
                CardKind::Zone { zone } => ctx.zones[d as usize][zone.index()] += 1,
                CardKind::Utility { .. } => ctx.has_utility[d as usize] = true,
                CardKind::Role { .. } | CardKind::Policy { .. } | CardKind::News { .. } => {}
                CardKind::Unique { effect } => {
                    if effect == crate::content::Unique::Park {
                        ctx.district_services[d as usize] |= 1u8 << Service::Parks as u8;
                    }
                }
                CardKind::Service { service } => {
                    let bit = 1u8 << service as u8;
                    if card.stage == 1 {
                        ctx.district_stage1[d as usize] |= bit;
                        for &c in &t.cells {
                            for n in geo.neighbours(c as usize) {
                                ctx.near_services[n] |= bit;
                            }
                        }
                    } else {
                        ctx.district_services[d as usize] |= bit;
                    }
                }
            }
        }
        ctx
    }

    /// Why a zone card's prerequisite fails at these squares (after its cost
    /// row, `after`), or `None` when it holds.
    /// With `planner`, Stage I services anywhere in the district count too.
    pub fn unmet(
        &self,
        card: &Card,
        cells: &[u16],
        district: u8,
        after: &Admin,
        planner: bool,
    ) -> Option<String> {
        self.unmet_why(card, cells, district, after, planner, true)
    }

    /// Does the prerequisite hold? (As [`BuiltSummary::unmet`], without the words: the
    /// partners ask this thousands of times a turn.)
    pub fn met(
        &self,
        card: &Card,
        cells: &[u16],
        district: u8,
        after: &Admin,
        planner: bool,
    ) -> bool {
        self.unmet_why(card, cells, district, after, planner, false)
            .is_none()
    }

    fn unmet_why(
        &self,
        card: &Card,
        cells: &[u16],
        district: u8,
        after: &Admin,
        planner: bool,
        explain: bool,
    ) -> Option<String> {
        let why = |s: &dyn Fn() -> String| Some(if explain { s() } else { String::new() });
        let p = &card.prereq;
        for s in &p.services {
            let bit = 1u8 << *s as u8;
            let near = cells
                .iter()
                .any(|&c| self.near_services[c as usize] & bit != 0)
                || (planner && self.district_stage1[district as usize] & bit != 0);
            if !near && self.district_services[district as usize] & bit == 0 {
                return why(&|| {
                    format!(
                    "no {} here (a Stage I building next to the tile, or a Stage II/III one in the district)",
                    s.name()
                )
                });
            }
        }
        for (z, n) in &p.district {
            let have = self.zones[district as usize][z.index()];
            if have < *n {
                return why(&|| {
                    let zone = format!("{} zone", zone_word(*z));
                    format!(
                        "the district has {}, {n} needed",
                        crate::describe::count(
                            have,
                            &format!("other {zone}"),
                            &format!("other {zone}s")
                        )
                    )
                });
            }
        }
        for (b, cmp, n) in &p.bars {
            let v = after.get(*b);
            if !cmp.holds(v, *n) {
                return why(&|| format!("{} is {v} after the cost row", b.name()));
            }
        }
        None
    }
}

pub fn zone_word(z: Zone) -> &'static str {
    match z {
        Zone::Residential => "residential",
        Zone::Commercial => "commercial",
        Zone::Industrial => "industrial",
    }
}

/// Do these squares lie on revealed, empty land without crossing a street?
/// `Ok(district)` or why not.
pub fn fits(g: &CitiesCoop, cells: &[u16]) -> Result<u8, String> {
    let geo: &BoardMap = g.geo();
    // Slices, not `Vec`s, in this hot loop (every footprint of every card, many
    // times a bot turn): at opt-level "z" each `Vec` index stays a call.
    let (piece_at, land) = (geo.piece_at.as_slice(), geo.land.as_slice());
    let (districts, occ) = (g.districts(), g.occupancy());
    let mut district = NONE;
    for &c in cells {
        let c = c as usize;
        if c >= piece_at.len() || piece_at[c] < 0 {
            return Err("a square is off the board".into());
        }
        if !land[c] {
            return Err("a square is on water".into());
        }
        let d = districts[c];
        if d == NONE {
            return Err("a square is on a face-down board piece".into());
        }
        if occ[c] != 0 {
            return Err("a square already holds a tile".into());
        }
        district = d;
    }
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            if geo.street_across(a as usize, b as usize) {
                return Err("the tile would cross a street".into());
            }
        }
    }
    Ok(district)
}

/// Which shapes a card may use now: its own, or any zone tile of its kind still
/// in the supply.
pub fn shapes_for(g: &CitiesCoop, card: &Card) -> Vec<u8> {
    match (card.kind, card.shape) {
        (_, Some(s)) => vec![s],
        (CardKind::Zone { zone }, None) => content().zone_tiles[zone.index()]
            .iter()
            .enumerate()
            .filter(|(i, _)| g.supply()[zone.index()][*i] > 0)
            .map(|(_, (s, _))| *s)
            .collect(),
        _ => Vec::new(),
    }
}

/// The shape a set of squares forms among `allowed`, if any.
pub fn shape_of(g: &CitiesCoop, cells: &[u16], allowed: &[u8]) -> Option<u8> {
    let geo = g.geo();
    let pts: Vec<(i32, i32)> = cells
        .iter()
        .map(|&c| {
            let (x, y) = geo.xy(c as usize);
            (x as i32, y as i32)
        })
        .collect();
    let n = normalise_cells(&pts);
    allowed
        .iter()
        .copied()
        .find(|&s| content().shapes[s as usize].matches(&n))
}

/// Every square set where `shape` lies on revealed, empty land without crossing
/// a street, with its district.
/// Calls `f` with every placement of `shape` (any turn or mirror) that fits on
/// revealed, empty land, and the district it lies in.
pub fn each_footprint(g: &CitiesCoop, shape: u8, mut f: impl FnMut(Cells, u8)) {
    let geo = g.geo();
    let (districts, occ) = (g.districts(), g.occupancy());
    for o in &content().shapes[shape as usize].orientations {
        // The squares of the shape that touch, found once per orientation: a
        // footprint is refused where a street runs between two of them. (The
        // same test as [`fits`], which compares every pair of squares, divides
        // to find their coordinates and words its refusals; this loop runs for
        // every footprint of every card, many times a bot turn.)
        let mut touching = [(0u8, 0u8); 2 * Cells::MAX];
        let mut pairs = 0;
        for (i, &(ax, ay)) in o.iter().enumerate() {
            for (j, &(bx, by)) in o.iter().enumerate().skip(i + 1) {
                if ax.abs_diff(bx) + ay.abs_diff(by) == 1 && pairs < touching.len() {
                    touching[pairs] = (i as u8, j as u8);
                    pairs += 1;
                }
            }
        }
        let touching = &touching[..pairs];
        for y in 0..geo.height as i32 {
            'anchor: for x in 0..geo.width as i32 {
                let mut cells = Cells {
                    len: o.len() as u8,
                    buf: [0; Cells::MAX],
                };
                let mut district = NONE;
                for (slot, &(dx, dy)) in cells.buf.iter_mut().zip(o) {
                    // A district is NONE on water and on face-down pieces.
                    match geo.at(x + dx, y + dy) {
                        Some(c) if districts[c] != NONE && occ[c] == 0 => {
                            *slot = c as u16;
                            district = districts[c];
                        }
                        _ => continue 'anchor,
                    }
                }
                for &(i, j) in touching {
                    let (a, b) = (cells.buf[i as usize], cells.buf[j as usize]);
                    if geo.street_between(a as usize, b as usize) {
                        continue 'anchor;
                    }
                }
                // An orientation lists its squares row by row (`normalise_cells`),
                // so they come out in ascending order, as a spot keeps them.
                debug_assert!(cells.windows(2).all(|w| w[0] < w[1]));
                debug_assert_eq!(fits(g, &cells), Ok(district));
                f(cells, district);
            }
        }
    }
}
