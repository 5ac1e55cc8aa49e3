//! `kubectl describe pod` as text: header, containers, conditions, volumes, QoS class and the
//! events table, aligned like kubectl's tabwriter.

use std::collections::BTreeMap;

use super::describe_containers::{containers, resources};
use super::extras::DescribeExtras;
use super::tabwriter::TabWriter;
use crate::model::{Pod, PodStatus, VolumeSource};
use crate::status::printer::since;
use crate::status::time::{format_rfc1123z, parse_rfc3339};
use crate::version::KubeVersion;

/// `Normal` or `Warning`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EventKind {
    /// Something expected happened.
    Normal,
    /// Something went wrong.
    Warning,
}

impl EventKind {
    /// The API word.
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Normal => "Normal",
            EventKind::Warning => "Warning",
        }
    }
}

/// One (aggregated) event about the Pod, as the Events table shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DescribeEvent {
    /// Normal or Warning.
    pub kind: EventKind,
    /// `Scheduled`, `Pulling`, `BackOff`, …
    pub reason: String,
    /// The reporting component: `default-scheduler`, `kubelet`.
    pub from: String,
    /// The message (surrounding spaces are trimmed when printed).
    pub message: String,
    /// When it was first seen (unix seconds).
    pub first_seen_s: i64,
    /// When it was last seen (unix seconds).
    pub last_seen_s: i64,
    /// How many times it happened (shown as `(x5 over 2m)` when above 1).
    pub count: u32,
    /// `involvedObject.fieldPath` of container events (`spec.containers{app}`); kubectl 1.35+
    /// prints it before the message.
    pub field_path: Option<String>,
}

/// `kubectl describe pod` (kubectl 1.35) for a Pod with no describe-only extras (see
/// [`describe_pod_with`]).
pub fn describe_pod(pod: &Pod, events: &[DescribeEvent], now_unix_seconds: Option<i64>) -> String {
    describe_pod_with(pod, &DescribeExtras::default(), events, now_unix_seconds, KubeVersion::default())
}

