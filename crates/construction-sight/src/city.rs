//! One player's sheet: the structures drawn on the city, its doors, the goals in
//! its park spaces, and the rules of drawing (where a building or a plaza may go).

use crate::roll::{doors_for, Roll};
use crate::sheet::{self, CELLS, PARKS, SIZE};
use serde::Serialize;

/// Marks a vacant cell in [`City::owner`].
pub const VACANT: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Building,
    Plaza,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Door {
    pub cell: u8,
    pub filled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Structure {
    pub kind: Kind,
    /// 1–6 for a building, 0 for a plaza.
    pub height: u8,
    pub cells: Vec<u8>,
    pub doors: Vec<Door>,
}

/// What a cell holds as far as doors go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoorState {
    None,
    Unfilled,
    Filled,
}

/// A goal mark: the product's version of crossing out or circling a goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Mark {
    Open,
    Impossible,
    Guaranteed,
}

/// The score's three parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Score {
    pub goals_met: i32,
    pub filled_doors: i32,
    pub empty_cells: i32,
    pub penalty: i32,
    pub total: i32,
}

/// Empty cells allowed before the penalty starts.
pub const FREE_EMPTY: i32 = 7;
/// Points lost for each empty cell beyond those.
pub const EMPTY_COST: i32 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct City {
    /// Per cell: the index of the structure covering it, or [`VACANT`].
    pub owner: [u8; CELLS],
    /// Per cell: the covering structure's height, −1 when vacant.
    pub height: [i8; CELLS],
    pub door: [DoorState; CELLS],
    /// Per row: a bit per occupied column, for quick rectangle tests.
    pub rows: [u16; SIZE],
    pub structures: Vec<Structure>,
    /// Per park space: its goal, 0 while not yet written (blank-sheet setup).
    pub goals: [u8; PARKS],
}

impl City {
    pub fn new(goals: [u8; PARKS]) -> City {
        City {
            owner: [VACANT; CELLS],
            height: [-1; CELLS],
            door: [DoorState::None; CELLS],
            rows: [0; SIZE],
            structures: Vec::new(),
            goals,
        }
    }

    pub fn is_vacant(&self, cell: usize) -> bool {
        self.owner[cell] == VACANT
    }

    pub fn vacant_count(&self) -> usize {
        self.owner.iter().filter(|&&o| o == VACANT).count()
    }

    pub fn filled_doors(&self) -> usize {
        self.door
            .iter()
            .filter(|&&d| d == DoorState::Filled)
            .count()
    }

    pub fn unfilled_doors(&self) -> usize {
        self.door
            .iter()
            .filter(|&&d| d == DoorState::Unfilled)
            .count()
    }

    /// Structures visible from a park space: nearest first, each new strictly
    /// greater height is one more (a structure met again on the line, or a
    /// vacant cell, never is).
    pub fn visible(&self, park: usize) -> u8 {
        self.seen(park).len() as u8
    }

    /// The structures [`City::visible`] counts, nearest first (their indices).
    pub fn seen(&self, park: usize) -> Vec<u8> {
        let mut top = -1i8;
        let mut out = Vec::new();
        for &c in sheet::line(park) {
            let h = self.height[c as usize];
            if h > top {
                top = h;
                out.push(self.owner[c as usize]);
            }
        }
        out
    }

    /// The visible counts still reachable from a park space, as a bit set, if
    /// every vacant cell on the line could still take any height 0–6 or stay
    /// vacant. Real futures are a subset, so the marks built on it are sound.
    pub fn reachable(&self, park: usize) -> u16 {
        // by_top[t] = counts reachable with tallest-so-far t − 1 (t = 0: none yet).
        let mut by_top = [0u16; 8];
        by_top[0] = 1;
        for &c in sheet::line(park) {
            let h = self.height[c as usize];
            let mut next = [0u16; 8];
            for t in 0..8 {
                let counts = by_top[t];
                if counts == 0 {
                    continue;
                }
                let mut land = |h: i8| {
                    let top = t as i8 - 1;
                    if h > top {
                        next[(h + 1) as usize] |= counts << 1;
                    } else {
                        next[t] |= counts;
                    }
                };
                if h >= 0 {
                    land(h);
                } else {
                    land(-1);
                    for h in 0..=6 {
                        land(h);
                    }
                }
            }
            by_top = next;
        }
        by_top.iter().fold(0, |a, b| a | b)
    }

