//! Unit tests for API-server defaulting and the fields each version drops.

use super::*;
use crate::validate::validate;

fn pod(yaml: &str) -> Pod {
    crate::parse(yaml).pod
}

#[test]
fn image_pull_policy_follows_the_tag() {
    for (image, want) in [
        ("nginx", "Always"),
        ("nginx:latest", "Always"),
        ("nginx:1.27", "IfNotPresent"),
        ("registry.local:5000/team/app", "Always"),
        ("registry.local:5000/team/app:v2", "IfNotPresent"),
        ("busybox@sha256:0123", "IfNotPresent"),
        ("", "IfNotPresent"),
    ] {
        let mut pod = pod(&format!("kind: Pod\nspec:\n  containers: [{{name: c, image: '{image}'}}]\n"));
        apply_defaults(&mut pod, KubeVersion::V1_35);
        assert_eq!(pod.spec.containers[0].image_pull_policy.as_deref(), Some(want), "{image}");
    }
}

#[test]
fn fills_pod_container_probe_and_port_defaults() {
    let mut pod = pod(
        "kind: Pod\nspec:\n  containers:\n  - name: c\n    image: app:1\n    ports: [{containerPort: 80}]\n    readinessProbe: {httpGet: {port: 80}}\n    resources: {limits: {cpu: 500m}}\n",
    );
    let dropped = apply_defaults(&mut pod, KubeVersion::V1_35);
    assert!(dropped.is_empty());
    assert_eq!(pod.spec.restart_policy.as_deref(), Some("Always"));
    assert_eq!(pod.spec.termination_grace_period_seconds, Some(30));
    let container = &pod.spec.containers[0];
    assert_eq!(container.termination_message_policy.as_deref(), Some("File"));
    assert_eq!(container.termination_message_path.as_deref(), Some("/dev/termination-log"));
    assert_eq!(container.ports[0].protocol.as_deref(), Some("TCP"));
    assert_eq!(container.resources.requests.get("cpu").map(String::as_str), Some("500m"));
    let probe = container.readiness_probe.as_ref().map(|p| (p.timeout_seconds, p.period_seconds, p.failure_threshold));
    assert_eq!(probe, Some((Some(1), Some(10), Some(3))));
    let handler =
        container.readiness_probe.as_ref().map(|p| (p.handler.http_get.clone(), p.handler.http_scheme.clone()));
    assert_eq!(handler, Some((Some("/".to_owned()), Some("HTTP".to_owned()))));
}

#[test]
fn legacy_clusters_drop_the_sidecar_restart_policy() {
    let text = "kind: Pod\nspec:\n  initContainers: [{name: proxy, image: envoy, restartPolicy: Always}]\n  containers: [{name: app, image: app}]\n";
    let mut legacy = pod(text);
    let dropped = apply_defaults(&mut legacy, KubeVersion::Legacy);
    assert_eq!(legacy.spec.init_containers[0].restart_policy, None);
    assert_eq!(dropped.len(), 1);
    assert_eq!(dropped[0].field, "spec.initContainers[0].restartPolicy");
    assert!(
        dropped[0]
            .message()
            .en
            .starts_with("restartPolicy of init container `proxy` was dropped: this cluster has no native sidecars")
    );
    let mut current = pod(text);
    assert!(apply_defaults(&mut current, KubeVersion::V1_35).is_empty());
    assert!(current.spec.init_containers[0].is_restartable());
}

#[test]
fn container_restart_policy_differs_between_versions() {
    let text = "kind: Pod\nmetadata: {name: p}\nspec:\n  restartPolicy: OnFailure\n  containers: [{name: app, image: app, restartPolicy: Never}]\n";
    let mut on_133 = pod(text);
    assert!(apply_defaults(&mut on_133, KubeVersion::V1_33).is_empty());
    let lines: Vec<String> = validate(&on_133, KubeVersion::V1_33).iter().map(|e| e.line("")).collect();
    assert_eq!(lines, vec!["spec.containers[0].restartPolicy: Forbidden: may not be set for non-init containers"]);
    let mut on_134 = pod(text);
    let dropped = apply_defaults(&mut on_134, KubeVersion::V1_34);
    assert_eq!(dropped.first().map(|d| d.field.as_str()), Some("spec.containers[0].restartPolicy"));
    assert!(validate(&on_134, KubeVersion::V1_34).is_empty());
    let mut on_135 = pod(text);
    assert!(apply_defaults(&mut on_135, KubeVersion::V1_35).is_empty());
    assert_eq!(on_135.spec.containers[0].restart_policy.as_deref(), Some("Never"));
    assert!(validate(&on_135, KubeVersion::V1_35).is_empty());
}

