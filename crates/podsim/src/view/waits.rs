//! The engine's wait reasons in words: what a waiting bar and the state panel say about a
//! container that is not running, with the upstream rule that decided it.

use std::collections::BTreeMap;

use crate::duration::{Style, format_ms};
use crate::engine::{Simulation, WaitChange, WaitReason, Why, WorkerTask};
use crate::lang::Text;

/// The reason in words, about `container`, with the rule behind it.
pub fn wait_why(reason: &WaitReason, container: &str) -> Why<Text> {
    let c = container;
    let (text, rule) = match reason {
        WaitReason::SchedulingGated => (
            crate::text!(
                "`{c}` waits: the Pod's schedulingGates keep it out of the scheduling queue until every gate is removed",
                "`{c}` 在等待：Pod 的 schedulingGates 让它不进入调度队列，直到所有门控都被移除"
            ),
            "scheduler: SchedulingGates PreEnqueue",
        ),
        WaitReason::Unscheduled => (
            crate::text!(
                "`{c}` waits: the scheduler finds no room for the Pod on the node (FailedScheduling), so no kubelet runs it",
                "`{c}` 在等待：调度器在节点上找不到容纳 Pod 的资源（FailedScheduling），所以没有 kubelet 运行它"
            ),
            "scheduler: schedulingCycle (NodeResourcesFit)",
        ),
        WaitReason::Rejected { resource } => (
            crate::text!(
                "`{c}` never starts: the kubelet refused the Pod at admission, as the node has too little {resource} left for it (OutOf{resource}), so the Pod failed",
                "`{c}` 永远不会启动：kubelet 在准入时拒绝了这个 Pod，因为节点剩余的 {resource} 不够（OutOf{resource}），所以 Pod 失败"
            ),
            "kubelet: canAdmitPod (HandlePodAdditions, rejectPod)",
        ),
        WaitReason::SandboxNotReady => (
            crate::text!(
                "`{c}` waits: the Pod is on the node, but the kubelet has not created its sandbox yet",
                "`{c}` 在等待：Pod 已在节点上，但 kubelet 尚未创建它的沙箱"
            ),
            "kubelet: computePodActions (createPodSandbox)",
        ),
        WaitReason::VolumesNotMounted => (
            crate::text!(
                "`{c}` waits: a volume of the Pod cannot be mounted, and the kubelet mounts every volume before it starts any container",
                "`{c}` 在等待：Pod 的某个卷无法挂载，而 kubelet 要挂载完所有卷才会启动任何容器"
            ),
            "kubelet: WaitForAttachAndMount (volume manager)",
        ),
        WaitReason::InitContainer { name } => (
            crate::text!(
                "`{c}` waits: the init container `{name}` has not exited 0",
                "`{c}` 在等待：init 容器 `{name}` 尚未以退出码 0 结束"
            ),
            "kubelet: computeInitContainerActions",
        ),
        WaitReason::SidecarNotStarted { name } => (
            crate::text!(
                "`{c}` waits: the sidecar `{name}` has not started (it counts once it runs and its startupProbe, if any, has succeeded)",
                "`{c}` 在等待：sidecar `{name}` 尚未启动（它要在运行起来、且其 startupProbe（如果有）成功之后才算启动）"
            ),
            "kubelet: computeInitContainerActions",
        ),
        WaitReason::InitFailed { name } => (
            crate::text!(
                "`{c}` never starts: the init container `{name}` failed and its restart policy does not restart it, so the Pod failed",
                "`{c}` 永远不会启动：init 容器 `{name}` 失败了，而重启策略不会重启它，所以 Pod 失败"
            ),
            "kubelet: computeInitContainerActions (KillPod)",
        ),
        WaitReason::BackOff { until_ms, counted_from_ms: None } => {
            let until = format_ms(*until_ms, Style::Tenths);
            (
                crate::text!(
                    "`{c}` waits: it exited, and the restart back-off (10 s doubling up to 5 min) holds its next start until {until}",
                    "`{c}` 在等待：它已退出，重启退避（从 10 秒开始翻倍，最长 5 分钟）让它的下一次启动推迟到 {until}"
                ),
                "kubelet: doBackOff",
            )
        }
        WaitReason::BackOff { until_ms, counted_from_ms: Some(from_ms) } => {
            let (until, from) = (format_ms(*until_ms, Style::Tenths), format_ms(*from_ms, Style::Tenths));
            (
                crate::text!(
                    "`{c}` waits: the sync that stopped it goes on with the status it read at its start, where the last exit is the one at {from}, whose back-off holds the next start until {until}; the next sync sees the new exit",
                    "`{c}` 在等待：停止它的那次同步继续使用开始时读取的状态，其中最近一次退出是 {from} 那次，其退避让下一次启动推迟到 {until}；下一次同步才会看到新的退出"
                ),
                "kubelet: SyncPod, doBackOff",
            )
        }
        WaitReason::Pulling { image } => (
            crate::text!(
                "`{c}` waits: the kubelet is pulling its image `{image}`",
                "`{c}` 在等待：kubelet 正在拉取它的镜像 `{image}`"
            ),
            "kubelet: EnsureImageExists (image_manager.go)",
        ),
        WaitReason::ImageUnavailable => (
            crate::text!(
                "`{c}` waits: its image cannot be pulled or used; the kubelet tries again, with a back-off for failed pulls",
                "`{c}` 在等待：它的镜像无法拉取或使用；kubelet 会再试，拉取失败时按退避间隔重试"
            ),
            "kubelet: EnsureImageExists (image_manager.go)",
        ),
        WaitReason::WorkerBusy { name, task } => match task {
            WorkerTask::ImagePull => (
                crate::text!(
                    "`{c}` waits: one sync starts containers one after another, and the kubelet is pulling the image of `{name}` first",
                    "`{c}` 在等待：一次同步中容器依次启动，kubelet 正在先拉取 `{name}` 的镜像"
                ),
                "kubelet: SyncPod (startContainer pulls the image before it returns)",
            ),
            WorkerTask::PostStartHook => (
                crate::text!(
                    "`{c}` waits: one sync starts containers one after another, and the postStart hook of `{name}` has not returned",
                    "`{c}` 在等待：一次同步中容器依次启动，而 `{name}` 的 postStart 钩子尚未返回"
                ),
                "kubelet: SyncPod (startContainer runs the postStart hook before it returns)",
            ),
            WorkerTask::Kill => (
                crate::text!(
                    "`{c}` waits: the kubelet first stops `{name}`, and a sync's steps run one after another",
                    "`{c}` 在等待：kubelet 先要停止 `{name}`，一次同步的步骤依次执行"
                ),
                "kubelet: SyncPod (killContainer)",
            ),
        },
        WaitReason::MissingObject { kind, name } => {
            let kind = kind.as_str();
            (
                crate::text!(
                    "`{c}` waits: its env references the {kind} `{name}`, which does not exist (CreateContainerConfigError); the kubelet tries again at every sync",
                    "`{c}` 在等待：它的 env 引用的 {kind} `{name}` 不存在（CreateContainerConfigError）；kubelet 在每次同步时重试"
                ),
                "kubelet: generateContainerConfig",
            )
        }
        WaitReason::PodTerminating => (
            crate::text!(
                "`{c}` will not start: the Pod is terminating, and a terminating Pod starts no container",
                "`{c}` 不会启动：Pod 正在终止，终止中的 Pod 不启动任何容器"
            ),
            "kubelet: SyncTerminatingPod",
        ),
    };
    Why { text, rule }
}

