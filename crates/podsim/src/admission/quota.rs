//! The ResourceQuota admission plugin on a Pod: what the Pod is charged (`PodUsageFunc`, with the
//! same request helper the scheduler uses: sidecars, init containers, overhead, pod-level
//! resources), which quotas match it, and the `must specify` and `exceeded quota` refusals.

use std::collections::BTreeMap;

use super::read::{QuotaScope, ResourceQuota, SelectorOperator};
use crate::model::Pod;
use crate::qos::{QosClass, qos_class};
use crate::quantity::Quantity;
use crate::resources::{effective_resources, parse_list};
use crate::version::FeatureGates;

/// One quota the Pod is charged against.
#[derive(Debug, Clone, PartialEq)]
pub struct QuotaCharge {
    /// The quota's name.
    pub quota: String,
    /// Per resource the quota limits and the Pod uses: what it requests, what was used before, the
    /// hard limit.
    pub lines: Vec<ChargeLine>,
}

/// One resource of a [`QuotaCharge`].
#[derive(Debug, Clone, PartialEq)]
pub struct ChargeLine {
    /// The quota's resource name (`requests.cpu`, `limits.memory`, `pods`, …).
    pub resource: String,
    /// What this Pod adds.
    pub requested: Quantity,
    /// What the namespace used before.
    pub used: Quantity,
    /// `hard`.
    pub hard: Quantity,
}

impl ChargeLine {
    /// True when used + requested goes past hard.
    pub fn exceeds(&self) -> bool {
        self.used.add(&self.requested).is_ok_and(|total| total > self.hard)
    }
}

/// The resources a Pod quota tracks by name. // evaluator/core/pods.go: podResources
const POD_RESOURCES: [&str; 11] = [
    "count/pods",
    "cpu",
    "memory",
    "ephemeral-storage",
    "requests.cpu",
    "requests.memory",
    "requests.ephemeral-storage",
    "limits.cpu",
    "limits.memory",
    "limits.ephemeral-storage",
    "pods",
];

/// Quota names whose presence makes every container name its own value. // pods.go: validationSet
const VALIDATION_SET: [&str; 6] = ["cpu", "memory", "requests.cpu", "requests.memory", "limits.cpu", "limits.memory"];

/// The quota resources a hard list names that a Pod can use. // pods.go: MatchingResources
fn matching_resources(hard: &BTreeMap<String, Quantity>) -> Vec<&str> {
    hard.keys()
        .map(String::as_str)
        .filter(|name| {
            POD_RESOURCES.contains(name)
                || name.starts_with("hugepages-")
                || name.starts_with("requests.hugepages-")
                || is_extended_quota_name(name)
        })
        .collect()
}

/// `requests.` followed by an extended resource (a name with a domain outside kubernetes.io).
/// // pods.go: isExtendedResourceNameForQuota
fn is_extended_quota_name(name: &str) -> bool {
    name.strip_prefix("requests.").is_some_and(is_extended_resource)
}

/// // v1 helper: IsExtendedResourceName
fn is_extended_resource(name: &str) -> bool {
    name.contains('/') && !name.contains("kubernetes.io/") && !name.starts_with("requests.")
}

/// What a container's or a Pod's requests and limits count as in quota.
/// // pods.go: podComputeUsageHelper
fn compute_usage(requests: &BTreeMap<String, Quantity>, limits: &BTreeMap<String, Quantity>) -> BTreeMap<String, Quantity> {
    let mut usage = BTreeMap::from([("pods".to_owned(), Quantity::parse("1").unwrap_or_else(|_| Quantity::zero()))]);
    for resource in ["cpu", "memory", "ephemeral-storage"] {
        if let Some(request) = requests.get(resource) {
            usage.insert(resource.to_owned(), request.clone());
            usage.insert(format!("requests.{resource}"), request.clone());
        }
        if let Some(limit) = limits.get(resource) {
            usage.insert(format!("limits.{resource}"), limit.clone());
        }
    }
    for (resource, request) in requests {
        if resource.starts_with("hugepages-") {
            usage.insert(resource.clone(), request.clone());
            usage.insert(format!("requests.{resource}"), request.clone());
        }
        if is_extended_resource(resource) {
            usage.insert(format!("requests.{resource}"), request.clone());
        }
    }
    usage
}

