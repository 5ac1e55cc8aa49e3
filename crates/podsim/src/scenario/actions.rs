//! External stimuli: delete, image updates, kubelet and node events, `kubectl debug`, dependencies.

use std::collections::BTreeMap;

use serde::Serialize;

use super::read::{Reads, entries};
use crate::diagnostic::Location;
use crate::model::Container;
use crate::yaml::Node;

/// When an action happens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Trigger {
    /// At a fixed time after the Pod's creation.
    At {
        /// Milliseconds.
        ms: u64,
    },
    /// When a condition first holds, plus a delay.
    After {
        /// The condition.
        condition: Condition,
        /// Extra milliseconds after the condition holds.
        delay_ms: u64,
    },
}

/// A condition an action waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Condition {
    /// The Pod phase is Running.
    PodRunning,
    /// The Pod's Ready condition is True.
    PodReady,
    /// A container is running (and, if `started` is set, its `started` flag equals it).
    ContainerRunning {
        /// Container name.
        container: String,
        /// Required value of `started`, if any.
        started: Option<bool>,
    },
    /// A container's restartCount reached a value.
    RestartCountAtLeast {
        /// Container name.
        container: String,
        /// The count.
        count: i64,
    },
    /// Right after the previous action.
    Previous,
}

/// What an action does.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "do")]
pub enum ActionKind {
    /// `kubectl delete pod` with an optional grace period.
    Delete {
        /// The delete request's `gracePeriodSeconds` (none: the Pod's terminationGracePeriodSeconds
        /// on a first delete, no change on a repeated one); 0 is a force delete (`force: true`,
        /// `kubectl delete --force --grace-period=0`): the object is removed at once.
        grace_period_seconds: Option<i64>,
    },
    /// `kubectl set image`: a new image for one container.
    UpdateImage {
        /// Container name.
        container: String,
        /// New image.
        image: String,
    },
    /// The kubelet stops (nothing is synced until it starts again).
    StopKubelet,
    /// The kubelet starts again.
    StartKubelet,
    /// The kubelet restarts (stop, then start at once).
    KubeletRestart,
    /// The node reboots: every process dies with the machine, and the runtime, started again,
    /// finds its containers' tasks gone (exit 255, reason `Unknown`); the kubelet re-creates the
    /// sandbox.
    NodeReboot,
    /// The runtime stops the Pod's sandbox (CRI `StopPodSandbox`, as the upstream node e2e tests
    /// emulate a reboot): its containers are killed (exit 137) and the kubelet re-creates it.
    StopPodSandbox,
    /// The runtime forgets the exited init containers (garbage collection).
    RemoveExitedInitContainers,
    /// `kubectl debug`: an ephemeral container is added.
    AddEphemeralContainer {
        /// The container (name, image, command, `targetContainerName`).
        #[serde(skip)]
        container: Box<Container>,
        /// Its name, for display.
        name: String,
    },
    /// `kubectl exec` (recorded only).
    Exec {
        /// Container name.
        container: String,
    },
    /// A dependency (a Service name) becomes reachable.
    DependencyReady {
        /// The name.
        name: String,
    },
    /// The observer stops watching (recorded only).
    EndObservation,
    /// `kubectl patch` clearing `spec.schedulingGates`: the scheduler may now take the Pod.
    RemoveSchedulingGates,
    /// Another Pod on the node is deleted: its requests no longer count against the node.
    PodLeaves {
        /// Its name (in the scenario's `node.pods`, or a system Pod).
        name: String,
    },
    /// An outside controller writes one Pod condition (`kubectl patch pod --subresource status`):
    /// what a readiness gate (`spec.readinessGates`) waits for.
    SetCondition {
        /// The condition type (`example.com/lb-ready`).
        condition_type: String,
        /// Its new status.
        status: ConditionStatus,
    },
    /// `kubectl patch pod --subresource resize`: new requests and limits for one container,
    /// merged into what it has (a strategic merge patch of `resources`).
    Resize {
        /// Container name (a regular or init container).
        container: String,
        /// `requests` to set, as written.
        requests: BTreeMap<String, String>,
        /// `limits` to set, as written.
        limits: BTreeMap<String, String>,
    },
    /// `kubectl patch pod --subresource resize` of the Pod's own `spec.resources` (a `resize`
    /// without `container:`), from 1.36 (InPlacePodLevelResourcesVerticalScaling).
    ResizePod {
        /// `requests` to set, as written.
        requests: BTreeMap<String, String>,
        /// `limits` to set, as written.
        limits: BTreeMap<String, String>,
    },
}

