//! The timeline's stepping and time field: steps land on events, typed times are read as a user
//! means them. (The time scale is the core's, tested in `view/timeline/scale.rs`.)

use std::rc::Rc;

use podsim::{KubeVersion, Session, Settings, TimelineModel, Timing};
use podsim_web::timeline::scale::format_ms;
use podsim_web::timeline::{parse_time, step};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn steps_go_to_the_neighbouring_event() {
    let times = [0, 1_500, 4_000, 9_000];
    assert_eq!(step(&times, 0, true, 20_000), 1_500);
    assert_eq!(step(&times, 2_000, true, 20_000), 4_000);
    assert_eq!(step(&times, 9_000, true, 20_000), 20_000, "after the last event: the end");
    assert_eq!(step(&times, 4_000, false, 20_000), 1_500);
    assert_eq!(step(&times, 0, false, 20_000), 0);
}

#[wasm_bindgen_test]
fn typed_times_and_labels() {
    assert_eq!(parse_time("45"), Some(45_000));
    assert_eq!(parse_time("45s"), Some(45_000));
    assert_eq!(parse_time("1m30s"), Some(90_000));
    assert_eq!(parse_time("1.5s"), Some(1_500));
    assert_eq!(parse_time("2m"), Some(120_000));
    assert_eq!(parse_time("soon"), None);
    // What the box shows for an instant reads back to that instant, to the millisecond.
    for ms in [0, 4_050, 12_345, 75_000, 3_600_001] {
        assert_eq!(parse_time(&podsim_web::timeline::scale::format_ms(ms)), Some(ms), "{ms} ms");
    }
    assert_eq!(parse_time("-3"), None);
    assert_eq!(format_ms(75_000), "1m15s");
    assert_eq!(format_ms(4_500), "4.5s");
    assert_eq!(format_ms(0), "0s");
}

#[wasm_bindgen_test]
fn each_condition_row_explains_itself_not_the_pod_phase() {
    use podsim::LaneKind;
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n";
    let model = session(yaml, Timing::Realistic).timeline().expect("a timeline");
    let pod = model.lanes.iter().find(|lane| lane.kind == LaneKind::Pod).expect("a Pod lane");
    let conditions: Vec<_> = model.lanes.iter().filter(|lane| lane.kind == LaneKind::Condition).collect();
    assert!(!conditions.is_empty(), "condition lanes are drawn");
    let mut shared_instants = 0;
    for lane in conditions {
        for bar in &lane.bars {
            let pod_why = pod.bars.iter().find(|b| b.start_ms == bar.start_ms).map(|b| b.why.en.as_str());
            shared_instants += usize::from(pod_why.is_some_and(|why| !why.is_empty()));
            if !bar.why.is_empty() {
                assert_ne!(Some(bar.why.en.as_str()), pod_why, "{} {} repeats the Pod's why", lane.title, bar.label);
            }
            // A True PodScheduled carries no reason: its row says what binding means instead.
            if bar.label == "True" && lane.title == "PodScheduled" {
                assert!(bar.why.en.starts_with("the scheduler bound the Pod to a node"), "{}", bar.why.en);
            }
        }
    }
    assert!(shared_instants > 0, "some condition changes with an explained Pod change");
}

#[wasm_bindgen_test]
fn only_a_run_that_settled_is_drawn_past_its_end() {
    let model_of = |yaml: &str| {
        let session = session(yaml, Timing::Realistic);
        (session.run().expect("a run").end_ms, session.timeline().expect("a timeline").end_ms)
    };
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  restartPolicy: Never\n  containers:\n";
    // Finishes: nothing more can happen, so the final state is drawn a little longer.
    let (end, drawn) = model_of(&format!("{pod}  - {{name: job, image: busybox, command: [sh, -c, 'exit 0']}}\n"));
    assert!(drawn > end, "{drawn} > {end}");
    // Crash-loops until the horizon: what comes after it is unknown, so the drawing stops there.
    let looping = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\ntiming: ideal\nuntil: 10m\n";
    let (end, drawn) = model_of(looping);
    assert_eq!((end, drawn), (600_000, 600_000));
}

#[wasm_bindgen_test]
fn the_playhead_says_something_at_both_ends() {
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\nuntil: 2m\n";
    let model = session(yaml, Timing::Realistic).timeline().expect("a timeline");
    let start = podsim_web::timeline::spoken_value(&model, 0);
    assert_eq!(start, "0s: Pod Pending", "before the kubelet's first report");
    let end = podsim_web::timeline::spoken_value(&model, model.end_ms);
    assert!(end.starts_with("2m: Pod ") && end.contains("; app "), "{end}");
}

#[wasm_bindgen_test]
fn long_lane_titles_are_cut_to_the_title_column() {
    use podsim_web::timeline::fitted_title;
    assert_eq!(fitted_title("app"), "app");
    assert_eq!(fitted_title("ContainersReady"), "ContainersReady");
    assert_eq!(fitted_title("PodReadyToStartContainers"), "PodReadyToStartCo…");
    assert_eq!(fitted_title("PodReadyToStartContainers").chars().count(), 18);
}

/// The page's door into the core over `yaml` (a Pod, maybe a scenario after it).
fn session(yaml: &str, timing: Timing) -> Session {
    Session::new(yaml, "", Settings { timing, ..Settings::new(KubeVersion::default()) })
}

fn ideal_model(yaml: &str) -> (u64, Rc<TimelineModel>) {
    let session = session(yaml, Timing::Ideal);
    (session.run().expect("a run").end_ms, session.timeline().expect("a timeline"))
}

