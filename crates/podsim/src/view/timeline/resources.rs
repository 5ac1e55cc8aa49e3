//! The resources lanes: the Pod's effective cpu and memory requests over time (what the scheduler
//! and the kubelet count), each bar labelled against the node's allocatable, drawn when a resize
//! changes them or when a LimitRange gave containers requests or limits they did not write; with a
//! resize, each container's allocated and applied requests beside them.

use std::collections::BTreeMap;

use super::model::{Bar, BarState, Capacity, Lane, LaneKind, Share};
use crate::admission::DefaultedValue;
use crate::engine::Simulation;
use crate::lang::Text;
use crate::quantity::{Format, Quantity};
use crate::resources::effective_sums;

/// `cpu 800m of 2 · memory 256Mi of 16Gi`: the Pod's requests of cpu and memory and the node's.
fn label(requests: &BTreeMap<String, Quantity>, simulation: &Simulation) -> String {
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

/// A bar from `t_ms` to the run's end labelled `label`, unless the last bar already says it; the
/// last bar then ends at `t_ms`. `why` is asked only for a new bar.
fn push_change(bars: &mut Vec<Bar>, t_ms: u64, end_ms: u64, label: String, why: impl FnOnce() -> Text) {
    if bars.last().is_some_and(|bar| bar.label == label) {
        return;
    }
    if let Some(last) = bars.last_mut() {
        last.end_ms = t_ms;
    }
    bars.push(Bar { start_ms: t_ms, end_ms, state: BarState::ConditionTrue, label, why: why() });
}

/// A value in the scheduler's units as a quantity: cpu in millicores, the rest in units.
fn scheduler_quantity(name: &str, value: i128) -> String {
    let quantity = if name == "cpu" {
        Quantity::from_parts(value, -3, Format::DecimalSI)
    } else {
        Quantity::from_parts(value, 0, Format::BinarySI)
    };
    quantity.map_or_else(|| value.to_string(), |q| q.canonical())
}

/// The share of the node's allocatable the other Pods and this one request, of the resource
/// (cpu or memory) the node has least room for. // noderesources: fitsRequest (cpu in millicores)
fn share(
    requests: &BTreeMap<String, Quantity>,
    others: &BTreeMap<String, i128>,
    simulation: &Simulation,
) -> Option<Share> {
    let units = |name: &str, q: &Quantity| if name == "cpu" { q.milli_value() } else { q.value() };
    ["cpu", "memory"]
        .iter()
        .filter_map(|name| {
            let allocatable = simulation.node_allocatable.get(*name).map(|q| units(name, q)).filter(|a| *a > 0)?;
            let pod = requests.get(*name).map_or(0, |q| units(name, q));
            let others = others.get(*name).copied().unwrap_or(0);
            #[allow(clippy::cast_precision_loss)] // a drawing's proportion: precision beyond a pixel is moot
            let fraction = |value: i128| value as f64 / allocatable as f64;
            Some(Share { others: fraction(others), pod: fraction(pod) })
        })
        .max_by(|a, b| (a.others + a.pod).total_cmp(&(b.others + b.pod)))
}

/// What the other Pods request, for the why: `; the other Pods on the node request cpu 1500m,
/// memory 0`.
fn others_text(others: &BTreeMap<String, i128>) -> Text {
    let list = ["cpu", "memory"]
        .iter()
        .map(|name| format!("{name} {}", scheduler_quantity(name, others.get(*name).copied().unwrap_or(0))))
        .collect::<Vec<_>>()
        .join(", ");
    crate::text!(
        "; the other Pods on the node request {list} (the lane's height is the share of the node's allocatable \
         they and this Pod take, of the resource with least room left; the line at its top is all of it)",
        "；节点上的其他 Pod 请求 {list}（这一行的高度是它们和这个 Pod 占节点可分配资源的份额，\
         取剩余最少的那种资源；顶端的线就是全部可分配资源）"
    )
}

/// The lane, when the Pod's requests change during the run (a resize), when what the other Pods
/// request changes (a Pod leaves), or when a LimitRange defaulted a container's requests or
/// limits; none otherwise. The requests are read from the spec the API server stores, once per
/// spec change (generation).
fn resources_lane(simulation: &Simulation, defaulted: &[DefaultedValue]) -> Option<Lane> {
    let admission = defaulted_text(defaulted);
    let gates = simulation.options.gates();
    // Each instant the spec or the other Pods' requests change, in time order.
    let mut changes: Vec<u64> = simulation.others_requested.iter().map(|(t, _)| *t).collect();
    let mut generation = None;
    for snapshot in &simulation.snapshots {
        if generation != Some(snapshot.generation) {
            generation = Some(snapshot.generation);
            changes.push(snapshot.t_ms);
        }
    }
    changes.sort_unstable();
    changes.dedup();
    let mut bars: Vec<Bar> = Vec::new();
    let mut shares: Vec<Share> = Vec::new();
    let empty = BTreeMap::new();
    for t_ms in changes {
        let Some(snapshot) = simulation.snapshots.iter().rev().find(|s| s.t_ms <= t_ms) else { continue };
        let others = simulation.others_requested.iter().rev().find(|(at, _)| *at <= t_ms).map_or(&empty, |(_, o)| o);
        let requests = effective_sums(&snapshot.pod, gates).requests;
        let text = label(&requests, simulation);
        let share = share(&requests, others, simulation).unwrap_or(Share { others: 0.0, pod: 0.0 });
        if bars.last().is_some_and(|bar| bar.label == text) && shares.last() == Some(&share) {
            continue;
        }
        let mut why = crate::text!(
            "the Pod's effective requests in its spec (the larger of the biggest init container and the \
             sum of the others, with overhead; what the scheduler and the kubelet count), against the \
             node's allocatable; a resize changes the spec at once, the kubelet's allocation may follow \
             later (resources: PodRequests)",
            "Pod spec 中的有效请求（最大的 init 容器与其余容器之和中的较大者，加上 overhead；\
             调度器和 kubelet 计算的值），与节点的可分配资源对照；resize 会立即修改 spec，\
             kubelet 的分配可能稍后才跟上（resources: PodRequests）"
        );
        why.push(&others_text(others));
        if let Some(extra) = &admission {
            why.push(extra);
        }
        if let Some(last) = bars.last_mut() {
            last.end_ms = t_ms;
        }
        bars.push(Bar { start_ms: t_ms, end_ms: simulation.end_ms, state: BarState::ConditionTrue, label: text, why });
        shares.push(share);
    }
    let node = ["cpu", "memory"]
        .iter()
        .filter_map(|name| simulation.node_allocatable.get(*name).map(|q| format!("{name} {q}")))
        .collect::<Vec<_>>()
        .join(" · ");
    (bars.len() > 1 || (admission.is_some() && !bars.is_empty())).then(|| Lane {
        title: "Requests".to_owned(),
        kind: LaneKind::Resources,
        bars,
        sub_bars: Vec::new(),
        markers: Vec::new(),
        capacity: Some(Capacity { title: format!("node allocatable: {node}"), shares }),
    })
}

/// Which of a container status's resources a lane follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reported {
    /// `allocatedResources`: what the kubelet has admitted for the container.
    Allocated,
    /// `resources.requests`: what the runtime applied, read back from the container's cgroup.
    Applied,
}