    pub fn mark(&self, park: usize) -> Mark {
        let g = self.goals[park];
        if g == 0 {
            return Mark::Open;
        }
        let r = self.reachable(park);
        if r & (1 << g) == 0 {
            Mark::Impossible
        } else if r == 1 << g {
            Mark::Guaranteed
        } else {
            Mark::Open
        }
    }

    pub fn goal_met(&self, park: usize) -> bool {
        self.goals[park] != 0 && self.visible(park) == self.goals[park]
    }

    pub fn score(&self) -> Score {
        let goals_met = (0..PARKS)
            .filter(|&p| self.goal_met(p))
            .map(|p| self.goals[p] as i32)
            .sum();
        let filled_doors = self.filled_doors() as i32;
        let empty_cells = self.vacant_count() as i32;
        let penalty = -EMPTY_COST * (empty_cells - FREE_EMPTY).max(0);
        Score {
            goals_met,
            filled_doors,
            empty_cells,
            penalty,
            total: goals_met + filled_doors + penalty,
        }
    }

    /// Does a width × depth rectangle with its top-left cell at (x, y) lie on the
    /// sheet over vacant cells only? `Err` says why not.
    pub fn rect_fits(&self, x: usize, y: usize, width: u8, depth: u8) -> Result<(), String> {
        let (w, d) = (width as usize, depth as usize);
        if w == 0 || d == 0 || x + w > SIZE || y + d > SIZE {
            return Err(format!(
                "a {w}×{d} rectangle at column {x}, row {y} runs off the sheet"
            ));
        }
        let mask = ((1u16 << w) - 1) << x;
        for r in y..y + d {
            if self.rows[r] & mask != 0 {
                let c = (x..x + w)
                    .find(|&c| !self.is_vacant(sheet::cell(r, c)))
                    .unwrap_or(x);
                return Err(format!(
                    "the rectangle covers column {c}, row {r}, which is already drawn on"
                ));
            }
        }
        Ok(())
    }

    /// Every top-left cell where a width × depth rectangle fits.
    pub fn spots(&self, width: u8, depth: u8) -> Vec<usize> {
        let (w, d) = (width as usize, depth as usize);
        let mut v = Vec::new();
        if w == 0 || d == 0 || w > SIZE || d > SIZE {
            return v;
        }
        let mask = (1u16 << w) - 1;
        for y in 0..=SIZE - d {
            for x in 0..=SIZE - w {
                if (y..y + d).all(|r| self.rows[r] & (mask << x) == 0) {
                    v.push(sheet::cell(y, x));
                }
            }
        }
        v
    }

    /// Checks a building against the roll and the sheet.
    pub fn check_building(&self, b: &BuildingSpec, roll: Roll) -> Result<(), String> {
        if !roll.matches(b.width, b.depth, b.height) {
            return Err(format!(
                "width {}, depth {} and height {} are not the dice {}",
                b.width,
                b.depth,
                b.height,
                crate::roll::dice_text(roll.dice())
            ));
        }
        self.rect_fits(b.x as usize, b.y as usize, b.width, b.depth)?;
        let want = doors_for(b.width, b.depth);
        if b.doors.len() != want {
            return Err(format!(
                "a {}×{} building gets {want} door(s), not {}",
                b.width,
                b.depth,
                b.doors.len()
            ));
        }
        for (i, &door) in b.doors.iter().enumerate() {
            if b.doors[..i].contains(&door) {
                return Err(format!("two doors on cell {door}"));
            }
            if !b.on_perimeter(door as usize) {
                return Err(format!(
                    "a door goes on a perimeter cell of its building; cell {door} is not one"
                ));
            }
        }
        Ok(())
    }

    /// Draws a checked building.
    pub fn place_building(&mut self, b: &BuildingSpec) {
        let cells = b.cells();
        let doors = b
            .doors
            .iter()
            .map(|&cell| Door {
                cell,
                filled: false,
            })
            .collect();
        for &c in &b.doors {
            self.door[c as usize] = DoorState::Unfilled;
        }
        self.add(Kind::Building, b.height, cells, doors);
    }

    fn add(&mut self, kind: Kind, height: u8, cells: Vec<u8>, doors: Vec<Door>) {
        let id = self.structures.len() as u8;
        for &c in &cells {
            let c = c as usize;
            self.owner[c] = id;
            self.height[c] = height as i8;
            self.rows[sheet::row_of(c)] |= 1 << sheet::col_of(c);
        }
        self.structures.push(Structure {
            kind,
            height,
            cells,
            doors,
        });
    }

