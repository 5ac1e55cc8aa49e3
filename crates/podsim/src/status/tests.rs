//! Tests of status explained through its public entry points, on a pasted `kubectl get pod -o
//! yaml` of a Deployment pod whose native sidecar is in CrashLoopBackOff.

use super::conditions::{Sandbox, generate_conditions};
use super::phase::{PhaseFlags, pod_phase};
use super::printer::kubectl_row;
use super::time::parse_rfc3339;
use super::{ConditionType, PodPhase};
use crate::KubeVersion;
use crate::view::kubectl::describe::{DescribeEvent, EventKind, describe_pod, describe_pod_with};
use crate::view::kubectl::extras::DescribeExtras;
use crate::view::kubectl::status_yaml::{status_yaml, status_yaml_with};

const SIDECAR_POD: &str = include_str!("testdata/sidecar_crashloop.yaml");

fn now() -> Option<i64> {
    parse_rfc3339("2024-05-01T10:05:00Z")
}

fn sidecar_describe(events: &[DescribeEvent]) -> String {
    let parsed = crate::parse(SIDECAR_POD);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let extras = parsed.pod_root().map(DescribeExtras::from_pod_node).unwrap_or_default();
    describe_pod_with(&parsed.pod, &extras, events, now(), KubeVersion::V1_34)
}

#[test]
fn describe_shows_the_crashlooping_sidecar_like_kubectl() {
    let text = sidecar_describe(&[]);
    let lines: Vec<&str> = text.lines().collect();
    for expected in [
        "Name:             web-7d4b9c-x2k4p",
        "Node:             node-1/10.0.0.5",
        "Start Time:       Wed, 01 May 2024 10:00:00 +0000",
        "Labels:           app=web",
        "                  pod-template-hash=7d4b9c",
        "Status:           Running",
        "  IP:           10.244.1.7",
        "Controlled By:  ReplicaSet/web-7d4b9c",
        "Init Containers:",
        "    State:          Waiting",
        "      Reason:       CrashLoopBackOff",
        "    Last State:     Terminated",
        "      Exit Code:    1",
        "      Finished:     Wed, 01 May 2024 10:04:00 +0000",
        "    Restart Count:  5",
        "      POD_NAME:  web-7d4b9c-x2k4p (v1:metadata.name)",
        "    Readiness:    http-get http://:80/healthz delay=0s timeout=1s period=10s #success=1 #failure=3",
        "  Type                        Status",
        "  ContainersReady             False ",
        "    TokenExpirationSeconds:  3607",
        "QoS Class:                   Burstable",
        "                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s",
        "Events:                      <none>",
    ] {
        assert!(lines.contains(&expected), "missing line {expected:?} in\n{text}");
    }
    let init = text.find("Init Containers:").unwrap_or(usize::MAX);
    let containers = text.find("\nContainers:").unwrap_or(0);
    assert!(init < containers, "init containers come first");
}

#[test]
fn describe_aggregates_repeated_events() {
    let at = |offset: i64| now().unwrap_or(0) - offset;
    let events = [
        DescribeEvent {
            kind: EventKind::Warning,
            reason: "BackOff".to_owned(),
            from: "kubelet".to_owned(),
            message: "Back-off restarting failed container proxy in pod web-7d4b9c-x2k4p_default(0f9e8d7c)".to_owned(),
            first_seen_s: at(240),
            last_seen_s: at(10),
            count: 12,
            field_path: Some("spec.initContainers{proxy}".to_owned()),
        },
        DescribeEvent {
            kind: EventKind::Normal,
            reason: "Scheduled".to_owned(),
            from: "default-scheduler".to_owned(),
            message: "Successfully assigned default/web-7d4b9c-x2k4p to node-1".to_owned(),
            first_seen_s: at(300),
            last_seen_s: at(300),
            count: 1,
            field_path: None,
        },
    ];
    let text = sidecar_describe(&events);
    let tail: Vec<&str> = text.lines().skip_while(|line| *line != "Events:").collect();
    assert_eq!(
        tail,
        [
            "Events:",
            "  Type     Reason     Age                From               Message",
            "  ----     ------     ----               ----               -------",
            "  Normal   Scheduled  5m                 default-scheduler  Successfully assigned default/web-7d4b9c-x2k4p to node-1",
            "  Warning  BackOff    10s (x12 over 4m)  kubelet            Back-off restarting failed container proxy in pod web-7d4b9c-x2k4p_default(0f9e8d7c)",
        ]
    );
}

