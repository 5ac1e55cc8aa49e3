//! The Pod as the API server stores it: the input side of podsim.
//!
//! These types mirror Kubernetes `v1` objects closely and keep API words as strings (they are
//! what the user wrote); the analysis and engine modules turn them into closed enums.

mod container;
mod job;
mod pod;
mod status;

pub use container::{
    Capabilities, Container, ContainerPort, ContainerRestartRule, EnvFromSource, EnvVar, EnvVarSource, Handler,
    KeyReference, Lifecycle, PortRef, Probe, RESTART_ACTION, ResourceList, ResourceRequirements, RestartBy,
    RestartDecision, RestartRuleExitCodes, SecurityContext, VolumeMount,
};
pub use job::{DEFAULT_BACKOFF_LIMIT, JobSpec, OnExitCodes, PodFailurePolicyRule};
pub use pod::{DEFAULT_CREATION_UNIX, ObjectMeta, Pod, PodSpec, Volume, VolumeSource};
pub use status::{
    ContainerState, ContainerStateRunning, ContainerStateTerminated, ContainerStateWaiting, ContainerStatus,
    PodCondition, PodStatus,
};
