//! Probe workers: when attempts happen, what they return, and what the kubelet does with it.
// prober: worker.doProbe (prober/worker.go), prober_manager.go

use super::said::Said;
use super::clock::SimTime;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, ProbeKind, ProbeResult, World};
use crate::model::Probe;
use crate::scenario::{FaultKind, ProbeScript};
use crate::spec::ProbeHandler;

/// One probe worker (a container of the spec and a probe type). The kubelet creates it when the
/// Pod is added and keeps it across the container's restarts: its ticker keeps its phase, and its
/// run of equal results (lastResult, resultRun) carries over to the next container.
// prober: worker (prober/worker.go), created per container and probe type by manager.AddPod
#[derive(Debug, Clone, Copy)]
pub(crate) struct ProbeWorker {
    /// A tick of the ticker: the ticks are `anchor_ms + k·period_ms`, k ≥ 0.
    anchor_ms: SimTime,
    period_ms: u64,
    /// The one queued attempt (when its result is in, instance); any other queued attempt is
    /// stale.
    next: Option<(SimTime, u64)>,
    /// When the queued attempt starts (its tick): before `next` when the app answers slowly.
    attempt_started: SimTime,
    /// The container (instance) the worker last probed: its containerID.
    container: Option<u64>,
    /// When the worker last probed: it never probes twice in one instant.
    last_probe_ms: Option<SimTime>,
    /// resultRun as consecutive successes or failures (one of the two is 0).
    successes: i64,
    failures: i64,
}

impl ProbeWorker {
    fn new(anchor_ms: SimTime, period_ms: u64) -> Self {
        ProbeWorker {
            anchor_ms,
            period_ms,
            next: None,
            attempt_started: anchor_ms,
            container: None,
            last_probe_ms: None,
            successes: 0,
            failures: 0,
        }
    }

    /// The first tick at or after `not_before` that comes after the worker's last probe.
    fn first_tick(&self, not_before: SimTime) -> SimTime {
        let floor = match self.last_probe_ms {
            Some(last) => not_before.max(last.saturating_add(1)),
            None => not_before,
        };
        if floor <= self.anchor_ms {
            return self.anchor_ms;
        }
        let periods = (floor - self.anchor_ms).div_ceil(self.period_ms.max(1));
        self.anchor_ms.saturating_add(periods.saturating_mul(self.period_ms))
    }
}

/// The published result after one more attempt, given the run so far (successes, failures).
/// Returns the new run and the result to publish, if a threshold is reached. A published
/// liveness or startup failure ends the run (the worker goes on hold until a new container).
// prober: worker.doProbe (resultRun vs SuccessThreshold / FailureThreshold)
fn count_attempt(
    kind: ProbeKind,
    run: (i64, i64),
    success: bool,
    thresholds: (i64, i64),
) -> ((i64, i64), Option<ProbeResult>) {
    let (successes, failures) = if success { (run.0.saturating_add(1), 0) } else { (0, run.1.saturating_add(1)) };
    let (threshold_fail, threshold_ok) = thresholds;
    if success && successes >= threshold_ok {
        return ((successes, 0), Some(ProbeResult::Success));
    }
    if !success && failures >= threshold_fail {
        let run = if kind == ProbeKind::Readiness { (0, failures) } else { (0, 0) };
        return (run, Some(ProbeResult::Failure));
    }
    ((successes, failures), None)
}

/// What one attempt found: its outcome, whether the process was up to answer it, whether it
/// timed out, and when it started.
#[derive(Debug, Clone, Copy)]
struct Attempt {
    success: bool,
    app_started: bool,
    timed_out: bool,
    started_at: SimTime,
}

impl World {
    fn probe_spec(&self, slot: usize, kind: ProbeKind) -> Option<&Probe> {
        let spec = &self.slots.get(slot)?.spec;
        match kind {
            ProbeKind::Startup => spec.startup_probe.as_ref(),
            ProbeKind::Liveness => spec.liveness_probe.as_ref(),
            ProbeKind::Readiness => spec.readiness_probe.as_ref(),
        }
    }

