//! `expect.asserts` and `final`: the upstream harness helpers (log order) and status waits.

use super::harness_log::HarnessLog;
use crate::vector;
use podsim::duration::parse_scenario_ms;
use podsim::engine::{FactKind, Simulation, Snapshot};
use podsim::model::{ContainerStatus, PodStatus};
use podsim::scenario::Scenario;
use podsim::yaml::Node;

type Check = Result<(), String>;

/// Checks one assert.
pub fn check(assert: &Node, simulation: &Simulation, log: &HarnessLog) -> Check {
    let Some((key, value)) = assert
        .entries()
        .and_then(|e| e.iter().find(|(k, _)| k.text != "note" && k.text != "round" && k.text != "toleranceMs"))
    else {
        return Err("empty assert".to_owned());
    };
    let pair = |v: &Node| -> (String, String) {
        let items = v.items().unwrap_or(&[]);
        (
            items.first().and_then(Node::scalar).unwrap_or("").to_owned(),
            items.get(1).and_then(Node::scalar).unwrap_or("").to_owned(),
        )
    };
    let round = vector::text(assert, "round").and_then(|r| r.parse::<usize>().ok()).unwrap_or(1);
    match key.text.as_str() {
        "startsBefore" => {
            let (a, b) = pair(value);
            let started = log.find(&a, "Started", 0, round).ok_or(format!("{a} never logged Started #{round}"))?;
            log.find(&b, "Starting", started + 1, 1).map(|_| ()).ok_or(format!("{b} did not start after {a} started"))
        }
        "exitsBefore" => {
            let (a, b) = pair(value);
            let exited = log.find(&a, "Exiting", 0, 1).ok_or(format!("{a} never exited"))?;
            log.find(&b, "Exiting", exited + 1, 1).map(|_| ()).ok_or(format!("{b} did not exit after {a}"))
        }
        "runTogether" | "runTogetherLhsFirst" => {
            let (a, b) = pair(value);
            let a_start = log.find(&a, "Started", 0, 1).ok_or(format!("{a} never started"))?;
            let b_start = log.find(&b, "Started", 0, 1).ok_or(format!("{b} never started"))?;
            if let Some(a_exit) = log.find(&a, "Exiting", 0, 1)
                && b_start > a_exit
            {
                return Err(format!("{b} started after {a} exited"));
            }
            if let Some(b_exit) = log.find(&b, "Exiting", 0, 1)
                && a_start > b_exit
            {
                return Err(format!("{a} started after {b} exited"));
            }
            if key.text == "runTogetherLhsFirst" && a_start > b_start {
                return Err(format!("{b} started before {a}"));
            }
            Ok(())
        }
        "starts" => need(log.count(scalar(value), "Starting") > 0, "never started"),
        "doesntStart" => need(log.count(scalar(value), "Starting") == 0, "started"),
        "exits" => need(log.count(scalar(value), "Exiting") > 0, "never exited"),
        "hasRestarted" => need(log.count(scalar(value), "Starting") >= 2, "has not restarted"),
        "hasNotRestarted" => need(log.count(scalar(value), "Starting") < 2, "has restarted"),
        "order" => {
            let mut last: Option<usize> = None;
            for item in value.items().unwrap_or(&[]) {
                let text = item.scalar().unwrap_or("");
                let (name, rest) = text.split_once(' ').unwrap_or((text, ""));
                let nth = rest.split('#').nth(1).and_then(|n| n.parse::<usize>().ok()).unwrap_or(1);
                let index = log.find(name, "Starting", 0, nth).ok_or(format!("{name} has no start #{nth}"))?;
                if last.is_some_and(|l| index < l) {
                    return Err(format!("{text} is out of order"));
                }
                last = Some(index);
            }
            Ok(())
        }
        "not" => match check(value, simulation, log) {
            Ok(()) => Err("expected to fail, but holds".to_owned()),
            Err(_) => Ok(()),
        },
        "podNoLongerRunning" | "podFailed" => {
            let within = seconds(value, "within").unwrap_or(u64::MAX / 2);
            let failed_only = key.text == "podFailed";
            let ok = simulation
                .snapshots
                .iter()
                .any(|s| s.t_ms <= within && s.phase.is_terminal() && (!failed_only || s.phase.as_str() == "Failed"));
            need(ok, "the Pod did not reach the expected terminal phase in time")
        }
        "podTerminated" => {
            let reason = vector::text(value, "reason");
            let ok = simulation.snapshots.iter().any(|s| {
                s.phase.as_str() == "Failed" && s.pod.status.as_ref().and_then(|st| st.reason.as_deref()) == reason
            });
            need(ok, "the Pod did not terminate with that reason")
        }
        "podRemoved" => {
            let removed = simulation
                .facts
                .iter()
                .find(|f| f.kind == FactKind::PodRemoved)
                .map(|f| f.t_ms)
                .ok_or("the Pod was never removed")?;
            let deleted = simulation
                .facts
                .iter()
                .find(|f| f.kind == FactKind::Action && f.message.as_deref().is_some_and(|m| m.starts_with("delete")))
                .map(|f| f.t_ms)
                .unwrap_or(0);
            match seconds(value, "withinSecondsAfterDelete").or(seconds(value, "within")) {
                Some(limit) if removed.saturating_sub(deleted) > limit => {
                    Err(format!("removed {} ms after the delete", removed - deleted))
                }
                _ => Ok(()),
            }
        }
        "ephemeralContainersCount" => {
            let want = scalar(value).parse::<usize>().unwrap_or(0);
            let ok = simulation
                .snapshots
                .iter()
                .any(|s| s.pod.status.as_ref().is_some_and(|st| st.ephemeral_container_statuses.len() == want));
            need(ok, "never had that many ephemeral containers")
        }
        "exec" | "logs" => {
            let name = vector::text(value, "container").unwrap_or("");
            need(log.count(name, "Starting") > 0, "the container never ran")
        }
        "lastLoopTimesWithin" | "startTimesWithin" => {
            let tolerance = vector::text(assert, "toleranceMs").and_then(|t| t.parse::<u64>().ok()).unwrap_or(1000);
            let times: Vec<u64> = value
                .items()
                .unwrap_or(&[])
                .iter()
                .filter_map(|item| {
                    let process = item.scalar()?;
                    let container = process.split_once('-').map(|(_, c)| c).unwrap_or(process);
                    if key.text == "startTimesWithin" {
                        log.lines.iter().find(|l| l.process == process && l.word == "Starting").map(|l| l.t_ms)
                    } else {
                        simulation
                            .facts
                            .iter()
                            .find(|f| f.kind == FactKind::Exited && f.container.as_deref() == Some(container))
                            .map(|f| f.t_ms)
                    }
                })
                .collect();
            let spread = times.iter().max().copied().unwrap_or(0) - times.iter().min().copied().unwrap_or(0);
            need(spread <= tolerance, "the times are too far apart")
        }
        "preStopLifetime" => {
            let want = scalar(value).parse::<u64>().unwrap_or(0);
            let tolerance = vector::text(assert, "toleranceMs").and_then(|t| t.parse::<u64>().ok()).unwrap_or(1000);
            for start in simulation.facts.iter().filter(|f| f.kind == FactKind::PreStopStarted) {
                let end = simulation
                    .facts
                    .iter()
                    .find(|f| f.t_ms >= start.t_ms && f.kind == FactKind::Exited && f.container == start.container)
                    .map(|f| f.t_ms)
                    .unwrap_or(start.t_ms);
                if (end - start.t_ms).abs_diff(want) > tolerance {
                    return Err(format!("preStop of {:?} lived {} ms", start.container, end - start.t_ms));
                }
            }
            Ok(())
        }
        "status" => status_assert(value, simulation),
        "between" => between(value, simulation),
        "noEvent" => no_event(value, simulation),
        other => Err(format!("unknown assert `{other}`")),
    }
}

