//! An ephemeral volume's claim template: core validation ValidatePersistentVolumeClaimTemplate
//! (ValidateTemplateObjectMeta, then ValidatePersistentVolumeClaimSpec with the options
//! ValidationOptionsForPersistentVolumeClaimTemplate gives a create).

use super::errors::FieldError;
use super::{labels, meta, names};
use crate::model::{ClaimTemplate, TypedReference};
use crate::quantity::Quantity;
use crate::version::KubeVersion;

/// supportedAccessModes, sorted as `sets.List` prints them.
const ACCESS_MODES: [&str; 4] = ["ReadOnlyMany", "ReadWriteMany", "ReadWriteOnce", "ReadWriteOncePod"];
/// supportedVolumeModes, sorted.
const VOLUME_MODES: [&str; 2] = ["Block", "Filesystem"];

/// ValidatePersistentVolumeClaimTemplate at `path` (`…ephemeral.volumeClaimTemplate`).
pub(super) fn validate_claim_template(
    template: &ClaimTemplate,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    // validation: ValidateTemplateObjectMeta — annotations, labels, then no other field.
    meta::annotations(&template.annotations, &format!("{path}.metadata.annotations"), version, errors);
    labels::labels(&template.labels, &format!("{path}.metadata.labels"), version, errors);
    for name in &template.other_metadata {
        // validation: validateFieldAllowList
        errors.push(FieldError::forbidden(format!("{path}.metadata.{name}"), "cannot be set"));
    }
    claim_spec(template, &format!("{path}.spec"), version, errors);
}

/// validation: ValidatePersistentVolumeClaimSpec.
fn claim_spec(template: &ClaimTemplate, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let modes_path = format!("{path}.accessModes");
    if template.access_modes.is_empty() {
        errors.push(FieldError::required(modes_path.clone(), "at least 1 access mode is required"));
    }
    labels::selector(template.selector.as_ref(), &format!("{path}.selector"), version, errors);
    let (mut read_write_once_pod, mut others) = (false, false);
    for mode in &template.access_modes {
        if !ACCESS_MODES.contains(&mode.as_str()) {
            errors.push(FieldError::not_supported_json(modes_path.clone(), mode, &ACCESS_MODES));
        } else if mode == "ReadWriteOncePod" {
            read_write_once_pod = true;
        } else {
            others = true;
        }
    }
    if read_write_once_pod && others {
        errors.push(FieldError::forbidden(modes_path, "may not use ReadWriteOncePod with other access modes"));
    }
    // `resources` then `Key("storage")`: the path reads `resources[storage]`.
    let storage_path = format!("{path}.resources[storage]");
    match template.storage.as_deref().map(Quantity::parse) {
        None => errors.push(FieldError::required(storage_path, "")),
        // ValidatePositiveQuantityValue (the value as `Quantity.String` prints it); a storage
        // request has no integer rule after it.
        Some(Ok(storage)) if storage.is_negative() || storage.is_zero() => {
            errors.push(FieldError::invalid(storage_path, &storage.to_string(), "must be greater than zero"));
        }
        Some(_) => {}
    }
    if let Some(class) = template.storage_class_name.as_deref().filter(|class| !class.is_empty()) {
        // ValidateClassName: NameIsDNSSubdomain.
        for message in names::dns1123_subdomain(class) {
            errors.push(FieldError::invalid(format!("{path}.storageClassName"), class, &message));
        }
    }
    if let Some(mode) = template.volume_mode.as_deref().filter(|mode| !VOLUME_MODES.contains(mode)) {
        errors.push(FieldError::not_supported_json(format!("{path}.volumeMode"), mode, &VOLUME_MODES));
    }
    if let Some(source) = &template.data_source {
        data_source(source, &format!("{path}.dataSource"), false, errors);
    }
    if let Some(reference) = &template.data_source_ref {
        data_source(reference, &format!("{path}.dataSourceRef"), true, errors);
    }
    // The value of these two is the `*field.Path` of `dataSource`: from 1.34 `json.Marshal` prints
    // a struct of unexported fields as `{}`; 1.33's `%#v` shows pointer addresses, so they are
    // checked from 1.34 only.
    if version >= KubeVersion::V1_34 {
        let namespaced = template.data_source_ref.as_ref().and_then(|r| r.namespace.as_deref()).is_some_and(|n| !n.is_empty());
        match (&template.data_source, &template.data_source_ref) {
            (Some(_), Some(_)) if namespaced => errors.push(FieldError::invalid_printed(
                path.to_owned(),
                "{}".to_owned(),
                "may not be specified when dataSourceRef.namespace is specified",
            )),
            (Some(source), Some(reference)) if !namespaced && !same_reference(source, reference) => {
                errors.push(FieldError::invalid_printed(path.to_owned(), "{}".to_owned(), "must match dataSourceRef"));
            }
            _ => {}
        }
    }
    // EnableVolumeAttributesClass follows the VolumeAttributesClass gate (GA and on from 1.34).
    let attributes_class = template.volume_attributes_class_name.as_deref().filter(|class| !class.is_empty());
    if let Some(class) = attributes_class.filter(|_| version >= KubeVersion::V1_34) {
        for message in names::dns1123_subdomain(class) {
            errors.push(FieldError::invalid(format!("{path}.volumeAttributesClassName"), class, &message));
        }
    }
}

/// isDataSourceEqualDataSourceRef: the API group (unset and empty differ), kind and name.
fn same_reference(source: &TypedReference, reference: &TypedReference) -> bool {
    source.api_group == reference.api_group && source.kind == reference.kind && source.name == reference.name
}

/// validateDataSource / validateDataSourceRef (the namespace is the reference's only).
fn data_source(reference: &TypedReference, path: &str, with_namespace: bool, errors: &mut Vec<FieldError>) {
    if reference.name.is_empty() {
        errors.push(FieldError::required(format!("{path}.name"), ""));
    }
    if reference.kind.is_empty() {
        errors.push(FieldError::required(format!("{path}.kind"), ""));
    }
    let group = reference.api_group.as_deref().unwrap_or("");
    if group.is_empty() && reference.kind != "PersistentVolumeClaim" {
        errors.push(FieldError::invalid(
            path.to_owned(),
            &reference.kind,
            "must be 'PersistentVolumeClaim' when referencing the default apiGroup",
        ));
    }
    if !group.is_empty() {
        for message in names::dns1123_subdomain(group) {
            errors.push(FieldError::invalid(format!("{path}.apiGroup"), group, &message));
        }
    }
    if let Some(namespace) = reference.namespace.as_deref().filter(|namespace| with_namespace && !namespace.is_empty()) {
        // ValidateNamespaceName: NameIsDNSLabel.
        for message in names::dns1123_label(namespace) {
            errors.push(FieldError::invalid(format!("{path}.namespace"), namespace, &message));
        }
    }
}
