//! Probe workers through `simulate`: thresholds count consecutive results, the ticker keeps its
//! phase across container restarts, and a restarted container is first probed on a later tick.

use super::tests_support::{ideal, run};
use super::*;


fn seconds_of(simulation: &Simulation, container: &str, kind: FactKind) -> Vec<u64> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == kind && f.container.as_deref() == Some(container))
        .map(|f| f.t_ms / 1000)
        .collect()
}

fn attempts(simulation: &Simulation, container: &str, probe: &str) -> Vec<(u64, bool)> {
    simulation
        .probe_attempts
        .iter()
        .filter(|a| a.container == container && a.probe == probe)
        .map(|a| (a.t_ms / 1000, a.success))
        .collect()
}

fn messages(simulation: &Simulation, container: &str, kind: FactKind) -> Vec<(u64, String)> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == kind && f.container.as_deref() == Some(container))
        .map(|f| (f.t_ms / 1000, f.message.clone().unwrap_or_default()))
        .collect()
}

/// No worker probes twice in one instant, and no probe kill happens at the instant its
/// container started.
fn assert_probe_invariants(simulation: &Simulation) {
    let mut seen = std::collections::BTreeSet::new();
    for attempt in &simulation.probe_attempts {
        let key = (attempt.t_ms, attempt.container.clone(), attempt.probe.clone());
        assert!(seen.insert(key), "probed twice in one instant: {attempt:?}");
    }
    let mut last_start = std::collections::BTreeMap::new();
    for fact in &simulation.facts {
        match fact.kind {
            FactKind::Started => {
                last_start.insert(fact.container.clone(), fact.t_ms);
            }
            FactKind::Killing if fact.message.as_deref().is_some_and(|m| m.contains("probe")) => {
                let started = last_start.get(&fact.container).copied();
                assert_ne!(started, Some(fact.t_ms), "probe kill at the start instant: {fact:?}");
            }
            _ => {}
        }
    }
}

const READY: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: ready}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    readinessProbe: {httpGet: {path: /ready, port: 80}, initialDelaySeconds: 3, periodSeconds: 4, successThreshold: 2}\n  - {name: side, image: busybox:1.36, command: [sleep, infinity]}\n---\nkind: Scenario\ntiming: ideal\nuntil: 80s\n";

#[test]
fn readiness_with_a_success_threshold_of_two_is_ready_one_period_after_the_first_success() {
    let simulation = ideal(READY);
    assert_eq!(attempts(&simulation, "app", "readiness"), vec![(3, true), (7, true)]);
    assert_eq!(seconds_of(&simulation, "app", FactKind::Ready), vec![7]);
    assert_eq!(simulation.state_at(6_000).row.ready, "1/2");
    assert_eq!(simulation.state_at(7_000).row.ready, "2/2");
    assert_probe_invariants(&simulation);
}

#[test]
fn readiness_recovers_success_threshold_periods_after_a_fault_window() {
    let yaml = format!("{READY}faults:\n- {{at: 20s, until: 40s, container: app, probe: readiness}}\n");
    let simulation = ideal(&yaml);
    assert_eq!(seconds_of(&simulation, "app", FactKind::ProbeFailed), vec![23, 27, 31, 35, 39]);
    // failureThreshold 3 (default): NotReady on the third failure in a row.
    assert_eq!(seconds_of(&simulation, "app", FactKind::NotReady), vec![31]);
    // The first tick after the window succeeds at 43; the second in a row makes it Ready.
    assert_eq!(seconds_of(&simulation, "app", FactKind::Ready), vec![7, 47]);
    assert_eq!(attempts(&simulation, "app", "readiness").last(), Some(&(47, true)));
    assert_eq!(simulation.state_at(46_000).row.ready, "1/2");
    assert_eq!(simulation.state_at(47_000).row.ready, "2/2");
    assert_probe_invariants(&simulation);
}

