//! Node tree → `model::Pod`: metadata, spec, containers and status.

use super::fields;
use super::reader::{Obj, Reader, join};
use crate::diagnostic::Diagnostic;
use crate::model::*;
use crate::yaml::Node;

/// Reads a Pod-shaped mapping found at API path `path` inside a document of kind `kind`.
/// Fields of the wrong type are skipped here; `schema` reports them with the API server's words.
pub fn read_pod_node(node: &Node, path: &str, _kind: &str) -> (Pod, Vec<Diagnostic>) {
    let mut reader = Reader::default();
    let go_type = if path.is_empty() { "Pod" } else { "PodTemplateSpec" };
    let pod = read_pod(&mut reader, node, path, go_type);
    (pod, reader.diagnostics)
}

/// Reads a Pod-shaped mapping (`metadata`, `spec`, `status`) found at `path` (`""` for a Pod,
/// `spec.template` for a Deployment).
pub(crate) fn read_pod(reader: &mut Reader, node: &Node, path: &str, go_type: &'static str) -> Pod {
    let pod = Obj { node, path, go_type };
    let metadata = reader
        .object(pod, "metadata", "ObjectMeta")
        .map(|meta| read_metadata(reader, meta, &join(path, "metadata")))
        .unwrap_or_default();
    let spec_path = join(path, "spec");
    let spec =
        reader.object(pod, "spec", "PodSpec").map(|spec| read_spec(reader, spec, &spec_path)).unwrap_or_default();
    let status_path = join(path, "status");
    let status = reader.object(pod, "status", "PodStatus").map(|status| read_status(reader, status, &status_path));
    Pod { metadata, spec: std::rc::Rc::new(spec), status, job: None }
}

/// The `metadata` of a document (a workload's own), read as a Pod's is; diagnostics are dropped
/// since the Pod's reading reports the document's problems.
pub(crate) fn read_object_meta(root: &Node) -> ObjectMeta {
    let mut reader = Reader::default();
    let top = Obj { node: root, path: "", go_type: "Object" };
    reader
        .object(top, "metadata", "ObjectMeta")
        .map(|meta| read_metadata(&mut reader, meta, "metadata"))
        .unwrap_or_default()
}

pub(crate) fn read_metadata(reader: &mut Reader, node: &Node, path: &str) -> ObjectMeta {
    let meta = Obj { node, path, go_type: "ObjectMeta" };
    ObjectMeta {
        name: reader.string(meta, "name"),
        generate_name: reader.string(meta, "generateName"),
        namespace: reader.string(meta, "namespace"),
        uid: reader.string(meta, "uid"),
        labels: reader.string_map(meta, "labels"),
        annotations: reader.string_map(meta, "annotations"),
        creation_timestamp: reader.string(meta, "creationTimestamp"),
        deletion_timestamp: reader.string(meta, "deletionTimestamp"),
        deletion_grace_period_seconds: reader.int(meta, "deletionGracePeriodSeconds", "int64"),
        generation: reader.int(meta, "generation", "int64"),
        controller: None,
        owner_references: reader
            .objects(meta, "ownerReferences", "OwnerReference")
            .into_iter()
            .map(|(reference_path, reference)| {
                let reference = Obj { node: reference, path: &reference_path, go_type: "OwnerReference" };
                OwnerReference {
                    api_version: reader.string(reference, "apiVersion").unwrap_or_default(),
                    kind: reader.string(reference, "kind").unwrap_or_default(),
                    name: reader.string(reference, "name").unwrap_or_default(),
                    uid: reader.string(reference, "uid").unwrap_or_default(),
                    controller: reader.boolean(reference, "controller"),
                    block_owner_deletion: reader.boolean(reference, "blockOwnerDeletion"),
                }
            })
            .collect(),
        finalizers: reader.strings(meta, "finalizers"),
    }
}

