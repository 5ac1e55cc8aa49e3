//! `traffic:` — how an endpoint change reaches the clients (the EndpointSlice controller's
//! batching, kube-proxy's sync) and what the app does with connections after SIGTERM.

use serde::Serialize;

use super::read::{Reads, entries};
use crate::yaml::Node;

/// kube-proxy's mode: which rules it writes, and the mode's minimum sync period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ProxyMode {
    /// `iptables` (the default on Linux).
    Iptables,
    /// `ipvs`.
    Ipvs,
    /// `nftables`.
    Nftables,
}

impl ProxyMode {
    /// The mode's word.
    pub fn as_str(self) -> &'static str {
        match self {
            ProxyMode::Iptables => "iptables",
            ProxyMode::Ipvs => "ipvs",
            ProxyMode::Nftables => "nftables",
        }
    }

    /// The mode's default `--*-min-sync-period`: 1 s for iptables and nftables, none for ipvs.
    // kube-proxy: SetDefaults_KubeProxyConfiguration (IPTables.MinSyncPeriod 1s; IPVS.MinSyncPeriod
    // is not defaulted), NFTables.MinSyncPeriod 1s
    pub fn default_min_sync_ms(self) -> u64 {
        match self {
            ProxyMode::Iptables | ProxyMode::Nftables => 1_000,
            ProxyMode::Ipvs => 0,
        }
    }
}

/// When the app stops accepting new connections once it is asked to stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum StopAccepting {
    /// At SIGTERM (closes its listener at once; the default, assumed).
    OnSigterm,
    /// This long after SIGTERM (a drain delay of its own).
    AfterSigterm {
        /// Milliseconds after SIGTERM.
        ms: u64,
    },
    /// Only when the process exits.
    OnExit,
}

/// An external load balancer that sends to the Pod's IP directly (a target group of IP targets, as
/// the AWS Load Balancer Controller registers them), with its health checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LoadBalancer {
    /// Time between two health checks of a target (default 15 s).
    pub health_check_interval_ms: u64,
    /// Consecutive passed checks before a target gets traffic (default 2).
    pub healthy_threshold: u32,
    /// Consecutive failed checks before a target gets no more traffic (default 2).
    pub unhealthy_threshold: u32,
    /// How long a deregistered target keeps its open connections (default 300 s).
    pub deregistration_delay_ms: u64,
}

impl Default for LoadBalancer {
    /// aws-load-balancer-controller: pkg/ingress/model_builder.go (defaultHealthCheckIntervalSeconds
    /// 15, healthy and unhealthy threshold counts 2); ELBv2's target group attribute
    /// `deregistration_delay.timeout_seconds` defaults to 300 s.
    fn default() -> LoadBalancer {
        LoadBalancer {
            health_check_interval_ms: 15_000,
            healthy_threshold: 2,
            unhealthy_threshold: 2,
            deregistration_delay_ms: 300_000,
        }
    }
}

/// The `traffic:` section, with every default filled in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TrafficSettings {
    /// kube-controller-manager `--endpointslice-updates-batch-period` (default 0 s).
    pub batch_period_ms: u64,
    /// kube-proxy's mode (default iptables).
    pub proxy_mode: ProxyMode,
    /// kube-proxy's `--<mode>-min-sync-period` (default: the mode's).
    pub min_sync_period_ms: u64,
    /// From the Pod update to the node's rules, besides the batching and the sync period: watch
    /// delivery, the EndpointSlice write and the rule update (assumed 1 s under realistic timing,
    /// 0 under ideal).
    pub programming_latency_ms: Option<u64>,
    /// Other ready endpoints serve the Service (a scale-down or a rollout; default true, assumed).
    /// Without them kube-proxy falls back to serving, terminating endpoints.
    pub other_endpoints: bool,
    /// When the app stops accepting new connections (default: at SIGTERM, assumed).
    pub stop_accepting: StopAccepting,
    /// How long a request takes (default 0 s: none is in flight when the process exits).
    pub request_ms: u64,
    /// The containers a request passes through, in order (default: the container of the
    /// Service's target port, else the first app container).
    pub path: Vec<String>,
    /// An external load balancer in front instead of kube-proxy (none by default).
    pub load_balancer: Option<LoadBalancer>,
    /// Where `path` is written.
    #[serde(skip)]
    pub path_location: Option<crate::diagnostic::Location>,
}

