//! What the API server does to a Pod before validating it: defaulting (`SetDefaults_*`) and
//! dropping fields whose feature gate is off in the chosen version (`dropDisabledPodFields`).
//!
//! Defaulting runs first so that QoS, effective resources and validation all see what a real
//! cluster stores; the dropped fields are returned so the UI can say why they vanished.

use std::rc::Rc;

use crate::model::{Container, Handler, Pod, PodSpec, Probe, VolumeSource};
use crate::quantity::Quantity;
use crate::spec::PullPolicy;
use crate::version::{FeatureGates, KubeVersion};

mod pod_level;

/// A field the API server silently removed, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DroppedField {
    /// Pod-relative path of the removed field (`spec.initContainers[0].restartPolicy`).
    pub field: String,
    /// Why it went, put into words by `view/analysis.rs`.
    pub why: Dropped,
}

/// Why the API server dropped a field: the gate that is off on the version, with the names the
/// sentence needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dropped {
    /// `spec.resources`: `PodLevelResources` is off.
    PodLevelResources {
        /// The version.
        version: KubeVersion,
    },
    /// An init container's `restartPolicy`: no native sidecars.
    SidecarRestartPolicy {
        /// The init container.
        container: String,
    },
    /// `spec.resourceClaims`: `DynamicResourceAllocation` is off.
    ResourceClaims {
        /// The version.
        version: KubeVersion,
    },
    /// A container's `resources.claims`: `DynamicResourceAllocation` is off.
    ContainerClaims {
        /// The container.
        container: String,
        /// The version.
        version: KubeVersion,
    },
    /// A container's `restartPolicy`: `ContainerRestartRules` is off.
    RestartPolicy {
        /// The container.
        container: String,
        /// The version.
        version: KubeVersion,
    },
    /// A container's `restartPolicyRules`: `ContainerRestartRules` is off.
    RestartPolicyRules {
        /// The container.
        container: String,
        /// The version.
        version: KubeVersion,
    },
    /// A container's `lifecycle.stopSignal`: `ContainerStopSignals` is off.
    StopSignal {
        /// The container.
        container: String,
        /// The version.
        version: KubeVersion,
    },
    /// An env variable's `valueFrom.fileKeyRef`: `EnvFiles` is off.
    FileKeyRef {
        /// The variable.
        env: String,
        /// The container.
        container: String,
        /// The version.
        version: KubeVersion,
    },
    /// An image volume with its mounts: `ImageVolume` is off.
    ImageVolume {
        /// The volume.
        volume: String,
        /// The version.
        version: KubeVersion,
    },
    /// A projected volume's `clusterTrustBundle`: `ClusterTrustBundleProjection` is off.
    TrustBundle {
        /// The volume.
        volume: String,
        /// The version.
        version: KubeVersion,
    },
}

/// Applies the API server's defaults and drops gated fields, as on `kubectl apply` against
/// `version`. Returns what was dropped.
pub fn apply_defaults(pod: &mut Pod, version: KubeVersion) -> Vec<DroppedField> {
    apply_defaults_with(pod, version, version.gates())
}

/// [`apply_defaults`] with `gates` in place of the version's defaults (`--feature-gates`).
pub fn apply_defaults_with(pod: &mut Pod, version: KubeVersion, gates: FeatureGates) -> Vec<DroppedField> {
    store_quantities_as_decoded(pod);
    let spec = Rc::make_mut(&mut pod.spec);
    // core/v1: SetDefaults_PodSpec / SetDefaults_Pod
    if spec.restart_policy.as_deref().is_none_or(str::is_empty) {
        spec.restart_policy = Some("Always".to_owned());
    }
    if spec.termination_grace_period_seconds.is_none() {
        spec.termination_grace_period_seconds = Some(30);
    }
    let host_network = spec.host_network == Some(true);
    for container in spec.containers.iter_mut().chain(spec.init_containers.iter_mut()) {
        default_container(container, host_network);
        default_requests_from_limits(container);
    }
    for container in &mut spec.ephemeral_containers {
        default_container(container, false);
    }
    for volume in &mut spec.volumes {
        if volume.source == VolumeSource::Unspecified {
            volume.source = VolumeSource::EmptyDir; // core/v1: SetDefaults_Volume
        }
    }
    if gates.pod_level_resources {
        pod_level::default_pod_level_resources(pod, gates);
    }
    drop_disabled_fields(pod, version, gates)
}

