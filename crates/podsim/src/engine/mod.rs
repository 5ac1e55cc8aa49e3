//! The lifecycle engine: the kubelet's behaviour for one Pod on a virtual clock.
//!
//! A deterministic discrete-event model (integer milliseconds, a queue ordered by time then
//! sequence, a seeded generator for the realistic timing model) of what the kubelet starts and
//! stops when: sandbox, image pulls, init containers in order, sidecars, app containers, probes,
//! CrashLoopBackOff, termination with preStop hooks and the shared grace budget, deadlines, node
//! reboots, kubelet restarts and ephemeral containers. [`simulate`] returns a [`Simulation`]:
//! the timeline (with the *why* of each change), the kubelet events, lanes for rendering, and the
//! full Pod state at any instant.

mod backoff;
pub mod clock;
mod deadline;
mod deletion;
mod fit;
pub(crate) mod image_ref;
mod job;
mod lanes;
mod node;
mod observer;
mod outside;
mod output;
mod probes;
mod react;
mod resize;
mod restart_all;
mod resize_admission;
mod resize_pod;
mod said;
mod scheduling;
mod pod_status_resources;
mod snapshot;
mod start;
mod status_memo;
mod status_resources;
mod stop_signal;
mod sync;
mod terminate;
pub mod timeline;
mod volumes;
mod waits;
mod worker;
mod world;

pub use clock::SimTime;
pub use node::{DEFAULT_ALLOCATABLE, is_system_pod};
pub use lanes::{Lane, LaneState, Marker, PodBand, Segment};
pub use output::{BehaviourNote, ConditionLine, Ended, Simulation};
pub use said::{JobFailure, Note, Said, SidecarTurn, SignalOutcome};
pub use snapshot::Snapshot;
pub use waits::{ObjectKind, WaitChange, WaitReason, WorkerTask};
pub use timeline::{EventType, Fact, FactKind, KubeEvent, ProbeAttempt, Why};

use serde::Serialize;

/// The timing setting under the engine's old name, kept for `web/` until it moves to `podsim::Timing`.
pub use crate::Timing;
use crate::diagnostic::Diagnostic;
use crate::model::Pod;
use crate::scenario::{Scenario, Trigger};
use crate::version::KubeVersion;
use world::{Ev, World};

/// Default horizon: ten virtual minutes.
pub const DEFAULT_HORIZON_MS: u64 = 600_000;
/// Default cap on processed events per run.
pub const DEFAULT_EVENT_CAP: u64 = 500_000;
/// The most work one run does, in units of about a third of a microsecond of native time (about
/// a microsecond in the browser): every processed event costs [`WORK_PER_EVENT`] plus one unit
/// per 16 containers (the kubelet's sync looks at each), every fact of the timeline
/// [`WORK_PER_FACT`], every recorded state [`WORK_PER_CONTAINER_STATE`] per container (a state is
/// every container's status), and a probe attempt one unit per 16 `probe` faults of its
/// container. A run that reaches it stops with a note: about 12 ms native and 30 ms in the
/// browser, so that drawing the result still fits in 100 ms (`budget/*` and the browser rows in
/// BENCHMARKS.md); its recorded states stay under 4,400 container statuses.
pub const WORK_BUDGET: u64 = 35_000;
/// Work units of one processed event, before its share per container.
pub const WORK_PER_EVENT: u64 = 2;
/// Work units of one timeline fact (its words are written in both languages).
pub const WORK_PER_FACT: u64 = 3;
/// Work units of one container's status in one recorded state.
pub const WORK_PER_CONTAINER_STATE: u64 = 8;

/// The most containers (init, app and ephemeral) one simulation runs; static analysis covers any
/// number. Real Pods rarely have more than twenty; drawing a hundred lanes and their statuses is
/// already most of the 100 ms a keystroke may take in the browser.
pub const MAX_SIMULATED_CONTAINERS: usize = 100;

