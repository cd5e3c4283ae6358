//! A face-down pile as a multiset: how many of each card are in it, and no order.
//! Drawing is a chance node whose outcomes are the distinct cards, weighted by
//! their counts, so there is no hidden order that a view, a save or a bot could
//! leak, and a draw is recorded like a roll.

use crate::engine::ChanceOutcome;
use crate::error::GameError;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Pile<K: Ord> {
    counts: BTreeMap<K, u32>,
}

impl<K: Ord + Clone> Pile<K> {
    pub fn new() -> Self {
        Pile {
            counts: BTreeMap::new(),
        }
    }

    pub fn add(&mut self, card: K, n: u32) {
        if n > 0 {
            *self.counts.entry(card).or_insert(0) += n;
        }
    }

    pub fn len(&self) -> u32 {
        self.counts.values().sum()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    pub fn count(&self, card: &K) -> u32 {
        self.counts.get(card).copied().unwrap_or(0)
    }

    /// The chance node of drawing one card: each distinct card, weighted by its count.
    pub fn draw_odds(&self) -> Vec<ChanceOutcome<K>> {
        self.counts
            .iter()
            .map(|(k, n)| ChanceOutcome {
                outcome: k.clone(),
                weight: *n as u64,
            })
            .collect()
    }

    /// Takes one `card` out (the outcome of a draw); an error if there is none.
    pub fn take(&mut self, card: &K) -> Result<(), GameError> {
        match self.counts.get_mut(card) {
            Some(n) if *n > 1 => *n -= 1,
            Some(_) => {
                self.counts.remove(card);
            }
            None => return Err(GameError::illegal("that card is not in the pile")),
        }
        Ok(())
    }

    pub fn iter(&self) -> impl Iterator<Item = (&K, u32)> {
        self.counts.iter().map(|(k, n)| (k, *n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    #[test]
    fn a_pile_is_a_multiset_without_order() {
        let mut a = Pile::new();
        a.add("clinic", 2);
        a.add("park", 1);
        let mut b = Pile::new();
        b.add("park", 1);
        b.add("clinic", 1);
        b.add("clinic", 1);
        // Built in another order, the same pile: nothing records an order.
        assert_eq!(a, b);
        assert_eq!(json::to_string(&a).unwrap(), json::to_string(&b).unwrap());
        assert_eq!(crate::stable_hash(&a), crate::stable_hash(&b));
        let odds = a.draw_odds();
        assert_eq!(odds.len(), 2);
        assert_eq!(odds.iter().map(|o| o.weight).sum::<u64>(), 3);
        a.take(&"clinic").unwrap();
        assert_eq!(a.count(&"clinic"), 1);
        a.take(&"park").unwrap();
        assert!(a.take(&"park").is_err());
        assert_eq!(a.len(), 1);
    }
}
