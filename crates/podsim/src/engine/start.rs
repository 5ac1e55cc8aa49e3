//! Starting one container: back-off gate, configuration check, image, create, start, postStart.
// kubelet: startContainer (kuberuntime_container.go), doBackOff (kuberuntime_manager.go),
// EnsureImageExists (images/image_manager.go)

use std::collections::BTreeMap;

use super::said::Said;
use super::backoff::{in_backoff, next};
use super::timeline::{EventType, FactKind};
use super::waits::{ObjectKind, WaitReason};
use super::worker::{Block, Step};
use super::world::{Ev, Instance, ProbeKind, ProbeResult, ProbeState, World};
use crate::containers::ContainerKind;
use crate::scenario::{FaultKind, HookScript};
use crate::spec::PullPolicy;
use crate::status::duration::go_duration;

/// Realistic pull times (ms) for an image that is not on the node yet.
const PULL_MIN_MS: u64 = 800;
const PULL_MAX_MS: u64 = 6_000;

impl World {
    /// Tries to start a container; false when it did not start (back-off, pull error, config error).
    pub fn start_container(&mut self, slot: usize) -> bool {
        if self.is_terminating() || self.finished {
            return false;
        }
        let Some(s) = self.slots.get(slot) else { return false };
        let image = s.image();
        if let Some(&finished) = self.worker.snapshot.get(&slot) {
            let entry = s.crash_backoff.get(&image).copied();
            if in_backoff(entry.as_ref(), finished, self.now) {
                let delay = entry.map(|e| e.delay_ms).unwrap_or(0);
                let until_ms = finished.saturating_add(delay);
                let newest_exit = s.instances.iter().rev().find_map(|i| i.finished_ms);
                let counted_from_ms = newest_exit.filter(|&exit| exit > finished).map(|_| finished);
                self.set_wait(slot, Some(WaitReason::BackOff { until_ms, counted_from_ms }));
                self.crash_loop_waiting(slot, delay);
                self.sync_at(finished.saturating_add(delay));
                return false;
            }
            let updated = super::backoff::next_with(entry, finished, self.now, self.crash_delays);
            if let Some(s) = self.slots.get_mut(slot) {
                s.crash_backoff.insert(image.clone(), updated);
            }
        }
        if let Some(missing) = self.missing_reference(slot) {
            let kind = if missing.0 == "secret" { ObjectKind::Secret } else { ObjectKind::ConfigMap };
            self.set_wait(slot, Some(WaitReason::MissingObject { kind, name: missing.1.clone() }));
            self.config_error(slot, &missing);
            return false;
        }
        match self.ensure_image(slot, &image) {
            ImageOutcome::Ready => {
                self.create_and_start(slot);
                true
            }
            ImageOutcome::Pulling(ms) => {
                self.set_wait(slot, Some(WaitReason::Pulling { image }));
                self.queue.push(self.now.saturating_add(ms), Ev::PullDone { slot });
                self.worker.blocked = Some(Block::Pull { slot });
                self.worker.steps.push_front(Step::StartPulled { slot });
                true
            }
            ImageOutcome::Failed => {
                self.set_wait(slot, Some(WaitReason::ImageUnavailable));
                false
            }
        }
    }

