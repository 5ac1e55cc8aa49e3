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
    let notes = simulation.notes.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert!(notes.iter().any(|n| n.starts_with("still crash-looping at 10m")), "{notes:?}");
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
    let why = start.and_then(|f| f.why.clone()).map(|w| (w.text.to_string(), w.rule)).unwrap_or_default();
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

fn action_times(simulation: &Simulation) -> Vec<(u64, String)> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Action)
        .map(|f| (f.t_ms, f.message.clone().unwrap_or_default()))
        .collect()
}

const REBOOTED: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: r}\nspec:\n  initContainers:\n  - {name: init, image: busybox:1.36, command: [sh, -c, 'sleep 3']}\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, infinity]}\n---\nkind: Scenario\nactions:\n- {after: podRunning, do: stopKubelet}\n- {after: kubelet stopped, do: nodeReboot}\n- {after: then, do: startKubelet}\n- {after: 'kubelet healthy, then +5s', do: delete}\n";

fn with_poll(yaml: &str, poll: u64) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let options = SimOptions { timing: Timing::Ideal, observer_poll_ms: poll, ..SimOptions::default() };
    simulate(&parsed.pod, &scenario, &options)
}

#[test]
fn without_an_observer_poll_conditional_actions_run_the_instant_they_hold() {
    let times: Vec<u64> = action_times(&with_poll(REBOOTED, 0)).into_iter().map(|(t, _)| t).collect();
    assert_eq!(times, vec![3_000, 3_000, 3_000, 8_000]);
}

#[test]
fn a_polling_observer_acts_step_by_step_like_the_e2e_harness() {
    let simulation = with_poll(REBOOTED, 2_000);
    let actions = action_times(&simulation);
    // Running at 3 s is read by the poll at 4 s; the kubelet is seen stopped one poll later; the
    // restarted kubelet answers its health check one poll after that; then +5 s.
    assert_eq!(
        actions,
        vec![
            (4_000, "stopKubelet".to_owned()),
            (6_000, "nodeReboot".to_owned()),
            (8_000, "startKubelet".to_owned()),
            (13_000, "delete".to_owned()),
        ]
    );
    let sandbox_changed = simulation.events.iter().find(|e| e.reason == "SandboxChanged").map(|e| e.first_ms);
    assert_eq!(sandbox_changed, Some(8_000));
}

#[test]
fn a_condition_that_held_before_the_wait_began_is_seen_at_once() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: w}\nspec:\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, infinity]}\n---\nkind: Scenario\nactions:\n- {after: podRunning, do: updateImage, container: app, image: 'busybox:1.37'}\n- {after: podRunning, do: delete}\n";
    let times: Vec<u64> = action_times(&with_poll(yaml, 2_000)).into_iter().map(|(t, _)| t).collect();
    assert_eq!(times, vec![2_000, 2_000]);
}

fn final_status(simulation: &Simulation) -> crate::model::PodStatus {
    simulation.snapshots.last().and_then(|s| s.pod.status.clone()).unwrap_or_default()
}

/// Once the Pod is deleted its crash-looping container is no longer waiting to restart: the
/// status shows the runtime's last exit (and the one before), never ContainerStatusUnknown.
#[test]
fn a_crash_looping_container_of_a_deleted_pod_shows_its_last_exit() {
    let yaml = format!("{CRASHER}---\nkind: Scenario\nactions:\n- {{at: 15s, do: delete}}\n");
    let simulation = ideal(&yaml);
    let waiting_at = |ms: u64| {
        let snapshot = simulation.snapshot_at(ms)?;
        let status = snapshot.pod.status.as_ref()?;
        status.container_statuses.first().and_then(|c| c.state.waiting.as_ref()?.reason.clone())
    };
    assert_eq!(waiting_at(14_000).as_deref(), Some("CrashLoopBackOff"));
    assert_eq!(waiting_at(15_000), None);
    let status = final_status(&simulation);
    let app = status.container_statuses.first().map(|c| (**c).clone()).unwrap_or_default();
    let terminated = app.state.terminated.unwrap_or_default();
    assert_eq!((terminated.reason.as_deref(), terminated.exit_code), (Some("Error"), 1));
    assert_eq!(app.last_state.terminated.map(|t| t.exit_code), Some(1));
    assert_eq!(status.phase.as_deref(), Some("Failed"));
}

