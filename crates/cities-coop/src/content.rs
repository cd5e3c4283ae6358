//! The printed content as data: board pieces and layouts, tile shapes and the zone
//! tile supply, and the 75 construction cards. The card texts, numbers, shapes and
//! board grids are our own design (only a few facts, such as the development
//! costs of pieces A, B and E and the starting money, come from the published
//! game). One loader reads the three files in `data/`, once.

use dice::GameError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::OnceLock;

const BOARD: &str = include_str!("../data/board.txt");
const TILES: &str = include_str!("../data/tiles.txt");
const CARDS: &str = include_str!("../data/cards.txt");
const UNIQUE: &str = include_str!("../data/unique.txt");
const ROLES: &str = include_str!("../data/roles.txt");
const POLICIES: &str = include_str!("../data/policies.txt");
const NEWS: &str = include_str!("../data/news.txt");

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
    fn parse(s: &str) -> Option<Bar> {
        Some(match s {
            "PWR" => Bar::Power,
            "WAT" => Bar::Water,
            "GAR" => Bar::Garbage,
            "HAP" => Bar::Happiness,
            "EMP" => Bar::Employment,
            "POL" => Bar::Pollution,
            "TRA" => Bar::Traffic,
            "CRI" => Bar::Crime,
            "$" => Bar::Money,
            _ => return None,
        })
    }
}

/// One move of a marker (or the treasury): `bar` by `delta`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Delta {
    pub bar: Bar,
    pub delta: i32,
}

/// Zone kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
    fn parse(s: &str) -> Option<Zone> {
        Some(match s {
            "R" => Zone::Residential,
            "C" => Zone::Commercial,
            "I" => Zone::Industrial,
            _ => return None,
        })
    }
}

/// Service kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
    fn parse(s: &str) -> Option<Service> {
        Some(match s {
            "H" => Service::Healthcare,
            "E" => Service::Education,
            "T" => Service::Transport,
            "F" => Service::Fire,
            "P" => Service::Police,
            "K" => Service::Parks,
            _ => return None,
        })
    }
    pub fn name(self) -> &'static str {
        [
            "healthcare",
            "education",
            "public transport",
            "fire service",
            "police",
            "parks",
        ][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum CardKind {
    Zone { zone: Zone },
    Service { service: Service },
    Utility { bar: Bar },
    Unique { effect: Unique },
    Role { role: Role },
    Policy { extra: Extra },
    News { news: News },
}

/// A news card's effect while in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
#[serde(rename_all = "camelCase")]
pub enum Extra {
    None,
    Fire,
    Shops,
    Jobs,
    Schools,
}

/// A role card's ability (see `data/roles.txt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
    fn parse(s: &str) -> Option<Role> {
        Some(match s {
            "mayor" => Role::Mayor,
            "planner" => Role::Planner,
            "treasurer" => Role::Treasurer,
            "green" => Role::Green,
            "police" => Role::Police,
            "traffic" => Role::Traffic,
            "utility" => Role::Utility,
            "labour" => Role::Labour,
            "developer" => Role::Developer,
            "pr" => Role::Pr,
            _ => return None,
        })
    }
}

/// What a unique building does (see `data/unique.txt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
    fn parse(s: &str) -> Option<Unique> {
        Some(match s {
            "mall" => Unique::Mall,
            "opera" => Unique::Opera,
            "stadium" => Unique::Stadium,
            "hall" => Unique::Hall,
            "court" => Unique::Court,
            "park" => Unique::Park,
            "offices" => Unique::Offices,
            "expo" => Unique::Expo,
            "scraper" => Unique::Scraper,
            "eden" => Unique::Eden,
            _ => return None,
        })
    }
}

/// Comparison in a bar prerequisite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
    fn text(self) -> &'static str {
        match self {
            Cmp::Gt => ">",
            Cmp::Ge => ">=",
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Eq => "=",
        }
    }
}

