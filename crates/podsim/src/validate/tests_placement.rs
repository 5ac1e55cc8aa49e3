//! Unit tests for placement, volumes and security rules of ValidatePodSpec; each names the
//! upstream function it follows.

use super::tests_rules::{check, lines, pod};
use crate::version::KubeVersion;

const NAME_PART: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";

#[test]
fn tolerations_follow_validate_tolerations() {
    let spec = "  tolerations:\n  - {operator: Equal, value: x}\n  - {key: k, operator: Exists, value: v}\n  - {key: k, value: 'a b', effect: NoSchedule, tolerationSeconds: 5}\n  - {key: k, operator: Less, effect: Never}\n";
    check(
        "",
        spec,
        &[
            "spec.tolerations[0].operator: Invalid value: \"Equal\": operator must be Exists when `key` is empty, which means \"match all values and all keys\"",
            "spec.tolerations[1].operator: Invalid value: \"v\": value must be empty when `operator` is 'Exists'",
            "spec.tolerations[2].effect: Invalid value: \"NoSchedule\": effect must be 'NoExecute' when `tolerationSeconds` is set",
            "spec.tolerations[2].operator: Invalid value: \"a b\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
            "spec.tolerations[3].operator: Unsupported value: \"Less\": supported values: \"Equal\", \"Exists\"",
            "spec.tolerations[3].effect: Unsupported value: \"Never\": supported values: \"NoSchedule\", \"PreferNoSchedule\", \"NoExecute\"",
        ],
    );
}

#[test]
fn a_key_with_two_slashes_is_worded_per_version() {
    // IsQualifiedName (1.33, 1.34) became content.IsLabelKey (1.35) with a new noun.
    let spec = "  nodeSelector: {'a/b/c': x}\n";
    let line = |noun: &str| {
        format!(
            "spec.nodeSelector: Invalid value: \"a/b/c\": {noun} must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
        )
    };
    assert_eq!(lines(&pod("", spec), KubeVersion::V1_33), vec![line("a qualified name")]);
    assert_eq!(lines(&pod("", spec), KubeVersion::V1_34), vec![line("a qualified name")]);
    assert_eq!(lines(&pod("", spec), KubeVersion::V1_35), vec![line("a valid label key")]);
}

#[test]
fn node_affinity_follows_validate_node_selector() {
    let spec = "  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n        - matchExpressions: [{key: zone, operator: In}, {key: size, operator: Gt, values: ['1', '2']}, {key: k, operator: Has}]\n          matchFields: [{key: metadata.uid, operator: In, values: [a]}]\n      preferredDuringSchedulingIgnoredDuringExecution:\n      - {weight: 0, preference: {matchExpressions: [{key: zone, operator: In, values: ['not valid']}]}}\n";
    let terms = "spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0]";
    check(
        "",
        spec,
        &[
            &format!(
                "{terms}.matchExpressions[0].values: Required value: must be specified when `operator` is 'In' or 'NotIn'"
            ),
            &format!(
                "{terms}.matchExpressions[1].values: Required value: must be specified single value when `operator` is 'Lt' or 'Gt'"
            ),
            &format!("{terms}.matchExpressions[2].operator: Invalid value: \"Has\": not a valid selector operator"),
            &format!("{terms}.matchFields[0].key: Invalid value: \"metadata.uid\": not a valid field selector key"),
            "spec.affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].weight: Invalid value: 0: must be in the range 1-100",
        ],
    );
    check(
        "",
        "  affinity: {nodeAffinity: {requiredDuringSchedulingIgnoredDuringExecution: {nodeSelectorTerms: []}}}\n",
        &[
            "spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms: Required value: must have at least one node selector term",
        ],
    );
}

