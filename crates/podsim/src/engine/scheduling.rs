//! The scheduler's part: binding the Pod to the node, or leaving it alone while it has
//! scheduling gates, until a `removeSchedulingGates` action clears them (`kubectl patch`).

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

impl World {
    /// The scheduler binds the Pod to the node (the `Scheduled` event) and the kubelet's first
    /// sync follows; a Pod with scheduling gates waits for them to be removed.
    pub(crate) fn schedule(&mut self) {
        if !self.pod.spec.scheduling_gates.is_empty() {
            // scheduler: SchedulingGates PreEnqueue plugin — a gated Pod never enters the queue;
            // what the API server wrote at creation is all there is to see.
            self.take_gated_snapshot();
            return;
        }
        self.scheduled = true;
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
            let text = crate::text!(
                "the Pod has no scheduling gate left: the patch changes nothing",
                "Pod 已经没有调度门控：这次 patch 没有改变任何东西"
            );
            self.explain_action(text, "registry/core/pod: podStrategy.PrepareForUpdate");
            return;
        }
        std::rc::Rc::make_mut(&mut self.pod.spec).scheduling_gates.clear();
        // Changing the spec moves metadata.generation on. // registry/core/pod: podStrategy.PrepareForUpdate
        self.generation = self.generation.saturating_add(1);
        self.dirty = true;
        self.schedule();
    }

    /// What the API shows of a Pod no scheduler has taken: phase Pending and one condition,
    /// PodScheduled=False with reason SchedulingGated; no node, no container statuses.
    // registry/core/pod: podStrategy.PrepareForCreate, applySchedulingGatedCondition (strategy.go)
    pub(crate) fn take_gated_snapshot(&mut self) {
        let condition = PodCondition {
            condition_type: "PodScheduled".to_owned(),
            status: "False".to_owned(),
            reason: Some("SchedulingGated".to_owned()),
            message: Some(SCHEDULING_GATED_MESSAGE.to_owned()),
            last_transition_time: Some(self.timestamp(0)),
        };
        let status = PodStatus {
            phase: Some(PodPhase::Pending.as_str().to_owned()),
            conditions: vec![condition.clone()],
            ..PodStatus::default()
        };
        self.conditions = vec![condition];
        let pod = self.stored_pod(status);
        let row = kubectl_row(&pod, Some(self.now_unix()));
        if self.last_phase.is_none() {
            let fact = self.fact(None, FactKind::Phase);
            fact.phase = Some(PodPhase::Pending.as_str().to_owned());
            fact.why = World::why(
                crate::text!(
                    "the Pod has scheduling gates: the API server marks it PodScheduled=False (SchedulingGated) \
                     and no scheduler takes it, so nothing runs until every gate is removed",
                    "这个 Pod 有调度门控（schedulingGates）：API server 把它标记为 PodScheduled=False\
                     （SchedulingGated），调度器不会处理它，所以在所有门控被移除之前什么都不会运行"
                ),
                "registry/core/pod: applySchedulingGatedCondition; scheduler: SchedulingGates plugin",
            );
        }
        self.record_status_and_removal(&row.status);
        self.last_phase = Some(PodPhase::Pending);
        self.snapshots.push(Snapshot {
            t_ms: self.now,
            pod,
            phase: PodPhase::Pending,
            row,
            removed: self.removed,
            generation: self.generation,
        });
        self.dirty = false;
    }
}
