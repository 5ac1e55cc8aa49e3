//! `expect.timeline`: each entry must appear in the simulated facts, in order (equal expected
//! times in any order), within ±1 s; `confidence: low` entries are informative.

use crate::vector;
use podsim::engine::{Fact, Simulation};
use podsim::yaml::Node;

/// Expected kinds that assert the absence of change or are injected by the harness itself.
const NOT_FACTS: &[&str] = &["NoChange", "NoRestart", "Action"];

const TOLERANCE_MS: u64 = 1000;

/// Failure lines (empty when the timeline matches).
pub fn check(simulation: &Simulation, expected: &[Node]) -> Vec<String> {
    let first_variant = expected.iter().find_map(|e| vector::text(e, "variant"));
    let mut used = vec![false; simulation.facts.len()];
    let mut floor: u64 = 0;
    let mut group_time: Option<u64> = None;
    let mut group_max: u64 = 0;
    let mut failures = Vec::new();
    for entry in expected {
        let kind = vector::text(entry, "event").unwrap_or("");
        if NOT_FACTS.contains(&kind) || vector::text(entry, "confidence") == Some("low") {
            continue;
        }
        if let Some(variant) = vector::text(entry, "variant")
            && Some(variant) != first_variant
        {
            continue;
        }
        let Some(t) = vector::text(entry, "t").and_then(|t| t.parse::<u64>().ok()) else { continue };
        let t_ms = t * 1000;
        if group_time != Some(t_ms) {
            floor = floor.max(group_max);
            group_time = Some(t_ms);
        }
        let found = simulation.facts.iter().enumerate().find(|(index, fact)| {
            !used.get(*index).copied().unwrap_or(true)
                && fact.t_ms >= floor
                && fact.t_ms.abs_diff(t_ms) <= TOLERANCE_MS
                && matches(fact, entry, kind, simulation)
        });
        match found {
            Some((index, fact)) => {
                if let Some(flag) = used.get_mut(index) {
                    *flag = true;
                }
                group_max = group_max.max(fact.t_ms);
            }
            None => failures.push(format!("timeline entry {} not found in order", vector::show(entry))),
        }
    }
    failures
}

/// Does `fact` fit the timeline entry (`event` `kind`, and each other key the entry names)?
pub(super) fn matches(fact: &Fact, entry: &Node, kind: &str, simulation: &Simulation) -> bool {
    if fact.kind.as_str() != kind {
        return false;
    }
    if vector::text(entry, "container") != fact.container.as_deref() {
        return false;
    }
    let int = |key: &str| vector::text(entry, key).and_then(|v| v.parse::<i64>().ok());
    if let Some(code) = int("exitCode")
        && fact.exit_code != Some(code)
    {
        return false;
    }
    if let Some(count) = int("restartCount")
        && fact.restart_count.unwrap_or(0) != count
    {
        return false;
    }
    if let Some(reason) = vector::text(entry, "reason")
        && fact.reason.as_deref() != Some(reason)
    {
        return false;
    }
    if let Some(image) = vector::text(entry, "image")
        && fact.image.as_deref() != Some(image)
    {
        return false;
    }
    if let Some(probe) = vector::text(entry, "probe")
        && fact.probe.as_deref() != Some(probe)
    {
        return false;
    }
    if let Some(phase) = vector::text(entry, "phase")
        && fact.phase.as_deref() != Some(phase)
    {
        return false;
    }
    if let Some(message) = vector::text(entry, "message")
        && !fact.message.as_deref().is_some_and(|m| wildcard_match(message, m))
    {
        return false;
    }
    if let Some(status) = vector::text(entry, "kubectlStatus") {
        // Any state shown at that instant (a change and the kubelet's reaction share an instant).
        let shown = simulation.snapshots.iter().filter(|s| s.t_ms == fact.t_ms).any(|s| s.row.status == status);
        if !shown {
            return false;
        }
    }
    true
}

/// `...`, `<anything>`, `NS` and `UID` in the expected text match any run of characters.
pub fn wildcard_match(pattern: &str, text: &str) -> bool {
    let mut parts: Vec<String> = vec![String::new()];
    let mut rest = pattern;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("...") {
            parts.push(String::new());
            rest = after;
        } else if rest.starts_with('<') && rest.contains('>') {
            let end = rest.find('>').unwrap_or(0);
            parts.push(String::new());
            rest = &rest[end + 1..];
        } else if let Some(after) = rest.strip_prefix("NS(UID)") {
            parts.push(String::new());
            rest = after;
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            if let Some(last) = parts.last_mut() {
                last.push(c);
            }
            rest = &rest[c.len_utf8()..];
        }
    }
    let mut position = 0;
    for (index, part) in parts.iter().enumerate() {
        if part.is_empty() {
            continue;
        }
        if index == 0 {
            if !text.starts_with(part.as_str()) {
                return false;
            }
            position = part.len();
            continue;
        }
        match text[position..].find(part.as_str()) {
            Some(found) => position += found + part.len(),
            None => return false,
        }
    }
    parts.len() > 1 || position == text.len()
}
