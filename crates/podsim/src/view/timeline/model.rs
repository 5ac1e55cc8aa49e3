//! What a timeline draws: lanes of bars and markers, with the *why* of each, in plain data. Built
//! from the engine's record by `build`; a drawing (the page's SVG) knows nothing else.

use super::palette::Pattern;
use crate::lang::{Lang, Text};

/// The state a bar shows; each has a colour **and** a pattern or icon (see the legend).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum BarState {
    /// Waiting (ContainerCreating, PodInitializing, back-off, …).
    Waiting,
    /// Pulling the image.
    Pulling,
    /// Running, not yet started (startup probe pending).
    Running,
    /// Running and started, not ready.
    Started,
    /// Running and ready.
    Ready,
    /// A lifecycle hook (postStart, preStop) is running.
    Hook,
    /// SIGTERM sent, waiting for exit until SIGKILL.
    Grace,
    /// Terminated with exit code 0.
    Completed,
    /// Terminated with a non-zero code (Error, OOMKilled, …).
    Failed,
    /// A Pod phase band: Pending.
    PhasePending,
    /// A Pod phase band: Running.
    PhaseRunning,
    /// A Pod phase band: Succeeded.
    PhaseSucceeded,
    /// A Pod phase band: Failed.
    PhaseFailed,
    /// A condition that is True.
    ConditionTrue,
    /// A condition that is False.
    ConditionFalse,
    /// Traffic: new connections are routed here and the app accepts them.
    TrafficServed,
    /// Traffic: routed here, but the app does not accept (connection refused, a proxy's 502).
    TrafficRefused,
    /// Traffic: requests in flight when a process on the path exits (a thin bar).
    TrafficCut,
    /// Traffic: the Pod is ready and accepts, but kube-proxy does not route here yet.
    TrafficIdle,
}

impl BarState {
    /// Every state, in legend order.
    pub const ALL: [BarState; 19] = [
        BarState::Waiting,
        BarState::Pulling,
        BarState::Running,
        BarState::Started,
        BarState::Ready,
        BarState::Hook,
        BarState::Grace,
        BarState::Completed,
        BarState::Failed,
        BarState::PhasePending,
        BarState::PhaseRunning,
        BarState::PhaseSucceeded,
        BarState::PhaseFailed,
        BarState::ConditionTrue,
        BarState::ConditionFalse,
        BarState::TrafficServed,
        BarState::TrafficRefused,
        BarState::TrafficCut,
        BarState::TrafficIdle,
    ];

