//! The door: one session gives the analysis, the run and the views; scenario edits land in the list.

use super::*;

const POD: &str =
    "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n";

#[test]
fn a_session_runs_an_accepted_pod_and_refuses_an_invalid_one() {
    let session = Session::new(POD, "", Settings::new(KubeVersion::DEFAULT));
    assert!(!session.refused());
    let run = session.run().expect("an accepted Pod runs");
    let row = session.row_at(run.end_ms).expect("a row at the end");
    assert_eq!(row.status, "Running");
    assert!(session.describe_at(run.end_ms).is_some_and(|d| d.starts_with("Name:")));
    let invalid = Session::new(&POD.replace("name: app", "name: App"), "", Settings::new(KubeVersion::DEFAULT));
    assert!(invalid.refused());
    assert!(invalid.run().is_none());
    assert!(invalid.diagnostics().iter().any(|d| d.message.to_string().contains("spec.containers[0].name")));
}

#[test]
fn instants_with_one_state_key_show_one_state() {
    let session = Session::new(POD, "", Settings::new(KubeVersion::DEFAULT));
    let run = session.run().expect("an accepted Pod runs");
    let last_change = run.facts.iter().map(|f| f.t_ms).chain(run.snapshots.iter().map(|s| s.t_ms)).max().unwrap_or(0);
    // Long after the last change, within one second: one key, one state but for the instant.
    let early = (last_change / 1000 + 60) * 1000;
    let late = early + 900;
    assert_eq!(session.state_key_at(early), session.state_key_at(late));
    let (a, b) = (session.state_at(early).expect("a state"), session.state_at(late).expect("a state"));
    assert_eq!((a.describe, a.status_yaml, a.row), (b.describe.clone(), b.status_yaml.clone(), b.row.clone()));
    // The next second ages the Pod, and the first instant saw no state at all yet.
    assert_ne!(session.state_key_at(late), session.state_key_at(late + 100));
    assert_ne!(session.state_key_at(0), session.state_key_at(last_change));
    assert_eq!(Session::new("kind: Pod", "", Settings::new(KubeVersion::DEFAULT)).state_key_at(0), None);
}

#[test]
fn forced_settings_win_over_the_scenario_and_plain_ones_do_not() {
    let scenario = "kind: Scenario\ntiming: ideal\nseed: 7\n";
    let mut settings = Settings::new(KubeVersion::DEFAULT);
    let plain = Session::new(POD, scenario, settings.clone());
    assert_eq!(plain.pinned_timing(), Some(Timing::Ideal));
    assert_eq!(plain.run().map(|r| (r.options.timing, r.options.seed)), Some((Timing::Ideal, 7)));
    settings.forced_timing = Some(Timing::Realistic);
    settings.forced_seed = Some(3);
    let forced = Session::new(POD, scenario, settings);
    assert_eq!(forced.run().map(|r| (r.options.timing, r.options.seed)), Some((Timing::Realistic, 3)));
}

#[test]
fn injected_entries_come_from_the_scenario_tab_or_the_text() {
    let scenario = "kind: Scenario\nfaults:\n  - {at: 30s, container: app, exit: 1}\n";
    let own = Session::new(POD, scenario, Settings::new(KubeVersion::DEFAULT));
    assert!(!own.scenario_in_text());
    assert_eq!(own.injected().iter().map(|i| (i.line, i.at_ms)).collect::<Vec<_>>(), [(3, Some(30_000))]);
    let text = format!("{POD}---\n{scenario}");
    let embedded = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
    assert!(embedded.scenario_in_text());
    assert_eq!(embedded.injected().first().map(|i| i.line), Some(12));
}

