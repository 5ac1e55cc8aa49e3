//! Pod-level checks: metadata (ValidateObjectMeta), volumes (ValidateVolumes) and the PodSpec
//! fields validated after the containers (ValidatePodSpec).

use std::collections::BTreeSet;

use super::errors::FieldError;
use super::names;
use super::resources::{Owner, validate_requirements};
use crate::model::{Pod, PodSpec, ResourceRequirements, VolumeSource};

/// ValidateObjectMeta with ValidatePodName (a DNS-1123 subdomain).
pub(super) fn validate_metadata(pod: &Pod, errors: &mut Vec<FieldError>) {
    let name = pod.metadata.name.as_deref().unwrap_or("");
    if name.is_empty() {
        if pod.metadata.generate_name.as_deref().unwrap_or("").is_empty() {
            errors.push(FieldError::required("metadata.name", "name or generateName is required"));
        }
        return;
    }
    for message in names::dns1123_subdomain(name) {
        errors.push(FieldError::invalid("metadata.name", name, &message));
    }
}

/// ValidateVolumes: returns the names of the volumes that validated cleanly (mounts may only
/// refer to those).
pub(super) fn validate_volumes(spec: &PodSpec, errors: &mut Vec<FieldError>) -> BTreeSet<String> {
    let mut valid = BTreeSet::new();
    let mut seen = BTreeSet::new();
    for (index, volume) in spec.volumes.iter().enumerate() {
        let path = format!("spec.volumes[{index}]");
        let mut found = Vec::new();
        match &volume.source {
            VolumeSource::Unspecified => found.push(FieldError::required(path.clone(), "must specify a volume type")),
            VolumeSource::ConfigMap { name, .. } if name.as_deref().unwrap_or("").is_empty() => {
                found.push(FieldError::required(format!("{path}.configMap.name"), ""));
            }
            VolumeSource::Secret { name, .. } if name.as_deref().unwrap_or("").is_empty() => {
                found.push(FieldError::required(format!("{path}.secret.secretName"), ""));
            }
            _ => {}
        }
        let name = volume.name.as_deref().unwrap_or("");
        if name.is_empty() {
            found.push(FieldError::required(format!("{path}.name"), ""));
        } else {
            for message in names::dns1123_label(name) {
                found.push(FieldError::invalid(format!("{path}.name"), name, &message));
            }
        }
        if seen.contains(name) {
            found.push(FieldError::duplicate(format!("{path}.name"), name));
        }
        seen.insert(name.to_owned());
        if found.is_empty() {
            valid.insert(name.to_owned());
        }
        errors.extend(found);
    }
    valid
}

/// The ValidatePodSpec checks that follow the containers, in upstream order.
pub(super) fn validate_pod_fields(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    // validatePodHostNetworkDeps (for a Pod, hostPort must equal containerPort)
    if spec.host_network == Some(true) {
        for (index, container) in spec.containers.iter().enumerate() {
            for (port_index, port) in container.ports.iter().enumerate() {
                let host = port.host_port.unwrap_or(0);
                if host != port.container_port.unwrap_or(0) {
                    errors.push(FieldError::invalid_number(
                        format!("spec.containers[{index}].ports[{port_index}].hostPort"),
                        host,
                        "must match `containerPort` when `hostNetwork` is true",
                    ));
                }
            }
        }
    }
    // validateRestartPolicy
    match spec.restart_policy.as_deref().unwrap_or("") {
        "Always" | "OnFailure" | "Never" => {}
        "" => errors.push(FieldError::required("spec.restartPolicy", "")),
        other => errors.push(FieldError::not_supported("spec.restartPolicy", other, &["Always", "OnFailure", "Never"])),
    }
    if let Some(deadline) = spec.active_deadline_seconds.filter(|d| !(1..=i64::from(i32::MAX)).contains(d)) {
        errors.push(FieldError::invalid_number(
            "spec.activeDeadlineSeconds",
            deadline,
            "must be between 1 and 2147483647, inclusive",
        ));
    }
    if !spec.overhead.is_empty() {
        // validateOverhead reuses ValidateResourceRequirements with the overhead as limits.
        let overhead = ResourceRequirements { limits: spec.overhead.clone(), ..ResourceRequirements::default() };
        validate_requirements(&overhead, Owner::Pod, "spec.overhead", errors);
    }
}
