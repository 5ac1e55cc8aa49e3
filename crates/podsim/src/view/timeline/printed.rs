//! The whys of the bars that are printed rather than decided in one step: the Pod lane's STATUS
//! text (which of printPod's rules gave it) and a condition's value when the condition itself
//! carries no reason or message (a `True` condition usually carries neither).

use crate::engine::Why;
use crate::lang::Text;
use crate::model::{ContainerStatus, Pod};
use crate::status::printer::{StatusSource, status_source};
use crate::text;
use crate::view::waits::with_rule;

/// The rule the API server prints STATUS with (pod storage's TableConvertor).
const PRINT_POD: &str = "API server: printPod";

/// Why the Pod lane reads `label` in the state `pod`: the printPod rule that chose the text.
/// Empty when the Pod in that state would not print `label` (the bar began elsewhere).
pub fn status_why(pod: &Pod, label: &str) -> Text {
    let (printed, source) = status_source(pod);
    if printed != label {
        return Text::default();
    }
    let Some(status) = pod.status.as_ref() else { return Text::default() };
    let init = |index: usize| status.init_container_statuses.get(index);
    let app = |index: usize| status.container_statuses.get(index);
    let said = match source {
        StatusSource::Phase => text!(
            "STATUS is the Pod's phase, {label}: no container status overrides it",
            "STATUS 即 Pod 的阶段 {label}：没有容器状态覆盖它"
        ),
        StatusSource::PodReason => {
            text!("STATUS is the Pod's status.reason, {label}", "STATUS 即 Pod 的 status.reason：{label}")
        }
        StatusSource::SchedulingGated => text!(
            "the Pod has scheduling gates: the scheduler leaves it alone until every gate is removed",
            "Pod 带有调度门控（schedulingGates）：在所有门控被移除之前，调度器不会处理它"
        ),
        StatusSource::InitProgress(index) => {
            let total = pod.spec.init_containers.len();
            let next = init(index).map_or("", |c| c.name.as_str());
            text!(
                "{index} of {total} init containers are done (exited 0, or started for a sidecar); `{next}` is next",
                "{total} 个 init 容器中已完成 {index} 个（退出码为 0，边车则为已启动）；下一个是 `{next}`"
            )
        }
        StatusSource::InitWaiting(index) => {
            let (name, reason) = init(index).map_or(("", ""), |c| (c.name.as_str(), waiting_reason(c)));
            text!(
                "init container `{name}` has not finished and waits with reason {reason}",
                "init 容器 `{name}` 尚未完成，正处于等待，原因 {reason}"
            )
        }
        StatusSource::InitTerminated(index) => {
            let (name, how) = init(index).map_or((String::new(), String::new()), |c| (c.name.clone(), ended(c)));
            text!(
                "init container `{name}` terminated without exit code 0 ({how})",
                "init 容器 `{name}` 以非 0 状态终止（{how}）"
            )
        }
        StatusSource::Waiting(index) => {
            let (name, reason) = app(index).map_or(("", ""), |c| (c.name.as_str(), waiting_reason(c)));
            text!(
                "`{name}` waits with reason {reason}; STATUS shows the first container that waits or has terminated",
                "`{name}` 正处于等待，原因 {reason}；STATUS 显示第一个处于等待或已终止的容器"
            )
        }
        StatusSource::Terminated(index) => {
            let (name, how) = app(index).map_or((String::new(), String::new()), |c| (c.name.clone(), ended(c)));
            text!(
                "`{name}` terminated ({how}); STATUS shows the first container that waits or has terminated",
                "`{name}` 已终止（{how}）；STATUS 显示第一个处于等待或已终止的容器"
            )
        }
        StatusSource::StillRunning => text!(
            "a container completed while another still runs: STATUS is Running when the Pod is Ready, NotReady when it is not",
            "有容器已完成而另一个仍在运行：Pod 为 Ready 时 STATUS 为 Running，否则为 NotReady"
        ),
        StatusSource::Terminating => text!(
            "the Pod has a deletionTimestamp and has not finished: STATUS is Terminating until the Pod is gone",
            "Pod 已有 deletionTimestamp 且尚未结束：在 Pod 被删除之前 STATUS 为 Terminating"
        ),
        StatusSource::NodeLost => text!(
            "the Pod is being deleted and its node is lost (status.reason NodeLost): STATUS is Unknown",
            "Pod 正在删除且其节点已失联（status.reason 为 NodeLost）：STATUS 为 Unknown"
        ),
    };
    ruled(said, PRINT_POD)
}

