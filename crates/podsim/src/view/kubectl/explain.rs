//! Status explained for a pasted Pod: the phase and conditions the kubelet would write now, the
//! `kubectl get` row, and notes on what the API object cannot tell about the kubelet's view.

use crate::lang::Text;
use crate::model::{Pod, PodCondition, PodStatus};
use crate::status::conditions::{NO_POD_SANDBOX, Sandbox, apply_in_place_restart, generate_conditions};
use crate::status::phase::{PhaseFlags, any_regular_container_started, pod_phase};
use crate::status::printer::{PodRow, kubectl_row};
use crate::status::time::parse_rfc3339;
use crate::status::{PodPhase, all_container_statuses};
use crate::version::FeatureGates;

/// What podsim can say about a Pod's status.
#[derive(Debug, Clone, PartialEq)]
pub struct Explanation {
    /// The phase the kubelet would write now (terminal phases are kept).
    pub phase: PodPhase,
    /// `status.phase` as the object has it.
    pub reported_phase: Option<String>,
    /// The conditions the kubelet would write, in its order.
    pub conditions: Vec<PodCondition>,
    /// The `kubectl get pod` row.
    pub row: PodRow,
    /// Where the answer rests on something only the kubelet knows, or differs from the object.
    pub notes: Vec<Text>,
}

