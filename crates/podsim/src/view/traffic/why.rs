//! The why of each traffic window: which side stopped (the app, the proxy in front of it) and
//! until when the network still routes to it, with the rule behind it.

use super::windows::{
    DEFAULT_PROGRAMMING_LATENCY_MS, RoutingCause, RoutingChange, StopCause, TrafficKind, TrafficWindow,
};
use crate::engine::Why;
use crate::lang::Text;
use crate::scenario::TrafficSettings;

/// The why of `window`, from the routing changes and the moments the path stopped accepting.
pub(super) fn why_of(
    window: &TrafficWindow,
    routing: &[RoutingChange],
    causes: &[(u64, StopCause, String)],
    settings: &TrafficSettings,
) -> Why<Text> {
    let ms = |t: u64| crate::duration::format_ms(t, crate::duration::Style::Exact);
    let next_unrouted = routing.iter().find(|c| c.t_ms >= window.end_ms && !c.routed);
    let (text, rule) = match window.kind {
        TrafficKind::Served if settings.load_balancer.is_some() => (
            crate::text!(
                "the load balancer's target is healthy and every container on the request's path accepts",
                "负载均衡器的目标健康，请求路径上的每个容器都接受连接"
            ),
            "ELBv2 target health (healthy)",
        ),
        TrafficKind::Served => (
            crate::text!(
                "the endpoint is ready on the node's rules and every container on the request's path accepts",
                "节点规则中端点为 ready，请求路径上的每个容器都接受连接"
            ),
            "kube-proxy: CategorizeEndpoints (ready endpoints)",
        ),
        TrafficKind::Idle if settings.load_balancer.is_some() => {
            let (count, every) = settings
                .load_balancer
                .map(|b| (b.healthy_threshold, ms(b.health_check_interval_ms)))
                .unwrap_or_default();
            (
                crate::text!(
                    "the endpoint is ready, but the load balancer sends nothing to a new target until {count} health checks in a row have passed (one every {every})",
                    "端点已 ready，但负载均衡器要等新目标连续通过 {count} 次健康检查（每 {every} 一次）才发送流量"
                ),
                "ELBv2 target health (initial until healthyThreshold checks pass)",
            )
        }
        TrafficKind::Idle => (
            crate::text!(
                "the endpoint is ready, but the change has not reached kube-proxy yet (batch {batch}, programming {latency}, min sync {sync}): no connection comes",
                "端点已 ready，但变化还没有到达 kube-proxy（批处理 {batch}、规则下发 {latency}、最小同步间隔 {sync}）：没有连接进来",
                batch = ms(settings.batch_period_ms),
                latency = ms(settings.programming_latency_ms.unwrap_or(DEFAULT_PROGRAMMING_LATENCY_MS)),
                sync = ms(settings.min_sync_period_ms)
            ),
            "endpointslice: Controller.onPodUpdate; kube-proxy: BoundedFrequencyRunner",
        ),
        TrafficKind::Refused => {
            let stopped = causes.iter().rev().find(|(end, _, _)| *end <= window.start_ms);
            let app = match stopped {
                Some((at, StopCause::Sigterm, container)) => crate::text!(
                    "{container} stopped accepting at SIGTERM ({at})",
                    "{container} 在收到 SIGTERM 时（{at}）停止接受连接",
                    at = ms(*at)
                ),
                Some((at, StopCause::AfterSigterm, container)) => crate::text!(
                    "{container} stopped accepting at {at}, its drain delay after SIGTERM",
                    "{container} 在 {at} 停止接受连接（SIGTERM 之后它自己的排空延迟）",
                    at = ms(*at)
                ),
                Some((at, StopCause::Exit, container)) => {
                    crate::text!("{container} exited at {at}", "{container} 在 {at} 退出", at = ms(*at))
                }
                None => crate::text!("no process on the path accepts yet", "路径上还没有进程接受连接"),
            };
            let until = match next_unrouted {
                Some(change) if change.cause == RoutingCause::HealthCheck => crate::text!(
                    "; the load balancer sends new connections here until {until}, when enough health checks have failed",
                    "；负载均衡器会把新连接发到这里直到 {until}，那时健康检查已失败足够多次",
                    until = ms(change.t_ms)
                ),
                Some(change) if change.cause == RoutingCause::Deregistered => crate::text!(
                    "; the load balancer sends new connections here until {until}, when its controller deregisters the target for the endpoint change of {endpoint}",
                    "；负载均衡器会把新连接发到这里直到 {until}，那时其控制器因 {endpoint} 的端点变化注销了该目标",
                    until = ms(change.t_ms),
                    endpoint = ms(change.endpoint_ms)
                ),
                Some(change) => crate::text!(
                    "; kube-proxy routes new connections here until {until}, when the endpoint change of {endpoint} reaches the node",
                    "；kube-proxy 会把新连接路由到这里直到 {until}，那时 {endpoint} 的端点变化才到达节点",
                    until = ms(change.t_ms),
                    endpoint = ms(change.endpoint_ms)
                ),
                None => {
                    crate::text!("; kube-proxy still routes new connections here", "；kube-proxy 仍把新连接路由到这里")
                }
            };
            (
                Text {
                    en: format!("connections are refused (a proxy answers 502): {}{}", app.en, until.en),
                    zh: format!("连接被拒绝（代理返回 502）：{}{}", app.zh, until.zh),
                },
                "kube-proxy: CategorizeEndpoints; kubelet: killContainer (SIGTERM without waiting for endpoints)",
            )
        }
        TrafficKind::Cut => (Text::same(""), ""),
    };
    Why { text, rule }
}