/// `between: {from: ENTRY, to: ENTRY, atMost: 25s, atLeast: 0s}`: the first timeline fact that
/// fits `from`, then the first at or after it that fits `to` (entries as in `expect.timeline`,
/// without `t`), are at most / at least that far apart — upstream's relative timing checks
/// ("Ready within 25 s of Started").
fn between(spec: &Node, simulation: &Simulation) -> Check {
    let (Some(from), Some(to)) = (spec.get("from"), spec.get("to")) else {
        return Err("`between` needs `from` and `to`".to_owned());
    };
    let find = |entry: &Node, not_before: u64| {
        let kind = vector::text(entry, "event").unwrap_or("");
        simulation
            .facts
            .iter()
            .find(|f| f.t_ms >= not_before && super::timeline::matches(f, entry, kind, simulation))
            .map(|f| f.t_ms)
    };
    let start = find(from, 0).ok_or(format!("no fact fits {}", vector::show(from)))?;
    let end = find(to, start).ok_or(format!("no fact fits {} after {start} ms", vector::show(to)))?;
    let gap = end - start;
    if let Some(most) = seconds(spec, "atMost")
        && gap > most
    {
        return Err(format!("{gap} ms apart, more than {most} ms"));
    }
    if let Some(least) = seconds(spec, "atLeast")
        && gap < least
    {
        return Err(format!("{gap} ms apart, less than {least} ms"));
    }
    Ok(())
}

