//! RestartAllContainers (1.36+): a container's exit restarts the whole Pod in place. The
//! timeline's moments, the `AllContainersRestarting` condition, restart counts and last states,
//! and that 1.35 does not restart anything.

use super::*;
use crate::model::{ContainerStatus, PodStatus};
use crate::scenario::Scenario;

fn run(yaml: &str, version: KubeVersion, timing: Timing) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
    let options = SimOptions { timing, ..options };
    simulate(&parsed.pod, &scenario, &options)
}

/// An init container, a sidecar that exits on SIGTERM, the worker whose exit 42 restarts the Pod
/// (first run only), and a `sleep` that ignores SIGTERM.
const POD: &str = "apiVersion: v1
kind: Pod
metadata: {name: restart-all}
spec:
  restartPolicy: Never
  initContainers:
  - name: fetch-config
    image: busybox:1.36
    command: ['sh', '-c', 'sleep 2']
  - name: proxy
    image: busybox:1.36
    restartPolicy: Always
    command: ['sh', '-c', 'trap \"exit 0\" TERM; while true; do sleep 1; done']
    lifecycle:
      preStop:
        exec: {command: ['sleep', '20']}
  containers:
  - name: worker
    image: busybox:1.36
    command: ['sh', '-c', 'sleep 10 && exit 0']
    restartPolicy: Never
    restartPolicyRules:
    - action: Restart
      exitCodes: {operator: In, values: [3]}
    - action: RestartAllContainers
      exitCodes: {operator: In, values: [42]}
  - name: reporter
    image: busybox:1.36
    command: ['sleep', '3600']
---
kind: Scenario
timing: ideal
until: 60s
behaviour:
  worker:
    runs:
    - {run: 1, runSeconds: 10, exitCode: 42}
";

fn facts(simulation: &Simulation, container: &str, kind: FactKind) -> Vec<u64> {
    simulation.facts.iter().filter(|f| f.kind == kind && f.container.as_deref() == Some(container)).map(|f| f.t_ms).collect()
}

/// Every recorded status, in order, with its time.
fn statuses(simulation: &Simulation) -> Vec<(u64, PodStatus)> {
    simulation.snapshots.iter().filter_map(|s| Some((s.t_ms, s.pod.status.clone()?))).collect()
}

fn condition(status: &PodStatus, kind: &str) -> Option<(String, Option<String>, Option<String>)> {
    status.conditions.iter().find(|c| c.condition_type == kind).map(|c| (c.status.clone(), c.reason.clone(), c.message.clone()))
}

fn container<'s>(status: &'s PodStatus, name: &str) -> Option<&'s ContainerStatus> {
    status.init_container_statuses.iter().chain(&status.container_statuses).find(|c| c.name == name).map(|c| &**c)
}

#[test]
fn an_exit_matching_the_rule_kills_removes_and_starts_every_container_again() {
    let simulation = run(POD, KubeVersion::V1_36, Timing::Ideal);
    // The worker exits 42 at 12 s; the reporter ignores SIGTERM and is SIGKILLed after the 2 s
    // minimum; the sidecar's preStop does not run; then start-up runs again from fetch-config.
    assert_eq!(facts(&simulation, "worker", FactKind::Exited)[..1], [12_000]);
    assert_eq!(facts(&simulation, "reporter", FactKind::Killing), [12_000]);
    assert_eq!(facts(&simulation, "reporter", FactKind::Sigkill), [14_000]);
    assert_eq!(facts(&simulation, "proxy", FactKind::Killing), [14_000]);
    assert!(facts(&simulation, "proxy", FactKind::PreStopStarted).is_empty(), "no preStop");
    assert_eq!(facts(&simulation, "fetch-config", FactKind::Started), [0, 14_000]);
    assert_eq!(facts(&simulation, "proxy", FactKind::Started), [2_000, 16_000]);
    assert_eq!(facts(&simulation, "worker", FactKind::Started), [2_000, 16_000]);
    assert_eq!(facts(&simulation, "reporter", FactKind::Started), [2_000, 16_000]);
    // The Killing events say `killing`, one per running container, in getContainersToReset order.
    let killing: Vec<(String, String)> = simulation
        .events
        .iter()
        .filter(|e| e.reason == "Killing")
        .map(|e| (e.container.clone().unwrap_or_default(), e.message.clone()))
        .collect();
    assert_eq!(killing, [("reporter".to_owned(), "killing".to_owned()), ("proxy".to_owned(), "killing".to_owned())]);
    // Removed in order: regular containers, then init containers, then the worker that exited.
    let removed: Vec<&str> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Waiting && f.reason.as_deref() == Some("RestartingAllContainers"))
        .filter_map(|f| f.container.as_deref())
        .collect();
    assert_eq!(removed, ["reporter", "fetch-config", "proxy", "worker"]);
    // The sandbox (and so the IP) is kept.
    assert!(simulation.facts.iter().all(|f| f.kind != FactKind::SandboxChanged));
}

