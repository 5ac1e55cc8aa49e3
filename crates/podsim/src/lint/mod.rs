//! Lint: the mistakes no API server reports, each with a stable code (`PS001`…), an explanation,
//! a fix and the field it is about. The rules read the Pod as written (before defaulting and
//! before the chosen version drops fields), so they can explain what the cluster will do to it.

pub mod command;
mod init;
mod security;
mod sharing;
pub mod shell;
mod sidecar;
mod termination;

use crate::containers::{ContainerKind, ContainerRef, classify};
use crate::model::Pod;
use crate::version::KubeVersion;

/// A lint rule, by its stable code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LintCode {
    /// PS001: a plain init container that never finishes.
    InitNeverFinishes,
    /// PS002: a run-to-completion Pod whose long-running helper sits in `containers`.
    HelperBlocksCompletion,
    /// PS003: a sidecar later containers depend on, with no startupProbe.
    SidecarWithoutStartupProbe,
    /// PS004: `terminationGracePeriodSeconds` shorter than the preStop work.
    GraceShorterThanPreStop,
    /// PS005: an `emptyDir` mounted by only one container.
    EmptyDirMountedOnce,
    /// PS006: two containers declaring the same `containerPort`.
    DuplicateContainerPort,
    /// PS007: an init container waiting on the network with no time limit.
    UnboundedInitWait,
    /// PS008: a privileged container or broad capabilities.
    PrivilegedContainer,
    /// PS009: a sidecar (`restartPolicy: Always`) on a version without native sidecars.
    SidecarOnLegacyCluster,
}

impl LintCode {
    /// Every rule, in code order.
    pub const ALL: [LintCode; 9] = [
        LintCode::InitNeverFinishes,
        LintCode::HelperBlocksCompletion,
        LintCode::SidecarWithoutStartupProbe,
        LintCode::GraceShorterThanPreStop,
        LintCode::EmptyDirMountedOnce,
        LintCode::DuplicateContainerPort,
        LintCode::UnboundedInitWait,
        LintCode::PrivilegedContainer,
        LintCode::SidecarOnLegacyCluster,
    ];

