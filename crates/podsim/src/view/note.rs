//! The notes of a run in words: each [`Note`] (how the run ended, what a Job controller does with
//! its Pod) as a sentence in English and Simplified Chinese.

use crate::engine::{JobFailure, Note, scenario_time};
use crate::lang::Text;

impl Note {
    /// The note in both languages.
    pub fn text(&self) -> Text {
        match self {
            Note::NotSimulated { containers, max } => crate::text!(
                "not simulated: this Pod has {containers} containers and podsim simulates at most \
                 {max}; the static analysis covers all of them",
                "未模拟：这个 Pod 有 {containers} 个容器，podsim 最多模拟 {max} 个；\
                 静态分析覆盖了全部容器"
            ),
            Note::WorkBudget { at_ms, events, states, containers } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "stopped at {at}: the run reached podsim's work budget ({events} events, {states} states of \
                     {containers} containers); shorten `until` or simulate fewer containers to see further",
                    "停在 {at}：这次运行用完了 podsim 的工作量预算（{events} 个事件，{containers} 个容器的 {states} \
                     个状态）；缩短 `until` 或减少容器，才能看到更后面的情况"
                )
            }
            Note::EventCap { events, at_ms } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "stopped after {events} events at {at}: the event cap was reached",
                    "在 {at} 处理了 {events} 个事件后停止：达到了事件上限"
                )
            }
            Note::RemovedThenStopped { settled_ms, removed_ms } => {
                let (settled, removed_at) = (scenario_time(*settled_ms), scenario_time(*removed_ms));
                crate::text!(
                    "nothing more can happen after {settled}: the Pod object was removed at {removed_at} and its \
                     containers have stopped since",
                    "{settled} 之后不会再发生任何事：Pod 对象在 {removed_at} 被删除，之后它的容器也已停止"
                )
            }
            Note::Removed { settled_ms, status, name } => {
                let settled = scenario_time(*settled_ms);
                crate::text!(
                    "nothing more can happen after {settled}: the Pod object was removed, its last STATUS {status} \
                     (kubectl get pod now answers: pods \"{name}\" not found)",
                    "{settled} 之后不会再发生任何事：Pod 对象已被删除，最后的 STATUS 是 {status}\
                     （kubectl get pod 现在会回答：pods \"{name}\" not found）"
                )
            }
            Note::NothingMore { settled_ms, status } => {
                let settled = scenario_time(*settled_ms);
                crate::text!(
                    "nothing more can happen after {settled} (STATUS {status})",
                    "{settled} 之后不会再发生任何事（STATUS {status}）"
                )
            }
            Note::KeepsRunning { settled_ms, running, never, status } => {
                let settled = scenario_time(*settled_ms);
                let verb = if running.len() == 1 { "keeps" } else { "keep" };
                let (never_en, never_zh) = if never.is_empty() {
                    (String::new(), String::new())
                } else {
                    let verb = if never.len() == 1 { "starts" } else { "start" };
                    (format!("; {} never {verb}", never.join(", ")), format!("；{} 永远不会启动", never.join("、")))
                };
                let running = running.join(", ");
                crate::text!(
                    "nothing changes after {settled}: {running} {verb} running and STATUS stays {status}{never_en}",
                    "{settled} 之后不再变化：{running} 保持运行，STATUS 一直是 {status}{never_zh}"
                )
            }
            Note::CrashLoopingAndPulling { at_ms, looping, pulling } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "still crash-looping ({looping}) and failing to pull images ({pulling}) at {at}; the simulation stops at its horizon",
                    "到 {at} 仍在崩溃循环（{looping}），且镜像仍拉取失败（{pulling}）；模拟在时间范围的终点停止"
                )
            }
            Note::CrashLooping { at_ms, looping } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "still crash-looping at {at} ({looping}); the simulation stops at its horizon",
                    "到 {at} 仍在崩溃循环（{looping}）；模拟在时间范围的终点停止"
                )
            }
            Note::FailingToPull { at_ms, pulling } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "still failing to pull images at {at} ({pulling}: the kubelet retries with back-off); the simulation stops at its horizon",
                    "到 {at} 镜像仍拉取失败（{pulling}：kubelet 以退避方式重试）；模拟在时间范围的终点停止"
                )
            }
            Note::StillRunning { at_ms } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "still running at {at}; the simulation stops at its horizon",
                    "到 {at} 仍在运行；模拟在时间范围的终点停止"
                )
            }
            Note::AtHorizon { at_ms } => {
                let at = scenario_time(*at_ms);
                crate::text!("stopped at the horizon, {at}", "在时间范围的终点 {at} 停止")
            }
            Note::JobFails { at_ms, cause, reason, message, deletes } => {
                let at = scenario_time(*at_ms);
                let mut text = crate::text!("at {at} ", "在 {at}，");
                text.push(&cause.text());
                text.push(&crate::text!(
                    ": the Job controller sets the Job condition FailureTarget (reason {reason}, \"{message}\")",
                    "：Job 控制器给 Job 设置条件 FailureTarget（reason {reason}，\"{message}\"）"
                ));
                text.push(&match deletes {
                    Some(grace) => crate::text!(
                        " and deletes this Pod with its {grace} s grace period (as `kubectl delete` would); the Job turns \
                         Failed once the Pod has stopped",
                        "，并以 {grace} 秒的宽限期删除这个 Pod（和 `kubectl delete` 一样）；Pod 停止后 Job 变为 Failed"
                    ),
                    None => crate::text!("; this Pod is no longer active, so nothing is deleted", "；这个 Pod 已不再活跃，所以不会删除它"),
                });
                text
            }
            Note::JobFailedByPolicy { at_ms, message } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "at {at} the Job controller fails the Job by its podFailurePolicy: condition FailureTarget, then \
                     Failed, reason PodFailurePolicy, \"{message}\"",
                    "在 {at}，Job 控制器按 podFailurePolicy 判定 Job 失败：先是条件 FailureTarget，然后是 Failed，\
                     reason PodFailurePolicy，\"{message}\""
                )
            }
            Note::JobIgnoresPod { at_ms, index } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "at {at} the Job controller ignores this failed Pod (podFailurePolicy rule {index}: Ignore): it does \
                     not count toward backoffLimit, and the controller creates a new Pod in its place (podsim simulates \
                     only this one)",
                    "在 {at}，Job 控制器忽略这个失败的 Pod（podFailurePolicy 第 {index} 条规则：Ignore）：它不计入 \
                     backoffLimit，控制器会创建一个新的 Pod 代替它（podsim 只模拟这一个）"
                )
            }
            Note::JobBackoffLimitExceeded { at_ms, limit } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "at {at} the Job controller counts this failed Pod: 1 failure is more than backoffLimit {limit}, \
                     so the Job fails (condition FailureTarget, then Failed, reason BackoffLimitExceeded, \"Job has \
                     reached the specified backoff limit\")",
                    "在 {at}，Job 控制器记下这个失败的 Pod：1 次失败已超过 backoffLimit {limit}，所以 Job 失败\
                     （先是条件 FailureTarget，然后是 Failed，reason BackoffLimitExceeded，\"Job has reached the \
                     specified backoff limit\"）"
                )
            }
            Note::JobCountsPod { at_ms, limit } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "at {at} the Job controller counts this failed Pod (1 failure, backoffLimit {limit}) and creates a new \
                     Pod after its 10 s pod-failure back-off (podsim simulates only this one)",
                    "在 {at}，Job 控制器记下这个失败的 Pod（1 次失败，backoffLimit {limit}），并在 10 秒的 Pod 失败退避后\
                     创建一个新的 Pod（podsim 只模拟这一个）"
                )
            }
            Note::JobDeadlineAhead { at_ms } => {
                let at = scenario_time(*at_ms);
                crate::text!(
                    "the Job's activeDeadlineSeconds still fails the whole Job at {at} (DeadlineExceeded, \"Job was active \
                     longer than specified deadline\") unless a later Pod succeeds first",
                    "除非之后的某个 Pod 先成功，Job 的 activeDeadlineSeconds 仍会在 {at} 让整个 Job 失败（DeadlineExceeded，\
                     \"Job was active longer than specified deadline\"）"
                )
            }
        }
    }
}

impl JobFailure {
    /// Why the controller fails the Job, in the middle of its note.
    fn text(&self) -> Text {
        match *self {
            JobFailure::BackoffLimit { restarts, limit } => crate::text!(
                "the restart counts of this Pod's containers add up to {restarts}, which reaches backoffLimit {limit} \
                 (restartPolicy OnFailure)",
                "这个 Pod 的容器重启次数合计 {restarts}，达到了 backoffLimit {limit}（restartPolicy OnFailure）"
            ),
            JobFailure::Deadline { seconds } => crate::text!(
                "the Job's activeDeadlineSeconds ({seconds} s, counted from the Job's startTime) has passed",
                "Job 的 activeDeadlineSeconds（{seconds} 秒，从 Job 的 startTime 算起）已过"
            ),
        }
    }
}

crate::lang::in_english!(Note);
