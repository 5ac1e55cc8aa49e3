//! The API view of the simulated Pod at an instant: container statuses, phase, conditions and
//! the `kubectl get pod` row, recorded whenever something changed.
// kubelet: convertToAPIContainerStatuses, getPhase, generateAPIPodStatus (kubelet_pods.go)

use super::said::Said;
use super::clock::{SimTime, stable_hash};
use super::timeline::FactKind;
use super::world::{Slot, World};
use super::status_memo::{Reported, ResourcesKey, RunKey, StatusKey};
use super::status_resources::{allocated_resources, status_resources};
use std::rc::Rc;
use crate::containers::ContainerKind;
use crate::model::{
    ContainerState, ContainerStateRunning, ContainerStateTerminated, ContainerStateWaiting, ContainerStatus, Pod,
    PodCondition, PodStatus, VolumeMountStatus,
};
use crate::spec::Signal;
use crate::status::PodPhase;
use crate::status::conditions::Sandbox;
use crate::status::phase::{PhaseFlags, pod_phase};
use crate::status::printer::{PodRow, kubectl_row};
use crate::status::time::format_rfc3339;

pub use crate::model::DEFAULT_CREATION_UNIX;

/// The Pod as the API shows it at one instant.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// When (ms after creation).
    pub t_ms: SimTime,
    /// The Pod with its status (and `deletionTimestamp` while deleting).
    pub pod: Pod,
    /// The phase.
    pub phase: PodPhase,
    /// The `kubectl get pod` row.
    pub row: PodRow,
    /// The object was deleted from the API.
    pub removed: bool,
    /// `metadata.generation`.
    pub generation: i64,
}

/// A mount as the kubelet reports it: a read-only one says whether it is read-only all the way
/// down; `IfPossible` is, on containerd 2 (whose runtime handlers support it).
/// kubelet: convertToAPIContainerStatuses (RecursiveReadOnlyMounts, resolveRecursiveReadOnly)
fn mount_status(mount: &crate::model::VolumeMount) -> VolumeMountStatus {
    let recursive = match mount.recursive_read_only.as_deref() {
        Some("Enabled" | "IfPossible") => "Enabled",
        _ => "Disabled",
    };
    VolumeMountStatus {
        name: mount.name.clone().unwrap_or_default(),
        mount_path: mount.mount_path.clone().unwrap_or_default(),
        read_only: mount.read_only,
        recursive_read_only: mount.read_only.then(|| recursive.to_owned()),
    }
}

impl World {
    pub fn creation_unix(&self) -> i64 {
        self.created_unix
    }

    pub fn timestamp(&self, ms: SimTime) -> String {
        let unix = self.creation_unix().saturating_add(i64::try_from(ms / 1000).unwrap_or(0));
        self.timestamps.borrow_mut().entry(unix).or_insert_with(|| format_rfc3339(unix)).clone()
    }

    /// The container's status, shared with the last recorded state while nothing it is made
    /// from has changed (a long crash loop records thousands of states, most alike).
    fn shared_container_status(&self, index: usize, slot: &Slot, has_init: bool) -> Rc<ContainerStatus> {
        fn run(i: &super::world::Instance) -> RunKey<&str> {
            RunKey {
                id: i.id,
                image: i.image.as_str(),
                started_ms: i.started_ms,
                finished_ms: i.finished_ms,
                exit_code: i.exit_code,
                reason: i.reason.as_str(),
                message: i.message.as_deref(),
                started: i.started,
                ready: i.ready,
                post_start_running: i.post_start_running,
                reset_removed: i.reset_removed,
                memory_request: i.memory_request.as_deref(),
            }
        }
        let key = StatusKey {
            runs: slot.instances.len(),
            latest: slot.latest().map(run),
            previous: slot
                .instances
                .iter()
                .rev()
                .skip(1)
                .find(|i| !i.running())
                .map(|i| (i.id, i.finished_ms, i.reset_removed)),
            waiting: self.shown_waiting(index).map(|(reason, message)| (reason.as_str(), message.as_str())),
            restarting: self.restart_all.is_some(),
            revision: self.resize.revision,
            image: slot.spec.image.as_deref(),
        };
        slot.memo.status(key, || self.container_status(index, slot, has_init))
    }