#[test]
fn kubectl_1_35_prefixes_container_events_with_their_field_path() {
    let event = DescribeEvent {
        kind: EventKind::Normal,
        reason: "Started".to_owned(),
        from: "kubelet".to_owned(),
        message: "Container started".to_owned(),
        first_seen_s: 0,
        last_seen_s: 0,
        count: 1,
        field_path: Some("spec.containers{app}".to_owned()),
    };
    let parsed = crate::parse(SIDECAR_POD);
    let new = describe_pod_with(
        &parsed.pod,
        &DescribeExtras::default(),
        std::slice::from_ref(&event),
        Some(5),
        KubeVersion::V1_35,
    );
    assert!(new.ends_with("  Normal  Started  5s    kubelet  spec.containers{app}: Container started\n"), "{new}");
    let old = describe_pod_with(&parsed.pod, &DescribeExtras::default(), &[event], Some(5), KubeVersion::V1_34);
    assert!(old.ends_with("  Normal  Started  5s    kubelet  Container started\n"), "{old}");
}

#[test]
fn describe_of_a_bare_manifest_does_not_need_a_status() {
    let parsed = crate::parse(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: app, image: nginx}]\n",
    );
    let text = describe_pod(&parsed.pod, &[], None);
    assert!(text.contains("Node:         <none>\n") || text.contains("Node:"), "{text}");
    assert!(text.lines().any(|line| line.starts_with("Status:") && line.trim_end() == "Status:"), "{text}");
    assert!(text.contains("QoS Class:"), "{text}");
}

#[test]
fn the_sidecar_pod_row_phase_and_conditions() {
    let parsed = crate::parse(SIDECAR_POD);
    let pod = &parsed.pod;
    let status = pod.status.clone().unwrap_or_default();
    let row = kubectl_row(pod, now());
    assert_eq!(
        [row.ready.as_str(), &row.status, &row.restarts, &row.age],
        ["1/2", "Init:CrashLoopBackOff", "5 (60s ago)", "5m"]
    );
    let gates = KubeVersion::V1_35.gates();
    let flags = PhaseFlags { pod_is_terminal: false, pod_has_initialized: true };
    let phase = pod_phase(&pod.spec, &status, flags, gates);
    assert_eq!(phase, PodPhase::Running);
    let conditions = generate_conditions(&pod.spec, &status, phase, Sandbox::Ready, gates);
    let types: Vec<&str> = conditions.iter().map(|c| c.condition_type.as_str()).collect();
    let want: Vec<&str> = ConditionType::KUBELET_ORDER.iter().map(|kind| kind.as_str()).collect();
    assert_eq!(types, want);
    let ready = conditions.iter().find(|c| c.condition_type == "Ready");
    assert_eq!(ready.and_then(|c| c.message.as_deref()), Some("containers with unready status: [proxy]"));
    let legacy = generate_conditions(&pod.spec, &status, phase, Sandbox::Ready, KubeVersion::Legacy.gates());
    assert!(legacy.iter().all(|c| c.condition_type != "PodReadyToStartContainers"));
}

#[test]
fn status_yaml_sorts_keys_and_quotes_times() {
    let parsed = crate::parse(SIDECAR_POD);
    let yaml = status_yaml(parsed.pod.status.as_ref().unwrap_or(&Default::default()));
    assert!(yaml.starts_with("status:\n  conditions:\n  - lastProbeTime: null\n    lastTransitionTime: \"2024-05-01T10:00:05Z\"\n    status: \"True\"\n    type: PodReadyToStartContainers\n"), "{yaml}");
    assert!(yaml.contains("\n    lastState: {}\n"), "{yaml}");
    assert!(yaml.contains("\n    state:\n      waiting:\n        message: back-off 2m40s restarting"), "{yaml}");
    assert!(
        yaml.contains("\n  phase: Running\n  podIP: 10.244.1.7\n  podIPs:\n  - ip: 10.244.1.7\n  qosClass: Burstable\n  startTime: \"2024-05-01T10:00:00Z\"\n"),
        "{yaml}"
    );
    assert!(yaml.contains("\n  hostIP: 10.0.0.5\n  hostIPs:\n  - ip: 10.0.0.5\n  initContainerStatuses:\n"), "{yaml}");
    assert!(!yaml.contains("imageID: docker.io"), "{yaml}");
    let extras = parsed.pod_root().map(DescribeExtras::from_pod_node).unwrap_or_default();
    let full = status_yaml_with(parsed.pod.status.as_ref().unwrap_or(&Default::default()), &extras);
    assert!(full.contains("\n    imageID: docker.io/library/nginx@sha256:1111\n"), "{full}");
    let order = ["conditions:", "containerStatuses:", "initContainerStatuses:", "phase:", "qosClass:", "startTime:"];
    let positions: Vec<usize> = order.iter().filter_map(|key| yaml.find(&format!("\n  {key}"))).collect();
    assert_eq!(positions.len(), order.len());
    assert!(positions.windows(2).all(|pair| pair[0] < pair[1]), "{yaml}");
}

