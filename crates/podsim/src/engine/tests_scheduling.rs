//! Scheduling gates: a gated Pod waits, unscheduled, until a `removeSchedulingGates` action.

use super::*;
use crate::scenario::Scenario;

/// The Pod and its scenario under ideal timing, on the default version.
pub(super) fn run(yaml: &str) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

const GATED: &str = "apiVersion: v1
kind: Pod
metadata: {name: gated}
spec:
  schedulingGates: [{name: example.com/quota}]
  containers:
  - {name: app, image: nginx:1.27}
";

#[test]
fn a_gated_pod_is_pending_with_the_scheduling_gated_condition_and_nothing_runs() {
    let simulation = run(GATED);
    let state = simulation.state_at(60_000);
    assert_eq!(
        (state.phase.as_str(), state.row.status.as_str(), state.row.ready.as_str()),
        ("Pending", "SchedulingGated", "0/1")
    );
    let pod = simulation.snapshot_at(60_000).map(|snapshot| snapshot.pod.clone()).unwrap_or_default();
    let conditions: Vec<(String, String, Option<String>, Option<String>)> = pod
        .status
        .iter()
        .flat_map(|status| status.conditions.iter())
        .map(|c| (c.condition_type.clone(), c.status.clone(), c.reason.clone(), c.message.clone()))
        .collect();
    assert_eq!(
        conditions,
        [(
            "PodScheduled".to_owned(),
            "False".to_owned(),
            Some("SchedulingGated".to_owned()),
            Some("Scheduling is blocked due to non-empty scheduling gates".to_owned())
        )]
    );
    assert!(pod.spec.node_name.is_none(), "bound to no node");
    assert!(pod.status.iter().all(|status| status.container_statuses.is_empty() && status.start_time.is_none()));
    assert!(simulation.facts.iter().all(|f| f.kind != FactKind::Started), "nothing starts");
    assert!(simulation.events.iter().all(|e| e.reason != "Scheduled"));
}

#[test]
fn removing_the_gates_schedules_the_pod_and_it_starts() {
    let text = format!("{GATED}---\nkind: Scenario\nactions:\n- {{at: 30s, do: removeSchedulingGates}}\n");
    let simulation = run(&text);
    let bands: Vec<_> = simulation.facts.iter().map(|f| (f.t_ms, f.kind, f.phase.clone(), f.message.clone())).collect();
    assert_eq!(simulation.state_at(29_000).row.status, "SchedulingGated", "{bands:?}");
    let scheduled = simulation.events.iter().find(|e| e.reason == "Scheduled").map(|e| (e.first_ms, e.message.clone()));
    assert_eq!(scheduled, Some((30_000, "Successfully assigned default/gated to node-1".to_owned())));
    let started = simulation.facts.iter().find(|f| f.kind == FactKind::Started).map(|f| f.t_ms);
    assert!(started.is_some_and(|t| t >= 30_000), "{started:?}");
    let state = simulation.state_at(40_000);
    assert_eq!((state.phase.as_str(), state.row.status.as_str()), ("Running", "Running"));
    assert_eq!(state.generation, 2, "the patch changed the spec");
    let pod = simulation.snapshot_at(40_000).map(|snapshot| snapshot.pod.clone()).unwrap_or_default();
    assert!(pod.spec.scheduling_gates.is_empty());
    assert!(state.status_yaml.contains("type: PodScheduled"), "{}", state.status_yaml);
}

#[test]
fn a_gated_pod_is_deleted_at_once() {
    let text = format!("{GATED}---\nkind: Scenario\nactions:\n- {{at: 10s, do: delete}}\n");
    let simulation = run(&text);
    let removed = simulation.facts.iter().find(|f| f.kind == FactKind::PodRemoved).map(|f| f.t_ms);
    assert_eq!(removed, Some(10_000), "no node to wait for: CheckGracefulDelete makes the grace 0");
}
