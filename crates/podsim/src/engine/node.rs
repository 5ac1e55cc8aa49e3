//! The one node every simulated Pod runs on: its name, its address and the Pod IPs it hands out.
//!
//! The addresses are those of a fresh single-node kind cluster (node `172.18.0.2`, Pod network
//! `10.244.0.0/24`), so `describe`, `-o yaml` and the downward API show what such a cluster shows.

/// `spec.nodeName` after scheduling; the `Scheduled` event names it too.
pub const NODE_NAME: &str = "node-1";

/// The node's InternalIP: `status.hostIP`, and the Pod IP of a `hostNetwork` Pod.
pub const NODE_IP: &str = "172.18.0.2";

/// The Pod IP of the `sandbox`-th sandbox (counted from 1): host-local IPAM hands out the next
/// free address of the node's range to every new sandbox, so a re-created sandbox gets a new IP.
pub fn pod_ip(sandbox: u32) -> String {
    format!("10.244.0.{}", 5 + sandbox.saturating_sub(1) % 250)
}

/// The node's allocatable resources unless the scenario's `node.allocatable` says otherwise: a
/// kind node on an 8-CPU, 16 GiB machine (kind reserves nothing, so allocatable is the capacity),
/// with the kubelet's default `maxPods`. Documented in docs/scenarios.md.
pub const DEFAULT_ALLOCATABLE: [(&str, &str); 6] = [
    ("cpu", "8"),
    ("ephemeral-storage", "100Gi"),
    ("hugepages-1Gi", "0"),
    ("hugepages-2Mi", "0"),
    ("memory", "16Gi"),
    ("pods", "110"),
];

/// The kube-system Pods of a fresh kind cluster and what they request (kubeadm's static Pod
/// manifests, the CoreDNS Deployment, kindnet's DaemonSet): 950m cpu, 290Mi memory, 9 Pods.
pub const SYSTEM_PODS: [(&str, &str, &str); 9] = [
    ("coredns-668d6bf9bc-4tnxq", "100m", "70Mi"),
    ("coredns-668d6bf9bc-zx7rn", "100m", "70Mi"),
    ("etcd-node-1", "100m", "100Mi"),
    ("kindnet-q8d4p", "100m", "50Mi"),
    ("kube-apiserver-node-1", "250m", ""),
    ("kube-controller-manager-node-1", "200m", ""),
    ("kube-proxy-2hwlv", "", ""),
    ("kube-scheduler-node-1", "100m", ""),
    ("local-path-provisioner-7dc846544d-6lgmb", "", ""),
];

/// True for the name of one of [`SYSTEM_PODS`].
pub fn is_system_pod(name: &str) -> bool {
    SYSTEM_PODS.iter().any(|(pod, _, _)| *pod == name)
}