    fn container_status(&self, index: usize, slot: &Slot, has_init: bool) -> ContainerStatus {
        let latest = slot.latest();
        let previous = |skip: usize| slot.instances.iter().rev().skip(skip).find(|i| !i.running());
        let terminated = |i: &super::world::Instance| ContainerStateTerminated {
            exit_code: i.exit_code,
            signal: None,
            reason: Some(i.reason.clone()),
            message: i.message.clone(),
            started_at: Some(self.timestamp(i.started_ms)),
            finished_at: i.finished_ms.map(|f| self.timestamp(f)),
        };
        // A run the in-place Pod restart removed is remembered as its own termination, exit 137.
        // kubelet: convertToAPIContainerStatuses (RestartingAllContainers)
        let last_of = |i: &super::world::Instance| {
            let terminated = if i.reset_removed {
                ContainerStateTerminated {
                    exit_code: super::restart_all::REMOVED_EXIT_CODE,
                    signal: None,
                    reason: Some(super::restart_all::REMOVED_REASON.to_owned()),
                    message: Some(super::restart_all::REMOVED_MESSAGE.to_owned()),
                    started_at: None,
                    finished_at: None,
                }
            } else {
                terminated(i)
            };
            ContainerState { terminated: Some(terminated), ..ContainerState::default() }
        };
        let default_reason = if has_init { "PodInitializing" } else { "ContainerCreating" };
        // A container is shown Waiting (CrashLoopBackOff, ImagePullBackOff…) only while it would be
        // started again; otherwise the runtime's last exit shows.
        let waiting = self.shown_waiting(index);
        let removed = latest.filter(|i| i.reset_removed);
        let (state, last_state) = match (latest, waiting) {
            (Some(i), Some((reason, message))) if !i.running() => (
                ContainerState {
                    waiting: Some(ContainerStateWaiting {
                        reason: Some(reason.clone()),
                        message: Some(message.clone()),
                    }),
                    ..ContainerState::default()
                },
                last_of(i),
            ),
            // Removed by the in-place restart: `RestartingAllContainers` while it is under way,
            // then the default waiting reason until the container starts again.
            (Some(i), None) if i.reset_removed => {
                let restarting = self.restart_all.is_some();
                let reason = if restarting { super::restart_all::REMOVED_REASON } else { default_reason };
                let message = restarting.then(|| super::restart_all::REMOVED_MESSAGE.to_owned());
                (
                    ContainerState {
                        waiting: Some(ContainerStateWaiting { reason: Some(reason.to_owned()), message }),
                        ..ContainerState::default()
                    },
                    last_of(i),
                )
            }
            (None, Some((reason, message))) => (
                ContainerState {
                    waiting: Some(ContainerStateWaiting {
                        reason: Some(reason.clone()),
                        message: Some(message.clone()),
                    }),
                    ..ContainerState::default()
                },
                ContainerState::default(),
            ),
            (Some(i), _) if i.running() && i.post_start_running => (
                ContainerState {
                    waiting: Some(ContainerStateWaiting {
                        reason: Some("ContainerCreating".to_owned()),
                        message: None,
                    }),
                    ..ContainerState::default()
                },
                previous(1).map(last_of).unwrap_or_default(),
            ),
            (Some(i), _) if i.running() => (
                ContainerState {
                    running: Some(ContainerStateRunning { started_at: Some(self.timestamp(i.started_ms)) }),
                    ..ContainerState::default()
                },
                previous(1).map(last_of).unwrap_or_default(),
            ),
            (Some(i), _) => (
                ContainerState { terminated: Some(terminated(i)), ..ContainerState::default() },
                previous(1).map(last_of).unwrap_or_default(),
            ),
            (None, None) => (
                ContainerState {
                    waiting: Some(ContainerStateWaiting { reason: Some(default_reason.to_owned()), message: None }),
                    ..ContainerState::default()
                },
                ContainerState::default(),
            ),
        };
        let running = latest.is_some_and(|i| i.running() && !i.post_start_running);
        let ready = match slot.kind {
            ContainerKind::Init => latest.is_some_and(|i| !i.running() && i.exit_code == 0 && !i.reset_removed),
            ContainerKind::Ephemeral => false,
            _ => running && latest.is_some_and(|i| i.ready),
        };
        let started = match slot.kind {
            ContainerKind::Ephemeral => None,
            ContainerKind::Init => Some(running),
            _ => Some(running && latest.is_some_and(|i| i.started)),
        };
        // With InPlacePodVerticalScaling on, every container the runtime reports carries the
        // allocation (an ephemeral container's is its empty spec) and what it runs with.
        // kubelet: convertToAPIContainerStatuses
        let reported = latest.filter(|i| !i.reset_removed && self.gates.in_place_pod_vertical_scaling).map(|instance| {
            let key = ResourcesKey {
                revision: self.resize.revision,
                running,
                memory_request: instance.memory_request.as_deref(),
            };
            slot.memo.resources(key, || {
                let allocated = self.allocated_of(slot);
                let applied = self.resize.actuated.get(&slot.name).map_or(allocated, |r| &**r);
                Reported {
                    allocated_resources: allocated_resources(allocated).map(Rc::new),
                    status_resources: Rc::new(status_resources(allocated, applied, running, instance.memory_request.as_ref())),
                }
            })
        });
        ContainerStatus {
            name: slot.name.clone(),
            ready,
            started,
            restart_count: i64::try_from(slot.instances.len().saturating_sub(1).saturating_add(usize::from(removed.is_some())))
                .unwrap_or(0),
            state,
            last_state,
            // With the gate on the kubelet copies the runtime's effective stop signal for every
            // container the runtime created (convertToAPIContainerStatuses, fromCRIStopSignal).
            // containerd reports the container config's signal, else the image's STOPSIGNAL, else
            // SIGTERM (toCRIContainerStatus); podsim does not read images, so SIGTERM.
            stop_signal: (self.gates.container_stop_signals && latest.is_some())
                .then(|| slot.typed.stop_signal.unwrap_or(Signal::TERM).name().to_owned()),
            image: Some(latest.map(|i| i.image.clone()).unwrap_or_else(|| slot.image())),
            // containerd's IDs are 64 hex digits; these are stable per container and run.
            container_id: latest.filter(|_| removed.is_none()).map(|i| {
                slot.memo.container_id(i.id, || {
                    let part = |salt: u8| format!("{:016x}", stable_hash(&format!("{salt}/{}/{}", slot.name, i.id)));
                    format!("containerd://{}{}{}{}", part(0), part(1), part(2), part(3))
                })
            }),
            allocated: (slot.kind != ContainerKind::Ephemeral)
                .then(|| self.resize.allocated.get(&slot.name).cloned())
                .flatten(),
            resources: if running { self.resize.actuated.get(&slot.name).cloned() } else { None },
            allocated_resources: reported.as_ref().and_then(|r| r.allocated_resources.clone()),
            status_resources: reported.map(|r| r.status_resources),
            volume_mounts: slot.memo.mounts(|| slot.spec.volume_mounts.iter().map(mount_status).collect()),
        }
    }