    /// The typed handler of the slot's probe of this kind.
    fn probe_handler(&self, slot: usize, kind: ProbeKind) -> Option<&ProbeHandler> {
        let typed = &self.slots.get(slot)?.typed;
        match kind {
            ProbeKind::Startup => typed.startup_probe.as_ref(),
            ProbeKind::Liveness => typed.liveness_probe.as_ref(),
            ProbeKind::Readiness => typed.readiness_probe.as_ref(),
        }
    }

    /// Queues the worker's one next attempt, on `inst`, starting at `at`; its result is in when
    /// the app answers or the probe's timeout ends the wait.
    fn queue_attempt(&mut self, slot: usize, inst: u64, kind: ProbeKind, at: SimTime) {
        let done = at.saturating_add(self.attempt_duration_ms(slot, kind, at));
        if let Some(worker) = self.probe_workers.get_mut(&(slot, kind)) {
            worker.next = Some((done, inst));
            worker.attempt_started = at;
            self.queue.push(done, Ev::Probe { slot, inst, kind });
        }
    }

    /// How long an attempt started at `at` takes: the app's answer time while a `probe` fault
    /// with `answersAfter` lasts, cut at `timeoutSeconds`; otherwise none. A TCP probe only opens
    /// a connection, which the kernel accepts however slowly the app answers.
    // prober: prober.runProbe (the handler's timeout is the probe's timeoutSeconds)
    fn attempt_duration_ms(&self, slot: usize, kind: ProbeKind, at: SimTime) -> u64 {
        if matches!(self.probe_handler(slot, kind), None | Some(ProbeHandler::TcpSocket)) {
            return 0;
        }
        let timeout_ms = self.probe_spec(slot, kind).map_or(1000, |p| seconds_ms(p.timeout()));
        self.slow_answer_ms(slot, kind, at).map_or(0, |answer| answer.min(timeout_ms))
    }

    /// The app's answer time for an attempt started at `at`, while a slow window lasts.
    fn slow_answer_ms(&self, slot: usize, kind: ProbeKind, at: SimTime) -> Option<u64> {
        let name = &self.slots.get(slot)?.name;
        let faults = self.probe_faults_of_slot.get(slot)?;
        faults
            .iter()
            .filter_map(|&index| self.scenario.faults.get(index))
            .filter_map(|fault| match &fault.kind {
                FaultKind::ProbeSlow { container, probe, answer_ms, until_ms }
                    if container == name
                        && probe == kind.word()
                        && at >= fault.at_ms
                        && until_ms.is_none_or(|u| at < u) =>
                {
                    Some(*answer_ms)
                }
                _ => None,
            })
            .max()
    }

    /// Does an attempt started at `at` time out: the app answers no sooner than `timeoutSeconds`?
    /// (TCP probes never do: see [`World::attempt_duration_ms`].)
    fn attempt_times_out(&self, slot: usize, kind: ProbeKind, at: SimTime) -> bool {
        if matches!(self.probe_handler(slot, kind), None | Some(ProbeHandler::TcpSocket)) {
            return false;
        }
        let timeout_ms = self.probe_spec(slot, kind).map_or(1000, |p| seconds_ms(p.timeout()));
        self.slow_answer_ms(slot, kind, at).is_some_and(|answer| answer >= timeout_ms)
    }

    /// Queues the worker's next tick after now.
    fn queue_next_tick(&mut self, slot: usize, inst: u64, kind: ProbeKind) {
        let Some(worker) = self.probe_workers.get(&(slot, kind)) else { return };
        let at = worker.first_tick(self.now.saturating_add(1));
        self.queue_attempt(slot, inst, kind, at);
    }

    /// Takes the queued attempt if it is the worker's current one (not stale): when it started.
    fn take_attempt(&mut self, slot: usize, inst: u64, kind: ProbeKind) -> Option<SimTime> {
        match self.probe_workers.get_mut(&(slot, kind)) {
            Some(worker) if worker.next == Some((self.now, inst)) => {
                worker.next = None;
                Some(worker.attempt_started)
            }
            _ => None,
        }
    }

    /// The probe workers of a slot end (a new kubelet creates new ones: new phase, new counts).
    pub fn drop_probe_workers(&mut self, slot: Option<usize>) {
        self.probe_workers.retain(|(s, _), _| slot.is_some_and(|wanted| wanted != *s));
    }

