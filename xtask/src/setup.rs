//! `cargo xtask setup`: installs, only when missing, everything the build and the tests need on a
//! fresh machine of this kind (Debian, root, package registries only). A second run is a few
//! quick version checks.

use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result, bail};

use crate::process::{cargo_bin_dir, output_line, run as run_command};

/// Trunk's last release that builds on rustc 1.95 (0.22 needs 1.96.1).
const TRUNK_VERSION: &str = "0.21.14";
/// The mdBook that the `mdbook-podsim` tests build books with: the release of the
/// `mdbook-preprocessor` crate the preprocessor speaks (Cargo.lock).
const MDBOOK_PACKAGE: &str = "mdbook-preprocessor";
const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Runs every install step that is needed.
pub fn run_setup() -> Result<()> {
    let started = Instant::now();
    let root = crate::root();
    let mut installed = Vec::new();
    if ensure_wasm_target()? {
        installed.push("wasm32 target");
    }
    if ensure_chromium()? {
        installed.push("chromium + chromium-driver");
    }
    if ensure_cargo_tool("trunk", "trunk", TRUNK_VERSION, &["--locked"])? {
        installed.push("trunk");
    }
    // Only `mdbook build` is needed: no server, no file watcher.
    let mdbook = locked_version(&root.join("Cargo.lock"), MDBOOK_PACKAGE)?;
    if ensure_cargo_tool("mdbook", "mdbook", &mdbook, &["--locked", "--no-default-features", "--features", "search"])? {
        installed.push("mdbook");
    }
    let bindgen = locked_version(&root.join("Cargo.lock"), "wasm-bindgen")?;
    // Not --locked: the CLI's own lockfile pins crates the registry here does not serve.
    if ensure_cargo_tool("wasm-bindgen-cli", "wasm-bindgen", &bindgen, &[])? {
        installed.push("wasm-bindgen-cli");
    }
    if ensure_npm_tools(&root)? {
        installed.push("npm dev dependencies");
    }
    if installed.is_empty() {
        println!("setup: everything present ({:.2}s)", started.elapsed().as_secs_f64());
    } else {
        println!("setup: installed {} ({:.0}s)", installed.join(", "), started.elapsed().as_secs_f64());
    }
    Ok(())
}

fn ensure_wasm_target() -> Result<bool> {
    let installed = output_line_all("rustup", &["target", "list", "--installed"]);
    if installed.lines().any(|line| line.trim() == WASM_TARGET) {
        return Ok(false);
    }
    println!("setup: adding the {WASM_TARGET} target");
    if !run_command("rustup", &["target", "add", WASM_TARGET])? {
        bail!("rustup target add {WASM_TARGET} failed");
    }
    Ok(true)
}

fn output_line_all(program: &str, args: &[&str]) -> String {
    crate::process::command(program, args)
        .output()
        .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
        .unwrap_or_default()
}

fn ensure_chromium() -> Result<bool> {
    if Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists() {
        return Ok(false);
    }
    println!("setup: installing Debian chromium and chromium-driver");
    let apt = |args: &[&str]| -> Result<bool> {
        let status = crate::process::command("apt-get", args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .context("cannot run apt-get (chromium is needed for the browser tests)")?;
        Ok(status.success())
    };
    if !apt(&["update", "-qq"])? || !apt(&["install", "-y", "-qq", "chromium", "chromium-driver"])? {
        bail!("apt-get install chromium chromium-driver failed (root is needed)");
    }
    Ok(true)
}

fn ensure_cargo_tool(package: &str, binary: &str, version: &str, flags: &[&str]) -> Result<bool> {
    let path = format!("{}/{binary}", cargo_bin_dir());
    // `trunk 0.21.14`, `mdbook v0.5.4`.
    let expected = [format!("{binary} {version}"), format!("{binary} v{version}")];
    if output_line(&path, &["--version"]).is_some_and(|line| expected.contains(&line)) {
        return Ok(false);
    }
    println!("setup: cargo install {package} {version} (a few minutes, once)");
    let mut args = vec!["install", package, "--version", version];
    args.extend_from_slice(flags);
    if !run_command("cargo", &args)? {
        bail!("cargo install {package} {version} failed");
    }
    Ok(true)
}

/// The version of `package` in Cargo.lock (Trunk uses a wasm-bindgen on PATH only when equal).
pub fn locked_version(lock: &Path, package: &str) -> Result<String> {
    let text = std::fs::read_to_string(lock).with_context(|| format!("cannot read {}", lock.display()))?;
    let needle = format!("name = \"{package}\"");
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() == needle
            && let Some(version) = lines.next().and_then(|line| line.trim().strip_prefix("version = "))
        {
            return Ok(version.trim_matches('"').to_owned());
        }
    }
    bail!("{package} is not in Cargo.lock")
}

fn ensure_npm_tools(root: &Path) -> Result<bool> {
    let lock = std::fs::read_to_string(root.join("package-lock.json")).context("cannot read package-lock.json")?;
    // The code editor's packages are bundled into the page by esbuild (`build.rs`).
    let wanted = [
        "playwright-core",
        "binaryen",
        "esbuild",
        "markdown-it",
        "@codemirror/state",
        "@codemirror/view",
        "@codemirror/commands",
        "@codemirror/language",
        "@codemirror/lang-yaml",
        "@codemirror/lint",
        "@codemirror/search",
        "@lezer/highlight",
    ];
    let present = wanted.iter().all(|name| {
        let installed = std::fs::read_to_string(root.join("node_modules").join(name).join("package.json"));
        let locked = npm_locked_version(&lock, name);
        match (installed, locked) {
            (Ok(manifest), Some(version)) => manifest.contains(&format!("\"version\": \"{version}\"")),
            _ => false,
        }
    });
    if present {
        return Ok(false);
    }
    println!("setup: npm ci ({})", wanted.join(", "));
    if !run_command("npm", &["ci", "--no-audit", "--no-fund"])? {
        bail!("npm ci failed");
    }
    Ok(true)
}

fn npm_locked_version(lock: &str, name: &str) -> Option<String> {
    let key = format!("\"node_modules/{name}\": {{");
    let after = &lock[lock.find(&key)? + key.len()..];
    let version_at = after.find("\"version\": \"")? + "\"version\": \"".len();
    let rest = &after[version_at..];
    Some(rest[..rest.find('"')?].to_owned())
}