/// `said (rule)`, as every why is shown.
fn ruled(said: Text, rule: &'static str) -> Text {
    with_rule(&Why { text: said, rule })
}

fn waiting_reason(status: &ContainerStatus) -> &str {
    status.state.waiting.as_ref().and_then(|w| w.reason.as_deref()).unwrap_or("")
}

/// `Error, exit code 1`, `exit code 137, signal 9`, as a terminated state says it.
fn ended(status: &ContainerStatus) -> String {
    let Some(terminated) = status.state.terminated.as_ref() else { return String::new() };
    let code = format!("exit code {}", terminated.exit_code);
    match (terminated.reason.as_deref().filter(|r| !r.is_empty()), terminated.signal.filter(|s| *s != 0)) {
        (Some(reason), _) => format!("{reason}, {code}"),
        (None, Some(signal)) => format!("{code}, signal {signal}"),
        (None, None) => code,
    }
}

/// What a condition's value means when the condition says nothing itself: the kubelet's (or the
/// API server's) rule for it, or, for a readiness gate's condition (`is_gate`), who sets it.
/// Empty for a condition type without one.
pub fn condition_meaning(condition_type: &str, is_true: bool, is_gate: bool) -> Text {
    if is_gate {
        let said = if is_true {
            text!(
                "a controller outside the kubelet set this readiness gate's condition to True; the kubelet only reads it",
                "kubelet 之外的控制器已将该就绪门控的条件设为 True；kubelet 只读取它"
            )
        } else {
            text!(
                "no controller has set this readiness gate's condition to True yet; the kubelet only reads it",
                "还没有控制器将该就绪门控的条件设为 True；kubelet 只读取它"
            )
        };
        let rule = "kubelet: GeneratePodReadyCondition";
        return ruled(said, rule);
    }
    let (said, rule) = match (condition_type, is_true) {
        ("PodScheduled", true) => (
            text!("the scheduler bound the Pod to a node", "调度器已将 Pod 绑定到节点"),
            "API server: BindingREST.setPodNodeAndMetadata",
        ),
        ("PodReadyToStartContainers", true) => (
            text!(
                "the Pod's sandbox is ready with its network, so containers can be created",
                "Pod 的沙箱已就绪且网络已配置，可以创建容器"
            ),
            "kubelet: GeneratePodReadyToStartContainersCondition",
        ),
        ("PodReadyToStartContainers", false) => (
            text!(
                "the runtime has no ready sandbox with networking for the Pod (none yet, or it was stopped)",
                "运行时中没有该 Pod 的、网络已配置的就绪沙箱（尚未创建，或已停止）"
            ),
            "kubelet: GeneratePodReadyToStartContainersCondition",
        ),
        ("Initialized", true) => (
            text!(
                "every init container has exited 0 and every sidecar has started (or there are none)",
                "所有 init 容器都已以 0 退出，所有边车都已启动（或者没有 init 容器）"
            ),
            "kubelet: GeneratePodInitializedCondition",
        ),
        ("ContainersReady", true) => (
            text!("every app container and sidecar is ready", "所有应用容器和边车都已就绪"),
            "kubelet: GenerateContainersReadyCondition",
        ),
        ("Ready", true) => (
            text!(
                "ContainersReady is True and every readiness gate's condition is True",
                "ContainersReady 为 True，且每个就绪门控（readinessGates）的条件都为 True"
            ),
            "kubelet: GeneratePodReadyCondition",
        ),
        ("AllContainersRestarting", false) => (
            text!(
                "no container is being restarted by a RestartAllContainers rule: none has matched one, or the restart is over",
                "没有因 RestartAllContainers 规则而进行的整体重启：没有容器匹配过该规则，或重启已结束"
            ),
            "kubelet: GenerateAllContainersRestartingCondition",
        ),
        ("PodResizeInProgress", true) => (
            text!(
                "the kubelet has allocated the new resources and is applying them: the runtime does not report them yet",
                "kubelet 已分配新的资源并正在应用：运行时尚未报告这些资源"
            ),
            "kubelet: SetPodResizeInProgressCondition",
        ),
        _ => return Text::default(),
    };
    ruled(said, rule)
}
