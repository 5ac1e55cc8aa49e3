//! Label keys, label values and label selectors inside a Pod spec: apimachinery
//! ValidateLabelName, ValidateLabels and ValidateLabelSelector.

use std::collections::BTreeMap;

use super::errors::FieldError;
use super::names;
use crate::model::{LabelSelector, Requirement};
use crate::version::KubeVersion;

/// ValidateLabelName (and core ValidateQualifiedName): every message of IsQualifiedName.
pub(super) fn label_name(key: &str, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    for message in names::qualified_name_messages(key, version) {
        errors.push(FieldError::invalid(path.to_owned(), key, &message));
    }
}

/// ValidateLabels: keys and values, both reported at the map's path. Upstream walks a Go map, so
/// with several bad entries the order varies; here it is by key.
pub(super) fn labels(map: &BTreeMap<String, String>, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    for (key, value) in map {
        label_name(key, path, version, errors);
        for message in names::label_value(value) {
            errors.push(FieldError::invalid(path.to_owned(), value, &message));
        }
    }
}

/// ValidateLabelSelectorRequirement.
fn requirement(requirement: &Requirement, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    match requirement.operator.as_str() {
        "In" | "NotIn" if requirement.values.is_empty() => errors.push(FieldError::required(
            format!("{path}.values"),
            "must be specified when `operator` is 'In' or 'NotIn'",
        )),
        "Exists" | "DoesNotExist" if !requirement.values.is_empty() => errors.push(FieldError::forbidden(
            format!("{path}.values"),
            "may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
        )),
        "In" | "NotIn" | "Exists" | "DoesNotExist" => {}
        other => {
            errors.push(FieldError::invalid(format!("{path}.operator"), other, "not a valid selector operator"));
        }
    }
    label_name(&requirement.key, &format!("{path}.key"), version, errors);
    for (index, value) in requirement.values.iter().enumerate() {
        for message in names::label_value(value) {
            errors.push(FieldError::invalid(format!("{path}.values[{index}]"), value, &message));
        }
    }
}

/// ValidateLabelSelector (invalid label values not allowed, as on create).
pub(super) fn selector(
    selector: Option<&LabelSelector>,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let Some(selector) = selector else { return };
    labels(&selector.match_labels, &format!("{path}.matchLabels"), version, errors);
    for (index, expression) in selector.match_expressions.iter().enumerate() {
        requirement(expression, &format!("{path}.matchExpressions[{index}]"), version, errors);
    }
}

/// The keys a selector names, in `matchLabels` and `matchExpressions`.
pub(super) fn selector_keys(selector: &LabelSelector) -> Vec<&str> {
    selector
        .match_labels
        .keys()
        .map(String::as_str)
        .chain(selector.match_expressions.iter().map(|expression| expression.key.as_str()))
        .collect()
}
