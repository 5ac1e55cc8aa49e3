//! Builds node trees from the YAML event stream, with limits on size, depth and alias expansion.

use std::collections::BTreeMap;

use saphyr_parser::{Event, Parser, ScalarStyle as EventStyle};

use super::errors::kubectl_yaml_error;
use super::limits::Limits;
use super::tree::{Key, Node, NodeKind, ScalarStyle, Span};
use crate::diagnostic::{Diagnostic, Location};

/// Parses every document of `text`. On a syntax error or a limit, returns the documents read so
/// far and one error diagnostic with its location; nothing here panics on any input.
pub fn load_documents(text: &str, limits: Limits) -> (Vec<Node>, Vec<Diagnostic>) {
    let mut diagnostics = Vec::new();
    if text.len() > limits.max_bytes {
        diagnostics.push(Diagnostic::error(
            "input-too-large",
            format!(
                "the input is {} bytes; podsim reads at most {} bytes (a Pod manifest is rarely above 50 KB)",
                text.len(),
                limits.max_bytes
            ),
            Some(Location { line: 1, column: 1 }),
        ));
        return (Vec::new(), diagnostics);
    }
    let mut builder = Builder::new(limits);
    let mut parser = Parser::new_from_str(text);
    loop {
        match parser.next_event() {
            None => break,
            Some(Err(error)) => {
                let marker = error.marker();
                let kubectl = kubectl_yaml_error(text, error.info(), marker.line(), marker.col());
                diagnostics.push(Diagnostic::error("yaml-syntax", kubectl.message, Some(kubectl.location)));
                break;
            }
            Some(Ok((event, span))) => {
                let at = location(span.start.line(), span.start.col());
                if let Err(diagnostic) = builder.feed(event, at) {
                    diagnostics.push(diagnostic);
                    break;
                }
            }
        }
    }
    (builder.documents, diagnostics)
}

fn location(line: usize, col: usize) -> Location {
    Location {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        column: u32::try_from(col.saturating_add(1)).unwrap_or(u32::MAX),
    }
}

/// A mapping or sequence under construction.
enum Frame {
    Seq { span: Span, anchor: usize, items: Vec<Node> },
    Map { span: Span, anchor: usize, entries: Vec<(Key, Node)>, pending_key: Option<Node> },
}

struct Builder {
    limits: Limits,
    stack: Vec<Frame>,
    documents: Vec<Node>,
    anchors: BTreeMap<usize, (Node, usize)>,
    nodes: usize,
}

impl Builder {
    fn new(limits: Limits) -> Self {
        Builder { limits, stack: Vec::new(), documents: Vec::new(), anchors: BTreeMap::new(), nodes: 0 }
    }

    fn feed(&mut self, event: Event<'_>, at: Location) -> Result<(), Diagnostic> {
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
                self.push_value(node, at)
            }
            Event::SequenceStart(anchor, _) => self.open(Frame::Seq { span, anchor, items: Vec::new() }, at),
            Event::MappingStart(anchor, _) => {
                self.open(Frame::Map { span, anchor, entries: Vec::new(), pending_key: None }, at)
            }
            Event::SequenceEnd | Event::MappingEnd => self.close(at),
            Event::Alias(anchor) => {
                let Some((node, size)) = self.anchors.get(&anchor).cloned() else {
                    return Err(Diagnostic::error("yaml-syntax", "unknown anchor in alias", Some(at)));
                };
                self.count(size, at)?;
                self.push_value(node, at)
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

    fn close(&mut self, at: Location) -> Result<(), Diagnostic> {
        let node_and_anchor = match self.stack.pop() {
            Some(Frame::Seq { span, anchor, items }) => (Node { kind: NodeKind::Seq(items), span }, anchor),
            Some(Frame::Map { span, anchor, entries, .. }) => (Node { kind: NodeKind::Map(entries), span }, anchor),
            None => return Ok(()),
        };
        let (node, anchor) = node_and_anchor;
        if anchor != 0 {
            let size = node_count(&node);
            self.remember(anchor, &node, size);
        }
        self.push_value(node, at)
    }

    fn remember(&mut self, anchor: usize, node: &Node, size: usize) {
        if anchor != 0 {
            self.anchors.insert(anchor, (node.clone(), size));
        }
    }

    fn push_value(&mut self, node: Node, at: Location) -> Result<(), Diagnostic> {
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
                    if let Some((first, _)) = entries.iter().find(|(key, _)| key.text == key_text) {
                        return Err(Diagnostic::error(
                            "yaml-duplicate-key",
                            format!(
                                "error converting YAML to JSON: yaml: unmarshal errors:\n  line {}: key \"{}\" already set in map (first set at line {})",
                                key_node.span.start.line, key_text, first.span.start.line
                            ),
                            Some(key_node.span.start),
                        ));
                    }
                    let _ = at;
                    entries.push((Key { text: key_text, span: key_node.span }, node));
                }
            },
        }
        Ok(())
    }
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
    fn reports_duplicate_keys_with_both_lines() {
        let (_, diags) = load("a: 1\nb: 2\na: 3\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].location, Some(Location { line: 3, column: 1 }));
        assert!(diags[0].message.contains("key \"a\" already set in map"), "{}", diags[0].message);
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
    fn reads_multiple_documents_and_merge_keys() {
        let (docs, diags) = load("base: &b {x: 1}\nuse:\n  <<: *b\n  y: 2\n---\nz: 3\n");
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(docs.len(), 2);
        assert_eq!(docs[0].get("use").and_then(|u| u.get("x")).and_then(Node::scalar), Some("1"));
    }
}