const SIDECAR: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: side}\nspec:\n  initContainers:\n  - name: proxy\n    image: envoy:1.30\n    restartPolicy: Always\n    livenessProbe: {httpGet: {path: /, port: 80}, periodSeconds: 5, failureThreshold: 1}\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, infinity]}\n---\nkind: Scenario\ntiming: ideal\nuntil: 80s\nfaults:\n- {at: 30s, until: 36s, container: proxy, probe: liveness}\n";

#[test]
fn a_sidecar_killed_by_liveness_is_probed_again_on_the_next_tick_not_at_its_start() {
    let simulation = ideal(SIDECAR);
    // Killed at 30 s and restarted at once; the ticker (0, 5, 10, …) probes the new container at
    // 35 s, still inside the fault: killed again; at 40 s the fault is over.
    assert_eq!(seconds_of(&simulation, "proxy", FactKind::Started), vec![0, 30, 35]);
    let kill = "Init container proxy failed liveness probe".to_owned();
    assert_eq!(messages(&simulation, "proxy", FactKind::Killing), vec![(30, kill.clone()), (35, kill)]);
    let failed = "Liveness probe failed: HTTP probe failed with statuscode: 503".to_owned();
    assert_eq!(messages(&simulation, "proxy", FactKind::ProbeFailed), vec![(30, failed.clone()), (35, failed)]);
    let liveness = attempts(&simulation, "proxy", "liveness");
    assert!(liveness.contains(&(40, true)), "{liveness:?}");
    assert!(seconds_of(&simulation, "proxy", FactKind::Waiting).is_empty(), "no CrashLoopBackOff");
    assert!(simulation.events.iter().all(|e| e.reason != "BackOff"));
    assert_eq!(simulation.state_at(60_000).row.restarts.split(' ').next(), Some("2"));
    assert_eq!(simulation.state_at(60_000).row.status, "Running");
    assert_probe_invariants(&simulation);
}

#[test]
fn no_probe_runs_while_post_start_runs_and_a_sidecar_starts_once_its_startup_probe_passes_after_it() {
    // Linkerd's native sidecar: a postStart hook that waits for the proxy, and a startup probe.
    // While the hook runs, the status the workers read shows no running container, so nothing is
    // probed; the startup probe passes on the first tick after it, and the app starts then.
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: sc}\nspec:\n  initContainers:\n  - name: proxy\n    image: cr.l5d.io/linkerd/proxy:stable-2.14.0\n    restartPolicy: Always\n    lifecycle: {postStart: {exec: {command: [/usr/lib/linkerd/linkerd-await, --timeout=2m]}}}\n    startupProbe: {httpGet: {path: /ready, port: 4191}, periodSeconds: 1, failureThreshold: 120}\n    readinessProbe: {httpGet: {path: /ready, port: 4191}, initialDelaySeconds: 2}\n  containers:\n  - {name: app, image: nginx}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nbehaviour:\n  proxy: {hooks: {postStart: {runSeconds: 2, exitCode: 0}}}\n";
    let simulation = ideal(yaml);
    let hook_done = seconds_of(&simulation, "proxy", FactKind::PostStartExited);
    assert_eq!(hook_done.len(), 1, "{hook_done:?}");
    let startup = attempts(&simulation, "proxy", "startup");
    assert!(startup.first().is_some_and(|(t, ok)| *t >= hook_done[0] && *ok), "{startup:?} after {hook_done:?}");
    let proxy_started = seconds_of(&simulation, "proxy", FactKind::Started)[0];
    assert!(attempts(&simulation, "proxy", "readiness").iter().all(|(t, _)| *t >= hook_done[0]));
    assert!(seconds_of(&simulation, "app", FactKind::Started).first().is_some_and(|t| *t >= startup[0].0));
    let end = simulation.state_at(60_000);
    assert_eq!((end.row.ready.as_str(), end.row.status.as_str()), ("2/2", "Running"), "started at {proxy_started}");
    assert_probe_invariants(&simulation);
}

