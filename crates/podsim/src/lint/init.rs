//! Init-container rules: never finishes (PS001), waits on the network with no limit (PS007),
//! and a sidecar that a version without native sidecars turns into a plain init container (PS009).

use super::command::{looks_long_running, waits_for_network};
use super::{Finding, LintCode, LintContext, command_field, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::Pod;
use crate::version::KubeVersion;

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], context: LintContext<'_>, findings: &mut Vec<Finding>) {
    let total = pod.spec.init_containers.len();
    let native_sidecars = context.version.gates().sidecar_containers;
    for container in containers.iter().filter(|c| c.kind == ContainerKind::Init) {
        let dropped_sidecar = !native_sidecars && container.container.is_restartable();
        let long_running = looks_long_running(container.container);
        let stuck = format!("Init:{}/{total}", container.index);
        if dropped_sidecar {
            // api/pod: dropDisabledFields clears initContainers[*].restartPolicy when SidecarContainers is off.
            let consequence = match &long_running {
                Some(reason) => format!(
                    ", and since it {} it never finishes: the app containers never start and the Pod stays in {stuck}",
                    reason.evidence()
                ),
                None => ": it runs once, to completion, before the app containers instead of alongside them".to_owned(),
            };
            findings.push(Finding {
                code: LintCode::SidecarOnLegacyCluster,
                field: format!("{}.restartPolicy", container.path()),
                message: format!(
                    "this cluster has no native sidecars (Kubernetes {}): the API server drops `restartPolicy: Always` \
                     from init container {}, so it becomes a plain init container{consequence}",
                    legacy_name(context.version),
                    shown_name(container)
                ),
                fix: format!(
                    "on this cluster move {} to `containers` (it then starts with the app, in no guaranteed order), \
                     or run the Pod on Kubernetes 1.29+ where `restartPolicy: Always` makes a native sidecar",
                    shown_name(container)
                ),
            });
            continue;
        }
        if let Some(reason) = long_running {
            let fix = if native_sidecars {
                format!(
                    "if {name} is a helper that should run alongside the app, make it a native sidecar by adding \
                     `restartPolicy: Always` to it; if it is a setup step, make its command exit when the work is done",
                    name = shown_name(container)
                )
            } else {
                format!(
                    "this cluster has no native sidecars: move {} to `containers`, or make its command exit when the \
                     work is done",
                    shown_name(container)
                )
            };
            findings.push(Finding {
                code: LintCode::InitNeverFinishes,
                field: command_field(container),
                message: format!(
                    "init container {} never finishes: it {}, but a plain init container must exit before the next \
                     container starts, so the Pod stays in {stuck} forever",
                    shown_name(container),
                    reason.evidence()
                ),
                fix,
            });
            continue;
        }
        if let Some(wait) = waits_for_network(container.container) {
            if wait.bounded || pod.spec.active_deadline_seconds.is_some() {
                continue;
            }
            let deadline = if matches!(context.source_kind, "Pod" | "Job" | "CronJob") {
                ", or set spec.activeDeadlineSeconds"
            } else {
                ""
            };
            findings.push(Finding {
                code: LintCode::UnboundedInitWait,
                field: command_field(container),
                message: format!(
                    "init container {} waits with no time limit (`{}`): if the dependency never appears, or its name \
                     is misspelt, the Pod stays in {stuck} with no error and empty app logs",
                    shown_name(container),
                    wait.loop_words
                ),
                fix: format!(
                    "bound the wait: wrap the loop in `timeout 300 sh -c '…'` or count attempts and `exit 1` after a \
                     limit{deadline}; if the app can retry on its own, drop the wait and gate traffic with a readinessProbe"
                ),
            });
        }
    }
}

/// How the version setting is named in messages.
fn legacy_name(version: KubeVersion) -> &'static str {
    match version {
        KubeVersion::Legacy => "1.28 or older with SidecarContainers off",
        _ => "SidecarContainers off",
    }
}
