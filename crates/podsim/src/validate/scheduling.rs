//! Where the Pod may run: core validation validateAffinity, ValidateTolerations,
//! validateTopologySpreadConstraints, validateSchedulingGates and validateReadinessGates.

use std::collections::{BTreeMap, BTreeSet};

use super::errors::FieldError;
use super::labels::{label_name, selector, selector_keys};
use super::names;
use crate::model::{NodeSelectorTerm, PodAffinity, PodAffinityTerm, PodSpec, Requirement, Toleration};
use crate::version::KubeVersion;

const WEIGHT_RANGE: &str = "must be in the range 1-100";

/// ValidateNodeSelectorRequirement (`matchExpressions` of a node selector term).
fn node_requirement(
    requirement: &Requirement,
    check_values: bool,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let values = format!("{path}.values");
    match requirement.operator.as_str() {
        "In" | "NotIn" if requirement.values.is_empty() => {
            errors.push(FieldError::required(values, "must be specified when `operator` is 'In' or 'NotIn'"));
        }
        "Exists" | "DoesNotExist" if !requirement.values.is_empty() => errors
            .push(FieldError::forbidden(values, "may not be specified when `operator` is 'Exists' or 'DoesNotExist'")),
        "Gt" | "Lt" if requirement.values.len() != 1 => {
            errors.push(FieldError::required(values, "must be specified single value when `operator` is 'Lt' or 'Gt'"))
        }
        "In" | "NotIn" | "Exists" | "DoesNotExist" | "Gt" | "Lt" => {}
        other => {
            errors.push(FieldError::invalid(format!("{path}.operator"), other, "not a valid selector operator"));
        }
    }
    label_name(&requirement.key, &format!("{path}.key"), version, errors);
    if check_values {
        for (index, value) in requirement.values.iter().enumerate() {
            for message in names::label_value(value) {
                errors.push(FieldError::invalid(format!("{path}.values[{index}]"), value, &message));
            }
        }
    }
}

/// ValidateNodeFieldSelectorRequirement (`matchFields`: only `metadata.name`).
fn node_field_requirement(requirement: &Requirement, path: &str, errors: &mut Vec<FieldError>) {
    match requirement.operator.as_str() {
        "In" | "NotIn" if requirement.values.len() != 1 => errors.push(FieldError::required(
            format!("{path}.values"),
            "must be only one value when `operator` is 'In' or 'NotIn' for node field selector",
        )),
        "In" | "NotIn" => {}
        other => {
            errors.push(FieldError::invalid(format!("{path}.operator"), other, "not a valid selector operator"));
        }
    }
    if requirement.key != "metadata.name" {
        errors.push(FieldError::invalid(format!("{path}.key"), &requirement.key, "not a valid field selector key"));
        return;
    }
    for (index, value) in requirement.values.iter().enumerate() {
        for message in names::dns1123_subdomain(value) {
            errors.push(FieldError::invalid(format!("{path}.values[{index}]"), value, &message));
        }
    }
}

/// ValidateNodeSelectorTerm.
fn node_selector_term(
    term: &NodeSelectorTerm,
    check_values: bool,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    for (index, requirement) in term.match_expressions.iter().enumerate() {
        node_requirement(requirement, check_values, &format!("{path}.matchExpressions[{index}]"), version, errors);
    }
    for (index, requirement) in term.match_fields.iter().enumerate() {
        node_field_requirement(requirement, &format!("{path}.matchFields[{index}]"), errors);
    }
}

/// validatePodAffinityTerm. Not checked: a `matchLabelKeys` key also in the selector (the API
/// server first merges those keys into the selector).
/// The Pod's labels, for a Pod (not a template): PrepareForCreate's mutatePodAffinity merges
/// `matchLabelKeys` and `mismatchLabelKeys` into each term's selector with them before validation.
type PodLabels<'a> = Option<&'a BTreeMap<String, String>>;

