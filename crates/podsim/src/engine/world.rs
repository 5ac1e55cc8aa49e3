//! The simulated node: every container slot with its runtime instances, the pod worker, the
//! event queue, and the loop that advances virtual time.

use std::collections::{BTreeMap, BTreeSet};

use super::SimOptions;
use super::backoff::Backoff;
use super::clock::{EventQueue, Rng, SimTime, stable_hash};
use super::said::{Note, Said};
use super::timeline::{EventType, Fact, FactKind, KubeEvent, Why};
use super::worker::Worker;
use crate::containers::{ContainerKind, classify};
use crate::model::{Container, ContainerStatus, Pod};
use crate::scenario::{
    ActionKind, Behaviour, FaultKind, OnSigterm, Scenario, assume_reachable, from_status, infer_with_policy,
};
use crate::spec::{ContainerSpec, PodFailureRule, RestartPolicy};
use crate::version::FeatureGates;

/// A probe's published result. // prober: results.Result
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ProbeResult {
    Unknown,
    Success,
    Failure,
}

/// The three probe kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum ProbeKind {
    Startup,
    Liveness,
    Readiness,
}

impl ProbeKind {
    pub fn word(self) -> &'static str {
        match self {
            ProbeKind::Startup => "startup",
            ProbeKind::Liveness => "liveness",
            ProbeKind::Readiness => "readiness",
        }
    }
    pub fn title(self) -> &'static str {
        match self {
            ProbeKind::Startup => "Startup",
            ProbeKind::Liveness => "Liveness",
            ProbeKind::Readiness => "Readiness",
        }
    }
}

/// One probe worker's counters.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ProbeState {
    pub result: ProbeResult,
    pub successes: i64,
    pub failures: i64,
    pub on_hold: bool,
    pub attempts: u32,
}

/// Where an instance is in being stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum KillStage {
    PreStop,
    WaitTurn,
    Term,
}

/// A kill in progress. // kubelet: killContainer
#[derive(Debug, Clone)]
pub(crate) struct Kill {
    pub stage: KillStage,
    pub stage_started_ms: SimTime,
    pub budget_ms: u64,
    pub ordered: bool,
    pub sigkill_at: Option<SimTime>,
    pub began_ms: SimTime,
    pub initial_budget_ms: u64,
    pub waited: bool,
    /// Which kill of this instance this is: a shorter grace period starts the kill over, and the
    /// timers of an earlier attempt are then ignored.
    pub attempt: u32,
}

/// One run of a container in the runtime.
#[derive(Debug, Clone)]
pub(crate) struct Instance {
    pub id: u64,
    pub image: String,
    pub sandbox: u32,
    pub started_ms: SimTime,
    pub app_started: bool,
    pub finished_ms: Option<SimTime>,
    pub exit_code: i64,
    pub reason: String,
    pub message: Option<String>,
    pub started: bool,
    pub ready: bool,
    pub probes: BTreeMap<ProbeKind, ProbeState>,
    pub in_runtime: bool,
    pub post_start_running: bool,
    pub kill: Option<Kill>,
    /// A SIGTERM handler took over: the process's own exit no longer happens.
    pub handling_term: bool,
    /// When the first SIGTERM reached the process: a kill that starts over sends SIGTERM again,
    /// but the handler the first one began keeps its own pace.
    pub first_sigterm_ms: Option<SimTime>,
    /// The memory request allocated when this run started: the runtime reports no memory
    /// request, so the kubelet keeps the first value it showed while the run goes on.
    pub memory_request: Option<String>,
    /// An in-place Pod restart removed this run from the runtime while its status was not
    /// waiting: the API then shows it as `RestartingAllContainers` (engine/restart_all.rs).
    pub reset_removed: bool,
}

impl Instance {
    pub fn running(&self) -> bool {
        self.finished_ms.is_none()
    }
}

/// A container of the spec, with its history on this node.
#[derive(Debug, Clone)]
pub(crate) struct Slot {
    pub kind: ContainerKind,
    pub index: usize,
    pub name: String,
    pub spec: Container,
    /// The spec's typed reading (policies, rules, probe handlers), the words decisions match on.
    pub typed: ContainerSpec,
    pub behaviour: Behaviour,
    pub instances: Vec<Instance>,
    pub waiting: Option<(String, String)>,
    pub crash_backoff: BTreeMap<String, Backoff>,
    pub pull_backoff: Option<Backoff>,
    pub last_pull_failure_ms: Option<SimTime>,
    /// The last pull's error as the back-off's waiting message carries it (`ErrImagePull: …`),
    /// kept until the next pull starts. // images: imageManager.prevPullErrMsg
    pub last_pull_error: Option<String>,
    /// Why the container waits now, as the last decision about it said.
    pub wait: Option<super::waits::WaitReason>,
    /// What its status repeats from one recorded state to the next, worked out once.
    pub memo: super::status_memo::StatusMemo,
}

