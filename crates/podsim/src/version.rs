//! The Kubernetes version setting and the feature gates each version turns on by default.
//!
//! Adding a release is data: a new row in `RELEASES`, not new code paths.

use std::fmt;

/// A Kubernetes version podsim can answer for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum KubeVersion {
    /// A cluster before native sidecars (≤1.28 with `SidecarContainers` off).
    Legacy,
    /// v1.33.
    V1_33,
    /// v1.34.
    V1_34,
    /// v1.35.
    V1_35,
    /// v1.36.
    V1_36,
    /// v1.37.
    V1_37,
}

impl KubeVersion {
    /// The version used when none is chosen (CLI without `--k8s`, the page, a link without `k8s=`).
    /// Switching the default to a newer release is this one line.
    pub const DEFAULT: KubeVersion = KubeVersion::V1_37;
}

impl Default for KubeVersion {
    fn default() -> Self {
        KubeVersion::DEFAULT
    }
}

/// The resize events a kubelet records. // pkg/kubelet/events: event.go, resize.go
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ResizeEvents {
    /// None (v1.33).
    #[default]
    None,
    /// `ResizeCompleted` only, `Pod resize completed: {"containers":[…]}` without the generation
    /// (v1.34: PodResizeCompletedMsg, kubernetes/kubernetes#130387).
    Completed,
    /// `ResizeDeferred`/`ResizeInfeasible` when the pending condition changes, `ResizeStarted`,
    /// `ResizeCompleted`, each with the generation (v1.35: podResizeMessage,
    /// kubernetes/kubernetes#134825).
    All,
}