#[test]
fn pod_level_resources_are_dropped_on_133_and_defaulted_on_135() {
    let text =
        "kind: Pod\nspec:\n  resources: {limits: {cpu: '1', memory: 1Gi}}\n  containers: [{name: app, image: app}]\n";
    let mut on_133 = pod(text);
    let dropped = apply_defaults(&mut on_133, KubeVersion::V1_33);
    assert!(on_133.spec.resources.is_none());
    assert_eq!(dropped.first().map(|d| d.field.as_str()), Some("spec.resources"));
    let mut on_135 = pod(text);
    apply_defaults(&mut on_135, KubeVersion::V1_35);
    let requests = on_135.spec.resources.clone().map(|r| r.requests).unwrap_or_default();
    assert_eq!(requests.get("memory").map(String::as_str), Some("1Gi"));
    assert_eq!(requests.get("cpu").map(String::as_str), Some("1"));
}

#[test]
fn pod_level_cpu_and_memory_requests_come_from_the_containers_that_request_them() {
    // core/v1 defaultPodRequests: overcommittable resources (cpu, memory) the containers request
    // default to their effective request; the rest (hugepages, memory nobody requests) to the limit.
    let mut pod = pod(
        "kind: Pod\nspec:\n  resources: {limits: {cpu: '2', memory: 2Gi, hugepages-2Mi: 20Mi}}\n  initContainers:\n  - {name: side, image: app, restartPolicy: Always, resources: {requests: {cpu: 100m}}}\n  containers:\n  - {name: app, image: app, resources: {requests: {cpu: 500m, hugepages-2Mi: 10Mi}, limits: {hugepages-2Mi: 10Mi}}}\n",
    );
    apply_defaults(&mut pod, KubeVersion::V1_35);
    let requests = pod.spec.resources.clone().map(|r| r.requests).unwrap_or_default();
    assert_eq!(requests.get("cpu").map(String::as_str), Some("600m"));
    assert_eq!(requests.get("memory").map(String::as_str), Some("2Gi"));
    assert_eq!(requests.get("hugepages-2Mi").map(String::as_str), Some("20Mi"));
}

#[test]
fn quantities_are_stored_as_the_api_server_decodes_them() {
    let mut pod = pod(
        "kind: Pod\nspec:\n  overhead: {cpu: '0.25'}\n  resources: {limits: {memory: 1.5Gi}}\n  containers:\n  - name: c\n    image: app:1\n    resources:\n      requests: {cpu: '0.5', ephemeral-storage: 1.5Gi, example.com/dev: 1E6}\n      limits: {cpu: '1.0', memory: 0.5Gi, example.com/bad: 1e3m}\n",
    );
    apply_defaults(&mut pod, KubeVersion::V1_35);
    let resources = &pod.spec.containers[0].resources;
    let value = |list: &crate::model::ResourceList, name: &str| list.get(name).cloned().unwrap_or_default();
    assert_eq!(value(&resources.requests, "cpu"), "500m");
    assert_eq!(value(&resources.requests, "ephemeral-storage"), "1536Mi");
    // Input the fast parser deems canonical is echoed verbatim.
    assert_eq!(value(&resources.requests, "example.com/dev"), "1E6");
    assert_eq!(value(&resources.limits, "cpu"), "1");
    assert_eq!(value(&resources.limits, "memory"), "512Mi");
    // Requests defaulted from limits copy the decoded value; rejected text is left for validation.
    assert_eq!(value(&resources.requests, "memory"), "512Mi");
    assert_eq!(value(&resources.limits, "example.com/bad"), "1e3m");
    assert_eq!(value(&pod.spec.overhead, "cpu"), "250m");
    let pod_level = pod.spec.resources.as_ref().map(|r| value(&r.limits, "memory"));
    assert_eq!(pod_level.as_deref(), Some("1536Mi"));
}

/// The pod-level (requests, limits) after defaulting on `version` with `gates`.
fn pod_level(text: &str, version: KubeVersion, gates: FeatureGates) -> (Vec<String>, Vec<String>) {
    let mut pod = pod(text);
    apply_defaults_with(&mut pod, version, gates);
    let show = |list: &crate::model::ResourceList| list.iter().map(|(name, q)| format!("{name} {q}")).collect();
    pod.spec.resources.as_ref().map(|r| (show(&r.requests), show(&r.limits))).unwrap_or_default()
}