#[test]
fn status_yaml_quotes_like_go_yaml() {
    let text = "apiVersion: v1\nkind: Pod\nspec: {containers: [{name: a}]}\nstatus:\n  phase: Running\n  conditions:\n  - {type: Ready, status: 'False', reason: ContainersNotReady, message: 'containers with unready status: [a]'}\n  containerStatuses:\n  - name: a\n    state: {terminated: {exitCode: 1, message: \"line one\\nline two\\n\", reason: Error}}\n";
    let parsed = crate::parse(text);
    let yaml = status_yaml(parsed.pod.status.as_ref().unwrap_or(&Default::default()));
    assert!(yaml.contains("\n    message: 'containers with unready status: [a]'\n"), "{yaml}");
    assert!(yaml.contains("\n    status: \"False\"\n"), "{yaml}");
    assert!(yaml.contains("\n        message: |\n          line one\n          line two\n"), "{yaml}");
    assert!(yaml.contains("\n    lastState: {}\n"), "{yaml}");
}

#[test]
fn hostile_status_values_do_not_panic() {
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: x, creationTimestamp: 'not a time', deletionTimestamp: '9999-99-99'}\nspec:\n  initContainers: [{name: a, restartPolicy: Always}, {name: a}]\n  containers: [{name: a}]\nstatus:\n  phase: Weird\n  initContainerStatuses: [{name: a, restartCount: 9223372036854775807, lastState: {terminated: {finishedAt: '0000-00-00T00:00:00Z', exitCode: -1}}}, {name: a, restartCount: 9223372036854775807}]\n  containerStatuses: [{name: zz, state: {terminated: {exitCode: 2147483647, signal: -5}}}]\n";
    let parsed = crate::parse(text);
    let pod = &parsed.pod;
    let row = kubectl_row(pod, Some(i64::MIN));
    assert_eq!(row.status, "Terminating");
    let status = pod.status.clone().unwrap_or_default();
    for version in KubeVersion::ALL {
        let phase = pod_phase(&pod.spec, &status, PhaseFlags::default(), version.gates());
        let _ = generate_conditions(&pod.spec, &status, phase, Sandbox::Missing, version.gates());
    }
    let _ = describe_pod(pod, &[], Some(i64::MAX));
    let _ = status_yaml(&status);
}

#[test]
fn explain_keeps_terminal_phases_and_says_why() {
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: job-x}\nspec:\n  restartPolicy: Never\n  containers: [{name: app}]\nstatus:\n  phase: Succeeded\n  containerStatuses: [{name: app, state: {running: {}}}]\n";
    let parsed = crate::parse(text);
    let explained = crate::view::kubectl::explain::explain(&parsed.pod, KubeVersion::V1_35.gates(), now());
    assert_eq!(explained.phase, PodPhase::Succeeded);
    assert!(
        explained.notes.iter().any(|note| note.en.contains("never leaves its terminal phase")),
        "{:?}",
        explained.notes
    );
    let ready = explained.conditions.iter().find(|c| c.condition_type == "Ready");
    assert_eq!(ready.and_then(|c| c.reason.as_deref()), Some("PodCompleted"));
}

#[test]
fn describe_reads_probe_targets_from_a_deployment_template() {
    let text = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n      tolerations: [{operator: Exists}]\n      containers:\n      - name: app\n        image: nginx\n        ports: [{containerPort: 8080, name: http}, {containerPort: 9090}]\n        livenessProbe: {tcpSocket: {port: http}, periodSeconds: 5}\n        readinessProbe: {httpGet: {path: /ready, port: 8080}, initialDelaySeconds: 3}\n        startupProbe: {exec: {command: [cat, /tmp/ok]}, failureThreshold: 30}\n";
    let parsed = crate::parse(text);
    let extras = DescribeExtras::from_parsed(&parsed);
    for described in
        [describe_pod_with(&parsed.pod, &extras, &[], None, KubeVersion::V1_35), describe_pod(&parsed.pod, &[], None)]
    {
        for expected in [
            "    Ports:        8080/TCP (http), 9090/TCP",
            "    Host Ports:   0/TCP (http), 0/TCP",
            "    Liveness:     tcp-socket :http delay=0s timeout=1s period=5s #success=1 #failure=3",
            "    Readiness:    http-get http://:8080/ready delay=3s timeout=1s period=10s #success=1 #failure=3",
            "    Startup:      exec [cat /tmp/ok] delay=0s timeout=1s period=10s #success=1 #failure=30",
        ] {
            assert!(described.lines().any(|line| line == expected), "missing {expected:?} in\n{described}");
        }
    }
    let with_extras = describe_pod_with(&parsed.pod, &extras, &[], None, KubeVersion::V1_35);
    assert!(with_extras.contains("Tolerations:      op=Exists\n"), "{with_extras}");
}

