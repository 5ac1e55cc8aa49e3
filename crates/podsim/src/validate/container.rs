//! Containers of every kind: core validation validateContainerCommon, validateContainers,
//! validateInitContainers and validateEphemeralContainers.

use std::collections::{BTreeMap, BTreeSet};

use super::errors::FieldError;
use super::handlers::{ProbeKind, validate_lifecycle, validate_probe};
use super::names;
use super::resources::{Owner, validate_requirements, validate_resize_policy};
use super::restart_rules::{validate_container_restart_policy, validate_init_container_restart_policy};
use super::security::validate_container_security;
use crate::model::{Container, PodSpec};
use crate::version::{FeatureGates, KubeVersion};

/// What every container check needs from the Pod.
pub(super) struct Context<'p> {
    pub spec: &'p PodSpec,
    /// The volumes that validated cleanly, by name, with their type (`persistentVolumeClaim`, …).
    pub volumes: &'p BTreeMap<String, &'static str>,
    pub gates: FeatureGates,
    pub version: KubeVersion,
    pub grace_period: i64,
}

const INIT_ONLY: &str = "may not be set for init containers without restartPolicy=Always";
const NOT_FOR_EPHEMERAL: &str = "cannot be set for an Ephemeral Container";

/// validateContainerCommon.
fn validate_common(context: &Context<'_>, container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let name = container.name_or_empty();
    if name.is_empty() {
        errors.push(FieldError::required(format!("{path}.name"), ""));
    } else {
        for message in names::dns1123_label(name) {
            errors.push(FieldError::invalid(format!("{path}.name"), name, &message));
        }
    }
    if container.image.as_deref().unwrap_or("").is_empty() {
        errors.push(FieldError::required(format!("{path}.image"), ""));
    }
    match container.termination_message_policy.as_deref().unwrap_or("") {
        "File" | "FallbackToLogsOnError" => {}
        "" => errors.push(FieldError::required(format!("{path}.terminationMessagePolicy"), "")),
        other => errors.push(FieldError::not_supported(
            format!("{path}.terminationMessagePolicy"),
            other,
            &["File", "FallbackToLogsOnError"],
        )),
    }
    validate_ports(container, &format!("{path}.ports"), errors);
    super::env::validate_env(container, path, context.version, errors);
    super::env::validate_env_from(container, path, errors);
    validate_volume_mounts(context, container, &format!("{path}.volumeMounts"), errors);
    validate_volume_devices(context, container, &format!("{path}.volumeDevices"), errors);
    match container.image_pull_policy.as_deref().unwrap_or("") {
        "Always" | "IfNotPresent" | "Never" => {}
        "" => errors.push(FieldError::required(format!("{path}.imagePullPolicy"), "")),
        other => errors.push(FieldError::not_supported(
            format!("{path}.imagePullPolicy"),
            other,
            &["Always", "IfNotPresent", "Never"],
        )),
    }
    validate_requirements(&container.resources, Owner::Container, &format!("{path}.resources"), errors);
    // validateResourceRequirements ends with validateResourceClaimNames.
    super::claims::validate_claim_references(
        &container.resources.claims,
        &super::claims::pod_claim_names(context.spec),
        &format!("{path}.resources.claims"),
        errors,
    );
    let pod_policy = context.spec.restart_policy.as_deref().unwrap_or("");
    validate_resize_policy(&container.resize_policy, pod_policy, &format!("{path}.resizePolicy"), errors);
    let host_users = context.spec.host_users != Some(false);
    validate_container_security(
        container.security_context.as_ref(),
        host_users,
        &format!("{path}.securityContext"),
        context.version,
        errors,
    );
}

