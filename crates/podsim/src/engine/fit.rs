//! The scheduler's resource fit on the one node: what the node has left after the other Pods'
//! requests, whether the Pod's request fits (the NodeResourcesFit plugin), and the
//! `FailedScheduling` message the scheduler assembles when it does not.

use std::collections::BTreeMap;

use super::node::{DEFAULT_ALLOCATABLE, SYSTEM_PODS};
use crate::model::Pod;
use crate::quantity::Quantity;
use crate::resources::effective_sums;
use crate::scenario::NodeSpec;
use crate::version::FeatureGates;

/// The node as the scheduler's cache holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeResources {
    /// `status.allocatable`.
    pub allocatable: BTreeMap<String, Quantity>,
    /// The other Pods bound to it, each with its requests, in the order they are listed.
    pub pods: Vec<(String, BTreeMap<String, Quantity>)>,
}

impl NodeResources {
    /// The default node with what the scenario's `node:` changes.
    pub fn from_spec(spec: &NodeSpec) -> NodeResources {
        let mut allocatable: BTreeMap<String, Quantity> = DEFAULT_ALLOCATABLE
            .iter()
            .filter_map(|(name, value)| Quantity::parse(value).ok().map(|q| ((*name).to_owned(), q)))
            .collect();
        allocatable.extend(spec.allocatable.clone());
        let mut pods = Vec::new();
        if spec.system_pods {
            for (name, cpu, memory) in SYSTEM_PODS {
                let requests = [("cpu", cpu), ("memory", memory)]
                    .into_iter()
                    .filter_map(|(resource, value)| Quantity::parse(value).ok().map(|q| (resource.to_owned(), q)))
                    .collect();
                pods.push((name.to_owned(), requests));
            }
        }
        pods.extend(spec.pods.iter().map(|other| (other.name.clone(), other.requests.clone())));
        NodeResources { allocatable, pods }
    }

    /// Removes a Pod from the node; false when none has that name.
    pub fn remove(&mut self, name: &str) -> bool {
        let before = self.pods.len();
        self.pods.retain(|(pod, _)| pod != name);
        self.pods.len() != before
    }

    /// The other Pods' requests summed. // framework: NodeInfo.Requested (AddPod)
    pub(crate) fn requested(&self) -> BTreeMap<String, i128> {
        let mut sum: BTreeMap<String, i128> = BTreeMap::new();
        for (_, requests) in &self.pods {
            for (name, quantity) in requests {
                let entry = sum.entry(name.clone()).or_default();
                *entry = entry.saturating_add(scheduler_value(name, quantity));
            }
        }
        sum
    }
}

/// The scheduler counts cpu in milli-cores and everything else in whole units, rounded up.
/// // framework: Resource.Add (MilliValue for cpu, Value otherwise)
fn scheduler_value(name: &str, quantity: &Quantity) -> i128 {
    if name == "cpu" { quantity.milli_value() } else { quantity.value() }
}

/// One resource the node lacks, as NodeResourcesFit reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Insufficient {
    /// The resource (`cpu`, `pods`, `example.com/gpu`).
    pub resource: String,
    /// The status reason: `Insufficient cpu`, `Too many pods`, `Insufficient example.com/gpu`.
    pub reason: String,
    /// The Pod asks for more than the whole node has, so removing Pods cannot help.
    pub unresolvable: bool,
    /// What the Pod asks for, what the other Pods hold and what the node has, in the scheduler's
    /// units (milli-cores for cpu, whole units otherwise).
    pub requested: i128,
    pub used: i128,
    pub capacity: i128,
}

impl Insufficient {
    /// The kubelet's admission error. // lifecycle/predicate.go: InsufficientResourceError.Error
    pub fn kubelet_message(&self) -> String {
        format!(
            "Node didn't have enough resource: {}, requested: {}, used: {}, capacity: {}",
            self.resource, self.requested, self.used, self.capacity
        )
    }
}