/// Feature gates that change what podsim shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FeatureGates {
    /// `initContainers[].restartPolicy: Always` makes a native sidecar.
    pub sidecar_containers: bool,
    /// `spec.resources` (pod-level requests/limits) is honoured.
    pub pod_level_resources: bool,
    /// Container-level `restartPolicy` / `restartPolicyRules` on any container.
    pub container_restart_rules: bool,
    /// The API knows the `ContainerRestartRules` gate (1.34+): with the gate off the API server
    /// drops container `restartPolicy`/`restartPolicyRules` instead of rejecting them.
    pub container_restart_rules_known: bool,
    /// The `PodReadyToStartContainers` condition is reported.
    pub pod_ready_to_start_containers_condition: bool,
    /// Kubelet restart resets Started/Ready (deprecated and off in 1.35).
    pub change_container_status_on_kubelet_restart: bool,
    /// Kubelet events use the 1.35+ wording (`Container created`, `Container started`).
    // kubernetes/kubernetes#134043, in the v1.35.0-alpha.1 changelog ("since v1.34.0")
    pub short_event_messages: bool,
    /// Not a gate: exec readiness probes of a Pod being deleted error with "context canceled" and
    /// their results are thrown away, so Ready stays as it was until the containers exit. A 1.35
    /// regression (#140881); 1.36.3+ regressed again (#140066); fixed in 1.37 (#140882). Each
    /// minor is modelled at its newest patch.
    pub exec_readiness_cancelled_on_deletion: bool,
    /// The `ImagePullBackOff` waiting message ends with the previous pull's error (1.32+,
    /// images: imageManager.prevPullErrMsg).
    pub pull_error_in_back_off_message: bool,
    /// `RestartAllContainersOnContainerExits`: the `RestartAllContainers` rule action restarts the
    /// whole Pod in place (alpha/off in 1.35, beta/on from 1.36).
    pub restart_all_containers: bool,
    /// `ContainerStopSignals`: `lifecycle.stopSignal` picks the signal that stops a container
    /// (alpha/off since 1.33).
    pub container_stop_signals: bool,
    /// `PodObservedGenerationTracking`: the status and its conditions carry the generation they
    /// answer (`observedGeneration`; beta/on from 1.34, GA in 1.35).
    pub pod_observed_generation_tracking: bool,
    /// `PodLevelResourcesFixKubeletQOSClass`: empty pod-level resources do not decide the QoS
    /// class (beta/on from 1.37).
    pub pod_level_resources_fix_qos: bool,
    /// `PodLevelResourcesFixDefaulting`: a missing pod-level limit defaults to the containers'
    /// limits, and requests default without a pod-level limit (beta/on from 1.37).
    pub pod_level_resources_fix_defaulting: bool,
    /// Not a gate: `PodReadyToStartContainers` turns True when the sandbox is ready, before image
    /// pulls (kubernetes/kubernetes#134660, v1.36).
    pub ready_to_start_at_sandbox: bool,
    /// Not a gate: `PodReadyToStartContainers=False` carries reason `PodSandboxNotReady` and a
    /// message (kubernetes/kubernetes#135300, v1.37).
    pub ready_to_start_reason: bool,
    /// Not a gate: the size limits of restart rules are `field.TooMany` (`Too many: 21: must have
    /// at most 20 items`) instead of `TooLong` (kubernetes/kubernetes#137136, v1.36).
    pub restart_rule_limits_too_many: bool,
    /// Not a gate: the scheduler's NodeResourcesFit plugin marks a node whose whole allocatable is
    /// smaller than the Pod's request as unresolvable, so preemption says `Preemption is not
    /// helpful for scheduling` there (kubernetes/kubernetes#131345, v1.34).
    pub fit_unresolvable_beyond_allocatable: bool,
    /// `DynamicResourceAllocation`: `spec.resourceClaims` and containers' `resources.claims` are
    /// kept and validated (beta/off in 1.33, GA from 1.34); with the gate off they are dropped.
    pub dynamic_resource_allocation: bool,
    /// `InPlacePodVerticalScaling`: the `resize` subresource exists and the kubelet resizes
    /// containers in place (beta/on from 1.33, GA in 1.35).
    pub in_place_pod_vertical_scaling: bool,
    /// Not a gate: a memory limit may be decreased in place with a `NotRequired` policy; before,
    /// ValidatePodResize refused it (`memory limits cannot be decreased unless resizePolicy is
    /// RestartContainer`). Lifted in v1.34 by kubernetes/kubernetes#133012, which moved the guard
    /// to the kubelet: kuberuntime doPodResizeAction checks the usage is below the new limit.
    pub resize_memory_limit_decrease: bool,
    /// Not a gate: which resize events the kubelet records (kubelet/events resize.go).
    pub resize_events: ResizeEvents,
    /// `InPlacePodVerticalScalingInitContainers`: non-sidecar init containers may be resized
    /// (beta/on in 1.36, GA in 1.37; kubernetes/kubernetes#137352).
    pub resize_init_containers: bool,
    /// `InPlacePodLevelResourcesVerticalScaling`: `spec.resources` (pod-level) may be resized, and a
    /// Pod with pod-level resources may be resized at all (alpha/off in 1.35, beta/on from 1.36;
    /// without it ValidatePodResize refuses `pods with pod-level resources cannot be resized`).
    pub in_place_pod_level_resources_vertical_scaling: bool,
    /// Not a gate: the `PodResizeValidator` admission plugin refuses a resize whose requests exceed
    /// the node's allocatable, instead of the kubelet marking it Infeasible (#136043, v1.36).
    pub resize_admission_checks_allocatable: bool,
    /// `ClusterTrustBundleProjection`: `clusterTrustBundle` sources of a projected volume are kept
    /// and validated (beta/off from 1.33); with the gate off the API server drops them.
    pub cluster_trust_bundle_projection: bool,
    /// `ImageVolume`: `image` volumes are kept (beta/off in 1.33 and 1.34, on from 1.35); with the
    /// gate off the API server drops them and the mounts that name them (dropImageVolumes).
    pub image_volume: bool,
    /// `EnvFiles`: `env[].valueFrom.fileKeyRef` is kept and counts as the variable's source
    /// (alpha and off in 1.34, beta and on from 1.35); with the gate off the API server drops it
    /// (dropFileKeyRefInUse).
    pub env_files: bool,
}

/// One release's defaults. // pkg/features/kube_features.go (defaultVersionedKubernetesFeatureGates)
struct Release {
    version: KubeVersion,
    name: &'static str,
    gates: FeatureGates,
}

