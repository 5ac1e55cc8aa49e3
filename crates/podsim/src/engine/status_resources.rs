//! A container status's `resources` and `allocatedResources`: the allocation, with the values the
//! runtime reports for a running container (CPU shares and quota read back, the memory limit in bytes).

use crate::model::{ResourceList, ResourceRequirements};
use crate::quantity::{Format, Quantity};

/// cm.MinShares: the smallest `cpu.shares` the kubelet writes.
pub(super) const MIN_SHARES: i128 = 2;
/// cm.MaxShares.
const MAX_SHARES: i128 = 262_144;
/// cm.SharesPerCPU.
const SHARES_PER_CPU: i128 = 1024;
/// cm.QuotaPeriod (µs) and cm.MinQuotaPeriod.
const QUOTA_PERIOD: i128 = 100_000;
const MIN_QUOTA_PERIOD: i128 = 1000;
/// cm.MinMilliCPULimit: the smallest CPU limit the quota can express.
pub(super) const MIN_MILLI_CPU_LIMIT: i128 = 10;

/// `allocatedResources`: the allocated container's requests (`nil`, so left out, when it has none).
// kubelet: convertToAPIContainerStatuses (status.AllocatedResources = allocatedContainer.Resources.Requests)
pub(crate) fn allocated_resources(allocated: &ResourceRequirements) -> Option<ResourceList> {
    let requests = canonical_list(&allocated.requests);
    (!requests.is_empty()).then_some(requests)
}

/// `resources` of a container the runtime reports. A container that is not running shows its
/// allocation; a running one the allocation with what the runtime applied (`actuated`) read back
/// from its cgroup settings, and the memory request its run was first reported with
/// (`memory_request_at_start`: the runtime reports none, so the kubelet keeps the earlier value).
// kubelet: convertToAPIContainerStatuses, convertContainerStatusResources; kuberuntime: toKubeContainerResources
pub(crate) fn status_resources(
    allocated: &ResourceRequirements,
    actuated: &ResourceRequirements,
    running: bool,
    memory_request_at_start: Option<&String>,
) -> ResourceRequirements {
    let mut resources = ResourceRequirements {
        requests: canonical_list(&allocated.requests),
        limits: canonical_list(&allocated.limits),
        claims: allocated.claims.clone(),
    };
    if !running {
        return resources;
    }
    let milli = |list: &ResourceList, name: &str| list.get(name).and_then(|q| Quantity::parse(q).ok()).map(|q| q.milli_value());
    if !resources.limits.is_empty() {
        // The quota holds the CPU limit; at or below the smallest quota both values stay the allocation's.
        if let Some(limit) = milli(&actuated.limits, "cpu").filter(|m| *m > 0) {
            let reported = quota_to_milli_cpu(milli_cpu_to_quota(limit));
            if reported > MIN_MILLI_CPU_LIMIT || milli(&allocated.limits, "cpu").unwrap_or(0) > MIN_MILLI_CPU_LIMIT {
                resources.limits.insert("cpu".to_owned(), milli_quantity(reported));
            }
        }
        // The memory limit comes back in bytes: resource.NewQuantity(bytes, BinarySI).
        let bytes = actuated.limits.get("memory").and_then(|q| Quantity::parse(q).ok()).map(|q| q.value());
        if let Some(text) = bytes.filter(|b| *b > 0).and_then(|b| Quantity::from_parts(b, 0, Format::BinarySI)) {
            resources.limits.insert("memory".to_owned(), text.canonical());
        }
    }
    if !resources.requests.is_empty() {
        // cpu.shares holds the CPU request; at or below MinShares both values stay the allocation's.
        let shares = milli_cpu_to_shares(milli(&actuated.requests, "cpu").unwrap_or(0));
        let reported = shares_to_milli_cpu(shares);
        if reported > MIN_SHARES || milli(&allocated.requests, "cpu").unwrap_or(0) > MIN_SHARES {
            resources.requests.insert("cpu".to_owned(), milli_quantity(reported));
        }
        if let Some(memory) = memory_request_at_start.and_then(|q| Quantity::parse(q).ok()) {
            resources.requests.insert("memory".to_owned(), memory.canonical());
        }
    }
    resources
}

/// Each value as the API server stores it (`1.5` is `1500m`).
fn canonical_list(list: &ResourceList) -> ResourceList {
    list.iter()
        .map(|(name, value)| (name.clone(), Quantity::parse(value).map_or_else(|_| value.clone(), |q| q.canonical())))
        .collect()
}

