//! The Init Containers / Containers / Ephemeral Containers sections of `kubectl describe pod`.

use super::describe::resolve_field;
use super::extras::{DescribeExtras, EnvSource};
use super::tabwriter::TabWriter;
use crate::model::{Container, ContainerState, ContainerStatus, Pod, PortRef, Probe, ResourceList};
use crate::status::time::{GO_ZERO_TIME, format_rfc1123z, parse_rfc3339};

/// RFC 1123Z of an optional RFC 3339 time; Go's zero time when unset.
fn when(time: Option<&str>) -> String {
    format_rfc1123z(time.and_then(parse_rfc3339).unwrap_or(GO_ZERO_TIME))
}

fn go_bool(value: bool) -> &'static str {
    if value { "True" } else { "False" }
}

/// One container list. // describe.go: describeContainers
pub(crate) fn containers(
    w: &mut TabWriter,
    label: &str,
    pod: &Pod,
    list: &[Container],
    statuses: &[std::rc::Rc<ContainerStatus>],
    extras: &DescribeExtras,
) {
    let none = if list.is_empty() { " <none>" } else { "" };
    w.line_args(0, format_args!("{label}:{none}"));
    for container in list {
        let name = container.name_or_empty();
        let status = statuses.iter().rev().find(|status| status.name == name);
        w.line_args(1, format_args!("{name}:"));
        if let Some(status) = status {
            w.line_args(2, format_args!("Container ID:\t{}", status.container_id.as_deref().unwrap_or("")));
        }
        w.line_args(2, format_args!("Image:\t{}", container.image.as_deref().unwrap_or("")));
        if let Some(status) = status {
            w.line_args(2, format_args!("Image ID:\t{}", extras.image_id(status)));
        }
        ports(w, container);
        command(w, "Command", &container.command);
        command(w, "Args", &container.args);
        if let Some(status) = status {
            state(w, "State", &status.state);
            if status.last_state.terminated.is_some() {
                state(w, "Last State", &status.last_state);
            }
            w.line_args(2, format_args!("Ready:\t{}", go_bool(status.ready)));
            w.line_args(2, format_args!("Restart Count:\t{}", status.restart_count));
        }
        resources(w, 2, &container.resources.limits, &container.resources.requests);
        for (label, key, probe) in [
            ("Liveness", "livenessProbe", &container.liveness_probe),
            ("Readiness", "readinessProbe", &container.readiness_probe),
            ("Startup", "startupProbe", &container.startup_probe),
        ] {
            if let Some(probe) = probe {
                let target = extras.probe_targets.get(&(name.to_owned(), key.to_owned()));
                w.line_args(2, format_args!("{label}:\t{}", describe_probe(probe, target.map(String::as_str))));
            }
        }
        environment(w, pod, container, extras);
        mounts(w, container);
    }
}

fn ports(w: &mut TabWriter, container: &Container) {
    let render = |host: bool| {
        let parts: Vec<String> = container
            .ports
            .iter()
            .map(|port| {
                let number = if host { port.host_port.unwrap_or(0) } else { port.container_port.unwrap_or(0) };
                let mut text = format!("{number}/{}", port.protocol.as_deref().unwrap_or("TCP"));
                if let Some(name) = port.name.as_deref().filter(|name| !name.is_empty()) {
                    text.push_str(&format!(" ({name})"));
                }
                text
            })
            .collect();
        parts.join(", ")
    };
    for (single, plural, text) in [("Port", "Ports", render(false)), ("Host Port", "Host Ports", render(true))] {
        if text.contains(',') {
            w.line_args(2, format_args!("{plural}:\t{text}"));
        } else {
            w.line_args(2, format_args!("{single}:\t{}", if text.is_empty() { "<none>" } else { &text }));
        }
    }
}

fn command(w: &mut TabWriter, label: &str, parts: &[String]) {
    if parts.is_empty() {
        return;
    }
    w.line_args(2, format_args!("{label}:"));
    for part in parts {
        for line in part.split('\n') {
            w.line(3, line);
        }
    }
}

