//! Workspace tidiness: every Rust file says what it owns, the core stays free of I/O crates, and
//! its own words are made in `view/` only.

use std::path::{Path, PathBuf};

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !matches!(name.as_ref(), "target" | "node_modules" | "dist" | "corpus" | "artifacts") {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_rust_file_opens_with_a_module_doc_line() {
    let root = workspace_root();
    let mut files = Vec::new();
    for dir in ["crates", "web", "xtask", "tests", "tools"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 10, "expected to find the workspace's Rust files under {}", root.display());
    let missing: Vec<String> = files
        .iter()
        .filter(|file| {
            let text = std::fs::read_to_string(file).unwrap_or_default();
            !text.lines().take(3).any(|line| line.starts_with("//!"))
        })
        .map(|file| file.strip_prefix(&root).unwrap_or(file).display().to_string())
        .collect();
    assert!(missing.is_empty(), "files without a leading //! line: {missing:?}");
}

/// podsim's own words are made in `view/` only: everywhere else the core records what it decided
/// as data (an enum with typed arguments), and `view/` says it in English and Chinese. `lang.rs`
/// defines the macro. Kubernetes' own words, which are never translated, use `Text::same`.
#[test]
fn the_cores_own_words_are_written_in_view_only() {
    /// Files outside `view/` that may still write a sentence with `text!`, each with its reason.
    const ALLOWED: &[(&str, &str)] = &[("lang.rs", "it defines the macro and tests it")];
    let core = workspace_root().join("crates/podsim/src");
    let mut files = Vec::new();
    rust_files(&core, &mut files);
    assert!(files.len() > 10, "expected to find the core's Rust files under {}", core.display());
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&core).unwrap_or(file);
        if relative.starts_with("view") || ALLOWED.iter().any(|(allowed, _reason)| relative == Path::new(allowed)) {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap_or_default();
        for (number, line) in text.lines().enumerate() {
            if !line.trim_start().starts_with("//") && line.contains("text!(") {
                found.push(format!("{}:{}: {}", relative.display(), number + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "sentences written outside view/ (record the decision as data instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_core_depends_on_no_web_or_os_crates() {
    let manifest = std::fs::read_to_string(workspace_root().join("crates/podsim/Cargo.toml")).unwrap_or_default();
    let dependencies = manifest.split("[dev-dependencies]").next().unwrap_or("");
    for banned in ["wasm-bindgen", "web-sys", "js-sys", "yew", "gloo", "getrandom", "rand", "k8s-openapi", "tokio"] {
        let declared = dependencies.lines().any(|line| {
            let key = line.split('=').next().unwrap_or("").trim();
            key == banned || key.starts_with(&format!("{banned}."))
        });
        assert!(!declared, "crates/podsim must stay pure Rust without I/O, but depends on {banned}");
    }
}

#[test]
fn the_core_has_a_clippy_ban_on_clocks_env_and_fs() {
    let clippy = std::fs::read_to_string(workspace_root().join("crates/podsim/clippy.toml")).unwrap_or_default();
    for banned in [
        "std::time::Instant::now",
        "std::time::SystemTime::now",
        "std::env::var",
        "std::fs::read_to_string",
        "std::collections::HashMap",
    ] {
        assert!(clippy.contains(banned), "crates/podsim/clippy.toml no longer bans {banned}");
    }
}

/// The page's WebAssembly stays small: the core and the web crate lowercase with
/// `to_ascii_lowercase` (`to_lowercase` carries a 12 KB Unicode table, and every word podsim
/// lowercases is ASCII). Test code is exempt.
#[test]
fn the_page_avoids_the_unicode_case_tables() {
    let root = workspace_root();
    let mut files = Vec::new();
    rust_files(&root.join("crates/podsim/src"), &mut files);
    rust_files(&root.join("web/src"), &mut files);
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).unwrap_or(file).display().to_string();
        if relative.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for (index, line) in code.lines().enumerate() {
            let line = line.split("// ").next().unwrap_or("");
            if line.contains(".to_lowercase()") {
                found.push(format!("{relative}:{}: {}", index + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "use to_ascii_lowercase instead:\n{}", found.join("\n"));
}

/// The faces reach the core only through its door: their own dependency on `podsim` never turns
/// on `internals` (only test crates, as dev-dependencies, do), and `cargo xtask test` builds them
/// without the test crates so the compiler checks it.
#[test]
fn the_faces_never_enable_the_cores_internals() {
    let root = workspace_root();
    for manifest in ["crates/podsim-cli/Cargo.toml", "web/Cargo.toml"] {
        let text = std::fs::read_to_string(root.join(manifest)).unwrap_or_default();
        assert!(text.contains("[dependencies]"), "{manifest} has a [dependencies] table");
        let dependencies = text.split("[dependencies]").nth(1).unwrap_or_default();
        let dependencies = dependencies.split("\n[").next().unwrap_or_default();
        let podsim_line = dependencies.lines().find(|line| line.trim_start().starts_with("podsim")).unwrap_or_default();
        assert!(!podsim_line.is_empty(), "{manifest} depends on the core");
        assert!(!podsim_line.contains("internals"), "{manifest}: {podsim_line}");
    }
    let xtask = std::fs::read_to_string(root.join("xtask/src/test.rs")).unwrap_or_default();
    for step in ["\"podsim-cli\", \"--bins\"", "\"podsim-web\", \"--lib\""] {
        assert!(xtask.contains(step), "cargo xtask test builds the faces alone ({step})");
    }
}
