//! Reads the parts of a Pod spec that only validation looks at: security contexts, scheduling
//! constraints, DNS settings and volume sources. A value of the wrong JSON type is skipped, as in
//! `reader.rs` (`crate::schema` reports it).

use std::collections::BTreeMap;

use crate::model::*;
use crate::yaml::{Node, NodeKind, Resolved, ScalarStyle, resolve_plain};

/// The value under `key`, unless absent or null.
fn value<'n>(node: &'n Node, key: &str) -> Option<&'n Node> {
    node.get(key).filter(|value| !value.is_null())
}

pub(super) fn string(node: &Node, key: &str) -> Option<String> {
    value(node, key)?.json_string().map(str::to_owned)
}

pub(super) fn scalar_int(node: &Node) -> Option<i64> {
    match &node.kind {
        NodeKind::Scalar(text, ScalarStyle::Plain) => resolve_plain(text).json_int(),
        _ => None,
    }
}

pub(super) fn int(node: &Node, key: &str) -> Option<i64> {
    scalar_int(value(node, key)?)
}

pub(super) fn boolean(node: &Node, key: &str) -> Option<bool> {
    match &value(node, key)?.kind {
        NodeKind::Scalar(text, ScalarStyle::Plain) => match resolve_plain(text) {
            Resolved::Bool(flag) => Some(flag),
            _ => None,
        },
        _ => None,
    }
}

pub(super) fn strings(node: &Node, key: &str) -> Vec<String> {
    let items = value(node, key).and_then(Node::items).unwrap_or(&[]);
    items.iter().filter_map(|item| item.json_string().map(str::to_owned)).collect()
}

fn ints(node: &Node, key: &str) -> Vec<i64> {
    value(node, key).and_then(Node::items).unwrap_or(&[]).iter().filter_map(scalar_int).collect()
}

pub(super) fn object<'n>(node: &'n Node, key: &str) -> Option<&'n Node> {
    value(node, key).filter(|object| object.entries().is_some())
}

pub(super) fn objects<'n>(node: &'n Node, key: &str) -> Vec<&'n Node> {
    let items = value(node, key).and_then(Node::items).unwrap_or(&[]);
    items.iter().filter(|item| item.entries().is_some()).collect()
}

pub(super) fn string_map(node: &Node, key: &str) -> BTreeMap<String, String> {
    let entries = value(node, key).and_then(Node::entries).unwrap_or(&[]);
    entries.iter().filter_map(|(key, value)| Some((key.text.clone(), value.json_string()?.to_owned()))).collect()
}

/// A quantity written as a number or a string.
pub(super) fn quantity(node: &Node, key: &str) -> Option<String> {
    value(node, key)?.scalar().map(|text| text.trim().to_owned())
}

fn profile(node: &Node, key: &str) -> Option<Profile> {
    let profile = object(node, key)?;
    Some(Profile { profile_type: string(profile, "type"), localhost_profile: string(profile, "localhostProfile") })
}

/// A container's `securityContext`.
pub(super) fn security_context(node: &Node) -> SecurityContext {
    let capabilities = object(node, "capabilities")
        .map(|caps| Capabilities { add: strings(caps, "add"), drop: strings(caps, "drop") });
    SecurityContext {
        privileged: boolean(node, "privileged"),
        allow_privilege_escalation: boolean(node, "allowPrivilegeEscalation"),
        run_as_non_root: boolean(node, "runAsNonRoot"),
        run_as_user: int(node, "runAsUser"),
        run_as_group: int(node, "runAsGroup"),
        proc_mount: string(node, "procMount"),
        capabilities,
        read_only_root_filesystem: boolean(node, "readOnlyRootFilesystem"),
        seccomp_profile: profile(node, "seccompProfile"),
        app_armor_profile: profile(node, "appArmorProfile"),
        se_linux_options: se_linux_options(node),
        windows_options: windows_options(node),
    }
}

/// `seLinuxOptions` of a security context.
fn se_linux_options(node: &Node) -> Option<SeLinuxOptions> {
    object(node, "seLinuxOptions").map(|options| SeLinuxOptions {
        user: string(options, "user"),
        role: string(options, "role"),
        selinux_type: string(options, "type"),
        level: string(options, "level"),
    })
}