/// `noEvent: {reason, type, message, after}`: no Kubernetes event fits (`message` may use the
/// timeline's wildcards; `after`: only occurrences at or after that time count).
fn no_event(spec: &Node, simulation: &Simulation) -> Check {
    let after = seconds(spec, "after").unwrap_or(0);
    let found = simulation.events.iter().find(|event| {
        event.last_ms >= after
            && vector::text(spec, "reason").is_none_or(|r| event.reason == r)
            && vector::text(spec, "type").is_none_or(|t| event.event_type.as_str() == t)
            && vector::text(spec, "message").is_none_or(|m| super::timeline::wildcard_match(m, &event.message))
    });
    match found {
        Some(event) => Err(format!("event {} {:?} at {} ms", event.reason, event.message, event.last_ms)),
        None => Ok(()),
    }
}

fn need(ok: bool, why: &str) -> Check {
    if ok { Ok(()) } else { Err(why.to_owned()) }
}

fn scalar(node: &Node) -> &str {
    node.scalar().unwrap_or("")
}

fn seconds(node: &Node, key: &str) -> Option<u64> {
    parse_scenario_ms(vector::text(node, key)?).ok()
}

/// The times of the scenario's actions.
fn action_times(simulation: &Simulation) -> Vec<u64> {
    simulation.facts.iter().filter(|f| f.kind == FactKind::Action).map(|f| f.t_ms).collect()
}

/// `status: {...}` with `within`, `consistentlyFor`, `abortIfPhaseIn`, `until/mustHold`,
/// `watchDuringKubeletRestart`, `mustStayPending`.
fn status_assert(spec: &Node, simulation: &Simulation) -> Check {
    let actions = action_times(simulation);
    let snapshots = &simulation.snapshots;
    if let (Some(until), Some(must)) = (spec.get("until"), spec.get("mustHold")) {
        let first = snapshots.iter().find(|s| holds(until, s).is_ok()).ok_or("the `until` state never came")?;
        return holds(must, first);
    }
    if spec.get("watchDuringKubeletRestart").is_some() {
        let from = simulation
            .facts
            .iter()
            .find(|f| f.kind == FactKind::Action && f.message.as_deref().is_some_and(|m| m.contains("Kubelet")))
            .map(|f| f.t_ms)
            .unwrap_or(0);
        for snapshot in snapshots.iter().filter(|s| s.t_ms >= from) {
            if let Some(every) = spec.get("everyUpdate") {
                holds(every, snapshot)?;
            }
            holds(spec, snapshot)?;
        }
        return Ok(());
    }
    if let Some(window) = seconds(spec, "consistentlyFor") {
        let start = actions.last().copied().unwrap_or(0);
        let end = start + window;
        let in_force = simulation.snapshot_at(start);
        for snapshot in in_force.into_iter().chain(snapshots.iter().filter(|s| s.t_ms > start && s.t_ms <= end)) {
            holds(spec, snapshot).map_err(|why| format!("at {} ms: {why}", snapshot.t_ms))?;
        }
        return Ok(());
    }
    let within = seconds(spec, "within");
    let abort: Vec<&str> = vector::list(spec, "abortIfPhaseIn").iter().filter_map(Node::scalar).collect();
    let stay_pending = vector::text(spec, "mustStayPending") == Some("true");
    let mut last_error = String::from("never held");
    for snapshot in snapshots {
        if !abort.is_empty() && abort.contains(&snapshot.phase.as_str()) {
            return Err(format!("the phase became {} first", snapshot.phase.as_str()));
        }
        if let Some(limit) = within {
            let since = actions.iter().filter(|a| **a <= snapshot.t_ms).max().copied().unwrap_or(0);
            if snapshot.t_ms > since + limit && actions.iter().all(|a| *a <= snapshot.t_ms) {
                break;
            }
        }
        match holds(spec, snapshot) {
            Ok(()) => {
                if stay_pending {
                    let until = within.unwrap_or(300_000);
                    if let Some(bad) = snapshots.iter().find(|s| s.t_ms <= until && s.phase.as_str() != "Pending") {
                        return Err(format!("the phase was {} at {} ms", bad.phase.as_str(), bad.t_ms));
                    }
                }
                return Ok(());
            }
            Err(why) => last_error = why,
        }
    }
    Err(last_error)
}

