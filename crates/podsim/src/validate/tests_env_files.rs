//! `env[].valueFrom.fileKeyRef` (KEP-3721) per version and `EnvFiles` state: dropped on create
//! with the gate off (dropFileKeyRefInUse), one more source for validateEnvVarValueFrom with it on.

use super::*;
use crate::defaults::apply_defaults_with;

const POD: &str = "kind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: c\n    image: busybox\n    env:\n    - name: A\n      valueFrom:\n        fileKeyRef: {volumeName: config, path: config.env, key: A}\n    volumeMounts: [{name: config, mountPath: /data}]\n  volumes: [{name: config, emptyDir: {}}]\n";

/// The API server's cause lines for `yaml` on `version` with the gate as given, and the fields
/// defaulting dropped.
fn lines(yaml: &str, version: KubeVersion, gate_on: bool) -> (Vec<String>, Vec<String>) {
    let gates = FeatureGates { env_files: gate_on, ..version.gates() };
    let mut pod = crate::parse(yaml).pod;
    let dropped = apply_defaults_with(&mut pod, version, gates).into_iter().map(|d| d.field).collect();
    (validate_created_pod(&pod, version, gates).iter().map(|e| e.line("")).collect(), dropped)
}

#[test]
fn the_gate_is_on_from_1_35() {
    let on: Vec<bool> = [KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37]
        .iter()
        .map(|version| version.gates().env_files)
        .collect();
    assert_eq!(on, [false, true, true, true]);
}

#[test]
fn a_file_key_ref_is_the_variables_source_with_the_gate_on() {
    for version in [KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_37] {
        let (errors, dropped) = lines(POD, version, true);
        assert!(errors.is_empty() && dropped.is_empty(), "{version}: {errors:?} {dropped:?}");
    }
    // With a second source it is one too many.
    let both = POD.replace("key: A}", "key: A}\n        secretKeyRef: {name: s, key: a}");
    let (errors, _) = lines(&both, KubeVersion::V1_37, true);
    assert_eq!(
        errors,
        ["spec.containers[0].env[0].valueFrom: Invalid value: \"\": may not have more than one field specified at a time"]
    );
}

#[test]
fn with_the_gate_off_it_is_dropped_and_the_variable_has_no_source() {
    let (errors, dropped) = lines(POD, KubeVersion::V1_34, false);
    assert_eq!(dropped, ["spec.containers[0].env[0].valueFrom.fileKeyRef"]);
    assert_eq!(
        errors,
        ["spec.containers[0].env[0].valueFrom: Invalid value: \"\": must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`"]
    );
}
