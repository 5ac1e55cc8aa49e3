//! Environment variables: core validation ValidateEnv (with validateEnvVarValueFrom and its
//! selectors) and ValidateEnvFrom, with relaxed names (on in every supported version).

use super::errors::FieldError;
use super::names;
use crate::model::{Container, KeyReference, ObjectFieldSelector, ResourceFieldSelector};
use crate::quantity::Quantity;
use crate::version::KubeVersion;

/// validEnvDownwardAPIFieldPathExpressions, sorted as `sets.List` prints them.
const ENV_FIELD_PATHS: [&str; 9] = [
    "metadata.name",
    "metadata.namespace",
    "metadata.uid",
    "spec.nodeName",
    "spec.serviceAccountName",
    "status.hostIP",
    "status.hostIPs",
    "status.podIP",
    "status.podIPs",
];

/// validContainerResourceFieldPathExpressions, sorted.
const RESOURCE_FIELDS: [&str; 6] = [
    "limits.cpu",
    "limits.ephemeral-storage",
    "limits.memory",
    "requests.cpu",
    "requests.ephemeral-storage",
    "requests.memory",
];

/// The labels the downward API converts. // podshelper: ConvertDownwardAPIFieldLabel
const CONVERTIBLE: [&str; 15] = [
    "metadata.annotations",
    "metadata.labels",
    "metadata.name",
    "metadata.namespace",
    "metadata.uid",
    "spec.nodeName",
    "spec.restartPolicy",
    "spec.serviceAccountName",
    "spec.schedulerName",
    "status.phase",
    "status.hostIP",
    "status.hostIPs",
    "status.podIP",
    "status.podIPs",
    "spec.host",
];

/// `metadata.labels['key']` → (`metadata.labels`, `key`). // fieldpath: SplitMaybeSubscriptedPath
fn split_subscript(path: &str) -> Option<(&str, &str)> {
    let (head, subscript) = path.strip_suffix("']")?.split_once("['")?;
    (!head.is_empty()).then_some((head, subscript))
}

/// validateObjectFieldSelector, against the paths `expressions` offers (an env var's or a
/// downward API file's).
pub(super) fn field_selector(
    selector: &ObjectFieldSelector,
    expressions: &[&str],
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    // The API server defaults an empty apiVersion to v1.
    let api_version = selector.api_version.as_deref().filter(|version| !version.is_empty()).unwrap_or("v1");
    let field_path = selector.field_path.as_deref().unwrap_or("");
    if field_path.is_empty() {
        return errors.push(FieldError::required(format!("{path}.fieldPath"), ""));
    }
    let conversion_error = if api_version != "v1" {
        Some(format!("unsupported pod version: {api_version}"))
    } else if let Some((head, _)) = split_subscript(field_path) {
        (head != "metadata.annotations" && head != "metadata.labels")
            .then(|| format!("field label does not support subscript: {field_path}"))
    } else {
        (!CONVERTIBLE.contains(&field_path)).then(|| format!("field label not supported: {field_path}"))
    };
    if let Some(error) = conversion_error {
        return errors.push(FieldError::invalid(
            format!("{path}.fieldPath"),
            field_path,
            &format!("error converting fieldPath: {error}"),
        ));
    }
    let internal = if field_path == "spec.host" { "spec.nodeName" } else { field_path };
    match split_subscript(internal) {
        Some((head, subscript)) => {
            // Upstream lowercases with Unicode rules; only ASCII can pass the check either way.
            let key =
                if head == "metadata.annotations" { subscript.to_ascii_lowercase() } else { subscript.to_owned() };
            for message in names::qualified_name_messages(&key, version) {
                errors.push(FieldError::invalid(path.to_owned(), &key, &message));
            }
        }
        None if !expressions.contains(&internal) => {
            errors.push(FieldError::not_supported(format!("{path}.fieldPath"), internal, expressions));
        }
        None => {}
    }
}

/// validateContainerResourceFieldSelector, with validateContainerResourceDivisor; a downward API
/// file (`volume`) must name its container.
pub(super) fn resource_selector(
    selector: &ResourceFieldSelector,
    volume: bool,
    path: &str,
    errors: &mut Vec<FieldError>,
) {
    let resource = selector.resource.as_deref().unwrap_or("");
    let hugepages = resource.starts_with("requests.hugepages-") || resource.starts_with("limits.hugepages-");
    if volume && selector.container_name.as_deref().unwrap_or("").is_empty() {
        errors.push(FieldError::required(format!("{path}.containerName"), ""));
    } else if resource.is_empty() {
        errors.push(FieldError::required(format!("{path}.resource"), ""));
    } else if !RESOURCE_FIELDS.contains(&resource) && !hugepages {
        errors.push(FieldError::not_supported(format!("{path}.resource"), resource, &RESOURCE_FIELDS));
    }
    let Some(divisor) = selector.divisor.as_deref().and_then(|text| Quantity::parse(text).ok()) else { return };
    if divisor.is_zero() {
        return;
    }
    const SIZES: [&str; 13] = ["1", "1k", "1M", "1G", "1T", "1P", "1E", "1Ki", "1Mi", "1Gi", "1Ti", "1Pi", "1Ei"];
    let text = divisor.to_string();
    let sized = |kind: &str| {
        (!SIZES.contains(&text.as_str())).then(|| {
            format!("only divisor's values 1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the {kind}")
        })
    };
    let mut messages = Vec::new();
    match resource {
        "limits.cpu" | "requests.cpu" if text != "1m" && text != "1" => {
            messages.push("only divisor's values 1m and 1 are supported with the cpu resource".to_owned());
        }
        "limits.memory" | "requests.memory" => messages.extend(sized("memory resource")),
        "limits.ephemeral-storage" | "requests.ephemeral-storage" => {
            messages.extend(sized("local ephemeral storage resource"));
        }
        _ => {}
    }
    if hugepages {
        messages.extend(sized("hugepages resource"));
    }
    for message in messages {
        errors.push(FieldError::invalid(format!("{path}.divisor"), resource, &message));
    }
}

