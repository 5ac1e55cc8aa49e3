//! Stopping containers: preStop, the sidecars' turn, SIGTERM, SIGKILL, and the shared grace budget.
// kubelet: killContainer, killContainersWithSyncResult (kuberuntime_container.go),
// kuberuntime_termination_order.go

use super::said::{Said, SidecarTurn, SignalOutcome};
use super::start::hook_script;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, Kill, KillStage, ProbeKind, World};
use crate::containers::ContainerKind;
use super::stop_signal::Reaction;
use crate::scenario::OnSigterm;
use crate::spec::Signal;

/// Every container gets at least 2 s between SIGTERM and SIGKILL. // kubelet: minimumGracePeriodInSeconds
const MINIMUM_GRACE_MS: u64 = 2_000;

impl World {
    /// Starts stopping an instance; false if it is not running (nothing to wait for).
    pub fn begin_kill(&mut self, slot: usize, inst: u64, budget_ms: u64, message: &str, ordered: bool) -> bool {
        let Some(position) = self.find_instance(slot, inst) else { return false };
        let (running, already) = match self.slots.get(slot).and_then(|s| s.instances.get(position)) {
            Some(i) => (i.running(), i.kill.is_some()),
            None => return false,
        };
        if !running {
            return false;
        }
        if !already {
            self.start_kill(slot, inst, budget_ms, message, ordered, 1);
        }
        true
    }

    /// The attempt number of the kill under way, if any (timers of other attempts are stale).
    pub fn kill_attempt(&mut self, slot: usize, inst: u64) -> Option<u32> {
        self.instance_mut(slot, inst).and_then(|i| i.kill.as_ref()).map(|k| k.attempt)
    }

    /// One kill attempt: the Killing event, then preStop, the sidecar's turn and SIGTERM.
    // kubelet: killContainer
    pub(crate) fn start_kill(
        &mut self,
        slot: usize,
        inst: u64,
        budget_ms: u64,
        message: &str,
        ordered: bool,
        attempt: u32,
    ) {
        let Some(position) = self.find_instance(slot, inst) else { return };
        self.event(Some(slot), EventType::Normal, "Killing", message.to_owned());
        self.resume_readiness();
        let fact = self.fact(Some(slot), FactKind::Killing);
        fact.message = Some(message.to_owned());
        fact.why = kill_reason(message);
        let pre_stop = self.slots.get(slot).and_then(|s| {
            let handler = s.spec.lifecycle.as_ref()?.pre_stop.as_ref()?;
            (s.kind != ContainerKind::Init && s.kind != ContainerKind::Ephemeral)
                .then(|| hook_script(handler, s.behaviour.pre_stop))
        });
        if let Some(instance) = self.slots.get_mut(slot).and_then(|s| s.instances.get_mut(position)) {
            for (kind, state) in instance.probes.iter_mut() {
                if *kind != ProbeKind::Readiness {
                    state.on_hold = true;
                }
            }
            instance.post_start_running = false;
            instance.kill = Some(Kill {
                stage: KillStage::PreStop,
                stage_started_ms: self.now,
                budget_ms,
                ordered,
                sigkill_at: None,
                began_ms: self.now,
                initial_budget_ms: budget_ms,
                waited: false,
                attempt,
            });
        }
        match pre_stop {
            Some(hook) if budget_ms > 0 => {
                let fact = self.fact(Some(slot), FactKind::PreStopStarted);
                fact.why = World::why(
                    Said::PreStopFirst,
                    "kubelet: executePreStopHook",
                );
                if hook.start_delay_ms > 0 && hook.start_delay_ms < budget_ms {
                    self.queue.push(self.now + hook.start_delay_ms, Ev::PreStopAppStarted { slot, inst, attempt });
                }
                let end = hook
                    .run_ms
                    .map(|run| hook.start_delay_ms.saturating_add(run))
                    .filter(|end| *end < budget_ms)
                    .unwrap_or(budget_ms);
                self.queue.push(self.now.saturating_add(end), Ev::PreStopDone { slot, inst, attempt });
            }
            _ => self.after_pre_stop(slot, inst),
        }
    }

