//! A pasted Pod's status (`kubectl get pod -o yaml`) explained: what the kubelet would write, the
//! `kubectl get pod` row and `kubectl describe`, as of a given instant.

use super::Session;
use crate::status::time::{format_rfc3339, parse_rfc3339};
use crate::view::kubectl::describe::describe_pod_with;
use crate::view::kubectl::explain::{Explanation, explain, newest_time};
use crate::view::kubectl::extras::DescribeExtras;

/// A pasted status, explained.
#[derive(Debug, Clone, PartialEq)]
pub struct Pasted {
    /// Phase, conditions, the `kubectl get pod` row and notes.
    pub explanation: Explanation,
    /// `kubectl describe pod` of the object (no events: they are not part of it).
    pub describe: String,
    /// The instant it is explained as of, as RFC 3339 (empty when the object has no time).
    pub as_of: String,
}

impl Session {
    /// True when the text carries a status worth explaining (a phase, conditions or statuses).
    pub fn has_status(&self) -> bool {
        self.analysis.parsed.pod.status.as_ref().is_some_and(|status| {
            status.phase.is_some()
                || !status.conditions.is_empty()
                || !status.container_statuses.is_empty()
                || !status.init_container_statuses.is_empty()
        })
    }

    /// The pasted status explained as of `now` (unix seconds), or as of the newest time the object
    /// records when `None`. `None` when the text has no status.
    pub fn explain_pasted(&self, now: Option<i64>) -> Option<Pasted> {
        let pod = &self.analysis.parsed.pod;
        pod.status.as_ref()?;
        let now = now.or_else(|| newest_time(pod));
        let extras = DescribeExtras::from_parsed(&self.analysis.parsed);
        Some(Pasted {
            explanation: explain(pod, self.settings.gates(), now),
            describe: describe_pod_with(pod, &extras, &[], now, self.settings.version),
            as_of: now.map(format_rfc3339).unwrap_or_default(),
        })
    }
}

/// An RFC 3339 time (`2024-05-01T10:00:00Z`) as unix seconds.
pub fn parse_time(text: &str) -> Option<i64> {
    parse_rfc3339(text)
}
