//! The Pod conditions the kubelet writes, with their reasons and messages, in the order it
//! appends them.

use super::{ConditionType, PodPhase, StatusIndex, all_container_statuses};
use crate::model::{Container, ContainerStatus, PodCondition, PodSpec, PodStatus};
use crate::version::FeatureGates;

/// Reason: no container status is known at all.
pub const UNKNOWN_CONTAINER_STATUSES: &str = "UnknownContainerStatuses";
/// Reason: the Pod succeeded.
pub const POD_COMPLETED: &str = "PodCompleted";
/// Reason: the Pod failed.
pub const POD_FAILED: &str = "PodFailed";
/// Reason: a container is not ready or has no status.
pub const CONTAINERS_NOT_READY: &str = "ContainersNotReady";
/// Reason: an init container has not finished (or a sidecar has not started).
pub const CONTAINERS_NOT_INITIALIZED: &str = "ContainersNotInitialized";
/// Reason: a readiness gate's condition is missing or not `True`.
pub const READINESS_GATES_NOT_READY: &str = "ReadinessGatesNotReady";
/// Reason: a container exited with a `RestartAllContainers` rule and the Pod restarts in place.
pub const RESTART_ALL_CONTAINERS_STARTED: &str = "RestartAllContainersStarted";
/// The message beside [`RESTART_ALL_CONTAINERS_STARTED`].
pub const RESTART_ALL_CONTAINERS_MESSAGE: &str = "container exited with restart policy rule";

fn condition(kind: ConditionType, status: &str, reason: Option<&str>, message: Option<String>) -> PodCondition {
    PodCondition {
        condition_type: kind.as_str().to_owned(),
        status: status.to_owned(),
        reason: reason.map(str::to_owned),
        message,
        last_transition_time: None,
        observed_generation: None,
    }
}

/// Go's `%s` of a `[]string`: `[a b c]`.
fn go_list(names: &[&str]) -> String {
    format!("[{}]", names.join(" "))
}

/// A restartable init container is a sidecar while the SidecarContainers gate is on.
pub(crate) fn is_sidecar(container: &Container, gates: FeatureGates) -> bool {
    gates.sidecar_containers && container.is_restartable()
}

/// `ContainersReady`: every sidecar and app container has a status with `ready: true`.
// kubelet: status.GenerateContainersReadyCondition
pub fn containers_ready(
    spec: &PodSpec,
    statuses: Option<&[&ContainerStatus]>,
    phase: PodPhase,
    gates: FeatureGates,
) -> PodCondition {
    containers_ready_in(spec, statuses.map(StatusIndex::new).as_ref(), phase, gates)
}

/// [`containers_ready`] over statuses already indexed.
fn containers_ready_in(
    spec: &PodSpec,
    statuses: Option<&StatusIndex<'_>>,
    phase: PodPhase,
    gates: FeatureGates,
) -> PodCondition {
    let kind = ConditionType::ContainersReady;
    let Some(statuses) = statuses else {
        return condition(kind, "False", Some(UNKNOWN_CONTAINER_STATUSES), None);
    };
    let mut unknown = Vec::new();
    let mut unready = Vec::new();
    let members = spec.init_containers.iter().filter(|c| is_sidecar(c, gates)).chain(&spec.containers);
    for container in members {
        match statuses.get(container.name_or_empty()) {
            Some(found) if !found.ready => unready.push(container.name_or_empty()),
            Some(_) => {}
            None => unknown.push(container.name_or_empty()),
        }
    }
    if (phase == PodPhase::Succeeded && unknown.is_empty()) || phase == PodPhase::Failed {
        let reason = if phase == PodPhase::Failed { POD_FAILED } else { POD_COMPLETED };
        return condition(kind, "False", Some(reason), None);
    }
    let mut messages = Vec::new();
    if !unknown.is_empty() {
        messages.push(format!("containers with unknown status: {}", go_list(&unknown)));
    }
    if !unready.is_empty() {
        messages.push(format!("containers with unready status: {}", go_list(&unready)));
    }
    if messages.is_empty() {
        condition(kind, "True", None, None)
    } else {
        condition(kind, "False", Some(CONTAINERS_NOT_READY), Some(messages.join(", ")))
    }
}

/// `Ready`: `ContainersReady` and every readiness gate's condition (from `conditions`) `True`.
// kubelet: status.GeneratePodReadyCondition
pub fn pod_ready(
    spec: &PodSpec,
    conditions: &[PodCondition],
    statuses: Option<&[&ContainerStatus]>,
    phase: PodPhase,
    gates: FeatureGates,
) -> PodCondition {
    pod_ready_from(spec, conditions, &containers_ready(spec, statuses, phase, gates))
}

