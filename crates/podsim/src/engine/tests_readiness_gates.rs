//! Readiness gates: `Ready` waits for the conditions an outside controller writes (`setCondition`).

use super::tests_scheduling::run;
use super::*;

const GATED: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  readinessGates: [{conditionType: example.com/lb-ready}]
  containers:
  - {name: app, image: nginx:1.27}
";

/// (type, status, reason, message) of each condition at `t_ms`.
fn conditions(simulation: &Simulation, t_ms: u64) -> Vec<(String, String, Option<String>, Option<String>)> {
    simulation
        .snapshot_at(t_ms)
        .and_then(|snapshot| snapshot.pod.status.clone())
        .map(|status| status.conditions)
        .unwrap_or_default()
        .into_iter()
        .map(|c| (c.condition_type, c.status, c.reason, c.message))
        .collect()
}

fn ready(simulation: &Simulation, t_ms: u64) -> Option<(String, Option<String>, Option<String>)> {
    conditions(simulation, t_ms).into_iter().find(|c| c.0 == "Ready").map(|c| (c.1, c.2, c.3))
}

#[test]
fn a_gate_without_its_condition_keeps_the_pod_not_ready_although_every_container_is_ready() {
    let simulation = run(GATED);
    let state = simulation.state_at(60_000);
    assert_eq!((state.row.status.as_str(), state.row.ready.as_str()), ("Running", "1/1"));
    // status.GeneratePodReadyCondition
    assert_eq!(
        ready(&simulation, 60_000),
        Some((
            "False".to_owned(),
            Some("ReadinessGatesNotReady".to_owned()),
            Some("corresponding condition of pod readiness gate \"example.com/lb-ready\" does not exist.".to_owned())
        ))
    );
}

#[test]
fn set_condition_true_makes_the_pod_ready_and_false_takes_it_back() {
    let text = format!(
        "{GATED}---\nkind: Scenario\nactions:\n- {{at: 20s, do: setCondition, type: example.com/lb-ready}}\n\
         - {{at: 40s, do: setCondition, type: example.com/lb-ready, status: \"False\"}}\n"
    );
    let simulation = run(&text);
    assert_eq!(ready(&simulation, 19_000).map(|r| r.0), Some("False".to_owned()));
    assert_eq!(ready(&simulation, 20_000), Some(("True".to_owned(), None, None)));
    // The outside condition comes first: the kubelet keeps conditions it does not own, in front.
    let first = conditions(&simulation, 20_000).into_iter().next();
    assert_eq!(first.map(|c| (c.0, c.1)), Some(("example.com/lb-ready".to_owned(), "True".to_owned())));
    assert_eq!(
        ready(&simulation, 40_000),
        Some((
            "False".to_owned(),
            Some("ReadinessGatesNotReady".to_owned()),
            Some("the status of pod readiness gate \"example.com/lb-ready\" is not \"True\", but False".to_owned())
        ))
    );
    let changes: Vec<(u64, FactKind)> = simulation
        .facts
        .iter()
        .filter(|f| matches!(f.kind, FactKind::Ready | FactKind::NotReady))
        .map(|f| (f.t_ms, f.kind))
        .collect();
    assert_eq!(changes, [(20_000, FactKind::Ready), (40_000, FactKind::NotReady)]);
}

#[test]
fn set_condition_refuses_a_kubelet_condition_and_an_unknown_status() {
    let text = format!(
        "{GATED}---\nkind: Scenario\nactions:\n- {{at: 20s, do: setCondition, type: Ready}}\n\
         - {{at: 20s, do: setCondition, type: example.com/lb-ready, status: maybe}}\n"
    );
    let scenario = Scenario::from_parsed(&crate::parse(&text));
    assert!(scenario.actions.is_empty());
    let messages: Vec<&str> = scenario.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "Ready is written by the kubelet; setCondition is for the conditions readiness gates name",
            "condition status `maybe`: must be True, False or Unknown"
        ]
    );
}

#[test]
fn kubectl_get_pod_wide_counts_the_gates_whose_condition_is_true() {
    use crate::status::printer::{format_wide_table, wide_columns};
    let text = format!("{GATED}---\nkind: Scenario\nactions:\n- {{at: 20s, do: setCondition, type: example.com/lb-ready}}\n");
    let simulation = run(&text);
    let wide = |t: u64| simulation.snapshot_at(t).map(|s| wide_columns(&s.pod));
    // kubectl: printPod (options.Wide)
    assert_eq!(wide(19_000).map(|w| w.readiness_gates), Some("0/1".to_owned()));
    assert_eq!(wide(20_000).map(|w| w.readiness_gates), Some("1/1".to_owned()));
    let at = simulation.state_at(20_000);
    let lines = format_wide_table(&[(at.row, wide(20_000).unwrap_or_else(|| wide_columns(&Default::default())))]);
    assert_eq!(
        lines,
        [
            "NAME   READY   STATUS    RESTARTS   AGE   IP           NODE     NOMINATED NODE   READINESS GATES",
            "web    1/1     Running   0          20s   10.244.0.5   node-1   <none>           1/1",
        ]
    );
    let ungated = run(&GATED.replace("  readinessGates: [{conditionType: example.com/lb-ready}]\n", ""));
    assert_eq!(ungated.snapshot_at(20_000).map(|s| wide_columns(&s.pod).readiness_gates), Some("<none>".to_owned()));
}