/// A zone card's prerequisite for its reward: every part must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
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
    /// In our own words, for the page and for "why not" answers.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        for s in &self.services {
            parts.push(format!("uses {}", s.name()));
        }
        for (z, n) in &self.district {
            let k = match z {
                Zone::Residential => "residential",
                Zone::Commercial => "commercial",
                Zone::Industrial => "industrial",
            };
            parts.push(format!("{n}+ other {k} in the district"));
        }
        for (b, c, n) in &self.bars {
            parts.push(format!("{} {} {n}", b.name(), c.text()));
        }
        parts.join(", ")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    pub id: CardId,
    /// 1, 2 or 3.
    pub stage: u8,
    pub name: String,
    pub kind: CardKind,
    /// The fixed tile of a service or utility building (`None`: any zone tile).
    pub shape: Option<u8>,
    pub cost: Vec<Delta>,
    pub reward: Vec<Delta>,
    pub prereq: Prereq,
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
    pub fn card(self) -> &'static Card {
        &content().cards[self.0 as usize]
    }
}

impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        CardId::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown card \"{s}\": cards are \"1-01\" to \"3-25\", \"U01\" to \"U10\", roles \"RL01\" to \"RL10\", policies \"PO01\" to \"PO10\" and news \"NW01\" to \"NW10\""
            ))
        })
    }
}

/// A polyomino and its distinct orientations (rotations and mirror images), each
/// normalised to start at (0, 0) and sorted by row, then column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
pub struct Piece {
    pub letter: char,
    pub cost: i32,
    /// 8 rows of 8: a district letter, or `~` for water.
    pub rows: Vec<Vec<char>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Placed {
    /// Index into [`Content::pieces`].
    pub piece: usize,
    pub col: usize,
    pub row: usize,
    /// Quarter turns clockwise.
    pub turns: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

static CONTENT: OnceLock<Result<Content, String>> = OnceLock::new();

/// The content, loaded and checked once.
pub fn load() -> Result<&'static Content, GameError> {
    CONTENT
        .get_or_init(parse_all)
        .as_ref()
        .map_err(|e| GameError::data(e.clone()))
}

/// The content; the data files are built in and tested, so this cannot fail in a
/// tested build (`load` reports the error where a game starts).
pub fn content() -> &'static Content {
    match load() {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    }
}

fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
}

fn parse_all() -> Result<Content, String> {
    let (pieces, layouts) = parse_board(BOARD)?;
    let (shapes, zone_tiles) = parse_tiles(TILES)?;
    let mut cards = parse_cards(CARDS, &shapes)?;
    cards.extend(parse_unique(UNIQUE, &shapes)?);
    cards.extend(parse_roles(ROLES)?);
    cards.extend(parse_policies(POLICIES)?);
    cards.extend(parse_news(NEWS)?);
    let c = Content {
        pieces,
        layouts,
        shapes,
        zone_tiles,
        cards,
    };
    for l in &c.layouts {
        for p in &l.pieces {
            if p.piece >= c.pieces.len() {
                return Err(format!("layout {} names an unknown piece", l.scenario));
            }
        }
    }
    Ok(c)
}

