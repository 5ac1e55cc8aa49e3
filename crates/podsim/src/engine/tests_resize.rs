//! In-place resize: the API server's checks per version, the kubelet's allocation (in place, by a
//! restart, Deferred until a Pod leaves, Infeasible) and the resize conditions.

use super::tests_fit::run_on;
use super::*;

fn pod(policy: &str, node: &str, actions: &str) -> String {
    format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: web}}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    resizePolicy: [{{resourceName: memory, restartPolicy: {policy}}}]\n    resources:\n      requests: {{cpu: 250m, memory: 256Mi}}\n      limits: {{cpu: 500m, memory: 512Mi}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 120s\n{node}actions:\n{actions}"
    )
}

fn condition(simulation: &Simulation, at: u64, kind: &str) -> Option<(String, Option<String>, Option<String>)> {
    let pod = simulation.snapshot_at(at).map(|snapshot| snapshot.pod.clone())?;
    let status = pod.status?;
    status
        .conditions
        .iter()
        .find(|c| c.condition_type == kind)
        .map(|c| (c.status.clone(), c.reason.clone(), c.message.clone()))
}

fn spec_memory_limit(simulation: &Simulation, at: u64) -> Option<String> {
    let pod = simulation.snapshot_at(at).map(|snapshot| snapshot.pod.clone())?;
    pod.spec.containers.first()?.resources.limits.get("memory").cloned()
}

fn restart_count(simulation: &Simulation, at: u64) -> Option<i64> {
    let pod = simulation.snapshot_at(at).map(|snapshot| snapshot.pod.clone())?;
    pod.status?.container_statuses.first().map(|c| c.restart_count)
}

fn action_whys(simulation: &Simulation) -> Vec<String> {
    simulation
        .facts
        .iter()
        .filter(|f| f.kind == FactKind::Action)
        .filter_map(|f| f.why.as_ref().map(|w| w.text.to_string()))
        .collect()
}

const GROW_MEMORY: &str = "- {at: 30s, do: resize, container: app, requests: {memory: 384Mi}, limits: {memory: 768Mi}}\n";

#[test]
fn a_memory_resize_with_not_required_is_applied_in_place() {
    let simulation = run_on(&pod("NotRequired", "", GROW_MEMORY), KubeVersion::V1_37);
    assert_eq!(spec_memory_limit(&simulation, 29_000).as_deref(), Some("512Mi"));
    assert_eq!(spec_memory_limit(&simulation, 30_000).as_deref(), Some("768Mi"));
    // Allocated at once, applied within a PLEG relist: PodResizeInProgress for that second.
    assert_eq!(condition(&simulation, 30_500, "PodResizeInProgress").map(|c| c.0), Some("True".to_owned()));
    assert_eq!(condition(&simulation, 31_500, "PodResizeInProgress"), None);
    assert_eq!(condition(&simulation, 30_500, "PodResizePending"), None);
    assert_eq!(restart_count(&simulation, 60_000), Some(0));
}

#[test]
fn a_memory_resize_with_restart_container_restarts_the_container() {
    let simulation = run_on(&pod("RestartContainer", "", GROW_MEMORY), KubeVersion::V1_37);
    assert_eq!(restart_count(&simulation, 29_000), Some(0));
    assert_eq!(restart_count(&simulation, 60_000), Some(1));
    let killing: Vec<&str> =
        simulation.events.iter().filter(|e| e.reason == "Killing").map(|e| e.message.as_str()).collect();
    assert_eq!(killing, vec!["Container app resize requires restart"]);
}

#[test]
fn a_deferred_resize_waits_until_another_pod_leaves() {
    let node = "node:\n  allocatable: {cpu: '2'}\n  systemPods: false\n  pods:\n  - {name: batch, requests: {cpu: 1500m}}\n";
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: 800m}, limits: {cpu: '1'}}\n- {at: 60s, do: podLeaves, name: batch}\n";
    let simulation = run_on(&pod("NotRequired", node, actions), KubeVersion::V1_37);
    // canResizePod: fits the allocatable (2000m) but not what batch leaves: the kubelet's own
    // admission message.
    assert_eq!(
        condition(&simulation, 40_000, "PodResizePending"),
        Some((
            "True".to_owned(),
            Some("Deferred".to_owned()),
            Some("Node didn't have enough resource: cpu, requested: 800, used: 1500, capacity: 2000".to_owned())
        ))
    );
    assert_eq!(condition(&simulation, 40_000, "PodResizeInProgress"), None);
    assert_eq!(condition(&simulation, 60_500, "PodResizePending"), None);
    assert_eq!(condition(&simulation, 60_500, "PodResizeInProgress").map(|c| c.0), Some("True".to_owned()));
    assert_eq!(condition(&simulation, 62_000, "PodResizeInProgress"), None);
}

