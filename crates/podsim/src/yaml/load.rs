//! Builds node trees from the YAML event stream, with limits on size, depth and alias expansion.

use std::collections::{BTreeMap, BTreeSet};

use saphyr_parser::{Event, Parser, ScalarStyle as EventStyle};

use super::errors::kubectl_yaml_error;
use super::escapes::{read_apostrophes_as_bells, refused_by_go_yaml, refused_by_parser, restore_apostrophes};
use super::flow::{Lines, Shifts, location, reindent_region};
use super::limits::Limits;
use super::tree::{Key, Node, NodeKind, ScalarStyle, Span};
use crate::diagnostic::{Diagnostic, Location, StaticNote};

/// How many refused regions (flow collections, quoted scalars) are re-indented and read again
/// before the parser's refusal stands: each one costs a new read of the whole text.
const MAX_REINDENTED_REGIONS: usize = 16;

/// How many double-quoted scalars with a `\'` (which go-yaml reads and the parser refuses) are
/// read again: each one costs a new read of the whole text.
const MAX_REREAD_SCALARS: usize = 64;

/// Parses every document of `text`. On a syntax error or a limit, returns the documents read so
/// far and one error diagnostic with its location; nothing here panics on any input.
pub fn load_documents(text: &str, limits: Limits) -> (Vec<Node>, Vec<Diagnostic>) {
    if text.len() > limits.max_bytes {
        let diagnostic = Diagnostic::error(
            "input-too-large",
            format!(
                "the input is {} bytes; podsim reads at most {} bytes (a Pod manifest is rarely above 50 KB)",
                text.len(),
                limits.max_bytes
            ),
            Some(Location { line: 1, column: 1 }),
        );
        return (Vec::new(), vec![diagnostic]);
    }
    let mut shifts = Shifts::default();
    let mut current = std::borrow::Cow::Borrowed(text);
    let mut reindented = 0;
    // Where a `\'` was read as `\a` (in the user's text).
    let mut apostrophes = BTreeSet::new();
    let mut scalars_with_apostrophes = 0;
    loop {
        let read = read_once(text, &current, limits, &shifts, &apostrophes);
        // go-yaml reads `\'` in a double-quoted scalar as an apostrophe.
        if let Some((line, column)) = read.refused_apostrophe
            && scalars_with_apostrophes < MAX_REREAD_SCALARS
            && let Some(again) = read_apostrophes_as_bells(&current, line, column, &shifts, &mut apostrophes)
        {
            current = std::borrow::Cow::Owned(again);
            scalars_with_apostrophes += 1;
            continue;
        }
        // go-yaml reads flow collections and quoted scalars whatever their indentation.
        if let Some((line, column)) = read.refused_region
            && reindented < MAX_REINDENTED_REGIONS
            && let Some(again) = reindent_region(&current, line, column, &mut shifts)
        {
            current = std::borrow::Cow::Owned(again);
            reindented += 1;
            continue;
        }
        let mut diagnostics = read.diagnostics;
        let mut builder = read.builder;
        diagnostics.append(&mut builder.warnings);
        return (builder.documents, diagnostics);
    }
}

/// One read of the text as the parser sees it (`current`, `original` re-indented by `shifts`).
struct Read {
    builder: Builder,
    diagnostics: Vec<Diagnostic>,
    /// Where the region opens (1-based line, 0-based column in `current`) when the parser refused
    /// indentation inside a flow collection or a quoted scalar.
    refused_region: Option<(usize, usize)>,
    /// Where a double-quoted scalar opens (as `refused_region`) when the parser refused its `\'`.
    refused_apostrophe: Option<(usize, usize)>,
}

