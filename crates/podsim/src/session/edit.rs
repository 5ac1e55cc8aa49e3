//! Scenario edits as typed entries: a fault or action is written into the scenario text where its
//! YAML tree says the list is, and removed by the span of its item. The rest of the text — the
//! reader's comments and layout — is kept as written.

use crate::hash::{name_suffix, stable_hash};
use crate::yaml::{Limits, Node, NodeKind, load_documents};

/// The scenario list an entry belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// `faults:` — what goes wrong.
    Faults,
    /// `actions:` — what someone does.
    Actions,
}

impl Section {
    fn key(self) -> &'static str {
        match self {
            Section::Faults => "faults",
            Section::Actions => "actions",
        }
    }
}

/// A fault or action the page's fault panel can add.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// The container's process exits with `code`.
    Exit { at_ms: u64, container: String, code: i64 },
    /// The container is OOM-killed.
    OomKill { at_ms: u64, container: String },
    /// A probe (`liveness`, `readiness`, `startup`) fails until `until_ms`.
    ProbeFails { at_ms: u64, container: String, probe: String, until_ms: u64 },
    /// The app answers a probe after `answer_ms` until `until_ms` (an app under load).
    ProbeSlow { at_ms: u64, container: String, probe: String, answer_ms: u64, until_ms: u64 },
    /// The container's image pull fails.
    PullFails { at_ms: u64, container: String },
    /// `kubectl set image`.
    UpdateImage { at_ms: u64, container: String, image: String },
    /// `kubectl delete pod`, with `--grace-period` when one is given.
    Delete { at_ms: u64, grace_period_seconds: Option<i64> },
    /// `kubectl debug` adds an ephemeral container.
    Debug { at_ms: u64, name: String, image: String },
    /// The node reboots.
    NodeReboot { at_ms: u64 },
    /// A controller removes the Pod's scheduling gates.
    RemoveSchedulingGates { at_ms: u64 },
    /// Another Pod on the node is deleted, freeing what it requested.
    PodLeaves { at_ms: u64, name: String },
    /// An outside controller writes a readiness gate's condition (`kubectl patch --subresource status`).
    SetCondition { at_ms: u64, condition_type: String, status: crate::scenario::ConditionStatus },
    /// `kubectl patch pod --subresource resize`: new cpu and memory requests for one container
    /// (an empty value is left as it is).
    Resize { at_ms: u64, container: String, cpu: String, memory: String },
}

/// `30000` → `30s`, `1500` → `1500ms`: how times are written into a scenario.
fn at(ms: u64) -> String {
    if ms.is_multiple_of(1000) { format!("{}s", ms / 1000) } else { format!("{ms}ms") }
}

/// A double-quoted YAML string.
fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

impl Entry {
    /// The list it is written under.
    pub fn section(&self) -> Section {
        match self {
            Entry::Exit { .. }
            | Entry::OomKill { .. }
            | Entry::ProbeFails { .. }
            | Entry::ProbeSlow { .. }
            | Entry::PullFails { .. } => Section::Faults,
            _ => Section::Actions,
        }
    }

    /// The entry in the scenario language, as one flow mapping.
    pub fn to_yaml(&self) -> String {
        match self {
            Entry::Exit { at_ms, container, code } => {
                format!("{{at: {}, container: {container}, exit: {code}}}", at(*at_ms))
            }
            Entry::OomKill { at_ms, container } => {
                format!("{{at: {}, container: {container}, oomKill: true}}", at(*at_ms))
            }
            Entry::ProbeFails { at_ms, container, probe, until_ms } => {
                format!("{{at: {}, container: {container}, probe: {probe}, until: {}}}", at(*at_ms), at(*until_ms))
            }
            Entry::ProbeSlow { at_ms, container, probe, answer_ms, until_ms } => format!(
                "{{at: {}, container: {container}, probe: {probe}, answersAfter: {}, until: {}}}",
                at(*at_ms),
                at(*answer_ms),
                at(*until_ms)
            ),
            Entry::PullFails { at_ms, container } => {
                format!("{{at: {}, container: {container}, imagePull: fails}}", at(*at_ms))
            }
            Entry::UpdateImage { at_ms, container, image } => {
                format!("{{at: {}, do: updateImage, container: {container}, image: {}}}", at(*at_ms), quoted(image))
            }
            // A plain `kubectl delete` uses the Pod's own terminationGracePeriodSeconds.
            Entry::Delete { at_ms, grace_period_seconds: None } => format!("{{at: {}, do: delete}}", at(*at_ms)),
            Entry::Delete { at_ms, grace_period_seconds: Some(seconds) } => {
                format!("{{at: {}, do: delete, gracePeriodSeconds: {seconds}}}", at(*at_ms))
            }
            Entry::Debug { at_ms, name, image } => {
                format!("{{at: {}, do: debug, name: {name}, image: {image}}}", at(*at_ms))
            }
            Entry::NodeReboot { at_ms } => format!("{{at: {}, do: nodeReboot}}", at(*at_ms)),
            Entry::RemoveSchedulingGates { at_ms } => format!("{{at: {}, do: removeSchedulingGates}}", at(*at_ms)),
            Entry::PodLeaves { at_ms, name } => {
                format!("{{at: {}, do: podLeaves, name: {}}}", at(*at_ms), quoted(name))
            }
            Entry::SetCondition { at_ms, condition_type, status } => format!(
                "{{at: {}, do: setCondition, type: {}, status: {}}}",
                at(*at_ms),
                quoted(condition_type),
                quoted(status.as_str())
            ),
            Entry::Resize { at_ms, container, cpu, memory } => {
                let requests: Vec<String> = [("cpu", cpu), ("memory", memory)]
                    .into_iter()
                    .filter(|(_, value)| !value.trim().is_empty())
                    .map(|(name, value)| format!("{name}: {}", quoted(value.trim())))
                    .collect();
                format!(
                    "{{at: {}, do: resize, container: {container}, requests: {{{}}}}}",
                    at(*at_ms),
                    requests.join(", ")
                )
            }
        }
    }
}

