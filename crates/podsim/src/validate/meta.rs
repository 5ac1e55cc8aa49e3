//! Object metadata on create: apimachinery ValidateObjectMetaAccessor (generateName, name,
//! labels, annotations, owner references, finalizers) and the labels and annotations of a pod
//! template (core ValidatePodTemplateSpec).

use std::collections::BTreeMap;

use super::errors::{FieldError, quote};
use super::labels;
use super::names;
use super::selector::{json_quote, prints_json};
use crate::model::{ObjectMeta, OwnerReference};
use crate::version::KubeVersion;

/// The name rule of a kind (`ValidateNameFunc` without its prefix flag): a Pod's is a DNS-1123
/// subdomain, a StatefulSet's a DNS-1123 label.
pub(super) type NameRule = fn(&str) -> Vec<String>;

/// apimachinery ValidateObjectMetaAccessor on create, after the API server generated a name from
/// `generateName` (so a bad prefix is reported twice: as `generateName` and as the name made from
/// it). The namespace is the request's, and NamespaceLifecycle admission refuses a namespace that
/// does not exist (`namespaces "X" not found`) before validation, so it is not checked here.
pub(super) fn validate_object_meta(
    meta: &ObjectMeta,
    name_rule: NameRule,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    if let Some(prefix) = meta.generate_name.as_deref().filter(|prefix| !prefix.is_empty()) {
        // apimachinery: NameIsDNSSubdomain / NameIsDNSLabel with prefix = true → maskTrailingDash
        for message in name_rule(&mask_trailing_dash(prefix)) {
            errors.push(FieldError::invalid("metadata.generateName", prefix, &message));
        }
    }
    // The API server has generated the name from generateName by now (parse does the same).
    let generated = meta.generate_name.as_deref().is_some_and(|prefix| !prefix.is_empty());
    match meta.name.as_deref().filter(|name| !name.is_empty()) {
        None if generated => {}
        None => errors.push(FieldError::required("metadata.name", "name or generateName is required")),
        Some(name) => {
            for message in name_rule(name) {
                errors.push(FieldError::invalid("metadata.name", name, &message));
            }
        }
    }
    labels::labels(&meta.labels, "metadata.labels", version, errors);
    annotations(&meta.annotations, "metadata.annotations", version, errors);
    owner_references(&meta.owner_references, version, errors);
    finalizers(&meta.finalizers, version, errors);
    // core validation: ValidateObjectMeta adds validateKubeFinalizerName for each finalizer.
    for (index, finalizer) in meta.finalizers.iter().enumerate() {
        let standard = ["kubernetes", "orphan", "foregroundDeletion"].contains(&finalizer.as_str());
        if !finalizer.contains('/') && !standard {
            errors.push(FieldError::invalid(
                format!("metadata.finalizers[{index}]"),
                finalizer,
                "name is neither a standard finalizer name nor is it fully qualified",
            ));
        }
    }
}

/// apimachinery maskTrailingDash: a prefix ending in `-` (longer than one byte) is checked with
/// its last two bytes replaced by `a`, as upstream slices it.
fn mask_trailing_dash(prefix: &str) -> String {
    match prefix.strip_suffix('-') {
        Some(rest) if prefix.len() > 1 => {
            let mut cut = rest.len().saturating_sub(1);
            while !rest.is_char_boundary(cut) {
                cut -= 1;
            }
            format!("{}a", rest.get(..cut).unwrap_or(""))
        }
        _ => prefix.to_owned(),
    }
}

/// apimachinery ValidateAnnotations: keys are qualified names in any case; 256 KiB in all.
pub(super) fn annotations(
    map: &BTreeMap<String, String>,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let mut size = 0;
    for (key, value) in map {
        for message in names::qualified_name_messages(&key.to_ascii_lowercase(), version) {
            errors.push(FieldError::invalid(path, key, &message));
        }
        size += key.len() + value.len();
    }
    if size > 256 * 1024 {
        errors.push(FieldError::too_long(path, 256 * 1024));
    }
}

/// apimachinery ValidateOwnerReferences and validateOwnerReference. Before 1.37 a missing part
/// is `Invalid` with the empty value (1.33 names the part in the detail: "kind must not be
/// empty"); 1.37 makes it `Required` and words a malformed apiVersion on its own.
fn owner_references(references: &[OwnerReference], version: KubeVersion, errors: &mut Vec<FieldError>) {
    const PATH: &str = "metadata.ownerReferences";
    let mut first_controller: Option<String> = None;
    for reference in references {
        let (group, api_version) = parse_group_version(&reference.api_version);
        if version >= KubeVersion::V1_37 {
            if reference.api_version.is_empty() {
                errors.push(FieldError::required(format!("{PATH}.apiVersion"), "must not be empty"));
            } else if api_version.is_none_or(str::is_empty) {
                errors.push(FieldError::invalid(
                    format!("{PATH}.apiVersion"),
                    &reference.api_version,
                    "must be <group>/<version> or <version>",
                ));
            }
            for (key, value) in [("kind", &reference.kind), ("name", &reference.name), ("uid", &reference.uid)] {
                if value.is_empty() {
                    errors.push(FieldError::required(format!("{PATH}.{key}"), "must not be empty"));
                }
            }
        } else {
            if api_version.is_none_or(str::is_empty) {
                errors.push(FieldError::invalid(
                    format!("{PATH}.apiVersion"),
                    &reference.api_version,
                    "version must not be empty",
                ));
            }
            for (key, value) in [("kind", &reference.kind), ("name", &reference.name), ("uid", &reference.uid)] {
                if value.is_empty() {
                    let detail = if version >= KubeVersion::V1_34 {
                        "must not be empty".to_owned()
                    } else {
                        format!("{key} must not be empty")
                    };
                    errors.push(FieldError::invalid(format!("{PATH}.{key}"), value, &detail));
                }
            }
        }
        // BannedOwners: an Event may not own anything (GroupVersionKind.String()).
        if group == Some("") && api_version == Some("v1") && reference.kind == "Event" {
            errors.push(FieldError::invalid_printed(
                PATH,
                print_reference(reference, version),
                "/v1, Kind=Event is disallowed from being an owner",
            ));
        }
        if reference.controller == Some(true) {
            let current = format!("{}/{}", reference.kind, reference.name);
            match &first_controller {
                Some(first) => errors.push(FieldError::invalid_printed(
                    PATH,
                    print_references(references, version),
                    &format!(
                        "Only one reference can have Controller set to true. Found \"true\" in references for {first} and {current}"
                    ),
                )),
                None => first_controller = Some(current),
            }
        }
    }
}

