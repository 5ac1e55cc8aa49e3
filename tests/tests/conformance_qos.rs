//! Runs every `static/qos.yaml` vector of the project's copy and requires all of them to pass.

use std::path::PathBuf;

#[test]
fn every_qos_vector_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/k8s");
    let report = podsim_tests::run_dirs(&[dir], Some("qos"));
    assert!(report.passed > 0, "no qos vectors were found");
    assert_eq!(report.failed, 0, "{}\n{}", report.failures.join("\n"), report.summary());
}
