//! Deadlines and the Job controller through `simulate`: the API phase turns terminal only once
//! every container has stopped, and a Job's backoffLimit, activeDeadlineSeconds and
//! podFailurePolicy end the Job (deleting its Pod when it is still active).

use super::tests_support::ideal;
use super::*;


fn seconds_of(simulation: &Simulation, container: Option<&str>, kind: FactKind) -> Vec<u64> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == kind && f.container.as_deref() == container)
        .map(|f| f.t_ms / 1000)
        .collect()
}

fn notes(simulation: &Simulation) -> Vec<String> {
    simulation.notes.iter().map(ToString::to_string).collect()
}

fn job(spec: &str, template: &str, scenario: &str) -> String {
    format!(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {{name: j}}\nspec:\n{spec}  template:\n    spec:\n{template}---\nkind: Scenario\ntiming: ideal\n{scenario}"
    )
}

/// A Job's Pod with a native sidecar, `activeDeadlineSeconds: 30`, and an app container that
/// ignores SIGTERM (a `sleep` as PID 1).
const SIDECAR_DEADLINE: &str = "      restartPolicy: Never\n      activeDeadlineSeconds: 30\n      initContainers:\n      - {name: side, image: busybox:1.36, restartPolicy: Always, command: [sleep, infinity]}\n      containers:\n      - {name: main, image: busybox:1.36, command: [sleep, '600']}\n";

#[test]
fn past_its_deadline_a_pod_stays_running_in_the_api_until_every_container_has_stopped() {
    let simulation = ideal(&job("", SIDECAR_DEADLINE, ""));
    // Every container is killed at 30 s with the 30 s grace period; the sidecar waits for `main`.
    assert_eq!(seconds_of(&simulation, Some("main"), FactKind::Killing), vec![30]);
    assert_eq!(seconds_of(&simulation, Some("side"), FactKind::Killing), vec![30]);
    assert_eq!(seconds_of(&simulation, Some("main"), FactKind::Sigkill), vec![60]);
    assert_eq!(seconds_of(&simulation, Some("side"), FactKind::Sigterm), vec![60]);
    assert_eq!(seconds_of(&simulation, Some("side"), FactKind::Sigkill), vec![62]);
    // In between, the API keeps phase Running with no reason; Ready turns False (PodFailed).
    let between = simulation.state_at(45_000);
    assert_eq!((between.phase.as_str(), between.reason.as_deref()), ("Running", None));
    assert_eq!((between.row.ready.as_str(), between.row.status.as_str()), ("2/2", "Running"));
    let ready =
        between.conditions.iter().find(|c| c.condition_type == "Ready").map(|c| (c.status.clone(), c.reason.clone()));
    assert_eq!(ready, Some(("False".to_owned(), Some("PodFailed".to_owned()))));
    // Failed, with its reason, only once the sidecar is gone.
    let phases: Vec<(u64, Option<String>)> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Phase)
        .map(|f| (f.t_ms / 1000, f.phase.clone()))
        .collect();
    assert_eq!(phases.last(), Some(&(62, Some("Failed".to_owned()))));
    assert_eq!(simulation.state_at(61_000).phase, "Running");
    let end = simulation.state_at(62_000);
    assert_eq!((end.phase.as_str(), end.reason.as_deref()), ("Failed", Some("DeadlineExceeded")));
    // SyncPod, SyncTerminatingPod (before and after the kill) and SyncTerminatedPod each record it.
    let event =
        simulation.events.iter().find(|e| e.reason == "DeadlineExceeded").map(|e| (e.count, e.first_ms, e.last_ms));
    assert_eq!(event, Some((4, 30_000, 62_000)));
    // The Job controller then counts the failed Pod and replaces it.
    assert!(
        notes(&simulation).iter().any(|n| n.starts_with(
            "at 1m2s the Job controller counts this failed Pod (1 failure, backoffLimit 6) and creates a new Pod"
        )),
        "{:?}",
        notes(&simulation)
    );
}

const CRASHING_ON_FAILURE: &str = "      restartPolicy: OnFailure\n      containers:\n      - {name: work, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n";
const EXITS_1_AFTER_5S: &str = "behaviour:\n  work: {runSeconds: 5, exitCode: 1}\n";

