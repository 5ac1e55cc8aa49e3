//! The Pod's own `status.resources` and `status.allocatedResources` (InPlacePodLevelResourcesVerticalScaling,
//! 1.36+): what the kubelet allocated to the whole Pod and what its cgroup reads back.
// kubelet: convertStatusToAPIStatus, convertToAPIPodLevelResourcesStatus, getEffectiveAllocatedResources

use std::collections::BTreeMap;
use std::rc::Rc;

use super::status_resources::{MIN_MILLI_CPU_LIMIT, MIN_SHARES, milli_cpu_to_quota, milli_cpu_to_shares, milli_quantity};
use super::status_resources::{quota_to_milli_cpu, shares_to_milli_cpu};
use super::world::World;
use crate::model::{Pod, PodStatus, ResourceList, ResourceRequirements};
use crate::qos::{QosClass, qos_class};
use crate::quantity::{Format, Quantity};
use crate::resources::{EffectiveResources, effective_sums, parse_list};
use crate::version::FeatureGates;

/// What the kubelet reports of the Pod's own resources for one allocation, worked out once and
/// picked from at each status update.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct PodLevelReport {
    /// `status.allocatedResources`: PodRequests of the allocated Pod (left out when empty).
    pub allocated_resources: Option<ResourceList>,
    /// `status.resources` while the Pod is not Running: the allocation as PodRequests/PodLimits.
    pub not_running: ResourceRequirements,
    /// `status.resources` of a Running Pod: the pod-level spec with its cgroup's values read back.
    pub running: ResourceRequirements,
    /// Values of `running` that an earlier Running status keeps (`requests`/`limits`, resource):
    /// the memory request (cgroups hold none) and a limit the cgroup does not set.
    pub kept: Vec<(bool, &'static str)>,
}

impl PodLevelReport {
    /// `status.resources` now: `was_running` is the phase the previous status had, `before` the
    /// resources it reported. // kubelet: convertToAPIPodLevelResourcesStatus (preserveOldResourcesValue)
    pub(crate) fn shown(&self, was_running: bool, before: Option<&ResourceRequirements>) -> ResourceRequirements {
        if !was_running {
            return self.not_running.clone();
        }
        let mut shown = self.running.clone();
        for (is_limit, name) in &self.kept {
            let list = |r: &ResourceRequirements| if *is_limit { r.limits.clone() } else { r.requests.clone() };
            if let Some(old) = before.map(list).and_then(|l| l.get(*name).cloned()) {
                let target = if *is_limit { &mut shown.limits } else { &mut shown.requests };
                target.insert((*name).to_owned(), old);
            }
        }
        shown
    }
}

impl World {
    /// Fills in the Pod's own `status.resources` and `status.allocatedResources`; `was_running`
    /// is the phase of the status before (the kubelet reads the phase of the Pod it holds).
    pub(crate) fn report_pod_resources(&mut self, status: &mut PodStatus, was_running: bool) {
        let revision = self.resize.revision;
        // Worked out once per allocation revision and shared by the states that show it.
        let report = match &self.resize.report {
            Some((at, report)) if *at == revision => Rc::clone(report),
            _ => {
                let allocated = self.pod_with(&self.resize.allocated, self.resize.allocated_pod.as_ref());
                let applied = self.pod_with(&self.resize.actuated, self.resize.actuated_pod.as_ref());
                let report = Rc::new(pod_level_report(&allocated, &applied, self.gates));
                self.resize.report = Some((revision, Rc::clone(&report)));
                report
            }
        };
        let shown = report.shown(was_running, self.resize.shown_pod.as_ref());
        self.resize.shown_pod = Some(shown.clone());
        status.allocated_resources = report.allocated_resources.clone();
        status.resources = Some(shown);
        status.allocated = self.resize.allocated_pod.clone();
        status.applied = self.resize.actuated_pod.clone();
    }

    /// The Pod with each container's resources and its own taken from these maps.
    fn pod_with(&self, containers: &BTreeMap<String, Rc<ResourceRequirements>>, own: Option<&ResourceRequirements>) -> Pod {
        let mut pod = self.pod.clone();
        let spec = std::rc::Rc::make_mut(&mut pod.spec);
        for container in spec.containers.iter_mut().chain(spec.init_containers.iter_mut()) {
            if let Some(resources) = container.name.as_ref().and_then(|name| containers.get(name)) {
                container.resources = (**resources).clone();
            }
        }
        spec.resources = own.cloned();
        pod
    }
}

/// The cgroup settings of the Pod's own cgroup. // cm: ResourceConfigForPod
struct PodCgroup {
    shares: i128,
    /// `cpu.cfs_quota_us`, when the Pod's CPU limit is enforced.
    quota: Option<i128>,
    /// The memory limit in bytes, when set.
    memory: Option<i128>,
}

