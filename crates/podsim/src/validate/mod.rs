//! API-server validation of a (defaulted) Pod, with kubectl's exact wording.
//!
//! The checks follow `pkg/apis/core/validation` (`ValidatePodCreate` → `ValidatePodSpec` →
//! `validateContainers` / `validateInitContainers` / `validateEphemeralContainers`) in the same
//! order, so the list of causes reads exactly like `kubectl apply` prints it. A workload adds its
//! own rules around its template's (`workload.rs`).

mod annotations;
mod claim_template;
mod claims;
mod container;
mod cron;
mod dns;
mod env;
mod errors;
mod go_json;
mod handlers;
mod labels;
mod legacy_sources;
mod meta;
mod names;
mod printed;
mod projected;
mod resources;
mod restart_rules;
mod scheduling;
mod seccomp_match;
mod security;
mod selector;
mod spec;
mod trust_bundle;
mod volumes;
mod windows;
mod workload;

pub use errors::{FieldError, FieldErrorKind, kubectl_invalid_message};
pub(crate) use errors::quote as go_quote;

use crate::model::Pod;
use crate::version::{FeatureGates, KubeVersion};
use crate::yaml::Node;

/// Where the Pod spec is being validated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ValidationOptions {
    /// The spec is a workload's pod template (Deployment, Job, …) rather than a Pod: the Pod name
    /// is not checked and whitespace around images is tolerated.
    pub template: bool,
    /// Validate as the `pods/ephemeralcontainers` subresource (`kubectl debug`) does, where
    /// ephemeral containers are allowed, instead of as a create.
    pub ephemeral_update: bool,
    /// The gates the API server runs with, when `--feature-gates` changes the version's defaults.
    pub gates: Option<FeatureGates>,
}

/// Validates the object a manifest creates as the API server of `version` does on create: a Pod
/// with [`validate`]; a workload (`kind`, with its pod template at `template_path` in `root`)
/// with its own rules around its template's errors. `pod` is the defaulted Pod or template;
/// every field path is relative to `root`.
pub fn validate_object(
    root: &Node,
    kind: &str,
    template_path: &str,
    pod: &Pod,
    version: KubeVersion,
    gates: FeatureGates,
) -> Vec<FieldError> {
    if template_path.is_empty() {
        return validate_with(pod, version, ValidationOptions { gates: Some(gates), ..ValidationOptions::default() });
    }
    if pod_checked_at_creation(kind) {
        return workload::validate_workload(root, kind, template_path, pod, version, Vec::new());
    }
    let options = ValidationOptions { template: true, gates: Some(gates), ..ValidationOptions::default() };
    let prefix = format!("{template_path}.");
    let template_errors =
        validate_with(pod, version, options).into_iter().map(|error| error.prefixed(&prefix)).collect();
    workload::validate_workload(root, kind, template_path, pod, version, template_errors)
}

/// True for a workload whose template's Pod spec the API server does not validate: a
/// StatefulSet's (apps validation: ValidatePodTemplateSpecForStatefulSet checks its labels and
/// annotations only — "TODO: Add validation for PodSpec", because of the claim volumes). Its
/// controller's Pod is validated when the controller creates it ([`validate_created_pod`]).
pub fn pod_checked_at_creation(kind: &str) -> bool {
    kind == "StatefulSet"
}

/// The errors of the Pod a workload's controller creates (its claim volumes added), as the API
/// server reports them to the controller; empty when the Pod is accepted. Field paths are the
/// Pod's own (`spec.containers[0].image`).
pub fn validate_created_pod(pod: &Pod, version: KubeVersion, gates: FeatureGates) -> Vec<FieldError> {
    validate_with(pod, version, ValidationOptions { gates: Some(gates), ..ValidationOptions::default() })
}

/// Validates a defaulted Pod as the API server of `version` does on create.
pub fn validate(pod: &Pod, version: KubeVersion) -> Vec<FieldError> {
    validate_with(pod, version, ValidationOptions::default())
}