#[test]
fn the_job_controller_deletes_a_pod_whose_restarts_reach_the_backoff_limit() {
    let simulation =
        ideal(&job("  backoffLimit: 2\n  activeDeadlineSeconds: 100\n", CRASHING_ON_FAILURE, EXITS_1_AFTER_5S));
    // Runs at 0 s, 5 s and, after the 10 s back-off, 20 s: restartCount 2 reaches the limit.
    assert_eq!(seconds_of(&simulation, Some("work"), FactKind::Started), vec![0, 5, 20]);
    let actions: Vec<(u64, Option<String>)> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Action)
        .map(|f| (f.t_ms / 1000, f.message.clone()))
        .collect();
    assert_eq!(actions, vec![(20, Some("delete (Job controller: BackoffLimitExceeded)".to_owned()))]);
    // A delete with the Pod's 30 s grace period: `sh` (PID 1) ignores SIGTERM and exits on its own at 25 s.
    assert_eq!(seconds_of(&simulation, Some("work"), FactKind::Killing), vec![20]);
    assert_eq!(seconds_of(&simulation, None, FactKind::PodRemoved), vec![25]);
    assert_eq!(simulation.state_at(21_000).row.status, "Terminating");
    assert_eq!(
        notes(&simulation).last().map(String::as_str),
        Some(
            "at 20s the restart counts of this Pod's containers add up to 2, which reaches backoffLimit 2 \
             (restartPolicy OnFailure): the Job controller sets the Job condition FailureTarget (reason \
             BackoffLimitExceeded, \"Job has reached the specified backoff limit\") and deletes this Pod with its 30 s \
             grace period (as `kubectl delete` would); the Job turns Failed once the Pod has stopped"
        )
    );
}

#[test]
fn backoff_limit_zero_allows_no_restart_at_all() {
    let simulation = ideal(&job("  backoffLimit: 0\n", CRASHING_ON_FAILURE, EXITS_1_AFTER_5S));
    assert_eq!(seconds_of(&simulation, None, FactKind::Action), vec![5]);
}

#[test]
fn the_jobs_own_deadline_counts_from_its_start_and_deletes_the_pod() {
    let simulation = ideal(&job("  activeDeadlineSeconds: 100\n", CRASHING_ON_FAILURE, EXITS_1_AFTER_5S));
    let actions: Vec<(u64, Option<String>)> = simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Action)
        .map(|f| (f.t_ms / 1000, f.message.clone()))
        .collect();
    assert_eq!(actions, vec![(100, Some("delete (Job controller: DeadlineExceeded)".to_owned()))]);
    assert!(
        notes(&simulation).iter().any(|n| n.starts_with(
            "at 1m40s the Job's activeDeadlineSeconds (100 s, counted from the Job's startTime) has passed: the Job \
             controller sets the Job condition FailureTarget (reason DeadlineExceeded, \"Job was active longer than \
             specified deadline\") and deletes this Pod"
        )),
        "{:?}",
        notes(&simulation)
    );
}

#[test]
fn a_job_that_succeeded_is_left_alone_and_the_run_settles() {
    let simulation = ideal(&job(
        "  backoffLimit: 0\n  activeDeadlineSeconds: 3600\n",
        "      restartPolicy: Never\n      containers:\n      - {name: work, image: busybox:1.36, command: [sleep, '5']}\n",
        "",
    ));
    assert!(seconds_of(&simulation, None, FactKind::Action).is_empty());
    assert_eq!(notes(&simulation), vec!["nothing more can happen after 5s (STATUS Completed)".to_owned()]);
}

fn failure_policy_notes(exit_code: i64) -> Vec<String> {
    let spec = "  activeDeadlineSeconds: 300\n  podFailurePolicy:\n    rules:\n    - action: Ignore\n      onExitCodes: {operator: In, values: [3]}\n    - action: FailJob\n      onExitCodes: {containerName: main, operator: In, values: [42]}\n";
    let template = "      restartPolicy: Never\n      containers:\n      - {name: main, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n";
    let scenario = format!("behaviour:\n  main: {{runSeconds: 7, exitCode: {exit_code}}}\n");
    notes(&ideal(&job(spec, template, &scenario)))
}

#[test]
fn a_pod_failure_policy_decides_what_the_failed_pod_means_for_the_job() {
    assert_eq!(
        failure_policy_notes(42),
        vec![
            "nothing more can happen after 7s (STATUS Error)".to_owned(),
            "at 7s the Job controller fails the Job by its podFailurePolicy: condition FailureTarget, then Failed, \
             reason PodFailurePolicy, \"Container main for pod default/j-m52gq failed with exit code 42 matching FailJob \
             rule at index 1\""
                .to_owned(),
        ]
    );
    let ignored = failure_policy_notes(3);
    assert!(
        ignored.get(1).is_some_and(
            |n| n.starts_with("at 7s the Job controller ignores this failed Pod (podFailurePolicy rule 0: Ignore)")
        ),
        "{ignored:?}"
    );
    assert!(
        ignored
            .get(2)
            .is_some_and(|n| n.starts_with("the Job's activeDeadlineSeconds still fails the whole Job at 5m")),
        "{ignored:?}"
    );
    let counted = failure_policy_notes(5);
    assert!(
        counted.get(1).is_some_and(
            |n| n.starts_with("at 7s the Job controller counts this failed Pod (1 failure, backoffLimit 6)")
        ),
        "{counted:?}"
    );
}

#[test]
fn a_pod_deadline_that_can_no_longer_fire_does_not_keep_the_run_going() {
    let simulation = ideal(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: quick}\nspec:\n  restartPolicy: Never\n  activeDeadlineSeconds: 3600\n  containers:\n  - {name: main, image: busybox:1.36, command: [sleep, '5']}\n",
    );
    assert_eq!(notes(&simulation), vec!["nothing more can happen after 5s (STATUS Completed)".to_owned()]);
}
