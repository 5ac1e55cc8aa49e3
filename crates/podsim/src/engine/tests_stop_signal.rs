//! `lifecycle.stopSignal` on deletion (KEP-4960): with `ContainerStopSignals` on the runtime sends
//! the container's stop signal instead of SIGTERM, and a process that dies of it exits 128 + n.

use super::*;
use crate::scenario::Scenario;

/// A Linux Pod whose `app` stops on SIGQUIT, with `behaviour` (a scenario line, or nothing),
/// deleted at 10 s, simulated on 1.37 with the gate `on` or off.
fn deleted(behaviour: &str, on: bool) -> Simulation {
    let yaml = format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: quit}}\nspec:\n  os: {{name: linux}}\n  containers:\n  - {{name: app, image: my-app:1.0, lifecycle: {{stopSignal: SIGQUIT}}}}\n---\nkind: Scenario\ntiming: ideal\n{behaviour}actions:\n- {{at: 10s, do: delete}}\n"
    );
    let parsed = crate::parse(&yaml);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let version = KubeVersion::V1_37;
    let gates = crate::version::FeatureGates { container_stop_signals: on, ..version.gates() };
    let options = SimOptions { version, gates: Some(gates), timing: Timing::Ideal, ..SimOptions::default() }
        .with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

/// The exit code of `app`'s last instance, from the status at the end.
fn last_exit(simulation: &Simulation) -> Option<i64> {
    let end = simulation.snapshots.last()?;
    let status = end.pod.status.as_ref()?.container_statuses.first()?;
    status.state.terminated.as_ref().map(|t| t.exit_code)
}

fn term_fact(simulation: &Simulation) -> Option<&Fact> {
    simulation.facts.iter().find(|f| f.kind == FactKind::Sigterm && f.container.as_deref() == Some("app"))
}

#[test]
fn the_stop_signal_replaces_sigterm_and_the_process_dies_of_it() {
    let simulation = deleted("", true);
    let fact = term_fact(&simulation).expect("the stop signal is sent");
    assert_eq!(fact.t_ms, 10_000);
    assert_eq!(fact.message.as_deref(), Some("SIGQUIT, SIGKILL after 30 s"));
    assert_eq!(last_exit(&simulation), Some(131));
    assert!(simulation.facts.iter().all(|f| f.kind != FactKind::Sigkill));
    // The status reports the stop signal, and the exit is an Error.
    let running = simulation.state_at(5_000);
    assert!(running.status_yaml.contains("\n    stopSignal: SIGQUIT\n"), "{}", running.status_yaml);
    let last = simulation.snapshots.last().and_then(|s| s.pod.status.clone());
    let terminated = last.and_then(|s| s.container_statuses.first().and_then(|c| c.state.terminated.clone()));
    assert_eq!(terminated.map(|t| (t.exit_code, t.reason)), Some((131, Some("Error".to_owned()))));
}

#[test]
fn a_liveness_kill_uses_the_stop_signal_and_describe_shows_its_exit_code() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: quit}\nspec:\n  os: {name: linux}\n  containers:\n  - name: app\n    image: my-app:1.0\n    lifecycle: {stopSignal: SIGUSR1}\n    livenessProbe: {exec: {command: [check]}, periodSeconds: 5, failureThreshold: 1}\n---\nkind: Scenario\ntiming: ideal\nbehaviour:\n  app: {probes: {liveness: alwaysFail}}\n";
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let version = KubeVersion::V1_36;
    let gates = crate::version::FeatureGates { container_stop_signals: true, ..version.gates() };
    let options = SimOptions { version, gates: Some(gates), timing: Timing::Ideal, ..SimOptions::default() }
        .with_scenario(&scenario);
    let simulation = simulate(&parsed.pod, &scenario, &options);
    let kill = term_fact(&simulation).expect("the liveness kill sends the stop signal");
    assert!(kill.message.as_deref().is_some_and(|m| m.starts_with("SIGUSR1, SIGKILL after")), "{:?}", kill.message);
    let restarted = simulation.snapshots.iter().find(|s| s.row.restarts.starts_with('1')).map(|s| s.t_ms);
    let describe = simulation.state_at(restarted.expect("the container restarts")).describe;
    let last_state = describe.split("Last State:").nth(1).unwrap_or_default();
    assert!(last_state.contains("Reason:       Error"), "{describe}");
    assert!(last_state.contains("Exit Code:    138"), "{describe}");
}

#[test]
fn with_the_gate_off_the_field_is_gone_and_sigterm_stops_the_container() {
    let simulation = deleted("", false);
    let fact = term_fact(&simulation).expect("SIGTERM is sent");
    assert_eq!(fact.message.as_deref(), Some("SIGTERM, SIGKILL after 30 s"));
    assert_eq!(last_exit(&simulation), Some(143));
    assert!(!simulation.state_at(5_000).status_yaml.contains("stopSignal"));
}

#[test]
fn with_the_gate_on_a_container_without_a_stop_signal_reports_the_runtimes_sigterm() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: plain}\nspec:\n  containers:\n  - {name: app, image: my-app:1.0}\n";
    let parsed = crate::parse(yaml);
    let scenario = Scenario::from_parsed(&parsed);
    let version = KubeVersion::V1_35;
    let run = |on: bool| {
        let gates = crate::version::FeatureGates { container_stop_signals: on, ..version.gates() };
        let options = SimOptions { version, gates: Some(gates), timing: Timing::Ideal, ..SimOptions::default() }
            .with_scenario(&scenario);
        simulate(&parsed.pod, &scenario, &options).state_at(5_000).status_yaml
    };
    assert!(run(true).contains("\n    stopSignal: SIGTERM\n"), "{}", run(true));
    assert!(!run(false).contains("stopSignal"));
}

#[test]
fn a_handler_handles_the_stop_signal_and_pid_1_without_one_waits_for_sigkill() {
    let handled = deleted("behaviour:\n  app: {onSigterm: {afterSeconds: 5, exitCode: 0}}\n", true);
    assert_eq!(last_exit(&handled), Some(0));
    let why = term_fact(&handled).and_then(|f| f.why.as_ref()).map(|w| w.text.to_string()).unwrap_or_default();
    assert!(why.contains("podsim assumes the process handles its stop signal as it would SIGTERM"), "{why}");
    let ignored = deleted("behaviour:\n  app: {onSigterm: ignore}\n", true);
    assert_eq!(last_exit(&ignored), Some(137));
    let sigkill = ignored.facts.iter().find(|f| f.kind == FactKind::Sigkill).map(|f| f.t_ms);
    assert_eq!(sigkill, Some(40_000));
}