#[test]
fn a_resize_beyond_the_node_is_infeasible_before_1_36_and_refused_from_1_36() {
    let node = "node:\n  allocatable: {cpu: '2'}\n";
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: '3'}, limits: {cpu: '4'}}\n";
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35] {
        let simulation = run_on(&pod("NotRequired", node, actions), version);
        assert_eq!(
            condition(&simulation, 40_000, "PodResizePending"),
            Some((
                "True".to_owned(),
                Some("Infeasible".to_owned()),
                Some("Node didn't have enough capacity: cpu, requested: 3000, capacity: 2000".to_owned())
            )),
            "{version:?}"
        );
    }
    for version in [KubeVersion::V1_36, KubeVersion::V1_37] {
        let simulation = run_on(&pod("NotRequired", node, actions), version);
        assert_eq!(condition(&simulation, 40_000, "PodResizePending"), None, "{version:?}");
        let whys = action_whys(&simulation);
        assert!(
            whys.iter().any(|w| w.contains("Error from server (Forbidden): pods \"web\" is forbidden: Node didn't have enough allocatable resources: cpu, requested: 3000, allocatable: 2000")),
            "{whys:?}"
        );
        let pod = simulation.snapshot_at(40_000).map(|s| s.pod.clone());
        let cpu = pod.and_then(|p| p.spec.containers.first().and_then(|c| c.resources.requests.get("cpu").cloned()));
        assert_eq!(cpu.as_deref(), Some("250m"));
    }
}

#[test]
fn the_qos_class_may_not_change() {
    // Requests up to the limits would make the Pod Guaranteed.
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: 500m, memory: 512Mi}}\n";
    let simulation = run_on(&pod("NotRequired", "", actions), KubeVersion::V1_37);
    let whys = action_whys(&simulation);
    assert!(
        whys.iter().any(|w| w.contains("The Pod \"web\" is invalid: spec: Invalid value: \"Burstable\": Pod QOS Class may not change as a result of resizing")),
        "{whys:?}"
    );
    assert_eq!(condition(&simulation, 40_000, "PodResizeInProgress"), None);
}

#[test]
fn a_memory_limit_decrease_in_place_is_refused_before_1_34() {
    // ValidatePodResize (1.33); lifted in 1.34 by kubernetes/kubernetes#133012.
    let actions = "- {at: 30s, do: resize, container: app, limits: {memory: 384Mi}}\n";
    let refused = run_on(&pod("NotRequired", "", actions), KubeVersion::V1_33);
    assert!(action_whys(&refused).iter().any(|w| w.contains(
        "spec.containers[0].resources.limits[memory]: Forbidden: memory limits cannot be decreased unless resizePolicy is RestartContainer"
    )));
    assert_eq!(spec_memory_limit(&refused, 40_000).as_deref(), Some("512Mi"));
    // With RestartContainer the decrease is allowed on 1.33 too.
    let restarted = run_on(&pod("RestartContainer", "", actions), KubeVersion::V1_33);
    assert_eq!(spec_memory_limit(&restarted, 40_000).as_deref(), Some("384Mi"));
    assert_eq!(restart_count(&restarted, 60_000), Some(1));
    for version in [KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        let accepted = run_on(&pod("NotRequired", "", actions), version);
        assert_eq!(spec_memory_limit(&accepted, 40_000).as_deref(), Some("384Mi"), "{version:?}");
        assert_eq!(restart_count(&accepted, 60_000), Some(0));
        // The kubelet's usage check is assumed to pass, and the why says so.
        assert!(
            action_whys(&accepted).iter().any(|w| w.contains("the memory limit of app goes down in place")
                && w.contains("podsim does not know the usage and assumes it is below")),
            "{version:?}: {:?}",
            action_whys(&accepted)
        );
    }
    // A memory limit that goes up says nothing about usage.
    let grown = run_on(&pod("NotRequired", "", GROW_MEMORY), KubeVersion::V1_37);
    assert!(action_whys(&grown).iter().all(|w| !w.contains("usage")), "{:?}", action_whys(&grown));
}

