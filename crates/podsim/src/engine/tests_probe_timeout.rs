//! Probes the app answers slowly (a `probe` fault with `answersAfter`): an answer within
//! `timeoutSeconds` is a success that lands when it comes, a slower one is a timed-out failure
//! with the prober's own words, and a TCP probe is answered by the kernel however slow the app.

use super::tests_support::ideal;
use super::*;


/// One container `app` with the given probe, and one `probe` fault.
fn pod_with(probe: &str, fault: &str) -> String {
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: slow}}\nspec:\n  containers:\n  - name: app\n    image: my-app:1.0\n    {probe}\n---\nkind: Scenario\ntiming: ideal\nbehaviour:\n  app: {{onSigterm: {{afterSeconds: 0, exitCode: 143}}}}\nfaults:\n- {fault}\n"
    )
}

fn attempts_ms(simulation: &Simulation, probe: &str) -> Vec<(u64, bool)> {
    simulation.probe_attempts.iter().filter(|a| a.probe == probe).map(|a| (a.t_ms, a.success)).collect()
}

fn facts(simulation: &Simulation, kind: FactKind) -> Vec<(u64, String)> {
    simulation.facts.iter().filter(|f| f.kind == kind).map(|f| (f.t_ms, f.message.clone().unwrap_or_default())).collect()
}

/// Liveness over HTTP with the default `timeoutSeconds: 1`; from 30 s the app answers in 3 s:
/// the attempts at 30, 40 and 50 s each fail 1 s after they start with Go's client timeout, and
/// the third failure kills the container (at 51 s, not at 50 s).
#[test]
fn an_http_liveness_probe_answered_after_its_timeout_fails_when_the_timeout_ends() {
    let yaml = pod_with(
        "livenessProbe: {httpGet: {path: /healthz, port: 8080}, periodSeconds: 10}",
        "{at: 30s, container: app, probe: liveness, answersAfter: 3s}",
    );
    let simulation = ideal(&yaml);
    let attempts = attempts_ms(&simulation, "liveness");
    // The first attempt succeeds; the worker then rests until the slow window (a success that
    // will last changes nothing) and ticks on its own phase again.
    assert_eq!(attempts.iter().take(5).copied().collect::<Vec<_>>(), [
        (0, true),
        (31_000, false),
        (41_000, false),
        (51_000, false),
        // The new container, on the worker's next tick: the window lasts, so it fails again.
        (61_000, false),
    ]);
    let failed = facts(&simulation, FactKind::ProbeFailed);
    assert_eq!(
        failed.first().map(|(_, m)| m.as_str()),
        Some(
            "Liveness probe failed: Get \"http://10.244.0.5:8080/healthz\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"
        )
    );
    let killed: Vec<u64> = facts(&simulation, FactKind::Killing).iter().map(|(t, _)| *t).collect();
    assert_eq!(killed.first(), Some(&51_000));
}

/// The same app with `timeoutSeconds: 5`: a 3 s answer is in time. Each attempt succeeds when
/// the answer comes (3 s after its tick), and nothing is killed.
#[test]
fn an_answer_within_the_timeout_succeeds_late_and_nothing_is_killed() {
    let yaml = pod_with(
        "livenessProbe: {httpGet: {path: /healthz, port: 8080}, periodSeconds: 10, timeoutSeconds: 5}",
        "{at: 30s, until: 60s, container: app, probe: liveness, answersAfter: 3s}",
    );
    let simulation = ideal(&yaml);
    let attempts = attempts_ms(&simulation, "liveness");
    assert!(attempts.iter().all(|(_, ok)| *ok), "{attempts:?}");
    assert!(attempts.contains(&(33_000, true)), "{attempts:?}");
    assert!(facts(&simulation, FactKind::Killing).is_empty());
}

/// Readiness over gRPC and exec: the connection is up but the health RPC is not answered
/// (pkg/probe/grpc Probe), and the CRI ends the exec at the timeout (cri-client execSyncV1).
/// Ready drops after the failureThreshold-th timed-out attempt and comes back after the window.
#[test]
fn grpc_and_exec_timeouts_say_what_the_prober_says_and_readiness_recovers() {
    let grpc = ideal(&pod_with(
        "readinessProbe: {grpc: {port: 9090}, periodSeconds: 5, timeoutSeconds: 2, failureThreshold: 1}",
        "{at: 20s, until: 30s, container: app, probe: readiness, answersAfter: 10s}",
    ));
    let failed = facts(&grpc, FactKind::ProbeFailed);
    assert_eq!(
        failed.first().map(|(t, m)| (*t, m.as_str())),
        Some((22_000, "Readiness probe failed: timeout: health rpc did not complete within 2s"))
    );
    let ready: Vec<(u64, String)> = facts(&grpc, FactKind::Ready);
    assert!(ready.iter().any(|(t, _)| *t >= 30_000), "ready again after the window: {ready:?}");

    let exec = ideal(&pod_with(
        "readinessProbe: {exec: {command: [sh, -c, \"curl -fs localhost:8080/ready\"]}, periodSeconds: 5, failureThreshold: 1}",
        "{at: 20s, until: 30s, container: app, probe: readiness, answersAfter: 10s}",
    ));
    let failed = facts(&exec, FactKind::ProbeFailed);
    assert_eq!(
        failed.first().map(|(t, m)| (*t, m.as_str())),
        Some((
            21_000,
            "Readiness probe failed: command timed out: \"sh -c curl -fs localhost:8080/ready\" timed out after 1s"
        ))
    );
}

/// A TCP probe only opens a connection, which the kernel accepts however slowly the app answers
/// requests: the slow window changes nothing.
#[test]
fn a_tcp_probe_is_not_slowed_by_a_slow_app() {
    let simulation = ideal(&pod_with(
        "livenessProbe: {tcpSocket: {port: 8080}, periodSeconds: 10}",
        "{at: 30s, container: app, probe: liveness, answersAfter: 3s}",
    ));
    let attempts = attempts_ms(&simulation, "liveness");
    assert!(attempts.iter().all(|(t, ok)| *ok && t % 10_000 == 0), "{attempts:?}");
    assert!(facts(&simulation, FactKind::Killing).is_empty());
}