    /// What the kubelet allocated to the container: its spec until a resize was allocated.
    fn allocated_of<'a>(&'a self, slot: &'a Slot) -> &'a crate::model::ResourceRequirements {
        self.resize.allocated.get(&slot.name).map_or(&slot.spec.resources, |r| &**r)
    }

    /// The Pod as the API server stores it now, with `status`: its creation time, generation
    /// and, once deleted, its deletion timestamp and grace period.
    pub(crate) fn stored_pod(&self, status: PodStatus) -> Pod {
        let mut pod = self.pod.clone();
        pod.metadata.creation_timestamp = Some(self.timestamp(0));
        pod.metadata.generation = Some(self.generation);
        if let Some((at, grace)) = self.deletion {
            pod.metadata.deletion_timestamp = Some(self.timestamp(at.saturating_add(grace)));
            pod.metadata.deletion_grace_period_seconds = Some(i64::try_from(grace / 1000).unwrap_or(0));
        }
        pod.status = Some(status);
        pod
    }

    /// The generation the status and the kubelet's conditions say they answer, with
    /// PodObservedGenerationTracking on. // podutil: CalculatePodStatusObservedGeneration
    pub(crate) fn observed_generation(&self) -> Option<i64> {
        self.gates.pod_observed_generation_tracking.then_some(self.generation)
    }

    /// The simulated wall clock now, in Unix seconds.
    pub(crate) fn now_unix(&self) -> i64 {
        self.creation_unix().saturating_add(i64::try_from(self.now / 1000).unwrap_or(0))
    }

    /// A `Status` fact when kubectl's STATUS column changes, and the `PodRemoved` fact once the
    /// API object is gone: the facts every recorded state ends with.
    pub(crate) fn record_status_and_removal(&mut self, status: &str) {
        if self.last_status_text.as_deref() != Some(status) {
            let fact = self.fact(None, FactKind::Status);
            fact.phase = Some(status.to_owned());
            self.last_status_text = Some(status.to_owned());
        }
        if self.pending_removal {
            self.pending_removal = false;
            let why = self.removal_why();
            let fact = self.fact(None, FactKind::PodRemoved);
            fact.why = why;
        }
    }

