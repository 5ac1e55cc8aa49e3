//! The API server's side of a resize before its validation: whether the `resize` subresource is
//! served, the refusal of any resize of a Pod with pod-level resources while
//! InPlacePodLevelResourcesVerticalScaling is off, and from 1.36 the PodResizeValidator admission
//! plugin's check against the node's allocatable; a refusal is a `Refused` fact with kubectl's error.

use super::said::Said;
use super::resize::pod_cpu_memory;
use super::timeline::FactKind;
use super::world::World;
use crate::model::ResourceRequirements;

/// kubectl's error when the API server serves no `pods/resize` subresource.
const NOT_SERVED: &str = "Error from server (NotFound): the server could not find the requested resource";

impl World {
    /// Without InPlacePodVerticalScaling the resize subresource is not served: the request is
    /// refused with kubectl's NotFound, and true is returned.
    pub(super) fn resize_not_served(&mut self) -> bool {
        if self.gates.in_place_pod_vertical_scaling {
            return false;
        }
        self.refuse_action(NOT_SERVED.to_owned());
        self.explain_action(
            Said::ResizeNotServed,
            "registry/core/rest: storage_core.go (pods/resize only with InPlacePodVerticalScaling)",
        );
        true
    }

    /// Without InPlacePodLevelResourcesVerticalScaling, ValidatePodResize refuses any resize of a
    /// Pod whose old or new spec has pod-level requests or limits, before any other check; true
    /// when it did. `new_pod_level` is the new `spec.resources` of a pod-level resize.
    /// // apis/core/validation: ValidatePodResize (isPodLevelResourcesSet)
    pub(super) fn pod_level_resources_block_resize(&mut self, new_pod_level: Option<&ResourceRequirements>) -> bool {
        let set = |r: Option<&ResourceRequirements>| r.is_some_and(|r| !r.requests.is_empty() || !r.limits.is_empty());
        if self.gates.in_place_pod_level_resources_vertical_scaling
            || !(set(self.pod.spec.resources.as_ref()) || set(new_pod_level))
        {
            return false;
        }
        // An error on the empty path prints as `: Forbidden: …`.
        let errors = [": Forbidden: pods with pod-level resources cannot be resized".to_owned()];
        let message = crate::validate::kubectl_invalid_message("Pod", &self.pod_name(), &errors);
        self.refuse_action(message.clone());
        self.explain_action(
            Said::ResizePodLevelRefused { message },
            "apis/core/validation: ValidatePodResize (pods with pod-level resources cannot be resized)",
        );
        true
    }

    /// From 1.36 the PodResizeValidator admission plugin refuses a resize whose Pod would request
    /// more than the node's allocatable; true when it did.
    /// // plugin/pkg/admission/podresize: validateNodeAllocatable
    pub(super) fn admission_refuses_resize(&mut self, desired: &crate::model::Pod) -> bool {
        if !self.scheduled || !self.gates.resize_admission_checks_allocatable {
            return false;
        }
        let (cpu, memory) = pod_cpu_memory(desired, self.gates);
        let (cpu_free, memory_free) = self.allocatable_cpu_memory();
        let mut parts = Vec::new();
        if cpu > cpu_free {
            parts.push(format!("cpu, requested: {cpu}, allocatable: {cpu_free}"));
        }
        if memory > memory_free {
            parts.push(format!("memory, requested: {memory}, allocatable: {memory_free}"));
        }
        if parts.is_empty() {
            return false;
        }
        let message = format!(
            "Error from server (Forbidden): pods \"{}\" is forbidden: Node didn't have enough allocatable resources: {}",
            self.pod_name(),
            parts.join("; ")
        );
        self.refuse_action(message.clone());
        self.explain_action(
            Said::ResizeOverAllocatable { message },
            "plugin/pkg/admission/podresize: validateNodeAllocatable",
        );
        true
    }

    /// LimitRanger and ResourceQuota serve the `resize` subresource: a resize whose new resources
    /// break a LimitRange, or whose growth exceeds a quota, is refused as a Pod would be; true
    /// when it was. // limitranger: SupportsAttributes, PodValidateLimitFunc; resourcequota: CheckRequest
    pub(super) fn policies_refuse_resize(&mut self, desired: &crate::model::Pod) -> bool {
        let Some(cause) = crate::admission::refuse_resize(&self.pod, desired, &self.policies, self.gates) else {
            return false;
        };
        let message = format!("Error from server (Forbidden): pods \"{}\" is forbidden: {cause}", self.pod_name());
        self.refuse_action(message.clone());
        self.explain_action(
            Said::ResizePoliciesRefuse { message },
            "limitranger: SupportsAttributes (resize), PodValidateLimitFunc; resourcequota: CheckRequest",
        );
        true
    }

    /// The API server's answer to a refused action, on the timeline after the action: the error
    /// `kubectl` prints, the Pod unchanged.
    pub(super) fn refuse_action(&mut self, error: String) {
        self.fact(None, FactKind::Refused).message = Some(error);
    }
}