impl Slot {
    pub fn latest(&self) -> Option<&Instance> {
        self.instances.last()
    }
    pub fn latest_in_runtime(&self) -> Option<&Instance> {
        self.instances.iter().rev().find(|i| i.in_runtime)
    }
    /// The running instance: at most one runs, and it is the newest, since the kubelet starts a
    /// container again only after the previous one exited (so a long crash loop costs nothing here).
    pub fn running_instance(&self) -> Option<usize> {
        let newest = self.instances.len().checked_sub(1)?;
        self.instances.get(newest).filter(|i| i.in_runtime && i.running()).map(|_| newest)
    }
    pub fn field_path(&self) -> String {
        let list = match self.kind {
            ContainerKind::Init | ContainerKind::Sidecar => "initContainers",
            ContainerKind::App => "containers",
            ContainerKind::Ephemeral => "ephemeralContainers",
        };
        format!("spec.{list}{{{}}}", self.name)
    }
    pub fn image(&self) -> String {
        self.spec.image.clone().unwrap_or_default()
    }
}

/// Things that happen at a time.
#[derive(Debug, Clone)]
pub(crate) enum Ev {
    Sync,
    AppStarted { slot: usize, inst: u64 },
    Exit { slot: usize, inst: u64, code: i64, reason: &'static str, natural: bool },
    Probe { slot: usize, inst: u64, kind: ProbeKind },
    PostStartDone { slot: usize, inst: u64 },
    PreStopDone { slot: usize, inst: u64, attempt: u32 },
    PreStopAppStarted { slot: usize, inst: u64, attempt: u32 },
    WaitTurnTimeout { slot: usize, inst: u64, attempt: u32 },
    Sigkill { slot: usize, inst: u64, attempt: u32 },
    PullDone { slot: usize },
    Action(usize),
    Fault(usize),
    Deadline,
    Job(super::job::JobCause),
    /// The scheduler tries the unschedulable Pod again (stale unless `attempt` is still the last).
    ScheduleRetry { attempt: u32 },
    /// The kubelet decides on a resize in the spec.
    ResizeAllocate,
    /// The runtime has applied an allocated resize.
    ResizeActuated,
}

/// The simulated node and kubelet for one Pod.
pub(crate) struct World {
    pub now: SimTime,
    pub queue: EventQueue<Ev>,
    pub rng: Rng,
    pub ideal: bool,
    pub gates: FeatureGates,
    /// The Pod's `restartPolicy`, read once from the defaulted spec.
    pub restart_policy: RestartPolicy,
    /// The `podFailurePolicy` rules of the Pod's Job, read once.
    pub pod_failure_policy: Vec<PodFailureRule>,
    pub pod: Pod,
    pub scenario: Scenario,
    pub slots: Vec<Slot>,
    pub worker: Worker,
    pub next_instance: u64,
    pub sandbox: u32,
    pub sandbox_ready: bool,
    /// The sandbox was ready when the current (or last) sync began: before 1.36 the kubelet
    /// generates the status only there, so a sandbox its sync created shows from the next sync.
    pub sandbox_ready_at_sync: bool,
    /// When the Pod object was created, as unix seconds (read once from `creationTimestamp`).
    pub created_unix: i64,
    /// Timestamps already written, by Unix second: a recorded state repeats most of the last one's.
    pub timestamps: std::cell::RefCell<BTreeMap<i64, String>>,
    pub kubelet_running: bool,
    /// The scheduler has bound the Pod to the node (false while scheduling gates hold it).
    pub scheduled: bool,
    /// The node as the scheduler sees it: allocatable and the other Pods' requests.
    pub node: super::fit::NodeResources,
    /// The admission documents beside the Pod, which admit its resizes.
    pub policies: crate::admission::Policies,
    /// The Pod's QoS class, set at creation (a resize may not change it).
    pub qos_class: crate::qos::QosClass,
    /// What the other Pods on the node request, in the scheduler's units (cpu in millicores),
    /// from the start and after each Pod that leaves.
    pub others_requested: Vec<(SimTime, BTreeMap<String, i128>)>,
    /// Scheduling attempts so far, and when the last one was.
    pub schedule_attempts: u32,
    pub last_schedule_attempt: SimTime,
    /// The scheduler's last `FailedScheduling` message while the Pod does not fit, and since when.
    pub unschedulable: Option<(String, SimTime)>,
    /// In-place resize: what the kubelet allocated, and the resize conditions.
    pub resize: super::resize::ResizeState,
    /// The kubelet refused the Pod at admission: its reason (`OutOfcpu`) and message.
    pub rejected: Option<(String, String)>,
    /// The API delete: when it first happened and `metadata.deletionGracePeriodSeconds` in ms
    /// (0: the object is removed at once), so `deletionTimestamp` is their sum.
    pub deletion: Option<(SimTime, u64)>,
    /// The grace period (ms) of the Pod termination under way, as the pod worker holds it: it
    /// can only decrease. // kubelet: podSyncStatus.gracePeriod (pod_workers.go)
    pub termination_grace_ms: Option<u64>,
    pub deadline_exceeded: bool,
    /// The Job controller has failed the Job (nothing more of it is checked).
    pub job_failed: bool,
    /// A sync of the Job controller that fails the Job is queued.
    pub job_sync_queued: bool,
    /// The Job controller has seen this Pod end (Succeeded or Failed).
    pub job_counted: bool,
    /// What the Job controller does beyond this Pod, for the run's notes.
    pub job_notes: Vec<Note>,
    pub finished: bool,
    pub removed: bool,
    pub generation: i64,
    pub present_images: BTreeSet<String>,
    pub ready_dependencies: BTreeSet<String>,
    pub sync_pending_at: Option<SimTime>,
    pub facts: Vec<Fact>,
    pub events: Vec<KubeEvent>,
    /// Where each distinct event (type, reason, message, object) is in `events`, so repeats
    /// aggregate in constant time however many events a long run records.
    pub event_index: BTreeMap<(EventType, String, String, Option<String>), usize>,
    pub dirty: bool,
    pub processed: u64,
    /// Work done so far, in the units of [`super::WORK_BUDGET`].
    pub work: u64,
    pub pending_removal: bool,
    pub probe_attempts: Vec<super::timeline::ProbeAttempt>,
    /// Each change of a container's wait reason, in time order.
    pub wait_changes: Vec<super::waits::WaitChange>,
    pub suspended_probes: Vec<(usize, u64, ProbeKind)>,
    /// One probe worker per (container slot, probe type): it outlives the container's runs.
    pub probe_workers: BTreeMap<(usize, ProbeKind), super::probes::ProbeWorker>,
    pub crash_delays: super::backoff::Delays,
    pub last_phase: Option<crate::status::PodPhase>,
    pub last_status_text: Option<String>,
    pub conditions: Vec<crate::model::PodCondition>,
    /// The conditions outside controllers wrote (`setCondition`), in the order first written:
    /// what readiness gates wait for. The kubelet keeps them in `status.conditions`.
    pub outside_conditions: Vec<crate::model::PodCondition>,
    pub snapshots: Vec<super::snapshot::Snapshot>,
    pub action_scheduled: Vec<bool>,
    /// For each fault of the scenario, how many probe failures of its container and probe were
    /// recorded since it began (what a `probe` fault's `attempts` counts).
    pub probe_failures_since_fault: Vec<u64>,
    /// For each slot, the `probe` faults naming its container, in scenario order.
    pub probe_faults_of_slot: Vec<Vec<usize>>,
    /// `exit` and `oomKill` faults whose time came while their container was not running: they
    /// hit the next time it starts.
    pub deferred_faults: Vec<usize>,
    pub action_done: Vec<bool>,
    pub action_times: Vec<Option<SimTime>>,
    /// Since when each action's condition has held without interruption.
    pub condition_since: Vec<Option<SimTime>>,
    /// [`super::SimOptions::observer_poll_ms`].
    pub observer_poll_ms: u64,
    /// Every volume has been mounted (the sandbox may be created).
    pub volumes_mounted: bool,
    /// The in-place Pod restart under way (RestartAllContainers): `AllContainersRestarting=True`.
    pub restart_all: Option<super::restart_all::Reset>,
    /// The volume manager's next mount attempt after a failure.
    pub next_mount_attempt_ms: Option<SimTime>,
    /// The current wait between mount attempts (0 before the first failure).
    pub mount_retry_ms: u64,
}

/// Namespace used in messages (`pod=NAME_NAMESPACE(UID)`).
pub(crate) fn namespace_of(pod: &Pod) -> String {
    pod.metadata.namespace.clone().unwrap_or_else(|| "default".to_owned())
}

impl World {
    pub fn new(pod: &Pod, scenario: &Scenario, options: &SimOptions) -> World {
        let gates = options.gates();
        let mut pod = pod.clone();
        // The kubelet sees the Pod as the API server stored it: defaulted, gated fields dropped.
        crate::defaults::apply_defaults_with(&mut pod, options.version, gates);
        let resize = super::resize::ResizeState::new(&pod);
        if pod.metadata.name.is_none() {
            pod.metadata.name = Some(
                pod.metadata.generate_name.clone().map(|g| format!("{g}x7k2p")).unwrap_or_else(|| "pod".to_owned()),
            );
        }
        if pod.metadata.uid.is_none() {
            let hash = stable_hash(pod.metadata.name.as_deref().unwrap_or(""));
            pod.metadata.uid = Some(format!(
                "{:08x}-{:04x}-4{:03x}-8{:03x}-{:012x}",
                hash >> 32,
                (hash >> 16) & 0xffff,
                hash & 0xfff,
                (hash >> 20) & 0xfff,
                hash & 0xffff_ffff_ffff
            ));
        }
        // The ServiceAccount admission plugin mounted the API token into every container.
        crate::admission::mount_token(&mut pod);
        let qos_class = crate::qos::qos_class(&pod, gates);
        let node = super::fit::NodeResources::from_spec(&scenario.node);
        let others_requested = vec![(0, node.requested())];
        let shared_pid = pod.spec.share_process_namespace == Some(true);
        let restart_policy = RestartPolicy::read(pod.spec.restart_policy.as_deref());
        let pod_failure_policy =
            pod.job.iter().flat_map(|job| &job.pod_failure_policy).map(PodFailureRule::read).collect();
        let slots = classify(&pod.spec, gates)
            .iter()
            .map(|r| Slot {
                kind: r.kind,
                index: r.index,
                name: r.container.name_or_empty().to_owned(),
                spec: r.container.clone(),
                typed: ContainerSpec::read(r.container),
                behaviour: behaviour_for(
                    scenario,
                    r.container,
                    r.kind,
                    shared_pid,
                    policy_of(restart_policy, r.container, gates),
                    recorded_status(&pod, r.container.name_or_empty()),
                ),
                instances: Vec::new(),
                waiting: None,
                wait: None,
                crash_backoff: BTreeMap::new(),
                pull_backoff: None,
                last_pull_failure_ms: None,
                last_pull_error: None,
                memo: Default::default(),
            })
            .collect();
        let created_unix = pod
            .metadata
            .creation_timestamp
            .as_deref()
            .and_then(crate::status::time::parse_rfc3339)
            .unwrap_or(super::snapshot::DEFAULT_CREATION_UNIX);
        let mut world = World {
            now: 0,
            created_unix,
            timestamps: Default::default(),
            queue: EventQueue::default(),
            rng: Rng::new(options.seed),
            ideal: options.timing == super::Timing::Ideal,
            gates,
            restart_policy,
            pod_failure_policy,
            pod,
            scenario: scenario.clone(),
            slots,
            worker: Worker::default(),
            next_instance: 1,
            sandbox: 0,
            sandbox_ready: false,
            sandbox_ready_at_sync: false,
            kubelet_running: true,
            scheduled: false,
            node,
            qos_class,
            policies: scenario.policies.clone(),
            others_requested,
            schedule_attempts: 0,
            last_schedule_attempt: 0,
            unschedulable: None,
            resize,
            rejected: None,
            deletion: None,
            termination_grace_ms: None,
            deadline_exceeded: false,
            job_failed: false,
            job_sync_queued: false,
            job_counted: false,
            job_notes: Vec::new(),
            finished: false,
            removed: false,
            generation: 1,
            present_images: BTreeSet::new(),
            ready_dependencies: BTreeSet::new(),
            sync_pending_at: None,
            facts: Vec::new(),
            events: Vec::new(),
            event_index: BTreeMap::new(),
            dirty: true,
            processed: 0,
            work: 0,
            pending_removal: false,
            probe_attempts: Vec::new(),
            wait_changes: Vec::new(),
            suspended_probes: Vec::new(),
            probe_workers: BTreeMap::new(),
            crash_delays: super::backoff::Delays {
                initial_ms: options.crash_loop_initial_ms,
                max_ms: options.crash_loop_max_ms,
            },
            last_phase: None,
            last_status_text: None,
            conditions: Vec::new(),
            outside_conditions: Vec::new(),
            snapshots: Vec::new(),
            action_scheduled: vec![false; scenario.actions.len()],
            probe_failures_since_fault: vec![0; scenario.faults.len()],
            deferred_faults: Vec::new(),
            action_done: vec![false; scenario.actions.len()],
            action_times: vec![None; scenario.actions.len()],
            condition_since: vec![None; scenario.actions.len()],
            observer_poll_ms: options.observer_poll_ms,
            volumes_mounted: false,
            restart_all: None,
            next_mount_attempt_ms: None,
            mount_retry_ms: 0,
            probe_faults_of_slot: Vec::new(),
        };
        world.probe_faults_of_slot = vec![Vec::new(); world.slots.len()];
        for (index, fault) in scenario.faults.iter().enumerate() {
            if let FaultKind::ProbeFails { container, .. } | FaultKind::ProbeSlow { container, .. } = &fault.kind
                && let Some(slot) = world.slots.iter().position(|s| s.name == *container)
                && let Some(faults) = world.probe_faults_of_slot.get_mut(slot)
            {
                faults.push(index);
            }
        }
        world
    }

