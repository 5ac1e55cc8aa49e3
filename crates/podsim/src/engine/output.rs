//! The result of a run, shaped for a UI that only renders: timeline, events, lanes, and the full
//! state at any instant (phase, conditions, statuses, kubectl row, `-w` lines, describe, YAML).

use serde::Serialize;

use super::SimOptions;
use super::clock::SimTime;
use super::lanes::{Lane, PodBand, bands, container_lanes};
use super::snapshot::Snapshot;
use super::timeline::{Fact, FactKind, KubeEvent};
use super::world::World;
use crate::diagnostic::Diagnostic;
use crate::lang::Text;
use crate::model::{ContainerState, ContainerStatus, Pod, PodCondition, PodStatus};
use crate::scenario::duration::format_ms;
use crate::status::describe::{DescribeEvent, EventKind, describe_pod_with};
use crate::status::extras::DescribeExtras;
use crate::status::printer::PodRow;
use crate::status::status_yaml::status_yaml;

/// What podsim assumed about one container's process, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BehaviourNote {
    /// Container name.
    pub container: String,
    /// The explanation ("runs for 3600 s, then exits 0: `sleep 3600`").
    pub explanation: Text,
}

/// A finished run.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Simulation {
    /// The options used.
    pub options: SimOptions,
    /// Every fact, in time order.
    pub facts: Vec<Fact>,
    /// Kubernetes events, aggregated.
    pub events: Vec<KubeEvent>,
    /// One lane per container, in spec order.
    pub lanes: Vec<Lane>,
    /// Markers of the Pod lane: actions (`delete`, …), faults, deadline, sandbox changes, removal.
    pub pod_markers: Vec<super::lanes::Marker>,
    /// Phase bands of the Pod lane.
    pub phase_bands: Vec<PodBand>,
    /// kubectl STATUS bands of the Pod lane.
    pub status_bands: Vec<PodBand>,
    /// Condition step lines, one per condition type.
    pub condition_lines: Vec<ConditionLine>,
    /// Assumed behaviours.
    pub behaviours: Vec<BehaviourNote>,
    /// Notes (horizon reached, event cap, work budget), in English.
    pub notes: Vec<String>,
    /// The same notes in both languages, for a page that speaks the reader's.
    #[serde(skip)]
    pub note_texts: Vec<Text>,
    /// How the run ended (the notes say it in words).
    #[serde(skip)]
    pub ended: Ended,
    /// Problems with the scenario.
    pub diagnostics: Vec<Diagnostic>,
    /// The last simulated instant (ms).
    pub end_ms: SimTime,
    /// Every probe attempt, in time order (also silent successes).
    #[serde(skip)]
    pub probe_attempts: Vec<super::timeline::ProbeAttempt>,
    /// Recorded states, one per instant where something changed.
    #[serde(skip)]
    pub snapshots: Vec<Snapshot>,
    /// How many queued events the run processed (for throughput figures).
    #[serde(skip)]
    pub events_processed: u64,
    /// What `kubectl describe` shows beyond the Pod model (tolerations, probe targets, the
    /// priority and service account admission gave it): see [`Simulation::with_describe_extras`].
    #[serde(skip)]
    pub describe_extras: DescribeExtras,
}

/// A condition's value over time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConditionLine {
    /// The condition type (`Ready`, `Initialized`, …).
    #[serde(rename = "type")]
    pub condition_type: String,
    /// Bands of `True` / `False`.
    pub bands: Vec<PodBand>,
}

/// One container in [`PodState`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContainerView {
    /// Name.
    pub name: String,
    /// `init`, `sidecar`, `app`, `ephemeral`.
    pub kind: String,
    /// `Waiting`, `Running` or `Terminated`.
    pub state: String,
    /// Waiting or terminated reason.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Exit code when terminated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i64>,
    /// Last state, as `Terminated (Error, exit 1)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_state: Option<String>,
    /// `ready`.
    pub ready: bool,
    /// `started`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started: Option<bool>,
    /// `restartCount`.
    pub restart_count: i64,
    /// `image`.
    pub image: String,
    /// Why it is not running, in plain words with the upstream rule, when it waits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<Text>,
}

