//! Unit tests for the volume sources and claims validated in depth: validateImageVolumeSource,
//! ValidatePersistentVolumeClaimTemplate, the cluster trust bundle branch of
//! validateProjectionSources and validatePodResourceClaim's one-of rule. Each test compares
//! kubectl's exact cause lines, per version where the printed value differs.

use super::*;
use crate::defaults::apply_defaults_with;

const VERSIONS: [KubeVersion; 5] =
    [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37];

/// The cause lines for a Pod whose spec carries `spec` (indented for the spec) besides one
/// container, under `gates`.
fn lines_with(spec: &str, version: KubeVersion, gates: FeatureGates) -> Vec<String> {
    let yaml = format!("kind: Pod\nmetadata: {{name: p}}\nspec:\n{spec}  containers:\n  - name: app\n    image: app\n");
    let mut pod = crate::parse(&yaml).pod;
    apply_defaults_with(&mut pod, version, gates);
    validate_created_pod(&pod, version, gates).iter().map(|e| e.line("")).collect()
}

fn lines(spec: &str, version: KubeVersion) -> Vec<String> {
    lines_with(spec, version, version.gates())
}

#[test]
fn image_volumes_need_a_reference_and_a_known_pull_policy_from_1_35() {
    // validateImageVolumeSource: reference required for a Pod, validatePullPolicy; ImageVolume is
    // on from 1.35 (dropped before, see below), and an unset policy is defaulted first
    // (SetDefaults_Volume).
    let spec = "  volumes:\n  - {name: a, image: {pullPolicy: Sometimes}}\n  - {name: b, image: {reference: 'x:1'}}\n";
    for version in [KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        assert_eq!(
            lines(spec, version),
            [
                "spec.volumes[0].image.reference: Required value",
                "spec.volumes[0].image.pullPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"IfNotPresent\", \"Never\"",
            ],
            "on {version}"
        );
    }
}

#[test]
fn a_template_image_volume_may_leave_out_its_reference() {
    // validateImageVolumeSource checks the reference only when ResourceIsPod.
    let yaml = "kind: Pod\nmetadata: {name: p}\nspec:\n  volumes: [{name: a, image: {}}]\n  containers: [{name: app, image: app}]\n";
    let version = KubeVersion::V1_35;
    let mut pod = crate::parse(yaml).pod;
    apply_defaults_with(&mut pod, version, version.gates());
    let options = ValidationOptions { template: true, ..ValidationOptions::default() };
    assert!(validate_with(&pod, version, options).is_empty());
    assert_eq!(lines("  volumes: [{name: a, image: {}}]\n", version), ["spec.volumes[0].image.reference: Required value"]);
}

const TEMPLATE: &str = "spec.volumes[0].ephemeral.volumeClaimTemplate";

#[test]
fn a_claim_template_needs_access_modes_and_a_storage_request() {
    // ValidatePersistentVolumeClaimSpec: the first rules, in upstream order.
    let spec = "  volumes:\n  - name: data\n    ephemeral:\n      volumeClaimTemplate:\n        spec: {accessModes: [ReadWriteOncePod, ReadWriteOnce, Sometimes]}\n";
    for version in VERSIONS {
        assert_eq!(
            lines(spec, version),
            [
                format!("{TEMPLATE}.spec.accessModes: Unsupported value: \"Sometimes\": supported values: \"ReadOnlyMany\", \"ReadWriteMany\", \"ReadWriteOnce\", \"ReadWriteOncePod\""),
                format!("{TEMPLATE}.spec.accessModes: Forbidden: may not use ReadWriteOncePod with other access modes"),
                format!("{TEMPLATE}.spec.resources[storage]: Required value"),
            ],
            "on {version}"
        );
    }
    let empty = "  volumes:\n  - name: data\n    ephemeral: {volumeClaimTemplate: {spec: {resources: {requests: {storage: '0'}}}}}\n";
    assert_eq!(
        lines(empty, KubeVersion::V1_35),
        [
            format!("{TEMPLATE}.spec.accessModes: Required value: at least 1 access mode is required"),
            format!("{TEMPLATE}.spec.resources[storage]: Invalid value: \"0\": must be greater than zero"),
        ]
    );
}