#[test]
fn containers_of_a_pod_deleted_while_initializing_stay_waiting() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: i}\nspec:\n  initContainers:\n  - {name: a, image: busybox:1.36, command: [sh, -c, 'exit 0']}\n  - {name: b, image: busybox:1.36, command: [sh, -c, 'sleep 100']}\n  - {name: c, image: busybox:1.36, command: [sh, -c, 'exit 0']}\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, infinity]}\n---\nkind: Scenario\nactions:\n- {at: 5s, do: delete}\n",
    );
    let status = final_status(&simulation);
    let reason = |c: &std::rc::Rc<crate::model::ContainerStatus>| {
        c.state
            .terminated
            .as_ref()
            .and_then(|t| t.reason.clone())
            .or_else(|| c.state.waiting.as_ref().and_then(|w| w.reason.clone()))
    };
    let init: Vec<Option<String>> = status.init_container_statuses.iter().map(reason).collect();
    // `b` was killed (137, Error); `c` never started: the suffix of never-started init containers is left waiting.
    assert_eq!(init, vec![Some("Completed".to_owned()), Some("Error".to_owned()), Some("PodInitializing".to_owned())]);
    let app: Vec<Option<String>> = status.container_statuses.iter().map(reason).collect();
    assert_eq!(app, vec![Some("PodInitializing".to_owned())]);
}

#[test]
fn a_failed_post_start_kills_the_container_and_leaves_it_waiting_with_post_start_hook_error() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: ps, namespace: default, uid: u1}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    lifecycle: {postStart: {exec: {command: [sh, -c, 'exit 1']}}}\n---\nkind: Scenario\nbehaviour:\n  app:\n    onSigterm: {afterSeconds: 0, exitCode: 0}\n    hooks: {postStart: {runSeconds: 1, exitCode: 1}}\nuntil: 30s\n";
    let simulation = ideal(yaml);
    let event = |reason: &str| simulation.events.iter().find(|e| e.reason == reason).map(|e| e.message.clone());
    assert_eq!(event("FailedPostStartHook").as_deref(), Some("PostStartHook failed"));
    assert_eq!(event("Killing").as_deref(), Some("FailedPostStartHook"));
    let fact = simulation.facts.iter().find(|f| f.kind == FactKind::Waiting);
    assert_eq!(fact.and_then(|f| f.reason.as_deref()), Some("PostStartHookError"));
    // Under the realistic model the kubelet restarts it about a second later: the status shows it.
    let realistic = run(yaml, Timing::Realistic, KubeVersion::V1_35);
    let waiting: Vec<(String, String)> = realistic
        .snapshots
        .iter()
        .filter_map(|s| s.pod.status.as_ref()?.container_statuses.first()?.state.waiting.clone())
        .filter_map(|w| Some((w.reason?, w.message.unwrap_or_default())))
        .filter(|(reason, _)| reason == "PostStartHookError")
        .collect();
    let (_, message) = waiting.first().cloned().unwrap_or_default();
    assert_eq!(
        message,
        "Exec lifecycle hook ([sh -c exit 1]) for Container \"app\" in Pod \"ps_default(u1)\" failed - error: command 'sh -c exit 1' exited with 1: , message: \"\""
    );
}

#[test]
fn a_missing_config_map_volume_holds_the_pod_in_container_creating_until_it_appears() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: v}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    volumeMounts: [{name: config, mountPath: /etc/app}]\n  volumes:\n  - name: config\n    configMap: {name: app-config}\n  - name: extra\n    configMap: {name: extra, optional: true}\n---\nkind: Scenario\nfaults:\n- {configMap: app-config, until: 20s}\n- {configMap: extra}\n",
    );
    let mount = simulation.events.iter().find(|e| e.reason == "FailedMount").cloned().unwrap_or_else(|| {
        panic!("no FailedMount event: {:?}", simulation.events.iter().map(|e| &e.reason).collect::<Vec<_>>())
    });
    assert_eq!(mount.message, "MountVolume.SetUp failed for volume \"config\" : configmap \"app-config\" not found");
    assert_eq!(mount.event_type, EventType::Warning);
    // Attempts at 0, 0.5, 1.5, 3.5, 7.5 and 15.5 s; the next, at 31.5 s, finds the ConfigMap.
    assert_eq!(mount.occurrences, vec![0, 500, 1_500, 3_500, 7_500, 15_500]);
    assert!(simulation.events.iter().all(|e| !e.message.contains("\"extra\"")), "optional volumes never fail");
    assert_eq!(times(&simulation, "app", FactKind::Started), vec![31]);
    let at_10s = simulation.snapshots.iter().rev().find(|s| s.t_ms <= 10_000).map(|s| s.row.status.clone());
    assert_eq!(at_10s.as_deref(), Some("ContainerCreating"));
}

fn statuses(simulation: &Simulation) -> Vec<(u64, String)> {
    let mut rows: Vec<(u64, String)> = Vec::new();
    for snapshot in &simulation.snapshots {
        if rows.last().is_none_or(|(_, status)| *status != snapshot.row.status) {
            rows.push((snapshot.t_ms / 1000, snapshot.row.status.clone()));
        }
    }
    rows
}

