//! Unit tests for validation through the public entry points.

use super::*;
use crate::defaults::apply_defaults;

fn lines(yaml: &str, version: KubeVersion) -> Vec<String> {
    let mut pod = crate::parse(yaml).pod;
    apply_defaults(&mut pod, version);
    validate(&pod, version).iter().map(|e| e.line("")).collect()
}

#[test]
fn kubectl_prints_one_cause_inline_and_several_as_a_list() {
    let one = vec!["spec.containers[0].name: Required value".to_owned()];
    assert_eq!(
        kubectl_invalid_message("Pod", "x", &one),
        "The Pod \"x\" is invalid: spec.containers[0].name: Required value"
    );
    let two = vec!["a: Required value".to_owned(), "b: Forbidden".to_owned()];
    assert_eq!(
        kubectl_invalid_message("Pod", "x", &two),
        "The Pod \"x\" is invalid: \n* a: Required value\n* b: Forbidden"
    );
}

#[test]
fn template_errors_carry_the_workload_prefix() {
    let error = FieldError::required("spec.containers[0].image", "");
    assert_eq!(error.line("spec.template."), "spec.template.spec.containers[0].image: Required value");
    assert_eq!(error.kind.type_name(), "FieldValueRequired");
}

#[test]
fn pod_name_and_spec_fields_are_checked() {
    let text = "kind: Pod\nmetadata: {name: Web_1}\nspec:\n  activeDeadlineSeconds: 0\n  containers: [{name: app, image: app}]\n";
    let got = lines(text, KubeVersion::V1_35);
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(got[0].starts_with("metadata.name: Invalid value: \"Web_1\": a lowercase RFC 1123 subdomain"));
    assert_eq!(got[1], "spec.activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive");
    let unnamed = lines("kind: Pod\nspec:\n  containers: [{name: app, image: app}]\n", KubeVersion::V1_35);
    assert_eq!(unnamed, vec!["metadata.name: Required value: name or generateName is required"]);
}

#[test]
fn volumes_and_mounts_must_match() {
    let text = "kind: Pod
metadata: {name: p}
spec:
  volumes: [{name: data, emptyDir: {}}, {name: data, emptyDir: {}}]
  containers:
  - name: app
    image: app
    volumeMounts: [{name: cache, mountPath: /cache}, {name: data, mountPath: /data}]
";
    assert_eq!(
        lines(text, KubeVersion::V1_35),
        vec![
            "spec.volumes[1].name: Duplicate value: \"data\"",
            "spec.containers[0].volumeMounts[0].name: Not found: \"cache\"",
        ]
    );
}

#[test]
fn ephemeral_containers_are_refused_on_create() {
    let text = "kind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: app, image: app}]\n  ephemeralContainers: [{name: debug, image: busybox}]\n";
    assert_eq!(lines(text, KubeVersion::V1_35), vec!["spec.ephemeralContainers: Forbidden: cannot be set on create"]);
}

#[test]
fn request_above_limit_names_the_list_not_the_key() {
    let text = "kind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: app, image: app, resources: {requests: {cpu: '2'}, limits: {cpu: '1'}}}]\n";
    assert_eq!(
        lines(text, KubeVersion::V1_35),
        vec![
            "spec.containers[0].resources.requests: Invalid value: \"2\": must be less than or equal to cpu limit of 1"
        ]
    );
}

#[test]
fn hostile_values_never_panic() {
    let text = "kind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: \"\\u0000\\u00e9\"\n    image: \" x \"\n    env: [{name: \"\\u00e9=\"}]\n    ports: [{containerPort: -9223372036854775808, name: '---'}]\n    livenessProbe: {grpc: {port: 99999999}, successThreshold: -5}\n";
    let got = lines(text, KubeVersion::V1_33);
    assert!(got.iter().any(|line| line.contains("must not have leading or trailing whitespace")), "{got:?}");
    assert!(got.iter().any(|line| line.starts_with("spec.containers[0].livenessProbe.successThreshold")));
}

/// A Pod whose container `app` carries `extra` (YAML lines indented for a container entry).
fn rules_pod(extra: &str) -> String {
    format!(
        "kind: Pod\nmetadata: {{name: p}}\nspec:\n  restartPolicy: Never\n  containers:\n  - name: app\n    image: app\n{extra}"
    )
}

#[test]
fn restart_rules_are_accepted_in_1_35() {
    let text = rules_pod(
        "    restartPolicy: Never\n    restartPolicyRules:\n    - {action: Restart, exitCodes: {operator: In, values: [42]}}\n    - {action: Restart, exitCodes: {operator: NotIn, values: [0, 1]}}\n",
    );
    assert_eq!(lines(&text, KubeVersion::V1_35), Vec::<String>::new());
}

#[test]
fn restart_rules_need_a_container_restart_policy() {
    let text = rules_pod("    restartPolicyRules:\n    - {action: Restart, exitCodes: {operator: In, values: [42]}}\n");
    assert_eq!(
        lines(&text, KubeVersion::V1_35),
        vec![
            "spec.containers[0].restartPolicy: Required value: must specify restartPolicy when restart rules are used"
        ]
    );
}

