//! `podsim resources FILE [--k8s V] [--json]`: effective requests and limits, the term that wins
//! per resource, and the QoS class, computed on the Pod as the API server stores it.
//! Exit 0, 1 when the input has errors (the numbers are still printed), 2 unreadable.

use podsim::{KubeVersion, Quantity, Refuser, ResourceReport, Session, Settings};
use serde_json::{Map, Value, json};

use crate::args::ResourcesArgs;
use crate::input::read_text;

/// What the command computed.
struct Report {
    computed: ResourceReport,
    errors: Vec<Located>,
}

/// An error of the input and where it is (line, column).
struct Located {
    line: Option<(u32, u32)>,
    message: String,
}

/// Runs `resources`.
pub fn run(args: &ResourcesArgs) -> Result<u8, String> {
    let version = args.version.k8s;
    let path = args.file.as_str();
    let text = read_text(path)?;
    // kubectl names standard input STDIN in its messages.
    let file_name = if path == "-" { "STDIN" } else { path };
    let report = compute(&text, version, file_name);
    if args.json {
        println!("{}", to_json(&report));
    } else {
        print_text(&report, version, file_name);
    }
    Ok(if report.errors.is_empty() { 0 } else { 1 })
}

fn compute(text: &str, version: KubeVersion, file_name: &str) -> Report {
    // The same errors `check` reports: syntax, decoding (a malformed quantity), the Pod's and the
    // workload's validation.
    let settings = Settings { file_name: Some(file_name.to_owned()), ..Settings::new(version) };
    let session = Session::new(text, "", settings);
    let errors = session
        .analysis()
        .errors()
        .map(|diagnostic| Located {
            line: diagnostic.location.map(|location| (location.line, location.column)),
            message: diagnostic.message.to_string(),
        })
        .collect();
    Report { computed: session.resources(), errors }
}

/// `{"requests": {…}, "limits": {…}, "qosClass", "breakdown": [{"kind", "resource", "value",
/// "explanation"}], "dropped": [{"field", "message"}], "errors": ["…"]}`.
fn to_json(report: &Report) -> Value {
    let list = |map: &std::collections::BTreeMap<String, Quantity>| {
        Value::Object(
            map.iter().map(|(name, quantity)| (name.clone(), json!(quantity.to_string()))).collect::<Map<_, _>>(),
        )
    };
    let breakdown: Vec<Value> = report
        .computed
        .resources
        .breakdown
        .iter()
        .map(|term| {
            json!({
                "kind": term.kind.as_str(),
                "resource": term.resource,
                "value": term.value.to_string(),
                "explanation": term.explanation(),
            })
        })
        .collect();
    let dropped: Vec<Value> =
        report.computed.dropped.iter().map(|d| json!({"field": d.field, "message": d.message()})).collect();
    json!({
        "requests": list(&report.computed.resources.requests),
        "admission": admission_json(report),
        "limits": list(&report.computed.resources.limits),
        "qosClass": report.computed.qos.as_str(),
        "breakdown": breakdown,
        "dropped": dropped,
        "errors": report.errors.iter().map(|error| error.message.as_str()).collect::<Vec<_>>(),
    })
}

/// `{"defaulted": [{"container", "path", "kind", "resource", "value", "limitRange", "from"}],
/// "annotation", "qosAsWritten", "quotas": [{"quota", "lines": [{"resource", "requested", "used",
/// "hard", "exceeds"}]}], "refusal": {"plugin", "name", "message"}}`.
fn admission_json(report: &Report) -> Value {
    let admission = &report.computed.admission;
    let defaulted: Vec<Value> = admission
        .defaulted
        .iter()
        .map(|value| {
            json!({
                "container": value.container,
                "path": value.path,
                "kind": value.kind.as_str(),
                "resource": value.resource,
                "value": value.value.to_string(),
                "limitRange": value.limit_range,
                "from": value.source.field(),
            })
        })
        .collect();
    let quotas: Vec<Value> = admission
        .quotas
        .iter()
        .map(|quota| {
            let lines: Vec<Value> = quota
                .lines
                .iter()
                .map(|line| {
                    json!({
                        "resource": line.resource,
                        "requested": line.requested.to_string(),
                        "used": line.used.to_string(),
                        "hard": line.hard.to_string(),
                        "exceeds": line.exceeds(),
                    })
                })
                .collect();
            json!({"quota": quota.quota, "lines": lines})
        })
        .collect();
    let refusal = admission.refusal.as_ref().map(|refusal| {
        let (plugin, name) = match &refusal.by {
            Refuser::LimitRange(name) => ("LimitRanger", name),
            Refuser::ResourceQuota(name) => ("ResourceQuota", name),
        };
        json!({"plugin": plugin, "name": name, "message": refusal.message})
    });
    json!({
        "defaulted": defaulted,
        "annotation": admission.annotation,
        "qosAsWritten": report.computed.qos_as_written.map(|qos| qos.as_str()),
        "quotas": quotas,
        "refusal": refusal,
    })
}

/// What the LimitRange and ResourceQuota documents did, after the QoS line.
fn print_admission(report: &Report) {
    let admission = &report.computed.admission;
    if let Some(written) = report.computed.qos_as_written {
        println!("  ({} as written: the values a LimitRange gave the containers count as theirs)", written.as_str());
    }
    if !admission.defaulted.is_empty() {
        println!();
        println!("from LimitRange:");
        for value in &admission.defaulted {
            println!(
                "  {} ({}): {}.{} = {}  from LimitRange \"{}\" {}",
                value.container,
                value.path,
                value.kind.as_str(),
                value.resource,
                value.value,
                value.limit_range,
                value.source.field()
            );
        }
    }
    for quota in &admission.quotas {
        println!();
        println!("quota \"{}\":", quota.quota);
        for line in &quota.lines {
            let verdict = if line.exceeds() { "  exceeded" } else { "" };
            println!("  {} {} (used {}, hard {}){verdict}", line.resource, line.requested, line.used, line.hard);
        }
    }
}

