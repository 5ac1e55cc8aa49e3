//! The annotations that mean something for a Pod: core validation ValidatePodSpecificAnnotations
//! (mirror pod, tolerations, deletion cost, the deprecated seccomp and AppArmor annotations).

use std::collections::BTreeMap;

use super::errors::FieldError;
use crate::model::PodSpec;
use crate::version::KubeVersion;

const MIRROR: &str = "kubernetes.io/config.mirror";
const TOLERATIONS: &str = "scheduler.alpha.kubernetes.io/tolerations";
const DELETION_COST: &str = "controller.kubernetes.io/pod-deletion-cost";
const SECCOMP_POD: &str = "seccomp.security.alpha.kubernetes.io/pod";
const SECCOMP_CONTAINER_PREFIX: &str = "container.seccomp.security.alpha.kubernetes.io/";
const APPARMOR_CONTAINER_PREFIX: &str = "container.apparmor.security.beta.kubernetes.io/";

/// core validation: ValidatePodSpecificAnnotations, with `path` the annotations' path
/// (`metadata.annotations` for a Pod, `annotations` inside a template). Upstream walks a Go map
/// for the container annotations; here they come by key.
pub(super) fn validate_pod_specific_annotations(
    annotations: &BTreeMap<String, String>,
    spec: &PodSpec,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    if let Some(value) = annotations.get(MIRROR)
        && spec.node_name.as_deref().unwrap_or("").is_empty()
    {
        errors.push(FieldError::invalid(
            format!("{path}[{MIRROR}]"),
            value,
            "must set spec.nodeName if mirror pod annotation is set",
        ));
    }
    // ValidateTolerationsInPodAnnotations: decoded with encoding/json into []core.Toleration.
    if let Some(text) = annotations.get(TOLERATIONS).filter(|text| !text.is_empty()) {
        match super::go_json::decode_tolerations(text) {
            Err(message) => errors.push(FieldError::invalid(path, TOLERATIONS, &message)),
            Ok(list) => super::scheduling::tolerations(&list, &format!("{path}.{TOLERATIONS}"), version, errors),
        }
    }
    // helper.GetDeletionCostFromPodAnnotations (create: AllowInvalidPodDeletionCost is false).
    if let Some(value) = annotations.get(DELETION_COST)
        && !is_deletion_cost(value)
    {
        errors.push(FieldError::invalid(format!("{path}[{DELETION_COST}]"), value, "must be a 32bit integer"));
    }
    // ValidateSeccompPodAnnotations: the paths use Child, not Key.
    if let Some(profile) = annotations.get(SECCOMP_POD) {
        seccomp_profile(profile, &format!("{path}.{SECCOMP_POD}"), errors);
    }
    for (key, profile) in annotations.iter().filter(|(key, _)| key.starts_with(SECCOMP_CONTAINER_PREFIX)) {
        seccomp_profile(profile, &format!("{path}.{key}"), errors);
    }
    // ValidateAppArmorPodAnnotations
    for (key, profile) in annotations {
        let Some(container) = key.strip_prefix(APPARMOR_CONTAINER_PREFIX) else { continue };
        let item = format!("{path}[{key}]");
        if !has_container(spec, container) {
            errors.push(FieldError::invalid(item.clone(), container, "container not found"));
        }
        // ValidateAppArmorProfileFormat
        let known = ["", "runtime/default", "unconfined"].contains(&profile.as_str());
        if !known && !profile.starts_with("localhost/") {
            let detail = format!("invalid AppArmor profile name: {}", super::errors::quote(profile));
            errors.push(FieldError::invalid(item, profile, &detail));
        }
    }
}

/// validFirstDigit, then strconv.ParseInt(value, 10, 32).
fn is_deletion_cost(value: &str) -> bool {
    let first_ok = match value.as_bytes().first() {
        Some(b'-') | Some(b'1'..=b'9') => true,
        Some(b'0') => value == "0",
        _ => false,
    };
    let digits = value.strip_prefix('-').unwrap_or(value);
    first_ok
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && value.parse::<i64>().is_ok_and(|number| i32::try_from(number).is_ok())
}

/// ValidateSeccompProfile on an annotation's value.
fn seccomp_profile(profile: &str, path: &str, errors: &mut Vec<FieldError>) {
    if ["runtime/default", "docker/default", "unconfined"].contains(&profile) {
        return;
    }
    match profile.strip_prefix("localhost/") {
        // validateLocalDescendingPath
        Some(local) => {
            if local.starts_with('/') {
                errors.push(FieldError::invalid(path, local, "must be a relative path"));
            }
            if local.split('/').any(|part| part == "..") {
                errors.push(FieldError::invalid(path, local, "must not contain '..'"));
            }
        }
        None => errors.push(FieldError::invalid(path, profile, "must be a valid seccomp profile")),
    }
}

/// podSpecHasContainer: an init container or a container of that name.
fn has_container(spec: &PodSpec, name: &str) -> bool {
    spec.init_containers.iter().chain(&spec.containers).any(|container| container.name_or_empty() == name)
}