/// Every predicate of `spec` holds in `snapshot`.
pub fn holds(spec: &Node, snapshot: &Snapshot) -> Check {
    let empty = PodStatus::default();
    let status = snapshot.pod.status.as_ref().unwrap_or(&empty);
    let selected = select(spec, status, &snapshot.pod)?;
    for (key, value) in spec.entries().unwrap_or(&[]) {
        let text = value.scalar().unwrap_or("");
        let int = text.parse::<i64>().ok();
        let flag = text == "true";
        let container = || selected.ok_or(format!("`{}` needs a container", key.text));
        let result = match key.text.as_str() {
            "phase" => need(snapshot.phase.as_str() == text, &format!("phase is {}", snapshot.phase.as_str())),
            "podReady" => need(
                status.conditions.iter().any(|c| c.condition_type == "Ready" && (c.status == "True") == flag),
                "pod Ready differs",
            ),
            "generation" => need(Some(snapshot.generation) == int, &format!("generation is {}", snapshot.generation)),
            "running" => need(container()?.state.running.is_some() == flag, "running differs"),
            "started" => need(container()?.started.unwrap_or(false) == flag, "started differs"),
            "ready" => need(container()?.ready == flag, "ready differs"),
            "runningAndStarted" => {
                let c = container()?;
                need((c.state.running.is_some() && c.started == Some(true)) == flag, "running-and-started differs")
            }
            "waitingReason" => need(
                container()?.state.waiting.as_ref().and_then(|w| w.reason.as_deref()) == Some(text),
                "waiting reason differs",
            ),
            "waitingMessage" => {
                let message = container()?.state.waiting.as_ref().and_then(|w| w.message.clone());
                need(
                    message.as_deref().is_some_and(|m| super::timeline::wildcard_match(text, m)),
                    &format!("waiting message is {message:?}"),
                )
            }
            "condition" => {
                let kind = vector::text(value, "type").unwrap_or("");
                let found = status.conditions.iter().find(|c| c.condition_type == kind);
                let condition = found.ok_or(format!("no {kind} condition"))?;
                let field = |key: &str, got: Option<&str>| match vector::text(value, key) {
                    Some(want) if !got.is_some_and(|g| super::timeline::wildcard_match(want, g)) => {
                        Err(format!("{kind} {key} is {got:?}"))
                    }
                    _ => Ok(()),
                };
                field("status", Some(condition.status.as_str()))?;
                field("reason", condition.reason.as_deref())?;
                field("message", condition.message.as_deref())
            }
            "image" => need(container()?.image.as_deref() == Some(text), "image differs"),
            "imageNot" => need(container()?.image.as_deref() != Some(text), "image is the forbidden one"),
            "restartCount" => match (selected, int) {
                (Some(c), Some(n)) => need(c.restart_count == n, &format!("restartCount is {}", c.restart_count)),
                (None, Some(n)) => need(all(status).iter().all(|c| c.restart_count == n), "a restartCount differs"),
                _ => Ok(()),
            },
            "restartCountAtLeast" => need(
                container()?.restart_count >= int.unwrap_or(0),
                &format!("restartCount is {}", container()?.restart_count),
            ),
            "restartCountGreaterThan" => need(
                container()?.restart_count > int.unwrap_or(0),
                &format!("restartCount is {}", container()?.restart_count),
            ),
            "restartCountLessThan" => need(container()?.restart_count < int.unwrap_or(1), "restartCount too high"),
            "noRestart" => need(container()?.restart_count == 0, "restarted"),
            "terminatedExitCode" => {
                need(container()?.state.terminated.as_ref().map(|t| t.exit_code) == int, "exit code differs")
            }
            "allRegularRunning" => need(
                status.container_statuses.iter().all(|c| c.state.running.is_some()),
                "not all regular containers run",
            ),
            "noRegularContainerRunningOrRestarted" => need(
                status.container_statuses.iter().all(|c| c.state.running.is_none() && c.restart_count == 0),
                "a regular container ran",
            ),
            "noInitContainerRestarted" => {
                need(status.init_container_statuses.iter().all(|c| c.restart_count == 0), "an init container restarted")
            }
            "completedInitRestartCount" => need(
                status
                    .init_container_statuses
                    .iter()
                    .filter(|c| c.state.terminated.as_ref().is_some_and(|t| t.exit_code == 0))
                    .all(|c| Some(c.restart_count) == int),
                "a completed init container restarted",
            ),
            "initRestartCounts" => {
                let want: Vec<i64> =
                    value.items().unwrap_or(&[]).iter().filter_map(|i| i.scalar()?.parse().ok()).collect();
                let got: Vec<i64> =
                    status.init_container_statuses.iter().take(want.len()).map(|c| c.restart_count).collect();
                need(got == want, &format!("init restart counts are {got:?}"))
            }
            "initContainerStatusesTerminated" | "containerStatusesTerminated" => {
                let list = if key.text.starts_with("init") {
                    &status.init_container_statuses
                } else {
                    &status.container_statuses
                };
                terminated_match(value, list)
            }
            "everyContainer" => {
                for c in &status.container_statuses {
                    container_fields(value, c)?;
                }
                Ok(())
            }
            "initContainer" | "container" | "ephemeralContainer" if value.entries().is_some() => {
                container_fields(value, container()?)
            }
            other if other.ends_with(".image") => {
                let name = other.trim_end_matches(".image");
                need(all(status).iter().any(|c| c.name == name && c.image.as_deref() == Some(text)), "image differs")
            }
            _ => Ok(()),
        };
        result?;
    }
    Ok(())
}

