//! The conformance vectors of the project's copy (`tests/data/k8s`), one test per topic, all in
//! one test binary: every case of every topic passes.

mod lifecycle;

use std::path::PathBuf;

/// Runs one static topic's vectors and requires all of them to pass (and at least one to run).
fn every_vector_of(topic: &str) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/k8s");
    let report = podsim_tests::run_dirs(&[dir], Some(topic));
    assert!(report.passed > 0, "no {topic} vectors were found");
    assert_eq!(report.failed, 0, "{}\n{}", report.failures.join("\n"), report.summary());
}

#[test]
fn every_conditions_vector_passes() {
    every_vector_of("conditions");
}

#[test]
fn every_endpoints_vector_passes() {
    every_vector_of("endpoints");
}

#[test]
fn every_phase_vector_passes() {
    every_vector_of("phase");
}

#[test]
fn every_printer_vector_passes() {
    every_vector_of("printer");
}

#[test]
fn every_qos_vector_passes() {
    every_vector_of("qos");
}

#[test]
fn every_quantity_vector_passes() {
    every_vector_of("quantity");
}

#[test]
fn every_resources_vector_passes() {
    every_vector_of("resources");
}

#[test]
fn every_validation_vector_passes() {
    every_vector_of("validation");
}
