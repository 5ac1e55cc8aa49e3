//! `PodReadyToStartContainers` per version: when the sandbox shows (after the first sync's image
//! pulls before 1.36, at once from 1.36) and the reason and message of a `False` one from 1.37.

use super::*;
use crate::scenario::Scenario;
use crate::version::FeatureGates;

fn run(yaml: &str, timing: Timing, version: KubeVersion) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions { version, timing, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

const WEB: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n";

/// The `PodReadyToStartContainers` condition at `t_ms`: (status, reason, message).
fn ready_to_start(simulation: &Simulation, t_ms: u64) -> Option<(String, Option<String>, Option<String>)> {
    let status = simulation.snapshot_at(t_ms)?.pod.status.clone()?;
    let condition = status.conditions.into_iter().find(|c| c.condition_type == "PodReadyToStartContainers")?;
    Some((condition.status, condition.reason, condition.message))
}

/// `status.podIPs` at `t_ms`.
fn pod_ips(simulation: &Simulation, t_ms: u64) -> Vec<String> {
    simulation.snapshot_at(t_ms).and_then(|s| s.pod.status.clone()).map(|s| s.pod_ips).unwrap_or_default()
}

/// When the condition first turns `True`.
fn first_true(simulation: &Simulation) -> Option<u64> {
    simulation.snapshots.iter().map(|s| s.t_ms).find(|&t| ready_to_start(simulation, t).is_some_and(|c| c.0 == "True"))
}

fn first_fact(simulation: &Simulation, kind: FactKind) -> Option<u64> {
    simulation.facts.iter().find(|f| f.kind == kind && f.container.as_deref() == Some("app")).map(|f| f.t_ms)
}

#[test]
fn before_1_36_the_sandbox_shows_after_the_first_sync_pulled_and_started_from_1_36_before_the_pull() {
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        let simulation = run(WEB, Timing::Realistic, version);
        let (Some(pulling), Some(pulled), Some(started), Some(ready)) = (
            first_fact(&simulation, FactKind::Pulling),
            first_fact(&simulation, FactKind::Pulled),
            first_fact(&simulation, FactKind::Started),
            first_true(&simulation),
        ) else {
            panic!("{version}: no pull, start or True condition");
        };
        assert!(pulling < pulled, "{version}: the realistic model takes time to pull");
        if version >= KubeVersion::V1_36 {
            // kubelet: OnPodSandboxReady (kubernetes/kubernetes#134660)
            assert!(ready <= pulling, "{version}: True at {ready} ms, pull began at {pulling} ms");
            assert!(!pod_ips(&simulation, pulled - 1).is_empty(), "{version}: the IP comes with the sandbox");
        } else {
            assert!(ready >= started, "{version}: True at {ready} ms, before the start at {started} ms");
            assert_eq!(ready_to_start(&simulation, pulled - 1).map(|c| c.0), Some("False".to_owned()), "{version}");
            assert!(pod_ips(&simulation, pulled - 1).is_empty(), "{version}: no IP before the next sync");
        }
    }
}

const MISSING_VOLUME: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: v}\nspec:\n  restartPolicy: Never\n  containers:\n  - {name: app, image: busybox:1.36, command: [sh, -c, 'sleep 5'], volumeMounts: [{name: config, mountPath: /etc/app}]}\n  volumes:\n  - name: config\n    configMap: {name: app-config}\n---\nkind: Scenario\nfaults:\n- {configMap: app-config, until: 20s}\n";

#[test]
fn from_1_37_a_false_condition_says_why_the_sandbox_is_not_ready() {
    let reason = |version| {
        let simulation = run(MISSING_VOLUME, Timing::Ideal, version);
        (ready_to_start(&simulation, 10_000), ready_to_start(&simulation, 60_000))
    };
    // kubelet: GeneratePodReadyToStartContainersCondition (kubernetes/kubernetes#135300)
    let (waiting, done) = reason(KubeVersion::V1_37);
    let no_sandbox = ("False".to_owned(), Some("PodSandboxNotReady".to_owned()), Some("no pod sandbox exists".to_owned()));
    assert_eq!(waiting, Some(no_sandbox));
    // The Succeeded Pod's sandbox was stopped: the runtime still lists it, not ready.
    assert_eq!(done.map(|c| (c.0, c.1)), Some(("False".to_owned(), Some("PodSandboxNotReady".to_owned()))));
    for version in [KubeVersion::V1_35, KubeVersion::V1_36] {
        let (waiting, done) = reason(version);
        assert_eq!(waiting, Some(("False".to_owned(), None, None)), "{version}");
        assert_eq!(done, Some(("False".to_owned(), None, None)), "{version}");
    }
}

#[test]
fn with_the_condition_gate_off_1_36_shows_the_sandbox_ip_only_from_the_next_sync() {
    let parsed = crate::parse(WEB);
    let scenario = Scenario::from_parsed(&parsed);
    let gates = FeatureGates { pod_ready_to_start_containers_condition: false, ..KubeVersion::V1_36.gates() };
    let options = SimOptions { version: KubeVersion::V1_36, gates: Some(gates), timing: Timing::Realistic, ..SimOptions::default() }
        .with_scenario(&scenario);
    let simulation = simulate(&parsed.pod, &scenario, &options);
    let pulled = first_fact(&simulation, FactKind::Pulled).unwrap_or(0);
    // kubelet: OnPodSandboxReady returns early without the gate.
    assert!(pod_ips(&simulation, pulled - 1).is_empty());
    assert_eq!(ready_to_start(&simulation, pulled + 60_000), None, "no condition without the gate");
}
