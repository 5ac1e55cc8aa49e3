//! User text → the Pod to analyse: picks the pod-bearing document (Pod, a workload's pod
//! template, or an item of a `List`), reads it into the model, and reports problems with locations.

mod controller;
mod fields;
mod generate_name;
mod job;
mod pod;
mod reader;
mod replicas;
mod volume_sources;

use crate::diagnostic::{Diagnostic, Location};
use crate::model::Pod;
use crate::yaml::{Limits, Node, load_documents};

pub use generate_name::object_name;
pub(crate) use pod::read_object_meta;
pub(crate) use replicas::int_at;
pub use pod::read_pod_node;

/// Where a kind keeps its pod template, relative to the document root.
const TEMPLATE_PATHS: &[(&str, &str)] = &[
    ("Pod", ""),
    ("Deployment", "spec.template"),
    ("StatefulSet", "spec.template"),
    ("DaemonSet", "spec.template"),
    ("ReplicaSet", "spec.template"),
    ("ReplicationController", "spec.template"),
    ("Job", "spec.template"),
    ("CronJob", "spec.jobTemplate.spec.template"),
    ("PodTemplate", "template"),
];

/// The result of reading the user's text.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ParsedInput {
    /// Every YAML document in the text, in order.
    pub documents: Vec<Node>,
    /// Index into `documents` of the one the Pod came from.
    pub pod_document: Option<usize>,
    /// For a `List`, the index of the item the Pod came from.
    pub list_item: Option<usize>,
    /// The kind of that document (`Pod`, `Deployment`, `CronJob`, …).
    pub source_kind: String,
    /// Where the pod template sits in that document (`""` for a Pod, `spec.template`, …).
    pub template_path: String,
    /// The Pod (empty when none was found).
    pub pod: Pod,
    /// Syntax errors, type errors and notes, with locations.
    pub diagnostics: Vec<Diagnostic>,
}

impl ParsedInput {
    /// The API path of a pod-relative field: `spec.containers[0]` becomes
    /// `spec.template.spec.containers[0]` for a Deployment.
    pub fn api_path(&self, pod_path: &str) -> String {
        match (self.template_path.is_empty(), pod_path.is_empty()) {
            (true, _) => pod_path.to_owned(),
            (false, true) => self.template_path.clone(),
            (false, false) => format!("{}.{}", self.template_path, pod_path),
        }
    }

    /// The root node of the document the Pod came from.
    pub fn pod_root(&self) -> Option<&Node> {
        let document = self.documents.get(self.pod_document?)?;
        match self.list_item {
            Some(index) => document.get("items")?.items()?.get(index),
            None => Some(document),
        }
    }

    /// The line and column of a pod-relative field path, or of its nearest existing parent.
    pub fn locate(&self, pod_path: &str) -> Option<Location> {
        Some(self.pod_root()?.locate(&self.api_path(pod_path)))
    }

    /// The first and last line of the text of a pod-relative field (`spec.containers[1]`), when
    /// the field is written out in the text.
    pub fn lines_of(&self, pod_path: &str) -> Option<(u32, u32)> {
        let root = self.pod_root()?;
        let path = self.api_path(pod_path);
        let node = root.find(&path)?;
        let first = root.locate(&path).line;
        Some((first, node.last_line().max(first)))
    }

    /// True when an error stops the Pod from being analysed meaningfully.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.severity == crate::diagnostic::Severity::Error)
    }
}

/// Reads `text` (YAML or JSON, one or more documents) with the default limits.
pub fn parse(text: &str) -> ParsedInput {
    parse_with_limits(text, Limits::DEFAULT)
}