    /// Builds the Pod with its status now and records it when it changed.
    pub fn take_snapshot(&mut self) {
        if !self.scheduled {
            self.take_gated_snapshot();
            return;
        }
        let has_init = !self.pod.spec.init_containers.is_empty();
        let mut status = PodStatus {
            start_time: Some(self.timestamp(0)),
            conditions: self.outside_conditions.clone(),
            qos_class: Some(self.qos_class.as_str().to_owned()),
            observed_generation: self.observed_generation(),
            ..PodStatus::default()
        };
        for (index, slot) in self.slots.iter().enumerate() {
            let container_status = self.shared_container_status(index, slot, has_init);
            match slot.kind {
                ContainerKind::Init | ContainerKind::Sidecar => status.init_container_statuses.push(container_status),
                ContainerKind::App => status.container_statuses.push(container_status),
                ContainerKind::Ephemeral => status.ephemeral_container_statuses.push(container_status),
            }
        }
        if self.finished && !self.any_running() && (self.deletion.is_some() || self.deadline_exceeded) {
            let last_init_is_sidecar =
                self.pod.spec.init_containers.last().is_some_and(crate::model::Container::is_restartable);
            mark_unknown_states(&mut status, has_init, last_init_is_sidecar);
        }
        let flags = PhaseFlags {
            pod_is_terminal: (self.deletion.is_some() || self.deadline_exceeded) && self.finished,
            pod_has_initialized: self
                .slots
                .iter()
                .any(|s| s.kind == ContainerKind::App && s.instances.iter().any(|i| i.sandbox == self.sandbox && i.in_runtime)),
        };
        let computed = pod_phase(&self.pod.spec, &status, flags, self.gates);
        let previous = self.last_phase;
        // The phase the kubelet generates: terminal phases stick, a passed deadline evicts.
        // kubelet: generateAPIPodStatus (ShouldEvict of the active deadline handler)
        let kubelet_phase = match previous {
            Some(p) if p.is_terminal() => p,
            _ if self.deadline_exceeded => PodPhase::Failed,
            // The Pod stays Running while it restarts in place (PR #134345: "ensure the pod status
            // will be running during this restart").
            _ if self.restart_all.is_some() => PodPhase::Running,
            _ => computed,
        };
        // The API keeps the old phase, reason and message while a container may still run.
        // kubelet: mergePodStatus (couldHaveRunningContainers, status_manager.go)
        let held_back =
            kubelet_phase.is_terminal() && !previous.is_some_and(PodPhase::is_terminal) && self.any_running();
        let mut phase = if held_back { previous.unwrap_or(PodPhase::Pending) } else { kubelet_phase };
        if !phase.is_terminal() && self.finished && !self.any_running() && self.deletion.is_some() {
            // TerminatePod: a deleted Pod that stopped is written terminal. // kubelet: TerminatePod
            let all_ok = self
                .slots
                .iter()
                .filter(|s| s.kind == ContainerKind::App)
                .all(|s| s.latest().is_some_and(|i| !i.running() && i.exit_code == 0));
            phase = if all_ok { PodPhase::Succeeded } else { PodPhase::Failed };
        }
        // Once the object is gone (a force delete), nothing the API shows changes any more; only
        // the containers still being stopped on the node do.
        let api_gone = self.removed && !self.pending_removal;
        if api_gone && let Some(last) = previous {
            phase = last;
        }
        status.phase = Some(phase.as_str().to_owned());
        status.host_ip = Some(super::node::NODE_IP.to_owned());
        status.pod_ips = self.pod_ips(phase);
        if self.gates.in_place_pod_level_resources_vertical_scaling {
            self.report_pod_resources(&mut status, previous == Some(PodPhase::Running));
        }
        if self.deadline_exceeded && phase.is_terminal() {
            status.reason = Some("DeadlineExceeded".to_owned());
            status.message = Some(super::deadline::DEADLINE_MESSAGE.to_owned());
        }
        // The kubelet-owned conditions are generated with the kubelet's phase even while the API
        // phase is held back (Ready and ContainersReady turn False with reason PodFailed).
        let mut conditions = crate::status::conditions::generate_conditions(
            &self.pod.spec,
            &status,
            if held_back { kubelet_phase } else { phase },
            self.reported_sandbox(),
            self.gates,
        );
        let restarting = self.restarting_all();
        let old = &self.conditions;
        crate::status::conditions::apply_in_place_restart(
            &self.pod.spec,
            &mut conditions,
            old,
            phase,
            restarting,
            self.gates,
        );
        let outside = |c: &PodCondition| self.outside_conditions.iter().any(|o| o.condition_type == c.condition_type);
        for condition in &mut conditions {
            condition.last_transition_time = Some(self.transition_time(condition));
            // The kubelet's conditions answer the generation it synced. // kubelet: generateAPIPodStatus
            if !outside(condition) {
                condition.observed_generation = self.observed_generation();
            }
        }
        conditions.extend(self.resize_conditions());
        let pod_ready_before = self.conditions.iter().any(|c| c.condition_type == "Ready" && c.status == "True");
        let pod_ready_now = conditions.iter().any(|c| c.condition_type == "Ready" && c.status == "True");
        self.conditions = conditions.clone();
        status.conditions = conditions;
        // Bound to the node: the spec gains nodeName once, and every recorded state shares it.
        if self.pod.spec.node_name.is_none() {
            std::rc::Rc::make_mut(&mut self.pod.spec).node_name = Some(super::node::NODE_NAME.to_owned());
        }
        let pod = self.stored_pod(status);
        let now_unix = self.now_unix();
        let row = match self.snapshots.last() {
            Some(last) if api_gone => last.row.clone(),
            _ => kubectl_row(&pod, Some(now_unix)),
        };
        if previous != Some(phase) {
            let why = phase_why(phase, self, pod.status.as_ref());
            let fact = self.fact(None, FactKind::Phase);
            fact.phase = Some(phase.as_str().to_owned());
            fact.why = why;
        }
        if pod_ready_before != pod_ready_now && !api_gone {
            self.fact(None, if pod_ready_now { FactKind::Ready } else { FactKind::NotReady });
        }
        self.record_status_and_removal(&row.status);
        self.last_phase = Some(phase);
        let containers = u64::try_from(self.slots.len()).unwrap_or(u64::MAX);
        self.work = self.work.saturating_add(super::WORK_PER_CONTAINER_STATE.saturating_mul(containers));
        self.snapshots.push(Snapshot {
            t_ms: self.now,
            pod,
            phase,
            row,
            removed: self.removed,
            generation: self.generation,
        });
        self.dirty = false;
    }

