//! The Pod's endpoint in its Service's EndpointSlice at each recorded change, by the EndpointSlice
//! controller's rules: whether it is listed at all, and its `ready`, `serving` and `terminating`
//! conditions, each change with its why.

use serde::Serialize;

use crate::engine::Simulation;
use crate::engine::Why;
use crate::lang::Text;
use crate::model::Pod;
use crate::service::Service;
use crate::status::PodPhase;

/// `endpoints[*].conditions` of an EndpointSlice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct EndpointConditions {
    /// Route new connections here (kube-proxy's first choice).
    pub ready: bool,
    /// The Pod's `Ready` condition, whether or not it is terminating.
    pub serving: bool,
    /// The Pod has a `deletionTimestamp`.
    pub terminating: bool,
}

/// Why the Pod is in no EndpointSlice of the Service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "reason")]
pub enum Absence {
    /// No `status.podIPs` yet (not scheduled, or the sandbox has no network).
    NoAddress,
    /// The Pod is `Succeeded` or `Failed`.
    Terminal {
        /// The phase.
        phase: PodPhase,
    },
    /// The Pod object is gone from the API.
    Removed,
}

/// The Pod's place in the EndpointSlice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum EndpointState {
    /// Not listed.
    Absent {
        /// Why.
        absence: Absence,
    },
    /// Listed with these conditions.
    Listed {
        /// `addresses[0]`.
        address: String,
        /// `conditions`.
        conditions: EndpointConditions,
    },
}

/// One change of the endpoint, at the instant the Pod's status changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EndpointChange {
    /// When (ms after the Pod's creation).
    pub t_ms: u64,
    /// The endpoint from then on.
    pub state: EndpointState,
    /// The rule behind it.
    pub why: Why<Text>,
}

/// The endpoint for the Pod as recorded at one instant.
// endpointslice: ShouldPodBeInEndpoints(pod, includeTerminating=true), podToEndpoint (utils.go)
fn endpoint_of(pod: &Pod, phase: PodPhase, removed: bool, service: &Service) -> EndpointState {
    if removed {
        return EndpointState::Absent { absence: Absence::Removed };
    }
    if phase.is_terminal() {
        return EndpointState::Absent { absence: Absence::Terminal { phase } };
    }
    let Some(address) = pod.status.as_ref().and_then(|status| status.pod_ips.first()) else {
        return EndpointState::Absent { absence: Absence::NoAddress };
    };
    // endpointslice util: IsPodReady (the Ready condition is True)
    let serving = ready_condition(pod).is_some_and(|(status, _)| status == "True");
    let terminating = pod.metadata.deletion_timestamp.is_some();
    let ready = service.publish_not_ready_addresses || (serving && !terminating);
    EndpointState::Listed { address: address.clone(), conditions: EndpointConditions { ready, serving, terminating } }
}

/// The endpoint the controller makes for `pod` as it stands (its phase read from its status; a Pod
/// without one counts as not terminal).
// endpointslice: ShouldPodBeInEndpoints(pod, true), podToEndpoint
pub fn endpoint_for(pod: &Pod, service: &Service) -> EndpointState {
    let phase = pod
        .status
        .as_ref()
        .and_then(|status| status.phase.as_deref())
        .and_then(PodPhase::parse)
        .unwrap_or(PodPhase::Pending);
    endpoint_of(pod, phase, false, service)
}

/// The Pod's `Ready` condition: status and reason.
fn ready_condition(pod: &Pod) -> Option<(&str, Option<&str>)> {
    let condition = pod.status.as_ref()?.conditions.iter().find(|c| c.condition_type == "Ready")?;
    Some((condition.status.as_str(), condition.reason.as_deref()))
}

const TO_ENDPOINT: &str =
    "endpointslice: podToEndpoint (ready = publishNotReadyAddresses || (serving && !terminating))";
const IN_ENDPOINTS: &str = "endpointslice: ShouldPodBeInEndpoints";

