//! `node:` of a scenario: the node's allocatable resources and the other Pods already bound to
//! it, whose requests the scheduler counts against the Pod.

use std::collections::BTreeMap;

use super::read::{Reads, entries};
use crate::diagnostic::Location;
use crate::quantity::Quantity;
use crate::yaml::Node;

/// Another Pod bound to the node.
#[derive(Debug, Clone, PartialEq)]
pub struct OtherPod {
    /// Its name (what a `podLeaves` action names).
    pub name: String,
    /// Its requests (with overhead and pod-level resources already worked out).
    pub requests: BTreeMap<String, Quantity>,
    /// Where it is written.
    pub location: Location,
}

/// What the scenario says about the node; what it leaves out is the default node's
/// (`engine::node`).
#[derive(Debug, Clone, PartialEq)]
pub struct NodeSpec {
    /// `allocatable`: resources that replace the default node's.
    pub allocatable: BTreeMap<String, Quantity>,
    /// `pods`: other Pods on the node, besides the cluster's own (`systemPods`).
    pub pods: Vec<OtherPod>,
    /// `systemPods`: whether the kube-system Pods of a fresh cluster are on the node (default true).
    pub system_pods: bool,
}

impl Default for NodeSpec {
    fn default() -> Self {
        NodeSpec { allocatable: BTreeMap::new(), pods: Vec::new(), system_pods: true }
    }
}

/// Reads `node:`.
pub(crate) fn read_node(node: &Node, reads: &mut Reads) -> NodeSpec {
    let mut spec = NodeSpec::default();
    for (key, value) in entries(node) {
        match key.text.as_str() {
            "allocatable" => spec.allocatable = read_resources(value, reads),
            "pods" => {
                for item in value.items().unwrap_or(&[]) {
                    let Some(name) = reads.text(item, "name").map(str::to_owned) else {
                        reads.error(item.span.start, "a Pod on the node needs a `name:`");
                        continue;
                    };
                    let requests = item.get("requests").map(|r| read_resources(r, reads)).unwrap_or_default();
                    spec.pods.push(OtherPod { name, requests, location: item.span.start });
                }
            }
            "systemPods" => spec.system_pods = reads.boolean(node, "systemPods").unwrap_or(true),
            other => reads.error(
                key.span.start,
                format!("unknown node field `{other}`; known: allocatable, pods, systemPods"),
            ),
        }
    }
    spec
}

fn read_resources(node: &Node, reads: &mut Reads) -> BTreeMap<String, Quantity> {
    let mut list = BTreeMap::new();
    for (key, value) in entries(node) {
        match value.scalar().map(Quantity::parse) {
            Some(Ok(quantity)) if !quantity.is_negative() => {
                list.insert(key.text.clone(), quantity);
            }
            _ => reads.error(value.span.start, format!("`{}` must be a quantity such as 2, 500m or 4Gi", key.text)),
        }
    }
    list
}
