//! The documented limits on untrusted YAML input, so that no paste or link can hang the page.

/// Limits applied while loading YAML. Every limit hit is reported as an error with a location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Largest accepted input, in bytes.
    pub max_bytes: usize,
    /// Deepest accepted nesting of mappings and sequences.
    pub max_depth: usize,
    /// Most nodes (scalars, mappings, sequences) in one input, aliases expanded.
    pub max_nodes: usize,
}

impl Limits {
    /// The limits the playground and the CLI use: far above any real Pod, far below harm.
    pub const DEFAULT: Limits = Limits { max_bytes: 2 * 1024 * 1024, max_depth: 64, max_nodes: 200_000 };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}
