//! PS008: privileged containers and broad capabilities.

use super::{Finding, LintCode, shown_name};
use crate::containers::ContainerRef;

/// Capabilities that amount to control of the node or of every namespace the Pod touches.
const BROAD_CAPABILITIES: &[(&str, &str)] = &[
    ("ALL", "every Linux capability"),
    ("SYS_ADMIN", "nearly root on the node (mounts, namespaces, BPF, …)"),
    ("NET_ADMIN", "full control of the Pod's network stack (iptables, routes, interfaces)"),
];

pub(super) fn check(containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    for container in containers {
        let Some(security) = container.container.security_context.as_ref() else { continue };
        if security.privileged == Some(true) {
            findings.push(Finding {
                code: LintCode::PrivilegedContainer,
                field: format!("{}.securityContext.privileged", container.path()),
                message: format!(
                    "container {} runs privileged: it has every capability and the node's devices, so whoever \
                     controls it controls the node",
                    shown_name(container)
                ),
                fix: "remove `privileged: true` and add only the capabilities the process needs; for network setup \
                      prefer a CNI plugin (Istio CNI, Linkerd CNI) over a privileged init container"
                    .to_owned(),
            });
        }
        for (index, capability) in security.capabilities.add.iter().enumerate() {
            let normalized = capability.trim().to_ascii_uppercase();
            let normalized = normalized.strip_prefix("CAP_").unwrap_or(&normalized);
            let Some((name, meaning)) = BROAD_CAPABILITIES.iter().find(|(name, _)| *name == normalized) else {
                continue;
            };
            findings.push(Finding {
                code: LintCode::PrivilegedContainer,
                field: format!("{}.securityContext.capabilities.add[{index}]", container.path()),
                message: format!("container {} adds capability {name}: {meaning}", shown_name(container)),
                fix: format!(
                    "drop {name} and add the narrowest capability that works (e.g. NET_BIND_SERVICE, NET_RAW), with \
                     `drop: [ALL]` first"
                ),
            });
        }
    }
}
