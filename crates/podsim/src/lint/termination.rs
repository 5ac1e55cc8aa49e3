//! PS004: `terminationGracePeriodSeconds` shorter than the preStop work. The grace period is one
//! budget for the whole Pod: all preStop hooks start together, and sidecars get SIGTERM only after
//! the app containers have exited.

use super::{Finding, LintCode, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::{Handler, Pod};
use crate::process::shell::{commands_of, sleep_seconds};

/// The kubelet always leaves this much time after SIGTERM. // kubelet: killContainer (minimumGracePeriodInSeconds)
const MINIMUM_GRACE_SECONDS: i64 = 2;

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

fn shown_seconds(seconds: i64) -> String {
    if seconds == i64::MAX { "forever".to_owned() } else { format!("{seconds}s") }
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
        let (sidecars_en, sidecars_zh) = if has_sidecars && container.kind == ContainerKind::App {
            (
                "; the sidecars, stopped only after the app containers have exited, get that floor too",
                "；sidecar 要等应用容器退出后才停止，同样只剩这个下限",
            )
        } else {
            ("", "")
        };
        let (name, shown) = (shown_name(container), shown_seconds(seconds));
        let (takes_zh, above_zh) = if seconds == i64::MAX {
            ("永远不会结束".to_owned(), "钩子的时长".to_owned())
        } else {
            (format!("需要 {seconds} 秒"), format!(" {seconds} 秒"))
        };
        findings.push(Finding {
            code: LintCode::GraceShorterThanPreStop,
            field: format!("{}.lifecycle.preStop", container.path()),
            message: crate::text!(
                "the preStop hook of {name} takes {shown} but terminationGracePeriodSeconds is {grace}: the kubelet cuts \
                 the hook off after {grace}s, then gives the container only {MINIMUM_GRACE_SECONDS}s after SIGTERM \
                 before SIGKILL{sidecars_en}",
                "{name} 的 preStop 钩子{takes_zh}，但 terminationGracePeriodSeconds 只有 {grace}：kubelet 在 {grace} 秒后\
                 中断钩子，然后在 SIGTERM 之后只给容器 {MINIMUM_GRACE_SECONDS} 秒就发送 SIGKILL{sidecars_zh}"
            ),
            fix: crate::text!(
                "raise spec.terminationGracePeriodSeconds above {shown} plus the time the process needs after SIGTERM, \
                 or shorten the preStop hook",
                "把 spec.terminationGracePeriodSeconds 提高到大于{above_zh}与进程在 SIGTERM 之后所需时间之和，\
                 或者缩短 preStop 钩子"
            ),
        });
    }
}
