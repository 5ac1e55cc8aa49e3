//! The record of a run: facts, events, lanes and bands, and a recorded state per change; `view/`
//! renders it (the state at any instant, the watch, the text timeline).

use serde::Serialize;

use super::SimOptions;
use super::clock::SimTime;
use super::lanes::{Lane, PodBand, bands, container_lanes};
use super::said::Note;
use super::snapshot::Snapshot;
use super::timeline::{Fact, FactKind, KubeEvent};
use super::world::World;
use crate::diagnostic::Diagnostic;
use crate::model::{Pod, PodStatus};

/// What podsim assumed about one container's process, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BehaviourNote {
    /// Container name.
    pub container: String,
    /// The explanation ("runs for 3600 s, then exits 0: `sleep 3600`").
    pub explanation: crate::scenario::Explained,
}

/// A finished run.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Simulation {
    /// The options used.
    pub options: SimOptions,
    /// Every fact, in time order.
    pub facts: Vec<Fact>,
    /// Kubernetes events, aggregated.
    pub events: Vec<KubeEvent>,
    /// One lane per container, in spec order.
    pub lanes: Vec<Lane>,
    /// Markers of the Pod lane: actions (`delete`, …), faults, deadline, sandbox changes, removal.
    pub pod_markers: Vec<super::lanes::Marker>,
    /// Phase bands of the Pod lane.
    pub phase_bands: Vec<PodBand>,
    /// kubectl STATUS bands of the Pod lane.
    pub status_bands: Vec<PodBand>,
    /// Condition step lines, one per condition type.
    pub condition_lines: Vec<ConditionLine>,
    /// Assumed behaviours.
    pub behaviours: Vec<BehaviourNote>,
    /// Notes (horizon reached, event cap, work budget) as data: `view/note.rs` puts them in
    /// words, and the record's JSON holds their English.
    pub notes: Vec<Note>,
    /// How the run ended (the notes say it in words).
    #[serde(skip)]
    pub ended: Ended,
    /// Problems with the scenario.
    pub diagnostics: Vec<Diagnostic>,
    /// The last simulated instant (ms).
    pub end_ms: SimTime,
    /// Each change of a container's wait reason, in time order.
    pub waits: Vec<super::waits::WaitChange>,
    /// Every probe attempt, in time order (also silent successes).
    #[serde(skip)]
    pub probe_attempts: Vec<super::timeline::ProbeAttempt>,
    /// Recorded states, one per instant where something changed.
    #[serde(skip)]
    pub snapshots: Vec<Snapshot>,
    /// How many queued events the run processed (for throughput figures).
    #[serde(skip)]
    pub events_processed: u64,
    /// The node's allocatable, as the run used it.
    #[serde(skip)]
    pub node_allocatable: std::collections::BTreeMap<String, crate::quantity::Quantity>,
    /// What the other Pods on the node request (cpu in millicores, the rest in units), from the
    /// start and after each Pod that leaves.
    #[serde(skip)]
    pub others_requested: Vec<(SimTime, std::collections::BTreeMap<String, i128>)>,
}

/// A condition's value over time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConditionLine {
    /// The condition type (`Ready`, `Initialized`, …).
    #[serde(rename = "type")]
    pub condition_type: String,
    /// Bands of `True` / `False`.
    pub bands: Vec<PodBand>,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Nothing more could happen: the last state lasts for good.
    Settled,
    /// At the horizon, the event cap or the work budget.
    Stopped,
    /// The Pod has more containers than one run simulates.
    NotSimulated,
}