#[test]
fn a_crash_looping_pod_without_the_condition_keeps_its_sandbox_ready() {
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: loop}\nspec:\n  containers: [{name: app}]\nstatus:\n  phase: Running\n  containerStatuses:\n  - {name: app, restartCount: 4, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {exitCode: 1}}}\n";
    let parsed = crate::parse(text);
    let explained = crate::view::kubectl::explain::explain(&parsed.pod, KubeVersion::V1_35.gates(), now());
    let sandbox = explained.conditions.iter().find(|c| c.condition_type == "PodReadyToStartContainers");
    assert_eq!(sandbox.map(|c| c.status.as_str()), Some("True"), "{:?}", explained.conditions);
    let fresh = text.replace(
        "restartCount: 4, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {exitCode: 1}}",
        "state: {waiting: {reason: ContainerCreating}}",
    );
    let explained =
        crate::view::kubectl::explain::explain(&crate::parse(&fresh).pod, KubeVersion::V1_35.gates(), now());
    let sandbox = explained.conditions.iter().find(|c| c.condition_type == "PodReadyToStartContainers");
    assert_eq!(sandbox.map(|c| c.status.as_str()), Some("False"), "{:?}", explained.conditions);
}

fn admitted(spec: &str) -> DescribeExtras {
    let text = format!(
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: a}}\nspec:\n  containers: [{{name: app, image: nginx}}]\n{spec}"
    );
    let parsed = crate::parse(&text);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    DescribeExtras::from_parsed_admitted(&parsed)
}

#[test]
fn admission_gives_a_priority_a_service_account_and_the_node_failure_tolerations() {
    let plain = admitted("");
    assert_eq!((plain.priority, plain.service_account_name.as_deref()), (Some(0), Some("default")));
    assert_eq!(
        plain.tolerations,
        [
            "node.kubernetes.io/not-ready:NoExecute op=Exists for 300s",
            "node.kubernetes.io/unreachable:NoExecute op=Exists for 300s"
        ]
    );
    // A built-in class has a known value; any other class's value is the cluster's.
    assert_eq!(admitted("  priorityClassName: system-node-critical\n").priority, Some(2_000_001_000));
    assert_eq!(admitted("  priorityClassName: high\n").priority, None);
    assert_eq!(admitted("  priority: 7\n").priority, Some(7));
    assert_eq!(admitted("  serviceAccount: builder\n").service_account_name.as_deref(), Some("builder"));
    assert_eq!(admitted("  serviceAccountName: app\n").service_account_name.as_deref(), Some("app"));
    // Tolerating every NoExecute taint (or every taint) needs no default; a NoSchedule one does.
    assert_eq!(admitted("  tolerations: [{operator: Exists}]\n").tolerations, ["op=Exists"]);
    let own = admitted(
        "  tolerations:\n  - {key: node.kubernetes.io/unreachable, operator: Exists, effect: NoExecute, tolerationSeconds: 6}\n  - {key: node.kubernetes.io/not-ready, operator: Exists, effect: NoSchedule}\n  - {key: a, operator: Exists}\n",
    );
    assert_eq!(
        own.tolerations,
        [
            "a op=Exists",
            "node.kubernetes.io/not-ready:NoSchedule op=Exists",
            "node.kubernetes.io/not-ready:NoExecute op=Exists for 300s",
            "node.kubernetes.io/unreachable:NoExecute op=Exists for 6s"
        ]
    );
}

