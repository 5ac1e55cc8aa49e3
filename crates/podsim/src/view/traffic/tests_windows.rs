//! Traffic windows through the door: propagation against the moment the app stops accepting.

use crate::session::{Session, Settings};
use crate::version::KubeVersion;
use crate::view::traffic::TrafficKind;

use super::tests::{POD, SERVICE};

/// (start, end, kind) of every window, with the Pod deleted at 30 s under ideal timing.
fn windows(pod: &str, traffic: &str) -> Vec<(u64, u64, TrafficKind)> {
    let text = format!(
        "{SERVICE}{pod}---\nkind: Scenario\ntiming: ideal\ntraffic: {traffic}\nactions:\n- {{at: 30s, do: delete}}\n"
    );
    let session = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
    assert!(session.scenario_diagnostics().is_empty(), "{:?}", session.scenario_diagnostics());
    session
        .traffic()
        .map(|traffic| traffic.windows.iter().map(|w| (w.start_ms, w.end_ms, w.kind)).collect())
        .unwrap_or_default()
}

fn refused(windows: &[(u64, u64, TrafficKind)]) -> Vec<(u64, u64)> {
    windows.iter().filter(|w| w.2 == TrafficKind::Refused).map(|w| (w.0, w.1)).collect()
}

#[test]
fn without_pre_stop_connections_are_refused_until_the_endpoint_change_reaches_kube_proxy() {
    let windows = windows(POD, "{programmingLatency: 1s}");
    assert_eq!(windows.first(), Some(&(0, 1_000, TrafficKind::Idle)), "ready at once, routed 1 s later");
    assert_eq!(refused(&windows), [(30_000, 31_000)], "{windows:?}");
}

#[test]
fn the_batch_period_delays_the_routing_change() {
    // endpointslice: onPodUpdate queues the Service after --endpointslice-updates-batch-period.
    let windows = windows(POD, "{programmingLatency: 1s, batchPeriod: 2s}");
    assert_eq!(refused(&windows), [(30_000, 33_000)], "{windows:?}");
}

#[test]
fn a_pre_stop_sleep_longer_than_the_propagation_closes_the_window() {
    let pod = POD.replace("    ports:\n", "    lifecycle: {preStop: {sleep: {seconds: 5}}}\n    ports:\n");
    let windows = windows(&pod, "{programmingLatency: 1s}");
    assert!(refused(&windows).is_empty(), "{windows:?}");
    assert!(windows.contains(&(1_000, 31_000, TrafficKind::Served)), "{windows:?}");
}

#[test]
fn an_app_that_keeps_accepting_after_sigterm_closes_the_window_too() {
    let pod = POD.replace("image: nginx:1.27", DRAINING_APP);
    let windows = windows(&pod, "{programmingLatency: 1s, stopAccepting: 3s}");
    assert!(refused(&windows).is_empty(), "{windows:?}");
    let at_once = self::windows(&pod, "{programmingLatency: 1s}");
    assert_eq!(refused(&at_once), [(30_000, 31_000)], "{at_once:?}");
}

#[test]
fn a_single_endpoint_keeps_traffic_while_it_is_serving_and_terminating() {
    // kube-proxy: CategorizeEndpoints falls back to serving, terminating endpoints when no ready one is left.
    let pod = POD.replace("    ports:\n", "    lifecycle: {preStop: {sleep: {seconds: 5}}}\n    ports:\n");
    let windows = windows(&pod, "{programmingLatency: 1s, otherEndpoints: false}");
    assert_eq!(refused(&windows), [(35_000, 36_000)], "{windows:?}");
}

#[test]
fn requests_in_flight_when_the_process_exits_are_cut() {
    let windows = windows(POD, "{programmingLatency: 1s, requestDuration: 2s}");
    let cut: Vec<(u64, u64)> = windows.iter().filter(|w| w.2 == TrafficKind::Cut).map(|w| (w.0, w.1)).collect();
    assert_eq!(cut, [(28_000, 30_000)], "{windows:?}");
}

const DRAINING_APP: &str =
    "image: busybox:1.36\n    command: [sh, -c, \"trap 'sleep 10; exit 0' TERM; while true; do sleep 1; done\"]";