fn read_spec(reader: &mut Reader, node: &Node, path: &str) -> PodSpec {
    let spec = Obj { node, path, go_type: "PodSpec" };
    let containers_of = |reader: &mut Reader, key: &str, go_type: &'static str| -> Vec<Container> {
        reader
            .objects(spec, key, go_type)
            .into_iter()
            .map(|(item_path, item)| read_container(reader, item, &item_path, go_type))
            .collect()
    };
    let init_containers = containers_of(reader, "initContainers", "Container");
    let containers = containers_of(reader, "containers", "Container");
    let ephemeral_containers = containers_of(reader, "ephemeralContainers", "EphemeralContainer");
    let resources = reader
        .object(spec, "resources", "ResourceRequirements")
        .map(|resources| read_resources(reader, resources, &join(path, "resources")));
    let readiness_gates = reader
        .objects(spec, "readinessGates", "PodReadinessGate")
        .into_iter()
        .filter_map(|(gate_path, gate)| {
            reader.string(Obj { node: gate, path: &gate_path, go_type: "PodReadinessGate" }, "conditionType")
        })
        .collect();
    let volumes = reader
        .objects(spec, "volumes", "Volume")
        .into_iter()
        .map(|(volume_path, volume)| read_volume(reader, volume, &volume_path))
        .collect();
    let mut pod_spec = PodSpec {
        init_containers,
        containers,
        ephemeral_containers,
        restart_policy: reader.string(spec, "restartPolicy"),
        termination_grace_period_seconds: reader.int(spec, "terminationGracePeriodSeconds", "int64"),
        active_deadline_seconds: reader.int(spec, "activeDeadlineSeconds", "int64"),
        overhead: reader.resource_list(spec, "overhead"),
        resources,
        readiness_gates,
        volumes,
        node_name: reader.string(spec, "nodeName"),
        host_network: reader.boolean(spec, "hostNetwork"),
        share_process_namespace: reader.boolean(spec, "shareProcessNamespace"),
        ..PodSpec::default()
    };
    fields::read_spec_fields(node, &mut pod_spec);
    pod_spec
}

fn read_volume(reader: &mut Reader, node: &Node, path: &str) -> Volume {
    let volume = Obj { node, path, go_type: "Volume" };
    let reference = |reader: &mut Reader, key: &str, go_type: &'static str| {
        reader.object(volume, key, go_type).map(|source| {
            let source_path = join(path, key);
            let source = Obj { node: source, path: &source_path, go_type };
            let name_key = if key == "secret" { "secretName" } else { "name" };
            (reader.string(source, name_key), reader.boolean(source, "optional").unwrap_or(false))
        })
    };
    let source = if node.get("emptyDir").is_some() {
        VolumeSource::EmptyDir
    } else if let Some((name, optional)) = reference(reader, "configMap", "ConfigMapVolumeSource") {
        VolumeSource::ConfigMap { name, optional }
    } else if let Some((name, optional)) = reference(reader, "secret", "SecretVolumeSource") {
        VolumeSource::Secret { name, optional }
    } else if node.get("persistentVolumeClaim").is_some() {
        VolumeSource::PersistentVolumeClaim
    } else if node.get("hostPath").is_some() {
        VolumeSource::HostPath
    } else if node.get("projected").is_some() {
        VolumeSource::Projected
    } else if let Some((key, _)) = node.entries().and_then(|entries| entries.iter().find(|(key, _)| key.text != "name"))
    {
        VolumeSource::Other(key.text.clone())
    } else {
        VolumeSource::Unspecified
    };
    Volume { name: reader.string(volume, "name"), source, fields: fields::volume_fields(node) }
}

pub(crate) fn read_resources(reader: &mut Reader, node: &Node, path: &str) -> ResourceRequirements {
    let resources = Obj { node, path, go_type: "ResourceRequirements" };
    ResourceRequirements {
        requests: reader.resource_list(resources, "requests"),
        limits: reader.resource_list(resources, "limits"),
        claims: fields::objects(node, "claims")
            .into_iter()
            .map(|claim| ResourceClaimRef {
                name: fields::string(claim, "name").unwrap_or_default(),
                request: fields::string(claim, "request").unwrap_or_default(),
            })
            .collect(),
    }
}

