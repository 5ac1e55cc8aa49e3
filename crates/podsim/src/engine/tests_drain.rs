//! Probes while containers stop: readiness keeps probing every period until the container
//! exits, liveness and startup stop (prober: worker.doProbe), an app that fails readiness once
//! SIGTERM reaches it drains, and 1.35's exec readiness probes of a deleted Pod error and freeze
//! Ready (kubernetes#140881).

use super::*;
use crate::scenario::Scenario;

fn run(yaml: &str, version: KubeVersion) -> Simulation {
    let parsed = crate::parse(yaml);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let options = SimOptions { version, timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

fn seconds_of(simulation: &Simulation, kind: FactKind) -> Vec<u64> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == kind && f.container.as_deref() == Some("app"))
        .map(|f| f.t_ms / 1000)
        .collect()
}

fn attempt_seconds(simulation: &Simulation, probe: &str, from_s: u64) -> Vec<u64> {
    simulation
        .probe_attempts
        .iter()
        .filter(|a| a.probe == probe && a.t_ms / 1000 >= from_s)
        .map(|a| a.t_ms / 1000)
        .collect()
}

fn pod_ready_at(simulation: &Simulation, t_ms: u64) -> bool {
    simulation.state_at(t_ms).row.ready == "1/1"
}

/// e2e "should mark readiness on pods to false and disable liveness probes while pod is in
/// progress of terminating" (container_probe.go), with the app's SIGTERM handler failing its
/// readiness and exiting 0 after 20 s. `READINESS` is the probe's handler.
fn drain_pod(readiness: &str) -> String {
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: drain}}\nspec:\n  terminationGracePeriodSeconds: 30\n  containers:\n  - name: app\n    image: registry.k8s.io/e2e-test-images/agnhost:2.53\n    readinessProbe: {{{readiness}, failureThreshold: 1, initialDelaySeconds: 5, periodSeconds: 2}}\n    livenessProbe: {{httpGet: {{path: /healthz, port: 8080}}, failureThreshold: 1, initialDelaySeconds: 5, periodSeconds: 1}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 90s\nbehaviour:\n  app: {{runSeconds: null, onSigterm: {{afterSeconds: 20, exitCode: 0}}, readinessFailsAfterSigterm: true}}\nactions:\n- {{at: 20s, do: delete}}\n"
    )
}

const HTTP: &str = "httpGet: {path: /ready, port: 8080}";
const EXEC: &str = "exec: {command: [cat, /tmp/ready]}";

#[test]
fn readiness_keeps_probing_during_termination_and_liveness_stops() {
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35] {
        let simulation = run(&drain_pod(HTTP), version);
        // Readiness ticks at 5, 7, …: the first after SIGTERM (20 s) fails and, with
        // failureThreshold 1, takes the container out of the endpoints.
        assert_eq!(seconds_of(&simulation, FactKind::NotReady), [21], "{version:?}");
        assert!(pod_ready_at(&simulation, 20_000) && !pod_ready_at(&simulation, 21_000));
        // Every period until the container exits at 40 s.
        assert_eq!(attempt_seconds(&simulation, "readiness", 20), [21, 23, 25, 27, 29, 31, 33, 35, 37, 39]);
        assert_eq!(seconds_of(&simulation, FactKind::Exited), [40]);
        // Liveness stops at the deletion: no attempt, no kill, after 20 s.
        assert_eq!(attempt_seconds(&simulation, "liveness", 20), Vec::<u64>::new());
        assert!(simulation.events.iter().all(|e| !e.message.contains("failed liveness probe")));
    }
}

#[test]
fn on_1_35_exec_readiness_of_a_deleted_pod_errors_and_ready_freezes() {
    let simulation = run(&drain_pod(EXEC), KubeVersion::V1_35);
    assert!(seconds_of(&simulation, FactKind::NotReady).is_empty(), "Ready is never set false by a probe");
    assert!(pod_ready_at(&simulation, 39_000), "still Ready until the container exits");
    let errored = seconds_of(&simulation, FactKind::ProbeErrored);
    assert_eq!(errored, [21, 23, 25, 27, 29, 31, 33, 35, 37, 39]);
    let warning =
        "Readiness probe errored and resulted in unknown state: rpc error: code = Canceled desc = context canceled";
    assert!(simulation.events.iter().any(|e| e.reason == "Unhealthy" && e.message == warning));
    // The errored attempts are neither successes nor failures.
    assert_eq!(attempt_seconds(&simulation, "readiness", 20), Vec::<u64>::new());
    // 1.34 (before the regression) and an HTTP probe on 1.35 are not affected.
    assert_eq!(seconds_of(&run(&drain_pod(EXEC), KubeVersion::V1_34), FactKind::NotReady), [21]);
    assert!(seconds_of(&run(&drain_pod(HTTP), KubeVersion::V1_35), FactKind::ProbeErrored).is_empty());
}

/// e2e_node "should execute readiness probe while in preStop, but not liveness"
/// (container_lifecycle_test.go): after a liveness kill the preStop hook runs while readiness
/// keeps probing; liveness is on hold until a new container. No deletion, so 1.35's exec
/// readiness probes run.
#[test]
fn readiness_runs_during_a_pre_stop_after_a_liveness_kill() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: prestop}\nspec:\n  containers:\n  - name: app\n    image: busybox:1.36\n    command: [sh, -c, 'sleep 3600']\n    lifecycle: {preStop: {exec: {command: [sh, -c, 'sleep 10']}}}\n    readinessProbe: {exec: {command: [cat, /tmp/ready]}, periodSeconds: 1, failureThreshold: 1}\n    livenessProbe: {exec: {command: [cat, /tmp/alive]}, periodSeconds: 1, failureThreshold: 1}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nbehaviour:\n  app: {probes: {readiness: alwaysSucceed, liveness: alwaysSucceed}, onSigterm: {afterSeconds: 3, exitCode: 0}, readinessFailsAfterSigterm: true}\nfaults:\n- {at: 20s, until: 21s, container: app, probe: liveness}\n";
    let simulation = run(yaml, KubeVersion::V1_35);
    assert_eq!(seconds_of(&simulation, FactKind::Killing).first(), Some(&20));
    // preStop 20–30 s: readiness every second, still passing; liveness quiet.
    let readiness = attempt_seconds(&simulation, "readiness", 21);
    assert!((21..30).all(|t| readiness.contains(&t)), "{readiness:?}");
    assert!(!attempt_seconds(&simulation, "liveness", 21).iter().any(|t| *t < 33), "liveness on hold");
    // SIGTERM at 30 s: the attempt of that instant, after it, fails; the container exits at 33 s.
    assert_eq!(seconds_of(&simulation, FactKind::NotReady).first(), Some(&30));
    assert_eq!(seconds_of(&simulation, FactKind::Exited).first(), Some(&33));
    assert!(seconds_of(&simulation, FactKind::ProbeErrored).is_empty());
}
