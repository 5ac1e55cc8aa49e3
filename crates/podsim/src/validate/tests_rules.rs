//! Unit tests for the rules of ValidatePodSpec beyond the containers' basics: each test names
//! the upstream function whose messages it checks, and compares kubectl's exact cause lines.

use super::*;
use crate::defaults::apply_defaults;

pub(super) fn lines(yaml: &str, version: KubeVersion) -> Vec<String> {
    let mut pod = crate::parse(yaml).pod;
    apply_defaults(&mut pod, version);
    validate(&pod, version).iter().map(|e| e.line("")).collect()
}

/// A Pod whose only container `app` carries `extra` (indented for a container entry) and whose
/// spec carries `spec` (indented for the spec).
pub(super) fn pod(extra: &str, spec: &str) -> String {
    format!("kind: Pod\nmetadata: {{name: p}}\nspec:\n{spec}  containers:\n  - name: app\n    image: app\n{extra}")
}

pub(super) fn check(extra: &str, spec: &str, expected: &[&str]) {
    let versions = [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37];
    for version in versions {
        assert_eq!(lines(&pod(extra, spec), version), expected, "on {version}");
    }
}

const HEADER: &str = "a valid HTTP header must consist of alphanumeric characters or '-' (e.g. 'X-Header-Name', regex used for validation is '[-A-Za-z0-9]+')";

#[test]
fn probe_and_hook_header_names_are_checked() {
    // validateHTTPGetAction: IsHTTPHeaderName, reported at the list's path.
    let extra = "    readinessProbe:\n      httpGet: {path: /, port: 80, httpHeaders: [{name: 'X_Bad', value: v}, {name: Good-1, value: v}]}\n    lifecycle:\n      preStop: {httpGet: {path: /, port: 80, httpHeaders: [{name: 'a b', value: v}]}}\n";
    check(
        extra,
        "",
        &[
            &format!("spec.containers[0].lifecycle.preStop.httpGet.httpHeaders: Invalid value: \"a b\": {HEADER}"),
            &format!("spec.containers[0].readinessProbe.httpGet.httpHeaders: Invalid value: \"X_Bad\": {HEADER}"),
        ],
    );
}

#[test]
fn resize_policy_resources_policies_and_duplicates() {
    // validateResizePolicy: unknown names and policies at the list's path, duplicates at the item.
    let extra = "    resizePolicy:\n    - {resourceName: cpu, restartPolicy: NotRequired}\n    - {resourceName: cpu, restartPolicy: Sometimes}\n    - {resourceName: gpu, restartPolicy: RestartContainer}\n";
    check(
        extra,
        "",
        &[
            "spec.containers[0].resizePolicy[1]: Duplicate value: \"cpu\"",
            "spec.containers[0].resizePolicy: Unsupported value: \"Sometimes\": supported values: \"NotRequired\", \"RestartContainer\"",
            "spec.containers[0].resizePolicy: Unsupported value: \"gpu\": supported values: \"cpu\", \"memory\"",
        ],
    );
    // A Pod that never restarts may only resize in place.
    check(
        "    resizePolicy: [{resourceName: memory, restartPolicy: RestartContainer}]\n",
        "  restartPolicy: Never\n",
        &[
            "spec.containers[0].resizePolicy: Invalid value: \"RestartContainer\": must be 'NotRequired' when `restartPolicy` is 'Never'",
        ],
    );
}

#[test]
fn user_and_group_ids_are_in_range_for_containers_and_the_pod() {
    // ValidateSecurityContext and validatePodSpecSecurityContext: IsValidUserID / IsValidGroupID.
    let range = "must be between 0 and 2147483647, inclusive";
    check(
        "    securityContext: {runAsUser: -1, runAsGroup: 2147483648}\n",
        "  securityContext: {runAsUser: 4294967296, runAsGroup: -5, fsGroup: -1, supplementalGroups: [1, -2]}\n",
        &[
            &format!("spec.containers[0].securityContext.runAsUser: Invalid value: -1: {range}"),
            &format!("spec.containers[0].securityContext.runAsGroup: Invalid value: 2147483648: {range}"),
            &format!("spec.securityContext.fsGroup: Invalid value: -1: {range}"),
            &format!("spec.securityContext.runAsUser: Invalid value: 4294967296: {range}"),
            &format!("spec.securityContext.runAsGroup: Invalid value: -5: {range}"),
            &format!("spec.securityContext.supplementalGroups[1]: Invalid value: -2: {range}"),
        ],
    );
}

