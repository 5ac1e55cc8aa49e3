//! The scheduler's part: binding the Pod to the node when its request fits what the node has
//! left, or leaving it Pending (`FailedScheduling`, PodScheduled=False `Unschedulable`) and trying
//! again when another Pod leaves or the queue's periodic flush comes; leaving it alone while it has
//! scheduling gates, until a `removeSchedulingGates` action clears them (`kubectl patch`). A Pod
//! that names its node (`spec.nodeName`) never meets the scheduler.

use super::said::Said;
use super::waits::WaitReason;
use super::node;
use super::snapshot::Snapshot;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, World};
use crate::model::{PodCondition, PodStatus};
use crate::status::PodPhase;
use crate::status::printer::kubectl_row;

/// The message of the PodScheduled condition the API server writes on a gated Pod.
// registry/core/pod: applySchedulingGatedCondition (strategy.go)
pub const SCHEDULING_GATED_MESSAGE: &str = "Scheduling is blocked due to non-empty scheduling gates";

/// How long a Pod stays in the unschedulable queue with nothing happening before it is tried
/// again. // scheduler: DefaultPodMaxInUnschedulablePodsDuration
const MAX_IN_UNSCHEDULABLE_MS: u64 = 300_000;

/// When the periodic flush, every 30 s, first sees a Pod there longer than that: with the flush
/// ticking from the Pod's attempt, 5 m 30 s after it. // scheduler: flushUnschedulablePodsLeftover
const UNSCHEDULABLE_FLUSH_MS: u64 = MAX_IN_UNSCHEDULABLE_MS + 30_000;

impl World {
    /// The scheduler binds the Pod to the node (the `Scheduled` event) if it fits, and the
    /// kubelet's first sync follows; a Pod with scheduling gates waits for them to be removed, and
    /// a Pod with `spec.nodeName` goes straight to that node's kubelet.
    pub(crate) fn schedule(&mut self) {
        if !self.pod.spec.scheduling_gates.is_empty() {
            // scheduler: SchedulingGates PreEnqueue plugin — a gated Pod never enters the queue;
            // what the API server wrote at creation is all there is to see.
            self.set_wait_all(&WaitReason::SchedulingGated);
            self.take_gated_snapshot();
            return;
        }
        if self.pod.spec.node_name.as_deref().is_some_and(|name| !name.is_empty()) {
            // The scheduler only takes Pods without a node (scheduler: eventhandlers
            // responsibleForPod/assignedPod): no Scheduled event, the kubelet admits it itself.
            match super::fit::kubelet_admission(&self.pod, &self.node, self.gates) {
                Some(missing) => self.reject(&missing),
                None => self.bind(),
            }
            return;
        }
        self.try_schedule();
    }

    /// One scheduling cycle: bind, or record why the Pod does not fit and when it is tried again.
    /// // scheduler: schedulingCycle, handleSchedulingFailure (FailedScheduling event, PodScheduled
    /// condition with reason Unschedulable)
    pub(crate) fn try_schedule(&mut self) {
        self.schedule_attempts = self.schedule_attempts.saturating_add(1);
        self.last_schedule_attempt = self.now;
        let missing = super::fit::fits(&self.pod, &self.node, self.gates);
        if missing.is_empty() {
            let message = format!(
                "Successfully assigned {}/{} to {}",
                super::world::namespace_of(&self.pod),
                self.pod_name(),
                node::NODE_NAME
            );
            self.event(None, EventType::Normal, "Scheduled", message);
            if let Some(last) = self.events.last_mut() {
                last.source = "default-scheduler".to_owned();
            }
            self.unschedulable = None;
            self.take_bound_snapshot();
            self.bind();
            return;
        }
        let message = super::fit::failed_scheduling_message(&self.pod, &missing);
        self.event(None, EventType::Warning, "FailedScheduling", message.clone());
        if let Some(last) = self.events.last_mut() {
            last.source = "default-scheduler".to_owned();
        }
        // A gated Pod has been PodScheduled=False since its creation.
        let was_gated = self.conditions.iter().any(|c| c.condition_type == "PodScheduled" && c.status == "False");
        let since = match &self.unschedulable {
            Some((_, since)) => *since,
            None if was_gated => 0,
            None => self.now,
        };
        self.unschedulable = Some((message.clone(), since));
        self.set_wait_all(&WaitReason::Unscheduled);
        self.dirty = true;
        self.take_gated_snapshot();
        // The event on the timeline, after the Pending it explains; the state is already recorded.
        self.fact(None, FactKind::FailedScheduling).message = Some(message);
        self.dirty = false;
        // Nothing else changes on a one-node cluster until a Pod leaves, so the Pod waits in the
        // unschedulable queue until its periodic flush (every 30 s) finds it there for more than
        // 5 minutes. // scheduler: flushUnschedulablePodsLeftover, DefaultPodMaxInUnschedulablePodsDuration
        let wait = if self.ideal { UNSCHEDULABLE_FLUSH_MS } else { self.rng.between(MAX_IN_UNSCHEDULABLE_MS + 1, UNSCHEDULABLE_FLUSH_MS) };
        self.queue.push(self.now.saturating_add(wait), Ev::ScheduleRetry { attempt: self.schedule_attempts });
    }