    /// Checks a plaza (its cells and the doors it fills) against the roll.
    pub fn check_plaza(&self, cells: &[u8], doors: &[u8], roll: Roll) -> Result<(), String> {
        if !roll.allows_plaza(cells.len(), doors.len()) {
            return Err(format!(
                "the dice {} make no plaza of area {} filling {} door(s)",
                crate::roll::dice_text(roll.dice()),
                cells.len(),
                doors.len()
            ));
        }
        for (i, &c) in cells.iter().enumerate() {
            if c as usize >= CELLS {
                return Err(format!("cell {c} is off the sheet"));
            }
            if cells[..i].contains(&c) {
                return Err(format!("cell {c} is listed twice"));
            }
            if !self.is_vacant(c as usize) {
                return Err(format!("cell {c} is already drawn on"));
            }
        }
        if !connected(cells) {
            return Err("a plaza's cells must be orthogonally connected".into());
        }
        for (i, &d) in doors.iter().enumerate() {
            if d as usize >= CELLS || self.door[d as usize] != DoorState::Unfilled {
                return Err(format!("cell {d} holds no unfilled door"));
            }
            if doors[..i].contains(&d) {
                return Err(format!("door {d} is listed twice"));
            }
            if !sheet::neighbours(d as usize).any(|n| cells.contains(&(n as u8))) {
                return Err(format!("the plaza does not touch the door on cell {d}"));
            }
        }
        Ok(())
    }

    /// Draws a checked plaza and fills its doors.
    pub fn place_plaza(&mut self, cells: &[u8], doors: &[u8]) {
        for &d in doors {
            self.door[d as usize] = DoorState::Filled;
            let s = self.owner[d as usize] as usize;
            for door in self.structures[s].doors.iter_mut() {
                if door.cell == d {
                    door.filled = true;
                }
            }
        }
        self.add(Kind::Plaza, 0, cells.to_vec(), Vec::new());
    }

    /// The unfilled doors orthogonally next to a cell.
    fn doors_touching(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        sheet::neighbours(cell).filter(|&n| self.door[n] == DoorState::Unfilled)
    }

    /// Vacant regions (orthogonally connected), each as its cells.
    pub fn regions(&self) -> Vec<Vec<usize>> {
        let mut seen = [false; CELLS];
        let mut out = Vec::new();
        for start in 0..CELLS {
            if seen[start] || !self.is_vacant(start) {
                continue;
            }
            let mut region = vec![start];
            seen[start] = true;
            let mut i = 0;
            while i < region.len() {
                let c = region[i];
                i += 1;
                for n in sheet::neighbours(c) {
                    if !seen[n] && self.is_vacant(n) {
                        seen[n] = true;
                        region.push(n);
                    }
                }
            }
            out.push(region);
        }
        out
    }

    /// Can a plaza of `area` cells touching at least `doors` unfilled doors be
    /// drawn? Per vacant region: a greedy drawing first, and if that fails the
    /// fewest cells that touch a set of doors (a node-weighted group Steiner
    /// tree, by dynamic programming over door subsets), since any connected set
    /// grows to any size within its region. Exact while at most twelve unfilled
    /// doors border the region (beyond that the greedy answer stands).
    pub fn plaza_possible(&self, area: usize, doors: usize) -> bool {
        self.regions()
            .iter()
            .any(|r| r.len() >= area && self.fewest_cells_for_doors(r, doors, area))
    }

