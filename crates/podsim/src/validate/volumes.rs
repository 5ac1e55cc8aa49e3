//! Volumes: core validation ValidateVolumes and validateVolumeSource, for the sources podsim
//! reads (emptyDir, hostPath, secret, configMap, persistentVolumeClaim, image, ephemeral — its
//! claim template in `claim_template.rs` — downwardAPI and projected, the last two in
//! `projected.rs`).

use std::collections::BTreeMap;

use super::errors::FieldError;
use super::names;
use crate::model::{KeyToPath, PodSpec, Volume, VolumeSource};
use crate::quantity::Quantity;
use crate::version::KubeVersion;

/// validatePullPolicy's supported values, in its order.
const PULL_POLICIES: [&str; 3] = ["Always", "IfNotPresent", "Never"];
const FILE_MODE: &str = "must be a number between 0 and 0777 (octal), both inclusive";
/// supportedHostPathTypes, sorted as `sets.List` prints them.
const HOST_PATH_TYPES: [&str; 8] =
    ["", "BlockDevice", "CharDevice", "Directory", "DirectoryOrCreate", "File", "FileOrCreate", "Socket"];

/// The path segment upstream uses when it refuses a second volume type (two keep old typos).
fn forbidden_child(key: &str) -> &str {
    match key {
        "cephfs" => "cephFS",
        "downwardAPI" => "downwarAPI",
        other => other,
    }
}

pub(super) fn file_mode(mode: Option<i64>, path: String, errors: &mut Vec<FieldError>) {
    if let Some(mode) = mode.filter(|mode| !(0..=0o777).contains(mode)) {
        errors.push(FieldError::invalid_number(path, mode, FILE_MODE));
    }
}

/// validatePathNoBacksteps.
fn no_backsteps(target: &str, path: &str, errors: &mut Vec<FieldError>) {
    if target.split('/').any(|part| part == "..") {
        errors.push(FieldError::invalid(path.to_owned(), target, "must not contain '..'"));
    }
}

/// ValidateLocalNonReservedPath.
pub(super) fn local_non_reserved_path(target: &str, path: &str, errors: &mut Vec<FieldError>) {
    if target.starts_with('/') {
        errors.push(FieldError::invalid(path.to_owned(), target, "must be a relative path"));
    }
    no_backsteps(target, path, errors);
    if target.starts_with("..") && !target.starts_with("../") {
        errors.push(FieldError::invalid(path.to_owned(), target, "must not start with '..'"));
    }
}

/// validateKeyToPath.
pub(super) fn key_to_path(item: &KeyToPath, path: &str, errors: &mut Vec<FieldError>) {
    if item.key.is_empty() {
        errors.push(FieldError::required(format!("{path}.key"), ""));
    }
    if item.path.is_empty() {
        errors.push(FieldError::required(format!("{path}.path"), ""));
    }
    local_non_reserved_path(&item.path, &format!("{path}.path"), errors);
    file_mode(item.mode, format!("{path}.mode"), errors);
}

fn negative(quantity: Option<&str>) -> bool {
    quantity.and_then(|text| Quantity::parse(text).ok()).is_some_and(|quantity| quantity.is_negative())
}