/// A Pod condition's status as the API writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum ConditionStatus {
    /// `True`.
    True,
    /// `False`.
    False,
    /// `Unknown`.
    Unknown,
}

impl ConditionStatus {
    /// The API's word.
    pub fn as_str(self) -> &'static str {
        match self {
            ConditionStatus::True => "True",
            ConditionStatus::False => "False",
            ConditionStatus::Unknown => "Unknown",
        }
    }

    /// Reads the API's word (`True`, `False`, `Unknown`; YAML booleans as written unquoted).
    pub fn parse(text: &str) -> Option<ConditionStatus> {
        match text {
            "True" | "true" => Some(ConditionStatus::True),
            "False" | "false" => Some(ConditionStatus::False),
            "Unknown" => Some(ConditionStatus::Unknown),
            _ => None,
        }
    }
}

/// One action.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Action {
    /// When.
    pub trigger: Trigger,
    /// What.
    pub kind: ActionKind,
    /// Where it is written.
    #[serde(skip)]
    pub location: Location,
}

impl ActionKind {
    /// Short text for timelines (`delete`, `updateImage app -> nginx:1.28`).
    pub fn describe(&self) -> String {
        match self {
            ActionKind::Delete { grace_period_seconds: Some(0) } => "delete (grace 0s, force)".to_owned(),
            ActionKind::Delete { grace_period_seconds: Some(g) } => format!("delete (grace {g}s)"),
            ActionKind::Delete { grace_period_seconds: None } => "delete".to_owned(),
            ActionKind::UpdateImage { container, image } => format!("updateImage {container} -> {image}"),
            ActionKind::StopKubelet => "stopKubelet".to_owned(),
            ActionKind::StartKubelet => "startKubelet".to_owned(),
            ActionKind::KubeletRestart => "kubeletRestart".to_owned(),
            ActionKind::NodeReboot => "nodeReboot".to_owned(),
            ActionKind::StopPodSandbox => "stopPodSandbox".to_owned(),
            ActionKind::RemoveExitedInitContainers => "removeExitedInitContainersFromRuntime".to_owned(),
            ActionKind::AddEphemeralContainer { name, .. } => format!("debug {name}"),
            ActionKind::Exec { container } => format!("exec {container}"),
            ActionKind::DependencyReady { name } => format!("dependencyReady {name}"),
            ActionKind::EndObservation => "endObservation".to_owned(),
            ActionKind::RemoveSchedulingGates => "removeSchedulingGates".to_owned(),
            ActionKind::PodLeaves { name } => format!("podLeaves {name}"),
            ActionKind::SetCondition { condition_type, status } => {
                format!("setCondition {condition_type}={}", status.as_str())
            }
            ActionKind::Resize { requests, limits, .. } | ActionKind::ResizePod { requests, limits } => {
                let list = |values: &BTreeMap<String, String>| {
                    values.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",")
                };
                let target = match self {
                    ActionKind::Resize { container, .. } => container.as_str(),
                    _ => "pod",
                };
                let mut text = format!("resize {target}");
                if !requests.is_empty() {
                    text.push_str(&format!(" requests {}", list(requests)));
                }
                if !limits.is_empty() {
                    text.push_str(&format!(" limits {}", list(limits)));
                }
                text
            }
        }
    }
}

