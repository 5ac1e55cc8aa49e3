//! `podsim test PATH... [--k8s V] [--json]`: checks the `# expect:` lines of the podsim blocks
//! in Markdown pages and YAML files (the language is in docs/testing-docs.md).
//! Exit 0 every expectation holds, 1 one fails (or cannot be read) or there is none, 2 a path
//! cannot be read.

use std::path::Path;

use podsim::{DocFormat, Outcome, Settings, check_document};
use serde_json::{Value, json};

use crate::args::TestArgs;
use crate::input::read_text;

/// The outcomes of one file.
struct Checked {
    file: String,
    outcomes: Vec<Outcome>,
}

/// Runs `test`.
pub fn run(args: &TestArgs) -> Result<u8, String> {
    let mut files = Vec::new();
    for path in &args.paths {
        collect(Path::new(path), &mut files)?;
    }
    let settings = Settings::new(args.k8s);
    let mut checked = Vec::new();
    for file in files {
        let text = read_text(&file)?;
        let outcomes = check_document(&text, DocFormat::of_path(&file), &settings);
        checked.push(Checked { file, outcomes });
    }
    let failed = checked.iter().flat_map(|c| &c.outcomes).filter(|o| !o.passed).count();
    // Nothing checked is a failure: a CI step pointed at the wrong folder must not pass.
    let none = checked.iter().all(|c| c.outcomes.is_empty());
    if none && !args.json {
        eprintln!(
            "podsim: no expectations in {} (`# expect:` lines in podsim blocks: docs/testing-docs.md)",
            args.paths.join(", ")
        );
    }
    if args.json {
        println!("{}", to_json(&checked));
    } else {
        print_text(&checked);
    }
    Ok(if failed == 0 && !none { 0 } else { 1 })
}

/// A file as named (`-`: standard input), or a directory's `.md`, `.yaml` and `.yml` files, recursively, in sorted
/// order (hidden entries skipped).
fn collect(path: &Path, files: &mut Vec<String>) -> Result<(), String> {
    // `-` is standard input, read as Markdown.
    if path == Path::new("-") {
        files.push("-".to_owned());
        return Ok(());
    }
    let shown = path.display();
    let metadata = std::fs::metadata(path).map_err(|error| format!("cannot read {shown}: {error}"))?;
    if !metadata.is_dir() {
        files.push(path.to_string_lossy().into_owned());
        return Ok(());
    }
    let entries = std::fs::read_dir(path).map_err(|error| format!("cannot read {shown}: {error}"))?;
    let mut found: Vec<(std::path::PathBuf, bool)> = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|error| format!("cannot read {shown}: {error}"))?;
        if entry.file_name().to_string_lossy().starts_with('.') {
            continue;
        }
        let is_dir = entry.file_type().is_ok_and(|kind| kind.is_dir());
        found.push((entry.path(), is_dir));
    }
    found.sort();
    for (entry, is_dir) in found {
        let name = entry.to_string_lossy().to_ascii_lowercase();
        if is_dir {
            collect(&entry, files)?;
        } else if [".md", ".yaml", ".yml"].iter().any(|ext| name.ends_with(ext)) {
            files.push(entry.to_string_lossy().into_owned());
        }
    }
    Ok(())
}

/// `FILE:LINE: expected CLAIM on V, podsim says WHAT` per failure, then the summary line.
fn print_text(checked: &[Checked]) {
    for file in checked {
        for outcome in file.outcomes.iter().filter(|o| !o.passed) {
            println!("{}", outcome.located(&file.file));
        }
    }
    println!("{}", summary(checked));
}

/// `12 expectations in 3 files: 11 passed, 1 failed`.
fn summary(checked: &[Checked]) -> String {
    let total = checked.iter().map(|c| c.outcomes.len()).sum::<usize>();
    let failed = checked.iter().flat_map(|c| &c.outcomes).filter(|o| !o.passed).count();
    let plural = |n: usize, word: &str| if n == 1 { format!("{n} {word}") } else { format!("{n} {word}s") };
    format!(
        "{} in {}: {} passed, {failed} failed",
        plural(total, "expectation"),
        plural(checked.len(), "file"),
        total - failed
    )
}

/// `[{"file", "line", "version", "expected", "says", "passed"}]`, one per expectation and version.
fn to_json(checked: &[Checked]) -> Value {
    let outcomes: Vec<Value> = checked
        .iter()
        .flat_map(|file| {
            file.outcomes.iter().map(|outcome| {
                json!({
                    "file": file.file,
                    "line": outcome.line,
                    "version": outcome.version.map(|v| v.as_str()),
                    "expected": outcome.expected,
                    "says": outcome.says,
                    "passed": outcome.passed,
                })
            })
        })
        .collect();
    Value::Array(outcomes)
}
