//! Dynamic resource allocation in a Pod: core validation validatePodResourceClaims
//! (`spec.resourceClaims`) and validateResourceClaimNames (a container's `resources.claims`).

use std::collections::BTreeSet;

use super::errors::FieldError;
use super::names;
use crate::model::{PodSpec, ResourceClaimRef};
use crate::version::KubeVersion;

/// gatherPodResourceClaimNames: the claims' names that are set.
pub(super) fn pod_claim_names(spec: &PodSpec) -> BTreeSet<&str> {
    spec.resource_claims.iter().map(|claim| claim.name.as_str()).filter(|name| !name.is_empty()).collect()
}

/// validatePodResourceClaims / validatePodResourceClaim: each claim has a unique DNS-1123 label
/// for a name, and the names it refers to are DNS-1123 subdomains (ValidateResourceClaimName,
/// ValidateResourceClaimTemplateName), and exactly one of them is set (the error prints the
/// internal `core.PodResourceClaim`).
pub(super) fn validate_pod_resource_claims(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let mut seen = BTreeSet::new();
    for (index, claim) in spec.resource_claims.iter().enumerate() {
        let path = format!("spec.resourceClaims[{index}]");
        if claim.name.is_empty() {
            errors.push(FieldError::required(format!("{path}.name"), ""));
        } else if seen.contains(claim.name.as_str()) {
            errors.push(FieldError::duplicate(format!("{path}.name"), &claim.name));
        } else {
            for message in names::dns1123_label(&claim.name) {
                errors.push(FieldError::invalid(format!("{path}.name"), &claim.name, &message));
            }
            seen.insert(claim.name.as_str());
        }
        let detail = match (&claim.resource_claim_name, &claim.resource_claim_template_name) {
            (Some(_), Some(_)) => Some("at most one of `resourceClaimName` or `resourceClaimTemplateName` may be specified"),
            (None, None) => Some("must specify one of: `resourceClaimName`, `resourceClaimTemplateName`"),
            _ => None,
        };
        if let Some(detail) = detail {
            errors.push(FieldError::invalid_printed(path.clone(), super::printed::pod_resource_claim(claim, version), detail));
        }
        let references = [
            ("resourceClaimName", &claim.resource_claim_name),
            ("resourceClaimTemplateName", &claim.resource_claim_template_name),
        ];
        for (key, reference) in references {
            let Some(reference) = reference else { continue };
            for message in names::dns1123_subdomain(reference) {
                errors.push(FieldError::invalid(format!("{path}.{key}"), reference, &message));
            }
        }
    }
}

/// validateResourceClaimNames: each entry names one of the Pod's claims, once (a whole claim, or
/// one of its requests, as a DNS-1123 label, but not both).
pub(super) fn validate_claim_references(
    claims: &[ResourceClaimRef],
    pod_claims: &BTreeSet<&str>,
    path: &str,
    errors: &mut Vec<FieldError>,
) {
    let mut names: BTreeSet<String> = BTreeSet::new();
    for (index, claim) in claims.iter().enumerate() {
        let item = format!("{path}[{index}]");
        let name = claim.name.as_str();
        if name.is_empty() {
            errors.push(FieldError::required(item, ""));
            continue;
        }
        if names.contains(name) {
            // All requests of that claim already referenced.
            errors.push(FieldError::duplicate(item.clone(), name));
        } else {
            let mut key = name.to_owned();
            if !claim.request.is_empty() {
                for message in names::dns1123_label(&claim.request) {
                    errors.push(FieldError::invalid(format!("{item}.request"), &claim.request, &message));
                }
                key = format!("{name}/{}", claim.request);
            }
            if names.contains(&key) {
                errors.push(FieldError::duplicate(item.clone(), &key));
            } else if claim.request.is_empty() {
                // A whole claim after one of its requests: one Duplicate per request seen.
                let requests = names.iter().filter(|seen| seen.split_once('/').is_some_and(|(claim, _)| claim == name));
                for _ in requests {
                    errors.push(FieldError::duplicate(item.clone(), name));
                }
            }
            names.insert(key);
        }
        if !pod_claims.contains(name) {
            // field.NotFound with a detail set by hand.
            let mut error = FieldError::not_found(item, name);
            error.detail = if pod_claims.is_empty() {
                "must be one of the names in pod.spec.resourceClaims which is empty".to_owned()
            } else {
                let list: Vec<&str> = pod_claims.iter().copied().collect();
                format!("must be one of the names in pod.spec.resourceClaims: {}", list.join(", "))
            };
            errors.push(error);
        }
    }
}