/// Reads `text` with explicit limits.
pub fn parse_with_limits(text: &str, limits: Limits) -> ParsedInput {
    let (documents, mut diagnostics) = load_documents(text, limits);
    let mut parsed = ParsedInput::default();
    if documents.is_empty() {
        if diagnostics.is_empty() {
            diagnostics.push(Diagnostic::error(
                "empty-input",
                "the input is empty: paste a Pod (or a Deployment, StatefulSet, DaemonSet, Job or CronJob)",
                Some(Location { line: 1, column: 1 }),
            ));
        }
        parsed.diagnostics = diagnostics;
        return parsed;
    }
    let mut chosen: Option<(usize, Option<usize>, String, String)> = None;
    for (index, document) in documents.iter().enumerate() {
        let kind = document.get("kind").and_then(Node::scalar).unwrap_or("");
        if chosen.is_some() {
            // An empty document (a trailing `---`) is skipped by kubectl's decoder without a word.
            // A LimitRange or ResourceQuota beside the Pod is read by `admission`, a Service by
            // `service`, the Scenario by `scenario`.
            if kind != "Scenario" && kind != "Service" && !document.is_null() && !crate::admission::is_policy_kind(kind) {
                diagnostics.push(ignored(document, &format!("document {}", index + 1), "document"));
            }
            continue;
        }
        if let Some((_, template)) = TEMPLATE_PATHS.iter().find(|(known, _)| *known == kind) {
            chosen = Some((index, None, kind.to_owned(), (*template).to_owned()));
        } else if kind == "List" {
            let items = document.get("items").and_then(Node::items).unwrap_or(&[]);
            let found = items.iter().enumerate().find_map(|(item_index, item)| {
                let item_kind = item.get("kind").and_then(Node::scalar).unwrap_or("");
                TEMPLATE_PATHS
                    .iter()
                    .find(|(known, _)| *known == item_kind)
                    .map(|(_, template)| (item_index, item_kind.to_owned(), (*template).to_owned()))
            });
            if let Some((item_index, item_kind, template)) = found {
                chosen = Some((index, Some(item_index), item_kind, template));
                // kubectl applies every item; podsim analyses the first Pod-bearing one and says
                // which others it leaves, as it does for the documents after it.
                // A Service or LimitRange in a List is not read either (only documents are).
                for (later, item) in items.iter().enumerate().skip(item_index + 1).filter(|(_, item)| !item.is_null()) {
                    diagnostics.push(ignored(item, &format!("item {} of the List", later + 1), "item"));
                }
            }
        } else if kind.is_empty() && document.get("spec").is_some() {
            diagnostics.push(Diagnostic::error(
                "kind-not-set",
                "error validating data: kind not set; podsim reads this document as a Pod",
                Some(document.span.start),
            ));
            chosen = Some((index, None, "Pod".to_owned(), String::new()));
        } else if kind != "Scenario" && kind != "Service" && !kind.is_empty() && !crate::admission::is_policy_kind(kind) {
            diagnostics.push(Diagnostic::note(
                "ignored-document",
                format!("document {} (kind {kind}) has no pod template and was ignored", index + 1),
                Some(document.span.start),
            ));
        }
    }
    let Some((index, list_item, kind, template_path)) = chosen else {
        diagnostics.push(Diagnostic::error(
            "no-pod",
            "no Pod found: expected kind Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, Job or CronJob",
            Some(documents[0].span.start),
        ));
        parsed.documents = documents;
        parsed.diagnostics = diagnostics;
        return parsed;
    };
    parsed.documents = documents;
    parsed.pod_document = Some(index);
    parsed.list_item = list_item;
    parsed.source_kind = kind;
    parsed.template_path = template_path;
    if let Some(root) = parsed.pod_root().cloned() {
        let template =
            if parsed.template_path.is_empty() { Some(&root) } else { node_at(&root, &parsed.template_path) };
        match template {
            Some(template) => {
                let (mut pod, reader_diagnostics) = read_pod_node(template, &parsed.template_path, &parsed.source_kind);
                let workload = object_name(&root);
                let made = workload.and_then(|name| controller::controller_pod(&root, &parsed.source_kind, &name));
                if parsed.template_path.is_empty() && pod.metadata.name.as_deref().unwrap_or("").is_empty() {
                    // A Pod with only generateName gets its name from the API server.
                    pod.metadata.name = object_name(&root);
                }
                // A controller names its Pods itself and creates them in its own namespace: the
                // template's name and namespace are not copied (controller: GetPodFromTemplate).
                if let Some(made) = made.filter(|_| !parsed.template_path.is_empty()) {
                    if let Some(indexed) = &made.completion_index {
                        controller::apply_completion_index(&mut pod, indexed);
                    }
                    pod.metadata.name = Some(made.name);
                    pod.metadata.labels.extend(made.labels);
                    pod.metadata.controller = Some(made.owner);
                    pod.metadata.namespace =
                        node_at(&root, "metadata.namespace").and_then(Node::scalar).map(str::to_owned);
                }
                if parsed.source_kind == "StatefulSet" {
                    let spec = std::rc::Rc::make_mut(&mut pod.spec);
                    let template_volumes = std::mem::take(&mut spec.volumes);
                    spec.volumes = controller::stateful_set_volumes(&root, template_volumes);
                }
                if let Some(path) = job::job_spec_path(&parsed.source_kind)
                    && let Some(job) = node_at(&root, path)
                {
                    pod.job = Some(job::read_job_spec(job, path));
                }
                parsed.pod = pod;
                diagnostics.extend(reader_diagnostics);
                diagnostics.extend(replicas::note(&root, &parsed.source_kind));
            }
            None => diagnostics.push(Diagnostic::error(
                "no-pod-template",
                format!("{} has no {}", parsed.source_kind, parsed.template_path),
                Some(root.span.start),
            )),
        }
    }
    parsed.diagnostics = diagnostics;
    parsed
}