#[test]
fn a_failing_startup_probe_kills_every_failure_threshold_periods_plus_back_off() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: slow}\nspec:\n  containers:\n  - name: app\n    image: my-app:1.0\n    startupProbe: {httpGet: {path: /ready, port: 8080}, periodSeconds: 10, failureThreshold: 3}\n---\nkind: Scenario\ntiming: ideal\nuntil: 200s\nbehaviour:\n  app: {probes: {startup: alwaysFail}, onSigterm: {afterSeconds: 0, exitCode: 143}}\n";
    let simulation = ideal(yaml);
    // First run: attempts at 0, 10, 20 (ideal: the first at start + initialDelaySeconds). Every
    // later run starts on a tick and is first probed on the next one: 3 × 10 s per run. The
    // back-off (10 s, 20 s, 40 s, from the status before each kill) first holds a restart back
    // once it exceeds those 30 s: at 140 s, for 40 s.
    assert_eq!(seconds_of(&simulation, "app", FactKind::Started), vec![0, 20, 50, 80, 110, 180]);
    let kills = messages(&simulation, "app", FactKind::Killing);
    let times: Vec<u64> = kills.iter().map(|(t, _)| *t).collect();
    assert_eq!(times, vec![20, 50, 80, 110, 140]);
    assert!(kills.iter().all(|(_, m)| m == "Container app failed startup probe, will be restarted"), "{kills:?}");
    let waiting = messages(&simulation, "app", FactKind::Waiting);
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert!(waiting.iter().all(|(t, m)| *t == 140 && m.starts_with("back-off 40s restarting failed container=app")));
    let first_attempts: Vec<u64> = attempts(&simulation, "app", "startup").iter().map(|(t, _)| *t).take(9).collect();
    assert_eq!(first_attempts, vec![0, 10, 20, 30, 40, 50, 60, 70, 80]);
    assert_probe_invariants(&simulation);
}

#[test]
fn a_restarted_container_waits_its_initial_delay_from_its_own_start_on_the_same_ticker() {
    // periodSeconds 4, initialDelaySeconds 3: ticks at 3, 7, 11, … for ever. Killed at 11 and
    // restarted at once, the new container may be probed from 14 s: the tick at 15 s.
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: delay}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    livenessProbe: {httpGet: {path: /, port: 80}, initialDelaySeconds: 3, periodSeconds: 4, failureThreshold: 1}\n---\nkind: Scenario\ntiming: ideal\nuntil: 30s\nfaults:\n- {at: 10s, until: 12s, container: app, probe: liveness}\n";
    let simulation = ideal(yaml);
    assert_eq!(seconds_of(&simulation, "app", FactKind::Started), vec![0, 11]);
    let liveness: Vec<u64> = attempts(&simulation, "app", "liveness").iter().map(|(t, _)| *t).collect();
    assert_eq!(liveness.first(), Some(&3));
    assert!(liveness.contains(&11) && liveness.contains(&15) && !liveness.contains(&14), "{liveness:?}");
    assert_probe_invariants(&simulation);
}

#[test]
fn a_readiness_run_carries_over_to_the_restarted_container() {
    // The worker, not the container, counts consecutive results (resultRun): readiness had
    // succeeded twice when liveness killed the container at 30 s, so the restarted container is
    // Ready after its first success (the tick at 35 s, since the worker already probed at 30 s).
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: carry}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    readinessProbe: {httpGet: {path: /ready, port: 80}, periodSeconds: 5, successThreshold: 2}\n    livenessProbe: {httpGet: {path: /, port: 80}, periodSeconds: 5, failureThreshold: 1}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nfaults:\n- {at: 30s, until: 31s, container: app, probe: liveness}\n";
    let simulation = ideal(yaml);
    assert_eq!(seconds_of(&simulation, "app", FactKind::Started), vec![0, 30]);
    assert_eq!(seconds_of(&simulation, "app", FactKind::Ready), vec![5, 35]);
    assert_probe_invariants(&simulation);
}

#[test]
fn realistic_runs_never_probe_twice_at_once_nor_kill_at_a_start() {
    for seed in 1..=20 {
        let yaml = format!("{SIDECAR}seed: {seed}\ntiming: realistic\n").replace("timing: ideal\n", "");
        assert_probe_invariants(&run(&yaml, Timing::Realistic));
    }
}

