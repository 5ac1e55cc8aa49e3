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

/// The tolerations the DaemonSet controller gives every Pod it creates, so that node problems
/// neither evict nor keep out a node's daemon; a Pod on the host's network also tolerates
/// [`NETWORK_UNAVAILABLE`]. // daemon controller: util.AddOrUpdateDaemonPodTolerations
const DAEMON_TOLERATIONS: [(&str, &str); 6] = [
    ("node.kubernetes.io/not-ready", "NoExecute"),
    ("node.kubernetes.io/unreachable", "NoExecute"),
    ("node.kubernetes.io/disk-pressure", "NoSchedule"),
    ("node.kubernetes.io/memory-pressure", "NoSchedule"),
    ("node.kubernetes.io/pid-pressure", "NoSchedule"),
    ("node.kubernetes.io/unschedulable", "NoSchedule"),
];

/// The taint a DaemonSet's Pod on the host's network tolerates besides [`DAEMON_TOLERATIONS`].
const NETWORK_UNAVAILABLE: (&str, &str) = ("node.kubernetes.io/network-unavailable", "NoSchedule");

/// One toleration of the Pod: what matching reads, and the line kubectl prints.
struct Tolerates {
    key: String,
    operator: String,
    value: String,
    effect: String,
    line: String,
}

fn text<'n>(node: &'n Node, key: &str) -> Option<&'n str> {
    node.get(key).filter(|value| !value.is_null()).and_then(Node::scalar)
}

/// Applies the Priority, ServiceAccount and DefaultTolerationSeconds admission plugins to the
/// extras read from `spec` (a Pod's or a pod template's); `daemon` when a DaemonSet's controller
/// creates the Pod, which adds its tolerations first.
pub fn admit(extras: &mut DescribeExtras, spec: &Node, daemon: bool) {
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
    let mut tolerations: Vec<Tolerates> = spec
        .get("tolerations")
        .and_then(Node::items)
        .unwrap_or(&[])
        .iter()
        .map(|toleration| Tolerates {
            key: text(toleration, "key").unwrap_or("").to_owned(),
            operator: text(toleration, "operator").unwrap_or("Equal").to_owned(),
            value: text(toleration, "value").unwrap_or("").to_owned(),
            effect: text(toleration, "effect").unwrap_or("").to_owned(),
            line: super::extras::toleration_line(toleration),
        })
        .collect();
    if daemon {
        // AddOrUpdateTolerationInPodSpec: a toleration that matches (key, operator, value,
        // effect) is replaced, any other added.
        let host_network = text(spec, "hostNetwork") == Some("true");
        let added = DAEMON_TOLERATIONS.iter().chain(host_network.then_some(&NETWORK_UNAVAILABLE));
        for (key, effect) in added {
            let line = format!("{key}:{effect} op=Exists");
            let same =
                |t: &Tolerates| t.key == *key && t.operator == "Exists" && t.value.is_empty() && t.effect == *effect;
            match tolerations.iter_mut().find(|t| same(t)) {
                Some(existing) => existing.line = line,
                None => tolerations.push(Tolerates {
                    key: (*key).to_owned(),
                    operator: "Exists".to_owned(),
                    value: String::new(),
                    effect: (*effect).to_owned(),
                    line,
                }),
            }
        }
    }
    // admission/defaulttolerationseconds: Admit
    let tolerates = |taint: &str| {
        tolerations
            .iter()
            .any(|t| (t.key == taint || t.key.is_empty()) && (t.effect == "NoExecute" || t.effect.is_empty()))
    };
    let defaults: Vec<Tolerates> = DEFAULT_TOLERATIONS
        .iter()
        .filter(|(taint, _)| !tolerates(taint))
        .map(|(taint, line)| Tolerates {
            key: (*taint).to_owned(),
            operator: "Exists".to_owned(),
            value: String::new(),
            effect: "NoExecute".to_owned(),
            line: (*line).to_owned(),
        })
        .collect();
    tolerations.extend(defaults);
    // kubectl prints them sorted by key.
    tolerations.sort_by(|a, b| a.key.cmp(&b.key));
    extras.tolerations = tolerations.into_iter().map(|t| t.line).collect();
}
