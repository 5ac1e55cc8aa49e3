//! `podsim check FILE [--k8s V] [--feature-gates G] [--json]`: what `kubectl apply` would print, then the lint
//! warnings. Exit 0 valid, 1 invalid, 2 unreadable. The JSON shape is documented in docs/cli.md.

use podsim::{Analysis, Diagnostic, Lang, Location, Session, Settings, Severity};
use serde_json::{Value, json};

use crate::args::CheckArgs;
use crate::input::read_text;

/// Runs `check`.
pub fn run(args: &CheckArgs) -> Result<u8, String> {
    let version = args.version.k8s;
    let gates = args.gates.gates(version)?;
    let path = args.file.as_str();
    let as_json = args.json;
    let text = match read_text(path) {
        Ok(text) => text,
        Err(message) if as_json => {
            let error = json!({"field": null, "type": "unreadable", "message": message, "line": null, "column": null});
            println!("{}", json!({"valid": false, "errors": [error], "warnings": []}));
            return Ok(2);
        }
        Err(message) => return Err(message),
    };
    // kubectl names standard input STDIN in its messages.
    let file_name = if path == "-" { "STDIN" } else { path };
    let settings = Settings { gates: Some(gates), file_name: Some(file_name.to_owned()), ..Settings::new(version) };
    let session = Session::new(&text, "", settings);
    let analysis = session.analysis();
    if as_json {
        println!("{}", report_json(analysis));
    } else {
        print_text(analysis, file_name);
        print_gates(&session, file_name);
    }
    Ok(if analysis.apply_fails() { 1 } else { 0 })
}

fn position(location: Option<Location>) -> (Value, Value) {
    match location {
        Some(location) => (json!(location.line), json!(location.column)),
        None => (Value::Null, Value::Null),
    }
}

/// `{"valid", "errors": [{"field", "type", "message", "line", "column"}], "warnings": [{"code", "message", "line", "column"}]}`.
fn report_json(analysis: &Analysis) -> Value {
    let errors: Vec<Value> = analysis
        .apply_errors()
        .map(|diagnostic| {
            let (line, column) = position(diagnostic.location);
            json!({
                "field": diagnostic.field,
                "type": diagnostic.code,
                "message": diagnostic.message,
                "line": line,
                "column": column,
            })
        })
        .collect();
    let warnings: Vec<Value> = analysis
        .diagnostics
        .iter()
        .filter(|diagnostic| diagnostic.severity == Severity::Warning)
        .map(|diagnostic| {
            let (line, column) = position(diagnostic.location);
            json!({"code": diagnostic.code, "message": diagnostic.message, "line": line, "column": column})
        })
        .collect();
    json!({"valid": !analysis.apply_fails(), "errors": errors, "warnings": warnings})
}

fn located(file_name: &str, diagnostic: &Diagnostic) -> String {
    match diagnostic.location {
        Some(location) => format!("{file_name}:{}:{}", location.line, location.column),
        None => file_name.to_owned(),
    }
}

fn print_text(analysis: &Analysis, file_name: &str) {
    println!("{}", analysis.kubectl_output());
    for diagnostic in analysis.apply_errors() {
        println!("{}: error[{}]: {}", located(file_name, diagnostic), diagnostic.code, diagnostic.message);
    }
    for diagnostic in analysis.diagnostics.iter().filter(|d| d.severity == Severity::Note) {
        println!("{}: note: {}", located(file_name, diagnostic), diagnostic.message);
    }
    // podsim's own warnings about the text (a key set twice); the lint findings follow with their fixes.
    let is_lint = |diagnostic: &Diagnostic| analysis.lints.iter().any(|lint| lint.code().as_str() == diagnostic.code);
    for diagnostic in analysis.diagnostics.iter().filter(|d| d.severity == Severity::Warning && !is_lint(d)) {
        println!("{}: warning[{}]: {}", located(file_name, diagnostic), diagnostic.code, diagnostic.message);
    }
    for warning in &analysis.lints {
        let at =
            warning.location.map_or_else(|| file_name.to_owned(), |l| format!("{file_name}:{}:{}", l.line, l.column));
        println!("{at}: warning[{}]: {}", warning.code().as_str(), warning.finding.message());
        println!("  fix: {}", warning.finding.fix());
    }
}

/// A note per gate that a field of this Pod makes matter, with its value in force (the list the
/// page shows beside its Gates field); gates every Pod meets are left out.
fn print_gates(session: &Session, file_name: &str) {
    let version = session.analysis().version;
    for gate in session.gates_in_use().into_iter().filter(|gate| gate.field.is_some()) {
        let (name, on, stage) = (gate.name, gate.on, gate.stage.as_str());
        let how = if gate.locked {
            "locked".to_owned()
        } else if gate.modelled {
            format!("--feature-gates {name}={} to change it", !on)
        } else {
            "podsim does not model it yet".to_owned()
        };
        println!(
            "{file_name}: note: feature gate {name}={on} ({stage} in {version}; {how}): {}",
            gate.why.text().get(Lang::En)
        );
    }
}