    /// Another Pod is deleted from the node: its requests are freed, and an unschedulable Pod
    /// goes back to the active queue once its back-off has passed.
    /// // noderesources: isSchedulableAfterPodEvent (a deleted assigned Pod: Queue);
    /// scheduling_queue: calculateBackoffDuration (1 s doubling per attempt, at most 10 s)
    pub(crate) fn pod_leaves(&mut self, name: &str) {
        if !self.node.remove(name) {
            self.explain_action(Said::NoSuchPodOnNode { name: name.to_owned() }, "scheduler: NodeInfo.RemovePod");
            return;
        }
        self.others_requested.push((self.now, self.node.requested()));
        self.retry_pending_resize();
        if self.scheduled || self.removed || self.unschedulable.is_none() {
            return;
        }
        let exponent = self.schedule_attempts.saturating_sub(1).min(4);
        let backoff = (1_000u64 << exponent).min(10_000);
        let ready = self.last_schedule_attempt.saturating_add(backoff).max(self.now);
        let latency = if self.ideal { 0 } else { self.rng.between(5, 50) };
        self.queue.push(ready.saturating_add(latency), Ev::ScheduleRetry { attempt: self.schedule_attempts });
    }

    /// The kubelet refuses a Pod it has no room for: a Warning event named after the resource, and
    /// the Pod Failed with that reason, no conditions and no container statuses; nothing runs.
    /// // kubelet: HandlePodAdditions, canAdmitPod, rejectPod ("Pod was rejected: ")
    fn reject(&mut self, missing: &super::fit::Insufficient) {
        let reason = format!("OutOf{}", missing.resource);
        let message = missing.kubelet_message();
        self.event(None, EventType::Warning, &reason, message.clone());
        self.rejected = Some((reason, format!("Pod was rejected: {message}")));
        self.set_wait_all(&WaitReason::Rejected { resource: missing.resource.clone() });
        self.finished = true;
        self.dirty = true;
        self.take_gated_snapshot();
    }

    /// The Pod is on the node: the kubelet's first sync follows.
    fn bind(&mut self) {
        self.scheduled = true;
        // A container that waited for the scheduler now waits for the kubelet's first sync.
        for slot in 0..self.slots.len() {
            if self.slots.get(slot).is_some_and(|s| s.wait.is_some()) {
                self.set_wait(slot, Some(WaitReason::SandboxNotReady));
            }
        }
        let first_sync = self.now.saturating_add(if self.ideal { 0 } else { self.rng.between(50, 400) });
        self.queue.push(first_sync, Ev::Sync);
        // The deadline counts from the kubelet's first sync (its startTime).
        if let Some(seconds) = self.pod.spec.active_deadline_seconds.filter(|s| *s > 0) {
            let deadline = first_sync.saturating_add(u64::try_from(seconds).unwrap_or(0).saturating_mul(1000));
            self.queue.push(deadline, Ev::Deadline);
        }
    }

    /// `kubectl patch` removing every scheduling gate: the scheduler now takes the Pod.
    pub(crate) fn remove_scheduling_gates(&mut self) {
        if self.scheduled || self.removed {
            self.explain_action(Said::NoSchedulingGateLeft, "registry/core/pod: podStrategy.PrepareForUpdate");
            return;
        }
        std::rc::Rc::make_mut(&mut self.pod.spec).scheduling_gates.clear();
        // Changing the spec moves metadata.generation on. // registry/core/pod: podStrategy.PrepareForUpdate
        self.generation = self.generation.saturating_add(1);
        self.dirty = true;
        self.schedule();
    }

