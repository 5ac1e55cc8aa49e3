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
