//! Feature-gate overrides (`--feature-gates Name=true,Other=false`, a link's `gates=`): the gates
//! each version knows, which of them podsim models, and the refusals a real component prints.

use std::fmt;

use crate::version::{FeatureGates, KubeVersion};

mod in_use;

pub use in_use::{GateInUse, GateUse, gates_in_use};

/// A gate's maturity at one release. // k8s.io/component-base/featuregate: prerelease
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Off by default, may change or go away.
    Alpha,
    /// Usually on by default.
    Beta,
    /// Generally available; usually locked to on.
    Ga,
    /// On its way out.
    Deprecated,
}

impl Stage {
    /// The word `kubectl`-adjacent docs use: `alpha`, `beta`, `GA`, `deprecated`.
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Alpha => "alpha",
            Stage::Beta => "beta",
            Stage::Ga => "GA",
            Stage::Deprecated => "deprecated",
        }
    }
}

/// A gate's spec from one minor on. // featuregate.FeatureSpec inside VersionedSpecs
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The minor (1.x) this spec starts at; `legacy` counts as 28.
    pub since: u8,
    /// Whether the gate is on by default.
    pub default: bool,
    /// Its stage.
    pub stage: Stage,
    /// `LockToDefault`: setting the other value is refused.
    pub locked: bool,
}

/// What turning a gate on or off changes in podsim, for the gates it models.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// `FeatureGates::sidecar_containers`.
    SidecarContainers,
    /// `FeatureGates::pod_level_resources`.
    PodLevelResources,
    /// `FeatureGates::container_restart_rules`.
    ContainerRestartRules,
    /// `FeatureGates::pod_ready_to_start_containers_condition`.
    PodReadyToStartContainersCondition,
    /// `FeatureGates::change_container_status_on_kubelet_restart`.
    ChangeContainerStatusOnKubeletRestart,
    /// `FeatureGates::pod_level_resources_fix_qos`.
    PodLevelResourcesFixQos,
    /// `FeatureGates::container_stop_signals`.
    ContainerStopSignals,
    /// `FeatureGates::restart_all_containers`.
    RestartAllContainers,
    /// `FeatureGates::pod_level_resources_fix_defaulting`.
    PodLevelResourcesFixDefaulting,
    /// `FeatureGates::in_place_pod_level_resources_vertical_scaling`.
    InPlacePodLevelResourcesVerticalScaling,
    /// `FeatureGates::cluster_trust_bundle_projection`.
    ClusterTrustBundleProjection,
    /// `FeatureGates::image_volume`.
    ImageVolume,
    /// `FeatureGates::pod_observed_generation_tracking`.
    PodObservedGenerationTracking,
    /// `FeatureGates::env_files`.
    EnvFiles,
}

impl Effect {
    /// The gate's value in `gates`.
    fn value(self, gates: &FeatureGates) -> bool {
        let mut copy = *gates;
        *self.field(&mut copy)
    }

    fn apply(self, gates: &mut FeatureGates, on: bool) {
        *self.field(gates) = on;
    }

    fn field(self, gates: &mut FeatureGates) -> &mut bool {
        match self {
            Effect::SidecarContainers => &mut gates.sidecar_containers,
            Effect::PodLevelResources => &mut gates.pod_level_resources,
            Effect::ContainerRestartRules => &mut gates.container_restart_rules,
            Effect::PodReadyToStartContainersCondition => &mut gates.pod_ready_to_start_containers_condition,
            Effect::ChangeContainerStatusOnKubeletRestart => &mut gates.change_container_status_on_kubelet_restart,
            Effect::PodLevelResourcesFixQos => &mut gates.pod_level_resources_fix_qos,
            Effect::ContainerStopSignals => &mut gates.container_stop_signals,
            Effect::RestartAllContainers => &mut gates.restart_all_containers,
            Effect::PodLevelResourcesFixDefaulting => &mut gates.pod_level_resources_fix_defaulting,
            Effect::InPlacePodLevelResourcesVerticalScaling => &mut gates.in_place_pod_level_resources_vertical_scaling,
            Effect::ClusterTrustBundleProjection => &mut gates.cluster_trust_bundle_projection,
            Effect::ImageVolume => &mut gates.image_volume,
            Effect::PodObservedGenerationTracking => &mut gates.pod_observed_generation_tracking,
            Effect::EnvFiles => &mut gates.env_files,
        }
    }
}

