//! Each container that is not started says why, from the decision that left it waiting: the
//! scheduler, the volume manager, computeInitContainerActions, doBackOff, the image pull, the pod
//! worker's order, generateContainerConfig, a terminating Pod.

use super::*;
use crate::scenario::Scenario;

fn run_with(yaml: &str, timing: Timing) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions { timing, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

fn run(yaml: &str) -> Simulation {
    run_with(yaml, Timing::Ideal)
}

/// `container`'s reasons in order, each with the time it took effect (`None`: it stopped waiting).
fn reasons(simulation: &Simulation, container: &str) -> Vec<(u64, Option<WaitReason>)> {
    simulation.waits.iter().filter(|w| w.container == container).map(|w| (w.t_ms, w.reason.clone())).collect()
}

fn started_at(simulation: &Simulation, container: &str) -> Option<u64> {
    simulation.facts.iter().find(|f| f.kind == FactKind::Started && f.container.as_deref() == Some(container)).map(|f| f.t_ms)
}

fn init(name: &str) -> Option<WaitReason> {
    Some(WaitReason::InitContainer { name: name.to_owned() })
}

const MIGRATE: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: migrate, image: busybox:1.36, command: [sh, -c, 'sleep 10']}\n  - {name: seed, image: busybox:1.36, command: [sh, -c, 'sleep 5']}\n  containers:\n  - {name: app, image: nginx:1.27}\n";

#[test]
fn containers_after_an_init_container_wait_for_it_then_for_the_next() {
    let simulation = run(MIGRATE);
    let seed = started_at(&simulation, "seed").expect("seed starts");
    let app = started_at(&simulation, "app").expect("app starts");
    assert_eq!(reasons(&simulation, "app"), [(0, init("migrate")), (seed, init("seed")), (app, None)]);
    assert_eq!(reasons(&simulation, "seed"), [(0, init("migrate")), (seed, None)]);
    assert_eq!(reasons(&simulation, "migrate"), [], "the first init container starts at once");
}

#[test]
fn a_sidecar_with_a_startup_probe_holds_back_the_containers_after_it_until_it_has_started() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - name: proxy\n    image: envoyproxy/envoy:v1.32-latest\n    restartPolicy: Always\n    startupProbe: {httpGet: {path: /ready, port: 15021}, initialDelaySeconds: 5, periodSeconds: 2, failureThreshold: 30}\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    let simulation = run(yaml);
    let app = started_at(&simulation, "app").expect("app starts");
    assert!(app > 0, "the startup probe takes time");
    let sidecar = Some(WaitReason::SidecarNotStarted { name: "proxy".to_owned() });
    assert_eq!(reasons(&simulation, "app"), [(0, sidecar), (app, None)]);
}

#[test]
fn a_crashing_container_waits_out_each_back_off_until_its_end() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n";
    let simulation = run(yaml);
    let exits: Vec<u64> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Exited && f.container.as_deref() == Some("app"))
        .map(|f| f.t_ms)
        .collect();
    let back_offs: Vec<(u64, u64)> = reasons(&simulation, "app")
        .into_iter()
        .filter_map(|(t, reason)| match reason {
            Some(WaitReason::BackOff { until_ms, .. }) => Some((t, until_ms)),
            _ => None,
        })
        .collect();
    // The second exit is held 10 s, the third 20 s, then 40 s (the first restart is immediate).
    let delays: Vec<u64> =
        back_offs.iter().zip(exits.iter().skip(1)).take(3).map(|((_, until), exit)| until - exit).collect();
    assert_eq!(delays, [10_000, 20_000, 40_000], "{back_offs:?} {exits:?}");
    for (t, until) in &back_offs {
        assert!(t < until, "a back-off is recorded before it ends");
    }
}

#[test]
fn a_container_behind_another_ones_image_pull_waits_for_that_pull_then_pulls_its_own() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: web, image: nginx:1.27}\n  - {name: worker, image: busybox:1.36, command: [sh, -c, 'sleep 3600']}\n";
    let simulation = run_with(yaml, Timing::Realistic);
    let worker = reasons(&simulation, "worker");
    let busy = WaitReason::WorkerBusy { name: "web".to_owned(), task: WorkerTask::ImagePull };
    let pulling = WaitReason::Pulling { image: "busybox:1.36".to_owned() };
    let order: Vec<Option<WaitReason>> = worker.iter().map(|(_, r)| r.clone()).collect();
    assert_eq!(order, [Some(busy), Some(pulling), None], "{worker:?}");
    let web_started = started_at(&simulation, "web");
    assert_eq!(worker.get(1).map(|(t, _)| *t), web_started, "its own pull begins once `web` has started");
}

