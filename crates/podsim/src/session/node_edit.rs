//! The scenario's `node:` as the page's settings edit it: read from the scenario text into typed
//! values, and written back as one `node:` entry of the scenario document, the rest of the text
//! (comments, other keys) kept as written.

use std::collections::BTreeMap;

use super::edit::{document_end, filler_at, joined, next_key_row, row, scenario_document};
use crate::yaml::{Limits, NodeKind, load_documents};

/// Another Pod on the node and what it requests (`node.pods[]`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OtherPodSettings {
    /// Its name (what a `podLeaves` action names).
    pub name: String,
    /// Its requests, each as written (`cpu` → `1500m`).
    pub requests: BTreeMap<String, String>,
}

/// The node of a scenario: what `node:` says. An empty map, `system_pods` true and no other Pods
/// is the default node (docs/scenarios.md), written as no `node:` at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeSettings {
    /// `allocatable`: the resources that replace the default node's (`cpu` → `2`).
    pub allocatable: BTreeMap<String, String>,
    /// `systemPods`: whether the kube-system Pods of a fresh cluster are on the node.
    pub system_pods: bool,
    /// `pods`: the other Pods, in order.
    pub others: Vec<OtherPodSettings>,
}

impl Default for NodeSettings {
    fn default() -> Self {
        NodeSettings { allocatable: BTreeMap::new(), system_pods: true, others: Vec::new() }
    }
}

/// The default node's allocatable resources, for a form's placeholders (`cpu` → `8`).
pub fn default_allocatable() -> BTreeMap<&'static str, &'static str> {
    crate::engine::DEFAULT_ALLOCATABLE.into_iter().collect()
}

/// A double-quoted YAML string.
fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// `{cpu: "2", memory: "4Gi"}`, values trimmed, blank ones left out.
fn flow_map(values: &BTreeMap<String, String>) -> String {
    let items: Vec<String> = values
        .iter()
        .filter(|(_, value)| !value.trim().is_empty())
        .map(|(name, value)| format!("{name}: {}", quoted(value.trim())))
        .collect();
    format!("{{{}}}", items.join(", "))
}

impl NodeSettings {
    /// What the scenario text says about the node; quantities as canonical Kubernetes text.
    pub fn of(scenario_text: &str) -> NodeSettings {
        let node = crate::scenario::Scenario::parse(scenario_text).node;
        let text = |list: &BTreeMap<String, crate::quantity::Quantity>| {
            list.iter().map(|(name, quantity)| (name.clone(), quantity.to_string())).collect()
        };
        NodeSettings {
            allocatable: text(&node.allocatable),
            system_pods: node.system_pods,
            others: node
                .pods
                .iter()
                .map(|pod| OtherPodSettings { name: pod.name.clone(), requests: text(&pod.requests) })
                .collect(),
        }
    }

    /// True when it says nothing the default node does not.
    fn is_default(&self) -> bool {
        self.allocatable.values().all(|value| value.trim().is_empty()) && self.system_pods && self.others.is_empty()
    }

    /// The `node:` entry, one line per key.
    fn to_yaml(&self) -> Vec<String> {
        let mut lines = vec!["node:".to_owned()];
        if self.allocatable.values().any(|value| !value.trim().is_empty()) {
            lines.push(format!("  allocatable: {}", flow_map(&self.allocatable)));
        }
        if !self.system_pods {
            lines.push("  systemPods: false".to_owned());
        }
        let others: Vec<&OtherPodSettings> = self.others.iter().filter(|pod| !pod.name.trim().is_empty()).collect();
        if !others.is_empty() {
            lines.push("  pods:".to_owned());
            for pod in others {
                lines.push(format!(
                    "    - {{name: {}, requests: {}}}",
                    quoted(pod.name.trim()),
                    flow_map(&pod.requests)
                ));
            }
        }
        lines
    }
}

