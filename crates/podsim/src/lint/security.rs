//! PS008: privileged containers and broad capabilities, in the containers the Pod's author wrote,
//! except in a node agent, whose job is the node.

use super::{Finding, LintCode, LintContext, injected_names, shown_name};
use crate::containers::ContainerRef;
use crate::model::Pod;

/// Capabilities that amount to control of the node or of every namespace the Pod touches, with
/// what each means in English and Chinese.
const BROAD_CAPABILITIES: &[(&str, &str, &str)] = &[
    ("ALL", "every Linux capability", "全部 Linux capability"),
    (
        "SYS_ADMIN",
        "nearly root on the node (mounts, namespaces, BPF, …)",
        "几乎等于节点上的 root（挂载、命名空间、BPF 等）",
    ),
    (
        "NET_ADMIN",
        "full control of the Pod's network stack (iptables, routes, interfaces)",
        "完全控制 Pod 的网络栈（iptables、路由、网络接口）",
    ),
];

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
                message: crate::text!(
                    "container {name} runs privileged: it has every capability and the node's devices, so whoever \
                     controls it controls the node",
                    "容器 {name} 以特权模式运行：它拥有所有 capability，并能访问节点的设备，谁控制了它就控制了节点"
                ),
                fix: crate::text!(
                    "remove `privileged: true` and add only the capabilities the process needs; for network setup \
                      prefer a CNI plugin (Istio CNI, Linkerd CNI) over a privileged init container",
                    "去掉 `privileged: true`，只添加进程需要的 capability；如果是为了配置网络，\
                     优先使用 CNI 插件（Istio CNI、Linkerd CNI），而不是特权 init 容器"
                ),
            });
        }
        for (index, capability) in security.capabilities.iter().flat_map(|caps| caps.add.iter()).enumerate() {
            let normalized = capability.trim().to_ascii_uppercase();
            let normalized = normalized.strip_prefix("CAP_").unwrap_or(&normalized);
            let Some((capability, meaning_en, meaning_zh)) =
                BROAD_CAPABILITIES.iter().find(|(capability, ..)| *capability == normalized)
            else {
                continue;
            };
            // A mesh's traffic-setup init container needs NET_ADMIN by design, in every Pod of the
            // mesh; only the mesh's CNI plugin removes it, which the privileged check still points to.
            if *capability == "NET_ADMIN" && crate::process::redirects_pod_traffic(container.container) {
                continue;
            }
            findings.push(Finding {
                code: LintCode::PrivilegedContainer,
                field: format!("{}.securityContext.capabilities.add[{index}]", container.path()),
                message: crate::text!(
                    "container {name} adds capability {capability}: {meaning_en}",
                    "容器 {name} 添加了 capability {capability}：{meaning_zh}"
                ),
                fix: crate::text!(
                    "drop {capability} and add the narrowest capability that works (e.g. NET_BIND_SERVICE, NET_RAW), with \
                     `drop: [ALL]` first",
                    "去掉 {capability}，改为添加够用的最小 capability（例如 NET_BIND_SERVICE、NET_RAW），并先写上 `drop: [ALL]`"
                ),
            });
        }
    }
}
