//! `podsim share` and `podsim open` through the built binary: the bytes that go in come back out.

use std::path::{Path, PathBuf};
mod support;

use std::process::Output;

use support::podsim;

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../podsim/tests/data/share");

/// A fresh scratch folder for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("podsim-share-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

fn link_of(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    let link = String::from_utf8(output.stdout.clone()).expect("UTF-8 link");
    link.strip_suffix('\n').expect("the link ends with one newline").to_owned()
}

#[test]
fn share_then_open_gives_back_the_same_bytes() {
    let dir = scratch("round-trip");
    let yaml = "apiVersion: v1\r\nkind: Pod\r\nmetadata:\r\n  name: \"café ☕\"\t\r\n  trailing:   ";
    let scenario = "actions:\n  - {at: 60s, do: delete}\n\n";
    std::fs::write(dir.join("pod.yaml"), yaml).expect("write pod");
    std::fs::write(dir.join("scenario.yaml"), scenario).expect("write scenario");
    let (pod, scenario_file) = (dir.join("pod.yaml"), dir.join("scenario.yaml"));
    let args = ["share", text(&pod), "--scenario", text(&scenario_file), "--seed", "9"];
    let link = link_of(&podsim(&args, b""));
    assert!(link.starts_with(concat!("http://127.0.0.1:8080/?app=", env!("CARGO_PKG_VERSION"), "#1.")), "{link}");
    let out = dir.join("out.scenario");
    let opened = podsim(&["open", &link, "--scenario-out", text(&out)], b"");
    assert_eq!(opened.status.code(), Some(0));
    assert_eq!(opened.stdout, yaml.as_bytes(), "no newline added, nothing changed");
    assert_eq!(std::fs::read(&out).expect("scenario written"), scenario.as_bytes());
}

#[test]
fn share_writes_the_released_golden_link() {
    let yaml = format!("{GOLDEN}/v1-crlf-empty-scenario.yaml");
    let scenario = format!("{GOLDEN}/v1-crlf-empty-scenario.scenario");
    let args =
        ["share", &yaml, "--scenario", &scenario, "--k8s", "1.33", "--timing", "ideal", "--seed", "7", "--at", "1.5s"];
    let golden = std::fs::read_to_string(format!("{GOLDEN}/v1-crlf-empty-scenario.link")).expect("golden link");
    // The fragment is frozen byte for byte; the query also names the release that made the link.
    let (golden_before, golden_fragment) = golden.trim_end().split_once('#').expect("golden has a fragment");
    let made = link_of(&podsim(&args, b""));
    let (before, fragment) = made.split_once('#').expect("link has a fragment");
    assert_eq!(fragment, golden_fragment);
    assert_eq!(before, format!("{golden_before}&app={}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn open_reads_hand_made_links_and_stdin() {
    let link = std::fs::read_to_string(format!("{GOLDEN}/y-handmade.link")).expect("golden link");
    let expected = std::fs::read(format!("{GOLDEN}/y-handmade.yaml")).expect("golden yaml");
    assert_eq!(podsim(&["open", link.trim_end()], b"").stdout, expected);
    assert_eq!(podsim(&["open", "-"], link.as_bytes()).stdout, expected);
}

#[test]
fn share_reads_stdin_and_honours_base_timing_and_view() {
    let link = link_of(&podsim(
        &["share", "-", "--base", "https://example.org/p/?old=1", "--timing", "ideal", "--view", "timeline"],
        b"kind: Pod\n",
    ));
    let made_by = concat!("https://example.org/p/?view=timeline&app=", env!("CARGO_PKG_VERSION"), "#1.");
    assert!(link.starts_with(made_by), "{link}");
    let json = podsim(&["open", &link, "--json"], b"");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("open --json prints JSON");
    assert_eq!(value["timing"], "ideal");
    assert_eq!(value["yaml"], "kind: Pod\n");
    assert_eq!(value["settings"]["view"], "timeline");
    assert_eq!(value["settings"]["app"], env!("CARGO_PKG_VERSION"));
    assert_eq!(value["scenario"], serde_json::Value::Null);
}

#[test]
fn damaged_links_and_bad_options_are_reported() {
    let opened = podsim(&["open", "http://127.0.0.1:8080/#1.AAAA"], b"");
    assert_eq!(opened.status.code(), Some(1));
    assert!(opened.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&opened.stderr);
    assert!(stderr.contains("this link is damaged"), "{stderr}");
    let bad = podsim(&["share", "-", "--timing", "fast"], b"kind: Pod\n");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("expected ideal or realistic"));
    let huge = format!("kind: Pod\n#{}\n", "x".repeat(3 * 1024 * 1024));
    let refused = podsim(&["share", "-"], huge.as_bytes());
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("larger than a share link may carry (2048 KiB)"));
    let missing = podsim(&["open", "http://127.0.0.1:8080/#1.AAAA", "--scenario-out"], b"");
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn an_unknown_view_is_refused_with_the_list_of_views() {
    let example = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../static/examples/lifecycle-demo.yaml");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_podsim"))
        .args(["share", "--view", "bogus"])
        .arg(&example)
        .output()
        .unwrap_or_else(|error| panic!("cannot run podsim: {error}"));
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("timeline, table, analysis, compare"), "{stderr}");
}

#[test]
fn feature_gates_travel_in_the_link_and_come_back_from_open() {
    let dir = scratch("gates");
    let pod = dir.join("pod.yaml");
    std::fs::write(&pod, "kind: Pod\nspec:\n  containers: [{name: a, image: x}]\n").expect("write pod");
    let args = [
        "share",
        text(&pod),
        "--k8s",
        "1.35",
        "--feature-gates",
        "ContainerStopSignals=true,ContainerRestartRules=false",
    ];
    let link = link_of(&podsim(&args, b""));
    assert!(
        link.starts_with(concat!(
            "http://127.0.0.1:8080/?gates=ContainerStopSignals=true,ContainerRestartRules=false&app=",
            env!("CARGO_PKG_VERSION"),
            "#1."
        )),
        "{link}"
    );
    let opened = podsim(&["open", &link, "--json"], b"");
    let json: serde_json::Value = serde_json::from_slice(&opened.stdout).expect("JSON");
    assert_eq!(json["settings"]["gates"], "ContainerStopSignals=true,ContainerRestartRules=false");

    // A gate 1.34 does not know is refused before any link is made, in kube-apiserver's words.
    let refused = podsim(
        &["share", text(&pod), "--k8s", "1.34", "--feature-gates", "RestartAllContainersOnContainerExits=true"],
        b"",
    );
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&refused.stderr),
        "podsim: invalid argument \"RestartAllContainersOnContainerExits=true\" for \"--feature-gates\" flag: \
         unrecognized feature gate: RestartAllContainersOnContainerExits\n"
    );
}
