//! One corpus document through what `podsim check`, `podsim resources` and `podsim simulate` run,
//! with the outcome a reviewer reads: verdict, end STATUS, QoS class, lint codes, time taken.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use podsim::KubeVersion;
use podsim::analysis::analyze;
use podsim::defaults::apply_defaults;
use podsim::engine::{SimOptions, simulate};
use podsim::qos::qos_class;
use podsim::resources::effective_resources_as_written;
use podsim::scenario::Scenario;
use podsim::view::kubectl::extras::DescribeExtras;

/// What `kubectl` would say of the document, as podsim predicts it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Created.
    Accepted,
    /// The API server (or the decoder) would accept it, but `kubectl apply` refuses it.
    RefusedByApply(String),
    /// Rejected, with what kubectl prints.
    Rejected(String),
}

impl Verdict {
    /// The word in `expected.tsv`.
    pub fn word(&self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::RefusedByApply(_) => "refused-by-apply",
            Verdict::Rejected(_) => "rejected",
        }
    }

    /// kubectl's message for a refusal, on one line.
    pub fn message(&self) -> String {
        match self {
            Verdict::Accepted => String::new(),
            Verdict::RefusedByApply(message) | Verdict::Rejected(message) => {
                message.lines().map(str::trim).filter(|line| !line.is_empty()).collect::<Vec<_>>().join(" | ")
            }
        }
    }
}

/// The outcome of one document.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The kind podsim read the Pod from (`Deployment`, …), or the declared kind when it found none.
    pub kind: String,
    /// The Pod's `restartPolicy` as written (`Always` when unset).
    pub restart_policy: String,
    /// check's verdict.
    pub verdict: Verdict,
    /// The STATUS column of `kubectl get pod` at the end of the simulation (`-` when rejected).
    pub status: String,
    /// The QoS class the resources command prints.
    pub qos: String,
    /// The lint codes, in the order check prints them.
    pub lints: Vec<String>,
    /// Wall time of the three commands.
    pub elapsed: Duration,
}

/// The version the corpus is measured against: the default of the page and the CLI.
pub const VERSION: KubeVersion = KubeVersion::V1_35;

/// Runs the document; a panic is returned as its message.
pub fn run(text: &str, declared_kind: &str) -> Result<Outcome, String> {
    let started = Instant::now();
    catch_unwind(AssertUnwindSafe(|| run_unguarded(text, declared_kind, started))).map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_else(|| "a panic without a message".to_owned())
    })
}

fn run_unguarded(text: &str, declared_kind: &str, started: Instant) -> Outcome {
    // podsim check
    let analysis = analyze(text, VERSION);
    let verdict = if analysis.has_errors() {
        Verdict::Rejected(analysis.kubectl_output())
    } else if let Some(refusal) = &analysis.apply_refusal {
        Verdict::RefusedByApply(refusal.message.clone())
    } else {
        Verdict::Accepted
    };
    let _ = analysis.kubectl_output();
    let lints = analysis.lints.iter().map(|lint| lint.code().as_str().to_owned()).collect();
    // podsim resources
    let parsed = &analysis.parsed;
    let mut defaulted = parsed.pod.clone();
    let _ = apply_defaults(&mut defaulted, VERSION);
    let gates = VERSION.gates();
    let _ = effective_resources_as_written(&parsed.pod, &defaulted, gates);
    let qos = qos_class(&defaulted, gates).as_str().to_owned();
    // podsim simulate
    let scenario = Scenario::from_parsed(parsed);
    let options = SimOptions { version: VERSION, ..SimOptions::default() }.with_scenario(&scenario);
    let simulation = simulate(&parsed.pod, &scenario, &options);
    let _ = simulation.timeline_text(true);
    let end = simulation.state_at_with(simulation.end_ms, &DescribeExtras::from_parsed_admitted(parsed));
    let status = match verdict {
        Verdict::Rejected(_) => "-".to_owned(),
        _ => end.row.status,
    };
    let kind = if parsed.source_kind.is_empty() { declared_kind.to_owned() } else { parsed.source_kind.clone() };
    Outcome {
        kind,
        restart_policy: parsed.pod.spec.restart_policy_or_default().to_owned(),
        verdict,
        status,
        qos,
        lints,
        elapsed: started.elapsed(),
    }
}
