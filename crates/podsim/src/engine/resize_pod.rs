//! In-place resize of the Pod's own `spec.resources` (KEP-5419, InPlacePodLevelResourcesVerticalScaling,
//! beta and on from 1.36): the API server's checks, then the same allocation and actuation as a
//! container resize.

use std::collections::BTreeMap;

use super::said::Said;
use super::world::{Ev, World};
use crate::model::ResourceRequirements;

impl World {
    /// `kubectl patch pod --subresource resize -p '{"spec":{"resources":…}}'`: validated, admitted,
    /// then stored in the spec; the kubelet decides on it at its next sync.
    /// // apis/core/validation: ValidatePodResize; registry/core/pod: podResizeStrategy
    pub(crate) fn resize_pod(&mut self, requests: &BTreeMap<String, String>, limits: &BTreeMap<String, String>) {
        if self.resize_not_served() {
            return;
        }
        if !self.gates.pod_level_resources {
            // registry/core/pod: dropDisabledPodFields — without PodLevelResources the API server
            // drops `spec.resources` from the request, so the resize changes nothing.
            self.explain_action(
                Said::PodResizeDropped,
                "registry/core/pod: dropDisabledPodFields",
            );
            return;
        }
        let old = self.pod.spec.resources.clone().unwrap_or_default();
        let mut resources: ResourceRequirements = old.clone();
        resources.requests.extend(requests.iter().map(|(k, v)| (k.clone(), v.clone())));
        resources.limits.extend(limits.iter().map(|(k, v)| (k.clone(), v.clone())));
        if self.pod_level_resources_block_resize(Some(&resources)) {
            return;
        }
        let mut desired = self.pod.clone();
        std::rc::Rc::make_mut(&mut desired.spec).resources = Some(resources.clone());
        // The new spec is validated first (the pod-level rules of a create: its own values, then
        // against the containers), then the QoS class is compared with the stored one.
        let mut errors = crate::validate::pod_resource_errors(&desired, self.gates);
        errors.extend(self.qos_change_error(&desired));
        // Only cpu and memory may change at pod level too.
        if super::resize::changes_other_resources(requests, limits, &old, &resources) {
            errors.push("spec: Forbidden: only cpu and memory resources are mutable".to_owned());
        }
        if !errors.is_empty() {
            self.refuse_resize(&errors);
            return;
        }
        if old == resources {
            self.explain_action(
                Said::PodResizeUnchanged,
                "registry/core/pod: podStrategy.PrepareForUpdate",
            );
            return;
        }
        if self.admission_refuses_resize(&desired) || self.policies_refuse_resize(&desired) {
            return;
        }
        self.pod = desired;
        self.generation = self.generation.saturating_add(1);
        self.dirty = true;
        if !self.scheduled {
            self.explain_action(
                Said::PodResizeAcceptedUnscheduled,
                "apis/core/validation: ValidatePodResize",
            );
            return;
        }
        self.explain_action(
            Said::PodResizeAccepted,
            "apis/core/validation: ValidatePodResize; kubelet allocation: handlePodResourcesResize",
        );
        self.resize.undecided = true;
        let delay = self.reaction_ms();
        self.queue.push(self.now.saturating_add(delay), Ev::ResizeAllocate);
    }
}