impl Default for TrafficSettings {
    fn default() -> TrafficSettings {
        TrafficSettings {
            batch_period_ms: 0,
            proxy_mode: ProxyMode::Iptables,
            min_sync_period_ms: ProxyMode::Iptables.default_min_sync_ms(),
            programming_latency_ms: None,
            other_endpoints: true,
            stop_accepting: StopAccepting::OnSigterm,
            request_ms: 0,
            path: Vec::new(),
            load_balancer: None,
            path_location: None,
        }
    }
}

const KNOWN: &str = "batchPeriod, proxyMode, minSyncPeriod, programmingLatency, otherEndpoints, stopAccepting, \
                     requestDuration, path, loadBalancer";

/// Reads `traffic:`.
pub(crate) fn read_traffic(node: &Node, reads: &mut Reads) -> TrafficSettings {
    let mut settings = TrafficSettings::default();
    let mut min_sync = None;
    for (key, value) in entries(node) {
        match key.text.as_str() {
            "batchPeriod" => settings.batch_period_ms = reads.duration(node, "batchPeriod").unwrap_or(0),
            "proxyMode" => match value.scalar() {
                Some("iptables") => settings.proxy_mode = ProxyMode::Iptables,
                Some("ipvs") => settings.proxy_mode = ProxyMode::Ipvs,
                Some("nftables") => settings.proxy_mode = ProxyMode::Nftables,
                _ => reads.error(value.span.start, "`proxyMode` must be iptables, ipvs or nftables"),
            },
            "minSyncPeriod" => min_sync = reads.duration(node, "minSyncPeriod"),
            "programmingLatency" => settings.programming_latency_ms = reads.duration(node, "programmingLatency"),
            "otherEndpoints" => settings.other_endpoints = reads.boolean(node, "otherEndpoints").unwrap_or(true),
            "stopAccepting" => match value.scalar() {
                Some("onSigterm") => settings.stop_accepting = StopAccepting::OnSigterm,
                Some("onExit") => settings.stop_accepting = StopAccepting::OnExit,
                Some(_) => {
                    if let Some(ms) = reads.duration(node, "stopAccepting") {
                        settings.stop_accepting = StopAccepting::AfterSigterm { ms };
                    }
                }
                None => reads.error(value.span.start, "`stopAccepting` is onSigterm, onExit or a time after SIGTERM"),
            },
            "requestDuration" => settings.request_ms = reads.duration(node, "requestDuration").unwrap_or(0),
            "path" => {
                settings.path_location = Some(value.span.start);
                settings.path = value.items().unwrap_or(&[]).iter().filter_map(Node::scalar).map(str::to_owned).collect();
                if settings.path.is_empty() {
                    reads.error(value.span.start, "`path` is a list of container names, e.g. [istio-proxy, app]");
                }
            }
            "loadBalancer" => settings.load_balancer = Some(read_load_balancer(value, reads)),
            other => reads.error(key.span.start, format!("unknown traffic field `{other}`; known: {KNOWN}")),
        }
    }
    settings.min_sync_period_ms = min_sync.unwrap_or_else(|| settings.proxy_mode.default_min_sync_ms());
    settings
}

/// Reads `loadBalancer:` (`{}` for every default).
fn read_load_balancer(node: &Node, reads: &mut Reads) -> LoadBalancer {
    let mut balancer = LoadBalancer::default();
    for (key, _) in entries(node) {
        match key.text.as_str() {
            "healthCheckInterval" => {
                // ELBv2 accepts 5 to 300 seconds.
                if let Some(ms) = reads.duration(node, "healthCheckInterval") {
                    if (5_000..=300_000).contains(&ms) {
                        balancer.health_check_interval_ms = ms;
                    } else {
                        reads.error(key.span.start, "`healthCheckInterval` must be between 5s and 5m");
                    }
                }
            }
            "healthyThreshold" => {
                let count = reads.int(node, "healthyThreshold", 2, 10);
                balancer.healthy_threshold = count.and_then(|c| u32::try_from(c).ok()).unwrap_or(2);
            }
            "unhealthyThreshold" => {
                let count = reads.int(node, "unhealthyThreshold", 2, 10);
                balancer.unhealthy_threshold = count.and_then(|c| u32::try_from(c).ok()).unwrap_or(2);
            }
            "deregistrationDelay" => {
                balancer.deregistration_delay_ms = reads.duration(node, "deregistrationDelay").unwrap_or(300_000);
            }
            other => reads.error(
                key.span.start,
                format!(
                    "unknown loadBalancer field `{other}`; known: healthCheckInterval, healthyThreshold, \
                     unhealthyThreshold, deregistrationDelay"
                ),
            ),
        }
    }
    balancer
}