/// A condition in [`PodState`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConditionView {
    /// Type.
    #[serde(rename = "type")]
    pub condition_type: String,
    /// `True` / `False`.
    pub status: String,
    /// Reason.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// lastTransitionTime.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_transition_time: Option<String>,
}

/// The full state at one instant.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PodState {
    /// The instant asked for (ms).
    pub t_ms: SimTime,
    /// The phase.
    pub phase: String,
    /// `status.reason`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Conditions.
    pub conditions: Vec<ConditionView>,
    /// Containers in spec order.
    pub containers: Vec<ContainerView>,
    /// The `kubectl get pod` row.
    pub row: PodRow,
    /// `kubectl get pod -w` lines up to this instant (header first).
    pub watch: Vec<String>,
    /// `kubectl describe pod` (once the object is deleted, kubectl's NotFound error).
    pub describe: String,
    /// The Pod's events so far as `describe` lists them (`Events:` and its table); they outlive
    /// the Pod object in the API.
    pub events: String,
    /// The status as `kubectl get pod -o yaml` prints it.
    pub status_yaml: String,
    /// The facts of the last change at or before this instant, each with its why.
    pub changes: Vec<Fact>,
    /// The Pod object was deleted.
    pub removed: bool,
    /// `metadata.generation`.
    pub generation: i64,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Nothing more could happen: the last state lasts for good.
    Settled,
    /// At the horizon, the event cap or the work budget.
    Stopped,
    /// The Pod has more containers than one run simulates.
    NotSimulated,
}

pub(crate) fn finish(
    world: World,
    options: SimOptions,
    diagnostics: Vec<Diagnostic>,
    notes: Vec<Text>,
    ended: Ended,
) -> Simulation {
    let end_ms = world.now.max(world.facts.last().map(|f| f.t_ms).unwrap_or(0));
    let end_ms = end_ms.max(1);
    let kinds: Vec<(String, String)> =
        world.slots.iter().map(|s| (s.name.clone(), s.kind.as_str().to_owned())).collect();
    let lanes = container_lanes(&world.snapshots, &world.facts, &kinds, end_ms);
    let phase_bands = bands(world.snapshots.iter().map(|s| (s.t_ms, s.phase.as_str().to_owned())), end_ms);
    let status_bands = bands(world.snapshots.iter().map(|s| (s.t_ms, s.row.status.clone())), end_ms);
    let mut condition_types: Vec<String> = Vec::new();
    for snapshot in &world.snapshots {
        for condition in snapshot.pod.status.iter().flat_map(|s| &s.conditions) {
            if !condition_types.contains(&condition.condition_type) {
                condition_types.push(condition.condition_type.clone());
            }
        }
    }
    let condition_lines = condition_types
        .into_iter()
        .map(|kind| {
            let changes = world.snapshots.iter().filter_map(|s| {
                let status =
                    s.pod.status.as_ref()?.conditions.iter().find(|c| c.condition_type == kind)?.status.clone();
                Some((s.t_ms, status))
            });
            let bands = bands(changes, end_ms);
            ConditionLine { condition_type: kind, bands }
        })
        .collect();
    let pod_markers = world
        .facts
        .iter()
        .filter(|f| f.container.is_none())
        .filter_map(|f| {
            let kind = match f.kind {
                FactKind::Action if f.message.as_deref().is_some_and(|m| m.starts_with("delete")) => "delete",
                FactKind::Action => "action",
                FactKind::Fault => "fault",
                FactKind::DeadlineExceeded => "deadline",
                FactKind::SandboxChanged => "sandboxChanged",
                FactKind::PodRemoved => "removed",
                _ => return None,
            };
            Some(super::lanes::Marker {
                t_ms: f.t_ms,
                kind: kind.to_owned(),
                text: f.message.clone().unwrap_or_else(|| f.kind.as_str().to_owned()),
                probe: None,
            })
        })
        .collect();
    let behaviours = world
        .slots
        .iter()
        .map(|s| BehaviourNote { container: s.name.clone(), explanation: s.behaviour.explanation.clone() })
        .collect();
    Simulation {
        options,
        facts: world.facts,
        events: world.events,
        lanes,
        pod_markers,
        phase_bands,
        status_bands,
        condition_lines,
        behaviours,
        notes: notes.iter().map(|note| note.en.clone()).collect(),
        note_texts: notes,
        ended,
        diagnostics,
        end_ms,
        events_processed: world.processed,
        snapshots: world.snapshots,
        probe_attempts: world.probe_attempts,
        describe_extras: DescribeExtras::default(),
    }
}