/// Reads one `actions` entry.
pub(crate) fn read_action(node: &Node, reads: &mut Reads) -> Option<Action> {
    let location = node.span.start;
    let trigger = read_trigger(node, reads)?;
    let verb = reads.text(node, "do").or_else(|| {
        reads.error(
            location,
            "an action needs `do:` (delete, updateImage, nodeReboot, kubeletRestart, debug, dependencyReady, …)",
        );
        None
    })?;
    let kind = match verb {
        "delete" => ActionKind::Delete { grace_period_seconds: grace(node, reads) },
        "updateImage" => ActionKind::UpdateImage {
            container: required(node, "container", reads)?,
            image: required(node, "image", reads)?,
        },
        "stopKubelet" => ActionKind::StopKubelet,
        "startKubelet" => ActionKind::StartKubelet,
        "kubeletRestart" | "restartKubelet" => ActionKind::KubeletRestart,
        "nodeReboot" => ActionKind::NodeReboot,
        "stopPodSandbox" => ActionKind::StopPodSandbox,
        "removeExitedInitContainersFromRuntime" => ActionKind::RemoveExitedInitContainers,
        "debug" | "addEphemeralContainer" => ephemeral(node, reads)?,
        "exec" => ActionKind::Exec { container: required(node, "container", reads)? },
        "dependencyReady" | "reachable" => ActionKind::DependencyReady { name: required(node, "name", reads)? },
        "endObservation" => ActionKind::EndObservation,
        "removeSchedulingGates" => ActionKind::RemoveSchedulingGates,
        "podLeaves" => ActionKind::PodLeaves { name: required(node, "name", reads)? },
        "setCondition" => set_condition(node, reads)?,
        "resize" => resize(node, reads)?,
        other => {
            reads.error(location, format!("unknown action `{other}`; known: delete, updateImage, nodeReboot, kubeletRestart, stopKubelet, startKubelet, debug, dependencyReady, exec, removeExitedInitContainersFromRuntime, removeSchedulingGates, podLeaves, setCondition, resize"));
            return None;
        }
    };
    Some(Action { trigger, kind, location })
}

/// Reads a `resize` action: at least one of `requests:` / `limits:`, each a map of quantities, for
/// the container named by `container:`, or without it for the Pod's own `spec.resources`.
fn resize(node: &Node, reads: &mut Reads) -> Option<ActionKind> {
    let container = match node.get("container") {
        Some(_) => Some(required(node, "container", reads)?),
        None => None,
    };
    let mut read_list = |key: &str| {
        let mut list = BTreeMap::new();
        if let Some(values) = node.get(key) {
            for (name, value) in entries(values) {
                match value.scalar() {
                    Some(text) if crate::quantity::Quantity::parse(text).is_ok_and(|q| !q.is_negative()) => {
                        list.insert(name.text.clone(), text.to_owned());
                    }
                    _ => reads.error(
                        value.span.start,
                        format!("`{}` must be a quantity such as 2, 500m or 4Gi", name.text),
                    ),
                }
            }
        }
        list
    };
    let requests = read_list("requests");
    let limits = read_list("limits");
    if requests.is_empty() && limits.is_empty() {
        reads.error(node.span.start, "a resize needs `requests:` or `limits:` (for example `requests: {cpu: 800m}`)");
        return None;
    }
    Some(match container {
        Some(container) => ActionKind::Resize { container, requests, limits },
        None => ActionKind::ResizePod { requests, limits },
    })
}

fn required(node: &Node, key: &str, reads: &mut Reads) -> Option<String> {
    match reads.text(node, key) {
        Some(text) => Some(text.to_owned()),
        None => {
            reads.error(node.span.start, format!("this action needs `{key}:`"));
            None
        }
    }
}