/// Past the deadline the API keeps phase Running (no reason) while the containers are being
/// stopped; once they have, the phase is Failed with reason DeadlineExceeded, and printPod lets a
/// container's reason replace the Pod's. // kubelet: mergePodStatus (status_manager.go);
/// printers.go printPod
#[test]
fn a_deadline_keeps_the_pod_running_until_the_containers_report_how_they_ended() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: dl}\nspec:\n  activeDeadlineSeconds: 10\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, '3600']}\n";
    let killed = ideal(pod);
    assert_eq!(
        statuses(&killed),
        vec![
            (0, "Pending".to_owned()),
            (0, "ContainerCreating".to_owned()),
            (0, "Running".to_owned()),
            (40, "Error".to_owned())
        ]
    );
    let last = killed.snapshots.last().and_then(|s| s.pod.status.clone()).unwrap_or_default();
    assert_eq!((last.phase.as_deref(), last.reason.as_deref()), (Some("Failed"), Some("DeadlineExceeded")));
    let graceful = ideal(&format!(
        "{pod}---\nkind: Scenario\nbehaviour:\n  app:\n    onSigterm: {{afterSeconds: 2, exitCode: 0}}\n"
    ));
    assert_eq!(statuses(&graceful).last(), Some(&(12, "Completed".to_owned())));
}

/// The scheduler's binding is a stored state of its own: `spec.nodeName` and PodScheduled=True,
/// still Pending with no container statuses, as the watch's second `Pending` line shows; the
/// kubelet's first report comes after it. // registry/core/pod/storage: BindingREST.setPodNodeAndMetadata
#[test]
fn the_binding_is_recorded_before_the_kubelet_reports_the_pod() {
    let simulation = run(CRASHER, Timing::Realistic, KubeVersion::V1_35);
    let bound = simulation.snapshots.first().expect("a recorded state");
    let status = bound.pod.status.clone().unwrap_or_default();
    let conditions: Vec<(&str, &str)> =
        status.conditions.iter().map(|c| (c.condition_type.as_str(), c.status.as_str())).collect();
    assert_eq!((bound.t_ms, bound.pod.spec.node_name.as_deref()), (0, Some(node::NODE_NAME)));
    assert_eq!((status.phase.as_deref(), conditions), (Some("Pending"), vec![("PodScheduled", "True")]));
    assert!(status.container_statuses.is_empty() && status.host_ip.is_none(), "the kubelet has reported nothing");
    let first_report = simulation.snapshots.iter().find(|s| s.pod.status.as_ref().is_some_and(|s| !s.container_statuses.is_empty()));
    let first_report = first_report.map_or(0, |snapshot| snapshot.t_ms);
    assert!(first_report > 0, "the realistic model reacts after the binding");
    let state = simulation.state_at(0);
    assert_eq!((state.row.name.as_str(), state.row.ready.as_str(), state.row.status.as_str()), ("c", "0/1", "Pending"));
    assert!(state.containers.is_empty(), "no container statuses before the kubelet reports");
    let scheduled: Vec<(&str, &str)> =
        state.conditions.iter().map(|c| (c.condition_type.as_str(), c.status.as_str())).collect();
    assert_eq!(scheduled, [("PodScheduled", "True")]);
    assert!(state.describe.contains("Successfully assigned default/c to node-1"), "{}", state.describe);
    // Created, bound, then the kubelet's first report.
    let watch = simulation.watch_lines(first_report);
    assert!(watch.get(1).is_some_and(|line| line.contains("Pending")), "{watch:?}");
    assert!(watch.get(2).is_some_and(|line| line.contains("Pending")), "{watch:?}");
    assert!(watch.len() >= 4, "the kubelet's first report follows the binding: {watch:?}");
}

#[test]
fn very_many_crash_looping_containers_stop_at_a_work_budget_with_a_note() {
    let containers: String =
        (0..100).map(|i| format!("  - {{name: c{i}, image: busybox, command: [sh, -c, 'exit 1']}}\n")).collect();
    let yaml = format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: many}}\nspec:\n  containers:\n{containers}");
    let parsed = crate::parse(&yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions { timing: Timing::Ideal, horizon_ms: 168 * 3_600_000, ..SimOptions::default() };
    let simulation = simulate(&parsed.pod, &scenario, &options);
    // The recorded states alone stay inside the budget, so memory is bounded too.
    let recorded = u64::try_from(simulation.snapshots.len()).unwrap_or(u64::MAX);
    assert!(recorded * 100 * WORK_PER_CONTAINER_STATE <= WORK_BUDGET + 100 * WORK_PER_CONTAINER_STATE);
    let note = simulation.notes.iter().find(|note| matches!(note, Note::WorkBudget { .. })).expect("a budget note");
    let note = note.to_string();
    assert!(note.starts_with("stopped at ") && note.contains("states of 100 containers"), "{note}");
    assert!(simulation.end_ms < 168 * 3_600_000, "stopped early, at {} ms", simulation.end_ms);
}

