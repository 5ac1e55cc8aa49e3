//! Lint: the mistakes no API server reports, each with a stable code (`PS001`…), an explanation,
//! a fix and the field it is about. The rules read the Pod as written (before defaulting and
//! before the chosen version drops fields), so they can explain what the cluster will do to it.

mod init;
mod security;
mod sharing;
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
    /// PS005: an `emptyDir` mounted by only one container while another expects to see it.
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
        match self {
            LintCode::InitNeverFinishes => "PS001",
            LintCode::HelperBlocksCompletion => "PS002",
            LintCode::SidecarWithoutStartupProbe => "PS003",
            LintCode::GraceShorterThanPreStop => "PS004",
            LintCode::EmptyDirMountedOnce => "PS005",
            LintCode::DuplicateContainerPort => "PS006",
            LintCode::UnboundedInitWait => "PS007",
            LintCode::PrivilegedContainer => "PS008",
            LintCode::SidecarOnLegacyCluster => "PS009",
        }
    }

    /// The rule with code `code` (`PS003`).
    pub fn from_code(code: &str) -> Option<LintCode> {
        LintCode::ALL.into_iter().find(|rule| rule.as_str() == code)
    }
}

/// One lint finding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule.
    pub code: LintCode,
    /// The pod-relative field the finding is about (`spec.initContainers[0].command`).
    pub field: String,
    /// What the rule saw, put into words (what is wrong, what to change) by `view/lint.rs`.
    pub says: LintSays,
}

/// What a rule saw, with the names and values its words need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LintSays {
    /// PS001: a plain init container that certainly keeps running.
    InitNeverFinishes {
        /// The init container.
        name: Named,
        /// What it runs that never ends.
        runs: Seen,
        /// Where the Pod stays.
        stuck: InitStuck,
        /// True when the version has native sidecars.
        native_sidecars: bool,
    },
    /// PS002: a long-running helper in `containers` of a run-to-completion Pod.
    HelperBlocksCompletion {
        /// The helper.
        helper: Named,
        /// What it runs that never ends.
        runs: Seen,
        /// The first container that does finish.
        worker: Named,
        /// Why the Pod runs to completion.
        completes: Completes,
        /// True when the version has native sidecars.
        native_sidecars: bool,
    },
    /// PS003: a sidecar later containers depend on, with no startupProbe.
    SidecarWithoutStartupProbe {
        /// The sidecar.
        name: Named,
        /// The container the kubelet starts after it.
        next: Named,
        /// True when the sidecar has a readinessProbe.
        readiness_probe: bool,
        /// Its first `containerPort`, if it declares one.
        port: Option<i64>,
        /// Why later containers need it ready.
        because: DependedOn,
    },
    /// PS004: a preStop hook that takes the whole grace period or more.
    GraceShorterThanPreStop {
        /// The container.
        name: Named,
        /// How long its preStop hook takes.
        takes: PreStopTakes,
        /// `terminationGracePeriodSeconds`.
        grace_seconds: i64,
        /// True for an app container of a Pod with sidecars, which get only the floor too.
        sidecars_too: bool,
    },
    /// PS005: an emptyDir one container mounts while another expects to see it.
    EmptyDirMountedOnce {
        /// The volume.
        volume: String,
        /// The only container that mounts it.
        only: Named,
        /// Where that container mounts it.
        path: String,
        /// The container that expects to see it.
        other: Named,
        /// What shows that it does.
        sign: SharingSign,
    },
    /// PS006: two containers declaring the same port and protocol.
    DuplicateContainerPort {
        /// The container that declares it first.
        first: Named,
        /// The container that declares it again.
        second: Named,
        /// The port.
        port: i64,
        /// Its protocol (`TCP`).
        protocol: String,
    },
    /// PS007: an init container waiting on the network with no time limit.
    UnboundedInitWait {
        /// The init container.
        name: Named,
        /// The loop as written.
        loop_words: String,
        /// Where the Pod stays.
        stuck: InitStuck,
        /// True when `spec.activeDeadlineSeconds` is a fix the Pod's kind allows.
        deadline_fix: bool,
    },
    /// PS008: a privileged container.
    Privileged {
        /// The container.
        name: Named,
    },
    /// PS008: a container adding a broad capability.
    BroadCapability {
        /// The container.
        name: Named,
        /// The capability.
        capability: BroadCapability,
    },
    /// PS009: `restartPolicy: Always` on an init container of a version without native sidecars.
    SidecarOnLegacyCluster {
        /// The init container.
        name: Named,
        /// The version setting.
        version: KubeVersion,
        /// What it runs that never ends, if it certainly keeps running.
        runs: Option<Seen>,
        /// Where the Pod stays if it does.
        stuck: InitStuck,
    },
}

/// A container as a finding names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named {
    /// By its name.
    Name(String),
    /// Without a name, by its position in its list (1-based).
    Position(usize),
}

/// Where a Pod whose init container never finishes stays: `Init:index/total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InitStuck {
    /// The init container's index.
    pub index: usize,
    /// How many init containers the Pod has.
    pub total: usize,
}

