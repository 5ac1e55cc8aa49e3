//! Inputs the fuzzers once flagged (`fuzz/regressions/`), replayed through the public entry points:
//! each must give diagnostics with locations inside the text, never a panic.

use std::path::Path;

fn line_count_as_yaml_counts(text: &str) -> u32 {
    let breaks = text.matches('\n').count() + text.matches('\r').count() - text.matches("\r\n").count();
    u32::try_from(breaks).unwrap_or(u32::MAX).saturating_add(1)
}

#[test]
fn every_fuzz_regression_parses_to_located_diagnostics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions");
    let mut files: Vec<_> = std::fs::read_dir(&dir).map(|e| e.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort();
    assert!(!files.is_empty(), "no regression inputs found in {}", dir.display());
    for file in files {
        let bytes = std::fs::read(&file).unwrap_or_default();
        let text = String::from_utf8_lossy(&bytes);
        let parsed = podsim::parse(&text);
        let lines = line_count_as_yaml_counts(&text);
        for diagnostic in &parsed.diagnostics {
            if let Some(location) = diagnostic.location {
                assert!(location.line >= 1 && location.line <= lines, "{}: {diagnostic:?} outside {lines} lines", file.display());
            }
        }
    }
}