#[test]
fn a_readiness_probe_failing_for_hours_records_no_new_states() {
    // Probe attempts that do not flip the result change nothing in the status: the run records
    // facts (and aggregated events) but no state per attempt, so long failures stay cheap.
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: unready}\nspec:\n  containers:\n  - {name: web, image: nginx, readinessProbe: {httpGet: {path: /, port: 80}, periodSeconds: 1}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 1h\nfaults:\n- {at: 1s, container: web, probe: readiness, attempts: 1000000}\n";
    let simulation = ideal(yaml);
    let failures = simulation.facts.iter().filter(|f| f.kind == FactKind::ProbeFailed).count();
    assert!(failures > 3_500, "{failures} failures in an hour");
    assert!(simulation.snapshots.len() < 10, "{} states", simulation.snapshots.len());
    let unhealthy = simulation.events.iter().find(|e| e.reason == "Unhealthy").expect("Unhealthy event");
    assert_eq!(unhealthy.count as usize, failures, "one aggregated event counts every failure");
    assert!(simulation.notes.iter().all(|note| !matches!(note, Note::WorkBudget { .. })), "{:?}", simulation.notes);
}

#[test]
fn a_watch_shows_terminating_before_containers_that_exit_at_once() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: quick}\nspec:\n  containers:\n  - {name: app, image: busybox, command: [sleep, infinity]}\n---\nkind: Scenario\nbehaviour:\n  app: {onSigterm: {afterSeconds: 0, exitCode: 0}}\nactions:\n- {at: 2m, do: delete}\n";
    let simulation = ideal(yaml);
    let watch = simulation.watch_lines(130_000);
    let terminating = watch.iter().position(|line| line.contains("Terminating"));
    let completed = watch.iter().position(|line| line.contains("Completed"));
    assert!(terminating.is_some() && terminating < completed, "{watch:?}");
}

#[test]
fn with_a_shared_process_namespace_a_script_without_a_trap_dies_on_sigterm() {
    // PID 1 ignores SIGTERM when it has no handler; with `shareProcessNamespace: true` the pause
    // process is PID 1, so the shell gets the default action and exits 143 at once.
    let pod = |shared: bool| {
        format!(
            "apiVersion: v1\nkind: Pod\nmetadata: {{name: demo}}\nspec:\n  shareProcessNamespace: {shared}\n  \
             terminationGracePeriodSeconds: 30\n  containers:\n  - name: app\n    image: alpine\n    \
             command: [sh, -c, 'while true; do sleep 5; done']\n---\nkind: Scenario\ntiming: ideal\nactions:\n\
             - {{at: 10s, do: delete}}\n"
        )
    };
    let exit = |simulation: &Simulation| {
        simulation
            .facts
            .iter()
            .find(|f| f.kind == FactKind::Exited && f.container.as_deref() == Some("app"))
            .map(|f| (f.t_ms, f.exit_code))
    };
    assert_eq!(exit(&ideal(&pod(true))), Some((10_000, Some(143))), "the default action of SIGTERM");
    assert_eq!(exit(&ideal(&pod(false))), Some((40_000, Some(137))), "PID 1 ignores it; SIGKILL after the grace");
}

fn ips_over_time(simulation: &Simulation) -> Vec<(u64, Option<String>, Vec<String>)> {
    let mut seen: Vec<(u64, Option<String>, Vec<String>)> = Vec::new();
    for snapshot in &simulation.snapshots {
        let status = snapshot.pod.status.clone().unwrap_or_default();
        if seen.last().is_none_or(|(_, host, pods)| *host != status.host_ip || *pods != status.pod_ips) {
            seen.push((snapshot.t_ms / 1000, status.host_ip, status.pod_ips));
        }
    }
    seen
}

#[test]
fn the_node_address_comes_with_the_first_status_and_the_pod_ip_with_the_sandbox() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: v}\nspec:\n  restartPolicy: Never\n  containers:\n  - {name: app, image: busybox:1.36, command: [sh, -c, 'sleep 5'], volumeMounts: [{name: config, mountPath: /etc/app}]}\n  volumes:\n  - name: config\n    configMap: {name: app-config}\n---\nkind: Scenario\nfaults:\n- {configMap: app-config, until: 20s}\n",
    );
    let node = Some(node::NODE_IP.to_owned());
    // The binding writes no address; the node's comes with the kubelet's first status. No sandbox
    // while the volume is missing; the Succeeded Pod keeps its address.
    assert_eq!(
        ips_over_time(&simulation),
        vec![(0, None, vec![]), (0, node.clone(), vec![]), (31, node, vec!["10.244.0.5".to_owned()])]
    );
    assert!(simulation.snapshots.iter().all(|s| s.pod.spec.node_name.as_deref() == Some(node::NODE_NAME)));
    let state = simulation.state_at(60_000);
    assert!(state.describe.contains("\nNode:         node-1/172.18.0.2\n"), "{}", state.describe);
    assert!(state.describe.contains("\nIP:           10.244.0.5\nIPs:\n  IP:  10.244.0.5\n"), "{}", state.describe);
    assert!(
        state.status_yaml.contains("\n  hostIP: 172.18.0.2\n  hostIPs:\n  - ip: 172.18.0.2\n"),
        "{}",
        state.status_yaml
    );
    assert!(state.status_yaml.contains("\n  phase: Succeeded\n  podIP: 10.244.0.5\n"), "{}", state.status_yaml);
    let before = simulation.state_at(10_000);
    assert!(before.describe.contains("\nIP:           \nIPs:          <none>\n"), "{}", before.describe);
}