    fn crash_loop_waiting(&mut self, slot: usize, delay: u64) {
        let Some(s) = self.slots.get(slot) else { return };
        let name = s.name.clone();
        let message = format!(
            "back-off {} restarting failed container={} pod={}",
            go_duration(i64::try_from(delay).unwrap_or(0)),
            name,
            self.pod_ref()
        );
        let already = s.waiting.as_ref().is_some_and(|(reason, m)| reason == "CrashLoopBackOff" && *m == message);
        self.event(
            Some(slot),
            EventType::Warning,
            "BackOff",
            format!("Back-off restarting failed container {name} in pod {}", self.pod_ref()),
        );
        if already {
            return;
        }
        if let Some(s) = self.slots.get_mut(slot) {
            s.waiting = Some(("CrashLoopBackOff".to_owned(), message.clone()));
        }
        let pod_ref = self.pod_ref();
        if self.shown_waiting(slot).is_none() {
            // The start decided before a kill is held back, but the exit the kill caused is one
            // the policy does not restart: the next sync leaves the container stopped and the
            // status never shows this back-off. // kubelet: doBackOff, ShouldContainerBeRestarted
            let code = self.slots.get(slot).and_then(|s| s.latest()).map_or(0, |i| i.exit_code);
            let policy = self.effective_policy(slot);
            let backoff = self.fact(Some(slot), FactKind::BackOff);
            backoff.message = Some(format!("Back-off restarting failed container {name} in pod {pod_ref}"));
            backoff.why = World::why(
                Said::BackOffHoldsStopped { name: name.clone(), exit_code: code, policy },
                "kubelet: doBackOff, ShouldContainerBeRestarted",
            );
            return;
        }
        let sidecar = self.slots.get(slot).is_some_and(|s| s.kind == ContainerKind::Sidecar);
        let fact = self.fact(Some(slot), FactKind::Waiting);
        fact.reason = Some("CrashLoopBackOff".to_owned());
        fact.message = Some(message);
        fact.why = World::why(
            Said::BackOffRestart { name: name.clone(), wait_ms: delay, sidecar },
            "kubelet: doBackOff (kuberuntime_manager.go)",
        );
        let backoff = self.fact(Some(slot), FactKind::BackOff);
        backoff.message = Some(format!("Back-off restarting failed container {name} in pod {pod_ref}"));
    }

    /// A ConfigMap or Secret the container's env references and the scenario says is missing now.
    fn missing_reference(&self, slot: usize) -> Option<(String, String)> {
        let s = self.slots.get(slot)?;
        let mut referenced: Vec<(&str, &str)> = Vec::new();
        for env in &s.spec.env {
            if let Some(source) = &env.value_from {
                if let Some(r) = source.config_map_key_ref.as_ref().filter(|r| !r.optional) {
                    referenced.push(("ConfigMap", r.name.as_deref().unwrap_or("")));
                }
                if let Some(r) = source.secret_key_ref.as_ref().filter(|r| !r.optional) {
                    referenced.push(("Secret", r.name.as_deref().unwrap_or("")));
                }
            }
        }
        for from in &s.spec.env_from {
            if let Some(r) = from.config_map_ref.as_ref().filter(|r| !r.optional) {
                referenced.push(("ConfigMap", r.name.as_deref().unwrap_or("")));
            }
            if let Some(r) = from.secret_ref.as_ref().filter(|r| !r.optional) {
                referenced.push(("Secret", r.name.as_deref().unwrap_or("")));
            }
        }
        self.scenario.faults.iter().find_map(|fault| match &fault.kind {
            FaultKind::MissingObject { object_kind, name, until_ms }
                if fault.at_ms <= self.now
                    && until_ms.is_none_or(|u| self.now < u)
                    && referenced.contains(&(object_kind.as_str(), name.as_str())) =>
            {
                Some((object_kind.to_ascii_lowercase(), name.clone()))
            }
            _ => None,
        })
    }

    fn config_error(&mut self, slot: usize, missing: &(String, String)) {
        let message = format!("{} \"{}\" not found", missing.0, missing.1);
        self.event(Some(slot), EventType::Warning, "Failed", format!("Error: {message}"));
        if let Some(s) = self.slots.get(slot) {
            let _ = s;
        }
        let changed = self
            .slots
            .get(slot)
            .is_none_or(|s| s.waiting.as_ref().is_none_or(|(r, _)| r != "CreateContainerConfigError"));
        if let Some(s) = self.slots.get_mut(slot) {
            s.waiting = Some(("CreateContainerConfigError".to_owned(), message.clone()));
        }
        if changed {
            let fact = self.fact(Some(slot), FactKind::Waiting);
            fact.reason = Some("CreateContainerConfigError".to_owned());
            fact.message = Some(message);
            fact.why = World::why(
                Said::EnvObjectMissing,
                "kubelet: generateContainerConfig (kuberuntime_container.go)",
            );
        }
        // The pod worker retries a failed sync after a back-off (about 10 s).
        let retry = if self.ideal { 10_000 } else { self.rng.between(9_000, 11_000) };
        self.sync_at(self.now.saturating_add(retry));
    }