fn pod_affinity_term(
    term: &PodAffinityTerm,
    labels: PodLabels,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    // ValidatePodAffinityTermSelector
    selector(term.label_selector.as_ref(), &format!("{path}.labelSelector"), version, errors);
    selector(term.namespace_selector.as_ref(), &format!("{path}.namespaceSelector"), version, errors);
    for namespace in &term.namespaces {
        // Upstream names the field in the singular here.
        for message in names::dns1123_label(namespace) {
            errors.push(FieldError::invalid(format!("{path}.namespace"), namespace, &message));
        }
    }
    // validateMatchLabelKeysAndMismatchLabelKeys → validateLabelKeys
    for (key, keys) in [("matchLabelKeys", &term.match_label_keys), ("mismatchLabelKeys", &term.mismatch_label_keys)] {
        if keys.is_empty() {
            continue;
        }
        if term.label_selector.is_none() {
            errors.push(FieldError::forbidden(
                format!("{path}.{key}"),
                "must not be specified when labelSelector is not set",
            ));
            continue;
        }
        for (index, label) in keys.iter().enumerate() {
            label_name(label, &format!("{path}.{key}[{index}]"), version, errors);
        }
    }
    merged_keys_in_selector(term, labels, path, errors);
    for (index, key) in term.match_label_keys.iter().enumerate() {
        if term.mismatch_label_keys.contains(key) {
            errors.push(FieldError::invalid(
                format!("{path}.matchLabelKeys[{index}]"),
                key,
                "exists in both matchLabelKeys and mismatchLabelKeys",
            ));
        }
    }
    if term.topology_key.is_empty() {
        errors.push(FieldError::required(format!("{path}.topologyKey"), "can not be empty"));
    }
    label_name(&term.topology_key, &format!("{path}.topologyKey"), version, errors);
}

/// validateMatchLabelKeysAndMismatchLabelKeys, step 2: a `matchLabelKeys` key that the selector
/// already names, found while walking the selector's expressions after the API server appended
/// `key In (value)` for each `matchLabelKeys` key and `key NotIn (value)` for each
/// `mismatchLabelKeys` key the Pod has a label for (strategy: applyMatchLabelKeysAndMismatchLabelKeys,
/// MatchLabelKeysInPodAffinity, GA from 1.33). Upstream reports it at the term's path indexed by
/// the key's position in `matchLabelKeys` (its last one for a repeated key).
fn merged_keys_in_selector(term: &PodAffinityTerm, labels: PodLabels, path: &str, errors: &mut Vec<FieldError>) {
    let Some(selector) = &term.label_selector else { return };
    let merged = |keys: &[String]| -> Vec<String> {
        keys.iter().filter(|key| labels.is_some_and(|labels| labels.contains_key(*key))).cloned().collect::<Vec<_>>()
    };
    let mut expressions: Vec<String> = selector.match_expressions.iter().map(|r| r.key.clone()).collect();
    expressions.extend(merged(&term.match_label_keys));
    expressions.extend(merged(&term.mismatch_label_keys));
    let mut seen: BTreeSet<&str> = selector.match_labels.keys().map(String::as_str).collect();
    for key in &expressions {
        let position = term.match_label_keys.iter().rposition(|candidate| candidate == key);
        if let Some(index) = position.filter(|_| seen.contains(key.as_str())) {
            errors.push(FieldError::invalid(format!("{path}[{index}]"), key, "exists in both matchLabelKeys and labelSelector"));
        }
        seen.insert(key);
    }
}

/// validatePodAffinity / validatePodAntiAffinity.
fn pod_affinity(
    affinity: &PodAffinity,
    labels: PodLabels,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let required = format!("{path}.requiredDuringSchedulingIgnoredDuringExecution");
    for (index, term) in affinity.required.iter().enumerate() {
        pod_affinity_term(term, labels, &format!("{required}[{index}]"), version, errors);
    }
    let preferred = format!("{path}.preferredDuringSchedulingIgnoredDuringExecution");
    for (index, (weight, term)) in affinity.preferred.iter().enumerate() {
        if !(1..=100).contains(weight) {
            errors.push(FieldError::invalid_number(format!("{preferred}[{index}].weight"), *weight, WEIGHT_RANGE));
        }
        pod_affinity_term(term, labels, &format!("{preferred}[{index}].podAffinityTerm"), version, errors);
    }
}