const ALL_LIMITED: &str = "kind: Pod\nspec:\n  resources: {requests: {cpu: '1'}}\n  initContainers:\n  - {name: init, image: app, resources: {limits: {cpu: 500m, memory: 256Mi}}}\n  - {name: side, image: app, restartPolicy: Always, resources: {limits: {cpu: 100m, memory: 128Mi}}}\n  containers:\n  - {name: a, image: app, resources: {limits: {cpu: 300m, memory: 1Gi}}}\n  - {name: b, image: app, resources: {limits: {cpu: 200m, memory: 1Gi}}}\n";

#[test]
fn from_1_37_a_pod_level_limit_every_container_sets_is_defaulted_and_requests_need_no_limit() {
    // pkg/api/pod DefaultPodLevelResources (kubernetes/kubernetes#140514): limit = max(pod-level
    // request, the containers' aggregated limits); the containers' memory 2Gi + 128Mi of the sidecar.
    let on_137 = pod_level(ALL_LIMITED, KubeVersion::V1_37, KubeVersion::V1_37.gates());
    assert_eq!(on_137, (vec!["cpu 1".to_owned(), "memory 2176Mi".to_owned()], vec![
        "cpu 1".to_owned(),
        "memory 2176Mi".to_owned()
    ]));
    // Before, pod-level requests were defaulted only beside a pod-level limit, and limits never.
    let before = (vec!["cpu 1".to_owned()], vec![]);
    assert_eq!(pod_level(ALL_LIMITED, KubeVersion::V1_36, KubeVersion::V1_36.gates()), before);
    let gate_off = FeatureGates { pod_level_resources_fix_defaulting: false, ..KubeVersion::V1_37.gates() };
    assert_eq!(pod_level(ALL_LIMITED, KubeVersion::V1_37, gate_off), before);
}

#[test]
fn the_aggregated_limit_wins_over_a_smaller_pod_level_request() {
    let text = ALL_LIMITED.replace("cpu: '1'}", "cpu: 300m}");
    let (_, limits) = pod_level(&text, KubeVersion::V1_37, KubeVersion::V1_37.gates());
    // max(300m, max(app 500m + sidecar 100m, init 500m + sidecars before it 0)) = 600m.
    assert_eq!(limits.first().map(String::as_str), Some("cpu 600m"));
}

#[test]
fn a_limit_one_container_leaves_out_and_empty_pod_level_resources_are_not_defaulted() {
    let text = ALL_LIMITED.replace("{name: b, image: app, resources: {limits: {cpu: 200m, memory: 1Gi}}}", "{name: b, image: app, resources: {limits: {cpu: 200m}}}");
    let (requests, limits) = pod_level(&text, KubeVersion::V1_37, KubeVersion::V1_37.gates());
    assert_eq!(limits, vec!["cpu 1".to_owned()]);
    // The memory request still comes from what the containers request (b requests none).
    assert_eq!(requests, vec!["cpu 1".to_owned(), "memory 1152Mi".to_owned()]);
    let empty = ALL_LIMITED.replace("resources: {requests: {cpu: '1'}}", "resources: {}");
    assert_eq!(pod_level(&empty, KubeVersion::V1_37, KubeVersion::V1_37.gates()), (vec![], vec![]));
}

#[test]
fn a_version_without_the_gate_drops_the_field_without_a_note() {
    // The field does not exist there: decoding refuses it (the schema check says from which
    // version it exists), so no note suggests a --feature-gates flag that version refuses.
    let text = "kind: Pod\nspec:\n  containers:\n  - name: app\n    volumeMounts: [{name: img, mountPath: /d}]\n    env:\n    - name: A\n      valueFrom: {fileKeyRef: {volumeName: v, path: p, key: k}}\n  volumes:\n  - name: img\n    image: {reference: r}\n  - name: v\n    projected: {sources: [{clusterTrustBundle: {name: b, path: p}}]}\n";
    let notes = |version| {
        let mut pod = pod(text);
        let dropped = apply_defaults(&mut pod, version);
        (dropped.iter().map(|d| d.field.clone()).collect::<Vec<_>>(), pod.spec.volumes.len())
    };
    let (legacy, volumes) = notes(KubeVersion::Legacy);
    assert_eq!((legacy, volumes), (Vec::<String>::new(), 1), "dropped, without a note");
    let (v133, _) = notes(KubeVersion::V1_33);
    assert!(v133.iter().any(|field| field == "spec.volumes[0]"), "1.33 knows ImageVolume: {v133:?}");
    assert!(!v133.iter().any(|field| field.ends_with("fileKeyRef")), "1.33 does not know EnvFiles: {v133:?}");
}