/// Every resource quantity as the API server keeps it: decoded, so `0.5` is stored and shown as
/// `500m` and `1.5Gi` as `1536Mi` (text that decoding rejects stays for validation to report).
// apimachinery resource: (*Quantity).UnmarshalJSON, then MarshalJSON / String
fn store_quantities_as_decoded(pod: &mut Pod) {
    let decode = |list: &mut crate::model::ResourceList| {
        for text in list.values_mut() {
            if let Ok(quantity) = Quantity::parse(text) {
                *text = quantity.to_string();
            }
        }
    };
    let spec = Rc::make_mut(&mut pod.spec);
    let containers = spec.containers.iter_mut().chain(&mut spec.init_containers);
    for container in containers.chain(&mut spec.ephemeral_containers) {
        decode(&mut container.resources.requests);
        decode(&mut container.resources.limits);
    }
    if let Some(resources) = &mut spec.resources {
        decode(&mut resources.requests);
        decode(&mut resources.limits);
    }
    decode(&mut spec.overhead);
}

/// core/v1: SetDefaults_Container, SetDefaults_ContainerPort, SetDefaults_Probe,
/// SetDefaults_HTTPGetAction.
fn default_container(container: &mut Container, host_network: bool) {
    if container.image_pull_policy.as_deref().is_none_or(str::is_empty) {
        container.image_pull_policy =
            Some(default_pull_policy(container.image.as_deref().unwrap_or("")).as_str().to_owned());
    }
    if container.termination_message_path.as_deref().is_none_or(str::is_empty) {
        container.termination_message_path = Some("/dev/termination-log".to_owned());
    }
    if container.termination_message_policy.as_deref().is_none_or(str::is_empty) {
        container.termination_message_policy = Some("File".to_owned());
    }
    for port in &mut container.ports {
        if port.protocol.as_deref().is_none_or(str::is_empty) {
            port.protocol = Some("TCP".to_owned());
        }
        // core/v1: SetDefaults_PodSpec copies containerPort into hostPort on the host network.
        if host_network && port.host_port.unwrap_or(0) == 0 {
            port.host_port = port.container_port;
        }
    }
    for probe in [&mut container.liveness_probe, &mut container.readiness_probe, &mut container.startup_probe]
        .into_iter()
        .flatten()
    {
        default_probe(probe);
    }
    if let Some(lifecycle) = &mut container.lifecycle {
        for handler in [&mut lifecycle.post_start, &mut lifecycle.pre_stop].into_iter().flatten() {
            default_handler(handler);
        }
    }
}

fn default_probe(probe: &mut Probe) {
    let zero_to = |field: &mut Option<i64>, value: i64| {
        if field.unwrap_or(0) == 0 {
            *field = Some(value);
        }
    };
    zero_to(&mut probe.timeout_seconds, 1);
    zero_to(&mut probe.period_seconds, 10);
    zero_to(&mut probe.success_threshold, 1);
    zero_to(&mut probe.failure_threshold, 3);
    default_handler(&mut probe.handler);
}

fn default_handler(handler: &mut Handler) {
    if let Some(path) = &mut handler.http_get {
        if path.is_empty() {
            *path = "/".to_owned();
        }
        if handler.http_scheme.as_deref().is_none_or(str::is_empty) {
            handler.http_scheme = Some("HTTP".to_owned());
        }
    }
}

/// `imagePullPolicy` when none is written: `Always` for `:latest` and untagged images, else
/// `IfNotPresent`. // core/v1: SetDefaults_Container
pub(crate) fn default_pull_policy(image: &str) -> PullPolicy {
    if image_tag(image) == Some("latest") { PullPolicy::Always } else { PullPolicy::IfNotPresent }
}

/// The tag `parsers.ParseImageName` would find: `latest` when neither tag nor digest is given,
/// `None` for references it rejects.
fn image_tag(image: &str) -> Option<&str> {
    let (name, digest) = match image.split_once('@') {
        Some((name, digest)) => (name, Some(digest)),
        None => (image, None),
    };
    let last_slash = name.rfind('/').map_or(0, |at| at + 1);
    let (repository, tag) = match name.get(last_slash..).and_then(|last| last.rfind(':')) {
        Some(colon) => (name.get(..last_slash + colon)?, name.get(last_slash + colon + 1..)),
        None => (name, None),
    };
    let path = repository.split_once('/').map_or(repository, |(first, rest)| {
        if first.contains(['.', ':']) || first == "localhost" { rest } else { repository }
    });
    let valid_path =
        !path.is_empty() && path.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"._-/".contains(&b));
    if !valid_path || tag.is_some_and(str::is_empty) {
        return None;
    }
    match (tag, digest) {
        (Some(tag), _) => Some(tag),
        (None, Some(_)) => Some(""),
        (None, None) => Some("latest"),
    }
}

