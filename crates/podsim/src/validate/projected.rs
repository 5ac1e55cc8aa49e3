//! Downward API and projected volumes: core validation validateDownwardAPIVolumeFile and
//! validateProjectionSources.

use std::collections::BTreeSet;

use super::env::{field_selector, resource_selector};
use super::errors::FieldError;
use super::volumes::{file_mode, key_to_path, local_non_reserved_path};
use crate::model::{DownwardFile, Projection};
use crate::version::KubeVersion;

/// validVolumeDownwardAPIFieldPathExpressions, sorted as `sets.List` prints them.
const VOLUME_FIELD_PATHS: [&str; 5] =
    ["metadata.annotations", "metadata.labels", "metadata.name", "metadata.namespace", "metadata.uid"];

/// validateDownwardAPIVolumeFile. Upstream reports a file's errors under the source's path,
/// without the item's index.
pub(super) fn downward_file(file: &DownwardFile, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    if file.path.is_empty() {
        errors.push(FieldError::required(format!("{path}.path"), ""));
    }
    local_non_reserved_path(&file.path, &format!("{path}.path"), errors);
    match (&file.field_ref, &file.resource_field_ref) {
        (Some(selector), resource) => {
            field_selector(selector, &VOLUME_FIELD_PATHS, &format!("{path}.fieldRef"), version, errors);
            if resource.is_some() {
                errors.push(FieldError::invalid(
                    path.to_owned(),
                    "resource",
                    "fieldRef and resourceFieldRef can not be specified simultaneously",
                ));
            }
        }
        (None, Some(selector)) => resource_selector(selector, true, &format!("{path}.resourceFieldRef"), errors),
        (None, None) => {
            errors.push(FieldError::required(path.to_owned(), "one of fieldRef and resourceFieldRef is required"))
        }
    }
    file_mode(file.mode, format!("{path}.mode"), errors);
}

/// validateProjectionSources (a cluster trust bundle's own rules are in `trust_bundle.rs`).
pub(super) fn projections(sources: &[Projection], path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let mut paths = BTreeSet::new();
    for (index, source) in sources.iter().enumerate() {
        let source_path = format!("{path}.sources[{index}]");
        // Both are checked when both are set (then refused as more than one source, below).
        for (kind, keys) in [("secret", &source.secret), ("configMap", &source.config_map)] {
            let Some(keys) = keys else { continue };
            let kind_path = format!("{source_path}.{kind}");
            let name = keys.name.as_deref().unwrap_or("");
            if name.is_empty() {
                errors.push(FieldError::required(format!("{kind_path}.name"), ""));
            }
            for (item_index, item) in keys.items.iter().enumerate() {
                key_to_path(item, &format!("{kind_path}.items[{item_index}]"), errors);
                if !item.path.is_empty() && !paths.insert(item.path.clone()) {
                    errors.push(FieldError::invalid(path.to_owned(), name, "conflicting duplicate paths"));
                }
            }
        }
        if source.kinds.contains(&"downwardAPI") {
            for file in &source.downward_items {
                downward_file(file, &format!("{source_path}.downwardAPI"), version, errors);
                if !file.path.is_empty() && !paths.insert(file.path.clone()) {
                    errors.push(FieldError::invalid(path.to_owned(), &file.path, "conflicting duplicate paths"));
                }
            }
        }
        if source.kinds.contains(&"serviceAccountToken") {
            let token_path = format!("{source_path}.serviceAccountToken");
            // The API server defaults the expiry to an hour.
            let expiration = source.token_expiration.unwrap_or(3600);
            if expiration < 600 {
                errors.push(FieldError::invalid_number(
                    format!("{token_path}.expirationSeconds"),
                    expiration,
                    "may not specify a duration less than 10 minutes",
                ));
            }
            if expiration > 1 << 32 {
                errors.push(FieldError::invalid_number(
                    format!("{token_path}.expirationSeconds"),
                    expiration,
                    "may not specify a duration larger than 2^32 seconds",
                ));
            }
            // Upstream names the projected volume's `path` here, not the token's.
            match source.token_path.as_deref().unwrap_or("") {
                "" => errors.push(FieldError::required(format!("{path}.path"), "")),
                file => local_non_reserved_path(file, &format!("{path}.path"), errors),
            }
        }
        if let Some(bundle) = source.trust_bundle.as_ref().filter(|_| source.kinds.contains(&"clusterTrustBundle")) {
            super::trust_bundle::validate_trust_bundle(bundle, &format!("{source_path}.clusterTrustBundle"), version, errors);
            // Its path joins the duplicate check even when empty.
            if !paths.insert(bundle.path.clone()) {
                errors.push(FieldError::invalid(path.to_owned(), &bundle.path, "conflicting duplicate paths"));
            }
        }
        if source.kinds.len() > 1 {
            errors.push(FieldError::forbidden(source_path, "may not specify more than 1 volume type per source"));
        }
    }
}
