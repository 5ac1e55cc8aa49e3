//! The `kubectl get pod` row: NAME, READY, STATUS, RESTARTS, AGE (sidecar-aware). The API server
//! prints it, not kubectl: a `get` or a watch asks for a Table and the Pod's storage converts each
//! object with printPod (pkg/printers/internalversion, the TableConvertor of pod storage), so the
//! engine records the row with each stored state as a watcher receives it.

use std::collections::BTreeMap;

use super::duration::human_duration;
use super::time::parse_rfc3339;
use crate::model::{ContainerStatus, Pod, PodStatus};

/// One `kubectl get pod` row.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct PodRow {
    /// NAME.
    pub name: String,
    /// READY: ready containers / app containers plus sidecars (`1/2`).
    pub ready: String,
    /// STATUS: the phase, a status reason, or a container's reason (`Init:0/2`, `CrashLoopBackOff`).
    pub status: String,
    /// RESTARTS: `3` or `3 (10s ago)`.
    pub restarts: String,
    /// AGE: since `creationTimestamp`, or `<unknown>`.
    pub age: String,
}

/// The condition kubectl attaches to rows of finished Pods (hidden by some clients).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowCondition {
    /// `status.phase: Succeeded`.
    Completed,
    /// `status.phase: Failed`.
    Failed,
}

impl RowCondition {
    /// The condition type as the table shows it.
    pub fn as_str(self) -> &'static str {
        match self {
            RowCondition::Completed => "Completed",
            RowCondition::Failed => "Failed",
        }
    }

    /// The condition's reason.
    pub fn reason(self) -> &'static str {
        match self {
            RowCondition::Completed => "Succeeded",
            RowCondition::Failed => "Failed",
        }
    }

    /// The condition's message.
    pub fn message(self) -> &'static str {
        match self {
            RowCondition::Completed => "The pod has completed successfully.",
            RowCondition::Failed => "The pod failed.",
        }
    }
}

/// The row condition of a finished Pod. // printers.go: podSuccessConditions / podFailedConditions
pub fn row_condition(pod: &Pod) -> Option<RowCondition> {
    match pod.status.as_ref()?.phase.as_deref()? {
        "Succeeded" => Some(RowCondition::Completed),
        "Failed" => Some(RowCondition::Failed),
        _ => None,
    }
}

/// `translateTimestampSince`: HumanDuration since a timestamp, `<unknown>` when it is not set.
pub fn since(timestamp: Option<&str>, now_unix_seconds: Option<i64>) -> String {
    match (timestamp.and_then(parse_rfc3339), now_unix_seconds) {
        (Some(then), Some(now)) => human_duration(now.saturating_sub(then)),
        _ => "<unknown>".to_owned(),
    }
}

fn finished_at(status: &ContainerStatus) -> Option<i64> {
    status.last_state.terminated.as_ref()?.finished_at.as_deref().and_then(parse_rfc3339)
}

fn later(current: Option<i64>, candidate: Option<i64>) -> Option<i64> {
    match (current, candidate) {
        (Some(a), Some(b)) => Some(a.max(b)),
        (a, b) => a.or(b),
    }
}

fn condition_true(status: &PodStatus, kind: &str) -> bool {
    status.conditions.iter().any(|c| c.condition_type == kind && c.status == "True")
}

/// Which of printPod's rules gave STATUS its text. The container indexes are positions in
/// `status.initContainerStatuses` or `status.containerStatuses`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusSource {
    /// `status.phase`, which nothing overrides.
    Phase,
    /// `status.reason` (`Evicted`, `NodeAffinity`, …).
    PodReason,
    /// `PodScheduled` is `False` with reason `SchedulingGated`.
    SchedulingGated,
    /// The first unfinished init container terminated without exit code 0 (`Init:Error`).
    InitTerminated(usize),
    /// The first unfinished init container waits with a reason (`Init:CrashLoopBackOff`).
    InitWaiting(usize),
    /// The first unfinished init container is at this position (`Init:1/2`).
    InitProgress(usize),
    /// The first app container with a waiting reason (`PodInitializing`, `CrashLoopBackOff`).
    Waiting(usize),
    /// The first app container that terminated (`Completed`, `Error`).
    Terminated(usize),
    /// A container completed while another still runs: `Running` or `NotReady` by `Ready`.
    StillRunning,
    /// `metadata.deletionTimestamp` is set on a Pod that has not finished: `Terminating`.
    Terminating,
    /// `metadata.deletionTimestamp` is set and `status.reason` is `NodeLost`: `Unknown`.
    NodeLost,
}

/// The `kubectl get pod` row at `now_unix_seconds` (without a time, AGE is `<unknown>` and
/// RESTARTS has no "ago" part). // printers.go: printPod
pub fn kubectl_row(pod: &Pod, now_unix_seconds: Option<i64>) -> PodRow {
    print_pod(pod, now_unix_seconds).0
}

