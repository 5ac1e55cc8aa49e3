//! Engine benchmarks: every golden scenario; a stress Pod (10 init containers, 5 sidecars
//! with three probes, 20 app containers with two probes, every probe each second) over one
//! virtual hour; the engine's throughput in events per second; and the hostile runs that end at
//! the work budget (each must end with its note quickly); one keystroke's answer on the
//! stress Pod's file, as the page computes it; and the layout of a week-long crash loop.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use podsim::engine::{SimOptions, simulate};
use podsim::model::{Container, Handler, Pod, PodSpec, Probe};
use podsim::scenario::Scenario;
use podsim::{KubeVersion, Session, Settings, Timing};

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
    let mut pod = Pod { spec: spec.into(), ..Pod::default() };
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

/// What the page computes for each keystroke on the stress Pod's file (tests/data/bench): the
/// analysis and its diagnostics, the run, the timeline and the state at the playhead, then the
/// whole answer dropped as the next keystroke replaces it.
fn keystroke(c: &mut Criterion) {
    let text = include_str!("../../../tests/data/bench/stress-pod.yaml");
    c.bench_function("keystroke/stress-pod (session: diagnostics, run, timeline, state)", |b| {
        b.iter(|| {
            let session = Session::new(black_box(text), "", Settings::new(KubeVersion::DEFAULT));
            let answer = (session.diagnostics(), session.timeline(), session.state_at(0));
            drop(answer);
            drop(session);
        })
    });
}

/// `count` containers, each crash-looping (`exit 1`), over `until`.
fn crash_looping(count: usize, until: &str) -> String {
    let containers: String =
        (0..count).map(|i| format!("  - {{name: c{i}, image: busybox, command: [sh, -c, 'exit 1']}}\n")).collect();
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: loop}}\nspec:\n  containers:\n{containers}---\nkind: Scenario\ntiming: ideal\nuntil: {until}\n"
    )
}

/// `count` servers whose readiness probe (every second) fails from 1 s on, over `until`.
fn failing_readiness(count: usize, until: &str) -> String {
    let probe = "{httpGet: {path: /, port: 80}, periodSeconds: 1}";
    let containers: String =
        (0..count).map(|i| format!("  - {{name: c{i}, image: nginx, readinessProbe: {probe}}}\n")).collect();
    let faults: String =
        (0..count).map(|i| format!("- {{at: 1s, container: c{i}, probe: readiness, attempts: 1000000}}\n")).collect();
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: unready}}\nspec:\n  containers:\n{containers}---\nkind: Scenario\ntiming: ideal\nuntil: {until}\nfaults:\n{faults}"
    )
}

/// One run's inputs, from a Pod + Scenario text.
fn prepared(text: &str) -> (Pod, Scenario, SimOptions) {
    let parsed = podsim::parse(text);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions::default().with_scenario(&scenario);
    (parsed.pod, scenario, options)
}

fn throughput(c: &mut Criterion) {
    // A readiness probe failing every second for an hour: 3,600 probe events, inside the budget.
    let (pod, scenario, options) = prepared(&failing_readiness(1, "1h"));
    let events = simulate(&pod, &scenario, &options).events_processed;
    let mut group = c.benchmark_group("throughput");
    group.throughput(Throughput::Elements(events));
    group.bench_function("failing-readiness-1h", |b| b.iter(|| simulate(black_box(&pod), &scenario, &options)));
    group.finish();
}

fn budget(c: &mut Criterion) {
    let runs = [
        ("crash-loop-1-container-1d", crash_looping(1, "24h"), false),
        ("crash-loop-1-container-7d", crash_looping(1, "168h"), true),
        ("crash-loop-10-containers-7d", crash_looping(10, "168h"), true),
        ("crash-loop-100-containers-7d", crash_looping(100, "168h"), true),
        ("failing-readiness-1-container-7d", failing_readiness(1, "168h"), true),
        ("failing-readiness-100-containers-7d", failing_readiness(100, "168h"), true),
    ];
    let mut group = c.benchmark_group("budget");
    for (name, text, stops) in runs {
        let (pod, scenario, options) = prepared(&text);
        let notes = simulate(&pod, &scenario, &options).notes;
        // Each run measures what its name says: stopped by the budget, or the longest run inside it.
        let stopped = notes.iter().any(|note| matches!(note, podsim::Note::WorkBudget { .. }));
        assert_eq!(stopped, stops, "{name}: {notes:?}");
        group.bench_function(name, |b| b.iter(|| simulate(black_box(&pod), &scenario, &options)));
    }
    group.finish();
}

/// The drawing of a week-long crash loop (thousands of markers and compressed gaps), as the
/// page lays it out after each keystroke that changes the run: the timeline and its layout.
fn layout(c: &mut Criterion) {
    let session = Session::new(&crash_looping(1, "168h"), "", Settings::new(KubeVersion::DEFAULT));
    let options = podsim::LayoutOptions { axis_width: 1000.0, compress: true, lang: podsim::Lang::En };
    c.bench_function("layout/crash-loop-1-container-7d (timeline layout at 1000 px)", |b| {
        b.iter(|| session.timeline().map(|model| model.layout(black_box(&options))))
    });
}

criterion_group!(benches, goldens, stress, keystroke, throughput, budget, layout);
criterion_main!(benches);
