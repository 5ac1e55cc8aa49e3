//! The Pod's `activeDeadlineSeconds`: the kubelet fails the Pod and stops its containers with
//! the Pod's grace period; the API shows `Failed` only once every container has stopped.
// kubelet: activeDeadlineHandler (active_deadline.go), generateAPIPodStatus, mergePodStatus

use super::said::Said;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, World};

/// `status.message` and the event message of a Pod past its deadline. // kubelet: active_deadline.go
pub const DEADLINE_MESSAGE: &str = "Pod was active on the node longer than the specified deadline";

impl World {
    /// `activeDeadlineSeconds` passed since `status.startTime`.
    pub(crate) fn on_deadline(&mut self) {
        if self.finished || self.deletion.is_some() || self.deadline_exceeded {
            return;
        }
        self.deadline_exceeded = true;
        // SyncPod and then SyncTerminatingPod generate the status, and each call of the handler's
        // ShouldEvict records the event. // kubelet: activeDeadlineHandler.ShouldEvict
        self.deadline_event();
        self.deadline_event();
        let fact = self.fact(None, FactKind::DeadlineExceeded);
        fact.message = Some(DEADLINE_MESSAGE.to_owned());
        fact.why = World::why(
            Said::DeadlinePassed,
            "kubelet: activeDeadlineHandler (active_deadline.go), mergePodStatus (status_manager.go)",
        );
        self.terminate_pod();
    }

    /// Every container of a Pod past its deadline has stopped: the end of SyncTerminatingPod and
    /// SyncTerminatedPod generate the status twice more, each recording the event again.
    // kubelet: SyncTerminatingPod, SyncTerminatedPod (generateAPIPodStatus -> ShouldEvict)
    pub(crate) fn deadline_pod_stopped(&mut self) {
        if self.deadline_exceeded && self.deletion.is_none() {
            self.deadline_event();
            self.deadline_event();
        }
    }

    /// Once the Pod has stopped for good, no deadline can act on it any more: the kubelet's pod
    /// worker is done and the Job controller has seen the Pod end (see `job.rs`).
    pub(crate) fn drop_stale_deadlines(&mut self) {
        if self.finished && !self.any_running() {
            self.queue.retain(|event| !matches!(event, Ev::Deadline | Ev::Job(super::job::JobCause::Deadline)));
        }
    }

    fn deadline_event(&mut self) {
        self.event(None, EventType::Normal, "DeadlineExceeded", DEADLINE_MESSAGE.to_owned());
    }
}
