//! A projected cluster trust bundle: the `clusterTrustBundle` branch of core validation
//! validateProjectionSources, with ValidateSignerName and ValidateClusterTrustBundleName
//! (`names.go`).

use super::errors::{FieldError, quote};
use super::names;
use super::volumes::local_non_reserved_path;
use crate::model::TrustBundleProjection;
use crate::version::KubeVersion;

/// The longest domain part of a signer name (DNS1123SubdomainMaxLength).
const MAX_DOMAIN: usize = 253;
/// The longest signer name: the domain, `/`, and a path of a subdomain, `.` and a label.
const MAX_SIGNER_NAME: usize = MAX_DOMAIN + (253 + 63 + 1) + 1;

/// The `clusterTrustBundle` checks at `path` (`…sources[i].clusterTrustBundle`), before the
/// path's duplicate check the caller makes.
pub(super) fn validate_trust_bundle(
    bundle: &TrustBundleProjection,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    match (&bundle.name, &bundle.signer_name) {
        (Some(_), Some(_)) => errors.push(FieldError::invalid_printed(
            path.to_owned(),
            super::printed::trust_bundle(bundle, version),
            "only one of name and signerName may be used",
        )),
        (Some(name), None) => {
            if name.is_empty() {
                errors.push(FieldError::required(format!("{path}.name"), "must be a valid object name"));
            }
            for message in bundle_name(name) {
                let detail = format!("not a valid clustertrustbundlename: {message}");
                errors.push(FieldError::invalid(format!("{path}.name"), name, &detail));
            }
            if let Some(selector) = &bundle.label_selector {
                errors.push(FieldError::invalid_printed(
                    format!("{path}.labelSelector"),
                    super::printed::label_selector(selector, version),
                    "labelSelector must be unset if name is specified",
                ));
            }
        }
        (None, Some(signer)) => {
            let signer_path = format!("{path}.signerName");
            if signer.is_empty() {
                errors.push(FieldError::required(signer_path.clone(), "must be a valid signer name"));
            }
            signer_name(signer, &signer_path, errors);
            super::labels::selector(bundle.label_selector.as_ref(), &format!("{path}.labelSelector"), version, errors);
        }
        (None, None) => errors.push(FieldError::required(path.to_owned(), "either name or signerName must be specified")),
    }
    if bundle.path.is_empty() {
        errors.push(FieldError::required(format!("{path}.path"), ""));
    }
    local_non_reserved_path(&bundle.path, &format!("{path}.path"), errors);
}

/// extractSignerNameFromClusterTrustBundleName, then ValidateClusterTrustBundleName: a name with
/// a `:` belongs to the signer before its last `:`, and the rest must be a DNS-1123 subdomain
/// (the signer's own prefix always matches, since it is read from the name); a name without one
/// is a DNS-1123 subdomain.
fn bundle_name(name: &str) -> Vec<String> {
    let rest = match name.rfind(':') {
        Some(split) => name.get(split + 1..).unwrap_or(""),
        None => name,
    };
    names::dns1123_subdomain(rest)
}

/// validation: ValidateSignerName — `example.com/signer-name`, with messages about each part.
fn signer_name(signer: &str, path: &str, errors: &mut Vec<FieldError>) {
    if signer.is_empty() {
        errors.push(FieldError::required(path.to_owned(), ""));
        return;
    }
    let segments: Vec<&str> = signer.split('/').collect();
    let [domain, rest] = segments.as_slice() else {
        errors.push(FieldError::invalid(
            path.to_owned(),
            signer,
            "must be a fully qualified domain and path of the form 'example.com/signer-name'",
        ));
        return;
    };
    if domain.len() > MAX_DOMAIN {
        errors.push(FieldError::too_long(path.to_owned(), MAX_DOMAIN));
    }
    let labels: Vec<&str> = domain.split('.').collect();
    // Only the first bad label is reported, with every message about it.
    if let Some((label, messages)) =
        labels.iter().map(|label| (label, names::dns1123_label(label))).find(|(_, messages)| !messages.is_empty())
    {
        for message in messages {
            let detail = format!("validating label {}: {message}", quote(label));
            errors.push(FieldError::invalid(path.to_owned(), domain, &detail));
        }
    }
    if labels.len() < 2 {
        errors.push(FieldError::invalid(
            path.to_owned(),
            domain,
            "should be a domain with at least two segments separated by dots",
        ));
    }
    if let Some((label, messages)) = rest
        .split('.')
        .map(|label| (label, names::dns1123_subdomain(label)))
        .find(|(_, messages)| !messages.is_empty())
    {
        for message in messages {
            let detail = format!("validating label {}: {message}", quote(label));
            errors.push(FieldError::invalid(path.to_owned(), rest, &detail));
        }
    }
    if signer.len() > MAX_SIGNER_NAME {
        errors.push(FieldError::too_long(path.to_owned(), MAX_SIGNER_NAME));
    }
}