/// The report for a Pod whose allocation is `allocated` and whose cgroup was last written from
/// `applied` (the two differ while a resize is being applied).
pub(crate) fn pod_level_report(allocated: &Pod, applied: &Pod, gates: FeatureGates) -> PodLevelReport {
    let effective = effective_sums(allocated, gates);
    let list = |values: &BTreeMap<String, Quantity>| -> ResourceList {
        values.iter().map(|(name, q)| (name.clone(), q.canonical())).collect()
    };
    let requests = list(&effective.requests);
    // getEffectiveAllocatedResources: the pod-level spec with PodRequests and PodLimits.
    let spec = allocated.spec.resources.clone().filter(|_| gates.pod_level_resources).unwrap_or_default();
    let not_running = ResourceRequirements { requests: requests.clone(), limits: list(&effective.limits), claims: spec.claims.clone() };
    // What was applied is most often the allocation itself: its sums are the same.
    let applied_effective = if applied.spec == allocated.spec { None } else { Some(effective_sums(applied, gates)) };
    let cgroup = pod_cgroup(applied, applied_effective.as_ref().unwrap_or(&effective), gates);
    let overhead = parse_list(&allocated.spec.overhead);
    let spec_requests = parse_list(&spec.requests);
    let spec_limits = parse_list(&spec.limits);
    let milli = |list: &BTreeMap<String, Quantity>, name: &str| list.get(name).map_or(0, Quantity::milli_value);
    // The spec's value with the overhead added, where the cgroup gives nothing to read.
    let with_overhead = |list: &BTreeMap<String, Quantity>, name: &str, is_limit: bool| {
        let value = list.get(name)?;
        let added = overhead.get(name).filter(|_| !is_limit || !value.is_zero()).and_then(|o| value.add(o).ok());
        Some(added.unwrap_or_else(|| value.clone()).canonical())
    };
    let mut running = ResourceRequirements {
        requests: list(&spec_requests),
        limits: list(&spec_limits),
        claims: spec.claims.clone(),
    };
    let mut kept = Vec::new();
    let cpu_request = shares_to_milli_cpu(cgroup.shares);
    if cpu_request > MIN_SHARES || milli(&spec_requests, "cpu") > MIN_SHARES {
        running.requests.insert("cpu".to_owned(), milli_quantity(cpu_request));
    }
    // Memory requests are not read from cgroups: the pod-level one (kept from before), else PodRequests'.
    if spec_requests.contains_key("memory") {
        with_overhead(&spec_requests, "memory", false).map(|v| running.requests.insert("memory".to_owned(), v));
        kept.push((false, "memory"));
    } else if let Some(memory) = requests.get("memory") {
        running.requests.insert("memory".to_owned(), memory.clone());
    }
    let cpu_limit = cgroup.quota.map(quota_to_milli_cpu).filter(|m| *m > 0);
    match cpu_limit {
        Some(limit) if limit > MIN_MILLI_CPU_LIMIT || milli(&spec_limits, "cpu") > MIN_MILLI_CPU_LIMIT => {
            running.limits.insert("cpu".to_owned(), milli_quantity(limit));
        }
        Some(_) => {}
        None => {
            with_overhead(&spec_limits, "cpu", true).map(|v| running.limits.insert("cpu".to_owned(), v));
            kept.push((true, "cpu"));
        }
    }
    match cgroup.memory.and_then(|bytes| Quantity::from_parts(bytes, 0, Format::BinarySI)) {
        Some(limit) => {
            running.limits.insert("memory".to_owned(), limit.canonical());
        }
        None => {
            with_overhead(&spec_limits, "memory", true).map(|v| running.limits.insert("memory".to_owned(), v));
            kept.push((true, "memory"));
        }
    }
    PodLevelReport {
        allocated_resources: (!requests.is_empty()).then_some(requests),
        not_running,
        running,
        kept,
    }
}