#[test]
fn pod_affinity_terms_need_a_topology_key() {
    // validatePodAffinityTerm: an empty topologyKey is Required and not a qualified name.
    let spec = "  affinity:\n    podAntiAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n      - labelSelector: {matchExpressions: [{key: app, operator: Exists, values: [x]}]}\n        namespaces: [Prod]\n        topologyKey: ''\n      preferredDuringSchedulingIgnoredDuringExecution:\n      - weight: 101\n        podAffinityTerm: {matchLabelKeys: [app], topologyKey: zone}\n";
    let required = "spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0]";
    let preferred = "spec.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0]";
    check(
        "",
        spec,
        &[
            &format!(
                "{required}.labelSelector.matchExpressions[0].values: Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist'"
            ),
            &format!(
                "{required}.namespace: Invalid value: \"Prod\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"
            ),
            &format!("{required}.topologyKey: Required value: can not be empty"),
            &format!("{required}.topologyKey: Invalid value: \"\": name part must be non-empty"),
            &format!("{required}.topologyKey: Invalid value: \"\": {NAME_PART}"),
            &format!("{preferred}.weight: Invalid value: 101: must be in the range 1-100"),
            &format!(
                "{preferred}.podAffinityTerm.matchLabelKeys: Forbidden: must not be specified when labelSelector is not set"
            ),
        ],
    );
}

#[test]
fn topology_spread_follows_validate_topology_spread_constraints() {
    let spec = "  topologySpreadConstraints:\n  - {maxSkew: 0, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway, minDomains: 2, nodeTaintsPolicy: Always}\n  - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway, matchLabelKeys: [app], labelSelector: {matchLabels: {app: web}}}\n  - {maxSkew: 1, topologyKey: '', whenUnsatisfiable: Maybe}\n";
    let first = "spec.topologySpreadConstraints[0]";
    check(
        "",
        spec,
        &[
            &format!("{first}.maxSkew: Invalid value: 0: must be greater than zero"),
            &format!("{first}.{{topologyKey, whenUnsatisfiable}}: Duplicate value: \"{{zone, ScheduleAnyway}}\""),
            &format!(
                "{first}.minDomains: Invalid value: 2: can only use minDomains if whenUnsatisfiable=DoNotSchedule, not ScheduleAnyway"
            ),
            &format!(
                "{first}.nodeTaintsPolicy: Unsupported value: \"Always\": supported values: \"Honor\", \"Ignore\""
            ),
            "spec.topologySpreadConstraints[1].matchLabelKeys[0]: Invalid value: \"app\": exists in both matchLabelKeys and labelSelector",
            "spec.topologySpreadConstraints[2].topologyKey: Required value: can not be empty",
            "spec.topologySpreadConstraints[2].whenUnsatisfiable: Unsupported value: \"Maybe\": supported values: \"DoNotSchedule\", \"ScheduleAnyway\"",
        ],
    );
}

#[test]
fn readiness_gates_host_aliases_and_names() {
    // validateReadinessGates, ValidateHostAliases, hostname/subdomain, and the object names.
    let spec = "  readinessGates: [{conditionType: 'example.com/ready!'}]\n  hostname: Web\n  hostAliases: [{ip: '::ffff:1.2.3.4', hostnames: [ok.local, 'Bad_Host']}]\n  priorityClassName: High\n  preemptionPolicy: Always\n";
    check(
        "",
        spec,
        &[
            &format!("spec.readinessGates[0].conditionType: Invalid value: \"example.com/ready!\": {NAME_PART}"),
            "spec.hostname: Invalid value: \"Web\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
            "spec.hostAliases[0].ip: Invalid value: \"::ffff:1.2.3.4\": must not be an IPv4-mapped IPv6 address",
            "spec.hostAliases[0].hostnames[1]: Invalid value: \"Bad_Host\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
            "spec.priorityClassName: Invalid value: \"High\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
            "spec.preemptionPolicy: Unsupported value: \"Always\": supported values: \"PreemptLowerPriority\", \"Never\"",
        ],
    );
}

