//! The Kubernetes version setting and the feature gates each version turns on by default.
//!
//! Adding a release is data: a new row in `RELEASES`, not new code paths.

use std::fmt;

/// A Kubernetes version podsim can answer for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum KubeVersion {
    /// A cluster before native sidecars (≤1.28 with `SidecarContainers` off).
    Legacy,
    /// v1.33.
    V1_33,
    /// v1.34.
    V1_34,
    /// v1.35 (the default).
    #[default]
    V1_35,
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
    /// Exec readiness probes of a Pod being deleted error with "context canceled" and their
    /// results are thrown away, so Ready stays as it was until the containers exit: a 1.35
    /// regression (#140881, fixed in 1.37 by #140882; the 1.35 cherry-pick #141005 is open).
    pub exec_readiness_cancelled_on_deletion: bool,
    /// The `ImagePullBackOff` waiting message ends with the previous pull's error (1.32+,
    /// images: imageManager.prevPullErrMsg).
    pub pull_error_in_back_off_message: bool,
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
        },
    },
];

impl KubeVersion {
    /// Every supported version, newest first (the order of the version picker).
    pub const ALL: [KubeVersion; 4] = [KubeVersion::V1_35, KubeVersion::V1_34, KubeVersion::V1_33, KubeVersion::Legacy];

    fn release(self) -> &'static Release {
        RELEASES.iter().find(|release| release.version == self).unwrap_or(&RELEASES[RELEASES.len() - 1])
    }

    /// The feature-gate defaults of this version.
    pub fn gates(self) -> FeatureGates {
        self.release().gates
    }

    /// The setting's name: `1.35`, `1.34`, `1.33` or `legacy`.
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
    }
}