    pub fn pod_name(&self) -> String {
        self.pod.metadata.name.clone().unwrap_or_default()
    }

    /// `NAME_NAMESPACE(UID)` as kubelet messages print a Pod.
    pub fn pod_ref(&self) -> String {
        format!(
            "{}_{}({})",
            self.pod_name(),
            namespace_of(&self.pod),
            self.pod.metadata.uid.clone().unwrap_or_default()
        )
    }

    /// Milliseconds the kubelet takes to notice a container change (PLEG relist, 1 s) in the
    /// realistic model; zero in the ideal model.
    pub fn reaction_ms(&mut self) -> u64 {
        if self.ideal { 0 } else { 1000 - (self.now % 1000) + self.rng.between(0, 150) }
    }

    /// A short latency for kubelet-internal hand-offs (probe result → sync).
    pub fn short_latency_ms(&mut self) -> u64 {
        if self.ideal { 0 } else { self.rng.between(10, 120) }
    }

    /// Asks the pod worker to sync after `delay_ms`.
    pub fn request_sync(&mut self, delay_ms: u64) {
        let at = self.now.saturating_add(delay_ms);
        if let Some(pending) = self.sync_pending_at
            && pending >= self.now
            && pending <= at
        {
            return;
        }
        self.sync_pending_at = Some(at);
        self.queue.push(at, Ev::Sync);
    }