#[test]
fn a_gated_pod_waits_for_its_gates_then_for_the_kubelet() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  schedulingGates: [{name: example.com/quota}]\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nactions:\n- {at: 30s, do: removeSchedulingGates}\n";
    let simulation = run(yaml);
    let app = started_at(&simulation, "app").expect("app starts");
    assert_eq!(
        reasons(&simulation, "app"),
        [(0, Some(WaitReason::SchedulingGated)), (30_000, Some(WaitReason::SandboxNotReady)), (app, None)]
    );
}

#[test]
fn a_pod_that_does_not_fit_waits_for_the_scheduler_and_its_containers_never_start() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: '512'}}}\n";
    let simulation = run(yaml);
    assert_eq!(reasons(&simulation, "app"), [(0, Some(WaitReason::Unscheduled))], "recorded once, not per attempt");
    assert!(started_at(&simulation, "app").is_none());
    // The drawing has a waiting bar for it, from the start, with the scheduler's reason.
    let model = crate::view::timeline::timeline_model(&simulation);
    let lane = model.lanes.iter().find(|lane| lane.title == "app").expect("app's lane");
    let bar = lane.bars.first().expect("a bar for a container that never starts");
    assert_eq!((bar.start_ms, bar.state), (0, crate::view::timeline::BarState::Waiting));
    assert!(bar.why.en.contains("scheduler finds no room"), "{}", bar.why.en);
}

#[test]
fn a_missing_volume_holds_every_container_until_it_mounts() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    volumeMounts: [{name: config, mountPath: /etc/app}]\n  volumes:\n  - name: config\n    configMap: {name: app-config}\n---\nkind: Scenario\nfaults:\n- {configMap: app-config, until: 20s}\n";
    let simulation = run(yaml);
    let app = started_at(&simulation, "app").expect("app starts once the ConfigMap exists");
    assert!(app >= 20_000);
    let app_reasons = reasons(&simulation, "app");
    assert_eq!(app_reasons.first().map(|(_, r)| r.clone()), Some(Some(WaitReason::VolumesNotMounted)), "{app_reasons:?}");
    assert_eq!(app_reasons.last(), Some(&(app, None)));
}

#[test]
fn a_missing_config_map_in_env_says_which_object() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    env: [{name: MODE, valueFrom: {configMapKeyRef: {name: settings, key: mode}}}]\n---\nkind: Scenario\nfaults:\n- {configMap: settings, until: 25s}\n";
    let simulation = run(yaml);
    let missing = Some(WaitReason::MissingObject { kind: ObjectKind::ConfigMap, name: "settings".to_owned() });
    let app = started_at(&simulation, "app").expect("app starts once the ConfigMap exists");
    assert_eq!(reasons(&simulation, "app"), [(0, missing), (app, None)], "each retry is not a new record");
}

#[test]
fn a_failed_init_container_under_never_leaves_the_app_never_started() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  restartPolicy: Never\n  initContainers:\n  - {name: migrate, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    let simulation = run(yaml);
    let app = reasons(&simulation, "app");
    let failed = Some(WaitReason::InitFailed { name: "migrate".to_owned() });
    assert_eq!(app.first().map(|(_, r)| r.clone()), Some(init("migrate")));
    assert_eq!(app.last().map(|(_, r)| r.clone()), Some(failed));
    assert!(started_at(&simulation, "app").is_none());
}

#[test]
fn a_deleted_pod_starts_nothing_more() {
    let yaml = format!("{MIGRATE}---\nkind: Scenario\nactions:\n- {{at: 5s, do: delete}}\n");
    let simulation = run(&yaml);
    assert_eq!(reasons(&simulation, "app"), [(0, init("migrate")), (5_000, Some(WaitReason::PodTerminating))]);
    assert!(started_at(&simulation, "app").is_none());
}

#[test]
fn the_state_and_the_bar_say_the_same_reason_as_the_engine() {
    let simulation = run(MIGRATE);
    let why = simulation
        .state_at(1_000)
        .containers
        .into_iter()
        .find(|c| c.name == "app")
        .and_then(|c| c.why)
        .map(|w| w.en)
        .unwrap_or_default();
    assert_eq!(
        why,
        "`app` waits: the init container `migrate` has not exited 0 (kubelet: computeInitContainerActions)"
    );
    let model = crate::view::timeline::timeline_model(&simulation);
    let lane = model.lanes.iter().find(|lane| lane.title == "app").expect("app's lane");
    let bar = lane.bars.iter().find(|bar| bar.state == crate::view::timeline::BarState::Waiting).expect("a waiting bar");
    assert!(bar.why.en.starts_with(&why), "{}", bar.why.en);
    assert!(bar.why.en.contains("from 10.0s: `app` waits: the init container `seed` has not exited 0"), "{}", bar.why.en);
    assert!(bar.why.zh.contains("init 容器 `migrate`"), "{}", bar.why.zh);
}

