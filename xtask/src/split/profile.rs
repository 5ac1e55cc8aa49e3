//! `cargo xtask split-profile`: learns which functions the first render runs, by building the
//! page with every function reporting itself (`wasm::instrument`), opening it in headless
//! Chromium (`e2e/split-profile.mjs`) and writing their names to `web/first-load-functions.txt`.
//! Rerun it when the first render starts running new code; the end-to-end test
//! "first render needs only the first-load module" says when.

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::{Context, Result, bail};

use super::{Bundle, PROFILE};

const HITS: &str = "target/first-load-hits.txt";

pub fn run() -> Result<()> {
    crate::setup::run_setup()?;
    let root = crate::root();
    let dist = root.join("dist");
    if !crate::process::run("trunk", &["build", "--release"])? {
        bail!("trunk build --release failed");
    }
    let bundle = Bundle::find(&dist)?;
    let built = std::fs::read(&bundle.wasm)?;
    let names = super::named_functions(&built)?;
    std::fs::write(&bundle.wasm, super::wasm::instrument(&built)?)?;
    super::glue::install_profiler(&bundle)?;
    crate::build::refresh_integrity(&bundle.index_html)?;
    crate::csp::stamp(&bundle.index_html)?;
    if !crate::process::run("node", &["e2e/split-profile.mjs"])? {
        bail!("e2e/split-profile.mjs failed");
    }
    let hits = std::fs::read_to_string(root.join(HITS)).with_context(|| format!("cannot read {HITS}"))?;
    let kept: BTreeSet<&str> = hits
        .lines()
        .filter_map(|line| line.trim().parse::<u32>().ok())
        .filter_map(|index| names.get(&index))
        .map(String::as_str)
        .collect();
    write_profile(&root, &kept)?;
    println!("split-profile: {} functions run on first load; written to {PROFILE}", kept.len());
    // Leave dist/ as a normal build.
    crate::build::release_page()
}

fn write_profile(root: &Path, kept: &BTreeSet<&str>) -> Result<()> {
    let mut text = String::from(
        "# Functions the first render runs (names from the module's name section), written by\n\
         # `cargo xtask split-profile`. They stay in the module the page loads first; every other\n\
         # function moves to the module loaded after first render (xtask/src/split).\n",
    );
    for name in kept {
        text.push_str(name);
        text.push('\n');
    }
    std::fs::write(root.join(PROFILE), text).with_context(|| format!("cannot write {PROFILE}"))
}