/// One gate of the Pod-lifecycle area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gate {
    /// Its name, as `--feature-gates` spells it.
    pub name: &'static str,
    /// Its specs, oldest first. // pkg/features/kube_features.go: defaultVersionedKubernetesFeatureGates
    pub specs: &'static [Spec],
    /// The first minor whose components no longer know the gate.
    pub removed_in: Option<u8>,
    /// What podsim changes for it; `None`: known to the version but not modelled.
    pub effect: Option<Effect>,
}

const fn spec(since: u8, default: bool, stage: Stage, locked: bool) -> Spec {
    Spec { since, default, stage, locked }
}

use Stage::{Alpha, Beta, Deprecated, Ga};

/// The gates of podsim's area (Pod lifecycle, probes, restarts, resources, conditions), read
/// from `pkg/features/kube_features.go` (the v1.37 state) and the 1.36/1.37 release notes where
/// master rewrote a past release's entry. Gates of other areas are not listed: podsim cannot
/// tell whether a version knows them (see [`GateOverrides::notes`]).
pub const GATES: &[Gate] = &[
    Gate {
        name: "ClusterTrustBundleProjection",
        // Read in the v1.35 table; 1.36 and 1.37 are assumed to keep it beta and off.
        specs: &[spec(29, false, Alpha, false), spec(33, false, Beta, false)],
        removed_in: None,
        // KEP-3257: `clusterTrustBundle` projections are kept and validated only with it on.
        effect: Some(Effect::ClusterTrustBundleProjection),
    },
    Gate {
        name: "ChangeContainerStatusOnKubeletRestart",
        // Added in 1.35 to opt back into the old behaviour; earlier kubelets do not know it.
        specs: &[spec(35, false, Deprecated, false)],
        removed_in: None,
        effect: Some(Effect::ChangeContainerStatusOnKubeletRestart),
    },
    Gate {
        name: "ContainerRestartRules",
        specs: &[spec(34, false, Alpha, false), spec(35, true, Beta, false)],
        removed_in: None,
        effect: Some(Effect::ContainerRestartRules),
    },
    Gate {
        name: "PodObservedGenerationTracking",
        // KEP-5067: the status's and each condition's `observedGeneration`.
        specs: &[spec(33, false, Alpha, false), spec(34, true, Beta, false), spec(35, true, Ga, true)],
        removed_in: None,
        effect: Some(Effect::PodObservedGenerationTracking),
    },
    Gate {
        name: "ContainerStopSignals",
        specs: &[spec(33, false, Alpha, false)],
        removed_in: None,
        // KEP-4960: `lifecycle.stopSignal` is kept, validated, used to stop the container and
        // reported in its status; alpha and off in 1.33–1.37.
        effect: Some(Effect::ContainerStopSignals),
    },
    Gate {
        name: "EnvFiles",
        // Alpha in 1.34, beta and on from 1.35 (GA and locked in 1.38).
        specs: &[spec(34, false, Alpha, false), spec(35, true, Beta, false)],
        removed_in: None,
        // KEP-3721: `env[].valueFrom.fileKeyRef` is kept and counts as a source only with it on.
        effect: Some(Effect::EnvFiles),
    },
    Gate {
        name: "ImageVolume",
        // Read in the v1.35 table; 1.36 and 1.37 are assumed to keep it on.
        specs: &[spec(31, false, Alpha, false), spec(33, false, Beta, false), spec(35, true, Beta, false)],
        removed_in: None,
        // KEP-4639: `image` volumes are kept (and their pull policy defaulted) only with it on.
        effect: Some(Effect::ImageVolume),
    },
    Gate {
        name: "InPlacePodLevelResourcesVerticalScaling",
        specs: &[spec(35, false, Alpha, false), spec(36, true, Beta, false)],
        removed_in: None,
        // KEP-5419: `spec.resources` may be resized (the `resize` action without `container:`).
        effect: Some(Effect::InPlacePodLevelResourcesVerticalScaling),
    },
    Gate {
        name: "InPlacePodVerticalScaling",
        specs: &[spec(28, false, Alpha, false), spec(33, true, Beta, false), spec(35, true, Ga, true)],
        removed_in: None,
        effect: None,
    },
    Gate {
        name: "InPlacePodVerticalScalingInitContainers",
        specs: &[spec(36, true, Beta, false), spec(37, true, Ga, true)],
        removed_in: None,
        effect: None,
    },
    Gate {
        name: "KubeletCrashLoopBackOffMax",
        specs: &[spec(32, false, Alpha, false), spec(35, true, Beta, false)],
        removed_in: None,
        effect: None,
    },
    Gate {
        name: "NodeDeclaredFeatures",
        specs: &[spec(35, false, Alpha, false), spec(36, true, Beta, false), spec(37, true, Ga, true)],
        removed_in: None,
        effect: None,
    },
    Gate {
        name: "PodLevelResources",
        specs: &[spec(32, false, Alpha, false), spec(34, true, Beta, false)],
        removed_in: None,
        effect: Some(Effect::PodLevelResources),
    },
    Gate {
        name: "PodLevelResourcesFixDefaulting",
        specs: &[spec(37, true, Beta, false)],
        removed_in: None,
        // kubernetes/kubernetes#140514: pod-level limits and requests defaulted in PrepareForCreate.
        effect: Some(Effect::PodLevelResourcesFixDefaulting),
    },
    Gate {
        name: "PodLevelResourcesFixKubeletQOSClass",
        specs: &[spec(37, true, Beta, false)],
        removed_in: None,
        effect: Some(Effect::PodLevelResourcesFixQos),
    },
    Gate {
        name: "PodReadyToStartContainersCondition",
        specs: &[spec(28, false, Alpha, false), spec(29, true, Beta, false), spec(37, true, Ga, true)],
        removed_in: None,
        effect: Some(Effect::PodReadyToStartContainersCondition),
    },
    Gate {
        name: "ReduceDefaultCrashLoopBackOffDecay",
        specs: &[spec(33, false, Alpha, false)],
        removed_in: None,
        effect: None,
    },
    Gate {
        name: "RestartAllContainersOnContainerExits",
        specs: &[spec(35, false, Alpha, false), spec(36, true, Beta, false)],
        removed_in: None,
        // The `RestartAllContainers` rule action: validation and the in-place Pod restart.
        effect: Some(Effect::RestartAllContainers),
    },
    Gate {
        name: "SidecarContainers",
        specs: &[spec(28, false, Alpha, false), spec(29, true, Beta, false), spec(33, true, Ga, true)],
        // kubernetes/kubernetes#137755 (v1.37): the gate is gone, sidecars always on.
        removed_in: Some(37),
        effect: Some(Effect::SidecarContainers),
    },
];

