//! What the kubelet reports for a Pod (phase, conditions) and the `kubectl get pod` row the API
//! server prints from it (`printer.rs`, printPod: server-side, so the engine records it with each
//! state), with the time and duration formats they use; kubectl's own printing (describe,
//! `-o yaml`) is in `view/kubectl/`.

pub mod conditions;
pub mod duration;
pub mod phase;
pub mod printer;
#[cfg(test)]
mod tests;
pub mod time;

use std::cell::Cell;
use crate::model::{ContainerStatus, PodStatus};

/// `status.phase`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PodPhase {
    /// Accepted, but not every container has been started yet.
    Pending,
    /// Bound to a node and at least one container is running (or restarting).
    Running,
    /// Every regular container exited 0 and none will be restarted.
    Succeeded,
    /// Every container stopped and at least one failed (or will not be restarted).
    Failed,
    /// The node stopped reporting.
    Unknown,
}

impl PodPhase {
    /// The API word.
    pub fn as_str(self) -> &'static str {
        match self {
            PodPhase::Pending => "Pending",
            PodPhase::Running => "Running",
            PodPhase::Succeeded => "Succeeded",
            PodPhase::Failed => "Failed",
            PodPhase::Unknown => "Unknown",
        }
    }

    /// Reads the API word (exact case).
    pub fn parse(text: &str) -> Option<PodPhase> {
        [PodPhase::Pending, PodPhase::Running, PodPhase::Succeeded, PodPhase::Failed, PodPhase::Unknown]
            .into_iter()
            .find(|phase| phase.as_str() == text)
    }

    /// True for `Succeeded` and `Failed`, which a Pod never leaves.
    pub fn is_terminal(self) -> bool {
        matches!(self, PodPhase::Succeeded | PodPhase::Failed)
    }
}

impl serde::Serialize for PodPhase {
    /// The API word.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// The Pod conditions the kubelet owns (and `PodScheduled`, which it re-asserts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ConditionType {
    /// The sandbox exists and its network is configured.
    PodReadyToStartContainers,
    /// Every init container finished (or, for sidecars, started).
    Initialized,
    /// Containers are ready and every readiness gate is `True`: the Pod receives traffic.
    Ready,
    /// Every sidecar and app container is ready.
    ContainersReady,
    /// The Pod is bound to a node.
    PodScheduled,
    /// A resize waits (`Deferred` or `Infeasible`); the kubelet adds it only then.
    PodResizePending,
    /// An allocated resize is being applied; the kubelet adds it only then.
    PodResizeInProgress,
    /// The Pod restarts in place after a `RestartAllContainers` rule matched (1.36+); written
    /// only for Pods with such a rule.
    AllContainersRestarting,
}

impl ConditionType {
    /// Every kubelet condition, in the order the kubelet appends them.
    pub const KUBELET_ORDER: [ConditionType; 5] = [
        ConditionType::PodReadyToStartContainers,
        ConditionType::Initialized,
        ConditionType::Ready,
        ConditionType::ContainersReady,
        ConditionType::PodScheduled,
    ];

    /// The API word.
    pub fn as_str(self) -> &'static str {
        match self {
            ConditionType::PodReadyToStartContainers => "PodReadyToStartContainers",
            ConditionType::Initialized => "Initialized",
            ConditionType::Ready => "Ready",
            ConditionType::ContainersReady => "ContainersReady",
            ConditionType::PodScheduled => "PodScheduled",
            ConditionType::PodResizePending => "PodResizePending",
            ConditionType::PodResizeInProgress => "PodResizeInProgress",
            ConditionType::AllContainersRestarting => "AllContainersRestarting",
        }
    }

    /// The conditions the kubelet writes only while a resize is pending or in progress.
    pub const RESIZE: [ConditionType; 2] = [ConditionType::PodResizePending, ConditionType::PodResizeInProgress];

    /// The condition the kubelet writes only for a Pod with a `RestartAllContainers` rule (1.36+).
    pub const IN_PLACE_RESTART: [ConditionType; 1] = [ConditionType::AllContainersRestarting];

    /// Reads the API word (exact case) of a kubelet condition, the resize and in-place restart ones included.
    pub fn parse(text: &str) -> Option<ConditionType> {
        ConditionType::KUBELET_ORDER
            .into_iter()
            .chain(ConditionType::RESIZE)
            .chain(ConditionType::IN_PLACE_RESTART)
            .find(|kind| kind.as_str() == text)
    }
}