/// The STATUS column of `pod` and which rule of printPod decided it.
pub fn status_source(pod: &Pod) -> (String, StatusSource) {
    let (row, source) = print_pod(pod, None);
    (row.status, source)
}

fn print_pod(pod: &Pod, now_unix_seconds: Option<i64>) -> (PodRow, StatusSource) {
    let empty = PodStatus::default();
    let status = pod.status.as_ref().unwrap_or(&empty);
    let spec = &pod.spec;
    let sidecars: BTreeMap<&str, bool> =
        spec.init_containers.iter().map(|c| (c.name_or_empty(), c.is_restartable())).collect();
    let is_sidecar = |name: &str| sidecars.get(name).copied().unwrap_or(false);
    let total = spec.containers.len() + sidecars.values().filter(|sidecar| **sidecar).count();
    let mut ready = 0usize;
    let mut restarts = 0i64;
    let mut last_restart: Option<i64> = None;
    let mut sidecar_restarts = 0i64;
    let mut sidecar_last_restart: Option<i64> = None;
    let pod_reason = status.reason.clone().filter(|r| !r.is_empty());
    let mut source = if pod_reason.is_some() { StatusSource::PodReason } else { StatusSource::Phase };
    let mut reason = pod_reason.or_else(|| status.phase.clone()).unwrap_or_default();
    if status
        .conditions
        .iter()
        .any(|c| c.condition_type == "PodScheduled" && c.reason.as_deref() == Some("SchedulingGated"))
    {
        reason = "SchedulingGated".to_owned();
        source = StatusSource::SchedulingGated;
    }
    let mut initializing = false;
    for (index, init) in status.init_container_statuses.iter().enumerate() {
        restarts = restarts.saturating_add(init.restart_count);
        last_restart = later(last_restart, finished_at(init));
        let sidecar = is_sidecar(&init.name);
        if sidecar {
            sidecar_restarts = sidecar_restarts.saturating_add(init.restart_count);
            sidecar_last_restart = later(sidecar_last_restart, finished_at(init));
        }
        if init.state.terminated.as_ref().is_some_and(|t| t.exit_code == 0) {
            continue;
        }
        if sidecar && init.started == Some(true) {
            ready += usize::from(init.ready);
            continue;
        }
        if let Some(terminated) = &init.state.terminated {
            source = StatusSource::InitTerminated(index);
            reason = match terminated.reason.as_deref().filter(|r| !r.is_empty()) {
                Some(why) => format!("Init:{why}"),
                None => match terminated.signal.filter(|signal| *signal != 0) {
                    Some(signal) => format!("Init:Signal:{signal}"),
                    None => format!("Init:ExitCode:{}", terminated.exit_code),
                },
            };
        } else if let Some(why) = init
            .state
            .waiting
            .as_ref()
            .and_then(|w| w.reason.as_deref())
            .filter(|why| !why.is_empty() && *why != "PodInitializing")
        {
            source = StatusSource::InitWaiting(index);
            reason = format!("Init:{why}");
        } else {
            source = StatusSource::InitProgress(index);
            reason = format!("Init:{index}/{}", spec.init_containers.len());
        }
        initializing = true;
        break;
    }
    if !initializing || condition_true(status, "Initialized") {
        restarts = sidecar_restarts;
        last_restart = sidecar_last_restart;
        let mut has_running = false;
        for (index, container) in status.container_statuses.iter().enumerate().rev() {
            restarts = restarts.saturating_add(container.restart_count);
            last_restart = later(last_restart, finished_at(container));
            let waiting_reason =
                container.state.waiting.as_ref().and_then(|w| w.reason.as_deref()).filter(|r| !r.is_empty());
            if let Some(why) = waiting_reason {
                reason = why.to_owned();
                source = StatusSource::Waiting(index);
            } else if let Some(terminated) = &container.state.terminated {
                source = StatusSource::Terminated(index);
                reason = match terminated.reason.as_deref().filter(|r| !r.is_empty()) {
                    Some(why) => why.to_owned(),
                    None => match terminated.signal.filter(|signal| *signal != 0) {
                        Some(signal) => format!("Signal:{signal}"),
                        None => format!("ExitCode:{}", terminated.exit_code),
                    },
                };
            } else if container.ready && container.state.running.is_some() {
                has_running = true;
                ready += 1;
            }
        }
        if reason == "Completed" && has_running {
            reason = if condition_true(status, "Ready") { "Running" } else { "NotReady" }.to_owned();
            source = StatusSource::StillRunning;
        }
    }
    let phase = status.phase.as_deref().unwrap_or("");
    if pod.metadata.deletion_timestamp.is_some() && status.reason.as_deref() == Some("NodeLost") {
        reason = "Unknown".to_owned();
        source = StatusSource::NodeLost;
    } else if pod.metadata.deletion_timestamp.is_some() && phase != "Succeeded" && phase != "Failed" {
        reason = "Terminating".to_owned();
        source = StatusSource::Terminating;
    }
    let restarts_text = match (restarts, last_restart, now_unix_seconds) {
        (0, _, _) | (_, None, _) | (_, _, None) => restarts.to_string(),
        (count, Some(last), Some(now)) => format!("{count} ({} ago)", human_duration(now.saturating_sub(last))),
    };
    let row = PodRow {
        name: pod.metadata.name.clone().unwrap_or_default(),
        ready: format!("{ready}/{total}"),
        status: reason,
        restarts: restarts_text,
        age: since(pod.metadata.creation_timestamp.as_deref(), now_unix_seconds),
    };
    (row, source)
}