/// The `Events:` section of a describe text.
fn events_of(described: &str) -> String {
    described.split_once("\nEvents:").map(|(_, table)| format!("Events:{table}")).unwrap_or_default()
}

/// What kubectl prints for a Pod that is no longer in the API. // kubectl: NotFound from the server
fn not_found(pod: &Pod) -> String {
    format!("Error from server (NotFound): pods \"{}\" not found\n", pod.metadata.name.as_deref().unwrap_or(""))
}

fn describe_state(state: &ContainerState) -> (String, Option<String>, Option<i64>) {
    if let Some(waiting) = &state.waiting {
        return ("Waiting".to_owned(), waiting.reason.clone(), None);
    }
    if state.running.is_some() {
        return ("Running".to_owned(), None, None);
    }
    if let Some(terminated) = &state.terminated {
        return ("Terminated".to_owned(), terminated.reason.clone(), Some(terminated.exit_code));
    }
    ("Waiting".to_owned(), None, None)
}

fn container_view(status: &ContainerStatus, kind: &str) -> ContainerView {
    let (state, reason, exit_code) = describe_state(&status.state);
    let last_state = status
        .last_state
        .terminated
        .as_ref()
        .map(|t| format!("Terminated ({}, exit {})", t.reason.clone().unwrap_or_default(), t.exit_code));
    ContainerView {
        name: status.name.clone(),
        kind: kind.to_owned(),
        state,
        reason,
        exit_code,
        last_state,
        ready: status.ready,
        started: status.started,
        restart_count: status.restart_count,
        image: status.image.clone().unwrap_or_default(),
        why: None,
    }
}

/// Why each waiting container waits. // kubelet: computeInitContainerActions, doBackOff
fn explain_waits(containers: &mut [ContainerView]) {
    let blocker = containers.iter().find(|c| match c.kind.as_str() {
        "init" => !(c.state == "Terminated" && c.exit_code == Some(0)),
        "sidecar" => c.started != Some(true),
        _ => false,
    });
    let blocker = blocker.map(|b| {
        let name = &b.name;
        if b.kind == "sidecar" {
            crate::text!(
                "sidecar `{name}` has not started yet (a sidecar counts once it runs and its startupProbe, if any, succeeded)",
                "sidecar `{name}` 尚未启动（sidecar 要在运行起来、且其 startupProbe（如果有）成功之后才算启动）"
            )
        } else {
            crate::text!("init container `{name}` has not exited 0 yet", "init 容器 `{name}` 尚未以退出码 0 结束")
        }
    });
    for container in containers.iter_mut() {
        if container.state != "Waiting" {
            continue;
        }
        let name = &container.name;
        container.why = match container.reason.as_deref() {
            Some("CrashLoopBackOff") => Some(crate::text!(
                "`{name}` waits: it exited and the kubelet waits out the restart back-off (10 s doubling to 5 min) (kubelet: doBackOff)",
                "`{name}` 在等待：它已退出，kubelet 要等重启退避时间过去（从 10 秒开始翻倍，最长 5 分钟）(kubelet: doBackOff)"
            )),
            Some("ImagePullBackOff" | "ErrImagePull") => Some(crate::text!(
                "`{name}` waits: its image cannot be pulled; pulls are retried with back-off (kubelet: EnsureImageExists)",
                "`{name}` 在等待：它的镜像无法拉取；拉取按退避间隔重试 (kubelet: EnsureImageExists)"
            )),
            Some("CreateContainerConfigError") => Some(crate::text!(
                "`{name}` waits: a ConfigMap or Secret it needs is missing; retried at every sync (kubelet: generateContainerConfig)",
                "`{name}` 在等待：它需要的 ConfigMap 或 Secret 不存在；每次同步时重试 (kubelet: generateContainerConfig)"
            )),
            _ => blocker.as_ref().map(|Text { en, zh }| {
                crate::text!(
                    "`{name}` waits: {en} (kubelet: computeInitContainerActions)",
                    "`{name}` 在等待：{zh} (kubelet: computeInitContainerActions)"
                )
            }),
        };
    }
}

