//! WebAssembly half of the determinism check, in headless Chromium: every golden scenario, every
//! gallery example and the stress pod are simulated in the browser, and the FNV-1a digest of
//! each run must equal the one the native build wrote to `tests/goldens/digests.txt`
//! (`tests/tests/determinism_digests.rs`). Both call `podsim_tests::digest`.

use podsim_tests::digest::{digest, fnv1a};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The digests written by the native build.
const DIGESTS: &str = include_str!("../../tests/goldens/digests.txt");

/// Every input, by its path from the repository root (the native test checks this list is complete).
const INPUTS: &[(&str, &str)] = &[
    ("tests/goldens/debug-container.yaml", include_str!("../../tests/goldens/debug-container.yaml")),
    ("tests/goldens/envoy-startup-probe.yaml", include_str!("../../tests/goldens/envoy-startup-probe.yaml")),
    ("tests/goldens/fits-after-pod-leaves.yaml", include_str!("../../tests/goldens/fits-after-pod-leaves.yaml")),
    ("tests/goldens/resize-cpu-deferred.yaml", include_str!("../../tests/goldens/resize-cpu-deferred.yaml")),
    ("tests/goldens/resize-memory-in-place.yaml", include_str!("../../tests/goldens/resize-memory-in-place.yaml")),
    ("tests/goldens/graceful-termination.yaml", include_str!("../../tests/goldens/graceful-termination.yaml")),
    ("tests/goldens/init-failure-always.yaml", include_str!("../../tests/goldens/init-failure-always.yaml")),
    ("tests/goldens/init-failure-never.yaml", include_str!("../../tests/goldens/init-failure-never.yaml")),
    ("tests/goldens/init-waits-for-service.yaml", include_str!("../../tests/goldens/init-waits-for-service.yaml")),
    (
        "tests/goldens/job-cloud-sql-proxy-legacy.yaml",
        include_str!("../../tests/goldens/job-cloud-sql-proxy-legacy.yaml"),
    ),
    ("tests/goldens/job-cloud-sql-proxy.yaml", include_str!("../../tests/goldens/job-cloud-sql-proxy.yaml")),
    ("tests/goldens/lifecycle-demo.yaml", include_str!("../../tests/goldens/lifecycle-demo.yaml")),
    ("tests/goldens/liveness-exec.yaml", include_str!("../../tests/goldens/liveness-exec.yaml")),
    ("tests/goldens/restart-all-containers.yaml", include_str!("../../tests/goldens/restart-all-containers.yaml")),
    (
        "tests/goldens/restart-all-containers-1-35.yaml",
        include_str!("../../tests/goldens/restart-all-containers-1-35.yaml"),
    ),
    ("tests/goldens/restart-on-exit-codes.yaml", include_str!("../../tests/goldens/restart-on-exit-codes.yaml")),
    ("tests/goldens/native-log-shipper.yaml", include_str!("../../tests/goldens/native-log-shipper.yaml")),
    ("static/examples/big-init-does-not-fit.yaml", include_str!("../../static/examples/big-init-does-not-fit.yaml")),
    (
        "tests/goldens/traffic-readiness-fails-on-sigterm.yaml",
        include_str!("../../tests/goldens/traffic-readiness-fails-on-sigterm.yaml"),
    ),
    (
        "tests/goldens/traffic-readiness-gate-lb.yaml",
        include_str!("../../tests/goldens/traffic-readiness-gate-lb.yaml"),
    ),
    (
        "tests/goldens/traffic-scale-down-no-prestop.yaml",
        include_str!("../../tests/goldens/traffic-scale-down-no-prestop.yaml"),
    ),
    (
        "tests/goldens/traffic-scale-down-prestop-sleep.yaml",
        include_str!("../../tests/goldens/traffic-scale-down-prestop-sleep.yaml"),
    ),
    (
        "tests/goldens/traffic-sidecar-proxy-exits-first.yaml",
        include_str!("../../tests/goldens/traffic-sidecar-proxy-exits-first.yaml"),
    ),
    (
        "tests/goldens/traffic-termination-flow-tutorial.yaml",
        include_str!("../../tests/goldens/traffic-termination-flow-tutorial.yaml"),
    ),
    ("static/examples/resize-memory-in-place.yaml", include_str!("../../static/examples/resize-memory-in-place.yaml")),
    ("static/examples/resize-cpu-deferred.yaml", include_str!("../../static/examples/resize-cpu-deferred.yaml")),
    ("static/examples/debug-container.yaml", include_str!("../../static/examples/debug-container.yaml")),
    ("static/examples/envoy-startup-probe.yaml", include_str!("../../static/examples/envoy-startup-probe.yaml")),
    ("static/examples/fluent-bit-sidecar.yaml", include_str!("../../static/examples/fluent-bit-sidecar.yaml")),
    ("static/examples/graceful-termination.yaml", include_str!("../../static/examples/graceful-termination.yaml")),
    ("static/examples/init-failure-always.yaml", include_str!("../../static/examples/init-failure-always.yaml")),
    ("static/examples/init-failure-never.yaml", include_str!("../../static/examples/init-failure-never.yaml")),
    ("static/examples/init-waits-for-service.yaml", include_str!("../../static/examples/init-waits-for-service.yaml")),
    ("static/examples/invalid-init-probe.yaml", include_str!("../../static/examples/invalid-init-probe.yaml")),
    ("static/examples/istio-after-migration.yaml", include_str!("../../static/examples/istio-after-migration.yaml")),
    ("static/examples/istio-before-migration.yaml", include_str!("../../static/examples/istio-before-migration.yaml")),
    (
        "static/examples/job-cloud-sql-proxy-legacy.yaml",
        include_str!("../../static/examples/job-cloud-sql-proxy-legacy.yaml"),
    ),
    ("static/examples/job-cloud-sql-proxy.yaml", include_str!("../../static/examples/job-cloud-sql-proxy.yaml")),
    ("static/examples/lifecycle-demo.yaml", include_str!("../../static/examples/lifecycle-demo.yaml")),
    ("static/examples/limitrange-burstable.yaml", include_str!("../../static/examples/limitrange-burstable.yaml")),
    ("static/examples/liveness-exec.yaml", include_str!("../../static/examples/liveness-exec.yaml")),
    ("static/examples/native-log-shipper.yaml", include_str!("../../static/examples/native-log-shipper.yaml")),
    ("static/examples/quota-sidecar-formula.yaml", include_str!("../../static/examples/quota-sidecar-formula.yaml")),
    ("static/examples/resources-big-init.yaml", include_str!("../../static/examples/resources-big-init.yaml")),
    (
        "static/examples/resources-sidecars-decide.yaml",
        include_str!("../../static/examples/resources-sidecars-decide.yaml"),
    ),
    ("static/examples/restart-all-containers.yaml", include_str!("../../static/examples/restart-all-containers.yaml")),
    ("static/examples/restart-on-exit-codes.yaml", include_str!("../../static/examples/restart-on-exit-codes.yaml")),
    (
        "static/examples/traffic-readiness-fails-on-sigterm.yaml",
        include_str!("../../static/examples/traffic-readiness-fails-on-sigterm.yaml"),
    ),
    (
        "static/examples/traffic-readiness-gate-lb.yaml",
        include_str!("../../static/examples/traffic-readiness-gate-lb.yaml"),
    ),
    (
        "static/examples/traffic-scale-down-no-prestop.yaml",
        include_str!("../../static/examples/traffic-scale-down-no-prestop.yaml"),
    ),
    (
        "static/examples/traffic-scale-down-prestop-sleep.yaml",
        include_str!("../../static/examples/traffic-scale-down-prestop-sleep.yaml"),
    ),
    (
        "static/examples/traffic-sidecar-proxy-exits-first.yaml",
        include_str!("../../static/examples/traffic-sidecar-proxy-exits-first.yaml"),
    ),
    ("tests/data/bench/stress-pod.yaml", include_str!("../../tests/data/bench/stress-pod.yaml")),
];

#[wasm_bindgen_test]
fn the_digest_is_standard_fnv1a_in_wasm_too() {
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
}

#[wasm_bindgen_test]
fn every_golden_and_gallery_run_matches_the_native_digest() {
    let mut differing = Vec::new();
    for (path, text) in INPUTS {
        let expected = DIGESTS.lines().find_map(|line| line.strip_prefix(path).and_then(|rest| rest.strip_prefix(' ')));
        let actual = digest(path, text);
        if expected != Some(actual.as_str()) {
            differing.push(format!("{path}: native {expected:?}, wasm {actual}"));
        }
    }
    assert!(differing.is_empty(), "WebAssembly runs differ from native ones:\n{}", differing.join("\n"));
}
