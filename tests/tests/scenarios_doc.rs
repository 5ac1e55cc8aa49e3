//! Every YAML example in `docs/scenarios.md` reads without errors, simulates, and its
//! `# expect: at T: STATUS` (or `STATUS, ready N/M`) comments hold, so the scenario reference cannot rot;
//! so do `# expect: endpoint at T: ready=… serving=… terminating=…` (or `absent`) and
//! `# expect: windows: KIND START-END, …` (every traffic window, in order).

use podsim::duration::parse_scenario_ms;
use podsim::engine::{SimOptions, simulate};
use podsim::scenario::Scenario;

fn examples() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/scenarios.md");
    let text = std::fs::read_to_string(path).expect("docs/scenarios.md exists");
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        match (&mut current, line.trim_start()) {
            (None, "```yaml") => current = Some(String::new()),
            (Some(block), "```") => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            (Some(block), _) => {
                block.push_str(line);
                block.push('\n');
            }
            _ => {}
        }
    }
    blocks
}

#[test]
fn every_documented_example_runs_as_described() {
    let blocks = examples();
    assert!(blocks.len() >= 20, "expected one example per behaviour, fault and action, found {}", blocks.len());
    let mut problems = Vec::new();
    for (index, block) in blocks.iter().enumerate() {
        if !block.contains("kind: Pod") {
            let scenario = Scenario::parse(block);
            if scenario.has_errors() {
                problems.push(format!("example {}: {:?}", index + 1, scenario.diagnostics));
            }
            continue;
        }
        let parsed = podsim::parse(block);
        let scenario = Scenario::from_parsed(&parsed);
        if parsed.has_errors() || scenario.has_errors() {
            problems.push(format!("example {}: {:?} {:?}", index + 1, parsed.diagnostics, scenario.diagnostics));
            continue;
        }
        let options = SimOptions::default().with_scenario(&scenario);
        let simulation = simulate(&parsed.pod, &scenario, &options);
        if let Some(error) = simulation.diagnostics.first() {
            problems.push(format!("example {}: {error}", index + 1));
        }
        problems.extend(traffic_problems(index, block));
        for line in block.lines().filter_map(|l| l.strip_prefix("# expect: at ")) {
            let Some((time, expected)) = line.split_once(": ") else { continue };
            // `STATUS`, or `STATUS, ready N/M` to check the READY column too.
            let (status, ready) = match expected.split_once(", ready ") {
                Some((status, ready)) => (status, Some(ready.trim())),
                None => (expected, None),
            };
            let t = parse_scenario_ms(time).expect("a duration");
            let row = simulation.state_at(t).row;
            if row.status != status.trim() || ready.is_some_and(|r| r != row.ready) {
                problems.push(format!(
                    "example {} ({}): at {time} STATUS is {}, READY {}; the doc says {expected}",
                    index + 1,
                    parsed.pod.metadata.name.clone().unwrap_or_default(),
                    row.status,
                    row.ready
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The endpoint and traffic-window expectations of one example.
fn traffic_problems(index: usize, block: &str) -> Vec<String> {
    let session = podsim::Session::new(block, "", podsim::Settings::new(podsim::KubeVersion::DEFAULT));
    let mut problems = Vec::new();
    let ms = |t: u64| podsim::format_ms(t, podsim::DurationStyle::Exact);
    for line in block.lines().filter_map(|l| l.strip_prefix("# expect: endpoint at ")) {
        let Some((time, expected)) = line.split_once(": ") else { continue };
        let t = parse_scenario_ms(time).expect("a duration");
        let change = session.endpoints().and_then(|changes| changes.iter().rev().find(|c| c.t_ms <= t));
        let actual = match change.map(|c| &c.state) {
            Some(podsim::EndpointState::Listed { conditions, .. }) => format!(
                "ready={} serving={} terminating={}",
                conditions.ready, conditions.serving, conditions.terminating
            ),
            Some(podsim::EndpointState::Absent { .. }) => "absent".to_owned(),
            None => "no Service".to_owned(),
        };
        if actual != expected.trim() {
            problems.push(format!("example {}: endpoint at {time} is {actual}; the doc says {expected}", index + 1));
        }
    }
    for expected in block.lines().filter_map(|l| l.strip_prefix("# expect: windows: ")) {
        let actual = session
            .traffic()
            .map(|traffic| {
                let windows: Vec<String> = traffic
                    .windows
                    .iter()
                    .map(|w| format!("{} {}-{}", w.kind.as_str(), ms(w.start_ms), ms(w.end_ms)))
                    .collect();
                windows.join(", ")
            })
            .unwrap_or_default();
        if actual != expected.trim() {
            problems.push(format!("example {}: windows are {actual}; the doc says {expected}", index + 1));
        }
    }
    problems
}