/// `describeStatus`: one container state.
fn state(w: &mut TabWriter, label: &str, state: &ContainerState) {
    if let Some(running) = &state.running {
        w.line_args(2, format_args!("{label}:\tRunning"));
        w.line_args(3, format_args!("Started:\t{}", when(running.started_at.as_deref())));
    } else if let Some(waiting) = &state.waiting {
        w.line_args(2, format_args!("{label}:\tWaiting"));
        if let Some(reason) = waiting.reason.as_deref().filter(|r| !r.is_empty()) {
            w.line_args(3, format_args!("Reason:\t{reason}"));
        }
    } else if let Some(terminated) = &state.terminated {
        w.line_args(2, format_args!("{label}:\tTerminated"));
        if let Some(reason) = terminated.reason.as_deref().filter(|r| !r.is_empty()) {
            w.line_args(3, format_args!("Reason:\t{reason}"));
        }
        if let Some(message) = terminated.message.as_deref().filter(|m| !m.is_empty()) {
            w.line_args(3, format_args!("Message:\t{message}"));
        }
        w.line_args(3, format_args!("Exit Code:\t{}", terminated.exit_code));
        if let Some(signal) = terminated.signal.filter(|signal| *signal > 0) {
            w.line_args(3, format_args!("Signal:\t{signal}"));
        }
        w.line_args(3, format_args!("Started:\t{}", when(terminated.started_at.as_deref())));
        w.line_args(3, format_args!("Finished:\t{}", when(terminated.finished_at.as_deref())));
    } else {
        w.line_args(2, format_args!("{label}:\tWaiting"));
    }
}

/// `describeResources`: Limits then Requests, names sorted.
pub(crate) fn resources(w: &mut TabWriter, level: usize, limits: &ResourceList, requests: &ResourceList) {
    for (label, list) in [("Limits", limits), ("Requests", requests)] {
        if list.is_empty() {
            continue;
        }
        w.line_args(level, format_args!("{label}:"));
        for (name, quantity) in list {
            w.line_args(level + 1, format_args!("{name}:\t{quantity}"));
        }
    }
}

/// `DescribeProbe`: `http-get http://:8080/healthz delay=0s timeout=1s period=10s #success=1 #failure=3`.
pub fn describe_probe(probe: &Probe, target: Option<&str>) -> String {
    let attributes = format!(
        "delay={}s timeout={}s period={}s #success={} #failure={}",
        probe.initial_delay(),
        probe.timeout(),
        probe.period(),
        probe.success_threshold(),
        probe.failure_threshold()
    );
    if let Some(command) = &probe.handler.exec {
        return format!("exec [{}] {attributes}", command.join(" "));
    }
    let port = match &probe.handler.port {
        Some(PortRef::Number(number)) => number.to_string(),
        Some(PortRef::Name(name)) => name.clone(),
        None => String::new(),
    };
    match target {
        Some(target) => format!("{target} {attributes}"),
        None if probe.handler.http_get.is_some() => {
            let scheme = probe.handler.http_scheme.as_deref().unwrap_or("HTTP").to_ascii_lowercase();
            let path = probe.handler.http_get.as_deref().unwrap_or("");
            let path = if path.is_empty() || path.starts_with('/') { path.to_owned() } else { format!("/{path}") };
            let host = if port.is_empty() { String::new() } else { format!(":{port}") };
            format!("http-get {scheme}://{host}{path} {attributes}")
        }
        None if probe.handler.tcp_socket => format!("tcp-socket :{port} {attributes}"),
        None if probe.handler.grpc => format!("grpc <pod>:{port}  {attributes}"),
        None => format!("unknown {attributes}"),
    }
}

