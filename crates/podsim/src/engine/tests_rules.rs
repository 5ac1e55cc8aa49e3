//! Container restart rules (ContainerRestartRules, beta in 1.35): which exits restart a container,
//! how the timeline explains it, and that 1.34 and 1.33 do not consult the rules.

use super::*;
use crate::scenario::Scenario;

fn run(yaml: &str, version: KubeVersion) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let options = SimOptions { version, timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

/// The Kubernetes docs' example: Pod and container `Never`, restart only on exit 42.
fn rules_pod(exit: i64, operator: &str) -> String {
    format!(
        "apiVersion: v1
kind: Pod
metadata: {{name: rules}}
spec:
  restartPolicy: Never
  containers:
  - name: app
    image: busybox:1.36
    command: [sh, -c, \"sleep 5; exit {exit}\"]
    restartPolicy: Never
    restartPolicyRules:
    - {{action: Restart, exitCodes: {{operator: {operator}, values: [42]}}}}
"
    )
}

fn restarts(simulation: &Simulation) -> Vec<u64> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Started && f.restart_count.is_some_and(|n| n > 0))
        .map(|f| f.t_ms / 1000)
        .collect()
}

fn row(simulation: &Simulation, t_ms: SimTime) -> (String, String, String, String) {
    let state = simulation.state_at(t_ms);
    (state.phase, state.row.ready, state.row.status, state.row.restarts)
}

#[test]
fn an_exit_matching_a_restart_rule_restarts_with_back_off() {
    let simulation = run(&rules_pod(42, "In"), KubeVersion::V1_35);
    assert_eq!(restarts(&simulation)[..3], [5, 20, 45]);
    let expected = ("Running".to_owned(), "1/1".to_owned(), "Running".to_owned(), "1 (2s ago)".to_owned());
    assert_eq!(row(&simulation, 7_000), expected);
    // Between runs the Pod stays Running: the container will be restarted.
    assert_eq!(row(&simulation, 12_000).0, "Running");
    assert_eq!(row(&simulation, 12_000).2, "CrashLoopBackOff");
    let why = simulation
        .facts
        .iter()
        .find(|f| f.kind == FactKind::Started && f.restart_count == Some(1))
        .and_then(|f| f.why.as_ref())
        .map(|w| (w.text.to_string(), w.rule));
    assert_eq!(
        why,
        Some((
            "`app` is restarted: exit code 42 matches restartPolicyRules[0] (Restart, In [42])".to_owned(),
            "kubelet: ShouldContainerBeRestarted"
        ))
    );
}

#[test]
fn an_exit_matching_no_rule_follows_the_container_policy() {
    let simulation = run(&rules_pod(1, "In"), KubeVersion::V1_35);
    assert!(restarts(&simulation).is_empty());
    let expected = ("Failed".to_owned(), "0/1".to_owned(), "Error".to_owned(), "0".to_owned());
    assert_eq!(row(&simulation, 30_000), expected);
}

#[test]
fn not_in_restarts_on_every_other_code() {
    let restarted = run(&rules_pod(1, "NotIn"), KubeVersion::V1_35);
    assert_eq!(restarts(&restarted)[..2], [5, 20]);
    assert_eq!(row(&restarted, 7_000).0, "Running");
    let stopped = run(&rules_pod(42, "NotIn"), KubeVersion::V1_35);
    assert!(restarts(&stopped).is_empty());
    assert_eq!(row(&stopped, 30_000).0, "Failed");
}

#[test]
fn no_match_with_a_restarting_container_policy_says_so() {
    let yaml = rules_pod(1, "In").replace(
        "    restartPolicy: Never\n    restartPolicyRules",
        "    restartPolicy: OnFailure\n    restartPolicyRules",
    );
    let simulation = run(&yaml, KubeVersion::V1_35);
    assert_eq!(restarts(&simulation)[..1], [5]);
    let why = simulation.facts.iter().find(|f| f.restart_count == Some(1)).and_then(|f| f.why.as_ref());
    assert_eq!(
        why.map(|w| w.text.to_string()).as_deref(),
        Some("`app` is restarted: exit code 1 matches no restartPolicyRules, so restartPolicy OnFailure applies")
    );
}

#[test]
fn rules_are_not_consulted_before_1_35() {
    for version in [KubeVersion::V1_34, KubeVersion::V1_33] {
        let simulation = run(&rules_pod(42, "In"), version);
        assert!(restarts(&simulation).is_empty(), "{version:?}");
        assert_eq!(row(&simulation, 30_000).0, "Failed", "{version:?}");
    }
}
