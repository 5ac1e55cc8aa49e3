//! The volume sources only validation reads in depth: an image volume, an ephemeral volume's
//! claim template, a projected cluster trust bundle, and the other fields of a legacy source.

use std::collections::BTreeMap;

use super::LabelSelector;

/// `volumes[].image`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ImageSource {
    /// `reference`.
    pub reference: String,
    /// `pullPolicy` as written (empty when absent).
    pub pull_policy: String,
}

/// `volumes[].ephemeral.volumeClaimTemplate`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ClaimTemplate {
    /// `metadata.labels`.
    pub labels: BTreeMap<String, String>,
    /// `metadata.annotations`.
    pub annotations: BTreeMap<String, String>,
    /// The other `metadata` fields set to a non-zero value, by their Go field name with a
    /// lower-case first letter (`name`, `uID`), in `ObjectMeta`'s field order.
    pub other_metadata: Vec<&'static str>,
    /// `spec.accessModes`.
    pub access_modes: Vec<String>,
    /// `spec.selector`.
    pub selector: Option<LabelSelector>,
    /// `spec.resources.requests.storage` as written.
    pub storage: Option<String>,
    /// `spec.storageClassName`.
    pub storage_class_name: Option<String>,
    /// `spec.volumeMode`.
    pub volume_mode: Option<String>,
    /// `spec.dataSource`.
    pub data_source: Option<TypedReference>,
    /// `spec.dataSourceRef`.
    pub data_source_ref: Option<TypedReference>,
    /// `spec.volumeAttributesClassName`.
    pub volume_attributes_class_name: Option<String>,
}

/// `dataSource` / `dataSourceRef` of a claim spec.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TypedReference {
    /// `apiGroup`.
    pub api_group: Option<String>,
    /// `kind`.
    pub kind: String,
    /// `name`.
    pub name: String,
    /// `namespace` (`dataSourceRef` only).
    pub namespace: Option<String>,
}

/// `projected.sources[].clusterTrustBundle`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TrustBundleProjection {
    /// `name`.
    pub name: Option<String>,
    /// `signerName`.
    pub signer_name: Option<String>,
    /// `labelSelector`.
    pub label_selector: Option<LabelSelector>,
    /// `optional`.
    pub optional: Option<bool>,
    /// `path`.
    pub path: String,
}

/// A source's fields other than strings, by key, as decoded.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SourceValues {
    /// Integers (`lun`, `partition`).
    pub numbers: BTreeMap<String, i64>,
    /// Booleans (`chapAuthDiscovery`).
    pub flags: BTreeMap<String, bool>,
    /// Lists of strings (`monitors`, `targetWWNs`).
    pub lists: BTreeMap<String, Vec<String>>,
    /// The keys of maps (`options`).
    pub map_keys: BTreeMap<String, Vec<String>>,
}