/// What the Pod lacks on the node, if anything, in the plugin's order.
/// // noderesources: computePodResourceRequest (PodRequests, overhead included), fitsRequest
pub fn fits(pod: &Pod, node: &NodeResources, gates: FeatureGates) -> Vec<Insufficient> {
    let request: BTreeMap<String, i128> = effective_sums(pod, gates)
        .requests
        .iter()
        .filter(|(name, _)| name.as_str() != "pods")
        .map(|(name, quantity)| (name.clone(), scheduler_value(name, quantity)))
        .collect();
    let allocatable = |name: &str| node.allocatable.get(name).map_or(0, |q| scheduler_value(name, q));
    let requested = node.requested();
    let used = |name: &str| requested.get(name).copied().unwrap_or(0);
    let mut missing = Vec::new();
    let allowed_pods = allocatable("pods");
    let pod_count = i128::try_from(node.pods.len()).unwrap_or(i128::MAX);
    if pod_count.saturating_add(1) > allowed_pods {
        missing.push(Insufficient {
            resource: "pods".to_owned(),
            reason: "Too many pods".to_owned(),
            unresolvable: false,
            requested: 1,
            used: pod_count,
            capacity: allowed_pods,
        });
    }
    let asks = |name: &str| request.get(name).copied().unwrap_or(0);
    let scalars: Vec<(&String, &i128)> =
        request.iter().filter(|(name, _)| !matches!(name.as_str(), "cpu" | "memory" | "ephemeral-storage")).collect();
    if asks("cpu") == 0 && asks("memory") == 0 && asks("ephemeral-storage") == 0 && scalars.is_empty() {
        return missing;
    }
    for name in ["cpu", "memory", "ephemeral-storage"] {
        let wanted = asks(name);
        if wanted > 0 && wanted > allocatable(name).saturating_sub(used(name)) {
            missing.push(Insufficient {
                resource: name.to_owned(),
                reason: format!("Insufficient {name}"),
                unresolvable: gates.fit_unresolvable_beyond_allocatable && wanted > allocatable(name),
                requested: wanted,
                used: used(name),
                capacity: allocatable(name),
            });
        }
    }
    for (name, wanted) in scalars {
        if *wanted > 0 && *wanted > allocatable(name).saturating_sub(used(name)) {
            missing.push(Insufficient {
                resource: name.clone(),
                reason: format!("Insufficient {name}"),
                unresolvable: gates.fit_unresolvable_beyond_allocatable && *wanted > allocatable(name),
                requested: *wanted,
                used: used(name),
                capacity: allocatable(name),
            });
        }
    }
    missing
}

/// What the kubelet's own admission finds wanting for a Pod bound to the node without the
/// scheduler: the same fit, without the extended resources the node does not advertise; only the
/// first one counts. // lifecycle/predicate.go: Admit (removeMissingExtendedResources, generalFilter)
pub fn kubelet_admission(pod: &Pod, node: &NodeResources, gates: FeatureGates) -> Option<Insufficient> {
    fits(pod, node, gates).into_iter().find(|missing| {
        let extended = missing.resource.contains('/') && !missing.resource.contains("kubernetes.io/");
        !extended || node.allocatable.contains_key(&missing.resource)
    })
}

/// The `FailedScheduling` message (and the PodScheduled condition's) on a one-node cluster: the
/// filter reasons counted and sorted, then what preemption found. The other Pods never have a
/// lower priority than this one, so preemption finds no victims, or, where the Pod is bigger than
/// the node, is not tried.
/// // framework: FitError.Error; preemption: Evaluator.Preempt, SelectVictimsOnNode ("No
/// preemption victims found for incoming pod"), DefaultPreemption.PostFilter ("preemption: "),
/// PodEligibleToPreemptOthers ("not eligible due to preemptionPolicy=Never.")
pub fn failed_scheduling_message(pod: &Pod, missing: &[Insufficient]) -> String {
    let mut reasons: Vec<String> = missing.iter().map(|m| format!("1 {}", m.reason)).collect();
    reasons.sort();
    reasons.dedup();
    let preemption = if pod.spec.preemption_policy.as_deref() == Some("Never") {
        "not eligible due to preemptionPolicy=Never.".to_owned()
    } else if missing.iter().any(|m| m.unresolvable) {
        "0/1 nodes are available: 1 Preemption is not helpful for scheduling.".to_owned()
    } else {
        "0/1 nodes are available: 1 No preemption victims found for incoming pod.".to_owned()
    };
    format!("0/1 nodes are available: {}. preemption: {preemption}", reasons.join(", "))
}