/// validateContainerPorts.
fn validate_ports(container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let mut seen = BTreeSet::new();
    for (index, port) in container.ports.iter().enumerate() {
        let item = format!("{path}[{index}]");
        if let Some(name) = port.name.as_deref().filter(|name| !name.is_empty()) {
            let messages = names::port_name(name);
            if !messages.is_empty() {
                for message in messages {
                    errors.push(FieldError::invalid(format!("{item}.name"), name, &message));
                }
            } else if !seen.insert(name) {
                errors.push(FieldError::duplicate(format!("{item}.name"), name));
            }
        }
        match port.container_port.unwrap_or(0) {
            0 => errors.push(FieldError::required(format!("{item}.containerPort"), "")),
            number => {
                for message in names::port_number(number) {
                    errors.push(FieldError::invalid_number(format!("{item}.containerPort"), number, &message));
                }
            }
        }
        if let Some(host) = port.host_port.filter(|port| *port != 0) {
            for message in names::port_number(host) {
                errors.push(FieldError::invalid_number(format!("{item}.hostPort"), host, &message));
            }
        }
        match port.protocol.as_deref().unwrap_or("") {
            "SCTP" | "TCP" | "UDP" => {}
            "" => errors.push(FieldError::required(format!("{item}.protocol"), "")),
            other => errors.push(FieldError::not_supported(format!("{item}.protocol"), other, &["SCTP", "TCP", "UDP"])),
        }
    }
}

/// ValidateVolumeDevices: each device names a claim-backed volume (a `persistentVolumeClaim` or
/// an `ephemeral` one) at a unique path, and neither name nor path is also a mount. Upstream
/// remembers a device's path only when it has no backsteps, and its name only when set.
fn validate_volume_devices(context: &Context<'_>, container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let mut device_paths = BTreeSet::new();
    let mut device_names = BTreeSet::new();
    for (index, device) in container.volume_devices.iter().enumerate() {
        let item = format!("{path}[{index}]");
        let name = device.name.as_deref().unwrap_or("");
        let device_path = device.device_path.as_deref().unwrap_or("");
        if name.is_empty() {
            errors.push(FieldError::required(format!("{item}.name"), ""));
        }
        if device_names.contains(name) {
            errors.push(FieldError::invalid(format!("{item}.name"), name, "must be unique"));
        }
        match context.volumes.get(name) {
            Some(&"persistentVolumeClaim" | &"ephemeral") => {}
            Some(_) => errors.push(FieldError::invalid(
                format!("{item}.name"),
                name,
                "can only use volume source type of PersistentVolumeClaim or Ephemeral for block mode",
            )),
            None => errors.push(FieldError::not_found(format!("{item}.name"), name)),
        }
        if device_path.is_empty() {
            errors.push(FieldError::required(format!("{item}.devicePath"), ""));
        }
        if device_paths.contains(device_path) {
            errors.push(FieldError::invalid(format!("{item}.devicePath"), device_path, "must be unique"));
        }
        // validatePathNoBacksteps: no `..` element (split at `/`; filepath.ToSlash is the identity
        // on Linux).
        if !device_path.is_empty() && device_path.split('/').any(|part| part == "..") {
            errors.push(FieldError::invalid(
                format!("{item}.devicePath"),
                device_path,
                "can not contain backsteps ('..')",
            ));
        } else {
            device_paths.insert(device_path);
        }
        if container.volume_mounts.iter().any(|mount| mount.name.as_deref().unwrap_or("") == name) {
            errors.push(FieldError::invalid(format!("{item}.name"), name, "must not already exist in volumeMounts"));
        }
        if container.volume_mounts.iter().any(|mount| mount.mount_path.as_deref().unwrap_or("") == device_path) {
            errors.push(FieldError::invalid(
                format!("{item}.devicePath"),
                device_path,
                "must not already exist as a path in volumeMounts",
            ));
        }
        if !name.is_empty() {
            device_names.insert(name);
        }
    }
}

