//! The printed content as data: board pieces and layouts, tile shapes and the zone
//! tile supply, and the 75 construction cards. The card texts, numbers, shapes and
//! board grids are our own design (only a few facts, such as the development
//! costs of pieces A, B and E and the starting money, come from the published
//! game). The build script checks the files in `data/` and packs them
//! (`build.rs`, `content_parse.rs`); the crate unpacks them once.

use dice::GameError;
use std::sync::OnceLock;

include!("content_types.rs");

/// Read by hand through `wire` (as the page's actions are).
impl crate::wire::FromValue for CardId {
    fn from_value(v: crate::wire::Value) -> Result<CardId, String> {
        crate::wire::card(v)
    }
}
dice::serde_via_value!(CardId);

impl CardId {
    pub fn card(self) -> &'static Card {
        &content().cards[self.0 as usize]
    }
}

static CONTENT: OnceLock<Content> = OnceLock::new();

/// The content, unpacked once (the build script has checked it).
pub fn load() -> Result<&'static Content, GameError> {
    Ok(content())
}

/// The content; the data files are checked when the crate is built.
pub fn content() -> &'static Content {
    CONTENT.get_or_init(unpack)
}

/// The packed content `build.rs` writes (see `pack` there).
const PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/content.bin"));

const BARS: [Bar; 9] = [
    Bar::Power,
    Bar::Water,
    Bar::Garbage,
    Bar::Happiness,
    Bar::Employment,
    Bar::Pollution,
    Bar::Traffic,
    Bar::Crime,
    Bar::Money,
];
const SERVICES: [Service; 6] = [
    Service::Healthcare,
    Service::Education,
    Service::Transport,
    Service::Fire,
    Service::Police,
    Service::Parks,
];
const ROLES: [Role; 10] = [
    Role::Mayor,
    Role::Planner,
    Role::Treasurer,
    Role::Green,
    Role::Police,
    Role::Traffic,
    Role::Utility,
    Role::Labour,
    Role::Developer,
    Role::Pr,
];
const UNIQUES: [Unique; 10] = [
    Unique::Mall,
    Unique::Opera,
    Unique::Stadium,
    Unique::Hall,
    Unique::Court,
    Unique::Park,
    Unique::Offices,
    Unique::Expo,
    Unique::Scraper,
    Unique::Eden,
];
const NEWS: [News; 10] = [
    News::Water,
    News::Garbage,
    News::Power,
    News::Gridlock,
    News::Crime,
    News::Cuts,
    News::Smog,
    News::Recession,
    News::Strike,
    News::Protests,
];
const EXTRAS: [PolicyEffect; 5] = [
    PolicyEffect::None,
    PolicyEffect::Fire,
    PolicyEffect::Shops,
    PolicyEffect::Jobs,
    PolicyEffect::Schools,
];
const CMPS: [Cmp; 5] = [Cmp::Gt, Cmp::Ge, Cmp::Lt, Cmp::Le, Cmp::Eq];

/// Reads the packed bytes in order: bytes, little-endian i16s, and lists with a
/// one-byte length.
struct Unpack(usize);

impl Unpack {
    fn u8(&mut self) -> u8 {
        self.0 += 1;
        PACKED[self.0 - 1]
    }
    fn i32(&mut self) -> i32 {
        let lo = self.u8();
        i16::from_le_bytes([lo, self.u8()]) as i32
    }
    fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> T) -> Vec<T> {
        (0..self.u8()).map(|_| item(self)).collect()
    }
    fn text(&mut self) -> String {
        String::from_utf8(self.list(Self::u8)).unwrap_or_default()
    }
    fn deltas(&mut self) -> Vec<BarMove> {
        self.list(|r| BarMove {
            bar: BARS[r.u8() as usize],
            delta: r.i32(),
        })
    }
}

fn unpack() -> Content {
    let r = &mut Unpack(0);
    let pieces = r.list(|r| Piece {
        letter: r.u8() as char,
        cost: r.i32(),
        rows: r.list(|r| r.list(|r| r.u8() as char)),
    });
    let layouts = r.list(|r| Layout {
        scenario: r.u8(),
        money: r.i32(),
        pieces: r.list(|r| Placed {
            piece: r.u8() as usize,
            col: r.u8() as usize,
            row: r.u8() as usize,
            turns: r.u8(),
        }),
    });
    let shapes = r.list(|r| {
        let name = r.text();
        let cells = r.list(|r| (r.i32(), r.i32()));
        Shape::new(&name, cells)
    });
    let zone_tiles = [(); 3].map(|_| r.list(|r| (r.u8(), r.u8())));
    let cards = r.list(|r| {
        let id = CardId(r.u8());
        let stage = r.u8();
        let (tag, sub) = (r.u8(), r.u8() as usize);
        let kind = match tag {
            0 => CardKind::Zone {
                zone: Zone::ALL[sub],
            },
            1 => CardKind::Service {
                service: SERVICES[sub],
            },
            2 => CardKind::Utility { bar: BARS[sub] },
            3 => CardKind::Unique {
                effect: UNIQUES[sub],
            },
            4 => CardKind::Role { role: ROLES[sub] },
            5 => CardKind::Policy { extra: EXTRAS[sub] },
            _ => CardKind::News { news: NEWS[sub] },
        };
        let shape = Some(r.u8()).filter(|&s| s != u8::MAX);
        Card {
            id,
            stage,
            kind,
            shape,
            cost: r.deltas(),
            reward: r.deltas(),
            prereq: Prereq {
                services: r.list(|r| SERVICES[r.u8() as usize]),
                district: r.list(|r| (Zone::ALL[r.u8() as usize], r.u8())),
                bars: r.list(|r| (BARS[r.u8() as usize], CMPS[r.u8() as usize], r.i32())),
            },
        }
    });
    Content {
        pieces,
        layouts,
        shapes,
        zone_tiles,
        cards,
    }
}

#[cfg(test)]
mod parse {
    include!("content_parse.rs");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_packed_content_is_the_data_files() {
        let parsed = parse::parse_all().expect("data files are well formed");
        let c = content();
        assert_eq!(c.pieces, parsed.pieces);
        assert_eq!(c.layouts, parsed.layouts);
        assert_eq!(c.shapes, parsed.shapes);
        for s in &c.shapes {
            let p = parsed.shapes.iter().find(|p| p.name == s.name).unwrap();
            assert_eq!(s.orientations, p.orientations);
        }
        assert_eq!(c.zone_tiles, parsed.zone_tiles);
        assert_eq!(c.cards, parsed.cards);
    }
}