    /// The first attempts on a new instance. A new worker: ideal, at start + initialDelay (the
    /// ticker is taken to be aligned with it); realistic, the ticker is not aligned with the
    /// start, so the first attempt lands anywhere in [initialDelay, initialDelay + period). A
    /// worker that probed an earlier run keeps its ticker (see `first_attempt_on_restart`).
    pub fn schedule_probes(&mut self, slot: usize, inst: u64) {
        let (kinds, started_ms, started) =
            match self.find_instance(slot, inst).and_then(|i| self.slots.get(slot)?.instances.get(i)) {
                // Readiness first: at equal times it sees the container not yet started, as the
                // independent workers usually do.
                Some(instance) => {
                    (instance.probes.keys().rev().copied().collect::<Vec<_>>(), instance.started_ms, instance.started)
                }
                None => return,
            };
        for kind in kinds {
            let Some(probe) = self.probe_spec(slot, kind) else { continue };
            let delay = seconds_ms(probe.initial_delay());
            let period = seconds_ms(probe.period()).max(1000);
            let at = match self.probe_workers.get(&(slot, kind)) {
                Some(worker) => self.first_attempt_on_restart(worker, kind, started_ms, started, delay),
                None => {
                    let offset = if self.ideal { 0 } else { self.rng.between(0, period - 1) };
                    let anchor = self.now.saturating_add(delay).saturating_add(offset);
                    self.probe_workers.insert((slot, kind), ProbeWorker::new(anchor, period));
                    anchor
                }
            };
            self.queue_attempt(slot, inst, kind, at);
        }
    }

    /// The first attempt on a restarted container: the worker was put on hold (or found the old
    /// container gone) and resumes with the new container ID on a later tick of the same ticker,
    /// once the container has run initialDelaySeconds — never at the instant it started, which
    /// the status the worker reads shows only afterwards. A readiness worker is also triggered
    /// at once when the kubelet reports the new container started without a readiness result;
    /// that run passes the initial-delay check only when initialDelaySeconds is 0.
    // prober: worker.run / worker.doProbe (onHold, InitialDelaySeconds), manager.UpdatePodStatus
    fn first_attempt_on_restart(
        &self,
        worker: &ProbeWorker,
        kind: ProbeKind,
        started_ms: SimTime,
        started: bool,
        delay: u64,
    ) -> SimTime {
        if kind == ProbeKind::Readiness && started && delay == 0 && worker.last_probe_ms != Some(self.now) {
            return self.now;
        }
        worker.first_tick(started_ms.saturating_add(delay.max(1)))
    }

    /// The status the kubelet generates at each sync triggers an immediate run of the readiness
    /// worker of every started container that is not ready yet; the worker's ticker keeps its
    /// phase. So Ready follows a startup success at once, not a readiness period later (e2e
    /// "should be ready immediately after startupProbe succeeds"). A container started at this
    /// very instant is not started yet in the status the worker reads.
    // prober: manager.UpdatePodStatus (manualTriggerCh), worker.run
    pub fn trigger_readiness(&mut self) {
        if !self.kubelet_running {
            return;
        }
        let mut due: Vec<(usize, u64)> = Vec::new();
        for (index, slot) in self.slots.iter().enumerate() {
            let Some(worker) = self.probe_workers.get(&(index, ProbeKind::Readiness)) else { continue };
            let Some(instance) = slot.running_instance().and_then(|p| slot.instances.get(p)) else { continue };
            let not_ready =
                instance.probes.get(&ProbeKind::Readiness).is_some_and(|p| p.result != ProbeResult::Success);
            let delay = slot.spec.readiness_probe.as_ref().map_or(0, |p| seconds_ms(p.initial_delay()));
            let already = worker.last_probe_ms == Some(self.now) || worker.next.is_some_and(|(at, _)| at <= self.now);
            if instance.started
                && instance.in_runtime
                && instance.started_ms < self.now
                && not_ready
                && self.now.saturating_sub(instance.started_ms) >= delay
                && !already
            {
                due.push((index, instance.id));
            }
        }
        for (slot, inst) in due {
            self.suspended_probes.retain(|&(s, _, kind)| !(s == slot && kind == ProbeKind::Readiness));
            self.queue_attempt(slot, inst, ProbeKind::Readiness, self.now);
        }
    }