#[test]
fn entries_are_added_under_their_list_and_removed_by_their_item() {
    let exit = Entry::Exit { at_ms: 30_000, container: "app".into(), code: 1 };
    let empty = Session::with_entry("", &exit);
    assert_eq!(empty, "kind: Scenario\nfaults:\n  - {at: 30s, container: app, exit: 1}\n");
    // The docs' template `faults: []` becomes the block list, never a second `faults:` key.
    let template = "kind: Scenario\nfaults: []  # none yet\nactions: []\n";
    let added = Session::with_entry(template, &exit);
    assert_eq!(added, "kind: Scenario\nfaults: # none yet\n  - {at: 30s, container: app, exit: 1}\nactions: []\n");
    let delete = Entry::Delete { at_ms: 1_500, grace_period_seconds: Some(5) };
    let both = Session::with_entry(&added, &delete);
    assert!(both.ends_with("actions:\n  - {at: 1500ms, do: delete, gracePeriodSeconds: 5}\n"), "{both}");
    // An indented list keeps its indentation; comments after the list stay where they are.
    let indented = "faults:\n    - {at: 1s, container: app, exit: 2}\n# the end\n";
    assert_eq!(
        Session::with_entry(indented, &exit),
        "faults:\n    - {at: 1s, container: app, exit: 2}\n    - {at: 30s, container: app, exit: 1}\n# the end\n"
    );
    // A one-line flow list keeps its items.
    let flow = "faults: [{at: 1s, container: app, exit: 2}]\n";
    assert_eq!(
        Session::with_entry(flow, &exit),
        "faults:\n  - {at: 1s, container: app, exit: 2}\n  - {at: 30s, container: app, exit: 1}\n"
    );
    // Removing: the item and its continuation lines, nothing else.
    let two = "kind: Scenario\nfaults:\n  - at: 1s\n    container: app\n    exit: 2\n  - {at: 30s, container: app, exit: 1}\nactions: []\n";
    assert_eq!(
        Session::without_entry(two, 3),
        "kind: Scenario\nfaults:\n  - {at: 30s, container: app, exit: 1}\nactions: []\n"
    );
    assert_eq!(
        Session::without_entry(two, 6),
        "kind: Scenario\nfaults:\n  - at: 1s\n    container: app\n    exit: 2\nactions: []\n"
    );
    // A line that holds no item changes nothing.
    assert_eq!(Session::without_entry(two, 4), two);
    assert_eq!(Session::without_entry(flow, 1), flow);
    // Every edit gives a scenario the scenario reader accepts.
    for text in [empty, added, both] {
        assert!(Scenario::parse(&text).diagnostics.is_empty(), "{text}");
    }
}

#[test]
fn a_debugger_name_is_kubectl_shaped_and_not_taken() {
    let first = debugger_name(POD, 0);
    assert!(first.starts_with("debugger-") && first.len() == "debugger-".len() + 5);
    let taken = format!("{POD}{first}");
    assert_ne!(debugger_name(&taken, 0), first);
}

#[test]
fn a_pasted_status_is_explained_as_of_its_newest_time() {
    let text = format!(
        "{POD}status:\n  phase: Running\n  startTime: \"2024-05-01T10:00:00Z\"\n  conditions:\n  - type: Ready\n    status: \"True\"\n    lastTransitionTime: \"2024-05-01T10:00:05Z\"\n"
    );
    let session = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
    assert!(session.has_status());
    let pasted = session.explain_pasted(None).expect("a status");
    assert_eq!(pasted.as_of, "2024-05-01T10:00:05Z");
    assert!(Session::new(POD, "", Settings::new(KubeVersion::DEFAULT)).explain_pasted(None).is_none());
}

fn fault(at_s: u64, code: i64) -> Entry {
    Entry::Exit { at_ms: at_s * 1000, container: "app".into(), code }
}

#[test]
fn adds_after_existing_entries_and_keeps_other_sections() {
    let text = "kind: Scenario\n# my run\nactions:\n- {at: 30s, do: delete}\nfaults:\n    - {at: 5s, container: app, exit: 1}\n\ntiming: ideal\n";
    let text = Session::with_entry(text, &fault(9, 2));
    assert!(
        text.contains("    - {at: 5s, container: app, exit: 1}\n    - {at: 9s, container: app, exit: 2}\n"),
        "{text}"
    );
    let text = Session::with_entry(&text, &Entry::NodeReboot { at_ms: 40_000 });
    assert!(text.contains("- {at: 30s, do: delete}\n- {at: 40s, do: nodeReboot}\n"), "{text}");
    let scenario = Scenario::parse(&text);
    assert!(scenario.diagnostics.is_empty(), "{text}\n{:?}", scenario.diagnostics);
    assert_eq!((scenario.faults.len(), scenario.actions.len()), (2, 2));
    assert!(text.contains("# my run") && text.contains("timing: ideal"));
}

