//! The full state of a run at any instant, as `kubectl` and the API show it: phase, conditions,
//! containers with the why of each wait, the `kubectl get pod` row, describe and status YAML.

use serde::Serialize;

use crate::engine::{Fact, FactKind, SimTime, Simulation};
use crate::lang::Text;
use crate::model::{ContainerState, ContainerStatus, Pod, PodCondition, ResourceRequirements};
use crate::status::printer::PodRow;
use crate::view::kubectl::describe::{DescribeEvent, EventKind, describe_pod_with};
use crate::view::kubectl::extras::DescribeExtras;
use crate::view::kubectl::status_yaml::simulated_status_yaml;

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
    /// `resources` in the spec now (a resize changes it at once).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spec_resources: Option<ResourcesView>,
    /// What the kubelet allocated (it differs from the spec while a resize waits).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub allocated_resources: Option<ResourcesView>,
    /// What the runtime applied to the running container, as written in the spec (it differs from
    /// the allocation while a resize is in progress; the status YAML's `resources` shows the
    /// runtime's read-back values).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourcesView>,
}

/// Requests and limits, as written (quantities as text).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResourcesView {
    /// `requests`.
    pub requests: std::collections::BTreeMap<String, String>,
    /// `limits`.
    pub limits: std::collections::BTreeMap<String, String>,
}

impl ResourcesView {
    fn of(resources: &ResourceRequirements) -> ResourcesView {
        ResourcesView { requests: resources.requests.clone(), limits: resources.limits.clone() }
    }
}

/// The Pod's own resources in [`PodState`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PodResourcesView {
    /// `spec.resources` now (a resize changes it at once).
    pub spec_resources: ResourcesView,
    /// What the kubelet allocated to the Pod (it differs from the spec while a resize waits).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub allocated_resources: Option<ResourcesView>,
    /// What the runtime applied to the Pod's cgroup, as written in the spec.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourcesView>,
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
    /// Why there are none, while `conditions` is empty: who writes the first ones (podsim's
    /// words, for a page that says it instead of an empty table; not serialised).
    #[serde(skip)]
    pub no_conditions: Option<Text>,
    /// Containers in spec order.
    pub containers: Vec<ContainerView>,
    /// The Pod's own resources (`spec.resources`) in the spec, allocated and applied, when it has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pod_resources: Option<PodResourcesView>,
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

impl Simulation {
    /// Why the Pod has no conditions: who writes the first ones. A Pod the scheduler binds has
    /// PodScheduled from the binding on; one that names its node waits for the kubelet's first
    /// status sync, which writes them all, PodScheduled included.
    // apiserver: BindingREST.setPodNodeAndMetadata (PodScheduled=True);
    // kubelet: generateAPIPodStatus (its conditions, then PodScheduled=True)
    fn no_conditions_why(&self, removed: bool) -> Text {
        if removed {
            return crate::text!(
                "No conditions: the Pod was deleted before any was written",
                "没有 condition：Pod 在写入任何 condition 之前就被删除了"
            );
        }
        crate::text!(
            "No conditions yet: the kubelet writes them, PodScheduled included, when it first syncs the Pod",
            "还没有 condition：kubelet 首次同步这个 Pod 时写入它们（包括 PodScheduled）"
        )
    }

    /// The status at `t_ms` as `kubectl get pod -o yaml` prints it: [`PodState::status_yaml`]
    /// alone, without formatting the rest of the state.
    pub fn status_yaml_at(&self, t_ms: SimTime) -> String {
        match self.snapshot_at(t_ms) {
            None => simulated_status_yaml(&self.as_created().and_then(|pod| pod.status).unwrap_or_default()),
            Some(snapshot) if snapshot.removed => not_found(&snapshot.pod),
            Some(snapshot) => simulated_status_yaml(&snapshot.pod.status.clone().unwrap_or_default()),
        }
    }