/// `gracePeriodSeconds: 30`, or vector prose such as `default (= terminationGracePeriodSeconds 30)`;
/// `force: true` is `gracePeriodSeconds: 0`, as `kubectl delete --force` sends it.
fn grace(node: &Node, reads: &mut Reads) -> Option<i64> {
    let force = reads.boolean(node, "force").unwrap_or(false);
    let given = reads.text(node, "gracePeriodSeconds").and_then(|text| match text.trim().parse::<i64>() {
        Ok(value) if (0..=7 * 24 * 3600).contains(&value) => Some(value),
        Ok(value) => {
            reads.error(node.span.start, format!("gracePeriodSeconds {value} is out of range (0 to one week)"));
            None
        }
        Err(_) => None,
    });
    match (force, given) {
        (true, Some(seconds)) if seconds > 0 => {
            reads.error(
                node.span.start,
                format!(
                    "`force: true` is a delete with gracePeriodSeconds 0; with gracePeriodSeconds {seconds} kubectl \
                     ignores --force, so drop one of them"
                ),
            );
            None
        }
        (true, _) => Some(0),
        (false, given) => given,
    }
}

/// `{do: setCondition, type: example.com/lb-ready, status: "True"}`; the status defaults to `True`.
fn set_condition(node: &Node, reads: &mut Reads) -> Option<ActionKind> {
    let condition_type = required(node, "type", reads)?;
    if crate::status::ConditionType::parse(&condition_type).is_some() {
        reads.error(
            node.span.start,
            format!("{condition_type} is written by the kubelet; setCondition is for the conditions readiness gates name"),
        );
        return None;
    }
    let status = match reads.text(node, "status") {
        None => ConditionStatus::True,
        Some(text) => ConditionStatus::parse(text).or_else(|| {
            reads.error(node.span.start, format!("condition status `{text}`: must be True, False or Unknown"));
            None
        })?,
    };
    Some(ActionKind::SetCondition { condition_type, status })
}

fn ephemeral(node: &Node, reads: &mut Reads) -> Option<ActionKind> {
    let source = match node.get("container") {
        Some(inner) if inner.entries().is_some() => inner,
        _ => node,
    };
    let name = reads.text(source, "name").map(str::to_owned).or_else(|| {
        reads.error(node.span.start, "a debug action needs the ephemeral container's `name:`");
        None
    })?;
    let words = |key: &str| -> Vec<String> {
        match source.get(key) {
            Some(list) => list.items().unwrap_or(&[]).iter().filter_map(Node::scalar).map(str::to_owned).collect(),
            None => Vec::new(),
        }
    };
    let container = Container {
        name: Some(name.clone()),
        image: Some(reads.text(source, "image").unwrap_or("busybox:1.36").to_owned()),
        command: words("command"),
        args: words("args"),
        target_container_name: reads
            .text(source, "target")
            .or_else(|| reads.text(source, "targetContainerName"))
            .map(str::to_owned),
        image_pull_policy: reads.text(source, "imagePullPolicy").map(str::to_owned),
        ..Container::default()
    };
    Some(ActionKind::AddEphemeralContainer { container: Box::new(container), name })
}

fn read_trigger(node: &Node, reads: &mut Reads) -> Option<Trigger> {
    if node.get("at").is_some() {
        return reads.duration(node, "at").map(|ms| Trigger::At { ms });
    }
    let delay_ms = if node.get("delay").is_some() { reads.duration(node, "delay")? } else { 0 };
    let Some(after) = node.get("after") else {
        return Some(Trigger::After { condition: Condition::Previous, delay_ms });
    };
    if let Some(text) = after.scalar() {
        let (condition, extra) = condition_from_text(text);
        return Some(Trigger::After { condition, delay_ms: delay_ms.saturating_add(extra) });
    }
    // Structured forms: `{restartCount: {container, atLeast}}`, `{initContainerRunning: name}`.
    for (key, value) in entries(after) {
        match key.text.as_str() {
            "restartCount" => {
                let container = reads.text(value, "container").unwrap_or("").to_owned();
                let count = reads.int(value, "atLeast", 0, 1_000_000).unwrap_or(1);
                return Some(Trigger::After {
                    condition: Condition::RestartCountAtLeast { container, count },
                    delay_ms,
                });
            }
            "initContainerRunning" | "containerRunning" => {
                let container = value.scalar().unwrap_or("").to_owned();
                return Some(Trigger::After {
                    condition: Condition::ContainerRunning { container, started: None },
                    delay_ms,
                });
            }
            _ => {}
        }
    }
    reads.error(
        after.span.start,
        "cannot read this `after:` condition; use podRunning, podReady or `{restartCount: {container, atLeast}}`",
    );
    None
}