const RELEASES: &[Release] = &[
    Release {
        version: KubeVersion::Legacy,
        name: "legacy",
        gates: FeatureGates {
            sidecar_containers: false,
            pod_level_resources: false,
            container_restart_rules: false,
            container_restart_rules_known: false,
            pod_ready_to_start_containers_condition: false,
            change_container_status_on_kubelet_restart: true,
            short_event_messages: false,
            exec_readiness_cancelled_on_deletion: false,
            pull_error_in_back_off_message: false,
            restart_all_containers: false,
            container_stop_signals: false,
            pod_level_resources_fix_qos: false,
            pod_level_resources_fix_defaulting: false,
            ready_to_start_at_sandbox: false,
            ready_to_start_reason: false,
            restart_rule_limits_too_many: false,
            fit_unresolvable_beyond_allocatable: false,
            dynamic_resource_allocation: false,
            in_place_pod_vertical_scaling: false,
            resize_memory_limit_decrease: false,
            resize_events: ResizeEvents::None,
            resize_init_containers: false,
            in_place_pod_level_resources_vertical_scaling: false,
            cluster_trust_bundle_projection: false,
            image_volume: false,
            env_files: false,
            pod_observed_generation_tracking: false,
            resize_admission_checks_allocatable: false,
        },
    },
    Release {
        version: KubeVersion::V1_33,
        name: "1.33",
        gates: FeatureGates {
            sidecar_containers: true,
            pod_level_resources: false,
            container_restart_rules: false,
            container_restart_rules_known: false,
            pod_ready_to_start_containers_condition: true,
            change_container_status_on_kubelet_restart: true,
            short_event_messages: false,
            exec_readiness_cancelled_on_deletion: false,
            pull_error_in_back_off_message: true,
            restart_all_containers: false,
            container_stop_signals: false,
            pod_level_resources_fix_qos: false,
            pod_level_resources_fix_defaulting: false,
            ready_to_start_at_sandbox: false,
            ready_to_start_reason: false,
            restart_rule_limits_too_many: false,
            fit_unresolvable_beyond_allocatable: false,
            dynamic_resource_allocation: false,
            in_place_pod_vertical_scaling: true,
            resize_memory_limit_decrease: false,
            resize_events: ResizeEvents::None,
            resize_init_containers: false,
            in_place_pod_level_resources_vertical_scaling: false,
            cluster_trust_bundle_projection: false,
            image_volume: false,
            env_files: false,
            pod_observed_generation_tracking: false,
            resize_admission_checks_allocatable: false,
        },
    },
    Release {
        version: KubeVersion::V1_34,
        name: "1.34",
        gates: FeatureGates {
            sidecar_containers: true,
            pod_level_resources: true,
            container_restart_rules: false,
            container_restart_rules_known: true,
            pod_ready_to_start_containers_condition: true,
            change_container_status_on_kubelet_restart: true,
            short_event_messages: false,
            exec_readiness_cancelled_on_deletion: false,
            pull_error_in_back_off_message: true,
            restart_all_containers: false,
            container_stop_signals: false,
            pod_level_resources_fix_qos: false,
            pod_level_resources_fix_defaulting: false,
            ready_to_start_at_sandbox: false,
            ready_to_start_reason: false,
            restart_rule_limits_too_many: false,
            fit_unresolvable_beyond_allocatable: true,
            dynamic_resource_allocation: true,
            in_place_pod_vertical_scaling: true,
            resize_memory_limit_decrease: true,
            resize_events: ResizeEvents::Completed,
            resize_init_containers: false,
            in_place_pod_level_resources_vertical_scaling: false,
            cluster_trust_bundle_projection: false,
            image_volume: false,
            env_files: false,
            pod_observed_generation_tracking: true,
            resize_admission_checks_allocatable: false,
        },
    },
    Release {
        version: KubeVersion::V1_35,
        name: "1.35",
        gates: FeatureGates {
            sidecar_containers: true,
            pod_level_resources: true,
            container_restart_rules: true,
            container_restart_rules_known: true,
            pod_ready_to_start_containers_condition: true,
            change_container_status_on_kubelet_restart: false,
            short_event_messages: true,
            exec_readiness_cancelled_on_deletion: true,
            pull_error_in_back_off_message: true,
            restart_all_containers: false,
            container_stop_signals: false,
            pod_level_resources_fix_qos: false,
            pod_level_resources_fix_defaulting: false,
            ready_to_start_at_sandbox: false,
            ready_to_start_reason: false,
            restart_rule_limits_too_many: false,
            fit_unresolvable_beyond_allocatable: true,
            dynamic_resource_allocation: true,
            in_place_pod_vertical_scaling: true,
            resize_memory_limit_decrease: true,
            resize_events: ResizeEvents::All,
            resize_init_containers: false,
            in_place_pod_level_resources_vertical_scaling: false,
            cluster_trust_bundle_projection: false,
            image_volume: true,
            env_files: true,
            pod_observed_generation_tracking: true,
            resize_admission_checks_allocatable: false,
        },
    },
    Release {
        version: KubeVersion::V1_36,
        name: "1.36",
        gates: FeatureGates {
            sidecar_containers: true,
            pod_level_resources: true,
            container_restart_rules: true,
            container_restart_rules_known: true,
            pod_ready_to_start_containers_condition: true,
            change_container_status_on_kubelet_restart: false,
            short_event_messages: true,
            exec_readiness_cancelled_on_deletion: true,
            pull_error_in_back_off_message: true,
            restart_all_containers: true,
            container_stop_signals: false,
            pod_level_resources_fix_qos: false,
            pod_level_resources_fix_defaulting: false,
            ready_to_start_at_sandbox: true,
            ready_to_start_reason: false,
            restart_rule_limits_too_many: true,
            fit_unresolvable_beyond_allocatable: true,
            dynamic_resource_allocation: true,
            in_place_pod_vertical_scaling: true,
            resize_memory_limit_decrease: true,
            resize_events: ResizeEvents::All,
            resize_init_containers: true,
            in_place_pod_level_resources_vertical_scaling: true,
            cluster_trust_bundle_projection: false,
            image_volume: true,
            env_files: true,
            pod_observed_generation_tracking: true,
            resize_admission_checks_allocatable: true,
        },
    },
    Release {
        version: KubeVersion::V1_37,
        name: "1.37",
        gates: FeatureGates {
            sidecar_containers: true,
            pod_level_resources: true,
            container_restart_rules: true,
            container_restart_rules_known: true,
            pod_ready_to_start_containers_condition: true,
            change_container_status_on_kubelet_restart: false,
            short_event_messages: true,
            exec_readiness_cancelled_on_deletion: false,
            pull_error_in_back_off_message: true,
            restart_all_containers: true,
            container_stop_signals: false,
            pod_level_resources_fix_qos: true,
            pod_level_resources_fix_defaulting: true,
            ready_to_start_at_sandbox: true,
            ready_to_start_reason: true,
            restart_rule_limits_too_many: true,
            fit_unresolvable_beyond_allocatable: true,
            dynamic_resource_allocation: true,
            in_place_pod_vertical_scaling: true,
            resize_memory_limit_decrease: true,
            resize_events: ResizeEvents::All,
            resize_init_containers: true,
            in_place_pod_level_resources_vertical_scaling: true,
            cluster_trust_bundle_projection: false,
            image_volume: true,
            env_files: true,
            pod_observed_generation_tracking: true,
            resize_admission_checks_allocatable: true,
        },
    },
];

