//! Scenarios: what each container does and what happens to the Pod from outside.
//!
//! A scenario is YAML: a `kind: Scenario` document after the Pod, or a file of its own. It holds
//! `behaviour` (per container, the schema of the lifecycle vectors), `faults` (timed: crashes, OOM
//! kills, failing probes and pulls, missing objects) and `actions` (delete, image updates, node
//! reboot, kubelet restart, `kubectl debug`, dependencies becoming reachable). Containers the
//! scenario says nothing about get a behaviour inferred from their command, with an explanation.

mod actions;
mod behaviour;
pub mod explained;
pub mod duration;
mod faults;
mod files;
mod infer;
mod node;
mod parse_behaviour;
mod read;
mod recorded;
mod traffic;

pub use actions::{Action, ActionKind, Condition, ConditionStatus, Trigger, read_condition};
pub use behaviour::{Behaviour, HookScript, OnSigterm, ProbeScript, RunOverride, RunScript};
pub use explained::{BehaviourSays, Explained, FileProbe};
pub use faults::{Fault, FaultKind};
pub use files::missing_file_output;
pub use infer::{assume_reachable, infer, infer_with_policy};
pub use node::{NodeSpec, OtherPod};
pub use recorded::from_status;
pub use traffic::{LoadBalancer, ProxyMode, StopAccepting, TrafficSettings};

use serde::Serialize;

use crate::Timing;
use crate::diagnostic::{Diagnostic, Location, Severity};
use crate::model::Pod;
use crate::parse::ParsedInput;
use crate::yaml::{Limits, Node, load_documents};
use read::{Reads, entries};

/// The most faults plus actions a scenario may hold.
pub const MAX_STEPS: usize = 1_000;

/// The page's name for [`Timing`], kept for `web/` until it moves to `podsim::Timing`.
pub use crate::Timing as TimingChoice;

/// A parsed scenario.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Scenario {
    /// Behaviours the scenario gives, by container name, in the order written.
    pub behaviours: Vec<(String, Behaviour)>,
    /// Where each behaviour's container name is written (same order as `behaviours`).
    pub behaviour_locations: Vec<Location>,
    /// Timed faults.
    pub faults: Vec<Fault>,
    /// Actions.
    pub actions: Vec<Action>,
    /// `timing:` if set.
    pub timing: Option<Timing>,
    /// `seed:` if set.
    pub seed: Option<u64>,
    /// `until:` (horizon, ms) if set.
    pub until_ms: Option<u64>,
    /// `node:`: the node's allocatable and the other Pods on it.
    #[serde(skip)]
    pub node: NodeSpec,
    /// `traffic:`: propagation to the clients and the app's side (defaults when absent).
    pub traffic: TrafficSettings,
    /// The LimitRanges and ResourceQuotas written beside the Pod, which admit a `resize` as they
    /// admitted the Pod (set by the session from the same input, not read from the scenario).
    #[serde(skip)]
    pub policies: crate::admission::Policies,
    /// Problems found while reading, with locations.
    pub diagnostics: Vec<Diagnostic>,
}

impl Scenario {
    /// The `kind: Scenario` document of the user's input, if there is one (else an empty scenario).
    pub fn from_parsed(parsed: &ParsedInput) -> Scenario {
        parsed
            .documents
            .iter()
            .find(|document| document.get("kind").and_then(Node::scalar) == Some("Scenario"))
            .map(Scenario::from_node)
            .unwrap_or_default()
    }

    /// A scenario file of its own (YAML; `kind: Scenario` optional).
    pub fn parse(text: &str) -> Scenario {
        let (documents, mut diagnostics) = load_documents(text, Limits::DEFAULT);
        let mut scenario = documents
            .iter()
            .find(|d| d.get("kind").and_then(Node::scalar) == Some("Scenario"))
            .or(documents.first())
            .map(Scenario::from_node)
            .unwrap_or_default();
        diagnostics.append(&mut scenario.diagnostics);
        scenario.diagnostics = diagnostics;
        scenario
    }

