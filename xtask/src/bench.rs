//! `cargo xtask bench`: runs the benchmarks and writes their figures into BENCHMARKS.md.

use anyhow::Result;

/// Entry point of `cargo xtask bench`.
pub fn run(_args: &[String]) -> Result<()> {
    anyhow::bail!("cargo xtask bench is not wired up yet")
}
