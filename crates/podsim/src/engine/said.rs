//! What the engine says about a decision, as data: one variant per sentence, with its arguments.
//! `view::said` puts them in words, in every language podsim speaks.

use super::clock::SimTime;
use crate::spec::{RestartPolicy, Signal};

/// Why the engine decided something: the sentence a why box shows, before it is put in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    // Starts and restarts.
    /// An init container or sidecar starts after the sidecar before it has started.
    StartsAfterSidecar { name: String, sidecar: String },
    /// An init container or sidecar starts after the init container before it exited 0.
    StartsAfterInit { name: String, init: String },
    /// The first init container or sidecar starts: they run one at a time.
    StartsFirst { name: String },
    /// A regular container starts once every init container and sidecar is done.
    StartsAfterInitAndSidecars { name: String },
    /// A regular container starts at once: the Pod has no init containers.
    StartsWithoutInit { name: String },
    /// A sidecar restarted whatever the Pod's restartPolicy.
    SidecarRestarted { name: String, policy: RestartPolicy },
    /// A failed init container starts again under its restartPolicy.
    InitRetried { name: String, policy: RestartPolicy },
    /// An ephemeral container added by `kubectl debug` starts at once.
    EphemeralStarts { name: String },
    /// A regular container is restarted by restartPolicy alone.
    RestartedByPolicy { name: String, policy: RestartPolicy },
    /// A regular container is restarted: its exit code matches a restartPolicyRules entry.
    RestartedByRule { name: String, exit_code: i64, index: usize, summary: String },
    /// A regular container is restarted: no restartPolicyRules entry matches, so restartPolicy applies.
    RestartedNoRuleMatched { name: String, exit_code: i64, policy: RestartPolicy },
    /// The back-off holds a restart planned before a kill whose exit the policy does not restart.
    BackOffHoldsStopped { name: String, exit_code: i64, policy: RestartPolicy },
    /// CrashLoopBackOff: the kubelet waits `wait_ms` before the next start.
    BackOffRestart { name: String, wait_ms: u64, sidecar: bool },
    /// The container's env references a missing object (CreateContainerConfigError).
    EnvObjectMissing,
    /// The image cannot be pulled; the kubelet retries with back-off.
    ImagePullFails { image: String },
    /// The Pod's sandbox is gone: a new one is created and init containers run again.
    SandboxRecreated,
    /// A volume's object does not exist, so the kubelet cannot mount it.
    VolumeObjectMissing { kind: &'static str, name: String, volume: String },

    // Exits and hooks.
    /// A process that waited for a dependency exits 0 once it is reachable.
    DependencyReachable { name: String },
    /// The kernel killed the container for going over its memory limit.
    OomKilled,
    /// The process finished its work and exited 0.
    ExitedZero,
    /// The process exited with a non-zero code.
    ExitedWithCode { exit_code: i64 },
    /// The postStart hook returned.
    PostStartReturned,
    /// The postStart hook failed, so the start failed.
    PostStartFailed,

    // Restarting every container in place.
    /// A container's exit matches a rule that restarts every container of the Pod in place.
    RestartAllOnExit { exit_code: i64, rule: usize, summary: String },
    /// A container is removed by an in-place restart of the Pod started by `source`'s exit.
    RestartAllRemoves { source: String, exit_code: i64, rule: usize, summary: String, name: String },
    /// A container starts again after an in-place restart of the Pod.
    RestartAllStartsAgain { name: String },

    // Probes and readiness.
    /// On 1.35 an exec readiness probe of a Pod being deleted errors, and its result is dropped.
    ProbeErroredWhileDeleting,
    /// The readiness probe succeeded (or the container has none and is started).
    ReadinessSucceeded,
    /// The readiness probe failed: out of endpoints, not restarted.
    ReadinessFailed,

    // Stopping.
    /// preStop hooks run first, out of the shared grace budget.
    PreStopFirst,
    /// The stop signal was sent: whose turn it was, which signal, and what the process does.
    StopSignalSent { turn: Option<SidecarTurn>, custom_signal: Option<Signal>, outcome: SignalOutcome },
    /// SIGKILL followed once the grace period ran out.
    SigkillAfterGrace { at_ms: SimTime, after_ms: u64, total_s: u64 },
    /// An in-place restart kills every running container with grace 0.
    KillForRestartAll,
    /// The container's image changed, so the kubelet restarts it.
    KillForImageChange,
    /// The liveness probe failed failureThreshold times in a row.
    KillForLiveness,
    /// The startup probe failed failureThreshold times in a row.
    KillForStartup,
    /// The Pod is being stopped: every container is killed, sidecars last.
    KillForPodStop,
    /// A kill started over, so the first attempt's preStop hook is cancelled.
    PreStopCancelled,
    /// A shorter grace period starts the kill under way over.
    KillStartedOver { previous_s: u64, grace_s: u64 },

    // Deletion and actions on the Pod object.
    /// A finished Pod (`scheduled`) or one bound to no node is deleted at once, without grace.
    DeletedAtOnce { scheduled: bool },
    /// A first graceful delete: deletionTimestamp is now plus the grace period, which the delete
    /// asked for (`asked`) or the Pod's terminationGracePeriodSeconds gave.
    DeletionTimestampSet { deadline_ms: SimTime, grace_s: i64, asked: bool },
    /// The Pod object is already gone: the API server answers NotFound.
    PodGone,
    /// A repeated delete without gracePeriodSeconds leaves the grace period as it is.
    DeleteKeepsGrace { current_s: u64 },
    /// A repeated delete may only shorten the grace period, and this one does not.
    DeleteCannotLengthen { current_s: u64 },
    /// A repeated delete shortens the grace period and moves deletionTimestamp.
    DeleteShortensGrace { requested_s: u64, deadline_ms: SimTime },
    /// Grace period 0 is a force delete.
    ForceDelete,
    /// Every container has stopped, so the Pod object is deleted.
    RemovedOnceStopped,
    /// The node has no Pod of that name, so nothing is freed.
    NoSuchPodOnNode { name: String },
    /// The Pod has no scheduling gate left to remove.
    NoSchedulingGateLeft,
    /// The Job controller fails the Job and deletes its active Pods.
    JobDeletesPod { reason: &'static str, message: &'static str },
    /// activeDeadlineSeconds passed: the kubelet fails the Pod and stops every container.
    DeadlinePassed,

    // Scheduling and phases.
    /// The Pod's requests do not fit the node: the scheduler leaves it Pending.
    Unschedulable,
    /// The Pod has scheduling gates: no scheduler takes it.
    SchedulingGated,
    /// The Pod names its node and the kubelet's admission rejects it.
    KubeletRejected { reason: String, message: String },
    /// activeDeadlineSeconds passed and every container has stopped: the phase is terminal.
    DeadlineTerminal,
    /// Pending: a sidecar has not started yet.
    PendingSidecar { name: String },
    /// Pending: an init container has not finished.
    PendingInit { name: String },
    /// Pending: the kubelet has not reported the containers yet.
    PendingUnreported,
    /// Pending: these regular containers have not been started yet.
    PendingNotStarted { names: Vec<String> },
    /// Running: at least one container is running.
    PhaseRunning,
    /// Succeeded: every regular container exited 0 for good.
    PhaseSucceeded,
    /// Failed: a container failed for good.
    PhaseFailed,
    /// Unknown: the node stopped reporting.
    PhaseUnknown,

    // Resizes.
    /// The API server refuses the resize.
    ResizeRefused { message: String },
    /// The resize names a container the Pod does not have.
    ResizeNoSuchContainer { container: String },
    /// The resize asks for what the container has.
    ResizeUnchanged,
    /// The resize is accepted before the Pod is on a node.
    ResizeAcceptedUnscheduled,
    /// The kubelet finds the resize Infeasible.
    ResizeInfeasible,
    /// The kubelet defers the resize.
    ResizeDeferred,
    /// The kubelet allocates the new resources and applies them.
    ResizeInProgress,
    /// As [`Said::ResizeInProgress`], and these containers' memory limits go down in place.
    ResizeInProgressMemoryDown { names: Vec<String> },
    /// The runtime has applied the new resources.
    ResizeApplied,
    /// The resize subresource is not served (InPlacePodVerticalScaling is off).
    ResizeNotServed,
    /// A Pod with pod-level resources cannot be resized on this version.
    ResizePodLevelRefused { message: String },
    /// The PodResizeValidator refuses a resize larger than the node's allocatable.
    ResizeOverAllocatable { message: String },
    /// LimitRanger or ResourceQuota refuse the resize.
    ResizePoliciesRefuse { message: String },
    /// PodLevelResources is off: the API server drops spec.resources.
    PodResizeDropped,
    /// The pod-level resize asks for what the Pod has.
    PodResizeUnchanged,
    /// The pod-level resize is accepted before the Pod is on a node.
    PodResizeAcceptedUnscheduled,
    /// The pod-level resize is accepted; the kubelet decides at its next sync.
    PodResizeAccepted,
}