fn print_text(report: &Report, version: KubeVersion, file_name: &str) {
    for error in &report.errors {
        match error.line {
            Some((line, column)) => eprintln!("{file_name}:{line}:{column}: error: {}", error.message),
            None => eprintln!("{file_name}: error: {}", error.message),
        }
    }
    for dropped in &report.computed.dropped {
        println!("note: {}", dropped.message());
    }
    let resources = &report.computed.resources;
    let mut names: Vec<&String> = resources.requests.keys().chain(resources.limits.keys()).collect();
    names.sort();
    names.dedup();
    let rows: Vec<[String; 3]> = names
        .iter()
        .map(|name| {
            let cell = |map: &std::collections::BTreeMap<String, Quantity>| {
                map.get(*name).map_or_else(|| "-".to_owned(), ToString::to_string)
            };
            [(*name).clone(), cell(&resources.requests), cell(&resources.limits)]
        })
        .collect();
    let header = ["RESOURCE".to_owned(), "REQUESTS".to_owned(), "LIMITS".to_owned()];
    let widths: Vec<usize> = (0..3)
        .map(|column| rows.iter().chain([&header]).map(|row| row[column].chars().count()).max().unwrap_or(0))
        .collect();
    for row in [&header].into_iter().chain(&rows) {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(cell, width)| format!("{cell:<width$}")).collect();
        println!("{}", cells.join("   ").trim_end());
    }
    if rows.is_empty() {
        println!("(no requests or limits)");
    }
    println!();
    println!("QoS class: {} (Kubernetes {version})", report.computed.qos.as_str());
    print_admission(report);
    if !resources.breakdown.is_empty() {
        println!();
        println!("why:");
        for term in &resources.breakdown {
            println!("  {:<8} {}", term.kind.as_str(), term.explanation());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POD: &str = "apiVersion: v1
kind: Pod
metadata: {name: shop}
spec:
  initContainers:
  - {name: proxy, image: envoy, restartPolicy: Always, resources: {requests: {cpu: 500m}}}
  - {name: migrate, image: tool, resources: {requests: {cpu: '2'}}}
  containers:
  - {name: web, image: web, resources: {requests: {cpu: '1', memory: 1Gi}, limits: {memory: 1Gi}}}
";

    #[test]
    fn json_has_the_documented_shape() {
        let report = to_json(&compute(POD, KubeVersion::V1_35, "pod.yaml"));
        assert_eq!(report["requests"]["cpu"], "2500m");
        assert_eq!(report["limits"]["memory"], "1Gi");
        assert_eq!(report["qosClass"], "Burstable");
        assert_eq!(report["breakdown"][0]["kind"], "requests");
        assert_eq!(report["breakdown"][0]["resource"], "cpu");
        assert_eq!(report["breakdown"][0]["value"], "2500m");
        assert!(
            report["breakdown"][0]["explanation"]
                .as_str()
                .is_some_and(|e| e.starts_with("cpu 2500m = init \"migrate\" 2"))
        );
        assert_eq!(report["errors"], json!([]));
    }

    #[test]
    fn json_says_what_a_limit_range_and_a_quota_did() {
        let text = format!(
            "apiVersion: v1\nkind: LimitRange\nmetadata: {{name: lr}}\nspec:\n  limits:\n  - type: Container\n    \
             defaultRequest: {{memory: 64Mi}}\n---\napiVersion: v1\nkind: ResourceQuota\nmetadata: {{name: q}}\nspec:\n  \
             hard: {{requests.cpu: '2'}}\n---\n{POD}"
        );
        let report = to_json(&compute(&text, KubeVersion::V1_37, "pod.yaml"));
        let admission = &report["admission"];
        // The app names its memory; the two init containers get the default.
        assert_eq!(admission["defaulted"].as_array().map(Vec::len), Some(2));
        assert_eq!(admission["defaulted"][0]["container"], "proxy");
        assert_eq!(admission["defaulted"][0]["path"], "spec.initContainers[0]");
        assert_eq!(admission["defaulted"][0]["kind"], "requests");
        assert_eq!(admission["defaulted"][0]["value"], "64Mi");
        assert_eq!(admission["defaulted"][0]["limitRange"], "lr");
        assert_eq!(admission["defaulted"][0]["from"], "defaultRequest");
        assert_eq!(admission["quotas"][0]["lines"][0]["requested"], "2500m");
        assert_eq!(admission["quotas"][0]["lines"][0]["exceeds"], true);
        assert_eq!(admission["refusal"]["plugin"], "ResourceQuota");
        assert_eq!(admission["qosAsWritten"], Value::Null, "Burstable either way");
        assert_eq!(report["requests"]["memory"], "1088Mi", "the sidecar's defaulted 64Mi runs beside the app's 1Gi");
    }

    #[test]
    fn legacy_reports_the_dropped_sidecar_and_invalid_input_is_an_error() {
        let legacy = compute(POD, KubeVersion::Legacy, "pod.yaml");
        assert_eq!(legacy.computed.dropped.len(), 1);
        assert_eq!(legacy.computed.resources.requests.get("cpu").map(ToString::to_string), Some("2".to_owned()));
        let invalid = compute(&POD.replace("image: web, ", ""), KubeVersion::V1_35, "pod.yaml");
        let messages: Vec<&str> = invalid.errors.iter().map(|error| error.message.as_str()).collect();
        assert_eq!(messages, ["spec.containers[0].image: Required value"]);
    }
}