/// The docs' scenario template writes `faults: []`; adding a fault fills that list instead of
/// writing a second `faults:` key (which the scenario reader refuses).
#[test]
fn fills_an_empty_list_written_in_flow_style() {
    for empty in ["faults: []", "faults: [] # none yet", "faults: ~", "faults:", "faults: null"] {
        let text = format!("kind: Scenario\n{empty}\nactions: []\n");
        let text = Session::with_entry(&text, &fault(9, 2));
        assert_eq!(text.matches("faults:").count(), 1, "{text}");
        let scenario = Scenario::parse(&text);
        assert!(scenario.diagnostics.is_empty(), "{text}\n{:?}", scenario.diagnostics);
        assert_eq!((scenario.faults.len(), scenario.actions.len()), (1, 0), "{text}");
        assert_eq!(empty.contains("# none yet"), text.contains("# none yet"), "{text}");
    }
}

#[test]
fn every_entry_reads_back_as_the_fault_or_action_it_describes() {
    let entries = [
        fault(1, 3),
        Entry::OomKill { at_ms: 2_000, container: "app".into() },
        Entry::ProbeFails { at_ms: 3_000, container: "app".into(), probe: "liveness".into(), until_ms: 33_000 },
        Entry::ProbeSlow {
            at_ms: 3_500,
            container: "app".into(),
            probe: "readiness".into(),
            answer_ms: 2_000,
            until_ms: 63_500,
        },
        Entry::PullFails { at_ms: 4_000, container: "app".into() },
        Entry::UpdateImage { at_ms: 5_000, container: "app".into(), image: "nginx:\"1.28\"".into() },
        Entry::Delete { at_ms: 6_500, grace_period_seconds: None },
        Entry::Debug { at_ms: 7_000, name: "debugger-abcde".into(), image: "busybox:1.36".into() },
        Entry::NodeReboot { at_ms: 8_000 },
        Entry::RemoveSchedulingGates { at_ms: 9_000 },
        Entry::Resize { at_ms: 9_500, container: "app".into(), cpu: "500m".into(), memory: String::new() },
        Entry::PodLeaves { at_ms: 10_000, name: "batch".into() },
        Entry::SetCondition {
            at_ms: 11_000,
            condition_type: "example.com/lb-ready".into(),
            status: crate::scenario::ConditionStatus::False,
        },
    ];
    let mut text = String::new();
    for entry in &entries {
        text = Session::with_entry(&text, entry);
    }
    let scenario = Scenario::parse(&text);
    assert!(scenario.diagnostics.is_empty(), "{text}\n{:?}", scenario.diagnostics);
    assert_eq!((scenario.faults.len(), scenario.actions.len()), (5, 8), "{text}");
    let slow = scenario.faults.iter().find(|f| f.at_ms == 3_500).map(|f| f.kind.clone());
    assert_eq!(
        slow,
        Some(crate::scenario::FaultKind::ProbeSlow {
            container: "app".into(),
            probe: "readiness".into(),
            answer_ms: 2_000,
            until_ms: Some(63_500),
        })
    );
    let kinds: Vec<String> = scenario.actions.iter().rev().take(3).map(|a| a.kind.describe()).collect();
    assert_eq!(kinds, ["setCondition example.com/lb-ready=False", "podLeaves batch", "resize app requests cpu=500m"]);
    let resize = scenario.actions.iter().rev().nth(2).map(|action| action.kind.clone());
    assert_eq!(
        resize,
        Some(crate::scenario::ActionKind::Resize {
            container: "app".into(),
            requests: [("cpu".to_owned(), "500m".to_owned())].into(),
            limits: std::collections::BTreeMap::new(),
        })
    );
    assert_eq!(scenario.faults.iter().map(|f| f.at_ms).collect::<Vec<_>>(), [1_000, 2_000, 3_000, 3_500, 4_000]);
    // Removing each, newest first, leaves the empty lists.
    let lines: Vec<usize> = scenario
        .faults
        .iter()
        .map(|f| f.location.line as usize)
        .chain(scenario.actions.iter().map(|a| a.location.line as usize))
        .collect();
    let mut lines = lines;
    lines.sort_unstable();
    for line in lines.into_iter().rev() {
        text = Session::without_entry(&text, line);
    }
    let emptied = Scenario::parse(&text);
    assert_eq!((emptied.faults.len(), emptied.actions.len()), (0, 0), "{text}");
}

