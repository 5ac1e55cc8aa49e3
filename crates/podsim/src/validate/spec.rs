//! Pod-level checks: metadata (ValidateObjectMeta) and the PodSpec fields validated after the
//! containers (ValidatePodSpec), in upstream order.

use super::errors::FieldError;
use super::names;
use super::resources::{Owner, validate_requirements};
use super::{annotations, dns, labels, meta, scheduling, security, windows};
use crate::model::{Pod, PodSpec, ResourceRequirements};
use crate::version::KubeVersion;

/// core validation: validatePodMetadataAndSpec → ValidateObjectMeta with ValidatePodName (a
/// DNS-1123 subdomain), then ValidatePodSpecificAnnotations.
pub(super) fn validate_metadata(pod: &Pod, version: KubeVersion, errors: &mut Vec<FieldError>) {
    meta::validate_object_meta(&pod.metadata, names::dns1123_subdomain, version, errors);
    annotations::validate_pod_specific_annotations(
        &pod.metadata.annotations,
        &pod.spec,
        "metadata.annotations",
        version,
        errors,
    );
}

/// The ValidatePodSpec checks that follow the containers, in upstream order; `labels` are a Pod's
/// own (`None` for a template).
pub(super) fn validate_pod_fields(
    spec: &PodSpec,
    labels: Option<&std::collections::BTreeMap<String, String>>,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
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
    dns::validate_dns_policy(spec, errors);
    labels::labels(&spec.node_selector, "spec.nodeSelector", version, errors);
    security::validate_pod_security(spec, version, errors);
    scheduling::validate_affinity(spec, labels, version, errors);
    dns::validate_dns_config(spec, version, errors);
    scheduling::validate_readiness_gates(spec, version, errors);
    scheduling::validate_scheduling_gates(spec, version, errors);
    scheduling::validate_topology_spread(spec, version, errors);
    windows::validate_host_process_pod(spec, errors);
    security::validate_host_users(spec, errors);
    // ValidateServiceAccountName and ValidateNodeName: DNS subdomains.
    object_name(spec.service_account_name.as_deref(), "spec.serviceAccountName", errors);
    object_name(spec.node_name.as_deref(), "spec.nodeName", errors);
    if let Some(deadline) = spec.active_deadline_seconds.filter(|d| !(1..=i64::from(i32::MAX)).contains(d)) {
        errors.push(FieldError::invalid_number(
            "spec.activeDeadlineSeconds",
            deadline,
            "must be between 1 and 2147483647, inclusive",
        ));
    }
    dns::validate_hostname(spec, errors);
    scheduling::validate_tolerations(spec, version, errors);
    dns::validate_host_aliases(spec, errors);
    object_name(spec.priority_class_name.as_deref(), "spec.priorityClassName", errors);
    // ValidateRuntimeClassName checks a set name even when it is empty.
    if let Some(name) = spec.runtime_class_name.as_deref() {
        for message in names::dns1123_subdomain(name) {
            errors.push(FieldError::invalid("spec.runtimeClassName", name, &message));
        }
    }
    if let Some(policy) = spec.preemption_policy.as_deref() {
        // ValidatePreemptionPolicy
        match policy {
            "PreemptLowerPriority" | "Never" => {}
            "" => errors.push(FieldError::required("spec.preemptionPolicy", "")),
            other => errors.push(FieldError::not_supported(
                "spec.preemptionPolicy",
                other,
                &["PreemptLowerPriority", "Never"],
            )),
        }
    }
    if !spec.overhead.is_empty() {
        // validateOverhead reuses ValidateResourceRequirements with the overhead as limits.
        let overhead = ResourceRequirements { limits: spec.overhead.clone(), ..ResourceRequirements::default() };
        validate_requirements(&overhead, Owner::Pod, "spec.overhead", errors);
    }
    security::validate_os(spec, errors);
}

/// A name that must be a DNS subdomain when it is set (`NameIsDNSSubdomain`).
fn object_name(name: Option<&str>, path: &str, errors: &mut Vec<FieldError>) {
    let Some(name) = name.filter(|name| !name.is_empty()) else { return };
    for message in names::dns1123_subdomain(name) {
        errors.push(FieldError::invalid(path, name, &message));
    }
}
