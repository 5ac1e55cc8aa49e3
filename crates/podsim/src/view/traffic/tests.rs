//! The endpoint over time through the door: each test names the controller function it follows.

use crate::session::{Session, Settings};
use crate::version::KubeVersion;
use crate::view::traffic::{Absence, EndpointConditions, EndpointState};

/// A Service selecting `app: web` on the named port `http` (shared with `tests_windows`).
pub(super) const SERVICE: &str = "apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports:
  - {name: http, port: 80, targetPort: http}
---
";

/// A Pod the Service selects, with the `http` port.
pub(super) const POD: &str = "apiVersion: v1
kind: Pod
metadata:
  name: web
  labels: {app: web}
spec:
  containers:
  - name: app
    image: nginx:1.27
    ports:
    - {name: http, containerPort: 8080}
";

fn open(text: &str) -> Session {
    Session::new(text, "", Settings::new(KubeVersion::DEFAULT))
}

/// (ready, serving, terminating) while listed, or why not.
type Listed = Result<(bool, bool, bool), Absence>;

/// (ms, conditions or the absence) at each change.
fn changes(session: &Session) -> Vec<(u64, Listed)> {
    session
        .endpoints()
        .unwrap_or_default()
        .iter()
        .map(|change| {
            let state = match &change.state {
                EndpointState::Listed { conditions: EndpointConditions { ready, serving, terminating }, .. } => {
                    Ok((*ready, *serving, *terminating))
                }
                EndpointState::Absent { absence } => Err(*absence),
            };
            (change.t_ms, state)
        })
        .collect()
}

fn with_scenario(pod: &str, scenario: &str) -> String {
    format!("{SERVICE}{pod}---\nkind: Scenario\n{scenario}")
}

#[test]
fn pod_to_endpoint_a_deleted_pod_is_terminating_and_not_ready_while_serving_follows_its_ready_condition() {
    let text = with_scenario(POD, "actions:\n- {at: 30s, do: delete}\n");
    let session = open(&text);
    let changes = changes(&session);
    let at = |t: u64| changes.iter().rev().find(|(ms, _)| *ms <= t).map(|(_, state)| *state);
    assert_eq!(at(0), Some(Err(Absence::NoAddress)), "{changes:?}");
    assert_eq!(at(29_000), Some(Ok((true, true, false))), "{changes:?}");
    // podToEndpoint: terminating = deletionTimestamp set; ready = serving && !terminating.
    let deleted = changes.iter().find(|(ms, _)| *ms == 30_000).map(|(_, state)| *state);
    assert_eq!(deleted.and_then(Result::ok).map(|(ready, _, terminating)| (ready, terminating)), Some((false, true)));
    // ShouldPodBeInEndpoints: once terminal (or gone) the endpoint is removed.
    assert!(matches!(changes.last(), Some((_, Err(Absence::Terminal { .. } | Absence::Removed)))), "{changes:?}");
}

#[test]
fn pod_to_endpoint_a_not_ready_pod_is_listed_neither_ready_nor_serving() {
    let pod = POD.replace(
        "    ports:\n",
        "    readinessProbe: {httpGet: {path: /ready, port: 8080}, periodSeconds: 5}\n    ports:\n",
    );
    let text = with_scenario(&pod, "faults:\n- {at: 20s, container: app, probe: readiness, fails: true}\n");
    let session = open(&text);
    let changes = changes(&session);
    assert!(changes.iter().any(|(_, state)| *state == Ok((true, true, false))), "{changes:?}");
    assert_eq!(changes.last().map(|(_, state)| *state), Some(Ok((false, false, false))), "{changes:?}");
    let last = session.endpoints().and_then(|c| c.last()).map(|c| c.why.rule).unwrap_or_default();
    assert!(last.starts_with("endpointslice: podToEndpoint"), "{last}");
}

#[test]
fn pod_to_endpoint_publish_not_ready_addresses_keeps_ready_true_for_a_not_ready_and_a_terminating_pod() {
    let service = SERVICE.replace("  selector:", "  publishNotReadyAddresses: true\n  selector:");
    let pod = POD.replace(
        "    ports:\n",
        "    readinessProbe: {httpGet: {path: /ready, port: 8080}, initialDelaySeconds: 20}\n    ports:\n",
    );
    let text = format!("{service}{pod}---\nkind: Scenario\nactions:\n- {{at: 60s, do: delete}}\n");
    let session = open(&text);
    assert_eq!(session.service().map(|s| s.publish_not_ready_addresses), Some(true));
    let listed: Vec<(bool, bool, bool)> = changes(&session).into_iter().filter_map(|(_, s)| s.ok()).collect();
    assert!(listed.contains(&(true, false, false)), "not ready yet, yet ready: {listed:?}");
    assert!(listed.iter().all(|(ready, _, _)| *ready), "{listed:?}");
    assert!(listed.iter().any(|(_, _, terminating)| *terminating), "{listed:?}");
}

#[test]
fn pod_to_endpoint_a_readiness_gate_holds_the_endpoint_not_ready_until_its_condition_is_true() {
    let pod = POD.replace("spec:\n", "spec:\n  readinessGates: [{conditionType: example.com/lb-ready}]\n");
    let text = with_scenario(&pod, "actions:\n- {at: 40s, do: setCondition, type: example.com/lb-ready}\n");
    let session = open(&text);
    let changes = changes(&session);
    let before = changes.iter().rev().find(|(ms, _)| *ms < 40_000).map(|(_, s)| *s);
    assert_eq!(before, Some(Ok((false, false, false))), "{changes:?}");
    assert_eq!(changes.last(), Some(&(40_000, Ok((true, true, false)))));
    // The containers are ready long before: only the gate holds the Pod's Ready condition.
    let reason = session
        .state_at(30_000)
        .and_then(|state| state.conditions.into_iter().find(|c| c.condition_type == "Ready").and_then(|c| c.reason));
    assert_eq!(reason.as_deref(), Some("ReadinessGatesNotReady"));
}

