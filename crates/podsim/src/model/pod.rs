//! Pod, its metadata and spec.

use std::collections::BTreeMap;

use super::container::{Container, ObjectFieldSelector, ResourceFieldSelector, ResourceList, ResourceRequirements};
use super::scheduling::{Affinity, DnsConfig, HostAlias, Toleration, TopologySpreadConstraint};
use super::security::PodSecurityContext;
use super::status::PodStatus;

/// A Pod (or the pod template of a workload), as written by the user.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Pod {
    /// Metadata (for a workload: the template's, with the workload's name filled in).
    pub metadata: ObjectMeta,
    /// The spec.
    pub spec: std::rc::Rc<PodSpec>,
    /// The status, when the input came from `kubectl get pod -o yaml`.
    pub status: Option<PodStatus>,
    /// The Job that creates this Pod, when the input was a Job or a CronJob.
    pub job: Option<super::job::JobSpec>,
}

/// The parts of `metadata` podsim uses.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObjectMeta {
    /// `metadata.name`.
    pub name: Option<String>,
    /// `metadata.generateName`.
    pub generate_name: Option<String>,
    /// `metadata.namespace`.
    pub namespace: Option<String>,
    /// `metadata.uid`.
    pub uid: Option<String>,
    /// `metadata.labels`.
    pub labels: BTreeMap<String, String>,
    /// `metadata.annotations`.
    pub annotations: BTreeMap<String, String>,
    /// `metadata.creationTimestamp` (RFC 3339).
    pub creation_timestamp: Option<String>,
    /// `metadata.deletionTimestamp` (RFC 3339).
    pub deletion_timestamp: Option<String>,
    /// `metadata.deletionGracePeriodSeconds`.
    pub deletion_grace_period_seconds: Option<i64>,
    /// `metadata.generation`.
    pub generation: Option<i64>,
    /// The controller owner reference as `Kind/name`, for a Pod a workload's controller creates.
    pub controller: Option<String>,
    /// `metadata.ownerReferences`, as written.
    pub owner_references: Vec<OwnerReference>,
    /// `metadata.finalizers`.
    pub finalizers: Vec<String>,
}

/// `metadata.ownerReferences[*]` (`metav1.OwnerReference`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OwnerReference {
    /// `apiVersion`.
    pub api_version: String,
    /// `kind`.
    pub kind: String,
    /// `name`.
    pub name: String,
    /// `uid`.
    pub uid: String,
    /// `controller`.
    pub controller: Option<bool>,
    /// `blockOwnerDeletion`.
    pub block_owner_deletion: Option<bool>,
}

/// 2026-01-01T00:00:00Z: creation time of simulated Pods without a `creationTimestamp`.
pub const DEFAULT_CREATION_UNIX: i64 = 1_767_225_600;

/// `spec` of a Pod.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodSpec {
    /// `spec.initContainers`, in order (sidecars are those with `restartPolicy: Always`).
    pub init_containers: Vec<Container>,
    /// `spec.containers`.
    pub containers: Vec<Container>,
    /// `spec.ephemeralContainers`.
    pub ephemeral_containers: Vec<Container>,
    /// `spec.restartPolicy` (`Always`, `OnFailure`, `Never`).
    pub restart_policy: Option<String>,
    /// `spec.terminationGracePeriodSeconds`.
    pub termination_grace_period_seconds: Option<i64>,
    /// `spec.activeDeadlineSeconds`.
    pub active_deadline_seconds: Option<i64>,
    /// `spec.overhead`.
    pub overhead: ResourceList,
    /// `spec.resources` (pod-level resources, 1.34+).
    pub resources: Option<ResourceRequirements>,
    /// `spec.readinessGates[*].conditionType`.
    pub readiness_gates: Vec<String>,
    /// `spec.volumes`.
    pub volumes: Vec<Volume>,
    /// `spec.nodeName`.
    pub node_name: Option<String>,
    /// `spec.hostNetwork`.
    pub host_network: Option<bool>,
    /// `spec.shareProcessNamespace`.
    pub share_process_namespace: Option<bool>,
    /// `spec.hostPID`.
    pub host_pid: Option<bool>,
    /// `spec.hostIPC`.
    pub host_ipc: Option<bool>,
    /// `spec.hostUsers`.
    pub host_users: Option<bool>,
    /// `spec.securityContext`.
    pub security_context: Option<PodSecurityContext>,
    /// `spec.dnsPolicy`.
    pub dns_policy: Option<String>,
    /// `spec.dnsConfig`.
    pub dns_config: Option<DnsConfig>,
    /// `spec.hostAliases`.
    pub host_aliases: Vec<HostAlias>,
    /// `spec.hostname`.
    pub hostname: Option<String>,
    /// `spec.subdomain`.
    pub subdomain: Option<String>,
    /// `spec.nodeSelector`.
    pub node_selector: BTreeMap<String, String>,
    /// `spec.tolerations`.
    pub tolerations: Vec<Toleration>,
    /// `spec.affinity`.
    pub affinity: Option<Affinity>,
    /// `spec.topologySpreadConstraints`.
    pub topology_spread_constraints: Vec<TopologySpreadConstraint>,
    /// `spec.schedulingGates[*].name`: while any is left, the scheduler leaves the Pod alone.
    pub scheduling_gates: Vec<String>,
    /// `spec.serviceAccountName`.
    pub service_account_name: Option<String>,
    /// `spec.automountServiceAccountToken`: `false` keeps the token volume out.
    pub automount_service_account_token: Option<bool>,
    /// `spec.priorityClassName`.
    pub priority_class_name: Option<String>,
    /// `spec.runtimeClassName`.
    pub runtime_class_name: Option<String>,
    /// `spec.preemptionPolicy`.
    pub preemption_policy: Option<String>,
    /// `spec.os.name` (`""` when `os` is set without a name).
    pub os: Option<String>,
    /// `spec.resourceClaims`.
    pub resource_claims: Vec<PodResourceClaim>,
}