    /// One tick of a worker: the attempt, if the container is there to be probed.
    pub fn on_probe(&mut self, slot: usize, inst: u64, kind: ProbeKind) {
        let Some(started_at) = self.take_attempt(slot, inst, kind) else { return };
        let Some(position) = self.find_instance(slot, inst) else { return };
        let Some(probe) = self.probe_spec(slot, kind) else { return };
        let thresholds = (probe.failure_threshold().max(1), probe.success_threshold().max(1));
        let (running, started, app_started, on_hold, killing, started_ms, signalled, in_post_start) =
            match self.slots.get(slot).and_then(|s| s.instances.get(position)) {
                Some(i) => (
                    i.running() && i.in_runtime,
                    i.started,
                    i.app_started,
                    i.probes.get(&kind).is_some_and(|p| p.on_hold),
                    i.kill.is_some(),
                    i.started_ms,
                    i.first_sigterm_ms.is_some(),
                    i.post_start_running,
                ),
                None => return,
            };
        // On hold or gone: the worker idles until a new container (`schedule_probes`).
        if !running || on_hold {
            return;
        }
        // While postStart runs, the status the worker reads is the one the sync generated before
        // it started this container: a non-running container is not probed, and the ticker goes
        // on. // prober: worker.doProbe ("Non-running container probed"); kubelet: SyncPod
        if in_post_start {
            self.queue_next_tick(slot, inst, kind);
            return;
        }
        let terminating = self.is_terminating() || self.finished;
        // Liveness and startup workers stop during termination; readiness keeps running.
        if (terminating || killing) && kind != ProbeKind::Readiness {
            return;
        }
        // Startup stops probing once the container has started; the others wait for it.
        if kind == ProbeKind::Startup && started {
            return;
        }
        if !self.kubelet_running || (kind != ProbeKind::Startup && !started) {
            self.queue_next_tick(slot, inst, kind);
            return;
        }
        if kind == ProbeKind::Readiness && self.readiness_exec_cancelled(slot) {
            self.probe_errored(slot, kind, "rpc error: code = Canceled desc = context canceled");
            self.queue_next_tick(slot, inst, kind);
            return;
        }
        let faults = self.probe_faults_of_slot.get(slot).map_or(0, Vec::len);
        self.work = self.work.saturating_add(u64::try_from(faults / 16).unwrap_or(u64::MAX));
        let draining = kind == ProbeKind::Readiness
            && signalled
            && self.slots.get(slot).is_some_and(|s| s.behaviour.readiness_fails_after_sigterm);
        let timed_out = app_started && self.attempt_times_out(slot, kind, started_at);
        let success = !draining
            && !timed_out
            && self.probe_succeeds(slot, kind, app_started, started_at, started_at.saturating_sub(started_ms));
        if let Some(s) = self.slots.get(slot) {
            self.probe_attempts.push(super::timeline::ProbeAttempt {
                t_ms: self.now,
                container: s.name.clone(),
                probe: kind.word().to_owned(),
                success,
            });
        }
        let Some((old, new, attempts)) = self.record_result(slot, position, inst, kind, success, thresholds) else {
            return;
        };
        self.schedule_next_attempt(slot, inst, kind, success && new == ProbeResult::Success, app_started);
        let outcome = Attempt { success, app_started, timed_out, started_at };
        self.report_attempt(slot, kind, outcome, old, new, attempts);
        if old != new {
            self.on_result_changed(slot, position, kind, new);
        }
    }

    /// On 1.35 the probe workers run on the pod worker's sync context, which is cancelled once a
    /// deleted Pod starts terminating: every exec readiness attempt then errors. (A kill for a
    /// failed liveness or startup probe cancels nothing.) // prober: manager.AddPod (#140881)
    fn readiness_exec_cancelled(&self, slot: usize) -> bool {
        self.gates.exec_readiness_cancelled_on_deletion
            && self.deletion.is_some()
            && matches!(self.probe_handler(slot, ProbeKind::Readiness), Some(ProbeHandler::Exec { .. }))
    }

