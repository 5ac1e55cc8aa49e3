//! Reading vector files: YAML nodes with small typed accessors for case fields.

use podsim::yaml::{Limits, Node, NodeKind, load_documents};

/// Vector files are trusted test data, but still read with generous limits.
const VECTOR_LIMITS: Limits = Limits { max_bytes: 64 * 1024 * 1024, max_depth: 256, max_nodes: 10_000_000 };

/// Loads the first document of a vector file.
pub fn load(text: &str) -> Result<Node, String> {
    let (mut documents, diagnostics) = load_documents(text, VECTOR_LIMITS);
    if let Some(diagnostic) = diagnostics.first() {
        return Err(diagnostic.to_string());
    }
    if documents.is_empty() {
        return Err("empty vector file".to_owned());
    }
    Ok(documents.swap_remove(0))
}

/// The scalar text at `key`, if any.
pub fn text<'n>(node: &'n Node, key: &str) -> Option<&'n str> {
    node.get(key).and_then(Node::scalar)
}

/// The case name (`name:`), or `?`.
pub fn name(case: &Node) -> String {
    text(case, "name").unwrap_or("?").to_owned()
}

/// The list at `key` (empty when absent).
pub fn list<'n>(node: &'n Node, key: &str) -> &'n [Node] {
    node.get(key).and_then(Node::items).unwrap_or(&[])
}

/// Renders a node back as compact YAML-ish text, for failure messages.
pub fn show(node: &Node) -> String {
    match &node.kind {
        NodeKind::Scalar(text, _) => text.clone(),
        NodeKind::Seq(items) => format!("[{}]", items.iter().map(show).collect::<Vec<_>>().join(", ")),
        NodeKind::Map(entries) => {
            format!(
                "{{{}}}",
                entries.iter().map(|(k, v)| format!("{}: {}", k.text, show(v))).collect::<Vec<_>>().join(", ")
            )
        }
    }
}
