//! A container of any kind (init, sidecar, app, ephemeral) and its parts.

use std::collections::BTreeMap;

use super::security::SecurityContext;
use crate::spec::RestartDecision;

/// Resource name → quantity text exactly as written (`cpu: 500m`); parsed by `quantity`.
pub type ResourceList = BTreeMap<String, String>;

/// `resources` of a container or of the Pod.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResourceRequirements {
    /// `requests`.
    pub requests: ResourceList,
    /// `limits`.
    pub limits: ResourceList,
    /// `claims`: the Pod's resource claims this container uses.
    pub claims: Vec<ResourceClaimRef>,
}

/// `resources.claims[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResourceClaimRef {
    /// `name`: one of `spec.resourceClaims[*].name`.
    pub name: String,
    /// `request`: one request of that claim, when set.
    pub request: String,
}

/// One container.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Container {
    /// `name`.
    pub name: Option<String>,
    /// `image`.
    pub image: Option<String>,
    /// `command` (the entrypoint).
    pub command: Vec<String>,
    /// `args`.
    pub args: Vec<String>,
    /// `ports`.
    pub ports: Vec<ContainerPort>,
    /// `env`.
    pub env: Vec<EnvVar>,
    /// `envFrom`.
    pub env_from: Vec<EnvFromSource>,
    /// `resources`.
    pub resources: ResourceRequirements,
    /// `restartPolicy` (`Always` makes an init container a sidecar; 1.35 allows it on any container).
    pub restart_policy: Option<String>,
    /// `restartPolicyRules` (ContainerRestartRules: alpha in 1.34, beta in 1.35).
    pub restart_policy_rules: Vec<ContainerRestartRule>,
    /// `resizePolicy`.
    pub resize_policy: Vec<ResizePolicy>,
    /// `volumeMounts`.
    pub volume_mounts: Vec<VolumeMount>,
    /// `volumeDevices` (raw block devices from a claim).
    pub volume_devices: Vec<VolumeDevice>,
    /// `livenessProbe`.
    pub liveness_probe: Option<Probe>,
    /// `readinessProbe`.
    pub readiness_probe: Option<Probe>,
    /// `startupProbe`.
    pub startup_probe: Option<Probe>,
    /// `lifecycle`.
    pub lifecycle: Option<Lifecycle>,
    /// `terminationMessagePath`.
    pub termination_message_path: Option<String>,
    /// `terminationMessagePolicy`.
    pub termination_message_policy: Option<String>,
    /// `imagePullPolicy`.
    pub image_pull_policy: Option<String>,
    /// `securityContext`.
    pub security_context: Option<SecurityContext>,
    /// `targetContainerName` (ephemeral containers only).
    pub target_container_name: Option<String>,
}

impl Container {
    /// The name, or `""` when missing.
    pub fn name_or_empty(&self) -> &str {
        self.name.as_deref().unwrap_or("")
    }

    /// True for an init container that is a native sidecar (`restartPolicy: Always`).
    pub fn is_restartable(&self) -> bool {
        self.restart_policy.as_deref() == Some("Always")
    }

    /// Would the kubelet restart this container after it exited with `exit_code` under the
    /// Pod's `pod_policy`? The typed reading decides ([`crate::spec::ContainerRestart::decide`]).
    pub fn restart_decision(&self, pod_policy: &str, exit_code: i64) -> RestartDecision {
        let pod_policy = crate::spec::RestartPolicy::read(Some(pod_policy));
        crate::spec::ContainerRestart::read(self).decide(pod_policy, exit_code)
    }
}

/// The rule action that restarts the container alone (1.34+).
pub const RESTART_ACTION: &str = "Restart";

/// The rule action that restarts the whole Pod in place (1.36+, RestartAllContainersOnContainerExits).
pub const RESTART_ALL_CONTAINERS_ACTION: &str = "RestartAllContainers";

/// `restartPolicyRules[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerRestartRule {
    /// `action` (`Restart`).
    pub action: Option<String>,
    /// `exitCodes`.
    pub exit_codes: Option<RestartRuleExitCodes>,
}

impl ContainerRestartRule {
    /// `Restart, In [42]`, for explanations.
    pub fn summary(&self) -> String {
        let action = self.action.as_deref().unwrap_or("");
        match &self.exit_codes {
            Some(codes) => {
                let values = codes.values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                format!("{action}, {} [{values}]", codes.operator.as_deref().unwrap_or(""))
            }
            None => action.to_owned(),
        }
    }
}

/// `restartPolicyRules[*].exitCodes`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RestartRuleExitCodes {
    /// `operator` (`In` or `NotIn`).
    pub operator: Option<String>,
    /// `values` (int32 exit codes).
    pub values: Vec<i64>,
}

/// `ports[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContainerPort {
    /// `name`.
    pub name: Option<String>,
    /// `containerPort`.
    pub container_port: Option<i64>,
    /// `hostPort`.
    pub host_port: Option<i64>,
    /// `protocol`.
    pub protocol: Option<String>,
    /// `hostIP`.
    pub host_ip: Option<String>,
}

/// `env[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EnvVar {
    /// `name`.
    pub name: Option<String>,
    /// `value`.
    pub value: Option<String>,
    /// `valueFrom`.
    pub value_from: Option<EnvVarSource>,
}

/// `env[*].valueFrom`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EnvVarSource {
    /// `configMapKeyRef`.
    pub config_map_key_ref: Option<KeyReference>,
    /// `secretKeyRef`.
    pub secret_key_ref: Option<KeyReference>,
    /// `fieldRef`.
    pub field_ref: Option<ObjectFieldSelector>,
    /// `resourceFieldRef`.
    pub resource_field_ref: Option<ResourceFieldSelector>,
    /// `fileKeyRef` (EnvFiles): a key of an env file in one of the Pod's volumes.
    pub file_key_ref: Option<FileKeyReference>,
}

