//! The pod worker: one sync at a time, its steps run in order, and a step that waits (a
//! synchronous kill, a postStart hook, an image pull) blocks everything after it.
// kubelet: podWorkers / SyncPod (kuberuntime_manager.go)

use std::collections::{BTreeMap, VecDeque};

use super::clock::SimTime;
use super::world::World;

/// One thing a sync does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Step {
    /// Kill one container (synchronously), with a Killing message.
    Kill { slot: usize, inst: u64, message: String },
    /// Stop every container of the Pod (ordered) and end it.
    KillPod,
    /// Create the sandbox (`changed`: an old one existed).
    CreateSandbox { changed: bool },
    /// Start a container; a regular init container that cannot start aborts the sync.
    Start { slot: usize, abort_on_fail: bool },
    /// Finish a start whose image pull completed.
    StartPulled { slot: usize },
    /// Deletion or deadline: stop everything with the Pod's grace budget.
    TerminatePod,
    /// In-place Pod restart: kill the container if it runs (grace 0), then remove it.
    ResetContainer { slot: usize },
    /// In-place Pod restart: remove the container's runs from the runtime.
    RemoveContainer { slot: usize },
    /// In-place Pod restart: every container is removed; start-up runs again.
    ResetDone,
}

/// What the worker waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Block {
    /// An instance to exit (a kill) or its postStart hook to return.
    Instance { slot: usize, inst: u64 },
    /// An image pull.
    Pull { slot: usize },
    /// Every container to stop.
    Pod,
}

/// The worker's state.
#[derive(Debug, Clone, Default)]
pub(crate) struct Worker {
    pub steps: VecDeque<Step>,
    pub blocked: Option<Block>,
    pub resync: bool,
    /// Newest exit time per slot, from the status read at the start of the sync (doBackOff reads
    /// this snapshot, taken before this sync's kills). // kubelet: doBackOff
    pub snapshot: BTreeMap<usize, SimTime>,
}

impl World {
    /// A sync request arrives.
    pub fn on_sync(&mut self) {
        if self.sync_pending_at == Some(self.now) {
            self.sync_pending_at = None;
        }
        if !self.kubelet_running || self.removed {
            return;
        }
        if !self.worker.steps.is_empty() || self.worker.blocked.is_some() {
            self.worker.resync = true;
            return;
        }
        if !self.is_terminating() && !self.volumes_ready() {
            // kubelet: SyncPod → WaitForAttachAndMount fails, so no container is started.
            self.set_wait_all(&super::waits::WaitReason::VolumesNotMounted);
            return;
        }
        self.begin_sync();
        self.run_worker();
    }

    fn begin_sync(&mut self) {
        // kubelet: SyncPod generates the API status from the runtime's state before it acts.
        self.note_sandbox_at_sync();
        self.worker.snapshot = self
            .slots
            .iter()
            .enumerate()
            .filter_map(|(index, slot)| {
                let newest_exited = slot.instances.iter().rev().find(|i| i.in_runtime && !i.running())?;
                newest_exited.finished_ms.map(|f| (index, f))
            })
            .collect();
        self.trigger_readiness();
        let steps = self.compute_actions();
        self.worker.steps = steps.into();
    }

    /// The sandbox as the next status generation sees it. podsim shows what a sync did as soon as
    /// it is done (the real kubelet writes it at the start of the next sync, which the runtime's
    /// events trigger), so a sync's end and a sync's start both refresh it.
    fn note_sandbox_at_sync(&mut self) {
        let before = self.reported_sandbox();
        self.sandbox_ready_at_sync = self.sandbox_ready;
        // Only a change the status shows records a new state (from 1.36 it never is one).
        if self.reported_sandbox() != before {
            self.dirty = true;
        }
    }

    /// Runs steps until one blocks or none are left; then runs a requested re-sync.
    pub fn run_worker(&mut self) {
        for _ in 0..10_000 {
            if let Some(block) = self.worker.blocked {
                if !self.block_resolved(block) {
                    return;
                }
                self.worker.blocked = None;
            }
            match self.worker.steps.pop_front() {
                Some(step) => {
                    self.execute(step);
                    self.wait_behind_block();
                }
                None => {
                    self.note_sandbox_at_sync();
                    if self.worker.resync && self.kubelet_running && !self.removed {
                        self.worker.resync = false;
                        self.begin_sync();
                        if self.worker.steps.is_empty() {
                            return;
                        }
                    } else {
                        return;
                    }
                }
            }
        }
    }

    fn block_resolved(&self, block: Block) -> bool {
        match block {
            Block::Instance { slot, inst } => {
                match self.find_instance(slot, inst).and_then(|i| self.slots.get(slot)?.instances.get(i)) {
                    Some(instance) => !instance.running() || (instance.kill.is_none() && !instance.post_start_running),
                    None => true,
                }
            }
            Block::Pull { .. } => false,
            Block::Pod => !self.any_running(),
        }
    }

    fn execute(&mut self, step: Step) {
        match step {
            Step::Kill { slot, inst, message } => {
                let grace = if message.contains("probe") { self.kill_grace_ms(slot) } else { self.pod_grace_ms() };
                if self.begin_kill(slot, inst, grace, &message, false) {
                    self.worker.blocked = Some(Block::Instance { slot, inst });
                }
            }
            Step::KillPod => {
                let grace = self.pod_grace_ms();
                self.kill_everything(grace, false);
                self.worker.blocked = Some(Block::Pod);
                self.worker.steps.push_back(Step::TerminatePod);
                self.finished = true;
            }
            Step::TerminatePod => self.finish_if_stopped(),
            Step::CreateSandbox { changed } => self.create_sandbox(changed),
            Step::Start { slot, abort_on_fail } => {
                let started = self.start_container(slot);
                if !started && abort_on_fail && self.worker.blocked.is_none() {
                    self.worker.steps.clear();
                }
            }
            Step::StartPulled { slot } => self.create_and_start(slot),
            Step::ResetContainer { slot } => self.reset_container(slot),
            Step::RemoveContainer { slot } => self.remove_for_restart_all(slot),
            Step::ResetDone => self.finish_restart_all(),
        }
    }

    /// The pod's grace budget (ms): the deletion's if deleting, else terminationGracePeriodSeconds.
    pub fn pod_grace_ms(&self) -> u64 {
        match self.deletion {
            // The kubelet never uses less than 1 s, even for a force delete (grace 0).
            // pod_workers: calculateEffectiveGracePeriod
            Some((_, grace)) => grace.max(1000),
            None => u64::try_from(self.pod.spec.grace_period_or_default().max(1)).unwrap_or(30).saturating_mul(1000),
        }
    }

    /// Grace for a single-container kill: the probe's terminationGracePeriodSeconds if the kill is
    /// for a failed liveness/startup probe, else the Pod's. // kubelet: killContainer
    fn kill_grace_ms(&self, slot: usize) -> u64 {
        let spec = self.slots.get(slot).map(|s| &s.spec);
        let probe_grace = spec.and_then(|c| {
            c.liveness_probe
                .as_ref()
                .and_then(|p| p.termination_grace_period_seconds)
                .or_else(|| c.startup_probe.as_ref().and_then(|p| p.termination_grace_period_seconds))
        });
        match probe_grace {
            Some(seconds) if seconds > 0 => u64::try_from(seconds).unwrap_or(1).saturating_mul(1000),
            _ => self.pod_grace_ms(),
        }
    }
}
