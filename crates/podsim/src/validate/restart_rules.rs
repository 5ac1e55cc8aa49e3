//! Container `restartPolicy` and `restartPolicyRules` with ContainerRestartRules on (1.35+):
//! core validation validateContainerRestartPolicy and validateInitContainerRestartPolicy.
// Read at a v1.36-era copy of validation.go. In 1.35 both size limits use field.TooLong (issue
// #137135; #137136 made them TooMany in 1.36), and the option AllowRestartAllContainers is off
// (RestartAllContainersOnContainerExits is alpha in 1.35), so the only action is `Restart` and
// sidecars may not carry rules. From 1.36 the gate is on: `RestartAllContainers` is an action and
// sidecars may carry rules (PR #134345).

use super::errors::FieldError;
use crate::model::{Container, ContainerRestartRule};
use crate::version::FeatureGates;

/// A list past its limit: `TooLong` through 1.35, `TooMany` from 1.36 (#137136).
fn size_error(field: String, actual: usize, max: usize, gates: FeatureGates) -> FieldError {
    if gates.restart_rule_limits_too_many {
        FieldError::too_many(field, actual, max)
    } else {
        FieldError::too_long(field, max)
    }
}

/// `sets.List(supportedContainerRestartPolicies)`: sorted.
const POLICIES: [&str; 3] = ["Always", "Never", "OnFailure"];
/// `sets.List(supportedContainerRestartRuleActions)` without AllowRestartAllContainers.
const ACTIONS: [&str; 1] = ["Restart"];
/// The same with AllowRestartAllContainers (RestartAllContainersOnContainerExits on; 1.36+,
/// kubernetes/kubernetes#137369 lists both in the message).
const ACTIONS_WITH_RESTART_ALL: [&str; 2] = ["Restart", "RestartAllContainers"];
/// `sets.List(supportedContainerRestartPolicyOperators)`.
const OPERATORS: [&str; 2] = ["In", "NotIn"];
/// Most rules per container.
const MAX_RULES: usize = 20;
/// Most exit codes per rule.
const MAX_VALUES: usize = 255;
const RULES_NEED_POLICY: &str = "must specify restartPolicy when restart rules are used";
const NO_RULES_ON_SIDECARS: &str = "restartPolicyRules are not allowed for init containers with restart policy Always";

/// A regular container's `restartPolicy` and rules. // core validation: validateContainerRestartPolicy
pub(super) fn validate_container_restart_policy(
    container: &Container,
    path: &str,
    gates: FeatureGates,
    errors: &mut Vec<FieldError>,
) {
    let rules = &container.restart_policy_rules;
    match container.restart_policy.as_deref() {
        None if rules.is_empty() => return,
        None => errors.push(FieldError::required(format!("{path}.restartPolicy"), RULES_NEED_POLICY)),
        Some(policy) if !POLICIES.contains(&policy) => {
            errors.push(FieldError::not_supported(format!("{path}.restartPolicy"), policy, &POLICIES));
        }
        Some(_) => {}
    }
    let rules_path = format!("{path}.restartPolicyRules");
    if rules.len() > MAX_RULES {
        errors.push(size_error(rules_path.clone(), rules.len(), MAX_RULES, gates));
    }
    for (index, rule) in rules.iter().enumerate() {
        validate_rule(rule, &format!("{rules_path}[{index}]"), gates, errors);
    }
}

/// One rule: its action, and its `exitCodes` (required).
fn validate_rule(rule: &ContainerRestartRule, path: &str, gates: FeatureGates, errors: &mut Vec<FieldError>) {
    let action = rule.action.as_deref().unwrap_or("");
    let actions: &[&str] = if gates.restart_all_containers { &ACTIONS_WITH_RESTART_ALL } else { &ACTIONS };
    if !actions.contains(&action) {
        errors.push(FieldError::not_supported(format!("{path}.action"), action, actions));
    }
    let Some(codes) = &rule.exit_codes else {
        errors.push(FieldError::required(format!("{path}.exitCodes"), "must be specified"));
        return;
    };
    let operator = codes.operator.as_deref().unwrap_or("");
    if !OPERATORS.contains(&operator) {
        errors.push(FieldError::not_supported(format!("{path}.exitCodes.operator"), operator, &OPERATORS));
    }
    if codes.values.len() > MAX_VALUES {
        errors.push(size_error(format!("{path}.exitCodes.values"), codes.values.len(), MAX_VALUES, gates));
    }
}

/// An init container's `restartPolicy` and rules with the gate on; true for a sidecar.
/// // core validation: validateInitContainerRestartPolicy
pub(super) fn validate_init_container_restart_policy(
    container: &Container,
    path: &str,
    gates: FeatureGates,
    errors: &mut Vec<FieldError>,
) -> bool {
    let rules = &container.restart_policy_rules;
    match container.restart_policy.as_deref() {
        None => {
            if !rules.is_empty() {
                errors.push(FieldError::required(format!("{path}.restartPolicy"), RULES_NEED_POLICY));
            }
            false
        }
        Some("Always") => {
            // With AllowRestartAllContainers a sidecar may carry rules (PR #134345).
            if gates.restart_all_containers {
                validate_container_restart_policy(container, path, gates, errors);
            } else if !rules.is_empty() {
                errors.push(FieldError::forbidden(format!("{path}.restartPolicyRules"), NO_RULES_ON_SIDECARS));
            }
            true
        }
        Some(_) => {
            validate_container_restart_policy(container, path, gates, errors);
            false
        }
    }
}
