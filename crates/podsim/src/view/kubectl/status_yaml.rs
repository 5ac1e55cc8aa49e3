//! The `status:` block as `kubectl get pod -o yaml` prints it: JSON field names in alphabetical
//! order (kubectl converts JSON to YAML), empty structs as `{}`, times as quoted RFC 3339.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::rc::Rc;

use super::extras::DescribeExtras;
use crate::model::{ContainerState, ContainerStatus, PodCondition, PodStatus, ResourceList, ResourceRequirements};
use crate::yaml::{Resolved, resolve_plain};

/// A JSON-like value with sorted object keys.
/// Texts are borrowed from the status where they can be: a state is printed often (each instant
/// the playhead shows), so copying every string first would cost more than printing it.
enum Value<'a> {
    Null,
    Bool(bool),
    Int(i64),
    Str(Cow<'a, str>),
    List(Vec<Value<'a>>),
    Object(BTreeMap<Cow<'a, str>, Value<'a>>),
}

fn text(value: &Option<String>) -> Option<Value<'_>> {
    value.as_deref().map(|text| Value::Str(Cow::Borrowed(text)))
}

fn object<'a>(fields: Vec<(&'static str, Option<Value<'a>>)>) -> Value<'a> {
    Value::Object(
        fields.into_iter().filter_map(|(key, value)| value.map(|value| (Cow::Borrowed(key), value))).collect(),
    )
}

fn condition(condition: &PodCondition) -> Value<'_> {
    object(vec![
        ("lastProbeTime", Some(Value::Null)),
        ("lastTransitionTime", Some(text(&condition.last_transition_time).unwrap_or(Value::Null))),
        ("message", text(&condition.message)),
        ("observedGeneration", condition.observed_generation.map(Value::Int)),
        ("reason", text(&condition.reason)),
        ("status", Some(Value::Str(Cow::Borrowed(condition.status.as_str())))),
        ("type", Some(Value::Str(Cow::Borrowed(condition.condition_type.as_str())))),
    ])
}

fn state(state: &ContainerState) -> Value<'_> {
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
fn resource_list(list: &ResourceList) -> Option<Value<'_>> {
    let fields: BTreeMap<Cow<'_, str>, Value<'_>> = list
        .iter()
        .map(|(name, value)| (Cow::Borrowed(name.as_str()), Value::Str(Cow::Borrowed(value.as_str()))))
        .collect();
    (!fields.is_empty()).then_some(Value::Object(fields))
}

/// `resources` of a container status or of the Pod: a non-nil struct, so `{}` when it holds nothing.
fn requirements(resources: &ResourceRequirements) -> Value<'_> {
    let claims = resources.claims.iter().map(|claim| {
        let request = (!claim.request.is_empty()).then_some(Value::Str(Cow::Borrowed(claim.request.as_str())));
        object(vec![("name", Some(Value::Str(Cow::Borrowed(claim.name.as_str())))), ("request", request)])
    });
    let claims = (!resources.claims.is_empty()).then(|| Value::List(claims.collect()));
    object(vec![
        ("claims", claims),
        ("limits", resource_list(&resources.limits)),
        ("requests", resource_list(&resources.requests)),
    ])
}

fn container<'a>(status: &'a ContainerStatus, extras: &DescribeExtras) -> Value<'a> {
    object(vec![
        ("allocatedResources", status.allocated_resources.as_deref().and_then(resource_list)),
        ("containerID", text(&status.container_id)),
        ("image", Some(Value::Str(Cow::Borrowed(status.image.as_deref().unwrap_or_default())))),
        ("imageID", Some(Value::Str(Cow::Owned(extras.image_id(status))))),
        ("lastState", Some(state(&status.last_state))),
        ("name", Some(Value::Str(Cow::Borrowed(status.name.as_str())))),
        ("ready", Some(Value::Bool(status.ready))),
        ("resources", status.status_resources.as_deref().map(requirements)),
        ("restartCount", Some(Value::Int(status.restart_count))),
        ("started", status.started.map(Value::Bool)),
        ("state", Some(state(&status.state))),
        ("stopSignal", text(&status.stop_signal)),
        ("volumeMounts", volume_mounts(&status.volume_mounts)),
    ])
}

