//! Engine benchmarks: every golden scenario, and a stress Pod (10 init containers, 5 sidecars
//! with three probes, 20 app containers with two probes, every probe each second) over one
//! virtual hour.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use podsim::engine::{SimOptions, Timing, simulate};
use podsim::model::{Container, Handler, Pod, PodSpec, Probe};
use podsim::scenario::Scenario;

fn probe() -> Probe {
    Probe {
        handler: Handler { http_get: Some("/".to_owned()), ..Handler::default() },
        period_seconds: Some(1),
        ..Probe::default()
    }
}

/// The stress Pod of BENCHMARKS.md.
pub fn stress_pod() -> Pod {
    let mut spec = PodSpec::default();
    for i in 0..10 {
        spec.init_containers.push(Container {
            name: Some(format!("init-{i}")),
            image: Some("busybox:1.36".to_owned()),
            command: vec!["sh".into(), "-c".into(), "echo ready".into()],
            ..Container::default()
        });
    }
    for i in 0..5 {
        spec.init_containers.push(Container {
            name: Some(format!("sidecar-{i}")),
            image: Some("envoyproxy/envoy:v1.32".to_owned()),
            restart_policy: Some("Always".to_owned()),
            startup_probe: Some(probe()),
            liveness_probe: Some(probe()),
            readiness_probe: Some(probe()),
            ..Container::default()
        });
    }
    for i in 0..20 {
        spec.containers.push(Container {
            name: Some(format!("app-{i}")),
            image: Some("nginx:1.27".to_owned()),
            liveness_probe: Some(probe()),
            readiness_probe: Some(probe()),
            ..Container::default()
        });
    }
    let mut pod = Pod { spec, ..Pod::default() };
    pod.metadata.name = Some("stress".to_owned());
    pod
}

/// The golden scenarios, compiled in (the core's lints forbid file reads, benches included).
const GOLDENS: &[(&str, &str)] = &[
    ("debug-container", include_str!("../../../tests/goldens/debug-container.yaml")),
    ("envoy-startup-probe", include_str!("../../../tests/goldens/envoy-startup-probe.yaml")),
    ("graceful-termination", include_str!("../../../tests/goldens/graceful-termination.yaml")),
    ("init-failure-always", include_str!("../../../tests/goldens/init-failure-always.yaml")),
    ("init-failure-never", include_str!("../../../tests/goldens/init-failure-never.yaml")),
    ("init-waits-for-service", include_str!("../../../tests/goldens/init-waits-for-service.yaml")),
    ("job-cloud-sql-proxy", include_str!("../../../tests/goldens/job-cloud-sql-proxy.yaml")),
    ("job-cloud-sql-proxy-legacy", include_str!("../../../tests/goldens/job-cloud-sql-proxy-legacy.yaml")),
    ("lifecycle-demo", include_str!("../../../tests/goldens/lifecycle-demo.yaml")),
    ("native-log-shipper", include_str!("../../../tests/goldens/native-log-shipper.yaml")),
];

fn goldens(c: &mut Criterion) {
    for (name, text) in GOLDENS {
        let version = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("# k8s: "))
            .and_then(podsim::KubeVersion::parse)
            .unwrap_or_default();
        let parsed = podsim::parse(text);
        let scenario = Scenario::from_parsed(&parsed);
        let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
        c.bench_function(&format!("golden/{name}"), |b| {
            b.iter(|| simulate(black_box(&parsed.pod), &scenario, &options))
        });
    }
}

fn stress(c: &mut Criterion) {
    let pod = stress_pod();
    let scenario = Scenario::default();
    for timing in [Timing::Ideal, Timing::Realistic] {
        let options = SimOptions { timing, horizon_ms: 3_600_000, ..SimOptions::default() };
        c.bench_function(&format!("stress/one-hour/{timing:?}").to_lowercase(), |b| {
            b.iter(|| simulate(black_box(&pod), &scenario, &options))
        });
    }
}

criterion_group!(benches, goldens, stress);
criterion_main!(benches);