impl KubeVersion {
    /// The names of [`KubeVersion::ALL`], for messages that list the choices.
    pub const CHOICES: &'static str = "1.37, 1.36, 1.35, 1.34, 1.33 or legacy";

    /// Every supported version, newest first (the order of the version picker).
    pub const ALL: [KubeVersion; 6] = [
        KubeVersion::V1_37,
        KubeVersion::V1_36,
        KubeVersion::V1_35,
        KubeVersion::V1_34,
        KubeVersion::V1_33,
        KubeVersion::Legacy,
    ];

    fn release(self) -> &'static Release {
        RELEASES.iter().find(|release| release.version == self).unwrap_or(&RELEASES[RELEASES.len() - 1])
    }

    /// The feature-gate defaults of this version.
    pub fn gates(self) -> FeatureGates {
        self.release().gates
    }

    /// The setting's name: `1.37`, …, `1.33` or `legacy`.
    pub fn as_str(self) -> &'static str {
        self.release().name
    }

    /// Parses `1.35`, `v1.35`, `1.35.2` or `legacy`.
    pub fn parse(text: &str) -> Option<KubeVersion> {
        let text = text.trim().trim_start_matches('v');
        let minor = text.split('.').take(2).collect::<Vec<_>>().join(".");
        RELEASES.iter().find(|release| release.name == text || release.name == minor).map(|release| release.version)
    }
}

impl fmt::Display for KubeVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_name_back() {
        for version in KubeVersion::ALL {
            assert_eq!(KubeVersion::parse(version.as_str()), Some(version));
        }
        assert_eq!(KubeVersion::parse("v1.34.2"), Some(KubeVersion::V1_34));
        assert_eq!(KubeVersion::parse("1.99"), None);
        assert_eq!(KubeVersion::parse("1.37.1"), Some(KubeVersion::V1_37));
    }

    #[test]
    fn choices_name_every_version_in_picker_order() {
        let names: Vec<&str> = KubeVersion::ALL.iter().map(|version| version.as_str()).collect();
        let (last, rest) = names.split_last().unwrap_or((&"", &[]));
        assert_eq!(KubeVersion::CHOICES, format!("{} or {last}", rest.join(", ")));
    }

    #[test]
    fn restart_all_containers_is_on_from_1_36_and_the_pod_level_fixes_from_1_37() {
        let on = |version: KubeVersion| version.gates().restart_all_containers;
        assert_eq!(KubeVersion::ALL.map(on), [true, true, false, false, false, false]);
        let fixed = |version: KubeVersion| version.gates().pod_level_resources_fix_qos;
        assert_eq!(KubeVersion::ALL.map(fixed), [true, false, false, false, false, false]);
    }
}