    /// The preStop hook returned or ran out of budget.
    pub fn on_pre_stop_done(&mut self, slot: usize, inst: u64) {
        let Some(position) = self.find_instance(slot, inst) else { return };
        let Some((kill, running)) =
            self.slots.get(slot).and_then(|s| s.instances.get(position)).map(|i| (i.kill.clone(), i.running()))
        else {
            return;
        };
        let Some(kill) = kill else { return };
        if !running || kill.stage != KillStage::PreStop {
            return;
        }
        let elapsed = self.now.saturating_sub(kill.stage_started_ms);
        let hook = self
            .slots
            .get(slot)
            .and_then(|s| s.spec.lifecycle.as_ref()?.pre_stop.as_ref().map(|h| hook_script(h, s.behaviour.pre_stop)));
        let returned = hook
            .and_then(|h| h.run_ms.map(|r| h.start_delay_ms.saturating_add(r)))
            .is_some_and(|end| end == elapsed && elapsed < kill.budget_ms);
        if returned {
            let code = hook.map(|h| h.exit_code).unwrap_or(0);
            let fact = self.fact(Some(slot), FactKind::PreStopExited);
            fact.exit_code = Some(code);
            if code != 0 {
                self.event(Some(slot), EventType::Warning, "FailedPreStopHook", "PreStopHook failed".to_owned());
                let fact = self.fact(Some(slot), FactKind::FailedPreStopHook);
                fact.message = Some("PreStopHook failed".to_owned());
            }
        }
        // The hook's time comes out of the budget, in whole seconds.
        let used = (elapsed / 1000) * 1000;
        if let Some(k) = self.instance_mut(slot, inst).and_then(|i| i.kill.as_mut()) {
            k.budget_ms = k.budget_ms.saturating_sub(used);
        }
        self.after_pre_stop(slot, inst);
    }

    fn after_pre_stop(&mut self, slot: usize, inst: u64) {
        let ordered = self.instance_mut(slot, inst).and_then(|i| i.kill.as_ref()).is_some_and(|k| k.ordered);
        let is_sidecar = self.slots.get(slot).is_some_and(|s| s.kind == ContainerKind::Sidecar);
        if ordered && is_sidecar {
            let now = self.now;
            let budget = match self.instance_mut(slot, inst).and_then(|i| i.kill.as_mut()) {
                Some(k) => {
                    k.stage = KillStage::WaitTurn;
                    k.stage_started_ms = now;
                    k.budget_ms
                }
                None => return,
            };
            if !self.sidecar_turn(slot) {
                let attempt = self.kill_attempt(slot, inst).unwrap_or(1);
                self.queue.push(now.saturating_add(budget), Ev::WaitTurnTimeout { slot, inst, attempt });
                return;
            }
        }
        self.send_sigterm(slot, inst);
    }

    /// A sidecar may stop once every regular container and every later sidecar has exited.
    fn sidecar_turn(&self, slot: usize) -> bool {
        let Some(me) = self.slots.get(slot) else { return true };
        !self.slots.iter().any(|other| {
            let blocks =
                other.kind == ContainerKind::App || (other.kind == ContainerKind::Sidecar && other.index > me.index);
            blocks && other.running_instance().is_some()
        })
    }

    /// Re-checks every sidecar waiting for its turn (after any exit).
    pub fn check_turns(&mut self) {
        let waiting: Vec<(usize, u64)> = self
            .slots
            .iter()
            .enumerate()
            .filter_map(|(index, s)| {
                let running = s.instances.get(s.running_instance()?)?;
                running.kill.as_ref().is_some_and(|k| k.stage == KillStage::WaitTurn).then_some((index, running.id))
            })
            .collect();
        for (slot, inst) in waiting.into_iter().rev() {
            if self.sidecar_turn(slot) {
                self.end_wait(slot, inst);
            }
        }
    }

