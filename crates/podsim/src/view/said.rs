//! The engine's whys in words: each [`Said`] as a sentence in English and Simplified Chinese.
//! A why prints and serialises as its English, as a [`Text`] does.

use crate::duration::{Style, format_ms};
use crate::engine::{Said, SidecarTurn, SignalOutcome, Why};
use crate::lang::Text;
use crate::status::duration::go_duration;

impl Said {
    /// The sentence in both languages.
    pub fn text(&self) -> Text {
        match self {
            Said::StartsAfterSidecar { name, sidecar } => {
                crate::text!(
                    "`{name}` starts: sidecar `{sidecar}` has started",
                    "`{name}` 启动：sidecar `{sidecar}` 已启动"
                )
            }
            Said::StartsAfterInit { name, init } => crate::text!(
                "`{name}` starts: init container `{init}` exited 0",
                "`{name}` 启动：init 容器 `{init}` 已以退出码 0 结束"
            ),
            Said::StartsFirst { name } => crate::text!(
                "`{name}` starts first: init containers run one at a time, in order",
                "`{name}` 最先启动：init 容器按顺序逐个运行"
            ),
            Said::StartsAfterInitAndSidecars { name } => crate::text!(
                "`{name}` starts: every init container has exited 0 and every sidecar has started",
                "`{name}` 启动：所有 init 容器都已以退出码 0 结束，所有 sidecar 都已启动"
            ),
            Said::StartsWithoutInit { name } => {
                crate::text!("`{name}` starts: the Pod has no init containers", "`{name}` 启动：Pod 没有 init 容器")
            }
            Said::SidecarRestarted { name, policy } => crate::text!(
                "`{name}` restarted although the Pod's restartPolicy is {policy}: sidecars always restart",
                "尽管 Pod 的 restartPolicy 是 {policy}，`{name}` 仍被重启：sidecar 总是会重启"
            ),
            Said::InitRetried { name, policy } => crate::text!(
                "`{name}` is started again: it failed and restartPolicy {policy} retries init containers",
                "`{name}` 再次启动：它失败了，而 restartPolicy {policy} 会重试 init 容器"
            ),
            Said::EphemeralStarts { name } => crate::text!(
                "`{name}` was added by kubectl debug; ephemeral containers start at once, even while the Pod initializes",
                "`{name}` 由 kubectl debug 添加；临时容器会立即启动，即使 Pod 仍在初始化"
            ),
            Said::RestartedByPolicy { name, policy } => {
                crate::text!(
                    "`{name}` is restarted: restartPolicy {policy}",
                    "`{name}` 被重启：restartPolicy 为 {policy}"
                )
            }
            Said::RestartedByRule { name, exit_code: code, index, summary: rule } => crate::text!(
                "`{name}` is restarted: exit code {code} matches restartPolicyRules[{index}] ({rule})",
                "`{name}` 被重启：退出码 {code} 匹配 restartPolicyRules[{index}]（{rule}）"
            ),
            Said::RestartedNoRuleMatched { name, exit_code: code, policy } => crate::text!(
                "`{name}` is restarted: exit code {code} matches no restartPolicyRules, so restartPolicy {policy} applies",
                "`{name}` 被重启：退出码 {code} 不匹配任何 restartPolicyRules，因此按 restartPolicy {policy} 处理"
            ),
            Said::BackOffHoldsStopped { name, exit_code: code, policy } => crate::text!(
                "the back-off holds back the restart planned before the kill; `{name}` then exited {code}, which restartPolicy {policy} does not restart, so it stays stopped and no CrashLoopBackOff shows",
                "退避推迟了终止前计划的重启；`{name}` 随后以退出码 {code} 退出，而 restartPolicy {policy} 不会重启这种退出，所以它保持停止，不会显示 CrashLoopBackOff"
            ),
            Said::BackOffRestart { name, wait_ms, sidecar } => {
                let (sidecar_en, sidecar_zh) = if *sidecar {
                    (
                        "sidecars are restarted whatever the Pod's restartPolicy, but ",
                        "无论 Pod 的 restartPolicy 是什么，sidecar 都会被重启，但",
                    )
                } else {
                    ("", "")
                };
                let wait = go_duration(i64::try_from(*wait_ms).unwrap_or(0));
                crate::text!(
                    "`{name}` exited again soon after its last restart: {sidecar_en}the kubelet waits {wait} before the next start (10 s doubling up to 5 min; the first restart is immediate)",
                    "`{name}` 在上次重启后不久再次退出：{sidecar_zh}kubelet 要等待 {wait} 才会再次启动它（等待时间从 10 秒开始翻倍，最长 5 分钟；第一次重启立即进行）"
                )
            }
            Said::EnvObjectMissing => crate::text!(
                "the container's env references an object that does not exist; the kubelet retries at every sync, without CrashLoopBackOff",
                "容器的 env 引用了一个不存在的对象；kubelet 在每次同步时重试，不会进入 CrashLoopBackOff"
            ),
            Said::ImagePullFails { image } => crate::text!(
                "the image \"{image}\" cannot be pulled; the kubelet retries with back-off (10 s doubling up to 5 min) and never fails the Pod for it, even with restartPolicy Never",
                "镜像 \"{image}\" 无法拉取；kubelet 按退避间隔重试（从 10 秒开始翻倍，最长 5 分钟），即使 restartPolicy 为 Never，也不会因此让 Pod 失败"
            ),
            Said::SandboxRecreated => crate::text!(
                "the Pod's sandbox is gone (node reboot): a new one is created and every init container runs again from the first",
                "Pod 的沙箱已不存在（节点重启）：kubelet 新建一个沙箱，所有 init 容器从第一个开始重新运行"
            ),
            Said::VolumeObjectMissing { kind, name, volume } => crate::text!(
                "the {kind} `{name}` of volume `{volume}` does not exist: the kubelet mounts every volume before it creates the sandbox, so no container starts; it retries after 0.5 s, doubling up to about 2 min",
                "卷 `{volume}` 引用的 {kind} `{name}` 不存在：kubelet 在创建沙箱之前要挂载所有卷，所以没有容器能启动；它在 0.5 秒后重试，间隔逐次翻倍，最长约 2 分钟"
            ),
            Said::DependencyReachable { name } => crate::text!(
                "`{name}` became reachable, so the wait loop ends and the container exits 0",
                "`{name}` 已可访问，等待循环结束，容器以退出码 0 退出"
            ),
            Said::OomKilled => crate::text!(
                "the container went over its memory limit and the kernel killed it (exit 137)",
                "容器超出了内存限制，被内核杀死（退出码 137）"
            ),
            Said::ExitedZero => {
                crate::text!("the process finished its work and exited 0", "进程完成了工作，以退出码 0 退出")
            }
            Said::ExitedWithCode { exit_code: code } => {
                crate::text!("the process exited with code {code}", "进程以退出码 {code} 退出")
            }
            Said::PostStartReturned => crate::text!(
                "postStart returned: only now may the kubelet create the next container",
                "postStart 已返回：kubelet 这时才可以创建下一个容器"
            ),
            Said::PostStartFailed => crate::text!(
                "the postStart hook failed, so the start failed: the kubelet kills the container and shows it waiting until the next start attempt",
                "postStart 钩子失败，所以这次启动失败：kubelet 杀死容器，在下一次尝试启动之前把它显示为等待状态"
            ),
            Said::RestartAllOnExit { exit_code, rule, summary } => crate::text!(
                "exited {exit_code}, restartPolicyRules[{rule}] ({summary}) restarts every container of the Pod in place: \
                 all are killed without grace and removed, the sandbox and IP stay, and start-up runs again",
                "以退出码 {exit_code} 退出，restartPolicyRules[{rule}]（{summary}）会原地重启 Pod 的所有容器：\
                 全部容器不经宽限期被终止并移除，沙箱和 IP 保留，然后重新执行启动流程"
            ),
            Said::RestartAllRemoves { source, exit_code: code, rule, summary, name } => crate::text!(
                "`{source}` exited {code}, restartPolicyRules[{rule}] ({summary}) restarts every container: \
                 `{name}` is removed from the runtime (restartCount +1) and starts again with the Pod",
                "`{source}` 以退出码 {code} 退出，restartPolicyRules[{rule}]（{summary}）会重启所有容器：\
                 `{name}` 从运行时中移除（restartCount +1），随 Pod 重新启动"
            ),
            Said::RestartAllStartsAgain { name } => crate::text!(
                "`{name}` starts again: the in-place Pod restart removed every container, so start-up runs from the \
                 beginning (init containers in order, sidecars, then regular containers), whatever the restartPolicy",
                "`{name}` 再次启动：原地重启 Pod 移除了所有容器，因此启动流程从头开始（init 容器依次运行，然后是 sidecar，\
                 再是普通容器），与 restartPolicy 无关"
            ),
            Said::ProbeErroredWhileDeleting => crate::text!(
                "on 1.35 an exec readiness probe of a Pod being deleted fails to run (\"context canceled\") and its result is thrown away: Ready stays as it was until the container exits (fixed in 1.37, and 1.36.0–1.36.2 are not affected)",
                "在 1.35 中，正在删除的 Pod 的 exec 就绪探针无法运行（\"context canceled\"），结果被丢弃：容器退出之前 Ready 保持原样（1.37 已修复，1.36.0–1.36.2 不受影响）"
            ),
            Said::ReadinessSucceeded => crate::text!(
                "the readiness probe succeeded (or the container has none and is started)",
                "就绪探针成功（或容器没有就绪探针且已启动）"
            ),
            Said::ReadinessFailed => crate::text!(
                "the readiness probe failed: the container is taken out of Service endpoints, not restarted",
                "就绪探针失败：容器从 Service 端点中摘除，但不会被重启"
            ),
            Said::PreStopFirst => crate::text!(
                "preStop hooks run first, all at the same moment, out of the shared grace budget",
                "preStop 钩子最先运行，所有钩子同时开始，共用同一份宽限期预算"
            ),
            Said::StopSignalSent { turn, custom_signal, outcome } => {
                let mut text = turn.as_ref().map(SidecarTurn::text).unwrap_or_default();
                if let Some(signal) = custom_signal {
                    text.push(&crate::text!(
                        "the stop signal is {signal} (lifecycle.stopSignal). ",
                        "停止信号是 {signal}（lifecycle.stopSignal）。"
                    ));
                }
                text.push(&outcome.text());
                text
            }
            Said::SigkillAfterGrace { at_ms, after_ms, total_s } => {
                let at = format_ms(*at_ms, Style::Tenths);
                let after = format_ms(*after_ms, Style::Tenths);
                crate::text!(
                    "SIGKILL at {at}, {after} after the kill began: the {} s grace period ran out (exit 137; every container gets at least 2 s after SIGTERM)",
                    "{at} 时发送 SIGKILL，距终止开始已过 {after}：{} 秒的宽限期已用完（退出码 137；每个容器在 SIGTERM 之后至少有 2 秒）",
                    total_s
                )
            }
            Said::KillForRestartAll => crate::text!(
                "the Pod restarts in place (AllContainersRestarting): every running container is killed one after \
                 another with grace 0, so no preStop hook runs and SIGKILL follows SIGTERM after the 2 s minimum",
                "Pod 原地重启（AllContainersRestarting）：所有运行中的容器依次以宽限期 0 被终止，\
                 因此不运行 preStop 钩子，SIGTERM 之后经过最短的 2 秒就发送 SIGKILL"
            ),
            Said::KillForImageChange => crate::text!(
                "the container's image changed: the kubelet restarts it whatever the restartPolicy (the back-off key includes the image, so there is no delay)",
                "容器的镜像变了：无论 restartPolicy 是什么，kubelet 都会重启它（退避的键包含镜像，所以没有等待）"
            ),
            Said::KillForLiveness => crate::text!(
                "the liveness probe failed failureThreshold times in a row",
                "存活探针连续失败了 failureThreshold 次"
            ),
            Said::KillForStartup => crate::text!(
                "the startup probe failed failureThreshold times in a row",
                "启动探针连续失败了 failureThreshold 次"
            ),
            Said::KillForPodStop => crate::text!(
                "the Pod is being stopped: every container is killed at once; sidecars wait until the app containers and later sidecars have exited",
                "Pod 正在停止：所有容器同时被终止；sidecar 要等应用容器和排在它后面的 sidecar 都退出后才停止"
            ),
            Said::PreStopCancelled => crate::text!(
                "the kill started over, so the preStop hook of the first attempt is cancelled",
                "终止重新开始，第一次尝试中的 preStop 钩子被取消"
            ),
            Said::KillStartedOver { previous_s, grace_s } => crate::text!(
                "the grace period went down from {previous_s} s to {grace_s} s: the kubelet cancels the \
                 kill under way and starts it over with the shorter budget (preStop runs again, then \
                 SIGTERM; SIGKILL at least 2 s later)",
                "宽限期从 {previous_s} 秒降到 {grace_s} 秒：kubelet 取消正在进行的终止，用更短的预算重新开始\
                 （preStop 再次运行，然后 SIGTERM；至少 2 秒后 SIGKILL）"
            ),
            Said::PodGone => crate::text!(
                "the Pod object is already gone: the API server answers NotFound",
                "Pod 对象已经不存在：API server 返回 NotFound"
            ),
            Said::DeleteKeepsGrace { current_s } => crate::text!(
                "the Pod is already being deleted with a {current_s} s grace period; a delete without \
                 gracePeriodSeconds leaves it as it is",
                "Pod 已在以 {current_s} 秒的宽限期删除；不带 gracePeriodSeconds 的删除不会改变它"
            ),
            Said::DeleteCannotLengthen { current_s } => crate::text!(
                "the Pod is already being deleted with a {current_s} s grace period; a repeated delete \
                 may only shorten it, so nothing changes",
                "Pod 已在以 {current_s} 秒的宽限期删除；重复删除只能缩短宽限期，所以什么都不变"
            ),
            Said::DeleteShortensGrace { requested_s, deadline_ms } => {
                let deadline = format_ms(*deadline_ms, Style::Tenths);
                crate::text!(
                    "a repeated delete may only shorten the grace period: deletionGracePeriodSeconds becomes \
                     {requested_s} and deletionTimestamp moves to {deadline} (the first delete's time plus \
                     {requested_s} s); the kubelet starts stopping the containers over with the shorter budget",
                    "重复删除只能缩短宽限期：deletionGracePeriodSeconds 变为 {requested_s}，deletionTimestamp \
                     移到 {deadline}（第一次删除的时间加 {requested_s} 秒）；kubelet 以更短的预算重新开始停止容器"
                )
            }
            Said::DeletedAtOnce { scheduled: true } => crate::text!(
                "the Pod has finished (phase Succeeded or Failed): the API server deletes it at once, without a grace period",
                "Pod 已结束（阶段为 Succeeded 或 Failed）：API server 立即删除它，没有宽限期"
            ),
            Said::DeletedAtOnce { scheduled: false } => crate::text!(
                "the Pod is bound to no node: no kubelet has anything to stop, so the API server deletes it at once",
                "Pod 没有绑定到任何节点：没有 kubelet 需要停止什么，所以 API server 立即删除它"
            ),
            Said::DeletionTimestampSet { deadline_ms, grace_s, asked } => {
                let deadline = format_ms(*deadline_ms, Style::Tenths);
                if *asked {
                    crate::text!(
                        "the API server sets deletionTimestamp to {deadline}: now plus the {grace_s} s grace period the delete asked for; STATUS is Terminating and the kubelet starts stopping the containers within that budget",
                        "API server 把 deletionTimestamp 设为 {deadline}：现在加上删除请求给出的 {grace_s} 秒宽限期；STATUS 变为 Terminating，kubelet 开始在这个预算内停止容器"
                    )
                } else {
                    crate::text!(
                        "the API server sets deletionTimestamp to {deadline}: now plus the Pod's terminationGracePeriodSeconds ({grace_s} s); STATUS is Terminating and the kubelet starts stopping the containers within that budget",
                        "API server 把 deletionTimestamp 设为 {deadline}：现在加上 Pod 的 terminationGracePeriodSeconds（{grace_s} 秒）；STATUS 变为 Terminating，kubelet 开始在这个预算内停止容器"
                    )
                }
            }
            Said::ForceDelete => crate::text!(
                "grace period 0 is a force delete: the API server removes the Pod object at once, without waiting \
                 for the kubelet; the kubelet still stops the containers, with its minimum grace (preStop gets at \
                 most 1 s, SIGKILL follows SIGTERM after 2 s)",
                "宽限期 0 即强制删除：API server 立即删除 Pod 对象，不等 kubelet；kubelet 仍会停止容器，\
                 使用最小宽限期（preStop 最多 1 秒，SIGTERM 之后 2 秒发送 SIGKILL）"
            ),
            Said::RemovedOnceStopped => crate::text!(
                "every container has stopped: the kubelet writes the final status and the Pod object is deleted",
                "所有容器都已停止：kubelet 写入最终状态，Pod 对象随即被删除"
            ),
            Said::NoSuchPodOnNode { name } => crate::text!(
                "no Pod `{name}` is on the node: nothing is freed",
                "节点上没有名为 `{name}` 的 Pod：没有释放任何资源"
            ),
            Said::NoSchedulingGateLeft => crate::text!(
                "the Pod has no scheduling gate left: the patch changes nothing",
                "Pod 已经没有调度门控：这次 patch 没有改变任何东西"
            ),
            Said::JobDeletesPod { reason, message } => crate::text!(
                "the Job controller fails the Job ({reason}: {message}) and deletes its active Pods",
                "Job 控制器判定 Job 失败（{reason}：{message}），并删除它仍活跃的 Pod"
            ),
            Said::DeadlinePassed => crate::text!(
                "activeDeadlineSeconds passed since status.startTime: the kubelet fails the Pod and stops every \
                 container with the Pod's terminationGracePeriodSeconds; until they have all stopped the API keeps \
                 phase Running (no reason yet) while Ready and ContainersReady turn False (PodFailed)",
                "自 status.startTime 起已超过 activeDeadlineSeconds：kubelet 判定 Pod 失败，并以 Pod 的 \
                 terminationGracePeriodSeconds 停止所有容器；在它们全部停止之前，API 仍显示 phase Running\
                 （还没有 reason），而 Ready 和 ContainersReady 变为 False（PodFailed）"
            ),
            Said::Unschedulable => crate::text!(
                "the Pod's requests do not fit what the node has left after the other Pods' requests: the \
                 scheduler leaves it Pending (PodScheduled=False, Unschedulable) and tries again when a Pod \
                 leaves the node, or every 5 minutes",
                "Pod 的资源请求超出了节点在扣除其他 Pod 请求后剩余的资源：调度器让它保持 Pending\
                 （PodScheduled=False，Unschedulable），在有 Pod 离开节点时或每 5 分钟重试一次"
            ),
            Said::SchedulingGated => crate::text!(
                "the Pod has scheduling gates: the API server marks it PodScheduled=False (SchedulingGated) \
                 and no scheduler takes it, so nothing runs until every gate is removed",
                "这个 Pod 有调度门控（schedulingGates）：API server 把它标记为 PodScheduled=False\
                 （SchedulingGated），调度器不会处理它，所以在所有门控被移除之前什么都不会运行"
            ),
            Said::KubeletRejected { reason, message } => crate::text!(
                "the Pod names its node, so no scheduler checked that it fits; the kubelet's own admission \
                 finds too little room ({reason}: {message}) and fails it before any container is created",
                "这个 Pod 直接指定了节点，没有经过调度器的检查；kubelet 自己的准入发现资源不足\
                 （{reason}：{message}），在创建任何容器之前就让它失败"
            ),
            Said::DeadlineTerminal => crate::text!(
                "activeDeadlineSeconds passed and every container has now stopped: the API shows the terminal \
                 phase (with reason DeadlineExceeded) only once no container can run",
                "已超过 activeDeadlineSeconds，且所有容器都已停止：只有在没有容器还能运行时，API 才显示终止阶段\
                 （reason 为 DeadlineExceeded）"
            ),
            Said::PendingSidecar { name } => {
                crate::text!("the sidecar `{name}` has not started yet", "sidecar `{name}` 尚未启动")
            }
            Said::PendingInit { name } => {
                crate::text!("the init container `{name}` has not finished", "init 容器 `{name}` 尚未完成")
            }
            Said::PendingUnreported => {
                crate::text!("the kubelet has not reported the Pod's containers yet", "kubelet 还没有上报 Pod 的容器")
            }
            Said::PendingNotStarted { names } => {
                let waiting: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
                if waiting.len() == 1 {
                    crate::text!("{} has not been started yet", "{} 尚未启动", waiting.join(""))
                } else {
                    crate::text!("{} have not been started yet", "{} 尚未启动", waiting.join(", "))
                }
            }
            Said::PhaseRunning => crate::text!("at least one container is running", "至少有一个容器正在运行"),
            Said::PhaseSucceeded => crate::text!(
                "every regular container exited 0 and none will be restarted (sidecar exit codes do not count)",
                "所有普通容器都以退出码 0 结束，且都不会再重启（sidecar 的退出码不计入）"
            ),
            Said::PhaseFailed => crate::text!(
                "a container failed and will not be restarted (or the Pod was stopped with a regular container that did not exit 0)",
                "有容器失败且不会再重启（或者 Pod 停止时有普通容器没有以退出码 0 结束）"
            ),
            Said::PhaseUnknown => crate::text!("the node stopped reporting", "节点停止了上报"),
            Said::ResizeRefused { message } => crate::text!(
                "the API server refuses the resize, and the Pod is unchanged: {message}",
                "API server 拒绝了这次调整，Pod 不变：{message}"
            ),
            Said::ResizeNoSuchContainer { container } => crate::text!(
                "the Pod has no container `{container}`: nothing is resized",
                "Pod 中没有名为 `{container}` 的容器：没有调整任何资源"
            ),
            Said::ResizeUnchanged => {
                crate::text!(
                    "the resize asks for what the container has: nothing changes",
                    "调整的值与容器现有的相同：没有变化"
                )
            }
            Said::ResizeAcceptedUnscheduled => crate::text!(
                "accepted: the Pod is on no node yet, so the scheduler sees the new requests",
                "已接受：Pod 还没有分配到节点，调度器会使用新的请求值"
            ),
            Said::ResizeInfeasible => crate::text!(
                "the kubelet finds the resize Infeasible: the Pod would request more than the node's whole allocatable",
                "kubelet 判定调整不可行（Infeasible）：Pod 的请求将超过节点的全部可分配资源"
            ),
            Said::ResizeDeferred => crate::text!(
                "the kubelet defers the resize: it fits the node's allocatable but not what the other Pods leave; \
                 it is tried again when a Pod leaves the node",
                "kubelet 推迟了调整（Deferred）：它没有超出节点的可分配资源，但超出了其他 Pod 剩下的部分；\
                 有 Pod 离开节点时会再试"
            ),
            Said::ResizeInProgress => crate::text!(
                "the kubelet allocates the new resources and applies them (PodResizeInProgress)",
                "kubelet 分配了新的资源并开始应用（PodResizeInProgress）"
            ),
            Said::ResizeInProgressMemoryDown { names } => {
                let names = names.join(", ");
                crate::text!(
                    "the kubelet allocates the new resources and applies them (PodResizeInProgress); the memory \
                     limit of {names} goes down in place, which the kubelet does only when the memory in use is \
                     below the new limit — podsim does not know the usage and assumes it is below (if not, \
                     the resize stays PodResizeInProgress with reason Error until it is)",
                    "kubelet 分配了新的资源并开始应用（PodResizeInProgress）；{names} 的内存限制原地降低，\
                     kubelet 只有在内存用量低于新限制时才这样做——podsim 不知道用量，假定它低于新限制\
                     （否则调整会一直停在 PodResizeInProgress，原因为 Error，直到用量降下来）"
                )
            }
            Said::ResizeApplied => crate::text!(
                "the runtime has applied the new resources: PodResizeInProgress is removed",
                "运行时已经应用了新的资源：PodResizeInProgress 被移除"
            ),
            Said::ResizeNotServed => crate::text!(
                "refused: `Error from server (NotFound): the server could not find the requested resource` — this \
                 version has no resize subresource (InPlacePodVerticalScaling is off)",
                "被拒绝：`Error from server (NotFound): the server could not find the requested resource`——\
                 这个版本没有 resize 子资源（InPlacePodVerticalScaling 关闭）"
            ),
            Said::ResizePodLevelRefused { message } => crate::text!(
                "the API server refuses any resize of a Pod with pod-level resources on this version \
                 (InPlacePodLevelResourcesVerticalScaling is off), and the Pod is unchanged: {message}",
                "这个版本（InPlacePodLevelResourcesVerticalScaling 关闭）的 API server 拒绝调整任何带有 Pod 级资源的 Pod，\
                 Pod 不变：{message}"
            ),
            Said::ResizeOverAllocatable { message } => crate::text!(
                "the PodResizeValidator admission plugin refuses a resize larger than the node's allocatable, and the Pod is unchanged: {message}",
                "PodResizeValidator 准入插件拒绝超出节点可分配资源的调整，Pod 不变：{message}"
            ),
            Said::ResizePoliciesRefuse { message } => crate::text!(
                "the LimitRanger and ResourceQuota admission plugins check a resize as they checked the Pod, and \
                 refuse it; the Pod is unchanged: {message}",
                "LimitRanger 和 ResourceQuota 准入插件像检查 Pod 一样检查这次调整，并拒绝了它；Pod 不变：{message}"
            ),
            Said::PodResizeDropped => crate::text!(
                "PodLevelResources is off on this version: the API server drops spec.resources from the \
                 request, and nothing changes",
                "这个版本的 PodLevelResources 关闭：API server 丢弃请求中的 spec.resources，没有变化"
            ),
            Said::PodResizeUnchanged => {
                crate::text!(
                    "the resize asks for what the Pod has: nothing changes",
                    "调整的值与 Pod 现有的相同：没有变化"
                )
            }
            Said::PodResizeAcceptedUnscheduled => crate::text!(
                "accepted: the Pod is on no node yet, so the scheduler sees the new pod-level requests",
                "已接受：Pod 还没有分配到节点，调度器会使用新的 Pod 级请求值"
            ),
            Said::PodResizeAccepted => crate::text!(
                "accepted: spec.resources (pod level) changes; the kubelet decides at its next sync whether the \
                 node has room for the Pod's new requests, as for a container resize",
                "已接受：spec.resources（Pod 级）改变；kubelet 在下一次同步时判断节点是否容得下 Pod 的新请求，\
                 与容器调整相同"
            ),
        }
    }
}

