//! Deterministic hashing for identifiers that must be the same on every run and platform.

/// A stable 64-bit hash of a text (FNV-1a), for identifiers that must not depend on the run.
pub fn stable_hash(text: &str) -> u64 {
    stable_hash_parts(&[text])
}

/// [`stable_hash`] of the parts written one after the other, without joining them first.
pub fn stable_hash_parts(parts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in parts.iter().flat_map(|part| part.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01B3);
    }
    hash
}

/// Kubernetes' alphabet for generated names: no vowels, no confusable characters.
// apimachinery util/rand: alphanums
const NAME_ALPHABET: &[u8] = b"bcdfghjklmnpqrstvwxz2456789";

/// `length` characters of Kubernetes' name alphabet, as `rand.String` draws them for generated
/// names and suffixes, but the same for the same `seed`.
pub fn name_suffix(seed: &str, length: usize) -> String {
    let mut state = stable_hash(seed);
    (0..length)
        .map(|_| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let index = usize::try_from((state >> 33) % NAME_ALPHABET.len() as u64).unwrap_or(0);
            char::from(NAME_ALPHABET.get(index).copied().unwrap_or(b'x'))
        })
        .collect()
}
