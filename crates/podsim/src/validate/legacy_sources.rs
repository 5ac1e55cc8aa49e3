//! The legacy in-tree volume sources of core validation validateVolumeSource: iscsi, rbd,
//! cephfs, fc, flexVolume, azureDisk, azureFile, cinder, quobyte, storageos, flocker,
//! gcePersistentDisk and awsElasticBlockStore. None of their fields is defaulted before
//! validation (the newest `core/v1` defaults have no defaulter for them).

use super::errors::FieldError;
use super::names;
use super::selector::prints_json;
use crate::model::VolumeFields;
use crate::version::KubeVersion;

/// validation.InclusiveRangeError(1, 255), the message of a disk partition (0 is allowed).
const PARTITION_RANGE: &str = "must be between 1 and 255, inclusive";
const LUN_RANGE: &str = "must be between 0 and 255, inclusive";

/// The source's fields, read by key.
struct Source<'a> {
    fields: &'a VolumeFields,
}

impl Source<'_> {
    fn text(&self, key: &str) -> &str {
        self.fields.source_strings.get(key).map_or("", String::as_str)
    }
    fn number(&self, key: &str) -> Option<i64> {
        self.fields.source_values.numbers.get(key).copied()
    }
    fn flag(&self, key: &str) -> bool {
        self.fields.source_values.flags.get(key).copied().unwrap_or(false)
    }
    fn list(&self, key: &str) -> &[String] {
        self.fields.source_values.lists.get(key).map_or(&[], Vec::as_slice)
    }
    fn has_object(&self, key: &str) -> bool {
        self.fields.source_objects.iter().any(|object| object == key)
    }
}

/// True when the legacy source `key` was checked here.
pub(super) fn validate_legacy_source(
    key: &str,
    fields: &VolumeFields,
    volume_name: &str,
    volume_path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) -> bool {
    let source = Source { fields };
    let path = format!("{volume_path}.{key}");
    let required = |errors: &mut Vec<FieldError>, child: &str| {
        if source.text(child).is_empty() {
            errors.push(FieldError::required(format!("{path}.{child}"), ""));
        }
    };
    match key {
        "iscsi" => {
            iscsi(&source, &path, errors);
            // validateVolumeSource, after the source's own checks.
            let portal = source.text("targetPortal");
            if source.fields.source_strings.contains_key("initiatorName") && volume_name.len() + 1 + portal.len() > 64 {
                errors.push(FieldError::invalid(
                    format!("{volume_path}.name"),
                    volume_name,
                    "Total length of <volume name>:<iscsi.targetPortal> must be under 64 characters if iscsi.initiatorName is specified.",
                ));
            }
        }
        "rbd" => {
            // validateRBDVolumeSource
            if source.list("monitors").is_empty() {
                errors.push(FieldError::required(format!("{path}.monitors"), ""));
            }
            required(errors, "image");
        }
        "cephfs" if source.list("monitors").is_empty() => {
            errors.push(FieldError::required(format!("{path}.monitors"), ""));
        }
        "fc" => fibre_channel(&source, &path, version, errors),
        "flexVolume" => {
            required(errors, "driver");
            // Upstream walks a Go map; podsim reports the keys sorted.
            let mut keys = source.fields.source_values.map_keys.get("options").cloned().unwrap_or_default();
            keys.sort();
            for option in keys {
                let namespace = option.split_once('/').map_or(option.as_str(), |(namespace, _)| namespace);
                // strings.ToLower; ASCII lowering decides the same for these ASCII suffixes, but
                // for the Kelvin sign and the long s, which Go lowers to `k` and `s`.
                let normalized = format!(".{}", namespace.to_ascii_lowercase());
                if normalized.ends_with(".kubernetes.io") || normalized.ends_with(".k8s.io") {
                    errors.push(FieldError::invalid(
                        format!("{path}.options[{option}]"),
                        &option,
                        "kubernetes.io and k8s.io namespaces are reserved",
                    ));
                }
            }
        }
        "azureDisk" => azure_disk(&source, &path, errors),
        "azureFile" => {
            required(errors, "secretName");
            required(errors, "shareName");
        }
        "cinder" => {
            required(errors, "volumeID");
            if source.has_object("secretRef") {
                required(errors, "secretRef.name");
            }
        }
        "quobyte" => quobyte(&source, &path, errors),
        "storageos" => {
            let name = source.text("volumeName");
            if name.is_empty() {
                errors.push(FieldError::required(format!("{path}.volumeName"), ""));
            }
            for message in names::dns1123_label(name).into_iter().filter(|_| !name.is_empty()) {
                errors.push(FieldError::invalid(format!("{path}.volumeName"), name, &message));
            }
            let namespace = source.text("volumeNamespace");
            for message in names::dns1123_label(namespace).into_iter().filter(|_| !namespace.is_empty()) {
                errors.push(FieldError::invalid(format!("{path}.volumeNamespace"), namespace, &message));
            }
            if source.has_object("secretRef") {
                required(errors, "secretRef.name");
            }
        }
        "flocker" => {
            let (name, uuid) = (source.text("datasetName"), source.text("datasetUUID"));
            if name.is_empty() && uuid.is_empty() {
                errors.push(FieldError::required(path.clone(), "one of datasetName and datasetUUID is required"));
            }
            if !name.is_empty() && !uuid.is_empty() {
                errors.push(FieldError::invalid(
                    path.clone(),
                    "resource",
                    "datasetName and datasetUUID can not be specified simultaneously",
                ));
            }
            if name.contains('/') {
                errors.push(FieldError::invalid(format!("{path}.datasetName"), name, "must not contain '/'"));
            }
        }
        "gcePersistentDisk" | "awsElasticBlockStore" => {
            // validateGCEPersistentDiskVolumeSource is given the path `persistentDisk`.
            let (path, name_key) = if key == "gcePersistentDisk" {
                (format!("{volume_path}.persistentDisk"), "pdName")
            } else {
                (path.clone(), "volumeID")
            };
            if source.text(name_key).is_empty() {
                errors.push(FieldError::required(format!("{path}.{name_key}"), ""));
            }
            if let Some(partition) = source.number("partition").filter(|p| !(0..=255).contains(p)) {
                errors.push(FieldError::invalid_number(format!("{path}.partition"), partition, PARTITION_RANGE));
            }
        }
        _ => return false,
    }
    true
}