#[test]
fn config_map_and_secret_keys_are_config_keys() {
    // validateConfigMapKeySelector / validateSecretKeySelector: IsConfigMapKey.
    let extra = "    env:\n    - {name: A, valueFrom: {configMapKeyRef: {name: cm, key: 'a/b'}}}\n    - {name: B, valueFrom: {secretKeyRef: {name: s, key: '..x'}}}\n";
    check(
        extra,
        "",
        &[
            "spec.containers[0].env[0].valueFrom.configMapKeyRef.key: Invalid value: \"a/b\": a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')",
            "spec.containers[0].env[1].valueFrom.secretKeyRef.key: Invalid value: \"..x\": must not start with '..'",
        ],
    );
}

#[test]
fn env_field_and_resource_selectors() {
    // validateObjectFieldSelector and validateContainerResourceFieldSelector.
    let extra = "    env:\n    - {name: A, valueFrom: {fieldRef: {fieldPath: status.phase}}}\n    - {name: B, valueFrom: {fieldRef: {fieldPath: spec.nope}}}\n    - {name: C, valueFrom: {resourceFieldRef: {resource: limits.gpu}}}\n    - {name: D, valueFrom: {resourceFieldRef: {resource: limits.cpu, divisor: 2m}}}\n    - {name: ''}\n";
    check(
        extra,
        "",
        &[
            "spec.containers[0].env[0].valueFrom.fieldRef.fieldPath: Unsupported value: \"status.phase\": supported values: \"metadata.name\", \"metadata.namespace\", \"metadata.uid\", \"spec.nodeName\", \"spec.serviceAccountName\", \"status.hostIP\", \"status.hostIPs\", \"status.podIP\", \"status.podIPs\"",
            "spec.containers[0].env[1].valueFrom.fieldRef.fieldPath: Invalid value: \"spec.nope\": error converting fieldPath: field label not supported: spec.nope",
            "spec.containers[0].env[2].valueFrom.resourceFieldRef.resource: Unsupported value: \"limits.gpu\": supported values: \"limits.cpu\", \"limits.ephemeral-storage\", \"limits.memory\", \"requests.cpu\", \"requests.ephemeral-storage\", \"requests.memory\"",
            "spec.containers[0].env[3].valueFrom.resourceFieldRef.divisor: Invalid value: \"limits.cpu\": only divisor's values 1m and 1 are supported with the cpu resource",
            "spec.containers[0].env[4].name: Required value",
        ],
    );
}

#[test]
fn env_from_names_the_list_when_it_has_no_source() {
    // ValidateEnvFrom: the source-count error is reported at `envFrom`, the prefix at the item.
    check(
        "    envFrom: [{prefix: 'A='}, {configMapRef: {name: ''}}]\n",
        "",
        &[
            "spec.containers[0].envFrom[0].prefix: Invalid value: \"A=\": a valid environment variable name must consist only of printable ASCII characters other than '='",
            "spec.containers[0].envFrom: Invalid value: \"\": must specify one of: `configMapRef` or `secretRef`",
            "spec.containers[0].envFrom[1].configMapRef.name: Required value",
        ],
    );
}

#[test]
fn scheduling_gates_are_unique_qualified_names() {
    // validateSchedulingGates, then ValidatePodCreate's nodeName rule.
    check(
        "",
        "  nodeName: node-1\n  schedulingGates: [{name: example.com/wait}, {name: example.com/wait}, {name: 'a b'}]\n",
        &[
            "spec.schedulingGates[1]: Duplicate value: \"example.com/wait\"",
            "spec.schedulingGates[2]: Invalid value: \"a b\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
            "spec.nodeName: Forbidden: cannot be set until all schedulingGates have been cleared",
        ],
    );
}