    /// Asks for a sync at an absolute time (back-off expiry); kept even if an earlier one is pending.
    pub fn sync_at(&mut self, at: SimTime) {
        let at = at.max(self.now);
        self.queue.push(at, Ev::Sync);
    }

    pub fn fact(&mut self, slot: Option<usize>, kind: FactKind) -> &mut Fact {
        let name = slot.and_then(|s| self.slots.get(s)).map(|s| s.name.clone());
        self.work = self.work.saturating_add(super::WORK_PER_FACT);
        // A probe attempt changes the status only when the result flips, and `on_probe` marks
        // that itself: a readiness probe failing every second for hours records no new state.
        if !matches!(kind, FactKind::ProbeFailed | FactKind::ProbeSucceeded | FactKind::ProbeErrored) {
            self.dirty = true;
        }
        self.facts.push_mut(Fact::new(self.now, name.as_deref(), kind))
    }

    pub fn why(said: Said, rule: &'static str) -> Option<Why> {
        Some(Why { text: said, rule })
    }

    /// Records a Kubernetes event, aggregating repeats as `kubectl describe` does.
    pub fn event(&mut self, slot: Option<usize>, event_type: EventType, reason: &str, message: String) {
        let (field_path, container) = match slot.and_then(|s| self.slots.get(s)) {
            Some(s) => (Some(s.field_path()), Some(s.name.clone())),
            None => (None, None),
        };
        let now = self.now;
        let key = (event_type, reason.to_owned(), message, field_path);
        if let Some(existing) = self.event_index.get(&key).and_then(|&index| self.events.get_mut(index)) {
            existing.count = existing.count.saturating_add(1);
            existing.last_ms = now;
            if existing.occurrences.len() < 10_000 {
                existing.occurrences.push(now);
            }
            return;
        }
        let (event_type, reason, message, field_path) = key.clone();
        self.event_index.insert(key, self.events.len());
        self.events.push(KubeEvent {
            event_type,
            reason,
            message,
            source: "kubelet".to_owned(),
            field_path,
            container,
            first_ms: now,
            last_ms: now,
            count: 1,
            occurrences: vec![now],
        });
    }