    /// Creates and starts the container's next instance, then runs postStart.
    pub fn create_and_start(&mut self, slot: usize) {
        if self.is_terminating() {
            return;
        }
        self.set_wait(slot, None);
        let short = self.gates.short_event_messages;
        let Some(s) = self.slots.get(slot) else { return };
        let name = s.name.clone();
        let image = s.image();
        let restart_count = i64::try_from(s.instances.len()).unwrap_or(i64::MAX);
        let run = u32::try_from(s.instances.len()).unwrap_or(u32::MAX).saturating_add(1);
        let script = s.behaviour.run(run);
        let kind = s.kind;
        let has_startup =
            s.spec.startup_probe.is_some() && kind != ContainerKind::Init && kind != ContainerKind::Ephemeral;
        let has_readiness =
            s.spec.readiness_probe.is_some() && kind != ContainerKind::Init && kind != ContainerKind::Ephemeral;
        let has_liveness =
            s.spec.liveness_probe.is_some() && kind != ContainerKind::Init && kind != ContainerKind::Ephemeral;
        let post_start =
            s.spec.lifecycle.as_ref().and_then(|l| l.post_start.clone()).filter(|_| kind != ContainerKind::Init);
        let post_start_script = post_start.as_ref().map(|h| hook_script(h, s.behaviour.post_start));
        let waits_for = s.behaviour.waits_for.clone();
        self.event(
            Some(slot),
            EventType::Normal,
            "Created",
            if short { "Container created".to_owned() } else { format!("Created container: {name}") },
        );
        self.event(
            Some(slot),
            EventType::Normal,
            "Started",
            if short { "Container started".to_owned() } else { format!("Started container {name}") },
        );
        let mut probes = BTreeMap::new();
        for (kind_of_probe, present) in [
            (ProbeKind::Startup, has_startup),
            (ProbeKind::Liveness, has_liveness),
            (ProbeKind::Readiness, has_readiness),
        ] {
            if present && kind != ContainerKind::Init && kind != ContainerKind::Ephemeral {
                let initial = match kind_of_probe {
                    ProbeKind::Liveness => ProbeResult::Success,
                    ProbeKind::Readiness => ProbeResult::Failure,
                    ProbeKind::Startup => ProbeResult::Unknown,
                };
                probes.insert(
                    kind_of_probe,
                    ProbeState { result: initial, successes: 0, failures: 0, on_hold: false, attempts: 0 },
                );
            }
        }
        let id = self.next_instance;
        self.next_instance = self.next_instance.saturating_add(1);
        let instance = Instance {
            id,
            image: image.clone(),
            sandbox: self.sandbox,
            started_ms: self.now,
            app_started: false,
            finished_ms: None,
            exit_code: 0,
            reason: String::new(),
            message: None,
            started: !has_startup && post_start_script.is_none() && kind != ContainerKind::Init,
            ready: !has_startup
                && !has_readiness
                && post_start_script.is_none()
                && kind != ContainerKind::Init
                && kind != ContainerKind::Ephemeral,
            probes,
            in_runtime: true,
            post_start_running: post_start_script.is_some(),
            kill: None,
            handling_term: false,
            first_sigterm_ms: None,
            reset_removed: false,
            memory_request: self.resize.allocated.get(&name).and_then(|r| r.requests.get("memory").cloned()),
        };
        let why = self.start_reason(slot, restart_count);
        if let Some(s) = self.slots.get_mut(slot) {
            s.instances.push(instance);
            s.waiting = None;
        }
        let fact = self.fact(Some(slot), FactKind::Started);
        fact.restart_count = Some(restart_count);
        fact.image = Some(image);
        fact.why = why;
        self.queue.push(self.now.saturating_add(script.start_delay_ms), Ev::AppStarted { slot, inst: id });
        match (&waits_for, script.run_ms) {
            (Some(dependency), _) if !self.ready_dependencies.contains(dependency) => {}
            (_, Some(run_ms)) => {
                let at = self.now.saturating_add(script.start_delay_ms).saturating_add(if waits_for.is_some() {
                    0
                } else {
                    run_ms
                });
                let code = script.exit_code;
                let oom_killed = self.slots.get(slot).is_some_and(|s| s.behaviour.exits_oom_killed) && code == 137;
                self.queue.push(
                    at,
                    Ev::Exit {
                        slot,
                        inst: id,
                        code,
                        reason: match code {
                            _ if oom_killed => "OOMKilled",
                            0 => "Completed",
                            _ => "Error",
                        },
                        natural: true,
                    },
                );
            }
            (Some(_), None) => {
                let at = self.now.saturating_add(script.start_delay_ms);
                self.queue.push(at, Ev::Exit { slot, inst: id, code: 0, reason: "Completed", natural: true });
            }
            (None, None) => {}
        }
        self.schedule_probes(slot, id);
        self.release_deferred_faults(slot);
        // The runtime reports the new container (PLEG), which triggers another sync.
        let delay = self.reaction_ms();
        self.request_sync(delay);
        if let Some(hook) = post_start_script {
            self.fact(Some(slot), FactKind::PostStartStarted);
            if let Some(run_ms) = hook.run_ms {
                self.queue.push(
                    self.now.saturating_add(hook.start_delay_ms).saturating_add(run_ms),
                    Ev::PostStartDone { slot, inst: id },
                );
            }
            // postStart runs synchronously: the next container is not created until it returns.
            self.worker.blocked = Some(Block::Instance { slot, inst: id });
        }
    }