#[test]
fn the_condition_is_true_while_containers_are_killed_and_removed() {
    let simulation = run(POD, KubeVersion::V1_36, Timing::Ideal);
    let all = statuses(&simulation);
    let names: Vec<&str> = all
        .last()
        .map(|(_, s)| s.conditions.iter().map(|c| c.condition_type.as_str()).collect())
        .unwrap_or_default();
    assert_eq!(names.last(), Some(&"AllContainersRestarting"), "appended after PodScheduled");
    assert_eq!(names.get(names.len().saturating_sub(2)), Some(&"PodScheduled"));
    let during: Vec<&(u64, PodStatus)> = all
        .iter()
        .filter(|(_, s)| condition(s, "AllContainersRestarting").is_some_and(|c| c.0 == "True"))
        .collect();
    let (first, status) = during.first().copied().expect("the condition turns True");
    assert_eq!(*first, 12_000);
    assert_eq!(
        condition(status, "AllContainersRestarting"),
        Some((
            "True".to_owned(),
            Some("RestartAllContainersStarted".to_owned()),
            Some("container exited with restart policy rule".to_owned())
        ))
    );
    for (_, status) in &during {
        assert_eq!(status.phase.as_deref(), Some("Running"));
        assert_eq!(condition(status, "Initialized").map(|c| c.0), Some("True".to_owned()));
    }
    assert_eq!(during.last().map(|(t, _)| *t), Some(14_000));
    // Ready and ContainersReady are False while the containers are down, True once they are back.
    let at = |t: u64| simulation.snapshot_at(t).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    assert_eq!(condition(&at(13_000), "Ready").map(|c| c.0), Some("False".to_owned()));
    assert_eq!(condition(&at(17_000), "Ready").map(|c| c.0), Some("True".to_owned()));
    assert_eq!(condition(&at(17_000), "AllContainersRestarting"), Some(("False".to_owned(), None, None)));
    // Initialized never turns False, even while fetch-config runs again.
    let uninitialized: Vec<u64> = all
        .iter()
        .filter(|(t, s)| *t > 2_000 && condition(s, "Initialized").is_none_or(|c| c.0 != "True"))
        .map(|(t, _)| *t)
        .collect();
    assert!(uninitialized.is_empty(), "{uninitialized:?}");
}

#[test]
fn every_restarted_container_counts_one_restart_and_remembers_the_restart_as_its_last_state() {
    let simulation = run(POD, KubeVersion::V1_36, Timing::Ideal);
    let status = simulation.snapshot_at(20_000).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    for name in ["fetch-config", "proxy", "worker", "reporter"] {
        let found = container(&status, name).expect(name);
        assert_eq!(found.restart_count, 1, "{name}");
        let last = found.last_state.terminated.as_ref().expect(name);
        assert_eq!((last.exit_code, last.reason.as_deref()), (137, Some("RestartingAllContainers")), "{name}");
    }
    // While it is removed a container is waiting `RestartingAllContainers`.
    let removed = simulation
        .snapshots
        .iter()
        .filter(|s| s.t_ms >= 12_000)
        .filter_map(|s| s.pod.status.as_ref())
        .find_map(|s| container(s, "reporter").filter(|c| c.state.waiting.is_some()).cloned())
        .expect("reporter waits");
    let waiting = removed.state.waiting.unwrap_or_default();
    assert_eq!(waiting.reason.as_deref(), Some("RestartingAllContainers"));
    assert_eq!(waiting.message.as_deref(), Some("The container is removed because RestartAllContainers in place"));
    // kubectl get: RESTARTS counts the sidecar and regular containers; the restart's last state has no
    // finishedAt, so no "(… ago)".
    assert_eq!(simulation.snapshot_at(20_000).map(|s| s.row.restarts.clone()), Some("3".to_owned()));
}