    /// The wait for a sidecar's turn ended (its turn came, or the budget ran out).
    pub fn end_wait(&mut self, slot: usize, inst: u64) {
        let now = self.now;
        let Some(k) = self.instance_mut(slot, inst).and_then(|i| i.kill.as_mut()) else { return };
        if k.stage != KillStage::WaitTurn {
            return;
        }
        let waited = now.saturating_sub(k.stage_started_ms);
        k.budget_ms = k.budget_ms.saturating_sub((waited / 1000) * 1000);
        k.waited = waited > 0;
        self.send_sigterm(slot, inst);
    }

    fn send_sigterm(&mut self, slot: usize, inst: u64) {
        let now = self.now;
        let Some(instance) = self.instance_mut(slot, inst) else { return };
        if !instance.running() {
            return;
        }
        // A kill that started over sends SIGTERM again; a handler the first one began keeps its pace.
        let first_sigterm = *instance.first_sigterm_ms.get_or_insert(now);
        let Some(kill) = instance.kill.as_mut() else { return };
        let left = kill.budget_ms;
        let budget = kill.budget_ms.max(MINIMUM_GRACE_MS);
        let (waited, total, attempt) = (kill.waited, kill.initial_budget_ms, kill.attempt);
        kill.stage = KillStage::Term;
        kill.stage_started_ms = now;
        kill.sigkill_at = Some(now.saturating_add(budget));
        // The runtime sends the container's stop signal: `lifecycle.stopSignal` when the gate kept
        // it, else SIGTERM (podsim does not read images' STOPSIGNAL).
        let slot_ref = self.slots.get(slot);
        let signal = slot_ref.and_then(|s| s.typed.stop_signal).unwrap_or(Signal::TERM);
        let reaction = Reaction::to(signal, slot_ref.and_then(|s| s.behaviour.on_sigterm));
        let on_sigterm = match reaction.on_signal() {
            OnSigterm::Exit { after_ms, exit_code } => {
                OnSigterm::Exit { after_ms: first_sigterm.saturating_add(after_ms).saturating_sub(now), exit_code }
            }
            OnSigterm::Ignore => OnSigterm::Ignore,
        };
        let fact = self.fact(Some(slot), FactKind::Sigterm);
        fact.message = Some(format!("{signal}, SIGKILL after {} s", budget / 1000));
        let (total_s, left_s, budget_s) = (total / 1000, left / 1000, budget / 1000);
        let turn = if waited && left == 0 {
            Some(SidecarTurn::BudgetRanOut { total_s })
        } else if waited {
            Some(SidecarTurn::TurnCame { left_s, total_s })
        } else {
            None
        };
        let custom_signal = (signal != Signal::TERM).then_some(signal);
        let outcome = match (reaction, on_sigterm) {
            (Reaction::Dies { exit_code }, _) => SignalOutcome::Dies { signal, exit_code },
            (Reaction::Survives { stopped: true }, _) => SignalOutcome::OnlyStops { signal, budget_s },
            (Reaction::Survives { stopped: false }, _) if signal != Signal::TERM => {
                SignalOutcome::NotEnded { signal, budget_s }
            }
            (_, OnSigterm::Ignore) => SignalOutcome::SigtermIgnored { budget_s },
            (Reaction::HandledLikeSigterm(_), OnSigterm::Exit { after_ms, .. }) if after_ms < budget => {
                SignalOutcome::HandledLikeSigterm { signal, after_s: after_ms / 1000 }
            }
            (_, OnSigterm::Exit { after_ms, .. }) if after_ms < budget => {
                SignalOutcome::ExitsAfter { after_s: after_ms / 1000 }
            }
            (_, OnSigterm::Exit { .. }) => SignalOutcome::TooSlow { signal, budget_s },
        };
        let said = Said::StopSignalSent { turn, custom_signal, outcome };
        fact.why = World::why(said, "kubelet: killContainer (StopContainer with the remaining grace)");
        self.queue.push(now.saturating_add(budget), Ev::Sigkill { slot, inst, attempt });
        if let OnSigterm::Exit { after_ms, exit_code } = on_sigterm {
            // The handler replaces whatever the process was doing.
            if let Some(instance) = self.instance_mut(slot, inst) {
                instance.handling_term = true;
            }
            if after_ms < budget {
                self.queue.push(
                    now.saturating_add(after_ms),
                    Ev::Exit {
                        slot,
                        inst,
                        code: exit_code,
                        reason: if exit_code == 0 { "Completed" } else { "Error" },
                        natural: false,
                    },
                );
            }
        }
    }