/// ValidateVolumeMounts.
fn validate_volume_mounts(context: &Context<'_>, container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let mut mount_points = BTreeSet::new();
    for (index, mount) in container.volume_mounts.iter().enumerate() {
        let item = format!("{path}[{index}]");
        let name = mount.name.as_deref().unwrap_or("");
        if name.is_empty() {
            errors.push(FieldError::required(format!("{item}.name"), ""));
        }
        if !context.volumes.contains_key(name) {
            errors.push(FieldError::not_found(format!("{item}.name"), name));
        }
        let mount_path = mount.mount_path.as_deref().unwrap_or("");
        if mount_path.is_empty() {
            errors.push(FieldError::required(format!("{item}.mountPath"), ""));
        }
        if !mount_points.insert(mount_path) {
            errors.push(FieldError::invalid(format!("{item}.mountPath"), mount_path, "must be unique"));
        }
        // Overlap with volumeDevices (mountNameAlreadyExists, mountPathAlreadyExists).
        if container.volume_devices.iter().any(|device| device.name.as_deref().unwrap_or("") == name) {
            errors.push(FieldError::invalid(format!("{item}.name"), name, "must not already exist in volumeDevices"));
        }
        if container.volume_devices.iter().any(|device| device.device_path.as_deref().unwrap_or("") == mount_path) {
            errors.push(FieldError::invalid(
                format!("{item}.mountPath"),
                mount_path,
                "must not already exist as a path in volumeDevices",
            ));
        }
        // An image volume takes subPath and subPathExpr since 1.33 (KEP-4639 beta, the
        // `image-volumes-subpath` example of kubernetes.io): the alpha rule that refused them is
        // in no version podsim models.
        let sub_path = mount.sub_path.as_deref().unwrap_or("");
        if !sub_path.is_empty() {
            // Upstream names the list, not the item, here: `volumeMounts.subPath`.
            descending_path(sub_path, &format!("{path}.subPath"), errors);
        }
        if let Some(expr) = mount.sub_path_expr.as_deref().filter(|expr| !expr.is_empty()) {
            if !sub_path.is_empty() {
                errors.push(FieldError::invalid(
                    format!("{item}.subPathExpr"),
                    expr,
                    "subPathExpr and subPath are mutually exclusive",
                ));
            }
            descending_path(expr, &format!("{path}.subPathExpr"), errors);
        }
        if let Some(propagation) = mount.mount_propagation.as_deref() {
            // validateMountPropagation
            let propagation_path = format!("{path}.mountPropagation");
            let supported = ["Bidirectional", "HostToContainer", "None"];
            if !supported.contains(&propagation) {
                errors.push(FieldError::not_supported(propagation_path.clone(), propagation, &supported));
            }
            let privileged = container.security_context.as_ref().and_then(|sc| sc.privileged) == Some(true);
            if propagation == "Bidirectional" && !privileged {
                errors.push(FieldError::forbidden(
                    propagation_path,
                    "Bidirectional mount propagation is available only to privileged containers",
                ));
            }
        }
        if let Some(recursive) = mount.recursive_read_only.as_deref() {
            // validateMountRecursiveReadOnly
            let recursive_path = format!("{path}.recursiveReadOnly");
            match recursive {
                "Disabled" => {}
                "Enabled" | "IfPossible" => {
                    if !mount.read_only {
                        errors.push(FieldError::forbidden(
                            recursive_path.clone(),
                            "may only be specified when readOnly is true",
                        ));
                    }
                    if mount.mount_propagation.as_deref().is_some_and(|propagation| propagation != "None") {
                        errors.push(FieldError::forbidden(
                            recursive_path,
                            "may only be specified when mountPropagation is None or not specified",
                        ));
                    }
                }
                other => errors.push(FieldError::not_supported(
                    recursive_path,
                    other,
                    &["Disabled", "Enabled", "IfPossible"],
                )),
            }
        }
    }
}

/// validateLocalDescendingPath: relative, without `..`.
pub(super) fn descending_path(target: &str, path: &str, errors: &mut Vec<FieldError>) {
    if target.starts_with('/') {
        errors.push(FieldError::invalid(path.to_owned(), target, "must be a relative path"));
    }
    if target.split('/').any(|part| part == "..") {
        errors.push(FieldError::invalid(path.to_owned(), target, "must not contain '..'"));
    }
}