pub(crate) fn finish(
    world: World,
    options: SimOptions,
    diagnostics: Vec<Diagnostic>,
    notes: Vec<Note>,
    ended: Ended,
) -> Simulation {
    let end_ms = world.now.max(world.facts.last().map(|f| f.t_ms).unwrap_or(0));
    let end_ms = end_ms.max(1);
    let kinds: Vec<(String, String)> =
        world.slots.iter().map(|s| (s.name.clone(), s.kind.as_str().to_owned())).collect();
    let lanes = container_lanes(&world.snapshots, &world.facts, &kinds, end_ms);
    let phase_bands = bands(world.snapshots.iter().map(|s| (s.t_ms, s.phase.as_str().to_owned())), end_ms);
    let status_bands = bands(world.snapshots.iter().map(|s| (s.t_ms, s.row.status.clone())), end_ms);
    let mut condition_types: Vec<String> = Vec::new();
    for snapshot in &world.snapshots {
        for condition in snapshot.pod.status.iter().flat_map(|s| &s.conditions) {
            if !condition_types.contains(&condition.condition_type) {
                condition_types.push(condition.condition_type.clone());
            }
        }
    }
    let condition_lines = condition_types
        .into_iter()
        .map(|kind| {
            // The resize conditions are removed, not turned False, when the resize is done: their
            // absence ends a band. // status: ClearPodResizePendingCondition, ClearPodResizeInProgressCondition
            let removable = crate::status::ConditionType::RESIZE.iter().any(|c| c.as_str() == kind);
            let changes = world.snapshots.iter().filter_map(|s| {
                let found = s.pod.status.as_ref().and_then(|st| st.conditions.iter().find(|c| c.condition_type == kind));
                match found {
                    Some(condition) => Some((s.t_ms, condition.status.clone())),
                    None if removable => Some((s.t_ms, String::new())),
                    None => None,
                }
            });
            let mut bands = bands(changes, end_ms);
            bands.retain(|band| !band.value.is_empty());
            ConditionLine { condition_type: kind, bands }
        })
        .collect();
    let pod_markers = world
        .facts
        .iter()
        .enumerate()
        .filter(|(_, f)| f.container.is_none())
        .filter_map(|(at, f)| {
            let kind = match f.kind {
                FactKind::Action if f.message.as_deref().is_some_and(|m| m.starts_with("delete")) => "delete",
                FactKind::Action => "action",
                FactKind::Fault => "fault",
                FactKind::DeadlineExceeded => "deadline",
                FactKind::SandboxChanged => "sandboxChanged",
                FactKind::PodRemoved => "removed",
                _ => return None,
            };
            Some(super::lanes::Marker {
                t_ms: f.t_ms,
                kind: kind.to_owned(),
                text: f.message.clone().unwrap_or_else(|| f.kind.as_str().to_owned()),
                probe: None,
                fact: Some(at),
            })
        })
        .collect();
    let behaviours = world
        .slots
        .iter()
        .map(|s| BehaviourNote { container: s.name.clone(), explanation: s.behaviour.explanation.clone() })
        .collect();
    Simulation {
        options,
        facts: world.facts,
        events: world.events,
        lanes,
        pod_markers,
        phase_bands,
        status_bands,
        condition_lines,
        behaviours,
        notes,
        ended,
        diagnostics,
        end_ms,
        events_processed: world.processed,
        node_allocatable: world.node.allocatable.clone(),
        others_requested: world.others_requested.clone(),
        snapshots: world.snapshots,
        probe_attempts: world.probe_attempts,
        waits: world.wait_changes,
    }
}
impl Simulation {
    /// False when the Pod had more containers than one run simulates.
    pub fn simulated(&self) -> bool {
        self.ended != Ended::NotSimulated
    }

    /// True when nothing more could happen; otherwise what comes after `end_ms` is unknown.
    pub fn settled(&self) -> bool {
        self.ended == Ended::Settled
    }

    /// The recorded state in force at `t_ms` (the last change at or before it).
    /// `None` before the kubelet's first report (see [`Simulation::as_created`]).
    pub fn snapshot_at(&self, t_ms: SimTime) -> Option<&Snapshot> {
        let after = self.snapshots.partition_point(|s| s.t_ms <= t_ms);
        self.snapshots.get(after.checked_sub(1)?)
    }

    /// The Pod as the API shows it right after `kubectl apply`, before the scheduler has bound it
    /// and the kubelet has reported anything: phase Pending, no conditions, no container statuses
    /// (pod strategy PrepareForCreate), and no node unless the manifest names one.
    pub fn as_created(&self) -> Option<Pod> {
        let (mut pod, named_its_node) = self.created_sharing_spec()?;
        if !named_its_node && pod.spec.node_name.is_some() {
            std::rc::Rc::make_mut(&mut pod.spec).node_name = None;
        }
        Some(pod)
    }

    /// [`Simulation::as_created`] without copying the spec: the first state's, whose `nodeName`
    /// the binding may have written, and whether the manifest named the node itself.
    pub(crate) fn created_sharing_spec(&self) -> Option<(Pod, bool)> {
        let mut pod = self.snapshots.first()?.pod.clone();
        let qos_class = pod.status.as_ref().and_then(|status| status.qos_class.clone());
        pod.status = Some(PodStatus { phase: Some("Pending".to_owned()), qos_class, ..PodStatus::default() });
        // The binding wrote the node; the scheduler only binds a Pod that named none.
        let scheduled = self.events.iter().any(|event| event.reason == "Scheduled");
        let named_its_node = pod.spec.node_name.is_some() && !scheduled;
        Some((pod, named_its_node))
    }

    /// When the Pod object was created, as unix seconds (what AGE and event times count from).
    pub(crate) fn creation_unix(&self) -> i64 {
        self.snapshots
            .first()
            .and_then(|s| s.pod.metadata.creation_timestamp.as_deref())
            .and_then(crate::status::time::parse_rfc3339)
            .unwrap_or(super::snapshot::DEFAULT_CREATION_UNIX)
    }
}