#[test]
fn dns_policy_none_needs_a_config_with_a_nameserver() {
    // validatePodDNSConfig with dnsPolicy None; validateDNSPolicy for unknown policies.
    check(
        "",
        "  dnsPolicy: None\n",
        &["spec.dnsConfig: Required value: must provide `dnsConfig` when `dnsPolicy` is None"],
    );
    check(
        "",
        "  dnsPolicy: None\n  dnsConfig: {searches: [a.b]}\n",
        &[
            "spec.dnsConfig.nameservers: Required value: must provide at least one DNS nameserver when `dnsPolicy` is None",
        ],
    );
    check(
        "",
        "  dnsPolicy: Cluster\n",
        &[
            "spec.dnsPolicy: Unsupported value: \"Cluster\": supported values: \"ClusterFirstWithHostNet\", \"ClusterFirst\", \"Default\", \"None\"",
        ],
    );
}

#[test]
fn dns_config_addresses_searches_and_options() {
    // validatePodDNSConfig: IsValidIP on nameservers, relaxed searches, named options.
    let spec = "  dnsConfig:\n    nameservers: [1.2.3.4, 010.0.0.1, 'FE80::1', dns]\n    searches: [ok.example., _srv.example, 'Bad..x', .]\n    options: [{name: ndots, value: '2'}, {value: '1'}]\n";
    let search = |regex: &str| {
        format!(
            "spec.dnsConfig.searches[2]: Invalid value: \"Bad..x\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '_', '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '{regex}')"
        )
    };
    let expected = |search_line: String| {
        vec![
            "spec.dnsConfig.nameservers: Invalid value: [\"1.2.3.4\",\"010.0.0.1\",\"FE80::1\",\"dns\"]: must not have more than 3 nameservers".to_owned(),
            "spec.dnsConfig.nameservers[1]: Invalid value: \"010.0.0.1\": must not have leading 0s".to_owned(),
            "spec.dnsConfig.nameservers[2]: Invalid value: \"FE80::1\": must be in canonical form (\"fe80::1\")".to_owned(),
            "spec.dnsConfig.nameservers[3]: Invalid value: \"dns\": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)".to_owned(),
            search_line,
            "spec.dnsConfig.options[1]: Required value: must not be empty".to_owned(),
        ]
    };
    // apimachinery 0.33 quoted the plain subdomain regex here; 0.34 quotes the one it checks.
    assert_eq!(
        lines(&pod("", spec), KubeVersion::V1_33),
        expected(search("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*"))
    );
    for version in [KubeVersion::V1_34, KubeVersion::V1_35] {
        assert_eq!(
            lines(&pod("", spec), version),
            expected(search("_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?(\\._?[a-z0-9]([-_a-z0-9]*[a-z0-9])?)*"))
        );
    }
}

#[test]
fn a_create_allows_only_the_recursive_se_linux_change_policy() {
    // validateSELinuxChangePolicy with useOnlyRecursiveSELinuxChangePolicy: SELinuxMount is off.
    check("", "  securityContext: {seLinuxChangePolicy: Recursive}\n", &[]);
    check(
        "",
        "  securityContext: {seLinuxChangePolicy: MountOption}\n",
        &["spec.securityContext.seLinuxChangePolicy: Unsupported value: \"MountOption\": supported values: \"Recursive\""],
    );
}

#[test]
fn a_match_label_key_the_selector_already_names_is_refused_after_the_merge() {
    // validateMatchLabelKeysAndMismatchLabelKeys after mutatePodAffinity appended `app In (web)`:
    // reported at the term's path indexed by the key's place in matchLabelKeys.
    let pod = |labels: &str| {
        format!(
            "kind: Pod\nmetadata: {{name: p, labels: {{{labels}}}}}\nspec:\n  affinity:\n    podAntiAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n      - topologyKey: zone\n        labelSelector: {{matchLabels: {{app: web}}}}\n        matchLabelKeys: [tier, app]\n  containers:\n  - {{name: app, image: app}}\n"
        )
    };
    let path = "spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0][1]";
    for version in [KubeVersion::V1_33, KubeVersion::V1_35, KubeVersion::V1_37] {
        assert_eq!(
            lines(&pod("app: web, tier: a"), version),
            [format!("{path}: Invalid value: \"app\": exists in both matchLabelKeys and labelSelector")],
            "on {version}"
        );
        // Without the label nothing is merged, so nothing repeats.
        assert!(lines(&pod("tier: a"), version).is_empty(), "on {version}");
    }
}