    /// SIGKILL at the end of the budget.
    pub fn on_sigkill(&mut self, slot: usize, inst: u64) {
        let running = self.instance_mut(slot, inst).is_some_and(|i| i.running() && i.kill.is_some());
        if !running {
            return;
        }
        let (began, total) = self
            .instance_mut(slot, inst)
            .and_then(|i| i.kill.as_ref())
            .map(|k| (k.began_ms, k.initial_budget_ms))
            .unwrap_or((0, 0));
        let (at_ms, after_ms) = (self.now, self.now.saturating_sub(began));
        let fact = self.fact(Some(slot), FactKind::Sigkill);
        fact.why = World::why(
            Said::SigkillAfterGrace { at_ms, after_ms, total_s: total / 1000 },
            "kubelet: killContainer (StopContainer timeout)",
        );
        self.process_exit(slot, inst, 137, "Error");
    }

    /// Every running container: (slot, instance id, name).
    pub(crate) fn running_containers(&self) -> Vec<(usize, u64, String)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(index, s)| {
                s.running_instance().and_then(|p| s.instances.get(p)).map(|i| (index, i.id, s.name.clone()))
            })
            .collect()
    }

    /// Stops every running container: the pod-kill path (ordered for sidecars).
    pub fn kill_everything(&mut self, budget_ms: u64, _from_deletion: bool) {
        self.termination_grace_ms.get_or_insert(budget_ms);
        for (slot, inst, name) in self.running_containers() {
            self.begin_kill(slot, inst, budget_ms, &format!("Stopping container {name}"), true);
        }
    }

    /// After a pod kill or termination: once nothing runs, the Pod is done.
    pub fn finish_if_stopped(&mut self) {
        if self.any_running() {
            return;
        }
        if !self.finished {
            self.deadline_pod_stopped();
        }
        self.finished = true;
        self.sandbox_ready = false;
        self.dirty = true;
        if self.deletion.is_some() && !self.removed {
            self.removed = true;
            self.pending_removal = true;
        }
    }

    /// A deletion or a passed deadline: every container is stopped with the Pod's budget; a
    /// termination already under way starts over only if the budget is now shorter.
    pub fn terminate_pod(&mut self) {
        // kubelet: SyncTerminatingPod — a terminating Pod starts nothing.
        self.set_wait_all(&super::waits::WaitReason::PodTerminating);
        self.worker.steps.clear();
        self.worker.blocked = None;
        let grace = self.pod_grace_ms();
        match self.termination_grace_ms {
            Some(current) if grace < current => self.shorten_termination(current, grace),
            _ => self.kill_everything(grace, true),
        }
        self.finish_if_stopped();
    }
}

fn kill_reason(message: &str) -> Option<super::timeline::Why> {
    let (text, rule) = if message == super::restart_all::KILL_MESSAGE {
        (
            Said::KillForRestartAll,
            "kubelet: killContainer (grace period overridden to 0, minimumGracePeriodInSeconds)",
        )
    } else if message.contains("definition changed") {
        (
            Said::KillForImageChange,
            "kubelet: computePodActions (containerChanged)",
        )
    } else if message.contains("liveness") {
        (
            Said::KillForLiveness,
            "kubelet: computePodActions / computeInitContainerActions",
        )
    } else if message.contains("startup") {
        (
            Said::KillForStartup,
            "kubelet: computePodActions / computeInitContainerActions",
        )
    } else {
        (
            Said::KillForPodStop,
            "kubelet: killPodWithSyncResult (kuberuntime_termination_order.go)",
        )
    };
    World::why(text, rule)
}
