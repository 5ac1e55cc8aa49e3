//! The node tree: mappings, sequences and scalars, each with its source span.

use crate::diagnostic::Location;

/// Where a node starts in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    /// First character of the node.
    pub start: Location,
}

/// How a scalar was written; quoted and block scalars are always strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScalarStyle {
    /// Unquoted: its type is resolved from its text (`80` is a number, `true` a boolean).
    Plain,
    /// `'…'` or `"…"`, or a `|`/`>` block: always a string.
    Quoted,
}

/// A mapping key (Kubernetes only uses string keys).
#[derive(Debug, Clone, PartialEq)]
pub struct Key {
    /// The key text.
    pub text: String,
    /// Where the key is.
    pub span: Span,
}

/// One YAML node.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// What it holds.
    pub kind: NodeKind,
    /// Where it starts.
    pub span: Span,
}

/// The content of a node.
#[derive(Debug, Clone, PartialEq)]
pub enum NodeKind {
    /// A scalar with its exact text and how it was written.
    Scalar(String, ScalarStyle),
    /// A sequence.
    Seq(Vec<Node>),
    /// A mapping, in source order.
    Map(Vec<(Key, Node)>),
}

impl Node {
    /// The value under `key` if this is a mapping that has it.
    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.kind {
            NodeKind::Map(entries) => entries.iter().find(|(k, _)| k.text == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The key node of `key` if this is a mapping that has it.
    pub fn key_span(&self, key: &str) -> Option<Span> {
        match &self.kind {
            NodeKind::Map(entries) => entries.iter().find(|(k, _)| k.text == key).map(|(k, _)| k.span),
            _ => None,
        }
    }

    /// The scalar text if this is a scalar.
    pub fn scalar(&self) -> Option<&str> {
        match &self.kind {
            NodeKind::Scalar(text, _) => Some(text),
            _ => None,
        }
    }

    /// The text of a scalar that is a string after YAML → JSON conversion (quoted, or plain and
    /// not a number, bool or null).
    pub fn json_string(&self) -> Option<&str> {
        match &self.kind {
            NodeKind::Scalar(text, ScalarStyle::Quoted) => Some(text),
            NodeKind::Scalar(text, ScalarStyle::Plain)
                if super::resolve::resolve_plain(text) == super::resolve::Resolved::Str =>
            {
                Some(text)
            }
            _ => None,
        }
    }

    /// True for a plain `null`, `~` or empty scalar.
    pub fn is_null(&self) -> bool {
        matches!(&self.kind, NodeKind::Scalar(text, ScalarStyle::Plain)
            if matches!(text.as_str(), "" | "~" | "null" | "Null" | "NULL"))
    }

    /// The items if this is a sequence.
    pub fn items(&self) -> Option<&[Node]> {
        match &self.kind {
            NodeKind::Seq(items) => Some(items),
            _ => None,
        }
    }

    /// The entries if this is a mapping.
    pub fn entries(&self) -> Option<&[(Key, Node)]> {
        match &self.kind {
            NodeKind::Map(entries) => Some(entries),
            _ => None,
        }
    }

    /// The node at an API field path relative to this node, if every step of the path exists.
    pub fn find(&self, path: &str) -> Option<&Node> {
        let mut node = self;
        for segment in path_segments(path) {
            node = match segment {
                PathSegment::Key(key) | PathSegment::MapKey(key) => node.get(key)?,
                PathSegment::Index(index) => node.items()?.get(index)?,
            };
        }
        Some(node)
    }

    /// The last line this node's text reaches: the furthest start of any key or node inside
    /// it, and for a block scalar (`|`, `>`) the lines of its content.
    pub fn last_line(&self) -> u32 {
        match &self.kind {
            NodeKind::Scalar(text, ScalarStyle::Quoted) => {
                // A block scalar's node starts at its first content line.
                let breaks = text.trim_end_matches('\n').matches('\n').count();
                self.span.start.line.saturating_add(u32::try_from(breaks).unwrap_or(u32::MAX))
            }
            NodeKind::Scalar(..) => self.span.start.line,
            NodeKind::Seq(items) => items.iter().map(Node::last_line).fold(self.span.start.line, u32::max),
            NodeKind::Map(entries) => entries
                .iter()
                .map(|(key, value)| key.span.start.line.max(value.last_line()))
                .fold(self.span.start.line, u32::max),
        }
    }

    /// The location of the node reached by an API field path relative to this node
    /// (`spec.containers[0].image`), or of the deepest existing node on that path.
    /// A key's own location is preferred, so the line of `image:` is returned, not of its value.
    pub fn locate(&self, path: &str) -> Location {
        let mut node = self;
        let mut best = self.span.start;
        for segment in path_segments(path) {
            let next = match segment {
                PathSegment::Key(key) => {
                    if let Some(span) = node.key_span(key) {
                        best = span.start;
                    }
                    node.get(key)
                }
                PathSegment::Index(index) => node.items().and_then(|items| items.get(index)),
                PathSegment::MapKey(key) => {
                    if let Some(span) = node.key_span(key) {
                        best = span.start;
                    }
                    node.get(key)
                }
            };
            match next {
                Some(next) => {
                    if !matches!(segment, PathSegment::Key(_) | PathSegment::MapKey(_)) {
                        best = next.span.start;
                    }
                    node = next;
                }
                None => break,
            }
        }
        best
    }
}

/// One step of an API field path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PathSegment<'a> {
    /// `.name`
    Key(&'a str),
    /// `[3]`
    Index(usize),
    /// `[cpu]` (a map key, as in `resources.limits[cpu]`)
    MapKey(&'a str),
}

/// Splits `spec.containers[0].resources.limits[nvidia.com/gpu]` into its steps; dots inside
/// brackets belong to the map key.
fn path_segments(path: &str) -> Vec<PathSegment<'_>> {
    let mut segments = Vec::new();
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(after_dot) = rest.strip_prefix('.') {
            rest = after_dot;
        } else if let Some(inside) = rest.strip_prefix('[') {
            let close = inside.find(']').unwrap_or(inside.len());
            let inner = &inside[..close];
            segments.push(match inner.parse::<usize>() {
                Ok(index) => PathSegment::Index(index),
                Err(_) => PathSegment::MapKey(inner),
            });
            rest = inside.get(close + 1..).unwrap_or("");
        } else {
            let end = rest.find(['.', '[']).unwrap_or(rest.len());
            segments.push(PathSegment::Key(&rest[..end]));
            rest = &rest[end..];
        }
    }
    segments
}
