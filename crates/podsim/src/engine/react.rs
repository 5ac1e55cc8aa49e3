//! Reacting to what happens: process exits, hooks, pulls, scenario actions and faults, deadlines.

use super::said::Said;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, World};
use crate::containers::ContainerKind;
use crate::scenario::{ActionKind, FaultKind};
use crate::spec::RestartPolicy;

impl World {
    /// Dispatches one queued event.
    pub fn handle(&mut self, event: Ev) {
        match event {
            Ev::Sync => {
                // What the API shows between a change and the kubelet's reaction to it (in the
                // ideal model both happen at the same instant).
                if self.dirty {
                    self.take_snapshot();
                }
                self.on_sync()
            }
            Ev::AppStarted { slot, inst } => {
                let now = self.now;
                if let Some(instance) = self.instance_mut(slot, inst)
                    && instance.running()
                    && !instance.app_started
                {
                    instance.app_started = true;
                    if instance.started_ms < now {
                        self.fact(Some(slot), FactKind::AppStarted);
                    }
                }
            }
            Ev::Exit { slot, inst, code, reason, natural } => {
                let replaced = natural && self.instance_mut(slot, inst).is_some_and(|i| i.handling_term);
                if !replaced {
                    self.process_exit(slot, inst, code, reason);
                }
            }
            Ev::Probe { slot, inst, kind } => self.on_probe(slot, inst, kind),
            Ev::PostStartDone { slot, inst } => self.on_post_start_done(slot, inst),
            // Timers of a kill that has since started over (a shorter grace period) are stale.
            Ev::PreStopDone { slot, inst, attempt }
            | Ev::PreStopAppStarted { slot, inst, attempt }
            | Ev::WaitTurnTimeout { slot, inst, attempt }
            | Ev::Sigkill { slot, inst, attempt }
                if self.kill_attempt(slot, inst) != Some(attempt) => {}
            Ev::PreStopDone { slot, inst, .. } => self.on_pre_stop_done(slot, inst),
            Ev::PreStopAppStarted { slot, inst, .. } => {
                if self.instance_mut(slot, inst).is_some_and(|i| i.running()) {
                    self.fact(Some(slot), FactKind::PreStopAppStarted);
                }
            }
            Ev::WaitTurnTimeout { slot, inst, .. } => self.end_wait(slot, inst),
            Ev::Sigkill { slot, inst, .. } => self.on_sigkill(slot, inst),
            Ev::PullDone { slot } => {
                let image = self.slots.get(slot).map(|s| s.image()).unwrap_or_default();
                let took = self.now.saturating_sub(
                    self.facts.iter().rev().find(|f| f.kind == FactKind::Pulling).map(|f| f.t_ms).unwrap_or(self.now),
                );
                self.pulled(slot, &image, took);
                if self.worker.blocked == Some(super::worker::Block::Pull { slot }) {
                    self.worker.blocked = None;
                }
            }
            Ev::Action(index) => self.apply_action(index),
            Ev::Fault(index) => self.apply_fault(index),
            Ev::Deadline => self.on_deadline(),
            Ev::Job(cause) => self.on_job_cause(cause),
            Ev::ResizeAllocate => self.allocate_resize(),
            Ev::ResizeActuated => self.resize_actuated(),
            Ev::ScheduleRetry { attempt } => {
                if attempt == self.schedule_attempts && !self.scheduled && !self.removed {
                    self.try_schedule();
                }
            }
        }
        self.run_worker();
        self.check_conditions();
    }

    /// A process ended (by itself, by a signal or by a fault).
    pub fn process_exit(&mut self, slot: usize, inst: u64, code: i64, reason: &str) {
        let now = self.now;
        let Some(instance) = self.instance_mut(slot, inst) else { return };
        if !instance.running() {
            return;
        }
        instance.finished_ms = Some(now);
        instance.exit_code = code;
        instance.reason = reason.to_owned();
        instance.ready = false;
        instance.post_start_running = false;
        let was_killed = instance.kill.is_some();
        let dependency = self
            .slots
            .get(slot)
            .and_then(|s| s.behaviour.waits_for.clone())
            .filter(|d| self.ready_dependencies.contains(d) && code == 0 && !was_killed);
        let restarts_all = if was_killed { None } else { self.restart_all_exit_why(slot, code) };
        let fact = self.fact(Some(slot), FactKind::Exited);
        fact.exit_code = Some(code);
        fact.reason = Some(reason.to_owned());
        if let Some(text) = restarts_all {
            fact.why = World::why(text, "kubelet: computePodActions (RestartAllContainers rule)");
        } else if let Some(name) = dependency {
            fact.why = World::why(
                Said::DependencyReachable { name },
                "container runtime",
            );
        } else if !was_killed {
            let text = match (reason, code) {
                ("OOMKilled", _) => Said::OomKilled,
                (_, 0) => Said::ExitedZero,
                (_, code) => Said::ExitedWithCode { exit_code: code },
            };
            fact.why = World::why(text, "container runtime");
        }
        self.check_turns();
        let delay = self.reaction_ms();
        self.request_sync(delay);
        if self.is_terminating() || self.finished {
            self.finish_if_stopped();
        }
    }

