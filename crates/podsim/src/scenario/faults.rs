//! Timed faults (`at: 30s`): crashes, OOM kills, failing probes and pulls, missing objects.

use serde::Serialize;

use super::read::Reads;
use crate::diagnostic::Location;
use crate::yaml::Node;

/// The most probe attempts a fault may name.
const MAX_ATTEMPTS: i64 = 1_000_000;

/// What goes wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "fault")]
pub enum FaultKind {
    /// The running process exits with this code.
    Exit {
        /// Container name.
        container: String,
        /// Exit code.
        code: i64,
    },
    /// The kernel's OOM killer ends the process (exit 137, reason OOMKilled).
    OomKill {
        /// Container name.
        container: String,
    },
    /// A probe fails from `at` until `until`, or for `attempts` attempts, or for good.
    ProbeFails {
        /// Container name.
        container: String,
        /// `liveness`, `readiness` or `startup`.
        probe: String,
        /// End of the failing window (ms), if any.
        until_ms: Option<u64>,
        /// Number of failing attempts, if given.
        attempts: Option<u32>,
    },
    /// A probe is answered slowly from `at` until `until` (or for good): an app under load. An
    /// answer that takes `timeoutSeconds` or longer is a timed-out, failed attempt.
    ProbeSlow {
        /// Container name.
        container: String,
        /// `liveness`, `readiness` or `startup`.
        probe: String,
        /// How long the app takes to answer (ms).
        answer_ms: u64,
        /// End of the slow window (ms), if any.
        until_ms: Option<u64>,
    },
    /// Image pulls fail from `at` until `until` (or for good).
    ImagePullFails {
        /// Container name.
        container: String,
        /// When pulls work again (ms), if ever.
        until_ms: Option<u64>,
    },
    /// A ConfigMap or Secret the Pod references does not exist until `until` (or ever).
    MissingObject {
        /// `ConfigMap` or `Secret`.
        object_kind: String,
        /// Its name.
        name: String,
        /// When it is created (ms), if ever.
        until_ms: Option<u64>,
    },
    /// The process needs this long before it reports started (startup probes see it).
    SlowStart {
        /// Container name.
        container: String,
        /// Milliseconds.
        delay_ms: u64,
    },
    /// The preStop hook never returns.
    PreStopHangs {
        /// Container name.
        container: String,
    },
}

/// One fault.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Fault {
    /// When it starts (ms).
    pub at_ms: u64,
    /// What it is.
    pub kind: FaultKind,
    /// Where it is written.
    #[serde(skip)]
    pub location: Location,
}

impl FaultKind {
    /// The container the fault is about, if any.
    pub fn container(&self) -> Option<&str> {
        match self {
            FaultKind::Exit { container, .. }
            | FaultKind::OomKill { container }
            | FaultKind::ProbeFails { container, .. }
            | FaultKind::ProbeSlow { container, .. }
            | FaultKind::ImagePullFails { container, .. }
            | FaultKind::SlowStart { container, .. }
            | FaultKind::PreStopHangs { container } => Some(container),
            FaultKind::MissingObject { .. } => None,
        }
    }
}

/// Reads one `faults` entry.
pub(crate) fn read_fault(node: &Node, reads: &mut Reads) -> Option<Fault> {
    let location = node.span.start;
    let at_ms = if node.get("at").is_some() { reads.duration(node, "at")? } else { 0 };
    let until_ms = if node.get("until").is_some() { Some(reads.duration(node, "until")?) } else { None };
    if let Some(until) = until_ms
        && until < at_ms
    {
        reads.error(location, "`until` is before `at`: the fault would end before it starts");
        return None;
    }
    let container = reads.text(node, "container").map(str::to_owned);
    let need_container = |reads: &mut Reads| -> Option<String> {
        if container.is_none() {
            reads.error(location, "this fault needs `container:`");
        }
        container.clone()
    };
    let kind = if node.get("exit").is_some() || node.get("exitCode").is_some() {
        let key = if node.get("exit").is_some() { "exit" } else { "exitCode" };
        let code = reads.exit_code(node, key)?;
        FaultKind::Exit { container: need_container(reads)?, code }
    } else if node.get("oomKill").is_some() {
        FaultKind::OomKill { container: need_container(reads)? }
    } else if let Some(probe) = reads.text(node, "probe") {
        if !matches!(probe, "liveness" | "readiness" | "startup") {
            reads.error(location, format!("unknown probe `{probe}`; use liveness, readiness or startup"));
            return None;
        }
        if node.get("answersAfter").is_some() {
            if node.get("attempts").is_some() {
                reads.error(location, "`answersAfter` makes every attempt slow until `until`; it does not take `attempts`");
                return None;
            }
            let answer_ms = reads.duration(node, "answersAfter")?;
            FaultKind::ProbeSlow { container: need_container(reads)?, probe: probe.to_owned(), answer_ms, until_ms }
        } else {
            let attempts = reads.int(node, "attempts", 1, MAX_ATTEMPTS).and_then(|n| u32::try_from(n).ok());
            FaultKind::ProbeFails { container: need_container(reads)?, probe: probe.to_owned(), until_ms, attempts }
        }
    } else if node.get("imagePull").is_some() || node.get("imagePullFails").is_some() {
        FaultKind::ImagePullFails { container: need_container(reads)?, until_ms }
    } else if let Some(name) = reads.text(node, "configMap") {
        FaultKind::MissingObject { object_kind: "ConfigMap".to_owned(), name: name.to_owned(), until_ms }
    } else if let Some(name) = reads.text(node, "secret") {
        FaultKind::MissingObject { object_kind: "Secret".to_owned(), name: name.to_owned(), until_ms }
    } else if node.get("slowStart").is_some() {
        let delay_ms = reads.duration(node, "slowStart")?;
        FaultKind::SlowStart { container: need_container(reads)?, delay_ms }
    } else if node.get("preStopHangs").is_some() {
        FaultKind::PreStopHangs { container: need_container(reads)? }
    } else {
        reads.error(
            location,
            "unknown fault; use one of exit, oomKill, probe, imagePull, configMap, secret, slowStart, preStopHangs",
        );
        return None;
    };
    Some(Fault { at_ms, kind, location })
}