/// `scenario_text` with its `node:` replaced by `node` (added when missing, removed when `node` is
/// the default node).
pub fn set_node(scenario_text: &str, node: &NodeSettings) -> String {
    let block = if node.is_default() { Vec::new() } else { node.to_yaml() };
    if scenario_text.trim().is_empty() {
        return if block.is_empty() {
            scenario_text.to_owned()
        } else {
            joined(&[vec!["kind: Scenario".to_owned()], block].concat())
        };
    }
    let (documents, _) = load_documents(scenario_text, Limits::DEFAULT);
    let mut lines: Vec<String> = scenario_text.lines().map(str::to_owned).collect();
    let Some(document) = scenario_document(&documents) else {
        lines.extend(block);
        return joined(&lines);
    };
    let doc_end = document_end(&lines, row(document.span.start.line));
    let key_row = match &document.kind {
        NodeKind::Map(entries) => entries.iter().find(|(k, _)| k.text == "node").map(|(k, _)| row(k.span.start.line)),
        _ => None,
    };
    match key_row {
        Some(key_row) if key_row < lines.len() => {
            // The entry runs to the next key (or the document's end); comments and blank lines
            // just before that belong to what follows.
            let end = next_key_row(document, "node").unwrap_or(doc_end).min(lines.len());
            let mut cut_end = end;
            while cut_end > key_row + 1 && filler_at(&lines, cut_end - 1) {
                cut_end -= 1;
            }
            lines.splice(key_row..cut_end, block);
        }
        Some(_) => return scenario_text.to_owned(),
        None => {
            let last = (0..doc_end).rev().find(|&i| !filler_at(&lines, i)).map_or(0, |i| i + 1);
            lines.splice(last..last, block);
        }
    }
    joined(&lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(cpu: &str, others: &[(&str, &str)]) -> NodeSettings {
        NodeSettings {
            allocatable: [("cpu".to_owned(), cpu.to_owned())].into_iter().collect(),
            system_pods: true,
            others: others
                .iter()
                .map(|(name, cpu)| OtherPodSettings {
                    name: (*name).to_owned(),
                    requests: [("cpu".to_owned(), (*cpu).to_owned())].into_iter().collect(),
                })
                .collect(),
        }
    }

    #[test]
    fn a_node_is_added_replaced_and_removed_keeping_the_rest_of_the_text() {
        let text = "kind: Scenario\n# the timing\ntiming: ideal\nactions:\n  - {at: 60s, do: podLeaves, name: batch}\n";
        let added = set_node(text, &node("2", &[("batch", "1500m")]));
        assert_eq!(
            added,
            "kind: Scenario\n# the timing\ntiming: ideal\nactions:\n  - {at: 60s, do: podLeaves, name: batch}\nnode:\n  allocatable: {cpu: \"2\"}\n  pods:\n    - {name: \"batch\", requests: {cpu: \"1500m\"}}\n"
        );
        // Read back as written.
        assert_eq!(NodeSettings::of(&added), node("2", &[("batch", "1500m")]));
        // Replaced in place, before the keys that follow it.
        let moved = "kind: Scenario\nnode:\n  allocatable:\n    cpu: '4'\n\n# actions\nactions: []\n";
        assert_eq!(
            set_node(moved, &node("3", &[])),
            "kind: Scenario\nnode:\n  allocatable: {cpu: \"3\"}\n\n# actions\nactions: []\n"
        );
        // The default node is no `node:` at all.
        assert_eq!(set_node(moved, &NodeSettings::default()), "kind: Scenario\n\n# actions\nactions: []\n");
        // A flow mapping on one line is replaced too; systemPods: false is kept.
        let flow = "kind: Scenario\nnode: {allocatable: {cpu: '2'}, systemPods: false}\nuntil: 60s\n";
        let mut without_system = node("2", &[]);
        without_system.system_pods = false;
        assert_eq!(NodeSettings::of(flow), without_system);
        without_system.allocatable.insert("memory".to_owned(), "4Gi".to_owned());
        assert_eq!(
            set_node(flow, &without_system),
            "kind: Scenario\nnode:\n  allocatable: {cpu: \"2\", memory: \"4Gi\"}\n  systemPods: false\nuntil: 60s\n"
        );
        // No scenario yet: one is started.
        assert_eq!(set_node("", &node("2", &[])), "kind: Scenario\nnode:\n  allocatable: {cpu: \"2\"}\n");
        assert_eq!(set_node("", &NodeSettings::default()), "");
    }

    #[test]
    fn what_is_written_is_what_the_run_uses() {
        let text = set_node("kind: Scenario\ntiming: ideal\n", &node("2", &[("batch", "1500m")]));
        let scenario = crate::scenario::Scenario::parse(&text);
        assert!(scenario.diagnostics.is_empty(), "{:?}", scenario.diagnostics);
        assert_eq!(scenario.node.allocatable.get("cpu").map(ToString::to_string).as_deref(), Some("2"));
        assert_eq!(scenario.node.pods.first().map(|p| p.name.as_str()), Some("batch"));
        // A name or value with YAML's special characters stays one string.
        let odd = set_node("", &node("1", &[("a: b", "1")]));
        assert_eq!(NodeSettings::of(&odd).others.first().map(|p| p.name.as_str()), Some("a: b"));
    }
}