    /// Queues, for right after this start, the `exit`/`oomKill` faults that waited for `slot`.
    fn release_deferred_faults(&mut self, slot: usize) {
        let Some(name) = self.slots.get(slot).map(|s| s.name.clone()) else { return };
        let faults = &self.scenario.faults;
        let (due, waiting): (Vec<usize>, Vec<usize>) = self.deferred_faults.iter().partition(|index| {
            faults.get(**index).is_some_and(|fault| {
                matches!(&fault.kind, FaultKind::Exit { container, .. } | FaultKind::OomKill { container } if *container == name)
            })
        });
        self.deferred_faults = waiting;
        for index in due {
            self.queue.push(self.now, Ev::Fault(index));
        }
    }

    /// Image presence and pulls.
    fn ensure_image(&mut self, slot: usize, image: &str) -> ImageOutcome {
        // images: EnsureImageExists — a reference that does not parse fails before any pull, on
        // every sync; kuberuntime startContainer then records `Error: InvalidImageName`.
        if let Some(message) = super::image_ref::parse_error(image) {
            self.event(Some(slot), EventType::Warning, "InspectFailed", message.clone());
            self.event(Some(slot), EventType::Warning, "Failed", "Error: InvalidImageName".to_owned());
            self.set_waiting(slot, "InvalidImageName", message);
            return ImageOutcome::Failed;
        }
        let Some(s) = self.slots.get(slot) else { return ImageOutcome::Failed };
        let policy = s.typed.pull_policy;
        let fails = s.behaviour.image_pull_fails
            || self.scenario.faults.iter().any(|f| matches!(&f.kind, FaultKind::ImagePullFails { container, until_ms } if *container == s.name && f.at_ms <= self.now && until_ms.is_none_or(|u| self.now < u)));
        let present = self.present_images.contains(image);
        let short = self.gates.short_event_messages;
        // images: EnsureImageExists — with pull policy Never the kubelet only looks on the node.
        // podsim assumes the image was loaded there (the healthy path; `kind load`, a preloaded
        // node), unless the scenario says the pull fails, which for Never means it is absent.
        if policy == PullPolicy::Never && fails {
            self.set_waiting(
                slot,
                "ErrImageNeverPull",
                format!("Container image \"{image}\" is not present with pull policy of Never"),
            );
            self.event(
                Some(slot),
                EventType::Warning,
                "ErrImageNeverPull",
                format!("Container image \"{image}\" is not present with pull policy of Never"),
            );
            // kuberuntime startContainer records the error EnsureImageExists returned.
            self.event(Some(slot), EventType::Warning, "Failed", "Error: ErrImageNeverPull".to_owned());
            return ImageOutcome::Failed;
        }
        // images: shouldPullImage (Never never pulls, IfNotPresent pulls only an absent image)
        if policy == PullPolicy::IfNotPresent && present || policy == PullPolicy::Never {
            let message = if short {
                format!("Container image \"{image}\" already present on machine and can be accessed by the pod")
            } else {
                format!("Container image \"{image}\" already present on machine")
            };
            self.event(Some(slot), EventType::Normal, "Pulled", message);
            return ImageOutcome::Ready;
        }
        if let (Some(entry), Some(failed_at)) = (s.pull_backoff, s.last_pull_failure_ms)
            && in_backoff(Some(&entry), failed_at, self.now)
        {
            {
                let first = self
                    .slots
                    .get(slot)
                    .is_some_and(|s| s.waiting.as_ref().is_none_or(|(r, _)| r != "ImagePullBackOff"));
                // Since 1.32 the waiting message carries the previous pull's error; the event
                // keeps the short text. // images: imageManager.pullImage (prevPullErrMsg)
                let waiting = match self.slots.get(slot).and_then(|s| s.last_pull_error.as_ref()) {
                    Some(error) if self.gates.pull_error_in_back_off_message => {
                        format!("Back-off pulling image \"{image}\": {error}")
                    }
                    _ => format!("Back-off pulling image \"{image}\""),
                };
                self.set_waiting(slot, "ImagePullBackOff", waiting);
                self.event(Some(slot), EventType::Normal, "BackOff", format!("Back-off pulling image \"{image}\""));
                self.event(Some(slot), EventType::Warning, "Failed", "Error: ImagePullBackOff".to_owned());
                if first {
                    let fact = self.fact(Some(slot), FactKind::BackOff);
                    fact.message = Some(format!("Back-off pulling image \"{image}\""));
                }
                return ImageOutcome::Failed;
            }
        }
        if let Some(s) = self.slots.get_mut(slot) {
            s.last_pull_error = None;
        }
        self.event(Some(slot), EventType::Normal, "Pulling", format!("Pulling image \"{image}\""));
        let fact = self.fact(Some(slot), FactKind::Pulling);
        fact.message = Some(format!("Pulling image \"{image}\""));
        if fails {
            // containerd: the CRI PullImage error for a tag the registry does not have.
            let full = super::image_ref::normalized(image);
            let error = format!(
                "rpc error: code = NotFound desc = failed to pull and unpack image \"{full}\": failed to resolve reference \"{full}\": {full}: not found"
            );
            self.event(Some(slot), EventType::Warning, "Failed", format!("Failed to pull image \"{image}\": {error}"));
            self.event(Some(slot), EventType::Warning, "Failed", "Error: ErrImagePull".to_owned());
            let fact = self.fact(Some(slot), FactKind::Failed);
            fact.message = Some(format!("Failed to pull image \"{image}\": {error}"));
            let fact = self.fact(Some(slot), FactKind::Failed);
            fact.message = Some("Error: ErrImagePull".to_owned());
            self.set_waiting(slot, "ErrImagePull", error.clone());
            let now = self.now;
            if let Some(s) = self.slots.get_mut(slot) {
                let entry = next(s.pull_backoff, now, now);
                s.pull_backoff = Some(entry);
                s.last_pull_failure_ms = Some(now);
                s.last_pull_error = Some(format!("ErrImagePull: {error}"));
                let delay = entry.delay_ms;
                // The next sync shows ImagePullBackOff; the pull is retried when the back-off ends.
                let show = if self.ideal { 0 } else { 1000 };
                self.sync_at(now.saturating_add(show));
                self.sync_at(now.saturating_add(delay));
            }
            return ImageOutcome::Failed;
        }
        let ms = if self.ideal { 0 } else { self.rng.between(PULL_MIN_MS, PULL_MAX_MS) };
        self.present_images.insert(image.to_owned());
        if ms == 0 {
            self.pulled(slot, image, 0);
            return ImageOutcome::Ready;
        }
        ImageOutcome::Pulling(ms)
    }

