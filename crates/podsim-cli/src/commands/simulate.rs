//! `podsim simulate FILE [--scenario S] [--k8s V] [--feature-gates G] [--timing ideal|realistic] [--seed N]
//! [--until 10m] [--at T] [--watch] [--describe] [--explain] [--json]`: the Pod's lifecycle on a
//! virtual node, as a timeline, or the state at one instant.

use podsim::engine::{SimOptions, Simulation, Timing, simulate};
use podsim::scenario::Scenario;
use podsim::scenario::duration::parse_duration_ms;
use podsim::yaml::Node;

use crate::args::SimulateArgs;
use crate::input::read_text;

/// Runs `simulate`.
pub fn run(args: &SimulateArgs) -> Result<u8, String> {
    let version = args.version.k8s;
    let gates = args.gates.gates(version)?;
    let path = args.file.as_str();
    let text = read_text(path)?;
    // kubectl names standard input STDIN in its messages.
    let file_name = if path == "-" { "STDIN" } else { path };
    let parsed = podsim::parse(&text);
    let (pod, mut scenario) = match vector_parts(&parsed.documents) {
        Some(parts) => parts,
        None => {
            let analysis = podsim::analysis::analyze_file_with(&text, version, gates, file_name);
            if analysis.has_errors() {
                for diagnostic in analysis.errors() {
                    eprintln!("{}", with_file(Some(file_name), &diagnostic.to_string()));
                }
                eprintln!("{}", analysis.kubectl_output());
                return Ok(1);
            }
            (parsed.pod.clone(), Scenario::from_parsed(&parsed))
        }
    };
    if let Some(path) = args.scenario.as_deref() {
        scenario = Scenario::parse(&read_text(path)?);
    }
    let mut options = SimOptions { version, gates: Some(gates), ..SimOptions::default() }.with_scenario(&scenario);
    if let Some(timing) = args.timing.as_deref() {
        options.timing = match timing {
            "ideal" => Timing::Ideal,
            "realistic" => Timing::Realistic,
            other => return Err(format!("unknown --timing {other:?}: expected ideal or realistic")),
        };
    }
    if let Some(seed) = args.seed.as_deref() {
        options.seed = seed.parse().map_err(|_| format!("--seed {seed:?}: expected a whole number"))?;
    }
    if let Some(until) = args.until.as_deref() {
        options.horizon_ms = parse_duration_ms(until).map_err(|e| format!("--until: {e}"))?;
    }
    let at = args.at.as_deref().map(|t| parse_duration_ms(t).map_err(|e| format!("--at: {e}"))).transpose()?;
    let extras = podsim::status::extras::DescribeExtras::from_parsed_admitted(&parsed);
    let simulation = simulate(&pod, &scenario, &options).with_describe_extras(extras);
    let errors: Vec<_> = simulation.diagnostics.iter().filter(|d| d.severity == podsim::Severity::Error).collect();
    for diagnostic in &simulation.diagnostics {
        eprintln!("{}", with_file(args.scenario.as_deref(), &diagnostic.to_string()));
    }
    if !errors.is_empty() {
        return Ok(1);
    }
    if args.json {
        let mut value = serde_json::to_value(&simulation).map_err(|e| e.to_string())?;
        if let Some(t) = at {
            let state = serde_json::to_value(simulation.state_at(t)).map_err(|e| e.to_string())?;
            if let Some(object) = value.as_object_mut() {
                object.insert("state".to_owned(), state);
            }
        }
        println!("{}", serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
        return Ok(0);
    }
    print_text(&simulation, args, at);
    Ok(0)
}

fn with_file(file: Option<&str>, message: &str) -> String {
    match file {
        Some(file) => format!("{file}:{message}"),
        None => message.to_owned(),
    }
}

fn print_text(simulation: &Simulation, args: &SimulateArgs, at: Option<u64>) {
    let until = at.unwrap_or(simulation.end_ms);
    if args.watch {
        for line in simulation.watch_lines(until) {
            println!("{line}");
        }
        return;
    }
    if args.describe {
        print!("{}", simulation.state_at(until).describe);
        return;
    }
    if let Some(t) = at {
        let state = simulation.state_at(t);
        if state.removed {
            // The object is gone: kubectl has no row, phase or conditions to show, only NotFound.
            println!("at {}: the Pod object has been removed from the API", podsim::scenario::duration::format_ms(t));
            print!("{}", state.describe);
            return;
        }
        println!("at {}: phase {}", podsim::scenario::duration::format_ms(t), state.phase);
        for line in podsim::status::printer::format_table(std::slice::from_ref(&state.row)) {
            println!("{line}");
        }
        println!();
        for condition in &state.conditions {
            let reason = condition.reason.as_deref().map(|r| format!(" ({r})")).unwrap_or_default();
            println!("  {:<26}{}{}", condition.condition_type, condition.status, reason);
        }
        println!();
        for container in &state.containers {
            let reason = container.reason.as_deref().map(|r| format!(" {r}")).unwrap_or_default();
            let last = container.last_state.as_deref().map(|l| format!(", last: {l}")).unwrap_or_default();
            println!(
                "  {:<10}{:<24}{}{} ready={} restarts={}{}",
                container.kind, container.name, container.state, reason, container.ready, container.restart_count, last
            );
            if let Some(why) = container.why.as_ref().filter(|_| args.explain) {
                println!("            why: {why}");
            }
        }
        if args.explain {
            println!();
            for fact in &state.changes {
                if let Some(why) = &fact.why {
                    println!("  why: {} ({})", why.text, why.rule);
                }
            }
        }
        return;
    }
    for behaviour in &simulation.behaviours {
        println!("# {}: {}", behaviour.container, behaviour.explanation);
    }
    print!("{}", simulation.timeline_text(args.explain));
    for note in &simulation.notes {
        println!("note: {note}");
    }
}

/// A lifecycle vector (`pod:` + `behaviour:` + `actions:`) can be simulated directly.
fn vector_parts(documents: &[Node]) -> Option<(podsim::model::Pod, Scenario)> {
    let document = documents.first()?;
    let pod_node = document.get("pod")?;
    let (pod, _) = podsim::parse::read_pod_node(pod_node, "", "Pod");
    let mut entries = Vec::new();
    for key in ["behaviour", "actions"] {
        if let Some(value) = document.get(key) {
            entries
                .push((podsim::yaml::Key { text: key.to_owned(), span: podsim::yaml::Span::default() }, value.clone()));
        }
    }
    let node = Node { kind: podsim::yaml::NodeKind::Map(entries), span: document.span };
    Some((pod, Scenario::from_node(&node)))
}