/// Explains a Pod that carries a status, as of `now_unix_seconds` (for AGE and "ago").
pub fn explain(pod: &Pod, gates: FeatureGates, now_unix_seconds: Option<i64>) -> Explanation {
    let empty = PodStatus::default();
    let status = pod.status.as_ref().unwrap_or(&empty);
    let mut notes = Vec::new();
    let terminal_reason = matches!(status.reason.as_deref(), Some("DeadlineExceeded" | "Evicted"));
    let flags = PhaseFlags {
        pod_is_terminal: pod.metadata.deletion_timestamp.is_some() || terminal_reason,
        pod_has_initialized: any_regular_container_started(&pod.spec, status),
    };
    let mut phase = pod_phase(&pod.spec, status, flags, gates);
    let flipped = PhaseFlags { pod_has_initialized: !flags.pod_has_initialized, ..flags };
    let other = pod_phase(&pod.spec, status, flipped, gates);
    if other != phase {
        let (ran, fresh) = if flags.pod_has_initialized { (phase, other) } else { (other, phase) };
        let (ran, fresh, suggested) = (ran.as_str(), fresh.as_str(), phase.as_str());
        notes.push(crate::text!(
            "the phase depends on podHasInitialized, which only the kubelet knows: {ran} if a regular container \
             of the current sandbox has run, {fresh} if the sandbox was re-created (node reboot, sandbox change); \
             the API statuses suggest {suggested}",
            "phase 取决于只有 kubelet 知道的 podHasInitialized：如果当前沙箱中有普通容器运行过，就是 {ran}；\
             如果沙箱被重建过（节点重启、沙箱变更），就是 {fresh}；API 中的状态提示是 {suggested}"
        ));
    }
    let other = pod_phase(&pod.spec, status, PhaseFlags { pod_is_terminal: !flags.pod_is_terminal, ..flags }, gates);
    if other != phase && !flags.pod_is_terminal {
        let other = other.as_str();
        notes.push(crate::text!(
            "once the kubelet decides the Pod will not run again (deleted, evicted, past activeDeadlineSeconds) \
             the phase becomes {other}",
            "一旦 kubelet 认定这个 Pod 不会再运行（已删除、被驱逐、超过 activeDeadlineSeconds），phase 就会变成 {other}"
        ));
    }
    let reported = status.phase.as_deref().and_then(PodPhase::parse);
    if let Some(terminal) = reported.filter(|reported| reported.is_terminal()) {
        if terminal != phase {
            let (statuses, terminal) = (phase.as_str(), terminal.as_str());
            notes.push(crate::text!(
                "the container statuses alone say {statuses}, but a {terminal} Pod never leaves its terminal phase",
                "单看容器状态是 {statuses}，但处于 {terminal} 的 Pod 永远不会离开这个终止阶段"
            ));
        }
        phase = terminal;
    } else if let Some(reported) = reported.filter(|reported| *reported != phase) {
        let (reported, written) = (reported.as_str(), phase.as_str());
        notes.push(crate::text!(
            "the object says phase {reported}; from these statuses the kubelet would write {written}",
            "对象中的 phase 是 {reported}；根据这些状态，kubelet 会写入 {written}"
        ));
    }
    let sandbox = match status.conditions.iter().find(|c| c.condition_type == "PodReadyToStartContainers") {
        Some(condition) if condition.status == "True" => Sandbox::Ready,
        Some(condition) if condition.message.as_deref() == Some(NO_POD_SANDBOX) => Sandbox::Missing,
        Some(_) => {
            let ran = status.container_statuses.iter().chain(&status.init_container_statuses).any(|s| {
                s.state.running.is_some() || s.state.terminated.is_some() || s.last_state.terminated.is_some()
            });
            if ran { Sandbox::NotReady } else { Sandbox::Missing }
        }
        None => {
            // A container that runs, or ran, in this Pod lived in its sandbox, and a crash-looping
            // container's sandbox stays up between restarts; a Pod in a terminal phase has had its
            // sandbox stopped. // kubelet: generatePodReadyToStartContainersCondition
            let all = status.container_statuses.iter().chain(&status.init_container_statuses);
            let ran = all.clone().any(|s| {
                s.state.running.is_some() || s.state.terminated.is_some() || s.last_state.terminated.is_some()
            });
            let terminal = matches!(phase, PodPhase::Succeeded | PodPhase::Failed);
            let ready = ran && !terminal;
            if gates.pod_ready_to_start_containers_condition {
                let (en, zh) = if ready {
                    ("ready, because a container runs or has run in it", "已就绪，因为有容器正在或曾经在其中运行")
                } else if terminal {
                    ("stopped, because the Pod is in a terminal phase", "已停止，因为 Pod 处于终止阶段")
                } else {
                    ("not ready yet, because no container has run", "尚未就绪，因为还没有容器运行过")
                };
                notes.push(crate::text!(
                    "the object has no PodReadyToStartContainers condition: the sandbox is taken as {en}",
                    "对象中没有 PodReadyToStartContainers 状况：视为沙箱{zh}"
                ));
            }
            match (ready, ran) {
                (true, _) => Sandbox::Ready,
                (false, true) => Sandbox::NotReady,
                (false, false) => Sandbox::Missing,
            }
        }
    };
    if all_container_statuses(status).is_none() {
        notes.push(crate::text!(
            "no container statuses: the kubelet has not reported on this Pod yet",
            "没有容器状态：kubelet 还没有上报这个 Pod"
        ));
    }
    let mut conditions = generate_conditions(&pod.spec, status, phase, sandbox, gates);
    // The object's own AllContainersRestarting says whether an in-place restart is under way.
    let restarting =
        status.conditions.iter().any(|c| c.condition_type == "AllContainersRestarting" && c.status == "True");
    apply_in_place_restart(&pod.spec, &mut conditions, &status.conditions, phase, restarting, gates);
    Explanation {
        phase,
        reported_phase: status.phase.clone(),
        conditions,
        row: kubectl_row(pod, now_unix_seconds),
        notes,
    }
}

/// The newest time a Pod object records (its creation, start, conditions, container starts and
/// finishes), in unix seconds: the moment a pasted status describes, when no clock is at hand.
pub fn newest_time(pod: &Pod) -> Option<i64> {
    let Some(status) = &pod.status else { return pod.metadata.creation_timestamp.as_deref().and_then(parse_rfc3339) };
    let states = status
        .init_container_statuses
        .iter()
        .chain(&status.container_statuses)
        .chain(&status.ephemeral_container_statuses)
        .flat_map(|c| [&c.state, &c.last_state]);
    let state_times = states.flat_map(|state| {
        let running = state.running.as_ref().and_then(|r| r.started_at.as_deref());
        let terminated = state.terminated.as_ref();
        [running, terminated.and_then(|t| t.started_at.as_deref()), terminated.and_then(|t| t.finished_at.as_deref())]
    });
    [pod.metadata.creation_timestamp.as_deref(), status.start_time.as_deref()]
        .into_iter()
        .chain(status.conditions.iter().map(|c| c.last_transition_time.as_deref()))
        .chain(state_times)
        .flatten()
        .filter_map(parse_rfc3339)
        .max()
}