fn why_of(state: &EndpointState, pod: &Pod, service: &Service) -> Why<Text> {
    let (text, rule) = match state {
        EndpointState::Absent { absence: Absence::NoAddress } => (
            crate::text!(
                "the Pod has no IP address yet: the EndpointSlice controller lists only Pods with an address",
                "Pod 还没有 IP 地址：EndpointSlice 控制器只列出有地址的 Pod"
            ),
            IN_ENDPOINTS,
        ),
        EndpointState::Absent { absence: Absence::Terminal { phase } } => {
            let phase = phase.as_str();
            (
                crate::text!(
                    "the Pod is {phase}: a terminal Pod is never in its Service's endpoints, so its endpoint is removed",
                    "Pod 处于 {phase}：终止状态的 Pod 不会出现在 Service 的端点中，所以它的端点被删除"
                ),
                IN_ENDPOINTS,
            )
        }
        EndpointState::Absent { absence: Absence::Removed } => (
            crate::text!(
                "the Pod object is gone: the controller deletes the endpoints of Pods it no longer lists",
                "Pod 对象已不存在：控制器删除不再列出的 Pod 的端点"
            ),
            "endpointslice: reconciler.reconcile (endpoints of Pods no longer listed are removed)",
        ),
        EndpointState::Listed { conditions, .. } => (listed_text(*conditions, pod, service), TO_ENDPOINT),
    };
    Why { text, rule }
}

fn listed_text(conditions: EndpointConditions, pod: &Pod, service: &Service) -> crate::lang::Text {
    let reason = ready_condition(pod).and_then(|(_, reason)| reason).map(|r| format!(" ({r})")).unwrap_or_default();
    match (conditions.serving, conditions.terminating, service.publish_not_ready_addresses) {
        (_, true, true) => crate::text!(
            "the Pod has a deletionTimestamp: terminating is true, but publishNotReadyAddresses keeps ready true",
            "Pod 有 deletionTimestamp：terminating 为 true，但 publishNotReadyAddresses 让 ready 保持 true"
        ),
        (true, true, false) => crate::text!(
            "the Pod has a deletionTimestamp: terminating is true and ready false, so clients stop opening new \
             connections to it; serving stays true while its Ready condition is True",
            "Pod 有 deletionTimestamp：terminating 为 true、ready 为 false，客户端不再向它建立新连接；\
             只要它的 Ready 条件为 True，serving 就保持 true"
        ),
        (false, true, false) => crate::text!(
            "the Pod is terminating and its Ready condition is False{reason}: ready and serving are both false",
            "Pod 正在终止，且 Ready 条件为 False{reason}：ready 和 serving 都为 false"
        ),
        (true, false, _) => crate::text!(
            "the Pod's Ready condition is True: the endpoint is ready and serving",
            "Pod 的 Ready 条件为 True：端点 ready 且 serving"
        ),
        (false, false, true) => crate::text!(
            "the Pod's Ready condition is False{reason}, but the Service sets publishNotReadyAddresses: the endpoint \
             is ready (serving false)",
            "Pod 的 Ready 条件为 False{reason}，但 Service 设置了 publishNotReadyAddresses：端点为 ready（serving 为 false）"
        ),
        (false, false, false) => crate::text!(
            "the Pod's Ready condition is False{reason}: the endpoint is listed but not ready, so it gets no new \
             connections",
            "Pod 的 Ready 条件为 False{reason}：端点已列出但不是 ready，不会收到新连接"
        ),
    }
}

/// The endpoint at every recorded change (of the endpoint, or of why it is not ready), first at 0 ms (before the kubelet reports, the Pod has
/// no address). The controller reacts to each Pod update whose readiness, deletion or addresses
/// changed (endpointslice util: podEndpointsChanged); propagation delays come on top.
pub fn endpoint_changes(run: &Simulation, service: &Service) -> Vec<EndpointChange> {
    let mut changes: Vec<EndpointChange> = Vec::new();
    let initial = EndpointState::Absent { absence: Absence::NoAddress };
    let empty = Pod::default();
    changes.push(EndpointChange { t_ms: 0, why: why_of(&initial, &empty, service), state: initial });
    for snapshot in &run.snapshots {
        let state = endpoint_of(&snapshot.pod, snapshot.phase, snapshot.removed, service);
        let why = why_of(&state, &snapshot.pod, service);
        // A new entry when the endpoint changes, or when the reason it is not ready does (the
        // containers are ready now, a readiness gate is what holds it).
        if changes.last().is_some_and(|last| last.state == state && last.why == why) {
            continue;
        }
        // Two API writes at one instant (a deletion, then the removal) are two changes, in order.
        changes.push(EndpointChange { t_ms: snapshot.t_ms, state, why });
    }
    changes
}

/// The change in force at `t_ms`.
pub fn endpoint_at(changes: &[EndpointChange], t_ms: u64) -> Option<&EndpointChange> {
    let after = changes.partition_point(|change| change.t_ms <= t_ms);
    changes.get(after.checked_sub(1)?)
}
