//! What a cluster does with each corpus document — by default what its kind implies, otherwise
//! what `exceptions.tsv` says and why — and the class of each difference podsim still has.

use std::collections::BTreeMap;

use super::run::{Outcome, Verdict};

/// What a real cluster (the chosen version, every referenced object present) shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Truth {
    /// The API server rejects the document.
    Rejected,
    /// Created, and `kubectl get pod` ends at one of these STATUS words (more than one when the
    /// Pod is unhealthy by design and the word depends on when one looks, as in a crash loop).
    Ends(Vec<String>),
}

impl Truth {
    /// Whether podsim's STATUS is one a cluster shows.
    pub fn allows(&self, status: &str) -> bool {
        matches!(self, Truth::Ends(statuses) if statuses.iter().any(|s| s == status))
    }
}

/// The healthy end STATUS a document's kind implies: `Completed` for a Job, a CronJob's Job and a
/// Pod that is not restarted after success (`restartPolicy` `Never` or `OnFailure`); `Running`
/// for everything a controller keeps running and for a Pod with `restartPolicy: Always`.
pub fn healthy_status(kind: &str, restart_policy: &str) -> &'static str {
    match (kind, restart_policy) {
        ("Job" | "CronJob", _) | ("Pod", "Never" | "OnFailure") => "Completed",
        _ => "Running",
    }
}

/// `exceptions.tsv`: document → (truth, reason). The truth is `rejected`, or the STATUS words
/// (`|` between alternatives) the Pod ends at.
pub fn read_exceptions(text: &str) -> Result<BTreeMap<String, (Truth, String)>, String> {
    let mut exceptions = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [document, shows, reason] = fields[..] else {
            return Err(format!("exceptions.tsv:{}: expected 3 tab-separated fields", number + 1));
        };
        if reason.trim().is_empty() {
            return Err(format!("exceptions.tsv:{}: every exception needs its reason", number + 1));
        }
        let truth = match shows {
            "rejected" => Truth::Rejected,
            statuses => Truth::Ends(statuses.split('|').map(str::to_owned).collect()),
        };
        if exceptions.insert(document.to_owned(), (truth, reason.to_owned())).is_some() {
            return Err(format!("exceptions.tsv:{}: {document} listed twice", number + 1));
        }
    }
    Ok(exceptions)
}

/// Where podsim differs from the truth, named by the class of input that causes it (the classes
/// of the issue "Real-world manifests"); `None` when podsim agrees.
pub fn failure_class(truth: &Truth, outcome: &Outcome, text: &str) -> Option<&'static str> {
    let healthy = healthy_status(&outcome.kind, &outcome.restart_policy);
    match (truth, &outcome.verdict) {
        (Truth::Rejected, Verdict::Rejected(_)) => None,
        (Truth::Rejected, _) => Some("accepts-what-a-cluster-rejects"),
        (_, Verdict::Rejected(message)) => Some(rejection_class(&outcome.kind, message)),
        (_, Verdict::RefusedByApply(message)) if message.contains("generateName") => Some("generate-name-refused"),
        (_, Verdict::RefusedByApply(_)) => Some("refused-by-apply"),
        (Truth::Ends(_), Verdict::Accepted) if truth.allows(&outcome.status) => None,
        (Truth::Ends(_), Verdict::Accepted) if truth.allows("InvalidImageName") => Some("image-reference-not-parsed"),
        (Truth::Ends(_), Verdict::Accepted) if truth.allows("OOMKilled") => Some("memory-over-limit-not-inferred"),
        (Truth::Ends(_), Verdict::Accepted) if truth.allows("Pending") => Some("unschedulable-not-modelled"),
        (Truth::Ends(_), Verdict::Accepted) if truth.allows("ErrImagePull") => Some("missing-image-not-knowable"),
        (Truth::Ends(_), Verdict::Accepted) if truth.allows("StartError") => Some("runtime-start-failure-not-modelled"),
        // The page prepares its node (extended resources it advertises); podsim's default node
        // has only what a fresh kind node has, unless the scenario's `node:` says more.
        (Truth::Ends(_), Verdict::Accepted) if outcome.status == "Pending" => Some("node-setup-not-modelled"),
        (Truth::Ends(_), Verdict::Accepted) => Some(status_class(healthy, &outcome.status, text)),
    }
}

fn rejection_class(kind: &str, message: &str) -> &'static str {
    if message.contains("no matches for kind") {
        "api-version-removed"
    } else if kind == "StatefulSet" && message.contains("volumeMounts") && message.contains("Not found") {
        "statefulset-volume-claim-templates"
    } else if message.contains("already set") || message.contains("duplicate") || message.contains("first set at") {
        "yaml-duplicate-key"
    } else if message.contains("unknown field") {
        "unknown-field"
    } else if message.contains("yaml:") || message.contains("YAML") {
        "yaml-syntax"
    } else {
        "rejected-other"
    }
}

fn status_class(healthy: &str, status: &str, text: &str) -> &'static str {
    if text.contains("schedulingGates") {
        "scheduling-gates-ignored"
    } else if status.ends_with("ErrImageNeverPull") {
        "never-pulled-image-assumed-absent"
    } else if status.starts_with("Init:") {
        "init-container-never-ends"
    } else if healthy == "Running" && matches!(status, "CrashLoopBackOff" | "Completed" | "Error") {
        "long-running-simulated-as-exiting"
    } else if healthy == "Completed" && matches!(status, "Running" | "NotReady") {
        "run-to-completion-simulated-as-never-ending"
    } else {
        "status-other"
    }
}