/// `kubectl get pod` output: the header and the rows, columns laid out as kubectl's tabwriter
/// does (minimum width 6, padding 3; cli-runtime printers.GetNewTabWriter).
pub fn format_table(rows: &[PodRow]) -> Vec<String> {
    let header = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"];
    let cells = rows.iter().map(|row| {
        vec![row.name.as_str(), row.ready.as_str(), row.status.as_str(), row.restarts.as_str(), row.age.as_str()]
    });
    columns(&header, cells.collect())
}

/// The columns `kubectl get pod -o wide` adds: IP, NODE, NOMINATED NODE, READINESS GATES.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WideColumns {
    /// IP: `status.podIPs[0]`, or `<none>`.
    pub ip: String,
    /// NODE: `spec.nodeName`, or `<none>`.
    pub node: String,
    /// NOMINATED NODE: `status.nominatedNodeName`, or `<none>` (podsim's scheduler nominates none).
    pub nominated_node: String,
    /// READINESS GATES: how many gates' conditions are `True`, out of how many (`0/1`), or `<none>`.
    pub readiness_gates: String,
}

/// The wide columns of `pod`. // printers.go: printPod (options.Wide)
pub fn wide_columns(pod: &Pod) -> WideColumns {
    let none = || "<none>".to_owned();
    let status = pod.status.as_ref();
    let ip = status.and_then(|s| s.pod_ips.first()).filter(|ip| !ip.is_empty()).cloned().unwrap_or_else(none);
    let node = pod.spec.node_name.clone().filter(|n| !n.is_empty()).unwrap_or_else(none);
    let gates = &pod.spec.readiness_gates;
    let readiness_gates = if gates.is_empty() {
        none()
    } else {
        let conditions = status.map(|s| s.conditions.as_slice()).unwrap_or_default();
        // The first condition of a gate's type counts, as kubectl's loop breaks at it.
        let true_ones = gates
            .iter()
            .filter(|gate| conditions.iter().find(|c| &&c.condition_type == gate).is_some_and(|c| c.status == "True"))
            .count();
        format!("{true_ones}/{}", gates.len())
    };
    WideColumns { ip, node, nominated_node: none(), readiness_gates }
}

/// `kubectl get pod -o wide`: the row and its wide columns, aligned as kubectl's tabwriter does.
pub fn format_wide_table(rows: &[(PodRow, WideColumns)]) -> Vec<String> {
    let header = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"];
    let cells = rows.iter().map(|(row, wide)| {
        vec![
            row.name.as_str(),
            row.ready.as_str(),
            row.status.as_str(),
            row.restarts.as_str(),
            row.age.as_str(),
            wide.ip.as_str(),
            wide.node.as_str(),
            wide.nominated_node.as_str(),
            wide.readiness_gates.as_str(),
        ]
    });
    columns(&header, cells.collect())
}

/// kubectl's tabwriter: every column but the last padded to its widest cell plus 3 (at least 6).
fn columns(header: &[&str], rows: Vec<Vec<&str>>) -> Vec<String> {
    const MIN_WIDTH: usize = 6;
    const PADDING: usize = 3;
    let cells: Vec<Vec<&str>> = std::iter::once(header.to_vec()).chain(rows).collect();
    let mut widths = vec![0usize; header.len().saturating_sub(1)];
    for line in &cells {
        for (width, cell) in widths.iter_mut().zip(line.iter()) {
            *width = (*width).max((cell.chars().count() + PADDING).max(MIN_WIDTH));
        }
    }
    cells
        .iter()
        .map(|line| {
            let mut text = String::new();
            for (cell, width) in line.iter().zip(&widths) {
                text.push_str(cell);
                text.push_str(&" ".repeat(width.saturating_sub(cell.chars().count())));
            }
            if let Some(last) = line.get(widths.len()) {
                text.push_str(last);
            }
            text
        })
        .collect()
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn lays_out_columns_like_kubectl() {
        let row = PodRow {
            name: "web".into(),
            ready: "1/2".into(),
            status: "CrashLoopBackOff".into(),
            restarts: "3 (10s ago)".into(),
            age: "2m".into(),
        };
        assert_eq!(
            format_table(&[row]),
            vec![
                "NAME   READY   STATUS             RESTARTS      AGE".to_owned(),
                "web    1/2     CrashLoopBackOff   3 (10s ago)   2m".to_owned(),
            ]
        );
    }
}