/// resource.NewMilliQuantity(m, DecimalSI), printed.
pub(super) fn milli_quantity(milli: i128) -> String {
    Quantity::from_parts(milli, -3, Format::DecimalSI).map_or_else(|| format!("{milli}m"), |q| q.canonical())
}

// cm: MilliCPUToShares
pub(super) fn milli_cpu_to_shares(milli: i128) -> i128 {
    if milli == 0 {
        return MIN_SHARES;
    }
    (milli.saturating_mul(SHARES_PER_CPU) / 1000).clamp(MIN_SHARES, MAX_SHARES)
}

// kuberuntime: sharesToMilliCPU (rounded up)
pub(super) fn shares_to_milli_cpu(shares: i128) -> i128 {
    if shares < MIN_SHARES {
        return 0;
    }
    let scaled = shares.saturating_mul(1000);
    scaled / SHARES_PER_CPU + i128::from(scaled % SHARES_PER_CPU != 0)
}

// cm: MilliCPUToQuota
pub(super) fn milli_cpu_to_quota(milli: i128) -> i128 {
    if milli == 0 {
        return 0;
    }
    (milli.saturating_mul(QUOTA_PERIOD) / 1000).max(MIN_QUOTA_PERIOD)
}

// kuberuntime: quotaToMilliCPU
pub(super) fn quota_to_milli_cpu(quota: i128) -> i128 {
    quota.saturating_mul(1000) / QUOTA_PERIOD
}

#[cfg(test)]
mod tests {
    use super::*;

    fn requirements(requests: &[(&str, &str)], limits: &[(&str, &str)]) -> ResourceRequirements {
        let list = |pairs: &[(&str, &str)]| pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        ResourceRequirements { requests: list(requests), limits: list(limits), claims: Vec::new() }
    }

    #[test]
    fn convert_container_status_resources_reads_cpu_back_from_shares_and_quota() {
        let spec = requirements(&[("cpu", "100m"), ("memory", "64Mi")], &[("cpu", "1.5"), ("memory", "100M")]);
        let shown = status_resources(&spec, &spec, true, Some(&"64Mi".to_owned()));
        // 100m → 102 shares → 99.6 rounded up to 100m; 1500m → quota 150000 → 1500m. The memory
        // limit comes back in bytes as a BinarySI quantity: 100M is no whole number of Ki, so it
        // prints as bytes.
        assert_eq!(shown.requests.get("cpu").map(String::as_str), Some("100m"));
        assert_eq!(shown.limits.get("cpu").map(String::as_str), Some("1500m"));
        assert_eq!(shown.limits.get("memory").map(String::as_str), Some("100000000"));
        let binary = requirements(&[], &[("memory", "1.5Gi")]);
        let shown = status_resources(&binary, &binary, true, None);
        assert_eq!(shown.limits.get("memory").map(String::as_str), Some("1536Mi"));
        // 15m → 15 shares → 14.6, rounded up to 15m.
        let small = requirements(&[("cpu", "15m")], &[("cpu", "5m")]);
        let shown = status_resources(&small, &small, true, None);
        assert_eq!(shown.requests.get("cpu").map(String::as_str), Some("15m"));
        // A 5m limit is written as the smallest quota (10m); both at or below it: the allocation's.
        assert_eq!(shown.limits.get("cpu").map(String::as_str), Some("5m"));
        let odd = requirements(&[("cpu", "3m")], &[("cpu", "15m")]);
        // 3m → 3 shares → 2.9 → 3m.
        assert_eq!(status_resources(&odd, &odd, true, None).requests.get("cpu").map(String::as_str), Some("3m"));
    }

    #[test]
    fn a_running_container_shows_what_the_runtime_applied_and_its_first_memory_request() {
        let allocated = requirements(&[("cpu", "500m"), ("memory", "256Mi")], &[("memory", "512Mi")]);
        let applied = requirements(&[("cpu", "250m"), ("memory", "128Mi")], &[("memory", "256Mi")]);
        let shown = status_resources(&allocated, &applied, true, Some(&"128Mi".to_owned()));
        assert_eq!(shown.requests, requirements(&[("cpu", "250m"), ("memory", "128Mi")], &[]).requests);
        assert_eq!(shown.limits.get("memory").map(String::as_str), Some("256Mi"));
        // Not running: the allocation as it is.
        let stopped = status_resources(&allocated, &applied, false, Some(&"128Mi".to_owned()));
        assert_eq!(stopped.requests, allocated.requests);
        assert_eq!(allocated_resources(&allocated), Some(allocated.requests.clone()));
        assert_eq!(allocated_resources(&ResourceRequirements::default()), None);
    }
}
