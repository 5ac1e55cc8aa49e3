//! The traffic lane: the served, refused, cut and idle windows of the Pod's Service as bars,
//! each with its why; routing changes on the node as markers.

use super::model::{Bar, BarState, Lane, LaneKind, Marker, MarkerKind};
use crate::lang::Text;
use crate::service::{Service, ServiceOrigin};
use crate::view::traffic::{RoutingCause, Traffic, TrafficKind};
use crate::view::waits::with_rule;

/// Which Service the traffic comes through, said first in every bar's why.
fn through(service: &Service) -> Text {
    let name = &service.name;
    match service.origin {
        ServiceOrigin::Written { line } => {
            crate::text!("Service {name} (line {line}): ", "Service {name}（第 {line} 行）：")
        }
        ServiceOrigin::Assumed => crate::text!(
            "Service {name}, assumed (no Service in the text selects the Pod): ",
            "假设的 Service {name}（文本中没有选中该 Pod 的 Service）："
        ),
    }
}

/// The lane for `traffic` through `service`; a cut window is a thin bar under the others.
pub fn traffic_lane(traffic: &Traffic, service: &Service) -> Lane {
    let prefix = through(service);
    let mut bars = Vec::new();
    let mut sub_bars = Vec::new();
    for window in &traffic.windows {
        let (state, label) = match window.kind {
            TrafficKind::Served => (BarState::TrafficServed, "served"),
            TrafficKind::Refused => (BarState::TrafficRefused, "refused / 502"),
            TrafficKind::Cut => (BarState::TrafficCut, "cut"),
            TrafficKind::Idle => (BarState::TrafficIdle, "no traffic yet"),
        };
        let rule = with_rule(&window.why);
        let why = Text { en: format!("{}{}", prefix.en, rule.en), zh: format!("{}{}", prefix.zh, rule.zh) };
        let bar = Bar { start_ms: window.start_ms, end_ms: window.end_ms, state, label: label.to_owned(), why };
        if window.kind == TrafficKind::Cut { sub_bars.push(bar) } else { bars.push(bar) }
    }
    let markers = traffic
        .routing
        .iter()
        .map(|change| {
            let endpoint = crate::duration::format_ms(change.endpoint_ms, crate::duration::Style::Exact);
            let (label, why) = if change.cause != RoutingCause::Endpoint {
                let at = crate::duration::format_ms(change.endpoint_ms, crate::duration::Style::Exact);
                match (change.routed, change.cause) {
                    (true, _) => (
                        "healthy",
                        crate::text!(
                            "the load balancer's target passed its health checks: it gets new connections from now on",
                            "负载均衡器的目标通过了健康检查：从现在起它会收到新连接"
                        ),
                    ),
                    (false, RoutingCause::HealthCheck) => (
                        "unhealthy",
                        crate::text!(
                            "the load balancer's health checks failed often enough: no new connections from now on",
                            "负载均衡器的健康检查失败次数已足够：从现在起不再有新连接"
                        ),
                    ),
                    (false, _) => (
                        "deregistered",
                        crate::text!(
                            "the load balancer's controller deregistered the target for the endpoint change at {at}: no new connections",
                            "负载均衡器的控制器因 {at} 的端点变化注销了该目标：不再有新连接"
                        ),
                    ),
                }
            } else if change.routed {
                (
                    "routed",
                    crate::text!(
                        "kube-proxy's rules send new connections here from now on: the endpoint turned ready at {endpoint}",
                        "从现在起 kube-proxy 的规则把新连接发到这里：端点在 {endpoint} 变为 ready"
                    ),
                )
            } else {
                (
                    "unrouted",
                    crate::text!(
                        "kube-proxy's rules stop sending new connections here: the endpoint stopped being ready at {endpoint}",
                        "kube-proxy 的规则不再把新连接发到这里：端点在 {endpoint} 不再是 ready"
                    ),
                )
            };
            Marker { at_ms: change.t_ms, kind: MarkerKind::Event, label: label.to_owned(), why }
        })
        .collect();
    // The title column is narrow: the Service's name and origin go into every bar's why.
    let title = match service.origin {
        ServiceOrigin::Written { .. } => "Traffic".to_owned(),
        ServiceOrigin::Assumed => "Traffic (assumed)".to_owned(),
    };
    Lane { title, kind: LaneKind::Traffic, bars, sub_bars, markers, capacity: None }
}