/// `iqn.YYYY-MM.<name>:<anything without ,;*&$| or spaces>`, found anywhere in the text (the
/// upstream regex is not anchored at its start).
fn is_iqn(text: &str) -> bool {
    let forbidden = |c: char| ",;*&$|".contains(c) || c.is_whitespace();
    text.match_indices("iqn.").any(|(at, _)| {
        let rest = text.get(at + 4..).unwrap_or("");
        let bytes = rest.as_bytes();
        let digits = |range: std::ops::Range<usize>| bytes.get(range).is_some_and(|b| b.iter().all(u8::is_ascii_digit));
        if !(digits(0..4) && bytes.get(4) == Some(&b'-') && digits(5..7) && bytes.get(7) == Some(&b'.')) {
            return false;
        }
        let name = rest.get(8..).unwrap_or("");
        let end = name.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '.')).unwrap_or(name.len());
        let tail = name.get(end..).unwrap_or("");
        end > 0 && tail.strip_prefix(':').is_some_and(|tail| !tail.is_empty() && !tail.contains(forbidden))
    })
}

/// `^eui.[[:alnum:]]{16}$` or `^naa.[[:alnum:]]{32}$`.
fn is_eui_or_naa(text: &str, length: usize) -> bool {
    let mut chars = text.chars().skip(3);
    chars.next().is_some() && {
        let rest: Vec<char> = chars.collect();
        rest.len() == length && rest.iter().all(char::is_ascii_alphanumeric)
    }
}

/// The iSCSI name rules of an IQN and of an initiator name (`must be valid format`).
fn iscsi_name(text: &str, path: &str, prefix_message: &str, errors: &mut Vec<FieldError>) {
    let has = |prefix: &str| text.starts_with(prefix);
    if !has("iqn") && !has("eui") && !has("naa") {
        errors.push(FieldError::invalid(path.to_owned(), text, prefix_message));
    }
    let bad = (has("iqn") && !is_iqn(text))
        || (!has("iqn") && has("eui") && !is_eui_or_naa(text, 16))
        || (!has("iqn") && !has("eui") && has("naa") && !is_eui_or_naa(text, 32));
    if bad {
        errors.push(FieldError::invalid(path.to_owned(), text, "must be valid format"));
    }
}

/// validateISCSIVolumeSource.
fn iscsi(source: &Source, path: &str, errors: &mut Vec<FieldError>) {
    if source.text("targetPortal").is_empty() {
        errors.push(FieldError::required(format!("{path}.targetPortal"), ""));
    }
    let iqn = source.text("iqn");
    if iqn.is_empty() {
        errors.push(FieldError::required(format!("{path}.iqn"), ""));
    } else {
        // An IQN with a bad prefix gets only the prefix message (the format checks are `else`).
        let has = |prefix: &str| iqn.starts_with(prefix);
        if !has("iqn") && !has("eui") && !has("naa") {
            errors.push(FieldError::invalid(
                format!("{path}.iqn"),
                iqn,
                "must be valid format starting with iqn, eui, or naa",
            ));
        } else {
            iscsi_name(iqn, &format!("{path}.iqn"), "", errors);
        }
    }
    let lun = source.number("lun").unwrap_or(0);
    if !(0..=255).contains(&lun) {
        errors.push(FieldError::invalid_number(format!("{path}.lun"), lun, LUN_RANGE));
    }
    if (source.flag("chapAuthDiscovery") || source.flag("chapAuthSession")) && !source.has_object("secretRef") {
        errors.push(FieldError::required(format!("{path}.secretRef"), ""));
    }
    if let Some(initiator) = source.fields.source_strings.get("initiatorName") {
        iscsi_name(
            initiator,
            &format!("{path}.initiatorname"),
            "must be valid format starting with iqn, eui, or naa",
            errors,
        );
    }
}

