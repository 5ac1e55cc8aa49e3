//! The gates that change something for one Pod on one version: what the page lists beside its
//! Gates field (each with its value, one click toggling it) and `podsim check` notes.

use crate::model::{Container, Pod};
use crate::version::{FeatureGates, KubeVersion};

use super::{Effect, Stage};

/// A gate that matters for the Pod, with its value in force.
#[derive(Debug, Clone, PartialEq)]
pub struct GateInUse {
    /// Its name, as `--feature-gates` spells it.
    pub name: &'static str,
    /// Its value in force (the version's default, or the override podsim models).
    pub on: bool,
    /// The version's default.
    pub default: bool,
    /// Its stage at the version.
    pub stage: Stage,
    /// `LockToDefault`: the component refuses the other value.
    pub locked: bool,
    /// podsim models it: toggling it changes what podsim shows.
    pub modelled: bool,
    /// The field that makes it matter; `None` for a gate that matters to every Pod.
    pub field: Option<String>,
    /// What it decides for this Pod, at that field.
    pub why: GateUse,
}

/// Every container of the Pod with its field path.
fn containers(pod: &Pod) -> impl Iterator<Item = (String, &Container)> {
    let spec = &pod.spec;
    spec.init_containers
        .iter()
        .enumerate()
        .map(|(i, c)| (format!("spec.initContainers[{i}]"), c))
        .chain(spec.containers.iter().enumerate().map(|(i, c)| (format!("spec.containers[{i}]"), c)))
        .chain(spec.ephemeral_containers.iter().enumerate().map(|(i, c)| (format!("spec.ephemeralContainers[{i}]"), c)))
}

/// The first `clusterTrustBundle` source of a projected volume, by its path.
fn trust_bundle_source(pod: &Pod) -> Option<String> {
    pod.spec.volumes.iter().enumerate().find_map(|(v, volume)| {
        let index = volume.fields.projections.iter().position(|source| source.kinds.contains(&"clusterTrustBundle"))?;
        Some(format!("spec.volumes[{v}].projected.sources[{index}].clusterTrustBundle"))
    })
}

/// What a gate decides for one Pod, at the first field that makes it matter (the words are in
/// `view/gates.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GateUse {
    /// The container at `path` sets `lifecycle.stopSignal`.
    StopSignal {
        /// `spec.containers[0]`.
        path: String,
    },
    /// The container at `path` has a `restartPolicyRules` rule with the action
    /// `RestartAllContainers`.
    RestartAllContainers {
        /// `spec.containers[0]`.
        path: String,
    },
    /// The container at `path` sets a container-level `restartPolicy` or `restartPolicyRules`
    /// (other than a sidecar's `Always`).
    ContainerRestartPolicy {
        /// `spec.containers[0]`.
        path: String,
    },
    /// The init container `index` has `restartPolicy: Always`.
    NativeSidecar {
        /// Its place in `initContainers`.
        index: usize,
    },
    /// `spec.resources` is set.
    PodLevelResources,
    /// `spec.resources` names requests or limits, which the API server completes.
    PodLevelDefaulting,
    /// `spec.resources` is set but empty.
    PodLevelEmpty,
    /// A projected volume has a `clusterTrustBundle` source at `path`.
    TrustBundle {
        /// `spec.volumes[0].projected.sources[1].clusterTrustBundle`.
        path: String,
    },
    /// The volume `index` is an image volume.
    ImageVolume {
        /// Its place in `volumes`.
        index: usize,
    },
    /// Every Pod: the kubelet's `PodReadyToStartContainers` condition.
    ReadyToStartCondition,
    /// The variable at `path` takes its value from an env file (`valueFrom.fileKeyRef`).
    EnvFile {
        /// `spec.containers[0].env[1]`.
        path: String,
    },
}