#[test]
fn only_cpu_and_memory_may_be_resized() {
    let actions = "- {at: 30s, do: resize, container: app, limits: {ephemeral-storage: 1Gi}}\n";
    let simulation = run_on(&pod("NotRequired", "", actions), KubeVersion::V1_37);
    assert!(
        action_whys(&simulation).iter().any(|w| w.contains("spec: Forbidden: only cpu and memory resources are mutable"))
    );
}

#[test]
fn a_non_sidecar_init_container_is_resizable_from_1_36() {
    let yaml = |version_note: &str| {
        format!(
            "apiVersion: v1\nkind: Pod\nmetadata: {{name: web}}\nspec:\n  initContainers:\n  - {{name: setup, image: busybox:1.36, command: [sh, -c, 'sleep 100'], resources: {{requests: {{cpu: 100m}}}}}}\n  containers:\n  - {{name: app, image: nginx:1.27, resources: {{requests: {{cpu: 100m}}}}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\n# {version_note}\nactions:\n- {{at: 10s, do: resize, container: setup, requests: {{cpu: 200m}}}}\n"
        )
    };
    // apis/core/validation: ValidatePodResize (1.33–1.35): a non-sidecar init container's
    // resources are immutable.
    for version in [KubeVersion::V1_33, KubeVersion::V1_35] {
        let refused = run_on(&yaml("1.35"), version);
        assert!(
            action_whys(&refused).iter().any(|w| w.contains(
                "The Pod \"web\" is invalid: spec: Forbidden: resources for non-sidecar init containers are immutable"
            )),
            "{version:?}: {:?}",
            action_whys(&refused)
        );
    }
    let accepted = run_on(&yaml("1.36"), KubeVersion::V1_36);
    let pod = accepted.snapshot_at(20_000).map(|s| s.pod.clone());
    let cpu = pod.and_then(|p| p.spec.init_containers.first().and_then(|c| c.resources.requests.get("cpu").cloned()));
    assert_eq!(cpu.as_deref(), Some("200m"));
}

#[test]
fn a_sidecar_may_change_only_cpu_and_memory_and_says_so_in_its_own_words() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  initContainers:\n  - {name: proxy, image: envoyproxy/envoy:v1.31.0, restartPolicy: Always, resources: {requests: {memory: 64Mi}}}\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {memory: 64Mi}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nactions:\n- {at: 30s, do: resize, container: proxy, limits: {ephemeral-storage: 1Gi}}\n";
    let simulation = run_on(yaml, KubeVersion::V1_37);
    let refused: Vec<String> =
        simulation.facts.iter().filter(|f| f.kind == FactKind::Refused).filter_map(|f| f.message.clone()).collect();
    assert_eq!(
        refused,
        ["The Pod \"web\" is invalid: spec: Forbidden: only cpu and memory resources for sidecar containers are mutable"]
    );
}

#[test]
fn on_1_33_a_memory_limit_may_not_be_added_without_restart_container() {
    // validateContainerResize: adding a memory limit decreases it from no limit at all.
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {cpu: 200m}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nactions:\n- {at: 30s, do: resize, container: app, limits: {memory: 128Mi}}\n";
    let refused = |version| {
        let simulation = run_on(yaml, version);
        simulation.facts.iter().filter(|f| f.kind == FactKind::Refused).filter_map(|f| f.message.clone()).collect::<Vec<_>>()
    };
    assert_eq!(
        refused(KubeVersion::V1_33),
        ["The Pod \"web\" is invalid: spec.containers[0].resources.limits[memory]: Forbidden: memory limits cannot be added unless resizePolicy is RestartContainer"]
    );
    assert_eq!(refused(KubeVersion::V1_34), Vec::<String>::new());
}