/// The Kubernetes documentation's liveness-exec example: the script removes the file its probe
/// reads after 30 s, so the probe fails from then on with busybox's words, and the container is
/// killed after three failures and started again, with the file back.
#[test]
fn an_exec_probe_on_a_file_the_command_removes_fails_once_it_is_gone() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: liveness-exec}\nspec:\n  containers:\n  - name: liveness\n    image: registry.k8s.io/busybox:1.27.2\n    args: [/bin/sh, -c, 'touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600']\n    livenessProbe: {exec: {command: [cat, /tmp/healthy]}, initialDelaySeconds: 5, periodSeconds: 5}\n---\nkind: Scenario\ntiming: ideal\nuntil: 150s\n";
    let simulation = ideal(yaml);
    let liveness = attempts(&simulation, "liveness", "liveness");
    let first_run: Vec<(u64, bool)> = liveness.iter().copied().filter(|(t, _)| *t <= 45).collect();
    let expected: Vec<(u64, bool)> = (1..=9).map(|k| (5 * k, 5 * k <= 30)).collect();
    assert_eq!(first_run, expected);
    let failed = messages(&simulation, "liveness", FactKind::ProbeFailed);
    assert_eq!(
        failed.first().map(|(t, m)| (*t, m.as_str())),
        Some((35, "Liveness probe failed: cat: can't open '/tmp/healthy': No such file or directory"))
    );
    // sh ignores SIGTERM as PID 1: SIGKILL after the 30 s grace period, then the next run.
    assert_eq!(seconds_of(&simulation, "liveness", FactKind::Killing), [45, 120]);
    assert_eq!(seconds_of(&simulation, "liveness", FactKind::Started), [0, 75, 150]);
    assert!(liveness.contains(&(105, true)) && liveness.contains(&(110, false)), "{liveness:?}");
    assert_probe_invariants(&simulation);
}

/// HTTP and TCP probes of a process that is not listening yet fail as Go's dialer words it, at
/// the Pod IP and the named port's number.
#[test]
fn probes_of_a_process_not_yet_up_are_refused_at_the_pod_ip() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - name: app\n    image: my-app:1.0\n    ports: [{name: http, containerPort: 8080}]\n    readinessProbe: {httpGet: {path: /ready, port: http}, periodSeconds: 5}\n    livenessProbe: {tcpSocket: {port: 8080}, periodSeconds: 5, failureThreshold: 5}\n---\nkind: Scenario\ntiming: ideal\nbehaviour:\n  app: {startDelaySeconds: 12}\n";
    let simulation = ideal(yaml);
    let failed: Vec<String> = messages(&simulation, "app", FactKind::ProbeFailed)
        .into_iter()
        .filter(|(t, _)| *t == 5)
        .map(|(_, m)| m)
        .collect();
    assert_eq!(
        failed,
        [
            "Readiness probe failed: Get \"http://10.244.0.5:8080/ready\": dial tcp 10.244.0.5:8080: connect: connection refused",
            "Liveness probe failed: dial tcp 10.244.0.5:8080: connect: connection refused",
        ]
    );
    assert!(attempts(&simulation, "app", "readiness").contains(&(15, true)));
}

/// A gRPC probe of a process not listening yet: the prober's blocking dial gives up at the
/// probe's timeout (pkg/probe/grpc Probe); once up, a failing service answers NOT_SERVING.
#[test]
fn a_grpc_probe_of_a_process_not_yet_up_times_out_connecting() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: g}\nspec:\n  containers:\n  - name: app\n    image: my-app:1.0\n    startupProbe: {grpc: {port: 9090}, periodSeconds: 5, timeoutSeconds: 2, failureThreshold: 10}\n---\nkind: Scenario\ntiming: ideal\nbehaviour:\n  app: {startDelaySeconds: 12}\n";
    let simulation = ideal(yaml);
    let failed = messages(&simulation, "app", FactKind::ProbeFailed);
    assert_eq!(
        failed.first().map(|(_, m)| m.as_str()),
        Some(
            "Startup probe failed: timeout: failed to connect service \"10.244.0.5:9090\" within 2s: context deadline exceeded"
        )
    );
    assert!(attempts(&simulation, "app", "startup").contains(&(15, true)));
}