fn read_once(original: &str, current: &str, limits: Limits, shifts: &Shifts, apostrophes: &BTreeSet<Location>) -> Read {
    let lines = Lines::new(current);
    let mut builder = Builder::new(limits);
    let mut diagnostics = Vec::new();
    let (mut refused_region, mut refused_apostrophe) = (None, None);
    let slashes = original.contains("\\/");
    let mut parser = Parser::new_from_str(current);
    loop {
        match parser.next_event() {
            None => break,
            Some(Err(error)) => {
                let marker = error.marker();
                let (mut line, mut column) = (marker.line(), marker.col());
                if error.info().starts_with("invalid indentation") {
                    let quoted = error.info() == "invalid indentation in quoted scalar";
                    refused_region = builder.outermost_flow().or(quoted.then_some((line, column)));
                }
                // The parser marks the scalar's opening quote; go-yaml names the escape's line.
                if error.info().ends_with("found unknown escape character")
                    && let Some(escape) = refused_by_parser(&lines, line, column)
                {
                    if escape.character == '\'' {
                        refused_apostrophe = Some((line, column));
                    }
                    (line, column) = (escape.line, escape.column);
                }
                let at = shifts.restore(location(line, column));
                let column = usize::try_from(at.column.saturating_sub(1)).unwrap_or(column);
                let kubectl = kubectl_yaml_error(original, error.info(), line, column);
                diagnostics.push(Diagnostic::error("yaml-syntax", kubectl.message, Some(kubectl.location)));
                break;
            }
            Some(Ok((mut event, span))) => {
                let (line, column) = (span.start.line(), span.start.col());
                if let Event::Scalar(value, EventStyle::DoubleQuoted, ..) = &mut event {
                    // goyaml.v2 scannerc.go: yaml_parser_scan_flow_scalar knows no `\/`.
                    if slashes && let Some(escape) = refused_by_go_yaml(&lines, line, column) {
                        let info = "while parsing a quoted scalar, found unknown escape character";
                        let at = shifts.restore(location(escape.line, escape.column));
                        let column = usize::try_from(at.column.saturating_sub(1)).unwrap_or(escape.column);
                        let kubectl = kubectl_yaml_error(original, info, escape.line, column);
                        diagnostics.push(Diagnostic::error("yaml-syntax", kubectl.message, Some(kubectl.location)));
                        break;
                    }
                    if !apostrophes.is_empty()
                        && let Some(restored) = restore_apostrophes(value, &lines, line, column, shifts, apostrophes)
                    {
                        *value = std::borrow::Cow::Owned(restored);
                    }
                }
                let flow = matches!(lines.char_at(line, column), Some('[' | '{')).then_some((line, column));
                if let Err(diagnostic) = builder.feed(event, shifts.restore(location(line, column)), flow) {
                    diagnostics.push(diagnostic);
                    break;
                }
            }
        }
    }
    Read { builder, diagnostics, refused_region, refused_apostrophe }
}

/// A mapping or sequence under construction.
/// `flow` is where a flow collection's `[` or `{` is in the text the parser reads (1-based line,
/// 0-based column); `None` for a block collection.
enum Frame {
    Seq {
        span: Span,
        anchor: usize,
        items: Vec<Node>,
        flow: Option<(usize, usize)>,
    },
    Map {
        span: Span,
        anchor: usize,
        entries: Vec<(Key, Node)>,
        pending_key: Option<Node>,
        flow: Option<(usize, usize)>,
    },
}

struct Builder {
    limits: Limits,
    stack: Vec<Frame>,
    documents: Vec<Node>,
    anchors: BTreeMap<usize, (Node, usize)>,
    nodes: usize,
    /// Findings that do not stop the decoder (a key set twice).
    warnings: Vec<Diagnostic>,
}

impl Builder {
    fn new(limits: Limits) -> Self {
        Builder {
            limits,
            stack: Vec::new(),
            documents: Vec::new(),
            anchors: BTreeMap::new(),
            nodes: 0,
            warnings: Vec::new(),
        }
    }

    /// Where the outermost flow collection still open starts.
    fn outermost_flow(&self) -> Option<(usize, usize)> {
        self.stack.iter().find_map(|frame| match frame {
            Frame::Seq { flow, .. } | Frame::Map { flow, .. } => *flow,
        })
    }

