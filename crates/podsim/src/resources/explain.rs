//! The words of the breakdown: which term of the sidecar-aware formula decided a resource.
//!
//! max(app containers + all sidecars, for each init container: itself + sidecars declared
//! before it), then pod-level `spec.resources` replaces per resource, then overhead is added.

use super::{ResourceKind, ResourceOptions, container_list};
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

    /// `app container "web" 1` or `app containers 3`.
    fn describe(&self, singular: &str, plural: &str) -> Option<String> {
        let total = self.total.as_ref()?;
        Some(match self.names.as_slice() {
            [only] => format!("{singular} \"{only}\" {total}"),
            _ => format!("{plural} {}", total.canonical()),
        })
    }
}

pub(super) fn explain(
    pod: &Pod,
    gates: FeatureGates,
    options: &ResourceOptions,
    kind: ResourceKind,
    name: &str,
    value: &Quantity,
    extras: Extras<'_>,
) -> String {
    let head = format!("{name} {value} = ");
    if let Some(pod_level) = extras.pod_level {
        let mut text = format!("{head}pod-level spec.resources.{} {pod_level}", kind.as_str());
        if let Some(containers) = extras.from_containers {
            text.push_str(&format!(" (replaces the containers' {containers})"));
        }
        return with_overhead(text, extras.overhead);
    }
    let Some(containers) = extras.from_containers else {
        return match extras.overhead {
            Some(overhead) => format!("{head}overhead {overhead} (no container {} it)", verb(kind)),
            None => format!("{head}{value}"),
        };
    };
    let running = running_term(pod, gates, options, kind, name);
    let text = match init_peak(pod, gates, options, kind, name) {
        Some((init_name, own, before)) if running.total.as_ref().is_none_or(|total| containers > total) => {
            let mut text = format!("{head}init \"{init_name}\" {own}");
            if let Some(before) = before {
                text.push_str(&format!(" + sidecars declared before it {before}"));
            }
            if let Some(total) = &running.total {
                text.push_str(&format!(" (the peak while it runs; the running Pod needs {})", total.canonical()));
            }
            text
        }
        _ => format!("{head}{}", running.words.join(" + ")),
    };
    with_overhead(text, extras.overhead)
}

fn verb(kind: ResourceKind) -> &'static str {
    match kind {
        ResourceKind::Requests => "requests",
        ResourceKind::Limits => "limits",
    }
}

fn with_overhead(mut text: String, overhead: Option<&Quantity>) -> String {
    if let Some(overhead) = overhead {
        text.push_str(&format!(" + overhead {overhead}"));
    }
    text
}

struct Running {
    total: Option<Quantity>,
    words: Vec<String>,
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
    let words = [apps.describe("app container", "app containers"), sidecars.describe("sidecar", "sidecars")]
        .into_iter()
        .flatten()
        .collect();
    Running { total, words }
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
