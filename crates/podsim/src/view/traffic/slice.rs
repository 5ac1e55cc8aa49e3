//! The Service's EndpointSlice as `kubectl get endpointslices -o yaml` prints its body
//! (`addressType`, `endpoints`, `ports`) at an instant: the Pod's entry while it is listed.

use std::fmt::Write as _;

use super::endpoints::EndpointState;
use crate::model::Pod;
use crate::service::{Service, TargetPort};

/// The slice's `ports`: each Service port whose target the Pod has, with the number it resolves to.
// endpointslice: getEndpointPorts, FindPort (utils.go)
fn endpoint_ports(service: &Service, pod: &Pod) -> Vec<(String, i64, String)> {
    service
        .ports
        .iter()
        .filter_map(|port| {
            let number = match &port.target_port {
                TargetPort::Number(number) => *number,
                TargetPort::Name(name) => crate::service::find_named_port(pod, name, &port.protocol)?,
            };
            Some((port.name.clone(), number, port.protocol.clone()))
        })
        .collect()
}

/// The slice body with the Pod's endpoint, in kubectl's key order (sorted, as `-o yaml` prints
/// JSON). A slice with no endpoint is the controller's placeholder: no endpoints and no ports, which
/// the API returns as `null`. // endpointslice: reconciler.reconcileByAddressType (placeholder slice)
pub fn endpoint_yaml(state: &EndpointState, pod: &Pod, service: &Service) -> String {
    let mut out = String::from("addressType: IPv4\n");
    let EndpointState::Listed { address, conditions } = state else {
        out.push_str("endpoints: null\nports: null\n");
        return out;
    };
    out.push_str("endpoints:\n");
    let _ = writeln!(out, "- addresses:\n  - {address}");
    let _ = writeln!(
        out,
        "  conditions:\n    ready: {}\n    serving: {}\n    terminating: {}",
        conditions.ready, conditions.serving, conditions.terminating
    );
    let namespace = pod.metadata.namespace.as_deref().unwrap_or("default");
    // endpointslice util: ShouldSetHostname
    if let Some(hostname) = pod.spec.hostname.as_deref().filter(|h| !h.is_empty())
        && pod.spec.subdomain.as_deref() == Some(service.name.as_str())
        && namespace == service.namespace
    {
        let _ = writeln!(out, "  hostname: {hostname}");
    }
    if let Some(node) = pod.spec.node_name.as_deref() {
        let _ = writeln!(out, "  nodeName: {node}");
    }
    let name = pod.metadata.name.as_deref().unwrap_or("");
    let _ = writeln!(out, "  targetRef:\n    kind: Pod\n    name: {name}\n    namespace: {namespace}");
    if let Some(uid) = pod.metadata.uid.as_deref() {
        let _ = writeln!(out, "    uid: {uid}");
    }
    let ports = endpoint_ports(service, pod);
    if ports.is_empty() {
        out.push_str("ports: null\n");
        return out;
    }
    out.push_str("ports:\n");
    for (name, port, protocol) in ports {
        let name = if name.is_empty() { "\"\"".to_owned() } else { name };
        let _ = writeln!(out, "- name: {name}\n  port: {port}\n  protocol: {protocol}");
    }
    out
}
