//! The gates that change something for one Pod on one version: what the page lists beside its
//! Gates field (each with its value, one click toggling it) and `podsim check` notes.

use crate::lang::Text;
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
    /// What it decides for this Pod, naming that field.
    pub why: Text,
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

/// The first field of `pod` that makes the gate `name` matter (none for a gate every Pod meets),
/// and what the gate decides there.
fn why(name: &str, pod: &Pod) -> Option<(Option<String>, Text)> {
    let first = |pick: &dyn Fn(&Container) -> bool| containers(pod).find(|(_, c)| pick(c)).map(|(path, _)| path);
    let resources = pod.spec.resources.as_ref();
    let named = resources.is_some_and(|r| !r.requests.is_empty() || !r.limits.is_empty());
    match name {
        "ContainerStopSignals" => first(&|c| c.lifecycle.as_ref().is_some_and(|l| l.stop_signal.is_some())).map(|path| {
            let text = crate::text!(
                "{path}.lifecycle.stopSignal is kept and used to stop the container only with this gate on",
                "只有开启这个门控，{path}.lifecycle.stopSignal 才会保留并用来停止容器"
            );
            (Some(format!("{path}.lifecycle.stopSignal")), text)
        }),
        "RestartAllContainersOnContainerExits" => first(&|c| {
            c.restart_policy_rules.iter().any(|rule| rule.action.as_deref() == Some("RestartAllContainers"))
        })
        .map(|path| {
            let text = crate::text!(
                "{path}.restartPolicyRules uses the action RestartAllContainers, which only this gate allows",
                "{path}.restartPolicyRules 使用了 RestartAllContainers 动作，只有这个门控允许它"
            );
            (Some(format!("{path}.restartPolicyRules")), text)
        }),
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
                .map(|(path, _, _)| {
                    let text = crate::text!(
                        "{path} sets a container restartPolicy or restartPolicyRules, which only this gate keeps",
                        "{path} 设置了容器级 restartPolicy 或 restartPolicyRules，只有这个门控会保留它"
                    );
                    (Some(path), text)
                })
        }
        "SidecarContainers" => pod.spec.init_containers.iter().position(Container::is_restartable).map(|i| {
            let text = crate::text!(
                "spec.initContainers[{i}] has restartPolicy: Always: a native sidecar only with this gate on",
                "spec.initContainers[{i}] 设置了 restartPolicy: Always：只有开启这个门控才是原生 sidecar"
            );
            (Some(format!("spec.initContainers[{i}].restartPolicy")), text)
        }),
        "PodLevelResources" => resources.map(|_| {
            (Some("spec.resources".to_owned()), crate::text!(
                "spec.resources (pod-level requests and limits) is kept and decides the Pod's resources only with this gate on",
                "只有开启这个门控，spec.resources（Pod 级 requests 与 limits）才会保留并决定 Pod 的资源"
            ))
        }),
        "PodLevelResourcesFixDefaulting" => named.then(|| {
            (Some("spec.resources".to_owned()), crate::text!(
                "spec.resources is set: the API server fills in the missing pod-level requests and limits from the containers",
                "设置了 spec.resources：API Server 会根据容器补全缺少的 Pod 级 requests 与 limits"
            ))
        }),
        "PodLevelResourcesFixKubeletQOSClass" => (resources.is_some() && !named).then(|| {
            (Some("spec.resources".to_owned()), crate::text!(
                "spec.resources is empty: with this gate on it no longer decides the QoS class",
                "spec.resources 为空：开启这个门控后，它不再决定 QoS 类别"
            ))
        }),
        "ClusterTrustBundleProjection" => trust_bundle_source(pod).map(|path| {
            let text = crate::text!(
                "{path} is kept and validated only with this gate on; with it off the API server drops it",
                "只有开启这个门控，{path} 才会保留并被校验；关闭时 API Server 会丢弃它"
            );
            (Some(path), text)
        }),
        "ImageVolume" => pod.spec.volumes.iter().position(|volume| volume.fields.types.contains(&"image")).map(|v| {
            let text = crate::text!(
                "spec.volumes[{v}] is an image volume, kept only with this gate on; with it off the API server drops it and its mounts",
                "spec.volumes[{v}] 是镜像卷，只有开启这个门控才会保留；关闭时 API Server 会丢弃它及其挂载"
            );
            (Some(format!("spec.volumes[{v}].image")), text)
        }),
        "PodReadyToStartContainersCondition" => Some((
            None,
            crate::text!(
                "the kubelet reports the PodReadyToStartContainers condition only with this gate on",
                "只有开启这个门控，kubelet 才会上报 PodReadyToStartContainers 状况"
            ),
        )),
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
        assert!(gate.is_some_and(|g| g.on && !g.default && g.modelled && g.why.en.starts_with("spec.containers[0]")));
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
