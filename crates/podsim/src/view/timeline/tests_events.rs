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