/// validateVolumeSource: the first type set is validated, any other is refused.
fn validate_source(
    volume: &Volume,
    path: &str,
    pod_name: Option<&str>,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let fields = &volume.fields;
    let Some((first, others)) = fields.types.split_first() else {
        // A source podsim's defaulting filled in (an unset source becomes emptyDir) is fine.
        if volume.source == VolumeSource::Unspecified {
            errors.push(FieldError::required(path.to_owned(), "must specify a volume type"));
        }
        return;
    };
    let source_path = format!("{path}.{first}");
    match *first {
        "emptyDir" if negative(fields.size_limit.as_deref()) => errors.push(FieldError::forbidden(
            format!("{source_path}.sizeLimit"),
            "SizeLimit field must be a valid resource quantity",
        )),
        "hostPath" => {
            // validateHostPathVolumeSource
            let host = fields.host_path.as_deref().unwrap_or("");
            if host.is_empty() {
                errors.push(FieldError::required(format!("{source_path}.path"), ""));
            } else {
                no_backsteps(host, &format!("{source_path}.path"), errors);
                if let Some(kind) = fields.host_path_type.as_deref().filter(|kind| !HOST_PATH_TYPES.contains(kind)) {
                    errors.push(FieldError::not_supported(format!("{source_path}.type"), kind, &HOST_PATH_TYPES));
                }
            }
        }
        "secret" | "configMap" => {
            // validateSecretVolumeSource / validateConfigMapVolumeSource
            let (name, name_key) = match &volume.source {
                VolumeSource::Secret { name, .. } => (name.as_deref(), "secretName"),
                VolumeSource::ConfigMap { name, .. } => (name.as_deref(), "name"),
                _ => (None, if *first == "secret" { "secretName" } else { "name" }),
            };
            if name.unwrap_or("").is_empty() {
                errors.push(FieldError::required(format!("{source_path}.{name_key}"), ""));
            }
            file_mode(fields.default_mode, format!("{source_path}.defaultMode"), errors);
            for (index, item) in fields.items.iter().enumerate() {
                key_to_path(item, &format!("{source_path}.items[{index}]"), errors);
            }
        }
        "persistentVolumeClaim" if fields.claim_name.as_deref().unwrap_or("").is_empty() => {
            errors.push(FieldError::required(format!("{source_path}.claimName"), ""));
        }
        "downwardAPI" => {
            // validateDownwardAPIVolumeSource
            file_mode(fields.default_mode, format!("{source_path}.defaultMode"), errors);
            for file in &fields.downward_items {
                super::projected::downward_file(file, &source_path, version, errors);
            }
        }
        "projected" => {
            // validateProjectedVolumeSource
            file_mode(fields.default_mode, format!("{source_path}.defaultMode"), errors);
            super::projected::projections(&fields.projections, &source_path, version, errors);
        }
        "nfs" => {
            // validateNFSVolumeSource: an empty path is both missing and not absolute.
            let text = |key: &str| fields.source_strings.get(key).map_or("", String::as_str);
            if text("server").is_empty() {
                errors.push(FieldError::required(format!("{source_path}.server"), ""));
            }
            let nfs_path = text("path");
            if nfs_path.is_empty() {
                errors.push(FieldError::required(format!("{source_path}.path"), ""));
            }
            if !nfs_path.starts_with('/') {
                errors.push(FieldError::invalid(format!("{source_path}.path"), nfs_path, "must be an absolute path"));
            }
        }
        "glusterfs" => {
            // validateGlusterfsVolumeSource
            for key in ["endpoints", "path"] {
                if fields.source_strings.get(key).is_none_or(String::is_empty) {
                    errors.push(FieldError::required(format!("{source_path}.{key}"), ""));
                }
            }
        }
        "csi" => {
            // validateCSIVolumeSource → ValidateCSIDriverName
            let driver = fields.source_strings.get("driver").map_or("", String::as_str);
            let driver_path = format!("{source_path}.driver");
            if driver.is_empty() {
                errors.push(FieldError::required(driver_path.clone(), ""));
            }
            if driver.len() > 63 {
                errors.push(FieldError::too_long(driver_path.clone(), 63));
            }
            // strings.ToLower; ASCII lowering decides the same (a non-ASCII letter fails either way).
            for message in names::dns1123_subdomain(&driver.to_ascii_lowercase()) {
                errors.push(FieldError::invalid(driver_path.clone(), driver, &message));
            }
            if fields.source_objects.iter().any(|key| key == "nodePublishSecretRef") {
                let secret = fields.source_strings.get("nodePublishSecretRef.name").map_or("", String::as_str);
                if secret.is_empty() {
                    errors.push(FieldError::required(format!("{source_path}.nodePublishSecretRef.name"), ""));
                } else {
                    // Upstream reports these at `csi.name`.
                    for message in names::dns1123_subdomain(secret) {
                        errors.push(FieldError::invalid(format!("{source_path}.name"), secret, &message));
                    }
                }
            }
        }
        "vsphereVolume" | "photonPersistentDisk" | "portworxVolume" | "scaleIO" => {
            // validateVsphereVolumeSource, validatePhotonPersistentDiskVolumeSource,
            // validatePortworxVolumeSource, validateScaleIOVolumeSource: required strings.
            let required: &[&str] = match *first {
                "vsphereVolume" => &["volumePath"],
                "photonPersistentDisk" => &["pdID"],
                "portworxVolume" => &["volumeID"],
                _ => &["gateway", "system", "volumeName"],
            };
            for key in required {
                if fields.source_strings.get(*key).is_none_or(String::is_empty) {
                    errors.push(FieldError::required(format!("{source_path}.{key}"), ""));
                }
            }
        }
        "ephemeral" => {
            // validateEphemeralVolumeSource
            match &fields.claim_template {
                None => errors.push(FieldError::required(format!("{source_path}.volumeClaimTemplate"), "")),
                Some(template) => super::claim_template::validate_claim_template(
                    template,
                    &format!("{source_path}.volumeClaimTemplate"),
                    version,
                    errors,
                ),
            }
            // The claim the ephemeral volume controller creates is named <pod>-<volume>, a
            // PersistentVolume name (ValidatePersistentVolumeName: a DNS-1123 subdomain).
            let volume_name = volume.name.as_deref().unwrap_or("");
            if let Some(pod) = pod_name.filter(|pod| !pod.is_empty() && !volume_name.is_empty()) {
                let claim = format!("{pod}-{volume_name}");
                for message in names::dns1123_subdomain(&claim) {
                    let detail = format!("PVC name {}: {message}", super::errors::quote(&claim));
                    errors.push(FieldError::invalid(format!("{path}.name"), volume_name, &detail));
                }
            }
        }
        // validateImageVolumeSource (with ImageVolume off the volume was dropped before this).
        "image" => {
            let image = fields.image.clone().unwrap_or_default();
            // ResourceIsPod: a template's image volume may leave the reference to its controller.
            if pod_name.is_some() && image.reference.is_empty() {
                errors.push(FieldError::required(format!("{source_path}.reference"), ""));
            }
            // validatePullPolicy, after SetDefaults_Volume filled in an unset policy.
            if !image.pull_policy.is_empty() && !PULL_POLICIES.contains(&image.pull_policy.as_str()) {
                errors.push(FieldError::not_supported_json(
                    format!("{source_path}.pullPolicy"),
                    &image.pull_policy,
                    &PULL_POLICIES,
                ));
            }
        }
        "gitRepo" => {
            // validateGitRepoVolumeSource: the directory through validateLocalDescendingPath.
            if fields.source_strings.get("repository").is_none_or(String::is_empty) {
                errors.push(FieldError::required(format!("{source_path}.repository"), ""));
            }
            let directory = fields.source_strings.get("directory").map_or("", String::as_str);
            super::container::descending_path(directory, &format!("{source_path}.directory"), errors);
        }
        legacy => {
            let name = volume.name.as_deref().unwrap_or("");
            super::legacy_sources::validate_legacy_source(legacy, fields, name, path, version, errors);
        }
    }
    for other in others {
        errors.push(FieldError::forbidden(
            format!("{path}.{}", forbidden_child(other)),
            "may not specify more than 1 volume type",
        ));
    }
}

