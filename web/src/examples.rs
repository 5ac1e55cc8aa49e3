//! The examples gallery: `static/examples/gallery.yaml` and its files, which the page fetches
//! from the site (`fetch.rs`) when the gallery is shown; only the example the page opens with is
//! compiled in, so that the first render needs no request and pasted YAML works offline. Each
//! file holds a Pod and, after `---`, an optional `kind: Scenario`.

pub mod fetch;
pub mod search;

use std::cell::RefCell;
use std::rc::Rc;

use podsim::KubeVersion;
use podsim::{YamlLimits as Limits, YamlNode as Node, load_yaml as load_documents};

/// The example the page opens with, and its file (the same bytes the site serves).
const DEFAULT_ID: &str = "lifecycle-demo";
const DEFAULT_FILE: &str = include_str!("../../static/examples/lifecycle-demo.yaml");

thread_local! {
    /// The gallery once fetched; empty before.
    static LOADED: RefCell<Rc<[Rc<Example>]>> = RefCell::new(Rc::from(Vec::new()));
    static DEFAULT: Rc<Example> = Rc::new(default_entry());
}

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

/// Splits a file into the Pod part (every document before the scenario: a Service, a
/// LimitRange, the workload) and the `kind: Scenario` document: at the `---` that opens the
/// document holding `kind: Scenario`.
pub fn split_scenario(text: &str) -> (String, String) {
    let mut offset = 0;
    let mut document_start = None;
    for part in text.split_inclusive('\n') {
        if part.trim_end() == "---" {
            document_start = Some(offset);
        } else if part.trim() == "kind: Scenario"
            && let Some(start) = document_start
        {
            let separator =
                text.get(start..).and_then(|rest| rest.find('\n')).map_or(text.len(), |end| start + end + 1);
            return (
                text.get(..start).unwrap_or_default().to_owned(),
                text.get(separator..).unwrap_or_default().to_owned(),
            );
        }
        offset += part.len();
    }
    (text.to_owned(), String::new())
}

fn text(node: &Node, key: &str) -> String {
    node.get(key).and_then(Node::scalar).unwrap_or_default().to_owned()
}

fn read_entry(node: &Node, content: &str) -> Example {
    let (yaml, scenario) = split_scenario(content);
    let moment = node.get("key_moment");
    let at = moment.map(|m| text(m, "at")).unwrap_or_default();
    let seconds = at.trim_end_matches('s').parse::<f64>().unwrap_or(0.0);
    let optional = |key: &str| node.get(key).and_then(Node::scalar).map(str::to_owned);
    Example {
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
    }
}

/// The entries of the gallery index `index`, in order.
fn entries(index: &str) -> Vec<Node> {
    let (documents, _) = load_documents(index, Limits::DEFAULT);
    documents.first().and_then(|d| d.get("examples")).and_then(Node::items).map(<[Node]>::to_vec).unwrap_or_default()
}

/// The files the gallery index `index` lists, in order.
pub fn files_of(index: &str) -> Vec<String> {
    entries(index).iter().map(|entry| text(entry, "file")).filter(|file| !file.is_empty()).collect()
}

/// The examples of the gallery index `index`, in order, with each file's text from `file`; an
/// entry whose file is missing is left out.
pub fn read_gallery(index: &str, file: impl Fn(&str) -> Option<String>) -> Vec<Example> {
    entries(index).iter().filter_map(|entry| Some(read_entry(entry, &file(&text(entry, "file"))?))).collect()
}

/// Makes `examples` the gallery the page shows and opens examples from.
pub fn set_gallery(examples: Vec<Example>) {
    let list: Rc<[Rc<Example>]> = examples.into_iter().map(Rc::new).collect();
    LOADED.with(|loaded| *loaded.borrow_mut() = list);
}

/// The gallery, in order; empty until it has been fetched.
pub fn examples() -> Rc<[Rc<Example>]> {
    LOADED.with(|loaded| loaded.borrow().clone())
}

