//! Typed reads from the node tree: each read takes a value of the JSON type the API server
//! expects and skips anything else (type errors are reported by `crate::schema`).

use std::collections::BTreeMap;

use crate::diagnostic::Diagnostic;
use crate::yaml::{Node, NodeKind, Resolved, ScalarStyle, resolve_plain};

/// A mapping being read as a Kubernetes object of Go type `go_type` at API path `path`.
#[derive(Clone, Copy)]
pub(crate) struct Obj<'n, 'p> {
    pub node: &'n Node,
    pub path: &'p str,
    #[expect(
        dead_code,
        reason = "names the Go type each read site expects; type errors are reported by crate::schema"
    )]
    pub go_type: &'static str,
}

/// Collects diagnostics while reading.
#[derive(Default)]
pub(crate) struct Reader {
    pub diagnostics: Vec<Diagnostic>,
}

pub(crate) fn join(path: &str, key: &str) -> String {
    if path.is_empty() { key.to_owned() } else { format!("{path}.{key}") }
}

impl Reader {
    /// A value of the wrong JSON type is skipped: the schema check (`crate::schema`) reports type
    /// errors for every field with the decoder's wording, so the reader stays silent about them.
    fn type_error(&mut self, _obj: Obj<'_, '_>, _key: &str, _node: &Node, _want: &str) {}

    /// The value under `key`, unless absent or null.
    fn value<'n>(obj: Obj<'n, '_>, key: &str) -> Option<&'n Node> {
        obj.node.get(key).filter(|node| !node.is_null())
    }

    /// A string field.
    pub fn string(&mut self, obj: Obj<'_, '_>, key: &str) -> Option<String> {
        let node = Self::value(obj, key)?;
        match node.json_string() {
            Some(text) => Some(text.to_owned()),
            None => {
                self.type_error(obj, key, node, "string");
                None
            }
        }
    }

    /// An integer field (`int32`/`int64` in Go).
    pub fn int(&mut self, obj: Obj<'_, '_>, key: &str, go_int: &str) -> Option<i64> {
        let node = Self::value(obj, key)?;
        if let NodeKind::Scalar(text, ScalarStyle::Plain) = &node.kind {
            let resolved = resolve_plain(text);
            match resolved.json_int() {
                Some(value) => {
                    let fits = go_int != "int32" || i32::try_from(value).is_ok();
                    if fits {
                        return Some(value);
                    }
                }
                None if matches!(resolved, Resolved::BigInt | Resolved::Float(_)) => {}
                _ => {
                    self.type_error(obj, key, node, go_int);
                    return None;
                }
            }
            return None;
        }
        self.type_error(obj, key, node, go_int);
        None
    }

    /// A list of integers (`[]int32`); items of another type or out of range are skipped.
    pub fn ints(&mut self, obj: Obj<'_, '_>, key: &str, go_int: &str) -> Vec<i64> {
        let Some(node) = Self::value(obj, key) else { return Vec::new() };
        let Some(items) = node.items() else {
            self.type_error(obj, key, node, &format!("[]{go_int}"));
            return Vec::new();
        };
        let fits = |value: i64| go_int != "int32" || i32::try_from(value).is_ok();
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match &item.kind {
                NodeKind::Scalar(text, ScalarStyle::Plain) => match resolve_plain(text).json_int() {
                    Some(value) if fits(value) => out.push(value),
                    _ => self.type_error(obj, key, item, go_int),
                },
                _ => self.type_error(obj, key, item, go_int),
            }
        }
        out
    }

    /// A boolean field.
    pub fn boolean(&mut self, obj: Obj<'_, '_>, key: &str) -> Option<bool> {
        let node = Self::value(obj, key)?;
        if let NodeKind::Scalar(text, ScalarStyle::Plain) = &node.kind
            && let Resolved::Bool(value) = resolve_plain(text)
        {
            return Some(value);
        }
        self.type_error(obj, key, node, "bool");
        None
    }

    /// A list of strings.
    pub fn strings(&mut self, obj: Obj<'_, '_>, key: &str) -> Vec<String> {
        let Some(node) = Self::value(obj, key) else { return Vec::new() };
        let Some(items) = node.items() else {
            self.type_error(obj, key, node, "[]string");
            return Vec::new();
        };
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match item.json_string() {
                Some(text) => out.push(text.to_owned()),
                None => self.type_error(obj, key, item, "string"),
            }
        }
        out
    }

    /// The items of a list of objects, each with its indexed path.
    pub fn objects<'n>(&mut self, obj: Obj<'n, '_>, key: &str, go_type: &str) -> Vec<(String, &'n Node)> {
        let Some(node) = Self::value(obj, key) else { return Vec::new() };
        let Some(items) = node.items() else {
            self.type_error(obj, key, node, &format!("[]v1.{go_type}"));
            return Vec::new();
        };
        let base = join(obj.path, key);
        let mut out = Vec::with_capacity(items.len());
        for (index, item) in items.iter().enumerate() {
            if item.entries().is_some() {
                out.push((format!("{base}[{index}]"), item));
            } else if !item.is_null() {
                self.type_error(obj, key, item, &format!("v1.{go_type}"));
            }
        }
        out
    }

    /// A nested object.
    pub fn object<'n>(&mut self, obj: Obj<'n, '_>, key: &str, go_type: &str) -> Option<&'n Node> {
        let node = Self::value(obj, key)?;
        if node.entries().is_some() {
            Some(node)
        } else {
            self.type_error(obj, key, node, &format!("v1.{go_type}"));
            None
        }
    }

    /// A `map[string]string` (labels, annotations).
    pub fn string_map(&mut self, obj: Obj<'_, '_>, key: &str) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        let Some(node) = Self::value(obj, key) else { return out };
        let Some(entries) = node.entries() else {
            self.type_error(obj, key, node, "map[string]string");
            return out;
        };
        for (entry_key, value) in entries {
            match value.json_string() {
                Some(text) => {
                    out.insert(entry_key.text.clone(), text.to_owned());
                }
                None => self.type_error(obj, key, value, "string"),
            }
        }
        out
    }

    /// A resource list: names to quantity text, numbers and strings both accepted (as by
    /// `Quantity.UnmarshalJSON`); the text is kept verbatim for the quantity parser.
    pub fn resource_list(&mut self, obj: Obj<'_, '_>, key: &str) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        let Some(node) = Self::value(obj, key) else { return out };
        let Some(entries) = node.entries() else {
            self.type_error(obj, key, node, "v1.ResourceList");
            return out;
        };
        for (entry_key, value) in entries {
            match &value.kind {
                NodeKind::Scalar(text, _) if !value.is_null() => {
                    out.insert(entry_key.text.clone(), text.trim().to_owned());
                }
                _ => self.type_error(obj, key, value, "resource.Quantity"),
            }
        }
        out
    }
}
