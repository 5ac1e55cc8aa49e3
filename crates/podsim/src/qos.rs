//! The QoS class the API server stores in `status.qosClass` (computed once, on the defaulted Pod).

use std::collections::BTreeMap;

use crate::model::{Pod, ResourceRequirements};
use crate::quantity::Quantity;
use crate::resources::parse_list;
use crate::version::FeatureGates;

/// `status.qosClass`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum QosClass {
    /// Every container (or the pod-level resources) has cpu and memory limits equal to requests.
    Guaranteed,
    /// Some cpu or memory request or limit, but not Guaranteed.
    Burstable,
    /// No cpu or memory request or limit anywhere.
    BestEffort,
}

impl QosClass {
    /// `Guaranteed`, `Burstable` or `BestEffort`.
    pub fn as_str(self) -> &'static str {
        match self {
            QosClass::Guaranteed => "Guaranteed",
            QosClass::Burstable => "Burstable",
            QosClass::BestEffort => "BestEffort",
        }
    }
}

/// Only cpu and memory decide the class. // core helper qos: isSupportedQoSComputeResource
fn counts(name: &str) -> bool {
    name == "cpu" || name == "memory"
}

/// Computes the QoS class. // core helper qos: ComputePodQOS
///
/// With PodLevelResources on and `spec.resources` set, only the pod-level values count;
/// otherwise every app and init container (sidecars included, ephemeral excluded).
pub fn qos_class(pod: &Pod, gates: FeatureGates) -> QosClass {
    let considered: Vec<&ResourceRequirements> = match &pod.spec.resources {
        Some(resources) if gates.pod_level_resources && decides_qos(resources, gates) => vec![resources],
        _ => pod.spec.containers.iter().chain(&pod.spec.init_containers).map(|c| &c.resources).collect(),
    };
    let mut requests: BTreeMap<String, Quantity> = BTreeMap::new();
    let mut limits: BTreeMap<String, Quantity> = BTreeMap::new();
    let mut guaranteed = true;
    for resources in considered {
        accumulate(&mut requests, &parse_list(&resources.requests));
        let positive_limits = accumulate(&mut limits, &parse_list(&resources.limits));
        if !(positive_limits.iter().any(|n| n == "cpu") && positive_limits.iter().any(|n| n == "memory")) {
            guaranteed = false;
        }
    }
    if requests.is_empty() && limits.is_empty() {
        return QosClass::BestEffort;
    }
    let all_equal = requests.iter().all(|(name, request)| limits.get(name) == Some(request));
    if guaranteed && all_equal && requests.len() == limits.len() { QosClass::Guaranteed } else { QosClass::Burstable }
}

/// Whether pod-level resources decide the class. From 1.37 (`PodLevelResourcesFixKubeletQOSClass`,
/// kubernetes/kubernetes#137150) only when they name at least one supported pod-level request or
/// limit: `spec.resources: {}` leaves the class to the containers (issue #135082).
// component-helpers resource: IsPodLevelResourcesSet (IsPodLevelRequestsSet || IsPodLevelLimitsSet)
fn decides_qos(resources: &ResourceRequirements, gates: FeatureGates) -> bool {
    let supported = |name: &String| name == "cpu" || name == "memory" || name.starts_with("hugepages-");
    !gates.pod_level_resources_fix_qos
        || resources.requests.keys().any(supported)
        || resources.limits.keys().any(supported)
}

/// Adds the positive cpu/memory values of `list` into `into`; returns the names added.
fn accumulate(into: &mut BTreeMap<String, Quantity>, list: &BTreeMap<String, Quantity>) -> Vec<String> {
    let mut found = Vec::new();
    for (name, quantity) in list {
        if !counts(name) || quantity <= &Quantity::zero() {
            continue;
        }
        let sum = match into.get(name) {
            Some(existing) => quantity.add(existing).unwrap_or_else(|_| quantity.clone()),
            None => quantity.clone(),
        };
        into.insert(name.clone(), sum);
        found.push(name.clone());
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defaults::apply_defaults;
    use crate::version::KubeVersion;

    fn pod(yaml: &str) -> Pod {
        crate::parse(yaml).pod
    }

    #[test]
    fn limits_only_pod_is_guaranteed_after_defaulting() {
        let mut pod =
            pod("kind: Pod\nspec:\n  containers:\n  - name: c\n    resources: {limits: {cpu: 500m, memory: 256Mi}}\n");
        assert_eq!(qos_class(&pod, KubeVersion::V1_35.gates()), QosClass::Burstable);
        apply_defaults(&mut pod, KubeVersion::V1_35);
        assert_eq!(qos_class(&pod, KubeVersion::V1_35.gates()).as_str(), "Guaranteed");
    }

    #[test]
    fn pod_level_resources_count_only_when_the_gate_is_on() {
        let text = "kind: Pod\nspec:\n  resources: {requests: {cpu: 10m, memory: 1Mi}, limits: {cpu: 10m, memory: 1Mi}}\n  containers: [{name: c}]\n";
        assert_eq!(qos_class(&pod(text), KubeVersion::V1_35.gates()), QosClass::Guaranteed);
        assert_eq!(qos_class(&pod(text), KubeVersion::V1_33.gates()), QosClass::BestEffort);
    }

    #[test]
    fn empty_pod_level_resources_stop_deciding_the_class_in_1_37() {
        // kubernetes/kubernetes#137150 (issue #135082): `spec.resources: {}` made a Pod of
        // Guaranteed containers BestEffort until 1.37.
        let text = "kind: Pod\nspec:\n  resources: {}\n  containers:\n  - name: c\n    resources: {requests: {cpu: 1, memory: 1Gi}, limits: {cpu: 1, memory: 1Gi}}\n";
        let class = |version: KubeVersion| {
            let mut pod = pod(text);
            apply_defaults(&mut pod, version);
            qos_class(&pod, version.gates())
        };
        assert_eq!(class(KubeVersion::V1_36), QosClass::BestEffort);
        assert_eq!(class(KubeVersion::V1_37), QosClass::Guaranteed);
        let mut fixed_off = KubeVersion::V1_37.gates();
        fixed_off.pod_level_resources_fix_qos = false;
        assert_eq!(qos_class(&pod(text), fixed_off), QosClass::BestEffort);
    }

    #[test]
    fn zero_and_extended_resources_are_ignored() {
        let text = "kind: Pod\nspec:\n  containers:\n  - name: c\n    resources: {requests: {cpu: '0', nvidia.com/gpu: '1'}, limits: {nvidia.com/gpu: '1'}}\n";
        assert_eq!(qos_class(&pod(text), KubeVersion::V1_35.gates()), QosClass::BestEffort);
    }
}
