//! The words of the breakdown: which term of the sidecar-aware formula decided a resource.
//!
//! max(app containers + all sidecars, for each init container: itself + sidecars declared
//! before it), then pod-level `spec.resources` replaces per resource, then overhead is added.

use super::{ResourceKind, ResourceOptions, container_list};
use crate::lang::Text;
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

    /// `app container "web" 1` or `app containers 3`; `singular` and `plural` are each in
    /// English and Chinese.
    fn describe(&self, singular: (&str, &str), plural: (&str, &str)) -> Option<Text> {
        let total = self.total.as_ref()?;
        Some(match self.names.as_slice() {
            [only] => Text {
                en: format!("{} \"{only}\" {total}", singular.0),
                zh: format!("{} \"{only}\" {total}", singular.1),
            },
            _ => {
                let total = total.canonical();
                Text { en: format!("{} {total}", plural.0), zh: format!("{} {total}", plural.1) }
            }
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
) -> Text {
    let head = format!("{name} {value} = ");
    if let Some(pod_level) = extras.pod_level {
        let kind = kind.as_str();
        let mut text = crate::text!(
            "{head}pod-level spec.resources.{kind} {pod_level}",
            "{head}Pod 级 spec.resources.{kind} {pod_level}"
        );
        let written = if kind == "requests" { &options.written_pod_requests } else { &options.written_pod_limits };
        let defaulted = written.as_ref().is_some_and(|written| !written.iter().any(|w| w == name));
        let hugepages = name.starts_with("hugepages-");
        match extras.from_containers {
            // pkg/api/pod DefaultPodLevelResources (1.37): a cpu or memory limit every container
            // sets is max(pod-level request, the containers' limits).
            Some(containers) if defaulted && kind == "limits" && containers == pod_level && !hugepages => {
                text.push(&crate::text!(
                    " (defaulted from the containers' {containers}: every container sets this limit)",
                    "（每个容器都设置了这个 limit，由容器合计的 {containers} 默认得来）"
                ))
            }
            Some(containers) if defaulted && kind == "limits" && !hugepages => text.push(&crate::text!(
                " (defaulted from spec.resources.requests, above the containers' {containers})",
                "（由 spec.resources.requests 默认得来，高于容器合计的 {containers}）"
            )),
            // core/v1 defaultHugePagePodLimits: the containers' hugepage limits.
            Some(containers) if defaulted && kind == "limits" => text.push(&crate::text!(
                " (defaulted from the containers' {containers})",
                "（由容器合计的 {containers} 默认得来）"
            )),
            // core/v1 defaultPodRequests: cpu and memory from what the containers request, the
            // rest from the pod-level limit.
            Some(containers) if defaulted && containers == pod_level && !hugepages => {
                text.push(&crate::text!(
                    " (defaulted from the containers' {containers})",
                    "（由容器合计的 {containers} 默认得来）"
                ))
            }
            _ if defaulted => text.push(&crate::text!(
                " (defaulted from spec.resources.limits)",
                "（由 spec.resources.limits 默认得来）"
            )),
            Some(containers) => {
                text.push(&crate::text!(" (replaces the containers' {containers})", "（取代容器合计的 {containers}）"));
            }
            None => {}
        }
        return with_overhead(text, extras.overhead);
    }
    let Some(containers) = extras.from_containers else {
        let kind = kind.as_str();
        return match extras.overhead {
            Some(overhead) => crate::text!(
                "{head}overhead {overhead} (no container {kind} it)",
                "{head}overhead {overhead}（没有容器为它设置 {kind}）"
            ),
            None => Text::same(format!("{head}{value}")),
        };
    };
    let running = running_term(pod, gates, options, kind, name);
    let text = match init_peak(pod, gates, options, kind, name) {
        Some((init_name, own, before)) if running.total.as_ref().is_none_or(|total| containers > total) => {
            let mut text = crate::text!("{head}init \"{init_name}\" {own}", "{head}init 容器 \"{init_name}\" {own}");
            if let Some(before) = before {
                text.push(&crate::text!(
                    " + sidecars declared before it {before}",
                    " + 在它之前声明的 sidecar {before}"
                ));
            }
            if let Some(total) = running.total.as_ref().map(Quantity::canonical) {
                text.push(&crate::text!(
                    " (the peak while it runs; the running Pod needs {total})",
                    "（这是它运行时的峰值；Pod 运行起来后需要 {total}）"
                ));
            }
            text
        }
        _ => {
            let (en, zh): (Vec<&str>, Vec<&str>) =
                running.words.iter().map(|word| (word.en.as_str(), word.zh.as_str())).unzip();
            Text { en: format!("{head}{}", en.join(" + ")), zh: format!("{head}{}", zh.join(" + ")) }
        }
    };
    with_overhead(text, extras.overhead)
}

fn with_overhead(mut text: Text, overhead: Option<&Quantity>) -> Text {
    if let Some(overhead) = overhead {
        text.push(&Text::same(format!(" + overhead {overhead}")));
    }
    text
}

struct Running {
    total: Option<Quantity>,
    words: Vec<Text>,
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
    let words = [
        apps.describe(("app container", "应用容器"), ("app containers", "应用容器合计")),
        sidecars.describe(("sidecar", "sidecar"), ("sidecars", "sidecar 合计")),
    ]
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
