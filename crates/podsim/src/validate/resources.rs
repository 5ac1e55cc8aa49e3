//! core validation: ValidateResourceRequirements for containers, pod-level resources and overhead,
//! and the consistency of pod-level resources with the containers'.

use super::errors::FieldError;
use super::names;
use crate::model::{Pod, ResizePolicy, ResourceList, ResourceRequirements};
use crate::quantity::Quantity;
use crate::resources::{ResourceOptions, effective_resources_with, parse_list};
use crate::version::FeatureGates;

/// Which object the requirements belong to; decides the allowed resource names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Owner {
    Container,
    Pod,
}

fn is_hugepages(name: &str) -> bool {
    name.starts_with("hugepages-")
}

/// helper: IsNativeResource — no domain, or a `kubernetes.io/` one.
fn is_native(name: &str) -> bool {
    !name.contains('/') || name.contains("kubernetes.io/")
}

/// helper: IsOvercommitAllowed.
fn overcommit_allowed(name: &str) -> bool {
    is_native(name) && !is_hugepages(name)
}

/// validateContainerResourceName.
fn validate_name(name: &str, path: &str, errors: &mut Vec<FieldError>) {
    if !names::qualified_name(name) {
        errors.push(FieldError::invalid(
            path.to_owned(),
            name,
            "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
        ));
        return;
    }
    if !name.contains('/') {
        if !(name == "cpu" || name == "memory" || name == "ephemeral-storage" || is_hugepages(name)) {
            errors.push(FieldError::invalid(path.to_owned(), name, "must be a standard resource for containers"));
        }
    } else if !is_native(name) && name.starts_with("requests.") {
        errors.push(FieldError::invalid(path.to_owned(), name, "doesn't follow extended resource name standard"));
    }
}

/// ValidateResourceQuantityValue: not negative; extended resources whole numbers.
fn validate_value(name: &str, quantity: &Quantity, path: &str, errors: &mut Vec<FieldError>) {
    let text = quantity.to_string();
    if quantity.is_negative() {
        errors.push(FieldError::invalid(path.to_owned(), &text, "must be greater than or equal to 0"));
    }
    if !is_native(name) && quantity.milli_value() % 1000 != 0 {
        errors.push(FieldError::invalid(path.to_owned(), &text, "must be an integer"));
    }
}

fn parsed(list: &ResourceList) -> Vec<(&String, Quantity)> {
    list.iter().filter_map(|(name, text)| Quantity::parse(text).ok().map(|q| (name, q))).collect()
}

/// Validates `requests`/`limits` at `path` (`spec.containers[0].resources`).
pub(super) fn validate_requirements(
    resources: &ResourceRequirements,
    owner: Owner,
    path: &str,
    errors: &mut Vec<FieldError>,
) {
    let limits_path = format!("{path}.limits");
    let requests_path = format!("{path}.requests");
    let limits = parsed(&resources.limits);
    let mut cpu_or_memory = false;
    let mut hugepages = false;
    for (name, quantity) in &limits {
        let key_path = format!("{limits_path}[{name}]");
        if owner == Owner::Container {
            validate_name(name, &key_path, errors);
        }
        validate_value(name, quantity, &key_path, errors);
        hugepages |= is_hugepages(name);
        cpu_or_memory |= *name == "cpu" || *name == "memory";
    }
    for (name, quantity) in parsed(&resources.requests) {
        let key_path = format!("{requests_path}[{name}]");
        if owner == Owner::Container {
            validate_name(name, &key_path, errors);
        }
        validate_value(name, &quantity, &key_path, errors);
        match limits.iter().find(|(limit_name, _)| *limit_name == name) {
            Some((_, limit)) if quantity != *limit && !overcommit_allowed(name) => {
                errors.push(FieldError::invalid(
                    requests_path.clone(),
                    &quantity.to_string(),
                    &format!("must be equal to {name} limit of {limit}"),
                ));
            }
            Some((_, limit)) if quantity > *limit => {
                errors.push(FieldError::invalid(
                    requests_path.clone(),
                    &quantity.to_string(),
                    &format!("must be less than or equal to {name} limit of {limit}"),
                ));
            }
            Some(_) => {}
            None if !overcommit_allowed(name) => errors
                .push(FieldError::required(limits_path.clone(), "Limit must be set for non overcommitable resources")),
            None => {}
        }
        hugepages |= is_hugepages(name);
        cpu_or_memory |= name == "cpu" || name == "memory";
    }
    if hugepages && !cpu_or_memory && owner == Owner::Container {
        errors.push(FieldError::forbidden(path.to_owned(), "HugePages require cpu or memory"));
    }
}