    /// Reads a scenario mapping (also the `behaviour`/`actions` part of a lifecycle vector).
    pub fn from_node(node: &Node) -> Scenario {
        let mut reads = Reads::default();
        let mut scenario = Scenario::default();
        if node.entries().is_none() {
            reads.error(node.span.start, "a scenario must be a mapping with behaviour, faults and actions");
        }
        for (key, value) in entries(node) {
            match key.text.as_str() {
                "behaviour" | "behavior" => {
                    for (name, body) in entries(value) {
                        let behaviour = parse_behaviour::read(body, &mut reads);
                        scenario.behaviours.push((name.text.clone(), behaviour));
                        scenario.behaviour_locations.push(name.span.start);
                    }
                }
                "faults" => {
                    for item in value.items().unwrap_or(&[]) {
                        if let Some(fault) = faults::read_fault(item, &mut reads) {
                            scenario.faults.push(fault);
                        }
                    }
                }
                "actions" => {
                    for item in value.items().unwrap_or(&[]) {
                        if let Some(action) = actions::read_action(item, &mut reads) {
                            scenario.actions.push(action);
                        }
                    }
                }
                "timing" => match value.scalar().and_then(Timing::parse) {
                    Some(timing) => scenario.timing = Some(timing),
                    None => reads.error(value.span.start, "`timing` must be ideal or realistic"),
                },
                "seed" => scenario.seed = reads.int(node, "seed", 0, i64::MAX).and_then(|s| u64::try_from(s).ok()),
                "until" | "horizon" => scenario.until_ms = reads.duration(node, &key.text),
                "node" => scenario.node = node::read_node(value, &mut reads),
                "traffic" => scenario.traffic = traffic::read_traffic(value, &mut reads),
                "kind" | "apiVersion" | "name" | "metadata" | "description" => {}
                other => reads.error(
                    key.span.start,
                    format!("unknown scenario field `{other}`; known: behaviour, faults, actions, timing, seed, until, node, traffic"),
                ),
            }
        }
        if scenario.faults.len() + scenario.actions.len() > MAX_STEPS {
            reads.error(
                node.span.start,
                format!(
                    "the scenario has {} faults and actions; podsim runs at most {MAX_STEPS}",
                    scenario.faults.len() + scenario.actions.len()
                ),
            );
            scenario.faults.truncate(MAX_STEPS);
            scenario.actions.truncate(MAX_STEPS.saturating_sub(scenario.faults.len()));
        }
        scenario.diagnostics = reads.diagnostics;
        scenario
    }

    /// The behaviour the scenario gives a container, if any.
    pub fn behaviour(&self, name: &str) -> Option<&Behaviour> {
        self.behaviours.iter().find(|(n, _)| n == name).map(|(_, b)| b)
    }

    /// True when reading found an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.severity == Severity::Error)
    }

    /// Checks names against the Pod: unknown containers are errors with the scenario's location.
    pub fn check_against(&self, pod: &Pod) -> Vec<Diagnostic> {
        let mut known: Vec<String> = pod
            .spec
            .init_containers
            .iter()
            .chain(&pod.spec.containers)
            .chain(&pod.spec.ephemeral_containers)
            .map(|c| c.name_or_empty().to_owned())
            .collect();
        for action in &self.actions {
            if let ActionKind::AddEphemeralContainer { name, .. } = &action.kind {
                known.push(name.clone());
            }
        }
        let mut out = Vec::new();
        let mut check = |name: &str, at: Location| {
            if !name.is_empty() && !name.starts_with('#') && !known.iter().any(|k| k == name) {
                out.push(Diagnostic::error(
                    "scenario-unknown-container",
                    format!(
                        "the scenario names container `{name}`, but the Pod has no such container (it has: {})",
                        known.join(", ")
                    ),
                    Some(at),
                ));
            }
        };
        for ((name, _), at) in self.behaviours.iter().zip(&self.behaviour_locations) {
            check(name, *at);
        }
        for fault in &self.faults {
            if let Some(name) = fault.kind.container() {
                check(name, fault.location);
            }
        }
        for action in &self.actions {
            match &action.kind {
                ActionKind::UpdateImage { container, .. }
                | ActionKind::Exec { container }
                | ActionKind::Resize { container, .. } => check(container, action.location),
                _ => {}
            }
        }
        if let Some(at) = self.traffic.path_location {
            for name in &self.traffic.path {
                check(name, at);
            }
        }
        for action in &self.actions {
            if let ActionKind::PodLeaves { name } = &action.kind
                && !self.node.pods.iter().any(|other| &other.name == name)
                && !(self.node.system_pods && crate::engine::is_system_pod(name))
            {
                out.push(Diagnostic::error(
                    "scenario-unknown-pod",
                    format!("no Pod `{name}` is on the node: name one of the scenario's `node.pods`"),
                    Some(action.location),
                ));
            }
        }
        out.extend(faults_on_missing_probes(pod, &self.faults));
        out.extend(repeated_pod_leaves(&self.actions));
        out.extend(rejected_debug_requests(pod, &self.actions));
        out
    }
}