/// The minor a version setting answers for (`legacy` is a 1.28 cluster).
fn minor(version: KubeVersion) -> u8 {
    crate::schema::api_minor(version)
}

impl Gate {
    /// The gate's spec at `version`, or `None` when that version does not know it.
    pub fn spec_at(&self, version: KubeVersion) -> Option<Spec> {
        let minor = minor(version);
        if self.removed_in.is_some_and(|removed| minor >= removed) {
            return None;
        }
        self.specs.iter().rev().find(|spec| spec.since <= minor).copied()
    }
}

/// The gate called exactly `name` (gate names are case-sensitive).
pub fn gate(name: &str) -> Option<&'static Gate> {
    GATES.iter().find(|gate| gate.name == name)
}

/// A `--feature-gates` value that could not be read or set, in the component's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GateError(pub String);

impl fmt::Display for GateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The `Name=bool` pairs of a `--feature-gates` value, in the order given.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GateSettings(pub Vec<(String, bool)>);

impl GateError {
    /// The error as a component's flag parser reports a bad `--feature-gates` value (`value` as
    /// given). // spf13/pflag: flag.go (*FlagSet).set
    pub fn as_flag_error(&self, value: &str) -> String {
        format!("invalid argument {value:?} for \"--feature-gates\" flag: {}", self.0)
    }
}

impl GateSettings {
    /// Reads `Name=true,Other=false`. // featuregate.featureGate.Set
    pub fn parse(text: &str) -> Result<GateSettings, GateError> {
        let mut pairs: Vec<(String, bool)> = Vec::new();
        for item in text.split(',').filter(|item| !item.is_empty()) {
            let Some((key, value)) = item.split_once('=') else {
                return Err(GateError(format!("missing bool value for {}", item.trim())));
            };
            let (key, value) = (key.trim(), value.trim());
            let on = parse_go_bool(value).ok_or_else(|| {
                GateError(format!(
                    "invalid value of {key}={value}, err: strconv.ParseBool: parsing {value:?}: invalid syntax"
                ))
            })?;
            // A later setting of the same gate wins, as in the component's map.
            pairs.retain(|(name, _)| name != key);
            pairs.push((key.to_owned(), on));
        }
        Ok(GateSettings(pairs))
    }

