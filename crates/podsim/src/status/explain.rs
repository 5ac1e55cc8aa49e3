//! Status explained for a pasted Pod: the phase and conditions the kubelet would write now, the
//! `kubectl get` row, and notes on what the API object cannot tell about the kubelet's view.

use super::conditions::generate_conditions;
use super::phase::{PhaseFlags, any_regular_container_started, pod_phase};
use super::printer::{PodRow, kubectl_row};
use super::{PodPhase, all_container_statuses};
use crate::model::{Pod, PodCondition, PodStatus};
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
    pub notes: Vec<String>,
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
        notes.push(format!(
            "the phase depends on podHasInitialized, which only the kubelet knows: {} if a regular container \
             of the current sandbox has run, {} if the sandbox was re-created (node reboot, sandbox change); \
             the API statuses suggest {}",
            ran.as_str(),
            fresh.as_str(),
            phase.as_str()
        ));
    }
    let other = pod_phase(&pod.spec, status, PhaseFlags { pod_is_terminal: !flags.pod_is_terminal, ..flags }, gates);
    if other != phase && !flags.pod_is_terminal {
        notes.push(format!(
            "once the kubelet decides the Pod will not run again (deleted, evicted, past activeDeadlineSeconds) \
             the phase becomes {}",
            other.as_str()
        ));
    }
    let reported = status.phase.as_deref().and_then(PodPhase::parse);
    if let Some(terminal) = reported.filter(|reported| reported.is_terminal()) {
        if terminal != phase {
            notes.push(format!(
                "the container statuses alone say {}, but a {} Pod never leaves its terminal phase",
                phase.as_str(),
                terminal.as_str()
            ));
        }
        phase = terminal;
    } else if let Some(reported) = reported.filter(|reported| *reported != phase) {
        notes.push(format!(
            "the object says phase {}; from these statuses the kubelet would write {}",
            reported.as_str(),
            phase.as_str()
        ));
    }
    let sandbox_ready = match status.conditions.iter().find(|c| c.condition_type == "PodReadyToStartContainers") {
        Some(condition) => condition.status == "True",
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
                notes.push(format!(
                    "the object has no PodReadyToStartContainers condition: the sandbox is taken as {}",
                    if ready {
                        "ready, because a container runs or has run in it"
                    } else if terminal {
                        "stopped, because the Pod is in a terminal phase"
                    } else {
                        "not ready yet, because no container has run"
                    }
                ));
            }
            ready
        }
    };
    if all_container_statuses(status).is_none() {
        notes.push("no container statuses: the kubelet has not reported on this Pod yet".to_owned());
    }
    Explanation {
        phase,
        reported_phase: status.phase.clone(),
        conditions: generate_conditions(&pod.spec, status, phase, sandbox_ready, gates),
        row: kubectl_row(pod, now_unix_seconds),
        notes,
    }
}
