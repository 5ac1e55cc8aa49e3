//! `status` of a Pod, as `kubectl get pod -o yaml` shows it and as the engine produces it.

use std::rc::Rc;

/// `status` of a Pod.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodStatus {
    /// `status.phase`, verbatim.
    pub phase: Option<String>,
    /// `status.reason` (`DeadlineExceeded`, `Evicted`, `NodeLost`, …).
    pub reason: Option<String>,
    /// `status.message`.
    pub message: Option<String>,
    /// `status.conditions`.
    pub conditions: Vec<PodCondition>,
    /// `status.initContainerStatuses`. Each status is shared (`Rc`) by the recorded states that
    /// show it unchanged.
    pub init_container_statuses: Vec<Rc<ContainerStatus>>,
    /// `status.containerStatuses`.
    pub container_statuses: Vec<Rc<ContainerStatus>>,
    /// `status.ephemeralContainerStatuses`.
    pub ephemeral_container_statuses: Vec<Rc<ContainerStatus>>,
    /// `status.startTime`.
    pub start_time: Option<String>,
    /// `status.qosClass`.
    pub qos_class: Option<String>,
    /// `status.hostIP`: the node's address, set from the kubelet's first status.
    pub host_ip: Option<String>,
    /// `status.podIPs[*].ip` (or `status.podIP`): set once the sandbox has its network.
    pub pod_ips: Vec<String>,
    /// `status.observedGeneration`: the Pod generation the kubelet's status answers.
    pub observed_generation: Option<i64>,
    /// `status.allocatedResources`: the requests the kubelet allocated to the whole Pod
    /// (InPlacePodLevelResourcesVerticalScaling).
    pub allocated_resources: Option<crate::model::ResourceList>,
    /// `status.resources`: the Pod's own resources as its cgroup reads back.
    pub resources: Option<crate::model::ResourceRequirements>,
    /// The pod-level `spec.resources` the kubelet allocated. Set by the simulation only.
    pub allocated: Option<crate::model::ResourceRequirements>,
    /// The pod-level resources the runtime applied to the Pod's cgroup. Set by the simulation only.
    pub applied: Option<crate::model::ResourceRequirements>,
}

/// `status.conditions[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodCondition {
    /// `type` (`Ready`, `Initialized`, …).
    pub condition_type: String,
    /// `status` (`True`, `False`, `Unknown`).
    pub status: String,
    /// `reason`.
    pub reason: Option<String>,
    /// `message`.
    pub message: Option<String>,
    /// `lastTransitionTime`.
    pub last_transition_time: Option<String>,
    /// `observedGeneration`: the Pod generation the condition answers (PodObservedGenerationTracking).
    pub observed_generation: Option<i64>,
}

/// One container's status.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerStatus {
    /// Container name.
    pub name: String,
    /// `ready`.
    pub ready: bool,
    /// `started` (absent on old pods and for regular init containers).
    pub started: Option<bool>,
    /// `restartCount`.
    pub restart_count: i64,
    /// `state`.
    pub state: ContainerState,
    /// `lastState`.
    pub last_state: ContainerState,
    /// `image`.
    pub image: Option<String>,
    /// `containerID`.
    pub container_id: Option<String>,
    /// `stopSignal`: the signal that stops this container (reported with `ContainerStopSignals` on).
    pub stop_signal: Option<String>,
    /// What the kubelet allocated to the container (its allocation checkpoint; the API's
    /// `allocatedResources` is the requests of it). Set by the simulation only.
    pub allocated: Option<Rc<crate::model::ResourceRequirements>>,
    /// What the runtime applied to the running container, as written (the page compares it with
    /// the spec). Set by the simulation only.
    pub resources: Option<Rc<crate::model::ResourceRequirements>>,
    /// `allocatedResources` as the API shows it: the allocation's requests, canonical.
    pub allocated_resources: Option<Rc<crate::model::ResourceList>>,
    /// `resources` as the API shows it: the allocation with the runtime's read-back values.
    pub status_resources: Option<Rc<crate::model::ResourceRequirements>>,
    /// `volumeMounts`: the container's mounts as the kubelet reports them (RecursiveReadOnlyMounts).
    /// Shared by the recorded states of one container.
    pub volume_mounts: Rc<[VolumeMountStatus]>,
}

/// `volumeMounts[*]` of a container status.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VolumeMountStatus {
    /// `name`.
    pub name: String,
    /// `mountPath`.
    pub mount_path: String,
    /// `readOnly`.
    pub read_only: bool,
    /// `recursiveReadOnly` of a read-only mount: `Enabled` or `Disabled`.
    pub recursive_read_only: Option<String>,
}

/// `state` / `lastState`: at most one of the three is set.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerState {
    /// `waiting`.
    pub waiting: Option<ContainerStateWaiting>,
    /// `running`.
    pub running: Option<ContainerStateRunning>,
    /// `terminated`.
    pub terminated: Option<ContainerStateTerminated>,
}

/// `state.waiting`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerStateWaiting {
    /// `reason` (`ContainerCreating`, `CrashLoopBackOff`, …).
    pub reason: Option<String>,
    /// `message`.
    pub message: Option<String>,
}

/// `state.running`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerStateRunning {
    /// `startedAt`.
    pub started_at: Option<String>,
}

/// `state.terminated`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerStateTerminated {
    /// `exitCode`.
    pub exit_code: i64,
    /// `signal`.
    pub signal: Option<i64>,
    /// `reason` (`Completed`, `Error`, `OOMKilled`, …).
    pub reason: Option<String>,
    /// `message`.
    pub message: Option<String>,
    /// `startedAt`.
    pub started_at: Option<String>,
    /// `finishedAt`.
    pub finished_at: Option<String>,
}

impl ContainerState {
    /// True when no state is set at all.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_none() && self.running.is_none() && self.terminated.is_none()
    }
}