    /// True when nothing is set.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// These settings with `name` set to `on`, or without `name` when `on` is the version's
    /// `default` (what one click on a listed gate writes).
    pub fn with(&self, name: &str, on: bool, default: bool) -> GateSettings {
        let mut pairs: Vec<(String, bool)> = self.0.iter().filter(|(known, _)| known != name).cloned().collect();
        if on != default {
            pairs.push((name.to_owned(), on));
        }
        GateSettings(pairs)
    }

    /// Applies the settings to `version`'s defaults, refusing what the component refuses.
    // featuregate.featureGate.unsafeSetFromMap: the first unknown gate ends the call; a locked gate
    // set to the other value is an error.
    pub fn resolve(&self, version: KubeVersion) -> Result<GateOverrides, GateError> {
        let mut gates = version.gates();
        let mut notes = Vec::new();
        for (name, on) in &self.0 {
            let Some(known) = gate(name) else {
                notes.push(GateNote::Unknown { name: name.clone(), version });
                continue;
            };
            let Some(spec) = known.spec_at(version) else {
                return Err(GateError(format!("unrecognized feature gate: {name}")));
            };
            if spec.locked && spec.default != *on {
                return Err(GateError(format!(
                    "cannot set feature gate {name} to {on}, feature is locked to {}",
                    spec.default
                )));
            }
            match known.effect {
                Some(effect) => effect.apply(&mut gates, *on),
                None => notes.push(GateNote::NotModelled { name: name.clone(), stage: spec.stage, version, on: *on }),
            }
        }
        Ok(GateOverrides { gates, notes })
    }
}

impl fmt::Display for GateSettings {
    /// The canonical text: `Name=true,Other=false`, in the order given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> = self.0.iter().map(|(name, on)| format!("{name}={on}")).collect();
        f.write_str(&items.join(","))
    }
}

/// Go's `strconv.ParseBool`.
fn parse_go_bool(text: &str) -> Option<bool> {
    match text {
        "1" | "t" | "T" | "TRUE" | "true" | "True" => Some(true),
        "0" | "f" | "F" | "FALSE" | "false" | "False" => Some(false),
        _ => None,
    }
}

/// A version's gates after the overrides, and what podsim says about the settings it does not model.
#[derive(Debug, Clone, PartialEq)]
pub struct GateOverrides {
    /// The gates podsim runs with.
    pub gates: FeatureGates,
    /// One note per setting that changes nothing in podsim.
    pub notes: Vec<GateNote>,
}