#[test]
fn a_claim_template_s_metadata_takes_only_labels_and_annotations() {
    // ValidateTemplateObjectMeta: annotations, labels, then validateFieldAllowList over the rest
    // of ObjectMeta, named by Go field (`uID`).
    let spec = "  volumes:\n  - name: data\n    ephemeral:\n      volumeClaimTemplate:\n        metadata: {name: x, uid: u, namespace: '', labels: {'a/b/c': v}}\n        spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n";
    let got = lines(spec, KubeVersion::V1_35);
    assert_eq!(got.len(), 3, "{got:?}");
    assert!(got[0].starts_with(&format!("{TEMPLATE}.metadata.labels: Invalid value: \"a/b/c\": ")), "{got:?}");
    assert_eq!(got[1], format!("{TEMPLATE}.metadata.name: Forbidden: cannot be set"));
    assert_eq!(got[2], format!("{TEMPLATE}.metadata.uID: Forbidden: cannot be set"));
}

#[test]
fn a_claim_template_s_class_mode_and_data_sources_are_checked() {
    // ValidatePersistentVolumeClaimSpec: storageClassName, volumeMode, validateDataSource and
    // validateDataSourceRef, then the two must match (the value is a field path: `{}` from 1.34).
    let spec = "  volumes:\n  - name: data\n    ephemeral:\n      volumeClaimTemplate:\n        spec:\n          accessModes: [ReadWriteOnce]\n          resources: {requests: {storage: 1Gi}}\n          storageClassName: Fast_SSD\n          volumeMode: Raw\n          dataSource: {kind: Snapshot, name: s}\n          dataSourceRef: {kind: PersistentVolumeClaim, name: p, apiGroup: 'a_b'}\n";
    let subdomain = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    let common = [
        format!("{TEMPLATE}.spec.storageClassName: Invalid value: \"Fast_SSD\": {subdomain}"),
        format!("{TEMPLATE}.spec.volumeMode: Unsupported value: \"Raw\": supported values: \"Block\", \"Filesystem\""),
        format!("{TEMPLATE}.spec.dataSource: Invalid value: \"Snapshot\": must be 'PersistentVolumeClaim' when referencing the default apiGroup"),
        format!("{TEMPLATE}.spec.dataSourceRef.apiGroup: Invalid value: \"a_b\": {subdomain}"),
    ];
    assert_eq!(lines(spec, KubeVersion::V1_33), common);
    for version in [KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        let mut expected = common.to_vec();
        expected.push(format!("{TEMPLATE}.spec: Invalid value: {{}}: must match dataSourceRef"));
        assert_eq!(lines(spec, version), expected, "on {version}");
    }
}

const BUNDLE: &str = "spec.volumes[0].projected.sources[0].clusterTrustBundle";

fn bundle_lines(bundle: &str, version: KubeVersion) -> Vec<String> {
    let spec = format!("  volumes:\n  - name: certs\n    projected:\n      sources:\n      - clusterTrustBundle: {bundle}\n");
    let gates = FeatureGates { cluster_trust_bundle_projection: true, ..version.gates() };
    lines_with(&spec, version, gates)
}

#[test]
fn cluster_trust_bundles_are_dropped_while_their_gate_is_off() {
    // dropDisabledClusterTrustBundleProjection: the source is removed before validation.
    let spec = "  volumes:\n  - name: certs\n    projected:\n      sources:\n      - clusterTrustBundle: {path: ''}\n";
    for version in VERSIONS {
        assert!(lines(spec, version).is_empty(), "on {version}");
    }
}

#[test]
fn a_cluster_trust_bundle_names_a_bundle_or_a_signer() {
    // validateProjectionSources: neither, a bad name with a label selector, path rules.
    for version in VERSIONS {
        assert_eq!(
            bundle_lines("{path: ../x}", version),
            [
                format!("{BUNDLE}: Required value: either name or signerName must be specified"),
                format!("{BUNDLE}.path: Invalid value: \"../x\": must not contain '..'"),
            ],
            "on {version}"
        );
    }
    let subdomain = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    let named = "{name: 'example.com:signer:Bad', labelSelector: {matchLabels: {a: b}}, path: ca.pem}";
    let name_line = format!("{BUNDLE}.name: Invalid value: \"example.com:signer:Bad\": not a valid clustertrustbundlename: {subdomain}");
    assert_eq!(
        bundle_lines(named, KubeVersion::V1_33),
        [
            name_line.clone(),
            format!("{BUNDLE}.labelSelector: Invalid value: v1.LabelSelector{{MatchLabels:map[string]string{{\"a\":\"b\"}}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}}: labelSelector must be unset if name is specified"),
        ]
    );
    assert_eq!(
        bundle_lines(named, KubeVersion::V1_35),
        [
            name_line,
            format!("{BUNDLE}.labelSelector: Invalid value: {{\"matchLabels\":{{\"a\":\"b\"}}}}: labelSelector must be unset if name is specified"),
        ]
    );
}

