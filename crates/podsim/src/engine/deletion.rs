//! Deleting the Pod: what the API server stores for each delete (a repeated delete may only
//! shorten the grace period, and 0 removes the object at once) and how the kubelet follows.

use super::clock::SimTime;
use super::said::Said;
use super::timeline::{EventType, FactKind, Why};
use super::world::{KillStage, World};

impl World {
    /// `kubectl delete pod` with `gracePeriodSeconds` (`None`: no value sent, so the Pod's own
    /// `terminationGracePeriodSeconds` on a first delete).
    pub fn delete_pod(&mut self, requested: Option<i64>) {
        if self.removed {
            // The object is gone: the API server answers NotFound.
            self.explain_action(
                Said::PodGone,
                "apiserver: Store.Delete",
            );
            return;
        }
        match self.deletion {
            None => self.first_delete(requested),
            Some((at, current_ms)) => self.repeated_delete(at, current_ms, requested),
        }
    }

    fn first_delete(&mut self, requested: Option<i64>) {
        if (self.finished && !self.any_running()) || !self.scheduled {
            // A Pod in a terminal phase, or bound to no node, is deleted at once.
            // registry: podStrategy.CheckGracefulDelete
            let scheduled = self.scheduled;
            self.explain_action(Said::DeletedAtOnce { scheduled }, "registry: podStrategy.CheckGracefulDelete");
            self.deletion = Some((self.now, 0));
            self.removed = true;
            self.pending_removal = true;
            self.dirty = true;
            return;
        }
        let seconds = requested.unwrap_or_else(|| self.pod.spec.grace_period_or_default()).max(0);
        let grace_ms = u64::try_from(seconds).unwrap_or(0).saturating_mul(1000);
        // deletionTimestamp = now + grace. // apiserver: BeforeDelete (rest/delete.go)
        self.deletion = Some((self.now, grace_ms));
        if grace_ms > 0 {
            let said = Said::DeletionTimestampSet {
                deadline_ms: self.now.saturating_add(grace_ms),
                grace_s: seconds,
                asked: requested.is_some(),
            };
            self.explain_action(said, "apiserver: BeforeDelete (rest/delete.go)");
        }
        // The API object shows deletionTimestamp before the kubelet stops anything, so a
        // watch sees `Terminating` first, even when containers exit at the same instant.
        self.take_snapshot();
        self.dirty = true;
        if grace_ms == 0 {
            self.explain_action(Said::ForceDelete, "apiserver: BeforeDelete, Store.Delete (grace 0: delete now)");
            self.remove_now();
        }
        self.terminate_pod();
    }

    /// A delete of a Pod already being deleted: only a shorter grace period changes anything.
    // apiserver: BeforeDelete (rest/delete.go): "we may only shorten the deletion grace period"
    fn repeated_delete(&mut self, first_ms: SimTime, current_ms: u64, requested: Option<i64>) {
        let current_s = current_ms / 1000;
        let requested_ms = requested.map(|s| u64::try_from(s.max(0)).unwrap_or(0).saturating_mul(1000));
        let Some(requested_ms) = requested_ms.filter(|r| *r < current_ms) else {
            let text = match requested {
                None => Said::DeleteKeepsGrace { current_s },
                Some(_) => Said::DeleteCannotLengthen { current_s },
            };
            self.explain_action(text, "apiserver: BeforeDelete (rest/delete.go)");
            return;
        };
        // deletionTimestamp moves to the first delete's time plus the new grace period.
        self.deletion = Some((first_ms, requested_ms));
        let requested_s = requested_ms / 1000;
        let deadline_ms = first_ms.saturating_add(requested_ms);
        if requested_ms == 0 {
            self.explain_action(Said::ForceDelete, "apiserver: BeforeDelete, Store.Delete (grace 0: delete now)");
        } else {
            self.explain_action(
                Said::DeleteShortensGrace { requested_s, deadline_ms },
                "apiserver: BeforeDelete (rest/delete.go)",
            );
        }
        self.take_snapshot();
        self.dirty = true;
        if requested_ms == 0 {
            self.remove_now();
        }
        self.terminate_pod();
    }

    /// The API server deletes the object now (grace 0); the kubelet still has to stop what runs.
    fn remove_now(&mut self) {
        self.removed = true;
        self.pending_removal = true;
        self.dirty = true;
        self.take_snapshot();
    }

    /// The grace period got shorter while containers are being stopped: the pod worker cancels
    /// the kill under way and kills every running container again with the new budget, from now
    /// (a new Killing event, preStop again, the sidecars' turn, SIGTERM again, at least 2 s).
    // kubelet: podWorkers.UpdatePod ("grace period can only decrease", cancelFn),
    // calculateEffectiveGracePeriod, SyncTerminatingPod -> killContainer
    pub(crate) fn shorten_termination(&mut self, previous_ms: u64, grace_ms: u64) {
        self.termination_grace_ms = Some(grace_ms);
        let (previous_s, grace_s) = (previous_ms / 1000, grace_ms / 1000);
        for (slot, inst, name) in self.running_containers() {
            let earlier = self.instance_mut(slot, inst).and_then(|i| i.kill.take());
            if earlier.as_ref().is_some_and(|k| k.stage == KillStage::PreStop) {
                // The hook runs with the cancelled sync's context, so it ends with an error.
                // kubelet: executePreStopHook (runner.Run with the pod worker's context)
                self.event(Some(slot), EventType::Warning, "FailedPreStopHook", "PreStopHook failed".to_owned());
                let fact = self.fact(Some(slot), FactKind::FailedPreStopHook);
                fact.message = Some("PreStopHook failed".to_owned());
                fact.why = World::why(
                    Said::PreStopCancelled,
                    "kubelet: executePreStopHook",
                );
            }
            let attempt = earlier.map(|k| k.attempt.saturating_add(1)).unwrap_or(1);
            let first = self.facts.len();
            self.start_kill(slot, inst, grace_ms, &format!("Stopping container {name}"), true, attempt);
            if let Some(fact) =
                self.facts.get_mut(first..).and_then(|new| new.iter_mut().find(|f| f.kind == FactKind::Killing))
            {
                fact.why = World::why(
                    Said::KillStartedOver { previous_s, grace_s },
                    "kubelet: podWorkers.UpdatePod (grace period can only decrease), killContainer",
                );
            }
        }
    }

    /// Why the Pod object was removed, for the `PodRemoved` fact.
    pub(crate) fn removal_why(&self) -> Option<Why> {
        if self.any_running() {
            return World::why(Said::ForceDelete, "apiserver: BeforeDelete, Store.Delete (grace 0: delete now)");
        }
        World::why(
            Said::RemovedOnceStopped,
            "kubelet: TerminatePod / status manager",
        )
    }

    /// Says what a delete did, on its `Action` fact (the newest one).
    pub(crate) fn explain_action(&mut self, said: Said, rule: &'static str) {
        if let Some(fact) = self.facts.iter_mut().rev().find(|f| f.kind == FactKind::Action) {
            fact.why = World::why(said, rule);
        }
    }
}