/// What creating the Pod charges: `count/pods` and its compute usage.
/// // pods.go: PodUsageFunc (resourcehelper PodRequests / PodLimits, overhead included)
pub fn pod_usage(pod: &Pod, gates: FeatureGates) -> BTreeMap<String, Quantity> {
    let totals = effective_resources(pod, gates);
    let mut usage = compute_usage(&totals.requests, &totals.limits);
    usage.insert("count/pods".to_owned(), Quantity::parse("1").unwrap_or_else(|_| Quantity::zero()));
    usage
}

/// True when every scope of the quota matches the Pod. // pods.go: podMatchesScopeFunc
fn scopes_match(quota: &ResourceQuota, pod: &Pod, qos: QosClass) -> bool {
    let terminating = pod.spec.active_deadline_seconds.is_some_and(|seconds| seconds >= 0);
    let class = pod.spec.priority_class_name.as_deref().unwrap_or("");
    quota.scopes.iter().all(|scope| match scope {
        QuotaScope::Terminating => terminating,
        QuotaScope::NotTerminating => !terminating,
        QuotaScope::BestEffort => qos == QosClass::BestEffort,
        QuotaScope::NotBestEffort => qos != QosClass::BestEffort,
        QuotaScope::PriorityClass { operator, values } => match operator {
            SelectorOperator::Exists => !class.is_empty(),
            SelectorOperator::DoesNotExist => class.is_empty(),
            SelectorOperator::In => !class.is_empty() && values.iter().any(|value| value == class),
            SelectorOperator::NotIn => class.is_empty() || !values.iter().any(|value| value == class),
        },
        QuotaScope::Unmodelled(_) => false,
    })
}

/// The charge against each matching quota and the first refusal, as the quota plugin words it.
/// // apiserver resourcequota: CheckRequest
pub fn check(pod: &Pod, quotas: &[ResourceQuota], gates: FeatureGates) -> (Vec<QuotaCharge>, Option<(String, String)>) {
    let qos = qos_class(pod, gates);
    // generic.Matches: at least one resource the Pod can use, and every scope.
    let matching: Vec<&ResourceQuota> =
        quotas.iter().filter(|quota| !matching_resources(&quota.hard).is_empty() && scopes_match(quota, pod, qos)).collect();
    for quota in &matching {
        if let Some(missing) = constraints(pod, &matching_resources(&quota.hard), gates) {
            return (Vec::new(), Some((quota.name.clone(), format!("failed quota: {}: {missing}", quota.name))));
        }
    }
    let usage = pod_usage(pod, gates);
    let mut charges = Vec::new();
    let mut refusal = None;
    for quota in matching {
        let lines: Vec<ChargeLine> = usage
            .iter()
            .filter(|(resource, requested)| quota.hard.contains_key(*resource) && !requested.is_zero())
            .filter_map(|(resource, requested)| {
                Some(ChargeLine {
                    resource: resource.clone(),
                    requested: requested.clone(),
                    used: quota.used.get(resource).cloned().unwrap_or_else(Quantity::zero),
                    hard: quota.hard.get(resource)?.clone(),
                })
            })
            .collect();
        let exceeded: Vec<&ChargeLine> = lines.iter().filter(|line| line.exceeds()).collect();
        if refusal.is_none() && !exceeded.is_empty() {
            refusal = Some((quota.name.clone(), exceeded_message(&quota.name, &exceeded)));
        }
        charges.push(QuotaCharge { quota: quota.name.clone(), lines });
    }
    (charges, refusal)
}