/// `windowsOptions` of a security context.
fn windows_options(node: &Node) -> Option<WindowsOptions> {
    object(node, "windowsOptions").map(|options| WindowsOptions {
        gmsa_credential_spec_name: string(options, "gmsaCredentialSpecName"),
        gmsa_credential_spec: string(options, "gmsaCredentialSpec"),
        run_as_user_name: string(options, "runAsUserName"),
        host_process: boolean(options, "hostProcess"),
    })
}

fn pod_security_context(node: &Node) -> PodSecurityContext {
    PodSecurityContext {
        run_as_user: int(node, "runAsUser"),
        run_as_group: int(node, "runAsGroup"),
        run_as_non_root: boolean(node, "runAsNonRoot"),
        fs_group: int(node, "fsGroup"),
        fs_group_change_policy: string(node, "fsGroupChangePolicy"),
        supplemental_groups: ints(node, "supplementalGroups"),
        supplemental_groups_policy: string(node, "supplementalGroupsPolicy"),
        se_linux_change_policy: string(node, "seLinuxChangePolicy"),
        sysctls: objects(node, "sysctls")
            .into_iter()
            .map(|sysctl| string(sysctl, "name").unwrap_or_default())
            .collect(),
        seccomp_profile: profile(node, "seccompProfile"),
        app_armor_profile: profile(node, "appArmorProfile"),
        se_linux_options: se_linux_options(node),
        windows_options: windows_options(node),
    }
}

fn requirements(node: &Node, key: &str) -> Vec<Requirement> {
    objects(node, key)
        .into_iter()
        .map(|requirement| Requirement {
            key: string(requirement, "key").unwrap_or_default(),
            operator: string(requirement, "operator").unwrap_or_default(),
            values: strings(requirement, "values"),
        })
        .collect()
}

pub(super) fn label_selector(node: &Node, key: &str) -> Option<LabelSelector> {
    let selector = object(node, key)?;
    Some(LabelSelector {
        match_labels: string_map(selector, "matchLabels"),
        match_expressions: requirements(selector, "matchExpressions"),
    })
}

fn node_selector_term(node: &Node) -> NodeSelectorTerm {
    NodeSelectorTerm {
        match_expressions: requirements(node, "matchExpressions"),
        match_fields: requirements(node, "matchFields"),
    }
}

fn pod_affinity_term(node: &Node) -> PodAffinityTerm {
    PodAffinityTerm {
        label_selector: label_selector(node, "labelSelector"),
        namespace_selector: label_selector(node, "namespaceSelector"),
        namespaces: strings(node, "namespaces"),
        topology_key: string(node, "topologyKey").unwrap_or_default(),
        match_label_keys: strings(node, "matchLabelKeys"),
        mismatch_label_keys: strings(node, "mismatchLabelKeys"),
    }
}

const REQUIRED: &str = "requiredDuringSchedulingIgnoredDuringExecution";
const PREFERRED: &str = "preferredDuringSchedulingIgnoredDuringExecution";

fn pod_affinity(node: &Node) -> PodAffinity {
    PodAffinity {
        required: objects(node, REQUIRED).into_iter().map(pod_affinity_term).collect(),
        preferred: objects(node, PREFERRED)
            .into_iter()
            .map(|weighted| {
                let term = object(weighted, "podAffinityTerm").map(pod_affinity_term).unwrap_or_default();
                (int(weighted, "weight").unwrap_or(0), term)
            })
            .collect(),
    }
}

fn affinity(node: &Node) -> Affinity {
    let node_affinity = object(node, "nodeAffinity").map(|node_affinity| NodeAffinity {
        required: object(node_affinity, REQUIRED)
            .map(|selector| objects(selector, "nodeSelectorTerms").into_iter().map(node_selector_term).collect()),
        preferred: objects(node_affinity, PREFERRED)
            .into_iter()
            .map(|weighted| {
                let term = object(weighted, "preference").map(node_selector_term).unwrap_or_default();
                (int(weighted, "weight").unwrap_or(0), term)
            })
            .collect(),
    });
    Affinity {
        node_affinity,
        pod_affinity: object(node, "podAffinity").map(pod_affinity),
        pod_anti_affinity: object(node, "podAntiAffinity").map(pod_affinity),
    }
}

