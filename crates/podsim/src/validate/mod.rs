//! API-server validation of a (defaulted) Pod, with kubectl's exact wording.
//!
//! The checks follow `pkg/apis/core/validation` (`ValidatePodCreate` → `ValidatePodSpec` →
//! `validateContainers` / `validateInitContainers` / `validateEphemeralContainers`) in the same
//! order, so the list of causes reads exactly like `kubectl apply` prints it.

mod container;
mod errors;
mod handlers;
mod names;
mod resources;
mod spec;

pub use errors::{FieldError, FieldErrorKind, kubectl_invalid_message};

use crate::model::Pod;
use crate::version::KubeVersion;

/// Where the Pod spec is being validated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ValidationOptions {
    /// The spec is a workload's pod template (Deployment, Job, …) rather than a Pod: the Pod name
    /// is not checked and whitespace around images is tolerated.
    pub template: bool,
    /// Validate as the `pods/ephemeralcontainers` subresource (`kubectl debug`) does, where
    /// ephemeral containers are allowed, instead of as a create.
    pub ephemeral_update: bool,
}

/// Validates a defaulted Pod as the API server of `version` does on create.
pub fn validate(pod: &Pod, version: KubeVersion) -> Vec<FieldError> {
    validate_with(pod, version, ValidationOptions::default())
}

/// [`validate`] with explicit options.
pub fn validate_with(pod: &Pod, version: KubeVersion, options: ValidationOptions) -> Vec<FieldError> {
    let gates = version.gates();
    let mut errors = Vec::new();
    if !options.template && !options.ephemeral_update {
        spec::validate_metadata(pod, &mut errors);
    }
    let volumes = spec::validate_volumes(&pod.spec, &mut errors);
    let context = container::Context {
        spec: &pod.spec,
        volumes: &volumes,
        gates,
        grace_period: pod.spec.grace_period_or_default(),
    };
    container::validate_containers(&context, &mut errors);
    container::validate_init_containers(&context, &mut errors);
    container::validate_ephemeral_containers(&context, &mut errors);
    spec::validate_pod_fields(&pod.spec, gates, &mut errors);
    if !options.template {
        container::validate_images_for_pod(&pod.spec, &mut errors);
    }
    if !options.ephemeral_update && !pod.spec.ephemeral_containers.is_empty() {
        // core validation: ValidatePodCreate
        errors.push(FieldError::forbidden("spec.ephemeralContainers", "cannot be set on create"));
    }
    errors
}

#[cfg(test)]
mod tests;
