//! The input forms a session reads besides a manifest: a lifecycle vector's document (`pod:` with
//! `behaviour:` and `actions:` beside it), as the conformance vectors write them.

use crate::model::Pod;
use crate::scenario::Scenario;
use crate::yaml::{Key, Node, NodeKind, Span};

/// The Pod and scenario of a vector document, when the first document is one.
pub(super) fn vector_parts(documents: &[Node]) -> Option<(Pod, Scenario)> {
    let document = documents.first()?;
    let pod_node = document.get("pod")?;
    let (pod, _) = crate::parse::read_pod_node(pod_node, "", "Pod");
    let entries = ["behaviour", "actions"]
        .into_iter()
        .filter_map(|key| Some((Key { text: key.to_owned(), span: Span::default() }, document.get(key)?.clone())))
        .collect();
    let node = Node { kind: NodeKind::Map(entries), span: document.span };
    Some((pod, Scenario::from_node(&node)))
}
