//! In-place resize (`kubectl patch pod --subresource resize`): the API server's checks, the
//! kubelet's allocation decision (allocated, Deferred or Infeasible), actuation in place or by a
//! restart of the container, and the `PodResizePending` / `PodResizeInProgress` conditions.

use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use super::said::Said;
use super::clock::SimTime;
use super::timeline::{EventType, FactKind};
use super::world::{Ev, World};
use crate::containers::ContainerKind;
use crate::model::{PodCondition, ResourceRequirements};
use crate::qos::qos_class;
use crate::quantity::Quantity;
use crate::resources::effective_sums;

/// Why a resize waits, as the `PodResizePending` condition's reason says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PendingReason {
    /// It fits the node's allocatable but not what the other Pods leave.
    Deferred,
    /// It can never fit this node.
    Infeasible,
}

impl PendingReason {
    fn as_str(self) -> &'static str {
        match self {
            PendingReason::Deferred => "Deferred",
            PendingReason::Infeasible => "Infeasible",
        }
    }
}

/// The kubelet's resize bookkeeping for the Pod.
#[derive(Debug, Clone, Default)]
pub(crate) struct ResizeState {
    /// `PodResizePending`: reason, message and since when.
    pub pending: Option<(PendingReason, String, SimTime)>,
    /// `PodResizeInProgress`: since when.
    pub in_progress: Option<SimTime>,
    /// Slots the kubelet restarts to apply a resize (`RestartContainer`).
    pub restart: BTreeSet<usize>,
    /// The resources the kubelet allocated to each container, once a resize was allocated.
    pub allocated: BTreeMap<String, Rc<ResourceRequirements>>,
    /// The resources the runtime applied to each container.
    pub actuated: BTreeMap<String, Rc<ResourceRequirements>>,
    /// Allocations not yet decided: the spec holds a resize the kubelet has not allocated.
    pub undecided: bool,
    /// The pod-level resources the kubelet allocated (`spec.resources` as last allocated).
    pub allocated_pod: Option<ResourceRequirements>,
    /// The pod-level resources the runtime applied to the Pod's cgroup.
    pub actuated_pod: Option<ResourceRequirements>,
    /// Counts the changes of the allocations and of what was applied.
    pub revision: u64,
    /// The Pod's own resources as last worked out, and the revision they were worked out for.
    pub report: Option<(u64, std::rc::Rc<super::pod_status_resources::PodLevelReport>)>,
    /// The Pod's own `status.resources` as last reported.
    pub shown_pod: Option<ResourceRequirements>,
}

impl ResizeState {
    /// Nothing resized yet: each container's allocation is its spec as created.
    pub(crate) fn new(pod: &crate::model::Pod) -> ResizeState {
        let allocated: BTreeMap<String, Rc<ResourceRequirements>> = pod
            .spec
            .containers
            .iter()
            .chain(&pod.spec.init_containers)
            .filter_map(|c| Some((c.name.clone()?, Rc::new(c.resources.clone()))))
            .collect();
        ResizeState {
            actuated: allocated.clone(),
            allocated,
            allocated_pod: pod.spec.resources.clone(),
            actuated_pod: pod.spec.resources.clone(),
            ..ResizeState::default()
        }
    }
}

/// The container a resize names: its path in the spec and whether it is a non-sidecar init one.
struct Target {
    path: String,
    init: bool,
    sidecar: bool,
    resources: ResourceRequirements,
    memory_restarts: bool,
}

/// Does a resize patch change a resource other than cpu and memory? Only the names the patch
/// writes are compared: ValidatePodResize drops cpu and memory from the comparison with the old
/// spec, so any other change is refused.
pub(super) fn changes_other_resources(
    requests: &BTreeMap<String, String>,
    limits: &BTreeMap<String, String>,
    old: &crate::model::ResourceRequirements,
    new: &crate::model::ResourceRequirements,
) -> bool {
    requests.keys().chain(limits.keys()).any(|name| {
        let changed = old.requests.get(name) != new.requests.get(name) || old.limits.get(name) != new.limits.get(name);
        changed && !matches!(name.as_str(), "cpu" | "memory")
    })
}