#[test]
fn a_re_created_sandbox_gets_a_new_ip_and_a_host_network_pod_has_the_node_ip() {
    let rebooted = ideal(REBOOTED);
    let addresses: Vec<Vec<String>> = ips_over_time(&rebooted).into_iter().map(|(_, _, pods)| pods).collect();
    let first = vec!["10.244.0.5".to_owned()];
    let second = vec!["10.244.0.6".to_owned()];
    assert!(addresses.windows(2).any(|w| w[0] == first && w[1].is_empty()), "{addresses:?}");
    assert!(addresses.contains(&second), "{addresses:?}");
    let host = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: h}\nspec:\n  hostNetwork: true\n  containers:\n  - {name: app, image: nginx:1.27}\n",
    );
    let node_ip = Some(node::NODE_IP.to_owned());
    assert_eq!(ips_over_time(&host), vec![(0, None, vec![]), (0, node_ip, vec![node::NODE_IP.to_owned()])]);
}

#[test]
fn the_describe_of_a_run_shows_what_admission_and_the_manifest_add() {
    let text = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      nodeSelector: {disk: ssd}\n      containers:\n      - {name: app, image: nginx:1.27}\n";
    let parsed = crate::parse(text);
    let extras = crate::view::kubectl::extras::DescribeExtras::from_parsed_admitted(&parsed);
    let describe = ideal(text).state_at_with(30_000, &extras).describe;
    for line in [
        "\nPriority:         0\nService Account:  default\nNode:             node-1/172.18.0.2\n",
        // The columns line up with the token volume's `TokenExpirationSeconds:` above them, as on
        // any cluster.
        "\nNode-Selectors:              disk=ssd\nTolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s\n",
        "\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-",
        "\n    Type:                    Projected (a volume that contains injected data from multiple sources)\n    TokenExpirationSeconds:  3607\n    ConfigMapName:           kube-root-ca.crt\n    Optional:                false\n    DownwardAPI:             true\n",
    ] {
        assert!(describe.contains(line), "{line:?} not in\n{describe}");
    }
    assert!(!ideal(text).state_at(30_000).describe.contains("Priority:"), "without extras, only the model shows");
}

#[test]
fn an_exit_or_oom_kill_fault_waits_for_its_container_to_run() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: o}\nspec:\n  initContainers:\n  - {name: init, image: busybox:1.36, command: [sleep, '5']}\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nfaults:\n- {container: app, oomKill: true}\n",
    );
    assert_eq!(times(&simulation, "app", FactKind::Started), vec![5, 5]);
    let fault_times: Vec<u64> =
        simulation.facts.iter().filter(|f| f.kind == FactKind::Fault).map(|f| f.t_ms / 1000).collect();
    assert_eq!(fault_times, vec![5], "the fault is shown when it hits, once");
    let terminated = final_status(&simulation)
        .container_statuses
        .first()
        .and_then(|c| c.last_state.terminated.clone())
        .map(|t| (t.exit_code, t.reason));
    assert_eq!(terminated, Some((137, Some("OOMKilled".to_owned()))));
}

#[test]
fn a_pasted_crash_looping_status_is_replayed_crashing_the_same_way() {
    let with_status = |state: &str| {
        format!(
            "apiVersion: v1\nkind: Pod\nmetadata: {{name: p}}\nspec:\n  containers:\n  - {{name: app, image: my-app:1.0}}\nstatus:\n  phase: Running\n  containerStatuses:\n  - name: app\n    ready: false\n    restartCount: 5\n    image: my-app:1.0\n    {state}\n    lastState:\n      terminated: {{exitCode: 137, reason: OOMKilled, startedAt: '2024-05-01T10:03:50Z', finishedAt: '2024-05-01T10:04:00Z'}}\n"
        )
    };
    let simulation = ideal(&with_status("state: {waiting: {reason: CrashLoopBackOff}}"));
    let exits: Vec<(u64, Option<i64>)> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Exited)
        .map(|f| (f.t_ms / 1000, f.exit_code))
        .take(2)
        .collect();
    assert_eq!(exits, vec![(10, Some(137)), (20, Some(137))], "each run OOM-killed after the recorded 10 s");
    assert!(simulation.behaviours[0].explanation.text().en.contains("OOMKilled"), "{}", simulation.behaviours[0].explanation);
    // A container running now, whatever its past, is replayed from its command.
    let running = ideal(&with_status("state: {running: {startedAt: '2024-05-01T10:04:10Z'}}"));
    assert!(running.facts.iter().all(|f| f.kind != FactKind::Exited));
}

