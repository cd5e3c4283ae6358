// The content's types, shared by the crate (`content.rs`) and the build script
// (`build.rs`, which parses the data files with `content_parse.rs`).

use serde::{Serialize, Serializer};

/// First news card id (105–114, written "NW01" … "NW10").
pub const NEWS_BASE: usize = 105;

/// First policies card id (95–104, written "PO01" … "PO10").
pub const POLICY_BASE: usize = 95;

/// First role card id (85–94, written "RL01" … "RL10").
pub const ROLE_BASE: usize = 85;

/// Construction cards (ids 0–74); unique buildings follow (75–84).
pub const CONSTRUCTION: usize = 75;

/// Side length of a board piece, in squares.
pub const PIECE: usize = 8;

/// The administration board's bars, and the treasury.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Bar {
    Power,
    Water,
    Garbage,
    Happiness,
    Employment,
    Pollution,
    Traffic,
    Crime,
    Money,
}

impl Bar {
    pub const BARS: [Bar; 8] = [
        Bar::Power,
        Bar::Water,
        Bar::Garbage,
        Bar::Happiness,
        Bar::Employment,
        Bar::Pollution,
        Bar::Traffic,
        Bar::Crime,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn code(self) -> &'static str {
        ["PWR", "WAT", "GAR", "HAP", "EMP", "POL", "TRA", "CRI", "$"][self as usize]
    }
    pub fn name(self) -> &'static str {
        [
            "power",
            "water",
            "garbage",
            "happiness",
            "employment",
            "pollution",
            "traffic",
            "crime",
            "money",
        ][self as usize]
    }
}

/// One move of a marker (or the treasury): `bar` by `delta`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct BarMove {
    pub bar: Bar,
    pub delta: i32,
}

/// Zone kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Zone {
    Residential,
    Commercial,
    Industrial,
}

impl Zone {
    pub const ALL: [Zone; 3] = [Zone::Residential, Zone::Commercial, Zone::Industrial];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Service kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Service {
    Healthcare,
    Education,
    Transport,
    Fire,
    Police,
    Parks,
}

impl Service {
    /// Its id, as the page knows it (the serde name).
    pub fn code(self) -> &'static str {
        [
            "healthcare",
            "education",
            "transport",
            "fire",
            "police",
            "parks",
        ][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum CardKind {
    Zone { zone: Zone },
    Service { service: Service },
    Utility { bar: Bar },
    Unique { effect: Unique },
    Role { role: Role },
    Policy { extra: PolicyEffect },
    News { news: News },
}

/// A news card's effect while in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum News {
    Water,
    Garbage,
    Power,
    Gridlock,
    Crime,
    Cuts,
    Smog,
    Recession,
    Strike,
    Protests,
}

/// A policy's effect beyond its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum PolicyEffect {
    None,
    Fire,
    Shops,
    Jobs,
    Schools,
}

/// A role card's ability (see `data/roles.txt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Role {
    Mayor,
    Planner,
    Treasurer,
    Green,
    Police,
    Traffic,
    Utility,
    Labour,
    Developer,
    Pr,
}

impl Role {
}

/// What a unique building does (see `data/unique.txt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Unique {
    Mall,
    Opera,
    Stadium,
    Hall,
    Court,
    Park,
    Offices,
    Expo,
    Scraper,
    Eden,
}

impl Unique {
}

/// Comparison in a bar prerequisite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub enum Cmp {
    #[serde(rename = ">")]
    Gt,
    #[serde(rename = ">=")]
    Ge,
    #[serde(rename = "<")]
    Lt,
    #[serde(rename = "<=")]
    Le,
    #[serde(rename = "=")]
    Eq,
}

impl Cmp {
    pub fn holds(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Eq => a == b,
        }
    }
}

/// A zone card's prerequisite for its reward: every part must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Prereq {
    /// Services the new zone must use.
    pub services: Vec<Service>,
    /// At least this many zones of each kind already in the district.
    pub district: Vec<(Zone, u8)>,
    /// Bars after the cost row.
    pub bars: Vec<(Bar, Cmp, i32)>,
}