fn read_container(reader: &mut Reader, node: &Node, path: &str, go_type: &'static str) -> Container {
    let container = Obj { node, path, go_type };
    let probe = |reader: &mut Reader, key: &str| {
        reader.object(container, key, "Probe").map(|probe| read_probe(reader, probe, &join(path, key)))
    };
    let liveness_probe = probe(reader, "livenessProbe");
    let readiness_probe = probe(reader, "readinessProbe");
    let startup_probe = probe(reader, "startupProbe");
    let lifecycle = reader.object(container, "lifecycle", "Lifecycle").map(|lifecycle| {
        let lifecycle_path = join(path, "lifecycle");
        let lifecycle = Obj { node: lifecycle, path: &lifecycle_path, go_type: "Lifecycle" };
        let hook = |reader: &mut Reader, key: &str| {
            reader
                .object(lifecycle, key, "LifecycleHandler")
                .map(|hook| read_handler(reader, hook, &join(&lifecycle_path, key), "LifecycleHandler"))
        };
        Lifecycle {
            post_start: hook(reader, "postStart"),
            pre_stop: hook(reader, "preStop"),
            stop_signal: reader.string(lifecycle, "stopSignal"),
        }
    });
    let ports = reader
        .objects(container, "ports", "ContainerPort")
        .into_iter()
        .map(|(port_path, port)| {
            let port = Obj { node: port, path: &port_path, go_type: "ContainerPort" };
            ContainerPort {
                name: reader.string(port, "name"),
                container_port: reader.int(port, "containerPort", "int32"),
                host_port: reader.int(port, "hostPort", "int32"),
                protocol: reader.string(port, "protocol"),
                host_ip: reader.string(port, "hostIP"),
            }
        })
        .collect();
    let env = reader
        .objects(container, "env", "EnvVar")
        .into_iter()
        .map(|(env_path, env)| read_env(reader, env, &env_path))
        .collect();
    let env_from = reader
        .objects(container, "envFrom", "EnvFromSource")
        .into_iter()
        .map(|(from_path, from)| {
            let from_obj = Obj { node: from, path: &from_path, go_type: "EnvFromSource" };
            EnvFromSource {
                prefix: reader.string(from_obj, "prefix"),
                config_map_ref: read_reference(reader, from_obj, "configMapRef", "ConfigMapEnvSource"),
                secret_ref: read_reference(reader, from_obj, "secretRef", "SecretEnvSource"),
            }
        })
        .collect();
    let volume_mounts = reader
        .objects(container, "volumeMounts", "VolumeMount")
        .into_iter()
        .map(|(mount_path, mount)| {
            let mount = Obj { node: mount, path: &mount_path, go_type: "VolumeMount" };
            VolumeMount {
                name: reader.string(mount, "name"),
                mount_path: reader.string(mount, "mountPath"),
                sub_path: reader.string(mount, "subPath"),
                sub_path_expr: reader.string(mount, "subPathExpr"),
                read_only: reader.boolean(mount, "readOnly").unwrap_or(false),
                mount_propagation: reader.string(mount, "mountPropagation"),
                recursive_read_only: reader.string(mount, "recursiveReadOnly"),
            }
        })
        .collect();
    let volume_devices = reader
        .objects(container, "volumeDevices", "VolumeDevice")
        .into_iter()
        .map(|(device_path, device)| {
            let device = Obj { node: device, path: &device_path, go_type: "VolumeDevice" };
            VolumeDevice { name: reader.string(device, "name"), device_path: reader.string(device, "devicePath") }
        })
        .collect();
    let security_context = reader.object(container, "securityContext", "SecurityContext").map(fields::security_context);
    let resources = reader
        .object(container, "resources", "ResourceRequirements")
        .map(|resources| read_resources(reader, resources, &join(path, "resources")))
        .unwrap_or_default();
    Container {
        name: reader.string(container, "name"),
        image: reader.string(container, "image"),
        command: reader.strings(container, "command"),
        args: reader.strings(container, "args"),
        ports,
        env,
        env_from,
        resources,
        restart_policy: reader.string(container, "restartPolicy"),
        restart_policy_rules: read_restart_rules(reader, container),
        resize_policy: fields::objects(node, "resizePolicy")
            .into_iter()
            .map(|policy| ResizePolicy {
                resource_name: fields::string(policy, "resourceName"),
                restart_policy: fields::string(policy, "restartPolicy"),
            })
            .collect(),
        volume_mounts,
        volume_devices,
        liveness_probe,
        readiness_probe,
        startup_probe,
        lifecycle,
        termination_message_path: reader.string(container, "terminationMessagePath"),
        termination_message_policy: reader.string(container, "terminationMessagePolicy"),
        image_pull_policy: reader.string(container, "imagePullPolicy"),
        security_context,
        target_container_name: reader.string(container, "targetContainerName"),
    }
}