/// The reason and its rule as one text, as a why box shows it.
pub fn with_rule(why: &Why<Text>) -> Text {
    let (Text { en, zh }, rule) = (&why.text, &why.rule);
    Text { en: format!("{en} ({rule})"), zh: format!("{zh} ({rule})") }
}

/// How many of a bar's reasons its why lists.
const LISTED_REASONS: usize = 4;

/// Each container's wait changes, looked up by bisection: a long run's many bars each cost a few
/// steps, not a walk over every change.
pub struct WaitIndex<'s> {
    by_container: BTreeMap<&'s str, Vec<&'s WaitChange>>,
}

impl<'s> WaitIndex<'s> {
    /// Indexes a run's wait changes.
    pub fn new(simulation: &'s Simulation) -> WaitIndex<'s> {
        let mut by_container: BTreeMap<&str, Vec<&WaitChange>> = BTreeMap::new();
        for change in &simulation.waits {
            by_container.entry(change.container.as_str()).or_default().push(change);
        }
        WaitIndex { by_container }
    }

    fn changes(&self, container: &str) -> &[&'s WaitChange] {
        self.by_container.get(container).map_or(&[], Vec::as_slice)
    }

    /// The reason `container` waits at `t_ms`, as the last decision at or before it said.
    pub fn at(&self, container: &str, t_ms: u64) -> Option<&'s WaitReason> {
        let changes = self.changes(container);
        let after = changes.partition_point(|change| change.t_ms <= t_ms);
        changes.get(after.checked_sub(1)?)?.reason.as_ref()
    }

    /// The reasons in force during `[from_ms, to_ms)`: the one at its start, then each change
    /// inside, with its time (a reason that ends leaves no entry).
    pub fn during(&self, container: &str, from_ms: u64, to_ms: u64) -> Vec<(u64, &'s WaitReason)> {
        let mut out: Vec<(u64, &WaitReason)> = self.at(container, from_ms).map(|r| (from_ms, r)).into_iter().collect();
        let changes = self.changes(container);
        let first = changes.partition_point(|change| change.t_ms <= from_ms);
        for change in changes.iter().skip(first).take_while(|c| c.t_ms < to_ms) {
            if let Some(reason) = &change.reason
                && out.last().is_none_or(|(_, last)| *last != reason)
            {
                out.push((change.t_ms, reason));
            }
        }
        out
    }

    /// The first time `container` has a wait reason.
    pub fn first(&self, container: &str) -> Option<u64> {
        self.changes(container).iter().find(|change| change.reason.is_some()).map(|change| change.t_ms)
    }

    /// The why of a waiting bar of `container` over `[from_ms, to_ms)`: the reason at its start
    /// with its rule, and, when the reason changes while the bar lasts, each later one with its
    /// time (the first [`LISTED_REASONS`], then how many more).
    pub fn bar_why(&self, container: &str, from_ms: u64, to_ms: u64) -> Option<Text> {
        let reasons = self.during(container, from_ms, to_ms);
        let mut text = Text::default();
        for (t, reason) in reasons.iter().take(LISTED_REASONS) {
            let Text { en, zh } = with_rule(&wait_why(reason, container));
            let (en_sep, zh_sep) = if text.en.is_empty() { ("", "") } else { ("; ", "；") };
            if *t > from_ms {
                let at = format_ms(*t, Style::Tenths);
                text.en.push_str(&format!("{en_sep}from {at}: {en}"));
                text.zh.push_str(&format!("{zh_sep}从 {at} 起：{zh}"));
            } else {
                text.en.push_str(&en);
                text.zh.push_str(&zh);
            }
        }
        let more = reasons.len().saturating_sub(LISTED_REASONS);
        if more > 0 {
            text.en.push_str(&format!("; and {more} more changes"));
            text.zh.push_str(&format!("；另有 {more} 次变化"));
        }
        (!text.en.is_empty()).then_some(text)
    }
}