/// The first field of `pod` that makes the gate `name` matter (none for a gate every Pod meets),
/// and what the gate decides there.
fn why(name: &str, pod: &Pod) -> Option<(Option<String>, GateUse)> {
    let first = |pick: &dyn Fn(&Container) -> bool| containers(pod).find(|(_, c)| pick(c)).map(|(path, _)| path);
    let resources = pod.spec.resources.as_ref();
    let named = resources.is_some_and(|r| !r.requests.is_empty() || !r.limits.is_empty());
    let spec_resources = || Some("spec.resources".to_owned());
    match name {
        "ContainerStopSignals" => first(&|c| c.lifecycle.as_ref().is_some_and(|l| l.stop_signal.is_some()))
            .map(|path| (Some(format!("{path}.lifecycle.stopSignal")), GateUse::StopSignal { path })),
        "RestartAllContainersOnContainerExits" => first(&|c| {
            c.restart_policy_rules.iter().any(|rule| rule.action.as_deref() == Some("RestartAllContainers"))
        })
        .map(|path| (Some(format!("{path}.restartPolicyRules")), GateUse::RestartAllContainers { path })),
        "ContainerRestartRules" => {
            // An init container's `Always` makes a sidecar (SidecarContainers); any other
            // container-level policy, and any rule, is this gate's.
            let init = pod.spec.init_containers.iter().enumerate().map(|(i, c)| (format!("spec.initContainers[{i}]"), c, false));
            let regular = pod.spec.containers.iter().enumerate().map(|(i, c)| (format!("spec.containers[{i}]"), c, true));
            init.chain(regular)
                .find(|(_, c, regular)| {
                    !c.restart_policy_rules.is_empty()
                        || c.restart_policy.is_some() && (*regular || !c.is_restartable())
                })
                .map(|(path, _, _)| (Some(path.clone()), GateUse::ContainerRestartPolicy { path }))
        }
        "SidecarContainers" => pod.spec.init_containers.iter().position(Container::is_restartable).map(|index| {
            (Some(format!("spec.initContainers[{index}].restartPolicy")), GateUse::NativeSidecar { index })
        }),
        "PodLevelResources" => resources.map(|_| (spec_resources(), GateUse::PodLevelResources)),
        "PodLevelResourcesFixDefaulting" => named.then(|| (spec_resources(), GateUse::PodLevelDefaulting)),
        "PodLevelResourcesFixKubeletQOSClass" => {
            (resources.is_some() && !named).then(|| (spec_resources(), GateUse::PodLevelEmpty))
        }
        "ClusterTrustBundleProjection" => {
            trust_bundle_source(pod).map(|path| (Some(path.clone()), GateUse::TrustBundle { path }))
        }
        "ImageVolume" => pod.spec.volumes.iter().position(|volume| volume.fields.types.contains(&"image")).map(|index| {
            (Some(format!("spec.volumes[{index}].image")), GateUse::ImageVolume { index })
        }),
        "PodReadyToStartContainersCondition" => Some((None, GateUse::ReadyToStartCondition)),
        "EnvFiles" => containers(pod)
            .find_map(|(path, c)| {
                let index = c.env.iter().position(|env| env.value_from.as_ref().is_some_and(|s| s.file_key_ref.is_some()))?;
                Some(format!("{path}.env[{index}]"))
            })
            .map(|path| (Some(format!("{path}.valueFrom.fileKeyRef")), GateUse::EnvFile { path })),
        _ => None,
    }
}

