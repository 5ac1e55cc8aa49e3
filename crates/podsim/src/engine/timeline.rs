//! What the engine records: facts (the timeline, one fact per line), kubelet events as
//! `kubectl describe` aggregates them, and the *why* behind each change.

use serde::Serialize;

use super::clock::SimTime;
use super::said::Said;

/// The kind of a timeline fact (the vocabulary of the lifecycle vectors).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum FactKind {
    /// The kubelet started a process (`Started` event).
    Started,
    /// The process reports it is up (after its start delay).
    AppStarted,
    /// The process exited.
    Exited,
    /// The kubelet decided to stop a container (`Killing` event).
    Killing,
    /// The stop signal was sent: SIGTERM, or `lifecycle.stopSignal` (the message names it).
    #[serde(rename = "SIGTERM")]
    Sigterm,
    /// SIGKILL was sent.
    #[serde(rename = "SIGKILL")]
    Sigkill,
    /// The preStop hook started.
    PreStopStarted,
    /// The preStop hook's process reports it is up.
    PreStopAppStarted,
    /// The preStop hook returned.
    PreStopExited,
    /// The postStart hook started.
    PostStartStarted,
    /// The postStart hook returned.
    PostStartExited,
    /// A preStop hook failed (`FailedPreStopHook`).
    FailedPreStopHook,
    /// A postStart hook failed (`FailedPostStartHook`).
    FailedPostStartHook,
    /// A probe attempt failed (`Unhealthy` event).
    ProbeFailed,
    /// A probe succeeded (first success, or back to success).
    ProbeSucceeded,
    /// A probe attempt errored: its result is thrown away, neither success nor failure
    /// (`Unhealthy` event "… probe errored and resulted in unknown state: …").
    ProbeErrored,
    /// A container (or, without a container, the Pod) became Ready.
    Ready,
    /// A container (or the Pod) stopped being Ready.
    NotReady,
    /// An image pull began.
    Pulling,
    /// An image pull finished, or the image was already present.
    Pulled,
    /// A kubelet Warning `Failed` event.
    Failed,
    /// A `BackOff` event (restart or pull back-off).
    BackOff,
    /// A container status turned to waiting with a reason.
    Waiting,
    /// The sandbox was re-created.
    SandboxChanged,
    /// The Pod phase changed.
    Phase,
    /// The `kubectl get pod` STATUS column changed.
    Status,
    /// A scenario action happened.
    Action,
    /// The API server refused a scenario action (`kubectl` prints its error): the Pod is unchanged;
    /// `message` is the error.
    Refused,
    /// The scheduler found no node for the Pod (`FailedScheduling` event); `message` is its text.
    FailedScheduling,
    /// A scenario fault happened.
    Fault,
    /// `activeDeadlineSeconds` passed.
    DeadlineExceeded,
    /// The Pod object was deleted from the API.
    PodRemoved,
    /// A note about the run (horizon reached, event cap hit).
    Note,
}

impl FactKind {
    /// The word used in timelines and vectors.
    pub fn as_str(self) -> &'static str {
        match self {
            FactKind::Started => "Started",
            FactKind::AppStarted => "AppStarted",
            FactKind::Exited => "Exited",
            FactKind::Killing => "Killing",
            FactKind::Sigterm => "SIGTERM",
            FactKind::Sigkill => "SIGKILL",
            FactKind::PreStopStarted => "PreStopStarted",
            FactKind::PreStopAppStarted => "PreStopAppStarted",
            FactKind::PreStopExited => "PreStopExited",
            FactKind::PostStartStarted => "PostStartStarted",
            FactKind::PostStartExited => "PostStartExited",
            FactKind::FailedPreStopHook => "FailedPreStopHook",
            FactKind::FailedPostStartHook => "FailedPostStartHook",
            FactKind::ProbeFailed => "ProbeFailed",
            FactKind::ProbeSucceeded => "ProbeSucceeded",
            FactKind::ProbeErrored => "ProbeErrored",
            FactKind::Ready => "Ready",
            FactKind::NotReady => "NotReady",
            FactKind::Pulling => "Pulling",
            FactKind::Pulled => "Pulled",
            FactKind::Failed => "Failed",
            FactKind::BackOff => "BackOff",
            FactKind::Waiting => "Waiting",
            FactKind::SandboxChanged => "SandboxChanged",
            FactKind::Phase => "Phase",
            FactKind::Status => "Status",
            FactKind::Action => "Action",
            FactKind::Refused => "Refused",
            FactKind::FailedScheduling => "FailedScheduling",
            FactKind::Fault => "Fault",
            FactKind::DeadlineExceeded => "DeadlineExceeded",
            FactKind::PodRemoved => "PodRemoved",
            FactKind::Note => "Note",
        }
    }
}

