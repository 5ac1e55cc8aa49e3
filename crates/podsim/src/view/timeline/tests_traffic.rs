//! The traffic lane through the door: its bars are the windows, with the Service said in the why.

use crate::session::{Session, Settings};
use crate::version::KubeVersion;
use crate::view::timeline::{BarState, LaneKind};

#[test]
fn the_timeline_gains_a_traffic_lane_with_the_refused_window_and_the_assumed_service_said() {
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: web, labels: {app: web}}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    ports: [{containerPort: 80}]\n---\nkind: Scenario\ntiming: ideal\ntraffic: {programmingLatency: 2s}\nactions:\n- {at: 30s, do: delete}\n";
    let session = Session::new(text, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let lane = model.lanes.iter().find(|lane| lane.kind == LaneKind::Traffic).expect("a traffic lane");
    assert_eq!(lane.title, "Traffic (assumed)");
    let bars: Vec<(u64, u64, BarState)> = lane.bars.iter().map(|b| (b.start_ms, b.end_ms, b.state)).collect();
    assert_eq!(
        bars,
        [
            (0, 2_000, BarState::TrafficIdle),
            (2_000, 30_000, BarState::TrafficServed),
            (30_000, 32_000, BarState::TrafficRefused)
        ]
    );
    assert!(lane.bars.iter().all(|b| b.why.en.starts_with("Service web, assumed")), "{:?}", lane.bars);
    assert!(model.end_ms >= 32_000, "the drawing runs until the network has caught up");
    let plain =
        Session::new(&text.replace("    ports: [{containerPort: 80}]\n", ""), "", Settings::new(KubeVersion::DEFAULT));
    assert!(plain.timeline().is_some_and(|m| m.lanes.iter().all(|lane| lane.kind != LaneKind::Traffic)));
}