/// The gates `version` knows that change something for `pod` (the Pod as written, before the API
/// server drops the fields of gates that are off), with their values under `gates`, in the order
/// of [`super::GATES`].
pub fn gates_in_use(pod: &Pod, version: KubeVersion, gates: FeatureGates) -> Vec<GateInUse> {
    super::GATES
        .iter()
        .filter_map(|known| {
            let spec = known.spec_at(version)?;
            let (field, why) = why(known.name, pod)?;
            Some(GateInUse {
                name: known.name,
                on: known.effect.map_or(spec.default, |effect: Effect| effect.value(&gates)),
                default: spec.default,
                stage: spec.stage,
                locked: spec.locked,
                modelled: known.effect.is_some(),
                field,
                why,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str, version: KubeVersion) -> Vec<(&'static str, bool)> {
        let pod = crate::parse(text).pod;
        gates_in_use(&pod, version, version.gates()).into_iter().map(|g| (g.name, g.on)).collect()
    }

    const PLAIN: &str = "kind: Pod\nspec:\n  containers: [{name: app, image: app}]\n";

    #[test]
    fn a_plain_pod_depends_only_on_the_condition_gate() {
        assert_eq!(names(PLAIN, KubeVersion::V1_37), [("PodReadyToStartContainersCondition", true)]);
        assert_eq!(names(PLAIN, KubeVersion::Legacy), [("PodReadyToStartContainersCondition", false)]);
    }

    #[test]
    fn a_stop_signal_needs_container_stop_signals_off_by_default_and_unknown_on_legacy() {
        let text = "kind: Pod\nspec:\n  containers:\n  - {name: app, image: app, lifecycle: {stopSignal: SIGUSR1}}\n";
        assert!(names(text, KubeVersion::V1_37).contains(&("ContainerStopSignals", false)));
        assert!(!names(text, KubeVersion::Legacy).iter().any(|(name, _)| *name == "ContainerStopSignals"));
        let pod = crate::parse(text).pod;
        let on = FeatureGates { container_stop_signals: true, ..KubeVersion::V1_37.gates() };
        let listed = gates_in_use(&pod, KubeVersion::V1_37, on);
        let gate = listed.iter().find(|g| g.name == "ContainerStopSignals");
        assert!(gate.is_some_and(|g| g.on && !g.default && g.modelled && g.why == GateUse::StopSignal { path: "spec.containers[0]".to_owned() }));
    }

    #[test]
    fn a_container_restart_policy_needs_container_restart_rules_but_a_sidecars_always_does_not() {
        let regular = "kind: Pod\nspec:\n  containers: [{name: app, image: app, restartPolicy: Always}]\n";
        assert!(names(regular, KubeVersion::V1_35).contains(&("ContainerRestartRules", true)));
        let init = "kind: Pod\nspec:\n  initContainers: [{name: i, image: app, restartPolicy: Never}]\n  containers: [{name: app, image: app}]\n";
        assert!(names(init, KubeVersion::V1_34).contains(&("ContainerRestartRules", false)));
        let sidecar = init.replace("restartPolicy: Never", "restartPolicy: Always");
        let listed = names(&sidecar, KubeVersion::V1_36);
        assert!(listed.contains(&("SidecarContainers", true)), "{listed:?}");
        assert!(!listed.iter().any(|(name, _)| *name == "ContainerRestartRules"), "{listed:?}");
    }

    #[test]
    fn restart_all_containers_matters_from_1_35_where_it_is_off_and_pod_level_gates_follow_spec_resources() {
        let text = "kind: Pod\nspec:\n  containers:\n  - name: app\n    image: app\n    restartPolicy: Never\n    restartPolicyRules: [{action: RestartAllContainers, exitCodes: {operator: In, values: [42]}}]\n";
        let on_135 = names(text, KubeVersion::V1_35);
        assert!(on_135.contains(&("RestartAllContainersOnContainerExits", false)), "{on_135:?}");
        assert!(on_135.contains(&("ContainerRestartRules", true)), "{on_135:?}");
        assert!(names(text, KubeVersion::V1_36).contains(&("RestartAllContainersOnContainerExits", true)));
        assert!(!names(text, KubeVersion::V1_34).iter().any(|(name, _)| *name == "RestartAllContainersOnContainerExits"));
        let set = "kind: Pod\nspec:\n  resources: {requests: {cpu: 1}}\n  containers: [{name: app, image: app}]\n";
        let listed = names(set, KubeVersion::V1_37);
        assert!(listed.contains(&("PodLevelResourcesFixDefaulting", true)) && listed.contains(&("PodLevelResources", true)));
        assert!(!listed.iter().any(|(name, _)| *name == "PodLevelResourcesFixKubeletQOSClass"), "set, not empty");
        let empty = set.replace("{requests: {cpu: 1}}", "{}");
        let listed = names(&empty, KubeVersion::V1_37);
        assert!(listed.contains(&("PodLevelResourcesFixKubeletQOSClass", true)));
        assert!(!listed.iter().any(|(name, _)| *name == "PodLevelResourcesFixDefaulting"), "{{}} is left alone");
        assert!(!names(&empty, KubeVersion::V1_36).iter().any(|(name, _)| name.starts_with("PodLevelResourcesFix")));
    }
}