fn topology_spread_constraint(node: &Node) -> TopologySpreadConstraint {
    TopologySpreadConstraint {
        max_skew: int(node, "maxSkew").unwrap_or(0),
        topology_key: string(node, "topologyKey").unwrap_or_default(),
        when_unsatisfiable: string(node, "whenUnsatisfiable").unwrap_or_default(),
        label_selector: label_selector(node, "labelSelector"),
        min_domains: int(node, "minDomains"),
        node_affinity_policy: string(node, "nodeAffinityPolicy"),
        node_taints_policy: string(node, "nodeTaintsPolicy"),
        match_label_keys: strings(node, "matchLabelKeys"),
    }
}

/// Fills the validation-only fields of `spec` from its mapping.
pub(super) fn read_spec_fields(node: &Node, spec: &mut PodSpec) {
    spec.host_pid = boolean(node, "hostPID");
    spec.host_ipc = boolean(node, "hostIPC");
    spec.host_users = boolean(node, "hostUsers");
    spec.security_context = object(node, "securityContext").map(pod_security_context);
    spec.dns_policy = string(node, "dnsPolicy");
    spec.dns_config = object(node, "dnsConfig").map(|config| DnsConfig {
        nameservers: strings(config, "nameservers"),
        searches: strings(config, "searches"),
        option_names: objects(config, "options")
            .into_iter()
            .map(|option| string(option, "name").unwrap_or_default())
            .collect(),
    });
    spec.host_aliases = objects(node, "hostAliases")
        .into_iter()
        .map(|alias| HostAlias { ip: string(alias, "ip").unwrap_or_default(), hostnames: strings(alias, "hostnames") })
        .collect();
    spec.hostname = string(node, "hostname");
    spec.subdomain = string(node, "subdomain");
    spec.node_selector = string_map(node, "nodeSelector");
    spec.tolerations = objects(node, "tolerations")
        .into_iter()
        .map(|toleration| Toleration {
            key: string(toleration, "key"),
            operator: string(toleration, "operator"),
            value: string(toleration, "value"),
            effect: string(toleration, "effect"),
            toleration_seconds: int(toleration, "tolerationSeconds"),
        })
        .collect();
    spec.affinity = object(node, "affinity").map(affinity);
    spec.topology_spread_constraints =
        objects(node, "topologySpreadConstraints").into_iter().map(topology_spread_constraint).collect();
    spec.scheduling_gates =
        objects(node, "schedulingGates").into_iter().map(|gate| string(gate, "name").unwrap_or_default()).collect();
    spec.service_account_name = string(node, "serviceAccountName");
    spec.automount_service_account_token = boolean(node, "automountServiceAccountToken");
    spec.priority_class_name = string(node, "priorityClassName");
    spec.runtime_class_name = string(node, "runtimeClassName");
    spec.preemption_policy = string(node, "preemptionPolicy");
    spec.os = object(node, "os").map(|os| string(os, "name").unwrap_or_default());
    spec.resource_claims = objects(node, "resourceClaims")
        .into_iter()
        .map(|claim| PodResourceClaim {
            name: string(claim, "name").unwrap_or_default(),
            resource_claim_name: string(claim, "resourceClaimName"),
            resource_claim_template_name: string(claim, "resourceClaimTemplateName"),
        })
        .collect();
}

/// Volume types in the order `validateVolumeSource` checks them.
const VOLUME_TYPES: [&str; 30] = [
    "emptyDir",
    "hostPath",
    "gitRepo",
    "gcePersistentDisk",
    "awsElasticBlockStore",
    "secret",
    "nfs",
    "iscsi",
    "glusterfs",
    "flocker",
    "persistentVolumeClaim",
    "rbd",
    "cinder",
    "cephfs",
    "quobyte",
    "downwardAPI",
    "fc",
    "flexVolume",
    "configMap",
    "azureFile",
    "vsphereVolume",
    "photonPersistentDisk",
    "portworxVolume",
    "azureDisk",
    "storageos",
    "projected",
    "scaleIO",
    "csi",
    "ephemeral",
    "image",
];