fn condition_view(condition: &PodCondition) -> ConditionView {
    ConditionView {
        condition_type: condition.condition_type.clone(),
        status: condition.status.clone(),
        reason: condition.reason.clone(),
        message: condition.message.clone(),
        last_transition_time: condition.last_transition_time.clone(),
    }
}

fn describe_with(extras: &DescribeExtras, pod: &Pod, events: &[DescribeEvent], now_unix: i64) -> String {
    describe_pod_with(pod, extras, events, Some(now_unix), crate::version::KubeVersion::default())
}

impl Simulation {
    /// The same run, whose `describe` shows `extras` (usually
    /// [`DescribeExtras::from_parsed_admitted`] of the text the Pod came from).
    pub fn with_describe_extras(mut self, extras: DescribeExtras) -> Simulation {
        self.describe_extras = extras;
        self
    }

    /// False when the Pod had more containers than one run simulates.
    pub fn simulated(&self) -> bool {
        self.ended != Ended::NotSimulated
    }

    /// True when nothing more could happen; otherwise what comes after `end_ms` is unknown.
    pub fn settled(&self) -> bool {
        self.ended == Ended::Settled
    }

    /// The recorded state in force at `t_ms` (the last change at or before it).
    /// `None` before the kubelet's first report (see [`Simulation::as_created`]).
    pub fn snapshot_at(&self, t_ms: SimTime) -> Option<&Snapshot> {
        let after = self.snapshots.partition_point(|s| s.t_ms <= t_ms);
        self.snapshots.get(after.checked_sub(1)?)
    }

    /// The Pod as the API shows it right after `kubectl apply`, before the kubelet has reported
    /// anything: phase Pending and no container statuses (pod strategy PrepareForCreate).
    pub fn as_created(&self) -> Option<Pod> {
        let mut pod = self.snapshots.first()?.pod.clone();
        let qos_class = pod.status.as_ref().and_then(|status| status.qos_class.clone());
        pod.status = Some(PodStatus { phase: Some("Pending".to_owned()), qos_class, ..PodStatus::default() });
        Some(pod)
    }

    fn creation_unix(&self) -> i64 {
        self.snapshots
            .first()
            .and_then(|s| s.pod.metadata.creation_timestamp.as_deref())
            .and_then(crate::status::time::parse_rfc3339)
            .unwrap_or(super::snapshot::DEFAULT_CREATION_UNIX)
    }

    /// The full state at `t_ms`.
    pub fn state_at(&self, t_ms: SimTime) -> PodState {
        self.state_at_with(t_ms, &self.describe_extras)
    }