#[test]
fn volume_sources_follow_validate_volume_source() {
    let spec = "  volumes:\n  - {name: a, hostPath: {path: /a/../b, type: Folder}}\n  - {name: b, configMap: {name: cm, defaultMode: 512, items: [{key: '', path: /abs, mode: -1}]}}\n  - {name: c, persistentVolumeClaim: {claimName: ''}}\n  - {name: d, emptyDir: {}, secret: {secretName: s}}\n";
    check(
        "",
        spec,
        &[
            "spec.volumes[0].hostPath.path: Invalid value: \"/a/../b\": must not contain '..'",
            "spec.volumes[0].hostPath.type: Unsupported value: \"Folder\": supported values: \"\", \"BlockDevice\", \"CharDevice\", \"Directory\", \"DirectoryOrCreate\", \"File\", \"FileOrCreate\", \"Socket\"",
            "spec.volumes[1].configMap.defaultMode: Invalid value: 512: must be a number between 0 and 0777 (octal), both inclusive",
            "spec.volumes[1].configMap.items[0].key: Required value",
            "spec.volumes[1].configMap.items[0].path: Invalid value: \"/abs\": must be a relative path",
            "spec.volumes[1].configMap.items[0].mode: Invalid value: -1: must be a number between 0 and 0777 (octal), both inclusive",
            "spec.volumes[2].persistentVolumeClaim.claimName: Required value",
            "spec.volumes[3].secret: Forbidden: may not specify more than 1 volume type",
        ],
    );
}

#[test]
fn mounts_check_propagation_and_recursive_read_only() {
    // validateMountPropagation and validateMountRecursiveReadOnly (reported at the list's path).
    let extra = "    volumeMounts:\n    - {name: data, mountPath: /a, mountPropagation: Bidirectional}\n    - {name: data, mountPath: /b, recursiveReadOnly: Enabled}\n";
    check(
        extra,
        "  volumes: [{name: data, emptyDir: {}}]\n",
        &[
            "spec.containers[0].volumeMounts.mountPropagation: Forbidden: Bidirectional mount propagation is available only to privileged containers",
            "spec.containers[0].volumeMounts.recursiveReadOnly: Forbidden: may only be specified when readOnly is true",
        ],
    );
}

#[test]
fn security_profiles_proc_mount_and_host_namespaces() {
    // ValidateSecurityContext, validatePodSpecSecurityContext and validateHostUsers.
    let extra = "    securityContext:\n      procMount: Unmasked\n      seccompProfile: {type: Localhost}\n      appArmorProfile: {type: RuntimeDefault, localhostProfile: p}\n";
    let spec = "  hostPID: true\n  shareProcessNamespace: true\n  securityContext:\n    sysctls: [{name: net.core.somaxconn}, {name: net.core.somaxconn}, {name: 'Kernel.x'}]\n    fsGroupChangePolicy: Sometimes\n    seccompProfile: {type: RuntimeDefault, localhostProfile: x}\n";
    check(
        extra,
        spec,
        &[
            "spec.containers[0].securityContext.procMount: Invalid value: \"Unmasked\": `hostUsers` must be false to use `Unmasked`",
            "spec.containers[0].securityContext.seccompProfile.localhostProfile: Required value: must be set when seccomp type is Localhost",
            "spec.containers[0].securityContext.appArmorProfile.localhostProfile: Invalid value: \"p\": can only be set when AppArmor type is Localhost",
            "spec.securityContext.shareProcessNamespace: Invalid value: true: ShareProcessNamespace and HostPID cannot both be enabled",
            "spec.securityContext.sysctls[1].name: Duplicate value: \"net.core.somaxconn\"",
            "spec.securityContext.sysctls[2].name: Invalid value: \"Kernel.x\": must have at most 253 characters and match regex ^([a-z0-9]([-_a-z0-9]*[a-z0-9])?[\\./])*[a-z0-9]([-_a-z0-9]*[a-z0-9])?$",
            "spec.securityContext.fsGroupChangePolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"OnRootMismatch\"",
            "spec.securityContext.seccompProfile.localhostProfile: Invalid value: {\"Type\":\"RuntimeDefault\",\"LocalhostProfile\":\"x\"}: can only be set when seccomp type is Localhost",
        ],
    );
    check(
        "",
        "  hostUsers: false\n  hostNetwork: true\n  hostIPC: true\n",
        &[
            "spec.hostNetwork: Forbidden: when `pod.Spec.HostUsers` is false",
            "spec.HostIPC: Forbidden: when `pod.Spec.HostUsers` is false",
        ],
    );
}

