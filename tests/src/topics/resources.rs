//! Conformance cases of `static/resources.yaml`: effective requests and limits, compared by value
//! and by printed text. Also the helpers the qos and validation topics share: reading a case's
//! Pod fragment and choosing the Kubernetes version its gates describe.

use std::collections::BTreeMap;

use crate::runner::Outcome;
use crate::vector::{list, text};
use podsim::model::Pod;
use podsim::quantity::Quantity;
use podsim::resources::{ResourceOptions, effective_resources_with};
use podsim::yaml::Node;
use podsim::{FeatureGates, KubeVersion};

/// The Pod fragment under `input`, read like a Pod manifest (a name is filled in when absent).
pub(crate) fn pod_input(case: &Node) -> Result<Pod, String> {
    let input = case.get("input").ok_or("case has no input")?;
    let (mut pod, diagnostics) = podsim::parse::read_pod_node(input, "", "Pod");
    if let Some(problem) = diagnostics.first() {
        return Err(format!("input does not read as a Pod: {problem}"));
    }
    if pod.metadata.name.is_none() {
        pod.metadata.name = Some("test-pod".to_owned());
    }
    Ok(pod)
}

/// The version whose gates match `feature_gates` (absent: the newest).
pub(crate) fn gated_version(case: &Node) -> KubeVersion {
    let listed = list(case, "feature_gates").iter().any(|gate| gate.scalar() == Some("PodLevelResources"));
    if case.get("feature_gates").is_some() && !listed { KubeVersion::V1_33 } else { KubeVersion::V1_35 }
}

/// The gates to compute with: the version's, adjusted to `feature_gates` when listed.
pub(crate) fn case_gates(case: &Node) -> FeatureGates {
    let mut gates = gated_version(case).gates();
    if case.get("feature_gates").is_some() {
        gates.pod_level_resources =
            list(case, "feature_gates").iter().any(|gate| gate.scalar() == Some("PodLevelResources"));
    }
    gates
}

/// Compares a computed list with the expected `{name: text}` map, by value and by text.
pub(crate) fn compare_list(what: &str, got: &BTreeMap<String, Quantity>, want: &Node) -> Vec<String> {
    let mut problems = Vec::new();
    let entries = want.entries().unwrap_or(&[]);
    for (key, value) in entries {
        let expected = value.scalar().unwrap_or("");
        match got.get(&key.text) {
            None => problems.push(format!("{what}[{}] missing, want {expected}", key.text)),
            Some(quantity) => {
                let same_value = Quantity::parse(expected).is_ok_and(|q| q == *quantity);
                if !same_value || quantity.to_string() != expected {
                    problems.push(format!("{what}[{}] = {quantity}, want {expected}", key.text));
                }
            }
        }
    }
    for name in got.keys().filter(|name| !entries.iter().any(|(key, _)| key.text == **name)) {
        problems.push(format!(
            "{what}[{name}] = {} is not expected",
            got.get(name).map(Quantity::to_string).unwrap_or_default()
        ));
    }
    problems
}

fn options(case: &Node) -> ResourceOptions {
    let mut options = ResourceOptions::default();
    if let Some(node) = case.get("options") {
        options.exclude_overhead = text(node, "excludeOverhead") == Some("true");
        options.skip_pod_level = text(node, "skipPodLevelResources") == Some("true");
        if let Some(entries) = node.get("nonMissingContainerRequests").and_then(Node::entries) {
            for (key, value) in entries {
                if let Ok(quantity) = Quantity::parse(value.scalar().unwrap_or("")) {
                    options.non_missing_requests.insert(key.text.clone(), quantity);
                }
            }
        }
    }
    options
}

/// Runs one case.
pub fn check(case: &Node) -> Outcome {
    let mut pod = match pod_input(case) {
        Ok(pod) => pod,
        Err(why) => return Outcome::Fail(why),
    };
    if text(case, "defaulting") != Some("none") {
        podsim::defaults::apply_defaults(&mut pod, gated_version(case));
    }
    let Some(expect) = case.get("expect") else { return Outcome::Fail("case has no expect".to_owned()) };
    let result = effective_resources_with(&pod, case_gates(case), options(case));
    let mut problems = Vec::new();
    if let Some(want) = expect.get("requests") {
        problems.extend(compare_list("requests", &result.requests, want));
    }
    if let Some(want) = expect.get("limits") {
        problems.extend(compare_list("limits", &result.limits, want));
    }
    if let Some(want) = expect.get("defaulted_container_requests") {
        let first = pod.spec.containers.first().map(|c| podsim::resources::parse_list(&c.resources.requests));
        problems.extend(compare_list("defaulted requests", &first.unwrap_or_default(), want));
    }
    if problems.is_empty() { Outcome::Pass } else { Outcome::Fail(problems.join("; ")) }
}
