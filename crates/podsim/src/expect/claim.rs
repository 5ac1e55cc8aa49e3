//! The expectation language: one `# expect:` comment line read into a typed [`Expectation`]
//! (docs/testing-docs.md is its reference).

use std::fmt;

use crate::duration::parse_scenario_ms;
use crate::lint::LintCode;
use crate::qos::QosClass;
use crate::quantity::Quantity;
use crate::resources::ResourceKind;
pub use crate::scenario::ConditionStatus;
use crate::status::{ConditionType, PodPhase};
use crate::version::KubeVersion;

/// One claim a page makes, on the versions it names.
#[derive(Debug, Clone, PartialEq)]
pub struct Expectation {
    /// The versions it is checked on; empty means the caller's version (`--k8s`, or the default).
    pub versions: Vec<KubeVersion>,
    /// What is claimed.
    pub claim: Claim,
    /// The claim as written after `# expect:` (what a failure quotes).
    pub written: String,
}

/// What a page claims about a Pod.
#[derive(Debug, Clone, PartialEq)]
pub enum Claim {
    /// `at 45s: Init:CrashLoopBackOff` or `at 20s: Terminating, ready 1/1`: the STATUS column of
    /// `kubectl get pod` (and its READY column when given) at an instant.
    Status {
        /// The instant, in ms after the Pod's creation.
        at_ms: u64,
        /// The STATUS column, as kubectl prints it.
        status: String,
        /// The READY column (`1/2`), when claimed.
        ready: Option<String>,
    },
    /// `at 30s: phase Running`.
    Phase {
        /// The instant, in ms after the Pod's creation.
        at_ms: u64,
        /// `status.phase`.
        phase: PodPhase,
    },
    /// `at 30s: condition Ready=False`.
    Condition {
        /// The instant, in ms after the Pod's creation.
        at_ms: u64,
        /// The condition's type.
        condition: ConditionType,
        /// Its status.
        status: ConditionStatus,
    },
    /// `requests cpu 2500m`, `limits memory 1Gi`: the Pod's effective value, compared as a
    /// quantity (`2.5` is `2500m`).
    Resource {
        /// Requests or limits.
        kind: ResourceKind,
        /// The resource name (`cpu`, `memory`, `hugepages-2Mi`, …).
        resource: String,
        /// The value.
        quantity: Quantity,
    },
    /// `qos Burstable`.
    Qos(QosClass),
    /// `accepted`: the API server creates the object.
    Accepted,
    /// `invalid spec.initContainers[0].restartPolicy` (optionally `: TEXT`): the API server refuses
    /// the object with an error on that field (whose message contains TEXT).
    Invalid {
        /// The field path, as kubectl prints it.
        field: String,
        /// Text the error's message contains.
        message: Option<String>,
    },
    /// `at 30s: endpoint ready=false serving=true terminating=true`, or `at 40s: endpoint absent`:
    /// the Pod's entry in its Service's EndpointSlice at an instant.
    Endpoint {
        /// The instant, in ms after the Pod's creation.
        at_ms: u64,
        /// The entry's conditions (`ready`, `serving`, `terminating`), or `None` for not listed.
        conditions: Option<[bool; 3]>,
    },
    /// `windows: idle 0s-1s, served 1s-30s, refused 30s-31s`: every traffic window, in order.
    Windows(Vec<(String, u64, u64)>),
    /// `kubectl: TEXT`: what `kubectl apply -f pod.yaml` prints, exactly (`pod/web created`, or the
    /// API server's refusal, admission plugins' included).
    Kubectl(String),
    /// `warning PS003`: podsim's lint reports that rule.
    Warning(LintCode),
    /// `no warning PS003`: podsim's lint does not report that rule (the fix a page shows works).
    NoWarning(LintCode),
}

/// Why an expectation line cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectError(pub String);

impl fmt::Display for ExpectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The forms, for the message that refuses a line.
const FORMS: &str = "`at T: STATUS`, `at T: phase P`, `at T: condition C=S`, `requests R Q`, `limits R Q`, \
                     `qos CLASS`, `accepted`, `invalid FIELD`, `kubectl: TEXT`, `at T: endpoint …`, `windows: …`, \
                     `warning PSnnn`, `no warning PSnnn`";

/// True for a line that is an expectation, well written or not: `# expect:` or `# expect[…]`
/// (spaces allowed after `#`).
pub fn is_expectation_line(line: &str) -> bool {
    expectation_body(line).is_some()
}

/// What follows `# expect` on an expectation line.
fn expectation_body(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix('#')?.trim_start().strip_prefix("expect")?;
    (rest.starts_with(':') || rest.starts_with('[')).then_some(rest)
}

impl Expectation {
    /// Reads one line: `None` when it is not an expectation line, an error when it is one that
    /// cannot be read.
    pub fn parse(line: &str) -> Option<Result<Expectation, ExpectError>> {
        match expectation_body(line) {
            Some(body) => Some(parse_body(body)),
            None => near_miss(line).map(Err),
        }
    }
}

