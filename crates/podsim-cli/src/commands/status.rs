//! `podsim status FILE [--now T] [--json]`: for a pasted `kubectl get pod -o yaml`, the phase and
//! conditions the kubelet would write, the `kubectl get pod` row and the `kubectl describe` view.

use podsim::{Explanation, Session, Settings, parse_time};

use crate::args::StatusArgs;
use crate::input::read_text;

/// `--now`: RFC 3339 or unix seconds; the machine's clock when absent.
fn now(args: &StatusArgs) -> Result<i64, String> {
    match args.now.as_deref() {
        Some(text) => {
            text.trim().parse::<i64>().ok().or_else(|| parse_time(text)).ok_or_else(|| {
                format!("--now {text:?}: expected an RFC 3339 time (2024-05-01T10:00:00Z) or unix seconds")
            })
        }
        None => Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| i64::try_from(elapsed.as_secs()).unwrap_or(i64::MAX))),
    }
}

/// A JSON string literal.
fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// The `--json` document, keys in the documented order (phase, conditions, kubectl).
fn json_output(explained: &Explanation) -> String {
    let conditions: Vec<String> = explained
        .conditions
        .iter()
        .map(|c| {
            format!(
                "    {{\"type\": {}, \"status\": {}, \"reason\": {}, \"message\": {}}}",
                quoted(&c.condition_type),
                quoted(&c.status),
                quoted(c.reason.as_deref().unwrap_or("")),
                quoted(c.message.as_deref().unwrap_or(""))
            )
        })
        .collect();
    let row = &explained.row;
    format!(
        "{{\n  \"phase\": {},\n  \"conditions\": [\n{}\n  ],\n  \"kubectl\": {{\"name\": {}, \"ready\": {}, \"status\": {}, \"restarts\": {}, \"age\": {}}}\n}}",
        quoted(explained.phase.as_str()),
        conditions.join(",\n"),
        quoted(&row.name),
        quoted(&row.ready),
        quoted(&row.status),
        quoted(&row.restarts),
        quoted(&row.age)
    )
}

/// Runs `status`.
pub fn run(args: &StatusArgs) -> Result<u8, String> {
    let version = args.version.k8s;
    let now = now(args)?;
    let text = read_text(&args.file)?;
    let session = Session::new(&text, "", Settings::new(version));
    let parsed = &session.analysis().parsed;
    // An object saved without its `kind` (a support archive's Pod) is still a Pod's status to
    // explain: the missing kind, which `check` refuses as kubectl does, is said and passed over.
    let kindless = |d: &&podsim::Diagnostic| d.code == "kind-not-set";
    let file = &args.file;
    if parsed.diagnostics.iter().any(|d| d.severity == podsim::Severity::Error && !kindless(&d)) {
        for diagnostic in &parsed.diagnostics {
            eprintln!("{file}:{diagnostic}");
        }
        return Ok(1);
    }
    for diagnostic in parsed.diagnostics.iter().filter(kindless) {
        let at = diagnostic.location.map(|l| format!(":{}:{}", l.line, l.column)).unwrap_or_default();
        eprintln!("{file}{at}: note: kind not set; podsim reads the object as a Pod");
    }
    // The other Pods of a `kubectl get pods -o yaml` list: which ones this explanation leaves.
    for diagnostic in parsed.diagnostics.iter().filter(|d| d.code == "ignored-document") {
        eprintln!("{diagnostic}");
    }
    let Some(pasted) = session.explain_pasted(Some(now)) else {
        eprintln!("podsim: the input has no status: paste the output of `kubectl get pod NAME -o yaml`");
        return Ok(1);
    };
    let explained = &pasted.explanation;
    let (conditions, row) = (&explained.conditions, &explained.row);
    if args.json {
        println!("{}", json_output(explained));
        return Ok(0);
    }
    let reported = explained.reported_phase.as_deref().unwrap_or("(none)");
    println!("Phase: {} (the object says {reported}; Kubernetes {version})", explained.phase.as_str());
    for note in &explained.notes {
        println!("  note: {note}");
    }
    println!("\nConditions the kubelet would write:");
    for c in conditions {
        let reason = c.reason.as_deref().map(|r| format!("  {r}")).unwrap_or_default();
        let message = c.message.as_deref().map(|m| format!(": {m}")).unwrap_or_default();
        println!("  {:<26} {:<5}{reason}{message}", c.condition_type, c.status);
    }
    println!("\n$ kubectl get pod");
    let header = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"];
    let cells = [row.name.as_str(), &row.ready, &row.status, &row.restarts, &row.age];
    let widths: Vec<usize> = header.iter().zip(&cells).map(|(h, c)| h.len().max(c.chars().count()) + 3).collect();
    let line = |values: &[&str]| -> String {
        values.iter().zip(&widths).map(|(v, w)| format!("{v:<w$}")).collect::<String>().trim_end().to_owned()
    };
    println!("{}\n{}", line(&header), line(&cells));
    println!("\n$ kubectl describe pod {}    (events are not part of the object)", row.name);
    print!("{}", pasted.describe);
    Ok(0)
}