#[test]
fn both_a_bundle_name_and_a_signer_print_the_projection() {
    // The value is the internal core.ClusterTrustBundleProjection: JSON with Go field names from
    // 1.34, `%#v` with pointer addresses in 1.33.
    let both = "{name: a, signerName: example.com/s, path: p}";
    assert_eq!(
        bundle_lines(both, KubeVersion::V1_35),
        [format!("{BUNDLE}: Invalid value: {{\"Name\":\"a\",\"SignerName\":\"example.com/s\",\"LabelSelector\":null,\"Optional\":null,\"Path\":\"p\"}}: only one of name and signerName may be used")]
    );
    assert_eq!(
        bundle_lines(both, KubeVersion::V1_33),
        [format!("{BUNDLE}: Invalid value: core.ClusterTrustBundleProjection{{Name:(*string)(0xc…), SignerName:(*string)(0xc…), LabelSelector:(*v1.LabelSelector)(nil), Optional:(*bool)(nil), Path:\"p\"}}: only one of name and signerName may be used")]
    );
}

#[test]
fn a_signer_name_is_a_domain_and_a_path() {
    // ValidateSignerName: the shape first, then the domain's first bad label, its dots, the path.
    assert_eq!(
        bundle_lines("{signerName: nodomain, path: p}", KubeVersion::V1_35),
        [format!("{BUNDLE}.signerName: Invalid value: \"nodomain\": must be a fully qualified domain and path of the form 'example.com/signer-name'")]
    );
    let label = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    assert_eq!(
        bundle_lines("{signerName: Example/x, path: p}", KubeVersion::V1_35),
        [
            format!("{BUNDLE}.signerName: Invalid value: \"Example\": validating label \"Example\": {label}"),
            format!("{BUNDLE}.signerName: Invalid value: \"Example\": should be a domain with at least two segments separated by dots"),
        ]
    );
    assert_eq!(
        bundle_lines("{signerName: '', path: p}", KubeVersion::V1_35),
        [
            format!("{BUNDLE}.signerName: Required value: must be a valid signer name"),
            format!("{BUNDLE}.signerName: Required value"),
        ]
    );
}

#[test]
fn a_pod_resource_claim_names_exactly_one_source() {
    // validatePodResourceClaim: both or neither, with the claim printed as JSON of the internal
    // core.PodResourceClaim (DynamicResourceAllocation is on from 1.34; 1.33 drops the claims).
    let spec = "  resourceClaims:\n  - {name: both, resourceClaimName: a, resourceClaimTemplateName: b}\n  - {name: none}\n";
    assert!(lines(spec, KubeVersion::V1_33).is_empty());
    for version in [KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        assert_eq!(
            lines(spec, version),
            [
                "spec.resourceClaims[0]: Invalid value: {\"Name\":\"both\",\"ResourceClaimName\":\"a\",\"ResourceClaimTemplateName\":\"b\"}: at most one of `resourceClaimName` or `resourceClaimTemplateName` may be specified",
                "spec.resourceClaims[1]: Invalid value: {\"Name\":\"none\",\"ResourceClaimName\":null,\"ResourceClaimTemplateName\":null}: must specify one of: `resourceClaimName`, `resourceClaimTemplateName`",
            ],
            "on {version}"
        );
    }
    // With the gate turned on, 1.33 prints Go syntax; a nil pointer is knowable.
    let gates = FeatureGates { dynamic_resource_allocation: true, ..KubeVersion::V1_33.gates() };
    assert_eq!(
        lines_with("  resourceClaims: [{name: none}]\n", KubeVersion::V1_33, gates),
        ["spec.resourceClaims[0]: Invalid value: core.PodResourceClaim{Name:\"none\", ResourceClaimName:(*string)(nil), ResourceClaimTemplateName:(*string)(nil)}: must specify one of: `resourceClaimName`, `resourceClaimTemplateName`"]
    );
}