pub(super) fn policy_restarts(container: &crate::model::Container, resource: &str) -> bool {
    container.resize_policy.iter().any(|p| {
        p.resource_name.as_deref() == Some(resource) && p.restart_policy.as_deref() == Some("RestartContainer")
    })
}

impl World {
    /// The API server refuses a resize with `errors` (ValidatePodResize's): kubectl's error, and
    /// the Pod is unchanged.
    /// ValidatePodResize's QoS rule: the class of the resized Pod must be the stored one (the
    /// stored class is the value printed).
    pub(super) fn qos_change_error(&self, desired: &crate::model::Pod) -> Option<String> {
        let old_qos = qos_class(&self.pod, self.gates);
        (old_qos != qos_class(desired, self.gates)).then(|| {
            format!("spec: Invalid value: \"{}\": Pod QOS Class may not change as a result of resizing", old_qos.as_str())
        })
    }

    pub(super) fn refuse_resize(&mut self, errors: &[String]) {
        let message = crate::validate::kubectl_invalid_message("Pod", &self.pod_name(), errors);
        self.refuse_action(message.clone());
        self.explain_action(
            Said::ResizeRefused { message },
            "apis/core/validation: ValidatePodResize",
        );
    }

    /// The resize request reaches the API server: validated, admitted, then stored in the spec;
    /// the kubelet decides on it at its next sync.
    pub(crate) fn resize(&mut self, container: &str, requests: &BTreeMap<String, String>, limits: &BTreeMap<String, String>) {
        if self.resize_not_served() || self.pod_level_resources_block_resize(None) {
            return;
        }
        let spec = &self.pod.spec;
        let target = spec
            .containers
            .iter()
            .enumerate()
            .find(|(_, c)| c.name.as_deref() == Some(container))
            .map(|(i, c)| (format!("spec.containers[{i}]"), false, c))
            .or_else(|| {
                spec.init_containers
                    .iter()
                    .enumerate()
                    .find(|(_, c)| c.name.as_deref() == Some(container))
                    .map(|(i, c)| (format!("spec.initContainers[{i}]"), true, c))
            })
            .map(|(path, init, c)| Target {
                path,
                init,
                sidecar: init && c.is_restartable(),
                resources: c.resources.clone(),
                memory_restarts: policy_restarts(c, "memory"),
            });
        let Some(target) = target else {
            self.explain_action(
                Said::ResizeNoSuchContainer { container: container.to_owned() },
                "apis/core/validation: ValidatePodResize",
            );
            return;
        };
        let mut resources = target.resources.clone();
        resources.requests.extend(requests.iter().map(|(k, v)| (k.clone(), v.clone())));
        resources.limits.extend(limits.iter().map(|(k, v)| (k.clone(), v.clone())));
        let mut desired = self.pod.clone();
        {
            let spec = std::rc::Rc::make_mut(&mut desired.spec);
            let list = if target.init { &mut spec.init_containers } else { &mut spec.containers };
            if let Some(c) = list.iter_mut().find(|c| c.name.as_deref() == Some(container)) {
                c.resources = resources.clone();
            }
        }
        // apis/core/validation: ValidatePodResize — the new spec is validated first (a request
        // above its limit, say), then the QoS class is compared, with the stored class as the value.
        let mut errors = crate::validate::container_resource_errors(&resources, &format!("{}.resources", target.path));
        errors.extend(self.qos_change_error(&desired));
        // On 1.33 a memory limit may only go down, or be added (a decrease from no limit), with a
        // RestartContainer memory policy; checked for regular containers and sidecars.
        // apis/core/validation: ValidatePodResize, validateContainerResize (1.33; the check left
        // with kubernetes/kubernetes#133012 in 1.34)
        let quantity = |list: &crate::model::ResourceList, name: &str| list.get(name).and_then(|v| Quantity::parse(v).ok());
        let old_memory_limit = quantity(&target.resources.limits, "memory");
        let new_memory_limit = quantity(&resources.limits, "memory");
        if !self.gates.resize_memory_limit_decrease && !target.memory_restarts && (!target.init || target.sidecar) {
            let verb = match (old_memory_limit, new_memory_limit) {
                (Some(old), Some(new)) if new < old => Some("decreased"),
                (None, Some(_)) => Some("added"),
                _ => None,
            };
            if let Some(verb) = verb {
                errors.push(format!(
                    "{}.resources.limits[memory]: Forbidden: memory limits cannot be {verb} unless resizePolicy is RestartContainer",
                    target.path
                ));
            }
        }
        // Only cpu and memory of regular containers and sidecars are dropped from the comparison
        // with the old spec; a non-sidecar init container's resources are immutable until
        // InPlacePodVerticalScalingInitContainers (1.36). // apis/core/validation: ValidatePodResize
        let resizable = !target.init || target.sidecar || self.gates.resize_init_containers;
        let other_resource = changes_other_resources(requests, limits, &target.resources, &resources);
        let changed_any = target.resources != resources;
        if !resizable && changed_any {
            errors.push("spec: Forbidden: resources for non-sidecar init containers are immutable".to_owned());
        } else if other_resource && target.sidecar {
            errors.push("spec: Forbidden: only cpu and memory resources for sidecar containers are mutable".to_owned());
        } else if other_resource {
            errors.push("spec: Forbidden: only cpu and memory resources are mutable".to_owned());
        }
        if !errors.is_empty() {
            self.refuse_resize(&errors);
            return;
        }
        if !changed_any {
            self.explain_action(
                Said::ResizeUnchanged,
                "registry/core/pod: podStrategy.PrepareForUpdate",
            );
            return;
        }
        if self.admission_refuses_resize(&desired) || self.policies_refuse_resize(&desired) {
            return;
        }
        self.pod = desired;
        self.generation = self.generation.saturating_add(1);
        if let Some(slot) = self.slot_by_name(container)
            && let Some(s) = self.slots.get_mut(slot)
        {
            s.spec.resources = resources;
        }
        self.dirty = true;
        if !self.scheduled {
            self.explain_action(
                Said::ResizeAcceptedUnscheduled,
                "apis/core/validation: ValidatePodResize",
            );
            return;
        }
        self.resize.undecided = true;
        let delay = self.reaction_ms();
        self.queue.push(self.now.saturating_add(delay), Ev::ResizeAllocate);
    }

