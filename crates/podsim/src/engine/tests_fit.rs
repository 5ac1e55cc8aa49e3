//! The node and the scheduler: a Pod that does not fit what the node has left stays Pending with
//! the scheduler's own words, is tried again when a Pod leaves or the queue flushes, and a Pod
//! that names its node skips the scheduler.

use super::*;
use crate::scenario::Scenario;

/// The Pod and its scenario (which must read) on `version`, under ideal timing.
pub(super) fn run_on(yaml: &str, version: KubeVersion) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let options = SimOptions { version, timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

fn run(yaml: &str) -> Simulation {
    run_on(yaml, KubeVersion::V1_37)
}

/// An init container asking for more cpu than the whole default node (8) has.
const BIG_INIT: &str = "apiVersion: v1
kind: Pod
metadata: {name: big}
spec:
  initContainers:
  - {name: warm, image: busybox:1.36, command: [sh, -c, 'sleep 5'], resources: {requests: {cpu: '10'}}}
  containers:
  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 500m}}}
";

fn scheduled_condition(simulation: &Simulation, at: u64) -> Option<(String, Option<String>, Option<String>)> {
    let pod = simulation.snapshot_at(at).map(|snapshot| snapshot.pod.clone())?;
    let status = pod.status?;
    status
        .conditions
        .iter()
        .find(|c| c.condition_type == "PodScheduled")
        .map(|c| (c.status.clone(), c.reason.clone(), c.message.clone()))
}

#[test]
fn a_pod_bigger_than_the_node_says_so_as_each_version_words_it() {
    // framework: FitError.Error; noderesources: fitsRequest; from 1.34 a request beyond the node's
    // allocatable is unresolvable, so preemption is "not helpful" (kubernetes/kubernetes#131345).
    let expected = |preemption: &str| {
        format!("0/1 nodes are available: 1 Insufficient cpu. preemption: 0/1 nodes are available: 1 {preemption}.")
    };
    for version in KubeVersion::ALL {
        let simulation = run_on(BIG_INIT, version);
        let message = if version.gates().fit_unresolvable_beyond_allocatable {
            expected("Preemption is not helpful for scheduling")
        } else {
            expected("No preemption victims found for incoming pod")
        };
        assert_eq!(
            scheduled_condition(&simulation, 60_000),
            Some(("False".to_owned(), Some("Unschedulable".to_owned()), Some(message.clone()))),
            "{version:?}"
        );
        let failed: Vec<(u64, u32, &str, &str)> = simulation
            .events
            .iter()
            .filter(|e| e.reason == "FailedScheduling")
            .map(|e| (e.first_ms, e.count, e.source.as_str(), e.message.as_str()))
            .collect();
        // Tried at creation, then after the unschedulable queue's 5-minute flush (5 m 30 s).
        assert_eq!(failed, [(0, 2, "default-scheduler", message.as_str())], "{version:?}");
        let state = simulation.state_at(600_000);
        assert_eq!((state.phase.as_str(), state.row.status.as_str()), ("Pending", "Pending"));
        assert!(simulation.facts.iter().all(|f| f.kind != FactKind::Started), "nothing starts");
    }
    // The sum of app containers does not decide it: the init container does.
    assert!(BIG_INIT.contains("cpu: 500m"));
}

const NEIGHBOUR: &str = "---
kind: Scenario
node:
  allocatable: {cpu: '2'}
  pods:
  - {name: batch, requests: {cpu: 900m, memory: 1Gi}}
actions:
- {at: 60s, do: podLeaves, name: batch}
";

const WEB: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 200m}}}
";

#[test]
fn a_pod_that_fits_once_another_pod_leaves_is_scheduled_then() {
    // 2 cpu - 950m (kube-system) - 900m (batch) = 150m left for a 200m request: no victims, since
    // the other Pods are not of a lower priority.
    let simulation = run(&format!("{WEB}{NEIGHBOUR}"));
    assert_eq!(
        scheduled_condition(&simulation, 30_000).and_then(|c| c.2),
        Some(
            "0/1 nodes are available: 1 Insufficient cpu. preemption: 0/1 nodes are available: 1 No preemption \
             victims found for incoming pod."
                .to_owned()
        )
    );
    // noderesources: isSchedulableAfterPodEvent queues it; the 1 s back-off of its first attempt is over.
    let scheduled = simulation.events.iter().find(|e| e.reason == "Scheduled").map(|e| e.first_ms);
    assert_eq!(scheduled, Some(60_000));
    assert_eq!(simulation.state_at(70_000).row.status, "Running");
    let failed = simulation.events.iter().find(|e| e.reason == "FailedScheduling").map(|e| e.count);
    assert_eq!(failed, Some(1), "the flush at 5 m 30 s never comes");
}

#[test]
fn the_node_counts_its_pods_and_every_resource_the_pod_requests() {
    let cases = [
        ("node:\n  allocatable: {pods: '9'}\n", "resources: {}", "1 Too many pods"),
        ("node:\n  allocatable: {memory: 1Gi}\n", "resources: {requests: {memory: 800Mi}}", "1 Insufficient memory"),
        ("node: {}\n", "resources: {requests: {example.com/dongle: '1'}, limits: {example.com/dongle: '1'}}", "1 Insufficient example.com/dongle"),
        (
            "node:\n  allocatable: {cpu: 1100m, memory: 300Mi}\n",
            "resources: {requests: {cpu: 200m, memory: 20Mi}}",
            "1 Insufficient cpu, 1 Insufficient memory",
        ),
    ];
    for (node, resources, reasons) in cases {
        let pod = WEB.replace("resources: {requests: {cpu: 200m}}", resources);
        let simulation = run(&format!("{pod}---\nkind: Scenario\n{node}"));
        let message = scheduled_condition(&simulation, 10_000).and_then(|c| c.2).unwrap_or_default();
        assert!(message.starts_with(&format!("0/1 nodes are available: {reasons}. preemption: ")), "{message}");
    }
    // Without the kube-system Pods a small node has room.
    let simulation = run(&format!("{WEB}---\nkind: Scenario\nnode:\n  allocatable: {{cpu: 500m}}\n  systemPods: false\n"));
    assert_eq!(simulation.state_at(10_000).row.status, "Running");
}