fn all(status: &PodStatus) -> Vec<&ContainerStatus> {
    status.init_container_statuses.iter().chain(&status.container_statuses).map(|c| &**c).collect()
}

fn container_fields(spec: &Node, c: &ContainerStatus) -> Check {
    for (key, value) in spec.entries().unwrap_or(&[]) {
        let text = value.scalar().unwrap_or("");
        match key.text.as_str() {
            "restartCount" => need(Some(c.restart_count) == text.parse().ok(), "restartCount differs")?,
            "started" => need(c.started.unwrap_or(false) == (text == "true"), &format!("{} started differs", c.name))?,
            "ready" => need(c.ready == (text == "true"), &format!("{} ready differs", c.name))?,
            _ => {}
        }
    }
    Ok(())
}

fn terminated_match(spec: &Node, list: &[std::rc::Rc<ContainerStatus>]) -> Check {
    for (name, want) in spec.entries().unwrap_or(&[]) {
        let status = list.iter().find(|c| c.name == name.text).ok_or(format!("no status for {}", name.text))?;
        let terminated = status.state.terminated.as_ref().ok_or(format!("{} is not terminated", name.text))?;
        if let Some(code) = vector::text(want, "exitCode").and_then(|c| c.parse::<i64>().ok()) {
            need(terminated.exit_code == code, &format!("{} exited {}", name.text, terminated.exit_code))?;
        }
        if let Some(reason) = vector::text(want, "reason") {
            need(
                terminated.reason.as_deref() == Some(reason),
                &format!("{} reason {:?}", name.text, terminated.reason),
            )?;
        }
    }
    Ok(())
}

