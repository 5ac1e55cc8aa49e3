//! The `status:` block as `kubectl get pod -o yaml` prints it: JSON field names in alphabetical
//! order (kubectl converts JSON to YAML), empty structs as `{}`, times as quoted RFC 3339.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::extras::DescribeExtras;
use crate::model::{ContainerState, ContainerStatus, PodCondition, PodStatus, ResourceList, ResourceRequirements};
use crate::yaml::{Resolved, resolve_plain};

/// A JSON-like value with sorted object keys.
enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    List(Vec<Value>),
    Object(BTreeMap<String, Value>),
}

fn text(value: &Option<String>) -> Option<Value> {
    value.as_ref().map(|text| Value::Str(text.clone()))
}

fn object(fields: Vec<(&'static str, Option<Value>)>) -> Value {
    Value::Object(fields.into_iter().filter_map(|(key, value)| value.map(|value| (key.to_owned(), value))).collect())
}

fn condition(condition: &PodCondition) -> Value {
    object(vec![
        ("lastProbeTime", Some(Value::Null)),
        ("lastTransitionTime", Some(text(&condition.last_transition_time).unwrap_or(Value::Null))),
        ("message", text(&condition.message)),
        ("observedGeneration", condition.observed_generation.map(Value::Int)),
        ("reason", text(&condition.reason)),
        ("status", Some(Value::Str(condition.status.clone()))),
        ("type", Some(Value::Str(condition.condition_type.clone()))),
    ])
}

fn state(state: &ContainerState) -> Value {
    let waiting = state
        .waiting
        .as_ref()
        .map(|waiting| object(vec![("message", text(&waiting.message)), ("reason", text(&waiting.reason))]));
    let running = state.running.as_ref().map(|running| object(vec![("startedAt", text(&running.started_at))]));
    let terminated = state.terminated.as_ref().map(|terminated| {
        object(vec![
            ("exitCode", Some(Value::Int(terminated.exit_code))),
            ("finishedAt", Some(text(&terminated.finished_at).unwrap_or(Value::Null))),
            ("message", text(&terminated.message)),
            ("reason", text(&terminated.reason)),
            ("signal", terminated.signal.map(Value::Int)),
            ("startedAt", Some(text(&terminated.started_at).unwrap_or(Value::Null))),
        ])
    });
    object(vec![("running", running), ("terminated", terminated), ("waiting", waiting)])
}

/// A resource list as a JSON object (quantities are strings).
fn resource_list(list: &ResourceList) -> Option<Value> {
    let fields: BTreeMap<String, Value> =
        list.iter().map(|(name, value)| (name.clone(), Value::Str(value.clone()))).collect();
    (!fields.is_empty()).then_some(Value::Object(fields))
}

/// `resources` of a container status or of the Pod: a non-nil struct, so `{}` when it holds nothing.
fn requirements(resources: &ResourceRequirements) -> Value {
    let claims = resources.claims.iter().map(|claim| {
        let request = (!claim.request.is_empty()).then(|| Value::Str(claim.request.clone()));
        object(vec![("name", Some(Value::Str(claim.name.clone()))), ("request", request)])
    });
    let claims = (!resources.claims.is_empty()).then(|| Value::List(claims.collect()));
    object(vec![
        ("claims", claims),
        ("limits", resource_list(&resources.limits)),
        ("requests", resource_list(&resources.requests)),
    ])
}

fn container(status: &ContainerStatus, extras: &DescribeExtras) -> Value {
    object(vec![
        ("allocatedResources", status.allocated_resources.as_deref().and_then(resource_list)),
        ("containerID", text(&status.container_id)),
        ("image", Some(Value::Str(status.image.clone().unwrap_or_default()))),
        ("imageID", Some(Value::Str(extras.image_id(status)))),
        ("lastState", Some(state(&status.last_state))),
        ("name", Some(Value::Str(status.name.clone()))),
        ("ready", Some(Value::Bool(status.ready))),
        ("resources", status.status_resources.as_deref().map(requirements)),
        ("restartCount", Some(Value::Int(status.restart_count))),
        ("started", status.started.map(Value::Bool)),
        ("state", Some(state(&status.state))),
        ("stopSignal", text(&status.stop_signal)),
        ("volumeMounts", volume_mounts(&status.volume_mounts)),
    ])
}

fn volume_mounts(mounts: &[crate::model::VolumeMountStatus]) -> Option<Value> {
    let list = mounts.iter().map(|mount| {
        object(vec![
            ("mountPath", Some(Value::Str(mount.mount_path.clone()))),
            ("name", Some(Value::Str(mount.name.clone()))),
            ("readOnly", mount.read_only.then_some(Value::Bool(true))),
            ("recursiveReadOnly", text(&mount.recursive_read_only)),
        ])
    });
    (!mounts.is_empty()).then(|| Value::List(list.collect()))
}

fn containers(list: &[Rc<ContainerStatus>], extras: &DescribeExtras) -> Option<Value> {
    (!list.is_empty()).then(|| Value::List(list.iter().map(|status| container(status, extras)).collect()))
}

fn ips(ips: &[String]) -> Option<Value> {
    let list = ips.iter().map(|ip| object(vec![("ip", Some(Value::Str(ip.clone())))])).collect();
    (!ips.is_empty()).then_some(Value::List(list))
}

/// The `status:` block (with its `status:` line) of `kubectl get pod -o yaml`, from the model
/// alone (no image IDs: see [`status_yaml_with`]).
pub fn status_yaml(status: &PodStatus) -> String {
    status_yaml_with(status, &DescribeExtras::default())
}

/// The `status:` block of a state the simulation recorded: a container the runtime created has
/// its (made-up) image ID, as [`DescribeExtras::image_id`] says.
pub fn simulated_status_yaml(status: &PodStatus) -> String {
    status_yaml_with(status, &DescribeExtras { simulated: true, ..DescribeExtras::default() })
}

/// The `status:` block with the image IDs and nominated node the model does not carry. The `user`
/// the runtime reports of each container (from the image's users and groups) is not reproduced.
pub fn status_yaml_with(status: &PodStatus, extras: &DescribeExtras) -> String {
    let host_ips: Vec<String> = status.host_ip.iter().cloned().collect();
    let value = object(vec![
        ("allocatedResources", status.allocated_resources.as_ref().and_then(resource_list)),
        (
            "conditions",
            (!status.conditions.is_empty()).then(|| Value::List(status.conditions.iter().map(condition).collect())),
        ),
        ("containerStatuses", containers(&status.container_statuses, extras)),
        ("ephemeralContainerStatuses", containers(&status.ephemeral_container_statuses, extras)),
        ("hostIP", text(&status.host_ip)),
        ("hostIPs", ips(&host_ips)),
        ("initContainerStatuses", containers(&status.init_container_statuses, extras)),
        ("message", text(&status.message)),
        ("nominatedNodeName", text(&extras.nominated_node_name)),
        ("observedGeneration", status.observed_generation.map(Value::Int)),
        ("phase", text(&status.phase)),
        ("podIP", status.pod_ips.first().map(|ip| Value::Str(ip.clone()))),
        ("podIPs", ips(&status.pod_ips)),
        ("qosClass", text(&status.qos_class)),
        ("reason", text(&status.reason)),
        ("resources", status.resources.as_ref().map(requirements)),
        ("startTime", text(&status.start_time)),
    ]);
    let mut out = String::from("status:");
    emit(&value, 1, &mut out);
    out.push('\n');
    out
}

/// A string as go-yaml v2 writes it (kubectl's YAML printer): plain when it reads back as the same
/// string; double-quoted when it would read as another type (`"True"`, `"2024-05-01T10:00:00Z"`);
/// single-quoted when plain text is not allowed (`': '`, leading `[`); `|-` blocks for several lines.
// go-yaml v2: encode.go stringv, emitterc.go yaml_emitter_select_scalar_style
fn scalar(text: &str, indent: usize) -> String {
    let reads_as_string = resolve_plain(text) == Resolved::Str && !looks_like_time(text) && !is_base60(text);
    if !reads_as_string {
        return double_quoted(text);
    }
    if text.contains('\n') && text.chars().all(|c| c == '\n' || !c.is_control()) {
        let pad = "  ".repeat(indent);
        let (body, chomp) = match text.strip_suffix('\n') {
            Some(body) if !body.ends_with('\n') => (body, "|"),
            _ => (text, "|-"),
        };
        let lines: Vec<String> =
            body.split('\n').map(|line| if line.is_empty() { String::new() } else { format!("{pad}{line}") }).collect();
        return format!("{chomp}\n{}", lines.join("\n"));
    }
    if text.chars().any(|c| c.is_control()) {
        return double_quoted(text);
    }
    let special_start = text.starts_with(|c: char| "-?:,[]{}#&*!|>'\"%@` ".contains(c));
    let needs_quotes = special_start || text.ends_with([' ', ':']) || text.contains(": ") || text.contains(" #");
    if needs_quotes { format!("'{}'", text.replace('\'', "''")) } else { text.to_owned() }
}

fn double_quoted(text: &str) -> String {
    format!("{text:?}")
}

/// go-yaml v2 quotes strings that YAML 1.1 reads as timestamps (`2024-05-01`, `2024-05-01T10:00:00Z`).
fn looks_like_time(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() >= 8
        && bytes.get(4) == Some(&b'-')
        && bytes.iter().take(4).all(u8::is_ascii_digit)
        && bytes.get(5).is_some_and(u8::is_ascii_digit)
}

/// go-yaml v2 quotes sexagesimal numbers (`1:20`, `190:20:30`).
fn is_base60(text: &str) -> bool {
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    let mut parts = body.split(':');
    let first_ok = parts.next().is_some_and(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    let rest: Vec<&str> = parts.collect();
    first_ok
        && !rest.is_empty()
        && rest.iter().all(|p| (1..=2).contains(&p.len()) && p.chars().all(|c| c.is_ascii_digit()))
}

fn emit(value: &Value, indent: usize, out: &mut String) {
    let pad = "  ".repeat(indent);
    match value {
        Value::Null => out.push_str(" null"),
        Value::Bool(flag) => out.push_str(&format!(" {flag}")),
        Value::Int(number) => out.push_str(&format!(" {number}")),
        Value::Str(text) => out.push_str(&format!(" {}", scalar(text, indent))),
        Value::List(items) if items.is_empty() => out.push_str(" []"),
        Value::Object(fields) if fields.is_empty() => out.push_str(" {}"),
        Value::List(items) => {
            // go-yaml writes a list's dashes at its key's own indentation.
            let pad = "  ".repeat(indent.saturating_sub(1));
            for item in items {
                out.push_str(&format!("\n{pad}-"));
                match item {
                    Value::Object(fields) if !fields.is_empty() => {
                        for (index, (key, field)) in fields.iter().enumerate() {
                            if index == 0 {
                                out.push_str(&format!(" {key}:"));
                            } else {
                                out.push_str(&format!("\n{pad}  {key}:"));
                            }
                            emit(field, indent + 1, out);
                        }
                    }
                    other => emit(other, indent, out),
                }
            }
        }
        Value::Object(fields) => {
            for (key, field) in fields {
                out.push_str(&format!("\n{pad}{key}:"));
                emit(field, indent + 1, out);
            }
        }
    }
}