#[test]
fn windows_pods_refuse_linux_only_fields() {
    // validateOS and validateWindows.
    check(
        "    securityContext: {runAsUser: 1}\n",
        "  os: {name: windows}\n  securityContext: {fsGroup: 1}\n",
        &[
            "spec.securityContext.fsGroup: Forbidden: cannot be set for a windows pod",
            "spec.containers[0].securityContext.runAsUser: Forbidden: cannot be set for a windows pod",
        ],
    );
    check(
        "",
        "  os: {name: mac}\n",
        &["spec.os: Unsupported value: \"mac\": supported values: \"linux\", \"windows\""],
    );
}

#[test]
fn pod_labels_and_annotations_follow_validate_object_meta() {
    // apimachinery ValidateLabels and ValidateAnnotations (keys lowercased first), at the map's path.
    let text = "kind: Pod\nmetadata:\n  name: p\n  labels: {app: 'web server'}\n  annotations: {'Example.com/Note': x, 'bad key': note}\nspec:\n  containers: [{name: app, image: app}]\n";
    let expected = [
        "metadata.labels: Invalid value: \"web server\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')".to_owned(),
        format!("metadata.annotations: Invalid value: \"bad key\": {NAME_PART}"),
    ];
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35] {
        assert_eq!(lines(text, version), expected, "on {version}");
    }
}

#[test]
fn downward_api_and_projected_sources() {
    // validateDownwardAPIVolumeFile (errors under the source, without the item's index) and
    // validateProjectionSources.
    let spec = "  volumes:\n  - name: info\n    downwardAPI:\n      items:\n      - {path: labels, fieldRef: {fieldPath: spec.nodeName}}\n      - {path: cpu, resourceFieldRef: {resource: limits.cpu}}\n      - {path: x}\n  - name: all\n    projected:\n      sources:\n      - {configMap: {name: cm, items: [{key: a, path: same}]}}\n      - {secret: {name: s, items: [{key: b, path: same}]}}\n      - {serviceAccountToken: {path: token, expirationSeconds: 60}}\n";
    check(
        "",
        spec,
        &[
            "spec.volumes[0].downwardAPI.fieldRef.fieldPath: Unsupported value: \"spec.nodeName\": supported values: \"metadata.annotations\", \"metadata.labels\", \"metadata.name\", \"metadata.namespace\", \"metadata.uid\"",
            "spec.volumes[0].downwardAPI.resourceFieldRef.containerName: Required value",
            "spec.volumes[0].downwardAPI: Required value: one of fieldRef and resourceFieldRef is required",
            "spec.volumes[1].projected: Invalid value: \"s\": conflicting duplicate paths",
            "spec.volumes[1].projected.sources[2].serviceAccountToken.expirationSeconds: Invalid value: 60: may not specify a duration less than 10 minutes",
        ],
    );
}

#[test]
fn image_volumes_take_a_sub_path_since_1_33() {
    // KEP-4639 (beta in 1.33) lifted the alpha rule "Disallow subPath/subPathExpr for image
    // volumes"; kubernetes.io's image-volumes-subpath example relies on it.
    let spec = "  volumes: [{name: tools, image: {reference: busybox}}, {name: data, emptyDir: {}}]\n";
    let extra = "    volumeMounts:\n    - {name: tools, mountPath: /tools, subPath: bin}\n    - {name: tools, mountPath: /more, subPathExpr: $(POD)}\n    - {name: data, mountPath: /data, subPath: bin}\n";
    check(extra, spec, &[]);
}

#[test]
fn an_ephemeral_volume_s_claim_name_must_be_a_subdomain() {
    // validateVolumeSource: the claim <pod>-<volume> is checked with ValidatePersistentVolumeName.
    let name = "a".repeat(250);
    let text = format!(
        "kind: Pod\nmetadata: {{name: {name}}}\nspec:\n  volumes: [{{name: scratch, ephemeral: {{volumeClaimTemplate: {{spec: {{accessModes: [ReadWriteOnce], resources: {{requests: {{storage: 1Gi}}}}}}}}}}}}]\n  containers:\n  - name: app\n    image: app\n"
    );
    let expected = format!(
        "spec.volumes[0].name: Invalid value: \"scratch\": PVC name \"{name}-scratch\": must be no more than 253 characters"
    );
    assert_eq!(lines(&text, KubeVersion::V1_35), vec![expected]);
}
