//! `podsim status` through the built binary: a pasted `kubectl get pod -o yaml` in, the phase,
//! conditions and `kubectl get` row out (text and `--json`), with the documented exit codes.

mod support;

use std::process::Output;

use support::podsim;

/// A Deployment pod whose native sidecar crash-loops while the app runs.
const SIDECAR_POD: &str = include_str!("../../podsim/src/status/testdata/sidecar_crashloop.yaml");

fn json_of(output: &Output) -> serde_json::Value {
    assert_eq!(output.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

#[test]
fn json_reports_phase_conditions_and_the_kubectl_row() {
    let output = podsim(&["status", "-", "--json", "--now", "2024-05-01T10:05:00Z"], SIDECAR_POD);
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        text.starts_with("{\n  \"phase\": \"Running\",\n  \"conditions\": [\n"),
        "keys in documented order: {text}"
    );
    let out = json_of(&output);
    assert_eq!(out["phase"], "Running");
    assert_eq!(
        out["kubectl"],
        serde_json::json!({
            "name": "web-7d4b9c-x2k4p",
            "ready": "1/2",
            "status": "Init:CrashLoopBackOff",
            "restarts": "5 (60s ago)",
            "age": "5m",
        })
    );
    let conditions = out["conditions"].as_array().expect("conditions is a list");
    let types: Vec<&str> = conditions.iter().filter_map(|c| c["type"].as_str()).collect();
    assert_eq!(types, ["PodReadyToStartContainers", "Initialized", "Ready", "ContainersReady", "PodScheduled"]);
    assert_eq!(
        conditions[2],
        serde_json::json!({
            "type": "Ready",
            "status": "False",
            "reason": "ContainersNotReady",
            "message": "containers with unready status: [proxy]",
        })
    );
    let keys: Vec<&String> = out.as_object().expect("an object").keys().collect();
    assert_eq!(keys.len(), 3, "only phase, conditions and kubectl: {keys:?}");
}

#[test]
fn now_accepts_unix_seconds_and_versions_change_conditions() {
    let out = json_of(&podsim(&["status", "-", "--json", "--now", "1714557960", "--k8s", "legacy"], SIDECAR_POD));
    assert_eq!(out["kubectl"]["age"], "6m");
    assert_eq!(out["kubectl"]["restarts"], "5 (2m ago)");
    let types: Vec<&str> =
        out["conditions"].as_array().into_iter().flatten().filter_map(|c| c["type"].as_str()).collect();
    assert!(!types.contains(&"PodReadyToStartContainers"), "{types:?}");
}

#[test]
fn text_mode_shows_the_row_and_describe_sections() {
    let output = podsim(&["status", "-", "--now", "2024-05-01T10:05:00Z"], SIDECAR_POD);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("web-7d4b9c-x2k4p   1/2     Init:CrashLoopBackOff   5 (60s ago)   5m"), "{text}");
    assert!(text.contains("      Reason:       CrashLoopBackOff\n"), "{text}");
    assert!(text.contains("Conditions:\n  Type                        Status\n"), "{text}");
}

/// After a node reboot: the init container finished, the sidecar restarted but has not started
/// yet, and the app's container is the one from before the reboot.
const AFTER_REBOOT: &str = "apiVersion: v1
kind: Pod
metadata: {name: rebooted, creationTimestamp: '2024-05-01T10:00:00Z'}
spec:
  initContainers:
  - {name: migrate, image: busybox}
  - {name: proxy, image: envoy, restartPolicy: Always}
  containers:
  - {name: app, image: nginx}
status:
  phase: Running
  initContainerStatuses:
  - {name: migrate, ready: true, restartCount: 0, state: {terminated: {exitCode: 0, reason: Completed}}}
  - {name: proxy, ready: false, started: false, restartCount: 1, state: {running: {startedAt: '2024-05-01T11:00:00Z'}}}
  containerStatuses:
  - {name: app, ready: false, restartCount: 0, state: {terminated: {exitCode: 255, reason: Unknown}}}
";

#[test]
fn text_mode_notes_what_only_the_kubelet_knows() {
    let output = podsim(&["status", "-", "--now", "2024-05-01T11:00:30Z"], AFTER_REBOOT);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("the phase depends on podHasInitialized"), "{text}");
    assert!(
        text.contains(
            "Running if a regular container of the current sandbox has run, Pending if the sandbox was re-created"
        ),
        "{text}"
    );
}

#[test]
fn exit_codes_follow_the_contract() {
    let manifest = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: app, image: nginx}]\n";
    assert_eq!(podsim(&["status", "-"], manifest).status.code(), Some(1), "no status is an input error");
    assert_eq!(podsim(&["status", "-"], "kind: Pod\nspec: [").status.code(), Some(1), "broken YAML");
    assert_eq!(podsim(&["status", "-", "--now", "yesterday"], SIDECAR_POD).status.code(), Some(2));
    assert_eq!(podsim(&["status", "/nonexistent/podsim/pod.yaml"], "").status.code(), Some(2));
}

#[test]
fn hostile_input_never_crashes_status() {
    let deep = format!("{}{}", "[".repeat(20_000), "]".repeat(20_000));
    let inputs = [
        String::new(),
        "kind: Pod\nstatus: 5\n".to_owned(),
        "kind: Pod\nmetadata: {creationTimestamp: 'yesterday'}\nstatus: {phase: 7, containerStatuses: [{name: a, restartCount: 99999999999999999999}]}\n".to_owned(),
        "kind: Pod\nspec: {containers: [{name: a}]}\nstatus: {containerStatuses: [{name: a, state: {terminated: {exitCode: 1, finishedAt: '9999-12-31T23:59:59Z'}}, restartCount: 9223372036854775807}]}\n".to_owned(),
        deep,
        "\u{feff}kind: Pod\r\nstatus:\r\n  phase: Running\r\n".to_owned(),
    ];
    for input in &inputs {
        for json in [false, true] {
            let mut args = vec!["status", "-", "--now", "0"];
            if json {
                args.push("--json");
            }
            let code = podsim(&args, input).status.code();
            assert!(matches!(code, Some(0..=2)), "exit {code:?} on {:?}", input.chars().take(60).collect::<String>());
        }
    }
}

#[test]
fn a_list_of_pods_names_the_ones_it_does_not_explain() {
    let pod = |name: &str| SIDECAR_POD.replace("web-7d4b9c-x2k4p", name).replace('\n', "\n  ");
    let list =
        format!("apiVersion: v1\nkind: List\nitems:\n- {}\n- {}\n", pod("first").trim_end(), pod("second").trim_end());
    let output = podsim(&["status", "-", "--now", "2024-05-01T10:05:00Z"], &list);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    assert!(String::from_utf8_lossy(&output.stdout).contains("first "), "the first item is explained");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("item 2 of the List (Pod \"second\") was ignored"), "{stderr}");
}

#[test]
fn an_object_saved_without_its_kind_is_explained_with_a_note() {
    let kindless = SIDECAR_POD.lines().filter(|line| !line.starts_with("kind:")).collect::<Vec<_>>().join("\n");
    let output = podsim(&["status", "-", "--now", "2024-05-01T10:05:00Z"], &kindless);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    assert!(String::from_utf8_lossy(&output.stdout).contains("Init:CrashLoopBackOff"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("-:") && stderr.contains(": note: kind not set; podsim reads the object as a Pod"),
        "{stderr}"
    );
}