    /// Within one region: is there a connected set of at most `limit` cells
    /// touching at least `k` unfilled doors?
    fn fewest_cells_for_doors(&self, region: &[usize], k: usize, limit: usize) -> bool {
        if k == 0 {
            return true;
        }
        let mut terminals: Vec<usize> = Vec::new();
        for &c in region {
            for d in self.doors_touching(c) {
                if !terminals.contains(&d) {
                    terminals.push(d);
                }
            }
        }
        let t = terminals.len();
        if t < k {
            return false;
        }
        // The greedy drawer usually finds a shape at once; the exact search
        // below is only needed to be sure there is none.
        let near_doors = region
            .iter()
            .filter(|&&c| self.doors_touching(c).next().is_some());
        for &start in near_doors {
            if self.grow_plaza(start, limit, k).is_some() {
                return true;
            }
        }
        if t > 12 {
            // Too many door subsets to enumerate quickly; the greedy drawer has
            // decided (it may miss a rare shape, never invents one).
            return false;
        }
        let n = region.len();
        let mut local = [usize::MAX; CELLS];
        for (i, &c) in region.iter().enumerate() {
            local[c] = i;
        }
        let touch: Vec<u32> = region
            .iter()
            .map(|&c| {
                self.doors_touching(c)
                    .map(|d| 1u32 << terminals.iter().position(|&x| x == d).unwrap_or(0))
                    .fold(0, |a, b| a | b)
            })
            .collect();
        let adj: Vec<Vec<usize>> = region
            .iter()
            .map(|&c| {
                sheet::neighbours(c)
                    .filter(|&m| local[m] != usize::MAX)
                    .map(|m| local[m])
                    .collect()
            })
            .collect();
        const INF: u8 = u8::MAX;
        let masks = 1usize << t;
        let mut dp = vec![INF; masks * n];
        for v in 0..n {
            // Every subset of the doors a cell touches costs that one cell.
            let m = touch[v] as usize;
            let mut s = m;
            loop {
                dp[s * n + v] = 1;
                if s == 0 {
                    break;
                }
                s = (s - 1) & m;
            }
        }
        let mut queue: Vec<usize> = Vec::with_capacity(n * 4);
        for mask in 1..masks {
            if (mask.count_ones() as usize) > k {
                continue;
            }
            // Join two smaller door sets at a shared cell.
            for v in 0..n {
                let mut best = dp[mask * n + v];
                let mut sub = (mask - 1) & mask;
                while sub > 0 {
                    let a = dp[sub * n + v];
                    let b = dp[(mask ^ sub) * n + v];
                    if a != INF && b != INF {
                        best = best.min(a + b - 1);
                    }
                    sub = (sub - 1) & mask;
                }
                dp[mask * n + v] = best;
            }
            // Grow along vacant cells (unit costs, relaxed until stable).
            queue.clear();
            queue.extend((0..n).filter(|&v| dp[mask * n + v] != INF));
            let mut i = 0;
            while i < queue.len() {
                let v = queue[i];
                i += 1;
                let here = dp[mask * n + v];
                for &u in &adj[v] {
                    if here + 1 < dp[mask * n + u] {
                        dp[mask * n + u] = here + 1;
                        queue.push(u);
                    }
                }
            }
            if mask.count_ones() as usize == k
                && (0..n).any(|v| (dp[mask * n + v] as usize) <= limit)
            {
                return true;
            }
        }
        false
    }

    /// Draws a plaza of `area` cells touching at least `k` unfilled doors, greedily:
    /// from `start` (or each cell next to a door, or each vacant cell when no door
    /// is wanted), reach for the nearest untouched door until `k` are touched,
    /// then grow into the snuggest cells. Returns the cells and the `k` doors.
    pub fn plaza_shape(
        &self,
        area: usize,
        k: usize,
        start: Option<usize>,
    ) -> Option<(Vec<u8>, Vec<u8>)> {
        let starts: Vec<usize> = match start {
            Some(s) => vec![s],
            None if k == 0 => (0..CELLS).filter(|&c| self.is_vacant(c)).collect(),
            None => (0..CELLS)
                .filter(|&c| self.is_vacant(c) && self.doors_touching(c).next().is_some())
                .collect(),
        };
        starts.into_iter().find_map(|s| self.grow_plaza(s, area, k))
    }

    /// One greedy plaza from one start cell (see [`City::plaza_shape`]).
    pub fn grow_plaza(&self, start: usize, area: usize, k: usize) -> Option<(Vec<u8>, Vec<u8>)> {
        if !self.is_vacant(start) || area == 0 {
            return None;
        }
        let mut inside = [false; CELLS];
        let mut cells = vec![start];
        inside[start] = true;
        let mut touched: Vec<usize> = Vec::new();
        let note = |c: usize, touched: &mut Vec<usize>| {
            for d in self.doors_touching(c) {
                if !touched.contains(&d) {
                    touched.push(d);
                }
            }
        };
        note(start, &mut touched);
        while touched.len() < k {
            // Shortest path out of the plaza to a cell touching a new door.
            let mut from = [usize::MAX; CELLS];
            let mut queue: Vec<usize> = cells.clone();
            let mut i = 0;
            let mut goal = None;
            while i < queue.len() && goal.is_none() {
                let c = queue[i];
                i += 1;
                for n in sheet::neighbours(c) {
                    if inside[n] || from[n] != usize::MAX || !self.is_vacant(n) {
                        continue;
                    }
                    from[n] = c;
                    if self.doors_touching(n).any(|d| !touched.contains(&d)) {
                        goal = Some(n);
                        break;
                    }
                    queue.push(n);
                }
            }
            let mut c = goal?;
            while !inside[c] {
                inside[c] = true;
                cells.push(c);
                note(c, &mut touched);
                c = from[c];
            }
            if cells.len() > area {
                return None;
            }
        }
        while cells.len() < area {
            // The frontier cell with the fewest vacant neighbours outside: fills
            // nooks first, leaving the open space in one piece.
            let mut best: Option<(usize, usize)> = None;
            for &c in &cells {
                for n in sheet::neighbours(c) {
                    if inside[n] || !self.is_vacant(n) {
                        continue;
                    }
                    let free = sheet::neighbours(n)
                        .filter(|&m| self.is_vacant(m) && !inside[m])
                        .count();
                    if best.is_none_or(|(_, f)| free < f) {
                        best = Some((n, free));
                    }
                }
            }
            let (n, _) = best?;
            inside[n] = true;
            cells.push(n);
        }
        let doors = touched.iter().take(k).map(|&d| d as u8).collect();
        Some((cells.into_iter().map(|c| c as u8).collect(), doors))
    }