    /// The CSS class (`st-waiting`, …) that gives colour and pattern.
    pub fn class(self) -> &'static str {
        match self {
            BarState::Waiting => "st-waiting",
            BarState::Pulling => "st-pulling",
            BarState::Running => "st-running",
            BarState::Started => "st-started",
            BarState::Ready => "st-ready",
            BarState::Hook => "st-hook",
            BarState::Grace => "st-grace",
            BarState::Completed => "st-completed",
            BarState::Failed => "st-failed",
            BarState::PhasePending => "st-phase-pending",
            BarState::PhaseRunning => "st-phase-running",
            BarState::PhaseSucceeded => "st-phase-succeeded",
            BarState::PhaseFailed => "st-phase-failed",
            BarState::ConditionTrue => "st-cond-true",
            BarState::ConditionFalse => "st-cond-false",
            BarState::TrafficServed => "st-traffic-served",
            BarState::TrafficRefused => "st-traffic-refused",
            BarState::TrafficCut => "st-traffic-cut",
            BarState::TrafficIdle => "st-traffic-idle",
        }
    }

    /// The pattern laid over the bar's fill (the non-colour cue).
    pub fn pattern(self) -> Pattern {
        match self {
            BarState::Waiting | BarState::PhasePending | BarState::ConditionFalse => Pattern::Hatch,
            BarState::Pulling => Pattern::Dots,
            BarState::Running => Pattern::Light,
            BarState::Started | BarState::PhaseRunning => Pattern::Solid,
            BarState::Ready | BarState::ConditionTrue | BarState::PhaseSucceeded => Pattern::Check,
            BarState::Hook => Pattern::Grid,
            BarState::Grace => Pattern::Zigzag,
            BarState::Completed => Pattern::Solid,
            BarState::Failed | BarState::PhaseFailed | BarState::TrafficRefused => Pattern::Cross,
            BarState::TrafficServed => Pattern::Solid,
            BarState::TrafficCut => Pattern::Zigzag,
            BarState::TrafficIdle => Pattern::Hatch,
        }
    }

    /// Its name in the legend: Kubernetes words stay as the API writes them, podsim's own are
    /// translated.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            BarState::Waiting => "Waiting",
            BarState::Pulling => lang.pick("Pulling image", "拉取镜像"),
            BarState::Running => lang.pick("Running (not started)", "Running（尚未 started）"),
            BarState::Started => "Started",
            BarState::Ready => "Ready",
            BarState::Hook => "postStart / preStop",
            BarState::Grace => "SIGTERM → SIGKILL",
            BarState::Completed => "Terminated (0)",
            BarState::Failed => "Terminated (≠0)",
            BarState::PhasePending => "Pending",
            BarState::PhaseRunning => "Running",
            BarState::PhaseSucceeded => "Succeeded",
            BarState::PhaseFailed => "Failed",
            BarState::ConditionTrue => "True",
            BarState::ConditionFalse => "False",
            BarState::TrafficServed => lang.pick("Traffic served", "流量正常处理"),
            BarState::TrafficRefused => lang.pick("Refused / 502", "拒绝连接 / 502"),
            BarState::TrafficCut => lang.pick("Requests cut", "请求被中断"),
            BarState::TrafficIdle => lang.pick("Ready, no traffic yet", "已就绪，尚无流量"),
        }
    }
}

/// What a marker stands for; each has its own glyph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkerKind {
    /// A probe succeeded.
    ProbeOk,
    /// A probe failed.
    ProbeFail,
    /// The container was restarted.
    Restart,
    /// An injected fault.
    Fault,
    /// Deletion of the Pod.
    Delete,
    /// A Kubernetes event (Scheduled, Pulled, Created, Started, Killing, BackOff, …).
    Event,
    /// A warning event.
    Warning,
}

impl MarkerKind {
    /// Every kind, in legend order.
    pub const ALL: [MarkerKind; 7] = [
        MarkerKind::ProbeOk,
        MarkerKind::ProbeFail,
        MarkerKind::Restart,
        MarkerKind::Fault,
        MarkerKind::Delete,
        MarkerKind::Event,
        MarkerKind::Warning,
    ];

    /// How much it says, for the one glyph of markers that share a spot: what the user did
    /// (a fault, a delete) first, then a warning, a failed probe, a restart, a passed probe and a
    /// plain event.
    pub fn weight(self) -> u8 {
        match self {
            MarkerKind::Event => 0,
            MarkerKind::ProbeOk => 1,
            MarkerKind::Restart => 2,
            MarkerKind::ProbeFail => 3,
            MarkerKind::Warning => 4,
            MarkerKind::Delete => 5,
            MarkerKind::Fault => 6,
        }
    }

    /// Its name in the legend.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            MarkerKind::ProbeOk => lang.pick("probe succeeded", "探针成功"),
            MarkerKind::ProbeFail => lang.pick("probe failed", "探针失败"),
            MarkerKind::Restart => lang.pick("restart", "重启"),
            MarkerKind::Fault => lang.pick("injected fault", "注入的故障"),
            MarkerKind::Delete => lang.pick("deletion", "删除"),
            MarkerKind::Event => lang.pick("event", "事件"),
            MarkerKind::Warning => lang.pick("warning event", "警告事件"),
        }
    }

    /// The glyph drawn on the lane.
    pub fn glyph(self) -> &'static str {
        match self {
            MarkerKind::ProbeOk => "✓",
            MarkerKind::ProbeFail => "✗",
            MarkerKind::Restart => "↻",
            MarkerKind::Fault => "⚡",
            MarkerKind::Delete => "⌫",
            MarkerKind::Event => "•",
            MarkerKind::Warning => "!",
        }
    }

    /// CSS class.
    pub fn class(self) -> &'static str {
        match self {
            MarkerKind::ProbeOk => "mk-probe-ok",
            MarkerKind::ProbeFail => "mk-probe-fail",
            MarkerKind::Restart => "mk-restart",
            MarkerKind::Fault => "mk-fault",
            MarkerKind::Delete => "mk-delete",
            MarkerKind::Event => "mk-event",
            MarkerKind::Warning => "mk-warning",
        }
    }
}