/// The note for an object after the one analysed: `document 3 (Deployment "web") was ignored: only
/// the first Pod-bearing document is analysed` (`what` names it, `unit` what podsim counts).
fn ignored(object: &Node, what: &str, unit: &str) -> Diagnostic {
    let kind = object.get("kind").and_then(Node::scalar).filter(|kind| !kind.is_empty()).unwrap_or("no kind");
    let name = object.get("metadata").and_then(|m| m.get("name")).and_then(Node::scalar).unwrap_or("");
    // A kind that carries no Pod would be ignored wherever it stood.
    let bears_pods = kind == "List" || TEMPLATE_PATHS.iter().any(|(known, _)| *known == kind);
    let why = if bears_pods {
        format!("only the first Pod-bearing {unit} is analysed")
    } else {
        "it has no pod template".to_owned()
    };
    Diagnostic::note("ignored-document", format!("{what} ({kind} \"{name}\") was ignored: {why}"), Some(object.span.start))
}

fn node_at<'n>(root: &'n Node, dotted: &str) -> Option<&'n Node> {
    dotted.split('.').try_fold(root, |node, key| node.get(key))
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn a_later_document_says_why_it_was_left() {
        let pod = "kind: Deployment\nmetadata: {name: %}\nspec:\n  template:\n    spec:\n      containers: [{name: c, image: nginx}]\n";
        let text = format!("{}---\nkind: ServiceAccount\nmetadata: {{name: sa}}\n---\n{}", pod.replace('%', "one"), pod.replace('%', "two"));
        let notes: Vec<String> = parse(&text).diagnostics.iter().map(|d| d.message.clone()).collect();
        assert_eq!(
            notes,
            [
                "document 2 (ServiceAccount \"sa\") was ignored: it has no pod template",
                "document 3 (Deployment \"two\") was ignored: only the first Pod-bearing document is analysed",
            ]
        );
    }

    #[test]
    fn a_container_spans_from_its_dash_to_its_last_line() {
        let text = "apiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    spec:\n      initContainers:\n      - name: wait\n        image: busybox\n        command:\n        - sh\n        - -c\n        - |\n          until nslookup db; do\n            sleep 2\n          done\n      containers:\n      - {name: app, image: nginx}\n      - name: last\n        image: nginx\n";
        let parsed = parse(text);
        assert_eq!(parsed.lines_of("spec.initContainers[0]"), Some((7, 15)));
        assert_eq!(parsed.lines_of("spec.containers[0]"), Some((17, 17)));
        assert_eq!(parsed.lines_of("spec.containers[1]"), Some((18, 19)));
        assert_eq!(parsed.lines_of("spec.containers[2]"), None, "no such container");
        assert_eq!(parsed.lines_of("spec.ephemeralContainers[0]"), None);
    }

    #[test]
    fn a_workload_pod_is_named_as_its_controller_names_it_where_that_is_known() {
        let workload = |kind: &str, spec: &str| {
            let text = format!(
                "apiVersion: apps/v1\nkind: {kind}\nmetadata: {{name: db}}\nspec:\n{spec}  template:\n    spec:\n      containers: [{{name: a, image: a}}]\n"
            );
            parse(&text).pod.metadata.name.unwrap_or_default()
        };
        assert_eq!(workload("StatefulSet", ""), "db-0");
        assert_eq!(workload("StatefulSet", "  ordinals: {start: 5}\n"), "db-5");
        // The others add a hash or a random suffix, made up here (see `controller`).
        assert!(workload("Deployment", "").starts_with("db-"));
        assert_eq!(workload("Deployment", "").len(), "db-".len() + 10 + 1 + 5);
    }
}