/// The container a status assert is about: by name, by index, or `{index: n}`.
fn select<'s>(
    spec: &Node,
    status: &'s PodStatus,
    pod: &podsim::model::Pod,
) -> Result<Option<&'s ContainerStatus>, String> {
    let _ = pod;
    for (key, list) in [
        ("initContainer", &status.init_container_statuses),
        ("container", &status.container_statuses),
        ("ephemeralContainer", &status.ephemeral_container_statuses),
    ] {
        let Some(value) = spec.get(key) else { continue };
        let reference = value
            .scalar()
            .map(str::to_owned)
            .or_else(|| vector::text(value, "index").map(str::to_owned))
            .unwrap_or_default();
        let found = match reference.parse::<usize>() {
            Ok(index) => list.get(index),
            Err(_) => list.iter().find(|c| c.name == reference),
        }
        .map(|c| &**c);
        return found.map(Some).ok_or(format!("no status for {key} {reference}"));
    }
    Ok(None)
}

/// `final`: the phase and statuses at the end of the run, or at the end of the assert windows.
pub fn check_final(spec: &Node, simulation: &Simulation, _scenario: &Scenario) -> Check {
    let end = super::end_ms(simulation);
    let window_end = action_times(simulation).last().copied().unwrap_or(0) + 60_000;
    let mut last = String::new();
    for t in [end, window_end] {
        let Some(snapshot) = simulation.snapshot_at(t) else { continue };
        match final_holds(spec, snapshot) {
            Ok(()) => return Ok(()),
            Err(why) => last = why,
        }
    }
    Err(last)
}

fn final_holds(spec: &Node, snapshot: &Snapshot) -> Check {
    if let Some(phase) = vector::text(spec, "phase") {
        need(snapshot.phase.as_str() == phase, &format!("phase is {}", snapshot.phase.as_str()))?;
    }
    if let Some(status_text) = vector::text(spec, "kubectlStatus") {
        need(snapshot.row.status == status_text, &format!("STATUS is {}", snapshot.row.status))?;
    }
    let empty = PodStatus::default();
    let status = snapshot.pod.status.as_ref().unwrap_or(&empty);
    for (key, list) in
        [("initContainerStatuses", &status.init_container_statuses), ("containerStatuses", &status.container_statuses)]
    {
        for (name, want) in spec.get(key).and_then(Node::entries).unwrap_or(&[]) {
            let c = list.iter().find(|c| c.name == name.text).ok_or(format!("no status for {}", name.text))?;
            if let Some(t) = want.get("terminated") {
                terminated_match(
                    &Node { kind: podsim::yaml::NodeKind::Map(vec![(name.clone(), t.clone())]), span: name.span },
                    list,
                )?;
            }
            if let Some(reason) = want.get("waiting").and_then(|w| vector::text(w, "reason")) {
                need(
                    c.state.waiting.as_ref().and_then(|w| w.reason.as_deref()) == Some(reason),
                    &format!("{} is not waiting with {reason}", name.text),
                )?;
            }
            if let Some(n) = vector::text(want, "restartCount").and_then(|n| n.parse::<i64>().ok()) {
                need(c.restart_count == n, &format!("{} restartCount {}", name.text, c.restart_count))?;
            }
        }
    }
    for (kind, want) in spec.get("conditions").and_then(Node::entries).unwrap_or(&[]) {
        let text = want.scalar().unwrap_or("");
        let (want_status, want_reason) = match text.split_once(" (") {
            Some((s, r)) => (s, Some(r.trim_end_matches(')'))),
            None => (text, None),
        };
        let c = status
            .conditions
            .iter()
            .find(|c| c.condition_type == kind.text)
            .ok_or(format!("no condition {}", kind.text))?;
        need(c.status == want_status, &format!("{} is {}", kind.text, c.status))?;
        if let Some(reason) = want_reason {
            need(c.reason.as_deref() == Some(reason), &format!("{} reason {:?}", kind.text, c.reason))?;
        }
    }
    Ok(())
}