    fn on_post_start_done(&mut self, slot: usize, inst: u64) {
        let Some(position) = self.find_instance(slot, inst) else { return };
        let (has_startup, has_readiness) = match self.slots.get(slot) {
            Some(s) => (s.spec.startup_probe.is_some(), s.spec.readiness_probe.is_some()),
            None => return,
        };
        let code = self.slots.get(slot).and_then(|s| s.behaviour.post_start).map(|h| h.exit_code).unwrap_or(0);
        let Some(instance) = self.slots.get_mut(slot).and_then(|s| s.instances.get_mut(position)) else { return };
        if !instance.running() || !instance.post_start_running {
            return;
        }
        instance.post_start_running = false;
        if code == 0 {
            instance.started = !has_startup;
            instance.ready = !has_startup && !has_readiness;
        }
        let fact = self.fact(Some(slot), FactKind::PostStartExited);
        fact.exit_code = Some(code);
        fact.why = World::why(
            Said::PostStartReturned,
            "kubelet: startContainer (postStart runs synchronously)",
        );
        if code != 0 {
            self.event(Some(slot), EventType::Warning, "FailedPostStartHook", "PostStartHook failed".to_owned());
            self.fact(Some(slot), FactKind::FailedPostStartHook);
            let grace = self.pod_grace_ms();
            self.begin_kill(slot, inst, grace, "FailedPostStartHook", false);
            self.wait_after_post_start_failure(slot, code);
            // The failed start is this sync's result; the container's death (a PLEG event,
            // requested when it exits) brings the next sync. // kubelet: podWorkers (PLEG)
            self.worker.resync = false;
            return;
        }
        let delay = self.short_latency_ms();
        self.request_sync(delay);
    }

    /// Actions whose trigger is a condition fire when it first holds.
    pub fn check_conditions(&mut self) {
        let _ = self;
    }

    /// A failed postStart is a failed start: a container that will be started again shows
    /// `Waiting{PostStartHookError}` with the hook runner's message until its next start attempt.
    /// // kubelet: startContainer (ErrPostStartHook), convertToAPIContainerStatuses (reasonCache),
    /// handlerRunner.Run (lifecycle/handlers.go)
    fn wait_after_post_start_failure(&mut self, slot: usize, code: i64) {
        let Some(s) = self.slots.get(slot) else { return };
        let restarts = self.deletion.is_none()
            && match s.kind {
                ContainerKind::Sidecar => true,
                _ => self.effective_policy(slot) != RestartPolicy::Never,
            };
        if !restarts {
            return;
        }
        let handler = s.spec.lifecycle.as_ref().and_then(|l| l.post_start.as_ref());
        let container = format!("{:?}", s.name);
        let pod = format!("{:?}", self.pod_ref());
        let message = match handler.and_then(|h| h.exec.as_ref()) {
            Some(command) => format!(
                "Exec lifecycle hook ([{}]) for Container {container} in Pod {pod} failed - error: command '{}' exited with {code}: , message: \"\"",
                command.join(" "),
                command.join(" ")
            ),
            None => format!(
                "HTTP lifecycle hook ({}) for Container {container} in Pod {pod} failed - error: the hook returned an error",
                handler.and_then(|h| h.http_get.clone()).unwrap_or_else(|| "/".to_owned())
            ),
        };
        if let Some(s) = self.slots.get_mut(slot) {
            s.waiting = Some(("PostStartHookError".to_owned(), message.clone()));
        }
        let fact = self.fact(Some(slot), FactKind::Waiting);
        fact.reason = Some("PostStartHookError".to_owned());
        fact.message = Some(message);
        fact.why = World::why(
            Said::PostStartFailed,
            "kubelet: startContainer (ErrPostStartHook)",
        );
    }