/// [`validate`] with explicit options.
pub fn validate_with(pod: &Pod, version: KubeVersion, options: ValidationOptions) -> Vec<FieldError> {
    let gates = options.gates.unwrap_or_else(|| version.gates());
    let mut errors = Vec::new();
    if !options.template && !options.ephemeral_update {
        spec::validate_metadata(pod, version, &mut errors);
    }
    // ValidatePodSpec gets the Pod's metadata only for a Pod, not for a template.
    let pod_name = if options.template { None } else { pod.metadata.name.as_deref() };
    let volumes = volumes::validate_volumes(&pod.spec, pod_name, version, &mut errors);
    claims::validate_pod_resource_claims(&pod.spec, version, &mut errors);
    let context = container::Context {
        spec: &pod.spec,
        volumes: &volumes,
        gates,
        version,
        grace_period: pod.spec.grace_period_or_default(),
    };
    container::validate_containers(&context, &mut errors);
    container::validate_init_containers(&context, &mut errors);
    container::validate_ephemeral_containers(&context, &mut errors);
    // ValidatePodSpec checks pod-level resources right after the containers.
    resources::validate_pod_resources(pod, gates, &mut errors);
    let own_labels = (!options.template).then_some(&pod.metadata.labels);
    spec::validate_pod_fields(&pod.spec, own_labels, version, &mut errors);
    if !options.template {
        container::validate_images_for_pod(&pod.spec, &mut errors);
    }
    // ValidatePodTemplateSpec checks the seccomp annotations before refusing ephemeral containers.
    if options.template {
        seccomp_match::validate_seccomp_annotations(pod, &mut errors);
        seccomp_match::validate_app_armor_annotations(pod, true, &mut errors);
    }
    if !options.ephemeral_update && !pod.spec.ephemeral_containers.is_empty() {
        errors.push(if options.template {
            // core validation: ValidatePodTemplateSpec
            FieldError::forbidden("spec.ephemeralContainers", "ephemeral containers not allowed in pod template")
        } else {
            // core validation: ValidatePodCreate
            FieldError::forbidden("spec.ephemeralContainers", "cannot be set on create")
        });
    }
    // core validation: ValidatePodCreate — a gated Pod may not be bound yet.
    let node_name = pod.spec.node_name.as_deref().unwrap_or("");
    if !options.template && !options.ephemeral_update && !node_name.is_empty() && !pod.spec.scheduling_gates.is_empty()
    {
        errors
            .push(FieldError::forbidden("spec.nodeName", "cannot be set until all schedulingGates have been cleared"));
    }
    // ValidatePodCreate ends with the annotation-against-field checks.
    if !options.template && !options.ephemeral_update {
        seccomp_match::validate_seccomp_annotations(pod, &mut errors);
        seccomp_match::validate_app_armor_annotations(pod, false, &mut errors);
    }
    errors
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_placement;
#[cfg(test)]
mod tests_rules;
#[cfg(test)]
mod tests_sources;
#[cfg(test)]
mod tests_env_files;
#[cfg(test)]
mod tests_stop_signal;

/// The errors of a Pod's `spec.resources` (pod level) as validation prints them, for a resize of
/// them, whose new spec is validated before its changes. // apis/core/validation: validatePodResources
pub(crate) fn pod_resource_errors(pod: &crate::model::Pod, gates: crate::version::FeatureGates) -> Vec<String> {
    let mut errors = Vec::new();
    resources::validate_pod_resources(pod, gates, &mut errors);
    errors.iter().map(ToString::to_string).collect()
}

/// The errors of one container's `resources` as validation prints them (`PATH.requests: Invalid
/// value: …`), for a resize request, whose new spec is validated before its changes.
/// // apis/core/validation: ValidatePodResize (validatePodMetadataAndSpec first)
pub(crate) fn container_resource_errors(resources: &crate::model::ResourceRequirements, path: &str) -> Vec<String> {
    let mut errors = Vec::new();
    resources::validate_requirements(resources, resources::Owner::Container, path, &mut errors);
    errors.iter().map(ToString::to_string).collect()
}
