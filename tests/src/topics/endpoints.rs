//! Conformance cases of `static/endpoints.yaml`: the EndpointSlice controller's endpoint for a Pod
//! (ShouldPodBeInEndpoints, podToEndpoint), with the kubelet's Ready condition for readiness gates.

use std::rc::Rc;

use crate::runner::Outcome;
use crate::vector;
use podsim::model::{Container, ContainerStatus, Pod, PodCondition, PodSpec, PodStatus};
use podsim::service::{Service, ServiceOrigin};
use podsim::status::{PodPhase, conditions};
use podsim::view::traffic::{EndpointState, endpoint_for};
use podsim::yaml::Node;

fn condition(kind: &str, status: &str) -> PodCondition {
    PodCondition {
        condition_type: kind.to_owned(),
        status: status.to_owned(),
        reason: None,
        message: None,
        last_transition_time: None,
        observed_generation: None,
    }
}

/// The Pod a case describes; with readiness gates, its Ready condition is the kubelet's for one
/// ready container and the case's conditions.
fn pod_of(input: &Node) -> Pod {
    let text = |key: &str| vector::text(input, key);
    let phase = text("phase").unwrap_or("Running");
    let gates: Vec<String> =
        vector::list(input, "readinessGates").iter().filter_map(Node::scalar).map(str::to_owned).collect();
    let spec = PodSpec {
        containers: vec![Container { name: Some("app".to_owned()), ..Container::default() }],
        readiness_gates: gates.clone(),
        ..PodSpec::default()
    };
    let mut all: Vec<PodCondition> = vector::list(input, "conditions")
        .iter()
        .filter_map(|c| Some(condition(vector::text(c, "type")?, vector::text(c, "status")?)))
        .collect();
    if !gates.is_empty() {
        let ready = ContainerStatus { name: "app".to_owned(), ready: true, ..ContainerStatus::default() };
        let statuses = [&ready];
        let phase = PodPhase::parse(phase).unwrap_or(PodPhase::Running);
        let generated =
            conditions::pod_ready(&spec, &all, Some(&statuses), phase, podsim::KubeVersion::DEFAULT.gates());
        all.push(generated);
    } else if let Some(ready) = text("ready") {
        all.push(condition("Ready", ready));
    }
    let mut pod = Pod { spec: Rc::new(spec), ..Pod::default() };
    pod.metadata.name = Some("web".to_owned());
    if text("deleted") == Some("true") {
        pod.metadata.deletion_timestamp = Some("2026-01-01T00:00:30Z".to_owned());
    }
    pod.status = Some(PodStatus {
        phase: Some(phase.to_owned()),
        pod_ips: vector::list(input, "podIPs").iter().filter_map(Node::scalar).map(str::to_owned).collect(),
        conditions: all,
        ..PodStatus::default()
    });
    pod
}

/// Runs one case.
pub fn check(case: &Node) -> Outcome {
    let Some(input) = case.get("input") else { return Outcome::Fail("no input".to_owned()) };
    let Some(expect) = case.get("expect") else { return Outcome::Fail("no expect".to_owned()) };
    let service = Service {
        name: "web".to_owned(),
        namespace: "default".to_owned(),
        ports: Vec::new(),
        publish_not_ready_addresses: vector::text(input, "publishNotReadyAddresses") == Some("true"),
        headless: false,
        origin: ServiceOrigin::Assumed,
    };
    let actual = match endpoint_for(&pod_of(input), &service) {
        EndpointState::Listed { conditions, .. } => format!(
            "listed ready={} serving={} terminating={}",
            conditions.ready, conditions.serving, conditions.terminating
        ),
        EndpointState::Absent { .. } => "not listed".to_owned(),
    };
    let flag = |key: &str| vector::text(expect, key).unwrap_or("false");
    let expected = if flag("listed") == "true" {
        format!("listed ready={} serving={} terminating={}", flag("ready"), flag("serving"), flag("terminating"))
    } else {
        "not listed".to_owned()
    };
    if actual == expected { Outcome::Pass } else { Outcome::Fail(format!("expected {expected}, got {actual}")) }
}
