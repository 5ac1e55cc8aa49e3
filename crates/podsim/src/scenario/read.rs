//! Small typed reads from scenario YAML nodes, each failure a located diagnostic.

use crate::diagnostic::{Diagnostic, Location};
use crate::duration::parse_scenario_ms;
use crate::yaml::{Node, NodeKind};

/// Collects diagnostics while a scenario is read.
#[derive(Debug, Default)]
pub(crate) struct Reads {
    pub diagnostics: Vec<Diagnostic>,
}

impl Reads {
    pub fn error(&mut self, at: Location, message: impl Into<String>) {
        self.diagnostics.push(Diagnostic::error("scenario", message, Some(at)));
    }

    /// A scalar's text.
    pub fn text<'n>(&mut self, node: &'n Node, key: &str) -> Option<&'n str> {
        let value = node.get(key)?;
        if value.is_null() {
            return None;
        }
        match value.scalar() {
            Some(text) => Some(text),
            None => {
                self.error(value.span.start, format!("`{key}` must be a single value"));
                None
            }
        }
    }

    /// A duration (`30s`, `1m`, or a number of seconds).
    pub fn duration(&mut self, node: &Node, key: &str) -> Option<u64> {
        let at = node.get(key).map(|v| v.span.start)?;
        let text = self.text(node, key)?;
        match parse_scenario_ms(text) {
            Ok(ms) => Some(ms),
            Err(message) => {
                self.error(at, format!("`{key}`: {message}"));
                None
            }
        }
    }

    /// A duration that may be `null` (forever): `None` = absent, `Some(None)` = forever.
    pub fn duration_or_forever(&mut self, node: &Node, key: &str) -> Option<Option<u64>> {
        let value = node.get(key)?;
        if value.is_null() {
            return Some(None);
        }
        self.duration(node, key).map(Some)
    }

    /// An integer within a range.
    pub fn int(&mut self, node: &Node, key: &str, min: i64, max: i64) -> Option<i64> {
        let at = node.get(key).map(|v| v.span.start)?;
        let text = self.text(node, key)?;
        match text.trim().parse::<i64>() {
            Ok(value) if (min..=max).contains(&value) => Some(value),
            Ok(value) => {
                self.error(at, format!("`{key}` is {value}; it must be between {min} and {max}"));
                None
            }
            Err(_) => {
                self.error(at, format!("`{key}` must be a whole number, not {text:?}"));
                None
            }
        }
    }

    /// An exit code: 0–255, and -1 as the harness writes it (exit status 255).
    pub fn exit_code(&mut self, node: &Node, key: &str) -> Option<i64> {
        self.int(node, key, -1, 255).map(|code| if code < 0 { 255 } else { code })
    }

    /// A boolean.
    pub fn boolean(&mut self, node: &Node, key: &str) -> Option<bool> {
        let at = node.get(key).map(|v| v.span.start)?;
        match self.text(node, key)? {
            "true" | "True" | "yes" => Some(true),
            "false" | "False" | "no" => Some(false),
            other => {
                self.error(at, format!("`{key}` must be true or false, not {other:?}"));
                None
            }
        }
    }
}

/// The entries of a mapping node (empty for anything else).
pub(crate) fn entries(node: &Node) -> &[(crate::yaml::Key, Node)] {
    match &node.kind {
        NodeKind::Map(entries) => entries,
        _ => &[],
    }
}