#[test]
fn legacy_sources_need_their_identifying_fields() {
    // validateRBDVolumeSource, validateCephFSVolumeSource, validateCinderVolumeSource,
    // validateAzureFile, validateGCEPersistentDiskVolumeSource (at `persistentDisk`, as upstream
    // names it), validateAWSElasticBlockStoreVolumeSource, validateFlockerVolumeSource.
    let spec = "  volumes:\n  - {name: a, rbd: {monitors: []}}\n  - {name: b, cephfs: {path: /}}\n  - {name: c, cinder: {secretRef: {}}}\n  - {name: d, azureFile: {}}\n  - {name: e, gcePersistentDisk: {partition: 300}}\n  - {name: f, awsElasticBlockStore: {volumeID: v, partition: -1}}\n  - {name: g, flocker: {datasetName: a/b, datasetUUID: u}}\n";
    for version in VERSIONS {
        assert_eq!(
            lines(spec, version),
            [
                "spec.volumes[0].rbd.monitors: Required value",
                "spec.volumes[0].rbd.image: Required value",
                "spec.volumes[1].cephfs.monitors: Required value",
                "spec.volumes[2].cinder.volumeID: Required value",
                "spec.volumes[2].cinder.secretRef.name: Required value",
                "spec.volumes[3].azureFile.secretName: Required value",
                "spec.volumes[3].azureFile.shareName: Required value",
                "spec.volumes[4].persistentDisk.pdName: Required value",
                "spec.volumes[4].persistentDisk.partition: Invalid value: 300: must be between 1 and 255, inclusive",
                "spec.volumes[5].awsElasticBlockStore.partition: Invalid value: -1: must be between 1 and 255, inclusive",
                "spec.volumes[6].flocker: Invalid value: \"resource\": datasetName and datasetUUID can not be specified simultaneously",
                "spec.volumes[6].flocker.datasetName: Invalid value: \"a/b\": must not contain '/'",
            ],
            "on {version}"
        );
    }
}

#[test]
fn iscsi_names_luns_and_chap_secrets_are_checked() {
    // validateISCSIVolumeSource, then validateVolumeSource's length rule for an initiator name.
    let spec = "  volumes:\n  - name: a-rather-long-volume-name-for-iscsi-with-more-characters\n    iscsi: {targetPortal: '10.0.0.1:3260', iqn: 'iqn.2001-04.com.example', lun: 256, chapAuthSession: true, initiatorName: 'eui.123'}\n  - {name: b, iscsi: {targetPortal: t, iqn: 'x.y', lun: 0}}\n";
    assert_eq!(
        lines(spec, KubeVersion::V1_35),
        [
            "spec.volumes[0].iscsi.iqn: Invalid value: \"iqn.2001-04.com.example\": must be valid format",
            "spec.volumes[0].iscsi.lun: Invalid value: 256: must be between 0 and 255, inclusive",
            "spec.volumes[0].iscsi.secretRef: Required value",
            "spec.volumes[0].iscsi.initiatorname: Invalid value: \"eui.123\": must be valid format",
            "spec.volumes[0].name: Invalid value: \"a-rather-long-volume-name-for-iscsi-with-more-characters\": Total length of <volume name>:<iscsi.targetPortal> must be under 64 characters if iscsi.initiatorName is specified.",
            "spec.volumes[1].iscsi.iqn: Invalid value: \"x.y\": must be valid format starting with iqn, eui, or naa",
        ]
    );
    let good = "  volumes:\n  - {name: a, iscsi: {targetPortal: t, iqn: 'iqn.2001-04.com.example:storage.disk1', lun: 0}}\n";
    assert!(lines(good, KubeVersion::V1_35).is_empty());
}