    /// The stable code (`PS001`).
    pub fn as_str(self) -> &'static str {
        self.entry().0
    }

    /// A one-line title.
    pub fn title(self) -> &'static str {
        self.entry().1
    }

    /// Why it matters, in a few sentences.
    pub fn explanation(self) -> &'static str {
        self.entry().2
    }

    /// The rule with code `code` (`PS003`).
    pub fn from_code(code: &str) -> Option<LintCode> {
        LintCode::ALL.into_iter().find(|rule| rule.as_str() == code)
    }

    fn entry(self) -> (&'static str, &'static str, &'static str) {
        match self {
            LintCode::InitNeverFinishes => (
                "PS001",
                "init container never finishes",
                "Plain init containers run one at a time and each must exit 0 before the next one (and the app \
                 containers) start. A command that keeps running (sleep infinity, tail -f, while true, a server, \
                 proxy or agent) never exits, so the Pod stays in Init:N/M forever.",
            ),
            LintCode::HelperBlocksCompletion => (
                "PS002",
                "long-running helper keeps a run-to-completion Pod alive",
                "A Job's Pod (or any Pod with restartPolicy Never or OnFailure) completes only when every container \
                 in `containers` has exited. A log shipper, proxy or agent there never exits, so the Pod never \
                 reaches Succeeded and the Job never completes. A native sidecar (an init container with \
                 restartPolicy: Always) is stopped by the kubelet once the app containers are done.",
            ),
            LintCode::SidecarWithoutStartupProbe => (
                "PS003",
                "sidecar others depend on has no startupProbe",
                "The kubelet starts the container after a sidecar as soon as the sidecar's process has started, or, \
                 if it has a startupProbe, once that probe succeeds. Without one, the app may start before the \
                 proxy listens or the credentials exist, and fail its first connections.",
            ),
            LintCode::GraceShorterThanPreStop => (
                "PS004",
                "terminationGracePeriodSeconds shorter than the preStop work",
                "The grace period is one budget for the whole Pod: every preStop hook starts at once inside it, \
                 SIGTERM comes after the hook, and SIGKILL when the budget runs out (with at least 2 s after a \
                 preStop that used it all). Sidecars get SIGTERM only after the app containers have exited, so a \
                 slow app leaves them only that floor.",
            ),
            LintCode::EmptyDirMountedOnce => (
                "PS005",
                "emptyDir mounted by only one container",
                "Containers do not share their root filesystems: files reach another container only through a volume \
                 both mount. An emptyDir mounted by a single container of a multi-container Pod shares nothing.",
            ),
            LintCode::DuplicateContainerPort => (
                "PS006",
                "two containers declare the same containerPort",
                "All containers of a Pod share one network namespace. Two processes cannot listen on the same port \
                 and protocol, so one of the containers fails to bind (and usually crash-loops).",
            ),
            LintCode::UnboundedInitWait => (
                "PS007",
                "init container waits on the network with no time limit",
                "An init container that loops until a DNS name resolves or a URL answers keeps the Pod in Init \
                 forever when the dependency never comes (a typo in the name is enough), with empty app logs. Bound \
                 the wait or set spec.activeDeadlineSeconds so the failure becomes visible.",
            ),
            LintCode::PrivilegedContainer => (
                "PS008",
                "privileged container or broad capabilities",
                "privileged: true gives the container every capability and the node's devices; SYS_ADMIN is nearly \
                 the same, NET_ADMIN controls the node-visible network of the Pod, and ALL is every capability. A \
                 compromise of such a container reaches the node.",
            ),
            LintCode::SidecarOnLegacyCluster => (
                "PS009",
                "native sidecar on a cluster without native sidecars",
                "Before Kubernetes 1.29 (or with the SidecarContainers gate off) the API server silently drops an \
                 init container's restartPolicy. The 'sidecar' becomes a plain init container: if it keeps running, \
                 the app containers never start.",
            ),
        }
    }
}

/// One lint finding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule.
    pub code: LintCode,
    /// The pod-relative field the finding is about (`spec.initContainers[0].command`).
    pub field: String,
    /// What is wrong, naming the containers involved.
    pub message: String,
    /// What to change.
    pub fix: String,
}

/// What the rules need besides the Pod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LintContext<'a> {
    /// The kind the Pod came from (`Pod`, `Job`, `CronJob`, `Deployment`, …).
    pub source_kind: &'a str,
    /// The Kubernetes version setting.
    pub version: KubeVersion,
}

/// Runs every rule on `pod` (as written by the user) and returns the findings in code order.
pub fn lint(pod: &Pod, context: LintContext<'_>) -> Vec<Finding> {
    let containers = classify(&pod.spec, context.version.gates());
    let mut findings = Vec::new();
    init::check(pod, &containers, context, &mut findings);
    sidecar::check(pod, &containers, context, &mut findings);
    termination::check(pod, &containers, &mut findings);
    sharing::check(pod, &containers, &mut findings);
    security::check(&containers, &mut findings);
    findings.sort_by_key(|finding| finding.code);
    findings
}

/// `name` in backquotes, or `#index` for a container without a name.
fn shown_name(container: &ContainerRef<'_>) -> String {
    match container.container.name.as_deref() {
        Some(name) if !name.is_empty() => format!("`{name}`"),
        _ => format!("#{}", container.index + 1),
    }
}

/// The pod-relative path of the field that best shows a container's command.
fn command_field(container: &ContainerRef<'_>) -> String {
    let field = if !container.container.command.is_empty() {
        "command"
    } else if !container.container.args.is_empty() {
        "args"
    } else {
        "image"
    };
    format!("{}.{field}", container.path())
}

/// True for containers that run at the same time as the app containers.
fn runs_with_apps(container: &ContainerRef<'_>) -> bool {
    matches!(container.kind, ContainerKind::App | ContainerKind::Sidecar)
}

#[cfg(test)]
mod tests;
