//! The gallery's examples as the page lists them: file, version and text, in gallery order.

use std::path::Path;

use podsim::KubeVersion;
use podsim::yaml::{Limits, Node, load_documents};

/// `(file, version, text)` of every gallery example, in gallery order.
pub fn gallery() -> Vec<(String, KubeVersion, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/examples");
    let index = std::fs::read_to_string(dir.join("gallery.yaml")).expect("gallery index");
    let (documents, diagnostics) = load_documents(&index, Limits::DEFAULT);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let entries = documents.first().and_then(|d| d.get("examples")).and_then(Node::items).expect("examples list");
    let scalar = |node: &Node, key: &str| node.get(key).and_then(Node::scalar).map(str::to_owned);
    entries
        .iter()
        .map(|entry| {
            let file = scalar(entry, "file").expect("file");
            let version = scalar(entry, "version").and_then(|v| KubeVersion::parse(&v)).expect("version");
            let text = std::fs::read_to_string(dir.join(&file)).expect("example file");
            (file, version, text)
        })
        .collect()
}
