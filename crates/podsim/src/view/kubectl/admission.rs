//! What the API server's default admission plugins add to a Pod before it is stored, as far as
//! `kubectl describe` shows it: a priority, a service account, and tolerations for a node that is
//! not ready or unreachable.

use super::extras::DescribeExtras;
use crate::yaml::Node;

/// The priority of the classes every cluster has; any other class's value lives in the cluster.
// scheduling/types.go: SystemCriticalPriority; admission/priority: getDefaultPriority
const BUILT_IN_PRIORITY_CLASSES: [(&str, i64); 2] =
    [("system-node-critical", 2_000_001_000), ("system-cluster-critical", 2_000_000_000)];

/// The toleration DefaultTolerationSeconds adds for each taint the Pod does not tolerate yet.
const DEFAULT_TOLERATIONS: [(&str, &str); 2] = [
    ("node.kubernetes.io/not-ready", "node.kubernetes.io/not-ready:NoExecute op=Exists for 300s"),
    ("node.kubernetes.io/unreachable", "node.kubernetes.io/unreachable:NoExecute op=Exists for 300s"),
];

fn text<'n>(node: &'n Node, key: &str) -> Option<&'n str> {
    node.get(key).filter(|value| !value.is_null()).and_then(Node::scalar)
}

/// Applies the Priority, ServiceAccount and DefaultTolerationSeconds admission plugins to the
/// extras read from `spec` (a Pod's or a pod template's).
pub fn admit(extras: &mut DescribeExtras, spec: &Node) {
    // admission/priority: Admit (no class: the global default, 0 on a fresh cluster)
    if extras.priority.is_none() {
        extras.priority = match extras.priority_class_name.as_deref().filter(|name| !name.is_empty()) {
            None => Some(0),
            Some(class) => BUILT_IN_PRIORITY_CLASSES.iter().find(|(name, _)| *name == class).map(|(_, value)| *value),
        };
    }
    // admission/serviceaccount: Admit (the deprecated `serviceAccount` is its old spelling)
    if extras.service_account_name.as_deref().is_none_or(str::is_empty) {
        let deprecated = text(spec, "serviceAccount").filter(|name| !name.is_empty());
        extras.service_account_name = Some(deprecated.unwrap_or("default").to_owned());
    }
    // admission/defaulttolerationseconds: Admit
    let tolerations = spec.get("tolerations").and_then(Node::items).unwrap_or(&[]);
    let tolerates = |taint: &str| {
        tolerations.iter().any(|toleration| {
            let key = text(toleration, "key").unwrap_or("");
            let effect = text(toleration, "effect").unwrap_or("");
            (key == taint || key.is_empty()) && (effect == "NoExecute" || effect.is_empty())
        })
    };
    // The extras hold the lines sorted by key (as kubectl prints them): pair them with their keys
    // again, add the defaults, sort once more.
    let mut keys: Vec<&str> = tolerations.iter().map(|toleration| text(toleration, "key").unwrap_or("")).collect();
    keys.sort_unstable();
    let mut keyed: Vec<(&str, String)> = keys.into_iter().zip(extras.tolerations.drain(..)).collect();
    for (taint, line) in DEFAULT_TOLERATIONS {
        if !tolerates(taint) {
            keyed.push((taint, line.to_owned()));
        }
    }
    keyed.sort_by(|a, b| a.0.cmp(b.0));
    extras.tolerations = keyed.into_iter().map(|(_, line)| line).collect();
}
