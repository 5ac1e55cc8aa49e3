//! Probe workers: when attempts happen, what they return, and what the kubelet does with it.
// prober: worker.doProbe (prober/worker.go), prober_manager.go

use super::timeline::{EventType, FactKind};
use super::world::{Ev, ProbeKind, ProbeResult, World};
use crate::model::Probe;
use crate::scenario::{FaultKind, ProbeScript};

impl World {
    fn probe_spec(&self, slot: usize, kind: ProbeKind) -> Option<&Probe> {
        let spec = &self.slots.get(slot)?.spec;
        match kind {
            ProbeKind::Startup => spec.startup_probe.as_ref(),
            ProbeKind::Liveness => spec.liveness_probe.as_ref(),
            ProbeKind::Readiness => spec.readiness_probe.as_ref(),
        }
    }

    /// First attempts of every probe of a new instance. Ideal: at start + initialDelay; realistic:
    /// the worker's ticker is not aligned with the start, so the first attempt lands anywhere in
    /// [initialDelay, initialDelay + period).
    pub fn schedule_probes(&mut self, slot: usize, inst: u64) {
        let kinds: Vec<ProbeKind> =
            match self.find_instance(slot, inst).and_then(|i| self.slots.get(slot)?.instances.get(i)) {
                // Readiness first: at equal times it sees the container not yet started, as the
                // independent workers usually do.
                Some(instance) => instance.probes.keys().rev().copied().collect(),
                None => return,
            };
        for kind in kinds {
            let Some(probe) = self.probe_spec(slot, kind) else { continue };
            let delay = seconds_ms(probe.initial_delay());
            let period = seconds_ms(probe.period()).max(1000);
            let offset = if self.ideal { 0 } else { self.rng.between(0, period - 1) };
            self.queue.push(self.now.saturating_add(delay).saturating_add(offset), Ev::Probe { slot, inst, kind });
        }
    }

    /// One probe attempt.
    pub fn on_probe(&mut self, slot: usize, inst: u64, kind: ProbeKind) {
        let Some(position) = self.find_instance(slot, inst) else { return };
        let Some(probe) = self.probe_spec(slot, kind) else { return };
        let period = seconds_ms(probe.period()).max(1000);
        let (threshold_fail, threshold_ok) = (probe.failure_threshold().max(1), probe.success_threshold().max(1));
        let (running, started, app_started, on_hold, killing) =
            match self.slots.get(slot).and_then(|s| s.instances.get(position)) {
                Some(i) => (
                    i.running() && i.in_runtime,
                    i.started,
                    i.app_started,
                    i.probes.get(&kind).is_some_and(|p| p.on_hold),
                    i.kill.is_some(),
                ),
                None => return,
            };
        if !running || on_hold {
            return;
        }
        let terminating = self.is_terminating() || self.finished;
        // Liveness and startup workers stop during termination; readiness keeps running.
        if (terminating || killing) && kind != ProbeKind::Readiness {
            return;
        }
        if !self.kubelet_running {
            self.queue.push(self.now.saturating_add(period), Ev::Probe { slot, inst, kind });
            return;
        }
        let skip = match kind {
            ProbeKind::Startup => started,
            _ => !started,
        };
        if kind == ProbeKind::Startup && started {
            return;
        }
        if skip {
            self.queue.push(self.now.saturating_add(period), Ev::Probe { slot, inst, kind });
            return;
        }
        let faults = self.probe_faults_of_slot.get(slot).map_or(0, Vec::len);
        self.work = self.work.saturating_add(u64::try_from(faults / 16).unwrap_or(u64::MAX));
        let success = self.probe_succeeds(slot, kind, app_started);
        if let Some(s) = self.slots.get(slot) {
            self.probe_attempts.push(super::timeline::ProbeAttempt {
                t_ms: self.now,
                container: s.name.clone(),
                probe: kind.word().to_owned(),
                success,
            });
        }
        self.schedule_next_attempt(slot, inst, kind, period, success, app_started);
        let (old, new, attempts) = {
            let Some(state) = self
                .slots
                .get_mut(slot)
                .and_then(|s| s.instances.get_mut(position))
                .and_then(|i| i.probes.get_mut(&kind))
            else {
                return;
            };
            let old = state.result;
            state.attempts = state.attempts.saturating_add(1);
            if success {
                state.successes += 1;
                state.failures = 0;
                if state.successes >= threshold_ok {
                    state.result = ProbeResult::Success;
                }
            } else {
                state.failures += 1;
                state.successes = 0;
                if state.failures >= threshold_fail {
                    state.result = ProbeResult::Failure;
                }
            }
            (old, state.result, state.attempts)
        };
        if !success {
            let message = format!("{} probe failed: {}", kind.title(), self.failure_output(slot, kind));
            self.event(Some(slot), EventType::Warning, "Unhealthy", message.clone());
            let fact = self.fact(Some(slot), FactKind::ProbeFailed);
            fact.probe = Some(kind.word().to_owned());
            fact.message = Some(message);
            self.count_probe_failure(slot, kind);
        } else if old != ProbeResult::Success && (new == ProbeResult::Success || attempts == 1) {
            let fact = self.fact(Some(slot), FactKind::ProbeSucceeded);
            fact.probe = Some(kind.word().to_owned());
        }
        if old == new {
            return;
        }
        self.dirty = true;
        match (kind, new) {
            (ProbeKind::Startup, ProbeResult::Success) => {
                let has_readiness = self.probe_spec(slot, ProbeKind::Readiness).is_some();
                if let Some(instance) = self.slots.get_mut(slot).and_then(|s| s.instances.get_mut(position)) {
                    instance.started = true;
                    if !has_readiness {
                        instance.ready = true;
                    }
                }
                if !has_readiness {
                    self.container_ready_fact(slot, true);
                }
                let delay = self.short_latency_ms();
                self.request_sync(delay);
            }
            (ProbeKind::Readiness, result) => {
                let ready = result == ProbeResult::Success;
                if let Some(instance) = self.slots.get_mut(slot).and_then(|s| s.instances.get_mut(position)) {
                    instance.ready = ready;
                }
                self.container_ready_fact(slot, ready);
            }
            (ProbeKind::Liveness | ProbeKind::Startup, ProbeResult::Failure) => {
                if kind == ProbeKind::Liveness {
                    // The liveness worker is put on hold until a new container ID appears.
                    if let Some(state) = self
                        .slots
                        .get_mut(slot)
                        .and_then(|s| s.instances.get_mut(position))
                        .and_then(|i| i.probes.get_mut(&kind))
                    {
                        state.on_hold = true;
                    }
                }
                let delay = self.short_latency_ms();
                self.request_sync(delay);
            }
            _ => {}
        }
    }