    /// The node's allocatable cpu (milli-cores) and memory (bytes).
    pub(super) fn allocatable_cpu_memory(&self) -> (i128, i128) {
        let get = |name: &str| self.node.allocatable.get(name);
        (get("cpu").map_or(0, Quantity::milli_value), get("memory").map_or(0, Quantity::value))
    }

    /// The kubelet decides on the resize in the spec: allocate it, or leave it pending.
    /// // kubelet allocation: handlePodResourcesResize, canResizePod
    pub(crate) fn allocate_resize(&mut self) {
        // A stopped kubelet decides nothing; it looks again when it starts.
        if !self.resize.undecided || self.removed || self.deletion.is_some() || self.finished || !self.kubelet_running
        {
            return;
        }
        let (cpu, memory) = pod_cpu_memory(&self.pod, self.gates);
        let (cpu_capacity, memory_capacity) = self.allocatable_cpu_memory();
        let since = |state: &ResizeState, reason: PendingReason, now: SimTime| match &state.pending {
            Some((r, _, t)) if *r == reason => *t,
            _ => now,
        };
        if cpu > cpu_capacity || memory > memory_capacity {
            let message = if memory > memory_capacity {
                format!("Node didn't have enough capacity: memory, requested: {memory}, capacity: {memory_capacity}")
            } else {
                format!("Node didn't have enough capacity: cpu, requested: {cpu}, capacity: {cpu_capacity}")
            };
            let t = since(&self.resize, PendingReason::Infeasible, self.now);
            self.pending_event(PendingReason::Infeasible, &message);
            self.resize.pending = Some((PendingReason::Infeasible, message, t));
            self.resize_fact(Said::ResizeInfeasible, "kubelet allocation: canResizePod");
            self.dirty = true;
            return;
        }
        if let Some(missing) = super::fit::kubelet_admission(&self.pod, &self.node, self.gates) {
            let t = since(&self.resize, PendingReason::Deferred, self.now);
            let message = missing.kubelet_message();
            self.pending_event(PendingReason::Deferred, &message);
            self.resize.pending = Some((PendingReason::Deferred, message, t));
            self.resize_fact(Said::ResizeDeferred, "kubelet allocation: canResizePod, canAdmitPod");
            self.dirty = true;
            return;
        }
        // Allocated: the checkpoint takes the spec's values, and each running container whose
        // changed resources have a RestartContainer policy is restarted to apply them.
        // kuberuntime: computePodResizeAction ("Container %s resize requires restart")
        self.resize.undecided = false;
        self.resize.pending = None;
        let mut any_change = false;
        // Only a running container has anything to apply; the others start with the allocation.
        // // kubelet allocation: IsPodResizeInProgress (non-running containers are skipped)
        let mut running_changed = false;
        let mut memory_down: Vec<String> = Vec::new();
        for (index, slot) in self.slots.iter().enumerate() {
            if slot.kind == ContainerKind::Ephemeral {
                continue;
            }
            let before = self.resize.allocated.get(&slot.name).map(|r| (**r).clone()).unwrap_or_default();
            let after = slot.spec.resources.clone();
            if before == after {
                continue;
            }
            any_change = true;
            running_changed |= slot.running_instance().is_some();
            let differs = |resource: &str| {
                before.requests.get(resource) != after.requests.get(resource)
                    || before.limits.get(resource) != after.limits.get(resource)
            };
            let restarts = (differs("cpu") && policy_restarts(&slot.spec, "cpu"))
                || (differs("memory") && policy_restarts(&slot.spec, "memory"));
            if restarts && slot.running_instance().is_some() {
                self.resize.restart.insert(index);
            }
            let limit = |r: &ResourceRequirements| r.limits.get("memory").and_then(|v| Quantity::parse(v).ok());
            if !policy_restarts(&slot.spec, "memory")
                && slot.running_instance().is_some()
                && matches!((limit(&before), limit(&after)), (Some(old), Some(new)) if new < old)
            {
                memory_down.push(slot.name.clone());
            }
        }
        // A pod-level resize: the Pod's cgroup changes, and a running container that has no limit
        // of its own for a resource whose pod-level limit changes takes the new limit, so its
        // RestartContainer policy for that resource restarts it (KEP-5419, Resize Restart Policy).
        // // kubelet allocation: handlePodResourcesResize (pod-level allocation); kuberuntime:
        // computePodResizeAction
        let before_pod = self.resize.allocated_pod.clone().unwrap_or_default();
        let after_pod = self.pod.spec.resources.clone().unwrap_or_default();
        if before_pod != after_pod {
            any_change = true;
            let pod_limit_changed = |resource: &str| before_pod.limits.get(resource) != after_pod.limits.get(resource);
            for (index, slot) in self.slots.iter().enumerate() {
                if slot.kind == ContainerKind::Ephemeral || slot.running_instance().is_none() {
                    continue;
                }
                running_changed = true;
                let inherits_restarting = |resource: &str| {
                    pod_limit_changed(resource)
                        && !slot.spec.resources.limits.contains_key(resource)
                        && policy_restarts(&slot.spec, resource)
                };
                if inherits_restarting("cpu") || inherits_restarting("memory") {
                    self.resize.restart.insert(index);
                }
            }
            let limit = |r: &ResourceRequirements| r.limits.get("memory").and_then(|v| Quantity::parse(v).ok());
            if matches!((limit(&before_pod), limit(&after_pod)), (Some(old), Some(new)) if new < old) {
                memory_down.push("the Pod".to_owned());
            }
        }
        self.resize.allocated_pod = self.pod.spec.resources.clone();
        self.resize.revision = self.resize.revision.saturating_add(1);
        let names: Vec<(String, Rc<ResourceRequirements>)> = self
            .slots
            .iter()
            .filter(|s| s.kind != ContainerKind::Ephemeral)
            .map(|s| (s.name.clone(), Rc::new(s.spec.resources.clone())))
            .collect();
        self.resize.allocated.extend(names);
        if any_change {
            self.resize_event(EventType::Normal, "ResizeStarted", "Pod resize started", None);
        }
        if any_change && !running_changed {
            self.resize.actuated = self.resize.allocated.clone();
            self.resize.actuated_pod = self.resize.allocated_pod.clone();
            self.resize.revision = self.resize.revision.saturating_add(1);
        } else if any_change {
            self.resize.in_progress = Some(self.now);
            if memory_down.is_empty() {
                self.resize_fact(
                    Said::ResizeInProgress,
                    "kubelet allocation: handlePodResourcesResize, IsPodResizeInProgress",
                );
            } else {
                // kubelet 1.34+: before lowering a memory limit in place, the runtime manager reads
                // the container's usage and skips the resize while usage is above the new limit.
                self.resize_fact(
                    Said::ResizeInProgressMemoryDown { names: memory_down },
                    "kubelet allocation: handlePodResourcesResize; kuberuntime: doPodResizeAction (memory usage check, kubernetes/kubernetes#133012)",
                );
            }
            let delay = if self.ideal { RELIST_MS } else { RELIST_MS + self.rng.between(0, 1000) };
            self.queue.push(self.now.saturating_add(delay), Ev::ResizeActuated);
            if !self.resize.restart.is_empty() {
                self.request_sync(0);
            }
        }
        self.dirty = true;
    }

