//! Every lifecycle scenario of the project's copy of the vectors passes under the ideal model,
//! and the `after:` conditions alone place the actions when the recorded times are removed.

use std::path::PathBuf;

use podsim_tests::Outcome;
use podsim_tests::topics::lifecycle;

#[test]
fn every_lifecycle_scenario_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/k8s");
    let report = podsim_tests::run_dirs(&[dir], Some("lifecycle"));
    assert!(report.passed >= 50, "too few lifecycle scenarios ran: {}", report.summary());
    assert_eq!(report.failed, 0, "{}\n{}", report.failures.join("\n"), report.summary());
}

/// Vectors whose recorded action time contradicts another vector with the same condition and
/// action (within the ±1 s timeline tolerance), so no observer model can meet both:
/// `01` updates the image 5 s after `podRunning` where `23b`/`24b` do it after 1 s; `36` deletes
/// 4 s after its container condition holds where `32` deletes 1 s after `podRunning` held at the
/// same instant; `47` adds the ephemeral container 5 s after `podRunning` where the delete vectors
/// act within 2 s, and merges two upstream `It`s that each create their own Pod.
const CONTRADICTING: &[&str] =
    &["01-regular-image-update", "36-nonstarted-sidecar-termination", "47-ephemeral-containers"];

fn recorded_actions(file: &podsim::yaml::Node) -> usize {
    let timeline = file.get("expect").map(|e| podsim_tests::vector::list(e, "timeline")).unwrap_or(&[]);
    timeline.iter().filter(|e| podsim_tests::vector::text(e, "event") == Some("Action")).count()
}

#[test]
fn stripping_removes_only_the_action_entries() {
    let text = "expect:\n  timeline:\n  - {t: 0, event: Started}\n  - {t: 5, event: Action, do: delete}\n";
    let file = podsim_tests::vector::load(text).expect("yaml");
    assert_eq!(recorded_actions(&file), 1);
    let stripped = lifecycle::without_recorded_actions(&file);
    assert_eq!(recorded_actions(&stripped), 0);
    let left = stripped.get("expect").map(|e| podsim_tests::vector::list(e, "timeline").len());
    assert_eq!(left, Some(1));
}

#[test]
fn conditions_alone_place_the_actions() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/k8s/lifecycle");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("vector directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    let mut passed = 0;
    let mut failed = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("vector file");
        let file = podsim_tests::vector::load(&text).expect("vector YAML");
        let stripped = lifecycle::without_recorded_actions(&file);
        assert_eq!(recorded_actions(&stripped), 0, "{}", path.display());
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_owned();
        match lifecycle::check(&stripped) {
            Outcome::Pass => passed += 1,
            Outcome::Fail(why) => failed.push((name, why)),
            Outcome::Skip(_) => {}
        }
    }
    assert!(passed >= 50, "too few scenarios passed without recorded action times: {passed}");
    let names: Vec<&str> = failed.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, CONTRADICTING, "{:#?}", failed);
}