fn validate_probes(context: &Context<'_>, container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let grace = context.grace_period;
    if let Some(lifecycle) = &container.lifecycle {
        validate_lifecycle(lifecycle, grace, context.spec.os.as_deref(), &format!("{path}.lifecycle"), errors);
    }
    let probes = [
        ("livenessProbe", &container.liveness_probe, ProbeKind::Liveness),
        ("readinessProbe", &container.readiness_probe, ProbeKind::Readiness),
        ("startupProbe", &container.startup_probe, ProbeKind::Startup),
    ];
    for (key, probe, kind) in probes {
        if let Some(probe) = probe {
            validate_probe(probe, kind, grace, &format!("{path}.{key}"), errors);
        }
    }
}

/// validateContainers.
pub(super) fn validate_containers(context: &Context<'_>, errors: &mut Vec<FieldError>) {
    if context.spec.containers.is_empty() {
        errors.push(FieldError::required("spec.containers", ""));
        return;
    }
    let mut names = BTreeSet::new();
    for (index, container) in context.spec.containers.iter().enumerate() {
        let path = format!("spec.containers[{index}]");
        validate_common(context, container, &path, errors);
        if !names.insert(container.name_or_empty()) {
            errors.push(FieldError::duplicate(format!("{path}.name"), container.name_or_empty()));
        }
        validate_probes(context, container, &path, errors);
        if context.gates.container_restart_rules {
            validate_container_restart_policy(container, &path, context.gates, errors);
        } else if container.restart_policy.is_some() {
            errors
                .push(FieldError::forbidden(format!("{path}.restartPolicy"), "may not be set for non-init containers"));
        }
    }
    let mut host_ports = BTreeSet::new();
    for (index, container) in context.spec.containers.iter().enumerate() {
        host_port_conflicts(container, &format!("spec.containers[{index}]"), &mut host_ports, errors);
    }
}

/// AccumulateUniqueHostPorts for one container.
fn host_port_conflicts(container: &Container, path: &str, seen: &mut BTreeSet<String>, errors: &mut Vec<FieldError>) {
    for (index, port) in container.ports.iter().enumerate() {
        let host = port.host_port.unwrap_or(0);
        if host == 0 {
            continue;
        }
        let key =
            format!("{}/{}/{host}", port.protocol.as_deref().unwrap_or(""), port.host_ip.as_deref().unwrap_or(""));
        if seen.contains(&key) {
            errors.push(FieldError::duplicate(format!("{path}.ports[{index}].hostPort"), &key));
        } else {
            seen.insert(key);
        }
    }
}

/// validateInitContainers.
pub(super) fn validate_init_containers(context: &Context<'_>, errors: &mut Vec<FieldError>) {
    let mut names: BTreeSet<&str> = context.spec.containers.iter().map(Container::name_or_empty).collect();
    for (index, container) in context.spec.init_containers.iter().enumerate() {
        let path = format!("spec.initContainers[{index}]");
        validate_common(context, container, &path, errors);
        let sidecar = if context.gates.container_restart_rules {
            validate_init_container_restart_policy(container, &path, context.gates, errors)
        } else {
            validate_sidecar_policy_only(container, &path, errors)
        };
        let name = container.name_or_empty();
        if names.contains(name) {
            errors.push(FieldError::duplicate(format!("{path}.name"), name));
        } else if !name.is_empty() {
            names.insert(name);
        }
        // Upstream checks each init container alone, as a one-element list, so the path
        // always names index 0.
        host_port_conflicts(container, "spec.initContainers[0]", &mut BTreeSet::new(), errors);
        if sidecar {
            validate_probes(context, container, &path, errors);
        } else {
            let forbidden = [
                ("lifecycle", container.lifecycle.is_some()),
                ("livenessProbe", container.liveness_probe.is_some()),
                ("readinessProbe", container.readiness_probe.is_some()),
                ("startupProbe", container.startup_probe.is_some()),
            ];
            for (key, set) in forbidden {
                if set {
                    errors.push(FieldError::forbidden(format!("{path}.{key}"), INIT_ONLY));
                }
            }
        }
    }
}