    /// Schedules the next attempt. A probe that succeeded and will keep succeeding (its script is
    /// stable and no fault window lies ahead) is not ticked further: the attempts would change
    /// nothing. It resumes on the period grid when a fault window starts.
    fn schedule_next_attempt(
        &mut self,
        slot: usize,
        inst: u64,
        kind: ProbeKind,
        period: u64,
        success: bool,
        app_started: bool,
    ) {
        let next = self.now.saturating_add(period);
        let stable = success
            && match self.slots.get(slot).and_then(|s| s.behaviour.probe(kind.word())) {
                Some(ProbeScript::AlwaysFail) => false,
                Some(ProbeScript::AlwaysSucceed) => true,
                Some(ProbeScript::SucceedsAfterStarted) | None => app_started,
            };
        if !stable {
            self.queue.push(next, Ev::Probe { slot, inst, kind });
            return;
        }
        let faults = self.probe_faults_of_slot.get(slot).map(Vec::as_slice).unwrap_or_default();
        let next_fault = faults
            .iter()
            .filter_map(|&index| self.scenario.faults.get(index))
            .filter_map(|fault| match &fault.kind {
                FaultKind::ProbeFails { probe, until_ms, .. }
                    if probe == kind.word() && until_ms.is_none_or(|u| u > self.now) =>
                {
                    Some(fault.at_ms.max(next))
                }
                _ => None,
            })
            .min();
        if let Some(start) = next_fault {
            let periods = start.saturating_sub(self.now).div_ceil(period).max(1);
            self.queue.push(self.now.saturating_add(periods.saturating_mul(period)), Ev::Probe { slot, inst, kind });
        } else {
            self.suspended_probes.push((slot, inst, kind));
        }
    }