/// `spec.resourceClaims[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodResourceClaim {
    /// `name`.
    pub name: String,
    /// `resourceClaimName`.
    pub resource_claim_name: Option<String>,
    /// `resourceClaimTemplateName`.
    pub resource_claim_template_name: Option<String>,
}

/// `spec.volumes[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Volume {
    /// The volume name.
    pub name: Option<String>,
    /// Where its data comes from.
    pub source: VolumeSource,
    /// The fields validation reads.
    pub fields: VolumeFields,
}

/// The parts of a volume's source that validation checks.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct VolumeFields {
    /// Every volume type set, by its key, in the order `validateVolumeSource` checks them.
    pub types: Vec<&'static str>,
    /// `hostPath.path`, when `hostPath` is set.
    pub host_path: Option<String>,
    /// `hostPath.type`.
    pub host_path_type: Option<String>,
    /// `defaultMode` of a `secret`, `configMap`, `downwardAPI` or `projected` source.
    pub default_mode: Option<i64>,
    /// `items` of a `secret` or `configMap` source.
    pub items: Vec<KeyToPath>,
    /// `persistentVolumeClaim.claimName`, when that source is set.
    pub claim_name: Option<String>,
    /// `emptyDir.sizeLimit`, as written.
    pub size_limit: Option<String>,
    /// `downwardAPI.items`.
    pub downward_items: Vec<DownwardFile>,
    /// `projected.sources`.
    pub projections: Vec<Projection>,
    /// The string fields of the first type's source (`nfs.server`, `gitRepo.repository`, …), by
    /// key; those of an object inside it as `object.key` (`nodePublishSecretRef.name`).
    pub source_strings: BTreeMap<String, String>,
    /// The objects set inside the first type's source (`nodePublishSecretRef`, `volumeClaimTemplate`).
    pub source_objects: Vec<String>,
    /// The integer, boolean and list fields of the first type's source (a legacy source's `lun`,
    /// `readOnly`, `monitors`), and the keys of its maps (`flexVolume.options`).
    pub source_values: super::SourceValues,
    /// `image`, when that source is set.
    pub image: Option<super::ImageSource>,
    /// `ephemeral.volumeClaimTemplate`, when set.
    pub claim_template: Option<super::ClaimTemplate>,
}

/// `items[*]` of a `downwardAPI` volume or projection.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DownwardFile {
    /// `path`.
    pub path: String,
    /// `fieldRef`.
    pub field_ref: Option<ObjectFieldSelector>,
    /// `resourceFieldRef`.
    pub resource_field_ref: Option<ResourceFieldSelector>,
    /// `mode`.
    pub mode: Option<i64>,
}

/// `projected.sources[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Projection {
    /// Which sources are set, by key.
    pub kinds: Vec<&'static str>,
    /// `secret`: its name and items.
    pub secret: Option<ProjectedKeys>,
    /// `configMap`: its name and items.
    pub config_map: Option<ProjectedKeys>,
    /// `downwardAPI.items`.
    pub downward_items: Vec<DownwardFile>,
    /// `serviceAccountToken.path`.
    pub token_path: Option<String>,
    /// `serviceAccountToken.expirationSeconds` (defaulted to 3600).
    pub token_expiration: Option<i64>,
    /// `clusterTrustBundle`.
    pub trust_bundle: Option<super::TrustBundleProjection>,
}

/// The `secret` or `configMap` of a projected source.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ProjectedKeys {
    /// `name`.
    pub name: Option<String>,
    /// `items`.
    pub items: Vec<KeyToPath>,
    /// `optional`.
    pub optional: bool,
}

/// `items[*]` of a `secret` or `configMap` volume.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KeyToPath {
    /// `key`.
    pub key: String,
    /// `path`.
    pub path: String,
    /// `mode`.
    pub mode: Option<i64>,
}

/// The kind of a volume, with the references the kubelet must resolve before starting containers.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum VolumeSource {
    /// `emptyDir`: shared scratch space for the Pod's containers.
    EmptyDir,
    /// `configMap` with its name and `optional`.
    ConfigMap { name: Option<String>, optional: bool },
    /// `secret` with its name and `optional`.
    Secret { name: Option<String>, optional: bool },
    /// `persistentVolumeClaim`.
    PersistentVolumeClaim,
    /// `hostPath`.
    HostPath,
    /// `projected`.
    Projected,
    /// Any other volume type, by its key.
    Other(String),
    /// No source given (the API server defaults it to emptyDir).
    #[default]
    Unspecified,
}

impl PodSpec {
    /// The pod `restartPolicy` after defaulting (`Always`).
    pub fn restart_policy_or_default(&self) -> &str {
        self.restart_policy.as_deref().unwrap_or("Always")
    }

    /// `terminationGracePeriodSeconds` after defaulting (30).
    pub fn grace_period_or_default(&self) -> i64 {
        self.termination_grace_period_seconds.unwrap_or(30)
    }
}