    pub fn find_instance(&self, slot: usize, inst: u64) -> Option<usize> {
        self.slots.get(slot)?.instances.iter().position(|i| i.id == inst)
    }

    pub fn instance_mut(&mut self, slot: usize, inst: u64) -> Option<&mut Instance> {
        self.slots.get_mut(slot)?.instances.iter_mut().find(|i| i.id == inst)
    }

    pub fn slot_by_name(&self, name: &str) -> Option<usize> {
        if let Some(rest) = name.strip_prefix('#') {
            // `#init:2` / `#app:0`: a status-list position from vector prose.
            let (list, index) = rest.split_once(':')?;
            let index: usize = index.parse().ok()?;
            let kinds: &[ContainerKind] =
                if list == "init" { &[ContainerKind::Init, ContainerKind::Sidecar] } else { &[ContainerKind::App] };
            return self.slots.iter().position(|s| kinds.contains(&s.kind) && s.index == index);
        }
        self.slots.iter().position(|s| s.name == name)
    }

    pub fn any_running(&self) -> bool {
        self.slots.iter().any(|s| s.running_instance().is_some())
    }

    /// Every pending-start slot whose process can still make progress.
    pub fn is_terminating(&self) -> bool {
        self.deletion.is_some() || self.deadline_exceeded
    }
}

/// The status a pasted object recorded for the container `name`, if any.
fn recorded_status<'p>(pod: &'p Pod, name: &str) -> Option<&'p ContainerStatus> {
    let status = pod.status.as_ref()?;
    status.init_container_statuses.iter().chain(&status.container_statuses).find(|c| c.name == name).map(|c| &**c)
}