/// A `probe` fault on a probe the container does not have changes nothing: no worker runs it.
/// A warning, with the probes the container has, so that the fault reads as the mistake it is.
fn faults_on_missing_probes(pod: &Pod, faults: &[Fault]) -> Vec<Diagnostic> {
    let containers = pod.spec.init_containers.iter().chain(&pod.spec.containers);
    let containers: Vec<&crate::model::Container> = containers.collect();
    faults
        .iter()
        .filter_map(|fault| {
            let (FaultKind::ProbeFails { container, probe, .. } | FaultKind::ProbeSlow { container, probe, .. }) =
                &fault.kind
            else {
                return None;
            };
            let spec = containers.iter().find(|c| c.name_or_empty() == container)?;
            let has = crate::spec::ProbeType::of(spec);
            if has.iter().any(|kind| kind.word() == probe) {
                return None;
            }
            let list = if has.is_empty() {
                "it has no probe".to_owned()
            } else {
                format!("it has: {}", has.iter().map(|kind| kind.word()).collect::<Vec<_>>().join(", "))
            };
            Some(Diagnostic::warning(
                "scenario-no-such-probe",
                format!("container `{container}` has no {probe} probe, so this fault changes nothing ({list})"),
                Some(fault.location),
            ))
        })
        .collect()
}

/// A `podLeaves` of a Pod an earlier `podLeaves` already took off the node: a Pod leaves once, and
/// the scheduler's NodeInfo no longer has it to remove. The earlier one is the one at the earlier
/// time; a conditional one counts after every timed one, then the order they are written in.
// scheduler: NodeInfo.RemovePod ("no corresponding pod … in pods of node")
fn repeated_pod_leaves(actions: &[Action]) -> Vec<Diagnostic> {
    let mut leaves: Vec<(u64, usize, &str, &Action)> = actions
        .iter()
        .enumerate()
        .filter_map(|(index, action)| match &action.kind {
            ActionKind::PodLeaves { name } => {
                let at = match action.trigger {
                    Trigger::At { ms } => ms,
                    Trigger::After { .. } => u64::MAX,
                };
                Some((at, index, name.as_str(), action))
            }
            _ => None,
        })
        .collect();
    leaves.sort_by_key(|(at, index, _, _)| (*at, *index));
    let mut first: std::collections::BTreeMap<&str, &Action> = std::collections::BTreeMap::new();
    let mut out = Vec::new();
    for (_, _, name, action) in leaves {
        match first.get(name) {
            Some(earlier) => out.push(Diagnostic::error(
                "scenario-pod-already-left",
                format!(
                    "Pod `{name}` has already left the node (the podLeaves at line {}): a Pod leaves once, so this \
                     podLeaves frees nothing",
                    earlier.location.line
                ),
                Some(action.location),
            )),
            None => {
                first.insert(name, action);
            }
        }
    }
    out
}

/// `kubectl debug` requests the API server refuses: an ephemeral container whose name is taken,
/// or whose target is not a container of the Pod. The engine skips them, as the cluster would.
// validation: validateEphemeralContainers (Duplicate name, NotFound targetContainerName)
fn rejected_debug_requests(pod: &Pod, actions: &[Action]) -> Vec<Diagnostic> {
    let targets: Vec<&str> =
        pod.spec.init_containers.iter().chain(&pod.spec.containers).map(|c| c.name_or_empty()).collect();
    let mut names: Vec<&str> =
        targets.iter().copied().chain(pod.spec.ephemeral_containers.iter().map(|c| c.name_or_empty())).collect();
    let mut index = pod.spec.ephemeral_containers.len();
    let mut out = Vec::new();
    let pod_name = pod.metadata.name.as_deref().unwrap_or("");
    for action in actions {
        let ActionKind::AddEphemeralContainer { container, name } = &action.kind else { continue };
        let problem =
            if names.contains(&name.as_str()) {
                Some(format!("spec.ephemeralContainers[{index}].name: Duplicate value: \"{name}\""))
            } else {
                container.target_container_name.as_deref().filter(|target| !targets.contains(target)).map(|target| {
                    format!("spec.ephemeralContainers[{index}].targetContainerName: Not found: \"{target}\"")
                })
            };
        match problem {
            Some(problem) => out.push(Diagnostic {
                severity: Severity::Warning,
                ..Diagnostic::error(
                    "debug-rejected",
                    format!("The Pod \"{pod_name}\" is invalid: {problem}"),
                    Some(action.location),
                )
            }),
            None => {
                names.push(name);
                index += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