/// `kubectl describe pod` text as kubectl of `version` prints it. Relative times (event ages,
/// "Terminating (lasts …)") need `now_unix_seconds`; without it they print `<unknown>`.
// describe.go: describePod
pub fn describe_pod_with(
    pod: &Pod,
    extras: &DescribeExtras,
    events: &[DescribeEvent],
    now_unix_seconds: Option<i64>,
    version: KubeVersion,
) -> String {
    let empty = PodStatus::default();
    let status = pod.status.as_ref().unwrap_or(&empty);
    let meta = &pod.metadata;
    let spec = &pod.spec;
    let mut w = TabWriter::default();
    w.line_args(0, format_args!("Name:\t{}", meta.name.as_deref().unwrap_or("")));
    w.line_args(0, format_args!("Namespace:\t{}", meta.namespace.as_deref().unwrap_or("default")));
    if let Some(priority) = extras.priority {
        w.line_args(0, format_args!("Priority:\t{priority}"));
    }
    for (label, value) in [
        ("Priority Class Name", &extras.priority_class_name),
        ("Runtime Class Name", &extras.runtime_class_name),
        ("Service Account", &extras.service_account_name),
    ] {
        if let Some(value) = value.as_deref().filter(|v| !v.is_empty()) {
            w.line_args(0, format_args!("{label}:\t{value}"));
        }
    }
    match spec.node_name.as_deref().filter(|n| !n.is_empty()) {
        None => w.line(0, "Node:\t<none>"),
        Some(node) => w.line_args(0, format_args!("Node:\t{node}/{}", status.host_ip.as_deref().unwrap_or(""))),
    }
    if let Some(start) = status.start_time.as_deref().and_then(parse_rfc3339) {
        w.line_args(0, format_args!("Start Time:\t{}", format_rfc1123z(start)));
    }
    labels(&mut w, "Labels", &meta.labels);
    annotations(&mut w, &meta.annotations);
    let phase = status.phase.as_deref().unwrap_or("");
    if meta.deletion_timestamp.is_some() && phase != "Failed" && phase != "Succeeded" {
        let lasts = since(meta.deletion_timestamp.as_deref(), now_unix_seconds);
        w.line_args(0, format_args!("Status:\tTerminating (lasts {lasts})"));
        w.line_args(0, format_args!("Termination Grace Period:\t{}s", meta.deletion_grace_period_seconds.unwrap_or(0)));
    } else {
        w.line_args(0, format_args!("Status:\t{phase}"));
    }
    if let Some(reason) = status.reason.as_deref().filter(|r| !r.is_empty()) {
        w.line_args(0, format_args!("Reason:\t{reason}"));
    }
    if let Some(message) = status.message.as_deref().filter(|m| !m.is_empty()) {
        w.line_args(0, format_args!("Message:\t{message}"));
    }
    w.line_args(0, format_args!("IP:\t{}", status.pod_ips.first().map_or("", String::as_str)));
    if status.pod_ips.is_empty() {
        w.line(0, "IPs:\t<none>");
    } else {
        w.line(0, "IPs:");
        for ip in &status.pod_ips {
            w.line_args(1, format_args!("IP:\t{ip}"));
        }
    }
    if let Some(owner) = &extras.controlled_by {
        w.line_args(0, format_args!("Controlled By:\t{owner}"));
    }
    if let Some(node) = extras.nominated_node_name.as_deref().filter(|n| !n.is_empty()) {
        w.line_args(0, format_args!("NominatedNodeName:\t{node}"));
    }
    if let Some(pod_resources) = &spec.resources {
        w.line(0, "Resources:");
        resources(&mut w, 1, &pod_resources.limits, &pod_resources.requests);
    }
    if !spec.init_containers.is_empty() {
        containers(&mut w, "Init Containers", pod, &spec.init_containers, &status.init_container_statuses, extras);
    }
    containers(&mut w, "Containers", pod, &spec.containers, &status.container_statuses, extras);
    if !spec.ephemeral_containers.is_empty() {
        let statuses = &status.ephemeral_container_statuses;
        containers(&mut w, "Ephemeral Containers", pod, &spec.ephemeral_containers, statuses, extras);
    }
    if !spec.readiness_gates.is_empty() {
        w.write("Readiness Gates:\n  Type\tStatus\n");
        for gate in &spec.readiness_gates {
            let found = status.conditions.iter().find(|c| &c.condition_type == gate);
            w.line_args(1, format_args!("{gate} \t{} ", found.map_or("<none>", |c| c.status.as_str())));
        }
    }
    if !status.conditions.is_empty() {
        w.write("Conditions:\n  Type\tStatus\n");
        for condition in &status.conditions {
            w.line_args(1, format_args!("{} \t{} ", condition.condition_type, condition.status));
        }
    }
    volumes(&mut w, pod, extras);
    w.line_args(0, format_args!("QoS Class:\t{}", qos_class(pod, version)));
    labels(&mut w, "Node-Selectors", &extras.node_selector);
    w.write("Tolerations:\t");
    if extras.tolerations.is_empty() {
        w.write("<none>\n");
    }
    for (index, toleration) in extras.tolerations.iter().enumerate() {
        w.write_args(format_args!("{}{toleration}\n", if index == 0 { "" } else { "\t" }));
    }
    // kubectl 1.35 (PR #133627) prefixes container events with their field path.
    events_table(&mut w, events, now_unix_seconds, version >= KubeVersion::V1_35);
    w.finish()
}

/// `printLabelsMultiline`: `Labels:  app=web` then one `key=value` per line.
fn labels(w: &mut TabWriter, title: &str, labels: &BTreeMap<String, String>) {
    w.write_args(format_args!("{title}:\t"));
    if labels.is_empty() {
        w.write("<none>\n");
    }
    for (index, (key, value)) in labels.iter().enumerate() {
        w.write_args(format_args!("{}{key}={value}\n", if index == 0 { "" } else { "\t" }));
    }
}

