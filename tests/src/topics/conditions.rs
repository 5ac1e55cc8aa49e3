//! Conformance cases of `static/conditions.yaml`: the kubelet's generated conditions.

use crate::runner::Outcome;
use crate::vector;
use podsim::model::{ContainerStatus, PodCondition, PodSpec, PodStatus};
use podsim::status::PodPhase;
use podsim::status::conditions::{self, Sandbox};
use podsim::yaml::{Key, Node, NodeKind, Span};
use podsim::{FeatureGates, KubeVersion};

fn map(entries: Vec<(&str, Node)>) -> Node {
    let entries = entries.into_iter().map(|(key, value)| (Key { text: key.to_owned(), span: Span::default() }, value));
    Node { kind: NodeKind::Map(entries.collect()), span: Span::default() }
}

/// A case's input as podsim types.
struct Input {
    spec: PodSpec,
    /// The combined statuses; `None` for `null` (Go's nil slice).
    statuses: Option<Vec<std::rc::Rc<ContainerStatus>>>,
    /// Existing conditions (readiness gates).
    conditions: Vec<PodCondition>,
}

/// Reads a case's input through the Pod reader.
fn read(input: &Node) -> Result<Input, String> {
    let mut status = Vec::new();
    let statuses_node = input.get("containerStatuses").filter(|node| !node.is_null());
    if let Some(node) = statuses_node {
        status.push(("containerStatuses", node.clone()));
    }
    if let Some(node) = input.get("conditions").filter(|node| !node.is_null()) {
        status.push(("conditions", node.clone()));
    }
    let mut pod = vec![("status", map(status))];
    if let Some(spec) = input.get("spec") {
        pod.push(("spec", spec.clone()));
    }
    let (pod, diagnostics) = podsim::parse::read_pod_node(&map(pod), "", "Pod");
    if let Some(problem) = diagnostics.first() {
        return Err(format!("input does not parse: {problem}"));
    }
    let status = pod.status.unwrap_or_default();
    let statuses = statuses_node.map(|_| status.container_statuses.clone());
    Ok(Input { spec: std::rc::Rc::unwrap_or_clone(pod.spec), statuses, conditions: status.conditions })
}

fn show(condition: &PodCondition) -> String {
    format!(
        "{{type: {}, status: {}, reason: {:?}, message: {:?}}}",
        condition.condition_type,
        condition.status,
        condition.reason.as_deref().unwrap_or(""),
        condition.message.as_deref().unwrap_or("")
    )
}

fn matches(condition: &PodCondition, expect: &Node) -> bool {
    let field = |key| vector::text(expect, key).unwrap_or("");
    condition.condition_type == field("type")
        && condition.status == field("status")
        && condition.reason.as_deref().unwrap_or("") == field("reason")
        && condition.message.as_deref().unwrap_or("") == field("message")
}

/// The feature gates of the case's first `versions` entry (default 1.35), with the gates named
/// in `feature_gates` switched on.
fn gates(case: &Node) -> FeatureGates {
    let version = vector::list(case, "versions").iter().find_map(|v| v.scalar().and_then(KubeVersion::parse));
    let mut gates = version.unwrap_or(KubeVersion::V1_35).gates();
    for gate in vector::list(case, "feature_gates").iter().filter_map(Node::scalar) {
        match gate {
            "PodReadyToStartContainersCondition" => gates.pod_ready_to_start_containers_condition = true,
            "SidecarContainers" => gates.sidecar_containers = true,
            "ContainerRestartRules" => gates.container_restart_rules = true,
            _ => {}
        }
    }
    gates
}

/// The case's `sandboxReady`: `true` is a ready sandbox, anything else no sandbox at all (the
/// upstream tests' empty `PodStatus`).
fn sandbox(input: &Node) -> Sandbox {
    if vector::text(input, "sandboxReady") == Some("true") { Sandbox::Ready } else { Sandbox::Missing }
}

/// Runs one case (single condition by `expect.type`, or the whole list for `expect.conditions`).
pub fn check(case: &Node) -> Outcome {
    let Some(input) = case.get("input") else { return Outcome::Fail("case has no input".to_owned()) };
    let Some(expect) = case.get("expect") else { return Outcome::Fail("case has no expect".to_owned()) };
    let Input { spec, statuses, conditions: existing } = match read(input) {
        Ok(read) => read,
        Err(why) => return Outcome::Fail(why),
    };
    let phase_text = vector::text(input, "podPhase").unwrap_or("Pending");
    let Some(phase) = PodPhase::parse(phase_text) else {
        return Outcome::Fail(format!("unknown podPhase {phase_text}"));
    };
    let gates = gates(case);
    let refs: Option<Vec<&ContainerStatus>> = statuses.as_ref().map(|list| list.iter().map(|c| &**c).collect());
    let refs = refs.as_deref();
    if let Some(list) = expect.get("conditions").and_then(Node::items) {
        let status = PodStatus {
            init_container_statuses: Vec::new(),
            container_statuses: statuses.clone().unwrap_or_default(),
            conditions: existing,
            ..PodStatus::default()
        };
        let got = conditions::generate_conditions(&spec, &status, phase, sandbox(input), gates);
        if got.len() != list.len() || !got.iter().zip(list).all(|(c, e)| matches(c, e)) {
            let shown: Vec<String> = got.iter().map(show).collect();
            return Outcome::Fail(format!("got [{}], want {}", shown.join(", "), vector::show(expect)));
        }
        return Outcome::Pass;
    }
    let got = match vector::text(expect, "type") {
        Some("ContainersReady") => conditions::containers_ready(&spec, refs, phase, gates),
        Some("Ready") => conditions::pod_ready(&spec, &existing, refs, phase, gates),
        Some("Initialized") => conditions::initialized(&spec, refs, phase, gates),
        Some("PodReadyToStartContainers") => conditions::ready_to_start_containers(sandbox(input), gates),
        other => return Outcome::Fail(format!("unsupported condition type {other:?}")),
    };
    if matches(&got, expect) {
        Outcome::Pass
    } else {
        Outcome::Fail(format!("got {}, want {}", show(&got), vector::show(expect)))
    }
}
