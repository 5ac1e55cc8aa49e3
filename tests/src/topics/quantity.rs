//! Conformance cases of `static/quantity.yaml`: parse → `String()`, format, the canonical form
//! after arithmetic (`recomputed`), sums, and the exact parse error texts.

use crate::runner::Outcome;
use crate::vector::{list, show, text};
use podsim::quantity::Quantity;
use podsim::yaml::Node;

/// Runs one case.
pub fn check(case: &Node) -> Outcome {
    let Some(input) = case.get("input") else { return Outcome::Fail("case has no input".to_owned()) };
    let expect = case.get("expect");
    let want = |key: &str| expect.and_then(|e| text(e, key));
    let result = match input.get("sum") {
        Some(_) => sum(list(input, "sum")),
        None => match input.scalar() {
            Some(text) => Quantity::parse(text).map_err(|e| e.to_string()),
            None => return Outcome::Fail(format!("unreadable input {}", show(input))),
        },
    };
    let quantity = match (result, want("error")) {
        (Err(got), Some(error)) if got == error => return Outcome::Pass,
        (Err(got), Some(error)) => return Outcome::Fail(format!("error {got:?}, want {error:?}")),
        (Err(got), None) => return Outcome::Fail(format!("unexpected error {got:?}")),
        (Ok(quantity), Some(error)) => return Outcome::Fail(format!("parsed as {quantity}, want error {error:?}")),
        (Ok(quantity), None) => quantity,
    };
    let mut problems = Vec::new();
    if let Some(string) = want("string") {
        if quantity.to_string() != string {
            problems.push(format!("string {:?}, want {string:?}", quantity.to_string()));
        }
        match Quantity::parse(string) {
            Ok(expected) if expected == quantity => {}
            _ => problems.push(format!("value {quantity} differs from {string}")),
        }
    }
    if let Some(format) = want("format").filter(|format| quantity.format().as_str() != *format) {
        problems.push(format!("format {}, want {format}", quantity.format().as_str()));
    }
    if let Some(recomputed) = want("recomputed").filter(|recomputed| quantity.canonical() != *recomputed) {
        problems.push(format!("recomputed {:?}, want {recomputed:?}", quantity.canonical()));
    }
    if problems.is_empty() { Outcome::Pass } else { Outcome::Fail(problems.join("; ")) }
}

/// Sums the terms left to right as `Quantity.Add` does.
fn sum(terms: &[Node]) -> Result<Quantity, String> {
    let mut total: Option<Quantity> = None;
    for term in terms {
        let term = Quantity::parse(term.scalar().unwrap_or("")).map_err(|e| e.to_string())?;
        total = Some(match total {
            None => term,
            Some(total) => total.add(&term).map_err(|e| e.to_string())?,
        });
    }
    total.ok_or_else(|| "empty sum".to_owned())
}