/// How to run a simulation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SimOptions {
    /// The Kubernetes version (feature gates).
    #[serde(serialize_with = "version_word")]
    pub version: KubeVersion,
    /// The gates the cluster runs with when `--feature-gates` changes `version`'s defaults.
    #[serde(skip)]
    pub gates: Option<crate::version::FeatureGates>,
    /// The timing model.
    pub timing: Timing,
    /// Seed of the realistic model.
    pub seed: u64,
    /// Stop at this time (ms).
    pub horizon_ms: SimTime,
    /// Stop after this many processed events.
    pub event_cap: u64,
    /// CrashLoopBackOff: first delay (10 s; 1 s with `ReduceDefaultCrashLoopBackOffDecay`).
    pub crash_loop_initial_ms: u64,
    /// CrashLoopBackOff: cap (300 s; 60 s with reduced decay; the node's
    /// `crashLoopBackOff.maxContainerRestartPeriod` with `KubeletCrashLoopBackOffMax`).
    pub crash_loop_max_ms: u64,
    /// How often whoever acts on `after:` conditions looks at the Pod (0: at the very instant
    /// the condition holds). With a period, actions run one after another like the steps of a
    /// test: each condition is seen at the first poll after the status showing it was written,
    /// `stopKubelet` waits until the kubelet's health check fails and `startKubelet` until it
    /// answers again. The upstream e2e framework polls every 2 s (`poll`, test/e2e/framework/pod/wait.go).
    #[serde(skip_serializing_if = "is_zero")]
    pub observer_poll_ms: u64,
}

fn is_zero(value: &u64) -> bool {
    *value == 0
}

impl SimOptions {
    /// The gates the simulated cluster runs with.
    pub fn gates(&self) -> crate::version::FeatureGates {
        self.gates.unwrap_or_else(|| self.version.gates())
    }
}

fn version_word<S: serde::Serializer>(version: &KubeVersion, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(version.as_str())
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            version: KubeVersion::default(),
            gates: None,
            timing: Timing::Realistic,
            seed: 1,
            horizon_ms: DEFAULT_HORIZON_MS,
            event_cap: DEFAULT_EVENT_CAP,
            crash_loop_initial_ms: backoff::INITIAL_MS,
            crash_loop_max_ms: backoff::MAX_MS,
            observer_poll_ms: 0,
        }
    }
}

impl SimOptions {
    /// These options with the scenario's `timing`, `seed` and `until` applied.
    pub fn with_scenario(mut self, scenario: &Scenario) -> SimOptions {
        if let Some(timing) = scenario.timing {
            self.timing = timing;
        }
        if let Some(seed) = scenario.seed {
            self.seed = seed;
        }
        if let Some(until) = scenario.until_ms {
            self.horizon_ms = until;
        }
        self
    }
}

/// Runs the Pod through the scenario.
pub fn simulate(pod: &Pod, scenario: &Scenario, options: &SimOptions) -> Simulation {
    let mut diagnostics: Vec<Diagnostic> = scenario.diagnostics.clone();
    diagnostics.extend(scenario.check_against(pod));
    let mut world = World::new(pod, scenario, options);
    world.schedule();
    world.schedule_job_deadline();
    for (index, action) in scenario.actions.iter().enumerate() {
        if let Trigger::At { ms } = action.trigger {
            world.queue.push(ms, Ev::Action(index));
            if let Some(flag) = world.action_scheduled.get_mut(index) {
                *flag = true;
            }
        }
    }
    for (index, fault) in scenario.faults.iter().enumerate() {
        world.queue.push(fault.at_ms, Ev::Fault(index));
    }
    let mut notes: Vec<Note> = Vec::new();
    let mut steady = false;
    let mut settled = false;
    let containers = pod.spec.init_containers.len() + pod.spec.containers.len() + pod.spec.ephemeral_containers.len();
    let event_cap = options.event_cap;
    let event_work = WORK_PER_EVENT.saturating_add(u64::try_from(containers / 16).unwrap_or(u64::MAX));
    if containers > MAX_SIMULATED_CONTAINERS {
        notes.push(Note::NotSimulated { containers, max: MAX_SIMULATED_CONTAINERS });
        world.queue.clear();
    }
    while let Some(t) = world.queue.peek_time() {
        if t > options.horizon_ms {
            break;
        }
        world.now = t;
        while world.queue.peek_time() == Some(t) {
            let Some((_, event)) = world.queue.pop() else { break };
            world.handle(event);
            world.processed = world.processed.saturating_add(1);
            world.work = world.work.saturating_add(event_work);
            if world.processed >= event_cap || world.work >= WORK_BUDGET {
                break;
            }
        }
        if world.dirty {
            world.take_snapshot();
        }
        world.observe_job();
        world.drop_stale_deadlines();
        observer::schedule_conditional_actions(&mut world);
        if world.removed && !world.pending_removal && !world.any_running() {
            // The Pod object is gone and nothing of it runs on the node: whatever is still queued
            // (a process's own exit, later actions) can no longer happen, so the run has settled.
            world.queue.clear();
            break;
        }
        if world.work >= WORK_BUDGET {
            let (at_ms, events, states) = (world.now, world.processed, world.snapshots.len());
            notes.push(Note::WorkBudget { at_ms, events, states, containers });
            break;
        }
        if world.processed >= event_cap {
            notes.push(Note::EventCap { events: world.processed, at_ms: world.now });
            break;
        }
    }
    if world.snapshots.is_empty() {
        world.take_snapshot();
    }
    if world.queue.peek_time().is_some_and(|t| t > options.horizon_ms) && notes.is_empty() {
        world.now = options.horizon_ms;
        notes.push(horizon_note(&world, options.horizon_ms));
    } else if world.queue.is_empty() && notes.is_empty() {
        settled = true;
        let last_change = world.facts.last().map(|f| f.t_ms).unwrap_or(world.now);
        let settled_ms = last_change;
        world.now = last_change;
        let status = world.snapshots.last().map(|s| s.row.status.clone()).unwrap_or_default();
        let running: Vec<String> =
            world.slots.iter().filter(|s| s.running_instance().is_some()).map(|s| s.name.clone()).collect();
        let removed_before = world
            .facts
            .iter()
            .rev()
            .find(|f| f.kind == FactKind::PodRemoved)
            .map(|f| f.t_ms)
            .filter(|t| *t < last_change);
        if let Some(removed_at) = removed_before {
            // A force delete: the object went first, the containers stopped after it.
            notes.push(Note::RemovedThenStopped { settled_ms, removed_ms: removed_at });
        } else if running.is_empty() && world.facts.iter().any(|f| f.kind == FactKind::PodRemoved) {
            notes.push(Note::Removed { settled_ms, status, name: world.pod_name() });
        } else if running.is_empty() {
            notes.push(Note::NothingMore { settled_ms, status });
        } else {
            let never: Vec<String> =
                world.slots.iter().filter(|s| s.instances.is_empty()).map(|s| s.name.clone()).collect();
            notes.push(Note::KeepsRunning { settled_ms, running, never, status });
            steady = true;
        }
    }
    notes.append(&mut world.job_notes);
    for (index, note) in notes.iter().enumerate() {
        let fact = world.fact(None, FactKind::Note);
        fact.message = Some(note.to_string());
        fact.note = Some(index);
    }
    if steady {
        // Lanes of containers that keep running extend a minute past the last change.
        world.now = world.now.max(options.horizon_ms.min(world.now.saturating_add(60_000)));
    }
    let ended = if containers > MAX_SIMULATED_CONTAINERS {
        output::Ended::NotSimulated
    } else if settled {
        output::Ended::Settled
    } else {
        output::Ended::Stopped
    };
    output::finish(world, *options, diagnostics, notes, ended)
}

