//! Conditions an outside controller writes into the Pod's status (a load balancer controller
//! answering a readiness gate): the kubelet keeps them and counts them in `Ready`.

use super::said::Said;
use super::world::World;
use crate::model::PodCondition;
use crate::scenario::ConditionStatus;

impl World {
    /// `kubectl patch pod --subresource status` writing one condition. The kubelet keeps every
    /// condition it does not own and re-generates `Ready` from it on its next sync.
    // kubelet: generateAPIPodStatus (keeps non-kubelet conditions), status.GeneratePodReadyCondition
    pub(crate) fn set_outside_condition(&mut self, condition_type: String, status: ConditionStatus) {
        if self.removed {
            self.explain_action(Said::PodGone, "apiserver: Store.Update");
            return;
        }
        let now = self.timestamp(self.now);
        let status = status.as_str().to_owned();
        match self.outside_conditions.iter_mut().find(|c| c.condition_type == condition_type) {
            Some(found) if found.status == status => return,
            Some(found) => {
                found.status = status;
                found.last_transition_time = Some(now);
            }
            None => self.outside_conditions.push(PodCondition {
                condition_type,
                status,
                reason: None,
                message: None,
                last_transition_time: Some(now),
                // A controller writes no observedGeneration unless it chooses to.
                observed_generation: None,
            }),
        }
        self.dirty = true;
    }
}