/// `printAnnotationsMultiline`: `key: value`, long or multi-line values on their own lines.
fn annotations(w: &mut TabWriter, annotations: &BTreeMap<String, String>) {
    const MAX_LEN: usize = 140;
    w.write("Annotations:\t");
    let shown: Vec<_> =
        annotations.iter().filter(|(key, _)| *key != "kubectl.kubernetes.io/last-applied-configuration").collect();
    if shown.is_empty() {
        w.write("<none>\n");
    }
    for (index, (key, value)) in shown.into_iter().enumerate() {
        if index != 0 {
            w.write("\t");
        }
        let value = value.strip_suffix('\n').unwrap_or(value);
        if value.len() + key.len() + 2 > MAX_LEN || value.contains('\n') {
            w.write_args(format_args!("{key}:\n"));
            for line in value.split('\n') {
                let short = match line.char_indices().nth(MAX_LEN - 2) {
                    Some((cut, _)) if line.len() > MAX_LEN - 2 => format!("{}...", &line[..cut]),
                    _ => line.to_owned(),
                };
                w.write_args(format_args!("\t  {short}\n"));
            }
        } else {
            w.write_args(format_args!("{key}: {value}\n"));
        }
    }
}

fn volumes(w: &mut TabWriter, pod: &Pod, extras: &DescribeExtras) {
    if pod.spec.volumes.is_empty() {
        w.line(0, "Volumes:\t<none>");
        return;
    }
    w.line(0, "Volumes:");
    for volume in &pod.spec.volumes {
        let name = volume.name.as_deref().unwrap_or("");
        w.line_args(1, format_args!("{name}:"));
        if let Some(lines) = extras.volume_lines.get(name) {
            for line in lines {
                w.line(2, line);
            }
            continue;
        }
        let lines: Vec<String> = match &volume.source {
            VolumeSource::EmptyDir | VolumeSource::Unspecified => vec![
                "Type:\tEmptyDir (a temporary directory that shares a pod's lifetime)".to_owned(),
                "Medium:\t".to_owned(),
                "SizeLimit:\t<unset>".to_owned(),
            ],
            VolumeSource::ConfigMap { name, optional } => vec![
                "Type:\tConfigMap (a volume populated by a ConfigMap)".to_owned(),
                format!("Name:\t{}", name.as_deref().unwrap_or("")),
                format!("Optional:\t{optional}"),
            ],
            VolumeSource::Secret { name, optional } => vec![
                "Type:\tSecret (a volume populated by a Secret)".to_owned(),
                format!("SecretName:\t{}", name.as_deref().unwrap_or("")),
                format!("Optional:\t{optional}"),
            ],
            // Only the StatefulSet controller's claim volumes reach here (a written one is described
            // from the text, with its readOnly): the controller sets readOnly false.
            // statefulset: updateStorage; describe.go: printPersistentVolumeClaimVolumeSource
            VolumeSource::PersistentVolumeClaim => vec![
                "Type:\tPersistentVolumeClaim (a reference to a PersistentVolumeClaim in the same namespace)"
                    .to_owned(),
                format!("ClaimName:\t{}", volume.fields.claim_name.as_deref().unwrap_or("")),
                "ReadOnly:\tfalse".to_owned(),
            ],
            // describe.go: printProjectedVolumeSource (its sources in the order written).
            VolumeSource::Projected => {
                let mut lines =
                    vec!["Type:\tProjected (a volume that contains injected data from multiple sources)".to_owned()];
                for projection in &volume.fields.projections {
                    let has = |kind: &str| projection.kinds.contains(&kind);
                    if let Some(secret) = &projection.secret {
                        lines.push(format!("SecretName:\t{}", secret.name.as_deref().unwrap_or("")));
                        lines.push(format!("Optional:\t{}", secret.optional));
                    } else if has("downwardAPI") {
                        lines.push("DownwardAPI:\ttrue".to_owned());
                    } else if let Some(config_map) = &projection.config_map {
                        lines.push(format!("ConfigMapName:\t{}", config_map.name.as_deref().unwrap_or("")));
                        lines.push(format!("Optional:\t{}", config_map.optional));
                    } else if has("serviceAccountToken") {
                        lines.push(format!("TokenExpirationSeconds:\t{}", projection.token_expiration.unwrap_or(3600)));
                    }
                }
                lines
            }
            _ => vec!["<unknown>".to_owned()],
        };
        let level = if lines.len() == 1 { 1 } else { 2 };
        for line in &lines {
            w.line(level, line);
        }
    }
}

