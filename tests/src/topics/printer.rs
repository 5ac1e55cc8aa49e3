//! Conformance cases of `static/printer.yaml`: the `kubectl get pod` row and row condition.
//! Times written `NOW-10s` are placed relative to a fixed moment, which is then the row's `now`.

use crate::runner::Outcome;
use crate::vector;
use podsim::status::printer::{kubectl_row, row_condition};
use podsim::status::time::format_rfc3339;
use podsim::yaml::{Node, NodeKind};

/// The moment the rows are printed at (any fixed time works).
const NOW: i64 = 1_750_000_000;

/// Seconds of a Go duration made of whole `h`, `m` and `s` parts (`10s`, `2m`, `120h`).
fn go_seconds(text: &str) -> Option<i64> {
    let mut total = 0i64;
    let mut number = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let value: i64 = number.parse().ok()?;
        number.clear();
        let unit = match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return None,
        };
        total = total.checked_add(value.checked_mul(unit)?)?;
    }
    number.is_empty().then_some(total)
}

/// Replaces every `NOW-<duration>` scalar by the RFC 3339 time it stands for.
fn resolve_now(node: &mut Node) {
    match &mut node.kind {
        NodeKind::Scalar(text, _) => {
            if let Some(ago) = text.strip_prefix("NOW-").and_then(go_seconds) {
                *text = format_rfc3339(NOW - ago);
            } else if text == "NOW" {
                *text = format_rfc3339(NOW);
            }
        }
        NodeKind::Seq(items) => items.iter_mut().for_each(resolve_now),
        NodeKind::Map(entries) => entries.iter_mut().for_each(|(_, value)| resolve_now(value)),
    }
}

/// Runs one case.
pub fn check(case: &Node) -> Outcome {
    let Some(mut input) = case.get("input").cloned() else { return Outcome::Fail("case has no input".to_owned()) };
    resolve_now(&mut input);
    let (pod, diagnostics) = podsim::parse::read_pod_node(&input, "", "Pod");
    if let Some(problem) = diagnostics.first() {
        return Outcome::Fail(format!("input does not parse: {problem}"));
    }
    let Some(expect) = case.get("expect") else { return Outcome::Fail("case has no expect".to_owned()) };
    let want: Vec<&str> = vector::list(expect, "row").iter().map(|cell| cell.scalar().unwrap_or("")).collect();
    let row = kubectl_row(&pod, Some(NOW));
    let got = [row.name.as_str(), &row.ready, &row.status, &row.restarts, &row.age];
    if got.as_slice() != want.as_slice() {
        return Outcome::Fail(format!("row {got:?}, want {want:?}"));
    }
    let want_condition = vector::text(expect, "rowCondition");
    let got_condition = row_condition(&pod).map(|condition| condition.as_str());
    if got_condition != want_condition {
        return Outcome::Fail(format!("row condition {got_condition:?}, want {want_condition:?}"));
    }
    Outcome::Pass
}
