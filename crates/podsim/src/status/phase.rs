//! The Pod phase the kubelet computes from container statuses (`getPhase`, 1.33+ form), plus the
//! pre-1.32 form for comparison.

use super::{PodPhase, StatusIndex};
use crate::model::{Container, ContainerStatus, PodSpec, PodStatus};
use crate::version::FeatureGates;

/// What the kubelet knows that the API statuses do not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PhaseFlags {
    /// The kubelet decided the Pod will never run again (deleted, evicted, past its deadline).
    pub pod_is_terminal: bool,
    /// A regular container of the *current* sandbox is running or has exited (runtime view).
    pub pod_has_initialized: bool,
}

/// Which `getPhase` to imitate.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// 1.33+: pending regular init and pending sidecars counted apart; `podHasInitialized` from the runtime.
    Current,
    /// Before PR #126653 / #128516: one pending count; "has initialized" read from API statuses.
    Old,
}

/// Would the kubelet restart this container after it exited with `exit_code`? Its matching
/// `restartPolicyRules` first, then its own `restartPolicy`, then the Pod's.
// podutil.ContainerShouldRestart (pkg/api/v1/pod/util.go)
fn should_restart(container: &Container, spec: &PodSpec, exit_code: i64) -> bool {
    container.restart_decision(spec.restart_policy_or_default(), exit_code).restart
}

/// True when the container had a previous run (`waiting` after a `terminated` one).
fn previous_exit(status: &ContainerStatus) -> Option<i64> {
    status.last_state.terminated.as_ref().map(|terminated| terminated.exit_code)
}

/// A container getPhase counts as `waiting`: waiting, with no earlier run.
pub(crate) fn waiting_to_start(status: &ContainerStatus) -> bool {
    status.state.waiting.is_some() && previous_exit(status).is_none()
}

/// Is the container's last end an in-place Pod restart, or an exit whose `RestartAllContainers`
/// rule starts one? Either way the kubelet starts it again whatever its `restartPolicy`: a
/// container removed from the runtime has no status to stop it (ShouldContainerBeRestarted).
// kubelet: getContainersToReset, convertToAPIContainerStatuses (RestartingAllContainers)
fn restarts_with_the_pod(container: &Container, status: &ContainerStatus, gates: FeatureGates) -> bool {
    if !gates.restart_all_containers {
        return false;
    }
    let removed = |state: &crate::model::ContainerState| {
        state.terminated.as_ref().and_then(|t| t.reason.as_deref()) == Some(RESTARTING_ALL_CONTAINERS)
    };
    if status.state.waiting.is_some() && removed(&status.last_state) {
        return true;
    }
    let exit = status.state.terminated.as_ref().map(|t| t.exit_code);
    exit.is_some_and(|code| crate::spec::ContainerRestart::read(container).restart_all_rule(code).is_some())
}

/// The reason the kubelet writes for a container an in-place Pod restart removed.
pub(crate) const RESTARTING_ALL_CONTAINERS: &str = "RestartingAllContainers";

/// The phase the kubelet computes now. // kubelet: getPhase (kubelet_pods.go)
pub fn pod_phase(spec: &PodSpec, status: &PodStatus, flags: PhaseFlags, gates: FeatureGates) -> PodPhase {
    compute(spec, status, flags, gates, Form::Current)
}

/// The phase a kubelet before 1.32 computed: it read "a regular container has started" from the
/// API statuses, so it says `Running` where 1.33+ says `Pending` after a sandbox is re-created.
pub fn pod_phase_before_1_32(spec: &PodSpec, status: &PodStatus, flags: PhaseFlags, gates: FeatureGates) -> PodPhase {
    let gates = FeatureGates { container_restart_rules: false, ..gates };
    compute(spec, status, flags, gates, Form::Old)
}

/// Any regular container status running or terminated. // kubecontainer.HasAnyRegularContainerStarted
pub fn any_regular_container_started(spec: &PodSpec, status: &PodStatus) -> bool {
    spec.containers.iter().any(|container| {
        status
            .container_statuses
            .iter()
            .find(|s| Some(s.name.as_str()) == container.name.as_deref())
            .is_some_and(|s| s.state.running.is_some() || s.state.terminated.is_some())
    })
}

#[derive(Default)]
struct Counts {
    pending_regular_init: u32,
    pending_sidecar: u32,
    failed_init: u32,
    failed_init_not_restartable: u32,
    unknown: u32,
    running: u32,
    waiting: u32,
    stopped: u32,
    stopped_not_restartable: u32,
    succeeded: u32,
}