fn parse_board(text: &str) -> Result<(Vec<Piece>, Vec<Layout>), String> {
    let mut pieces: Vec<Piece> = Vec::new();
    let mut layouts = Vec::new();
    for (n, line) in lines(text) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let bad = |what: &str| format!("board.txt line {n}: {what}");
        match words.first().copied() {
            Some("piece") => {
                let letter = words
                    .get(1)
                    .and_then(|w| w.chars().next())
                    .ok_or_else(|| bad("piece letter"))?;
                let cost = words
                    .get(2)
                    .and_then(|w| w.parse().ok())
                    .ok_or_else(|| bad("piece cost"))?;
                pieces.push(Piece {
                    letter,
                    cost,
                    rows: Vec::new(),
                });
            }
            Some("layout") => {
                let scenario = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or_else(|| bad("scenario"))?;
                let money = words
                    .get(2)
                    .and_then(|w| w.parse().ok())
                    .ok_or_else(|| bad("money"))?;
                let mut placed = Vec::new();
                for w in &words[3..] {
                    let (l, rest) = w.split_once(':').ok_or_else(|| bad("piece:col,row,deg"))?;
                    let nums: Vec<usize> = rest
                        .split(',')
                        .map(|x| x.parse().map_err(|_| bad("number")))
                        .collect::<Result<_, _>>()?;
                    if nums.len() != 3 || !nums[2].is_multiple_of(90) {
                        return Err(bad("col,row,rotation"));
                    }
                    let letter = l.chars().next().ok_or_else(|| bad("letter"))?;
                    let piece = pieces
                        .iter()
                        .position(|p| p.letter == letter)
                        .ok_or_else(|| bad("unknown piece"))?;
                    placed.push(Placed {
                        piece,
                        col: nums[0],
                        row: nums[1],
                        turns: (nums[2] / 90 % 4) as u8,
                    });
                }
                layouts.push(Layout {
                    scenario,
                    money,
                    pieces: placed,
                });
            }
            Some(_) if words.len() == 1 => {
                let p = pieces
                    .last_mut()
                    .ok_or_else(|| bad("a row before a piece"))?;
                let row: Vec<char> = line.chars().collect();
                if row.len() != PIECE || !row.iter().all(|&c| c == '~' || ('a'..='d').contains(&c))
                {
                    return Err(bad("a row is 8 of a-d or ~"));
                }
                p.rows.push(row);
            }
            _ => return Err(bad("unknown line")),
        }
    }
    for p in &pieces {
        if p.rows.len() != PIECE {
            return Err(format!("piece {} has {} rows", p.letter, p.rows.len()));
        }
    }
    Ok((pieces, layouts))
}

type Tiles = (Vec<Shape>, [Vec<(u8, u8)>; 3]);

fn parse_tiles(text: &str) -> Result<Tiles, String> {
    let mut shapes: Vec<Shape> = Vec::new();
    let mut zones: [Vec<(u8, u8)>; 3] = Default::default();
    for (n, line) in lines(text) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let bad = |what: &str| format!("tiles.txt line {n}: {what}");
        match words.first().copied() {
            Some("shape") if words.len() >= 3 => {
                let mut cells = Vec::new();
                for w in &words[2..] {
                    let (x, y) = w.split_once(',').ok_or_else(|| bad("x,y"))?;
                    cells.push((
                        x.parse().map_err(|_| bad("x"))?,
                        y.parse().map_err(|_| bad("y"))?,
                    ));
                }
                shapes.push(Shape::new(words[1], cells));
            }
            Some("zone") if words.len() >= 3 => {
                let z = Zone::parse(words[1]).ok_or_else(|| bad("zone kind"))?;
                for w in &words[2..] {
                    let (s, c) = w.split_once(':').ok_or_else(|| bad("shape:count"))?;
                    let si = shapes
                        .iter()
                        .position(|x| x.name == s)
                        .ok_or_else(|| bad("unknown shape"))?;
                    zones[z.index()].push((si as u8, c.parse().map_err(|_| bad("count"))?));
                }
            }
            _ => return Err(bad("unknown line")),
        }
    }
    Ok((shapes, zones))
}

fn parse_effects(text: &str) -> Result<Vec<Delta>, String> {
    text.split_whitespace()
        .map(|w| {
            let at = w
                .find(['+', '-'])
                .ok_or_else(|| format!("effect \"{w}\" has no sign"))?;
            let bar = Bar::parse(&w[..at]).ok_or_else(|| format!("unknown bar in \"{w}\""))?;
            let delta: i32 = w[at..]
                .trim_start_matches('+')
                .parse()
                .map_err(|_| format!("bad number in \"{w}\""))?;
            Ok(Delta { bar, delta })
        })
        .collect()
}