#[test]
fn container_ids_look_like_containerd_ids_and_change_with_each_run() {
    let simulation = ideal(CRASHER);
    let ids: Vec<String> = simulation
        .snapshots
        .iter()
        .filter_map(|s| s.pod.status.as_ref()?.container_statuses.first()?.container_id.clone())
        .collect();
    assert!(!ids.is_empty());
    for id in &ids {
        let hex = id.strip_prefix("containerd://").unwrap_or("");
        assert!(hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
    }
    let mut distinct = ids.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() > 1, "every run has its own ID: {distinct:?}");
}

#[test]
fn the_horizon_note_tells_a_failing_pull_from_a_crash_loop() {
    let pull = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nuntil: 2m\nbehaviour:\n  app: {image: pullFails}\n";
    let notes = |simulation: &Simulation| simulation.notes.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert_eq!(
        notes(&ideal(pull)),
        [
            "still failing to pull images at 2m (app: the kubelet retries with back-off); the simulation stops at its horizon"
        ]
    );
    let crash = format!("{CRASHER}---\nkind: Scenario\nuntil: 2m\n");
    assert_eq!(notes(&ideal(&crash)), ["still crash-looping at 2m (app); the simulation stops at its horizon"]);
}

/// The kubelet dropped the container name from its Created and Started events in 1.35
/// (kubernetes/kubernetes#134043, in the v1.35.0-alpha.1 changelog); 1.33 and 1.34 name it.
#[test]
fn created_and_started_events_are_worded_as_each_version_words_them() {
    let messages = |version: KubeVersion| -> Vec<String> {
        let simulation = run(CRASHER, Timing::Ideal, version);
        let wanted = ["Created", "Started"];
        let events = simulation.events.iter().filter(|e| wanted.contains(&e.reason.as_str()));
        events.map(|e| e.message.clone()).collect()
    };
    assert_eq!(messages(KubeVersion::V1_35)[..2], ["Container created", "Container started"]);
    for version in [KubeVersion::V1_34, KubeVersion::V1_33] {
        assert_eq!(messages(version)[..2], ["Created container: app", "Started container app"], "{version}");
    }
}

/// The STATUS column at `seconds`.
fn status_at(simulation: &Simulation, seconds: u64) -> String {
    simulation.state_at(seconds * 1000).row.status
}

#[test]
fn istio_injected_pods_start_and_run() {
    for yaml in [
        include_str!("../lint/testdata/istio-hello.yaml"),
        include_str!("../lint/testdata/istio-hello-cni.yaml"),
        include_str!("../lint/testdata/istio-pod-old-version.yaml"),
    ] {
        let simulation = ideal(yaml);
        assert_eq!(status_at(&simulation, 60), "Running", "{:?}", simulation.behaviours);
    }
    // A Job whose proxy is a native sidecar completes.
    let job = run(crate::lint::tests::ISTIO_NATIVE_JOB, Timing::Ideal, KubeVersion::V1_35);
    assert_eq!(status_at(&job, 60), "Completed");
    // The classic injection keeps the proxy in `containers`: the work ends, the proxy runs on.
    let classic = run(include_str!("../lint/testdata/istio-job.yaml"), Timing::Ideal, KubeVersion::V1_35);
    assert_eq!(status_at(&classic, 60), "NotReady");
}

#[test]
fn a_wait_for_a_dependency_no_action_delays_ends_at_once() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: w}\nspec:\n  initContainers:\n  - {name: wait, image: busybox:1.36, command: [sh, -c, 'until nslookup mydb; do sleep 2; done']}\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    assert_eq!(status_at(&ideal(pod), 5), "Running");
    let delayed = format!("{pod}---\nkind: Scenario\nactions:\n- {{at: 30s, do: dependencyReady, name: mydb}}\n");
    let simulation = ideal(&delayed);
    assert_eq!((status_at(&simulation, 5), status_at(&simulation, 40)), ("Init:0/1".to_owned(), "Running".to_owned()));
}

#[test]
fn a_pod_of_a_bare_base_image_crash_loops_as_kubectl_run_does() {
    // `kubectl run --image=busybox`: the default `sh` exits 0 at once, and restartPolicy Always
    // starts it again and again.
    let pod =
        "apiVersion: v1\nkind: Pod\nmetadata: {name: b}\nspec:\n  containers:\n  - {name: b, image: busybox:1.36}\n";
    assert_eq!(status_at(&ideal(pod), 60), "CrashLoopBackOff");
    let sleeper =
        pod.replace("image: busybox:1.36}", "image: busybox:1.36, command: [sh, -c, 'exec tail -f /dev/null']}");
    assert_eq!(status_at(&ideal(&sleeper), 60), "Running");
}