/// The example the page opens with, before the gallery is fetched (the gallery's entry has
/// the same text, and its titles).
fn default_entry() -> Example {
    let (yaml, scenario) = split_scenario(DEFAULT_FILE);
    Example { id: DEFAULT_ID.to_owned(), yaml, scenario, ..Example::blank() }
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
pub fn default_example() -> Rc<Example> {
    find(DEFAULT_ID).unwrap_or_else(|| DEFAULT.with(Rc::clone))
}

/// The example with this id: from the fetched gallery, or the compiled-in default one.
pub fn find(id: &str) -> Option<Rc<Example>> {
    let fetched = LOADED.with(|loaded| loaded.borrow().iter().find(|example| example.id == id).cloned());
    fetched.or_else(|| (id == DEFAULT_ID).then(|| DEFAULT.with(Rc::clone)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_disk(name: &str) -> Option<String> {
        std::fs::read_to_string(format!("{}/../static/examples/{name}", env!("CARGO_MANIFEST_DIR"))).ok()
    }

    #[test]
    fn the_scenario_is_split_at_its_own_document_whatever_comes_before_it() {
        let text = "kind: Service\n---\nkind: Deployment\n---\n# the story\nkind: Scenario\nuntil: 2m\n";
        assert_eq!(
            split_scenario(text),
            (
                "kind: Service\n---\nkind: Deployment\n".to_owned(),
                "# the story\nkind: Scenario\nuntil: 2m\n".to_owned()
            )
        );
        assert_eq!(split_scenario("kind: Pod\n"), ("kind: Pod\n".to_owned(), String::new()));
        // Every gallery file with a scenario keeps its Pod (or workload) in the Pod part.
        for file in files_of(&from_disk("gallery.yaml").unwrap_or_default()) {
            let (pod, scenario) = split_scenario(&from_disk(&file).unwrap_or_default());
            assert!(!pod.contains("kind: Scenario"), "{file}");
            assert!(scenario.is_empty() || scenario.contains("kind: Scenario"), "{file}");
            assert!(
                [
                    "kind: Pod",
                    "kind: Deployment",
                    "kind: Job",
                    "kind: StatefulSet",
                    "kind: CronJob",
                    "kind: DaemonSet",
                    "kind: ReplicaSet"
                ]
                .iter()
                .any(|k| pod.contains(k)),
                "{file}: {pod}"
            );
        }
    }

    #[test]
    fn the_gallery_read_from_its_files_has_every_entry_in_both_languages() {
        let index = from_disk("gallery.yaml").expect("gallery index");
        let gallery = read_gallery(&index, from_disk);
        assert_eq!(gallery.len(), files_of(&index).len(), "every listed file exists");
        for example in &gallery {
            assert!(!example.id.is_empty() && !example.title.is_empty() && !example.title_zh.is_empty(), "{example:?}");
            assert!(!example.look_for.is_empty() && !example.look_for_zh.is_empty(), "{}", example.id);
        }
        let missing = read_gallery(&index, |name| (name != "lifecycle-demo.yaml").then(|| from_disk(name)).flatten());
        assert_eq!(missing.len() + 1, gallery.len(), "an entry without its file is left out");
    }

    #[test]
    fn the_compiled_in_default_is_the_gallery_entry_s_text_before_and_after_the_fetch() {
        let index = from_disk("gallery.yaml").expect("gallery index");
        let before = default_example();
        assert_eq!(before.id, DEFAULT_ID);
        assert!(before.title.is_empty(), "only its text is compiled in");
        assert!(find("native-log-shipper").is_none(), "nothing else before the gallery arrives");
        set_gallery(read_gallery(&index, from_disk));
        let after = default_example();
        assert_eq!((&after.yaml, &after.scenario), (&before.yaml, &before.scenario));
        // The page opens it on the default version: its badge in the menu must say the same.
        assert_eq!(after.version, before.version, "the example the page opens with is on the default version");
        assert!(!after.title.is_empty());
        assert_eq!(find("native-log-shipper").map(|example| example.id.clone()).as_deref(), Some("native-log-shipper"));
    }
}