    /// The full state at `t_ms`, its describe showing only what the Pod itself says.
    pub fn state_at(&self, t_ms: SimTime) -> PodState {
        self.state_at_with(t_ms, &DescribeExtras::default())
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
                no_conditions: Some(self.no_conditions_why(false)),
                containers: Vec::new(),
                pod_resources: None,
                row: created
                    .as_ref()
                    .map(|pod| crate::status::printer::kubectl_row(pod, Some(now_unix)))
                    .unwrap_or_default(),
                watch: self.watch_lines(t_ms),
                events: events_of(&described),
                describe: described,
                status_yaml: simulated_status_yaml(&status),
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
            .map(|c| {
                let spec = snapshot
                    .pod
                    .spec
                    .containers
                    .iter()
                    .chain(&snapshot.pod.spec.init_containers)
                    .find(|s| s.name.as_deref() == Some(c.name.as_str()))
                    .map(|s| &s.resources);
                container_view(c, &kind_of(&c.name), spec)
            })
            .collect();
        // A waiting container says the reason the engine's last decision about it gave.
        let waits = super::waits::WaitIndex::new(self);
        for container in containers.iter_mut().filter(|c| c.state == "Waiting") {
            container.why = waits
                .at(&container.name, t_ms)
                .map(|reason| super::waits::with_rule(&super::waits::wait_why(reason, &container.name)));
        }
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
                    kind: if e.event_type == crate::engine::EventType::Warning {
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
            no_conditions: status.conditions.is_empty().then(|| self.no_conditions_why(snapshot.removed)),
            containers,
            pod_resources: snapshot.pod.spec.resources.as_ref().map(|spec| PodResourcesView {
                spec_resources: ResourcesView::of(spec),
                allocated_resources: status.allocated.as_ref().map(ResourcesView::of),
                resources: status.applied.as_ref().map(ResourcesView::of),
            }),
            row,
            watch: self.watch_lines(t_ms),
            // Once the object is deleted from the API, kubectl finds nothing to show.
            describe: if snapshot.removed { not_found(&snapshot.pod) } else { described.clone() },
            events: events_of(&described),
            status_yaml: if snapshot.removed { not_found(&snapshot.pod) } else { simulated_status_yaml(&status) },
            changes,
            removed: snapshot.removed,
            generation: snapshot.generation,
        }
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

fn container_view(status: &ContainerStatus, kind: &str, spec: Option<&ResourceRequirements>) -> ContainerView {
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
        spec_resources: spec.map(ResourcesView::of),
        allocated_resources: status.allocated.as_deref().map(ResourcesView::of),
        resources: status.resources.as_deref().map(ResourcesView::of),
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

#[cfg(test)]
mod tests {
    use crate::engine::{SimOptions, simulate};
    use crate::scenario::Scenario;

    #[test]
    fn the_status_yaml_alone_is_the_one_the_full_state_carries_at_every_instant() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: init, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nactions:\n- {at: 60s, do: delete, force: true}\n";
        let parsed = crate::parse(text);
        let scenario = Scenario::from_parsed(&parsed);
        let run = simulate(&parsed.pod, &scenario, &SimOptions::default().with_scenario(&scenario));
        let instants: Vec<u64> =
            std::iter::once(0).chain(run.snapshots.iter().map(|s| s.t_ms)).chain([run.end_ms]).collect();
        assert!(run.snapshots.iter().any(|s| s.removed), "the run ends with the object removed");
        for t in instants {
            assert_eq!(run.status_yaml_at(t), run.state_at(t).status_yaml, "at {t} ms");
        }
    }

    #[test]
    fn a_waiting_container_says_why_it_waits() {
        // An init container that keeps failing: it waits out the back-off, and the app container
        // waits for it (kubelet: doBackOff; computeInitContainerActions).
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: init, image: busybox:1.36, command: [sh, -c, 'exit 1']}\n  containers:\n  - {name: app, image: nginx:1.27}\n";
        let parsed = crate::parse(text);
        let scenario = Scenario::from_parsed(&parsed);
        let run = simulate(&parsed.pod, &scenario, &SimOptions::default().with_scenario(&scenario));
        let at =
            run.snapshots
                .iter()
                .rev()
                .find(|s| {
                    s.pod.status.as_ref().is_some_and(|status| {
                        status.init_container_statuses.iter().any(|c| {
                            c.state.waiting.as_ref().and_then(|w| w.reason.as_deref()) == Some("CrashLoopBackOff")
                        })
                    })
                })
                .map(|s| s.t_ms)
                .expect("the init container crash-loops");
        let state = run.state_at(at);
        let why = |name: &str| {
            state
                .containers
                .iter()
                .find(|c| c.name == name)
                .and_then(|c| c.why.clone())
                .map(|w| w.en)
                .unwrap_or_default()
        };
        assert!(why("init").contains("restart back-off"), "{}", why("init"));
        assert!(why("app").contains("the init container `init` has not exited 0"), "{}", why("app"));
        // A running container has no why to wait.
        let running = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n";
        let parsed = crate::parse(running);
        let scenario = Scenario::from_parsed(&parsed);
        let run = simulate(&parsed.pod, &scenario, &SimOptions::default().with_scenario(&scenario));
        assert!(run.state_at(run.end_ms).containers.iter().all(|c| c.why.is_none()));
    }
}