/// Whose turn it was when a sidecar got its stop signal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SidecarTurn {
    /// The grace budget ran out while the sidecar waited for the app containers.
    BudgetRanOut { total_s: u64 },
    /// Every app container and later sidecar has exited, with `left_s` of the budget left.
    TurnCame { left_s: u64, total_s: u64 },
}

/// What the process does with the stop signal it got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignalOutcome {
    /// No handler: the process ends at once.
    Dies { signal: Signal, exit_code: i64 },
    /// The signal only stops the process: SIGKILL ends it.
    OnlyStops { signal: Signal, budget_s: u64 },
    /// The signal does not end the process: SIGKILL ends it.
    NotEnded { signal: Signal, budget_s: u64 },
    /// SIGTERM is ignored: SIGKILL ends it.
    SigtermIgnored { budget_s: u64 },
    /// The process handles its stop signal as SIGTERM and exits after `after_s`.
    HandledLikeSigterm { signal: Signal, after_s: u64 },
    /// The process handles SIGTERM and exits after `after_s`.
    ExitsAfter { after_s: u64 },
    /// The process will not finish within the budget, so SIGKILL follows.
    TooSlow { signal: Signal, budget_s: u64 },
}

/// A note about a run: how it ended, and what a Job controller does with its Pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// The Pod has more containers than one run simulates.
    NotSimulated { containers: usize, max: usize },
    /// The run reached the work budget.
    WorkBudget { at_ms: SimTime, events: u64, states: usize, containers: usize },
    /// The run reached the event cap.
    EventCap { events: u64, at_ms: SimTime },
    /// Settled: a force delete removed the object before the containers stopped.
    RemovedThenStopped { settled_ms: SimTime, removed_ms: SimTime },
    /// Settled: the object was removed, with this last STATUS.
    Removed { settled_ms: SimTime, status: String, name: String },
    /// Settled: nothing runs, with this STATUS.
    NothingMore { settled_ms: SimTime, status: String },
    /// Settled: these containers keep running (and those never start).
    KeepsRunning { settled_ms: SimTime, running: Vec<String>, never: Vec<String>, status: String },
    /// At the horizon, still crash-looping and failing to pull images.
    CrashLoopingAndPulling { at_ms: SimTime, looping: String, pulling: String },
    /// At the horizon, still crash-looping.
    CrashLooping { at_ms: SimTime, looping: String },
    /// At the horizon, still failing to pull images.
    FailingToPull { at_ms: SimTime, pulling: String },
    /// At the horizon, still running.
    StillRunning { at_ms: SimTime },
    /// Stopped at the horizon.
    AtHorizon { at_ms: SimTime },
    /// The Job controller fails the Job for `cause`; `deletes` is the grace period it deletes an
    /// active Pod with, `None` when the Pod is no longer active.
    JobFails { at_ms: SimTime, cause: JobFailure, reason: &'static str, message: &'static str, deletes: Option<i64> },
    /// The Job controller fails the Job by its podFailurePolicy.
    JobFailedByPolicy { at_ms: SimTime, message: String },
    /// The Job controller ignores this failed Pod (a podFailurePolicy Ignore rule).
    JobIgnoresPod { at_ms: SimTime, index: usize },
    /// One failure is more than backoffLimit: the Job fails.
    JobBackoffLimitExceeded { at_ms: SimTime, limit: i64 },
    /// The Job controller counts this failed Pod and creates a new one.
    JobCountsPod { at_ms: SimTime, limit: i64 },
    /// The Job's activeDeadlineSeconds still fails the Job later.
    JobDeadlineAhead { at_ms: SimTime },
}

/// Why the Job controller fails a Job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobFailure {
    /// The containers' restarts add up to backoffLimit (restartPolicy OnFailure).
    BackoffLimit { restarts: i64, limit: i64 },
    /// The Job's activeDeadlineSeconds passed.
    Deadline { seconds: i64 },
}
