//! What a seat can do, what chance does, and what the page is told happened.

use crate::content::{BarMove, CardId};
use crate::wire::{self, FromValue, Value};
use serde::Serialize;

/// A square as `[x, y]` (x to the right, y down, from the top-left of the city).
pub type Square = [u8; 2];

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Action("action") {
        /// Scenario 5: put one of the drawn board pieces into the arrangement at
        /// (col, row) in piece units (−1 is left of / above the pieces placed so
        /// far), turned `turns` quarter turns clockwise.
        "arrange" => Arrange {
            piece: char,
            col: i8,
            row: i8,
            turns: u8,
        },
        /// Scenario 5: place the pieces still to arrange as the game suggests: a
        /// random legal arrangement drawn from the config's seed, compact (2 × 2)
        /// when the pieces allow it (see `CitiesCoop::suggestion`).
        "arrangeRandom" => ArrangeRandom,
        /// Pay for and turn over a board piece (the first one, or step 4 of a
        /// milestone's end), by its letter.
        "choosePiece" => ChoosePiece { piece: char },
        /// Play a card from the acting seat's hand onto these squares (the tile's
        /// shape, turned or mirrored; for zone cards any zone tile of that kind).
        "play" => Play { card: CardId, cells: Vec<Square> },
        /// Play a policies card from the acting seat's hand (Scenario 3 on): its
        /// one-time effect, no tile.
        "policy" => Policy { card: CardId },
        /// Pay 2 to put a card on the exchange pile.
        "exchange" => Exchange { card: CardId },
        /// Draw the top card of stage pile 1, 2 or 3 (chance decides which).
        "draw" => Draw { pile: u8 },
        /// Take a card from the face-up exchange pile instead of drawing.
        "take" => Take { card: CardId },
        /// End the current milestone (and, in the last one, the game).
        "endMilestone" => EndMilestone,
        /// Pick one of the offered cards (a role in the draft, or the developer's
        /// card to keep).
        "pick" => Pick { card: CardId },
        /// Step 5 of a milestone's end: give these cards to the exchange pile (1
        /// money each) and draw one replacement from the stage pile at the same
        /// position in `piles`. Both empty: keep the hand.
        "swap" => Swap { cards: Vec<CardId>, piles: Vec<u8> },
    }
}

/// What chance did: a card drawn, or (Scenario 5) the four board pieces drawn,
/// a bit per piece (bit 0: A). Written "1-17" or "BDEF".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chance {
    Card(CardId),
    Pieces(u8),
}

impl Chance {
    /// The letters of a piece draw, with `sep` between them: "BDEF".
    pub fn letters(mask: u8, sep: &str) -> String {
        let mut s = String::new();
        for i in (0..8u8).filter(|i| mask >> i & 1 != 0) {
            if !s.is_empty() {
                s += sep;
            }
            s.push((b'A' + i) as char);
        }
        s
    }
}

impl Serialize for Chance {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Chance::Card(c) => c.serialize(s),
            Chance::Pieces(m) => s.serialize_str(&Chance::letters(m, "")),
        }
    }
}

// A card ("1-17") or the pieces drawn ("BDEF").
dice::ts_as!(Chance => String);

impl FromValue for Chance {
    fn from_value(v: Value) -> Result<Chance, String> {
        let mut mask = 0u8;
        if let Value::Str(s) = &v {
            for b in s.bytes() {
                let bit = 1u8.checked_shl(b.wrapping_sub(b'A') as u32).unwrap_or(0);
                // Letters A to F, each once, in order.
                if !(b'A'..=b'F').contains(&b) || mask >= bit {
                    mask = 0;
                    break;
                }
                mask |= bit;
            }
        }
        if mask.count_ones() == 4 {
            Ok(Chance::Pieces(mask))
        } else {
            wire::card(v).map(Chance::Card)
        }
    }
}
dice::serde_via_value!(Chance);

/// One move of a marker, as it happened (after limits and clamps).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Moved {
    pub bar: crate::content::Bar,
    pub from: i32,
    pub to: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// Scenario 5: the board pieces chance chose ("BDEF").
    PiecesDrawn {
        pieces: String,
    },
    Dealt {
        seat: u8,
        card: CardId,
    },
    PieceRevealed {
        piece: char,
        cost: i32,
    },
    Played {
        seat: u8,
        card: CardId,
        cells: Vec<Square>,
        /// Was the prerequisite met (and the reward row applied)?
        reward: bool,
        effects: Vec<BarMove>,
    },
    Exchanged {
        seat: u8,
        card: CardId,
        /// The money paid (news and roles change the price).
        price: i32,
    },
    Drew {
        seat: u8,
        card: CardId,
    },
    Took {
        seat: u8,
        card: CardId,
    },
    /// Happiness past 25 went straight to the skyline.
    Overflow {
        points: i32,
    },
    MilestoneEnded {
        seat: u8,
        /// Happiness lost to red utility steps (step 1).
        red: i32,
        /// Happiness added to the skyline (step 2) and the new skyline.
        happiness: i32,
        skyline: i32,
        /// Money paid for employment (step 3).
        employment: i32,
    },
    Swapped {
        seat: u8,
        cards: Vec<CardId>,
    },
    PolicyPlayed {
        seat: u8,
        card: CardId,
        effects: Vec<BarMove>,
    },
    /// A news card went face up and is in force.
    News {
        card: CardId,
    },
    /// A news card drawn in a milestone's card exchange left without effect.
    NewsDiscarded {
        card: CardId,
    },
    PoliciesDiscarded {
        cards: Vec<CardId>,
    },
    RoleChosen {
        seat: u8,
        card: CardId,
    },
    GameOver {
        won: bool,
        total: i32,
        grade: String,
    },
    Lost {
        reason: String,
    },
}