/// `restartPolicyRules`, in order (the order decides which rule applies).
fn read_restart_rules(reader: &mut Reader, container: Obj<'_, '_>) -> Vec<ContainerRestartRule> {
    let rules = reader.objects(container, "restartPolicyRules", "ContainerRestartRule");
    rules
        .into_iter()
        .map(|(rule_path, node)| {
            let rule = Obj { node, path: &rule_path, go_type: "ContainerRestartRule" };
            let codes_path = join(&rule_path, "exitCodes");
            let exit_codes = reader.object(rule, "exitCodes", "ContainerRestartRuleOnExitCodes").map(|codes| {
                let codes = Obj { node: codes, path: &codes_path, go_type: "ContainerRestartRuleOnExitCodes" };
                RestartRuleExitCodes {
                    operator: reader.string(codes, "operator"),
                    values: reader.ints(codes, "values", "int32"),
                }
            });
            ContainerRestartRule { action: reader.string(rule, "action"), exit_codes }
        })
        .collect()
}

fn read_reference(reader: &mut Reader, parent: Obj<'_, '_>, key: &str, go_type: &'static str) -> Option<KeyReference> {
    let node = reader.object(parent, key, go_type)?;
    let path = join(parent.path, key);
    let reference = Obj { node, path: &path, go_type };
    Some(KeyReference {
        name: reader.string(reference, "name"),
        key: reader.string(reference, "key"),
        optional: reader.boolean(reference, "optional").unwrap_or(false),
    })
}

fn read_env(reader: &mut Reader, node: &Node, path: &str) -> EnvVar {
    let env = Obj { node, path, go_type: "EnvVar" };
    let value_from = reader.object(env, "valueFrom", "EnvVarSource").map(|source| {
        let source_path = join(path, "valueFrom");
        let source = Obj { node: source, path: &source_path, go_type: "EnvVarSource" };
        EnvVarSource {
            config_map_key_ref: read_reference(reader, source, "configMapKeyRef", "ConfigMapKeySelector"),
            secret_key_ref: read_reference(reader, source, "secretKeyRef", "SecretKeySelector"),
            field_ref: fields::object(source.node, "fieldRef").map(fields::field_selector),
            resource_field_ref: fields::object(source.node, "resourceFieldRef").map(fields::resource_selector),
            file_key_ref: reader.object(source, "fileKeyRef", "FileKeySelector").map(|node| {
                let file_path = join(&source_path, "fileKeyRef");
                let file = Obj { node, path: &file_path, go_type: "FileKeySelector" };
                crate::model::FileKeyReference {
                    volume_name: reader.string(file, "volumeName"),
                    path: reader.string(file, "path"),
                    key: reader.string(file, "key"),
                }
            }),
        }
    });
    EnvVar { name: reader.string(env, "name"), value: reader.string(env, "value"), value_from }
}

