//! Inputs the fuzzers once flagged (`fuzz/regressions/`), replayed through the public entry points of
//! every fuzz target (parse, simulate, share_decode):
//! each must give diagnostics with locations inside the text, never a panic.

use std::path::{Path, PathBuf};

fn line_count_as_yaml_counts(text: &str) -> u32 {
    let breaks = text.matches('\n').count() + text.matches('\r').count() - text.matches("\r\n").count();
    u32::try_from(breaks).unwrap_or(u32::MAX).saturating_add(1)
}

/// Every file of `fuzz/regressions/`, sorted, with its text (bytes that are not UTF-8 replaced).
fn regression_inputs() -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions");
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).map(|e| e.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort();
    assert!(!files.is_empty(), "no regression inputs found in {}", dir.display());
    files
        .into_iter()
        .map(|file| {
            let text = String::from_utf8_lossy(&std::fs::read(&file).unwrap_or_default()).into_owned();
            (file, text)
        })
        .collect()
}

#[test]
fn every_fuzz_regression_parses_to_located_diagnostics() {
    for (file, text) in regression_inputs() {
        let parsed = podsim::parse(&text);
        let lines = line_count_as_yaml_counts(&text);
        for diagnostic in &parsed.diagnostics {
            if let Some(location) = diagnostic.location {
                assert!(
                    location.line >= 1 && location.line <= lines,
                    "{}: {diagnostic:?} outside {lines} lines",
                    file.display()
                );
            }
        }
    }
}

/// Every regression also goes through the `simulate` target's pipeline (analysis, scenario,
/// simulation, views) and the `share_decode` target's link readers.
#[test]
fn every_fuzz_regression_simulates_and_decodes_without_a_panic() {
    for (file, text) in regression_inputs() {
        for version in podsim::KubeVersion::ALL {
            let analysis = podsim::analysis::analyze(&text, version);
            let scenario = podsim::scenario::Scenario::from_parsed(&analysis.parsed);
            let mut options = podsim::engine::SimOptions { version, ..podsim::engine::SimOptions::default() }
                .with_scenario(&scenario);
            options.event_cap = options.event_cap.min(20_000);
            let simulation = podsim::engine::simulate(&analysis.pod, &scenario, &options);
            for pair in simulation.facts.windows(2) {
                assert!(pair[0].t_ms <= pair[1].t_ms, "{}: facts out of order", file.display());
            }
            let _ = simulation.state_at(simulation.end_ms);
            assert!(serde_json::to_string(&simulation).is_ok(), "{}", file.display());
        }
        let decoded = [podsim::share::decode_fragment(&text), podsim::share::parse_link(&text).map(|(state, _)| state)];
        // Whatever decodes must re-encode to a link that decodes to the same state.
        for state in decoded.into_iter().flatten() {
            assert_eq!(
                podsim::share::decode_fragment(&podsim::share::encode_fragment(&state)).as_ref(),
                Ok(&state),
                "{}",
                file.display()
            );
        }
    }
}