    /// Suspended readiness workers tick again once a kill starts: readiness keeps running while a
    /// container stops (its attempts show in the probe's log).
    pub fn resume_readiness(&mut self) {
        let resumed: Vec<(usize, u64, ProbeKind)> =
            self.suspended_probes.iter().filter(|(_, _, kind)| *kind == ProbeKind::Readiness).copied().collect();
        self.suspended_probes.retain(|(_, _, kind)| *kind != ProbeKind::Readiness);
        for (slot, inst, kind) in resumed {
            let running = self.instance_mut(slot, inst).is_some_and(|i| i.running());
            let period = self.probe_spec(slot, kind).map(|p| seconds_ms(p.period()).max(1000)).unwrap_or(10_000);
            if running {
                // The worker's ticker keeps its phase: the next tick on the grid after now.
                let started = self.instance_mut(slot, inst).map(|i| i.started_ms).unwrap_or(0);
                let elapsed = self.now.saturating_sub(started);
                let next = started.saturating_add(elapsed.div_ceil(period).max(1).saturating_mul(period));
                self.queue.push(next.max(self.now), Ev::Probe { slot, inst, kind });
            }
        }
    }

    /// What the prober reports for a failed attempt, as the `Unhealthy` event prints it after
    /// "probe failed: ". An HTTP endpoint is taken to answer 503 and a gRPC health service
    /// NOT_SERVING (DoHTTPProbe in pkg/probe/http, Probe in pkg/probe/grpc); an exec probe's
    /// output is its command's, empty here; a TCP failure would name the Pod IP, which a
    /// simulation does not have, so it stays empty too.
    fn failure_output(&self, slot: usize, kind: ProbeKind) -> &'static str {
        match self.probe_spec(slot, kind).map(|probe| &probe.handler) {
            Some(handler) if handler.http_get.is_some() => "HTTP probe failed with statuscode: 503",
            Some(handler) if handler.grpc => "service unhealthy (responded with \"NOT_SERVING\")",
            _ => "",
        }
    }

    pub fn container_ready_fact(&mut self, slot: usize, ready: bool) {
        let fact = self.fact(Some(slot), if ready { FactKind::Ready } else { FactKind::NotReady });
        fact.why = if ready {
            World::why(
                crate::text!(
                    "the readiness probe succeeded (or the container has none and is started)",
                    "就绪探针成功（或容器没有就绪探针且已启动）"
                ),
                "prober: readiness result",
            )
        } else {
            World::why(
                crate::text!(
                    "the readiness probe failed: the container is taken out of Service endpoints, not restarted",
                    "就绪探针失败：容器从 Service 端点中摘除，但不会被重启"
                ),
                "prober: readiness result",
            )
        };
    }

    /// The scripted outcome of an attempt, with fault windows applied.
    fn probe_succeeds(&self, slot: usize, kind: ProbeKind, app_started: bool) -> bool {
        let Some(s) = self.slots.get(slot) else { return true };
        let faults = self.probe_faults_of_slot.get(slot).map(Vec::as_slice).unwrap_or_default();
        for (index, fault) in faults.iter().filter_map(|&index| Some((index, self.scenario.faults.get(index)?))) {
            if let FaultKind::ProbeFails { container, probe, until_ms, attempts: count } = &fault.kind {
                if *container != s.name || probe != kind.word() || self.now < fault.at_ms {
                    continue;
                }
                let within_time = until_ms.is_none_or(|u| self.now < u);
                let failed_since = self.probe_failures_since_fault.get(index).copied().unwrap_or(0);
                let within_count = count.is_none_or(|n| failed_since < u64::from(n));
                if within_time && within_count {
                    return false;
                }
            }
        }
        match s.behaviour.probe(kind.word()) {
            Some(ProbeScript::AlwaysFail) => false,
            Some(ProbeScript::AlwaysSucceed) => true,
            Some(ProbeScript::SucceedsAfterStarted) | None => app_started,
        }
    }

    /// Counts a failure of `kind` on `slot` for every `probe` fault of that container and probe
    /// that has begun.
    fn count_probe_failure(&mut self, slot: usize, kind: ProbeKind) {
        let Some(faults) = self.probe_faults_of_slot.get(slot) else { return };
        for &index in faults {
            if let Some(fault) = self.scenario.faults.get(index)
                && let FaultKind::ProbeFails { probe, .. } = &fault.kind
                && probe == kind.word()
                && self.now >= fault.at_ms
                && let Some(count) = self.probe_failures_since_fault.get_mut(index)
            {
                *count = count.saturating_add(1);
            }
        }
    }
}

fn seconds_ms(seconds: i64) -> u64 {
    u64::try_from(seconds.max(0)).unwrap_or(0).saturating_mul(1000)
}