/// ValidateVolumes: returns the volumes that validated cleanly, by name, with their type (mounts
/// and devices may only refer to those).
pub(super) fn validate_volumes(
    spec: &PodSpec,
    pod_name: Option<&str>,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) -> BTreeMap<String, &'static str> {
    let mut valid = BTreeMap::new();
    // The claims the Pod's ephemeral volumes will create (known only for a Pod with a name).
    let created: Vec<String> = match pod_name.filter(|name| !name.is_empty()) {
        Some(pod) => spec
            .volumes
            .iter()
            .filter(|volume| volume.fields.types.contains(&"ephemeral"))
            .map(|volume| format!("{pod}-{}", volume.name.as_deref().unwrap_or("")))
            .collect(),
        None => Vec::new(),
    };
    for (index, volume) in spec.volumes.iter().enumerate() {
        let path = format!("spec.volumes[{index}]");
        let mut found = Vec::new();
        validate_source(volume, &path, pod_name, version, &mut found);
        let name = volume.name.as_deref().unwrap_or("");
        if name.is_empty() {
            found.push(FieldError::required(format!("{path}.name"), ""));
        } else {
            for message in names::dns1123_label(name) {
                found.push(FieldError::invalid(format!("{path}.name"), name, &message));
            }
        }
        if valid.contains_key(name) {
            found.push(FieldError::duplicate(format!("{path}.name"), name));
        }
        if found.is_empty() {
            // A valid volume has one type (none: the API server made it an emptyDir).
            valid.insert(name.to_owned(), volume.fields.types.first().copied().unwrap_or("emptyDir"));
        }
        errors.extend(found);
        if let Some(claim) = volume.fields.claim_name.as_deref().filter(|claim| created.iter().any(|c| c == claim)) {
            errors.push(FieldError::invalid(
                format!("{path}.persistentVolumeClaim.claimName"),
                claim,
                "must not reference a PVC that gets created for an ephemeral volume",
            ));
        }
    }
    valid
}
