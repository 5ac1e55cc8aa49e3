//! Virtual time: integer milliseconds, an event queue ordered by (time, sequence), and the seeded
//! random source of the realistic timing model.

use std::collections::BTreeMap;

/// Milliseconds since the Pod was created.
pub type SimTime = u64;

/// A queue of `T` ordered by time, then by insertion order (same-time events keep FIFO order).
#[derive(Debug, Clone)]
pub struct EventQueue<T> {
    items: BTreeMap<(SimTime, u64), T>,
    next_seq: u64,
}

impl<T> Default for EventQueue<T> {
    fn default() -> Self {
        EventQueue { items: BTreeMap::new(), next_seq: 0 }
    }
}

impl<T> EventQueue<T> {
    /// Schedules `item` at `at`.
    pub fn push(&mut self, at: SimTime, item: T) {
        self.items.insert((at, self.next_seq), item);
        self.next_seq = self.next_seq.wrapping_add(1);
    }

    /// Removes and returns the earliest item.
    pub fn pop(&mut self) -> Option<(SimTime, T)> {
        self.items.pop_first().map(|((at, _), item)| (at, item))
    }

    /// The time of the earliest item.
    pub fn peek_time(&self) -> Option<SimTime> {
        self.items.keys().next().map(|(at, _)| *at)
    }

    /// Drops everything queued (a run that will not be simulated).
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Keeps only the items for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        self.items.retain(|_, item| keep(item));
    }

    /// Number of queued items.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True when nothing is queued.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// splitmix64: a small, fast, well-distributed generator; the same seed gives the same numbers on
/// every platform.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng { state: seed ^ 0x5DEE_CE66_D1CE_4E5B }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `[low, high]` (inclusive); `low` when the range is empty.
    pub fn between(&mut self, low: u64, high: u64) -> u64 {
        if high <= low {
            return low;
        }
        let span = high - low + 1;
        low + self.next_u64() % span
    }
}

pub use crate::hash::stable_hash;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_time_items_keep_their_order() {
        let mut queue = EventQueue::default();
        queue.push(5, "b");
        queue.push(1, "a");
        queue.push(5, "c");
        assert_eq!(queue.pop(), Some((1, "a")));
        assert_eq!(queue.pop(), Some((5, "b")));
        assert_eq!(queue.pop(), Some((5, "c")));
        assert_eq!(queue.pop(), None);
    }

    #[test]
    fn the_generator_is_deterministic_and_bounded() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            let x = a.between(10, 20);
            assert_eq!(x, b.between(10, 20));
            assert!((10..=20).contains(&x));
        }
    }
}