const STATEFUL_SET: &str = "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: web}\nspec:\n  serviceName: nginx\n  selector: {matchLabels: {app: nginx}}\n  template:\n    metadata: {labels: {app: nginx}}\n    spec:\n      containers:\n      - name: nginx\n        image: IMAGE\n        volumeMounts: [{name: www, mountPath: /usr/share/nginx/html}]\n  volumeClaimTemplates:\n  - metadata: {name: www}\n    spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n";

#[test]
fn a_stateful_set_whose_pod_is_refused_is_created_and_its_controller_reports_failed_create() {
    // apps validation: ValidatePodTemplateSpecForStatefulSet does not validate the Pod spec; the
    // API server refuses the Pod the controller creates, and the controller records FailedCreate.
    let text = STATEFUL_SET.replace("IMAGE", "\"\"");
    let session = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
    assert!(!session.refused(), "{:?}", session.diagnostics());
    assert_eq!(session.analysis().kubectl_output(), "statefulset.apps/web created");
    assert!(session.run().is_none(), "no Pod, so nothing runs");
    let refusal = session.analysis().controller_refusal.clone().expect("a FailedCreate event");
    assert_eq!((refusal.reason.as_str(), refusal.source.as_str()), ("FailedCreate", "statefulset-controller"));
    assert_eq!(
        refusal.message,
        "create Pod web-0 in StatefulSet web failed error: Pod \"web-0\" is invalid: spec.containers[0].image: Required value"
    );
    let warning = session.diagnostics().into_iter().find(|d| d.code == "FailedCreate").expect("a warning");
    assert_eq!(warning.location.map(|l| (l.line, l.column)), Some((12, 9)));
    // Several errors are one aggregate, in brackets, as apimachinery's NewInvalid prints them.
    let two = STATEFUL_SET.replace("IMAGE", "\"\"").replace("name: nginx\n        image", "name: Nginx\n        image");
    let message = Session::new(&two, "", Settings::new(KubeVersion::DEFAULT))
        .analysis()
        .controller_refusal
        .clone()
        .map(|r| r.message)
        .unwrap_or_default();
    assert!(message.contains("is invalid: [spec.containers[0].name: Invalid value: \"Nginx\""), "{message}");
    assert!(message.ends_with("spec.containers[0].image: Required value]"), "{message}");
    // A valid template: the claim volume makes the mount valid, and the Pod runs; describe shows
    // the claim the controller made for web-0.
    let valid = Session::new(&STATEFUL_SET.replace("IMAGE", "nginx:1.27"), "", Settings::new(KubeVersion::DEFAULT));
    assert!(valid.analysis().controller_refusal.is_none());
    assert!(valid.run().is_some());
    let describe = valid.describe_at(30_000).unwrap_or_default();
    let words = |line: &str| line.split_whitespace().collect::<Vec<_>>().join(" ");
    let volumes: Vec<String> = describe.lines().skip_while(|l| *l != "Volumes:").skip(1).take(4).map(words).collect();
    assert_eq!(
        volumes,
        [
            "www:",
            "Type: PersistentVolumeClaim (a reference to a PersistentVolumeClaim in the same namespace)",
            "ClaimName: www-web-0",
            "ReadOnly: false"
        ],
        "{describe}"
    );
    // The StatefulSet's own rules still refuse the StatefulSet.
    let never = STATEFUL_SET
        .replace("IMAGE", "nginx:1.27")
        .replace("    spec:\n      containers", "    spec:\n      restartPolicy: Never\n      containers");
    let refused = Session::new(&never, "", Settings::new(KubeVersion::DEFAULT));
    assert!(refused.refused());
    assert!(
        refused.analysis().kubectl_output().contains("spec.template.spec.restartPolicy: Unsupported value: \"Never\"")
    );
}