impl Prereq {
    pub fn is_empty(&self) -> bool {
        self.services.is_empty() && self.district.is_empty() && self.bars.is_empty()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Card {
    pub id: CardId,
    /// 1, 2 or 3.
    pub stage: u8,
    pub kind: CardKind,
    /// The fixed tile of a service or utility building (`None`: any zone tile).
    pub shape: Option<u8>,
    pub cost: Vec<BarMove>,
    pub reward: Vec<BarMove>,
    pub prereq: Prereq,
}

impl Card {
    /// Whether the exchange action may put this card on the exchange pile: a
    /// policy may not be exchanged (rulebook). The engine's check, "has any
    /// action" and the partners all ask here, so they cannot disagree.
    pub fn exchangeable(&self) -> bool {
        !matches!(self.kind, CardKind::Policy { .. })
    }
}

/// A card by its index in the content: construction cards 0–74, written "1-17"
/// in JSON; unique buildings 75–84, written "U01" … "U10".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl CardId {
    pub fn text(self) -> String {
        let i = self.0 as usize;
        if i >= NEWS_BASE {
            return format!("NW{:02}", i - NEWS_BASE + 1);
        }
        if i >= POLICY_BASE {
            return format!("PO{:02}", i - POLICY_BASE + 1);
        }
        if i >= ROLE_BASE {
            return format!("RL{:02}", i - ROLE_BASE + 1);
        }
        if i >= CONSTRUCTION {
            return format!("U{:02}", i - CONSTRUCTION + 1);
        }
        format!("{}-{:02}", i / 25 + 1, i % 25 + 1)
    }
    pub fn parse(s: &str) -> Option<CardId> {
        if let Some(n) = s.strip_prefix("NW") {
            let n: usize = n.parse().ok()?;
            if s.len() != 4 || !(1..=10).contains(&n) {
                return None;
            }
            return Some(CardId((NEWS_BASE + n - 1) as u8));
        }
        if let Some(n) = s.strip_prefix("PO") {
            let n: usize = n.parse().ok()?;
            if s.len() != 4 || !(1..=10).contains(&n) {
                return None;
            }
            return Some(CardId((POLICY_BASE + n - 1) as u8));
        }
        if let Some(n) = s.strip_prefix("RL") {
            let n: usize = n.parse().ok()?;
            if s.len() != 4 || !(1..=10).contains(&n) {
                return None;
            }
            return Some(CardId((ROLE_BASE + n - 1) as u8));
        }
        if let Some(n) = s.strip_prefix('U') {
            let n: usize = n.parse().ok()?;
            if s.len() != 3 || !(1..=10).contains(&n) {
                return None;
            }
            return Some(CardId((CONSTRUCTION + n - 1) as u8));
        }
        let (a, b) = s.split_once('-')?;
        let stage: usize = a.parse().ok()?;
        let n: usize = b.parse().ok()?;
        if !(1..=3).contains(&stage) || !(1..=25).contains(&n) || b.len() != 2 {
            return None;
        }
        Some(CardId(((stage - 1) * 25 + n - 1) as u8))
    }
}

dice::ts_as!(CardId => String);

impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}


/// A polyomino and its distinct orientations (rotations and mirror images), each
/// normalised to start at (0, 0) and sorted by row, then column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct Shape {
    pub name: String,
    pub cells: Vec<(i32, i32)>,
    #[serde(skip)]
    pub orientations: Vec<Vec<(i32, i32)>>,
}

pub fn normalise_cells(cells: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let mx = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let my = cells.iter().map(|c| c.1).min().unwrap_or(0);
    let mut v: Vec<(i32, i32)> = cells.iter().map(|&(x, y)| (x - mx, y - my)).collect();
    crate::sort_by(&mut v, |a, b| (a.1, a.0) < (b.1, b.0));
    v
}

impl Shape {
    fn new(name: &str, cells: Vec<(i32, i32)>) -> Shape {
        let mut orientations: Vec<Vec<(i32, i32)>> = Vec::new();
        let mut cur = cells.clone();
        for mirror in 0..2 {
            for _ in 0..4 {
                let n = normalise_cells(&cur);
                if !orientations.contains(&n) {
                    orientations.push(n);
                }
                cur = cur.iter().map(|&(x, y)| (-y, x)).collect();
            }
            if mirror == 0 {
                cur = cells.iter().map(|&(x, y)| (-x, y)).collect();
            }
        }
        Shape {
            name: name.to_string(),
            cells,
            orientations,
        }
    }
    /// Does this set of cells (normalised) have this shape?
    pub fn matches(&self, normalised: &[(i32, i32)]) -> bool {
        self.orientations.iter().any(|o| o == normalised)
    }
    pub fn size(&self) -> usize {
        self.cells.len()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct Piece {
    pub letter: char,
    pub cost: i32,
    /// 8 rows of 8: a district letter, or `~` for water.
    pub rows: Vec<Vec<char>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Placed {
    /// Index into [`Content::pieces`].
    pub piece: usize,
    pub col: usize,
    pub row: usize,
    /// Quarter turns clockwise.
    pub turns: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Layout {
    pub scenario: u8,
    pub money: i32,
    pub pieces: Vec<Placed>,
}

#[derive(Clone, Debug)]
pub struct Content {
    pub pieces: Vec<Piece>,
    pub layouts: Vec<Layout>,
    pub shapes: Vec<Shape>,
    /// Zone tiles in the supply: per zone kind, (shape index, count).
    pub zone_tiles: [Vec<(u8, u8)>; 3],
    pub cards: Vec<Card>,
}

impl Content {
    pub fn shape_index(&self, name: &str) -> Option<u8> {
        self.shapes
            .iter()
            .position(|s| s.name == name)
            .map(|i| i as u8)
    }
    pub fn piece_index(&self, letter: char) -> Option<usize> {
        self.pieces.iter().position(|p| p.letter == letter)
    }
    pub fn layout(&self, scenario: u8) -> Option<&Layout> {
        self.layouts.iter().find(|l| l.scenario == scenario)
    }
}