/// Since 1.32 the `ImagePullBackOff` waiting message carries the previous pull's error, as
/// `ErrImagePull: <error>`; the Normal `BackOff` event keeps the short text
/// (images: imageManager.pullImage, prevPullErrMsg). The legacy setting predates it.
#[test]
fn image_pull_back_off_says_why_the_last_pull_failed() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: typo}\nspec:\n  containers:\n  - {name: app, image: registry.example/app:1.0}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nbehaviour:\n  app: {image: pullFails}\n";
    let image = "registry.example/app:1.0";
    let error = format!(
        "rpc error: code = NotFound desc = failed to pull and unpack image \"{image}\": failed to resolve reference \"{image}\": {image}: not found"
    );
    let waiting = |simulation: &Simulation, reason: &str| -> Vec<String> {
        let facts =
            simulation.facts.iter().filter(|f| f.kind == FactKind::Waiting && f.reason.as_deref() == Some(reason));
        facts.filter_map(|f| f.message.clone()).collect()
    };
    let simulation = ideal(yaml);
    let expected = format!("Back-off pulling image \"{image}\": ErrImagePull: {error}");
    assert_eq!(waiting(&simulation, "ImagePullBackOff").first(), Some(&expected));
    assert_eq!(waiting(&simulation, "ErrImagePull").first(), Some(&error));
    let backoff = simulation.events.iter().find(|e| e.reason == "BackOff").map(|e| e.message.clone());
    assert_eq!(backoff, Some(format!("Back-off pulling image \"{image}\"")));
    let status = simulation.snapshot_at(5_000).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    let message = status.container_statuses.first().and_then(|c| c.state.waiting.clone()).and_then(|w| w.message);
    assert_eq!(message, Some(expected));
    let legacy = run(yaml, Timing::Ideal, KubeVersion::Legacy);
    assert_eq!(waiting(&legacy, "ImagePullBackOff").first(), Some(&format!("Back-off pulling image \"{image}\"")));
}

/// `imagePullPolicy: Never` never pulls: podsim takes the healthy path, an image already on the
/// node, in either timing; `image: pullFails` says it is absent, which is ErrImageNeverPull.
#[test]
fn a_never_pulled_image_is_assumed_on_the_node_unless_the_scenario_says_it_is_absent() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: registry.example/app:1.0, imagePullPolicy: Never}\n";
    for timing in [Timing::Ideal, Timing::Realistic] {
        let simulation = run(pod, timing, KubeVersion::V1_35);
        assert_eq!(simulation.state_at(simulation.end_ms).row.status, "Running", "{timing:?}");
        assert!(
            simulation.events.iter().any(|e| e.reason == "Pulled" && e.message.contains("already present on machine")),
            "{timing:?}"
        );
    }
    let absent = format!("{pod}---\nkind: Scenario\nuntil: 1m\nbehaviour:\n  app: {{image: pullFails}}\n");
    for timing in [Timing::Ideal, Timing::Realistic] {
        let simulation = run(&absent, timing, KubeVersion::V1_35);
        assert_eq!(simulation.state_at(simulation.end_ms).row.status, "ErrImageNeverPull", "{timing:?}");
        let warning = simulation.events.iter().find(|e| e.reason == "ErrImageNeverPull").map(|e| e.message.clone());
        assert_eq!(
            warning.as_deref(),
            Some("Container image \"registry.example/app:1.0\" is not present with pull policy of Never"),
            "{timing:?}"
        );
        assert!(simulation.events.iter().any(|e| e.reason == "Failed" && e.message == "Error: ErrImageNeverPull"));
    }
}

/// A reference the kubelet cannot parse (a page's `<placeholder>`) never reaches a pull: the
/// container waits with reason InvalidImageName, as `kubectl get pod` shows.
#[test]
fn an_image_reference_that_does_not_parse_is_invalid_image_name() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: 'gcr.io/<project>/job-wq-1'}\n";
    for timing in [Timing::Ideal, Timing::Realistic] {
        let simulation = run(pod, timing, KubeVersion::V1_35);
        let end = simulation.state_at(simulation.end_ms);
        assert_eq!(end.row.status, "InvalidImageName", "{timing:?}");
        let inspect = simulation.events.iter().find(|e| e.reason == "InspectFailed").map(|e| e.message.clone());
        assert_eq!(
            inspect.as_deref(),
            Some(
                "Failed to apply default image tag \"gcr.io/<project>/job-wq-1\": couldn't parse image name \"gcr.io/<project>/job-wq-1\": invalid reference format"
            ),
            "{timing:?}"
        );
        assert!(simulation.events.iter().any(|e| e.reason == "Failed" && e.message == "Error: InvalidImageName"));
        assert!(!simulation.events.iter().any(|e| e.reason == "Pulling"), "{timing:?}");
    }
}

