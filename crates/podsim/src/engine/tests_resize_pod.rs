//! In-place resize of the Pod's own `spec.resources`: refused without
//! InPlacePodLevelResourcesVerticalScaling (1.33–1.35), applied in place from 1.36, restarting only
//! the containers that take the pod-level limit and ask to be restarted for it.

use super::tests_fit::run_on;
use super::*;

/// `app` has no resources of its own and restarts for memory; `worker` has its own limits.
fn pod(actions: &str) -> String {
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: web}}\nspec:\n  resources:\n    requests: {{cpu: 500m, memory: 256Mi}}\n    limits: {{cpu: '1', memory: 512Mi}}\n  containers:\n  - name: app\n    image: nginx:1.27\n    resizePolicy: [{{resourceName: memory, restartPolicy: RestartContainer}}]\n  - name: worker\n    image: busybox:1.36\n    command: [sh, -c, sleep infinity]\n    resizePolicy: [{{resourceName: memory, restartPolicy: RestartContainer}}]\n    resources: {{limits: {{cpu: 500m, memory: 128Mi}}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 120s\nactions:\n{actions}"
    )
}

const GROW_CPU: &str = "- {at: 30s, do: resize, requests: {cpu: 800m}, limits: {cpu: 1500m}}\n";
const GROW_MEMORY: &str = "- {at: 30s, do: resize, requests: {memory: 384Mi}, limits: {memory: 768Mi}}\n";

fn pod_level(simulation: &Simulation, at: u64) -> Option<crate::model::ResourceRequirements> {
    simulation.snapshot_at(at).and_then(|snapshot| snapshot.pod.spec.resources.clone())
}

fn condition_status(simulation: &Simulation, at: u64, kind: &str) -> Option<String> {
    let status = simulation.snapshot_at(at).and_then(|snapshot| snapshot.pod.status.clone())?;
    status.conditions.iter().find(|c| c.condition_type == kind).map(|c| c.status.clone())
}

fn restarts(simulation: &Simulation, at: u64) -> Vec<(String, i64)> {
    let status = simulation.snapshot_at(at).and_then(|snapshot| snapshot.pod.status.clone()).unwrap_or_default();
    status.container_statuses.iter().map(|c| (c.name.clone(), c.restart_count)).collect()
}

fn refusals(simulation: &Simulation) -> Vec<String> {
    simulation.facts.iter().filter(|f| f.kind == FactKind::Refused).filter_map(|f| f.message.clone()).collect()
}

