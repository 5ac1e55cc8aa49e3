//! LimitRange and ResourceQuota admission through the analysis and the session, each case naming
//! the upstream function or message it follows.

use crate::analysis::{Analysis, analyze};
use crate::qos::QosClass;
use crate::resources::ResourceKind;
use crate::session::{Session, Settings};
use crate::version::KubeVersion;

const POD: &str = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: app\n    image: nginx\n";

fn with(policy: &str, pod: &str) -> String {
    format!("{policy}---\n{pod}")
}

fn check(text: &str) -> Analysis {
    analyze(text, KubeVersion::V1_37)
}

const DEFAULTS: &str = "apiVersion: v1\nkind: LimitRange\nmetadata:\n  name: defaults\nspec:\n  limits:\n  - type: Container\n    default: {cpu: 500m}\n    defaultRequest: {cpu: 100m}\n    max: {memory: 1Gi}\n";

#[test]
fn limit_range_defaults_fill_what_containers_lack_and_change_the_qos_class() {
    // limitranger: PodMutateLimitFunc; core/v1 SetDefaults_LimitRangeItem gives `max` as the
    // default limit and the default limit as the default request.
    let analysis = check(&with(DEFAULTS, POD));
    assert_eq!(analysis.kubectl_output(), "pod/web created");
    let got: Vec<(ResourceKind, String, String, &str)> = analysis
        .admission
        .defaulted
        .iter()
        .map(|value| (value.kind, value.resource.clone(), value.value.to_string(), value.source.field()))
        .collect();
    assert_eq!(
        got,
        [
            (ResourceKind::Limits, "cpu".to_owned(), "500m".to_owned(), "default"),
            (ResourceKind::Limits, "memory".to_owned(), "1Gi".to_owned(), "max"),
            (ResourceKind::Requests, "cpu".to_owned(), "100m".to_owned(), "defaultRequest"),
            (ResourceKind::Requests, "memory".to_owned(), "1Gi".to_owned(), "default"),
        ]
    );
    assert_eq!(analysis.qos, Some(QosClass::Burstable));
    assert_eq!(analysis.qos_as_written, Some(QosClass::BestEffort));
    assert_eq!(
        analysis.admission.annotation.as_deref(),
        Some("LimitRanger plugin set: cpu, memory request for container app; cpu, memory limit for container app")
    );
    let note = analysis.diagnostics.iter().find(|d| d.code == "limit-range-default").map(|d| d.message.clone());
    assert_eq!(
        note.as_deref(),
        Some(
            "LimitRange \"defaults\" gives container \"app\" what it does not set: cpu limits 500m (default), memory \
             limits 1Gi (max), cpu requests 100m (defaultRequest), memory requests 1Gi (default)"
        )
    );
    assert!(!analysis.diagnostics.iter().any(|d| d.code == "ignored-document"), "{:?}", analysis.diagnostics);
    // The Pod that runs has them: describe shows the limits and LimitRanger's annotation.
    let session = Session::new(&with(DEFAULTS, POD), "", Settings::new(KubeVersion::V1_37));
    let describe = session.describe_at(1_000).unwrap_or_default();
    assert!(describe.contains("kubernetes.io/limit-ranger: LimitRanger plugin set: cpu, memory request"), "{describe}");
    assert!(describe.contains("cpu:     500m"), "{describe}");
    assert_eq!(session.resources().qos, QosClass::Burstable);
}

#[test]
fn a_written_value_and_the_api_defaulted_request_are_kept() {
    // The API server copies a limit to the missing request before LimitRanger runs
    // (core/v1 SetDefaults_Pod), so defaultRequest does not replace it.
    let pod = POD.replace("image: nginx\n", "image: nginx\n    resources: {limits: {cpu: 2}}\n");
    let analysis = check(&with(DEFAULTS, &pod));
    let cpu: Vec<(ResourceKind, String)> = analysis
        .admission
        .defaulted
        .iter()
        .filter(|value| value.resource == "cpu")
        .map(|value| (value.kind, value.value.to_string()))
        .collect();
    assert!(cpu.is_empty(), "{cpu:?}");
    assert_eq!(analysis.pod.spec.containers[0].resources.requests.get("cpu").map(String::as_str), Some("2"));
}