    /// A pull finished successfully.
    pub fn pulled(&mut self, slot: usize, image: &str, ms: u64) {
        // kubelet: the pull durations, truncated to milliseconds, print as Go durations (`0s`, `521ms`, `3.5s`)
        let seconds = crate::status::duration::go_duration(i64::try_from(ms).unwrap_or(i64::MAX));
        let size = 4_000_000 + (super::clock::stable_hash(image) % 90_000_000);
        self.event(Some(slot), EventType::Normal, "Pulled", format!("Successfully pulled image \"{image}\" in {seconds} ({seconds} including waiting). Image size: {size} bytes."));
        let fact = self.fact(Some(slot), FactKind::Pulled);
        fact.message = Some(format!("Successfully pulled image \"{image}\" in {seconds}"));
    }

    pub fn set_waiting(&mut self, slot: usize, reason: &str, message: String) {
        let changed = self.slots.get(slot).is_none_or(|s| s.waiting.as_ref().is_none_or(|(r, _)| r != reason));
        if let Some(s) = self.slots.get_mut(slot) {
            s.waiting = Some((reason.to_owned(), message.clone()));
        }
        if changed {
            let image = self.slots.get(slot).map(|s| s.image()).unwrap_or_default();
            let fact = self.fact(Some(slot), FactKind::Waiting);
            fact.reason = Some(reason.to_owned());
            fact.message = Some(message);
            if reason == "ImagePullBackOff" || reason == "ErrImagePull" {
                fact.why = World::why(
                    Said::ImagePullFails { image },
                    "kubelet: EnsureImageExists (images/image_manager.go)",
                );
            }
        }
    }