/// `app cpu 500m memory 256Mi · log cpu 100m`: each container's cpu and memory requests as the
/// status reports them; `None` while no container reports any.
fn reported_label(pod: &crate::model::Pod, reported: Reported) -> Option<String> {
    let status = pod.status.as_ref()?;
    let parts: Vec<String> = status
        .init_container_statuses
        .iter()
        .chain(&status.container_statuses)
        .filter_map(|container| {
            let list = match reported {
                Reported::Allocated => container.allocated_resources.as_deref(),
                Reported::Applied => container.resources.as_ref().map(|r| &r.requests),
            }?;
            let values: Vec<String> = ["cpu", "memory"]
                .iter()
                .filter_map(|name| list.get(*name).map(|value| format!("{name} {value}")))
                .collect();
            (!values.is_empty()).then(|| format!("{} {}", container.name, values.join(" ")))
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// A lane of what the container statuses report (`Allocated` or `Applied`) over time, one bar
/// per change. Drawn beside the Requests lane when a resize changes the spec, so that the spec,
/// the kubelet's allocation and the runtime's cgroups can be told apart while a resize is
/// Deferred or in progress. // kubelet: convertToAPIContainerStatuses (allocatedResources, resources)
fn reported_lane(simulation: &Simulation, reported: Reported) -> Option<Lane> {
    let mut bars: Vec<Bar> = Vec::new();
    for snapshot in &simulation.snapshots {
        let Some(text) = reported_label(&snapshot.pod, reported) else { continue };
        push_change(&mut bars, snapshot.t_ms, simulation.end_ms, text, || match reported {
            Reported::Allocated => crate::text!(
                "each container's requests the kubelet has allocated (status.containerStatuses[].allocatedResources): \
                 a resize is allocated only once the node has room for it, so a Deferred resize shows here late or \
                 not at all (kubelet: allocation manager)",
                "kubelet 已为每个容器分配的请求（status.containerStatuses[].allocatedResources）：节点有余量时才会分配 \
                 resize，所以被推迟（Deferred）的 resize 会晚些或根本不会出现在这里（kubelet: allocation manager）"
            ),
            Reported::Applied => crate::text!(
                "each running container's requests as the runtime applied them, read back from its cgroup \
                 (status.containerStatuses[].resources): they follow the allocation once the kubelet has resized \
                 the container (kubelet: convertContainerStatusResources)",
                "运行时为每个运行中的容器实际应用的请求，从其 cgroup 读回（status.containerStatuses[].resources）：\
                 kubelet 调整容器后才会跟上分配值（kubelet: convertContainerStatusResources）"
            ),
        });
    }
    let title = match reported {
        Reported::Allocated => "Allocated",
        Reported::Applied => "Applied",
    };
    (!bars.is_empty()).then(|| Lane {
        title: title.to_owned(),
        kind: LaneKind::Resources,
        bars,
        sub_bars: Vec::new(),
        markers: Vec::new(),
        capacity: None,
    })
}

/// The resources lanes: the Requests lane and, when a resize changes the spec, what the kubelet
/// allocated and what the runtime applied.
pub(super) fn resources_lanes(simulation: &Simulation, defaulted: &[DefaultedValue]) -> Vec<Lane> {
    let Some(requests) = resources_lane(simulation, defaulted) else { return Vec::new() };
    // A resize changed the spec (not only what the other Pods request).
    let resized = requests.bars.windows(2).any(|pair| pair.first().map(|b| &b.label) != pair.get(1).map(|b| &b.label));
    let mut lanes = vec![requests];
    if resized {
        lanes.extend(reported_lane(simulation, Reported::Allocated));
        lanes.extend(reported_lane(simulation, Reported::Applied));
    }
    lanes
}

#[cfg(test)]
mod tests {
    use crate::engine::{SimOptions, simulate};
    use crate::scenario::Scenario;
    use crate::timing::Timing;

    /// Runs a Pod and its scenario (which must read without a problem) with ideal timing.
    fn run(yaml: &str) -> crate::engine::Simulation {
        let parsed = crate::parse(yaml);
        let scenario = Scenario::from_parsed(&parsed);
        assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
        let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
        simulate(&parsed.pod, &scenario, &options)
    }

    #[test]
    fn a_resize_draws_the_requests_against_the_node() {
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 250m, memory: 256Mi}, limits: {cpu: 500m, memory: 512Mi}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nnode: {allocatable: {cpu: '2', memory: 4Gi}}\nactions:\n- {at: 30s, do: resize, container: app, requests: {cpu: 400m}}\n";
        let simulation = run(yaml);
        let lane = super::resources_lane(&simulation, &[]).expect("a lane");
        let bars: Vec<(u64, &str)> = lane.bars.iter().map(|b| (b.start_ms, b.label.as_str())).collect();
        assert_eq!(
            bars,
            vec![(0, "cpu 250m of 2 · memory 256Mi of 4Gi"), (30_000, "cpu 400m of 2 · memory 256Mi of 4Gi")]
        );
        assert_eq!(lane.bars.first().map(|b| b.end_ms), Some(30_000));
    }

    /// A Deferred resize: the spec asks for 800m at 30 s, the kubelet allocates it only when the
    /// batch Pod leaves at 60 s, and the runtime applies it after that; the three lanes show the
    /// three moments.
    #[test]
    fn a_deferred_resize_shows_spec_allocation_and_cgroups_apart() {
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 250m, memory: 256Mi}, limits: {cpu: 500m, memory: 512Mi}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 120s\nnode: {allocatable: {cpu: '2'}, systemPods: false, pods: [{name: batch, requests: {cpu: 1500m}}]}\nactions:\n- {at: 30s, do: resize, container: app, requests: {cpu: 800m}, limits: {cpu: '1'}}\n- {at: 60s, do: podLeaves, name: batch}\n";
        let simulation = run(yaml);
        let lanes = super::resources_lanes(&simulation, &[]);
        let titles: Vec<&str> = lanes.iter().map(|l| l.title.as_str()).collect();
        assert_eq!(titles, ["Requests", "Allocated", "Applied"]);
        let changes = |lane: &super::Lane| -> Vec<(u64, String)> {
            lane.bars.iter().map(|b| (b.start_ms, b.label.clone())).collect()
        };
        let requests = changes(&lanes[0]);
        assert_eq!(requests.get(1).map(|(t, _)| *t), Some(30_000), "{requests:?}");
        let allocated = changes(&lanes[1]);
        assert_eq!(allocated.first().map(|(_, l)| l.as_str()), Some("app cpu 250m memory 256Mi"), "{allocated:?}");
        let moved = allocated.iter().find(|(_, l)| l.contains("cpu 800m")).map(|(t, _)| *t);
        assert!(moved.is_some_and(|t| t >= 60_000), "allocated only once the batch Pod left: {allocated:?}");
        let applied = changes(&lanes[2]);
        let applied_at = applied.iter().find(|(_, l)| l.contains("cpu 800m")).map(|(t, _)| *t);
        assert!(applied_at.is_some_and(|t| Some(t) >= moved), "applied after the allocation: {applied:?}");
    }

    /// A Pod that does not fit until another leaves: the lane shows the other Pods' share drop
    /// under it, and the line of the node's allocatable it first ran into; the layout draws the
    /// bar on the others' share and the line at the lane's top.
    #[test]
    fn a_pod_that_fits_once_another_leaves_is_drawn_against_the_node() {
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 600m, memory: 256Mi}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 90s\nnode: {allocatable: {cpu: '2', memory: 4Gi}, systemPods: false, pods: [{name: batch, requests: {cpu: 1500m}}]}\nactions:\n- {at: 30s, do: podLeaves, name: batch}\n";
        let simulation = run(yaml);
        let lanes = super::resources_lanes(&simulation, &[]);
        let titles: Vec<&str> = lanes.iter().map(|l| l.title.as_str()).collect();
        assert_eq!(titles, ["Requests"], "no resize: no Allocated or Applied lanes");
        let lane = &lanes[0];
        let starts: Vec<u64> = lane.bars.iter().map(|b| b.start_ms).collect();
        assert_eq!(starts, [0, 30_000]);
        assert!(lane.bars.iter().all(|b| b.label == "cpu 600m of 2 · memory 256Mi of 4Gi"), "{:?}", lane.bars);
        let capacity = lane.capacity.as_ref().expect("the node's allocatable");
        assert_eq!(capacity.title, "node allocatable: cpu 2 · memory 4Gi");
        // cpu is the resource with least room: 1500m + 600m of 2 (over the line), then 600m of 2.
        let shares: Vec<(f64, f64)> = capacity.shares.iter().map(|s| (s.others, s.pod)).collect();
        assert_eq!(shares, [(0.75, 0.3), (0.0, 0.3)]);
        assert!(
            lane.bars[0].why.get(crate::Lang::En).contains("the other Pods on the node request cpu 1500m, memory 0")
        );
        let model = crate::view::timeline::TimelineModel { lanes: lanes.clone(), end_ms: simulation.end_ms };
        let layout = model.layout(&crate::view::timeline::LayoutOptions::for_width(800.0, crate::Lang::En));
        let placed = &layout.lanes[0];
        let drawn = placed.capacity.as_ref().expect("a line");
        assert_eq!(drawn.line_y, placed.y + 4.0, "the line is the lane's top");
        // Over the line: the bar reaches it, standing on the others' share, which gives way so
        // that the bar keeps its least height; then it stands on nothing.
        let inner = crate::view::timeline::LANE_HEIGHT - 8.0;
        let least = crate::view::timeline::layout::MIN_SHARE_HEIGHT;
        assert!((placed.bars[0].y - drawn.line_y).abs() < 1e-9);
        assert!((drawn.others[0].height - (inner * 0.75).min(inner - least)).abs() < 1e-9);
        assert!((placed.bars[0].height - least).abs() < 1e-9);
        assert_eq!(drawn.others[1].height, 0.0);
        assert!((placed.bars[1].height - (inner * 0.3).max(least)).abs() < 1e-9);
    }

    #[test]
    fn without_a_resize_there_is_no_lane() {
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 250m}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 30s\n";
        assert!(super::resources_lanes(&run(yaml), &[]).is_empty());
    }
}