#[test]
fn no_privilege_escalation_refuses_privileged_and_sys_admin_with_the_whole_context() {
    // ValidateSecurityContext: the value is the internal core.SecurityContext — JSON with Go field
    // names from 1.34, `%#v` with pointer addresses in 1.33.
    let extra = "    securityContext: {allowPrivilegeEscalation: false, privileged: true, capabilities: {add: [CAP_SYS_ADMIN]}}\n";
    let json = "{\"Capabilities\":{\"Add\":[\"CAP_SYS_ADMIN\"],\"Drop\":null},\"Privileged\":true,\"SELinuxOptions\":null,\"WindowsOptions\":null,\"RunAsUser\":null,\"RunAsGroup\":null,\"RunAsNonRoot\":null,\"ReadOnlyRootFilesystem\":null,\"AllowPrivilegeEscalation\":false,\"ProcMount\":null,\"SeccompProfile\":null,\"AppArmorProfile\":null}";
    for version in [KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        assert_eq!(
            lines(&pod(extra, ""), version),
            [
                format!("spec.containers[0].securityContext: Invalid value: {json}: cannot set `allowPrivilegeEscalation` to false and `privileged` to true"),
                format!("spec.containers[0].securityContext: Invalid value: {json}: cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN"),
            ],
            "on {version}"
        );
    }
    let go = "core.SecurityContext{Capabilities:(*core.Capabilities)(nil), Privileged:(*bool)(0xc…), SELinuxOptions:(*core.SELinuxOptions)(nil), WindowsOptions:(*core.WindowsSecurityContextOptions)(nil), RunAsUser:(*int64)(nil), RunAsGroup:(*int64)(nil), RunAsNonRoot:(*bool)(nil), ReadOnlyRootFilesystem:(*bool)(nil), AllowPrivilegeEscalation:(*bool)(0xc…), ProcMount:(*core.ProcMountType)(nil), SeccompProfile:(*core.SeccompProfile)(nil), AppArmorProfile:(*core.AppArmorProfile)(nil)}";
    assert_eq!(
        lines(&pod("    securityContext: {allowPrivilegeEscalation: false, privileged: true}\n", ""), KubeVersion::V1_33),
        [format!("spec.containers[0].securityContext: Invalid value: {go}: cannot set `allowPrivilegeEscalation` to false and `privileged` to true")]
    );
}

#[test]
fn seccomp_annotations_must_match_the_profile_fields() {
    // validateSeccompAnnotationsAndFields: the Pod's profile, then each container's, after the
    // other create checks.
    let yaml = "kind: Pod\nmetadata:\n  name: p\n  annotations:\n    seccomp.security.alpha.kubernetes.io/pod: runtime/default\n    container.seccomp.security.alpha.kubernetes.io/app: localhost/a.json\n    container.seccomp.security.alpha.kubernetes.io/side: unconfined\nspec:\n  securityContext: {seccompProfile: {type: Unconfined}}\n  initContainers:\n  - {name: side, image: app, securityContext: {seccompProfile: {type: Unconfined}}}\n  containers:\n  - {name: app, image: app, securityContext: {seccompProfile: {type: Localhost, localhostProfile: b.json}}}\n";
    for version in [KubeVersion::V1_33, KubeVersion::V1_35, KubeVersion::V1_37] {
        assert_eq!(
            lines(yaml, version),
            [
                "spec.securityContext.seccompProfile.type: Forbidden: seccomp type in annotation and field must match",
                "spec.containers[0].securityContext.seccompProfile.localhostProfile: Forbidden: seccomp profile in annotation and field must match",
            ],
            "on {version}"
        );
    }
}

