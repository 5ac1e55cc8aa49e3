//! Pod-level `spec.resources` against the containers' own (`validatePodResourceConsistency`)
//! through `analyze`: kubectl's exact text and each error's line, per version.

use podsim::analysis::analyze;
use podsim::version::KubeVersion;

/// What `kubectl apply` prints, and each error's message with its line.
fn check(text: &str, version: KubeVersion) -> (String, Vec<(String, u32)>) {
    let analysis = analyze(text, version);
    let errors = analysis
        .errors()
        .map(|error| (error.message.clone(), error.location.map_or(0, |location| location.line)))
        .collect();
    (analysis.kubectl_output(), errors)
}

/// A Pod named `x` whose spec is `spec` (indented by two spaces).
fn pod(spec: &str) -> String {
    format!("apiVersion: v1\nkind: Pod\nmetadata:\n  name: x\nspec:\n{spec}")
}

/// Rejected with exactly these causes (message, line) by the versions with PodLevelResources on,
/// created by 1.33, which drops `spec.resources`, and refused by legacy (1.28), whose API has no
/// such field.
fn rejected_from_1_34(text: &str, causes: &[(&str, u32)]) {
    rejected_by_1_34_and_1_35(text, causes);
    assert_eq!(check(text, KubeVersion::V1_33), ("pod/x created".to_owned(), Vec::new()));
    unknown_to_legacy(text);
}

/// A 1.28 API server's strict decoder does not know `spec.resources` (added in 1.32).
fn unknown_to_legacy(text: &str) {
    let (kubectl, errors) = check(text, KubeVersion::Legacy);
    assert_eq!(
        kubectl,
        "Error from server (BadRequest): error when creating \"pod.yaml\": Pod in version \"v1\" cannot be handled as \
         a Pod: strict decoding error: unknown field \"spec.resources\""
    );
    let messages: Vec<&str> = errors.iter().map(|(message, _)| message.as_str()).collect();
    assert_eq!(messages, ["unknown field \"spec.resources\" (the field exists from Kubernetes 1.32)"]);
}

/// Created by every version whose API has `spec.resources`, refused by legacy.
fn accepted_from_1_33(text: &str) {
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35] {
        assert_eq!(check(text, version), ("pod/x created".to_owned(), Vec::new()), "{version:?}");
    }
    unknown_to_legacy(text);
}

/// Rejected with exactly these causes (message, line) by 1.34 and 1.35.
fn rejected_by_1_34_and_1_35(text: &str, causes: &[(&str, u32)]) {
    for version in [KubeVersion::V1_34, KubeVersion::V1_35] {
        let (kubectl, errors) = check(text, version);
        let expected: Vec<(String, u32)> = causes.iter().map(|(cause, line)| ((*cause).to_owned(), *line)).collect();
        assert_eq!(errors, expected, "{version:?}");
        let lines: Vec<String> = causes.iter().map(|(cause, _)| (*cause).to_owned()).collect();
        assert_eq!(kubectl, podsim::validate::kubectl_invalid_message("Pod", "x", &lines), "{version:?}");
    }
}

