//! Compiles every file of `static/examples/` into the page, so the gallery works offline and
//! a new example needs no code change.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read when the script runs, not when it is compiled: a build script compiled for another
    // checkout of the same workspace must still read this one's examples.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".to_owned());
    let dir = Path::new(&manifest_dir).join("../static/examples");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()).collect())
        .unwrap_or_default();
    files.retain(|path| path.extension().is_some_and(|ext| ext == "yaml"));
    files.sort();
    let mut out =
        String::from("/// Every file of `static/examples/`, by name.\npub const FILES: &[(&str, &str)] = &[\n");
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let _ = writeln!(out, "    ({name:?}, include_str!({:?})),", path.display().to_string());
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("example_files.rs");
    if let Err(error) = std::fs::write(&target, out) {
        println!("cargo:warning=cannot write {}: {error}", target.display());
    }
}
