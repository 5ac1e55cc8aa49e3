//! Traffic windows: when new connections are routed to the Pod (the endpoint change after it has
//! reached kube-proxy), when the app accepts them, and the windows where the two disagree —
//! connections sent to a process that no longer accepts (refused / 502), requests cut when the
//! process exits, and a ready Pod that gets no traffic yet. Each window with its why.

use serde::Serialize;

use super::endpoints::{EndpointChange, EndpointState};
use crate::engine::{FactKind, Simulation, Why};
use crate::lang::Text;
use crate::scenario::{StopAccepting, TrafficSettings};
use crate::timing::Timing;

/// What happens to new connections in a window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum TrafficKind {
    /// Routed here, and the app accepts: served.
    Served,
    /// Routed here, but the app no longer (or not yet) accepts: connection refused, a proxy's 502.
    Refused,
    /// Requests in flight when a process on the path exits: cut off.
    Cut,
    /// The Pod is ready and the app accepts, but kube-proxy does not route here yet.
    Idle,
}

impl TrafficKind {
    /// The word in the text timeline and the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            TrafficKind::Served => "served",
            TrafficKind::Refused => "refused",
            TrafficKind::Cut => "cut",
            TrafficKind::Idle => "idle",
        }
    }
}

/// One window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TrafficWindow {
    /// Start, ms.
    pub start_ms: u64,
    /// End, ms.
    pub end_ms: u64,
    /// What happens to connections.
    pub kind: TrafficKind,
    /// Why, with the rule.
    pub why: Why<Text>,
}

/// What moved the routing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum RoutingCause {
    /// An endpoint change reached kube-proxy's rules.
    Endpoint,
    /// The load balancer's health checks passed or failed often enough.
    HealthCheck,
    /// The load balancer's controller deregistered the target (the endpoint stopped being ready).
    Deregistered,
}

/// When kube-proxy (or the load balancer) starts or stops routing new connections to the Pod.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoutingChange {
    /// When the routing changes, ms.
    pub t_ms: u64,
    /// The endpoint change (or health check) behind it, ms.
    pub endpoint_ms: u64,
    /// New connections go to the Pod from then on.
    pub routed: bool,
    /// What moved it.
    pub cause: RoutingCause,
}

/// The traffic view of a run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Traffic {
    /// The containers a request passes through.
    pub path: Vec<String>,
    /// Each change of the node's rules.
    pub routing: Vec<RoutingChange>,
    /// The intervals where every container of the path accepts.
    pub accepting: Vec<(u64, u64)>,
    /// Served, refused, cut and idle windows, in time order (a cut window overlaps the served one).
    pub windows: Vec<TrafficWindow>,
    /// Where the view ends: the run's end, or later when a routing change comes after it.
    pub end_ms: u64,
}

/// kube-proxy routes new connections to a `ready` endpoint; with no ready endpoint left in the
/// Service it falls back to the serving, terminating ones.
// kube-proxy: CategorizeEndpoints (ProxyTerminatingEndpoints)
fn routable(state: &EndpointState, other_endpoints: bool) -> bool {
    match state {
        EndpointState::Listed { conditions, .. } => {
            conditions.ready || (!other_endpoints && conditions.serving && conditions.terminating)
        }
        EndpointState::Absent { .. } => false,
    }
}

/// The endpoint changes as the node's rules see them: after the controller's batch period, the
/// programming latency, and no sooner than `minSyncPeriod` after kube-proxy's previous sync.
// endpointslice: Controller.onPodUpdate (queue.AddAfter(endpointUpdatesBatchPeriod));
// kube-proxy: BoundedFrequencyRunner (minSyncPeriod between syncs)
fn routing(changes: &[EndpointChange], settings: &TrafficSettings, latency_ms: u64) -> Vec<RoutingChange> {
    let mut out: Vec<RoutingChange> = Vec::new();
    let mut last_sync: Option<u64> = None;
    let mut routed = false;
    for change in changes {
        let now = routable(&change.state, settings.other_endpoints);
        if now == routed {
            continue;
        }
        routed = now;
        let arrives = change.t_ms.saturating_add(settings.batch_period_ms).saturating_add(latency_ms);
        let sync = match last_sync {
            Some(last) => arrives.max(last.saturating_add(settings.min_sync_period_ms)),
            None => arrives,
        };
        last_sync = Some(sync);
        // A later change that reaches the same sync replaces the earlier one.
        while out.last().is_some_and(|last| last.t_ms >= sync) {
            out.pop();
        }
        if out.last().is_some_and(|last| last.routed) != now {
            out.push(RoutingChange {
                t_ms: sync,
                endpoint_ms: change.t_ms,
                routed: now,
                cause: RoutingCause::Endpoint,
            });
        }
    }
    out
}