    /// What the API shows of a Pod on no node: phase Pending and one condition, PodScheduled=False
    /// with reason SchedulingGated (the API server's, at creation) or Unschedulable (the
    /// scheduler's, with its message); no node, no container statuses.
    // registry/core/pod: podStrategy.PrepareForCreate, applySchedulingGatedCondition (strategy.go);
    // scheduler: handleSchedulingFailure (podutil.UpdatePodCondition keeps the transition time
    // while the status stays False)
    pub(crate) fn take_gated_snapshot(&mut self) {
        if self.rejected.is_some() {
            self.take_rejected_snapshot();
            return;
        }
        let (reason, message, since) = match &self.unschedulable {
            Some((message, since)) => ("Unschedulable", message.clone(), *since),
            None => ("SchedulingGated", SCHEDULING_GATED_MESSAGE.to_owned(), 0),
        };
        let condition = PodCondition {
            condition_type: "PodScheduled".to_owned(),
            status: "False".to_owned(),
            reason: Some(reason.to_owned()),
            message: Some(message),
            last_transition_time: Some(self.timestamp(since)),
            // The scheduler's condition carries the generation it saw; the API server's
            // SchedulingGated one none. // scheduler: handleSchedulingFailure; pod strategy: applySchedulingGatedCondition
            observed_generation: self.unschedulable.as_ref().and(self.observed_generation()),
        };
        let (pod, row) = self.pending_with(condition);
        if self.last_phase.is_none() && self.unschedulable.is_some() {
            let fact = self.fact(None, FactKind::Phase);
            fact.phase = Some(PodPhase::Pending.as_str().to_owned());
            fact.why = World::why(
                Said::Unschedulable,
                "noderesources: fitsRequest; scheduler: handleSchedulingFailure",
            );
        } else if self.last_phase.is_none() {
            let fact = self.fact(None, FactKind::Phase);
            fact.phase = Some(PodPhase::Pending.as_str().to_owned());
            fact.why = World::why(
                Said::SchedulingGated,
                "registry/core/pod: applySchedulingGatedCondition; scheduler: SchedulingGates plugin",
            );
        }
        self.push_unbound_snapshot(pod, PodPhase::Pending, row);
    }

    /// The Pod as the binding stores it: `spec.nodeName` and `PodScheduled=True` (no reason, no
    /// observed generation), still Pending, with no container statuses until the kubelet's first
    /// report. A watcher receives it as an update of its own: the second `Pending` line of
    /// `kubectl get pod -w`. The kubelet has not reported a phase yet, so no phase is recorded.
    // registry/core/pod/storage: BindingREST.setPodNodeAndMetadata (podutil.UpdatePodCondition)
    fn take_bound_snapshot(&mut self) {
        if self.pod.spec.node_name.is_none() {
            std::rc::Rc::make_mut(&mut self.pod.spec).node_name = Some(node::NODE_NAME.to_owned());
        }
        let condition = PodCondition {
            condition_type: "PodScheduled".to_owned(),
            status: "True".to_owned(),
            reason: None,
            message: None,
            last_transition_time: Some(self.timestamp(self.now)),
            observed_generation: None,
        };
        let (pod, row) = self.pending_with(condition);
        self.record_status_and_removal(&row.status);
        self.snapshots.push(Snapshot {
            t_ms: self.now,
            pod,
            phase: PodPhase::Pending,
            row,
            removed: self.removed,
            generation: self.generation,
        });
    }

    /// The Pod as the API server and the scheduler alone have written it: phase Pending, the one
    /// PodScheduled `condition`, and the QoS class the API server sets at creation; with its row.
    // registry/core/pod: podStrategy.PrepareForCreate
    fn pending_with(&mut self, condition: PodCondition) -> (crate::model::Pod, crate::status::printer::PodRow) {
        let status = PodStatus {
            phase: Some(PodPhase::Pending.as_str().to_owned()),
            conditions: vec![condition.clone()],
            qos_class: Some(self.qos_class.as_str().to_owned()),
            ..PodStatus::default()
        };
        self.conditions = vec![condition];
        let pod = self.stored_pod(status);
        let row = kubectl_row(&pod, Some(self.now_unix()));
        (pod, row)
    }

    /// The status the kubelet writes for a Pod it refused. // kubelet: rejectPod
    fn take_rejected_snapshot(&mut self) {
        let (reason, message) = self.rejected.clone().unwrap_or_default();
        let status = PodStatus {
            phase: Some(PodPhase::Failed.as_str().to_owned()),
            reason: Some(reason.clone()),
            message: Some(message.clone()),
            qos_class: Some(self.qos_class.as_str().to_owned()),
            observed_generation: self.observed_generation(),
            ..PodStatus::default()
        };
        self.conditions = Vec::new();
        let pod = self.stored_pod(status);
        let row = kubectl_row(&pod, Some(self.now_unix()));
        if self.last_phase != Some(PodPhase::Failed) {
            let fact = self.fact(None, FactKind::Phase);
            fact.phase = Some(PodPhase::Failed.as_str().to_owned());
            fact.why = World::why(
                Said::KubeletRejected { reason: reason.clone(), message: message.clone() },
                "kubelet: canAdmitPod, rejectPod; lifecycle/predicate.go: Admit",
            );
        }
        self.push_unbound_snapshot(pod, PodPhase::Failed, row);
    }

    /// Records the state of a Pod no kubelet runs (no sandbox, no container statuses).
    fn push_unbound_snapshot(&mut self, pod: crate::model::Pod, phase: PodPhase, row: crate::status::printer::PodRow) {
        self.record_status_and_removal(&row.status);
        self.last_phase = Some(phase);
        self.snapshots.push(Snapshot { t_ms: self.now, pod, phase, row, removed: self.removed, generation: self.generation });
        self.dirty = false;
    }
}
