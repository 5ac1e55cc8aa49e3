//! Init-container rules: never finishes (PS001), waits on the network with no limit (PS007),
//! and a sidecar that a version without native sidecars turns into a plain init container (PS009).

use super::{Finding, LintCode, LintContext, command_field, keeps_running, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::lang::Text;
use crate::model::Pod;
use crate::version::KubeVersion;

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], context: LintContext<'_>, findings: &mut Vec<Finding>) {
    let total = pod.spec.init_containers.len();
    let native_sidecars = context.version.gates().sidecar_containers;
    for container in containers.iter().filter(|c| c.kind == ContainerKind::Init) {
        let dropped_sidecar = !native_sidecars && container.container.is_restartable();
        let policy = pod.spec.restart_policy_or_default();
        let long_running = keeps_running(container.container, ContainerKind::Init, policy);
        let stuck = format!("Init:{}/{total}", container.index);
        let name = shown_name(container);
        if dropped_sidecar {
            // api/pod: dropDisabledFields clears initContainers[*].restartPolicy when SidecarContainers is off.
            let consequence = match &long_running {
                Some(Text { en, zh }) => {
                    crate::text!(
                        ", and since it {en}, it never finishes: the app containers never start and the Pod stays in {stuck}",
                        "；而它{zh}，永远不会结束：应用容器永远不会启动，Pod 一直停留在 {stuck}"
                    )
                }
                None => crate::text!(
                    ": it runs once, to completion, before the app containers instead of alongside them",
                    "：它会在应用容器之前运行一次直到完成，而不是与应用容器并行运行"
                ),
            };
            let ((legacy_en, legacy_zh), Text { en: consequence_en, zh: consequence_zh }) =
                (legacy_name(context.version), consequence);
            findings.push(Finding {
                code: LintCode::SidecarOnLegacyCluster,
                field: format!("{}.restartPolicy", container.path()),
                message: crate::text!(
                    "this cluster has no native sidecars (Kubernetes {legacy_en}): the API server drops `restartPolicy: Always` \
                     from init container {name}, so it becomes a plain init container{consequence_en}",
                    "这个集群不支持原生 sidecar（Kubernetes {legacy_zh}）：API Server 会丢弃 init 容器 {name} 的 \
                     `restartPolicy: Always`，它因此变成普通 init 容器{consequence_zh}"
                ),
                fix: crate::text!(
                    "on this cluster move {name} to `containers` (it then starts with the app, in no guaranteed order), \
                     or run the Pod on Kubernetes 1.29+ where `restartPolicy: Always` makes a native sidecar",
                    "在这个集群上，请把 {name} 移到 `containers`（它会与应用一起启动，先后顺序不保证），\
                     或者在 Kubernetes 1.29+ 上运行这个 Pod，那里的 `restartPolicy: Always` 会让它成为原生 sidecar"
                ),
            });
            continue;
        }
        if let Some(Text { en, zh }) = long_running {
            let fix = if native_sidecars {
                crate::text!(
                    "if {name} is a helper that should run alongside the app, make it a native sidecar by adding \
                     `restartPolicy: Always` to it; if it is a setup step, make its command exit when the work is done",
                    "如果 {name} 是应与应用并行运行的辅助容器，请给它加上 `restartPolicy: Always`，使它成为原生 sidecar；\
                     如果它是准备步骤，请让它的命令在工作完成后退出"
                )
            } else {
                crate::text!(
                    "this cluster has no native sidecars: move {name} to `containers`, or make its command exit when the \
                     work is done",
                    "这个集群不支持原生 sidecar：请把 {name} 移到 `containers`，或者让它的命令在工作完成后退出"
                )
            };
            findings.push(Finding {
                code: LintCode::InitNeverFinishes,
                field: command_field(container),
                message: crate::text!(
                    "init container {name} never finishes: it {en}, but a plain init container must exit before the next \
                     container starts, so the Pod stays in {stuck} forever",
                    "init 容器 {name} 永远不会结束：它{zh}，但普通 init 容器必须先退出，下一个容器才会启动，\
                     所以 Pod 会永远停留在 {stuck}"
                ),
                fix,
            });
            continue;
        }
        let process = crate::process::classify(container.container, ContainerKind::Init, policy);
        if let Some(wait) = process.wait {
            if wait.bounded || pod.spec.active_deadline_seconds.is_some() {
                continue;
            }
            let (deadline_en, deadline_zh) = if matches!(context.source_kind, "Pod" | "Job" | "CronJob") {
                (", or set spec.activeDeadlineSeconds", "，或者设置 spec.activeDeadlineSeconds")
            } else {
                ("", "")
            };
            let loop_words = &wait.loop_words;
            findings.push(Finding {
                code: LintCode::UnboundedInitWait,
                field: command_field(container),
                message: crate::text!(
                    "init container {name} waits with no time limit (`{loop_words}`): if the dependency never appears, or its name \
                     is misspelt, the Pod stays in {stuck} with no error and empty app logs",
                    "init 容器 {name} 无时限地等待（`{loop_words}`）：如果依赖一直不出现，或者名字拼错了，\
                     Pod 会停留在 {stuck}，既没有报错，应用日志也是空的"
                ),
                fix: crate::text!(
                    "bound the wait: wrap the loop in `timeout 300 sh -c '…'` or count attempts and `exit 1` after a \
                     limit{deadline_en}; if the app can retry on its own, drop the wait and gate traffic with a readinessProbe",
                    "给等待设置上限：用 `timeout 300 sh -c '…'` 包住循环，或者统计尝试次数、超过上限后 `exit 1`{deadline_zh}；\
                     如果应用自己能重试，就去掉等待，改用 readinessProbe 控制流量"
                ),
            });
        }
    }
}

/// How the version setting is named in messages, in English and Chinese.
fn legacy_name(version: KubeVersion) -> (&'static str, &'static str) {
    match version {
        KubeVersion::Legacy => ("1.28 or older with SidecarContainers off", "1.28 或更早，SidecarContainers 关闭"),
        _ => ("SidecarContainers off", "SidecarContainers 关闭"),
    }
}