/// validateAffinity; `labels` are a Pod's own (`None` for a template).
pub(super) fn validate_affinity(spec: &PodSpec, labels: PodLabels, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let Some(affinity) = &spec.affinity else { return };
    let path = "spec.affinity";
    if let Some(node) = &affinity.node_affinity {
        let node_path = format!("{path}.nodeAffinity");
        if let Some(terms) = &node.required {
            // ValidateNodeSelector
            let terms_path = format!("{node_path}.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms");
            if terms.is_empty() {
                errors.push(FieldError::required(terms_path.clone(), "must have at least one node selector term"));
            }
            for (index, term) in terms.iter().enumerate() {
                node_selector_term(term, true, &format!("{terms_path}[{index}]"), version, errors);
            }
        }
        // ValidatePreferredSchedulingTerms: invalid label values are allowed in preferences.
        let preferred = format!("{node_path}.preferredDuringSchedulingIgnoredDuringExecution");
        for (index, (weight, term)) in node.preferred.iter().enumerate() {
            if !(1..=100).contains(weight) {
                errors.push(FieldError::invalid_number(format!("{preferred}[{index}].weight"), *weight, WEIGHT_RANGE));
            }
            node_selector_term(term, false, &format!("{preferred}[{index}].preference"), version, errors);
        }
    }
    if let Some(affinity) = &affinity.pod_affinity {
        pod_affinity(affinity, labels, &format!("{path}.podAffinity"), version, errors);
    }
    if let Some(affinity) = &affinity.pod_anti_affinity {
        pod_affinity(affinity, labels, &format!("{path}.podAntiAffinity"), version, errors);
    }
}

/// validateReadinessGates: each condition type is a qualified name.
pub(super) fn validate_readiness_gates(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    for (index, condition) in spec.readiness_gates.iter().enumerate() {
        label_name(condition, &format!("spec.readinessGates[{index}].conditionType"), version, errors);
    }
}

/// validateSchedulingGates: qualified names, no duplicates.
pub(super) fn validate_scheduling_gates(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let mut seen = BTreeSet::new();
    for (index, gate) in spec.scheduling_gates.iter().enumerate() {
        let path = format!("spec.schedulingGates[{index}]");
        label_name(gate, &path, version, errors);
        if !seen.insert(gate.as_str()) {
            errors.push(FieldError::duplicate(path, gate));
        }
    }
}

