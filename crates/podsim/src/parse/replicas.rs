//! How many Pods a workload's controller makes from its template (`replicas`, a Job's
//! `parallelism` and `completions`), and the note that says podsim runs one of them.

use crate::diagnostic::{Diagnostic, StaticNote};
use crate::yaml::{Node, NodeKind, ScalarStyle, resolve_plain};

/// The note for a workload whose controller would make no Pod, or more than one, from the
/// template podsim runs; `None` when it makes exactly one (or the kind makes one per node).
pub(crate) fn note(root: &Node, kind: &str) -> Option<Diagnostic> {
    match kind {
        "Deployment" | "ReplicaSet" | "ReplicationController" => replicas_note(root, None),
        "StatefulSet" => replicas_note(root, crate::parse::object_name(root).as_deref()),
        "Job" => job_note(root, "spec"),
        "CronJob" => job_note(root, "spec.jobTemplate.spec"),
        // A DaemonSet makes one Pod per node, and podsim's world is one node.
        _ => None,
    }
}

/// `replicas` (default 1, apps: SetDefaults_Deployment and the others); a StatefulSet named
/// `stateful_set` also says which of its Pods runs.
fn replicas_note(root: &Node, stateful_set: Option<&str>) -> Option<Diagnostic> {
    let path = "spec.replicas";
    let count = int_at(root, path)?;
    if count == 0 {
        return Some(none_made(root, path));
    }
    if count < 2 {
        return None;
    }
    let note = match stateful_set {
        Some(name) => {
            // statefulset controller: getPodName; the ordinals start at `spec.ordinals.start`.
            let start = int_at(root, "spec.ordinals.start").filter(|start| *start >= 0).unwrap_or(0);
            // OrderedReady (the default) creates the next Pod only once every one before it is
            // Running and Ready; Parallel creates them all at once (stateful_set_control.go).
            let parallel = root.find("spec.podManagementPolicy").and_then(Node::scalar) == Some("Parallel");
            StaticNote::StatefulSetReplicas { name: name.to_owned(), start, count, parallel }
        }
        None => StaticNote::Replicas { count },
    };
    Some(at(root, path, &note))
}

/// A Job's `parallelism` (default 1) and `completions` (none: done when one Pod succeeds): the
/// controller keeps `min(parallelism, completions still to go)` Pods active.
// job controller: manageJob (wantActive); batch: SetDefaults_Job
fn job_note(root: &Node, spec: &str) -> Option<Diagnostic> {
    let parallelism_path = format!("{spec}.parallelism");
    let completions_path = format!("{spec}.completions");
    let parallelism = int_at(root, &parallelism_path);
    let completions = int_at(root, &completions_path);
    if parallelism == Some(0) {
        return Some(none_made(root, &parallelism_path));
    }
    if completions == Some(0) {
        return Some(none_made(root, &completions_path));
    }
    let parallelism = parallelism.unwrap_or(1);
    if parallelism < 1 || completions.is_some_and(|completions| completions < 1) {
        return None;
    }
    match completions {
        Some(completions) if completions > 1 => {
            let at_once = parallelism.min(completions);
            let note = StaticNote::Completions { completions, at_once };
            Some(at(root, &completions_path, &note))
        }
        _ if parallelism > 1 => {
            let note = StaticNote::Parallelism { parallelism };
            Some(at(root, &parallelism_path, &note))
        }
        _ => None,
    }
}

/// The note for a count of 0 at `path`: the controller makes no Pod at all.
fn none_made(root: &Node, path: &str) -> Diagnostic {
    let key = path.rsplit('.').next().unwrap_or(path);
    let note = StaticNote::NoneMade { key: key.to_owned() };
    at(root, path, &note)
}

fn at(root: &Node, path: &str, note: &StaticNote) -> Diagnostic {
    Diagnostic::note("one-pod-of-many", String::new(), Some(root.locate(path))).with_text(&note.text()).with_field(path)
}

/// The integer written at `path`; `None` when it is absent or not an integer (the schema check
/// reports a wrong type).
pub(crate) fn int_at(root: &Node, path: &str) -> Option<i64> {
    match &root.find(path)?.kind {
        NodeKind::Scalar(text, ScalarStyle::Plain) => resolve_plain(text).json_int(),
        _ => None,
    }
}
