//! `cargo xtask <task>`: the project's one-command set-up, serve, test and bench.
//!
//! `setup` installs what a fresh machine lacks (idempotent), `serve` builds and serves the
//! playground, `test` runs exactly what CI runs, `bench` measures and updates BENCHMARKS.md.

mod bench;
mod build;
mod csp;
mod process;
mod serve;
mod setup;
mod site;
mod test;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <task>

tasks:
  setup              install the wasm target, Trunk, wasm-bindgen-cli, mdBook, npm tools and Chromium if missing
  serve [--port N] [--dir DIR] [--no-build]
                     set up, build the playground (release) and serve it at http://127.0.0.1:8080
  dist [--out DIR]   set up, build the release (dist/, what `serve` serves) and deploy it into the
                     versioned site DIR (default site/): v/<release>/, latest/, versions.json
  test               set up, then fmt, clippy (native + wasm32), tests, podsim test on the docs,
                     conformance, wasm tests in Chromium, trunk build --release and the Playwright
                     end-to-end tests
  bench              run the benchmarks and update BENCHMARKS.md";

/// The workspace root (the parent of this crate).
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("setup") => setup::run_setup().map(|_| true),
        Some("serve") => serve::run(&args[1..]).map(|_| true),
        Some("dist") => build::run(&args[1..]).map(|_| true),
        Some("test") => test::run(),
        Some("bench") => bench::run_bench(&args[1..]).map(|_| true),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("xtask: {error:#}");
            ExitCode::FAILURE
        }
    }
}