#[test]
fn app_armor_annotations_must_match_the_profile_fields_after_the_copy() {
    // validateAppArmorAnnotationsAndFieldsMatchOnCreate: a container's own profile against its
    // annotation; a container without one took the annotation (applyAppArmorVersionSkew), so
    // only an invalid annotation falls back to the Pod's profile and can differ.
    let yaml = "kind: Pod\nmetadata:\n  name: p\n  annotations:\n    container.apparmor.security.beta.kubernetes.io/a: runtime/default\n    container.apparmor.security.beta.kubernetes.io/b: unconfined\n    container.apparmor.security.beta.kubernetes.io/c: localhost/prof-x\nspec:\n  securityContext: {appArmorProfile: {type: RuntimeDefault}}\n  containers:\n  - {name: a, image: app, securityContext: {appArmorProfile: {type: Unconfined}}}\n  - {name: b, image: app}\n  - {name: c, image: app, securityContext: {appArmorProfile: {type: Localhost, localhostProfile: prof-y}}}\n";
    for version in [KubeVersion::V1_33, KubeVersion::V1_35, KubeVersion::V1_37] {
        assert_eq!(
            lines(yaml, version),
            [
                "spec.containers[0].securityContext.appArmorProfile.type: Forbidden: apparmor type in annotation and field must match",
                "spec.containers[2].securityContext.appArmorProfile.localhostProfile: Forbidden: apparmor profile in annotation and field must match",
            ],
            "on {version}"
        );
    }
}

/// A Pod whose tolerations annotation is `value` (a YAML single-quoted scalar).
fn tolerations_annotation(value: &str) -> Vec<String> {
    let yaml = format!(
        "kind: Pod\nmetadata:\n  name: p\n  annotations:\n    scheduler.alpha.kubernetes.io/tolerations: '{value}'\nspec:\n  containers:\n  - {{name: app, image: app}}\n"
    );
    lines(&yaml, KubeVersion::V1_35)
}

#[test]
fn the_tolerations_annotation_is_decoded_as_encoding_json_does() {
    // ValidateTolerationsInPodAnnotations: a value json.Unmarshal refuses is reported with the
    // decoder's message; a decoded list goes through ValidateTolerations under the key.
    let invalid = |message: &str| {
        format!("metadata.annotations: Invalid value: \"scheduler.alpha.kubernetes.io/tolerations\": {message}")
    };
    assert_eq!(tolerations_annotation("x"), [invalid("invalid character 'x' looking for beginning of value")]);
    assert_eq!(tolerations_annotation("[{\"key\": \"a\""), [invalid("unexpected end of JSON input")]);
    assert_eq!(tolerations_annotation("[{\"key\" \"a\"}]"), [invalid("invalid character '\"' after object key")]);
    assert_eq!(tolerations_annotation("[1 2]"), [invalid("invalid character '2' after array element")]);
    assert_eq!(tolerations_annotation("[tru]"), [invalid("invalid character ']' in literal true (expecting 'e')")]);
    assert_eq!(
        tolerations_annotation("{\"key\": \"a\"}"),
        [invalid("json: cannot unmarshal object into Go value of type []core.Toleration")]
    );
    assert_eq!(
        tolerations_annotation("[{\"key\": 5, \"tolerationSeconds\": 1.5}]"),
        [invalid("json: cannot unmarshal number into Go struct field Toleration.Key of type string")]
    );
    assert_eq!(
        tolerations_annotation("[{\"tolerationSeconds\": 1.5}]"),
        [invalid("json: cannot unmarshal number 1.5 into Go struct field Toleration.TolerationSeconds of type int64")]
    );
    let path = "metadata.annotations.scheduler.alpha.kubernetes.io/tolerations";
    assert_eq!(
        tolerations_annotation("[{\"KEY\": \"\", \"operator\": \"Equal\"}, {\"key\": \"k\", \"operator\": \"Exists\", \"tolerationSeconds\": 5, \"effect\": \"NoSchedule\"}]"),
        [
            format!("{path}[0].operator: Invalid value: \"Equal\": operator must be Exists when `key` is empty, which means \"match all values and all keys\""),
            format!("{path}[1].effect: Invalid value: \"NoSchedule\": effect must be 'NoExecute' when `tolerationSeconds` is set"),
        ]
    );
    assert!(tolerations_annotation("[{\"key\": \"k\", \"operator\": \"Exists\"}]").is_empty());
}
