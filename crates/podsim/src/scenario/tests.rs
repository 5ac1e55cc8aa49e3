//! Scenario reading through the public entry points: good input, and untrusted input that must
//! give located errors (never a panic or a hang).

use super::*;
use crate::Timing;
use crate::engine::{SimOptions, simulate};

const POD: &str =
    "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: my-app:1.0}\n";

fn with_scenario(scenario: &str) -> (crate::ParsedInput, Scenario) {
    let text = format!("{POD}---\n{scenario}");
    let parsed = crate::parse(&text);
    let scenario = Scenario::from_parsed(&parsed);
    (parsed, scenario)
}

#[test]
fn reads_every_section() {
    let (_, scenario) = with_scenario(
        "kind: Scenario\ntiming: ideal\nseed: 3\nuntil: 2m\nbehaviour:\n  app: {runSeconds: 5, exitCode: 1}\nfaults:\n- {at: 10s, container: app, oomKill: true}\nactions:\n- {at: 30s, do: delete, gracePeriodSeconds: 5}\n",
    );
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    assert_eq!(scenario.timing, Some(Timing::Ideal));
    assert_eq!((scenario.seed, scenario.until_ms), (Some(3), Some(120_000)));
    assert_eq!(scenario.behaviour("app").map(|b| (b.run_ms, b.exit_code)), Some((Some(5000), 1)));
    assert_eq!(scenario.faults.first().map(|f| f.at_ms), Some(10_000));
    assert!(matches!(
        scenario.actions.first().map(|a| &a.kind),
        Some(ActionKind::Delete { grace_period_seconds: Some(5) })
    ));
}

#[test]
fn bad_input_gives_located_errors() {
    let (parsed, scenario) = with_scenario(
        "kind: Scenario\nfaults:\n- {at: -3s, container: app, exit: 1}\n- {at: 5s, container: ghost, exit: 1}\nactions:\n- {at: 1s, do: explode}\n",
    );
    let lines: Vec<u32> = scenario.diagnostics.iter().filter_map(|d| d.location.map(|l| l.line)).collect();
    assert!(scenario.has_errors());
    assert!(lines.contains(&10), "negative time on line 10: {:?}", scenario.diagnostics);
    assert!(lines.contains(&13), "unknown action on line 13: {:?}", scenario.diagnostics);
    let unknown = scenario.check_against(&parsed.pod);
    assert!(
        unknown.iter().any(|d| d.message.contains("ghost") && d.location.is_some_and(|l| l.line == 11)),
        "{unknown:?}"
    );
}

#[test]
fn absurd_counts_are_refused() {
    let mut text = String::from("kind: Scenario\nactions:\n");
    for i in 0..1200 {
        text.push_str(&format!("- {{at: {i}s, do: kubeletRestart}}\n"));
    }
    let scenario = Scenario::parse(&text);
    assert!(scenario.has_errors());
    assert!(scenario.actions.len() <= MAX_STEPS);
    let huge = Scenario::parse("kind: Scenario\nfaults:\n- {container: app, probe: liveness, attempts: 99999999999}\n");
    assert!(huge.has_errors());
}

#[test]
fn an_endless_crash_loop_is_a_bounded_run_with_a_note() {
    let (parsed, scenario) = with_scenario("kind: Scenario\nbehaviour:\n  app: {runSeconds: 0, exitCode: 1}\n");
    let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() };
    let simulation = simulate(&parsed.pod, &scenario, &options);
    assert!(simulation.notes.iter().any(|n| n.to_string().contains("still crash-looping at 10m")), "{:?}", simulation.notes);
    let capped = simulate(&parsed.pod, &scenario, &SimOptions { event_cap: 10, ..options });
    assert!(capped.notes.iter().any(|n| matches!(n, crate::engine::Note::EventCap { .. })), "{:?}", capped.notes);
}

#[test]
fn garbage_never_panics() {
    for text in [
        "",
        "kind: Scenario\nbehaviour: 3",
        "- a\n- b",
        "kind: Scenario\nactions: {a: 1}",
        "kind: Scenario\nbehaviour:\n  app: {probes: {liveness: maybe}, hooks: {preStop: 3}, runs: [{run: x}]}",
        "{{{{",
    ] {
        let scenario = Scenario::parse(text);
        let pod = crate::parse(POD).pod;
        let _ = simulate(&pod, &scenario, &SimOptions::default());
    }
}

#[test]
fn a_behaviour_for_a_container_the_pod_lacks_is_an_error_at_its_name() {
    let (parsed, scenario) = with_scenario("kind: Scenario\nbehaviour:\n  nope: {runSeconds: 3}\n");
    let errors = scenario.check_against(&parsed.pod);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.contains("container `nope`"), "{}", errors[0].message);
    // POD has six lines, then `---`, `kind: Scenario`, `behaviour:`: the name is on line 10.
    assert_eq!(errors[0].location.map(|l| (l.line, l.column)), Some((10, 3)));
}

