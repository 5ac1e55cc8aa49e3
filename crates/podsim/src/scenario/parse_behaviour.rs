//! Reads one container's `behaviour` block (the lifecycle vectors' schema, plus `waitsFor`).

use super::behaviour::{Behaviour, HookScript, OnSigterm, ProbeScript, RunOverride};
use super::explained::{BehaviourSays, Explained};
use super::read::{Reads, entries};
use crate::yaml::Node;

/// Reads a behaviour mapping; unknown keys are errors, informative keys are accepted.
pub(crate) fn read(node: &Node, reads: &mut Reads) -> Behaviour {
    let explanation = Explained::from(BehaviourSays::Scenario);
    let mut b = Behaviour { explanation, on_sigterm: None, ..Behaviour::default() };
    for (key, value) in entries(node) {
        let canonical = match key.text.as_str() {
            "startDelay" => "startDelaySeconds",
            "runFor" => "runSeconds",
            other => other,
        };
        if !matches!(canonical, "kind" | "note" | "confidence" | "explanation") {
            b.fields.push(canonical.to_owned());
        }
        match key.text.as_str() {
            "startDelaySeconds" | "startDelay" => b.start_delay_ms = reads.duration(node, &key.text).unwrap_or(0),
            "runSeconds" | "runFor" => b.run_ms = reads.duration_or_forever(node, &key.text).unwrap_or(None),
            "exitCode" => b.exit_code = reads.exit_code(node, "exitCode").unwrap_or(0),
            "onSigterm" => b.on_sigterm = read_sigterm(value, reads),
            "readinessFailsAfterSigterm" => {
                b.readiness_fails_after_sigterm = reads.boolean(node, "readinessFailsAfterSigterm").unwrap_or(false);
            }
            "image" => match value.scalar() {
                Some("pullFails") => b.image_pull_fails = true,
                Some("present") => {}
                _ => reads.error(value.span.start, "`image` must be present or pullFails"),
            },
            "probes" => {
                for (probe, script) in entries(value) {
                    if !matches!(probe.text.as_str(), "startup" | "liveness" | "readiness") {
                        reads.error(probe.span.start, format!("unknown probe `{}`; use startup, liveness or readiness", probe.text));
                        continue;
                    }
                    let text = script.scalar().or_else(|| script.get("result").and_then(Node::scalar)).unwrap_or("");
                    let parsed = match text {
                        "alwaysFail" => ProbeScript::AlwaysFail,
                        "alwaysSucceed" => ProbeScript::AlwaysSucceed,
                        "succeedsAfterStarted" => ProbeScript::SucceedsAfterStarted,
                        other => {
                            reads.error(script.span.start, format!("unknown probe result `{other}`; use alwaysFail, alwaysSucceed or succeedsAfterStarted"));
                            continue;
                        }
                    };
                    b.probes.push((probe.text.clone(), parsed));
                }
            }
            "hooks" => {
                for (hook, body) in entries(value) {
                    let script = read_hook(body, reads);
                    match hook.text.as_str() {
                        "postStart" => b.post_start = Some(script),
                        "preStop" => b.pre_stop = Some(script),
                        other => reads.error(hook.span.start, format!("unknown hook `{other}`; use postStart or preStop")),
                    }
                }
            }
            "runs" => {
                for item in value.items().unwrap_or(&[]) {
                    if let Some(run) = read_run(item, reads) {
                        b.runs.push(run);
                    }
                }
            }
            "waitsFor" => b.waits_for = value.scalar().map(str::to_owned),
            "kind" | "note" | "confidence" | "explanation" => {}
            other => reads.error(key.span.start, format!("unknown behaviour field `{other}`; known: startDelaySeconds, runSeconds, exitCode, onSigterm, readinessFailsAfterSigterm, image, probes, hooks, runs, waitsFor")),
        }
    }
    b
}

fn read_sigterm(value: &Node, reads: &mut Reads) -> Option<OnSigterm> {
    if value.scalar() == Some("ignore") {
        return Some(OnSigterm::Ignore);
    }
    if value.entries().is_none() {
        reads.error(value.span.start, "`onSigterm` must be `ignore` or `{afterSeconds, exitCode}`");
        return None;
    }
    let after_ms = reads.duration(value, "afterSeconds").unwrap_or(0);
    let exit_code = reads.exit_code(value, "exitCode").unwrap_or(143);
    Some(OnSigterm::Exit { after_ms, exit_code })
}

fn read_hook(body: &Node, reads: &mut Reads) -> HookScript {
    let forever = reads.boolean(body, "loopForever").unwrap_or(false);
    HookScript {
        start_delay_ms: reads.duration(body, "startDelaySeconds").unwrap_or(0),
        run_ms: if forever { None } else { Some(reads.duration(body, "runSeconds").unwrap_or(0)) },
        exit_code: reads.exit_code(body, "exitCode").unwrap_or(0),
    }
}

/// `{run: 1, …}` or `{run: 2+, …}`.
fn read_run(item: &Node, reads: &mut Reads) -> Option<RunOverride> {
    let text = reads.text(item, "run")?.trim();
    let (from, open) = match text.strip_suffix('+') {
        Some(number) => (number, true),
        None => (text, false),
    };
    let Ok(from_run) = from.trim().parse::<u32>() else {
        reads.error(item.span.start, format!("`run` must be a run number like 1 or 2+, not {text:?}"));
        return None;
    };
    let run_key = if item.get("exitAfterSeconds").is_some() { "exitAfterSeconds" } else { "runSeconds" };
    Some(RunOverride {
        from_run,
        to_run: if open { None } else { Some(from_run) },
        start_delay_ms: reads.duration(item, "startDelaySeconds"),
        run_ms: reads.duration_or_forever(item, run_key),
        exit_code: reads.exit_code(item, "exitCode"),
    })
}