fn environment(w: &mut TabWriter, pod: &Pod, container: &Container, extras: &DescribeExtras) {
    if !container.env_from.is_empty() {
        w.line(2, "Environment Variables from:");
        for from in &container.env_from {
            let (kind, reference) = match (&from.config_map_ref, &from.secret_ref) {
                (Some(reference), _) => ("ConfigMap", Some(reference)),
                (None, Some(reference)) => ("Secret", Some(reference)),
                (None, None) => ("", None),
            };
            let name = reference.and_then(|r| r.name.as_deref()).unwrap_or("");
            let optional = reference.is_some_and(|r| r.optional);
            w.line_args(3, format_args!("{name}\t{kind}\tOptional: {optional}"));
        }
    }
    let none = if container.env.is_empty() { "\t<none>" } else { "" };
    w.line_args(2, format_args!("Environment:{none}"));
    for env in &container.env {
        let name = env.name.as_deref().unwrap_or("");
        let Some(from) = &env.value_from else {
            for (index, line) in env.value.as_deref().unwrap_or("").split('\n').enumerate() {
                w.line(3, &if index == 0 { format!("{name}:\t{line}") } else { format!("\t{line}") });
            }
            continue;
        };
        let source = extras.env_sources.get(&(container.name_or_empty().to_owned(), name.to_owned()));
        if let Some(field) = &from.field_ref {
            // A variable a controller added (an Indexed Job's JOB_COMPLETION_INDEX) is not in
            // the text: the model's selector says it.
            let (api_version, path) = match source {
                Some(EnvSource::Field { api_version, path }) => (api_version.as_str(), path.as_str()),
                _ => (field.api_version.as_deref().unwrap_or("v1"), field.field_path.as_deref().unwrap_or("")),
            };
            w.line_args(3, format_args!("{name}:\t{} ({api_version}:{path})", resolve_field(pod, extras, path)));
        } else if from.resource_field_ref.is_some() {
            let resource = match source {
                Some(EnvSource::Resource(resource)) => resource.as_str(),
                _ => "",
            };
            w.line_args(3, format_args!("{name}:\t{} ({resource})", resource_value(container, resource)));
        } else if let Some(key) = &from.secret_key_ref {
            let (k, n) = (key.key.as_deref().unwrap_or(""), key.name.as_deref().unwrap_or(""));
            w.line_args(3, format_args!("{name}:\t<set to the key '{k}' in secret '{n}'>\tOptional: {}", key.optional));
        } else if let Some(key) = &from.config_map_key_ref {
            let (k, n) = (key.key.as_deref().unwrap_or(""), key.name.as_deref().unwrap_or(""));
            w.line_args(
                3,
                format_args!("{name}:\t<set to the key '{k}' of config map '{n}'>\tOptional: {}", key.optional),
            );
        }
    }
}

/// The value of a `resourceFieldRef` as written in the spec (divisors are not applied).
fn resource_value(container: &Container, resource: &str) -> String {
    let (list, name) = match resource.split_once('.') {
        Some(("limits", name)) => (&container.resources.limits, name),
        Some(("requests", name)) => (&container.resources.requests, name),
        _ => return String::new(),
    };
    match list.get(name) {
        Some(quantity) => quantity.clone(),
        None if resource.starts_with("limits.") => "node allocatable".to_owned(),
        None => "0".to_owned(),
    }
}

fn mounts(w: &mut TabWriter, container: &Container) {
    let none = if container.volume_mounts.is_empty() { "\t<none>" } else { "" };
    w.line_args(2, format_args!("Mounts:{none}"));
    let mut mounts: Vec<_> = container.volume_mounts.iter().collect();
    mounts.sort_by(|a, b| a.mount_path.cmp(&b.mount_path));
    for mount in mounts {
        let mut flags = vec![if mount.read_only { "ro".to_owned() } else { "rw".to_owned() }];
        if let Some(sub_path) = mount.sub_path.as_deref().filter(|s| !s.is_empty()) {
            flags.push(format!("path={sub_path:?}"));
        }
        w.line(
            3,
            &format!(
                "{} from {} ({})",
                mount.mount_path.as_deref().unwrap_or(""),
                mount.name.as_deref().unwrap_or(""),
                flags.join(",")
            ),
        );
    }
}