/// The fields of a volume's source that validation reads.
pub(super) fn volume_fields(node: &Node) -> VolumeFields {
    let types: Vec<&'static str> = VOLUME_TYPES.into_iter().filter(|key| object(node, key).is_some()).collect();
    let host_path = object(node, "hostPath");
    // Only the first type set is validated; the others are refused.
    let first = types.first().and_then(|key| object(node, key).map(|source| (*key, source)));
    let with_mode = first.filter(|(key, _)| ["secret", "configMap", "downwardAPI", "projected"].contains(key));
    let with_items = first.filter(|(key, _)| ["secret", "configMap"].contains(key));
    let items = with_items.map_or_else(Vec::new, |(_, source)| key_to_paths(source));
    VolumeFields {
        types,
        host_path: host_path.map(|source| string(source, "path").unwrap_or_default()),
        host_path_type: host_path.and_then(|source| string(source, "type")),
        default_mode: with_mode.and_then(|(_, source)| int(source, "defaultMode")),
        items,
        claim_name: object(node, "persistentVolumeClaim").map(|source| string(source, "claimName").unwrap_or_default()),
        size_limit: object(node, "emptyDir").and_then(|source| quantity(source, "sizeLimit")),
        downward_items: object(node, "downwardAPI").map_or_else(Vec::new, downward_files),
        projections: object(node, "projected")
            .map_or_else(Vec::new, |projected| objects(projected, "sources").into_iter().map(projection).collect()),
        source_strings: first.map(|(_, source)| source_strings(source)).unwrap_or_default(),
        source_objects: first
            .and_then(|(_, source)| source.entries())
            .map(|entries| {
                entries.iter().filter(|(_, value)| value.entries().is_some()).map(|(key, _)| key.text.clone()).collect()
            })
            .unwrap_or_default(),
        source_values: first.map(|(_, source)| super::volume_sources::source_values(source)).unwrap_or_default(),
        image: object(node, "image").map(super::volume_sources::image_source),
        claim_template: object(node, "ephemeral")
            .and_then(|ephemeral| object(ephemeral, "volumeClaimTemplate"))
            .map(super::volume_sources::claim_template),
    }
}

/// The string fields of a volume source, and those of the objects inside it as `object.key`.
fn source_strings(source: &Node) -> BTreeMap<String, String> {
    let mut strings = BTreeMap::new();
    for (key, value) in source.entries().unwrap_or(&[]) {
        if let Some(text) = value.json_string() {
            strings.insert(key.text.clone(), text.to_owned());
        }
        for (inner, inner_value) in value.entries().unwrap_or(&[]) {
            if let Some(text) = inner_value.json_string() {
                strings.insert(format!("{}.{}", key.text, inner.text), text.to_owned());
            }
        }
    }
    strings
}

fn key_to_paths(source: &Node) -> Vec<KeyToPath> {
    objects(source, "items")
        .into_iter()
        .map(|item| KeyToPath {
            key: string(item, "key").unwrap_or_default(),
            path: string(item, "path").unwrap_or_default(),
            mode: int(item, "mode"),
        })
        .collect()
}

/// `fieldRef` of an env var or a downward API file.
pub(super) fn field_selector(node: &Node) -> ObjectFieldSelector {
    ObjectFieldSelector { api_version: string(node, "apiVersion"), field_path: string(node, "fieldPath") }
}

/// `resourceFieldRef` of an env var or a downward API file.
pub(super) fn resource_selector(node: &Node) -> ResourceFieldSelector {
    ResourceFieldSelector {
        container_name: string(node, "containerName"),
        resource: string(node, "resource"),
        divisor: quantity(node, "divisor"),
    }
}

fn downward_files(source: &Node) -> Vec<DownwardFile> {
    objects(source, "items")
        .into_iter()
        .map(|item| DownwardFile {
            path: string(item, "path").unwrap_or_default(),
            field_ref: object(item, "fieldRef").map(field_selector),
            resource_field_ref: object(item, "resourceFieldRef").map(resource_selector),
            mode: int(item, "mode"),
        })
        .collect()
}

fn projection(node: &Node) -> Projection {
    let kinds = ["secret", "configMap", "downwardAPI", "serviceAccountToken", "clusterTrustBundle"]
        .into_iter()
        .filter(|key| object(node, key).is_some())
        .collect();
    let keys = |key: &str| {
        object(node, key).map(|source| ProjectedKeys {
            name: string(source, "name"),
            items: key_to_paths(source),
            optional: boolean(source, "optional") == Some(true),
        })
    };
    let token = object(node, "serviceAccountToken");
    Projection {
        kinds,
        secret: keys("secret"),
        config_map: keys("configMap"),
        downward_items: object(node, "downwardAPI").map_or_else(Vec::new, downward_files),
        token_path: token.map(|token| string(token, "path").unwrap_or_default()),
        token_expiration: token.and_then(|token| int(token, "expirationSeconds")),
        trust_bundle: object(node, "clusterTrustBundle").map(super::volume_sources::trust_bundle),
    }
}