/// Why an accepting interval ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum StopCause {
    /// The process closed its listener at SIGTERM.
    Sigterm,
    /// It closed it its own drain delay after SIGTERM.
    AfterSigterm,
    /// It accepted until it exited.
    Exit,
}

/// One container's accepting intervals, with the cause of each end and the process exits.
fn accepting_of(run: &Simulation, container: &str, stop: StopAccepting) -> (Vec<(u64, u64, StopCause)>, Vec<u64>) {
    let mut out = Vec::new();
    let mut exits = Vec::new();
    let mut open: Option<(u64, Option<u64>)> = None;
    for fact in run.facts.iter().filter(|f| f.container.as_deref() == Some(container)) {
        match fact.kind {
            FactKind::Started => open = Some((fact.t_ms, None)),
            FactKind::AppStarted => {
                if let Some((begin, _)) = &mut open {
                    *begin = fact.t_ms;
                }
            }
            FactKind::Sigterm => {
                if let Some((_, sigterm)) = &mut open {
                    sigterm.get_or_insert(fact.t_ms);
                }
            }
            FactKind::Exited => {
                exits.push(fact.t_ms);
                if let Some((begin, sigterm)) = open.take() {
                    let (end, cause) = match (stop, sigterm) {
                        (StopAccepting::OnSigterm, Some(at)) => (at, StopCause::Sigterm),
                        (StopAccepting::AfterSigterm { ms }, Some(at)) if at.saturating_add(ms) < fact.t_ms => {
                            (at.saturating_add(ms), StopCause::AfterSigterm)
                        }
                        _ => (fact.t_ms, StopCause::Exit),
                    };
                    out.push((begin, end.max(begin), cause));
                }
            }
            _ => {}
        }
    }
    if let Some((begin, sigterm)) = open {
        let end = match (stop, sigterm) {
            (StopAccepting::OnSigterm, Some(at)) => (at, StopCause::Sigterm),
            (StopAccepting::AfterSigterm { ms }, Some(at)) => {
                (at.saturating_add(ms).min(run.end_ms), StopCause::AfterSigterm)
            }
            _ => (run.end_ms, StopCause::Exit),
        };
        out.push((begin, end.0.max(begin), end.1));
    }
    (out, exits)
}