#[test]
fn a_proxy_container_that_exits_at_sigterm_refuses_while_the_app_behind_it_still_drains() {
    // A proxy written as a regular container gets SIGTERM with the app and exits at once.
    let legacy = POD
        .replace("image: nginx:1.27", DRAINING_APP)
        .replace("  containers:\n", "  containers:\n  - name: proxy\n    image: envoyproxy/envoy:v1.31.0\n");
    let traffic = "{programmingLatency: 1s, path: [proxy, app], stopAccepting: onExit, requestDuration: 2s}";
    let windows = windows(&legacy, traffic);
    assert_eq!(refused(&windows), [(30_000, 31_000)], "{windows:?}");
    assert!(windows.contains(&(28_000, 30_000, TrafficKind::Cut)), "{windows:?}");
    // As a native sidecar it is stopped only after the app has exited: the path holds.
    let native = POD.replace("image: nginx:1.27", DRAINING_APP).replace(
        "  containers:\n",
        "  initContainers:\n  - name: proxy\n    image: envoyproxy/envoy:v1.31.0\n    restartPolicy: Always\n  containers:\n",
    );
    let windows = self::windows(&native, traffic);
    assert!(refused(&windows).is_empty(), "{windows:?}");
    assert!(windows.iter().all(|w| w.2 != TrafficKind::Cut), "{windows:?}");
}

#[test]
fn a_load_balancer_routes_after_its_health_checks_and_stops_at_deregistration() {
    // ELBv2: initial until healthyThreshold checks pass (at 1 s and 11 s); deregistered when the
    // controller sees the endpoint change (1 s after the delete); nginx stopped at SIGTERM.
    let windows = windows(POD, "{programmingLatency: 1s, loadBalancer: {healthCheckInterval: 10s}}");
    assert_eq!(windows.first(), Some(&(0, 11_000, TrafficKind::Idle)), "{windows:?}");
    assert!(windows.contains(&(11_000, 30_000, TrafficKind::Served)), "{windows:?}");
    assert_eq!(refused(&windows), [(30_000, 31_000)], "{windows:?}");
    // With the default deregistration delay (300 s) only the process's exit cuts requests.
    let long =
        self::windows(POD, "{programmingLatency: 1s, requestDuration: 2s, loadBalancer: {healthCheckInterval: 10s}}");
    let cut: Vec<(u64, u64)> = long.iter().filter(|w| w.2 == TrafficKind::Cut).map(|w| (w.0, w.1)).collect();
    assert_eq!(cut, [(28_000, 30_000)], "{long:?}");
    // A deregistration delay shorter than a request closes the draining target's connections.
    let short = self::windows(
        POD,
        "{programmingLatency: 1s, requestDuration: 2s, loadBalancer: {healthCheckInterval: 10s, deregistrationDelay: 0s}}",
    );
    let cut: Vec<(u64, u64)> = short.iter().filter(|w| w.2 == TrafficKind::Cut).map(|w| (w.0, w.1)).collect();
    assert_eq!(cut, [(28_000, 30_000), (29_000, 30_000)], "{short:?}");
}

#[test]
fn every_endpoint_and_window_why_is_written_in_chinese_too() {
    let pod = POD.replace("image: nginx:1.27", DRAINING_APP);
    let scenarios = [
        "{programmingLatency: 1s, requestDuration: 2s}",
        "{programmingLatency: 1s, stopAccepting: 3s}",
        "{programmingLatency: 1s, requestDuration: 2s, loadBalancer: {deregistrationDelay: 0s}}",
    ];
    for traffic in scenarios {
        let text = format!(
            "{SERVICE}{pod}---\nkind: Scenario\ntiming: ideal\ntraffic: {traffic}\nactions:\n- {{at: 30s, do: delete}}\n"
        );
        let session = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
        let endpoint_whys = session.endpoints().unwrap_or_default().iter().map(|c| c.why.text.clone());
        let window_whys =
            session.traffic().map(|t| t.windows.clone()).unwrap_or_default().into_iter().map(|w| w.why.text);
        let texts: Vec<crate::lang::Text> = endpoint_whys.chain(window_whys).collect();
        assert!(texts.len() > 3, "{traffic}");
        for why in texts {
            assert!(why.zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)) && why.zh != why.en, "{why:?}");
        }
    }
}