fn read_probe(reader: &mut Reader, node: &Node, path: &str) -> Probe {
    let probe = Obj { node, path, go_type: "Probe" };
    Probe {
        handler: read_handler(reader, node, path, "Probe"),
        initial_delay_seconds: reader.int(probe, "initialDelaySeconds", "int32"),
        timeout_seconds: reader.int(probe, "timeoutSeconds", "int32"),
        period_seconds: reader.int(probe, "periodSeconds", "int32"),
        success_threshold: reader.int(probe, "successThreshold", "int32"),
        failure_threshold: reader.int(probe, "failureThreshold", "int32"),
        termination_grace_period_seconds: reader.int(probe, "terminationGracePeriodSeconds", "int64"),
    }
}

fn read_handler(reader: &mut Reader, node: &Node, path: &str, go_type: &'static str) -> Handler {
    let handler = Obj { node, path, go_type };
    let exec = reader.object(handler, "exec", "ExecAction").map(|exec| {
        let exec_path = join(path, "exec");
        reader.strings(Obj { node: exec, path: &exec_path, go_type: "ExecAction" }, "command")
    });
    let http_get = reader.object(handler, "httpGet", "HTTPGetAction").map(|http| {
        let http_path = join(path, "httpGet");
        reader.string(Obj { node: http, path: &http_path, go_type: "HTTPGetAction" }, "path").unwrap_or_default()
    });
    let sleep_seconds = reader.object(handler, "sleep", "SleepAction").and_then(|sleep| {
        let sleep_path = join(path, "sleep");
        reader.int(Obj { node: sleep, path: &sleep_path, go_type: "SleepAction" }, "seconds", "int64")
    });
    let http_scheme = node.get("httpGet").and_then(|http| http.get("scheme")).and_then(Node::scalar);
    let port = ["httpGet", "tcpSocket", "grpc"]
        .iter()
        .find_map(|key| node.get(key).filter(|action| action.entries().is_some()))
        .map(|action| action.get("port").map(read_port).unwrap_or(PortRef::Number(0)));
    Handler {
        exec,
        http_get,
        tcp_socket: reader.object(handler, "tcpSocket", "TCPSocketAction").is_some(),
        grpc: reader.object(handler, "grpc", "GRPCAction").is_some(),
        sleep_seconds,
        port,
        http_scheme: http_scheme.map(str::to_owned),
        http_header_names: node
            .get("httpGet")
            .map(|http| fields::objects(http, "httpHeaders"))
            .unwrap_or_default()
            .into_iter()
            .map(|header| fields::string(header, "name").unwrap_or_default())
            .collect(),
    }
}

/// An `IntOrString` port: an unquoted integer is a number, anything else a name.
fn read_port(node: &Node) -> PortRef {
    use crate::yaml::{NodeKind, ScalarStyle, resolve_plain};
    match &node.kind {
        NodeKind::Scalar(text, ScalarStyle::Plain) => match resolve_plain(text).json_int() {
            Some(value) => PortRef::Number(value),
            None => PortRef::Name(text.clone()),
        },
        NodeKind::Scalar(text, _) => PortRef::Name(text.clone()),
        _ => PortRef::Number(0),
    }
}