#[test]
fn debug_requests_the_api_server_refuses_are_flagged_and_skipped() {
    let pod =
        "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    let scenario = "kind: Scenario\ntiming: ideal\nactions:\n- {at: 5s, do: debug, name: app}\n- {at: 6s, do: debug, name: dbg, target: nope}\n- {at: 7s, do: debug, name: dbg, target: app}\n- {at: 8s, do: debug, name: dbg}\n";
    let parsed = crate::parse(pod);
    let scenario = Scenario::parse(scenario);
    let found: Vec<(u32, String)> = scenario
        .check_against(&parsed.pod)
        .into_iter()
        .filter(|d| d.code == "debug-rejected")
        .map(|d| (d.location.map_or(0, |l| l.line), d.message))
        .collect();
    assert_eq!(
        found,
        [
            (4, "The Pod \"web\" is invalid: spec.ephemeralContainers[0].name: Duplicate value: \"app\"".to_owned()),
            (
                5,
                "The Pod \"web\" is invalid: spec.ephemeralContainers[0].targetContainerName: Not found: \"nope\""
                    .to_owned()
            ),
            (7, "The Pod \"web\" is invalid: spec.ephemeralContainers[1].name: Duplicate value: \"dbg\"".to_owned()),
        ]
    );
    let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() };
    let simulation = simulate(&parsed.pod, &scenario, &options);
    let last = simulation.snapshots.last().and_then(|s| s.pod.status.clone()).unwrap_or_default();
    let ephemeral: Vec<String> = last.ephemeral_container_statuses.iter().map(|c| c.name.clone()).collect();
    assert_eq!(ephemeral, ["dbg"]);
}

/// A `kubectl debug -it` shell ignores SIGTERM, so a deleted Pod waits its whole grace period for
/// it and the shell ends with SIGKILL (137).
#[test]
fn a_debug_shell_holds_a_deleted_pod_until_its_grace_period_ends() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  terminationGracePeriodSeconds: 45\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    for debug in [
        "{at: 20s, do: debug, name: dbg, image: busybox:1.36}",
        "{at: 20s, do: debug, name: dbg, target: app, command: [sh]}",
    ] {
        let scenario = format!("kind: Scenario\ntiming: ideal\nactions:\n- {debug}\n- {{at: 30s, do: delete}}\n");
        let parsed = crate::parse(pod);
        let scenario = Scenario::parse(&scenario);
        let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() };
        let simulation = simulate(&parsed.pod, &scenario, &options);
        let explanation =
            simulation.behaviours.iter().find(|b| b.container == "dbg").map(|b| b.explanation.to_string());
        assert!(explanation.is_some_and(|e| e.contains("interactive shell")), "{debug}");
        let killed: Vec<(u64, Option<i64>)> = simulation
            .facts
            .iter()
            .filter(|f| f.container.as_deref() == Some("dbg") && f.kind == crate::engine::FactKind::Exited)
            .map(|f| (f.t_ms / 1000, f.exit_code))
            .collect();
        assert_eq!(killed, [(75, Some(137))], "{debug}");
    }
}

#[test]
fn run_overrides_are_explained_run_by_run() {
    let (parsed, scenario) = with_scenario(
        "kind: Scenario\nbehaviour:\n  app:\n    runs:\n    - {run: 1, runSeconds: 10, exitCode: 42}\n    - {run: 2+, runSeconds: null}\n",
    );
    let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() };
    let simulation = simulate(&parsed.pod, &scenario, &options);
    let explanation = simulation.behaviours.first().map(|b| b.explanation.to_string()).unwrap_or_default();
    assert!(
        explanation
            .starts_with("as the scenario says, run 1 exits 42 after 10 s; runs 2+ runs until stopped; otherwise "),
        "{explanation}"
    );
}

/// A probe fault on a probe the container does not have is said to change nothing (a warning
/// at its line), with the probes the container has; one on a probe it has says nothing.
#[test]
fn a_fault_on_a_probe_the_container_lacks_is_a_warning() {
    let (parsed, scenario) = with_scenario(
        "kind: Scenario\nfaults:\n- {at: 5s, container: app, probe: liveness}\n- {at: 6s, container: app, probe: readiness, answersAfter: 2s}\n",
    );
    let said = scenario.check_against(&parsed.pod);
    let lines: Vec<(u32, Severity, &str)> = said.iter().map(|d| (d.location.map_or(0, |l| l.line), d.severity, d.message.as_str())).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines.iter().all(|(_, severity, _)| *severity == Severity::Warning), "{lines:?}");
    assert!(lines[0].2.contains("container `app` has no liveness probe, so this fault changes nothing (it has no probe)"), "{lines:?}");
    let probed = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: app\n    image: my-app:1.0\n    livenessProbe: {tcpSocket: {port: 80}}\n---\nkind: Scenario\nfaults:\n- {at: 5s, container: app, probe: liveness}\n- {at: 5s, container: app, probe: startup}\n";
    let parsed = crate::parse(probed);
    let said = Scenario::from_parsed(&parsed).check_against(&parsed.pod);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].message.contains("no startup probe") && said[0].message.contains("(it has: liveness)"), "{said:?}");
}