/// A line meant as an expectation but not written as one (`# Expect:`, `# expects:`, `# expect qos
/// Burstable`): an error rather than a claim silently not checked.
fn near_miss(line: &str) -> Option<ExpectError> {
    let rest = line.trim().strip_prefix('#')?.trim_start();
    let word_end = rest.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len());
    let (word, after) = rest.split_at(word_end);
    let lower = word.to_ascii_lowercase();
    let claim_word = after.trim_start().split([' ', ':']).next().unwrap_or_default();
    let claims = ["at", "requests", "limits", "qos", "accepted", "invalid", "kubectl", "windows", "warning", "no"];
    let meant = match lower.as_str() {
        "expect" | "expects" => after.starts_with(':') || after.starts_with('[') || claims.contains(&claim_word),
        _ => false,
    };
    (meant && expectation_body(line).is_none())
        .then(|| ExpectError(format!("`{}` is not read as an expectation: write `# expect: …`", line.trim())))
}

fn parse_body(body: &str) -> Result<Expectation, ExpectError> {
    let (versions, rest) = match body.strip_prefix('[') {
        Some(inside) => {
            let (list, rest) =
                inside.split_once(']').ok_or_else(|| ExpectError("`[` without its `]`".to_owned()))?;
            (parse_versions(list)?, rest)
        }
        None => (Vec::new(), body),
    };
    let written = rest
        .strip_prefix(':')
        .ok_or_else(|| ExpectError("a `:` after `# expect` (or after its versions)".to_owned()))?
        .trim();
    let claim = parse_claim(written)?;
    Ok(Expectation { versions, claim, written: written.to_owned() })
}

/// `1.33, 1.37`, `1.33..1.35` (both ends included), `legacy`.
fn parse_versions(list: &str) -> Result<Vec<KubeVersion>, ExpectError> {
    let mut versions = Vec::new();
    for item in list.split(',').map(str::trim) {
        let mut add = |version: KubeVersion| {
            if !versions.contains(&version) {
                versions.push(version);
            }
        };
        match item.split_once("..") {
            Some((from, to)) => {
                let (from, to) = (version(from)?, version(to)?);
                // `ALL` is newest first: walk from the older end to the newer one.
                let position = |v: KubeVersion| KubeVersion::ALL.iter().position(|x| *x == v).unwrap_or(0);
                let (newer, older) = (position(from).min(position(to)), position(from).max(position(to)));
                for v in KubeVersion::ALL.iter().take(older + 1).skip(newer).rev() {
                    add(*v);
                }
            }
            None => add(version(item)?),
        }
    }
    Ok(versions)
}

fn version(text: &str) -> Result<KubeVersion, ExpectError> {
    KubeVersion::parse(text).ok_or_else(|| {
        ExpectError(format!("unknown version `{}`: podsim models {}", text.trim(), KubeVersion::CHOICES))
    })
}

fn parse_claim(text: &str) -> Result<Claim, ExpectError> {
    let (word, rest) = text.split_once(' ').map_or((text, ""), |(word, rest)| (word, rest.trim()));
    match word {
        "at" => parse_instant(rest),
        "requests" => parse_resource(ResourceKind::Requests, rest),
        "limits" => parse_resource(ResourceKind::Limits, rest),
        "qos" => parse_qos(rest).map(Claim::Qos),
        "accepted" if rest.is_empty() => Ok(Claim::Accepted),
        "invalid" if !rest.is_empty() => {
            let (field, message) = match rest.split_once(": ") {
                Some((field, message)) => (field, Some(message.trim().to_owned()).filter(|m| !m.is_empty())),
                None => (rest.strip_suffix(':').unwrap_or(rest), None),
            };
            Ok(Claim::Invalid { field: field.trim().to_owned(), message })
        }
        "kubectl:" if !rest.is_empty() => Ok(Claim::Kubectl(rest.to_owned())),
        "windows:" => parse_windows(rest).map(Claim::Windows),
        "warning" => lint_code(rest).map(Claim::Warning),
        "no" if let Some(code) = rest.strip_prefix("warning ") => lint_code(code.trim()).map(Claim::NoWarning),
        _ => Err(ExpectError(format!("`{text}` is none of the forms {FORMS}"))),
    }
}

/// `absent`, or `ready=B serving=B terminating=B` in that order (B: `true` or `false`).
fn parse_endpoint(text: &str) -> Result<Option<[bool; 3]>, ExpectError> {
    if text == "absent" {
        return Ok(None);
    }
    let shape = || ExpectError(format!("`endpoint {text}`: expected `absent` or `ready=B serving=B terminating=B`"));
    let words: Vec<&str> = text.split_whitespace().collect();
    let [ready, serving, terminating] = words.as_slice() else { return Err(shape()) };
    let mut values = [false; 3];
    for ((word, name), value) in [ready, serving, terminating].iter().zip(["ready", "serving", "terminating"]).zip(&mut values) {
        *value = match word.strip_prefix(name).and_then(|rest| rest.strip_prefix('=')) {
            Some("true") => true,
            Some("false") => false,
            _ => return Err(shape()),
        };
    }
    Ok(Some(values))
}

