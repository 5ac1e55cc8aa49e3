//! The Events lane through the door: an event the API server aggregates is drawn at each
//! instant it fired, not once at its first.

use crate::session::{Session, Settings};
use crate::version::KubeVersion;
use crate::view::timeline::{LaneKind, MarkerKind};

/// A Pod with no room until two other Pods leave: the first leaving frees too little, so the
/// scheduler's second try fails as the first did, and the second leaving lets it in.
const TWO_TRIES: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 200m}}}\n---\nkind: Scenario\ntiming: ideal\nnode:\n  allocatable: {cpu: '2'}\n  systemPods: false\n  pods:\n  - {name: batch, requests: {cpu: 1850m}}\n  - {name: cache, requests: {cpu: 100m}}\nactions:\n- {at: 60s, do: podLeaves, name: cache}\n- {at: 120s, do: podLeaves, name: batch}\n";

#[test]
fn a_repeated_event_has_a_marker_at_each_occurrence_with_its_count_so_far() {
    let session = Session::new(TWO_TRIES, "", Settings::new(KubeVersion::DEFAULT));
    let aggregated = session.run().and_then(|run| run.events.iter().find(|e| e.reason == "FailedScheduling"));
    let occurrences = aggregated.map(|event| (event.count, event.occurrences.clone()));
    let Some((2, times)) = occurrences else { panic!("FailedScheduling twice: {occurrences:?}") };
    let model = session.timeline().expect("a timeline");
    let lane = model.lanes.iter().find(|lane| lane.kind == LaneKind::Events).expect("an Events lane");
    let failed: Vec<(u64, MarkerKind, &str)> = lane
        .markers
        .iter()
        .filter(|marker| marker.label == "FailedScheduling")
        .map(|marker| (marker.at_ms, marker.kind, marker.why.en.as_str()))
        .collect();
    let message = "0/1 nodes are available: 1 Insufficient cpu. preemption: 0/1 nodes are available: 1 No preemption victims found for incoming pod.";
    let second = format!("{message} (x2 over {}s)", times[1] / 1_000);
    assert_eq!(failed, [(times[0], MarkerKind::Warning, message), (times[1], MarkerKind::Warning, second.as_str())]);
    assert!(times[1] >= 60_000 && times[1] < 120_000, "the second try follows the first Pod leaving: {times:?}");
    assert!(lane.markers.windows(2).all(|pair| pair[0].at_ms <= pair[1].at_ms), "markers in time order");
    assert!(lane.markers.iter().any(|marker| marker.label == "Scheduled" && marker.at_ms >= 120_000));
}

/// A readiness probe that fails every second for an hour.
const FAILING_EVERY_SECOND: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    readinessProbe: {httpGet: {path: /ready, port: 8080}, periodSeconds: 1}\n---\nkind: Scenario\ntiming: ideal\nuntil: 1h\nfaults:\n- {at: 5s, until: 1h, container: app, probe: readiness}\n";

#[test]
fn occurrences_closer_than_a_point_of_the_drawing_share_a_marker_that_counts_them() {
    let session = Session::new(FAILING_EVERY_SECOND, "", Settings::new(KubeVersion::DEFAULT));
    let run = session.run().expect("a run");
    let event = run.events.iter().find(|e| e.reason == "Unhealthy").expect("Unhealthy events");
    let model = session.timeline().expect("a timeline");
    let lane = model.lanes.iter().find(|lane| lane.kind == LaneKind::Events).expect("an Events lane");
    let unhealthy: Vec<_> = lane.markers.iter().filter(|marker| marker.label.starts_with("Unhealthy")).collect();
    // One a second for an hour, drawn at most once per 1/2000 of the run (1.8 s).
    assert!(event.occurrences.len() > 3_000, "{} occurrences", event.occurrences.len());
    assert!(unhealthy.len() > 1_000 && unhealthy.len() <= 2_000, "{} markers", unhealthy.len());
    let gap = run.end_ms / 2_000;
    assert!(unhealthy.windows(2).all(|pair| pair[1].at_ms >= pair[0].at_ms + gap), "at least {gap} ms apart");
    // The last marker counts every occurrence before it, those it stands for included.
    let last = unhealthy.last().expect("a marker");
    let seen = event.occurrences.iter().filter(|at| **at <= last.at_ms).count();
    assert!(last.why.en.contains(&format!("(x{seen} over ")), "{}", last.why.en);
}

/// A container that exits at once, run on the ideal clock: it starts, exits and starts again
/// within the first millisecond.
const EXITS_AT_ONCE: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: loop}\nspec:\n  containers:\n  - {name: c0, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\n";

#[test]
fn markers_at_one_instant_each_say_the_why_of_their_own_change() {
    let session = Session::new(EXITS_AT_ONCE, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let lane = model.lanes.iter().find(|lane| lane.title == "c0").expect("the container's lane");
    let at_zero: Vec<(MarkerKind, &str, &str)> = lane
        .markers
        .iter()
        .filter(|marker| marker.at_ms == 0)
        .map(|marker| (marker.kind, marker.label.as_str(), marker.why.en.as_str()))
        .collect();
    let exited = "the process exited with code 1 (container runtime)";
    let restarted = "`c0` is restarted: restartPolicy Always (kubelet: ShouldContainerBeRestarted)";
    assert_eq!(
        at_zero,
        [
            (MarkerKind::Event, "exit code 1", exited),
            (MarkerKind::Restart, "Started", restarted),
            (MarkerKind::Event, "exit code 1", exited)
        ]
    );
}
