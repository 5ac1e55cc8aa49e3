//! `podsim simulate` through the built binary, without `--explain`, `--describe` or `--json`: the
//! timeline says what the cluster answered — the scheduler's `FailedScheduling` message, an action
//! the API server refused, a resize left pending — and a bad scenario action is refused at its line.

mod support;

use support::podsim;

/// A Pod asking for more cpu than a 2-CPU node has left after a 1500m batch Pod.
const TOO_BIG: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - {name: app, image: nginx:1.27, resources: {requests: {cpu: '1'}}}
---
kind: Scenario
until: 60s
node:
  allocatable: {cpu: '2'}
  systemPods: false
  pods:
  - {name: batch, requests: {cpu: 1500m}}
";

/// A running Pod whose scenario resizes it: a memory-limit decrease, then more cpu than the node has.
const RESIZED: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - name: app
    image: nginx:1.27
    resources:
      requests: {cpu: 250m, memory: 256Mi}
      limits: {cpu: 500m, memory: 512Mi}
---
kind: Scenario
until: 60s
node:
  allocatable: {cpu: '2'}
  systemPods: false
  pods:
  - {name: batch, requests: {cpu: 1500m}}
actions:
- {at: 20s, do: resize, container: app, limits: {memory: 300Mi}}
- {at: 30s, do: resize, container: app, requests: {cpu: 800m}, limits: {cpu: '1'}}
";

fn simulate(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let mut all = vec!["simulate", "-"];
    all.extend_from_slice(args);
    let output = podsim(&all, stdin);
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The timeline's lines of one kind, without their times.
fn lines_of(stdout: &str, kind: &str) -> Vec<String> {
    let marker = format!("  pod  {kind}  ");
    stdout.lines().filter_map(|line| line.split_once(&marker).map(|(_, rest)| rest.to_owned())).collect()
}

#[test]
fn a_pod_that_does_not_fit_shows_the_scheduler_s_message_on_the_plain_timeline() {
    // The batch Pod has the same priority: preemption finds no victim (it would fit an empty node).
    let preemption = "0/1 nodes are available: 1 No preemption victims found for incoming pod.";
    for version in ["1.33", "1.37"] {
        let (code, stdout, stderr) = simulate(&["--k8s", version, "--timing", "ideal"], TOO_BIG);
        assert_eq!(code, Some(0), "{stderr}");
        let failed = lines_of(&stdout, "FailedScheduling");
        assert_eq!(
            failed.first().map(String::as_str),
            Some(format!("(0/1 nodes are available: 1 Insufficient cpu. preemption: {preemption})").as_str()),
            "{version}: {stdout}"
        );
        assert!(!stdout.contains("why:"), "no whys without --explain: {stdout}");
    }
}

#[test]
fn a_refused_resize_shows_the_api_server_s_error_and_a_deferred_one_its_condition() {
    // 1.33: a memory limit may go down only with a RestartContainer policy (ValidatePodResize).
    let (code, stdout, stderr) = simulate(&["--k8s", "1.33", "--timing", "ideal"], RESIZED);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        lines_of(&stdout, "Refused"),
        ["(The Pod \"web\" is invalid: spec.containers[0].resources.limits[memory]: Forbidden: memory limits \
          cannot be decreased unless resizePolicy is RestartContainer)"]
    );
    let actions = lines_of(&stdout, "Action");
    assert!(
        actions.iter().any(|a| a
            == "(PodResizePending (Deferred): Node didn't have enough resource: cpu, requested: 800, used: 1500, \
                capacity: 2000)"),
        "{stdout}"
    );
    // 1.35 allows the decrease: nothing is refused.
    let (_, stdout, _) = simulate(&["--k8s", "1.35", "--timing", "ideal"], RESIZED);
    assert_eq!(lines_of(&stdout, "Refused"), Vec::<String>::new(), "{stdout}");
}

#[test]
fn a_resize_larger_than_the_node_is_refused_by_admission_from_1_36_and_infeasible_before() {
    let big = RESIZED.replace("requests: {cpu: 800m}, limits: {cpu: '1'}", "requests: {cpu: '3'}, limits: {cpu: '3'}");
    let (_, stdout, _) = simulate(&["--k8s", "1.36", "--timing", "ideal"], &big);
    assert_eq!(
        lines_of(&stdout, "Refused"),
        ["(Error from server (Forbidden): pods \"web\" is forbidden: Node didn't have enough allocatable \
          resources: cpu, requested: 3000, allocatable: 2000)"]
    );
    let (_, stdout, _) = simulate(&["--k8s", "1.35", "--timing", "ideal"], &big);
    assert!(
        lines_of(&stdout, "Action").iter().any(|a| a
            == "(PodResizePending (Infeasible): Node didn't have enough capacity: cpu, requested: 3000, capacity: 2000)"),
        "{stdout}"
    );
}

#[test]
fn a_second_pod_leaves_is_refused_with_its_file_line_and_column() {
    let twice = format!(
        "{TOO_BIG}actions:\n- {{at: 10s, do: podLeaves, name: batch}}\n- {{at: 20s, do: podLeaves, name: batch}}\n"
    );
    let (code, stdout, stderr) = simulate(&[], &twice);
    assert_eq!(code, Some(1), "{stdout}");
    let line = twice.lines().position(|l| l.contains("at: 20s")).map_or(0, |i| i + 1);
    let first = twice.lines().position(|l| l.contains("at: 10s")).map_or(0, |i| i + 1);
    assert_eq!(
        stderr.trim_end(),
        format!(
            "STDIN:{line}:3: Pod `batch` has already left the node (the podLeaves at line {first}): a Pod leaves \
             once, so this podLeaves frees nothing"
        )
    );
}