/// A span of time in one state.
#[derive(Debug, Clone, PartialEq)]
pub struct Bar {
    /// Start, ms.
    pub start_ms: u64,
    /// End, ms (the horizon for a state that lasts).
    pub end_ms: u64,
    /// State.
    pub state: BarState,
    /// Short text (`Running`, `CrashLoopBackOff`, `Error (1)`).
    pub label: String,
    /// Why it happened, and the rule behind it, in both languages.
    pub why: Text,
}

/// An instant on a lane.
#[derive(Debug, Clone, PartialEq)]
pub struct Marker {
    /// When, ms.
    pub at_ms: u64,
    /// What.
    pub kind: MarkerKind,
    /// Short text.
    pub label: String,
    /// Why it happened, in both languages.
    pub why: Text,
}

/// What a lane is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaneKind {
    /// The Pod: phase band and kubectl STATUS.
    Pod,
    /// A Pod condition.
    Condition,
    /// A container of this role.
    Container(crate::containers::ContainerKind),
    /// Events.
    Events,
    /// New connections to the Pod through its Service: served, refused, cut, idle.
    Traffic,
    /// The Pod's effective cpu and memory requests over time, against the node's allocatable
    /// (shown when a resize changes them).
    Resources,
}

/// One row of the timeline.
#[derive(Debug, Clone, PartialEq)]
pub struct Lane {
    /// Title (container name, condition type, `Pod`, `Events`).
    pub title: String,
    /// Kind.
    pub kind: LaneKind,
    /// Bars, in time order, not overlapping.
    pub bars: Vec<Bar>,
    /// Thin bars under the main ones: image pulls, hooks, the SIGTERM→SIGKILL window.
    pub sub_bars: Vec<Bar>,
    /// Markers, in time order.
    pub markers: Vec<Marker>,
    /// For a resources lane: how full the node is along each bar.
    pub capacity: Option<Capacity>,
}

/// How full the node is along a resources lane: the node's allocatable is the lane's top line.
#[derive(Debug, Clone, PartialEq)]
pub struct Capacity {
    /// What the line stands for: `node allocatable: cpu 2 · memory 16Gi`.
    pub title: String,
    /// One per bar of the lane, in the same order.
    pub shares: Vec<Share>,
}

/// The shares of the node's allocatable along one bar, of the resource the node has least room
/// for (1.0 is all of it; more when the Pod does not fit).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Share {
    /// What the other Pods on the node request.
    pub others: f64,
    /// What this Pod requests.
    pub pod: f64,
}

/// The whole timeline.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TimelineModel {
    /// Lanes, top to bottom.
    pub lanes: Vec<Lane>,
    /// Where the simulation stops, ms.
    pub end_ms: u64,
}

impl TimelineModel {
    /// Every instant something changes, sorted, without duplicates (the snap and step targets).
    pub fn event_times(&self) -> Vec<u64> {
        let mut times: Vec<u64> = self
            .lanes
            .iter()
            .flat_map(|lane| lane.bars.iter().map(|b| b.start_ms).chain(lane.markers.iter().map(|m| m.at_ms)))
            .filter(|t| *t <= self.end_ms)
            .collect();
        times.push(0);
        times.sort_unstable();
        times.dedup();
        times
    }

    /// The bar of `lane` at `t`, if any.
    pub fn bar_at(lane: &Lane, t: u64) -> Option<&Bar> {
        lane.bars.iter().rev().find(|bar| bar.start_ms <= t && (t < bar.end_ms || bar.end_ms == bar.start_ms))
    }
}