fn volume_mounts(mounts: &[crate::model::VolumeMountStatus]) -> Option<Value<'_>> {
    let list = mounts.iter().map(|mount| {
        object(vec![
            ("mountPath", Some(Value::Str(Cow::Borrowed(mount.mount_path.as_str())))),
            ("name", Some(Value::Str(Cow::Borrowed(mount.name.as_str())))),
            ("readOnly", mount.read_only.then_some(Value::Bool(true))),
            ("recursiveReadOnly", text(&mount.recursive_read_only)),
        ])
    });
    (!mounts.is_empty()).then(|| Value::List(list.collect()))
}

fn containers<'a>(list: &'a [Rc<ContainerStatus>], extras: &DescribeExtras) -> Option<Value<'a>> {
    (!list.is_empty()).then(|| Value::List(list.iter().map(|status| container(status, extras)).collect()))
}

fn ips(ips: &[String]) -> Option<Value<'_>> {
    let list = ips.iter().map(|ip| object(vec![("ip", Some(Value::Str(Cow::Borrowed(ip.as_str()))))])).collect();
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
        ("podIP", status.pod_ips.first().map(|ip| Value::Str(Cow::Borrowed(ip.as_str())))),
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

/// A string as go-yaml v2 writes it (kubectl's YAML printer), appended to `out`: plain when it
/// reads back as the same string; double-quoted when it would read as another type (`"True"`,
/// `"2024-05-01T10:00:00Z"`); single-quoted when plain text is not allowed (`': '`, leading `[`);
/// `|-` blocks for several lines.
// go-yaml v2: encode.go stringv, emitterc.go yaml_emitter_select_scalar_style
fn write_scalar(text: &str, indent: usize, out: &mut String) {
    let reads_as_string = resolve_plain(text) == Resolved::Str && !looks_like_time(text) && !is_base60(text);
    if !reads_as_string {
        return write_double_quoted(text, out);
    }
    if text.contains('\n') && text.chars().all(|c| c == '\n' || !c.is_control()) {
        let (body, chomp) = match text.strip_suffix('\n') {
            Some(body) if !body.ends_with('\n') => (body, "|"),
            _ => (text, "|-"),
        };
        out.push_str(chomp);
        for line in body.split('\n') {
            out.push('\n');
            if !line.is_empty() {
                push_pad(out, indent);
                out.push_str(line);
            }
        }
        return;
    }
    if text.chars().any(|c| c.is_control()) {
        return write_double_quoted(text, out);
    }
    let special_start = text.starts_with(|c: char| "-?:,[]{}#&*!|>'\"%@` ".contains(c));
    let needs_quotes = special_start || text.ends_with([' ', ':']) || text.contains(": ") || text.contains(" #");
    if needs_quotes {
        out.push('\'');
        out.push_str(&text.replace('\'', "''"));
        out.push('\'');
    } else {
        out.push_str(text);
    }
}

/// `indent` levels of two spaces.
fn push_pad(out: &mut String, indent: usize) {
    for _ in 0..indent {
        out.push_str("  ");
    }
}

fn write_double_quoted(text: &str, out: &mut String) {
    use std::fmt::Write as _;
    let _ = write!(out, "{text:?}");
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

fn emit(value: &Value<'_>, indent: usize, out: &mut String) {
    use std::fmt::Write as _;
    match value {
        Value::Null => out.push_str(" null"),
        Value::Bool(flag) => out.push_str(if *flag { " true" } else { " false" }),
        Value::Int(number) => {
            let _ = write!(out, " {number}");
        }
        Value::Str(text) => {
            out.push(' ');
            write_scalar(text, indent, out);
        }
        Value::List(items) if items.is_empty() => out.push_str(" []"),
        Value::Object(fields) if fields.is_empty() => out.push_str(" {}"),
        Value::List(items) => {
            // go-yaml writes a list's dashes at its key's own indentation.
            let dash_indent = indent.saturating_sub(1);
            for item in items {
                out.push('\n');
                push_pad(out, dash_indent);
                out.push('-');
                match item {
                    Value::Object(fields) if !fields.is_empty() => {
                        for (index, (key, field)) in fields.iter().enumerate() {
                            if index == 0 {
                                out.push(' ');
                            } else {
                                out.push('\n');
                                push_pad(out, dash_indent + 1);
                            }
                            out.push_str(key);
                            out.push(':');
                            emit(field, indent + 1, out);
                        }
                    }
                    other => emit(other, indent, out),
                }
            }
        }
        Value::Object(fields) => {
            for (key, field) in fields {
                out.push('\n');
                push_pad(out, indent);
                out.push_str(key);
                out.push(':');
                emit(field, indent + 1, out);
            }
        }
    }
}