    /// The runtime has applied the allocation (and any restart has happened): the in-progress
    /// condition clears at the next status update. // kubelet allocation: IsPodResizeInProgress
    pub(crate) fn resize_actuated(&mut self) {
        if self.resize.in_progress.is_none() {
            return;
        }
        // A container that stopped meanwhile starts with the new values: no restart is owed.
        let slots = &self.slots;
        self.resize.restart.retain(|index| slots.get(*index).is_some_and(|s| s.running_instance().is_some()));
        if !self.resize.restart.is_empty() && self.deletion.is_none() && !self.finished {
            self.queue.push(self.now.saturating_add(RELIST_MS), Ev::ResizeActuated);
            return;
        }
        self.resize.in_progress = None;
        self.resize.actuated = self.resize.allocated.clone();
        self.resize.actuated_pod = self.resize.allocated_pod.clone();
        self.resize.revision = self.resize.revision.saturating_add(1);
        self.resize_event(EventType::Normal, "ResizeCompleted", "Pod resize completed", None);
        self.resize_fact(
            Said::ResizeApplied,
            "kubelet allocation: IsPodResizeInProgress; status: ClearPodResizeInProgressCondition",
        );
        self.dirty = true;
    }

    /// A Pod left the node: a Deferred resize is tried again.
    /// // kubelet: HandlePodRemoves (allocationManager.RetryPendingResizes)
    pub(crate) fn retry_pending_resize(&mut self) {
        if matches!(self.resize.pending, Some((PendingReason::Deferred, _, _))) {
            let delay = self.reaction_ms();
            self.queue.push(self.now.saturating_add(delay), Ev::ResizeAllocate);
        }
    }