    fn start_reason(&self, slot: usize, restart_count: i64) -> Option<super::timeline::Why> {
        let s = self.slots.get(slot)?;
        let name = s.name.clone();
        let previous_init =
            self.slots.iter().take(slot).rfind(|o| matches!(o.kind, ContainerKind::Init | ContainerKind::Sidecar));
        let policy = self.restart_policy;
        if let Some(text) = self.restart_all_start_why(slot) {
            return World::why(text, "kubelet: computePodActions (after getContainersToReset)");
        }
        let (text, rule) = match (s.kind, restart_count) {
            (ContainerKind::Sidecar, n) if n > 0 => (
                Said::SidecarRestarted { name, policy },
                "kubelet: computeInitContainerActions",
            ),
            (ContainerKind::Init, n) if n > 0 => (
                Said::InitRetried { name, policy },
                "kubelet: computeInitContainerActions",
            ),
            (ContainerKind::Init | ContainerKind::Sidecar, _) => match previous_init {
                Some(p) if p.kind == ContainerKind::Sidecar => (
                    Said::StartsAfterSidecar { name, sidecar: p.name.clone() },
                    "kubelet: computeInitContainerActions",
                ),
                Some(p) => (
                    Said::StartsAfterInit { name, init: p.name.clone() },
                    "kubelet: computeInitContainerActions",
                ),
                None => (
                    Said::StartsFirst { name },
                    "kubelet: computeInitContainerActions",
                ),
            },
            (ContainerKind::App, 0) => (
                if previous_init.is_some() {
                    Said::StartsAfterInitAndSidecars { name }
                } else {
                    Said::StartsWithoutInit { name }
                },
                "kubelet: computePodActions",
            ),
            (ContainerKind::App, _) => (self.restart_why(slot)?, "kubelet: ShouldContainerBeRestarted"),
            (ContainerKind::Ephemeral, _) => (
                Said::EphemeralStarts { name },
                "kubelet: computePodActions (EphemeralContainersToStart)",
            ),
        };
        World::why(text, rule)
    }
}

/// The result of making sure an image is on the node.
pub(crate) enum ImageOutcome {
    Ready,
    Pulling(u64),
    Failed,
}

/// A hook's duration: the scenario's script, else `sleep.seconds`, else `sleep N` in its command.
pub(crate) fn hook_script(handler: &crate::model::Handler, given: Option<HookScript>) -> HookScript {
    if let Some(given) = given {
        return given;
    }
    if let Some(seconds) = handler.sleep_seconds {
        return HookScript {
            start_delay_ms: 0,
            run_ms: Some(u64::try_from(seconds.max(0)).unwrap_or(0).saturating_mul(1000)),
            exit_code: 0,
        };
    }
    let Some(exec) = handler.exec.clone() else {
        return HookScript { start_delay_ms: 0, run_ms: Some(0), exit_code: 0 };
    };
    let command = exec.join(" ");
    let container = crate::model::Container {
        command: handler.exec.clone().unwrap_or_default(),
        ..crate::model::Container::default()
    };
    let inferred = crate::scenario::infer(&container, ContainerKind::Init);
    let looks_forever = command.contains("while true") || command.contains("sleep infinity");
    HookScript {
        start_delay_ms: 0,
        run_ms: if looks_forever { None } else { Some(inferred.run_ms.unwrap_or(0).min(3_600_000)) },
        exit_code: inferred.exit_code,
    }
}