#[test]
fn a_sidecar_with_restart_container_is_restarted_by_a_memory_resize() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  initContainers:\n  - name: proxy\n    image: envoyproxy/envoy:v1.31.0\n    restartPolicy: Always\n    resizePolicy: [{resourceName: memory, restartPolicy: RestartContainer}]\n    resources: {requests: {memory: 64Mi}, limits: {memory: 128Mi}}\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {memory: 64Mi}, limits: {memory: 128Mi}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nactions:\n- {at: 30s, do: resize, container: proxy, limits: {memory: 256Mi}, requests: {memory: 128Mi}}\n";
    let simulation = run_on(yaml, KubeVersion::V1_37);
    let killing: Vec<&str> =
        simulation.events.iter().filter(|e| e.reason == "Killing").map(|e| e.message.as_str()).collect();
    assert_eq!(killing, vec!["Container proxy resize requires restart"]);
    let pod = simulation.snapshot_at(50_000).map(|s| s.pod.clone());
    let restarts = pod.and_then(|p| p.status).and_then(|s| s.init_container_statuses.first().map(|c| c.restart_count));
    assert_eq!(restarts, Some(1));
    assert_eq!(condition(&simulation, 40_000, "PodResizeInProgress"), None);
}

#[test]
fn a_resize_action_needs_requests_or_limits() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nactions:\n- {at: 30s, do: resize, container: app}\n- {at: 31s, do: resize, container: app, requests: {cpu: lots}}\n";
    let scenario = Scenario::from_parsed(&crate::parse(yaml));
    let messages: Vec<String> = scenario.diagnostics.iter().map(|d| d.message.clone()).collect();
    assert!(messages.iter().any(|m| m.starts_with("a resize needs `requests:` or `limits:`")), "{messages:?}");
    assert!(messages.iter().any(|m| m == "`cpu` must be a quantity such as 2, 500m or 4Gi"), "{messages:?}");
}

#[test]
fn the_state_shows_spec_allocated_and_applied_resources_through_a_deferred_resize() {
    let node = "node:\n  allocatable: {cpu: '2'}\n  systemPods: false\n  pods:\n  - {name: batch, requests: {cpu: 1500m}}\n";
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: 800m}, limits: {cpu: '1'}}\n- {at: 60s, do: podLeaves, name: batch}\n";
    let simulation = run_on(&pod("NotRequired", node, actions), KubeVersion::V1_37);
    let cpu = |t: u64| {
        let state = simulation.state_at(t);
        let app = state.containers.iter().find(|c| c.name == "app").cloned();
        let request = |view: Option<crate::view::ResourcesView>| view.and_then(|v| v.requests.get("cpu").cloned());
        app.map(|c| (request(c.spec_resources), request(c.allocated_resources), request(c.resources)))
    };
    let some = |a: &str, b: &str, c: &str| Some((Some(a.to_owned()), Some(b.to_owned()), Some(c.to_owned())));
    assert_eq!(cpu(20_000), some("250m", "250m", "250m"));
    // Deferred: the spec has the new request, the kubelet still the old one.
    assert_eq!(cpu(40_000), some("800m", "250m", "250m"));
    // Allocated once batch leaves; applied one relist later.
    assert_eq!(cpu(60_500), some("800m", "800m", "250m"));
    assert_eq!(cpu(62_000), some("800m", "800m", "800m"));
}

#[test]
fn the_resize_conditions_are_lanes_that_end_when_the_kubelet_removes_them() {
    let node = "node:\n  allocatable: {cpu: '2'}\n  systemPods: false\n  pods:\n  - {name: batch, requests: {cpu: 1500m}}\n";
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: 800m}, limits: {cpu: '1'}}\n- {at: 60s, do: podLeaves, name: batch}\n";
    let simulation = run_on(&pod("NotRequired", node, actions), KubeVersion::V1_37);
    let bands = |kind: &str| -> Vec<(u64, u64, String)> {
        simulation
            .condition_lines
            .iter()
            .find(|l| l.condition_type == kind)
            .map(|l| l.bands.iter().map(|b| (b.from_ms, b.to_ms, b.value.clone())).collect())
            .unwrap_or_default()
    };
    assert_eq!(bands("PodResizePending"), vec![(30_000, 60_000, "True".to_owned())]);
    assert_eq!(bands("PodResizeInProgress"), vec![(60_000, 61_000, "True".to_owned())]);
}

