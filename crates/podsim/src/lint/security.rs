//! PS008: privileged containers and broad capabilities, in the containers the Pod's author wrote,
//! except in a node agent, whose job is the node.

use super::{BroadCapability, Finding, LintCode, LintContext, LintSays, injected_names, shown_name};
use crate::containers::ContainerRef;
use crate::model::Pod;

/// A DaemonSet's Pod that shares the node's namespaces or mounts its files is a node agent
/// (a monitoring agent, a problem detector, a CNI or CSI plugin): access to the node is what it
/// is for, and Pod Security Standards keep the `privileged` profile for exactly these Pods.
fn is_node_agent(pod: &Pod, context: LintContext<'_>) -> bool {
    let spec = &pod.spec;
    context.source_kind == "DaemonSet"
        && (spec.host_network == Some(true)
            || spec.host_pid == Some(true)
            || spec.host_ipc == Some(true)
            || spec.volumes.iter().any(|volume| volume.fields.host_path.is_some()))
}

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], context: LintContext<'_>, findings: &mut Vec<Finding>) {
    if is_node_agent(pod, context) {
        return;
    }
    // A mesh injector's own containers (istio-init's NET_ADMIN) are the mesh's choice, made once
    // for every Pod; the Pod's author cannot change them, and the mesh documents why they need it.
    let injected = injected_names(pod);
    for container in
        containers.iter().filter(|c| !injected.iter().any(|name| Some(name.as_str()) == c.container.name.as_deref()))
    {
        let Some(security) = container.container.security_context.as_ref() else { continue };
        let name = shown_name(container);
        // An init container that only writes node kernel parameters (Elasticsearch's
        // `sysctl -w vm.max_map_count=…`) needs privilege for exactly that, and gives it up
        // when it exits.
        let sets_node_parameters = container.kind == crate::containers::ContainerKind::Init
            && crate::process::only_sets_node_kernel_parameters(container.container);
        if security.privileged == Some(true) && !sets_node_parameters {
            findings.push(Finding {
                code: LintCode::PrivilegedContainer,
                field: format!("{}.securityContext.privileged", container.path()),
                says: LintSays::Privileged { name: name.clone() },
            });
        }
        for (index, capability) in security.capabilities.iter().flat_map(|caps| caps.add.iter()).enumerate() {
            let normalized = capability.trim().to_ascii_uppercase();
            let normalized = normalized.strip_prefix("CAP_").unwrap_or(&normalized);
            let Some(capability) = BroadCapability::ALL.into_iter().find(|broad| broad.as_str() == normalized) else {
                continue;
            };
            // A mesh's traffic-setup init container needs NET_ADMIN by design, in every Pod of the
            // mesh; only the mesh's CNI plugin removes it, which the privileged check still points to.
            if capability == BroadCapability::NetAdmin && crate::process::redirects_pod_traffic(container.container) {
                continue;
            }
            findings.push(Finding {
                code: LintCode::PrivilegedContainer,
                field: format!("{}.securityContext.capabilities.add[{index}]", container.path()),
                says: LintSays::BroadCapability { name: name.clone(), capability },
            });
        }
    }
}
