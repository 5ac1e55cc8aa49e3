//! Pod-level `spec.resources` defaulting: the hugepage limits, the requests and, from 1.37 with
//! `PodLevelResourcesFixDefaulting`, the cpu and memory limits the API server fills in.

use std::rc::Rc;

use crate::model::Pod;
use crate::quantity::Quantity;
use crate::resources::{ResourceOptions, effective_resources_with, is_pod_level_resource};
use crate::version::FeatureGates;

/// Fills in the pod-level resources a Pod that sets some of them is stored with.
///
/// Before 1.37 (core/v1 `SetDefaults_Pod`): `defaultHugePagePodLimits`, then `defaultPodRequests`,
/// which only acts when a pod-level limit is set. From 1.37 with `PodLevelResourcesFixDefaulting`
/// (kubernetes/kubernetes#140514, pkg/api/pod `DefaultPodLevelResources`, run from the Pod
/// strategy's `PrepareForCreate`): the hugepage limits, then the requests whether or not a limit
/// is set, then each missing cpu or memory limit as max(pod-level request, the containers'
/// aggregated limits) when every container sets that limit.
pub(super) fn default_pod_level_resources(pod: &mut Pod, gates: FeatureGates) {
    let Some(resources) = &pod.spec.resources else { return };
    // Only a Pod that names at least one pod-level request or limit opts in; `{}` stays as it is.
    if resources.requests.is_empty() && resources.limits.is_empty() {
        return;
    }
    let (mut requests, mut limits) = (resources.requests.clone(), resources.limits.clone());
    let aggregate = effective_resources_with(pod, gates, ResourceOptions::containers_only());
    // defaultHugePagePodLimits: the containers' hugepage limits, unless a pod-level request of
    // that size is set.
    for (name, limit) in &aggregate.limits {
        if name.starts_with("hugepages-") && !requests.contains_key(name) && !limits.contains_key(name) {
            limits.insert(name.clone(), limit.to_string());
        }
    }
    if gates.pod_level_resources_fix_defaulting || !limits.is_empty() {
        // defaultPodRequests: cpu and memory from what the containers request (they may
        // overcommit), everything else from the pod-level limit.
        for (name, quantity) in &aggregate.requests {
            if overcommit_allowed(name) && !requests.contains_key(name) {
                requests.insert(name.clone(), quantity.to_string());
            }
        }
        for (name, limit) in &limits {
            if is_pod_level_resource(name) && !requests.contains_key(name) && Quantity::parse(limit).is_ok() {
                requests.insert(name.clone(), limit.clone());
            }
        }
    }
    if gates.pod_level_resources_fix_defaulting {
        for (name, containers) in &aggregate.limits {
            if !overcommit_allowed(name) || limits.contains_key(name) || !every_container_limits(pod, name) {
                continue;
            }
            let request = requests.get(name).and_then(|text| Quantity::parse(text).ok());
            let limit = match request {
                Some(request) if request > *containers => request,
                _ => containers.clone(),
            };
            limits.insert(name.clone(), limit.to_string());
        }
    }
    if let Some(resources) = &mut Rc::make_mut(&mut pod.spec).resources {
        resources.requests = requests;
        resources.limits = limits;
    }
}

/// corev1helper.IsOvercommitAllowed among the pod-level resources: cpu and memory.
fn overcommit_allowed(name: &str) -> bool {
    is_pod_level_resource(name) && !name.starts_with("hugepages-")
}

/// Every init (sidecar or not) and regular container sets a limit for `name`; ephemeral containers
/// set none. // resourcehelper.AllContainersHaveLimitForResource
fn every_container_limits(pod: &Pod, name: &str) -> bool {
    pod.spec.init_containers.iter().chain(&pod.spec.containers).all(|c| c.resources.limits.contains_key(name))
}