    /// An attempt that errored: the `Unhealthy` warning, and nothing else — the worker throws
    /// the result away, so the published result (and Ready) stays as it was.
    // prober: prober.probe ("probe errored and resulted in unknown state"), worker.doProbe (err != nil)
    fn probe_errored(&mut self, slot: usize, kind: ProbeKind, error: &str) {
        let now = self.now;
        if let Some(worker) = self.probe_workers.get_mut(&(slot, kind)) {
            worker.last_probe_ms = Some(now);
        }
        let message = format!("{} probe errored and resulted in unknown state: {error}", kind.title());
        self.event(Some(slot), EventType::Warning, "Unhealthy", message.clone());
        let fact = self.fact(Some(slot), FactKind::ProbeErrored);
        fact.probe = Some(kind.word().to_owned());
        fact.message = Some(message);
        fact.why = World::why(
            Said::ProbeErroredWhileDeleting,
            "prober: worker.doProbe (errored result discarded; kubernetes#140881)",
        );
    }

    /// Counts the attempt in the worker's run (carried over from the container before, if this
    /// is the first attempt on a new one) and publishes the result if a threshold is reached.
    /// Returns the old and new published results and the instance's attempt count.
    // prober: worker.doProbe (lastResult, resultRun, onHold)
    fn record_result(
        &mut self,
        slot: usize,
        position: usize,
        inst: u64,
        kind: ProbeKind,
        success: bool,
        thresholds: (i64, i64),
    ) -> Option<(ProbeResult, ProbeResult, u32)> {
        let worker = self.probe_workers.get_mut(&(slot, kind))?;
        let state = self.slots.get_mut(slot)?.instances.get_mut(position)?.probes.get_mut(&kind)?;
        if worker.container != Some(inst) {
            worker.container = Some(inst);
            (state.successes, state.failures) = (worker.successes, worker.failures);
        }
        worker.last_probe_ms = Some(self.now);
        let old = state.result;
        let (run, published) = count_attempt(kind, (state.successes, state.failures), success, thresholds);
        (state.successes, state.failures) = run;
        (worker.successes, worker.failures) = run;
        state.attempts = state.attempts.saturating_add(1);
        if let Some(result) = published {
            state.result = result;
            // A liveness/startup failure puts the worker on hold until a new container ID.
            if result == ProbeResult::Failure && kind != ProbeKind::Readiness {
                state.on_hold = true;
            }
        }
        Some((old, state.result, state.attempts))
    }

    /// The `Unhealthy` event of a failed attempt, and the probe facts.
    fn report_attempt(
        &mut self,
        slot: usize,
        kind: ProbeKind,
        outcome: Attempt,
        old: ProbeResult,
        new: ProbeResult,
        attempts: u32,
    ) {
        let Attempt { success, app_started, timed_out, started_at } = outcome;
        if !success {
            let output = if timed_out {
                self.timeout_output(slot, kind)
            } else {
                self.failure_output(slot, kind, app_started)
            };
            let message = format!("{} probe failed: {output}", kind.title());
            self.event(Some(slot), EventType::Warning, "Unhealthy", message.clone());
            let fact = self.fact(Some(slot), FactKind::ProbeFailed);
            fact.probe = Some(kind.word().to_owned());
            fact.message = Some(message);
            self.count_probe_failure(slot, kind, started_at);
        } else if old != ProbeResult::Success && (new == ProbeResult::Success || attempts == 1) {
            let fact = self.fact(Some(slot), FactKind::ProbeSucceeded);
            fact.probe = Some(kind.word().to_owned());
        }
    }