    /// Can anything at all be drawn with this roll?
    pub fn anything_fits(&self, roll: Roll) -> bool {
        roll.buildings()
            .iter()
            .any(|&(w, d, _)| !self.spots(w, d).is_empty())
            || roll
                .plazas()
                .iter()
                .any(|p| self.plaza_possible(p.area as usize, p.doors as usize))
    }
}

/// The doors a `w` × `d` building at column `x`, row `y` gets when the choice is
/// left to the engine (the page's "place doors for me", every computer player):
/// `n` outline cells, those with the most vacant cells beside them outside the
/// building first, so that a later plaza can still fill them; ties in reading
/// order. `rows` holds the drawn cells before the building, a bit per column.
pub fn fillable_doors(
    rows: &[u16; SIZE],
    x: usize,
    y: usize,
    w: usize,
    d: usize,
    n: usize,
) -> Vec<u8> {
    if n == 0 {
        return Vec::new();
    }
    let mut per: Vec<(usize, u8)> = Vec::with_capacity(2 * (w + d));
    for r in y..y + d {
        for c in x..x + w {
            if r != y && r != y + d - 1 && c != x && c != x + w - 1 {
                continue;
            }
            let cell = sheet::cell(r, c);
            let open = sheet::neighbours(cell)
                .filter(|&m| {
                    let (mr, mc) = (sheet::row_of(m), sheet::col_of(m));
                    let inside = (y..y + d).contains(&mr) && (x..x + w).contains(&mc);
                    !inside && rows[mr] & (1 << mc) == 0
                })
                .count();
            per.push((open, cell as u8));
        }
    }
    // Most open first; ties in reading order (stable sort keeps it).
    dice::sort::sort_by(&mut per, |a, b| a.0 > b.0);
    per.into_iter().take(n).map(|(_, c)| c).collect()
}

/// Are these cells one orthogonally connected shape?
pub fn connected(cells: &[u8]) -> bool {
    if cells.is_empty() {
        return false;
    }
    let mut reached = vec![cells[0]];
    let mut i = 0;
    while i < reached.len() {
        let c = reached[i] as usize;
        i += 1;
        for n in sheet::neighbours(c) {
            let n = n as u8;
            if cells.contains(&n) && !reached.contains(&n) {
                reached.push(n);
            }
        }
    }
    reached.len() == cells.len()
}

/// A building as an action describes it: top-left cell at column `x`, row `y`;
/// `width` columns wide, `depth` rows deep; doors on perimeter cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BuildingSpec {
    pub x: u8,
    pub y: u8,
    pub width: u8,
    pub depth: u8,
    pub height: u8,
    pub doors: Vec<u8>,
}

impl BuildingSpec {
    pub fn cells(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(self.width as usize * self.depth as usize);
        for r in self.y..self.y + self.depth {
            for c in self.x..self.x + self.width {
                v.push(sheet::cell(r as usize, c as usize) as u8);
            }
        }
        v
    }

    pub fn on_perimeter(&self, cell: usize) -> bool {
        if cell >= CELLS {
            return false;
        }
        let (r, c) = (sheet::row_of(cell) as u8, sheet::col_of(cell) as u8);
        let (x1, y1) = (self.x + self.width - 1, self.y + self.depth - 1);
        let inside = (self.x..=x1).contains(&c) && (self.y..=y1).contains(&r);
        inside && (r == self.y || r == y1 || c == self.x || c == x1)
    }

    pub fn perimeter(&self) -> Vec<u8> {
        self.cells()
            .into_iter()
            .filter(|&c| self.on_perimeter(c as usize))
            .collect()
    }
}
