// The data files' parser: run by the build script (`build.rs`), which checks the
// files and writes the content in a compact binary form for `content.rs`, and by
// the crate's tests, which check the decoded content against it.

use super::*;

const BOARD: &str = include_str!("../data/board.txt");
const TILES: &str = include_str!("../data/tiles.txt");
const CARDS: &str = include_str!("../data/cards.txt");
const UNIQUE: &str = include_str!("../data/unique.txt");
const ROLES: &str = include_str!("../data/roles.txt");
const POLICIES: &str = include_str!("../data/policies.txt");
const NEWS: &str = include_str!("../data/news.txt");

impl Bar {
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

impl Zone {
    fn parse(s: &str) -> Option<Zone> {
        Some(match s {
            "R" => Zone::Residential,
            "C" => Zone::Commercial,
            "I" => Zone::Industrial,
            _ => return None,
        })
    }
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

fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
}

pub fn parse_all() -> Result<Content, String> {
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
                // The engine keeps a tile's squares inline (`place::Cells`).
                if cells.len() > 8 {
                    return Err(bad("a tile shape has at most 8 squares"));
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

fn parse_effects(text: &str) -> Result<Vec<BarMove>, String> {
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
            Ok(BarMove { bar, delta })
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
        if f.len() != 5 {
            return Err(bad("a unique building has 5 fields".into()));
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
            .position(|s| s.name == f[2])
            .ok_or_else(|| bad(format!("shape \"{}\"", f[2])))? as u8;
        let effect = Unique::parse(f[4]).ok_or_else(|| bad(format!("effect \"{}\"", f[4])))?;
        cards.push(Card {
            id,
            stage,
            kind: CardKind::Unique { effect },
            shape: Some(shape),
            cost: parse_effects(f[3]).map_err(bad)?,
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
        let news = match f[2] {
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
            kind: CardKind::News { news },
            shape: None,
            // How hard it hits (see news.txt): one marker move, none for protests.
            cost: parse_effects(f[3]).map_err(bad)?,
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
        if f.len() != 4 {
            return Err(bad("a policy has 4 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("id \"{}\"", f[0])))?;
        if id.0 as usize != POLICY_BASE + cards.len() {
            return Err(bad("policies must be listed in id order".into()));
        }
        let stage: u8 = f[1].parse().map_err(|_| bad("pile".into()))?;
        if !(2..=3).contains(&stage) {
            return Err(bad("policies go into pile 2 or 3".into()));
        }
        let extra = match f[3] {
            "" => PolicyEffect::None,
            "fire" => PolicyEffect::Fire,
            "shops" => PolicyEffect::Shops,
            "jobs" => PolicyEffect::Jobs,
            "schools" => PolicyEffect::Schools,
            other => return Err(bad(format!("extra \"{other}\""))),
        };
        cards.push(Card {
            id,
            stage,
            kind: CardKind::Policy { extra },
            shape: None,
            cost: parse_effects(f[2]).map_err(bad)?,
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
        if f.len() != 3 {
            return Err(bad("a role has 3 fields".into()));
        }
        let id = CardId::parse(f[0]).ok_or_else(|| bad(format!("id \"{}\"", f[0])))?;
        if id.0 as usize != ROLE_BASE + cards.len() {
            return Err(bad("roles must be listed in id order".into()));
        }
        let role = Role::parse(f[1]).ok_or_else(|| bad(format!("ability \"{}\"", f[1])))?;
        // The price: "CI: $-1" applies to commercial and industrial zones only,
        // a row alone to every zone. The zone kinds are kept as the card's
        // district list.
        let (kinds, row) = match f[2].split_once(':') {
            Some((k, row)) => {
                let kinds = k
                    .chars()
                    .map(|z| {
                        Zone::parse(&z.to_string())
                            .map(|z| (z, 1))
                            .ok_or_else(|| bad(format!("zone \"{z}\"")))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                (kinds, row)
            }
            None => (
                [Zone::Residential, Zone::Commercial, Zone::Industrial]
                    .map(|z| (z, 1))
                    .to_vec(),
                f[2],
            ),
        };
        cards.push(Card {
            id,
            stage: 0,
            kind: CardKind::Role { role },
            shape: None,
            // The role's price, on the zones its holder builds of the kinds
            // in `prereq.district`.
            cost: parse_effects(row).map_err(bad)?,
            reward: Vec::new(),
            prereq: Prereq {
                district: kinds,
                ..Prereq::default()
            },
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
        if f.len() != 6 {
            return Err(bad("a card has 6 fields".into()));
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
        let shape = if f[2] == "any" {
            None
        } else {
            Some(
                shapes
                    .iter()
                    .position(|s| s.name == f[2])
                    .ok_or_else(|| bad(format!("shape \"{}\"", f[2])))? as u8,
            )
        };
        if shape.is_none() != matches!(kind, CardKind::Zone { .. }) {
            return Err(bad("zones take any tile; buildings name theirs".into()));
        }
        cards.push(Card {
            id,
            stage: id.0 / 25 + 1,
            kind,
            shape,
            cost: parse_effects(f[3]).map_err(bad)?,
            reward: parse_effects(f[4]).map_err(bad)?,
            prereq: parse_prereq(f[5]).map_err(bad)?,
        });
    }
    if cards.len() != 75 {
        return Err(format!("cards.txt lists {} cards, not 75", cards.len()));
    }
    Ok(cards)
}