    /// What the kubelet does when a published result changes.
    fn on_result_changed(&mut self, slot: usize, position: usize, kind: ProbeKind, new: ProbeResult) {
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
                let delay = self.short_latency_ms();
                self.request_sync(delay);
            }
            _ => {}
        }
    }

    /// Schedules the next attempt. A probe whose published result is Success and that will keep
    /// succeeding (its script is stable and no fault window lies ahead) is not ticked further:
    /// the attempts would change nothing. It resumes on the ticker when a fault window starts.
    fn schedule_next_attempt(
        &mut self,
        slot: usize,
        inst: u64,
        kind: ProbeKind,
        published_success: bool,
        app_started: bool,
    ) {
        let script = self.slots.get(slot).and_then(|s| s.behaviour.probe(kind.word()));
        // A container being stopped is probed every period until it exits (readiness keeps
        // running; an app may fail it once SIGTERM arrives).
        let stopping = self.is_terminating() || self.instance_mut(slot, inst).is_some_and(|i| i.kill.is_some());
        let stable = published_success
            && !stopping
            && script.unwrap_or(ProbeScript::SucceedsAfterStarted).keeps_succeeding(app_started);
        if !stable {
            self.queue_next_tick(slot, inst, kind);
            return;
        }
        let faults = self.probe_faults_of_slot.get(slot).map(Vec::as_slice).unwrap_or_default();
        let next_fault = faults
            .iter()
            .filter_map(|&index| self.scenario.faults.get(index))
            .filter_map(|fault| match &fault.kind {
                FaultKind::ProbeFails { probe, until_ms, .. } | FaultKind::ProbeSlow { probe, until_ms, .. }
                    if probe == kind.word() && until_ms.is_none_or(|u| u > self.now) =>
                {
                    Some(fault.at_ms)
                }
                _ => None,
            })
            .min();
        let resume = next_fault.and_then(|start| {
            let worker = self.probe_workers.get(&(slot, kind))?;
            Some(worker.first_tick(start.max(self.now.saturating_add(1))))
        });
        match resume {
            Some(at) => self.queue_attempt(slot, inst, kind, at),
            None => self.suspended_probes.push((slot, inst, kind)),
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
            // The worker's ticker keeps its phase: its next tick from now on.
            let next = self.probe_workers.get(&(slot, kind)).map(|w| w.first_tick(self.now));
            if let (true, Some(at)) = (running, next) {
                self.queue_attempt(slot, inst, kind, at);
            }
        }
    }

    /// What the prober reports for a failed attempt, as the `Unhealthy` event prints it after
    /// "probe failed: ". A process that is not up yet refuses the connection; one that is up
    /// answers HTTP 503 or gRPC NOT_SERVING, or lets a TCP connect time out (DoHTTPProbe in pkg/probe/http, Probe in
    /// pkg/probe/grpc, DoTCPProbe in pkg/probe/tcp). An exec probe prints its command's output:
    /// known for a file check (`cat /tmp/healthy`), empty otherwise.
    fn failure_output(&self, slot: usize, kind: ProbeKind, app_started: bool) -> String {
        let (Some(probe), Some(handler)) = (self.probe_spec(slot, kind), self.probe_handler(slot, kind)) else {
            return String::new();
        };
        let address = || format!("{}:{}", self.sandbox_ip(), self.probe_port(slot, &probe.handler));
        match handler {
            ProbeHandler::HttpGet { .. } if app_started => "HTTP probe failed with statuscode: 503".to_owned(),
            ProbeHandler::HttpGet { path, scheme } => {
                // Go's http.Client error: Get "URL": dial tcp HOST:PORT: connect: connection refused
                let (scheme, address) = (scheme.url_scheme(), address());
                format!("Get \"{scheme}://{address}{path}\": dial tcp {address}: connect: connection refused")
            }
            ProbeHandler::Grpc if app_started => "service unhealthy (responded with \"NOT_SERVING\")".to_owned(),
            ProbeHandler::Grpc => {
                // The blocking dial retries a refused connection until the probe's timeout.
                let timeout = crate::status::duration::go_duration(probe.timeout().saturating_mul(1000));
                format!(
                    "timeout: failed to connect service \"{}\" within {timeout}: context deadline exceeded",
                    address()
                )
            }
            ProbeHandler::TcpSocket => {
                let error = if app_started { "i/o timeout" } else { "connect: connection refused" };
                format!("dial tcp {}: {error}", address())
            }
            ProbeHandler::Exec { command } => match self.slots.get(slot).and_then(|s| s.behaviour.probe(kind.word())) {
                Some(ProbeScript::WhileFileExists { .. }) => {
                    let image = self.slots.get(slot).and_then(|s| s.spec.image.as_deref()).unwrap_or("");
                    crate::scenario::missing_file_output(command, image)
                }
                _ => String::new(),
            },
        }
    }

    /// What the prober reports for an attempt the app did not answer within `timeoutSeconds`:
    /// Go's `http.Client` timeout (DoHTTPProbe in pkg/probe/http), the health RPC's deadline
    /// (Probe in pkg/probe/grpc: the connection is up, the RPC is not answered), and the CRI's
    /// exec timeout, which the exec prober turns into a failure (cri-client
    /// remoteRuntimeService.execSyncV1 `ErrCommandTimedOut`; pkg/probe/exec Probe with
    /// ExecProbeTimeout, on by default). The exec command is printed as written (the prober
    /// expands `$(VAR)` references first).
    fn timeout_output(&self, slot: usize, kind: ProbeKind) -> String {
        let (Some(probe), Some(handler)) = (self.probe_spec(slot, kind), self.probe_handler(slot, kind)) else {
            return String::new();
        };
        let timeout = crate::status::duration::go_duration(probe.timeout().saturating_mul(1000));
        match handler {
            ProbeHandler::HttpGet { path, scheme } => {
                let address = format!("{}:{}", self.sandbox_ip(), self.probe_port(slot, &probe.handler));
                let scheme = scheme.url_scheme();
                format!(
                    "Get \"{scheme}://{address}{path}\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"
                )
            }
            ProbeHandler::Grpc => format!("timeout: health rpc did not complete within {timeout}"),
            ProbeHandler::Exec { command } => {
                let command = crate::validate::go_quote(&command.join(" "));
                format!("command timed out: {command} timed out after {timeout}")
            }
            ProbeHandler::TcpSocket => String::new(),
        }
    }

    /// The probe's port number; a name is looked up in the container's ports.
    // prober: probe.ResolveContainerPort
    fn probe_port(&self, slot: usize, handler: &crate::model::Handler) -> String {
        match &handler.port {
            Some(crate::model::PortRef::Number(number)) => number.to_string(),
            Some(crate::model::PortRef::Name(name)) => self
                .slots
                .get(slot)
                .and_then(|s| s.spec.ports.iter().find(|p| p.name.as_deref() == Some(name.as_str())))
                .and_then(|p| p.container_port)
                .map_or_else(|| name.clone(), |port| port.to_string()),
            None => String::new(),
        }
    }

    pub fn container_ready_fact(&mut self, slot: usize, ready: bool) {
        let fact = self.fact(Some(slot), if ready { FactKind::Ready } else { FactKind::NotReady });
        fact.why = if ready {
            World::why(
                Said::ReadinessSucceeded,
                "prober: readiness result",
            )
        } else {
            World::why(
                Said::ReadinessFailed,
                "prober: readiness result",
            )
        };
    }

    /// The scripted outcome of an attempt, with fault windows applied.
    fn probe_succeeds(&self, slot: usize, kind: ProbeKind, app_started: bool, at: SimTime, elapsed_ms: u64) -> bool {
        let Some(s) = self.slots.get(slot) else { return true };
        let faults = self.probe_faults_of_slot.get(slot).map(Vec::as_slice).unwrap_or_default();
        for (index, fault) in faults.iter().filter_map(|&index| Some((index, self.scenario.faults.get(index)?))) {
            if let FaultKind::ProbeFails { container, probe, until_ms, attempts: count } = &fault.kind {
                if *container != s.name || probe != kind.word() || at < fault.at_ms {
                    continue;
                }
                let within_time = until_ms.is_none_or(|u| at < u);
                let failed_since = self.probe_failures_since_fault.get(index).copied().unwrap_or(0);
                let within_count = count.is_none_or(|n| failed_since < u64::from(n));
                if within_time && within_count {
                    return false;
                }
            }
        }
        s.behaviour.probe(kind.word()).unwrap_or(ProbeScript::SucceedsAfterStarted).succeeds(app_started, elapsed_ms)
    }

    /// Counts a failure of `kind` on `slot` for every `probe` fault of that container and probe
    /// that has begun.
    fn count_probe_failure(&mut self, slot: usize, kind: ProbeKind, started_at: SimTime) {
        let Some(faults) = self.probe_faults_of_slot.get(slot) else { return };
        for &index in faults {
            if let Some(fault) = self.scenario.faults.get(index)
                && let FaultKind::ProbeFails { probe, .. } = &fault.kind
                && probe == kind.word()
                && started_at >= fault.at_ms
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
