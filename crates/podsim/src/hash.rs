//! Deterministic hashing for identifiers that must be the same on every run and platform.

/// A stable 64-bit hash of a text (FNV-1a), for identifiers that must not depend on the run.
pub fn stable_hash(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01B3);
    }
    hash
}