/// validateTopologySpreadConstraints.
pub(super) fn validate_topology_spread(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let constraints = &spec.topology_spread_constraints;
    for (index, constraint) in constraints.iter().enumerate() {
        let path = format!("spec.topologySpreadConstraints[{index}]");
        if constraint.max_skew <= 0 {
            // ValidateMaxSkew
            errors.push(FieldError::invalid_number(
                format!("{path}.maxSkew"),
                constraint.max_skew,
                "must be greater than zero",
            ));
        }
        if constraint.topology_key.is_empty() {
            errors.push(FieldError::required(format!("{path}.topologyKey"), "can not be empty"));
        }
        let action = constraint.when_unsatisfiable.as_str();
        if action != "DoNotSchedule" && action != "ScheduleAnyway" {
            errors.push(FieldError::not_supported(
                format!("{path}.whenUnsatisfiable"),
                action,
                &["DoNotSchedule", "ScheduleAnyway"],
            ));
        }
        // ValidateSpreadConstraintNotRepeat: against the constraints after this one.
        let repeated = constraints.iter().skip(index + 1).any(|other| {
            other.topology_key == constraint.topology_key && other.when_unsatisfiable == constraint.when_unsatisfiable
        });
        if repeated {
            errors.push(FieldError::duplicate(
                format!("{path}.{{topologyKey, whenUnsatisfiable}}"),
                &format!("{{{}, {action}}}", constraint.topology_key),
            ));
        }
        if let Some(min_domains) = constraint.min_domains {
            // validateMinDomains
            let min_path = format!("{path}.minDomains");
            if min_domains <= 0 {
                errors.push(FieldError::invalid_number(min_path.clone(), min_domains, "must be greater than zero"));
            }
            if action != "DoNotSchedule" {
                errors.push(FieldError::invalid_number(
                    min_path,
                    min_domains,
                    &format!("can only use minDomains if whenUnsatisfiable=DoNotSchedule, not {action}"),
                ));
            }
        }
        for (key, policy) in [
            ("nodeAffinityPolicy", &constraint.node_affinity_policy),
            ("nodeTaintsPolicy", &constraint.node_taints_policy),
        ] {
            // validateNodeInclusionPolicy
            if let Some(policy) = policy.as_deref().filter(|policy| *policy != "Honor" && *policy != "Ignore") {
                errors.push(FieldError::not_supported(format!("{path}.{key}"), policy, &["Honor", "Ignore"]));
            }
        }
        // validateMatchLabelKeysInTopologySpread
        let keys_path = format!("{path}.matchLabelKeys");
        if !constraint.match_label_keys.is_empty() {
            let known = constraint.label_selector.as_ref().map(selector_keys).unwrap_or_default();
            if constraint.label_selector.is_none() {
                errors.push(FieldError::forbidden(
                    keys_path.clone(),
                    "must not be specified when labelSelector is not set",
                ));
            }
            for (key_index, key) in constraint.match_label_keys.iter().enumerate() {
                let key_path = format!("{keys_path}[{key_index}]");
                label_name(key, &key_path, version, errors);
                if known.contains(&key.as_str()) {
                    errors.push(FieldError::invalid(key_path, key, "exists in both matchLabelKeys and labelSelector"));
                }
            }
        }
        selector(constraint.label_selector.as_ref(), &format!("{path}.labelSelector"), version, errors);
    }
}

/// ValidateTolerations.
pub(super) fn validate_tolerations(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    tolerations(&spec.tolerations, "spec.tolerations", version, errors);
}

/// ValidateTolerations of the list at `list_path`.
pub(super) fn tolerations(list: &[Toleration], list_path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
    for (index, toleration) in list.iter().enumerate() {
        let path = format!("{list_path}[{index}]");
        let key = toleration.key.as_deref().unwrap_or("");
        let operator = toleration.operator.as_deref().unwrap_or("");
        let value = toleration.value.as_deref().unwrap_or("");
        let effect = toleration.effect.as_deref().unwrap_or("");
        if !key.is_empty() {
            label_name(key, &format!("{path}.key"), version, errors);
        }
        if key.is_empty() && operator != "Exists" {
            errors.push(FieldError::invalid(
                format!("{path}.operator"),
                operator,
                "operator must be Exists when `key` is empty, which means \"match all values and all keys\"",
            ));
        }
        if toleration.toleration_seconds.is_some() && effect != "NoExecute" {
            errors.push(FieldError::invalid(
                format!("{path}.effect"),
                effect,
                "effect must be 'NoExecute' when `tolerationSeconds` is set",
            ));
        }
        match operator {
            // An empty operator means Equal.
            "Equal" | "" => {
                let messages = names::label_value(value);
                if !messages.is_empty() {
                    errors.push(FieldError::invalid(format!("{path}.operator"), value, &messages.join(";")));
                }
            }
            "Exists" if !value.is_empty() => errors.push(FieldError::invalid(
                format!("{path}.operator"),
                value,
                "value must be empty when `operator` is 'Exists'",
            )),
            "Exists" => {}
            other => errors.push(FieldError::not_supported(format!("{path}.operator"), other, &["Equal", "Exists"])),
        }
        // validateTaintEffect: an empty effect matches every effect.
        if !effect.is_empty() && !["NoSchedule", "PreferNoSchedule", "NoExecute"].contains(&effect) {
            errors.push(FieldError::not_supported(
                format!("{path}.effect"),
                effect,
                &["NoSchedule", "PreferNoSchedule", "NoExecute"],
            ));
        }
    }
}
