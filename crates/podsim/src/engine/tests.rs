//! Engine behaviour through `simulate`: restart cadence, jobs with sidecars, the grace budget,
//! deadlines, versions, ephemeral containers, outputs for the UI, and the realistic model.

use super::*;
use crate::scenario::Scenario;

fn run(yaml: &str, timing: Timing, version: KubeVersion) -> Simulation {
    let parsed = crate::parse(yaml);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let options = SimOptions { version, timing, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

fn ideal(yaml: &str) -> Simulation {
    run(yaml, Timing::Ideal, KubeVersion::V1_35)
}

fn times(simulation: &Simulation, container: &str, kind: FactKind) -> Vec<u64> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == kind && f.container.as_deref() == Some(container))
        .map(|f| f.t_ms / 1000)
        .collect()
}

const CRASHER: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: c}\nspec:\n  containers:\n  - {name: app, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n";

#[test]
fn crash_loop_restarts_follow_the_kubelet_back_off() {
    let simulation = ideal(CRASHER);
    assert_eq!(times(&simulation, "app", FactKind::Started), vec![0, 0, 10, 30, 70, 150, 310]);
    assert!(simulation.notes.iter().any(|n| n.starts_with("still crash-looping at 10m")), "{:?}", simulation.notes);
    let waiting = simulation
        .facts
        .iter()
        .find(|f| f.kind == FactKind::Waiting)
        .and_then(|f| f.message.clone())
        .unwrap_or_default();
    assert!(waiting.starts_with("back-off 10s restarting failed container=app pod=c_default("), "{waiting}");
}

#[test]
fn a_job_with_a_sidecar_succeeds_whatever_the_sidecar_exit_code() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: j}\nspec:\n  restartPolicy: Never\n  initContainers:\n  - {name: proxy, image: busybox:1.36, restartPolicy: Always, command: [sleep, infinity]}\n  containers:\n  - {name: job, image: busybox:1.36, command: [sh, -c, 'sleep 5']}\n",
    );
    let last = simulation.snapshots.last().map(|s| (s.phase, s.row.status.clone()));
    assert_eq!(last, Some((crate::status::PodPhase::Succeeded, "Completed".to_owned())));
    // `sleep infinity` as PID 1 ignores SIGTERM: SIGKILL after the 30 s budget, exit 137.
    assert_eq!(times(&simulation, "proxy", FactKind::Sigkill), vec![35]);
}

#[test]
fn a_hanging_pre_stop_uses_the_whole_budget_then_two_more_seconds() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: h}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    lifecycle: {preStop: {exec: {command: [sh, -c, 'sleep 1']}}}\n---\nkind: Scenario\nfaults:\n- {container: app, preStopHangs: true}\nactions:\n- {at: 10s, do: delete}\n",
    );
    assert_eq!(times(&simulation, "app", FactKind::Sigterm), vec![40]);
    assert!(
        simulation.facts.iter().any(|f| f.kind == FactKind::PodRemoved && f.t_ms == 40_000),
        "nginx exits on SIGTERM at once"
    );
}

#[test]
fn active_deadline_fails_the_pod() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: d}\nspec:\n  activeDeadlineSeconds: 20\n  containers:\n  - {name: app, image: nginx:1.27}\n",
    );
    let state = simulation.state_at(25_000);
    assert_eq!(state.phase, "Failed");
    assert_eq!(state.reason.as_deref(), Some("DeadlineExceeded"));
    assert!(simulation.events.iter().any(|e| e.reason == "DeadlineExceeded"));
}

#[test]
fn without_native_sidecars_a_restartable_init_container_blocks_the_pod() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: l}\nspec:\n  initContainers:\n  - {name: proxy, image: envoyproxy/envoy:v1.32, restartPolicy: Always}\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    assert_eq!(ideal(yaml).state_at(60_000).row.status, "Running");
    assert_eq!(run(yaml, Timing::Ideal, KubeVersion::Legacy).state_at(60_000).row.status, "Init:0/1");
}

#[test]
fn debug_containers_are_never_restarted_nor_counted() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: e}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nactions:\n- {at: 5s, do: debug, name: dbg, image: busybox:1.36, target: app, command: [sh, -c, 'exit 3']}\n",
    );
    assert_eq!(times(&simulation, "dbg", FactKind::Started), vec![5]);
    let state = simulation.state_at(30_000);
    assert_eq!((state.row.ready.as_str(), state.generation), ("1/1", 2));
}

#[test]
fn every_change_says_why() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: w}\nspec:\n  initContainers:\n  - {name: init-db, image: busybox:1.36, command: [sleep, '3']}\n  containers:\n  - {name: app, image: nginx:1.27}\n",
    );
    let start = simulation.facts.iter().find(|f| f.kind == FactKind::Started && f.container.as_deref() == Some("app"));
    let why = start.and_then(|f| f.why.clone()).map(|w| (w.text, w.rule)).unwrap_or_default();
    assert!(why.0.contains("every init container has exited 0"), "{why:?}");
    assert_eq!(why.1, "kubelet: computePodActions");
}

#[test]
fn outputs_for_the_ui_are_consistent() {
    let simulation = ideal(CRASHER);
    let state = simulation.state_at(5_000);
    assert_eq!(state.row.status, "CrashLoopBackOff");
    assert!(state.describe.contains("Back-off restarting failed container app"), "{}", state.describe);
    assert!(state.status_yaml.contains("CrashLoopBackOff"));
    assert_eq!(state.watch.first().map(|l| l.starts_with("NAME")), Some(true));
    let lane = simulation.lanes.first().expect("one lane");
    for pair in lane.segments.windows(2) {
        assert!(pair[0].to_ms <= pair[1].from_ms, "segments overlap: {pair:?}");
    }
    assert!(lane.markers.iter().any(|m| m.kind == "restart"));
    assert!(simulation.condition_lines.iter().any(|l| l.condition_type == "Ready"));
}

#[test]
fn the_realistic_model_is_repeatable_and_seeded() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: r}\nspec:\n  initContainers:\n  - {name: init, image: busybox:1.36, command: [sleep, '2']}\n  containers:\n  - {name: app, image: nginx:1.27, readinessProbe: {httpGet: {path: /, port: 80}}}\n";
    let parsed = crate::parse(yaml);
    let scenario = Scenario::default();
    let at = |seed| simulate(&parsed.pod, &scenario, &SimOptions { seed, ..SimOptions::default() });
    let (a, b, c) = (at(1), at(1), at(2));
    assert_eq!(serde_json::to_string(&a).ok(), serde_json::to_string(&b).ok());
    assert_ne!(times(&a, "app", FactKind::Started), vec![2]);
    assert_ne!(serde_json::to_string(&a.facts).ok(), serde_json::to_string(&c.facts).ok());
}
