//! An external load balancer's routing: it registers the Pod's IP as a target while the endpoint
//! is ready (after the controller has seen the change), sends it new connections once enough
//! health checks in a row have passed, and stops after enough have failed or once the target is
//! deregistered.

use super::endpoints::{EndpointChange, EndpointState};
use super::windows::{RoutingCause, RoutingChange};
use crate::scenario::LoadBalancer;

/// The most health checks one registration is followed for (bounds the work on any input).
const MAX_CHECKS: u64 = 10_000;

/// The registered intervals: from each endpoint change to ready (plus `delay_ms`) to the next
/// change away from it; the last one runs to `horizon_ms`.
fn registrations(changes: &[EndpointChange], delay_ms: u64, horizon_ms: u64) -> Vec<(u64, u64, u64, u64)> {
    let mut out = Vec::new();
    let mut open: Option<(u64, u64)> = None;
    for change in changes {
        let ready = matches!(&change.state, EndpointState::Listed { conditions, .. } if conditions.ready);
        let at = change.t_ms.saturating_add(delay_ms);
        match (ready, open) {
            (true, None) => open = Some((at, change.t_ms)),
            (false, Some((start, from))) => {
                out.push((start, at.max(start), from, change.t_ms));
                open = None;
            }
            _ => {}
        }
    }
    if let Some((start, from)) = open {
        out.push((start, horizon_ms.max(start), from, u64::MAX));
    }
    out
}

/// When the load balancer starts and stops sending new connections to the Pod.
// ELBv2 target health: a registered target is "initial" until `healthyThreshold` checks pass,
// "unhealthy" after `unhealthyThreshold` fail, "draining" once deregistered (no new connections).
pub(super) fn balancer_routing(
    changes: &[EndpointChange],
    accepting: &[(u64, u64)],
    balancer: &LoadBalancer,
    delay_ms: u64,
    horizon_ms: u64,
) -> Vec<RoutingChange> {
    let interval = balancer.health_check_interval_ms.max(1);
    let mut out = Vec::new();
    for (start, end, endpoint_ms, end_endpoint_ms) in registrations(changes, delay_ms, horizon_ms) {
        let (mut passed, mut failed, mut healthy) = (0u32, 0u32, false);
        for k in 0..MAX_CHECKS {
            let check = start.saturating_add(k.saturating_mul(interval));
            if check >= end {
                break;
            }
            if super::windows::inside(accepting, check) {
                passed = passed.saturating_add(1);
                failed = 0;
            } else {
                failed = failed.saturating_add(1);
                passed = 0;
            }
            if !healthy && passed >= balancer.healthy_threshold {
                healthy = true;
                out.push(RoutingChange { t_ms: check, endpoint_ms, routed: true, cause: RoutingCause::HealthCheck });
            } else if healthy && failed >= balancer.unhealthy_threshold {
                healthy = false;
                out.push(RoutingChange {
                    t_ms: check,
                    endpoint_ms: check,
                    routed: false,
                    cause: RoutingCause::HealthCheck,
                });
            }
        }
        if healthy && end_endpoint_ms != u64::MAX {
            out.push(RoutingChange {
                t_ms: end,
                endpoint_ms: end_endpoint_ms,
                routed: false,
                cause: RoutingCause::Deregistered,
            });
        }
    }
    out
}
