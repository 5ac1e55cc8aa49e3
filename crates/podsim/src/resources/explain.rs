//! The terms of the breakdown: which term of the sidecar-aware formula decided a resource
//! (`view/breakdown.rs` puts them into words).
//!
//! max(app containers + all sidecars, for each init container: itself + sidecars declared
//! before it), then pod-level `spec.resources` replaces per resource, then overhead is added.

use super::{PodLevelFrom, ResourceKind, ResourceOptions, SumSays, TermSays, container_list};
use crate::model::Pod;
use crate::quantity::Quantity;
use crate::version::FeatureGates;

/// What happened after the container aggregate.
pub(super) struct Extras<'q> {
    /// The container aggregate for this resource, if any container named it.
    pub from_containers: Option<&'q Quantity>,
    /// The pod-level value that replaced it.
    pub pod_level: Option<&'q Quantity>,
    /// Overhead added on top.
    pub overhead: Option<&'q Quantity>,
}

/// A running sum that remembers how many terms it holds.
#[derive(Default)]
struct Sum {
    total: Option<Quantity>,
    names: Vec<String>,
}

impl Sum {
    fn add(&mut self, name: &str, quantity: &Quantity) {
        self.total = Some(match &self.total {
            None => quantity.clone(),
            Some(total) => total.add(quantity).unwrap_or_else(|_| total.clone()),
        });
        self.names.push(name.to_owned());
    }

    /// One container's value by name, or the sum of several.
    fn says(&self) -> Option<SumSays> {
        let total = self.total.clone()?;
        Some(match self.names.as_slice() {
            [only] => SumSays::One { name: only.clone(), total },
            _ => SumSays::Many { total },
        })
    }
}

pub(super) fn explain(
    pod: &Pod,
    gates: FeatureGates,
    options: &ResourceOptions,
    kind: ResourceKind,
    name: &str,
    extras: Extras<'_>,
) -> TermSays {
    let overhead = extras.overhead.cloned();
    if let Some(pod_level) = extras.pod_level {
        let written = match kind {
            ResourceKind::Requests => &options.written_pod_requests,
            ResourceKind::Limits => &options.written_pod_limits,
        };
        let defaulted = written.as_ref().is_some_and(|written| !written.iter().any(|w| w == name));
        let hugepages = name.starts_with("hugepages-");
        let limits = kind == ResourceKind::Limits;
        let from = match extras.from_containers {
            // pkg/api/pod DefaultPodLevelResources (1.37): a cpu or memory limit every container
            // sets is max(pod-level request, the containers' limits).
            Some(containers) if defaulted && limits && containers == pod_level && !hugepages => {
                PodLevelFrom::EveryContainerLimit(containers.clone())
            }
            Some(containers) if defaulted && limits && !hugepages => {
                PodLevelFrom::RequestsAboveContainers(containers.clone())
            }
            // core/v1 defaultHugePagePodLimits: the containers' hugepage limits.
            Some(containers) if defaulted && limits => PodLevelFrom::Containers(containers.clone()),
            // core/v1 defaultPodRequests: cpu and memory from what the containers request, the
            // rest from the pod-level limit.
            Some(containers) if defaulted && containers == pod_level && !hugepages => {
                PodLevelFrom::Containers(containers.clone())
            }
            _ if defaulted => PodLevelFrom::Limits,
            Some(containers) => PodLevelFrom::Replaces(containers.clone()),
            None => PodLevelFrom::Written,
        };
        return TermSays::PodLevel { pod_level: pod_level.clone(), from, overhead };
    }
    let Some(containers) = extras.from_containers else {
        return match overhead {
            Some(overhead) => TermSays::OverheadOnly { overhead },
            None => TermSays::Value,
        };
    };
    let running = running_term(pod, gates, options, kind, name);
    match init_peak(pod, gates, options, kind, name) {
        Some((init_name, own, before)) if running.total.as_ref().is_none_or(|total| containers > total) => {
            TermSays::InitPeak { init_name, own, before, running: running.total, overhead }
        }
        _ => TermSays::Running { apps: running.apps, sidecars: running.sidecars, overhead },
    }
}

struct Running {
    total: Option<Quantity>,
    apps: Option<SumSays>,
    sidecars: Option<SumSays>,
}

/// App containers plus every sidecar: what the Pod needs once it runs.
fn running_term(pod: &Pod, gates: FeatureGates, options: &ResourceOptions, kind: ResourceKind, name: &str) -> Running {
    let mut apps = Sum::default();
    for container in &pod.spec.containers {
        if let Some(quantity) = container_list(container, kind, options).get(name) {
            apps.add(container.name_or_empty(), quantity);
        }
    }
    let mut sidecars = Sum::default();
    for container in pod.spec.init_containers.iter().filter(|c| gates.sidecar_containers && c.is_restartable()) {
        if let Some(quantity) = container_list(container, kind, options).get(name) {
            sidecars.add(container.name_or_empty(), quantity);
        }
    }
    let total = match (&apps.total, &sidecars.total) {
        (Some(a), Some(s)) => a.add(s).ok(),
        (Some(a), None) => Some(a.clone()),
        (None, s) => s.clone(),
    };
    Running { total, apps: apps.says(), sidecars: sidecars.says() }
}

/// The plain init container with the highest need (itself + earlier sidecars); first wins ties.
fn init_peak(
    pod: &Pod,
    gates: FeatureGates,
    options: &ResourceOptions,
    kind: ResourceKind,
    name: &str,
) -> Option<(String, Quantity, Option<Quantity>)> {
    let mut sidecars: Option<Quantity> = None;
    let mut best: Option<(Quantity, String, Quantity, Option<Quantity>)> = None;
    for container in &pod.spec.init_containers {
        let own = container_list(container, kind, options).get(name).cloned();
        if gates.sidecar_containers && container.is_restartable() {
            if let Some(own) = own {
                sidecars = Some(match sidecars {
                    None => own,
                    Some(sum) => sum.add(&own).unwrap_or(sum),
                });
            }
            continue;
        }
        let Some(own) = own else { continue };
        let need = match &sidecars {
            Some(before) => own.add(before).unwrap_or_else(|_| own.clone()),
            None => own.clone(),
        };
        if best.as_ref().is_none_or(|(peak, ..)| need > *peak) {
            best = Some((need, container.name_or_empty().to_owned(), own, sidecars.clone()));
        }
    }
    best.map(|(_, name, own, before)| (name, own, before))
}