/// The container statuses as one list (`initContainerStatuses` then `containerStatuses`), or
/// `None` when the status lists none at all (Go's nil slice: the kubelet has not reported yet).
pub fn all_container_statuses(status: &PodStatus) -> Option<Vec<&ContainerStatus>> {
    if status.init_container_statuses.is_empty() && status.container_statuses.is_empty() {
        return None;
    }
    Some(status.init_container_statuses.iter().chain(&status.container_statuses).map(|c| &**c).collect())
}

/// Container statuses by name, the first of each name winning (podutil.GetContainerStatus). A
/// short list is searched in order, which is the cheapest for the few containers most Pods have;
/// a long one is sorted once, so that looking up every container of a large Pod costs a search
/// by halves each, not a scan of the list. A short list whose names all differ (every list the
/// kubelet writes) is looked up from where the last lookup ended: the conditions and the phase
/// look up the containers in the order the statuses list them, so each finds its status at once.
pub(crate) enum StatusIndex<'s> {
    /// In the order listed.
    Listed {
        /// The statuses.
        list: Vec<&'s ContainerStatus>,
        /// No two statuses have the same name, so the first match is the only one.
        distinct: bool,
        /// Where the next lookup looks first: after the last status found.
        next: Cell<usize>,
    },
    /// Sorted by name, then by place in the list.
    Sorted(Vec<(&'s str, usize, &'s ContainerStatus)>),
}

/// The longest list [`StatusIndex`] searches in order.
const SEARCHED_IN_ORDER: usize = 48;

impl<'s> StatusIndex<'s> {
    /// Indexes `statuses`.
    pub(crate) fn new(statuses: &[&'s ContainerStatus]) -> StatusIndex<'s> {
        if statuses.len() <= SEARCHED_IN_ORDER {
            // Names that hash apart differ; a shared hash only costs the cursor.
            let hashes: Vec<u64> = statuses.iter().map(|status| crate::hash::stable_hash(&status.name)).collect();
            let distinct = hashes.iter().enumerate().all(|(place, hash)| !hashes[..place].contains(hash));
            return StatusIndex::Listed { list: statuses.to_vec(), distinct, next: Cell::new(0) };
        }
        let mut index: Vec<(&str, usize, &ContainerStatus)> =
            statuses.iter().enumerate().map(|(place, status)| (status.name.as_str(), place, *status)).collect();
        index.sort_unstable_by(|a, b| a.0.cmp(b.0).then(a.1.cmp(&b.1)));
        StatusIndex::Sorted(index)
    }

    /// The status of the container `name` (the first listed, when several have that name).
    pub(crate) fn get(&self, name: &str) -> Option<&'s ContainerStatus> {
        match self {
            StatusIndex::Listed { list, distinct, next } => {
                if *distinct && let Some(status) = list.get(next.get()).copied().filter(|status| status.name == name) {
                    next.set(next.get() + 1);
                    return Some(status);
                }
                let place = list.iter().position(|status| status.name == name)?;
                next.set(place + 1);
                list.get(place).copied()
            }
            StatusIndex::Sorted(index) => {
                let first = index.partition_point(|(listed, _, _)| *listed < name);
                index.get(first).filter(|(listed, _, _)| *listed == name).map(|(_, _, status)| *status)
            }
        }
    }
}
