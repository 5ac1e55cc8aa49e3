//! One small stable sort for every list podsim orders, and map and set builders that do not sort.
//!
//! The standard library's sorts are generic: each element type and comparison gets its own copy
//! of driftsort or quicksort, about 4 KB of WebAssembly apiece, and `collect()` into a
//! `BTreeMap`/`BTreeSet` sorts too. Here the ordering work is one non-generic merge sort over
//! indices and one in-place permutation, so a call site adds only its comparison. The lists are
//! short (containers, diagnostics, events), so the indirection costs nothing measurable.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// Sorts `items` by `compare`, keeping equal items in their order: what `slice::sort_by` does.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let mut order = stable_order(items.len(), &mut |a, b| compare(&items[a], &items[b]));
    permute(&mut order, &mut |a, b| items.swap(a, b));
}

/// Sorts `items` by the key `key` gives, keeping equal keys in their order: `slice::sort_by_key`.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in ascending order, keeping equal items in their order: `slice::sort`.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// A map of `entries`; for a repeated key the last value wins, as with `collect()`.
pub fn map_of<K: Ord, V>(entries: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    for (key, value) in entries {
        map.insert(key, value);
    }
    map
}

/// A set of `items`, as with `collect()`.
pub fn set_of<T: Ord>(items: impl IntoIterator<Item = T>) -> BTreeSet<T> {
    let mut set = BTreeSet::new();
    for item in items {
        set.insert(item);
    }
    set
}

/// The stable sorted order of `0..len` under `compare`: a bottom-up merge sort of indices.
fn stable_order(len: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    let mut merged = order.clone();
    let mut width = 1;
    while width < len {
        let mut start = 0;
        while start < len {
            let middle = len.min(start + width);
            let end = len.min(middle + width);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // Taking from the right run only when it is strictly smaller keeps equal items in
                // their original order.
                let take_right =
                    right < end && (left == middle || compare(order[right], order[left]) == Ordering::Less);
                if take_right {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Moves the item at `order[i]` to position `i` for every `i` with swaps, one cycle at a time.
fn permute(order: &mut [usize], swap: &mut dyn FnMut(usize, usize)) {
    const DONE: usize = usize::MAX;
    for start in 0..order.len() {
        let mut current = start;
        while order[current] != DONE {
            let next = std::mem::replace(&mut order[current], DONE);
            if next == start {
                break;
            }
            swap(current, next);
            current = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(items: &[(u8, u16)]) {
        let mut ours = items.to_vec();
        sort_by_key(&mut ours, |item| item.0);
        let mut std = items.to_vec();
        std.sort_by_key(|item| item.0);
        assert_eq!(ours, std);
    }

    #[test]
    fn matches_the_standard_stable_sort() {
        check(&[]);
        check(&[(1, 0)]);
        let mut seed = 7u32;
        for len in 0..70u16 {
            let items: Vec<(u8, u16)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) as u8 % 5, i)
                })
                .collect();
            check(&items);
            let mut reversed = items.clone();
            reversed.reverse();
            check(&reversed);
        }
    }

    #[test]
    fn maps_keep_the_last_value() {
        assert_eq!(map_of([("a", 1), ("b", 2), ("a", 3)]), BTreeMap::from([("a", 3), ("b", 2)]));
        assert_eq!(set_of([3, 1, 3]), BTreeSet::from([1, 3]));
    }
}