#[test]
fn a_default_limit_below_the_written_request_is_refused_by_validation() {
    // Mutating admission runs before validation: the defaulted limit is validated with the request.
    let pod = POD.replace("image: nginx\n", "image: nginx\n    resources: {requests: {cpu: 1}}\n");
    let analysis = check(&with(DEFAULTS, &pod));
    assert_eq!(
        analysis.kubectl_error.as_deref(),
        Some(
            "The Pod \"web\" is invalid: spec.containers[0].resources.requests: Invalid value: \"1\": must be less than \
             or equal to cpu limit of 500m"
        )
    );
}

#[test]
fn limit_range_constraints_refuse_with_the_plugins_words() {
    // limitranger: maxConstraint, minConstraint, limitRequestRatioConstraint and the aggregate.
    let cases = [
        (
            "  - type: Container\n    max: {cpu: 1}\n",
            "resources: {limits: {cpu: 2}}",
            "maximum cpu usage per Container is 1, but limit is 2",
        ),
        (
            "  - type: Container\n    maxLimitRequestRatio: {cpu: 2}\n",
            "resources: {requests: {cpu: 250m}, limits: {cpu: 1}}",
            "cpu max limit to request ratio per Container is 2, but provided ratio is 4.000000",
        ),
        (
            "  - type: Pod\n    min: {memory: 64Mi}\n",
            "resources: {}",
            "minimum memory usage per Pod is 64Mi.  No request is specified",
        ),
        (
            "  - type: Pod\n    max: {cpu: 300m, memory: 1Gi}\n",
            "resources: {requests: {cpu: 200m}, limits: {cpu: 400m, memory: 2Gi}}",
            "[maximum cpu usage per Pod is 300m, but limit is 400m, maximum memory usage per Pod is 1Gi, but limit is 2Gi]",
        ),
    ];
    for (limits, resources, message) in cases {
        let policy = format!("apiVersion: v1\nkind: LimitRange\nmetadata: {{name: lr}}\nspec:\n  limits:\n{limits}");
        let pod = POD.replace("image: nginx\n", &format!("image: nginx\n    {resources}\n"));
        let analysis = check(&with(&policy, &pod));
        assert_eq!(
            analysis.kubectl_error,
            Some(format!(
                "Error from server (Forbidden): error when creating \"pod.yaml\": pods \"web\" is forbidden: {message}"
            )),
            "{limits}"
        );
        let error = analysis.errors().next().map(|d| (d.code.clone(), d.location.map(|l| l.line)));
        assert_eq!(error, Some(("forbidden".to_owned(), Some(1))), "at the LimitRange");
    }
}

/// A sidecar of 100m, then an init container of 200m, and an app of 100m: the init container
/// runs beside the sidecar, so the Pod requests 300m (component-helpers PodRequests).
const SIDECAR_POD: &str = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  initContainers:\n  - name: proxy\n    image: envoy\n    restartPolicy: Always\n    resources: {requests: {cpu: 100m}}\n  - name: migrate\n    image: migrate\n    resources: {requests: {cpu: 200m}}\n  containers:\n  - name: app\n    image: nginx\n    resources: {requests: {cpu: 100m}}\n";

const QUOTA: &str = "apiVersion: v1\nkind: ResourceQuota\nmetadata:\n  name: compute\nspec:\n  hard:\n    requests.cpu: 250m\n";

#[test]
fn quota_charges_the_sidecar_formula_and_says_so_when_it_is_exceeded() {
    // apiserver resourcequota: CheckRequest's "exceeded quota" message, with prettyPrint.
    let analysis = check(&with(QUOTA, SIDECAR_POD));
    assert_eq!(
        analysis.kubectl_error.as_deref(),
        Some(
            "Error from server (Forbidden): error when creating \"pod.yaml\": pods \"web\" is forbidden: exceeded quota: \
             compute, requested: requests.cpu=300m, used: requests.cpu=0, limited: requests.cpu=250m"
        )
    );
    let session = Session::new(&with(QUOTA, SIDECAR_POD), "", Settings::new(KubeVersion::V1_37));
    assert!(session.run().is_none(), "a forbidden Pod never runs");
    // Without native sidecars (legacy drops restartPolicy) the init containers run one at a time:
    // max(100m, 200m, app 100m) = 200m fits.
    assert_eq!(analyze(&with(QUOTA, SIDECAR_POD), KubeVersion::Legacy).kubectl_output(), "pod/web created");
    let comparison = crate::compare::compare(&with(QUOTA, SIDECAR_POD), KubeVersion::Legacy, KubeVersion::V1_37, "pod.yaml");
    assert!(comparison.validation_differs && comparison.timeline.is_none(), "only the legacy Pod runs");
}