fn parse_prereq(text: &str) -> Result<Prereq, String> {
    let mut p = Prereq::default();
    if text.is_empty() {
        return Ok(p);
    }
    for clause in text.split(" + ") {
        let (kind, rest) = clause
            .split_once(':')
            .ok_or_else(|| format!("prerequisite \"{clause}\""))?;
        match kind {
            "svc" => {
                for s in rest.split('+') {
                    p.services
                        .push(Service::parse(s).ok_or_else(|| format!("service \"{s}\""))?);
                }
            }
            "dist" => {
                for w in rest.split_whitespace() {
                    let (z, n) = w
                        .split_once(">=")
                        .ok_or_else(|| format!("district condition \"{w}\""))?;
                    let z = Zone::parse(z).ok_or_else(|| format!("zone \"{z}\""))?;
                    p.district
                        .push((z, n.parse().map_err(|_| format!("count \"{n}\""))?));
                }
            }
            "bar" => {
                let at = rest
                    .find(['<', '>', '='])
                    .ok_or_else(|| format!("bar condition \"{rest}\""))?;
                let bar = Bar::parse(&rest[..at]).ok_or_else(|| format!("bar \"{rest}\""))?;
                let tail = &rest[at..];
                let (cmp, num) = if let Some(n) = tail.strip_prefix(">=") {
                    (Cmp::Ge, n)
                } else if let Some(n) = tail.strip_prefix("<=") {
                    (Cmp::Le, n)
                } else if let Some(n) = tail.strip_prefix('>') {
                    (Cmp::Gt, n)
                } else if let Some(n) = tail.strip_prefix('<') {
                    (Cmp::Lt, n)
                } else {
                    (Cmp::Eq, &tail[1..])
                };
                p.bars.push((
                    bar,
                    cmp,
                    num.parse().map_err(|_| format!("number \"{num}\""))?,
                ));
            }
            _ => return Err(format!("prerequisite kind \"{kind}\"")),
        }
    }
    Ok(p)
}

fn parse_unique(text: &str, shapes: &[Shape]) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for (n, line) in lines(text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let bad = |what: String| format!("unique.txt line {n}: {what}");
        if f.len() != 6 {
            return Err(bad("a unique building has 6 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("id \"{}\"", f[0])))?;
        if id.0 as usize != CONSTRUCTION + cards.len() {
            return Err(bad("unique buildings must be listed in id order".into()));
        }
        let stage: u8 = f[1].parse().map_err(|_| bad("pile".into()))?;
        if !(2..=3).contains(&stage) {
            return Err(bad("unique buildings go into pile 2 or 3".into()));
        }
        let shape = shapes
            .iter()
            .position(|s| s.name == f[3])
            .ok_or_else(|| bad(format!("shape \"{}\"", f[3])))? as u8;
        let effect = Unique::parse(f[5]).ok_or_else(|| bad(format!("effect \"{}\"", f[5])))?;
        cards.push(Card {
            id,
            stage,
            name: f[2].to_string(),
            kind: CardKind::Unique { effect },
            shape: Some(shape),
            cost: parse_effects(f[4]).map_err(bad)?,
            reward: Vec::new(),
            prereq: Prereq::default(),
        });
    }
    if cards.len() != 10 {
        return Err(format!(
            "unique.txt lists {} buildings, not 10",
            cards.len()
        ));
    }
    Ok(cards)
}

fn parse_news(text: &str) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for (n, line) in lines(text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let bad = |what: String| format!("news.txt line {n}: {what}");
        if f.len() != 4 {
            return Err(bad("a news card has 4 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("id \"{}\"", f[0])))?;
        if id.0 as usize != NEWS_BASE + cards.len() {
            return Err(bad("news must be listed in id order".into()));
        }
        let stage: u8 = f[1].parse().map_err(|_| bad("pile".into()))?;
        let news = match f[3] {
            "water" => News::Water,
            "garbage" => News::Garbage,
            "power" => News::Power,
            "gridlock" => News::Gridlock,
            "crime" => News::Crime,
            "cuts" => News::Cuts,
            "smog" => News::Smog,
            "recession" => News::Recession,
            "strike" => News::Strike,
            "protests" => News::Protests,
            other => return Err(bad(format!("news key \"{other}\""))),
        };
        cards.push(Card {
            id,
            stage,
            name: f[2].to_string(),
            kind: CardKind::News { news },
            shape: None,
            cost: Vec::new(),
            reward: Vec::new(),
            prereq: Prereq::default(),
        });
    }
    if cards.len() != 10 {
        return Err(format!("news.txt lists {} news cards, not 10", cards.len()));
    }
    Ok(cards)
}