fn read_status(reader: &mut Reader, node: &Node, path: &str) -> PodStatus {
    let status = Obj { node, path, go_type: "PodStatus" };
    let statuses = |reader: &mut Reader, key: &str| -> Vec<std::rc::Rc<ContainerStatus>> {
        reader
            .objects(status, key, "ContainerStatus")
            .into_iter()
            .map(|(item_path, item)| std::rc::Rc::new(read_container_status(reader, item, &item_path)))
            .collect()
    };
    let init_container_statuses = statuses(reader, "initContainerStatuses");
    let container_statuses = statuses(reader, "containerStatuses");
    let ephemeral_container_statuses = statuses(reader, "ephemeralContainerStatuses");
    let conditions = reader
        .objects(status, "conditions", "PodCondition")
        .into_iter()
        .map(|(condition_path, condition)| {
            let condition = Obj { node: condition, path: &condition_path, go_type: "PodCondition" };
            PodCondition {
                condition_type: reader.string(condition, "type").unwrap_or_default(),
                status: reader.string(condition, "status").unwrap_or_default(),
                reason: reader.string(condition, "reason"),
                message: reader.string(condition, "message"),
                last_transition_time: reader.string(condition, "lastTransitionTime"),
                observed_generation: None,
            }
        })
        .collect();
    let mut pod_ips: Vec<String> = reader
        .objects(status, "podIPs", "PodIP")
        .into_iter()
        .filter_map(|(ip_path, ip)| reader.string(Obj { node: ip, path: &ip_path, go_type: "PodIP" }, "ip"))
        .collect();
    if pod_ips.is_empty() {
        pod_ips.extend(reader.string(status, "podIP"));
    }
    PodStatus {
        phase: reader.string(status, "phase"),
        reason: reader.string(status, "reason"),
        message: reader.string(status, "message"),
        conditions,
        init_container_statuses,
        container_statuses,
        ephemeral_container_statuses,
        start_time: reader.string(status, "startTime"),
        qos_class: reader.string(status, "qosClass"),
        host_ip: reader.string(status, "hostIP"),
        pod_ips,
        ..PodStatus::default()
    }
}

fn read_container_status(reader: &mut Reader, node: &Node, path: &str) -> ContainerStatus {
    let status = Obj { node, path, go_type: "ContainerStatus" };
    let state = |reader: &mut Reader, key: &str| {
        reader
            .object(status, key, "ContainerState")
            .map(|state| read_state(reader, state, &join(path, key)))
            .unwrap_or_default()
    };
    ContainerStatus {
        name: reader.string(status, "name").unwrap_or_default(),
        ready: reader.boolean(status, "ready").unwrap_or(false),
        started: reader.boolean(status, "started"),
        restart_count: reader.int(status, "restartCount", "int32").unwrap_or(0),
        state: state(reader, "state"),
        last_state: state(reader, "lastState"),
        image: reader.string(status, "image"),
        container_id: reader.string(status, "containerID"),
        stop_signal: reader.string(status, "stopSignal"),
        ..ContainerStatus::default()
    }
}

fn read_state(reader: &mut Reader, node: &Node, path: &str) -> ContainerState {
    let state = Obj { node, path, go_type: "ContainerState" };
    let waiting = reader.object(state, "waiting", "ContainerStateWaiting").map(|waiting| {
        let waiting_path = join(path, "waiting");
        let waiting = Obj { node: waiting, path: &waiting_path, go_type: "ContainerStateWaiting" };
        ContainerStateWaiting { reason: reader.string(waiting, "reason"), message: reader.string(waiting, "message") }
    });
    let running = reader.object(state, "running", "ContainerStateRunning").map(|running| {
        let running_path = join(path, "running");
        let running = Obj { node: running, path: &running_path, go_type: "ContainerStateRunning" };
        ContainerStateRunning { started_at: reader.string(running, "startedAt") }
    });
    let terminated = reader.object(state, "terminated", "ContainerStateTerminated").map(|terminated| {
        let terminated_path = join(path, "terminated");
        let terminated = Obj { node: terminated, path: &terminated_path, go_type: "ContainerStateTerminated" };
        ContainerStateTerminated {
            exit_code: reader.int(terminated, "exitCode", "int32").unwrap_or(0),
            signal: reader.int(terminated, "signal", "int32"),
            reason: reader.string(terminated, "reason"),
            message: reader.string(terminated, "message"),
            started_at: reader.string(terminated, "startedAt"),
            finished_at: reader.string(terminated, "finishedAt"),
        }
    });
    ContainerState { waiting, running, terminated }
}
