//! One claim checked against a session: whether it holds, and what podsim says in the claim's
//! own words.

use super::claim::Claim;
use crate::duration::{Style, format_ms};
use crate::resources::ResourceKind;
use crate::session::Session;
use crate::view::PodState;
use crate::view::traffic::EndpointState;

/// Whether a claim holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// True when podsim agrees.
    pub passed: bool,
    /// What podsim says, written as the claim is (`Init:Error`, `requests cpu 2`, `qos Burstable`).
    pub says: String,
}

impl Verdict {
    fn new(passed: bool, says: String) -> Verdict {
        Verdict { passed, says }
    }

    fn failed(says: String) -> Verdict {
        Verdict { passed: false, says }
    }
}

impl Session {
    /// Checks `claim` against this Pod, its scenario and settings.
    pub fn check(&self, claim: &Claim) -> Verdict {
        match claim {
            Claim::Status { at_ms, status, ready } => match self.checked_state(*at_ms) {
                Ok(state) => {
                    let row = &state.row;
                    let passed = row.status == *status && ready.as_ref().is_none_or(|ready| *ready == row.ready);
                    let says = match ready {
                        Some(_) => format!("{}, ready {}", row.status, row.ready),
                        None => row.status.clone(),
                    };
                    Verdict::new(passed, says)
                }
                Err(says) => Verdict::failed(says),
            },
            Claim::Phase { at_ms, phase } => match self.checked_state(*at_ms) {
                Ok(state) => Verdict::new(state.phase == phase.as_str(), format!("phase {}", state.phase)),
                Err(says) => Verdict::failed(says),
            },
            Claim::Condition { at_ms, condition, status } => match self.checked_state(*at_ms) {
                Ok(state) => {
                    let found = state.conditions.iter().find(|c| c.condition_type == condition.as_str());
                    match found {
                        Some(found) => Verdict::new(
                            found.status == status.as_str(),
                            format!("condition {}={}", found.condition_type, found.status),
                        ),
                        None => Verdict::failed(format!("no {} condition", condition.as_str())),
                    }
                }
                Err(says) => Verdict::failed(says),
            },
            Claim::Resource { kind, resource, quantity } => {
                let report = self.resources();
                let list = match kind {
                    ResourceKind::Requests => &report.resources.requests,
                    ResourceKind::Limits => &report.resources.limits,
                };
                match list.get(resource) {
                    Some(value) => Verdict::new(value == quantity, format!("{} {resource} {value}", kind.as_str())),
                    None => Verdict::failed(format!("no {resource} in {}", kind.as_str())),
                }
            }
            Claim::Qos(class) => {
                let qos = self.resources().qos;
                Verdict::new(qos == *class, format!("qos {}", qos.as_str()))
            }
            Claim::Accepted => match self.first_error() {
                Some(error) => Verdict::failed(error),
                None => Verdict::new(true, "accepted".to_owned()),
            },
            Claim::Invalid { field, message } => {
                let analysis = self.analysis();
                let on_field: Vec<&str> = analysis
                    .errors()
                    .filter(|error| error.field.as_deref() == Some(field.as_str()))
                    .map(|error| error.message.as_str())
                    .collect();
                let matching = on_field.iter().find(|m| message.as_ref().is_none_or(|text| m.contains(text.as_str())));
                match (matching, on_field.first(), self.first_error()) {
                    (Some(found), _, _) => Verdict::new(true, format!("invalid {found}")),
                    (None, Some(other), _) => Verdict::failed(format!("invalid {other}")),
                    (None, None, Some(error)) => Verdict::failed(error),
                    (None, None, None) => Verdict::failed("accepted".to_owned()),
                }
            }
            Claim::Endpoint { at_ms, conditions } => {
                let Some(changes) = self.endpoints() else { return Verdict::failed("no Service selects the Pod".to_owned()) };
                let now = changes.iter().rev().find(|change| change.t_ms <= *at_ms).map(|change| &change.state);
                let seen = match now {
                    Some(EndpointState::Listed { conditions, .. }) => {
                        Some([conditions.ready, conditions.serving, conditions.terminating])
                    }
                    _ => None,
                };
                let says = match seen {
                    Some([ready, serving, terminating]) => {
                        format!("endpoint ready={ready} serving={serving} terminating={terminating}")
                    }
                    None => "endpoint absent".to_owned(),
                };
                Verdict::new(seen == *conditions, says)
            }
            Claim::Windows(expected) => {
                let seen: Vec<(String, u64, u64)> = self
                    .traffic()
                    .map(|traffic| {
                        traffic.windows.iter().map(|w| (w.kind.as_str().to_owned(), w.start_ms, w.end_ms)).collect()
                    })
                    .unwrap_or_default();
                let words: Vec<String> = seen
                    .iter()
                    .map(|(kind, start, end)| format!("{kind} {}-{}", format_ms(*start, Style::Exact), format_ms(*end, Style::Exact)))
                    .collect();
                let says = if words.is_empty() { "windows: none".to_owned() } else { format!("windows: {}", words.join(", ")) };
                Verdict::new(seen == *expected, says)
            }
            Claim::Kubectl(expected) => {
                let printed = self.analysis().kubectl_output();
                Verdict::new(printed == *expected, format!("kubectl: {printed}"))
            }
            Claim::Warning(code) | Claim::NoWarning(code) => {
                let codes: Vec<&str> = self.analysis().lints.iter().map(|lint| lint.code().as_str()).collect();
                let says = if codes.is_empty() { "no warnings".to_owned() } else { format!("warning {}", codes.join(", ")) };
                let reported = codes.contains(&code.as_str());
                Verdict::new(reported == matches!(claim, Claim::Warning(_)), says)
            }
        }
    }

    /// The first reason the cluster refuses the object, as `invalid MESSAGE` (the message starts
    /// with its field, as kubectl prints it).
    fn first_error(&self) -> Option<String> {
        // A field's error reads as the claim that would hold (`invalid FIELD: …`); a refusal on no
        // field (an admission plugin's) as what kubectl prints.
        let analysis = self.analysis();
        let error = analysis.errors().next()?;
        Some(match (&error.field, &analysis.kubectl_error) {
            (None, Some(printed)) => format!("refused: {printed}"),
            _ => format!("invalid {}", error.message),
        })
    }

    /// The state at `at_ms`, or why there is none: the Pod is refused, not simulated, or the run
    /// stopped before that instant with more to come.
    fn checked_state(&self, at_ms: u64) -> Result<PodState, String> {
        let Some(run) = self.run() else {
            if let Some(refusal) = &self.analysis().controller_refusal {
                return Err(format!("no Pod: {}", refusal.message));
            }
            return Err(self.first_error().unwrap_or_else(|| "no run".to_owned()));
        };
        if !run.simulated() {
            return Err(run.notes.first().map_or_else(|| "no run".to_owned(), ToString::to_string));
        }
        if at_ms > run.end_ms && !run.settled() {
            return Err(format!(
                "nothing: the run stops at {} (a later `until:` in the scenario runs longer)",
                format_ms(run.end_ms, Style::Exact)
            ));
        }
        self.state_at(at_ms).ok_or_else(|| "no run".to_owned())
    }
}