/// The intersection of two sorted lists of intervals.
fn intersect(a: &[(u64, u64)], b: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while let (Some(x), Some(y)) = (a.get(i), b.get(j)) {
        let (start, end) = (x.0.max(y.0), x.1.min(y.1));
        if start < end {
            out.push((start, end));
        }
        if x.1 < y.1 {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

// Every list here is in time order: an instant is found by bisection, so a long run's many
// changes cost a few steps each, not a walk over the list.

/// `t` is inside one of the sorted, disjoint `intervals`.
pub(super) fn inside(intervals: &[(u64, u64)], t: u64) -> bool {
    let after = intervals.partition_point(|(start, _)| *start <= t);
    after.checked_sub(1).and_then(|index| intervals.get(index)).is_some_and(|(_, end)| t < *end)
}

fn routed_at(routing: &[RoutingChange], t: u64) -> bool {
    let after = routing.partition_point(|change| change.t_ms <= t);
    after.checked_sub(1).and_then(|index| routing.get(index)).is_some_and(|change| change.routed)
}

fn endpoint_ready_at(changes: &[EndpointChange], t: u64) -> bool {
    let after = changes.partition_point(|change| change.t_ms <= t);
    let state = after.checked_sub(1).and_then(|index| changes.get(index)).map(|change| &change.state);
    matches!(state, Some(EndpointState::Listed { conditions, .. }) if conditions.ready)
}

/// The traffic view: routing after propagation, the app's accepting intervals and the windows.
pub fn traffic(run: &Simulation, changes: &[EndpointChange], settings: &TrafficSettings, path: Vec<String>) -> Traffic {
    let latency_ms = settings.programming_latency_ms.unwrap_or(match run.options.timing {
        Timing::Ideal => 0,
        Timing::Realistic => DEFAULT_PROGRAMMING_LATENCY_MS,
    });
    let mut accepting: Option<Vec<(u64, u64)>> = None;
    let mut causes: Vec<(u64, StopCause, String)> = Vec::new();
    let mut exits: Vec<(u64, String)> = Vec::new();
    for container in &path {
        let (intervals, container_exits) = accepting_of(run, container, settings.stop_accepting);
        causes.extend(intervals.iter().map(|(_, end, cause)| (*end, *cause, container.clone())));
        exits.extend(container_exits.into_iter().map(|t| (t, container.clone())));
        let plain: Vec<(u64, u64)> = intervals.iter().map(|(start, end, _)| (*start, *end)).collect();
        accepting = Some(match accepting {
            None => plain,
            Some(before) => intersect(&before, &plain),
        });
    }
    let accepting = accepting.unwrap_or_default();
    causes.sort_by_key(|(end, _, _)| *end);
    let routing = match &settings.load_balancer {
        Some(balancer) => {
            let delay = settings.batch_period_ms.saturating_add(latency_ms);
            super::balancer::balancer_routing(changes, &accepting, balancer, delay, run.end_ms)
        }
        None => routing(changes, settings, latency_ms),
    };
    // The network may still route to the Pod after the run's last change: the view goes on until
    // the last routing change has reached the node.
    let end_ms = routing.last().map_or(run.end_ms, |change| change.t_ms.max(run.end_ms));
    let mut cuts: Vec<u64> = routing.iter().map(|change| change.t_ms).collect();
    cuts.extend(accepting.iter().flat_map(|(start, end)| [*start, *end]));
    cuts.extend(changes.iter().map(|change| change.t_ms));
    cuts.push(0);
    cuts.push(end_ms);
    cuts.retain(|t| *t <= end_ms);
    cuts.sort_unstable();
    cuts.dedup();
    let mut windows: Vec<TrafficWindow> = Vec::new();
    for pair in cuts.windows(2) {
        let [start, end] = pair else { continue };
        let (routed, accepts) = (routed_at(&routing, *start), inside(&accepting, *start));
        let kind = match (routed, accepts) {
            (true, true) => TrafficKind::Served,
            (true, false) => TrafficKind::Refused,
            (false, true) if endpoint_ready_at(changes, *start) => TrafficKind::Idle,
            _ => continue,
        };
        match windows.last_mut() {
            Some(last) if last.kind == kind && last.end_ms == *start => last.end_ms = *end,
            _ => windows.push(TrafficWindow {
                start_ms: *start,
                end_ms: *end,
                kind,
                why: Why { text: Text::same(""), rule: "" },
            }),
        }
    }
    for window in &mut windows {
        window.why = super::why::why_of(window, &routing, &causes, settings);
    }
    // Requests that arrived within requestDuration before a process on the path exited are cut.
    if settings.request_ms > 0 {
        let served: Vec<(u64, u64)> =
            windows.iter().filter(|w| w.kind == TrafficKind::Served).map(|w| (w.start_ms, w.end_ms)).collect();
        for (exit, container) in &exits {
            let span = [(exit.saturating_sub(settings.request_ms), *exit)];
            for (start, end) in intersect(&served, &span) {
                let seconds = crate::duration::format_ms(settings.request_ms, crate::duration::Style::Exact);
                windows.push(TrafficWindow {
                    start_ms: start,
                    end_ms: end,
                    kind: TrafficKind::Cut,
                    why: Why {
                        text: crate::text!(
                            "{container} exits at {exit_s} while requests accepted in the last {seconds} (a request takes {seconds}) are still in flight: they are cut off",
                            "{container} 在 {exit_s} 退出，而最后 {seconds} 内接受的请求（每个请求需要 {seconds}）仍在处理中：它们被中断",
                            exit_s = crate::duration::format_ms(*exit, crate::duration::Style::Exact)
                        ),
                        rule: "app: in-flight requests end with the process",
                    },
                });
            }
        }
        // A deregistered target keeps its connections for the deregistration delay only: longer
        // requests accepted just before are closed by the load balancer. // ELBv2: deregistration delay
        let delay = settings.load_balancer.map(|b| b.deregistration_delay_ms);
        for change in routing.iter().filter(|c| c.cause == RoutingCause::Deregistered) {
            let Some(delay) = delay.filter(|delay| settings.request_ms > *delay) else { continue };
            let closed = change.t_ms.saturating_add(delay);
            let span = [(closed.saturating_sub(settings.request_ms), change.t_ms)];
            for (start, end) in intersect(&served, &span) {
                let at = crate::duration::format_ms(closed, crate::duration::Style::Exact);
                windows.push(TrafficWindow {
                    start_ms: start,
                    end_ms: end,
                    kind: TrafficKind::Cut,
                    why: Why {
                        text: crate::text!(
                            "the load balancer closes the draining target's connections at {at}, its deregistration delay after the target was deregistered: longer requests are cut off",
                            "负载均衡器在 {at} 关闭正在排空的目标的连接（注销后经过注销延迟）：更长的请求被中断"
                        ),
                        rule: "ELBv2 target group: deregistration_delay.timeout_seconds",
                    },
                });
            }
        }
        windows.sort_by_key(|w| (w.start_ms, w.kind));
    }
    Traffic { path, routing, accepting, windows, end_ms }
}

/// Assumed time from a Pod update to the node's rules besides batching and the sync period.
pub const DEFAULT_PROGRAMMING_LATENCY_MS: u64 = 1_000;
