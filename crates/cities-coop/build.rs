//! Checks the data files in `data/` with the content parser
//! (`src/content_parse.rs`) and packs the content into `$OUT_DIR/content.bin`,
//! which `src/content.rs` unpacks: the wasm module carries neither the text nor
//! the parser. A file that does not parse fails the build with the parser's
//! message.

// The content types sort with `crate::sort_by`, as in the library.
use dice::sort::sort_by;

#[allow(dead_code)]
mod content {
    include!("src/content_types.rs");
    pub mod parse {
        include!("src/content_parse.rs");
    }
}

use content::*;

struct Pack(Vec<u8>);

impl Pack {
    fn u8(&mut self, v: impl TryInto<u8>) {
        let Ok(v) = v.try_into() else {
            panic!("a content number does not fit in a byte")
        };
        self.0.push(v);
    }
    fn i32(&mut self, v: i32) {
        let v = i16::try_from(v).expect("a content number does not fit in 16 bits");
        self.0.extend(v.to_le_bytes());
    }
    fn list<T>(&mut self, items: &[T], mut item: impl FnMut(&mut Self, &T)) {
        self.u8(items.len());
        for x in items {
            item(self, x);
        }
    }
    fn text(&mut self, s: &str) {
        self.list(s.as_bytes(), |p, &b| p.u8(b));
    }
    fn deltas(&mut self, d: &[BarMove]) {
        self.list(d, |p, d| {
            p.u8(d.bar as u8);
            p.i32(d.delta);
        });
    }
}

fn pack(c: &Content) -> Vec<u8> {
    let p = &mut Pack(Vec::new());
    p.list(&c.pieces, |p, x| {
        assert!(x.letter.is_ascii());
        p.u8(x.letter as u32);
        p.i32(x.cost);
        p.list(&x.rows, |p, row| {
            p.list(row, |p, &ch| {
                assert!(ch.is_ascii());
                p.u8(ch as u32)
            })
        });
    });
    p.list(&c.layouts, |p, l| {
        p.u8(l.scenario);
        p.i32(l.money);
        p.list(&l.pieces, |p, x| {
            p.u8(x.piece);
            p.u8(x.col);
            p.u8(x.row);
            p.u8(x.turns);
        });
    });
    p.list(&c.shapes, |p, s| {
        p.text(&s.name);
        p.list(&s.cells, |p, &(x, y)| {
            p.i32(x);
            p.i32(y);
        });
    });
    for z in &c.zone_tiles {
        p.list(z, |p, &(s, n)| {
            p.u8(s);
            p.u8(n);
        });
    }
    p.list(&c.cards, |p, card| {
        p.u8(card.id.0);
        p.u8(card.stage);
        let (tag, sub) = match card.kind {
            CardKind::Zone { zone } => (0, zone as u8),
            CardKind::Service { service } => (1, service as u8),
            CardKind::Utility { bar } => (2, bar as u8),
            CardKind::Unique { effect } => (3, effect as u8),
            CardKind::Role { role } => (4, role as u8),
            CardKind::Policy { extra } => (5, extra as u8),
            CardKind::News { news } => (6, news as u8),
        };
        p.u8(tag);
        p.u8(sub);
        assert_ne!(card.shape, Some(u8::MAX));
        p.u8(card.shape.unwrap_or(u8::MAX));
        p.deltas(&card.cost);
        p.deltas(&card.reward);
        p.list(&card.prereq.services, |p, &s| p.u8(s as u8));
        p.list(&card.prereq.district, |p, &(z, n)| {
            p.u8(z as u8);
            p.u8(n);
        });
        p.list(&card.prereq.bars, |p, &(b, c, n)| {
            p.u8(b as u8);
            p.u8(c as u8);
            p.i32(n);
        });
    });
    std::mem::take(&mut p.0)
}

fn main() {
    for f in [
        "build.rs",
        "src/content_types.rs",
        "src/content_parse.rs",
        "data",
    ] {
        println!("cargo:rerun-if-changed={f}");
    }
    let content = match parse::parse_all() {
        Ok(c) => c,
        Err(e) => panic!("the content does not parse: {e}"),
    };
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    std::fs::write(out.join("content.bin"), pack(&content)).expect("write content.bin");
}