/// The QoS class: `status.qosClass` when the API server set it, else computed from the spec as the
/// API server would default it (requests taken from limits).
fn qos_class(pod: &Pod, version: KubeVersion) -> String {
    if let Some(class) = pod.status.as_ref().and_then(|s| s.qos_class.clone()).filter(|c| !c.is_empty()) {
        return class;
    }
    let mut defaulted = pod.clone();
    crate::defaults::apply_defaults(&mut defaulted, version);
    crate::qos::qos_class(&defaulted, version.gates()).as_str().to_owned()
}

/// The value kubectl shows for a `fieldRef` environment variable. // fieldpath.ExtractFieldPathAsString
pub(crate) fn resolve_field(pod: &Pod, extras: &DescribeExtras, path: &str) -> String {
    let meta = &pod.metadata;
    let keyed = |prefix: &str, map: &BTreeMap<String, String>| {
        let key = path.strip_prefix(prefix)?.strip_suffix("']")?;
        Some(map.get(key).cloned().unwrap_or_default())
    };
    if let Some(value) =
        keyed("metadata.labels['", &meta.labels).or_else(|| keyed("metadata.annotations['", &meta.annotations))
    {
        return value;
    }
    let value = match path {
        "metadata.name" => meta.name.clone(),
        "metadata.namespace" => Some(meta.namespace.clone().unwrap_or_else(|| "default".to_owned())),
        "metadata.uid" => meta.uid.clone(),
        "spec.nodeName" => pod.spec.node_name.clone(),
        "spec.serviceAccountName" => extras.service_account_name.clone(),
        "status.hostIP" => pod.status.as_ref().and_then(|status| status.host_ip.clone()),
        "status.podIP" => pod.status.as_ref().and_then(|status| status.pod_ips.first().cloned()),
        _ => None,
    };
    value.unwrap_or_default()
}

/// `DescribeEvents`: sorted by last seen; `<none>` when there are none.
fn events_table(w: &mut TabWriter, events: &[DescribeEvent], now: Option<i64>, with_field_path: bool) {
    if events.is_empty() {
        w.line(0, "Events:\t<none>");
        return;
    }
    w.flush();
    let mut sorted: Vec<&DescribeEvent> = events.iter().collect();
    sorted.sort_by_key(|event| event.last_seen_s);
    w.write("Events:\n  Type\tReason\tAge\tFrom\tMessage\n");
    w.line(1, "----\t------\t----\t----\t-------");
    let ago = |seconds: i64| match now {
        Some(now) => crate::status::duration::human_duration(now.saturating_sub(seconds)),
        None => "<unknown>".to_owned(),
    };
    for event in sorted {
        let age = if event.count > 1 {
            format!("{} (x{} over {})", ago(event.last_seen_s), event.count, ago(event.first_seen_s))
        } else {
            ago(event.first_seen_s)
        };
        let message = match event.field_path.as_deref().filter(|path| with_field_path && !path.is_empty()) {
            Some(path) => format!("{path}: {}", event.message.trim()),
            None => event.message.trim().to_owned(),
        };
        let line = format!("{}\t{}\t{age}\t{}\t{message}", event.kind.as_str(), event.reason, event.from);
        w.line(1, &line);
    }
}