#[test]
fn a_container_after_one_whose_post_start_hook_runs_waits_for_the_hook() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: proxy\n    image: envoyproxy/envoy:v1.32-latest\n    lifecycle: {postStart: {exec: {command: [sh, -c, 'sleep 5']}}}\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nbehaviour:\n  proxy:\n    hooks: {postStart: {runSeconds: 5, exitCode: 0}}\n";
    let simulation = run(yaml);
    let hook = Some(WaitReason::WorkerBusy { name: "proxy".to_owned(), task: WorkerTask::PostStartHook });
    let app = started_at(&simulation, "app").expect("app starts");
    assert_eq!(app, 5_000, "after the hook returns");
    assert_eq!(reasons(&simulation, "app"), [(0, hook), (app, None)]);
}

#[test]
fn a_pod_the_kubelet_refuses_leaves_its_containers_never_started_with_the_resource_named() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  nodeName: node-1\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: '512'}}}\n";
    let simulation = run(yaml);
    let rejected = Some(WaitReason::Rejected { resource: "cpu".to_owned() });
    assert_eq!(reasons(&simulation, "app"), [(0, rejected)]);
    let model = crate::view::timeline::timeline_model(&simulation);
    let lane = model.lanes.iter().find(|lane| lane.title == "app").expect("app's lane");
    let why = lane.bars.first().map(|bar| bar.why.en.clone()).unwrap_or_default();
    assert!(why.contains("(OutOfcpu)") && why.contains("kubelet: canAdmitPod"), "{why}");
}

#[test]
fn a_failing_pull_leaves_the_container_waiting_for_its_image_until_a_pull_succeeds() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nfaults:\n- {container: app, imagePull: fails, until: 25s}\n";
    let simulation = run(yaml);
    let app = started_at(&simulation, "app").expect("app starts once the pull succeeds");
    assert!(app >= 25_000);
    let order: Vec<Option<WaitReason>> = reasons(&simulation, "app").into_iter().map(|(_, r)| r).collect();
    assert_eq!(order.first(), Some(&Some(WaitReason::ImageUnavailable)), "{order:?}");
    assert_eq!(order.last(), Some(&None));
    assert!(
        order.windows(2).all(|pair| pair.first() != pair.get(1)),
        "only changes are recorded, not each retry: {order:?}"
    );
}

#[test]
fn the_last_waiting_bar_takes_the_decision_made_after_the_last_visible_change() {
    // Realistic timing: the init container fails at once, the Pod's phase turns Failed with its
    // exit, and the kubelet's next sync (which changes nothing the API shows) gives up on `app`.
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  restartPolicy: Never\n  initContainers:\n  - {name: migrate, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    let simulation = run_with(yaml, Timing::Realistic);
    let failed_at = reasons(&simulation, "app")
        .into_iter()
        .find(|(_, reason)| matches!(reason, Some(WaitReason::InitFailed { .. })))
        .map(|(t, _)| t)
        .expect("the kubelet gives up on app");
    assert!(failed_at > simulation.end_ms, "decided after the last visible change");
    let model = crate::view::timeline::timeline_model(&simulation);
    let lane = model.lanes.iter().find(|lane| lane.title == "app").expect("app's lane");
    let last = lane.bars.last().map(|bar| bar.why.en.clone()).unwrap_or_default();
    assert!(last.contains("`app` never starts: the init container `migrate` failed"), "{last}");
}

/// The sync that kills a container for its liveness probe goes on to start it again with the
/// status it read at its start: the back-off it finds counts from the exit before, and the next
/// sync, which sees the new exit, counts from that one.
#[test]
fn a_back_off_decided_by_the_sync_that_stopped_the_container_counts_from_the_exit_it_read() {
    let simulation = run_with(include_str!("../../../../static/examples/liveness-exec.yaml"), Timing::Realistic);
    let exits: Vec<u64> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Exited && f.container.as_deref() == Some("liveness"))
        .map(|f| f.t_ms)
        .collect();
    let back_offs: Vec<(u64, u64, Option<u64>)> = reasons(&simulation, "liveness")
        .into_iter()
        .filter_map(|(t, reason)| match reason {
            Some(WaitReason::BackOff { until_ms, counted_from_ms }) => Some((t, until_ms, counted_from_ms)),
            _ => None,
        })
        .collect();
    let (at, until, from) = back_offs.iter().find_map(|&(t, until, from)| Some((t, until, from?))).expect("a stale back-off");
    assert!(exits.contains(&from) && exits.contains(&at) && from < at, "it counts from the exit before: {exits:?}");
    // The next decision sees the new exit and counts from it.
    let next = back_offs.iter().find(|(t, _, _)| *t > at).expect("the next sync's decision");
    assert_eq!(next.2, None);
    assert!(next.1 > until, "{back_offs:?}");
    let said = crate::view::waits::wait_why(
        &WaitReason::BackOff { until_ms: until, counted_from_ms: Some(from) },
        "liveness",
    );
    assert!(said.text.en.contains("with the status it read at its start"), "{}", said.text.en);
    assert_eq!(said.rule, "kubelet: SyncPod, doBackOff");
}