/// A probe kill under `OnFailure` whose SIGTERM handler exits 0: the restart the sync decided
/// before the kill goes ahead while no back-off holds it; once one does, the next sync finds the
/// container exited 0, which `OnFailure` never restarts (ShouldContainerBeRestarted is false).
/// So no CrashLoopBackOff is shown (convertToAPIContainerStatuses shows the reasonCache's waiting
/// state only for a container that will be restarted), nothing is kept, the sidecar-less Pod is
/// done, and getPhase says Succeeded.
fn assert_probe_kill_with_exit_0_completes(yaml: &str) {
    let simulation = ideal(yaml);
    assert_eq!(seconds_of(&simulation, "app", FactKind::Started), vec![0, 20, 50, 80, 110]);
    assert_eq!(seconds_of(&simulation, "app", FactKind::Killing), vec![20, 50, 80, 110, 140]);
    assert!(seconds_of(&simulation, "app", FactKind::Waiting).is_empty(), "no CrashLoopBackOff");
    // doBackOff still holds the start back, with its event.
    assert!(simulation.events.iter().any(|e| e.reason == "BackOff"));
    let last = simulation.snapshots.last().map(|s| (s.phase, s.row.status.clone()));
    assert_eq!(last, Some((crate::status::PodPhase::Succeeded, "Completed".to_owned())));
    for t_ms in [140_000, 200_000] {
        let snapshot = simulation.snapshot_at(t_ms);
        let app = snapshot.and_then(|s| s.pod.status.as_ref()?.container_statuses.first()).map(|c| c.state.clone());
        let app = app.unwrap_or_default();
        assert!(app.waiting.is_none(), "{app:?}");
        assert_eq!(app.terminated.map(|t| t.exit_code), Some(0));
    }
    assert!(simulation.notes.iter().all(|n| !n.to_string().contains("crash-looping")), "{:?}", simulation.notes);
    assert_probe_invariants(&simulation);
}

const ON_FAILURE_EXIT_0: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: job}\nspec:\n  restartPolicy: OnFailure\n  containers:\n  - name: app\n    image: my-app:1.0\n    startupProbe: {httpGet: {path: /ready, port: 8080}, periodSeconds: 10, failureThreshold: 3}\n---\nkind: Scenario\ntiming: ideal\nuntil: 300s\nbehaviour:\n  app: {runSeconds: null, probes: {startup: alwaysFail}, onSigterm: {afterSeconds: 0, exitCode: 0}}\n";

#[test]
fn a_probe_kill_exiting_0_under_pod_on_failure_completes_the_pod() {
    assert_probe_kill_with_exit_0_completes(ON_FAILURE_EXIT_0);
}

#[test]
fn a_probe_kill_exiting_0_under_container_on_failure_completes_the_pod() {
    // Container-level restartPolicy (ContainerRestartRules, beta in 1.35) under a Pod's Always.
    let yaml = ON_FAILURE_EXIT_0
        .replace("  restartPolicy: OnFailure\n", "")
        .replace("    image: my-app:1.0\n", "    image: my-app:1.0\n    restartPolicy: OnFailure\n");
    assert_probe_kill_with_exit_0_completes(&yaml);
}

#[test]
fn a_liveness_kill_exiting_0_under_on_failure_completes_the_pod() {
    let yaml = ON_FAILURE_EXIT_0
        .replace("startupProbe", "livenessProbe")
        .replace("startup: alwaysFail", "liveness: alwaysFail");
    let simulation = ideal(&yaml);
    let last = simulation.snapshots.last().map(|s| (s.phase, s.row.status.clone()));
    assert_eq!(last, Some((crate::status::PodPhase::Succeeded, "Completed".to_owned())));
    assert!(seconds_of(&simulation, "app", FactKind::Waiting).is_empty(), "no CrashLoopBackOff");
}