    /// The full state at `t_ms`, whose `describe` shows `extras` instead of the run's own (for a
    /// caller that reads them from the text only when a describe is wanted).
    pub fn state_at_with(&self, t_ms: SimTime, extras: &DescribeExtras) -> PodState {
        let now_unix = self.creation_unix().saturating_add(i64::try_from(t_ms / 1000).unwrap_or(0));
        let Some(snapshot) = self.snapshot_at(t_ms) else {
            let created = self.as_created();
            let status = created.as_ref().and_then(|pod| pod.status.clone()).unwrap_or_default();
            let described = created.as_ref().map(|pod| describe_with(extras, pod, &[], now_unix)).unwrap_or_default();
            return PodState {
                t_ms,
                phase: "Pending".to_owned(),
                reason: None,
                conditions: Vec::new(),
                containers: Vec::new(),
                row: created
                    .as_ref()
                    .map(|pod| crate::status::printer::kubectl_row(pod, Some(now_unix)))
                    .unwrap_or_default(),
                watch: self.watch_lines(t_ms),
                events: events_of(&described),
                describe: described,
                status_yaml: status_yaml(&status),
                changes: Vec::new(),
                removed: false,
                generation: 1,
            };
        };
        let status = snapshot.pod.status.clone().unwrap_or_default();
        let kind_of =
            |name: &str| self.lanes.iter().find(|l| l.container == name).map(|l| l.kind.clone()).unwrap_or_default();
        let mut containers: Vec<ContainerView> = status
            .init_container_statuses
            .iter()
            .chain(&status.container_statuses)
            .chain(&status.ephemeral_container_statuses)
            .map(|c| container_view(c, &kind_of(&c.name)))
            .collect();
        explain_waits(&mut containers);
        let row = if snapshot.removed {
            // The object is gone: its last row is the one it had when it went (what the watch
            // printed last), not one computed for an instant nothing was written.
            let gone = self.snapshots.iter().find(|s| s.removed);
            gone.map_or_else(|| snapshot.row.clone(), |gone| gone.row.clone())
        } else {
            crate::status::printer::kubectl_row(&snapshot.pod, Some(now_unix))
        };
        let events: Vec<DescribeEvent> = self
            .events
            .iter()
            .filter(|e| e.first_ms <= t_ms)
            .map(|e| {
                let seen: Vec<SimTime> = e.occurrences.iter().copied().filter(|o| *o <= t_ms).collect();
                let (count_until, last_until) = if e.last_ms <= t_ms {
                    (e.count, e.last_ms)
                } else {
                    (u32::try_from(seen.len()).unwrap_or(u32::MAX).max(1), seen.last().copied().unwrap_or(e.first_ms))
                };
                DescribeEvent {
                    kind: if e.event_type == super::timeline::EventType::Warning {
                        EventKind::Warning
                    } else {
                        EventKind::Normal
                    },
                    reason: e.reason.clone(),
                    from: e.source.clone(),
                    message: e.message.clone(),
                    first_seen_s: self.creation_unix() + i64::try_from(e.first_ms / 1000).unwrap_or(0),
                    last_seen_s: self.creation_unix() + i64::try_from(last_until / 1000).unwrap_or(0),
                    count: count_until,
                    field_path: e.field_path.clone(),
                }
            })
            .collect();
        let last_change =
            self.facts.iter().filter(|f| f.t_ms <= t_ms && f.kind != FactKind::Note).map(|f| f.t_ms).next_back();
        let changes = match last_change {
            Some(at) => self.facts.iter().filter(|f| f.t_ms == at).cloned().collect(),
            None => Vec::new(),
        };
        let described = describe_with(extras, &snapshot.pod, &events, now_unix);
        PodState {
            t_ms,
            phase: snapshot.phase.as_str().to_owned(),
            reason: status.reason.clone(),
            conditions: status.conditions.iter().map(condition_view).collect(),
            containers,
            row,
            watch: self.watch_lines(t_ms),
            // Once the object is deleted from the API, kubectl finds nothing to show.
            describe: if snapshot.removed { not_found(&snapshot.pod) } else { described.clone() },
            events: events_of(&described),
            status_yaml: if snapshot.removed { not_found(&snapshot.pod) } else { status_yaml(&status) },
            changes,
            removed: snapshot.removed,
            generation: snapshot.generation,
        }
    }

    /// `kubectl get pod -w` output up to `t_ms`: the header, then a line per change of the row.
    /// It ends with the object as it was deleted: what the kubelet does after that is never
    /// written to the API, so no watch sees it.
    pub fn watch_lines(&self, t_ms: SimTime) -> Vec<String> {
        let creation = self.creation_unix();
        let mut rows: Vec<PodRow> = Vec::new();
        let mut last: Option<(String, String, String)> = None;
        // The first line is the object as created: `Pending`, before the kubelet reports.
        if let Some(created) = self.as_created() {
            let row = crate::status::printer::kubectl_row(&created, Some(creation));
            last = Some((row.ready.clone(), row.status.clone(), row.restarts.clone()));
            rows.push(row);
        }
        for snapshot in self.snapshots.iter().filter(|s| s.t_ms <= t_ms) {
            let now = creation + i64::try_from(snapshot.t_ms / 1000).unwrap_or(0);
            let row = crate::status::printer::kubectl_row(&snapshot.pod, Some(now));
            let key = (row.ready.clone(), row.status.clone(), row.restarts.split(' ').next().unwrap_or("").to_owned());
            if last.as_ref() != Some(&key) {
                last = Some(key);
                rows.push(row);
            }
            if snapshot.removed {
                break;
            }
        }
        crate::status::printer::format_table(&rows)
    }

