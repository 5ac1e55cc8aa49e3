//! Label selectors and label maps of a workload: read from the text, matched against the
//! template's labels, and printed as the API server prints a bad value.

use std::collections::BTreeMap;

use super::errors::quote;
use super::names;
use crate::version::KubeVersion;
use crate::yaml::Node;

/// A label map as decoded: `None` is Go's nil map (the key is absent or `null`).
pub(super) type Labels = Option<BTreeMap<String, String>>;

/// `metav1.LabelSelector`, with nil kept apart from empty as the decoder keeps them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct LabelSelector {
    match_labels: Labels,
    match_expressions: Option<Vec<Requirement>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Requirement {
    key: String,
    operator: Operator,
    values: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Operator {
    In,
    NotIn,
    Exists,
    DoesNotExist,
}

/// What a workload's `spec.selector` holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Selector {
    /// No selector (absent or `null`): it selects nothing.
    Missing,
    /// A selector `LabelSelectorAsSelector` accepts.
    Valid(LabelSelector),
    /// A selector with a bad key, value or operator: the API server reports it with messages
    /// podsim does not reproduce, so no selector rule is checked.
    Unchecked,
}

/// Reads a label map (`metadata.labels`).
pub(super) fn read_labels(node: Option<&Node>) -> Labels {
    let node = node.filter(|node| !node.is_null())?;
    let entries = node.entries()?;
    Some(entries.iter().filter_map(|(key, value)| Some((key.text.clone(), value.scalar()?.to_owned()))).collect())
}

/// Reads `spec.selector`.
pub(super) fn read_selector(node: Option<&Node>) -> Selector {
    let Some(node) = node.filter(|node| !node.is_null()) else {
        return Selector::Missing;
    };
    if node.entries().is_none() {
        return Selector::Unchecked;
    }
    let match_labels = read_labels(node.get("matchLabels"));
    let mut match_expressions = None;
    if let Some(items) = node.get("matchExpressions").filter(|items| !items.is_null()) {
        let Some(items) = items.items() else {
            return Selector::Unchecked;
        };
        let mut requirements = Vec::with_capacity(items.len());
        for item in items {
            let Some(requirement) = read_requirement(item) else {
                return Selector::Unchecked;
            };
            requirements.push(requirement);
        }
        match_expressions = Some(requirements);
    }
    let selector = LabelSelector { match_labels, match_expressions };
    if selector.is_well_formed() { Selector::Valid(selector) } else { Selector::Unchecked }
}

fn read_requirement(node: &Node) -> Option<Requirement> {
    let operator = match node.get("operator")?.scalar()? {
        "In" => Operator::In,
        "NotIn" => Operator::NotIn,
        "Exists" => Operator::Exists,
        "DoesNotExist" => Operator::DoesNotExist,
        _ => return None,
    };
    let values = match node.get("values").filter(|values| !values.is_null()) {
        Some(values) => values.items()?.iter().map(|value| value.scalar().map(str::to_owned)).collect::<Option<_>>()?,
        None => Vec::new(),
    };
    Some(Requirement { key: node.get("key")?.scalar()?.to_owned(), operator, values })
}

/// validation: IsValidLabelValue.
fn is_label_value(text: &str) -> bool {
    let bytes = text.as_bytes();
    let edge = |byte: Option<&u8>| byte.is_some_and(u8::is_ascii_alphanumeric);
    text.len() <= 63
        && (bytes.is_empty()
            || (edge(bytes.first())
                && edge(bytes.last())
                && bytes.iter().all(|byte| byte.is_ascii_alphanumeric() || b"-_.".contains(byte))))
}

impl LabelSelector {
    /// meta/v1 validation: ValidateLabelSelector passes and LabelSelectorAsSelector succeeds.
    fn is_well_formed(&self) -> bool {
        let labels_ok =
            self.match_labels.iter().flatten().all(|(key, value)| names::qualified_name(key) && is_label_value(value));
        let expressions_ok = self.match_expressions.iter().flatten().all(|requirement| {
            let arity_ok = match requirement.operator {
                Operator::In | Operator::NotIn => !requirement.values.is_empty(),
                Operator::Exists | Operator::DoesNotExist => requirement.values.is_empty(),
            };
            arity_ok && names::qualified_name(&requirement.key) && requirement.values.iter().all(|v| is_label_value(v))
        });
        labels_ok && expressions_ok
    }

    /// No matchLabels and no matchExpressions: the selector selects everything.
    pub(super) fn is_empty(&self) -> bool {
        self.match_labels.as_ref().is_none_or(BTreeMap::is_empty)
            && self.match_expressions.as_ref().is_none_or(Vec::is_empty)
    }

    /// labels: Selector.Matches.
    pub(super) fn matches(&self, labels: &Labels) -> bool {
        let get = |key: &str| labels.as_ref().and_then(|labels| labels.get(key));
        let labels_match = self.match_labels.iter().flatten().all(|(key, value)| get(key) == Some(value));
        let expressions_match = self.match_expressions.iter().flatten().all(|requirement| {
            let value = get(&requirement.key);
            match requirement.operator {
                Operator::In => value.is_some_and(|value| requirement.values.contains(value)),
                Operator::NotIn => value.is_none_or(|value| !requirement.values.contains(value)),
                Operator::Exists => value.is_some(),
                Operator::DoesNotExist => value.is_none(),
            }
        });
        labels_match && expressions_match
    }

    /// The selector as `field.Error` prints it when it is empty: JSON from 1.34, Go syntax
    /// (`%#v`) before. // apimachinery field: Error.ErrorBody
    pub(super) fn print_empty(&self, version: KubeVersion) -> String {
        if prints_json(version) {
            // Both fields are `omitempty`.
            return "{}".to_owned();
        }
        let labels = if self.match_labels.is_some() { "map[string]string{}" } else { "map[string]string(nil)" };
        let expressions = if self.match_expressions.is_some() {
            "[]v1.LabelSelectorRequirement{}"
        } else {
            "[]v1.LabelSelectorRequirement(nil)"
        };
        format!("v1.LabelSelector{{MatchLabels:{labels}, MatchExpressions:{expressions}}}")
    }
}

/// 1.34 changed `field.Error` to print non-scalar bad values as JSON.
pub(super) fn prints_json(version: KubeVersion) -> bool {
    version >= KubeVersion::V1_34
}

/// A label map as `field.Error` prints it: `{"app":"x"}` from 1.34 and
/// `map[string]string{"app":"x"}` before; keys sorted in both. // apimachinery field: Error.ErrorBody
pub(super) fn print_labels(labels: &Labels, version: KubeVersion) -> String {
    let json = prints_json(version);
    let Some(labels) = labels else {
        return if json { "null" } else { "map[string]string(nil)" }.to_owned();
    };
    let (quote_text, separator): (fn(&str) -> String, &str) = if json { (json_quote, ",") } else { (quote, ", ") };
    let entries: Vec<String> =
        labels.iter().map(|(key, value)| format!("{}:{}", quote_text(key), quote_text(value))).collect();
    let body = entries.join(separator);
    if json { format!("{{{body}}}") } else { format!("map[string]string{{{body}}}") }
}

/// A JSON string as Go's `encoding/json` writes it (HTML characters escaped).
pub(super) fn json_quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