/// The plugin's refusal for the lines a quota would exceed. // resourcequota: CheckRequest
fn exceeded_message(quota: &str, exceeded: &[&ChargeLine]) -> String {
    let print = |value: fn(&ChargeLine) -> &Quantity| {
        exceeded.iter().map(|line| format!("{}={}", line.resource, value(line))).collect::<Vec<_>>().join(",")
    };
    format!(
        "exceeded quota: {quota}, requested: {}, used: {}, limited: {}",
        print(|line| &line.requested),
        print(|line| &line.used),
        print(|line| &line.hard)
    )
}

/// Each container must name cpu and memory when a quota limits them, unless pod-level resources
/// are set. // pods.go: Constraints, enforcePodContainerConstraints
fn constraints(pod: &Pod, restricted: &[&str], gates: FeatureGates) -> Option<String> {
    // component-helpers resource: IsPodLevelResourcesSet (a supported resource requested or limited)
    let pod_level_set = pod.spec.resources.as_ref().is_some_and(|r| {
        r.requests.keys().chain(r.limits.keys()).any(|name| crate::resources::is_pod_level_resource(name))
    });
    if gates.pod_level_resources && pod_level_set {
        return None;
    }
    let required: Vec<&str> = restricted.iter().copied().filter(|name| VALIDATION_SET.contains(name)).collect();
    let mut missing: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for container in pod.spec.containers.iter().chain(&pod.spec.init_containers) {
        let usage =
            compute_usage(&parse_list(&container.resources.requests), &parse_list(&container.resources.limits));
        for name in &required {
            if !usage.contains_key(*name) {
                let names = missing.entry(name).or_default();
                names.push(container.name_or_empty().to_owned());
                names.sort();
                names.dedup();
            }
        }
    }
    if missing.is_empty() {
        return None;
    }
    let parts: Vec<String> = missing.iter().map(|(name, containers)| format!("{name} for: {}", containers.join(","))).collect();
    Some(format!("must specify {}", parts.join("; ")))
}

/// What a resize of `old` into `new` adds to each quota: on an update the plugin charges only the
/// usage that grows, against what the quota already counts (the Pod as it was included); the
/// first quota it exceeds, with the plugin's message.
/// // resourcequota: CheckRequest (prevUsage, SubtractWithNonNegativeResult); evaluator/core/pods.go: Handles (resize)
pub fn check_resize(old: &Pod, new: &Pod, quotas: &[ResourceQuota], gates: FeatureGates) -> Option<String> {
    let qos = qos_class(new, gates);
    let before = pod_usage(old, gates);
    let after = pod_usage(new, gates);
    let minus = |q: &Quantity| {
        let (mantissa, exponent) = q.parts();
        Quantity::from_parts(mantissa.saturating_neg(), exponent, q.format())
    };
    let added: BTreeMap<String, Quantity> = after
        .iter()
        .filter_map(|(resource, now)| {
            let was = before.get(resource).cloned().unwrap_or_else(Quantity::zero);
            let grown = now.add(&minus(&was)?).ok()?;
            (!grown.is_zero() && !grown.is_negative()).then(|| (resource.clone(), grown))
        })
        .collect();
    for quota in quotas.iter().filter(|quota| !matching_resources(&quota.hard).is_empty() && scopes_match(quota, new, qos)) {
        let lines: Vec<ChargeLine> = added
            .iter()
            .filter_map(|(resource, requested)| {
                let counted = quota.used.get(resource).cloned().unwrap_or_else(Quantity::zero);
                let was = before.get(resource).cloned().unwrap_or_else(Quantity::zero);
                Some(ChargeLine {
                    resource: resource.clone(),
                    requested: requested.clone(),
                    used: counted.add(&was).ok()?,
                    hard: quota.hard.get(resource)?.clone(),
                })
            })
            .filter(ChargeLine::exceeds)
            .collect();
        if !lines.is_empty() {
            return Some(exceeded_message(&quota.name, &lines.iter().collect::<Vec<_>>()));
        }
    }
    None
}
