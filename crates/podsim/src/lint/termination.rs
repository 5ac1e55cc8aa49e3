//! PS004: `terminationGracePeriodSeconds` shorter than the preStop work. The grace period is one
//! budget for the whole Pod: all preStop hooks start together, and sidecars get SIGTERM only after
//! the app containers have exited.

use super::{Finding, LintCode, LintSays, PreStopTakes, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::{Handler, Pod};
use crate::process::shell::{commands_of, sleep_seconds};

/// How long a preStop hook takes, when it says so: `sleep.seconds`, or the `sleep N` commands of
/// its exec script. `i64::MAX` stands for `sleep infinity`.
fn pre_stop_seconds(handler: &Handler) -> Option<i64> {
    if let Some(seconds) = handler.sleep_seconds {
        return Some(seconds);
    }
    let words = handler.exec.as_ref()?;
    let mut total: Option<i64> = None;
    for command in commands_of(words).iter().filter(|command| !command.background) {
        if command.program() != Some("sleep") {
            continue;
        }
        for argument in command.arguments() {
            let seconds = match sleep_seconds(argument) {
                Some(Ok(seconds)) => i64::try_from(seconds).unwrap_or(i64::MAX),
                Some(Err(())) => i64::MAX,
                None => continue,
            };
            total = Some(total.unwrap_or(0).saturating_add(seconds));
        }
    }
    total
}

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    let grace = pod.spec.grace_period_or_default();
    let has_sidecars = containers.iter().any(|c| c.kind == ContainerKind::Sidecar);
    // kubelet: killContainer runs every preStop hook at once, regular and sidecar alike; a sidecar
    // is sent SIGTERM only after the app containers have exited, with what is left (at least 2s).
    for container in containers.iter().filter(|c| matches!(c.kind, ContainerKind::App | ContainerKind::Sidecar)) {
        let Some(handler) = container.container.lifecycle.as_ref().and_then(|l| l.pre_stop.as_ref()) else { continue };
        let Some(seconds) = pre_stop_seconds(handler) else { continue };
        if seconds < grace {
            continue;
        }
        let sidecars_too = has_sidecars && container.kind == ContainerKind::App;
        let takes = if seconds == i64::MAX { PreStopTakes::Forever } else { PreStopTakes::Seconds(seconds) };
        findings.push(Finding {
            code: LintCode::GraceShorterThanPreStop,
            field: format!("{}.lifecycle.preStop", container.path()),
            says: LintSays::GraceShorterThanPreStop {
                name: shown_name(container),
                takes,
                grace_seconds: grace,
                sidecars_too,
            },
        });
    }
}