/// Why a Pod runs to completion (PS002).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Completes {
    /// It is the Pod of this kind of workload (`Job`, `CronJob`).
    Workload(String),
    /// Its `restartPolicy` (`Never`, `OnFailure`).
    Policy(String),
}

/// Why later containers need a sidecar ready before they start (PS003).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DependedOn {
    /// Its image is a proxy the app's traffic goes through.
    Proxy,
    /// Its image is an agent that provides credentials.
    Credentials,
    /// Its image is a server.
    Server,
    /// This later container talks to localhost.
    Localhost(Named),
    /// This later container calls a port the sidecar serves.
    CallsPort {
        /// The port.
        port: i64,
        /// The container that calls it.
        caller: Named,
    },
}

/// How long a preStop hook takes (PS004).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PreStopTakes {
    /// This many seconds.
    Seconds(i64),
    /// It never ends (`sleep infinity`).
    Forever,
}

/// What shows that a container expects to see another one's emptyDir (PS005).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SharingSign {
    /// It mounts another volume, by this name, at the same path.
    MountsOther(String),
    /// It names the path in this field (`command`, `args`, `env`).
    NamesPath(&'static str),
}

/// A capability that amounts to control of the node or the Pod's namespaces (PS008).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BroadCapability {
    /// `ALL`.
    All,
    /// `SYS_ADMIN`.
    SysAdmin,
    /// `NET_ADMIN`.
    NetAdmin,
}

impl BroadCapability {
    /// Every broad capability.
    pub const ALL: [BroadCapability; 3] = [BroadCapability::All, BroadCapability::SysAdmin, BroadCapability::NetAdmin];

    /// The capability's name as the kernel spells it without `CAP_`.
    pub fn as_str(self) -> &'static str {
        match self {
            BroadCapability::All => "ALL",
            BroadCapability::SysAdmin => "SYS_ADMIN",
            BroadCapability::NetAdmin => "NET_ADMIN",
        }
    }
}

/// What a container certainly runs that never ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// These words (`tail -F /var/log/app.log`).
    Runs(String),
    /// No command: this image, a long-lived server, proxy or agent.
    Image(String),
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
    security::check(pod, &containers, context, &mut findings);
    findings.sort_by_key(|finding| finding.code);
    findings
}

/// The container by its name, or by its position when it has none.
fn shown_name(container: &ContainerRef<'_>) -> Named {
    match container.container.name.as_deref() {
        Some(name) if !name.is_empty() => Named::Name(name.to_owned()),
        _ => Named::Position(container.index + 1),
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

/// A sleep at least this long counts as "keeps running" (`sleep 3600` is the usual keep-alive).
const LONG_RUN_MS: u64 = 3_600_000;

/// What `container`'s process certainly keeps running, if it does: the classifier says it never
/// ends, or it sleeps for an hour or more first.
fn keeps_running(container: &crate::model::Container, kind: ContainerKind, policy: &str) -> Option<Seen> {
    let process = crate::process::classify(container, kind, policy);
    if let Some(evidence) = process.never_ends() {
        return Seen::of(evidence);
    }
    match process.end {
        crate::process::End::Exits { after_ms, .. } if process.certain && after_ms >= LONG_RUN_MS => {
            Some(Seen::Runs(container.command.iter().chain(&container.args).cloned().collect::<Vec<_>>().join(" ")))
        }
        _ => None,
    }
}

impl Seen {
    /// What the evidence saw, or `None` when nothing was seen for certain.
    fn of(evidence: &crate::process::Evidence) -> Option<Seen> {
        use crate::process::Evidence;
        match evidence {
            Evidence::Sleeps(words)
            | Evidence::FollowsFile(words)
            | Evidence::EndlessLoop(words)
            | Evidence::Server(words)
            | Evidence::ReadsInput(words)
            | Evidence::Waits(words) => Some(Seen::Runs(words.clone())),
            Evidence::Image(image) => Some(Seen::Image(image.clone())),
            Evidence::Assumed => None,
        }
    }
}

/// The containers and volumes an injector added to the Pod, by name, as its status annotation
/// lists them (Istio's `sidecar.istio.io/status`: `{"initContainers":[…],"containers":[…],
/// "volumes":[…]}`). Their authors chose them; the Pod's author cannot change them.
fn injected_names(pod: &Pod) -> Vec<String> {
    let Some(status) = pod.metadata.annotations.get("sidecar.istio.io/status") else { return Vec::new() };
    let Ok(serde_json::Value::Object(fields)) = serde_json::from_str::<serde_json::Value>(status) else {
        return Vec::new();
    };
    ["initContainers", "containers", "volumes"]
        .iter()
        .filter_map(|key| fields.get(*key).and_then(serde_json::Value::as_array))
        .flatten()
        .filter_map(|name| name.as_str().map(str::to_owned))
        .collect()
}

/// True for containers that run at the same time as the app containers.
fn runs_with_apps(container: &ContainerRef<'_>) -> bool {
    matches!(container.kind, ContainerKind::App | ContainerKind::Sidecar)
}

#[cfg(test)]
pub(crate) mod tests;