#[test]
fn quota_adds_the_usage_the_document_declares() {
    let used = format!("{QUOTA}status:\n  used:\n    requests.cpu: 100m\n");
    let pod = SIDECAR_POD.replace("cpu: 200m", "cpu: 100m");
    let analysis = check(&with(&used, &pod));
    assert!(analysis.kubectl_error.as_deref().is_some_and(|e| e.ends_with(
        "exceeded quota: compute, requested: requests.cpu=200m, used: requests.cpu=100m, limited: requests.cpu=250m"
    )));
    let fits = check(&with(QUOTA, &pod));
    assert_eq!(fits.kubectl_output(), "pod/web created");
    let charge = fits.admission.quotas.first().and_then(|quota| quota.lines.first());
    let charge = charge.map(|line| (line.resource.as_str(), line.requested.to_string(), line.hard.to_string()));
    assert_eq!(charge, Some(("requests.cpu", "200m".to_owned(), "250m".to_owned())));
}

#[test]
fn a_cpu_or_memory_quota_requires_every_container_to_name_it() {
    // evaluator/core/pods.go: Constraints ("must specify"), wrapped as "failed quota: NAME: …".
    let quota = "apiVersion: v1\nkind: ResourceQuota\nmetadata: {name: q}\nspec:\n  hard: {requests.cpu: '4', limits.memory: 4Gi}\n";
    let analysis = check(&with(quota, SIDECAR_POD));
    assert!(
        analysis.kubectl_error.as_deref().is_some_and(|e| e.ends_with(
            "pods \"web\" is forbidden: failed quota: q: must specify limits.memory for: app,migrate,proxy"
        )),
        "{:?}",
        analysis.kubectl_error
    );
    // Pod-level resources lift the per-container rule where the gate is on.
    let pod_level = SIDECAR_POD.replace("spec:\n", "spec:\n  resources: {limits: {memory: 1Gi}}\n");
    assert_eq!(check(&with(quota, &pod_level)).kubectl_output(), "pod/web created");
}

#[test]
fn a_scoped_quota_only_counts_the_pods_it_selects() {
    let best_effort = QUOTA.replace("spec:\n", "spec:\n  scopes: [BestEffort]\n");
    assert_eq!(check(&with(&best_effort, SIDECAR_POD)).kubectl_output(), "pod/web created");
    let not_best_effort = QUOTA.replace("spec:\n", "spec:\n  scopes: [NotBestEffort]\n");
    assert!(check(&with(&not_best_effort, SIDECAR_POD)).kubectl_error.is_some());
}

#[test]
fn a_policy_in_another_namespace_does_not_apply() {
    let elsewhere = DEFAULTS.replace("name: defaults\n", "name: defaults\n  namespace: prod\n");
    let analysis = check(&with(&elsewhere, POD));
    assert!(analysis.admission.defaulted.is_empty());
    assert!(analysis.diagnostics.iter().any(|d| d.code == "policy-other-namespace"));
    let same = POD.replace("name: web\n", "name: web\n  namespace: prod\n");
    assert!(!check(&with(&elsewhere, &same)).admission.defaulted.is_empty());
}

#[test]
fn a_workloads_pod_is_refused_by_its_controller_not_by_kubectl() {
    let deployment = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers:\n      - name: app\n        image: nginx\n        resources: {requests: {cpu: 300m}}\n";
    let analysis = check(&with(QUOTA, deployment));
    assert_eq!(analysis.kubectl_output(), "deployment.apps/web created");
    let refusal = analysis.controller_refusal.clone().map(|r| (r.source, r.message));
    let pod = analysis.pod.metadata.name.clone().unwrap_or_default();
    assert_eq!(
        refusal,
        Some((
            "replicaset-controller".to_owned(),
            format!(
                "Error creating: pods \"{pod}\" is forbidden: exceeded quota: compute, requested: requests.cpu=300m, \
                 used: requests.cpu=0, limited: requests.cpu=250m"
            )
        ))
    );
}