    fn apply_action(&mut self, index: usize) {
        let Some(action) = self.scenario.actions.get(index).cloned() else { return };
        if self.action_done.get(index).copied().unwrap_or(true) {
            return;
        }
        if let Some(done) = self.action_done.get_mut(index) {
            *done = true;
        }
        if let Some(time) = self.action_times.get_mut(index) {
            *time = Some(self.now);
        }
        let fact = self.fact(None, FactKind::Action);
        fact.message = Some(action.kind.describe());
        match action.kind {
            ActionKind::Delete { grace_period_seconds } => self.delete_pod(grace_period_seconds),
            ActionKind::UpdateImage { container, image } => {
                if self.deletion.is_some() {
                    // No container is (re)started once the Pod is being deleted.
                    return;
                }
                if let Some(slot) = self.slot_by_name(&container) {
                    if let Some(s) = self.slots.get_mut(slot) {
                        s.spec.image = Some(image);
                    }
                    self.request_sync(0);
                }
            }
            ActionKind::StopKubelet => self.kubelet_running = false,
            ActionKind::StartKubelet => self.start_kubelet(),
            ActionKind::KubeletRestart => {
                self.kubelet_running = false;
                self.start_kubelet();
            }
            ActionKind::NodeReboot | ActionKind::StopPodSandbox => {
                let running: Vec<(usize, u64)> = self
                    .slots
                    .iter()
                    .enumerate()
                    .filter_map(|(i, s)| s.running_instance().and_then(|p| s.instances.get(p)).map(|inst| (i, inst.id)))
                    .collect();
                // A reboot leaves containerd tasks it cannot find after it starts again: it reports
                // them exited with 255, reason Unknown (containerd cri: unknownExitCode,
                // unknownExitReason, on loading a container whose task is gone). StopPodSandbox
                // kills them (SIGKILL: 137).
                let (code, reason) = match action.kind {
                    ActionKind::NodeReboot => (255, "Unknown"),
                    _ => (137, "Error"),
                };
                for (slot, inst) in running {
                    self.process_exit(slot, inst, code, reason);
                }
                self.sandbox_ready = false;
                // The node's kubelet starts afresh, with new probe workers.
                self.drop_probe_workers(None);
                self.worker.steps.clear();
                self.worker.blocked = None;
                self.request_sync(0);
            }
            ActionKind::RemoveExitedInitContainers => {
                for slot in &mut self.slots {
                    if slot.kind == ContainerKind::Init {
                        for instance in &mut slot.instances {
                            if !instance.running() {
                                instance.in_runtime = false;
                            }
                        }
                    }
                }
            }
            ActionKind::AddEphemeralContainer { container, name } => {
                // The API server refuses a taken name or a target that is not a container of the
                // Pod (the scenario's diagnostics say so). // validation: validateEphemeralContainers
                let target_missing = container.target_container_name.as_deref().is_some_and(|target| {
                    self.slot_by_name(target)
                        .is_none_or(|slot| self.slots.get(slot).is_none_or(|s| s.kind == ContainerKind::Ephemeral))
                });
                if self.slot_by_name(&name).is_some() || target_missing || self.deletion.is_some() {
                    return;
                }
                self.generation = self.generation.saturating_add(1);
                std::rc::Rc::make_mut(&mut self.pod.spec).ephemeral_containers.push((*container).clone());
                let behaviour = crate::scenario::infer(&container, ContainerKind::Ephemeral);
                let behaviour = match self.scenario.behaviour(&name) {
                    Some(given) => given.over(&behaviour),
                    None => behaviour,
                };
                self.slots.push(super::world::Slot {
                    kind: ContainerKind::Ephemeral,
                    index: self.pod.spec.ephemeral_containers.len() - 1,
                    name,
                    typed: crate::spec::ContainerSpec::read(&container),
                    spec: *container,
                    behaviour,
                    instances: Vec::new(),
                    waiting: None,
                    crash_backoff: Default::default(),
                    pull_backoff: None,
                    last_pull_failure_ms: None,
                    last_pull_error: None,
                    wait: None,
                    memo: Default::default(),
                });
                self.request_sync(0);
            }
            ActionKind::DependencyReady { name } => {
                self.ready_dependencies.insert(name.clone());
                let waiting: Vec<(usize, u64, u64)> = self
                    .slots
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.behaviour.waits_for.as_deref() == Some(name.as_str()))
                    .filter_map(|(i, s)| {
                        s.running_instance().and_then(|p| s.instances.get(p)).map(|inst| (i, inst.id, inst.started_ms))
                    })
                    .collect();
                for (slot, inst, _) in waiting {
                    // The polling loop notices at its next round (2 s in the usual `sleep 2`).
                    let delay = if self.ideal { 0 } else { self.rng.between(0, 2000) };
                    self.queue.push(
                        self.now.saturating_add(delay),
                        Ev::Exit { slot, inst, code: 0, reason: "Completed", natural: true },
                    );
                }
            }
            ActionKind::RemoveSchedulingGates => self.remove_scheduling_gates(),
            ActionKind::PodLeaves { name } => self.pod_leaves(&name),
            ActionKind::SetCondition { condition_type, status } => self.set_outside_condition(condition_type, status),
            ActionKind::Resize { container, requests, limits } => self.resize(&container, &requests, &limits),
            ActionKind::ResizePod { requests, limits } => self.resize_pod(&requests, &limits),
            ActionKind::Exec { .. } | ActionKind::EndObservation => {}
        }
    }

    fn start_kubelet(&mut self) {
        self.kubelet_running = true;
        if self.resize.undecided {
            let delay = self.reaction_ms();
            self.queue.push(self.now.saturating_add(delay), Ev::ResizeAllocate);
        }
        // Back-off entries live in the kubelet's memory: a restarted kubelet starts afresh.
        for slot in &mut self.slots {
            slot.crash_backoff.clear();
            slot.pull_backoff = None;
        }
        if self.gates.change_container_status_on_kubelet_restart {
            // Before 1.35 a kubelet restart resets Started and Ready until probes succeed again.
            for slot in &mut self.slots {
                let (has_startup, has_readiness) =
                    (slot.spec.startup_probe.is_some(), slot.spec.readiness_probe.is_some());
                for instance in slot.instances.iter_mut().filter(|i| i.running()) {
                    if has_startup {
                        instance.started = false;
                        if let Some(p) = instance.probes.get_mut(&super::world::ProbeKind::Startup) {
                            p.result = super::world::ProbeResult::Unknown;
                            p.successes = 0;
                        }
                    }
                    if has_readiness {
                        instance.ready = false;
                    }
                }
            }
            let running: Vec<(usize, u64)> = self
                .slots
                .iter()
                .enumerate()
                .filter_map(|(i, s)| s.running_instance().and_then(|p| s.instances.get(p)).map(|inst| (i, inst.id)))
                .collect();
            // The new kubelet has new probe workers: a new ticker phase, runs counted afresh.
            self.drop_probe_workers(None);
            for (slot, inst) in running {
                self.schedule_probes(slot, inst);
            }
        }
        self.dirty = true;
        let delay = self.reaction_ms();
        self.request_sync(delay);
    }

    fn apply_fault(&mut self, index: usize) {
        let Some(fault) = self.scenario.faults.get(index).cloned() else { return };
        if let FaultKind::Exit { container, .. } | FaultKind::OomKill { container } = &fault.kind
            && self.running_of(container).is_none()
        {
            // Nothing runs to kill yet (or any more): the fault waits for the container's next start.
            if !self.deferred_faults.contains(&index) {
                self.deferred_faults.push(index);
            }
            return;
        }
        let fact = self.fact(None, FactKind::Fault);
        fact.message = Some(fault.kind.describe());
        match &fault.kind {
            FaultKind::Exit { container, code } => {
                if let Some((slot, inst)) = self.running_of(container) {
                    self.process_exit(slot, inst, *code, if *code == 0 { "Completed" } else { "Error" });
                }
            }
            FaultKind::OomKill { container } => {
                if let Some((slot, inst)) = self.running_of(container) {
                    self.process_exit(slot, inst, 137, "OOMKilled");
                }
            }
            FaultKind::MissingObject { until_ms: Some(until), .. } => {
                let at = (*until).max(self.now);
                self.sync_at(at);
            }
            FaultKind::ImagePullFails { until_ms: Some(until), .. } => self.sync_at((*until).max(self.now)),
            _ => {}
        }
    }

    fn running_of(&self, container: &str) -> Option<(usize, u64)> {
        let slot = self.slot_by_name(container)?;
        let s = self.slots.get(slot)?;
        let position = s.running_instance()?;
        Some((slot, s.instances.get(position)?.id))
    }
}