/// schema.ParseGroupVersion: `(group, version)`, or `None`s when the text has two slashes (then
/// FromAPIVersionAndKind keeps only the kind).
fn parse_group_version(text: &str) -> (Option<&str>, Option<&str>) {
    if text.is_empty() || text == "/" {
        return (Some(""), Some(""));
    }
    match text.split_once('/') {
        None => (Some(""), Some(text)),
        Some((_, rest)) if rest.contains('/') => (None, None),
        Some((group, version)) => (Some(group), Some(version)),
    }
}

/// One owner reference as `field.Invalid` prints it: JSON from 1.34 (`omitempty` pointers), Go
/// syntax (`%#v`) in 1.33, where a set pointer prints as its address — which differs on every
/// run, so podsim writes `0xc…` there.
fn print_reference(reference: &OwnerReference, version: KubeVersion) -> String {
    if prints_json(version) {
        let mut out = format!(
            "{{\"apiVersion\":{},\"kind\":{},\"name\":{},\"uid\":{}",
            json_quote(&reference.api_version),
            json_quote(&reference.kind),
            json_quote(&reference.name),
            json_quote(&reference.uid)
        );
        for (key, flag) in
            [("controller", reference.controller), ("blockOwnerDeletion", reference.block_owner_deletion)]
        {
            if let Some(flag) = flag {
                out.push_str(&format!(",\"{key}\":{flag}"));
            }
        }
        out.push('}');
        return out;
    }
    let pointer = |flag: Option<bool>| if flag.is_some() { "(*bool)(0xc…)" } else { "(*bool)(nil)" };
    format!(
        "v1.OwnerReference{{APIVersion:{}, Kind:{}, Name:{}, UID:{}, Controller:{}, BlockOwnerDeletion:{}}}",
        quote(&reference.api_version),
        quote(&reference.kind),
        quote(&reference.name),
        quote(&reference.uid),
        pointer(reference.controller),
        pointer(reference.block_owner_deletion)
    )
}

/// The whole list as `field.Invalid` prints it.
fn print_references(references: &[OwnerReference], version: KubeVersion) -> String {
    let items: Vec<String> = references.iter().map(|reference| print_reference(reference, version)).collect();
    if prints_json(version) {
        format!("[{}]", items.join(","))
    } else {
        format!("[]v1.OwnerReference{{{}}}", items.join(", "))
    }
}

/// apimachinery ValidateFinalizers: each a qualified name; `orphan` and `foregroundDeletion`
/// not together.
fn finalizers(finalizers: &[String], version: KubeVersion, errors: &mut Vec<FieldError>) {
    const PATH: &str = "metadata.finalizers";
    for finalizer in finalizers {
        for message in names::qualified_name_messages(finalizer, version) {
            errors.push(FieldError::invalid(PATH, finalizer, &message));
        }
    }
    let has = |name: &str| finalizers.iter().any(|finalizer| finalizer == name);
    if has("orphan") && has("foregroundDeletion") {
        let printed = if prints_json(version) {
            format!("[{}]", finalizers.iter().map(|f| json_quote(f)).collect::<Vec<_>>().join(","))
        } else {
            format!("[]string{{{}}}", finalizers.iter().map(|f| quote(f)).collect::<Vec<_>>().join(", "))
        };
        errors.push(FieldError::invalid_printed(
            PATH,
            printed,
            "finalizer orphan and foregroundDeletion cannot be both set",
        ));
    }
}

/// core ValidatePodTemplateSpec: the template's own labels and annotations, at `<template>.labels`
/// and `<template>.annotations` (upstream's paths leave out `metadata`).
pub(super) fn template_labels_and_annotations(
    labels: &BTreeMap<String, String>,
    annotations: &BTreeMap<String, String>,
    template: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let mut found = Vec::new();
    labels::labels(labels, &format!("{template}.labels"), version, &mut found);
    let located = format!("{template}.metadata.labels");
    errors.extend(found.drain(..).map(|error| error.located_at(&located)));
    self::annotations(annotations, &format!("{template}.annotations"), version, &mut found);
    let located = format!("{template}.metadata.annotations");
    errors.extend(found.into_iter().map(|error| error.located_at(&located)));
}