/// validateConfigMapKeySelector / validateSecretKeySelector.
fn key_selector(reference: &KeyReference, path: &str, errors: &mut Vec<FieldError>) {
    let name = reference.name.as_deref().unwrap_or("");
    for message in names::dns1123_subdomain(name) {
        errors.push(FieldError::invalid(format!("{path}.name"), name, &message));
    }
    match reference.key.as_deref().unwrap_or("") {
        "" => errors.push(FieldError::required(format!("{path}.key"), "")),
        key => {
            for message in names::config_map_key(key) {
                errors.push(FieldError::invalid(format!("{path}.key"), key, &message));
            }
        }
    }
}

/// ValidateEnv.
pub(super) fn validate_env(container: &Container, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    for (index, env) in container.env.iter().enumerate() {
        let item = format!("{path}.env[{index}]");
        let name = env.name.as_deref().unwrap_or("");
        if name.is_empty() {
            errors.push(FieldError::required(format!("{item}.name"), ""));
        } else {
            for message in names::env_var_name(name) {
                errors.push(FieldError::invalid(format!("{item}.name"), name, &message));
            }
        }
        let Some(source) = &env.value_from else { continue };
        // validateEnvVarValueFrom
        let from = format!("{item}.valueFrom");
        if let Some(selector) = &source.field_ref {
            field_selector(selector, &ENV_FIELD_PATHS, &format!("{from}.fieldRef"), version, errors);
        }
        if let Some(selector) = &source.resource_field_ref {
            resource_selector(selector, false, &format!("{from}.resourceFieldRef"), errors);
        }
        for (key, reference) in
            [("configMapKeyRef", &source.config_map_key_ref), ("secretKeyRef", &source.secret_key_ref)]
        {
            if let Some(reference) = reference {
                key_selector(reference, &format!("{from}.{key}"), errors);
            }
        }
        // A `fileKeyRef` is one more source where the EnvFiles gate kept it (defaulting drops it
        // otherwise, as dropFileKeyRefInUse does). // validateEnvVarValueFrom (AllowEnvFilesValidation)
        let count = usize::from(source.field_ref.is_some())
            + usize::from(source.resource_field_ref.is_some())
            + usize::from(source.config_map_key_ref.is_some())
            + usize::from(source.secret_key_ref.is_some())
            + usize::from(source.file_key_ref.is_some());
        if count == 0 {
            errors.push(FieldError::invalid(
                from,
                "",
                "must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`",
            ));
        } else if env.value.as_deref().is_some_and(|value| !value.is_empty()) {
            errors.push(FieldError::invalid(from, "", "may not be specified when `value` is not empty"));
        } else if count > 1 {
            errors.push(FieldError::invalid(from, "", "may not have more than one field specified at a time"));
        }
    }
}

/// ValidateEnvFrom. The source-count errors name the list, not the item.
pub(super) fn validate_env_from(container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let list = format!("{path}.envFrom");
    for (index, source) in container.env_from.iter().enumerate() {
        let item = format!("{list}[{index}]");
        if let Some(prefix) = source.prefix.as_deref().filter(|prefix| !prefix.is_empty()) {
            for message in names::env_var_name(prefix) {
                errors.push(FieldError::invalid(format!("{item}.prefix"), prefix, &message));
            }
        }
        // validateConfigMapEnvSource / validateSecretEnvSource: names checked as prefixes.
        for (key, reference) in [("configMapRef", &source.config_map_ref), ("secretRef", &source.secret_ref)] {
            let Some(reference) = reference else { continue };
            let name = reference.name.as_deref().unwrap_or("");
            if name.is_empty() {
                errors.push(FieldError::required(format!("{item}.{key}.name"), ""));
                continue;
            }
            let masked = match name.strip_suffix('-') {
                Some(head) => format!("{head}a"),
                None => name.to_owned(),
            };
            for message in names::dns1123_subdomain(&masked) {
                errors.push(FieldError::invalid(format!("{item}.{key}.name"), name, &message));
            }
        }
        let count = usize::from(source.config_map_ref.is_some()) + usize::from(source.secret_ref.is_some());
        if count == 0 {
            errors.push(FieldError::invalid(list.clone(), "", "must specify one of: `configMapRef` or `secretRef`"));
        } else if count > 1 {
            errors.push(FieldError::invalid(list.clone(), "", "may not have more than one field specified at a time"));
        }
    }
}