#[test]
fn a_controller_names_its_pod_and_creates_it_in_its_own_namespace() {
    // controller: GetPodFromTemplate copies neither the template's name nor its namespace.
    let text = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: metrics-server, namespace: kube-system}\nspec:\n  selector: {matchLabels: {k8s-app: metrics-server}}\n  template:\n    metadata: {name: metrics-server, labels: {k8s-app: metrics-server}}\n    spec:\n      containers:\n      - name: app\n        image: nginx:1.27\n        env: [{name: POD_NAMESPACE, valueFrom: {fieldRef: {fieldPath: metadata.namespace}}}]\n";
    let session = Session::new(text, "", Settings::new(KubeVersion::DEFAULT));
    let pod = &session.analysis().parsed.pod.metadata;
    let name = pod.name.clone().unwrap_or_default();
    assert!(name.starts_with("metrics-server-") && name.len() > "metrics-server-".len() + 6, "{name}");
    assert!(pod.labels.iter().any(|(key, _)| key == "pod-template-hash"), "{:?}", pod.labels);
    assert_eq!(pod.namespace.as_deref(), Some("kube-system"));
    let describe = session.describe_at(30_000).unwrap_or_default();
    assert!(describe.contains("Namespace:        kube-system\n"), "{describe}");
    assert!(describe.contains("Controlled By:"), "{describe}");
    let words = |line: &str| line.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        describe.lines().map(words).any(|line| line == "POD_NAMESPACE: kube-system (v1:metadata.namespace)"),
        "{describe}"
    );
    // A Pod without a namespace is created in `default`, and its field reference says so.
    let bare = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    env: [{name: NS, valueFrom: {fieldRef: {fieldPath: metadata.namespace}}}]\n";
    let describe = Session::new(bare, "", Settings::new(KubeVersion::DEFAULT)).describe_at(30_000).unwrap_or_default();
    let words = |line: &str| line.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(describe.lines().map(words).any(|line| line == "NS: default (v1:metadata.namespace)"), "{describe}");
}

#[test]
fn a_trailing_document_separator_is_not_an_ignored_document() {
    let text = format!("{POD}---\n");
    let session = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
    assert!(session.diagnostics().iter().all(|d| d.code != "ignored-document"), "{:?}", session.diagnostics());
    let two = format!("{POD}---\napiVersion: v1\nkind: ConfigMap\nmetadata: {{name: c}}\n");
    let notes = Session::new(&two, "", Settings::new(KubeVersion::DEFAULT)).diagnostics();
    assert!(notes.iter().any(|d| d.code == "ignored-document"), "a real second document is still named");
}

#[test]
fn scenario_edits_never_panic_on_line_breaks_the_reader_counts_differently() {
    // A lone CR is a line break to the YAML reader but not to `str::lines`.
    let text = "kind: Scenario\rfaults:\r  - {at: 1s, container: app, exit: 2}\r# end\r";
    let _ = Session::with_entry(text, &fault(9, 2));
    for line in 0..8 {
        let _ = Session::without_entry(text, line);
    }
    let flow = "kind: Scenario\r\nfaults: [{at: 1s, container: app, exit: 2}]\r\n";
    let _ = Session::with_entry(flow, &fault(9, 2));
}

/// A Scenario pasted with the Pod runs, even while the Scenario tab has one of its own: the tab
/// is set aside (and said to be) until the text no longer carries a scenario.
#[test]
fn a_scenario_in_the_text_wins_over_the_tab_and_the_tab_is_said_to_be_set_aside() {
    let tab = "kind: Scenario\nfaults:\n  - {at: 30s, container: app, exit: 1}\n";
    let pasted = format!("{POD}---\nkind: Scenario\nfaults:\n  - {{at: 10s, container: app, oomKill: true}}\n");
    let session = Session::new(&pasted, tab, Settings::new(KubeVersion::DEFAULT));
    assert!(session.scenario_in_text());
    assert!(session.scenario_set_aside());
    assert_eq!(session.injected().iter().map(|i| i.at_ms).collect::<Vec<_>>(), [Some(10_000)]);
    // Asked for by name (`--scenario S`), the scenario file wins instead.
    let chosen = Settings { scenario_chosen: true, ..Settings::new(KubeVersion::DEFAULT) };
    let chosen = Session::new(&pasted, tab, chosen);
    assert!(!chosen.scenario_in_text() && !chosen.scenario_set_aside());
    assert_eq!(chosen.injected().iter().map(|i| i.at_ms).collect::<Vec<_>>(), [Some(30_000)]);
    let plain = Session::new(POD, tab, Settings::new(KubeVersion::DEFAULT));
    assert!(!plain.scenario_in_text() && !plain.scenario_set_aside());
    assert_eq!(plain.injected().iter().map(|i| i.at_ms).collect::<Vec<_>>(), [Some(30_000)]);
}