    fn resize_fact(&mut self, said: Said, rule: &'static str) {
        let message = match (&self.resize.pending, self.resize.in_progress) {
            (Some((reason, message, _)), _) => format!("PodResizePending ({}): {message}", reason.as_str()),
            (None, Some(_)) => "PodResizeInProgress".to_owned(),
            (None, None) => "resize applied".to_owned(),
        };
        let fact = self.fact(None, FactKind::Action);
        fact.message = Some(message);
        fact.why = World::why(said, rule);
    }

    /// A Warning when the pending condition is set or changes, not when a retry finds the same.
    /// // kubelet allocation: handlePodResourcesResize (SetPodResizePendingCondition changed)
    fn pending_event(&mut self, reason: PendingReason, message: &str) {
        if self.resize.pending.as_ref().is_some_and(|(r, m, _)| *r == reason && m == message) {
            return;
        }
        let (event, prefix) = match reason {
            PendingReason::Deferred => ("ResizeDeferred", "Pod resize Deferred"),
            PendingReason::Infeasible => ("ResizeInfeasible", "Pod resize Infeasible"),
        };
        self.resize_event(EventType::Warning, event, prefix, Some(message));
    }

    /// A resize event with its summary of the spec's resources: every kind with the generation
    /// from 1.35 (kubelet/events: podResizeMessage, makeResourceSummaryFromSpec), only
    /// `ResizeCompleted` and without the generation on 1.34 (kubelet/events: PodResizeCompletedMsg).
    fn resize_event(&mut self, event_type: EventType, reason: &str, prefix: &str, error: Option<&str>) {
        let generation = match self.gates.resize_events {
            crate::version::ResizeEvents::None => return,
            crate::version::ResizeEvents::Completed if reason != "ResizeCompleted" => return,
            crate::version::ResizeEvents::Completed => None,
            crate::version::ResizeEvents::All => Some(self.generation),
        };
        let message = format!("{prefix}: {}", resource_summary(&self.pod, generation, error));
        self.event(None, event_type, reason, message);
    }