#[test]
fn a_request_above_its_limit_is_refused_by_validation_first() {
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: 800m}}\n";
    let simulation = run_on(&pod("NotRequired", "", actions), KubeVersion::V1_37);
    let whys = action_whys(&simulation);
    assert!(
        whys.iter().any(|w| w.contains("spec.containers[0].resources.requests: Invalid value: \"800m\": must be less than or equal to cpu limit of 500m")),
        "{whys:?}"
    );
}

#[test]
fn every_supported_version_resizes_in_place_and_legacy_has_no_resize_subresource() {
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37] {
        let simulation = run_on(&pod("NotRequired", "", GROW_MEMORY), version);
        assert_eq!(spec_memory_limit(&simulation, 40_000).as_deref(), Some("768Mi"), "{version:?}");
        assert_eq!(condition(&simulation, 30_500, "PodResizeInProgress").map(|c| c.0), Some("True".to_owned()));
    }
    let legacy = run_on(&pod("NotRequired", "", GROW_MEMORY), KubeVersion::Legacy);
    assert_eq!(spec_memory_limit(&legacy, 40_000).as_deref(), Some("512Mi"));
    assert!(action_whys(&legacy).iter().any(|w| w.contains("the server could not find the requested resource")));
}

#[test]
fn the_kubelet_records_resize_events_as_each_version_does() {
    let node = "node:\n  allocatable: {cpu: '2'}\n  systemPods: false\n  pods:\n  - {name: batch, requests: {cpu: 1500m}}\n";
    let actions = "- {at: 30s, do: resize, container: app, requests: {cpu: 800m}, limits: {cpu: '1'}}\n- {at: 60s, do: podLeaves, name: batch}\n";
    let summary = r#"{"containers":[{"name":"app","resources":{"limits":{"cpu":"1","memory":"512Mi"},"requests":{"cpu":"800m","memory":"256Mi"}}}],"generation":2"#;
    for version in [KubeVersion::V1_35, KubeVersion::V1_37] {
        let simulation = run_on(&pod("NotRequired", node, actions), version);
        let resize: Vec<(String, String, u64)> = simulation
            .events
            .iter()
            .filter(|e| e.reason.starts_with("Resize"))
            .map(|e| (e.reason.clone(), e.message.clone(), e.first_ms))
            .collect();
        assert_eq!(
            resize,
            vec![
                (
                    "ResizeDeferred".to_owned(),
                    format!("Pod resize Deferred: {summary},\"error\":\"Node didn't have enough resource: cpu, requested: 800, used: 1500, capacity: 2000\"}}"),
                    30_000
                ),
                ("ResizeStarted".to_owned(), format!("Pod resize started: {summary}}}"), 60_000),
                ("ResizeCompleted".to_owned(), format!("Pod resize completed: {summary}}}"), 61_000),
            ],
            "{version:?}"
        );
        let warning = simulation.events.iter().find(|e| e.reason == "ResizeDeferred").map(|e| e.event_type);
        assert_eq!(warning, Some(EventType::Warning));
    }
    // 1.34: only ResizeCompleted, its summary without the generation (PodResizeCompletedMsg).
    let simulation = run_on(&pod("NotRequired", node, actions), KubeVersion::V1_34);
    let resize: Vec<(String, String, u64)> = simulation
        .events
        .iter()
        .filter(|e| e.reason.starts_with("Resize"))
        .map(|e| (e.reason.clone(), e.message.clone(), e.first_ms))
        .collect();
    let without_generation = summary.replace(r#","generation":2"#, "");
    assert_eq!(
        resize,
        vec![("ResizeCompleted".to_owned(), format!("Pod resize completed: {without_generation}}}"), 61_000)]
    );
    // 1.33: none.
    let simulation = run_on(&pod("NotRequired", node, actions), KubeVersion::V1_33);
    assert!(simulation.events.iter().all(|e| !e.reason.starts_with("Resize")));
}

#[test]
fn a_stopped_kubelet_decides_on_a_resize_when_it_starts_again() {
    let actions = "- {at: 20s, do: stopKubelet}\n- {at: 30s, do: resize, container: app, requests: {memory: 384Mi}, limits: {memory: 768Mi}}\n- {at: 50s, do: startKubelet}\n";
    let simulation = run_on(&pod("NotRequired", "", actions), KubeVersion::V1_37);
    assert_eq!(spec_memory_limit(&simulation, 35_000).as_deref(), Some("768Mi"));
    assert_eq!(condition(&simulation, 40_000, "PodResizeInProgress"), None);
    assert_eq!(condition(&simulation, 50_500, "PodResizeInProgress").map(|c| c.0), Some("True".to_owned()));
}

/// The `containerStatuses[0]` lines from `resources` to before `restartCount` and the
/// `allocatedResources` block, as `kubectl get pod -o yaml` prints them at `at`.
fn status_resources_yaml(simulation: &Simulation, at: u64) -> Vec<String> {
    let status = simulation.snapshot_at(at).and_then(|s| s.pod.status.clone()).unwrap_or_default();
    let yaml = crate::view::kubectl::status_yaml::status_yaml(&status);
    let mut out = Vec::new();
    let mut inside = false;
    for line in yaml.lines() {
        let key = line.trim_start().trim_start_matches("- ");
        if key.starts_with("allocatedResources:") || key.starts_with("resources:") {
            inside = true;
        } else if line.starts_with("    ") && !line.starts_with("     ") || !line.starts_with("   ") {
            inside = false;
        }
        if inside {
            out.push(line.to_owned());
        }
    }
    out
}

#[test]
fn convert_to_api_container_statuses_reports_the_allocation_and_what_the_runtime_applied() {
    let text = pod("NotRequired", "", "- {at: 30s, do: resize, container: app, requests: {cpu: 100m, memory: 384Mi}, limits: {cpu: 1.5, memory: 1G}}\n");
    let simulation = run_on(&text, KubeVersion::V1_35);
    let before = [
        "  - allocatedResources:",
        "      cpu: 250m",
        "      memory: 256Mi",
        "    resources:",
        "      limits:",
        "        cpu: 500m",
        "        memory: 512Mi",
        "      requests:",
        "        cpu: 250m",
        "        memory: 256Mi",
    ];
    assert_eq!(status_resources_yaml(&simulation, 20_000), before);
    // Allocated at once; the runtime still runs with the old values for one relist.
    let during = [
        "  - allocatedResources:",
        "      cpu: 100m",
        "      memory: 384Mi",
        "    resources:",
        "      limits:",
        "        cpu: 500m",
        "        memory: 512Mi",
        "      requests:",
        "        cpu: 250m",
        "        memory: 256Mi",
    ];
    assert_eq!(status_resources_yaml(&simulation, 30_500), during);
    // Applied: CPU read back from shares and quota, the memory limit in bytes (1G is no whole
    // number of Ki), and the memory request the running container was first reported with.
    let after = [
        "  - allocatedResources:",
        "      cpu: 100m",
        "      memory: 384Mi",
        "    resources:",
        "      limits:",
        "        cpu: 1500m",
        "        memory: \"1000000000\"",
        "      requests:",
        "        cpu: 100m",
        "        memory: 256Mi",
    ];
    assert_eq!(status_resources_yaml(&simulation, 40_000), after);
}

#[test]
fn without_in_place_pod_vertical_scaling_container_statuses_carry_no_resources() {
    let text = pod("NotRequired", "", "");
    let legacy = run_on(&text, KubeVersion::Legacy);
    assert_eq!(status_resources_yaml(&legacy, 20_000), Vec::<String>::new());
    let every = run_on(&text, KubeVersion::V1_33);
    assert_eq!(status_resources_yaml(&every, 20_000).len(), 10);
    // A container the runtime never created has no runtime status to report from.
    let never_pulled = run_on(&text.replace("actions:\n", "behaviour:\n  app: {image: pullFails}\nactions:\n"), KubeVersion::V1_33);
    assert_eq!(status_resources_yaml(&never_pulled, 20_000), Vec::<String>::new());
}