/// validateFCVolumeSource.
fn fibre_channel(source: &Source, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let (wwns, wwids) = (source.list("targetWWNs"), source.list("wwids"));
    if wwns.is_empty() && wwids.is_empty() {
        errors.push(FieldError::required(
            format!("{path}.targetWWNs"),
            "must specify either targetWWNs or wwids, but not both",
        ));
    }
    if !wwns.is_empty() && !wwids.is_empty() {
        // The value is the []string: JSON from 1.34, Go syntax before.
        let printed = if prints_json(version) {
            let items: Vec<String> = wwns.iter().map(|w| super::selector::json_quote(w)).collect();
            format!("[{}]", items.join(","))
        } else {
            let items: Vec<String> = wwns.iter().map(|w| super::errors::quote(w)).collect();
            format!("[]string{{{}}}", items.join(", "))
        };
        errors.push(FieldError::invalid_printed(
            format!("{path}.targetWWNs"),
            printed,
            "targetWWNs and wwids can not be specified simultaneously",
        ));
    }
    if !wwns.is_empty() {
        match source.number("lun") {
            None => errors.push(FieldError::required(format!("{path}.lun"), "lun is required if targetWWNs is specified")),
            Some(lun) if !(0..=255).contains(&lun) => {
                errors.push(FieldError::invalid_number(format!("{path}.lun"), lun, LUN_RANGE));
            }
            Some(_) => {}
        }
    }
}

/// validateAzureDisk (kind and caching mode are not defaulted, so an unset kind skips the URI
/// checks).
fn azure_disk(source: &Source, path: &str, errors: &mut Vec<FieldError>) {
    if source.text("diskName").is_empty() {
        errors.push(FieldError::required(format!("{path}.diskName"), ""));
    }
    let uri = source.text("diskURI");
    if uri.is_empty() {
        errors.push(FieldError::required(format!("{path}.diskURI"), ""));
    }
    let caching = source.fields.source_strings.get("cachingMode");
    if let Some(mode) = caching.filter(|mode| !["None", "ReadOnly", "ReadWrite"].contains(&mode.as_str())) {
        errors.push(FieldError::not_supported_json(format!("{path}.cachingMode"), mode, &["None", "ReadOnly", "ReadWrite"]));
    }
    let kind = source.fields.source_strings.get("kind");
    if let Some(kind) = kind.filter(|kind| !["Dedicated", "Managed", "Shared"].contains(&kind.as_str())) {
        errors.push(FieldError::not_supported_json(format!("{path}.kind"), kind, &["Dedicated", "Managed", "Shared"]));
    }
    match kind.map(String::as_str) {
        Some("Managed") if !uri.starts_with("/subscriptions/") => errors.push(FieldError::not_supported(
            format!("{path}.diskURI"),
            uri,
            &["/subscriptions/{sub-id}/resourcegroups/{group-name}/providers/microsoft.compute/disks/{disk-id}"],
        )),
        Some(other) if other != "Managed" && !uri.starts_with("https://") => errors.push(FieldError::not_supported(
            format!("{path}.diskURI"),
            uri,
            &["https://{account-name}.blob.core.windows.net/{container-name}/{disk-name}.vhd"],
        )),
        _ => {}
    }
}

/// net.SplitHostPort accepts `host:port` with one colon, or `[host]:port`.
fn splits_host_port(pair: &str) -> bool {
    match pair.strip_prefix('[') {
        Some(rest) => rest.split_once(']').is_some_and(|(host, tail)| {
            !host.contains('[') && tail.strip_prefix(':').is_some_and(|port| !port.contains([':', '[', ']']))
        }),
        None => pair.matches(':').count() == 1 && !pair.contains(['[', ']']),
    }
}

/// validateQuobyteVolumeSource.
fn quobyte(source: &Source, path: &str, errors: &mut Vec<FieldError>) {
    let registry = source.text("registry");
    let pairs = "must be a host:port pair or multiple pairs separated by commas";
    if registry.is_empty() {
        errors.push(FieldError::required(format!("{path}.registry"), pairs));
    } else if source.text("tenant").len() >= 65 {
        errors.push(FieldError::required(
            format!("{path}.tenant"),
            "must be a UUID and may not exceed a length of 64 characters",
        ));
    } else {
        for _ in registry.split(',').filter(|pair| !splits_host_port(pair)) {
            errors.push(FieldError::invalid(format!("{path}.registry"), registry, pairs));
        }
    }
    if source.text("volume").is_empty() {
        errors.push(FieldError::required(format!("{path}.volume"), ""));
    }
}