#[test]
fn two_sessions_compare_with_their_own_settings_and_gates() {
    let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  resources: {requests: {cpu: '1'}}\n  containers:\n  - {name: a, image: nginx:1.27, resources: {limits: {cpu: 300m, memory: 1Gi}}}\n";
    let session = |version: KubeVersion, gates: Option<FeatureGates>| {
        Session::new(text, "", Settings { gates, timing: Timing::Ideal, ..Settings::new(version) })
    };
    let on_136 = session(KubeVersion::V1_36, None);
    let on_137 = session(KubeVersion::V1_37, None);
    let comparison = on_136.compare_with(&on_137);
    assert!(comparison.resources_differ && comparison.qos_differs, "{comparison:?}");
    assert_eq!(comparison.b.limits, ["cpu 1", "memory 1Gi"]);
    // The page's gates go to both sides: with the 1.37 fix off, only the QoS fix is left, and it
    // does not touch a Pod whose pod-level resources are set.
    let fix_off = FeatureGates { pod_level_resources_fix_defaulting: false, ..KubeVersion::V1_37.gates() };
    let comparison = on_136.compare_with(&session(KubeVersion::V1_37, Some(fix_off)));
    assert!(!comparison.resources_differ && !comparison.qos_differs, "{comparison:?}");
    assert!(on_137.compare_with(&session(KubeVersion::V1_37, None)).is_same());
}

#[test]
fn a_limit_range_and_a_quota_beside_the_pod_admit_its_resizes_too() {
    // limitranger: SupportsAttributes (the resize subresource), PodValidateLimitFunc;
    // resourcequota: CheckRequest (on an update only the growth is charged, against what the
    // quota counts with the Pod as it was).
    let policies = "apiVersion: v1\nkind: LimitRange\nmetadata: {name: defaults}\nspec:\n  limits:\n  - type: Container\n    max: {cpu: '1'}\n---\napiVersion: v1\nkind: ResourceQuota\nmetadata: {name: compute}\nspec:\n  hard: {requests.cpu: '1'}\n---\n";
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27, resources: {requests: {cpu: 100m}, limits: {cpu: 500m}}}\n  - {name: log, image: nginx:1.27, resources: {requests: {cpu: 800m}, limits: {cpu: 800m}}}\n---\nkind: Scenario\ntiming: ideal\nuntil: 60s\nactions:\n";
    let refusals = |action: &str| {
        let text = format!("{policies}{pod}{action}");
        let session = Session::new(&text, "", Settings::new(KubeVersion::DEFAULT));
        let run = session.run().expect("the Pod is admitted");
        run.facts
            .iter()
            .filter(|f| f.kind == crate::engine::FactKind::Refused)
            .filter_map(|f| f.message.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        refusals("- {at: 20s, do: resize, container: app, limits: {cpu: 1500m}}\n"),
        [
            "Error from server (Forbidden): pods \"web\" is forbidden: maximum cpu usage per Container is 1, but limit is 1500m"
        ]
    );
    assert_eq!(
        refusals("- {at: 20s, do: resize, container: app, requests: {cpu: 400m}}\n"),
        [
            "Error from server (Forbidden): pods \"web\" is forbidden: exceeded quota: compute, requested: requests.cpu=300m, used: requests.cpu=900m, limited: requests.cpu=1"
        ]
    );
    // Within both: admitted (100m more makes exactly the 1 the quota allows).
    assert!(refusals("- {at: 20s, do: resize, container: app, requests: {cpu: 200m}}\n").is_empty());
}
