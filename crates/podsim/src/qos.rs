//! The QoS class the API server stores in `status.qosClass` (computed once, on the defaulted Pod).

use crate::model::{Pod, ResourceList, ResourceRequirements};
use crate::quantity::Quantity;
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

/// Computes the QoS class. // core helper qos: ComputePodQOS
///
/// With PodLevelResources on and `spec.resources` set, only the pod-level values count;
/// otherwise every app and init container (sidecars included, ephemeral excluded).
pub fn qos_class(pod: &Pod, gates: FeatureGates) -> QosClass {
    let considered: Vec<&ResourceRequirements> = match &pod.spec.resources {
        Some(resources) if gates.pod_level_resources && decides_qos(resources, gates) => vec![resources],
        _ => pod.spec.containers.iter().chain(&pod.spec.init_containers).map(|c| &c.resources).collect(),
    };
    let mut requests = ComputeSums::default();
    let mut limits = ComputeSums::default();
    let mut guaranteed = true;
    for resources in considered {
        requests.accumulate(&resources.requests);
        let [cpu_limit, memory_limit] = limits.accumulate(&resources.limits);
        if !(cpu_limit && memory_limit) {
            guaranteed = false;
        }
    }
    if requests.is_empty() && limits.is_empty() {
        return QosClass::BestEffort;
    }
    let all_equal = requests.0.iter().zip(&limits.0).all(|(request, limit)| request.is_none() || request == limit);
    if guaranteed && all_equal && requests.count() == limits.count() {
        QosClass::Guaranteed
    } else {
        QosClass::Burstable
    }
}

/// The sums of the two resources that decide the class, cpu and memory, in that order; only
/// they count, so the class is computed without a map of every resource named.
#[derive(Default)]
struct ComputeSums([Option<Quantity>; 2]);

impl ComputeSums {
    /// Adds the positive cpu and memory values of `list`; returns which of the two it had.
    fn accumulate(&mut self, list: &ResourceList) -> [bool; 2] {
        let mut found = [false; 2];
        for ((name, sum), found) in QOS_RESOURCES.iter().zip(&mut self.0).zip(&mut found) {
            // An unparsable value is left out, as decoding would have rejected it.
            let Some(quantity) = list.get(*name).and_then(|text| Quantity::parse(text).ok()) else { continue };
            if quantity <= Quantity::zero() {
                continue;
            }
            *sum = Some(match sum.take() {
                Some(existing) => quantity.add(&existing).unwrap_or(quantity),
                None => quantity,
            });
            *found = true;
        }
        found
    }

    fn is_empty(&self) -> bool {
        self.count() == 0
    }

    fn count(&self) -> usize {
        self.0.iter().flatten().count()
    }
}

/// Only cpu and memory decide the class. // core helper qos: isSupportedQoSComputeResource
const QOS_RESOURCES: [&str; 2] = ["cpu", "memory"];

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
