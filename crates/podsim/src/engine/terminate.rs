//! Stopping containers: preStop, the sidecars' turn, SIGTERM, SIGKILL, and the shared grace budget.
// kubelet: killContainer, killContainersWithSyncResult (kuberuntime_container.go),
// kuberuntime_termination_order.go

use super::start::hook_script;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, Kill, KillStage, ProbeKind, World};
use crate::containers::ContainerKind;
use crate::duration::{Style, format_ms};
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
                    crate::text!(
                        "preStop hooks run first, all at the same moment, out of the shared grace budget",
                        "preStop 钩子最先运行，所有钩子同时开始，共用同一份宽限期预算"
                    ),
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
        let mut text = if waited && left == 0 {
            crate::text!(
                "the {total_s} s grace budget ran out while this sidecar waited for the app containers; sidecars still get at least 2 s. ",
                "这个 sidecar 等待应用容器退出期间，{total_s} 秒的宽限期预算已经用完；sidecar 仍至少有 2 秒。"
            )
        } else if waited {
            crate::text!(
                "its turn came: every app container and every later sidecar has exited ({left_s} s of the {total_s} s budget left). ",
                "轮到它了：所有应用容器和排在它后面的 sidecar 都已退出（{total_s} 秒的预算还剩 {left_s} 秒）。"
            )
        } else {
            crate::lang::Text::default()
        };
        if signal != Signal::TERM {
            text.push(&crate::text!(
                "the stop signal is {signal} (lifecycle.stopSignal). ",
                "停止信号是 {signal}（lifecycle.stopSignal）。"
            ));
        }
        text.push(&match (reaction, on_sigterm) {
            (Reaction::Dies { exit_code }, _) => crate::text!(
                "{signal}; the process has no handler for it and ends at once (exit {exit_code} = 128 + {})",
                "{signal}；进程没有处理它，立即结束（退出码 {exit_code} = 128 + {}）",
                signal.number()
            ),
            (Reaction::Survives { stopped: true }, _) => crate::text!(
                "{signal} only stops the process, it does not end it: only SIGKILL, {budget_s} s later, will end it",
                "{signal} 只会暂停进程而不会结束它：只有 {budget_s} 秒后的 SIGKILL 才能结束它"
            ),
            (Reaction::Survives { stopped: false }, _) if signal != Signal::TERM => crate::text!(
                "{signal} does not end the process (ignored by default, or PID 1 without a handler): only SIGKILL, {budget_s} s later, will end it",
                "{signal} 不会结束进程（默认被忽略，或 PID 1 没有信号处理程序）：只有 {budget_s} 秒后的 SIGKILL 才能结束它"
            ),
            (_, OnSigterm::Ignore) => crate::text!(
                "SIGTERM is ignored (PID 1 without a handler): only SIGKILL, {budget_s} s later, will end it",
                "SIGTERM 被忽略（PID 1 没有信号处理程序）：只有 {budget_s} 秒后的 SIGKILL 才能结束它"
            ),
            (Reaction::HandledLikeSigterm(_), OnSigterm::Exit { after_ms, .. }) if after_ms < budget => crate::text!(
                "{signal}; podsim assumes the process handles its stop signal as it would SIGTERM, and exits after {} s",
                "{signal}；podsim 假定进程像处理 SIGTERM 一样处理它的停止信号，{} 秒后退出",
                after_ms / 1000
            ),
            (_, OnSigterm::Exit { after_ms, .. }) if after_ms < budget => crate::text!(
                "SIGTERM; the process handles it and exits after {} s",
                "SIGTERM；进程处理该信号，{} 秒后退出",
                after_ms / 1000
            ),
            (_, OnSigterm::Exit { .. }) => crate::text!(
                "{signal}; the process will not finish within the {budget_s} s left, so SIGKILL follows",
                "{signal}；进程无法在剩余的 {budget_s} 秒内结束，随后会收到 SIGKILL"
            ),
        });
        fact.why = World::why(text, "kubelet: killContainer (StopContainer with the remaining grace)");
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
        let at = format_ms(self.now, Style::Tenths);
        let after = format_ms(self.now.saturating_sub(began), Style::Tenths);
        let fact = self.fact(Some(slot), FactKind::Sigkill);
        fact.why = World::why(
            crate::text!(
                "SIGKILL at {at}, {after} after the kill began: the {} s grace period ran out (exit 137; every container gets at least 2 s after SIGTERM)",
                "{at} 时发送 SIGKILL，距终止开始已过 {after}：{} 秒的宽限期已用完（退出码 137；每个容器在 SIGTERM 之后至少有 2 秒）",
                total / 1000
            ),
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
            crate::text!(
                "the Pod restarts in place (AllContainersRestarting): every running container is killed one after \
                 another with grace 0, so no preStop hook runs and SIGKILL follows SIGTERM after the 2 s minimum",
                "Pod 原地重启（AllContainersRestarting）：所有运行中的容器依次以宽限期 0 被终止，\
                 因此不运行 preStop 钩子，SIGTERM 之后经过最短的 2 秒就发送 SIGKILL"
            ),
            "kubelet: killContainer (grace period overridden to 0, minimumGracePeriodInSeconds)",
        )
    } else if message.contains("definition changed") {
        (
            crate::text!(
                "the container's image changed: the kubelet restarts it whatever the restartPolicy (the back-off key includes the image, so there is no delay)",
                "容器的镜像变了：无论 restartPolicy 是什么，kubelet 都会重启它（退避的键包含镜像，所以没有等待）"
            ),
            "kubelet: computePodActions (containerChanged)",
        )
    } else if message.contains("liveness") {
        (
            crate::text!(
                "the liveness probe failed failureThreshold times in a row",
                "存活探针连续失败了 failureThreshold 次"
            ),
            "kubelet: computePodActions / computeInitContainerActions",
        )
    } else if message.contains("startup") {
        (
            crate::text!(
                "the startup probe failed failureThreshold times in a row",
                "启动探针连续失败了 failureThreshold 次"
            ),
            "kubelet: computePodActions / computeInitContainerActions",
        )
    } else {
        (
            crate::text!(
                "the Pod is being stopped: every container is killed at once; sidecars wait until the app containers and later sidecars have exited",
                "Pod 正在停止：所有容器同时被终止；sidecar 要等应用容器和排在它后面的 sidecar 都退出后才停止"
            ),
            "kubelet: killPodWithSyncResult (kuberuntime_termination_order.go)",
        )
    };
    World::why(text, rule)
}
