//! Reads a `kind: Service` document: its name, selector, ports, `clusterIP` and
//! `publishNotReadyAddresses`, and checks the selector and the target ports against the Pod.

use std::collections::BTreeMap;

use super::{Service, ServiceOrigin, ServicePort, TargetPort};
use crate::diagnostic::{Diagnostic, Location};
use crate::model::Pod;
use crate::yaml::Node;

/// A Service document as read, with what the checks against the Pod need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadService {
    /// The Service.
    pub service: Service,
    /// `spec.selector`.
    pub selector: BTreeMap<String, String>,
    /// Where each port is written, in `service.ports` order.
    pub port_locations: Vec<Location>,
}

fn text(node: Option<&Node>) -> Option<String> {
    node.and_then(Node::scalar).map(str::to_owned)
}

/// Reads one Service document; `None` when it has no name to speak of.
pub fn read_service(document: &Node) -> Option<ReadService> {
    let metadata = document.get("metadata");
    let name = text(metadata.and_then(|m| m.get("name"))).unwrap_or_default();
    let namespace = text(metadata.and_then(|m| m.get("namespace"))).unwrap_or_else(|| "default".to_owned());
    let spec = document.get("spec");
    let selector: BTreeMap<String, String> = spec
        .and_then(|s| s.get("selector"))
        .and_then(Node::entries)
        .unwrap_or(&[])
        .iter()
        .filter_map(|(key, value)| Some((key.text.clone(), value.scalar()?.to_owned())))
        .collect();
    let mut ports = Vec::new();
    let mut port_locations = Vec::new();
    for item in spec.and_then(|s| s.get("ports")).and_then(Node::items).unwrap_or(&[]) {
        let Some(port) = text(item.get("port")).and_then(|p| p.trim().parse::<i64>().ok()) else { continue };
        // The API server defaults targetPort to port and protocol to TCP. // core/v1: SetDefaults_Service
        let target_port = match text(item.get("targetPort")) {
            None => TargetPort::Number(port),
            Some(written) => match written.trim().parse::<i64>() {
                Ok(number) => TargetPort::Number(number),
                Err(_) => TargetPort::Name(written),
            },
        };
        ports.push(ServicePort {
            name: text(item.get("name")).unwrap_or_default(),
            port,
            target_port,
            protocol: text(item.get("protocol")).unwrap_or_else(|| "TCP".to_owned()),
        });
        port_locations.push(item.span.start);
    }
    let publish_not_ready_addresses =
        text(spec.and_then(|s| s.get("publishNotReadyAddresses"))).is_some_and(|value| value == "true");
    let headless = text(spec.and_then(|s| s.get("clusterIP"))).is_some_and(|value| value == "None");
    let line = document.span.start.line;
    let service = Service {
        name,
        namespace,
        ports,
        publish_not_ready_addresses,
        headless,
        origin: ServiceOrigin::Written { line },
    };
    Some(ReadService { service, selector, port_locations })
}

fn pairs(labels: &BTreeMap<String, String>) -> String {
    labels.iter().map(|(key, value)| format!("{key}={value}")).collect::<Vec<_>>().join(", ")
}

impl ReadService {
    /// Why this Service does not list the Pod, or `None` when it does: a note for a Service with no
    /// selector (its endpoints are someone else's to write), a warning otherwise.
    // endpointslice: getServicesForPod (a nil selector matches nothing; labels.ValidatedSetSelector)
    pub fn selector_mismatch(&self, pod: &Pod, pod_namespace: &str) -> Option<Diagnostic> {
        let name = &self.service.name;
        let location = Some(Location { line: self.service_line(), column: 1 });
        if self.selector.is_empty() {
            // An empty selector is stored as none (the API's protobuf keeps no empty map).
            return Some(Diagnostic::note(
                "service-no-selector",
                format!(
                    "Service \"{name}\" has no selector: the EndpointSlice controller makes no endpoints for it, so \
                     the Pod is in none of its EndpointSlices"
                ),
                location,
            ));
        }
        self.label_mismatch(pod, pod_namespace)
            .map(|message| Diagnostic::warning("service-selector", message, location))
    }

    /// The selector matches `labels` (a nil or empty selector matches nothing).
    pub fn selects(&self, labels: &BTreeMap<String, String>) -> bool {
        !self.selector.is_empty() && self.selector.iter().all(|(key, value)| labels.get(key) == Some(value))
    }

    fn service_line(&self) -> u32 {
        match self.service.origin {
            ServiceOrigin::Written { line } => line,
            ServiceOrigin::Assumed => 1,
        }
    }

    fn label_mismatch(&self, pod: &Pod, pod_namespace: &str) -> Option<String> {
        let name = &self.service.name;
        if self.service.namespace != pod_namespace {
            return Some(format!(
                "Service \"{name}\" is in namespace \"{}\" and the Pod in \"{pod_namespace}\": a Service selects \
                 Pods of its own namespace only",
                self.service.namespace
            ));
        }
        let labels = &pod.metadata.labels;
        let missing: BTreeMap<String, String> =
            self.selector.iter().filter(|(key, value)| labels.get(*key) != Some(value)).map(|(k, v)| (k.clone(), v.clone())).collect();
        if missing.is_empty() {
            return None;
        }
        let shown = if labels.is_empty() { "none".to_owned() } else { pairs(labels) };
        Some(format!(
            "Service \"{name}\" selects {} but the Pod's labels ({shown}) do not have {}: the Pod gets no traffic \
             from it",
            pairs(&self.selector),
            pairs(&missing)
        ))
    }

    /// A `targetPort` name no container port of the Pod has: the EndpointSlice lists no port for it.
    // endpointslice: FindPort, getEndpointPorts (a port not found is skipped)
    pub fn unmatched_ports(&self, pod: &Pod) -> Vec<Diagnostic> {
        self.service
            .ports
            .iter()
            .zip(&self.port_locations)
            .filter_map(|(port, location)| {
                let TargetPort::Name(name) = &port.target_port else { return None };
                (find_named_port(pod, name, &port.protocol).is_none()).then(|| {
                    Diagnostic::warning(
                        "service-target-port",
                        format!(
                            "targetPort \"{name}\" names no {} container port of the Pod: the EndpointSlice has no \
                             port for it",
                            port.protocol
                        ),
                        Some(*location),
                    )
                })
            })
            .collect()
    }
}

/// The number of the container port named `name`: app containers first, then sidecars.
// endpointslice: FindPort
pub fn find_named_port(pod: &Pod, name: &str, protocol: &str) -> Option<i64> {
    let sidecars = pod.spec.init_containers.iter().filter(|c| c.is_restartable());
    pod.spec.containers.iter().chain(sidecars).flat_map(|c| &c.ports).find_map(|port| {
        let same_protocol = port.protocol.as_deref().unwrap_or("TCP") == protocol;
        (port.name.as_deref() == Some(name) && same_protocol).then_some(port.container_port).flatten()
    })
}