/// Reads the prose conditions of the §0.1 vectors and the short forms users write; text that
/// names no condition means "right after the previous action".
fn condition_from_text(text: &str) -> (Condition, u64) {
    read_condition(text).unwrap_or((Condition::Previous, 0))
}

/// A condition written as text (`podRunning`, `phase Running and Ready=True, then +11s`,
/// `initContainerStatuses[1] running and NOT started`, `restartCount >= 1`, `then`,
/// `kubelet stopped`, …) and its extra delay; `None` when the text names no known condition.
pub fn read_condition(text: &str) -> Option<(Condition, u64)> {
    let extra = text.rsplit_once('+').and_then(|(_, tail)| crate::duration::parse_scenario_ms(tail).ok()).unwrap_or(0);
    let lower = text.to_ascii_lowercase();
    if lower.contains("ready=true") || lower == "podready" {
        return Some((Condition::PodReady, extra));
    }
    if let Some(count) = restart_count(text) {
        let container = text
            .split_whitespace()
            .find(|w| !w.contains('[') && !w.contains('>') && !w.contains("restartCount") && w.parse::<i64>().is_err())
            .unwrap_or("")
            .to_owned();
        let container = if text.contains("Statuses[") { index_name(text) } else { container };
        return Some((Condition::RestartCountAtLeast { container, count }, extra));
    }
    if lower.starts_with("podrunning") || lower.starts_with("phase running") {
        return Some((Condition::PodRunning, extra));
    }
    if lower.contains("running") {
        let started = if lower.contains("not started") {
            Some(false)
        } else if lower.contains("and started") {
            Some(true)
        } else {
            None
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let before_running = words
            .iter()
            .position(|w| *w == "running")
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| words.get(i))
            .copied();
        let name = if text.contains("Statuses[") {
            index_name(text)
        } else {
            before_running
                .filter(|w| !matches!(*w, "initContainer" | "container" | "is" | "and"))
                .or_else(|| words.iter().copied().find(|w| w.contains('-')))
                .unwrap_or("")
                .trim_matches(|c| c == '(' || c == ')' || c == ',')
                .to_owned()
        };
        return Some((Condition::ContainerRunning { container: name, started }, extra));
    }
    // Steps that follow the previous one: `then`, `after delete`, `right after delete`, and the
    // kubelet/sandbox steps of the node tests (`kubelet stopped`, `sandbox stopped`, `kubelet healthy`).
    let first = lower.split_whitespace().next().unwrap_or("");
    let sequencing = matches!(first, "then" | "after" | "right" | "previous" | "next" | "")
        || lower.starts_with("kubelet ")
        || lower.starts_with("sandbox ");
    sequencing.then_some((Condition::Previous, extra))
}

/// `initContainerStatuses[2]` → `#init:2`; `containerStatuses[0]` → `#app:0` (resolved against the Pod later).
fn index_name(text: &str) -> String {
    let list = if text.contains("initContainerStatuses[") { "init" } else { "app" };
    let index = text.split('[').nth(1).and_then(|rest| rest.split(']').next()).unwrap_or("0");
    format!("#{list}:{index}")
}

fn restart_count(text: &str) -> Option<i64> {
    let at = text.find("restartCount")?;
    let rest = text.get(at..)?;
    let number = rest.split(|c: char| !c.is_ascii_digit()).find(|part| !part.is_empty())?;
    number.parse().ok()
}