#[test]
fn the_watch_shows_restarting_all_containers_between_the_kill_and_the_new_start() {
    let simulation = run(POD, KubeVersion::V1_36, Timing::Ideal);
    let rows: Vec<(u64, String)> = simulation.snapshots.iter().map(|s| (s.t_ms, s.row.status.clone())).collect();
    assert!(rows.contains(&(14_000, "RestartingAllContainers".to_owned())), "{rows:?}");
    assert_eq!(rows.last().map(|r| r.1.as_str()), Some("NotReady"));
}

#[test]
fn a_repeated_restart_has_no_back_off_the_removed_containers_have_no_status_to_back_off_from() {
    // The worker exits 42 every time: the Pod restarts every 10 s of work plus the kills.
    let yaml = POD.replace("    runs:\n    - {run: 1, runSeconds: 10, exitCode: 42}\n", "    runSeconds: 10\n    exitCode: 42\n");
    let simulation = run(&yaml, KubeVersion::V1_36, Timing::Ideal);
    let starts = facts(&simulation, "worker", FactKind::Started);
    assert_eq!(starts[..4], [2_000, 16_000, 30_000, 44_000]);
}

#[test]
fn on_1_35_the_api_server_refuses_the_action() {
    let analysis = crate::analysis::analyze(POD, KubeVersion::V1_35);
    let messages: Vec<&str> = analysis.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert!(
        messages.iter().any(|m| m.contains(
            "restartPolicyRules[1].action: Unsupported value: \"RestartAllContainers\": supported values: \"Restart\""
        )),
        "{messages:?}"
    );
}

#[test]
fn a_pod_without_the_action_has_no_condition_and_ephemeral_containers_are_kept() {
    let plain = POD.replace("RestartAllContainers", "Restart");
    let simulation = run(&plain, KubeVersion::V1_36, Timing::Ideal);
    assert!(statuses(&simulation).iter().all(|(_, s)| condition(s, "AllContainersRestarting").is_none()));
    let debug = format!(
        "{POD}actions:\n- {{at: 5s, do: debug, name: debugger, image: 'busybox:1.36', target: reporter, command: [sh]}}\n"
    );
    let simulation = run(&debug, KubeVersion::V1_36, Timing::Ideal);
    assert_eq!(facts(&simulation, "debugger", FactKind::Started), [5_000]);
    assert!(facts(&simulation, "debugger", FactKind::Killing).is_empty());
}

#[test]
fn realistic_timing_waits_for_the_kubelet_to_notice_the_exit() {
    let simulation = run(POD, KubeVersion::V1_36, Timing::Realistic);
    let exit = facts(&simulation, "worker", FactKind::Exited).first().copied().unwrap_or_default();
    let kill = facts(&simulation, "reporter", FactKind::Killing).first().copied().unwrap_or_default();
    assert!(kill > exit && kill <= exit + 1_200, "the next PLEG relist: {exit} → {kill}");
    let sigkill = facts(&simulation, "reporter", FactKind::Sigkill).first().copied().unwrap_or_default();
    assert_eq!(sigkill, kill + 2_000);
}

#[test]
fn every_kubectl_view_shows_the_restart() {
    let session = crate::Session::new(POD, "", crate::Settings::new(KubeVersion::V1_36));
    let describe = session.describe_at(13_000).unwrap_or_default();
    assert!(describe.contains("  AllContainersRestarting     True \n"), "{describe}");
    let yaml = session.status_yaml_at(20_000).unwrap_or_default();
    assert!(yaml.contains("reason: RestartingAllContainers"), "{yaml}");
    assert!(yaml.contains("message: The container is removed because RestartAllContainers in place"), "{yaml}");
    let watch = session.watch_at(30_000).unwrap_or_default();
    assert!(watch.iter().any(|line| line.contains("RestartingAllContainers")), "{watch:?}");
}