    /// The timeline as text, one fact per line: `12.0s  app  Started  (restart 2)`.
    pub fn timeline_text(&self, with_why: bool) -> String {
        let mut out = String::new();
        for fact in &self.facts {
            out.push_str(&fact_line(fact));
            out.push('\n');
            if with_why && let Some(why) = &fact.why {
                out.push_str(&format!("        why: {} ({})\n", why.text, why.rule));
            }
        }
        out
    }
}

/// One fact as a line.
pub fn fact_line(fact: &Fact) -> String {
    let mut line =
        format!("{:>7}  {}  {}", format_ms(fact.t_ms), fact.container.as_deref().unwrap_or("pod"), fact.kind.as_str());
    let mut details: Vec<String> = Vec::new();
    if let Some(n) = fact.restart_count.filter(|n| *n > 0) {
        details.push(format!("restart {n}"));
    }
    if let Some(code) = fact.exit_code {
        details.push(format!("exit {code}"));
    }
    if let Some(reason) = &fact.reason {
        details.push(reason.clone());
    }
    if let Some(probe) = &fact.probe {
        details.push(probe.clone());
    }
    if let Some(phase) = &fact.phase {
        details.push(phase.clone());
    }
    if let Some(message) = &fact.message
        && fact.kind != FactKind::ProbeFailed
    {
        details.push(message.clone());
    }
    if !details.is_empty() {
        line.push_str(&format!("  ({})", details.join(", ")));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::super::{SimOptions, Simulation, Timing, simulate};
    use crate::scenario::Scenario;

    fn ideal(yaml: &str) -> Simulation {
        let parsed = crate::parse(yaml);
        let scenario = Scenario::from_parsed(&parsed);
        let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
        simulate(&parsed.pod, &scenario, &options)
    }

    /// `sleep` ignores SIGTERM, so after the force delete at 12 s the kubelet kills it at 14 s.
    const FORCED: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: gone}\nspec:\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, '3600']}\n---\nkind: Scenario\ntiming: ideal\nactions:\n- {at: 10s, do: delete}\n- {at: 12s, do: delete, force: true}\n";

    #[test]
    fn the_watch_ends_with_the_object_as_it_was_deleted() {
        let simulation = ideal(FORCED);
        assert!(simulation.state_at(20_000).removed);
        let watch = simulation.watch_lines(20_000);
        // The container stopping at 14 s is never written to the API: the object is gone.
        assert_eq!(
            watch.last().map(|l| l.split_whitespace().collect::<Vec<_>>()),
            Some(vec!["gone", "1/1", "Terminating", "0", "10s"]),
            "{watch:#?}"
        );
        assert_eq!(watch, simulation.watch_lines(12_000));
        assert_eq!(watch, simulation.state_at(40_000).watch);
        // The state's row (also in `--json`) is the object's last row, as it was when removed at
        // 12 s, whatever the instant asked.
        for t_ms in [20_000, 40_000] {
            let row = simulation.state_at(t_ms).row;
            assert_eq!((row.ready.as_str(), row.status.as_str(), row.age.as_str()), ("1/1", "Terminating", "12s"));
        }
    }

    #[test]
    fn a_graceful_delete_ends_with_the_final_status() {
        let simulation = ideal(&FORCED.replace("- {at: 12s, do: delete, force: true}\n", ""));
        let watch = simulation.state_at(60_000).watch;
        assert_eq!(watch.last().map(|l| l.split_whitespace().nth(2)), Some(Some("Error")), "{watch:#?}");
    }
}