/// A reboot kills every process with the machine: containerd, started again, reports the tasks
/// it lost as exited 255, reason Unknown. The node e2e tests' stand-in, StopPodSandbox, kills the
/// containers instead (137, Error). Both leave the kubelet to re-create the sandbox.
#[test]
fn a_node_reboot_reports_unknown_255_and_stop_pod_sandbox_a_kill() {
    let exits = |action: &str| {
        let yaml = format!(
            "apiVersion: v1\nkind: Pod\nmetadata: {{name: r}}\nspec:\n  containers:\n  - {{name: app, image: nginx:1.27}}\n---\nkind: Scenario\ntiming: ideal\nactions:\n- {{at: 30s, do: {action}}}\n"
        );
        let simulation = ideal(&yaml);
        let exited: Vec<(u64, Option<i64>, String)> = simulation
            .facts
            .iter()
            .filter(|f| f.kind == FactKind::Exited)
            .map(|f| (f.t_ms, f.exit_code, f.reason.clone().unwrap_or_default()))
            .collect();
        let sandbox_changed = simulation.facts.iter().any(|f| f.kind == FactKind::SandboxChanged);
        (exited, sandbox_changed)
    };
    let (rebooted, changed) = exits("nodeReboot");
    assert_eq!(rebooted, [(30_000, Some(255), "Unknown".to_owned())]);
    assert!(changed, "the kubelet finds the sandbox changed");
    let (stopped, changed) = exits("stopPodSandbox");
    assert_eq!(stopped, [(30_000, Some(137), "Error".to_owned())]);
    assert!(changed);
}

#[test]
fn container_statuses_report_their_mounts_and_whether_read_only_is_recursive() {
    // kubelet: convertToAPIContainerStatuses (RecursiveReadOnlyMounts, GA in 1.33): every status
    // lists its container's mounts, the token the ServiceAccount admission plugin added included;
    // a read-only mount says Disabled unless it asked for recursiveReadOnly.
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  volumes: [{name: data, emptyDir: {}}, {name: conf, configMap: {name: conf}}]\n  containers:\n  - name: app\n    image: nginx:1.27\n    volumeMounts: [{name: data, mountPath: /data}, {name: conf, mountPath: /etc/conf, readOnly: true, recursiveReadOnly: IfPossible}]\n";
    let state = ideal(text).state_at(30_000);
    let yaml = state.status_yaml;
    let expected = "    volumeMounts:\n    - mountPath: /data\n      name: data\n    - mountPath: /etc/conf\n      name: conf\n      readOnly: true\n      recursiveReadOnly: Enabled\n    - mountPath: /var/run/secrets/kubernetes.io/serviceaccount\n      name: kube-api-access-";
    assert!(yaml.contains(expected), "{yaml}");
    assert!(yaml.contains("\n      readOnly: true\n      recursiveReadOnly: Disabled\n"), "{yaml}");
    // A Pod that opts out has no token, in the statuses or in describe.
    let out = ideal(&text.replace("spec:\n", "spec:\n  automountServiceAccountToken: false\n")).state_at(30_000);
    assert!(!out.status_yaml.contains("kube-api-access") && !out.describe.contains("kube-api-access"), "{}", out.describe);
}

#[test]
fn every_status_has_its_qos_class_and_from_1_34_the_generation_it_answers() {
    use super::tests_fit::run_on;
    let status_at = |simulation: &Simulation, t: u64| {
        simulation.snapshot_at(t).and_then(|s| s.pod.status.clone()).unwrap_or_default()
    };
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 250m}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nactions:\n- {at: 30s, do: resize, container: app, requests: {cpu: 300m}}\n";
    // pod strategy: PrepareForCreate (QOSClass); podutil: CalculatePodStatusObservedGeneration,
    // CalculatePodConditionObservedGeneration (PodObservedGenerationTracking: beta/on from 1.34).
    let old = status_at(&run_on(text, KubeVersion::V1_33), 20_000);
    assert_eq!(old.qos_class.as_deref(), Some("Burstable"));
    assert_eq!(old.observed_generation, None);
    assert!(old.conditions.iter().all(|c| c.observed_generation.is_none()));
    let new = run_on(text, KubeVersion::V1_35);
    let before = status_at(&new, 20_000);
    assert_eq!((before.qos_class.as_deref(), before.observed_generation), (Some("Burstable"), Some(1)));
    assert!(before.conditions.iter().all(|c| c.observed_generation == Some(1)), "{:?}", before.conditions);
    let after = status_at(&new, 50_000);
    assert_eq!(after.observed_generation, Some(2), "the resize made generation 2");
    let yaml = crate::view::kubectl::status_yaml::status_yaml(&after);
    assert!(yaml.contains("\n  observedGeneration: 2\n  phase: Running\n") && yaml.contains("\n  qosClass: Burstable\n"), "{yaml}");
    // Scheduling gates: the API server's condition has no generation, yet the QoS class is set.
    let gated = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  schedulingGates: [{name: wait}]\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    let held = status_at(&run_on(gated, KubeVersion::V1_35), 10_000);
    assert_eq!(held.qos_class.as_deref(), Some("BestEffort"));
    assert_eq!(held.conditions.first().map(|c| (c.reason.as_deref(), c.observed_generation)), Some((Some("SchedulingGated"), None)));
}