/// Why something happened: what was said and the upstream rule behind it. A fact's why says a
/// typed [`Said`]; a why the view works out itself is a [`Text`](crate::lang::Text) already.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Why<T = Said> {
    /// The explanation (serialised as the English).
    pub text: T,
    /// The upstream function or rule (`kubelet: computeInitContainerActions`): a name fixed in
    /// the source, never built at run time.
    pub rule: &'static str,
}

/// One line of the timeline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Fact {
    /// When (ms after creation).
    pub t_ms: SimTime,
    /// The container, if the fact is about one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub container: Option<String>,
    /// What happened.
    pub kind: FactKind,
    /// Exit code (Exited, hooks).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i64>,
    /// Reason (Exited, Waiting).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Message (events).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// restartCount of a started instance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub restart_count: Option<i64>,
    /// Image of a started instance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Probe kind.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probe: Option<String>,
    /// Phase, or STATUS text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// Why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<Why>,
    /// A `Note` fact: which of the run's notes it records (`Simulation::notes`), so that a
    /// reader finds its words in either language without matching the English.
    #[serde(skip)]
    pub note: Option<usize>,
}

impl Fact {
    /// A fact with only a time, container and kind.
    pub fn new(t_ms: SimTime, container: Option<&str>, kind: FactKind) -> Fact {
        Fact {
            t_ms,
            container: container.map(str::to_owned),
            kind,
            exit_code: None,
            reason: None,
            message: None,
            restart_count: None,
            image: None,
            probe: None,
            phase: None,
            why: None,
            note: None,
        }
    }
}

/// One probe attempt (every attempt, also the silent successes), as a probe's own log would show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProbeAttempt {
    /// When (ms).
    pub t_ms: SimTime,
    /// The container.
    pub container: String,
    /// `startup`, `liveness` or `readiness`.
    pub probe: String,
    /// Whether it succeeded.
    pub success: bool,
}

/// `Normal` or `Warning`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum EventType {
    /// `Normal`.
    Normal,
    /// `Warning`.
    Warning,
}

impl EventType {
    /// The API word.
    pub fn as_str(self) -> &'static str {
        match self {
            EventType::Normal => "Normal",
            EventType::Warning => "Warning",
        }
    }
}

/// A Kubernetes event as `kubectl describe` shows it, with repeats aggregated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KubeEvent {
    /// `Normal` / `Warning`.
    #[serde(rename = "type")]
    pub event_type: EventType,
    /// Reason (`Pulling`, `Started`, `BackOff`, …).
    pub reason: String,
    /// Message.
    pub message: String,
    /// Source (`kubelet`, `default-scheduler`).
    pub source: String,
    /// `involvedObject.fieldPath` (`spec.containers{app}`), if about a container.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field_path: Option<String>,
    /// The container, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub container: Option<String>,
    /// First occurrence (ms).
    pub first_ms: SimTime,
    /// Last occurrence (ms).
    pub last_ms: SimTime,
    /// How many times it happened.
    pub count: u32,
    /// Every occurrence (ms), for the state at an earlier instant (the first 10,000).
    #[serde(skip)]
    pub occurrences: Vec<SimTime>,
}