#[test]
fn restart_rule_fields_are_checked_in_order() {
    let text = rules_pod(
        "    restartPolicy: Sometimes\n    restartPolicyRules:\n    - {action: RestartAllContainers, exitCodes: {operator: Equals, values: [1]}}\n    - {action: Restart}\n",
    );
    assert_eq!(
        lines(&text, KubeVersion::V1_35),
        vec![
            "spec.containers[0].restartPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"Never\", \"OnFailure\"",
            "spec.containers[0].restartPolicyRules[0].action: Unsupported value: \"RestartAllContainers\": supported values: \"Restart\"",
            "spec.containers[0].restartPolicyRules[0].exitCodes.operator: Unsupported value: \"Equals\": supported values: \"In\", \"NotIn\"",
            "spec.containers[0].restartPolicyRules[1].exitCodes: Required value: must be specified",
        ]
    );
}

#[test]
fn restart_rule_limits_use_too_long_in_1_35() {
    let rule = "    - {action: Restart, exitCodes: {operator: In, values: [1]}}\n";
    let many_rules = rules_pod(&format!("    restartPolicy: Never\n    restartPolicyRules:\n{}", rule.repeat(21)));
    assert_eq!(
        lines(&many_rules, KubeVersion::V1_35),
        vec!["spec.containers[0].restartPolicyRules: Too long: may not be more than 20 bytes"]
    );
    let values = (0..256).map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    let many_values = rules_pod(&format!(
        "    restartPolicy: Never\n    restartPolicyRules:\n    - {{action: Restart, exitCodes: {{operator: In, values: [{values}]}}}}\n"
    ));
    assert_eq!(
        lines(&many_values, KubeVersion::V1_35),
        vec!["spec.containers[0].restartPolicyRules[0].exitCodes.values: Too long: may not be more than 255 bytes"]
    );
    let error = FieldError::too_long("x", 20);
    assert_eq!(error.kind.type_name(), "FieldValueTooLong");
}

#[test]
fn restart_rule_limits_use_too_many_and_list_both_actions_from_1_36() {
    // kubernetes/kubernetes#137136 (TooMany) and #137369 (the supported actions), v1.36.
    let rule = "    - {action: Restart, exitCodes: {operator: In, values: [1]}}\n";
    let many_rules = rules_pod(&format!("    restartPolicy: Never\n    restartPolicyRules:\n{}", rule.repeat(21)));
    for version in [KubeVersion::V1_36, KubeVersion::V1_37] {
        assert_eq!(
            lines(&many_rules, version),
            vec!["spec.containers[0].restartPolicyRules: Too many: 21: must have at most 20 items"]
        );
    }
    let values = (0..256).map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    let many_values = rules_pod(&format!(
        "    restartPolicy: Never\n    restartPolicyRules:\n    - {{action: Restart, exitCodes: {{operator: In, values: [{values}]}}}}\n"
    ));
    assert_eq!(
        lines(&many_values, KubeVersion::V1_36),
        vec!["spec.containers[0].restartPolicyRules[0].exitCodes.values: Too many: 256: must have at most 255 items"]
    );
    let bad_action = rules_pod(
        "    restartPolicy: Never\n    restartPolicyRules:\n    - {action: invalid, exitCodes: {operator: In, values: [1]}}\n",
    );
    assert_eq!(
        lines(&bad_action, KubeVersion::V1_36),
        vec![
            "spec.containers[0].restartPolicyRules[0].action: Unsupported value: \"invalid\": supported values: \"Restart\", \"RestartAllContainers\""
        ]
    );
    assert_eq!(
        lines(&bad_action, KubeVersion::V1_35),
        vec![
            "spec.containers[0].restartPolicyRules[0].action: Unsupported value: \"invalid\": supported values: \"Restart\""
        ]
    );
    assert_eq!(FieldError::too_many("x", 2, 1).kind.type_name(), "FieldValueTooMany");
}

#[test]
fn empty_duplicate_and_large_exit_codes_are_accepted() {
    // validateContainerRestartPolicy checks only the operator and the number of values; any
    // int32 is a legal value (out-of-range numbers fail JSON decoding, see `schema`).
    let text = rules_pod(
        "    restartPolicy: Never\n    restartPolicyRules:\n    - {action: Restart, exitCodes: {operator: In, values: []}}\n    - {action: Restart, exitCodes: {operator: In, values: [7, 7, -1, 300]}}\n",
    );
    assert_eq!(lines(&text, KubeVersion::V1_35), Vec::<String>::new());
}

#[test]
fn init_containers_and_sidecars_with_rules() {
    let text = "kind: Pod
metadata: {name: p}
spec:
  initContainers:
  - name: setup
    image: app
    restartPolicy: OnFailure
    restartPolicyRules: [{action: Restart, exitCodes: {operator: In, values: [3]}}]
  - name: bare
    image: app
    restartPolicyRules: [{action: Restart, exitCodes: {operator: In, values: [3]}}]
  - name: proxy
    image: app
    restartPolicy: Always
    restartPolicyRules: [{action: Restart, exitCodes: {operator: In, values: [3]}}]
  containers: [{name: app, image: app}]
";
    assert_eq!(
        lines(text, KubeVersion::V1_35),
        vec![
            "spec.initContainers[1].restartPolicy: Required value: must specify restartPolicy when restart rules are used",
            "spec.initContainers[2].restartPolicyRules: Forbidden: restartPolicyRules are not allowed for init containers with restart policy Always",
        ]
    );
}

#[test]
fn restart_rules_are_dropped_in_1_34() {
    let text = rules_pod(
        "    restartPolicy: Sometimes\n    restartPolicyRules:\n    - {action: Bogus, exitCodes: {operator: Equals, values: [1]}}\n",
    );
    assert_eq!(lines(&text, KubeVersion::V1_34), Vec::<String>::new());
}
