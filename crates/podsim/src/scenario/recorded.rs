//! Behaviour read from a pasted status: a container the status shows crash-looping is replayed
//! failing the way its last run ended (exit code, OOM kill, how long it ran).

use super::behaviour::Behaviour;
use super::explained::{BehaviourSays, Explained};
use crate::model::ContainerStatus;
use crate::status::time::parse_rfc3339;

/// The behaviour a container's recorded status shows, when it shows one: the container is in
/// CrashLoopBackOff (or has just failed) and its last run ended with a failure.
pub fn from_status(status: &ContainerStatus) -> Option<Behaviour> {
    let crash_looping = status.state.waiting.as_ref().and_then(|w| w.reason.as_deref()) == Some("CrashLoopBackOff");
    let last = match &status.state.terminated {
        Some(now) => now,
        None if crash_looping => status.last_state.terminated.as_ref()?,
        None => return None,
    };
    let oom_killed = last.reason.as_deref() == Some("OOMKilled");
    if last.exit_code == 0 && !oom_killed {
        return None;
    }
    let started = last.started_at.as_deref().and_then(parse_rfc3339);
    let finished = last.finished_at.as_deref().and_then(parse_rfc3339);
    let ran_s = match (started, finished) {
        (Some(started), Some(finished)) => u64::try_from(finished.saturating_sub(started)).unwrap_or(0),
        _ => 0,
    };
    let code = if oom_killed { 137 } else { last.exit_code };
    let reason = last.reason.clone().unwrap_or_else(|| "Error".to_owned());
    let restarts = status.restart_count;
    Some(Behaviour {
        run_ms: Some(ran_s.saturating_mul(1000)),
        exit_code: code,
        exits_oom_killed: oom_killed,
        explanation: Explained::from(BehaviourSays::Recorded { exit_code: code, reason, ran_seconds: ran_s, restarts }),
        ..Behaviour::default()
    })
}
