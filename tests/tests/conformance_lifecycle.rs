//! Every lifecycle scenario of the project's copy of the vectors passes under the ideal model.

use std::path::PathBuf;

#[test]
fn every_lifecycle_scenario_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/k8s");
    let report = podsim_tests::run_dirs(&[dir], Some("lifecycle"));
    assert!(report.passed >= 50, "too few lifecycle scenarios ran: {}", report.summary());
    assert_eq!(report.failed, 0, "{}\n{}", report.failures.join("\n"), report.summary());
}
