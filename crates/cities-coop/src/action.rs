//! What a seat can do, what chance does, and what the page is told happened.

use crate::content::{CardId, Delta};
use crate::wire::{self, Fields, FromValue, Value};
use serde::Serialize;

/// A square as `[x, y]` (x to the right, y down, from the top-left of the city).
pub type Square = [u8; 2];

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// Scenario 5: put one of the drawn board pieces into the arrangement at
    /// (col, row) in piece units (−1 is left of / above the pieces placed so
    /// far), turned `turns` quarter turns clockwise.
    Arrange {
        piece: char,
        col: i8,
        row: i8,
        turns: u8,
    },
    /// Scenario 5: place the pieces still to arrange as the game suggests: a
    /// random legal arrangement drawn from the config's seed, compact (2 × 2)
    /// when the pieces allow it (see `CitiesCoop::suggestion`).
    ArrangeRandom,
    /// Pay for and turn over a board piece (the first one, or step 4 of a
    /// milestone's end), by its letter.
    ChoosePiece { piece: char },
    /// Play a card from the acting seat's hand onto these squares (the tile's
    /// shape, turned or mirrored; for zone cards any zone tile of that kind).
    Play { card: CardId, cells: Vec<Square> },
    /// Play a policies card from the acting seat's hand (Scenario 3 on): its
    /// one-time effect, no tile.
    Policy { card: CardId },
    /// Pay 2 to put a card on the exchange pile.
    Exchange { card: CardId },
    /// Draw the top card of stage pile 1, 2 or 3 (chance decides which).
    Draw { pile: u8 },
    /// Take a card from the face-up exchange pile instead of drawing.
    Take { card: CardId },
    /// End the current milestone (and, in the last one, the game).
    EndMilestone,
    /// Pick one of the offered cards (a role in the draft, or the developer's
    /// card to keep).
    Pick { card: CardId },
    /// Step 5 of a milestone's end: give these cards to the exchange pile (1
    /// money each) and draw one replacement from the stage pile at the same
    /// position in `piles`. Both empty: keep the hand.
    Swap { cards: Vec<CardId>, piles: Vec<u8> },
}

/// An action as it arrives, read as one flat object (serde's reader for tagged
/// enums buffers the whole value and costs wasm size), through [`wire`].
struct ActionFields {
    kind: String,
    piece: Option<String>,
    card: Option<CardId>,
    cells: Option<Vec<Square>>,
    pile: Option<u8>,
    cards: Option<Vec<CardId>>,
    piles: Option<Vec<u8>>,
    at: [Option<i64>; 3],
}

impl ActionFields {
    fn read(v: Value) -> Result<ActionFields, String> {
        let mut f = Fields::of(v)?;
        let a = ActionFields {
            kind: wire::string(f.need("type")?)?,
            piece: f.take("piece").map(wire::string).transpose()?,
            card: f.take("card").map(wire::card).transpose()?,
            cells: f.take("cells").map(wire::squares).transpose()?,
            pile: f.take("pile").map(wire::byte).transpose()?,
            cards: f.take("cards").map(wire::cards).transpose()?,
            piles: f.take("piles").map(wire::bytes).transpose()?,
            at: [
                f.take("col").map(wire::int).transpose()?,
                f.take("row").map(wire::int).transpose()?,
                f.take("turns").map(wire::int).transpose()?,
            ],
        };
        f.done()?;
        Ok(a)
    }
}

impl FromValue for Action {
    fn from_value(v: Value) -> Result<Action, String> {
        ActionFields::read(v).and_then(Action::try_from)
    }
}
dice::serde_via_value!(Action);

impl TryFrom<ActionFields> for Action {
    type Error = String;
    fn try_from(f: ActionFields) -> Result<Action, String> {
        let ActionFields {
            kind,
            piece,
            card,
            cells,
            pile,
            cards,
            piles,
            at,
        } = f;
        let others = card.is_none() && cells.is_none() && pile.is_none() && cards.is_none();
        match (kind.as_str(), at, &piece, others && piles.is_none()) {
            ("arrange", [Some(c), Some(r), Some(t)], Some(p), true) => {
                let (Ok(col), Ok(row), Ok(turns)) =
                    (i8::try_from(c), i8::try_from(r), u8::try_from(t))
                else {
                    return Err("col, row and turns are small whole numbers".into());
                };
                let mut it = p.chars();
                return match (it.next(), it.next()) {
                    (Some(piece), None) => Ok(Action::Arrange {
                        piece,
                        col,
                        row,
                        turns,
                    }),
                    _ => Err("a piece is one letter, \"A\" to \"F\"".into()),
                };
            }
            ("arrangeRandom", [None, None, None], None, true) => return Ok(Action::ArrangeRandom),
            ("arrange" | "arrangeRandom", ..) => {
                return Err(
                    "arrange takes {piece, col, row, turns}; arrangeRandom takes nothing".into(),
                )
            }
            (_, [None, None, None], ..) => {}
            _ => return Err("col, row and turns belong to an arrange action".into()),
        }
        match (kind.as_str(), piece, card, cells, pile, cards, piles) {
            ("choosePiece", Some(p), None, None, None, None, None) => {
                let mut it = p.chars();
                match (it.next(), it.next()) {
                    (Some(c), None) => Ok(Action::ChoosePiece { piece: c }),
                    _ => Err("a piece is one letter, \"A\" to \"F\"".into()),
                }
            }
            ("play", None, Some(card), Some(cells), None, None, None) => {
                Ok(Action::Play { card, cells })
            }
            ("policy", None, Some(card), None, None, None, None) => Ok(Action::Policy { card }),
            ("exchange", None, Some(card), None, None, None, None) => {
                Ok(Action::Exchange { card })
            }
            ("draw", None, None, None, Some(pile), None, None) => Ok(Action::Draw { pile }),
            ("take", None, Some(card), None, None, None, None) => Ok(Action::Take { card }),
            ("pick", None, Some(card), None, None, None, None) => Ok(Action::Pick { card }),
            ("endMilestone", None, None, None, None, None, None) => Ok(Action::EndMilestone),
            ("swap", None, None, None, None, Some(cards), Some(piles)) => {
                Ok(Action::Swap { cards, piles })
            }
            (
                k @ ("choosePiece" | "play" | "policy" | "exchange" | "draw" | "take" | "pick"
                | "endMilestone" | "swap"),
                ..,
            ) => Err(format!(
                "a {k} action has the wrong fields: choosePiece {{piece}}, play {{card, cells}}, policy {{card}}, \
                 exchange {{card}}, draw {{pile}}, take {{card}}, pick {{card}}, endMilestone {{}}, \
                 swap {{cards, piles}}"
            )),
            (other, ..) => Err(format!(
                "unknown action type \"{other}\": use arrange, arrangeRandom, choosePiece, play, policy, exchange, draw, take, \
                 pick, endMilestone or swap"
            )),
        }
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
#[serde(rename_all = "camelCase")]
pub struct Moved {
    pub bar: crate::content::Bar,
    pub from: i32,
    pub to: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
        effects: Vec<Delta>,
    },
    Exchanged {
        seat: u8,
        card: CardId,
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
        effects: Vec<Delta>,
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