#[test]
fn fibre_channel_flex_azure_disk_quobyte_and_storageos_rules() {
    // validateFCVolumeSource (the []string value: JSON from 1.34), validateFlexVolumeSource,
    // validateAzureDisk, validateQuobyteVolumeSource, validateStorageOSVolumeSource.
    let spec = "  volumes:\n  - {name: a, fc: {targetWWNs: [w1], wwids: [i1]}}\n  - {name: b, flexVolume: {driver: d, options: {kubernetes.io/x: '1', ok: '2'}}}\n  - {name: c, azureDisk: {diskName: disk1, diskURI: 'disk.vhd', kind: Shared, cachingMode: Fast}}\n  - {name: d, quobyte: {registry: 'host', volume: v}}\n  - {name: e, storageos: {volumeName: Bad_Name}}\n";
    let label = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    let rest = |wwns: &str| {
        vec![
            format!("spec.volumes[0].fc.targetWWNs: Invalid value: {wwns}: targetWWNs and wwids can not be specified simultaneously"),
            "spec.volumes[0].fc.lun: Required value: lun is required if targetWWNs is specified".to_owned(),
            "spec.volumes[1].flexVolume.options[kubernetes.io/x]: Invalid value: \"kubernetes.io/x\": kubernetes.io and k8s.io namespaces are reserved".to_owned(),
            "spec.volumes[2].azureDisk.cachingMode: Unsupported value: \"Fast\": supported values: \"None\", \"ReadOnly\", \"ReadWrite\"".to_owned(),
            "spec.volumes[2].azureDisk.diskURI: Unsupported value: \"disk.vhd\": supported values: \"https://{account-name}.blob.core.windows.net/{container-name}/{disk-name}.vhd\"".to_owned(),
            "spec.volumes[3].quobyte.registry: Invalid value: \"host\": must be a host:port pair or multiple pairs separated by commas".to_owned(),
            format!("spec.volumes[4].storageos.volumeName: Invalid value: \"Bad_Name\": {label}"),
        ]
    };
    assert_eq!(lines(spec, KubeVersion::V1_33), rest("[]string{\"w1\"}"));
    assert_eq!(lines(spec, KubeVersion::V1_35), rest("[\"w1\"]"));
}

#[test]
fn image_volumes_and_their_mounts_are_dropped_while_the_gate_is_off() {
    // dropImageVolumes: ImageVolume is off in 1.33 and 1.34, so the bad volume never reaches
    // validation; turned on, it is checked as on 1.35.
    let yaml = "kind: Pod\nmetadata: {name: p}\nspec:\n  volumes: [{name: tools, image: {}}]\n  containers:\n  - {name: app, image: app, volumeMounts: [{name: tools, mountPath: /tools}]}\n";
    for version in [KubeVersion::V1_33, KubeVersion::V1_34] {
        let mut pod = crate::parse(yaml).pod;
        let dropped: Vec<String> =
            apply_defaults_with(&mut pod, version, version.gates()).into_iter().map(|d| d.field).collect();
        assert_eq!(dropped, ["spec.volumes[0]"], "on {version}");
        assert!(pod.spec.volumes.is_empty() && pod.spec.containers[0].volume_mounts.is_empty(), "on {version}");
        assert!(validate_created_pod(&pod, version, version.gates()).is_empty(), "on {version}");
        let gates = FeatureGates { image_volume: true, ..version.gates() };
        assert_eq!(
            lines_with("  volumes: [{name: tools, image: {}}]\n", version, gates),
            ["spec.volumes[0].image.reference: Required value"],
            "on {version}"
        );
    }
}

#[test]
fn a_projected_source_with_a_secret_and_a_config_map_checks_both() {
    // validateProjectionSources validates each source it finds, then refuses the second.
    let spec = "  volumes:\n  - name: p\n    projected:\n      sources:\n      - {secret: {items: [{key: a, path: x}]}, configMap: {items: [{key: b, path: x}]}}\n";
    for version in VERSIONS {
        assert_eq!(
            lines(spec, version),
            [
                "spec.volumes[0].projected.sources[0].secret.name: Required value",
                "spec.volumes[0].projected.sources[0].configMap.name: Required value",
                "spec.volumes[0].projected: Invalid value: \"\": conflicting duplicate paths",
                "spec.volumes[0].projected.sources[0]: Forbidden: may not specify more than 1 volume type per source",
            ],
            "on {version}"
        );
    }
}