#[test]
fn a_daemon_sets_pod_tolerates_node_problems_for_ever_and_gets_no_300s_default() {
    let daemon = |spec: &str| {
        let text = format!(
            "apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {{name: flannel}}\nspec:\n  selector: {{matchLabels: {{app: f}}}}\n  template:\n    metadata: {{labels: {{app: f}}}}\n    spec:\n      containers: [{{name: app, image: flannel}}]\n{spec}"
        );
        let parsed = crate::parse(&text);
        assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
        DescribeExtras::from_parsed_admitted(&parsed).tolerations
    };
    // The template's own `operator: Exists, effect: NoSchedule` stays; the controller's are added
    // (network-unavailable for a Pod on the host's network) and one it matches is replaced.
    let tolerations = daemon(
        "      hostNetwork: true\n      tolerations:\n      - {operator: Exists, effect: NoSchedule}\n      - {key: node.kubernetes.io/not-ready, operator: Exists, effect: NoExecute, tolerationSeconds: 60}\n",
    );
    assert_eq!(
        tolerations,
        [
            ":NoSchedule op=Exists",
            "node.kubernetes.io/disk-pressure:NoSchedule op=Exists",
            "node.kubernetes.io/memory-pressure:NoSchedule op=Exists",
            "node.kubernetes.io/network-unavailable:NoSchedule op=Exists",
            "node.kubernetes.io/not-ready:NoExecute op=Exists",
            "node.kubernetes.io/pid-pressure:NoSchedule op=Exists",
            "node.kubernetes.io/unreachable:NoExecute op=Exists",
            "node.kubernetes.io/unschedulable:NoSchedule op=Exists",
        ]
    );
    assert!(!daemon("").iter().any(|line| line.contains("network-unavailable") || line.contains("300s")));
}

#[test]
fn a_status_index_finds_the_first_status_of_a_name_as_the_kubelet_does() {
    let status = |name: &str, restart_count: i64| crate::model::ContainerStatus { name: name.to_owned(), restart_count, ..crate::model::ContainerStatus::default() };
    let listed = [status("web", 1), status("app", 2), status("web", 3), status("db", 4), status("app", 5)];
    let refs: Vec<&crate::model::ContainerStatus> = listed.iter().collect();
    let index = super::StatusIndex::new(&refs);
    let found = |name: &str| index.get(name).map(|status| status.restart_count);
    assert_eq!((found("web"), found("app"), found("db"), found("cache")), (Some(1), Some(2), Some(4), None));
    assert_eq!(super::StatusIndex::new(&[]).get("web").map(|status| status.restart_count), None);
    // Names that all differ are looked up from where the last lookup ended, in any order.
    let distinct = [status("init", 1), status("web", 2), status("app", 3)];
    let refs: Vec<&crate::model::ContainerStatus> = distinct.iter().collect();
    let index = super::StatusIndex::new(&refs);
    assert!(matches!(index, super::StatusIndex::Listed { distinct: true, .. }));
    let found = |name: &str| index.get(name).map(|status| status.restart_count);
    let answers = [found("init"), found("web"), found("app"), found("web"), found("web"), found("nope"), found("init")];
    assert_eq!(answers, [Some(1), Some(2), Some(3), Some(2), Some(2), None, Some(1)]);
    // A long list is sorted once instead, with the same answers.
    let long: Vec<crate::model::ContainerStatus> =
        (0..100).map(|place| status(&format!("c{}", place % 60), place)).rev().collect();
    let refs: Vec<&crate::model::ContainerStatus> = long.iter().collect();
    let index = super::StatusIndex::new(&refs);
    assert!(matches!(index, super::StatusIndex::Sorted(_)));
    let found = |name: &str| index.get(name).map(|status| status.restart_count);
    // Listed from the end: `c5` is the status of place 65 before the one of place 5.
    assert_eq!((found("c5"), found("c59"), found("c39"), found("c60")), (Some(65), Some(59), Some(99), None));
}

#[test]
fn a_created_container_reports_an_image_digest_and_one_not_yet_created_none() {
    use crate::session::{Session, Settings};
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: web, image: nginx:1.27}]\n";
    let session = Session::new(pod, "", Settings::new(crate::version::KubeVersion::DEFAULT));
    let image_id = |t: u64| {
        let yaml = session.status_yaml_at(t).unwrap_or_default();
        yaml.lines().find_map(|line| line.trim().strip_prefix("imageID: ").map(str::to_owned))
    };
    // While the image is pulled nothing is created: the kubelet reports an empty imageID.
    assert_eq!(image_id(1_000).as_deref(), Some("\"\""));
    let created = image_id(30_000).unwrap_or_default();
    let digest = created.strip_prefix("docker.io/library/nginx@sha256:").unwrap_or("");
    assert!(digest.len() == 64 && digest.chars().all(|c| c.is_ascii_hexdigit()), "{created}");
    // The same digest on every run and platform: FNV-1a of `image/{0..3}/` and the reference.
    assert_eq!(digest, "49701a12b0c56acfdecc0951f83077ae9c9f91ea757198b96ff791ad6c1beaf0");
    let describe = session.describe_at(30_000).unwrap_or_default();
    assert!(describe.contains(&format!("Image ID:       {created}\n")), "{describe}");
}
