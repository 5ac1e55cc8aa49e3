//! Deprecated seccomp and AppArmor annotations against the profile fields: core validation
//! validateSeccompAnnotationsAndFields and validateAppArmorAnnotationsAndFieldsMatchOnCreate, run
//! by ValidatePodCreate and ValidatePodTemplateSpec.

use super::errors::FieldError;
use crate::model::{Pod, Profile};

const POD_ANNOTATION: &str = "seccomp.security.alpha.kubernetes.io/pod";
const CONTAINER_ANNOTATION_PREFIX: &str = "container.seccomp.security.alpha.kubernetes.io/";

/// validateSeccompAnnotationsAndFieldsMatch: where both are set, they must name the same profile.
fn annotation_matches(annotation: &str, profile: &Profile, path: &str, errors: &mut Vec<FieldError>) {
    let type_mismatch = || FieldError::forbidden(format!("{path}.type"), "seccomp type in annotation and field must match");
    match profile.profile_type.as_deref().unwrap_or("") {
        "Unconfined" if annotation != "unconfined" => errors.push(type_mismatch()),
        "RuntimeDefault" if annotation != "runtime/default" && annotation != "docker/default" => {
            errors.push(type_mismatch())
        }
        "Localhost" => match annotation.strip_prefix("localhost/") {
            None => errors.push(type_mismatch()),
            Some(name) if profile.localhost_profile.as_deref() != Some(name) => errors.push(FieldError::forbidden(
                format!("{path}.localhostProfile"),
                "seccomp profile in annotation and field must match",
            )),
            Some(_) => {}
        },
        _ => {}
    }
}

/// validateSeccompAnnotationsAndFields: the Pod's profile, then each container's
/// (VisitContainersWithPath: init containers, containers, ephemeral containers).
pub(super) fn validate_seccomp_annotations(pod: &Pod, errors: &mut Vec<FieldError>) {
    let annotations = &pod.metadata.annotations;
    let spec = &pod.spec;
    let pod_profile = spec.security_context.as_ref().and_then(|context| context.seccomp_profile.as_ref());
    if let (Some(profile), Some(annotation)) = (pod_profile, annotations.get(POD_ANNOTATION)) {
        annotation_matches(annotation, profile, "spec.securityContext.seccompProfile", errors);
    }
    for (path, container) in super::windows::all_containers(spec) {
        let profile = container.security_context.as_ref().and_then(|context| context.seccomp_profile.as_ref());
        let key = format!("{CONTAINER_ANNOTATION_PREFIX}{}", container.name.as_deref().unwrap_or(""));
        if let (Some(profile), Some(annotation)) = (profile, annotations.get(&key)) {
            annotation_matches(annotation, profile, &format!("{path}.securityContext.seccompProfile"), errors);
        }
    }
}

const APP_ARMOR_PREFIX: &str = "container.apparmor.security.beta.kubernetes.io/";

/// pod util ApparmorFieldForAnnotation, kept only when ValidateAppArmorProfileField accepts it.
fn app_armor_field(annotation: &str) -> Option<Profile> {
    let profile = |kind: &str, localhost: Option<&str>| Profile {
        profile_type: Some(kind.to_owned()),
        localhost_profile: localhost.map(str::to_owned),
    };
    match annotation {
        "runtime/default" => Some(profile("RuntimeDefault", None)),
        "unconfined" => Some(profile("Unconfined", None)),
        _ => {
            let name = annotation.strip_prefix("localhost/")?;
            let valid = !name.is_empty() && name.trim() == name && name.len() <= 4095;
            valid.then(|| profile("Localhost", Some(name)))
        }
    }
}

/// validateAppArmorAnnotationsAndFieldsMatchOnCreate, after a Pod's PrepareForCreate copied each
/// valid annotation into a container that has no profile of its own (applyAppArmorVersionSkew;
/// a template is not mutated). Windows Pods are skipped by both.
pub(super) fn validate_app_armor_annotations(pod: &Pod, template: bool, errors: &mut Vec<FieldError>) {
    let spec = &pod.spec;
    if spec.os.as_deref() == Some("windows") {
        return;
    }
    let pod_profile = spec.security_context.as_ref().and_then(|context| context.app_armor_profile.as_ref());
    for (container_path, container) in super::windows::all_containers(spec) {
            let key = format!("{APP_ARMOR_PREFIX}{}", container.name.as_deref().unwrap_or(""));
            let Some(annotation) = pod.metadata.annotations.get(&key) else { continue };
            let own = container.security_context.as_ref().and_then(|context| context.app_armor_profile.clone());
            let copied = if own.is_none() && !template { app_armor_field(annotation) } else { None };
            let Some(profile) = own.or(copied).or_else(|| pod_profile.cloned()) else { continue };
            let path = format!("{container_path}.securityContext.appArmorProfile");
            let type_mismatch =
                || FieldError::forbidden(format!("{path}.type"), "apparmor type in annotation and field must match");
            match profile.profile_type.as_deref().unwrap_or("") {
                "Unconfined" if annotation != "unconfined" => errors.push(type_mismatch()),
                "RuntimeDefault" if annotation != "runtime/default" => errors.push(type_mismatch()),
                "Localhost" => match annotation.strip_prefix("localhost/") {
                    None => errors.push(type_mismatch()),
                    Some(name) if profile.localhost_profile.as_deref() != Some(name) => {
                        errors.push(FieldError::forbidden(
                            format!("{path}.localhostProfile"),
                            "apparmor profile in annotation and field must match",
                        ));
                    }
                    Some(_) => {}
                },
                _ => {}
            }
    }
}
