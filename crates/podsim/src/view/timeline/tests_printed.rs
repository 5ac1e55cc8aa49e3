//! The whys of printed bars through the door: the Pod lane's STATUS says which printPod rule
//! chose its text, and a condition that carries no reason says what its value means.

use crate::session::{Session, Settings};
use crate::version::KubeVersion;
use crate::view::timeline::{Lane, LaneKind};

/// Two init containers before the app; the second runs for a while.
const TWO_INITS: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  initContainers:\n  - {name: migrate, image: busybox:1.36, command: ['sh', '-c', 'sleep 2']}\n  - {name: warm-cache, image: busybox:1.36, command: ['sh', '-c', 'sleep 5']}\n  containers:\n  - {name: app, image: nginx:1.27}\n";

fn why_of<'l>(lanes: &'l [Lane], title: &str, label: &str) -> &'l str {
    let lane = lanes.iter().find(|lane| lane.title == title).unwrap_or_else(|| panic!("a {title} lane"));
    let bar = lane.bars.iter().find(|bar| bar.label == label).unwrap_or_else(|| panic!("a {label} bar on {title}"));
    bar.why.en.as_str()
}

#[test]
fn the_pod_lanes_init_progress_names_the_next_init_container_and_the_printing_rule() {
    let session = Session::new(TWO_INITS, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    assert_eq!(model.lanes.first().map(|lane| lane.kind), Some(LaneKind::Pod));
    assert_eq!(
        why_of(&model.lanes, "Pod", "Init:1/2"),
        "1 of 2 init containers are done (exited 0, or started for a sidecar); `warm-cache` is next (API server: printPod)"
    );
    // The first STATUS is not the phase (Pending) either: the printing rule explains it too.
    assert_eq!(
        why_of(&model.lanes, "Pod", "Init:0/2"),
        "0 of 2 init containers are done (exited 0, or started for a sidecar); `migrate` is next (API server: printPod)"
    );
    let running = why_of(&model.lanes, "Pod", "Running");
    assert!(!running.contains("printPod"), "a STATUS that is the phase keeps the phase's own why: {running}");
    let initializing = why_of(&model.lanes, "Pod", "PodInitializing");
    assert!(initializing.starts_with("`app` waits with reason PodInitializing"), "{initializing}");
    let zh = model.lanes[0].bars.iter().find(|bar| bar.label == "Init:1/2").map(|bar| bar.why.zh.as_str());
    assert_eq!(
        zh,
        Some("2 个 init 容器中已完成 1 个（退出码为 0，边车则为已启动）；下一个是 `warm-cache` (API server: printPod)")
    );
}

#[test]
fn a_condition_without_a_reason_says_what_its_value_means_and_whose_rule_it_is() {
    let session = Session::new(TWO_INITS, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let sandbox = why_of(&model.lanes, "PodReadyToStartContainers", "True");
    assert!(sandbox.ends_with("(kubelet: GeneratePodReadyToStartContainersCondition)"), "{sandbox}");
    let initialized = why_of(&model.lanes, "Initialized", "True");
    assert!(initialized.ends_with("(kubelet: GeneratePodInitializedCondition)"), "{initialized}");
    // A False Initialized carries its own reason and message, which stay the why.
    let waiting = why_of(&model.lanes, "Initialized", "False");
    assert!(
        waiting.starts_with("ContainersNotInitialized: containers with incomplete status: [migrate warm-cache]"),
        "{waiting}"
    );
}

#[test]
fn a_crash_loop_that_begins_at_once_is_explained_by_its_waiting_container() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: loop}\nspec:\n  containers:\n  - {name: c0, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\n";
    let session = Session::new(pod, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let pod_lane = model.lanes.first().expect("the Pod lane");
    let first = pod_lane.bars.first().map(|bar| (bar.start_ms, bar.label.as_str(), bar.why.en.as_str()));
    // The phase is Running from the first millisecond, but STATUS shows the waiting container.
    let (start, label, why) = first.expect("a first bar");
    assert_eq!((start, label), (0, "CrashLoopBackOff"));
    assert!(
        why.starts_with("`c0` waits with reason CrashLoopBackOff") && why.ends_with("(API server: printPod)"),
        "{why}"
    );
}

/// A Deployment's Pod behind a Service, deleted at 60 s; nginx exits at SIGTERM at once.
const DELETED_AT_ONCE: &str = include_str!("../../../../../static/examples/traffic-scale-down-no-prestop.yaml");

#[test]
fn a_terminating_status_that_lasts_no_time_is_explained_by_its_own_state_and_the_delete_by_the_api_server() {
    let session = Session::new(DELETED_AT_ONCE, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let pod = &model.lanes[0];
    // The delete and the exit share the instant: Terminating, then Completed, within 1 ms.
    let terminating = pod.bars.iter().find(|bar| bar.label == "Terminating").expect("a Terminating bar");
    assert_eq!((terminating.start_ms, terminating.end_ms), (60_000, 60_000));
    assert!(terminating.why.en.starts_with("the Pod has a deletionTimestamp"), "{}", terminating.why.en);
    assert_eq!(
        terminating.state,
        crate::view::timeline::BarState::PhaseRunning,
        "the phase of the state that printed it"
    );
    let delete = pod.markers.iter().find(|marker| marker.label.starts_with("delete")).expect("the delete's marker");
    assert_eq!(
        delete.why.en,
        "the API server sets deletionTimestamp to 1m30.0s: now plus the Pod's terminationGracePeriodSeconds (30 s); \
         STATUS is Terminating and the kubelet starts stopping the containers within that budget \
         (apiserver: BeforeDelete (rest/delete.go))"
    );
}

#[test]
fn every_thin_bar_says_why_and_its_tooltip_says_it_too() {
    let session = Session::new(DELETED_AT_ONCE, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let subs: Vec<(&str, &str)> = model
        .lanes
        .iter()
        .flat_map(|lane| &lane.sub_bars)
        .map(|bar| (bar.label.as_str(), bar.why.en.as_str()))
        .collect();
    assert_eq!(subs.len(), 3, "the pull, the grace period and the cut requests: {subs:?}");
    assert!(subs.iter().all(|(_, why)| !why.is_empty()), "{subs:?}");
    assert!(subs[0].1.starts_with("`nginx` waits: the kubelet is pulling its image `nginx:1.27`"), "{subs:?}");
    assert!(subs[1].1.starts_with("SIGTERM; the process handles it"), "{subs:?}");
    let options = crate::view::timeline::LayoutOptions { axis_width: 900.0, compress: true, lang: crate::Lang::En };
    let layout = session.timeline_layout(&options).expect("a layout");
    let cut = layout.lanes.iter().flat_map(|lane| &lane.sub_bars).find(|bar| bar.label == "cut").expect("the cut bar");
    assert!(
        cut.title.starts_with("59.7s → 1m: cut\nService web (line 4): nginx exits at 1m while requests"),
        "{}",
        cut.title
    );
}

#[test]
fn a_condition_bar_lists_the_messages_it_goes_through_while_its_value_stays() {
    // The sidecar turns ready before the Job's container starts; after the container exits, the
    // sidecar is stopped and the Pod completes.
    let job = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: myjob}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      initContainers:\n      - {name: logshipper, image: alpine:latest, restartPolicy: Always, command: [sh, -c, 'tail -F /opt/logs.txt']}\n      containers:\n      - {name: myjob, image: alpine:latest, command: [sh, -c, 'sleep 30']}\n";
    let session = Session::new(job, "", Settings::new(KubeVersion::DEFAULT));
    let model = session.timeline().expect("a timeline");
    let ready = model.lanes.iter().find(|lane| lane.title == "Ready").expect("the Ready lane");
    let said = |bar: usize| -> Vec<String> {
        ready.bars.get(bar).map(|bar| bar.why.en.split("; ").map(str::to_owned).collect()).unwrap_or_default()
    };
    let first = said(0);
    assert_eq!(first.len(), 2, "{first:?}");
    assert_eq!(first[0], "ContainersNotReady: containers with unready status: [logshipper myjob]");
    assert!(
        first[1].starts_with("from ")
            && first[1].ends_with(": ContainersNotReady: containers with unready status: [myjob]"),
        "{first:?}"
    );
    // The last bar lasts to the run's end: it also says the state recorded at that instant.
    let last = said(ready.bars.len() - 1);
    assert_eq!(last.len(), 2, "{last:?}");
    assert!(last[1].starts_with("from ") && last[1].ends_with(": PodCompleted"), "{last:?}");
}