/// The Pod cgroup's CPU shares, quota and memory limit, by QoS class. // cm: ResourceConfigForPod
fn pod_cgroup(pod: &Pod, effective: &EffectiveResources, gates: FeatureGates) -> PodCgroup {
    let zero = |list: &crate::model::ResourceList, name: &str| {
        list.get(name).and_then(|q| Quantity::parse(q).ok()).is_none_or(|q| q.is_zero())
    };
    // A limit counts as declared only when every container (or the Pod itself) sets it.
    let containers = pod.spec.containers.iter().chain(&pod.spec.init_containers);
    let mut cpu_declared = containers.clone().all(|c| !zero(&c.resources.limits, "cpu"));
    let mut memory_declared = containers.clone().all(|c| !zero(&c.resources.limits, "memory"));
    if let Some(own) = pod.spec.resources.as_ref().filter(|_| gates.pod_level_resources) {
        cpu_declared |= !zero(&own.limits, "cpu");
        memory_declared |= !zero(&own.limits, "memory");
    }
    let value = |list: &BTreeMap<String, Quantity>, name: &str, milli: bool| {
        list.get(name).map_or(0, |q| if milli { q.milli_value() } else { q.value() })
    };
    let shares = milli_cpu_to_shares(value(&effective.requests, "cpu", true));
    let quota = milli_cpu_to_quota(value(&effective.limits, "cpu", true));
    let memory = value(&effective.limits, "memory", false);
    match qos_class(pod, gates) {
        QosClass::Guaranteed => PodCgroup { shares, quota: Some(quota), memory: Some(memory).filter(|m| *m > 0) },
        QosClass::Burstable => PodCgroup {
            shares,
            quota: cpu_declared.then_some(quota),
            memory: Some(memory).filter(|m| memory_declared && *m > 0),
        },
        QosClass::BestEffort => PodCgroup { shares: MIN_SHARES, quota: None, memory: None },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pod(yaml: &str) -> Pod {
        crate::parse(yaml).pod
    }

    fn gates() -> FeatureGates {
        crate::KubeVersion::V1_36.gates()
    }

    fn pairs(list: &ResourceList) -> Vec<(&str, &str)> {
        list.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
    }

    #[test]
    fn without_pod_level_resources_the_cgroup_sums_the_containers() {
        // Requests 100m + 250m = 350m → 358 shares → 349.6, read back as 350m; only one container
        // limits memory, so the Pod's cgroup has no memory limit and the status none.
        let pod = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: a\n    image: x\n    resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {memory: 128Mi}}\n  - name: b\n    image: x\n    resources: {requests: {cpu: 250m}}\n");
        let report = pod_level_report(&pod, &pod, gates());
        assert_eq!(report.allocated_resources.as_ref().map(pairs), Some(vec![("cpu", "350m"), ("memory", "64Mi")]));
        // Not Running yet: PodRequests and PodLimits (the partial sum of the limits there are).
        assert_eq!(pairs(&report.not_running.limits), vec![("memory", "128Mi")]);
        let running = report.shown(true, None);
        assert_eq!(pairs(&running.requests), vec![("cpu", "350m"), ("memory", "64Mi")]);
        assert!(running.limits.is_empty(), "{running:?}");
    }

    #[test]
    fn a_best_effort_pod_reports_empty_resources() {
        let pod = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: a, image: x}\n");
        let report = pod_level_report(&pod, &pod, gates());
        assert_eq!(report.allocated_resources, None);
        assert_eq!(report.shown(true, None), ResourceRequirements::default());
        assert_eq!(report.shown(false, None), ResourceRequirements::default());
    }

    #[test]
    fn pod_level_resources_are_read_back_and_the_memory_request_is_kept() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  resources: {requests: {cpu: '1', memory: 1Gi}, limits: {cpu: '2', memory: 2Gi}}\n  containers:\n  - {name: a, image: x}\n";
        let pod = pod(text);
        let report = pod_level_report(&pod, &pod, gates());
        let running = report.shown(true, None);
        assert_eq!(pairs(&running.requests), vec![("cpu", "1"), ("memory", "1Gi")]);
        assert_eq!(pairs(&running.limits), vec![("cpu", "2"), ("memory", "2Gi")]);
        // The memory request the Running Pod reported before stays (cgroups do not hold it).
        let before = ResourceRequirements {
            requests: [("memory".to_owned(), "512Mi".to_owned())].into(),
            ..ResourceRequirements::default()
        };
        assert_eq!(report.shown(true, Some(&before)).requests.get("memory").map(String::as_str), Some("512Mi"));
        // The cgroup's memory limit wins over an earlier one.
        let before = ResourceRequirements { limits: [("memory".to_owned(), "1Gi".to_owned())].into(), ..before };
        assert_eq!(report.shown(true, Some(&before)).limits.get("memory").map(String::as_str), Some("2Gi"));
    }

    #[test]
    fn the_cgroup_is_what_was_applied_while_the_allocation_is_newer() {
        let old = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  resources: {requests: {cpu: 500m}, limits: {cpu: '1'}}\n  containers:\n  - {name: a, image: x}\n");
        let new = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  resources: {requests: {cpu: 800m}, limits: {cpu: '1'}}\n  containers:\n  - {name: a, image: x}\n");
        let report = pod_level_report(&new, &old, gates());
        assert_eq!(report.allocated_resources.as_ref().map(pairs), Some(vec![("cpu", "800m")]));
        // 500m → 512 shares → 500m read back.
        assert_eq!(report.shown(true, None).requests.get("cpu").map(String::as_str), Some("500m"));
        assert_eq!(report.shown(false, None).requests.get("cpu").map(String::as_str), Some("800m"));
    }

    #[test]
    fn overhead_is_in_the_sums_and_the_cgroup() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  overhead: {cpu: 250m, memory: 120Mi}\n  containers:\n  - name: a\n    image: x\n    resources: {requests: {cpu: 500m, memory: 128Mi}, limits: {cpu: 500m, memory: 128Mi}}\n";
        let pod = pod(text);
        let report = pod_level_report(&pod, &pod, gates());
        let running = report.shown(true, None);
        assert_eq!(pairs(&running.requests), vec![("cpu", "750m"), ("memory", "248Mi")]);
        assert_eq!(pairs(&running.limits), vec![("cpu", "750m"), ("memory", "248Mi")]);
    }
}
