//! Benchmark: parse + defaults + validate + effective resources + QoS of a large, realistic Pod
//! (sidecars, init containers, probes, env, mounts and resources on every container).

use std::fmt::Write;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use podsim::{KubeVersion, Severity};

/// One container block in YAML, indented for a list under `spec`.
fn container(out: &mut String, name: &str, sidecar: bool, app: bool) {
    let _ = writeln!(out, "  - name: {name}\n    image: registry.example.com/team/{name}:1.4.2");
    if sidecar {
        out.push_str("    restartPolicy: Always\n");
    }
    out.push_str("    command: [\"/bin/app\", \"--config=/etc/app/config.yaml\"]\n    env:\n");
    for index in 0..20 {
        let _ = writeln!(out, "    - name: SETTING_{index}\n      value: \"value-{index}\"");
    }
    out.push_str("    - name: POD_NAME\n      valueFrom: {fieldRef: {fieldPath: metadata.name}}\n");
    out.push_str(
        "    volumeMounts:\n    - {name: config, mountPath: /etc/app}\n    - {name: scratch, mountPath: /tmp}\n",
    );
    out.push_str("    resources:\n      requests: {cpu: 250m, memory: 256Mi, ephemeral-storage: 1Gi}\n      limits: {cpu: '1', memory: 512Mi}\n");
    if app || sidecar {
        let _ = writeln!(out, "    ports:\n    - {{name: http-{}, containerPort: {}}}", name.len(), 8000 + name.len());
        out.push_str(
            "    startupProbe: {httpGet: {path: /healthz, port: 8080}, failureThreshold: 30, periodSeconds: 2}\n",
        );
        out.push_str("    readinessProbe: {httpGet: {path: /ready, port: 8080}, periodSeconds: 5}\n");
        out.push_str("    livenessProbe: {tcpSocket: {port: 8080}, initialDelaySeconds: 10}\n");
        out.push_str("    lifecycle: {preStop: {exec: {command: [sh, -c, 'sleep 5']}}}\n");
    }
}

fn large_pod() -> String {
    let mut out = String::from(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: shop}\nspec:\n  replicas: 3\n  selector: {matchLabels: {app: shop}}\n  template:\n    metadata: {labels: {app: shop}}\n    spec:\n",
    );
    let mut spec = String::from(
        "overhead: {cpu: 100m, memory: 64Mi}\nvolumes:\n- {name: config, configMap: {name: shop-config}}\n- {name: scratch, emptyDir: {}}\ninitContainers:\n",
    );
    container(&mut spec, "migrate", false, false);
    container(&mut spec, "proxy", true, false);
    container(&mut spec, "log-shipper", true, false);
    container(&mut spec, "warm-cache", false, false);
    spec.push_str("containers:\n");
    for name in ["web", "api", "worker", "scheduler", "metrics", "search", "mailer", "billing"] {
        container(&mut spec, name, false, true);
    }
    for line in spec.lines() {
        let _ = writeln!(out, "      {line}");
    }
    out
}

/// The whole static pipeline; the benchmark times exactly this.
fn analyse(text: &str) -> usize {
    let parsed = podsim::parse(text);
    let mut pod = parsed.pod;
    let version = KubeVersion::V1_35;
    let dropped = podsim::defaults::apply_defaults(&mut pod, version);
    let options = podsim::validate::ValidationOptions { template: true, ..Default::default() };
    let errors = podsim::validate::validate_with(&pod, version, options);
    let resources = podsim::resources::effective_resources(&pod, version.gates());
    let qos = podsim::qos::qos_class(&pod, version.gates());
    black_box((&dropped, &resources, qos));
    // Notes (the Deployment's `replicas: 3` runs one of three Pods) are not problems.
    parsed.diagnostics.iter().filter(|d| d.severity == Severity::Error).count() + errors.len()
}

fn static_analysis(c: &mut Criterion) {
    let text = large_pod();
    assert_eq!(analyse(&text), 0, "the benchmark Pod must be valid");
    c.bench_function("parse + defaults + validate + resources (12-container Deployment)", |b| {
        b.iter(|| analyse(black_box(&text)));
    });
}

criterion_group!(benches, static_analysis);
criterion_main!(benches);