#[test]
fn pod_level_requests_below_the_containers_total_are_refused() {
    let text = pod("  resources:
    requests: {cpu: 100m}
  containers:
  - name: a
    image: nginx
    resources:
      requests: {cpu: 150m}
  - name: b
    image: nginx
    resources:
      requests: {cpu: 50m}
");
    rejected_from_1_34(
        &text,
        &[(
            "spec.resources.requests[cpu]: Invalid value: \"100m\": must be greater than or equal to aggregate container requests of 200m",
            7,
        )],
    );
    assert_eq!(
        check(&text, KubeVersion::V1_35).0,
        "The Pod \"x\" is invalid: spec.resources.requests[cpu]: Invalid value: \"100m\": must be greater than or \
         equal to aggregate container requests of 200m"
    );
}

#[test]
fn the_total_counts_sidecars_and_the_init_peak_and_prints_canonical_quantities() {
    // Sidecar 300m runs beside the app's 100m (400m); the init container's 1 with the sidecar
    // started before it peaks at 1300m.
    let text = pod("  resources:
    requests: {cpu: 0.5}
  initContainers:
  - name: proxy
    image: envoy
    restartPolicy: Always
    resources:
      requests: {cpu: 300m}
  - name: migrate
    image: busybox
    resources:
      requests: {cpu: 1}
  containers:
  - name: app
    image: nginx
    resources:
      requests: {cpu: 100m}
");
    rejected_from_1_34(
        &text,
        &[(
            "spec.resources.requests[cpu]: Invalid value: \"500m\": must be greater than or equal to aggregate container requests of 1300m",
            7,
        )],
    );
}

#[test]
fn a_container_limit_above_the_pod_limit_is_refused_under_the_pod_level_path() {
    let text = pod("  resources:
    requests: {cpu: \"1\"}
    limits: {cpu: \"1\"}
  containers:
  - name: a
    image: nginx
    resources:
      requests: {cpu: 500m}
      limits: {cpu: \"2\"}
");
    // The line is the container's own limit.
    rejected_from_1_34(
        &text,
        &[(
            "spec.resources.containers[0][cpu].limits: Invalid value: \"2\": must be less than or equal to pod limits of 1",
            14,
        )],
    );
}

#[test]
fn a_defaulted_pod_request_is_compared_too() {
    // Without a pod-level cpu request, the API server defaults it to the containers' total (2),
    // which is above the pod limit; the container's limit is above it as well.
    let text = pod("  resources:
    limits: {cpu: \"1\"}
  containers:
  - name: a
    image: nginx
    resources:
      limits: {cpu: \"2\"}
");
    rejected_from_1_34(
        &text,
        &[
            ("spec.resources.requests: Invalid value: \"2\": must be less than or equal to cpu limit of 1", 6),
            (
                "spec.resources.containers[0][cpu].limits: Invalid value: \"2\": must be less than or equal to pod limits of 1",
                12,
            ),
        ],
    );
}

#[test]
fn hugepage_limits_must_cover_the_containers_total() {
    let text = pod("  resources:
    limits: {hugepages-2Mi: 100Mi, memory: 1Gi}
  containers:
  - name: a
    image: nginx
    resources:
      limits: {hugepages-2Mi: 64Mi, memory: 100Mi}
  - name: b
    image: nginx
    resources:
      limits: {hugepages-2Mi: 64Mi, memory: 100Mi}
");
    rejected_from_1_34(
        &text,
        &[
            (
                "spec.resources.requests[hugepages-2Mi]: Invalid value: \"100Mi\": must be greater than or equal to aggregate container requests of 128Mi",
                6,
            ),
            (
                "spec.resources.limits[hugepages-2Mi]: Invalid value: \"100Mi\": must be greater than or equal to aggregate container limits of 128Mi",
                7,
            ),
        ],
    );
}

#[test]
fn resources_the_pod_does_not_set_are_not_compared() {
    // Ephemeral storage cannot be set at pod level, and memory is simply not set there.
    let text = pod("  resources:
    requests: {cpu: 300m}
  containers:
  - name: a
    image: busybox
    resources:
      requests: {cpu: 100m, memory: 1Gi, ephemeral-storage: 10Mi}
      limits: {memory: 2Gi}
");
    accepted_from_1_33(&text);
}

#[test]
fn a_consistent_pod_stays_accepted() {
    let text = pod("  resources:
    requests: {cpu: 500m, memory: 512Mi}
    limits: {cpu: \"1\", memory: 1Gi}
  initContainers:
  - name: proxy
    image: envoy
    restartPolicy: Always
    resources:
      requests: {cpu: 100m, memory: 128Mi}
  containers:
  - name: app
    image: nginx
    resources:
      requests: {cpu: 400m, memory: 384Mi}
      limits: {cpu: \"1\", memory: 1Gi}
");
    accepted_from_1_33(&text);
}

#[test]
fn the_consistency_errors_come_right_after_the_containers() {
    // ValidatePodSpec checks pod-level resources before the restart policy.
    let text = pod("  restartPolicy: Sometimes
  resources:
    requests: {memory: 100Mi}
  containers:
  - name: a
    image: nginx
    resources:
      requests: {memory: 200Mi}
");
    rejected_by_1_34_and_1_35(
        &text,
        &[
            (
                "spec.resources.requests[memory]: Invalid value: \"100Mi\": must be greater than or equal to aggregate container requests of 200Mi",
                8,
            ),
            (
                "spec.restartPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"OnFailure\", \"Never\"",
                6,
            ),
        ],
    );
}

#[test]
fn a_workload_template_is_refused_with_its_template_path() {
    let text = "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\nspec:\n  selector:\n    matchLabels: {app: x}\n  \
                template:\n    metadata:\n      labels: {app: x}\n    spec:\n      resources:\n        requests: {cpu: 100m}\n      \
                containers:\n      - name: main\n        image: nginx\n        resources:\n          requests: {cpu: 200m}\n";
    let cause = "spec.template.spec.resources.requests[cpu]: Invalid value: \"100m\": must be greater than or equal to \
                 aggregate container requests of 200m";
    for version in [KubeVersion::V1_34, KubeVersion::V1_35] {
        let (kubectl, errors) = check(text, version);
        assert_eq!(kubectl, format!("The Deployment \"d\" is invalid: {cause}"), "{version:?}");
        assert_eq!(errors, [(cause.to_owned(), 13)], "{version:?}");
    }
    assert_eq!(check(text, KubeVersion::V1_33).0, "deployment.apps/d created");
}