#[test]
fn a_pod_that_names_its_node_never_meets_the_scheduler_and_the_kubelet_admits_it_itself() {
    // kubelet: canAdmitPod/rejectPod; lifecycle/predicate.go: InsufficientResourceError (the
    // first missing resource, in the scheduler's units).
    let pod = BIG_INIT.replace("spec:\n", "spec:\n  nodeName: node-1\n");
    let simulation = run(&pod);
    assert!(simulation.events.iter().all(|e| e.reason != "Scheduled" && e.reason != "FailedScheduling"));
    let message = "Node didn't have enough resource: cpu, requested: 10000, used: 950, capacity: 8000";
    let event = simulation.events.iter().find(|e| e.reason == "OutOfcpu").map(|e| (e.source.as_str(), e.message.as_str()));
    assert_eq!(event, Some(("kubelet", message)));
    let state = simulation.state_at(30_000);
    assert_eq!((state.phase.as_str(), state.row.status.as_str(), state.row.ready.as_str()), ("Failed", "OutOfcpu", "0/1"));
    let stored = simulation.snapshot_at(30_000).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    assert_eq!(stored.message.as_deref(), Some(format!("Pod was rejected: {message}").as_str()));
    assert!(stored.conditions.is_empty() && stored.container_statuses.is_empty());
    assert!(simulation.facts.iter().all(|f| f.kind != FactKind::Started), "nothing starts");
    // One that fits runs, still without a Scheduled event; an extended resource the node does not
    // advertise is left out of the kubelet's check.
    let fits = WEB.replace("spec:\n", "spec:\n  nodeName: node-1\n").replace("cpu: 200m", "cpu: 200m, example.com/dongle: '1'");
    let simulation = run(&fits);
    assert_eq!(simulation.state_at(30_000).row.status, "Running");
    assert!(simulation.events.iter().all(|e| e.reason != "Scheduled"));
}

#[test]
fn a_pod_that_may_not_preempt_says_so() {
    // preemption: PodEligibleToPreemptOthers
    let pod = WEB.replace("spec:\n", "spec:\n  preemptionPolicy: Never\n");
    let simulation = run(&format!("{pod}{NEIGHBOUR}"));
    assert_eq!(
        scheduled_condition(&simulation, 30_000).and_then(|c| c.2).as_deref(),
        Some("0/1 nodes are available: 1 Insufficient cpu. preemption: not eligible due to preemptionPolicy=Never.")
    );
}

#[test]
fn naming_a_pod_the_node_does_not_have_is_a_scenario_error() {
    let parsed = crate::parse(&format!("{WEB}---\nkind: Scenario\nactions:\n- {{at: 5s, do: podLeaves, name: nobody}}\n"));
    let scenario = Scenario::from_parsed(&parsed);
    let errors: Vec<String> = scenario.check_against(&parsed.pod).into_iter().map(|d| d.message).collect();
    assert_eq!(errors, ["no Pod `nobody` is on the node: name one of the scenario's `node.pods`"]);
}

#[test]
fn a_second_pod_leaves_of_a_pod_that_already_left_is_a_scenario_error_at_its_line() {
    // The later one in time is refused, whatever order they are written in.
    // NEIGHBOUR's batch leaves at 60s; a second podLeaves written after it is at 30s.
    let text = format!("{WEB}{NEIGHBOUR}- {{at: 30s, do: podLeaves, name: batch}}\n");
    let parsed = crate::parse(&text);
    let scenario = Scenario::from_parsed(&parsed);
    let found: Vec<(String, String, Option<u32>)> = scenario
        .check_against(&parsed.pod)
        .into_iter()
        .map(|d| (d.code.clone(), d.message, d.location.map(|l| l.line)))
        .collect();
    let line = |needle: &str| {
        text.lines().position(|l| l.contains(needle)).and_then(|i| u32::try_from(i + 1).ok())
    };
    assert_eq!(
        found,
        [(
            "scenario-pod-already-left".to_owned(),
            format!(
                "Pod `batch` has already left the node (the podLeaves at line {}): a Pod leaves once, so this \
                 podLeaves frees nothing",
                line("at: 30s").unwrap_or_default()
            ),
            line("at: 60s"),
        )]
    );
}

#[test]
fn naming_a_pod_the_node_does_not_have_is_refused_at_the_action_s_line() {
    let text = format!("{WEB}---\nkind: Scenario\nactions:\n- {{at: 5s, do: podLeaves, name: nobody}}\n");
    let parsed = crate::parse(&text);
    let scenario = Scenario::from_parsed(&parsed);
    let lines: Vec<Option<u32>> =
        scenario.check_against(&parsed.pod).into_iter().map(|d| d.location.map(|l| l.line)).collect();
    let expected = text.lines().position(|l| l.contains("nobody")).and_then(|i| u32::try_from(i + 1).ok());
    assert_eq!(lines, [expected]);
}