/// Without ContainerRestartRules an init container's `restartPolicy` may only be `Always`; true
/// for a sidecar. // core validation: validateInitContainerRestartPolicy (gate off)
fn validate_sidecar_policy_only(container: &Container, path: &str, errors: &mut Vec<FieldError>) -> bool {
    let Some(policy) = container.restart_policy.as_deref() else { return false };
    if policy != "Always" {
        errors.push(FieldError::not_supported(format!("{path}.restartPolicy"), policy, &["Always"]));
    }
    policy == "Always"
}

/// validateEphemeralContainers (run on create too; `ValidatePodCreate` then forbids the list).
pub(super) fn validate_ephemeral_containers(context: &Context<'_>, errors: &mut Vec<FieldError>) {
    let spec = context.spec;
    let targets: BTreeSet<&str> =
        spec.containers.iter().chain(&spec.init_containers).map(Container::name_or_empty).collect();
    let mut names = targets.clone();
    for (index, container) in spec.ephemeral_containers.iter().enumerate() {
        let path = format!("spec.ephemeralContainers[{index}]");
        validate_common(context, container, &path, errors);
        validate_image_whitespace(container, &path, errors);
        let name = container.name_or_empty();
        if !names.insert(name) {
            errors.push(FieldError::duplicate(format!("{path}.name"), name));
        }
        let target = container.target_container_name.as_deref().unwrap_or("");
        if !target.is_empty() && !targets.contains(target) {
            errors.push(FieldError::not_found(format!("{path}.targetContainerName"), target));
        }
        // validateFieldAllowList, in the field order of EphemeralContainerCommon.
        let resources = &container.resources;
        let disallowed = [
            ("ports", !container.ports.is_empty()),
            ("resources", !resources.requests.is_empty() || !resources.limits.is_empty()),
            ("resizePolicy", !container.resize_policy.is_empty()),
            ("restartPolicy", container.restart_policy.is_some()),
            ("restartPolicyRules", !container.restart_policy_rules.is_empty()),
            ("livenessProbe", container.liveness_probe.is_some()),
            ("readinessProbe", container.readiness_probe.is_some()),
            ("startupProbe", container.startup_probe.is_some()),
            ("lifecycle", container.lifecycle.is_some()),
        ];
        for (key, set) in disallowed {
            if set {
                errors.push(FieldError::forbidden(format!("{path}.{key}"), NOT_FOR_EPHEMERAL));
            }
        }
        for (mount_index, mount) in container.volume_mounts.iter().enumerate() {
            let mount_path = format!("{path}.volumeMounts[{mount_index}]");
            if mount.sub_path.as_deref().is_some_and(|p| !p.is_empty()) {
                errors.push(FieldError::forbidden(format!("{mount_path}.subPath"), NOT_FOR_EPHEMERAL));
            }
            if mount.sub_path_expr.as_deref().is_some_and(|p| !p.is_empty()) {
                errors.push(FieldError::forbidden(format!("{mount_path}.subPathExpr"), NOT_FOR_EPHEMERAL));
            }
        }
    }
}

/// validateContainerOnlyForPod: images may not carry surrounding whitespace in a Pod.
fn validate_image_whitespace(container: &Container, path: &str, errors: &mut Vec<FieldError>) {
    let image = container.image.as_deref().unwrap_or("");
    if image.len() != image.trim().len() {
        errors.push(FieldError::invalid(
            format!("{path}.image"),
            image,
            "must not have leading or trailing whitespace",
        ));
    }
}

/// The Pod-only image checks of regular and init containers (templates tolerate whitespace).
pub(super) fn validate_images_for_pod(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    for (index, container) in spec.containers.iter().enumerate() {
        validate_image_whitespace(container, &format!("spec.containers[{index}]"), errors);
    }
    for (index, container) in spec.init_containers.iter().enumerate() {
        validate_image_whitespace(container, &format!("spec.initContainers[{index}]"), errors);
    }
}