    fn feed(&mut self, event: Event<'_>, at: Location, flow: Option<(usize, usize)>) -> Result<(), Diagnostic> {
        let span = Span { start: at };
        match event {
            Event::Scalar(text, style, anchor, tag) => {
                let forced_string = tag.as_ref().is_some_and(|tag| tag.suffix == "str");
                let style = match style {
                    EventStyle::Plain if !forced_string => ScalarStyle::Plain,
                    _ => ScalarStyle::Quoted,
                };
                self.count(1, at)?;
                let node = Node { kind: NodeKind::Scalar(text.into_owned(), style), span };
                self.remember(anchor, &node, 1);
                self.push_value(node)
            }
            Event::SequenceStart(anchor, _) => self.open(Frame::Seq { span, anchor, items: Vec::new(), flow }, at),
            Event::MappingStart(anchor, _) => {
                self.open(Frame::Map { span, anchor, entries: Vec::new(), pending_key: None, flow }, at)
            }
            Event::SequenceEnd | Event::MappingEnd => self.close(),
            Event::Alias(anchor) => {
                let Some((node, size)) = self.anchors.get(&anchor).cloned() else {
                    return Err(Diagnostic::error("yaml-syntax", "unknown anchor in alias", Some(at)));
                };
                self.count(size, at)?;
                self.push_value(node)
            }
            Event::DocumentEnd => {
                self.anchors.clear();
                Ok(())
            }
            Event::Nothing | Event::StreamStart | Event::StreamEnd | Event::DocumentStart(_) => Ok(()),
        }
    }

    fn count(&mut self, nodes: usize, at: Location) -> Result<(), Diagnostic> {
        self.nodes = self.nodes.saturating_add(nodes);
        if self.nodes > self.limits.max_nodes {
            return Err(Diagnostic::error(
                "input-too-complex",
                format!(
                    "the YAML expands to more than {} nodes (aliases included); podsim stops here",
                    self.limits.max_nodes
                ),
                Some(at),
            ));
        }
        Ok(())
    }

    fn open(&mut self, frame: Frame, at: Location) -> Result<(), Diagnostic> {
        if self.stack.len() >= self.limits.max_depth {
            return Err(Diagnostic::error(
                "input-too-deep",
                format!("the YAML is nested more than {} levels deep; podsim stops here", self.limits.max_depth),
                Some(at),
            ));
        }
        self.count(1, at)?;
        self.stack.push(frame);
        Ok(())
    }

    fn close(&mut self) -> Result<(), Diagnostic> {
        let node_and_anchor = match self.stack.pop() {
            Some(Frame::Seq { span, anchor, items, .. }) => (Node { kind: NodeKind::Seq(items), span }, anchor),
            Some(Frame::Map { span, anchor, entries, .. }) => (Node { kind: NodeKind::Map(entries), span }, anchor),
            None => return Ok(()),
        };
        let (node, anchor) = node_and_anchor;
        if anchor != 0 {
            let size = node_count(&node);
            self.remember(anchor, &node, size);
        }
        self.push_value(node)
    }

    fn remember(&mut self, anchor: usize, node: &Node, size: usize) {
        if anchor != 0 {
            self.anchors.insert(anchor, (node.clone(), size));
        }
    }

    fn push_value(&mut self, node: Node) -> Result<(), Diagnostic> {
        match self.stack.last_mut() {
            None => self.documents.push(node),
            Some(Frame::Seq { items, .. }) => items.push(node),
            Some(Frame::Map { entries, pending_key, .. }) => match pending_key.take() {
                None => *pending_key = Some(node),
                Some(key_node) => {
                    let Some(key_text) = key_node.scalar().map(str::to_owned) else {
                        return Err(Diagnostic::error(
                            "yaml-syntax",
                            "error converting YAML to JSON: mapping keys must be strings",
                            Some(key_node.span.start),
                        ));
                    };
                    if key_text == "<<" && matches!(key_node.kind, NodeKind::Scalar(_, ScalarStyle::Plain)) {
                        merge_into(entries, &node);
                        return Ok(());
                    }
                    let key = Key { text: key_text, span: key_node.span };
                    // goyaml.v2 decode.go: (*decoder).mapping — without strict mode a repeated key
                    // is set again (`SetMapIndex`), so the last value wins and nothing is reported.
                    if let Some(entry) = entries.iter_mut().find(|(existing, _)| existing.text == key.text) {
                        self.warnings.push(duplicate_key_warning(&key, entry.0.span.start.line));
                        *entry = (key, node);
                        return Ok(());
                    }
                    entries.push((key, node));
                }
            },
        }
        Ok(())
    }
}