#[test]
fn the_slice_body_prints_the_entry_as_kubectl_does() {
    let session = open(&with_scenario(POD, ""));
    let yaml = session.endpoint_slice_at(30_000).unwrap_or_default();
    let pod = session.run().and_then(|run| run.snapshot_at(30_000)).map(|s| s.pod.clone()).unwrap_or_default();
    let address = pod.status.as_ref().and_then(|s| s.pod_ips.first().cloned()).unwrap_or_default();
    let uid = pod.metadata.uid.unwrap_or_default();
    assert_eq!(
        yaml,
        format!(
            "addressType: IPv4\nendpoints:\n- addresses:\n  - {address}\n  conditions:\n    ready: true\n    serving: \
             true\n    terminating: false\n  nodeName: node-1\n  targetRef:\n    kind: Pod\n    name: web\n    \
             namespace: default\n    uid: {uid}\nports:\n- name: http\n  port: 8080\n  protocol: TCP\n"
        )
    );
    assert_eq!(session.endpoint_slice_at(0).as_deref(), Some("addressType: IPv4\nendpoints: null\nports: null\n"));
}

#[test]
fn a_service_that_misses_the_pod_is_a_finding_and_the_pod_gets_no_traffic_as_on_a_cluster() {
    // A typo in the selector: the EndpointSlice controller lists no endpoint for the Pod
    // (ShouldPodBeInEndpoints is never asked), so nothing is routed to it; no Service is assumed.
    let other = SERVICE.replace("{app: web}", "{app: api}");
    let session = open(&format!("{other}{POD}"));
    let finding = session.diagnostics().into_iter().find(|d| d.code == "service-selector");
    assert_eq!(finding.as_ref().and_then(|d| d.location).map(|l| l.line), Some(1));
    assert!(finding.is_some_and(|d| d.message.to_string().contains("do not have app=api")));
    assert!(session.service().is_none(), "the written Service selects nothing here, and none is assumed");
    assert!(session.traffic().is_none());
    // Without any Service written, a serving Pod gets an assumed one; a Pod that serves nothing does not.
    let assumed = open(POD).service().map(|s| (s.name.clone(), s.origin, s.ports.len()));
    assert_eq!(assumed, Some(("web".to_owned(), crate::service::ServiceOrigin::Assumed, 1)));
    let plain = POD.replace("    ports:\n    - {name: http, containerPort: 8080}\n", "");
    assert!(open(&plain).service().is_none(), "nothing serves, nothing is assumed");
    // A Job's Pod with the same port is batch work: no Service is assumed, no traffic lane drawn.
    let job = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n      - name: app\n        image: nginx:1.27\n        ports: [{name: http, containerPort: 8080}]\n        readinessProbe: {httpGet: {path: /, port: http}}\n";
    let batch = open(job);
    assert!(batch.service().is_none() && batch.traffic().is_none());
    let lanes = batch.timeline().map(|model| model.lanes.iter().map(|lane| lane.kind).collect::<Vec<_>>());
    assert!(lanes.is_some_and(|kinds| !kinds.contains(&crate::view::timeline::LaneKind::Traffic)));
    let deployment = job.replace("batch/v1\nkind: Job", "apps/v1\nkind: Deployment").replace(
        "spec:\n  template:\n    spec:\n      restartPolicy: Never\n",
        "spec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n",
    );
    assert_eq!(open(&deployment).service().map(|s| s.origin), Some(crate::service::ServiceOrigin::Assumed));
}

#[test]
fn a_named_target_port_the_pod_lacks_is_a_finding_and_the_slice_lists_no_port_for_it() {
    let service = SERVICE.replace("targetPort: http", "targetPort: metrics");
    let session = open(&format!("{service}{POD}"));
    assert!(
        session.diagnostics().iter().any(|d| d.code == "service-target-port" && d.location.map(|l| l.line) == Some(7))
    );
    let yaml = session.endpoint_slice_at(30_000).unwrap_or_default();
    assert!(yaml.ends_with("ports: null\n"), "{yaml}");
}

#[test]
fn services_of_the_text_s_other_workloads_are_no_finding() {
    let other = "apiVersion: v1\nkind: Service\nmetadata: {name: api}\nspec:\n  selector: {app: api}\n  ports: [{port: 80}]\n---\n";
    let api = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: api}\nspec:\n  selector: {matchLabels: {app: api}}\n  template:\n    metadata: {labels: {app: api}}\n    spec:\n      containers: [{name: api, image: nginx:1.27}]\n";
    let session = open(&format!("{other}{SERVICE}{POD}---\n{api}"));
    assert!(session.diagnostics().iter().all(|d| d.code != "service-selector"), "{:?}", session.diagnostics());
    assert_eq!(session.service().map(|s| s.name.as_str()), Some("web"));
    // Without its own Service, the Pod gets the assumed one, and the others are still no finding.
    let without = open(&format!("{other}{POD}---\n{api}"));
    assert!(without.diagnostics().iter().all(|d| d.code != "service-selector"));
    assert_eq!(without.service().map(|s| s.origin), Some(crate::service::ServiceOrigin::Assumed));
}