/// core/v1: SetDefaults_Pod — each limit without a request becomes the request.
fn default_requests_from_limits(container: &mut Container) {
    let resources = &mut container.resources;
    for (name, limit) in &resources.limits {
        resources.requests.entry(name.clone()).or_insert_with(|| limit.clone());
    }
}

/// The spec's three container lists with their field names, for rules that drop a field from
/// every container.
fn container_lists(spec: &mut PodSpec) -> [(&'static str, &mut Vec<Container>); 3] {
    [
        ("initContainers", &mut spec.init_containers),
        ("containers", &mut spec.containers),
        ("ephemeralContainers", &mut spec.ephemeral_containers),
    ]
}

/// pkg/api/pod: dropDisabledPodFields, for a Pod being created.
fn drop_disabled_fields(pod: &mut Pod, version: KubeVersion, gates: FeatureGates) -> Vec<DroppedField> {
    let mut dropped = Vec::new();
    let spec = Rc::make_mut(&mut pod.spec);
    if !gates.pod_level_resources && spec.resources.take().is_some() {
        dropped.push(DroppedField {
            field: "spec.resources".to_owned(),
            why: Dropped::PodLevelResources { version },
        });
    }
    if !gates.sidecar_containers {
        for (index, container) in spec.init_containers.iter_mut().enumerate() {
            if container.restart_policy.take().is_some() {
                dropped.push(DroppedField {
                    field: format!("spec.initContainers[{index}].restartPolicy"),
                    why: Dropped::SidecarRestartPolicy { container: container.name_or_empty().to_owned() },
                });
            }
        }
    }
    // dropDisabledDynamicResourceAllocationFields
    if !gates.dynamic_resource_allocation {
        if !spec.resource_claims.is_empty() {
            spec.resource_claims.clear();
            dropped.push(DroppedField {
                field: "spec.resourceClaims".to_owned(),
                why: Dropped::ResourceClaims { version },
            });
        }
        for (list, containers) in container_lists(spec) {
            for (index, container) in containers.iter_mut().enumerate() {
                if !container.resources.claims.is_empty() {
                    container.resources.claims.clear();
                    dropped.push(DroppedField {
                        field: format!("spec.{list}[{index}].resources.claims"),
                        why: Dropped::ContainerClaims { container: container.name_or_empty().to_owned(), version },
                    });
                }
            }
        }
    }
    if !gates.container_stop_signals {
        drop_stop_signals(spec, version, &mut dropped);
    }
    // dropFileKeyRefInUse (pkg/api/pod/util.go)
    if !gates.env_files {
        drop_file_key_refs(spec, version, &mut dropped);
    }
    // dropImageVolumes
    if !gates.image_volume {
        drop_image_volumes(spec, version, &mut dropped);
    }
    // dropDisabledClusterTrustBundleProjection
    if !gates.cluster_trust_bundle_projection {
        drop_trust_bundles(spec, version, &mut dropped);
    }
    if gates.container_restart_rules_known && !gates.container_restart_rules {
        for (list, containers) in container_lists(spec) {
            for (index, container) in containers.iter_mut().enumerate() {
                let keeps_sidecar = list == "initContainers" && container.is_restartable();
                if !keeps_sidecar && container.restart_policy.take().is_some() {
                    dropped.push(DroppedField {
                        field: format!("spec.{list}[{index}].restartPolicy"),
                        why: Dropped::RestartPolicy { container: container.name_or_empty().to_owned(), version },
                    });
                }
                if !container.restart_policy_rules.is_empty() {
                    container.restart_policy_rules.clear();
                    dropped.push(DroppedField {
                        field: format!("spec.{list}[{index}].restartPolicyRules"),
                        why: Dropped::RestartPolicyRules { container: container.name_or_empty().to_owned(), version },
                    });
                }
            }
        }
    }
    dropped
}

/// True when `version` knows the gate `name`: a version that does not know it does not know the
/// field either, and drops it while decoding, which the schema check already says (with the
/// version the field arrives in) — no note then, and no flag to suggest that it would refuse.
fn gate_known(name: &str, version: KubeVersion) -> bool {
    crate::gates::gate(name).and_then(|gate| gate.spec_at(version)).is_some()
}

/// `lifecycle.stopSignal` goes when `ContainerStopSignals` is off (always, for a Pod being
/// created), and a `lifecycle` left empty goes with it. A version that does not know the field
/// (legacy) drops it while decoding; the schema check already says so.
// pkg/api/pod: dropContainerStopSignals
fn drop_stop_signals(spec: &mut PodSpec, version: KubeVersion, dropped: &mut Vec<DroppedField>) {
    let known = gate_known("ContainerStopSignals", version);
    for (list, containers) in container_lists(spec) {
        for (index, container) in containers.iter_mut().enumerate() {
            let Some(lifecycle) = &mut container.lifecycle else { continue };
            if lifecycle.stop_signal.take().is_none() {
                continue;
            }
            if *lifecycle == crate::model::Lifecycle::default() {
                container.lifecycle = None;
            }
            if known {
                dropped.push(DroppedField {
                    field: format!("spec.{list}[{index}].lifecycle.stopSignal"),
                    why: Dropped::StopSignal { container: container.name_or_empty().to_owned(), version },
                });
            }
        }
    }
}

/// Removes every `env[].valueFrom.fileKeyRef` (the `valueFrom` stays, possibly empty).
fn drop_file_key_refs(spec: &mut PodSpec, version: KubeVersion, dropped: &mut Vec<DroppedField>) {
    let known = gate_known("EnvFiles", version);
    for (list, containers) in container_lists(spec) {
        for (index, container) in containers.iter_mut().enumerate() {
            let name = container.name_or_empty().to_owned();
            for (e, env) in container.env.iter_mut().enumerate() {
                if env.value_from.as_mut().and_then(|source| source.file_key_ref.take()).is_some() && known {
                    dropped.push(DroppedField {
                        field: format!("spec.{list}[{index}].env[{e}].valueFrom.fileKeyRef"),
                        why: Dropped::FileKeyRef {
                            env: env.name.clone().unwrap_or_default(),
                            container: name.clone(),
                            version,
                        },
                    });
                }
            }
        }
    }
}

/// Removes the image volumes, then every mount that names one of them.
fn drop_image_volumes(spec: &mut PodSpec, version: KubeVersion, dropped: &mut Vec<DroppedField>) {
    let known = gate_known("ImageVolume", version);
    let mut names = Vec::new();
    for (index, volume) in spec.volumes.iter().enumerate() {
        if volume.fields.types.contains(&"image") {
            let name = volume.name.clone().unwrap_or_default();
            if known {
                dropped.push(DroppedField {
                    field: format!("spec.volumes[{index}]"),
                    why: Dropped::ImageVolume { volume: name.clone(), version },
                });
            }
            names.push(name);
        }
    }
    if names.is_empty() {
        return;
    }
    spec.volumes.retain(|volume| !volume.fields.types.contains(&"image"));
    for (_, containers) in container_lists(spec) {
        for container in containers.iter_mut() {
            container.volume_mounts.retain(|mount| !names.iter().any(|name| name == mount.name.as_deref().unwrap_or("")));
        }
    }
}

/// Removes the `clusterTrustBundle` of each projected source (the source stays, possibly empty).
fn drop_trust_bundles(spec: &mut PodSpec, version: KubeVersion, dropped: &mut Vec<DroppedField>) {
    let known = gate_known("ClusterTrustBundleProjection", version);
    for (v, volume) in spec.volumes.iter_mut().enumerate() {
        for (index, source) in volume.fields.projections.iter_mut().enumerate() {
            if !source.kinds.contains(&"clusterTrustBundle") {
                continue;
            }
            source.kinds.retain(|kind| *kind != "clusterTrustBundle");
            source.trust_bundle = None;
            if !known {
                continue;
            }
            dropped.push(DroppedField {
                field: format!("spec.volumes[{v}].projected.sources[{index}].clusterTrustBundle"),
                why: Dropped::TrustBundle { volume: volume.name.clone().unwrap_or_default(), version },
            });
        }
    }
}

#[cfg(test)]
mod tests;