/// A moment of the run as the scenario language writes it, exactly (`3.6s`, `1m5s`): a note
/// must not round a change at 3.6 s down to "after 3s".
pub(crate) fn scenario_time(ms: SimTime) -> String {
    crate::duration::format_ms(ms, crate::duration::Style::Exact)
}

fn horizon_note(world: &World, horizon: SimTime) -> Note {
    let at_ms = horizon;
    let waiting_with = |reasons: &[&str]| -> String {
        let names: Vec<&str> = world
            .slots
            .iter()
            .enumerate()
            .filter(|(index, _)| {
                world.shown_waiting(*index).is_some_and(|(reason, _)| reasons.contains(&reason.as_str()))
            })
            .map(|(_, s)| s.name.as_str())
            .collect();
        names.join(", ")
    };
    let (looping, pulling) = (waiting_with(&["CrashLoopBackOff"]), waiting_with(&["ImagePullBackOff", "ErrImagePull"]));
    // An image that cannot be pulled is retried with back-off, but nothing crashed.
    match (looping.is_empty(), pulling.is_empty()) {
        (false, false) => Note::CrashLoopingAndPulling { at_ms, looping, pulling },
        (false, true) => Note::CrashLooping { at_ms, looping },
        (true, false) => Note::FailingToPull { at_ms, pulling },
        (true, true) if world.any_running() => Note::StillRunning { at_ms },
        (true, true) => Note::AtHorizon { at_ms },
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_deletion;
#[cfg(test)]
mod tests_drain;
#[cfg(test)]
mod tests_job;
#[cfg(test)]
mod tests_probes;
#[cfg(test)]
mod tests_rules;
#[cfg(test)]
mod tests_scheduling;
#[cfg(test)]
mod tests_fit;
#[cfg(test)]
mod tests_readiness_gates;
#[cfg(test)]
mod tests_stop_signal;
#[cfg(test)]
mod tests_resize;
#[cfg(test)]
mod tests_probe_timeout;
#[cfg(test)]
mod tests_support;
#[cfg(test)]
mod tests_restart_all;
#[cfg(test)]
mod tests_sandbox;
#[cfg(test)]
mod tests_resize_pod;
#[cfg(test)]
mod tests_waits;
