//! Counts in the engine's developer messages. What a card does, its name and its
//! prerequisite are the page's words (www/games/cities-coop/words.js and
//! cities-coop-effects.js), from the card's kind and numbers.

/// A count with its noun, "1 card" or "3 cards": messages never say "card(s)".
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}