/// A name for the `clicks`-th debug container in kubectl's style (`debugger-` and 5 letters or
/// digits) that `taken` (the Pod and scenario text) does not contain yet. kubectl draws the
/// letters at random; here they come from a hash of the text, so a shared scenario is the same for
/// everyone.
pub fn debugger_name(taken: &str, clicks: u64) -> String {
    let base = stable_hash(taken);
    let mut last = String::new();
    for attempt in 0..64 {
        let name = format!("debugger-{}", name_suffix(&format!("{base}/{clicks}/{attempt}"), 5));
        if !taken.contains(&name) {
            return name;
        }
        last = name;
    }
    last
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// True when line `i` is blank or a comment (or there is no such line).
pub(super) fn filler_at(lines: &[String], i: usize) -> bool {
    lines.get(i).is_none_or(|line| is_filler(line))
}

fn is_filler(line: &str) -> bool {
    let trimmed = line.trim_start();
    trimmed.is_empty() || trimmed.starts_with('#')
}

/// The scenario document of a scenario text: the first mapping with a scenario key, else the first.
pub(super) fn scenario_document(documents: &[Node]) -> Option<&Node> {
    let keys = ["faults", "actions", "behaviour", "kind"];
    documents.iter().find(|d| keys.iter().any(|k| d.get(k).is_some())).or_else(|| documents.first())
}

/// 0-based line of a 1-based location line.
pub(super) fn row(line: u32) -> usize {
    (line as usize).saturating_sub(1)
}

/// The 0-based line where the document's entry after `key` starts, if another entry follows.
pub(super) fn next_key_row(document: &Node, key: &str) -> Option<usize> {
    let NodeKind::Map(entries) = &document.kind else { return None };
    let position = entries.iter().position(|(k, _)| k.text == key)?;
    entries.get(position + 1).map(|(k, _)| row(k.span.start.line))
}

/// The 0-based line after the last line of the document that starts at `start_row`.
pub(super) fn document_end(lines: &[String], start_row: usize) -> usize {
    lines.iter().enumerate().skip(start_row + 1).find(|(_, l)| l.starts_with("---")).map_or(lines.len(), |(i, _)| i)
}

/// `scenario_text` with `entry` added at the end of its list (the list is created when missing).
pub fn add_entry(scenario_text: &str, entry: &Entry) -> String {
    let key = entry.section().key();
    let item = entry.to_yaml();
    if scenario_text.trim().is_empty() {
        return format!("kind: Scenario\n{key}:\n  - {item}\n");
    }
    let (documents, _) = load_documents(scenario_text, Limits::DEFAULT);
    let mut lines: Vec<String> = scenario_text.lines().map(str::to_owned).collect();
    let Some(document) = scenario_document(&documents) else {
        lines.extend([format!("{key}:"), format!("  - {item}")]);
        return joined(&lines);
    };
    let doc_end = document_end(&lines, row(document.span.start.line));
    let key_row = match &document.kind {
        NodeKind::Map(entries) => entries.iter().find(|(k, _)| k.text == key).map(|(k, _)| row(k.span.start.line)),
        _ => None,
    };
    let (Some(key_row), Some(value)) = (key_row, document.get(key)) else {
        // No list yet: it goes after the document's last line of content.
        let last = (0..doc_end).rev().find(|&i| !filler_at(&lines, i)).map_or(0, |i| i + 1);
        lines.splice(last..last, [format!("{key}:"), format!("  - {item}")]);
        return joined(&lines);
    };
    let items = match &value.kind {
        NodeKind::Seq(items) => items.as_slice(),
        _ => &[],
    };
    let block = items.first().is_some_and(|first| row(first.span.start.line) > key_row)
        || (items.is_empty() && row(value.span.start.line) > key_row);
    if block {
        let section_end = next_key_row(document, key).unwrap_or(doc_end);
        let last = (key_row..section_end).rev().find(|&i| !filler_at(&lines, i)).unwrap_or(key_row);
        if last >= lines.len() {
            return scenario_text.to_owned();
        }
        let pad = items.first().map_or(2, |first| (first.span.start.column as usize).saturating_sub(3));
        lines.insert(last + 1, format!("{}- {item}", " ".repeat(pad)));
        return joined(&lines);
    }
    // Written on the key's line: `faults: []`, `faults: ~`, `faults: [a, b]`, `faults:` and nothing.
    // A span past the lines (line breaks `str::lines` does not split on) leaves the text alone.
    let Some(line) = lines.get(key_row) else { return scenario_text.to_owned() };
    let comment = line.find(" #").map(|at| line[at..].to_owned()).unwrap_or_default();
    let head = format!("{}{key}:", " ".repeat(indent(line)));
    let mut replaced = vec![format!("{head}{comment}")];
    if !items.is_empty() {
        // A one-line flow list keeps its items: they are re-read from the text the tree points at.
        let body = line.split(" #").next().unwrap_or_default();
        let inner = body.split_once('[').and_then(|(_, rest)| rest.rsplit_once(']')).map(|(inner, _)| inner);
        match inner {
            Some(inner) => replaced.extend(split_flow_items(inner).into_iter().map(|i| format!("  - {i}"))),
            None => return scenario_text.to_owned(),
        }
    }
    replaced.push(format!("  - {item}"));
    lines.splice(key_row..=key_row, replaced);
    joined(&lines)
}

/// The items of a one-line flow list's inside, split at top-level commas.
fn split_flow_items(inner: &str) -> Vec<String> {
    let (mut items, mut depth, mut current, mut quote) = (Vec::new(), 0i32, String::new(), None::<char>);
    for c in inner.chars() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '{' | '[') => depth += 1,
            (None, '}' | ']') => depth -= 1,
            (None, ',') if depth == 0 => {
                items.push(current.trim().to_owned());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    items.push(current.trim().to_owned());
    items.retain(|item| !item.is_empty());
    items
}

/// `scenario_text` without the `faults:` or `actions:` item that starts on `line` (1-based).
pub fn remove_entry(scenario_text: &str, line: usize) -> String {
    let (documents, _) = load_documents(scenario_text, Limits::DEFAULT);
    let lines: Vec<String> = scenario_text.lines().map(str::to_owned).collect();
    for document in &documents {
        for key in [Section::Faults.key(), Section::Actions.key()] {
            let Some(NodeKind::Seq(items)) = document.get(key).map(|v| &v.kind) else { continue };
            let Some(position) = items.iter().position(|i| i.span.start.line as usize == line) else { continue };
            let start = row(line as u32);
            let end = match items.get(position + 1) {
                Some(next) => row(next.span.start.line),
                None => next_key_row(document, key).unwrap_or_else(|| document_end(&lines, start)),
            };
            let Some(item) = items.get(position) else { return scenario_text.to_owned() };
            if end <= start || end > lines.len() {
                return scenario_text.to_owned();
            }
            // A single-line flow list (`faults: [a, b]`) is not cut line by line.
            let dash_column = (item.span.start.column as usize).saturating_sub(3);
            if lines.get(start).is_none_or(|l| l.chars().nth(dash_column) != Some('-')) {
                return scenario_text.to_owned();
            }
            // Comments after the item at the list's own indentation belong to what follows.
            let mut cut_end = end;
            while cut_end > start + 1 && lines.get(cut_end - 1).is_some_and(|l| l.trim_start().starts_with('#')) {
                cut_end -= 1;
            }
            let kept: Vec<String> =
                lines.iter().enumerate().filter(|(i, _)| *i < start || *i >= cut_end).map(|(_, l)| l.clone()).collect();
            return if kept.is_empty() { String::new() } else { joined(&kept) };
        }
    }
    scenario_text.to_owned()
}

pub(super) fn joined(lines: &[String]) -> String {
    let mut out = lines.join("\n");
    out.push('\n');
    out
}
