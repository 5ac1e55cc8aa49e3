//! The examples gallery: `static/examples/gallery.yaml` and its files, compiled into the page so
//! that it works offline. Each file holds a Pod and, after `---`, an optional `kind: Scenario`.

use std::sync::OnceLock;

use podsim::KubeVersion;
use podsim::yaml::{Limits, Node, load_documents};

include!(concat!(env!("OUT_DIR"), "/example_files.rs"));

/// One gallery entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Example {
    /// Stable id (also used in links).
    pub id: String,
    /// Title in English.
    pub title: String,
    /// Title in Simplified Chinese.
    pub title_zh: String,
    /// One line: what to look for.
    pub look_for: String,
    /// The same in Simplified Chinese.
    pub look_for_zh: String,
    /// The version the example is meant for.
    pub version: KubeVersion,
    /// The instant worth stepping to, in ms.
    pub key_moment_ms: u64,
    /// What happens at that instant.
    pub key_event: String,
    /// The kubectl STATUS expected at the key moment, if the Pod is accepted.
    pub status: Option<String>,
    /// The READY column expected at the key moment, if given.
    pub ready: Option<String>,
    /// The validation error expected instead, if the Pod is rejected.
    pub error: Option<String>,
    /// The Pod YAML (the documents before the scenario).
    pub yaml: String,
    /// The scenario YAML (may be empty).
    pub scenario: String,
}

/// Splits a file into the Pod part and the `kind: Scenario` document.
pub fn split_scenario(text: &str) -> (String, String) {
    let mut offset = 0;
    for part in text.split_inclusive('\n') {
        if part.trim_end() == "---" {
            let rest = &text[offset + part.len()..];
            if rest.lines().any(|line| line.trim() == "kind: Scenario") {
                return (text[..offset].to_owned(), rest.to_owned());
            }
        }
        offset += part.len();
    }
    (text.to_owned(), String::new())
}

fn text(node: &Node, key: &str) -> String {
    node.get(key).and_then(Node::scalar).unwrap_or_default().to_owned()
}

fn read_entry(node: &Node) -> Option<Example> {
    let file = text(node, "file");
    let (_, content) = FILES.iter().find(|(name, _)| *name == file)?;
    let (yaml, scenario) = split_scenario(content);
    let moment = node.get("key_moment");
    let at = moment.map(|m| text(m, "at")).unwrap_or_default();
    let seconds = at.trim_end_matches('s').parse::<f64>().unwrap_or(0.0);
    let optional = |key: &str| node.get(key).and_then(Node::scalar).map(str::to_owned);
    Some(Example {
        id: text(node, "id"),
        title: text(node, "title"),
        title_zh: text(node, "title_zh"),
        look_for: text(node, "look_for"),
        look_for_zh: text(node, "look_for_zh"),
        version: KubeVersion::parse(&text(node, "version")).unwrap_or_default(),
        key_moment_ms: (seconds * 1000.0).max(0.0) as u64,
        key_event: moment.map(|m| text(m, "event")).unwrap_or_default(),
        status: optional("status"),
        ready: optional("ready"),
        error: optional("error"),
        yaml,
        scenario,
    })
}

/// Every example, in gallery order (read once).
pub fn examples() -> &'static [Example] {
    static EXAMPLES: OnceLock<Vec<Example>> = OnceLock::new();
    EXAMPLES.get_or_init(|| {
        let index = FILES.iter().find(|(name, _)| *name == "gallery.yaml").map(|(_, text)| *text).unwrap_or("");
        let (documents, _) = load_documents(index, Limits::DEFAULT);
        let entries = documents.first().and_then(|d| d.get("examples")).and_then(Node::items).unwrap_or(&[]);
        let mut list: Vec<Example> = entries.iter().filter_map(read_entry).collect();
        if list.is_empty() {
            list.push(fallback());
        }
        list
    })
}

/// A minimal Pod, used only if the gallery is missing from the build.
fn fallback() -> Example {
    Example {
        id: "minimal".to_owned(),
        title: "A minimal Pod".to_owned(),
        yaml: "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      image: nginx:1.27\n"
            .to_owned(),
        ..Example::blank()
    }
}

impl Example {
    fn blank() -> Example {
        Example {
            id: String::new(),
            title: String::new(),
            title_zh: String::new(),
            look_for: String::new(),
            look_for_zh: String::new(),
            version: KubeVersion::default(),
            key_moment_ms: 0,
            key_event: String::new(),
            status: None,
            ready: None,
            error: None,
            yaml: String::new(),
            scenario: String::new(),
        }
    }
}

/// The example the page opens with: the init/sidecar/app demo.
pub fn default_example() -> &'static Example {
    static FALLBACK: OnceLock<Example> = OnceLock::new();
    find("lifecycle-demo").or_else(|| examples().first()).unwrap_or_else(|| FALLBACK.get_or_init(fallback))
}

/// The example with this id.
pub fn find(id: &str) -> Option<&'static Example> {
    examples().iter().find(|example| example.id == id)
}