/// `KIND START-END, …` (KIND: `served`, `refused`, `cut`, `idle`; times as everywhere).
fn parse_windows(text: &str) -> Result<Vec<(String, u64, u64)>, ExpectError> {
    if text.trim() == "none" {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|window| {
            let window = window.trim();
            let shape = || ExpectError(format!("window `{window}`: expected `KIND START-END` (`served 1s-30s`)"));
            let (kind, span) = window.split_once(' ').ok_or_else(shape)?;
            if !["served", "refused", "cut", "idle"].contains(&kind) {
                return Err(ExpectError(format!("window kind `{kind}`: expected served, refused, cut or idle")));
            }
            let (start, end) = span.trim().split_once('-').ok_or_else(shape)?;
            let time = |t: &str| {
                parse_scenario_ms(t.trim()).map_err(|error| ExpectError(format!("time `{}`: {error}", t.trim())))
            };
            Ok((kind.to_owned(), time(start)?, time(end)?))
        })
        .collect()
}

/// `T: STATUS[, ready N/M]`, `T: phase P`, `T: condition C=S`, `T: endpoint …`.
fn parse_instant(text: &str) -> Result<Claim, ExpectError> {
    let (time, what) = text.split_once(':').ok_or_else(|| ExpectError("`at T:` needs a `:` after the time".to_owned()))?;
    let at_ms = parse_scenario_ms(time.trim()).map_err(|error| ExpectError(format!("time `{}`: {error}", time.trim())))?;
    let what = what.trim();
    if let Some(endpoint) = what.strip_prefix("endpoint ") {
        return parse_endpoint(endpoint.trim()).map(|conditions| Claim::Endpoint { at_ms, conditions });
    }
    if let Some(phase) = what.strip_prefix("phase ") {
        let phase = PodPhase::parse(phase.trim()).ok_or_else(|| {
            ExpectError(format!("`{}` is not a phase (Pending, Running, Succeeded, Failed, Unknown)", phase.trim()))
        })?;
        return Ok(Claim::Phase { at_ms, phase });
    }
    if let Some(condition) = what.strip_prefix("condition ") {
        let (kind, status) = condition
            .split_once('=')
            .ok_or_else(|| ExpectError("`condition` needs TYPE=STATUS (`Ready=False`)".to_owned()))?;
        let condition = ConditionType::parse(kind.trim()).ok_or_else(|| {
            let known: Vec<&str> = ConditionType::KUBELET_ORDER
                .iter()
                .chain(&ConditionType::RESIZE)
                .chain(&ConditionType::IN_PLACE_RESTART)
                .map(|c| c.as_str())
                .collect();
            ExpectError(format!("`{}` is not a Pod condition ({})", kind.trim(), known.join(", ")))
        })?;
        // The API's words, exactly (the scenario language also takes YAML's `true`).
        let status = ConditionStatus::parse(status.trim()).filter(|parsed| parsed.as_str() == status.trim())
            .ok_or_else(|| ExpectError(format!("`{}` is not True, False or Unknown", status.trim())))?;
        return Ok(Claim::Condition { at_ms, condition, status });
    }
    let (status, ready) = match what.split_once(", ready ") {
        Some((status, ready)) => (status.trim(), Some(ready.trim())),
        None => (what, None),
    };
    if status.is_empty() || status.contains(char::is_whitespace) {
        return Err(ExpectError(format!("`{what}` is not a STATUS (one word, as `kubectl get pod` prints it)")));
    }
    if let Some(ready) = ready {
        let counts = ready.split_once('/');
        let numbers = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        if !counts.is_some_and(|(n, m)| numbers(n) && numbers(m)) {
            return Err(ExpectError(format!("`ready {ready}` is not READY as kubectl prints it (`1/2`)")));
        }
    }
    Ok(Claim::Status { at_ms, status: status.to_owned(), ready: ready.map(str::to_owned) })
}

/// `RESOURCE QUANTITY`.
fn parse_resource(kind: ResourceKind, text: &str) -> Result<Claim, ExpectError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [resource, quantity] = words.as_slice() else {
        return Err(ExpectError(format!("`{} {text}` needs a resource and a quantity (`cpu 2500m`)", kind.as_str())));
    };
    let quantity = Quantity::parse(quantity).map_err(|error| ExpectError(format!("quantity `{quantity}`: {error}")))?;
    Ok(Claim::Resource { kind, resource: (*resource).to_owned(), quantity })
}

fn lint_code(text: &str) -> Result<LintCode, ExpectError> {
    LintCode::from_code(text).ok_or_else(|| ExpectError(format!("`{text}` is not a lint rule (PS001…PS009)")))
}

fn parse_qos(text: &str) -> Result<QosClass, ExpectError> {
    [QosClass::Guaranteed, QosClass::Burstable, QosClass::BestEffort]
        .into_iter()
        .find(|class| class.as_str() == text)
        .ok_or_else(|| ExpectError(format!("`{text}` is not a QoS class (Guaranteed, Burstable, BestEffort)")))
}
