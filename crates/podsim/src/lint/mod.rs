//! Lint: the mistakes no API server reports, each with a stable code (`PS001`…), an explanation,
//! a fix and the field it is about. The rules read the Pod as written (before defaulting and
//! before the chosen version drops fields), so they can explain what the cluster will do to it.

mod init;
mod security;
mod sharing;
mod sidecar;
mod termination;

use crate::containers::{ContainerKind, ContainerRef, classify};
use crate::lang::Lang;
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
        self.entry().0
    }

    /// A one-line title in `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        let (en, zh) = self.entry().1;
        lang.pick(en, zh)
    }

    /// Why it matters, in a few sentences, in `lang`.
    pub fn explanation(self, lang: Lang) -> &'static str {
        let (en, zh) = self.entry().2;
        lang.pick(en, zh)
    }

    /// The rule with code `code` (`PS003`).
    pub fn from_code(code: &str) -> Option<LintCode> {
        LintCode::ALL.into_iter().find(|rule| rule.as_str() == code)
    }

    /// The code, the title and the explanation, each in English and Chinese.
    #[allow(clippy::type_complexity)]
    fn entry(self) -> (&'static str, (&'static str, &'static str), (&'static str, &'static str)) {
        match self {
            LintCode::InitNeverFinishes => (
                "PS001",
                ("init container never finishes", "init 容器永远不会结束"),
                (
                    "Plain init containers run one at a time and each must exit 0 before the next one (and the app \
                     containers) start. A command that keeps running (sleep infinity, tail -f, while true, a server, \
                     proxy or agent) never exits, so the Pod stays in Init:N/M forever.",
                    "普通 init 容器逐个运行，每个都必须以退出码 0 结束，下一个容器（以及应用容器）才会启动。\
                     持续运行的命令（sleep infinity、tail -f、while true、服务器、代理或 agent）永远不会退出，Pod 就会一直停留在 Init:N/M。",
                ),
            ),
            LintCode::HelperBlocksCompletion => (
                "PS002",
                (
                    "long-running helper keeps a run-to-completion Pod alive",
                    "常驻的辅助容器让本应运行至完成的 Pod 无法结束",
                ),
                (
                    "A Job's Pod (or any Pod with restartPolicy Never or OnFailure) completes only when every container \
                     in `containers` has exited. A log shipper, proxy or agent there never exits, so the Pod never \
                     reaches Succeeded and the Job never completes. A native sidecar (an init container with \
                     restartPolicy: Always) is stopped by the kubelet once the app containers are done.",
                    "Job 的 Pod（或任何 restartPolicy 为 Never 或 OnFailure 的 Pod）只有在 `containers` 中的每个容器都退出后才算完成。\
                     放在那里的日志采集器、代理或 agent 永远不会退出，所以 Pod 永远到不了 Succeeded，Job 也永远不会完成。\
                     原生 sidecar（设置了 restartPolicy: Always 的 init 容器）会在应用容器结束后由 kubelet 停止。",
                ),
            ),
            LintCode::SidecarWithoutStartupProbe => (
                "PS003",
                ("sidecar others depend on has no startupProbe", "被其他容器依赖的 sidecar 没有 startupProbe"),
                (
                    "The kubelet starts the container after a sidecar as soon as the sidecar's process has started, or, \
                     if it has a startupProbe, once that probe succeeds. Without one, the app may start before the \
                     proxy listens or the credentials exist, and fail its first connections.",
                    "sidecar 的进程一启动，kubelet 就会启动排在它后面的容器；如果 sidecar 有 startupProbe，则等该探针成功后再启动。\
                     没有 startupProbe 时，应用可能在代理开始监听、或凭据就绪之前就已启动，最初的连接因此失败。",
                ),
            ),
            LintCode::GraceShorterThanPreStop => (
                "PS004",
                (
                    "terminationGracePeriodSeconds shorter than the preStop work",
                    "terminationGracePeriodSeconds 短于 preStop 所需的时间",
                ),
                (
                    "The grace period is one budget for the whole Pod: every preStop hook starts at once inside it, \
                     SIGTERM comes after the hook, and SIGKILL when the budget runs out (with at least 2 s after a \
                     preStop that used it all). Sidecars get SIGTERM only after the app containers have exited, so a \
                     slow app leaves them only that floor.",
                    "宽限期是整个 Pod 共用的一份预算：所有 preStop 钩子在其中同时开始，钩子结束后发送 SIGTERM，预算用完时发送 SIGKILL（如果 preStop 用完了全部预算，SIGTERM 之后至少还有 2 秒）。\
                     sidecar 要等应用容器退出后才收到 SIGTERM，所以应用停得慢时，sidecar 只剩下这 2 秒的下限。",
                ),
            ),
            LintCode::EmptyDirMountedOnce => (
                "PS005",
                ("emptyDir mounted by only one container", "emptyDir 只被一个容器挂载"),
                (
                    "Containers do not share their root filesystems: files reach another container only through a volume \
                     both mount. An emptyDir mounted by a single container shares nothing, so a container that names its \
                     path (in its command, args or env) or mounts something else there sees its own directory instead. \
                     Scratch space (/tmp, caches) and a mesh injector's own volumes are left alone.",
                    "容器之间不共享根文件系统：文件只能通过双方都挂载的卷传给另一个容器。\
                     只被一个容器挂载的 emptyDir 什么也共享不了，所以在命令、参数或环境变量中用到这个路径、或在那里挂载了别的卷的容器，\
                     看到的是它自己的目录。临时空间（/tmp、缓存）和网格注入器自己的卷不在此列。",
                ),
            ),
            LintCode::DuplicateContainerPort => (
                "PS006",
                ("two containers declare the same containerPort", "两个容器声明了相同的 containerPort"),
                (
                    "All containers of a Pod share one network namespace. Two processes cannot listen on the same port \
                     and protocol, so one of the containers fails to bind (and usually crash-loops).",
                    "Pod 中的所有容器共享同一个网络命名空间。\
                     两个进程不能在同一端口和协议上监听，所以其中一个容器会绑定失败（通常还会反复崩溃重启）。",
                ),
            ),
            LintCode::UnboundedInitWait => (
                "PS007",
                ("init container waits on the network with no time limit", "init 容器无时限地等待网络依赖"),
                (
                    "An init container that loops until a DNS name resolves or a URL answers keeps the Pod in Init \
                     forever when the dependency never comes (a typo in the name is enough), with empty app logs. Bound \
                     the wait or set spec.activeDeadlineSeconds so the failure becomes visible.",
                    "循环等待某个 DNS 名称可以解析、或某个 URL 有响应的 init 容器，在依赖永远不出现时（名字拼错就足以造成）会让 Pod 永远停留在 Init 阶段，而应用日志是空的。\
                     请给等待设置上限，或者设置 spec.activeDeadlineSeconds，让失败能被看见。",
                ),
            ),
            LintCode::PrivilegedContainer => (
                "PS008",
                ("privileged container or broad capabilities", "特权容器或过宽的 capabilities"),
                (
                    "privileged: true gives the container every capability and the node's devices; SYS_ADMIN is nearly \
                     the same, NET_ADMIN controls the node-visible network of the Pod, and ALL is every capability. A \
                     compromise of such a container reaches the node.",
                    "privileged: true 会让容器拥有所有 capability 并能访问节点的设备；SYS_ADMIN 几乎等同于此，NET_ADMIN 可以控制 Pod 在节点上可见的网络，ALL 则是全部 capability。\
                     这样的容器一旦被攻破，攻击就会波及节点。",
                ),
            ),
            LintCode::SidecarOnLegacyCluster => (
                "PS009",
                (
                    "native sidecar on a cluster without native sidecars",
                    "在不支持原生 sidecar 的集群上使用原生 sidecar",
                ),
                (
                    "Before Kubernetes 1.29 (or with the SidecarContainers gate off) the API server silently drops an \
                     init container's restartPolicy. The 'sidecar' becomes a plain init container: if it keeps running, \
                     the app containers never start.",
                    "在 Kubernetes 1.29 之前（或者关闭了 SidecarContainers 特性门控时），API Server 会悄悄丢弃 init 容器的 restartPolicy。\
                     这个“sidecar”就变成了普通 init 容器：如果它一直运行，应用容器就永远不会启动。",
                ),
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