/// `env[*].valueFrom.fileKeyRef`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FileKeyReference {
    /// `volumeName`.
    pub volume_name: Option<String>,
    /// `path`: the env file, relative to the volume.
    pub path: Option<String>,
    /// `key`.
    pub key: Option<String>,
}

/// A reference to a ConfigMap or Secret (and a key in it).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KeyReference {
    /// The object's name.
    pub name: Option<String>,
    /// The key, for `*KeyRef`.
    pub key: Option<String>,
    /// `optional`.
    pub optional: bool,
}

/// `fieldRef` of an env var or a downward API file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObjectFieldSelector {
    /// `apiVersion` (defaulted to `v1`).
    pub api_version: Option<String>,
    /// `fieldPath`.
    pub field_path: Option<String>,
}

/// `resourceFieldRef` of an env var or a downward API file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResourceFieldSelector {
    /// `containerName`.
    pub container_name: Option<String>,
    /// `resource`.
    pub resource: Option<String>,
    /// `divisor`, as written.
    pub divisor: Option<String>,
}

/// `resizePolicy[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResizePolicy {
    /// `resourceName`.
    pub resource_name: Option<String>,
    /// `restartPolicy`.
    pub restart_policy: Option<String>,
}

/// `envFrom[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EnvFromSource {
    /// `prefix`.
    pub prefix: Option<String>,
    /// `configMapRef`.
    pub config_map_ref: Option<KeyReference>,
    /// `secretRef`.
    pub secret_ref: Option<KeyReference>,
}

/// `volumeMounts[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct VolumeMount {
    /// `name`.
    pub name: Option<String>,
    /// `mountPath`.
    pub mount_path: Option<String>,
    /// `subPath`.
    pub sub_path: Option<String>,
    /// `subPathExpr`.
    pub sub_path_expr: Option<String>,
    /// `readOnly`.
    pub read_only: bool,
    /// `mountPropagation`.
    pub mount_propagation: Option<String>,
    /// `recursiveReadOnly`.
    pub recursive_read_only: Option<String>,
}

/// `volumeDevices[*]` of a container.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct VolumeDevice {
    /// `name`.
    pub name: Option<String>,
    /// `devicePath`.
    pub device_path: Option<String>,
}

/// A probe.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Probe {
    /// The handler (exactly one must be set).
    pub handler: Handler,
    /// `initialDelaySeconds`.
    pub initial_delay_seconds: Option<i64>,
    /// `timeoutSeconds`.
    pub timeout_seconds: Option<i64>,
    /// `periodSeconds`.
    pub period_seconds: Option<i64>,
    /// `successThreshold`.
    pub success_threshold: Option<i64>,
    /// `failureThreshold`.
    pub failure_threshold: Option<i64>,
    /// `terminationGracePeriodSeconds`.
    pub termination_grace_period_seconds: Option<i64>,
}

impl Probe {
    /// `initialDelaySeconds` after defaulting (0).
    pub fn initial_delay(&self) -> i64 {
        self.initial_delay_seconds.unwrap_or(0)
    }
    /// `periodSeconds` after defaulting (10).
    pub fn period(&self) -> i64 {
        self.period_seconds.unwrap_or(10)
    }
    /// `timeoutSeconds` after defaulting (1).
    pub fn timeout(&self) -> i64 {
        self.timeout_seconds.unwrap_or(1)
    }
    /// `successThreshold` after defaulting (1).
    pub fn success_threshold(&self) -> i64 {
        self.success_threshold.unwrap_or(1)
    }
    /// `failureThreshold` after defaulting (3).
    pub fn failure_threshold(&self) -> i64 {
        self.failure_threshold.unwrap_or(3)
    }
}

/// A probe or hook handler: which kinds are set.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Handler {
    /// `exec.command`.
    pub exec: Option<Vec<String>>,
    /// `httpGet` (the path, if given).
    pub http_get: Option<String>,
    /// `tcpSocket` is set.
    pub tcp_socket: bool,
    /// `grpc` is set.
    pub grpc: bool,
    /// `sleep.seconds` (lifecycle hooks only).
    pub sleep_seconds: Option<i64>,
    /// The port of the first of `httpGet`, `tcpSocket`, `grpc` that is set (absent → none).
    pub port: Option<PortRef>,
    /// `httpGet.scheme` as written (the API server defaults it to `HTTP`).
    pub http_scheme: Option<String>,
    /// `httpGet.httpHeaders[*].name`.
    pub http_header_names: Vec<String>,
}

/// A handler's `port`: a number or the name of a container port (Kubernetes `IntOrString`).
#[derive(Debug, Clone, PartialEq)]
pub enum PortRef {
    /// A port number.
    Number(i64),
    /// A named container port.
    Name(String),
}

impl Handler {
    /// How many handler kinds are set.
    pub fn kinds_set(&self) -> usize {
        usize::from(self.exec.is_some())
            + usize::from(self.http_get.is_some())
            + usize::from(self.tcp_socket)
            + usize::from(self.grpc)
            + usize::from(self.sleep_seconds.is_some())
    }
}

/// `lifecycle`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Lifecycle {
    /// `postStart`.
    pub post_start: Option<Handler>,
    /// `preStop`.
    pub pre_stop: Option<Handler>,
    /// `stopSignal` (1.33+, `ContainerStopSignals`).
    pub stop_signal: Option<String>,
}