/// validateResizePolicy: `cpu` or `memory`, once each, with a known restart policy; a Pod that
/// never restarts may only resize in place. Unknown values are reported at the list's path.
pub(super) fn validate_resize_policy(
    policies: &[ResizePolicy],
    pod_restart_policy: &str,
    path: &str,
    errors: &mut Vec<FieldError>,
) {
    let mut seen = Vec::new();
    for (index, policy) in policies.iter().enumerate() {
        let resource = policy.resource_name.as_deref().unwrap_or("");
        let restart = policy.restart_policy.as_deref().unwrap_or("");
        if seen.contains(&resource) {
            errors.push(FieldError::duplicate(format!("{path}[{index}]"), resource));
        }
        seen.push(resource);
        match resource {
            "cpu" | "memory" => {}
            "" => errors.push(FieldError::required(path.to_owned(), "")),
            other => errors.push(FieldError::not_supported(path.to_owned(), other, &["cpu", "memory"])),
        }
        match restart {
            "NotRequired" | "RestartContainer" => {}
            "" => errors.push(FieldError::required(path.to_owned(), "")),
            other => {
                errors.push(FieldError::not_supported(path.to_owned(), other, &["NotRequired", "RestartContainer"]));
            }
        }
        if pod_restart_policy == "Never" && restart != "NotRequired" {
            errors.push(FieldError::invalid(
                path.to_owned(),
                restart,
                "must be 'NotRequired' when `restartPolicy` is 'Never'",
            ));
        }
    }
}

/// validatePodResources: with the PodLevelResources gate on, `spec.resources` is checked on its
/// own, then against the containers.
pub(super) fn validate_pod_resources(pod: &Pod, gates: FeatureGates, errors: &mut Vec<FieldError>) {
    let Some(resources) = pod.spec.resources.as_ref().filter(|_| gates.pod_level_resources) else { return };
    if !resources.claims.is_empty() {
        errors.push(FieldError::forbidden("spec.resources.claims", "claims cannot be set for Resources at pod-level"));
    }
    validate_pod_level(resources, "spec.resources", errors);
    validate_consistency(pod, resources, gates, errors);
}

/// validatePodResourceRequirements: only cpu, memory and hugepages-* at pod level, then the usual
/// checks.
fn validate_pod_level(resources: &ResourceRequirements, path: &str, errors: &mut Vec<FieldError>) {
    let supported = ["cpu", "hugepages-", "memory"];
    for (kind, list) in [("requests", &resources.requests), ("limits", &resources.limits)] {
        for name in list.keys().filter(|name| !crate::resources::is_pod_level_resource(name)) {
            errors.push(FieldError::not_supported(format!("{path}.{kind}[{name}]"), name, &supported));
        }
    }
    validate_requirements(resources, Owner::Pod, path, errors);
}

/// The (defaulted) pod-level requests must cover the containers' aggregate requests, pod-level
/// hugepage limits their aggregate hugepage limits, and each pod-level limit every app
/// container's own limit. A resource the Pod does not set is not compared. Upstream walks Go
/// maps, so several errors of one loop come in no fixed order; here they come by resource name.
fn validate_consistency(
    pod: &Pod,
    resources: &ResourceRequirements,
    gates: FeatureGates,
    errors: &mut Vec<FieldError>,
) {
    // core validation: validatePodResourceConsistency, over AggregateContainerRequests/Limits
    let aggregate = effective_resources_with(pod, gates, ResourceOptions::containers_only());
    let pod_requests = parse_list(&resources.requests);
    let pod_limits = parse_list(&resources.limits);
    for (name, total) in &aggregate.requests {
        if let Some(request) = pod_requests.get(name).filter(|request| total > *request) {
            errors.push(FieldError::invalid(
                format!("spec.resources.requests[{name}]"),
                &request.to_string(),
                &format!("must be greater than or equal to aggregate container requests of {total}"),
            ));
        }
    }
    for (name, total) in aggregate.limits.iter().filter(|(name, _)| is_hugepages(name)) {
        if let Some(limit) = pod_limits.get(name).filter(|limit| total > *limit) {
            errors.push(FieldError::invalid(
                format!("spec.resources.limits[{name}]"),
                &limit.to_string(),
                &format!("must be greater than or equal to aggregate container limits of {total}"),
            ));
        }
    }
    for (index, container) in pod.spec.containers.iter().enumerate() {
        for (name, limit) in parse_list(&container.resources.limits) {
            if let Some(pod_limit) = pod_limits.get(&name).filter(|pod_limit| limit > **pod_limit) {
                // Upstream builds this path under the pod-level field; the value is the container's.
                errors.push(
                    FieldError::invalid(
                        format!("spec.resources.containers[{index}][{name}].limits"),
                        &limit.to_string(),
                        &format!("must be less than or equal to pod limits of {pod_limit}"),
                    )
                    .located_at(&format!("spec.containers[{index}].resources.limits[{name}]")),
                );
            }
        }
    }
}