fn parse_policies(text: &str) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for (n, line) in lines(text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let bad = |what: String| format!("policies.txt line {n}: {what}");
        if f.len() != 5 {
            return Err(bad("a policy has 5 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("id \"{}\"", f[0])))?;
        if id.0 as usize != POLICY_BASE + cards.len() {
            return Err(bad("policies must be listed in id order".into()));
        }
        let stage: u8 = f[1].parse().map_err(|_| bad("pile".into()))?;
        if !(2..=3).contains(&stage) {
            return Err(bad("policies go into pile 2 or 3".into()));
        }
        let extra = match f[4] {
            "" => Extra::None,
            "fire" => Extra::Fire,
            "shops" => Extra::Shops,
            "jobs" => Extra::Jobs,
            "schools" => Extra::Schools,
            other => return Err(bad(format!("extra \"{other}\""))),
        };
        cards.push(Card {
            id,
            stage,
            name: f[2].to_string(),
            kind: CardKind::Policy { extra },
            shape: None,
            cost: parse_effects(f[3]).map_err(bad)?,
            reward: Vec::new(),
            prereq: Prereq::default(),
        });
    }
    if cards.len() != 10 {
        return Err(format!(
            "policies.txt lists {} policies, not 10",
            cards.len()
        ));
    }
    Ok(cards)
}

fn parse_roles(text: &str) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for (n, line) in lines(text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let bad = |what: String| format!("roles.txt line {n}: {what}");
        if f.len() != 4 {
            return Err(bad("a role has 4 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("id \"{}\"", f[0])))?;
        if id.0 as usize != ROLE_BASE + cards.len() {
            return Err(bad("roles must be listed in id order".into()));
        }
        let role = Role::parse(f[2]).ok_or_else(|| bad(format!("ability \"{}\"", f[2])))?;
        cards.push(Card {
            id,
            stage: 0,
            name: f[1].to_string(),
            kind: CardKind::Role { role },
            shape: None,
            cost: Vec::new(),
            reward: Vec::new(),
            prereq: Prereq::default(),
        });
    }
    if cards.len() != 10 {
        return Err(format!("roles.txt lists {} roles, not 10", cards.len()));
    }
    Ok(cards)
}

fn parse_cards(text: &str, shapes: &[Shape]) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for (n, line) in lines(text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let bad = |what: String| format!("cards.txt line {n}: {what}");
        if f.len() != 7 {
            return Err(bad("a card has 7 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("card id \"{}\"", f[0])))?;
        if id.0 as usize != cards.len() {
            return Err(bad("cards must be listed in id order".into()));
        }
        let kind = if let Some(z) = Zone::parse(f[1]) {
            CardKind::Zone { zone: z }
        } else if let Some(s) = f[1].strip_prefix("svc:").and_then(Service::parse) {
            CardKind::Service { service: s }
        } else if let Some(b) = f[1].strip_prefix("util:").and_then(Bar::parse) {
            CardKind::Utility { bar: b }
        } else {
            return Err(bad(format!("kind \"{}\"", f[1])));
        };
        let shape = if f[3] == "any" {
            None
        } else {
            Some(
                shapes
                    .iter()
                    .position(|s| s.name == f[3])
                    .ok_or_else(|| bad(format!("shape \"{}\"", f[3])))? as u8,
            )
        };
        if shape.is_none() != matches!(kind, CardKind::Zone { .. }) {
            return Err(bad("zones take any tile; buildings name theirs".into()));
        }
        cards.push(Card {
            id,
            stage: id.0 / 25 + 1,
            name: f[2].to_string(),
            kind,
            shape,
            cost: parse_effects(f[4]).map_err(bad)?,
            reward: parse_effects(f[5]).map_err(bad)?,
            prereq: parse_prereq(f[6]).map_err(bad)?,
        });
    }
    if cards.len() != 75 {
        return Err(format!("cards.txt lists {} cards, not 75", cards.len()));
    }
    Ok(cards)
}