fn run_with_gate(yaml: &str, version: KubeVersion, on: bool) -> Simulation {
    let parsed = crate::parse(yaml);
    let scenario = crate::scenario::Scenario::from_parsed(&parsed);
    let mut gates = version.gates();
    gates.in_place_pod_level_resources_vertical_scaling = on;
    let options = SimOptions { version, gates: Some(gates), timing: crate::timing::Timing::Ideal, ..SimOptions::default() }
        .with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

const REFUSED: &str = "The Pod \"web\" is invalid: : Forbidden: pods with pod-level resources cannot be resized";

#[test]
fn without_the_gate_no_pod_with_pod_level_resources_may_be_resized() {
    // apis/core/validation: ValidatePodResize (isPodLevelResourcesSet), before any other check.
    let container = "- {at: 30s, do: resize, container: worker, limits: {cpu: 600m}}\n";
    for version in [KubeVersion::V1_34, KubeVersion::V1_35] {
        for actions in [GROW_CPU, container] {
            let simulation = run_on(&pod(actions), version);
            assert_eq!(refusals(&simulation), [REFUSED], "{version:?} {actions}");
            assert_eq!(
                pod_level(&simulation, 40_000).and_then(|r| r.requests.get("cpu").cloned()).as_deref(),
                Some("500m")
            );
        }
    }
    // 1.33 has PodLevelResources off: spec.resources is dropped, at creation and from the request.
    let simulation = run_on(&pod(GROW_CPU), KubeVersion::V1_33);
    assert_eq!(refusals(&simulation), Vec::<String>::new());
    assert_eq!(pod_level(&simulation, 40_000), None);
    // The gate turned on (alpha on 1.35) allows it.
    let on = run_with_gate(&pod(GROW_CPU), KubeVersion::V1_35, true);
    assert_eq!(refusals(&on), Vec::<String>::new());
    // And turned off on 1.37, refuses it again.
    let off = run_with_gate(&pod(GROW_CPU), KubeVersion::V1_37, false);
    assert_eq!(refusals(&off), [REFUSED]);
}

#[test]
fn from_1_36_pod_level_cpu_is_resized_in_place_without_restarts() {
    for version in [KubeVersion::V1_36, KubeVersion::V1_37] {
        let simulation = run_on(&pod(GROW_CPU), version);
        let after = pod_level(&simulation, 40_000).unwrap_or_default();
        assert_eq!(after.requests.get("cpu").map(String::as_str), Some("800m"), "{version:?}");
        assert_eq!(after.limits.get("cpu").map(String::as_str), Some("1500m"));
        assert_eq!(after.requests.get("memory").map(String::as_str), Some("256Mi"), "untouched values stay");
        assert_eq!(condition_status(&simulation, 30_500, "PodResizeInProgress").as_deref(), Some("True"));
        assert_eq!(condition_status(&simulation, 32_000, "PodResizeInProgress"), None);
        assert_eq!(restarts(&simulation, 60_000), [("app".to_owned(), 0), ("worker".to_owned(), 0)]);
    }
}

#[test]
fn a_pod_level_memory_limit_change_restarts_only_the_containers_that_take_it() {
    // app has no memory limit of its own and a RestartContainer memory policy: restarted. worker
    // has its own limit: the pod-level one does not change its limit, so it keeps running.
    let simulation = run_on(&pod(GROW_MEMORY), KubeVersion::V1_37);
    assert_eq!(restarts(&simulation, 60_000), [("app".to_owned(), 1), ("worker".to_owned(), 0)]);
}

#[test]
fn a_pod_level_memory_limit_decrease_assumes_usage_below_the_new_limit_and_says_so() {
    let shrink = "- {at: 30s, do: resize, limits: {memory: 384Mi}}\n";
    let simulation = run_on(&pod(shrink), KubeVersion::V1_37);
    let whys: Vec<String> =
        simulation.facts.iter().filter_map(|f| f.why.as_ref().map(|w| w.text.to_string())).collect();
    assert!(whys.iter().any(|w| w.contains("the memory limit of the Pod goes down in place")), "{whys:?}");
}

#[test]
fn a_pod_level_resize_is_validated_as_at_creation_and_may_not_change_the_qos_class() {
    // validatePodResourceConsistency: the pod-level request below the containers' own.
    let below = "- {at: 30s, do: resize, requests: {cpu: 100m}}\n";
    let text = pod(below).replace("resources: {limits: {cpu: 500m, memory: 128Mi}}", "resources: {requests: {cpu: 300m}, limits: {cpu: 500m, memory: 128Mi}}");
    let simulation = run_on(&text, KubeVersion::V1_37);
    assert_eq!(
        refusals(&simulation),
        ["The Pod \"web\" is invalid: spec.resources.requests[cpu]: Invalid value: \"100m\": must be greater than or equal to aggregate container requests of 300m"]
    );
    // Burstable → Guaranteed: requests equal to limits for cpu and memory.
    let guaranteed = "- {at: 30s, do: resize, requests: {cpu: '1', memory: 512Mi}}\n";
    let simulation = run_on(&pod(guaranteed), KubeVersion::V1_37);
    assert_eq!(
        refusals(&simulation),
        ["The Pod \"web\" is invalid: spec: Invalid value: \"Burstable\": Pod QOS Class may not change as a result of resizing"]
    );
}

#[test]
fn a_pod_level_resize_that_does_not_fit_what_other_pods_leave_is_deferred() {
    let text = pod(GROW_CPU).replace(
        "until: 120s\n",
        "until: 120s\nnode:\n  allocatable: {cpu: '2'}\n  systemPods: false\n  pods:\n  - {name: batch, requests: {cpu: 1500m}}\n",
    ) + "- {at: 60s, do: podLeaves, name: batch}\n";
    let simulation = run_on(&text, KubeVersion::V1_37);
    assert_eq!(condition_status(&simulation, 40_000, "PodResizePending").as_deref(), Some("True"));
    assert_eq!(condition_status(&simulation, 60_500, "PodResizeInProgress").as_deref(), Some("True"));
    assert_eq!(condition_status(&simulation, 70_000, "PodResizePending"), None);
}

fn pod_status(simulation: &Simulation, at: u64) -> crate::model::PodStatus {
    simulation.snapshot_at(at).and_then(|snapshot| snapshot.pod.status.clone()).unwrap_or_default()
}

#[test]
fn from_1_36_the_pods_own_status_resources_follow_the_allocation_then_the_cgroup() {
    // kubelet: convertStatusToAPIStatus (InPlacePodLevelResourcesVerticalScaling): allocatedResources
    // is PodRequests of the allocated Pod; resources, for a Running Pod, is its cgroup read back
    // (convertToAPIPodLevelResourcesStatus), so during PodResizeInProgress it shows the old CPU.
    let simulation = run_on(&pod(GROW_CPU), KubeVersion::V1_37);
    let cpu = |list: Option<&crate::model::ResourceList>| list.and_then(|l| l.get("cpu").cloned());
    let before = pod_status(&simulation, 20_000);
    assert_eq!(cpu(before.allocated_resources.as_ref()).as_deref(), Some("500m"));
    assert_eq!(cpu(before.resources.as_ref().map(|r| &r.limits)).as_deref(), Some("1"));
    let applying = pod_status(&simulation, 30_500);
    assert_eq!(cpu(applying.allocated_resources.as_ref()).as_deref(), Some("800m"), "allocated at once");
    assert_eq!(cpu(applying.resources.as_ref().map(|r| &r.requests)).as_deref(), Some("500m"), "not yet applied");
    let after = pod_status(&simulation, 40_000);
    assert_eq!(cpu(after.resources.as_ref().map(|r| &r.requests)).as_deref(), Some("800m"));
    assert_eq!(cpu(after.resources.as_ref().map(|r| &r.limits)).as_deref(), Some("1500m"));
    // The memory request is never read from a cgroup: the value first reported stays.
    let memory = after.resources.as_ref().and_then(|r| r.requests.get("memory").cloned());
    assert_eq!(memory.as_deref(), Some("256Mi"));
    let yaml = crate::view::kubectl::status_yaml::status_yaml(&after);
    assert!(yaml.starts_with("status:\n  allocatedResources:\n    cpu: 800m\n    memory: 256Mi\n"), "{yaml}");
    assert!(yaml.contains("\n  resources:\n    limits:\n      cpu: 1500m\n      memory: 512Mi\n    requests:\n      cpu: 800m\n"), "{yaml}");
}

#[test]
fn the_pods_own_status_resources_come_with_the_gate() {
    let plain = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    // 1.35: the gate is off, and the kubelet writes neither field.
    let old = pod_status(&run_on(plain, KubeVersion::V1_35), 10_000);
    assert_eq!((old.allocated_resources, old.resources), (None, None));
    // 1.36: on for every Pod; a BestEffort Pod reports `resources: {}` and no allocatedResources.
    let new = pod_status(&run_on(plain, KubeVersion::V1_36), 10_000);
    assert_eq!((new.allocated_resources, new.resources), (None, Some(crate::model::ResourceRequirements::default())));
    let on = pod_status(&run_with_gate(plain, KubeVersion::V1_35, true), 10_000);
    assert!(on.resources.is_some(), "the gate turned on by hand on 1.35");
}