/// A regular container's effective `restartPolicy`: its own with ContainerRestartRules, else the Pod's.
fn policy_of(pod_policy: RestartPolicy, container: &Container, gates: FeatureGates) -> RestartPolicy {
    match container.restart_policy.as_deref().and_then(crate::spec::ContainerRestartPolicy::parse) {
        Some(own) if gates.container_restart_rules => own.as_pod_policy(),
        _ => pod_policy,
    }
}

/// The scenario's behaviour over the one inferred from the command, with faults folded in.
/// With `shared_pid` (`shareProcessNamespace: true`) the pause process is PID 1, so a process
/// without a SIGTERM handler is not PID 1 and the signal's default action ends it (exit 143).
fn behaviour_for(
    scenario: &Scenario,
    container: &Container,
    kind: ContainerKind,
    shared_pid: bool,
    policy: RestartPolicy,
    recorded: Option<&ContainerStatus>,
) -> Behaviour {
    // A pasted status that shows the container crash-looping says more than its command does.
    let mut inferred =
        recorded.and_then(from_status).unwrap_or_else(|| infer_with_policy(container, kind, policy.as_str()));
    // A dependency the scenario never makes reachable is there from the start (the healthy path).
    let scheduled = |name: &str| {
        scenario
            .actions
            .iter()
            .any(|action| matches!(&action.kind, ActionKind::DependencyReady { name: n } if n == name))
    };
    if inferred.waits_for.as_deref().is_some_and(|name| !scheduled(name)) {
        assume_reachable(&mut inferred);
    }
    if shared_pid && inferred.on_sigterm == Some(OnSigterm::Ignore) {
        inferred.on_sigterm = Some(OnSigterm::Exit { after_ms: 0, exit_code: 143 });
    }
    let mut behaviour = match scenario.behaviour(container.name_or_empty()) {
        Some(given) => given.over(&inferred),
        None => inferred,
    };
    for fault in &scenario.faults {
        match &fault.kind {
            crate::scenario::FaultKind::SlowStart { container: name, delay_ms }
                if name == container.name_or_empty() =>
            {
                behaviour.start_delay_ms = *delay_ms;
            }
            crate::scenario::FaultKind::PreStopHangs { container: name } if name == container.name_or_empty() => {
                behaviour.pre_stop =
                    Some(crate::scenario::HookScript { start_delay_ms: 0, run_ms: None, exit_code: 0 });
            }
            _ => {}
        }
    }
    behaviour
}