    /// The sandbox as the status shows it. From 1.36 the kubelet writes the status as soon as a
    /// new sandbox and its network are ready, before any image pull (kubelet: OnPodSandboxReady,
    /// kubernetes/kubernetes#134660); before, only the status generated at the start of a later
    /// sync sees it, so it shows once the sync that created it has pulled and started its
    /// containers. // kubelet: SyncPod (generateAPIPodStatus), kuberuntime: SyncPod
    pub(super) fn reported_sandbox(&self) -> Sandbox {
        // OnPodSandboxReady returns at once when the PodReadyToStartContainersCondition gate is off.
        let at_once = self.gates.ready_to_start_at_sandbox && self.gates.pod_ready_to_start_containers_condition;
        let seen = self.sandbox_ready && (at_once || self.sandbox_ready_at_sync);
        match (seen, self.sandbox) {
            (true, _) => Sandbox::Ready,
            (false, 0) => Sandbox::Missing,
            // A sandbox being created, before the kubelet reports it, was not there at the
            // sync's start either.
            (false, _) if self.sandbox_ready => Sandbox::Missing,
            (false, _) => Sandbox::NotReady,
        }
    }

    /// `status.podIPs` now: the node's address for a `hostNetwork` Pod; the sandbox's address
    /// while it has one; a terminal Pod keeps its last ones.
    // kubelet: generateAPIPodStatus (host network), convertStatusToAPIStatus, mergePodStatus (#125404)
    fn pod_ips(&self, phase: PodPhase) -> Vec<String> {
        if self.pod.spec.host_network == Some(true) || self.reported_sandbox() == Sandbox::Ready {
            return vec![self.sandbox_ip()];
        }
        if !phase.is_terminal() {
            return Vec::new();
        }
        self.snapshots.last().and_then(|s| s.pod.status.as_ref()).map(|s| s.pod_ips.clone()).unwrap_or_default()
    }

    /// The Pod's address on its current sandbox: the node's for a `hostNetwork` Pod.
    pub(crate) fn sandbox_ip(&self) -> String {
        if self.pod.spec.host_network == Some(true) {
            super::node::NODE_IP.to_owned()
        } else {
            super::node::pod_ip(self.sandbox)
        }
    }