/// Why a gate setting changes nothing in podsim; `view/gates.rs` says it in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GateNote {
    /// podsim does not know the gate (it lists the Pod lifecycle's only).
    Unknown {
        /// The gate as written.
        name: String,
        /// The version.
        version: KubeVersion,
    },
    /// podsim knows the gate but does not model it.
    NotModelled {
        /// The gate.
        name: String,
        /// Its stage in the version.
        stage: Stage,
        /// The version.
        version: KubeVersion,
        /// The value it was set to.
        on: bool,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(text: &str, version: KubeVersion) -> Result<GateOverrides, String> {
        GateSettings::parse(text).and_then(|settings| settings.resolve(version)).map_err(|error| error.0)
    }

    #[test]
    fn modelled_gates_change_the_version_defaults() {
        let on = resolve("PodLevelResourcesFixKubeletQOSClass=false", KubeVersion::V1_37);
        let gates = on.map(|overrides| overrides.gates).unwrap_or_default();
        assert!(!gates.pod_level_resources_fix_qos && KubeVersion::V1_37.gates().pod_level_resources_fix_qos);
        let off = resolve("ContainerRestartRules=false", KubeVersion::V1_36).map(|o| o.gates).unwrap_or_default();
        assert!(!off.container_restart_rules);
        assert!(KubeVersion::V1_36.gates().container_restart_rules);
        let defaulting = resolve("PodLevelResourcesFixDefaulting=false", KubeVersion::V1_37);
        assert!(defaulting.is_ok_and(|o| !o.gates.pod_level_resources_fix_defaulting && o.notes.is_empty()));
    }

    #[test]
    fn container_stop_signals_can_be_turned_on_from_1_33_and_is_off_by_default() {
        for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37]
        {
            assert!(!version.gates().container_stop_signals, "{version}");
            let on = resolve("ContainerStopSignals=true", version);
            assert!(on.is_ok_and(|o| o.gates.container_stop_signals && o.notes.is_empty()), "{version}");
        }
        assert_eq!(
            resolve("ContainerStopSignals=true", KubeVersion::Legacy),
            Err("unrecognized feature gate: ContainerStopSignals".to_owned())
        );
    }

    #[test]
    fn restart_all_containers_can_be_turned_on_in_1_35_and_off_from_1_36() {
        let on = resolve("RestartAllContainersOnContainerExits=true", KubeVersion::V1_35);
        assert!(on.is_ok_and(|o| o.gates.restart_all_containers && o.notes.is_empty()));
        let off = resolve("RestartAllContainersOnContainerExits=false", KubeVersion::V1_37);
        assert!(off.is_ok_and(|o| !o.gates.restart_all_containers && o.notes.is_empty()));
    }

    #[test]
    fn unknown_and_locked_gates_are_refused_in_the_components_words() {
        assert_eq!(
            resolve("RestartAllContainersOnContainerExits=true", KubeVersion::V1_34),
            Err("unrecognized feature gate: RestartAllContainersOnContainerExits".to_owned())
        );
        assert_eq!(
            resolve("SidecarContainers=false", KubeVersion::V1_35),
            Err("cannot set feature gate SidecarContainers to false, feature is locked to true".to_owned())
        );
        assert_eq!(
            resolve("SidecarContainers=true", KubeVersion::V1_37),
            Err("unrecognized feature gate: SidecarContainers".to_owned())
        );
        assert_eq!(
            resolve("PodReadyToStartContainersCondition=false", KubeVersion::V1_37),
            Err("cannot set feature gate PodReadyToStartContainersCondition to false, feature is locked to true"
                .to_owned())
        );
        assert!(resolve("PodReadyToStartContainersCondition=false", KubeVersion::V1_36).is_ok());
        assert!(resolve("SidecarContainers=true", KubeVersion::Legacy).is_ok_and(|o| o.gates.sidecar_containers));
        assert_eq!(
            resolve("ChangeContainerStatusOnKubeletRestart=true", KubeVersion::V1_34),
            Err("unrecognized feature gate: ChangeContainerStatusOnKubeletRestart".to_owned())
        );
        let restored = resolve("ChangeContainerStatusOnKubeletRestart=true", KubeVersion::V1_35);
        assert!(restored.is_ok_and(|o| o.gates.change_container_status_on_kubelet_restart));
    }

    #[test]
    fn one_click_writes_the_other_value_or_drops_a_return_to_the_default() {
        let settings = GateSettings::parse("A=true,ContainerStopSignals=false").unwrap_or_default();
        assert_eq!(settings.with("ContainerStopSignals", true, false).to_string(), "A=true,ContainerStopSignals=true");
        assert_eq!(settings.with("ContainerStopSignals", false, false).to_string(), "A=true");
        assert_eq!(GateSettings::default().with("B", false, true).to_string(), "B=false");
    }

    #[test]
    fn values_are_read_like_the_flag() {
        assert_eq!(GateSettings::parse("A").map_err(|e| e.0), Err("missing bool value for A".to_owned()));
        assert_eq!(
            GateSettings::parse("A=maybe").map_err(|e| e.0),
            Err("invalid value of A=maybe, err: strconv.ParseBool: parsing \"maybe\": invalid syntax".to_owned())
        );
        let settings = GateSettings::parse(" A = T ,,B=0,A=false").unwrap_or_default();
        assert_eq!(settings.to_string(), "B=false,A=false");
    }

    #[test]
    fn gates_podsim_does_not_model_are_noted_never_dropped_silently() {
        let overrides = resolve("InPlacePodVerticalScalingInitContainers=false,MemoryQoS=true", KubeVersion::V1_36);
        let notes: Vec<String> =
            overrides.map(|o| o.notes.iter().map(ToString::to_string).collect()).unwrap_or_default();
        assert_eq!(notes.len(), 2);
        assert!(
            notes[0].contains("does not model the feature gate InPlacePodVerticalScalingInitContainers (beta in 1.36)")
        );
        assert!(notes[1].contains("does not know the feature gate MemoryQoS"));
    }
}
