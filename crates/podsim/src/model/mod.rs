//! The Pod as the API server stores it: the input side of podsim.
//!
//! These types mirror Kubernetes `v1` objects closely and keep API words as strings (they are
//! what the user wrote); the analysis and engine modules turn them into closed enums.

mod container;
mod job;
mod pod;
mod scheduling;
mod security;
mod status;
mod volume_sources;

pub use container::{
    Container, ContainerPort, ContainerRestartRule, EnvFromSource, EnvVar, EnvVarSource, FileKeyReference, Handler, KeyReference,
    Lifecycle, ObjectFieldSelector, PortRef, Probe, RESTART_ACTION, RESTART_ALL_CONTAINERS_ACTION, ResizePolicy, ResourceClaimRef,
    ResourceFieldSelector, ResourceList, ResourceRequirements, RestartRuleExitCodes, VolumeDevice, VolumeMount,
};
pub use job::{DEFAULT_BACKOFF_LIMIT, JobSpec, OnExitCodes, PodFailurePolicyRule};
pub use pod::{
    DEFAULT_CREATION_UNIX, DownwardFile, KeyToPath, ObjectMeta, OwnerReference, Pod, PodResourceClaim, PodSpec,
    ProjectedKeys, Projection, Volume, VolumeFields, VolumeSource,
};
pub use scheduling::{
    Affinity, DnsConfig, HostAlias, LabelSelector, NodeAffinity, NodeSelectorTerm, PodAffinity, PodAffinityTerm,
    Requirement, Toleration, TopologySpreadConstraint,
};
pub use security::{Capabilities, PodSecurityContext, Profile, SeLinuxOptions, SecurityContext, WindowsOptions};
pub use volume_sources::{ClaimTemplate, ImageSource, SourceValues, TrustBundleProjection, TypedReference};
pub use status::{
    ContainerState, ContainerStateRunning, ContainerStateTerminated, ContainerStateWaiting, ContainerStatus,
    PodCondition, PodStatus, VolumeMountStatus,
};