impl SidecarTurn {
    /// The clause that opens a sidecar's stop-signal why.
    fn text(&self) -> Text {
        match *self {
            SidecarTurn::BudgetRanOut { total_s } => crate::text!(
                "the {total_s} s grace budget ran out while this sidecar waited for the app containers; sidecars still get at least 2 s. ",
                "这个 sidecar 等待应用容器退出期间，{total_s} 秒的宽限期预算已经用完；sidecar 仍至少有 2 秒。"
            ),
            SidecarTurn::TurnCame { left_s, total_s } => crate::text!(
                "its turn came: every app container and every later sidecar has exited ({left_s} s of the {total_s} s budget left). ",
                "轮到它了：所有应用容器和排在它后面的 sidecar 都已退出（{total_s} 秒的预算还剩 {left_s} 秒）。"
            ),
        }
    }
}

impl SignalOutcome {
    /// The clause that ends a stop-signal why.
    fn text(&self) -> Text {
        match *self {
            SignalOutcome::Dies { signal, exit_code } => crate::text!(
                "{signal}; the process has no handler for it and ends at once (exit {exit_code} = 128 + {})",
                "{signal}；进程没有处理它，立即结束（退出码 {exit_code} = 128 + {}）",
                signal.number()
            ),
            SignalOutcome::OnlyStops { signal, budget_s } => crate::text!(
                "{signal} only stops the process, it does not end it: only SIGKILL, {budget_s} s later, will end it",
                "{signal} 只会暂停进程而不会结束它：只有 {budget_s} 秒后的 SIGKILL 才能结束它"
            ),
            SignalOutcome::NotEnded { signal, budget_s } => crate::text!(
                "{signal} does not end the process (ignored by default, or PID 1 without a handler): only SIGKILL, {budget_s} s later, will end it",
                "{signal} 不会结束进程（默认被忽略，或 PID 1 没有信号处理程序）：只有 {budget_s} 秒后的 SIGKILL 才能结束它"
            ),
            SignalOutcome::SigtermIgnored { budget_s } => crate::text!(
                "SIGTERM is ignored (PID 1 without a handler): only SIGKILL, {budget_s} s later, will end it",
                "SIGTERM 被忽略（PID 1 没有信号处理程序）：只有 {budget_s} 秒后的 SIGKILL 才能结束它"
            ),
            SignalOutcome::HandledLikeSigterm { signal, after_s } => crate::text!(
                "{signal}; podsim assumes the process handles its stop signal as it would SIGTERM, and exits after {} s",
                "{signal}；podsim 假定进程像处理 SIGTERM 一样处理它的停止信号，{} 秒后退出",
                after_s
            ),
            SignalOutcome::ExitsAfter { after_s } => crate::text!(
                "SIGTERM; the process handles it and exits after {} s",
                "SIGTERM；进程处理该信号，{} 秒后退出",
                after_s
            ),
            SignalOutcome::TooSlow { signal, budget_s } => crate::text!(
                "{signal}; the process will not finish within the {budget_s} s left, so SIGKILL follows",
                "{signal}；进程无法在剩余的 {budget_s} 秒内结束，随后会收到 SIGKILL"
            ),
        }
    }
}

/// A fact's why in words, with its rule.
pub fn in_words(why: &Why<Said>) -> Why<Text> {
    Why { text: why.text.text(), rule: why.rule }
}

/// A fact's why and its rule as one text, as a why box shows it.
pub fn said_with_rule(why: &Why<Said>) -> Text {
    crate::view::waits::with_rule(&in_words(why))
}

crate::lang::in_english!(Said);
