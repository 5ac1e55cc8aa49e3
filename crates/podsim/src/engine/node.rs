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