/// e2e "Probing container should be restarted with a exec \"cat /tmp/health\" liveness probe"
/// (test/e2e/common/node/container_probe.go): the script writes the file with `echo ok >`,
/// removes it after 10 s, and the probe (initialDelaySeconds 15, failureThreshold 1) restarts
/// the container once per run.
#[test]
fn a_file_written_with_echo_is_checked_like_a_touched_one() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: liveness-exec}\nspec:\n  containers:\n  - name: busybox\n    image: registry.k8s.io/e2e-test-images/busybox:1.37.0-1\n    command: [/bin/sh, -c, 'echo ok >/tmp/health; sleep 10; rm -rf /tmp/health; sleep 600']\n    livenessProbe: {exec: {command: [cat, /tmp/health]}, initialDelaySeconds: 15, timeoutSeconds: 5, failureThreshold: 1}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\n";
    let simulation = ideal(yaml);
    let liveness = attempts(&simulation, "busybox", "liveness");
    assert_eq!(liveness.first(), Some(&(15, false)), "{liveness:?}");
    let failed = messages(&simulation, "busybox", FactKind::ProbeFailed);
    assert_eq!(
        failed.first().map(|(t, m)| (*t, m.as_str())),
        Some((15, "Liveness probe failed: cat: can't open '/tmp/health': No such file or directory"))
    );
    assert_eq!(seconds_of(&simulation, "busybox", FactKind::Killing), [15]);
    // "should *not* be restarted with a exec \"cat /tmp/health\" liveness probe": the file stays.
    let kept = ideal(&yaml.replace("sleep 10; rm -rf /tmp/health; ", ""));
    assert!(seconds_of(&kept, "busybox", FactKind::Killing).is_empty());
    assert!(attempts(&kept, "busybox", "liveness").iter().all(|(_, ok)| *ok));
}

/// e2e "Probing container should be ready immediately after startupProbe succeeds"
/// (container_probe.go): readiness every 30 s, startup every 5 s, the startup file written at
/// 32 s. The startup success at 35 s brings a sync whose status triggers the readiness worker at
/// once (prober_manager UpdatePodStatus → manualTriggerCh): Ready at 35 s, not at the next tick
/// (60 s); the test allows at most 25 s.
#[test]
fn readiness_runs_at_once_when_the_startup_probe_succeeds() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: startup}\nspec:\n  containers:\n  - name: busybox\n    image: registry.k8s.io/e2e-test-images/busybox:1.37.0-1\n    command: [/bin/sh, -c, 'echo ok >/tmp/health; sleep 32; echo ok >/tmp/startup; sleep 600']\n    readinessProbe: {exec: {command: [/bin/cat, /tmp/health]}, initialDelaySeconds: 0, periodSeconds: 30}\n    startupProbe: {exec: {command: [/bin/cat, /tmp/startup]}, initialDelaySeconds: 0, failureThreshold: 120, periodSeconds: 5}\n---\nkind: Scenario\ntiming: ideal\nuntil: 90s\n";
    let simulation = ideal(yaml);
    assert_eq!(attempts(&simulation, "busybox", "startup").last(), Some(&(35, true)));
    assert_eq!(seconds_of(&simulation, "busybox", FactKind::Ready), [35]);
    let readiness: Vec<u64> = attempts(&simulation, "busybox", "readiness").iter().map(|(t, _)| *t).collect();
    assert_eq!(readiness, [35], "one triggered run; the success is stable, so no more ticks are needed");
    assert_probe_invariants(&simulation);
    for seed in 1..=20 {
        let realistic = run(&format!("{}seed: {seed}\n", yaml.replace("timing: ideal\n", "")), Timing::Realistic);
        let started = attempts(&realistic, "busybox", "startup").iter().find(|(_, ok)| *ok).map(|(t, _)| *t);
        let ready = seconds_of(&realistic, "busybox", FactKind::Ready).first().copied();
        let (Some(started), Some(ready)) = (started, ready) else { panic!("seed {seed}: {started:?} {ready:?}") };
        assert!(ready >= started && ready - started <= 1, "seed {seed}: started {started}, ready {ready}");
        assert_probe_invariants(&realistic);
    }
}