/// A Pod of `containers` (and `init` containers), restartPolicy Never, whose `source` container
/// exits 42 on its first run; the rule is on `source`.
fn pod_with(init: &str, containers: &str) -> String {
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: p}}\nspec:\n  restartPolicy: Never\n  initContainers:{init}\n  containers:{containers}\n---\nkind: Scenario\ntiming: ideal\nuntil: 40s\nbehaviour:\n  source:\n    runs:\n    - {{run: 1, runSeconds: 5, exitCode: 42}}\n    - {{run: 2+, runSeconds: null}}\n"
    )
}

const RULE: &str = "\n    restartPolicyRules: [{action: RestartAllContainers, exitCodes: {operator: In, values: [42]}}]";

fn restart_counts(simulation: &Simulation, at: u64) -> Vec<(String, i64)> {
    let status = simulation.snapshot_at(at).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    status.init_container_statuses.iter().chain(&status.container_statuses).map(|c| (c.name.clone(), c.restart_count)).collect()
}

#[test]
fn a_sidecar_exit_restarts_every_container() {
    let init = format!(
        "\n  - {{name: init, image: busybox:1.36, command: ['sh', '-c', 'sleep 1']}}\n  - name: source\n    image: busybox:1.36\n    restartPolicy: Always\n    command: ['sh', '-c', 'trap \"exit 0\" TERM; while true; do sleep 1; done']{RULE}"
    );
    let containers = "\n  - {name: regular, image: busybox:1.36, command: ['sh', '-c', 'trap \"exit 0\" TERM; while true; do sleep 1; done']}";
    let simulation = run(&pod_with(&init, containers), KubeVersion::V1_36, Timing::Ideal);
    // The sidecar starts at 1 s and exits 42 at 6 s: everything starts again from `init`.
    assert_eq!(facts(&simulation, "init", FactKind::Started), [0, 6_000]);
    assert_eq!(facts(&simulation, "source", FactKind::Started), [1_000, 7_000]);
    assert_eq!(facts(&simulation, "regular", FactKind::Started), [1_000, 7_000]);
    let counts = restart_counts(&simulation, 10_000);
    assert_eq!(counts, [("init".to_owned(), 1), ("source".to_owned(), 1), ("regular".to_owned(), 1)]);
}

#[test]
fn an_init_container_exit_reruns_the_init_containers_and_regular_ones_that_never_ran_count_nothing() {
    let init = format!(
        "\n  - name: proxy\n    image: busybox:1.36\n    restartPolicy: Always\n    command: ['sh', '-c', 'trap \"exit 0\" TERM; while true; do sleep 1; done']\n  - name: source\n    image: busybox:1.36\n    command: ['sh', '-c', 'exit 0']\n    restartPolicy: Never{RULE}"
    );
    let containers = "\n  - {name: regular, image: busybox:1.36, command: ['sleep', '3600']}";
    let yaml = pod_with(&init, containers).replace("{run: 2+, runSeconds: null}", "{run: 2+, runSeconds: 1, exitCode: 0}");
    let simulation = run(&yaml, KubeVersion::V1_36, Timing::Ideal);
    assert_eq!(facts(&simulation, "proxy", FactKind::Started), [0, 5_000]);
    assert_eq!(facts(&simulation, "source", FactKind::Started), [0, 5_000]);
    assert_eq!(facts(&simulation, "regular", FactKind::Started), [6_000]);
    let counts = restart_counts(&simulation, 10_000);
    assert_eq!(counts, [("proxy".to_owned(), 1), ("source".to_owned(), 1), ("regular".to_owned(), 0)]);
    // Before any regular container ran, Initialized was never True, so the init re-run shows.
    assert_eq!(simulation.snapshot_at(5_500).map(|s| s.row.status.clone()), Some("Init:1/2".to_owned()));
}

#[test]
fn a_single_never_container_restarts_and_the_pod_never_fails() {
    let containers = format!("\n  - name: source\n    image: busybox:1.36\n    restartPolicy: Never{RULE}");
    let yaml = pod_with("", &containers).replace("  initContainers:\n", "");
    for timing in [Timing::Ideal, Timing::Realistic] {
        let simulation = run(&yaml, KubeVersion::V1_36, timing);
        assert!(simulation.snapshots.iter().all(|s| s.phase != crate::status::PodPhase::Failed), "{timing:?}");
        assert_eq!(facts(&simulation, "source", FactKind::Started).len(), 2, "{timing:?}");
        assert_eq!(simulation.snapshots.last().map(|s| s.phase), Some(crate::status::PodPhase::Running));
    }
}