/// [`pod_ready`] from `containers`, the `ContainersReady` condition of the same statuses.
fn pod_ready_from(spec: &PodSpec, conditions: &[PodCondition], containers: &PodCondition) -> PodCondition {
    let kind = ConditionType::Ready;
    if containers.status != "True" {
        return PodCondition { condition_type: kind.as_str().to_owned(), ..containers.clone() };
    }
    let messages: Vec<String> = spec
        .readiness_gates
        .iter()
        .filter_map(|gate| match conditions.iter().find(|c| &c.condition_type == gate) {
            None => Some(format!("corresponding condition of pod readiness gate {gate:?} does not exist.")),
            Some(found) if found.status != "True" => {
                Some(format!("the status of pod readiness gate {gate:?} is not \"True\", but {}", found.status))
            }
            Some(_) => None,
        })
        .collect();
    if messages.is_empty() {
        condition(kind, "True", None, None)
    } else {
        condition(kind, "False", Some(READINESS_GATES_NOT_READY), Some(messages.join(", ")))
    }
}

/// The init containers not done yet, in order, each with whether it has a status at all: done is
/// a sidecar `started`, a regular init container `ready` (exited 0).
// kubelet: status.GeneratePodInitializedCondition
pub(crate) fn init_not_done<'a>(
    spec: &'a PodSpec,
    statuses: &StatusIndex<'_>,
    gates: FeatureGates,
) -> Vec<(&'a Container, bool)> {
    spec.init_containers
        .iter()
        .filter_map(|container| match statuses.get(container.name_or_empty()) {
            None => Some((container, false)),
            Some(found) => {
                let done = if is_sidecar(container, gates) { found.started == Some(true) } else { found.ready };
                (!done).then_some((container, true))
            }
        })
        .collect()
}

/// `Initialized`: every regular init container is `ready` (exited 0) and every sidecar `started`;
/// stays `True` once any app container has run.
// kubelet: status.GeneratePodInitializedCondition
pub fn initialized(
    spec: &PodSpec,
    statuses: Option<&[&ContainerStatus]>,
    phase: PodPhase,
    gates: FeatureGates,
) -> PodCondition {
    initialized_in(spec, statuses.map(StatusIndex::new).as_ref(), phase, gates)
}

/// [`initialized`] over statuses already indexed.
fn initialized_in(
    spec: &PodSpec,
    statuses: Option<&StatusIndex<'_>>,
    phase: PodPhase,
    gates: FeatureGates,
) -> PodCondition {
    let kind = ConditionType::Initialized;
    let none = StatusIndex::new(&[]);
    let statuses = match statuses {
        None if !spec.init_containers.is_empty() => {
            return condition(kind, "False", Some(UNKNOWN_CONTAINER_STATUSES), None);
        }
        None => &none,
        Some(statuses) => statuses,
    };
    let mut unknown = Vec::new();
    let mut incomplete = Vec::new();
    for (container, reported) in init_not_done(spec, statuses, gates) {
        if reported {
            incomplete.push(container.name_or_empty());
        } else {
            unknown.push(container.name_or_empty());
        }
    }
    if phase == PodPhase::Succeeded && unknown.is_empty() {
        return condition(kind, "True", Some(POD_COMPLETED), None);
    }
    // kubecontainer.HasAnyRegularContainerStarted
    let app_started = spec.containers.iter().any(|container| {
        statuses
            .get(container.name_or_empty())
            .is_some_and(|found| found.state.running.is_some() || found.state.terminated.is_some())
    });
    if app_started {
        return condition(kind, "True", None, None);
    }
    let mut messages = Vec::new();
    if !unknown.is_empty() {
        messages.push(format!("containers with unknown status: {}", go_list(&unknown)));
    }
    if !incomplete.is_empty() {
        messages.push(format!("containers with incomplete status: {}", go_list(&incomplete)));
    }
    if messages.is_empty() {
        condition(kind, "True", None, None)
    } else {
        condition(kind, "False", Some(CONTAINERS_NOT_INITIALIZED), Some(messages.join(", ")))
    }
}

/// Reason of a `False` `PodReadyToStartContainers` from 1.37 (kubernetes/kubernetes#135300).
pub const POD_SANDBOX_NOT_READY: &str = "PodSandboxNotReady";
/// Its message when the runtime has no sandbox for the Pod.
pub const NO_POD_SANDBOX: &str = "no pod sandbox exists";

/// The Pod's sandbox as the kubelet's status generation reads it from the runtime.
// kuberuntime/util: PodSandboxChanged
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sandbox {
    /// The runtime has no sandbox for the Pod (none created yet, or removed).
    Missing,
    /// The newest sandbox exists but is stopped (a terminated Pod, a node reboot).
    NotReady,
    /// The newest sandbox is ready, with its network.
    Ready,
}

/// `PodReadyToStartContainers`: `True` iff the sandbox is ready with networking. 1.33–1.36 write
/// no reason or message; from 1.37 a `False` one has reason `PodSandboxNotReady` and the message
/// of the case `PodSandboxChanged` found. // kubelet: status.GeneratePodReadyToStartContainersCondition
pub fn ready_to_start_containers(sandbox: Sandbox, gates: FeatureGates) -> PodCondition {
    let kind = ConditionType::PodReadyToStartContainers;
    match sandbox {
        Sandbox::Ready => condition(kind, "True", None, None),
        _ if !gates.ready_to_start_reason => condition(kind, "False", None, None),
        Sandbox::Missing => condition(kind, "False", Some(POD_SANDBOX_NOT_READY), Some(NO_POD_SANDBOX.to_owned())),
        // The message of a stopped sandbox (kubetypes.PodSandboxNotReadyMsgSandboxNotReady) is
        // not in the sources podsim follows, so only the reason is written.
        Sandbox::NotReady => condition(kind, "False", Some(POD_SANDBOX_NOT_READY), None),
    }
}

