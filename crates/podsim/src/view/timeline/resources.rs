//! The resources lane: the Pod's effective cpu and memory requests over time (what the scheduler
//! and the kubelet count), each bar labelled against the node's allocatable, drawn when a resize
//! changes them or when a LimitRange gave containers requests or limits they did not write.

use super::model::{Bar, BarState, Lane, LaneKind};
use crate::admission::DefaultedValue;
use crate::engine::Simulation;
use crate::lang::Text;
use crate::quantity::Quantity;
use crate::resources::effective_resources;

/// `cpu 800m of 2 · memory 256Mi of 16Gi`: the Pod's requests of cpu and memory and the node's.
fn label(requests: &std::collections::BTreeMap<String, Quantity>, simulation: &Simulation) -> String {
    ["cpu", "memory"]
        .iter()
        .map(|name| {
            let asked = requests.get(*name).map_or_else(|| "0".to_owned(), ToString::to_string);
            match simulation.node_allocatable.get(*name) {
                Some(node) => format!("{name} {asked} of {node}"),
                None => format!("{name} {asked}"),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What a LimitRange gave the containers, for the why: `app: requests cpu 100m (LimitRange
/// limits, defaultRequest), limits cpu 500m (LimitRange limits, default)`.
fn defaulted_text(defaulted: &[DefaultedValue]) -> Option<Text> {
    if defaulted.is_empty() {
        return None;
    }
    let mut containers: Vec<(&str, Vec<String>)> = Vec::new();
    for value in defaulted {
        let item = format!(
            "{} {} {} (LimitRange {}, {})",
            value.kind.as_str(),
            value.resource,
            value.value,
            value.limit_range,
            value.source.field()
        );
        match containers.iter_mut().find(|(name, _)| *name == value.container) {
            Some((_, items)) => items.push(item),
            None => containers.push((value.container.as_str(), vec![item])),
        }
    }
    let list =
        containers.iter().map(|(name, items)| format!("{name}: {}", items.join(", "))).collect::<Vec<_>>().join("; ");
    Some(crate::text!(
        "; admission filled in values the containers did not write, and they count here — {list} \
         (limitranger: mergePodResourceRequirements)",
        "；准入为容器补上了它们没有写的值，这些值也计入这里——{list}（limitranger: mergePodResourceRequirements）"
    ))
}

/// The lane, when the Pod's requests change during the run (a resize) or a LimitRange defaulted
/// a container's requests or limits; none otherwise. The requests are read from the spec the API
/// server stores, once per spec change (generation).
pub(super) fn resources_lane(simulation: &Simulation, defaulted: &[DefaultedValue]) -> Option<Lane> {
    let admission = defaulted_text(defaulted);
    let gates = simulation.options.gates();
    let mut bars: Vec<Bar> = Vec::new();
    let mut generation = None;
    for snapshot in &simulation.snapshots {
        if generation == Some(snapshot.generation) {
            continue;
        }
        generation = Some(snapshot.generation);
        let text = label(&effective_resources(&snapshot.pod, gates).requests, simulation);
        if bars.last().is_some_and(|bar| bar.label == text) {
            continue;
        }
        if let Some(last) = bars.last_mut() {
            last.end_ms = snapshot.t_ms;
        }
        bars.push(Bar {
            start_ms: snapshot.t_ms,
            end_ms: simulation.end_ms,
            state: BarState::ConditionTrue,
            label: text,
            why: {
                let base = crate::text!(
                    "the Pod's effective requests in its spec (the larger of the biggest init container and the \
                     sum of the others, with overhead; what the scheduler and the kubelet count), against the \
                     node's allocatable; a resize changes the spec at once, the kubelet's allocation may follow \
                     later (resources: PodRequests)",
                    "Pod spec 中的有效请求（最大的 init 容器与其余容器之和中的较大者，加上 overhead；\
                     调度器和 kubelet 计算的值），与节点的可分配资源对照；resize 会立即修改 spec，\
                     kubelet 的分配可能稍后才跟上（resources: PodRequests）"
                );
                let mut why = base;
                if let Some(extra) = &admission {
                    why.push(extra);
                }
                why
            },
        });
    }
    (bars.len() > 1 || (admission.is_some() && !bars.is_empty())).then(|| Lane {
        title: "Requests".to_owned(),
        kind: LaneKind::Resources,
        bars,
        sub_bars: Vec::new(),
        markers: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use crate::engine::{SimOptions, simulate};
    use crate::scenario::Scenario;
    use crate::timing::Timing;

    #[test]
    fn a_resize_draws_the_requests_against_the_node() {
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 250m, memory: 256Mi}, limits: {cpu: 500m, memory: 512Mi}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nnode: {allocatable: {cpu: '2', memory: 4Gi}}\nactions:\n- {at: 30s, do: resize, container: app, requests: {cpu: 400m}}\n";
        let parsed = crate::parse(yaml);
        let scenario = Scenario::from_parsed(&parsed);
        let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
        let simulation = simulate(&parsed.pod, &scenario, &options);
        let lane = super::resources_lane(&simulation, &[]).expect("a lane");
        let bars: Vec<(u64, &str)> = lane.bars.iter().map(|b| (b.start_ms, b.label.as_str())).collect();
        assert_eq!(
            bars,
            vec![(0, "cpu 250m of 2 · memory 256Mi of 4Gi"), (30_000, "cpu 400m of 2 · memory 256Mi of 4Gi")]
        );
        assert_eq!(lane.bars.first().map(|b| b.end_ms), Some(30_000));
    }

    #[test]
    fn without_a_resize_there_is_no_lane() {
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 250m}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 30s\n";
        let parsed = crate::parse(yaml);
        let scenario = Scenario::from_parsed(&parsed);
        let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
        assert!(super::resources_lane(&simulate(&parsed.pod, &scenario, &options), &[]).is_none());
    }
}
