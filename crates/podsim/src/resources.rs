//! Effective Pod requests and limits (what the scheduler and kubelet admit), with the term that
//! wins per resource explained in words.
//!
//! The arithmetic mirrors component-helpers `PodRequests` / `PodLimits` step by step (sums seed
//! from the first addend, `max` keeps the earlier value on ties) so the printed quantities match a
//! real cluster, including their format.

mod explain;

use std::collections::BTreeMap;

use crate::model::{Container, Pod, ResourceList};
use crate::quantity::Quantity;
use crate::version::FeatureGates;

/// Requests or limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ResourceKind {
    /// `requests`.
    Requests,
    /// `limits`.
    Limits,
}

impl ResourceKind {
    /// `requests` or `limits`.
    pub fn as_str(self) -> &'static str {
        match self {
            ResourceKind::Requests => "requests",
            ResourceKind::Limits => "limits",
        }
    }
}

/// One line of the breakdown: a resource's effective value and which term decided it.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceTerm {
    /// Requests or limits.
    pub kind: ResourceKind,
    /// Resource name (`cpu`, `memory`, `hugepages-2Mi`, …).
    pub resource: String,
    /// The effective value.
    pub value: Quantity,
    /// Which term decided it; `explanation()` says it in words, e.g. `cpu 2500m = init
    /// "migrate" 2 + sidecars declared before it 500m`.
    pub says: TermSays,
}

/// Which term of the formula decided a resource's effective value.
#[derive(Debug, Clone, PartialEq)]
pub enum TermSays {
    /// The pod-level value replaced the containers'.
    PodLevel {
        /// The pod-level value.
        pod_level: Quantity,
        /// Where it comes from.
        from: PodLevelFrom,
        /// Overhead added on top.
        overhead: Option<Quantity>,
    },
    /// No container names the resource: only the overhead.
    OverheadOnly {
        /// The overhead.
        overhead: Quantity,
    },
    /// The value alone.
    Value,
    /// The plain init container with the highest need, above the running Pod's.
    InitPeak {
        /// The init container.
        init_name: String,
        /// Its own value.
        own: Quantity,
        /// The sidecars declared before it.
        before: Option<Quantity>,
        /// What the running Pod needs.
        running: Option<Quantity>,
        /// Overhead added on top.
        overhead: Option<Quantity>,
    },
    /// App containers plus every sidecar.
    Running {
        /// The app containers.
        apps: Option<SumSays>,
        /// The sidecars.
        sidecars: Option<SumSays>,
        /// Overhead added on top.
        overhead: Option<Quantity>,
    },
}

/// Where a pod-level value comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum PodLevelFrom {
    /// Written in the manifest, with no container naming the resource.
    Written,
    /// Written, replacing the containers' sum.
    Replaces(Quantity),
    /// Defaulted from the containers' sum, which every container sets (a limit).
    EveryContainerLimit(Quantity),
    /// Defaulted from `spec.resources.requests`, above the containers' limits.
    RequestsAboveContainers(Quantity),
    /// Defaulted from the containers' sum.
    Containers(Quantity),
    /// Defaulted from `spec.resources.limits`.
    Limits,
}

/// The containers of one role behind a value.
#[derive(Debug, Clone, PartialEq)]
pub enum SumSays {
    /// One container, by name.
    One {
        /// The container.
        name: String,
        /// Its value.
        total: Quantity,
    },
    /// Several, summed.
    Many {
        /// The sum.
        total: Quantity,
    },
}

/// The Pod's effective requests and limits.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EffectiveResources {
    /// Effective requests per resource.
    pub requests: BTreeMap<String, Quantity>,
    /// Effective limits per resource (a resource no container limits is absent, not unbounded).
    pub limits: BTreeMap<String, Quantity>,
    /// Requests first, then limits, each by resource name.
    pub breakdown: Vec<ResourceTerm>,
}