#[wasm_bindgen_test]
fn a_bar_explains_the_change_that_began_it_when_several_share_an_instant() {
    // Ideal timing: the init container starts and exits at 0 s, and the Pod is Pending, then
    // Running, within the same instant.
    let (_, model) = ideal_model(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: prep, image: busybox, command: [sh, -c, 'echo ok']}\n  containers:\n  - {name: app, image: nginx:1.27}\n",
    );
    let lane = |title: &str| model.lanes.iter().find(|l| l.title == title).expect(title);
    let completed = lane("prep").bars.iter().find(|b| b.label.starts_with("Completed")).expect("a Completed bar");
    assert!(completed.why.en.contains("exit"), "{}", completed.why.en);
    let running = lane("Pod").bars.iter().find(|b| b.label == "Running").expect("a Running bar");
    // The Running phase's own why, not the Pending one of the same instant.
    assert!(!running.why.en.contains("has not finished"), "{}", running.why.en);
    assert!(running.why.en.contains("at least one container is running"), "{}", running.why.en);
}

#[wasm_bindgen_test]
fn only_the_last_bar_of_a_lane_is_drawn_past_a_settled_end() {
    let (end, model) = ideal_model(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: j}\nspec:\n  restartPolicy: Never\n  initContainers:\n  - {name: proxy, image: envoyproxy/envoy:v1.32, restartPolicy: Always}\n  containers:\n  - {name: job, image: busybox, command: [sh, -c, 'sleep 5']}\n",
    );
    assert!(model.end_ms > end, "a settled run is drawn on");
    for lane in &model.lanes {
        let last_start = lane.bars.iter().map(|b| b.start_ms).max().unwrap_or(0);
        for bar in &lane.bars {
            if bar.end_ms > end {
                assert_eq!(bar.start_ms, last_start, "{}: {} ends past the run but is not last", lane.title, bar.label);
            }
        }
        for bar in &lane.sub_bars {
            assert!(bar.end_ms <= end, "{}: sub-bar {} is drawn past the run", lane.title, bar.label);
        }
    }
}

#[wasm_bindgen_test]
fn the_keyboard_moves_the_pick_along_a_lane_and_between_lanes_at_the_same_instant() {
    use podsim::LaneKind;
    use podsim_web::timeline::{Pick, navigate};
    let yaml = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  initContainers:\n  - {name: init, image: busybox:1.36, command: [sh, -c, 'sleep 5']}\n  containers:\n  - name: app\n    image: nginx:1.27\n";
    let (_, model) = ideal_model(yaml);
    let time = |pick: Option<Pick>| match pick {
        Some(Pick::Bar(lane, i)) => model.lanes[lane].bars[i].start_ms,
        Some(Pick::SubBar(lane, i)) => model.lanes[lane].sub_bars[i].start_ms,
        Some(Pick::Marker(lane, i)) => model.lanes[lane].markers[i].at_ms,
        None => u64::MAX,
    };
    // Not a timeline key: left to the page.
    assert_eq!(navigate(&model, None, "a", 0), None);
    // The first move picks the first lane's item at the playhead.
    let first = navigate(&model, None, "ArrowRight", 0).flatten();
    assert!(matches!(first, Some(Pick::Bar(0, _) | Pick::Marker(0, _))), "{first:?}");
    // Right walks the lane forward in time; End and Home reach its ends; Left goes back.
    let next = navigate(&model, first, "ArrowRight", 0).flatten();
    assert!(time(next) >= time(first));
    let last = navigate(&model, first, "End", 0).flatten();
    let back = navigate(&model, last, "ArrowLeft", 0).flatten();
    assert!(time(back) <= time(last));
    assert_eq!(navigate(&model, last, "Home", 0).flatten(), first);
    // Down goes to the next lane with something in it, to what it shows at the same instant.
    let app = model.lanes.iter().position(|lane| lane.title == "app").expect("the app's lane");
    let init = model.lanes.iter().position(|lane| lane.title == "init").expect("the init lane");
    let app_bar = model.lanes[app].bars.len() - 1;
    let started = model.lanes[app].bars[app_bar].start_ms;
    let up = navigate(&model, Some(Pick::Bar(app, app_bar)), "ArrowUp", 0).flatten();
    let above = model.lanes[..app].iter().rposition(|l| !l.bars.is_empty() || !l.markers.is_empty());
    assert!(matches!(up, Some(Pick::Bar(lane, _) | Pick::Marker(lane, _)) if Some(lane) == above), "{up:?}");
    assert!(time(up) <= started, "the item above shows the same instant or what began before it");
    assert!(matches!(model.lanes[init].kind, LaneKind::Container(_)));
    // A thin bar (the grace period after SIGTERM) is on the way along its lane, after the bar
    // that begins at its instant.
    let deleted = ideal_model(&format!("{yaml}---\nkind: Scenario\nactions:\n- {{at: 10s, do: delete}}\n")).1;
    let app = deleted.lanes.iter().position(|lane| lane.title == "app").expect("the app's lane");
    let grace = deleted.lanes[app].sub_bars.iter().position(|bar| bar.label == "grace").expect("a grace period");
    let mut pick = navigate(&deleted, None, "ArrowRight", 0).flatten();
    for _ in 0..40 {
        if pick.is_some_and(|p| p.lane() == app) {
            break;
        }
        pick = navigate(&deleted, pick, "ArrowDown", 0).flatten();
    }
    let mut seen = Vec::new();
    for _ in 0..40 {
        seen.push(pick);
        pick = navigate(&deleted, pick, "ArrowRight", 0).flatten();
    }
    assert!(seen.contains(&Some(Pick::SubBar(app, grace))), "{seen:?}");
    // Escape lets go; with nothing picked it is not the timeline's key.
    assert_eq!(navigate(&model, up, "Escape", 0), Some(None));
    assert_eq!(navigate(&model, None, "Escape", 0), None);
}
