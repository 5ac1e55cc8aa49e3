//! Fuzz target: any text through the whole pipeline the playground runs on a keystroke — analysis
//! (parse, schema, defaults, validation, resources, QoS, lint), the scenario reader and the
//! lifecycle engine, as a manifest with a `kind: Scenario` document and as a lifecycle vector
//! (`pod:` + `behaviour:` + `actions:`). It must end in diagnostics or a timeline, never a panic;
//! facts stay in time order and every view of the result can be built.
#![no_main]

use libfuzzer_sys::fuzz_target;
use podsim::KubeVersion;
use podsim::engine::{SimOptions, Simulation, simulate};
use podsim::model::Pod;
use podsim::scenario::Scenario;
use podsim::yaml::{Key, Node, NodeKind, Span};

/// Far below the engine's default cap, so that one input takes milliseconds, not seconds.
const FUZZ_EVENT_CAP: u64 = 20_000;

fn run(pod: &Pod, scenario: &Scenario, version: KubeVersion) {
    let mut options = SimOptions { version, ..SimOptions::default() }.with_scenario(scenario);
    options.event_cap = options.event_cap.min(FUZZ_EVENT_CAP);
    let simulation = simulate(pod, scenario, &options);
    check(&simulation);
}

fn check(simulation: &Simulation) {
    for pair in simulation.facts.windows(2) {
        assert!(pair[0].t_ms <= pair[1].t_ms, "facts out of order: {:?} then {:?}", pair[0], pair[1]);
    }
    let _ = simulation.timeline_text(true);
    for t in [0, simulation.end_ms / 2, simulation.end_ms, simulation.end_ms.saturating_add(1)] {
        let _ = simulation.state_at(t);
        let _ = simulation.watch_lines(t);
    }
    serde_json::to_string(simulation).expect("a simulation always serialises");
}

/// The lifecycle-vector form the CLI also accepts.
fn vector_parts(document: &Node) -> Option<(Pod, Scenario)> {
    let pod_node = document.get("pod")?;
    let (pod, _) = podsim::parse::read_pod_node(pod_node, "", "Pod");
    let mut entries = Vec::new();
    for key in ["behaviour", "actions"] {
        if let Some(value) = document.get(key) {
            entries.push((Key { text: key.to_owned(), span: Span::default() }, value.clone()));
        }
    }
    Some((pod, Scenario::from_node(&Node { kind: NodeKind::Map(entries), span: document.span })))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The first byte picks the version, so that every gate setting is explored.
    let version = match data.first().map(|b| b % 4) {
        Some(0) => KubeVersion::V1_33,
        Some(1) => KubeVersion::V1_34,
        Some(2) => KubeVersion::Legacy,
        _ => KubeVersion::V1_35,
    };
    let analysis = podsim::analysis::analyze(text, version);
    let _ = analysis.kubectl_output();
    let scenario = Scenario::from_parsed(&analysis.parsed);
    run(&analysis.pod, &scenario, version);
    if let Some((pod, scenario)) = analysis.parsed.documents.first().and_then(vector_parts) {
        run(&pod, &scenario, version);
    }
});
