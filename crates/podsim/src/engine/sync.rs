//! What one sync decides to start and stop.
// kubelet: computePodActions, computeInitContainerActions (kuberuntime_manager.go,
// kuberuntime_container.go); ShouldContainerBeRestarted (container/helpers.go)

use super::timeline::{EventType, FactKind};
use super::waits::WaitReason;
use super::worker::Step;
use super::world::{ProbeKind, ProbeResult, World};
use crate::containers::ContainerKind;
use super::said::Said;
use crate::spec::{ContainerRestartPolicy, RestartBy, RestartDecision, RestartPolicy};

/// What one sync's look at the init containers and sidecars decides.
#[derive(Default)]
struct InitActions {
    /// Every init container has exited 0 and every sidecar has started (or a regular container runs).
    initialized: bool,
    /// An init container failed and its policy does not restart it: the Pod fails.
    kill_pod: bool,
    /// The first init container or sidecar not done, which everything after it waits for (the
    /// failed one when `kill_pod`).
    awaited: Option<usize>,
    /// Kills (a sidecar's failed probe, changed definition, resize restart).
    kills: Vec<Step>,
    /// Starts, in spec order.
    starts: Vec<Step>,
}

impl World {
    /// The steps of one sync, in SyncPod order: kills, sandbox, ephemeral, init, regular.
    pub fn compute_actions(&mut self) -> Vec<Step> {
        if self.finished {
            return Vec::new();
        }
        if self.is_terminating() {
            // kubelet: SyncTerminatingPod — a terminating Pod starts nothing.
            self.set_wait_all(&WaitReason::PodTerminating);
            return vec![Step::TerminatePod];
        }
        if !self.sandbox_ready {
            let steps = self.sandbox_actions();
            if let Some(first) = steps.iter().find_map(|step| match step {
                Step::Start { slot, abort_on_fail: true } => Some(*slot),
                _ => None,
            }) {
                self.wait_for_init(first, &steps);
            }
            return steps;
        }
        if let Some(steps) = self.restart_all_actions() {
            return steps;
        }
        let mut kills = Vec::new();
        let mut starts = Vec::new();
        for (index, slot) in self.slots.iter().enumerate() {
            if slot.kind == ContainerKind::Ephemeral
                && slot.instances.is_empty()
                && slot.waiting.as_ref().is_none_or(|w| w.0 != "ErrImageNeverPull")
            {
                starts.push(Step::Start { slot: index, abort_on_fail: false });
            }
        }
        let InitActions { initialized, kill_pod, awaited, kills: init_kills, starts: init_starts } = self.init_actions();
        if kill_pod {
            if let Some(failed) = awaited.and_then(|slot| self.slots.get(slot)) {
                let reason = WaitReason::InitFailed { name: failed.name.clone() };
                self.set_wait_all(&reason);
            }
            return vec![Step::KillPod];
        }
        for step in &init_kills {
            if let Step::Kill { slot, message, .. } = step
                && message.ends_with("resize requires restart")
            {
                self.resize.restart.remove(slot);
            }
        }
        kills.extend(init_kills);
        starts.extend(init_starts);
        if !initialized {
            if let Some(awaited) = awaited {
                self.wait_for_init(awaited, &starts);
            }
            kills.extend(starts);
            return kills;
        }
        let mut keep = 0;
        let mut regular_starts = Vec::new();
        let mut resize_restarts = Vec::new();
        for (index, slot) in self.slots.iter().enumerate() {
            if slot.kind != ContainerKind::App {
                continue;
            }
            let Some(position) = slot.running_instance() else {
                if self.should_restart(index) {
                    regular_starts.push(Step::Start { slot: index, abort_on_fail: false });
                }
                continue;
            };
            let Some(instance) = slot.instances.get(position) else { continue };
            if instance.kill.is_some() {
                keep += 1;
                continue;
            }
            let probe_failed = |kind| instance.probes.get(&kind).is_some_and(|p| p.result == ProbeResult::Failure);
            let mut restart = self.policy_restarts_on_failure(index);
            let message = if instance.image != slot.image() {
                // Restart regardless of the policy: the spec changed. // kubelet: computePodActions
                restart = true;
                format!("Container {} definition changed", slot.name)
            } else if self.resize.restart.contains(&index) {
                // kuberuntime: computePodResizeAction (RestartContainer policy)
                restart = true;
                resize_restarts.push(index);
                format!("Container {} resize requires restart", slot.name)
            } else if probe_failed(ProbeKind::Liveness) {
                format!("Container {} failed liveness probe", slot.name)
            } else if probe_failed(ProbeKind::Startup) {
                format!("Container {} failed startup probe", slot.name)
            } else {
                keep += 1;
                continue;
            };
            // A resize restart's message has no suffix. // kuberuntime: computePodResizeAction
            let resized = resize_restarts.last() == Some(&index);
            let message = if restart && !resized { format!("{message}, will be restarted") } else { message };
            kills.push(Step::Kill { slot: index, inst: instance.id, message });
            if restart {
                regular_starts.push(Step::Start { slot: index, abort_on_fail: false });
            }
        }
        for index in resize_restarts {
            self.resize.restart.remove(&index);
        }
        if keep == 0 && regular_starts.is_empty() {
            // Every regular container is done and none will run again: stop the sidecars too, and
            // never restart them. // kubelet: computePodActions (KillPod, InitContainersToStart = nil)
            return vec![Step::KillPod];
        }
        kills.extend(starts);
        kills.extend(regular_starts);
        kills
    }

