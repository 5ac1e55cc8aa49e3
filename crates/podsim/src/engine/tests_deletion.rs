//! Deleting a Pod through `simulate`: a repeated delete may only shorten the grace period, grace 0
//! removes the object at once, and a run whose Pod is gone has settled.

use super::tests_support::ideal;
use super::*;


/// A Pod whose `sleep` ignores SIGTERM (PID 1), deleted at 10 s with the default 30 s, then
/// `actions` more.
fn deleted_twice(actions: &str) -> Simulation {
    ideal(&format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: twice}}\nspec:\n  containers:\n  - {{name: app, image: busybox:1.36, command: [sleep, '3600']}}\n---\nkind: Scenario\ntiming: ideal\nactions:\n- {{at: 10s, do: delete}}\n{actions}"
    ))
}

fn seconds_of(simulation: &Simulation, container: Option<&str>, kind: FactKind) -> Vec<u64> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == kind && f.container.as_deref() == container)
        .map(|f| f.t_ms / 1000)
        .collect()
}

/// `metadata.deletionGracePeriodSeconds` and `deletionTimestamp` as stored at `t_ms`.
fn deletion_at(simulation: &Simulation, t_ms: u64) -> (Option<i64>, Option<String>) {
    let snapshot = simulation.snapshots.iter().rev().find(|s| s.t_ms <= t_ms).expect("a state before t");
    (snapshot.pod.metadata.deletion_grace_period_seconds, snapshot.pod.metadata.deletion_timestamp.clone())
}

fn describe_grace(simulation: &Simulation, t_ms: u64) -> String {
    let describe = simulation.state_at(t_ms).describe;
    describe.lines().find(|l| l.starts_with("Termination Grace Period:")).unwrap_or_default().to_owned()
}

#[test]
fn a_shorter_second_delete_ends_the_termination_earlier() {
    let simulation = deleted_twice("- {at: 12s, do: delete, gracePeriodSeconds: 5}\n");
    // The kill starts over at 12 s with 5 s: SIGTERM again, SIGKILL at 17 s instead of 40 s.
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigterm), vec![10, 12]);
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigkill), vec![17]);
    assert_eq!(seconds_of(&simulation, None, FactKind::PodRemoved), vec![17]);
    // deletionTimestamp moves to the first delete's time plus the new grace period: 10 s + 5 s.
    let (grace, timestamp) = deletion_at(&simulation, 11_000);
    assert_eq!(grace, Some(30));
    let (grace, shortened) = deletion_at(&simulation, 13_000);
    assert_eq!(grace, Some(5));
    assert!(timestamp.is_some() && shortened.is_some() && shortened < timestamp, "{timestamp:?} {shortened:?}");
    assert!(shortened.as_deref().is_some_and(|t| t.ends_with(":00:15Z")), "{shortened:?}");
    assert!(describe_grace(&simulation, 11_000).ends_with(" 30s"), "{}", describe_grace(&simulation, 11_000));
    assert!(describe_grace(&simulation, 13_000).ends_with(" 5s"), "{}", describe_grace(&simulation, 13_000));
    let killing = simulation.events.iter().find(|e| e.reason == "Killing").map(|e| e.count);
    assert_eq!(killing, Some(2), "the second kill records its own Killing event");
}

#[test]
fn a_longer_or_plain_second_delete_changes_nothing() {
    for second in ["- {at: 12s, do: delete, gracePeriodSeconds: 60}\n", "- {at: 12s, do: delete}\n"] {
        let simulation = deleted_twice(second);
        assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigterm), vec![10], "{second}");
        assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigkill), vec![40], "{second}");
        assert_eq!(deletion_at(&simulation, 13_000).0, Some(30), "{second}");
        let why = simulation
            .facts
            .iter()
            .filter(|f| f.kind == FactKind::Action)
            .nth(1)
            .and_then(|f| f.why.as_ref())
            .map(|w| w.text.to_string())
            .unwrap_or_default();
        assert!(why.contains("30 s grace period"), "{why}");
    }
}

#[test]
fn a_force_delete_removes_the_pod_at_once_and_the_kubelet_kills_with_its_minimum() {
    let simulation = deleted_twice("- {at: 12s, do: delete, force: true}\n");
    assert_eq!(seconds_of(&simulation, None, FactKind::PodRemoved), vec![12]);
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigkill), vec![14]);
    assert!(simulation.state_at(12_500).removed);
    // Nothing the API shows changes once the object is gone.
    assert!(seconds_of(&simulation, None, FactKind::Phase).iter().all(|t| *t < 12));
    assert_eq!(
        simulation.notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
        vec![
            "nothing more can happen after 14s: the Pod object was removed at 12s and its containers have stopped since"
        ]
    );

    // A first delete with grace 0 does the same; a preStop hook gets at most the kubelet's 1 s.
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: now}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    lifecycle: {preStop: {exec: {command: [sh, -c, 'sleep 10']}}}\n---\nkind: Scenario\ntiming: ideal\nbehaviour:\n  app: {onSigterm: ignore}\nactions:\n- {at: 10s, do: delete, gracePeriodSeconds: 0}\n",
    );
    assert_eq!(seconds_of(&simulation, None, FactKind::PodRemoved), vec![10]);
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigterm), vec![11]);
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigkill), vec![13]);
    assert_eq!(deletion_at(&simulation, 10_000).0, Some(0));
}

#[test]
fn a_shorter_delete_during_pre_stop_cancels_the_hook_and_runs_it_again() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: hook}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    lifecycle: {preStop: {exec: {command: [sh, -c, 'sleep 20']}}}\n---\nkind: Scenario\ntiming: ideal\nbehaviour:\n  app: {onSigterm: ignore, hooks: {preStop: {runSeconds: 20}}}\nactions:\n- {at: 10s, do: delete}\n- {at: 15s, do: delete, gracePeriodSeconds: 3}\n",
    );
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::PreStopStarted), vec![10, 15]);
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::FailedPreStopHook), vec![15]);
    // The second hook uses the whole 3 s, then SIGTERM with the 2 s minimum.
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigterm), vec![18]);
    assert_eq!(seconds_of(&simulation, Some("app"), FactKind::Sigkill), vec![20]);
}

#[test]
fn after_the_pod_is_removed_the_run_has_settled() {
    // `sleep 3600` would exit by itself at 1 h, past the horizon: that no longer matters.
    let simulation = deleted_twice("");
    assert_eq!(seconds_of(&simulation, None, FactKind::PodRemoved), vec![40]);
    assert_eq!(
        simulation.notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
        vec![
            "nothing more can happen after 40s: the Pod object was removed, its last STATUS Error (kubectl get pod now \
             answers: pods \"twice\" not found)"
        ]
    );
    assert_eq!(simulation.ended, Ended::Settled);
}

#[test]
fn once_the_object_is_gone_kubectl_finds_nothing() {
    let simulation = deleted_twice("- {at: 12s, do: delete, force: true}\n");
    let before = simulation.state_at(11_000);
    assert!(before.describe.starts_with("Name:"), "{}", before.describe);
    let after = simulation.state_at(13_000);
    assert!(after.removed);
    assert_eq!(after.describe, "Error from server (NotFound): pods \"twice\" not found\n");
    assert_eq!(after.status_yaml, after.describe);
    // The events outlive the object (kubectl get events still lists them).
    assert!(after.events.starts_with("Events:") && after.events.contains("Killing"), "{}", after.events);
}
