//! The Service in front of the Pod: the `kind: Service` document whose selector matches the Pod's
//! labels (read as written), or, without one, a ClusterIP Service podsim assumes for a Pod that
//! serves (a `containerPort` or a readiness probe). A Service that selects other labels is a
//! finding with the Service's line.

mod read;

use serde::Serialize;

use crate::diagnostic::Diagnostic;
use crate::model::Pod;
use crate::parse::ParsedInput;

pub use read::{find_named_port, read_service};

/// A Service port's `targetPort`: a number, or the name of a container port.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum TargetPort {
    /// `targetPort: 8080`.
    Number(i64),
    /// `targetPort: http`.
    Name(String),
}

/// One `spec.ports[*]` entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ServicePort {
    /// `name` (`""` when unset, as the API stores it).
    pub name: String,
    /// `port`.
    pub port: i64,
    /// `targetPort` (defaults to `port`).
    pub target_port: TargetPort,
    /// `protocol` (defaults to `TCP`).
    pub protocol: String,
}

/// Where the Service comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ServiceOrigin {
    /// A `kind: Service` document of the text, at this line.
    Written {
        /// The document's first line.
        line: u32,
    },
    /// None is written: podsim assumes a ClusterIP Service selecting the Pod.
    Assumed,
}

/// The Service whose EndpointSlice lists the Pod.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Service {
    /// `metadata.name`.
    pub name: String,
    /// `metadata.namespace` (`default` when unset).
    pub namespace: String,
    /// `spec.ports`.
    pub ports: Vec<ServicePort>,
    /// `spec.publishNotReadyAddresses`: the endpoint is `ready` whatever the Pod's readiness.
    pub publish_not_ready_addresses: bool,
    /// `spec.clusterIP: None`: a headless Service (DNS only, no virtual IP).
    pub headless: bool,
    /// Written or assumed.
    pub origin: ServiceOrigin,
}

/// The Service for the Pod of `parsed`, with the findings about the Service documents. A Service
/// that selects other labels is a finding only when no Service selects the Pod and no other
/// workload of the text has the labels it selects (a manifest of many workloads and their
/// Services is not a mistake).
pub fn service_for(parsed: &ParsedInput, pod: &Pod) -> (Option<Service>, Vec<Diagnostic>) {
    let mut diagnostics = Vec::new();
    let mut mismatches = Vec::new();
    let mut chosen = None;
    let pod_namespace = pod.metadata.namespace.as_deref().unwrap_or("default");
    let others = other_workload_labels(parsed);
    for document in &parsed.documents {
        if document.get("kind").and_then(crate::yaml::Node::scalar) != Some("Service") {
            continue;
        }
        let Some(read) = read_service(document) else { continue };
        match read.selector_mismatch(pod, pod_namespace) {
            None if chosen.is_none() => {
                diagnostics.extend(read.unmatched_ports(pod));
                chosen = Some(read.service);
            }
            None => {}
            Some(_) if others.iter().any(|labels| read.selects(labels)) => {}
            Some(problem) => mismatches.push(problem),
        }
    }
    if chosen.is_none() {
        // A Service written for this Pod that misses it (a typo in its selector) is what the
        // cluster has: no endpoints, no traffic. A Service is assumed only when none is written
        // for the Pod at all.
        let written_for_the_pod = !mismatches.is_empty();
        diagnostics.extend(mismatches);
        // A Job's Pods run to completion and are not put behind a Service (a sidecar's ports
        // and probes, an injected proxy's say nothing about that): none is assumed for them.
        let batch = matches!(parsed.source_kind.as_str(), "Job" | "CronJob");
        if parsed.pod_document.is_some() && !written_for_the_pod && !batch {
            let workload = parsed.pod_root().and_then(crate::parse::object_name);
            chosen = assumed(pod, workload);
        }
    }
    (chosen, diagnostics)
}

/// The Pod labels of the text's other pod-bearing documents (a Pod's own, a workload's template's).
fn other_workload_labels(parsed: &ParsedInput) -> Vec<std::collections::BTreeMap<String, String>> {
    let labels_at = |node: Option<&crate::yaml::Node>| -> std::collections::BTreeMap<String, String> {
        node.and_then(crate::yaml::Node::entries)
            .unwrap_or(&[])
            .iter()
            .filter_map(|(key, value)| Some((key.text.clone(), value.scalar()?.to_owned())))
            .collect()
    };
    parsed
        .documents
        .iter()
        .enumerate()
        .filter(|(index, _)| Some(*index) != parsed.pod_document)
        .filter_map(|(_, document)| match document.get("kind").and_then(crate::yaml::Node::scalar)? {
            "Pod" => Some(labels_at(document.find("metadata.labels"))),
            "Deployment" | "StatefulSet" | "DaemonSet" | "ReplicaSet" | "Job" | "ReplicationController" => {
                Some(labels_at(document.find("spec.template.metadata.labels")))
            }
            "CronJob" => Some(labels_at(document.find("spec.jobTemplate.spec.template.metadata.labels"))),
            _ => None,
        })
        .collect()
}

/// The ClusterIP Service podsim assumes when none is written, for a Pod that serves: one port per
/// `containerPort` of its app containers and sidecars, named after the workload.
fn assumed(pod: &Pod, workload: Option<String>) -> Option<Service> {
    let sidecars = pod.spec.init_containers.iter().filter(|c| c.is_restartable());
    let serving: Vec<&crate::model::Container> = pod.spec.containers.iter().chain(sidecars).collect();
    let ports: Vec<ServicePort> = serving
        .iter()
        .flat_map(|container| &container.ports)
        .filter_map(|port| {
            let number = port.container_port?;
            Some(ServicePort {
                name: port.name.clone().unwrap_or_default(),
                port: number,
                target_port: TargetPort::Number(number),
                protocol: port.protocol.clone().unwrap_or_else(|| "TCP".to_owned()),
            })
        })
        .collect();
    let probed = serving.iter().any(|container| container.readiness_probe.is_some());
    if ports.is_empty() && !probed {
        return None;
    }
    // Two ports of a Service must have names; the assumed one names them as validation requires.
    let ports = if ports.len() > 1 {
        ports
            .into_iter()
            .enumerate()
            .map(|(index, port)| ServicePort {
                name: if port.name.is_empty() { format!("port-{index}") } else { port.name.clone() },
                ..port
            })
            .collect()
    } else {
        ports
    };
    let name = workload
        .filter(|_| pod.metadata.controller.is_some())
        .or_else(|| pod.metadata.labels.get("app").cloned())
        .or_else(|| pod.metadata.name.clone())
        .unwrap_or_else(|| "pod".to_owned());
    Some(Service {
        name,
        namespace: pod.metadata.namespace.clone().unwrap_or_else(|| "default".to_owned()),
        ports,
        publish_not_ready_addresses: false,
        headless: false,
        origin: ServiceOrigin::Assumed,
    })
}