    /// No ready sandbox: create one, unless a `Never` Pod already ran (it is not resurrected).
    fn sandbox_actions(&mut self) -> Vec<Step> {
        let any_record = self.slots.iter().any(|s| s.instances.iter().any(|i| i.in_runtime));
        if self.sandbox > 0 && self.restart_policy == RestartPolicy::Never && any_record {
            self.finished = true;
            return Vec::new();
        }
        let to_start: Vec<usize> = self
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == ContainerKind::App)
            .filter(|(_, s)| {
                !(self.restart_policy == RestartPolicy::OnFailure
                    && s.latest().is_some_and(|i| !i.running() && i.exit_code == 0))
            })
            .map(|(index, _)| index)
            .collect();
        let any_regular_created = self.slots.iter().any(|s| s.kind == ContainerKind::App && !s.instances.is_empty());
        if to_start.is_empty() && any_regular_created {
            self.finished = true;
            return Vec::new();
        }
        let mut steps = vec![Step::CreateSandbox { changed: self.sandbox > 0 }];
        let first_init = self.slots.iter().position(|s| matches!(s.kind, ContainerKind::Init | ContainerKind::Sidecar));
        match first_init {
            Some(index) => steps.push(Step::Start { slot: index, abort_on_fail: true }),
            None => steps.extend(to_start.into_iter().map(|slot| Step::Start { slot, abort_on_fail: false })),
        }
        for (index, slot) in self.slots.iter().enumerate() {
            if slot.kind == ContainerKind::Ephemeral && slot.instances.is_empty() {
                steps.push(Step::Start { slot: index, abort_on_fail: false });
            }
        }
        steps
    }

    /// What the init containers and sidecars call for. // kubelet: computeInitContainerActions
    fn init_actions(&self) -> InitActions {
        let inits: Vec<usize> = self
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.kind, ContainerKind::Init | ContainerKind::Sidecar))
            .map(|(i, _)| i)
            .collect();
        if inits.is_empty() {
            return InitActions { initialized: true, ..InitActions::default() };
        }
        let mut initialized = self.slots.iter().any(|s| s.kind == ContainerKind::App && s.running_instance().is_some());
        let mut previously_initialized = initialized;
        let mut kills = Vec::new();
        let mut starts: Vec<usize> = Vec::new();
        let mut awaited = None;
        let last = inits.len() - 1;
        for (position, &index) in inits.iter().enumerate().rev() {
            let Some(slot) = self.slots.get(index) else { continue };
            let sidecar = slot.kind == ContainerKind::Sidecar;
            let Some(newest) = slot.latest_in_runtime() else {
                if previously_initialized && sidecar {
                    starts.push(index);
                }
                continue;
            };
            if previously_initialized && !sidecar {
                continue;
            }
            // Whether this one is done (exited 0, or a sidecar that started), so the next is due.
            let mut done = false;
            if newest.running() {
                if sidecar && newest.kill.is_none() {
                    let startup = newest.probes.get(&ProbeKind::Startup).map(|p| p.result);
                    let started = match startup {
                        None => !newest.post_start_running,
                        Some(ProbeResult::Success) => true,
                        Some(ProbeResult::Failure) => {
                            kills.push(Step::Kill {
                                slot: index,
                                inst: newest.id,
                                message: format!("Init container {} failed startup probe", slot.name),
                            });
                            starts.push(index);
                            false
                        }
                        Some(ProbeResult::Unknown) => false,
                    };
                    if started {
                        done = true;
                        if position == last {
                            initialized = true;
                        } else if !previously_initialized && let Some(&next) = inits.get(position + 1) {
                            starts.push(next);
                        }
                        if newest.image != slot.image() {
                            kills.push(Step::Kill {
                                slot: index,
                                inst: newest.id,
                                message: format!("Init container {} definition changed", slot.name),
                            });
                            starts.push(index);
                        } else if newest
                            .probes
                            .get(&ProbeKind::Liveness)
                            .is_some_and(|p| p.result == ProbeResult::Failure)
                        {
                            kills.push(Step::Kill {
                                slot: index,
                                inst: newest.id,
                                message: format!("Init container {} failed liveness probe", slot.name),
                            });
                            starts.push(index);
                        } else if self.resize.restart.contains(&index) {
                            // kuberuntime: computePodResizeAction (RestartContainer policy)
                            kills.push(Step::Kill {
                                slot: index,
                                inst: newest.id,
                                message: format!("Container {} resize requires restart", slot.name),
                            });
                            starts.push(index);
                        }
                    }
                }
            } else if sidecar {
                // Sidecars are always restarted, whatever the Pod's restartPolicy.
                starts.push(index);
            } else if newest.exit_code != 0 {
                if !self.policy_restarts_on_failure(index) {
                    return InitActions { kill_pod: true, awaited: Some(index), ..InitActions::default() };
                }
                starts.push(index);
            } else {
                done = true;
                if position == last {
                    initialized = true;
                } else if let Some(&next) = inits.get(position + 1) {
                    starts.push(next);
                }
            }
            if !previously_initialized {
                awaited = if done { inits.get(position + 1).copied() } else { Some(index) };
            }
            previously_initialized = true;
        }
        if !previously_initialized && let Some(&first) = inits.first() {
            awaited = Some(first);
            starts.push(first);
        }
        starts.sort_unstable();
        starts.dedup();
        let abort = |slot: usize| self.slots.get(slot).is_some_and(|s| s.kind == ContainerKind::Init);
        let starts = starts.into_iter().map(|slot| Step::Start { slot, abort_on_fail: abort(slot) }).collect();
        InitActions { initialized, kill_pod: false, awaited, kills, starts }
    }

    /// Does the policy restart a container of this slot after a failure (and after a probe kill)?
    /// With ContainerRestartRules the container's own `restartPolicy` wins.
    pub fn policy_restarts_on_failure(&self, slot: usize) -> bool {
        self.effective_policy(slot) != RestartPolicy::Never
    }

    /// The `restartPolicy` that applies to a slot: its own with ContainerRestartRules (a sidecar's
    /// `Always` only makes it a sidecar), else the Pod's.
    pub fn effective_policy(&self, slot: usize) -> RestartPolicy {
        match self.slots.get(slot) {
            Some(s) if self.gates.container_restart_rules && s.kind != ContainerKind::Sidecar => {
                s.typed.restart.policy.map_or(self.restart_policy, ContainerRestartPolicy::as_pod_policy)
            }
            _ => self.restart_policy,
        }
    }

    /// Should a regular container that is not running be started? // kubelet: ShouldContainerBeRestarted
    fn should_restart(&self, slot: usize) -> bool {
        let Some(s) = self.slots.get(slot) else { return false };
        if self.deletion.is_some() {
            return false;
        }
        let Some(newest) = s.latest_in_runtime() else { return true };
        if newest.running() {
            return false;
        }
        self.exit_decision(slot, newest.exit_code).restart
    }

    /// The waiting state (CrashLoopBackOff, ImagePullBackOff, …) the status shows for a slot: the
    /// kubelet's last start failure, but only for a container it would start again. A regular
    /// container that exited in a way its policy does not restart (exit 0 under `OnFailure`,
    /// after a probe kill too) shows its termination instead; nothing shows once the Pod is deleted.
    // kubelet: convertToAPIContainerStatuses (reasonCache, ShouldContainerBeRestarted)
    pub fn shown_waiting(&self, slot: usize) -> Option<&(String, String)> {
        let s = self.slots.get(slot)?;
        let waiting = s.waiting.as_ref()?;
        if self.deletion.is_some() {
            return None;
        }
        match s.latest() {
            // A run an in-place restart removed is no longer in the runtime: the container will start.
            Some(exited) if s.kind == ContainerKind::App && !exited.running() && !exited.reset_removed => {
                self.exit_decision(slot, exited.exit_code).restart.then_some(waiting)
            }
            _ => Some(waiting),
        }
    }

    /// Is a regular container restarted after exiting with `exit_code`? With ContainerRestartRules
    /// its `restartPolicyRules`, then its own `restartPolicy`, then the Pod's; else the Pod's.
    /// // kubelet: ShouldContainerBeRestarted → podutil.ContainerShouldRestart
    pub fn exit_decision(&self, slot: usize, exit_code: i64) -> RestartDecision {
        let pod_policy = self.restart_policy;
        match self.slots.get(slot) {
            Some(s) if self.gates.container_restart_rules && s.kind != ContainerKind::Sidecar => {
                s.typed.restart.decide(pod_policy, exit_code)
            }
            _ => RestartDecision::by_pod_policy(pod_policy, exit_code),
        }
    }

    /// Why a regular container runs again: the rule or policy that restarted it after its exit,
    /// or the policy alone after a kubelet kill (probe failures never consult the rules).
    pub fn restart_why(&self, slot: usize) -> Option<Said> {
        let s = self.slots.get(slot)?;
        let name = s.name.clone();
        let policy = self.effective_policy(slot);
        let exited = s.latest().filter(|i| i.kill.is_none() && !i.running());
        let consulted = self.gates.container_restart_rules && !s.spec.restart_policy_rules.is_empty();
        let (Some(previous), true) = (exited, consulted) else {
            return Some(Said::RestartedByPolicy { name, policy });
        };
        let code = previous.exit_code;
        Some(match self.exit_decision(slot, code).by {
            RestartBy::Rule(index) => {
                let summary = s.spec.restart_policy_rules.get(index).map(|r| r.summary()).unwrap_or_default();
                Said::RestartedByRule { name, exit_code: code, index, summary }
            }
            RestartBy::ContainerPolicy | RestartBy::PodPolicy => Said::RestartedNoRuleMatched { name, exit_code: code, policy },
        })
    }

    /// Creates the sandbox; a re-created one purges init records so the whole init sequence runs again.
    pub fn create_sandbox(&mut self, changed: bool) {
        if changed {
            self.event(
                None,
                EventType::Normal,
                "SandboxChanged",
                "Pod sandbox changed, it will be killed and re-created.".to_owned(),
            );
            let fact = self.fact(None, FactKind::SandboxChanged);
            fact.message = Some("Pod sandbox changed, it will be killed and re-created.".to_owned());
            fact.why = World::why(
                Said::SandboxRecreated,
                "kubelet: computePodActions (createPodSandbox; init containers purged)",
            );
            for slot in &mut self.slots {
                if matches!(slot.kind, ContainerKind::Init | ContainerKind::Sidecar) {
                    for instance in &mut slot.instances {
                        instance.in_runtime = false;
                    }
                }
            }
        }
        self.sandbox = self.sandbox.saturating_add(1);
        self.sandbox_ready = true;
        self.dirty = true;
    }
}
