//! `podsim simulate FILE [--scenario S] [--k8s V] [--feature-gates G] [--timing ideal|realistic] [--seed N]
//! [--until 10m] [--at T] [--wide] [--watch] [--describe] [--explain] [--json]`: the Pod's lifecycle on a
//! virtual node, as a timeline, or the state at one instant.

use podsim::{DurationStyle, Session, Simulation, format_ms, parse_scenario_ms};

use super::opened::{open, report_refused, report_scenario};
use crate::args::SimulateArgs;

/// Runs `simulate`.
pub fn run(args: &SimulateArgs) -> Result<u8, String> {
    let (session, file_name) = open(&args.input)?;
    let at = args.at.as_deref().map(|t| parse_scenario_ms(t).map_err(|e| format!("--at: {e}"))).transpose()?;
    if let Some(refusal) = &session.analysis().controller_refusal {
        // The workload is created; its controller's Pod is not, so nothing runs.
        println!("{}", session.analysis().kubectl_output());
        println!("no Pod is created; the controller records on the {}:", session.analysis().parsed.source_kind);
        println!("  Warning  {}  {}  {}", refusal.reason, refusal.source, refusal.message);
        return Ok(0);
    }
    if report_refused(&session, &file_name)
        || report_scenario(&session, Some(args.input.scenario.as_deref().unwrap_or(&file_name)))
    {
        return Ok(1);
    }
    let Some(simulation) = session.run() else { return Ok(1) };
    if args.json {
        let mut value = serde_json::to_value(simulation).map_err(|e| e.to_string())?;
        if let Some(object) = value.as_object_mut() {
            if let Some(state) = at.and_then(|t| session.state_at(t)) {
                object.insert("state".to_owned(), serde_json::to_value(state).map_err(|e| e.to_string())?);
            }
            if let Some(slice) = at.and_then(|t| session.endpoint_slice_at(t)) {
                object.insert("endpointSlice".to_owned(), serde_json::Value::from(slice));
            }
            object.insert("service".to_owned(), serde_json::to_value(session.service()).map_err(|e| e.to_string())?);
            object
                .insert("endpoints".to_owned(), serde_json::to_value(session.endpoints()).map_err(|e| e.to_string())?);
            object.insert("traffic".to_owned(), serde_json::to_value(session.traffic()).map_err(|e| e.to_string())?);
        }
        println!("{}", serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
        return Ok(0);
    }
    print_text(&session, simulation, args, at);
    Ok(0)
}

fn print_text(session: &Session, simulation: &Simulation, args: &SimulateArgs, at: Option<u64>) {
    let until = at.unwrap_or(simulation.end_ms);
    if args.watch {
        for line in simulation.watch_lines(until) {
            println!("{line}");
        }
        return;
    }
    if args.describe {
        print!("{}", session.describe_at(until).unwrap_or_default());
        return;
    }
    if let Some(state) = at.and_then(|t| session.state_at(t)) {
        let t = state.t_ms;
        if state.removed {
            // The object is gone: kubectl has no row, phase or conditions to show, only NotFound.
            println!("at {}: the Pod object has been removed from the API", format_ms(t, DurationStyle::Tenths));
            print!("{}", state.describe);
            return;
        }
        println!("at {}: phase {}", format_ms(t, DurationStyle::Tenths), state.phase);
        let lines = match session.wide_at(t).filter(|_| args.wide) {
            Some(wide) => podsim::format_wide_table(&[(state.row.clone(), wide)]),
            None => podsim::format_table(std::slice::from_ref(&state.row)),
        };
        for line in lines {
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
        if let Some(window) = session.traffic().and_then(|traffic| {
            traffic
                .windows
                .iter()
                .filter(|w| w.kind != podsim::TrafficKind::Cut)
                .find(|w| w.start_ms <= t && t < w.end_ms)
        }) {
            println!();
            println!(
                "  traffic: {} ({}–{})",
                window.kind.as_str(),
                format_ms(window.start_ms, DurationStyle::Tenths),
                format_ms(window.end_ms, DurationStyle::Tenths)
            );
            if args.explain {
                println!("    why: {} ({})", window.why.text, window.why.rule);
            }
        }
        if let (Some(service), Some(slice)) = (session.service(), session.endpoint_slice_at(t)) {
            let assumed = match service.origin {
                podsim::ServiceOrigin::Assumed => " (assumed: no Service in the text selects the Pod)",
                podsim::ServiceOrigin::Written { .. } => "",
            };
            println!();
            println!("  EndpointSlice of Service {}{assumed}:", service.name);
            for line in slice.lines() {
                println!("    {line}");
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
    print_traffic(session, args.explain);
    for note in &simulation.notes {
        println!("note: {note}");
    }
}

/// The traffic windows through the Pod's Service, when one selects it: served, refused (a
/// proxy's 502), cut and idle, with their whys under `--explain`.
fn print_traffic(session: &Session, explain: bool) {
    let (Some(service), Some(traffic)) = (session.service(), session.traffic()) else { return };
    let assumed = match service.origin {
        podsim::ServiceOrigin::Assumed => " (assumed: no Service in the text selects the Pod)",
        podsim::ServiceOrigin::Written { .. } => "",
    };
    println!("traffic through Service {}{assumed}:", service.name);
    for window in &traffic.windows {
        let (start, end) =
            (format_ms(window.start_ms, DurationStyle::Tenths), format_ms(window.end_ms, DurationStyle::Tenths));
        println!("  {start:>8} – {end:<8} {}", window.kind.as_str());
        if explain {
            println!("           why: {} ({})", window.why.text, window.why.rule);
        }
    }
}
