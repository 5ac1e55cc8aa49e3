//! Unit tests for effective resources and their explanations.

use super::*;
use crate::version::KubeVersion;

fn resources(yaml: &str, version: KubeVersion) -> EffectiveResources {
    let mut pod = crate::parse(yaml).pod;
    crate::defaults::apply_defaults(&mut pod, version);
    effective_resources(&pod, version.gates())
}

fn explanation(result: &EffectiveResources, kind: ResourceKind, name: &str) -> String {
    result
        .breakdown
        .iter()
        .find(|term| term.kind == kind && term.resource == name)
        .map(|term| term.explanation().en)
        .unwrap_or_default()
}

const SIDECAR_POD: &str = "kind: Pod
spec:
  initContainers:
  - {name: proxy, image: envoy, restartPolicy: Always, resources: {requests: {cpu: 500m, memory: 256Mi}}}
  - {name: migrate, image: tool, resources: {requests: {cpu: '2', memory: 64Mi}}}
  containers:
  - {name: web, image: web, resources: {requests: {cpu: '1', memory: 512Mi}}}
  - {name: worker, image: worker, resources: {requests: {memory: 256Mi}}}
";

#[test]
fn an_init_container_after_a_sidecar_can_set_the_peak() {
    let result = resources(SIDECAR_POD, KubeVersion::V1_35);
    assert_eq!(result.requests.get("cpu").map(ToString::to_string), Some("2500m".to_owned()));
    assert_eq!(
        explanation(&result, ResourceKind::Requests, "cpu"),
        "cpu 2500m = init \"migrate\" 2 + sidecars declared before it 500m (the peak while it runs; the running Pod needs 1500m)"
    );
    assert_eq!(result.requests.get("memory").map(ToString::to_string), Some("1Gi".to_owned()));
    assert_eq!(
        explanation(&result, ResourceKind::Requests, "memory"),
        "memory 1Gi = app containers 768Mi + sidecar \"proxy\" 256Mi"
    );
}

#[test]
fn legacy_clusters_count_the_former_sidecar_as_an_init_container() {
    let result = resources(SIDECAR_POD, KubeVersion::Legacy);
    assert_eq!(result.requests.get("cpu").map(ToString::to_string), Some("2".to_owned()));
    assert_eq!(result.requests.get("memory").map(ToString::to_string), Some("768Mi".to_owned()));
}

#[test]
fn pod_level_resources_replace_and_overhead_adds() {
    let text = "kind: Pod
spec:
  overhead: {cpu: 250m}
  resources: {requests: {cpu: '2'}}
  containers: [{name: app, image: app, resources: {requests: {cpu: '1'}, limits: {memory: 1Gi}}}]
";
    let on_135 = resources(text, KubeVersion::V1_35);
    assert_eq!(on_135.requests.get("cpu").map(ToString::to_string), Some("2250m".to_owned()));
    assert_eq!(
        explanation(&on_135, ResourceKind::Requests, "cpu"),
        "cpu 2250m = pod-level spec.resources.requests 2 (replaces the containers' 1) + overhead 250m"
    );
    assert!(!on_135.limits.contains_key("cpu"), "overhead only adds to limits that exist");
    let on_133 = resources(text, KubeVersion::V1_33);
    assert_eq!(on_133.requests.get("cpu").map(ToString::to_string), Some("1250m".to_owned()));
}

#[test]
fn huge_values_do_not_panic() {
    let text = "kind: Pod\nspec:\n  containers:\n  - {name: a, image: a, resources: {requests: {cpu: 1e99999}}}\n  - {name: b, image: b, resources: {requests: {cpu: '1'}}}\n";
    let result = resources(text, KubeVersion::V1_35);
    assert!(result.requests.contains_key("cpu"));
}

#[test]
fn pod_level_requests_the_api_server_filled_in_say_where_they_came_from() {
    // Through the analysis, which knows what the manifest wrote.
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  resources: {limits: {cpu: '2', memory: 2Gi}}\n  containers: [{name: app, image: app, resources: {requests: {cpu: 500m}}}]\n";
    let analysis = crate::analysis::analyze(text, KubeVersion::V1_35);
    let result = analysis.resources.expect("resources");
    assert_eq!(
        explanation(&result, ResourceKind::Requests, "cpu"),
        "cpu 500m = pod-level spec.resources.requests 500m (defaulted from the containers' 500m)"
    );
    assert_eq!(
        explanation(&result, ResourceKind::Requests, "memory"),
        "memory 2Gi = pod-level spec.resources.requests 2Gi (defaulted from spec.resources.limits)"
    );
    assert_eq!(explanation(&result, ResourceKind::Limits, "cpu"), "cpu 2 = pod-level spec.resources.limits 2");
}

#[test]
fn the_breakdown_says_which_pod_level_limits_1_37_defaulted() {
    let text = "kind: Pod\nspec:\n  resources: {requests: {cpu: '1'}}\n  containers:\n  - {name: a, image: app, resources: {limits: {cpu: 300m, memory: 1Gi}}}\n  - {name: b, image: app, resources: {limits: {cpu: 200m, memory: 256Mi}}}\n";
    let written = crate::parse(text).pod;
    let mut defaulted = written.clone();
    crate::defaults::apply_defaults(&mut defaulted, KubeVersion::V1_37);
    let result = effective_resources_as_written(&written, &defaulted, KubeVersion::V1_37.gates());
    assert_eq!(
        explanation(&result, ResourceKind::Limits, "cpu"),
        "cpu 1 = pod-level spec.resources.limits 1 (defaulted from spec.resources.requests, above the containers' 500m)"
    );
    assert_eq!(
        explanation(&result, ResourceKind::Limits, "memory"),
        "memory 1280Mi = pod-level spec.resources.limits 1280Mi (defaulted from the containers' 1280Mi: every container sets this limit)"
    );
    let mut before = written.clone();
    crate::defaults::apply_defaults(&mut before, KubeVersion::V1_36);
    let result = effective_resources_as_written(&written, &before, KubeVersion::V1_36.gates());
    assert_eq!(explanation(&result, ResourceKind::Limits, "cpu"), "cpu 500m = app containers 500m");
}

#[test]
fn the_sums_alone_are_the_sums_with_their_breakdown() {
    let overhead_and_pod_level = "kind: Pod
spec:
  overhead: {cpu: 250m, memory: 120Mi}
  resources: {requests: {cpu: '1'}, limits: {cpu: '2', memory: 1Gi}}
  initContainers:
  - {name: proxy, image: envoy, restartPolicy: Always, resources: {requests: {cpu: 500m, memory: 256Mi}}}
  containers:
  - {name: web, image: web, resources: {requests: {memory: 512Mi}, limits: {memory: 768Mi}}}
";
    for (yaml, version) in [(SIDECAR_POD, KubeVersion::V1_35), (overhead_and_pod_level, KubeVersion::V1_37)] {
        let mut pod = crate::parse(yaml).pod;
        crate::defaults::apply_defaults(&mut pod, version);
        let (full, sums) = (effective_resources(&pod, version.gates()), effective_sums(&pod, version.gates()));
        assert!(!full.breakdown.is_empty() && sums.breakdown.is_empty());
        assert_eq!((&sums.requests, &sums.limits), (&full.requests, &full.limits), "{yaml}");
    }
}
