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
use dice::Said;
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

dice::ts_as!(Cells => Vec<u16>);

/// A legal spot for a card: its squares (ascending indices), its shape and
/// whether the reward applies there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
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
    ) -> Option<Said> {
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
    ) -> Option<Said> {
        let why = |s: &dyn Fn() -> Said| Some(if explain { s() } else { Said::new("") });
        let p = &card.prereq;
        for s in &p.services {
            let bit = 1u8 << *s as u8;
            let near = cells
                .iter()
                .any(|&c| self.near_services[c as usize] & bit != 0)
                || (planner && self.district_stage1[district as usize] & bit != 0);
            if !near && self.district_services[district as usize] & bit == 0 {
                return why(&|| Said::new("no-service").code("service", s.code()));
            }
        }
        for (z, n) in &p.district {
            let have = self.zones[district as usize][z.index()];
            if have < *n {
                return why(&|| {
                    Said::new("district-short")
                        .code("zone", zone_word(*z))
                        .num("have", have)
                        .num("need", *n)
                });
            }
        }
        for (b, cmp, n) in &p.bars {
            let v = after.get(*b);
            if !cmp.holds(v, *n) {
                return why(&|| {
                    Said::new("bar-after-cost")
                        .code("bar", b.name())
                        .num("value", v)
                });
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
pub fn fits(g: &CitiesCoop, cells: &[u16]) -> Result<u8, Said> {
    let geo: &BoardMap = g.geo();
    // Slices, not `Vec`s, in this hot loop (every footprint of every card, many
    // times a bot turn): at opt-level "z" each `Vec` index stays a call.
    let (piece_at, land) = (geo.piece_at.as_slice(), geo.land.as_slice());
    let (districts, occ) = (g.districts(), g.occupancy());
    let mut district = NONE;
    for &c in cells {
        let c = c as usize;
        if c >= piece_at.len() || piece_at[c] < 0 {
            return Err(Said::new("off-board"));
        }
        if !land[c] {
            return Err(Said::new("on-water"));
        }
        let d = districts[c];
        if d == NONE {
            return Err(Said::new("face-down"));
        }
        if occ[c] != 0 {
            return Err(Said::new("occupied"));
        }
        district = d;
    }
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            if geo.street_across(a as usize, b as usize) {
                return Err(Said::new("crosses-street"));
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

/// Calls `f` with every placement of `shape` (any turn or mirror) that fits on
/// revealed, empty land without crossing a street, and the district it lies
/// in, until `f` returns false; false when it did.
pub fn each_footprint(g: &CitiesCoop, shape: u8, mut f: impl FnMut(Cells, u8) -> bool) -> bool {
    // This runs for every footprint of every card, many times a bot turn, so
    // it tests every anchor of a row at once on bit masks (bit x: the square
    // at x), the same test as [`fits`], which also words its refusals.
    let geo = g.geo();
    let (w, h) = (geo.width, geo.height);
    let (districts, occ) = (g.districts(), g.occupancy());
    // Per row: revealed, empty land (a district is NONE on water and on
    // face-down pieces), and the squares without a street along their right
    // and bottom edges.
    let mut rows = vec![[0u64; 3]; h];
    for (y, row) in rows.iter_mut().enumerate() {
        for x in 0..w.min(64) {
            let c = y * w + x;
            for (mask, open) in [
                districts[c] != NONE && occ[c] == 0,
                !geo.street_right[c],
                !geo.street_down[c],
            ]
            .into_iter()
            .enumerate()
            {
                row[mask] |= (open as u64) << x;
            }
        }
    }
    for o in &content().shapes[shape as usize].orientations {
        // What an anchor needs, as (mask, row offset, column offset): each
        // square of the shape free, and no street between two of them.
        let mut checks = [(0u8, 0u8, 0u8); 3 * Cells::MAX];
        let (mut n, mut sh) = (0, 0);
        for &(dx, dy) in o {
            for (mask, (nx, ny)) in [(dx, dy), (dx + 1, dy), (dx, dy + 1)]
                .into_iter()
                .enumerate()
            {
                if (mask == 0 || o.contains(&(nx, ny))) && n < checks.len() {
                    checks[n] = (mask as u8, dy as u8, dx as u8);
                    n += 1;
                }
            }
            sh = sh.max(dy as usize + 1);
        }
        // No anchor mask is needed: squares past the right edge are never free.
        for y in 0..(h + 1).saturating_sub(sh) {
            let mut ok = u64::MAX;
            for &(mask, dy, dx) in &checks[..n] {
                ok &= rows[y + dy as usize][mask as usize] >> dx;
            }
            while ok != 0 {
                let x = ok.trailing_zeros() as usize;
                ok &= ok - 1;
                let mut cells = Cells {
                    len: o.len() as u8,
                    buf: [0; Cells::MAX],
                };
                for (slot, &(dx, dy)) in cells.buf.iter_mut().zip(o) {
                    *slot = ((y + dy as usize) * w + x + dx as usize) as u16;
                }
                let district = districts[cells.buf[o.len() - 1] as usize];
                // An orientation lists its squares row by row (`normalise_cells`),
                // so they come out in ascending order, as a spot keeps them.
                debug_assert!(cells.windows(2).all(|w| w[0] < w[1]));
                debug_assert_eq!(fits(g, &cells), Ok(district));
                if !f(cells, district) {
                    return false;
                }
            }
        }
    }
    true
}