    /// The resize conditions the kubelet adds to the Pod's status.
    /// // status: SetPodResizePendingCondition, SetPodResizeInProgressCondition
    pub(crate) fn resize_conditions(&self) -> Vec<PodCondition> {
        let mut conditions = Vec::new();
        if let Some((reason, message, since)) = &self.resize.pending {
            conditions.push(PodCondition {
                condition_type: "PodResizePending".to_owned(),
                status: "True".to_owned(),
                reason: Some(reason.as_str().to_owned()),
                message: Some(message.clone()),
                last_transition_time: Some(self.timestamp(*since)),
                observed_generation: self.observed_generation(),
            });
        }
        if let Some(since) = self.resize.in_progress {
            conditions.push(PodCondition {
                condition_type: "PodResizeInProgress".to_owned(),
                status: "True".to_owned(),
                reason: None,
                message: None,
                last_transition_time: Some(self.timestamp(since)),
                observed_generation: self.observed_generation(),
            });
        }
        conditions
    }
}

/// The PLEG's relist period: a change in the runtime reaches the status within it.
/// // kubelet: plegRelistPeriod
const RELIST_MS: u64 = 1_000;

/// The Pod's cpu request in milli-cores and memory request in bytes, as the kubelet sums them.
/// // api/v1/resource: GetResourceRequest
pub(super) fn pod_cpu_memory(pod: &crate::model::Pod, gates: crate::version::FeatureGates) -> (i128, i128) {
    let requests = effective_sums(pod, gates).requests;
    (requests.get("cpu").map_or(0, Quantity::milli_value), requests.get("memory").map_or(0, Quantity::value))
}

/// `{"containers":[{"name":"app","resources":{"limits":{…},"requests":{…}}}],"generation":2}`: Go's
/// encoding of the kubelet's summary (fields in struct order, map keys sorted, empty maps left
/// out, quantities canonical); 1.34's summary has no generation. // kubelet/events: podResourceSummary
fn resource_summary(pod: &crate::model::Pod, generation: Option<i64>, error: Option<&str>) -> String {
    let text = |value: &str| serde_json::to_string(value).unwrap_or_else(|_| "\"\"".to_owned());
    let list = |values: &crate::model::ResourceList| {
        let items: Vec<String> = values
            .iter()
            .map(|(name, value)| {
                let canonical = Quantity::parse(value).map_or_else(|_| value.clone(), |q| q.to_string());
                format!("{}:{}", text(name), text(&canonical))
            })
            .collect();
        format!("{{{}}}", items.join(","))
    };
    let containers = |list_of: &[crate::model::Container]| {
        let items: Vec<String> = list_of
            .iter()
            .map(|c| {
                let mut fields = Vec::new();
                if !c.resources.limits.is_empty() {
                    fields.push(format!("\"limits\":{}", list(&c.resources.limits)));
                }
                if !c.resources.requests.is_empty() {
                    fields.push(format!("\"requests\":{}", list(&c.resources.requests)));
                }
                format!("{{\"name\":{},\"resources\":{{{}}}}}", text(c.name.as_deref().unwrap_or("")), fields.join(","))
            })
            .collect();
        format!("[{}]", items.join(","))
    };
    let mut fields = Vec::new();
    if !pod.spec.init_containers.is_empty() {
        fields.push(format!("\"initContainers\":{}", containers(&pod.spec.init_containers)));
    }
    if !pod.spec.containers.is_empty() {
        fields.push(format!("\"containers\":{}", containers(&pod.spec.containers)));
    }
    if let Some(generation) = generation {
        fields.push(format!("\"generation\":{generation}"));
    }
    if let Some(error) = error.filter(|e| !e.is_empty()) {
        fields.push(format!("\"error\":{}", text(error)));
    }
    format!("{{{}}}", fields.join(","))
}
