//! Reads the volume sources validation checks in depth: an image volume, an ephemeral volume's
//! claim template and a projected cluster trust bundle.

use super::fields::{boolean, label_selector, object, quantity, scalar_int, string, string_map, strings};
use crate::model::{ClaimTemplate, ImageSource, SourceValues, TrustBundleProjection, TypedReference};
use crate::yaml::{Node, NodeKind, Resolved, ScalarStyle, resolve_plain};

/// `ObjectMeta`'s fields other than labels and annotations, in Go field order: the JSON key and
/// the name `validateFieldAllowList` prints (the Go name with a lower-case first letter).
const OTHER_METADATA: [(&str, &str); 13] = [
    ("name", "name"),
    ("generateName", "generateName"),
    ("namespace", "namespace"),
    ("selfLink", "selfLink"),
    ("uid", "uID"),
    ("resourceVersion", "resourceVersion"),
    ("generation", "generation"),
    ("creationTimestamp", "creationTimestamp"),
    ("deletionTimestamp", "deletionTimestamp"),
    ("deletionGracePeriodSeconds", "deletionGracePeriodSeconds"),
    ("ownerReferences", "ownerReferences"),
    ("finalizers", "finalizers"),
    ("managedFields", "managedFields"),
];

/// `volumes[].image`.
pub(super) fn image_source(node: &Node) -> ImageSource {
    ImageSource {
        reference: string(node, "reference").unwrap_or_default(),
        pull_policy: string(node, "pullPolicy").unwrap_or_default(),
    }
}

/// True when a decoded field differs from its Go zero value: an empty string and a plain `0`
/// are zero; any other value, an empty list included, is not.
fn is_set(value: &Node) -> bool {
    match &value.kind {
        _ if value.is_null() => false,
        NodeKind::Scalar(text, ScalarStyle::Plain) => {
            !text.is_empty() && !matches!(resolve_plain(text), Resolved::Int(0))
        }
        _ => value.json_string().is_none_or(|text| !text.is_empty()),
    }
}

fn typed_reference(node: &Node) -> TypedReference {
    TypedReference {
        api_group: string(node, "apiGroup"),
        kind: string(node, "kind").unwrap_or_default(),
        name: string(node, "name").unwrap_or_default(),
        namespace: string(node, "namespace"),
    }
}

/// `volumes[].ephemeral.volumeClaimTemplate`.
pub(super) fn claim_template(node: &Node) -> ClaimTemplate {
    let metadata = object(node, "metadata");
    let other_metadata = metadata
        .map(|metadata| {
            OTHER_METADATA
                .into_iter()
                .filter(|(key, _)| metadata.get(key).is_some_and(is_set))
                .map(|(_, name)| name)
                .collect()
        })
        .unwrap_or_default();
    let spec = object(node, "spec");
    let text = |key: &str| spec.and_then(|spec| string(spec, key));
    ClaimTemplate {
        labels: metadata.map(|metadata| string_map(metadata, "labels")).unwrap_or_default(),
        annotations: metadata.map(|metadata| string_map(metadata, "annotations")).unwrap_or_default(),
        other_metadata,
        access_modes: spec.map(|spec| strings(spec, "accessModes")).unwrap_or_default(),
        selector: spec.and_then(|spec| label_selector(spec, "selector")),
        storage: spec
            .and_then(|spec| object(spec, "resources"))
            .and_then(|resources| object(resources, "requests"))
            .and_then(|requests| quantity(requests, "storage")),
        storage_class_name: text("storageClassName"),
        volume_mode: text("volumeMode"),
        data_source: spec.and_then(|spec| object(spec, "dataSource")).map(typed_reference),
        data_source_ref: spec.and_then(|spec| object(spec, "dataSourceRef")).map(typed_reference),
        volume_attributes_class_name: text("volumeAttributesClassName"),
    }
}

/// `projected.sources[].clusterTrustBundle`.
pub(super) fn trust_bundle(node: &Node) -> TrustBundleProjection {
    TrustBundleProjection {
        name: string(node, "name"),
        signer_name: string(node, "signerName"),
        label_selector: label_selector(node, "labelSelector"),
        optional: boolean(node, "optional"),
        path: string(node, "path").unwrap_or_default(),
    }
}


/// A source's integers, booleans, string lists and map keys.
pub(super) fn source_values(source: &Node) -> SourceValues {
    let mut values = SourceValues::default();
    for (key, value) in source.entries().unwrap_or(&[]) {
        let key = key.text.clone();
        if let Some(number) = scalar_int(value) {
            values.numbers.insert(key, number);
        } else if let Some(flag) = boolean(source, &key) {
            values.flags.insert(key, flag);
        } else if let Some(items) = value.items() {
            let texts = items.iter().filter_map(|item| item.json_string().map(str::to_owned)).collect();
            values.lists.insert(key, texts);
        } else if let Some(entries) = value.entries() {
            values.map_keys.insert(key, entries.iter().map(|(inner, _)| inner.text.clone()).collect());
        }
    }
    values
}