/// Knobs of the upstream `PodResourcesOptions` that change the answer.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResourceOptions {
    /// Leave `spec.overhead` out.
    pub exclude_overhead: bool,
    /// Ignore `spec.resources` (pod-level resources).
    pub skip_pod_level: bool,
    /// Scheduler scoring: fill these requests into containers that do not name them.
    pub non_missing_requests: BTreeMap<String, Quantity>,
    /// The pod-level requests the manifest wrote, when the Pod given is the defaulted one: the
    /// breakdown then says which pod-level requests the API server filled in.
    pub written_pod_requests: Option<Vec<String>>,
    /// The same for the pod-level limits the manifest wrote.
    pub written_pod_limits: Option<Vec<String>>,
    /// The sums alone: no breakdown of the terms behind them (what the scheduler and the kubelet
    /// read; the explanations are for people).
    pub sums_only: bool,
}

impl ResourceOptions {
    /// Only the container aggregate: no overhead, no pod-level resources.
    pub fn containers_only() -> ResourceOptions {
        ResourceOptions { exclude_overhead: true, skip_pod_level: true, ..ResourceOptions::default() }
    }
}

/// True for resources pod-level `spec.resources` may set: cpu, memory, hugepages-*.
/// // component-helpers resource: IsSupportedPodLevelResource
pub fn is_pod_level_resource(name: &str) -> bool {
    name == "cpu" || name == "memory" || name.starts_with("hugepages-")
}

/// Effective requests and limits of a (defaulted) Pod, with overhead and pod-level resources.
pub fn effective_resources(pod: &Pod, gates: FeatureGates) -> EffectiveResources {
    effective_resources_with(pod, gates, ResourceOptions::default())
}

/// [`effective_resources`] without the breakdown: the requests and limits alone.
pub(crate) fn effective_sums(pod: &Pod, gates: FeatureGates) -> EffectiveResources {
    effective_resources_with(pod, gates, ResourceOptions { sums_only: true, ..ResourceOptions::default() })
}

/// The effective resources of the `defaulted` Pod, whose breakdown says which pod-level requests
/// and limits the API server filled in (those the `written` Pod, as the manifest has it, lacks).
pub fn effective_resources_as_written(written: &Pod, defaulted: &Pod, gates: FeatureGates) -> EffectiveResources {
    let written_pod_requests = written.spec.resources.as_ref().map(|r| r.requests.keys().cloned().collect());
    let written_pod_limits = written.spec.resources.as_ref().map(|r| r.limits.keys().cloned().collect());
    let options = ResourceOptions { written_pod_requests, written_pod_limits, ..ResourceOptions::default() };
    effective_resources_with(defaulted, gates, options)
}

/// [`effective_resources`] with explicit options.
pub fn effective_resources_with(pod: &Pod, gates: FeatureGates, options: ResourceOptions) -> EffectiveResources {
    let mut result = EffectiveResources::default();
    for kind in [ResourceKind::Requests, ResourceKind::Limits] {
        let (values, terms) = compute(pod, gates, &options, kind);
        match kind {
            ResourceKind::Requests => result.requests = values,
            ResourceKind::Limits => result.limits = values,
        }
        result.breakdown.extend(terms);
    }
    result
}

/// Quantities of a resource list; unparsable entries are left out (decoding rejects them).
pub fn parse_list(list: &ResourceList) -> BTreeMap<String, Quantity> {
    list.iter().filter_map(|(name, text)| Quantity::parse(text).ok().map(|q| (name.clone(), q))).collect()
}

/// A container's list of one kind, with the scheduler's non-missing defaults applied.
/// // component-helpers resource: applyNonMissing
fn container_list(container: &Container, kind: ResourceKind, options: &ResourceOptions) -> BTreeMap<String, Quantity> {
    let list = match kind {
        ResourceKind::Requests => &container.resources.requests,
        ResourceKind::Limits => &container.resources.limits,
    };
    let mut out = parse_list(list);
    if kind == ResourceKind::Requests {
        for (name, value) in &options.non_missing_requests {
            if !list.contains_key(name) {
                out.insert(name.clone(), Quantity::zero().add(value).unwrap_or_else(|_| value.clone()));
            }
        }
    }
    out
}

/// component-helpers resource: addResourceList.
fn add_list(list: &mut BTreeMap<String, Quantity>, other: &BTreeMap<String, Quantity>) {
    for (name, quantity) in other {
        match list.get_mut(name) {
            None => {
                list.insert(name.clone(), quantity.clone());
            }
            Some(existing) => {
                if let Ok(sum) = existing.add(quantity) {
                    *existing = sum;
                }
            }
        }
    }
}