    fn transition_time(&self, condition: &PodCondition) -> String {
        match self.conditions.iter().find(|c| c.condition_type == condition.condition_type) {
            Some(old) if old.status == condition.status => {
                old.last_transition_time.clone().unwrap_or_else(|| self.timestamp(self.now))
            }
            _ => self.timestamp(self.now),
        }
    }
}

/// What the kubelet writes for containers without a terminal state once it has stopped a deleted
/// (or deadline-failed) Pod: `Terminated{ContainerStatusUnknown, 137}`, since it cannot know how
/// they ended. App containers only once the Pod has initialized (one ever left Waiting); init
/// containers up to the last one that ever started. // kubelet: TerminatePod, hasPodInitialized,
/// initializedContainers (status_manager.go)
fn mark_unknown_states(status: &mut PodStatus, has_init: bool, last_init_is_sidecar: bool) {
    let left_waiting = |c: &Rc<ContainerStatus>| c.state.waiting.is_none() || c.last_state.terminated.is_some();
    let exited_zero = |state: &ContainerState| state.terminated.as_ref().is_some_and(|t| t.exit_code == 0);
    let last_init_done = status.init_container_statuses.last().is_some_and(|c| {
        if last_init_is_sidecar {
            c.state.running.is_some() && c.started == Some(true)
        } else {
            exited_zero(&c.last_state) || exited_zero(&c.state)
        }
    });
    let initialized = !has_init || status.container_statuses.iter().any(left_waiting) || last_init_done;
    if initialized {
        status.container_statuses.iter_mut().for_each(|c| mark_unknown(Rc::make_mut(c)));
    }
    let tried = status.init_container_statuses.iter().rposition(left_waiting).unwrap_or(0);
    status.init_container_statuses.iter_mut().take(tried.saturating_add(1)).for_each(|c| mark_unknown(Rc::make_mut(c)));
}

fn mark_unknown(container: &mut ContainerStatus) {
    if container.state.terminated.is_some() {
        return;
    }
    container.state = ContainerState {
        terminated: Some(ContainerStateTerminated {
            exit_code: 137,
            signal: None,
            reason: Some("ContainerStatusUnknown".to_owned()),
            message: Some("The container could not be located when the pod was terminated".to_owned()),
            started_at: None,
            finished_at: None,
        }),
        ..ContainerState::default()
    };
}

fn phase_why(phase: PodPhase, world: &World, status: Option<&PodStatus>) -> Option<super::timeline::Why> {
    if phase == PodPhase::Failed && world.deadline_exceeded {
        return World::why(
            Said::DeadlineTerminal,
            "kubelet: activeDeadlineHandler, mergePodStatus (status_manager.go)",
        );
    }
    let text = match phase {
        PodPhase::Pending => pending_why(&world.pod.spec, status, world.gates),
        PodPhase::Running => Said::PhaseRunning,
        PodPhase::Succeeded => Said::PhaseSucceeded,
        PodPhase::Failed => Said::PhaseFailed,
        PodPhase::Unknown => Said::PhaseUnknown,
    };
    World::why(text, "kubelet: getPhase (kubelet_pods.go)")
}

/// Why the Pod is Pending, read from the status it reports: the first init container that has not
/// finished (or sidecar that has not started), else the regular containers that have not run yet.
// kubelet: getPhase (pendingInitialization, waiting)
fn pending_why(spec: &crate::model::PodSpec, status: Option<&PodStatus>, gates: crate::version::FeatureGates) -> Said {
    use crate::status::conditions::{init_not_done, is_sidecar};
    let statuses = status.and_then(crate::status::all_container_statuses).unwrap_or_default();
    let statuses = crate::status::StatusIndex::new(&statuses);
    if let Some((container, _)) = init_not_done(spec, &statuses, gates).first() {
        let name = container.name_or_empty().to_owned();
        return if is_sidecar(container, gates) {
            Said::PendingSidecar { name }
        } else {
            Said::PendingInit { name }
        };
    }
    let waiting: Vec<String> = spec
        .containers
        .iter()
        .map(|c| c.name_or_empty())
        .filter(|name| statuses.get(name).is_none_or(crate::status::phase::waiting_to_start))
        .map(str::to_owned)
        .collect();
    if waiting.is_empty() { Said::PendingUnreported } else { Said::PendingNotStarted { names: waiting } }
}