#[test]
fn a_previously_restarted_container_counts_from_its_history_and_killed_rule_holders_do_not_loop() {
    // upstream e2e (container_restart_policy.go): "on a previously restarted regular container
    // exit" and "multiple RestartAllContainers actions and not introduce a loop".
    let containers = format!(
        "\n  - name: source\n    image: busybox:1.36\n    restartPolicy: Always{RULE}\n  - name: regular\n    image: busybox:1.36\n    command: ['sleep', '3600']\n    restartPolicy: Never{RULE}"
    );
    let yaml = pod_with("", &containers).replace("  initContainers:\n", "").replace(
        "    - {run: 1, runSeconds: 5, exitCode: 42}\n",
        "    - {run: 1, runSeconds: 5, exitCode: 1}\n    - {run: 2, runSeconds: 5, exitCode: 42}\n",
    )
    .replace("{run: 2+, runSeconds: null}", "{run: 3+, runSeconds: null}");
    let simulation = run(&yaml, KubeVersion::V1_36, Timing::Ideal);
    // Exit 1 matches no rule: `source` alone restarts (policy Always). Exit 42 restarts both;
    // `regular` is SIGKILLed with 137, which its own rule does not match, and it was removed anyway.
    assert_eq!(facts(&simulation, "source", FactKind::Started), [0, 5_000, 12_000]);
    assert_eq!(facts(&simulation, "regular", FactKind::Started), [0, 12_000]);
    assert_eq!(restart_counts(&simulation, 20_000), [("source".to_owned(), 2), ("regular".to_owned(), 1)]);
}

#[test]
fn a_pasted_status_in_the_middle_of_a_restart_is_explained_with_the_condition_in_its_place() {
    let simulation = run(POD, KubeVersion::V1_36, Timing::Ideal);
    let pod = simulation.snapshot_at(13_000).map(|s| s.pod.clone()).expect("a state at 13 s");
    let explained = crate::view::kubectl::explain::explain(&pod, KubeVersion::V1_36.gates(), None);
    let kinds: Vec<&str> = explained.conditions.iter().map(|c| c.condition_type.as_str()).collect();
    assert_eq!(kinds.last(), Some(&"AllContainersRestarting"));
    assert_eq!(kinds.iter().filter(|k| **k == "AllContainersRestarting").count(), 1);
    let status_of = |kind: &str| explained.conditions.iter().find(|c| c.condition_type == kind).map(|c| c.status.clone());
    assert_eq!(status_of("AllContainersRestarting").as_deref(), Some("True"));
    assert_eq!(status_of("Initialized").as_deref(), Some("True"));
    assert_eq!(explained.phase, crate::status::PodPhase::Running);
}

#[test]
fn a_failed_pull_after_the_restart_shows_its_waiting_reason_whatever_the_old_exit() {
    // `worker` (policy Never) exits 42; its image can then no longer be pulled: it waits with the
    // pull error (it will be started: no run of it is left in the runtime), not as a stopped container.
    let yaml = POD.replace(
        "until: 60s\n",
        "until: 60s\nfaults:\n- {at: 11s, container: worker, imagePull: fails}\n",
    )
    .replace("image: busybox:1.36\n    command: ['sh', '-c', 'sleep 10 && exit 0']", "image: busybox:1.36\n    imagePullPolicy: Always\n    command: ['sh', '-c', 'sleep 10 && exit 0']");
    let simulation = run(&yaml, KubeVersion::V1_36, Timing::Ideal);
    let status = simulation.snapshot_at(30_000).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    let worker = container(&status, "worker").expect("worker");
    let reason = worker.state.waiting.as_ref().and_then(|w| w.reason.clone());
    assert!(matches!(reason.as_deref(), Some("ErrImagePull" | "ImagePullBackOff")), "{worker:?}");
    assert_eq!(worker.last_state.terminated.as_ref().and_then(|t| t.reason.as_deref()), Some("RestartingAllContainers"));
}
