//! Runs every `static/conditions.yaml` vector in `tests/data/k8s` and requires them all to pass.

use std::path::PathBuf;

#[test]
fn every_conditions_vector_passes() {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/k8s");
    let report = podsim_tests::run_dirs(&[data], Some("conditions"));
    for line in &report.failures {
        println!("{line}");
    }
    assert!(report.passed > 0, "no conditions vectors were found");
    assert_eq!(report.failed, 0, "{}", report.summary());
}
