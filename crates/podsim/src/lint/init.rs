//! Init-container rules: never finishes (PS001), waits on the network with no limit (PS007),
//! and a sidecar that a version without native sidecars turns into a plain init container (PS009).

use super::{Finding, InitStuck, LintCode, LintContext, LintSays, command_field, keeps_running, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::Pod;

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], context: LintContext<'_>, findings: &mut Vec<Finding>) {
    let total = pod.spec.init_containers.len();
    let native_sidecars = context.version.gates().sidecar_containers;
    for container in containers.iter().filter(|c| c.kind == ContainerKind::Init) {
        let dropped_sidecar = !native_sidecars && container.container.is_restartable();
        let policy = pod.spec.restart_policy_or_default();
        let long_running = keeps_running(container.container, ContainerKind::Init, policy);
        let stuck = InitStuck { index: container.index, total };
        let name = shown_name(container);
        if dropped_sidecar {
            // api/pod: dropDisabledFields clears initContainers[*].restartPolicy when SidecarContainers is off.
            findings.push(Finding {
                code: LintCode::SidecarOnLegacyCluster,
                field: format!("{}.restartPolicy", container.path()),
                says: LintSays::SidecarOnLegacyCluster { name, version: context.version, runs: long_running, stuck },
            });
            continue;
        }
        if let Some(runs) = long_running {
            findings.push(Finding {
                code: LintCode::InitNeverFinishes,
                field: command_field(container),
                says: LintSays::InitNeverFinishes { name, runs, stuck, native_sidecars },
            });
            continue;
        }
        let process = crate::process::classify(container.container, ContainerKind::Init, policy);
        if let Some(wait) = process.wait {
            if wait.bounded || pod.spec.active_deadline_seconds.is_some() {
                continue;
            }
            let deadline_fix = matches!(context.source_kind, "Pod" | "Job" | "CronJob");
            findings.push(Finding {
                code: LintCode::UnboundedInitWait,
                field: command_field(container),
                says: LintSays::UnboundedInitWait { name, loop_words: wait.loop_words, stuck, deadline_fix },
            });
        }
    }
}