/// component-helpers resource: maxResourceList (replaces only when strictly greater).
fn max_list(list: &mut BTreeMap<String, Quantity>, other: &BTreeMap<String, Quantity>) {
    for (name, quantity) in other {
        match list.get_mut(name) {
            Some(existing) if quantity > existing => *existing = quantity.clone(),
            Some(_) => {}
            None => {
                list.insert(name.clone(), quantity.clone());
            }
        }
    }
}

/// component-helpers resource: aggregateContainerResourcesByFn (sidecar-aware).
fn aggregate(
    pod: &Pod,
    gates: FeatureGates,
    options: &ResourceOptions,
    kind: ResourceKind,
) -> BTreeMap<String, Quantity> {
    let mut result = BTreeMap::new();
    for container in &pod.spec.containers {
        add_list(&mut result, &container_list(container, kind, options));
    }
    let mut sidecars = BTreeMap::new();
    let mut init_peak = BTreeMap::new();
    for container in &pod.spec.init_containers {
        let own = container_list(container, kind, options);
        let need = if gates.sidecar_containers && container.is_restartable() {
            add_list(&mut result, &own);
            add_list(&mut sidecars, &own);
            sidecars.clone()
        } else {
            let mut combined = BTreeMap::new();
            add_list(&mut combined, &own);
            add_list(&mut combined, &sidecars);
            combined
        };
        max_list(&mut init_peak, &need);
    }
    max_list(&mut result, &init_peak);
    result
}

fn pod_level(
    pod: &Pod,
    gates: FeatureGates,
    options: &ResourceOptions,
) -> Option<(BTreeMap<String, Quantity>, BTreeMap<String, Quantity>)> {
    let resources = pod.spec.resources.as_ref().filter(|_| gates.pod_level_resources && !options.skip_pod_level)?;
    Some((parse_list(&resources.requests), parse_list(&resources.limits)))
}

/// PodRequests / PodLimits for one kind, with the explanation of each resulting value.
fn compute(
    pod: &Pod,
    gates: FeatureGates,
    options: &ResourceOptions,
    kind: ResourceKind,
) -> (BTreeMap<String, Quantity>, Vec<ResourceTerm>) {
    let mut values = BTreeMap::new();
    add_list(&mut values, &aggregate(pod, gates, options, kind));
    let from_containers = values.clone();
    let mut replaced = BTreeMap::new();
    if let Some((requests, limits)) = pod_level(pod, gates, options) {
        let supported = |list: &BTreeMap<String, Quantity>| list.keys().any(|name| is_pod_level_resource(name));
        let applies = match kind {
            ResourceKind::Requests => supported(&requests),
            ResourceKind::Limits => supported(&requests) || supported(&limits),
        };
        let chosen = if kind == ResourceKind::Requests { requests } else { limits };
        if applies {
            for (name, quantity) in chosen.into_iter().filter(|(name, _)| is_pod_level_resource(name)) {
                values.insert(name.clone(), quantity.clone());
                replaced.insert(name, quantity);
            }
        }
    }
    let mut overhead_added = BTreeMap::new();
    if !options.exclude_overhead {
        for (name, quantity) in parse_list(&pod.spec.overhead) {
            let add = match kind {
                ResourceKind::Requests => true,
                ResourceKind::Limits => values.get(&name).is_some_and(|value| !value.is_zero()),
            };
            if add {
                add_list(&mut values, &BTreeMap::from([(name.clone(), quantity.clone())]));
                overhead_added.insert(name, quantity);
            }
        }
    }
    if options.sums_only {
        return (values, Vec::new());
    }
    let terms = values
        .iter()
        .map(|(name, value)| ResourceTerm {
            kind,
            resource: name.clone(),
            value: value.clone(),
            says: explain::explain(
                pod,
                gates,
                options,
                kind,
                name,
                explain::Extras {
                    from_containers: from_containers.get(name),
                    pod_level: replaced.get(name),
                    overhead: overhead_added.get(name),
                },
            ),
        })
        .collect();
    (values, terms)
}

#[cfg(test)]
mod tests;