/// podsim's warning for a key written twice in one mapping: kubectl keeps the later value.
fn duplicate_key_warning(key: &Key, first_line: u32) -> Diagnostic {
    let (name, line) = (&key.text, key.span.start.line);
    let text = StaticNote::DuplicateKey { name: name.clone(), first_line, line }.text();
    Diagnostic::warning("yaml-duplicate-key", String::new(), Some(key.span.start)).with_text(&text)
}

/// `<<: *base` (or a list of them): copies in the keys the mapping does not have yet.
fn merge_into(entries: &mut Vec<(Key, Node)>, source: &Node) {
    let sources: Vec<&Node> = match &source.kind {
        NodeKind::Seq(items) => items.iter().collect(),
        _ => vec![source],
    };
    for merged in sources {
        if let NodeKind::Map(merged_entries) = &merged.kind {
            for (key, value) in merged_entries {
                if !entries.iter().any(|(existing, _)| existing.text == key.text) {
                    entries.push((key.clone(), value.clone()));
                }
            }
        }
    }
}

/// Number of nodes in a tree, counted without recursion (trees may be deep).
fn node_count(root: &Node) -> usize {
    let mut count = 0usize;
    let mut pending = vec![root];
    while let Some(node) = pending.pop() {
        count += 1;
        match &node.kind {
            NodeKind::Scalar(..) => {}
            NodeKind::Seq(items) => pending.extend(items.iter()),
            NodeKind::Map(entries) => pending.extend(entries.iter().map(|(_, value)| value)),
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> (Vec<Node>, Vec<Diagnostic>) {
        load_documents(text, Limits::DEFAULT)
    }

    #[test]
    fn locates_nodes_and_keeps_scalar_text() {
        let (docs, diags) = load("a: 1\nb:\n  - c: 1E6\n");
        assert!(diags.is_empty());
        let root = &docs[0];
        assert_eq!(root.locate("b[0].c"), Location { line: 3, column: 5 });
        assert_eq!(
            root.get("b").and_then(|b| b.items()).map(|i| i[0].get("c").and_then(Node::scalar)),
            Some(Some("1E6"))
        );
    }

    #[test]
    fn duplicate_keys_keep_the_last_value_with_a_warning_naming_both_lines() {
        let (docs, diags) = load("a: 1\nb: 2\na:\n  x: 3\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].severity, crate::diagnostic::Severity::Warning);
        assert_eq!(diags[0].location, Some(Location { line: 3, column: 1 }));
        assert!(diags[0].message.contains("at lines 1 and 3"), "{}", diags[0].message);
        assert!(!diags[0].message.contains("first set at"), "{}", diags[0].message);
        let root = &docs[0];
        assert_eq!(root.entries().map(<[_]>::len), Some(2), "one entry per key");
        assert_eq!(root.find("a.x").and_then(Node::scalar), Some("3"), "the last value wins");
        assert_eq!(root.locate("a"), Location { line: 3, column: 1 }, "the key that counts is the last one");
    }

    #[test]
    fn stops_alias_bombs() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..12 {
            text.push_str(&format!(
                "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n",
                p = i - 1
            ));
        }
        let (_, diags) = load(&text);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, "input-too-complex");
    }

    #[test]
    fn stops_deep_nesting_without_recursion() {
        let text = format!("{}x{}", "[".repeat(20_000), "]".repeat(20_000));
        let (_, diags) = load(&text);
        assert_eq!(diags.len(), 1);
        let block: String = (0..20_000).map(|depth| format!("{}k:\n", " ".repeat(depth))).collect();
        let (_, diags) = load(&block);
        assert_eq!(diags.len(), 1, "{diags:?}");
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let (_, diags) = load("a: b: c\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].location.map(|l| l.line), Some(1));
    }

    #[test]
    fn flow_collections_and_quoted_scalars_are_read_whatever_their_indentation() {
        // kubernetes.io graceful-termination tutorial style: `]` at its key's indentation.
        let text = "spec:\n  containers:\n  - name: a\n    command: [\n      \"sh\", \"-c\",\n  \"sleep 1\"\n    ]\n    image: x\n";
        let (docs, diags) = load(text);
        assert!(diags.is_empty(), "{diags:?}");
        let container = docs[0].find("spec.containers[0]");
        let command: Vec<&str> =
            container.and_then(Node::items).unwrap_or(&[]).iter().filter_map(Node::scalar).collect();
        assert!(command.is_empty(), "a mapping, not a list");
        let command = docs[0].find("spec.containers[0].command").and_then(Node::items).unwrap_or(&[]);
        let words: Vec<&str> = command.iter().filter_map(Node::scalar).collect();
        assert_eq!(words, ["sh", "-c", "sleep 1"]);
        assert_eq!(command[2].span.start, Location { line: 6, column: 3 }, "columns are the user's");
        assert_eq!(docs[0].locate("spec.containers[0].image"), Location { line: 8, column: 5 });

        let (docs, diags) = load("a:\n  m: {\n x: 1\n }\n  q: \"one\n two\"\n");
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(docs[0].find("a.m.x").and_then(Node::scalar), Some("1"));
        assert_eq!(docs[0].find("a.q").and_then(Node::scalar), Some("one two"));
        // A document marker inside a flow collection is still a document marker for go-yaml.
        let (_, diags) = load("a: [\n---\n]\n");
        assert_eq!(diags.len(), 1, "{diags:?}");
    }

    #[test]
    fn reads_multiple_documents_and_merge_keys() {
        let (docs, diags) = load("base: &b {x: 1}\nuse:\n  <<: *b\n  y: 2\n---\nz: 3\n");
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(docs.len(), 2);
        assert_eq!(docs[0].get("use").and_then(|u| u.get("x")).and_then(Node::scalar), Some("1"));
    }

    #[test]
    fn escapes_in_double_quotes_are_go_yamls() {
        // goyaml.v2 scannerc.go: yaml_parser_scan_flow_scalar reads `\'` as an apostrophe.
        let text = "a: \"echo \\'hi\\' \\a\"\nb: [\"it\\'s\",\n  \"x\\'\"]\nc: \"C:\\\\dir\"\n";
        let (docs, diags) = load(text);
        assert!(diags.is_empty(), "{diags:?}");
        let root = &docs[0];
        assert_eq!(root.get("a").and_then(Node::scalar), Some("echo 'hi' \u{7}"));
        let b = root.get("b").map(|b| b.locate("[1]"));
        assert_eq!(b, Some(Location { line: 3, column: 3 }), "columns stay the user's");
        assert_eq!(root.locate("b[0]"), Location { line: 2, column: 5 });
        assert_eq!(root.get("c").and_then(Node::scalar), Some("C:\\dir"));
        // …and refuses `\/`, naming the escape's line, as kubectl prints it.
        let (_, diags) = load("a: 1\nb: \"x\n  y\\/z\"\n");
        let refused = diags.first().map(|d| (d.message.as_str(), d.location));
        let message = "error converting YAML to JSON: yaml: line 3: found unknown escape character";
        assert_eq!(refused, Some((message, Some(Location { line: 3, column: 4 }))));
        // Any other unknown escape is still refused, at the escape.
        let (_, diags) = load("a: \"x\\qy\"\n");
        assert_eq!(diags.first().and_then(|d| d.location), Some(Location { line: 1, column: 6 }));
    }
}