/// The whole condition list the kubelet writes: conditions it does not own (readiness gates,
/// `DisruptionTarget`, …) kept from `status.conditions` in their order, then
/// PodReadyToStartContainers (when its gate is on), Initialized, Ready, ContainersReady and
/// PodScheduled=True. // kubelet: generateAPIPodStatus
pub fn generate_conditions(
    spec: &PodSpec,
    status: &PodStatus,
    phase: PodPhase,
    sandbox: Sandbox,
    gates: FeatureGates,
) -> Vec<PodCondition> {
    let owned_by_kubelet =
        |c: &PodCondition| ConditionType::KUBELET_ORDER.iter().any(|kind| kind.as_str() == c.condition_type);
    let mut out: Vec<PodCondition> = status.conditions.iter().filter(|c| !owned_by_kubelet(c)).cloned().collect();
    if gates.pod_ready_to_start_containers_condition {
        out.push(ready_to_start_containers(sandbox, gates));
    }
    // One index and one ContainersReady serve Initialized, Ready and ContainersReady.
    let statuses = all_container_statuses(status);
    let index = statuses.as_deref().map(StatusIndex::new);
    out.push(initialized_in(spec, index.as_ref(), phase, gates));
    let containers = containers_ready_in(spec, index.as_ref(), phase, gates);
    out.push(pod_ready_from(spec, &out, &containers));
    out.push(containers);
    out.push(condition(ConditionType::PodScheduled, "True", None, None));
    out
}

/// With RestartAllContainersOnContainerExits on, a Pod once `Initialized` stays so while its init
/// containers run again (an in-place restart): an `Initialized=False/ContainersNotInitialized`
/// becomes `True` when `old` had it `True`. // kubelet: status.GeneratePodInitializedCondition
pub fn keep_initialized(conditions: &mut [PodCondition], old: &[PodCondition]) {
    let kind = ConditionType::Initialized.as_str();
    let was_true = old.iter().any(|c| c.condition_type == kind && c.status == "True");
    for condition in conditions.iter_mut().filter(|c| c.condition_type == kind) {
        if was_true && condition.reason.as_deref() == Some(CONTAINERS_NOT_INITIALIZED) {
            *condition = self::condition(ConditionType::Initialized, "True", None, None);
        }
    }
}

/// `AllContainersRestarting`, written for Pods with a `RestartAllContainers` rule right after
/// `PodScheduled`: `False/PodCompleted` or `False/PodFailed` in a terminal phase, `True` while an
/// in-place restart is under way, else `False` with no reason.
// kubelet: status.GenerateAllContainersRestartingCondition, generateAPIPodStatus
pub fn insert_all_containers_restarting(conditions: &mut Vec<PodCondition>, phase: PodPhase, restarting: bool) {
    let kind = ConditionType::AllContainersRestarting;
    let generated = match phase {
        PodPhase::Succeeded => condition(kind, "False", Some(POD_COMPLETED), None),
        PodPhase::Failed => condition(kind, "False", Some(POD_FAILED), None),
        _ if restarting => condition(
            kind,
            "True",
            Some(RESTART_ALL_CONTAINERS_STARTED),
            Some(RESTART_ALL_CONTAINERS_MESSAGE.to_owned()),
        ),
        _ => condition(kind, "False", None, None),
    };
    let scheduled = ConditionType::PodScheduled.as_str();
    let at = conditions.iter().position(|c| c.condition_type == scheduled).map_or(conditions.len(), |i| i + 1);
    conditions.insert(at, generated);
}

/// What RestartAllContainersOnContainerExits adds to the kubelet's conditions (nothing with the
/// gate off): `Initialized` kept `True` once it was ([`keep_initialized`]), and, for a Pod with a
/// `RestartAllContainers` rule, `AllContainersRestarting` ([`insert_all_containers_restarting`]),
/// replacing any copy of it kept from the old status.
// kubelet: generateAPIPodStatus (podutil.AllContainersCouldRestart)
pub fn apply_in_place_restart(
    spec: &PodSpec,
    conditions: &mut Vec<PodCondition>,
    old: &[PodCondition],
    phase: PodPhase,
    restarting: bool,
    gates: FeatureGates,
) {
    if !gates.restart_all_containers {
        return;
    }
    keep_initialized(conditions, old);
    let kind = ConditionType::AllContainersRestarting.as_str();
    conditions.retain(|c| c.condition_type != kind);
    let could_restart_all = spec
        .init_containers
        .iter()
        .chain(&spec.containers)
        .any(|container| crate::spec::ContainerRestart::read(container).could_restart_all());
    if could_restart_all {
        insert_all_containers_restarting(conditions, phase, restarting);
    }
}