fn compute(spec: &PodSpec, status: &PodStatus, flags: PhaseFlags, gates: FeatureGates, form: Form) -> PodPhase {
    let statuses: Vec<&ContainerStatus> =
        status.container_statuses.iter().chain(&status.init_container_statuses).map(|c| &**c).collect();
    let statuses = StatusIndex::new(&statuses);
    let restart_rules = gates.container_restart_rules;
    let is_sidecar = |container: &Container| gates.sidecar_containers && container.is_restartable();
    let mut counts = Counts::default();
    for container in spec.init_containers.iter().filter(|c| !is_sidecar(c)) {
        let Some(found) = statuses.get(container.name_or_empty()) else {
            counts.pending_regular_init += 1;
            continue;
        };
        if found.state.terminated.is_some() && restarts_with_the_pod(container, found, gates) {
            // Its exit restarts the Pod: a failure that will be retried.
            counts.failed_init += 1;
            continue;
        }
        let exit = if found.state.running.is_some() || restarts_with_the_pod(container, found, gates) {
            None
        } else if let Some(terminated) = &found.state.terminated {
            Some(terminated.exit_code)
        } else if found.state.waiting.is_some() {
            previous_exit(found)
        } else {
            None
        };
        match exit {
            None => counts.pending_regular_init += 1,
            Some(0) => {}
            Some(code) => {
                counts.failed_init += 1;
                if !should_restart(container, spec, code) {
                    counts.failed_init_not_restartable += 1;
                }
            }
        }
    }
    for container in spec.init_containers.iter().filter(|c| is_sidecar(c)) {
        let Some(found) = statuses.get(container.name_or_empty()) else {
            counts.unknown += 1;
            continue;
        };
        if found.state.running.is_some() {
            if found.started != Some(true) {
                counts.pending_sidecar += 1;
            }
            counts.running += 1;
        } else if found.state.terminated.is_some() {
            // terminated sidecars do not count
        } else if found.state.waiting.is_some() {
            if previous_exit(found).is_none() {
                counts.pending_sidecar += 1;
                counts.waiting += 1;
            }
        } else {
            counts.pending_sidecar += 1;
            counts.unknown += 1;
        }
    }
    for container in &spec.containers {
        let Some(found) = statuses.get(container.name_or_empty()) else {
            counts.unknown += 1;
            continue;
        };
        if found.state.running.is_some() {
            counts.running += 1;
        } else if restarts_with_the_pod(container, found, gates) {
            counts.stopped += 1;
        } else if let Some(terminated) = &found.state.terminated {
            counts.stopped += 1;
            if restart_rules && !should_restart(container, spec, terminated.exit_code) {
                counts.stopped_not_restartable += 1;
            }
            if terminated.exit_code == 0 {
                counts.succeeded += 1;
            }
        } else if found.state.waiting.is_some() {
            match previous_exit(found) {
                Some(code) => {
                    counts.stopped += 1;
                    if restart_rules && !should_restart(container, spec, code) {
                        counts.stopped_not_restartable += 1;
                    }
                }
                None => counts.waiting += 1,
            }
        } else {
            counts.unknown += 1;
        }
    }
    decide(spec, status, flags, restart_rules, form, &counts)
}

fn decide(
    spec: &PodSpec,
    status: &PodStatus,
    flags: PhaseFlags,
    restart_rules: bool,
    form: Form,
    c: &Counts,
) -> PodPhase {
    let failed = if restart_rules {
        c.failed_init_not_restartable > 0
    } else {
        c.failed_init > 0 && spec.restart_policy_or_default() == "Never"
    };
    if failed {
        return PodPhase::Failed;
    }
    let pending_init = match form {
        Form::Current => c.pending_regular_init > 0 || (c.pending_sidecar > 0 && !flags.pod_has_initialized),
        Form::Old => c.pending_regular_init + c.pending_sidecar > 0 && !any_regular_container_started(spec, status),
    };
    if pending_init || c.waiting > 0 {
        return PodPhase::Pending;
    }
    if c.running > 0 && c.unknown == 0 {
        return PodPhase::Running;
    }
    if c.running == 0 && c.stopped > 0 && c.unknown == 0 {
        if flags.pod_is_terminal {
            return if c.stopped == c.succeeded { PodPhase::Succeeded } else { PodPhase::Failed };
        }
        if restart_rules {
            if c.stopped != c.stopped_not_restartable {
                return PodPhase::Running;
            }
            return if c.stopped == c.succeeded { PodPhase::Succeeded } else { PodPhase::Failed };
        }
        return match spec.restart_policy_or_default() {
            "Always" => PodPhase::Running,
            _ if c.stopped == c.succeeded => PodPhase::Succeeded,
            "Never" => PodPhase::Failed,
            _ => PodPhase::Running,
        };
    }
    PodPhase::Pending
}
