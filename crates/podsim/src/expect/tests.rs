//! Unit tests of the expectation language, the block finder and the checks.

use super::*;
use crate::lint::LintCode;
use crate::qos::QosClass;
use crate::quantity::Quantity;
use crate::resources::ResourceKind;
use crate::status::{ConditionType, PodPhase};

fn claim(line: &str) -> Claim {
    match Expectation::parse(line) {
        Some(Ok(expectation)) => expectation.claim,
        other => panic!("{line}: {other:?}"),
    }
}

fn error(line: &str) -> String {
    match Expectation::parse(line) {
        Some(Err(error)) => error.0,
        other => panic!("{line} should be refused: {other:?}"),
    }
}

fn quantity(text: &str) -> Quantity {
    Quantity::parse(text).unwrap_or_else(|error| panic!("{text}: {error}"))
}

#[test]
fn each_form_reads_into_its_claim() {
    assert_eq!(
        claim("# expect: at 45s: Init:CrashLoopBackOff"),
        Claim::Status { at_ms: 45_000, status: "Init:CrashLoopBackOff".to_owned(), ready: None }
    );
    assert_eq!(
        claim("# expect: at 1m30s: Terminating, ready 1/2"),
        Claim::Status { at_ms: 90_000, status: "Terminating".to_owned(), ready: Some("1/2".to_owned()) }
    );
    assert_eq!(claim("# expect: at 30s: phase Running"), Claim::Phase { at_ms: 30_000, phase: PodPhase::Running });
    assert_eq!(
        claim("# expect: at 500ms: condition Ready=False"),
        Claim::Condition { at_ms: 500, condition: ConditionType::Ready, status: ConditionStatus::False }
    );
    assert_eq!(
        claim("# expect: requests cpu 2500m"),
        Claim::Resource { kind: ResourceKind::Requests, resource: "cpu".to_owned(), quantity: quantity("2.5") }
    );
    assert_eq!(
        claim("# expect: limits memory 1Gi"),
        Claim::Resource { kind: ResourceKind::Limits, resource: "memory".to_owned(), quantity: quantity("1024Mi") }
    );
    assert_eq!(claim("# expect: qos Burstable"), Claim::Qos(QosClass::Burstable));
    assert_eq!(claim("# expect: accepted"), Claim::Accepted);
    assert_eq!(
        claim("# expect: invalid spec.initContainers[0].restartPolicy"),
        Claim::Invalid { field: "spec.initContainers[0].restartPolicy".to_owned(), message: None }
    );
    assert_eq!(
        claim(r#"# expect: invalid spec.containers[0].image: Required value"#),
        Claim::Invalid { field: "spec.containers[0].image".to_owned(), message: Some("Required value".to_owned()) }
    );
    assert_eq!(claim("# expect: warning PS003"), Claim::Warning(LintCode::SidecarWithoutStartupProbe));
    assert_eq!(claim("# expect: no warning PS003"), Claim::NoWarning(LintCode::SidecarWithoutStartupProbe));
    // Indented, and with spaces after `#`.
    assert_eq!(claim("   #  expect: qos BestEffort"), Claim::Qos(QosClass::BestEffort));
}

#[test]
fn versions_are_a_list_or_a_range_and_default_to_none() {
    let versions = |line: &str| match Expectation::parse(line) {
        Some(Ok(expectation)) => expectation.versions,
        other => panic!("{line}: {other:?}"),
    };
    assert_eq!(versions("# expect: accepted"), []);
    assert_eq!(versions("# expect[1.33, 1.37]: accepted"), [KubeVersion::V1_33, KubeVersion::V1_37]);
    assert_eq!(versions("# expect[1.35..1.37]: accepted"), [KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37]);
    assert_eq!(versions("# expect[1.34..legacy]: accepted"), [KubeVersion::Legacy, KubeVersion::V1_33, KubeVersion::V1_34]);
    assert_eq!(versions("# expect[legacy,legacy]: accepted"), [KubeVersion::Legacy]);
}

#[test]
fn a_line_that_is_no_expectation_is_left_alone() {
    for line in ["# expectations are checked", "# podsim", "expect: qos Burstable", "  name: expect", "# expected: x"] {
        assert_eq!(Expectation::parse(line), None, "{line}");
        assert!(!is_expectation_line(line));
    }
}

#[test]
fn a_line_meant_as_an_expectation_but_misspelt_is_a_failure_not_a_skip() {
    for line in ["# expect qos Guaranteed", "# Expect: qos Guaranteed", "# expects: accepted", "# EXPECT[1.35]: accepted"] {
        let parsed = Expectation::parse(line);
        assert!(parsed.as_ref().is_some_and(|p| p.as_ref().is_err_and(|e| e.0.contains("write `# expect: …`"))), "{line}: {parsed:?}");
    }
    // Prose that only starts with the word is left alone.
    for line in ["# expect the Pod to start", "# Expected behaviour: it restarts"] {
        assert_eq!(Expectation::parse(line), None, "{line}");
    }
}

#[test]
fn every_unreadable_expectation_says_why() {
    let cases = [
        ("# expect: at 45s Running", "needs a `:` after the time"),
        ("# expect: at soon: Running", "time `soon`"),
        ("# expect: at 5s: phase Runing", "`Runing` is not a phase"),
        ("# expect: at 5s: condition Ready", "TYPE=STATUS"),
        ("# expect: at 5s: condition Readdy=True", "`Readdy` is not a Pod condition"),
        ("# expect: at 5s: condition Ready=true", "`true` is not True, False or Unknown"),
        ("# expect: at 5s: Running, ready one", "is not READY"),
        ("# expect: at 5s: Running ready 1/1", "is not a STATUS"),
        ("# expect: requests cpu", "needs a resource and a quantity"),
        ("# expect: limits memory 1GB", "quantity `1GB`"),
        ("# expect: qos burstable", "`burstable` is not a QoS class"),
        ("# expect: warning PS099", "`PS099` is not a lint rule"),
        ("# expect: no warning ps001", "`ps001` is not a lint rule"),
        ("# expect: no warnings", "is none of the forms"),
        ("# expect: no warning warning PS001", "`warning PS001` is not a lint rule"),
        ("# expect: accepted please", "is none of the forms"),
        ("# expect: invalid", "is none of the forms"),
        ("# expect: QoS Burstable", "is none of the forms"),
        ("# expect[1.99]: accepted", "unknown version `1.99`"),
        ("# expect[1.35: accepted", "without its `]`"),
        ("# expect[1.35] accepted", "a `:` after"),
    ];
    for (line, why) in cases {
        let message = error(line);
        assert!(message.contains(why), "{line}: {message}");
    }
}

const MARKDOWN: &str = "# A page

```yaml
# podsim
kind: Pod
```

```podsim
kind: Pod
```

```yaml
kind: Pod
# expect: qos BestEffort
```

```yaml
kind: Deployment
```

```console
# expect: qos BestEffort
```

> ```yaml
> # expect: accepted
> kind: Pod
> ```
";

#[test]
fn markdown_blocks_are_found_by_info_string_first_line_or_expectations() {
    let blocks = podsim_blocks(MARKDOWN, DocFormat::Markdown);
    let found: Vec<(usize, &str)> = blocks.iter().map(|b| (b.line, b.text.as_str())).collect();
    assert_eq!(
        found,
        [
            (4, "# podsim\nkind: Pod\n"),
            (9, "kind: Pod\n"),
            (13, "kind: Pod\n# expect: qos BestEffort\n"),
            (26, "# expect: accepted\nkind: Pod\n"),
        ]
    );
    // Each span is the whole fenced block: from its opening fence to its closing one.
    for block in &blocks {
        let fenced = &MARKDOWN[block.span.clone()];
        assert!(fenced.starts_with("```") && fenced.trim_end().ends_with("```"), "{fenced:?}");
        let first = block.text.lines().next().unwrap_or_default();
        assert!(fenced.contains(first), "{fenced:?}");
    }
}

#[test]
fn a_yaml_file_is_one_block_when_it_is_marked() {
    assert_eq!(podsim_blocks("kind: Pod\n", DocFormat::Yaml), []);
    let marked = "kind: Pod\n# expect: accepted\n";
    assert_eq!(podsim_blocks(marked, DocFormat::Yaml), [DocBlock { line: 1, text: marked.to_owned(), span: 0..marked.len() }]);
    assert_eq!(DocFormat::of_path("docs/pod.YML"), DocFormat::Yaml);
    assert_eq!(DocFormat::of_path("docs/page.md"), DocFormat::Markdown);
}

/// A sidecar and a big init container: requests depend on the version (legacy drops the sidecar's
/// `restartPolicy`, so it counts as a plain init container).
const SHOP: &str = "apiVersion: v1
kind: Pod
metadata: {name: shop}
spec:
  initContainers:
  - {name: proxy, image: envoy, restartPolicy: Always, resources: {requests: {cpu: 500m}}}
  - {name: migrate, image: tool, resources: {requests: {cpu: '2'}}}
  containers:
  - {name: web, image: web, resources: {requests: {cpu: '1', memory: 1Gi}, limits: {memory: 1Gi}}}
";

fn check(block: &str, version: KubeVersion) -> Vec<Outcome> {
    check_document(block, DocFormat::Yaml, &Settings::new(version))
}

fn results(outcomes: &[Outcome]) -> Vec<(usize, bool, &str)> {
    outcomes.iter().map(|o| (o.line, o.passed, o.says.as_str())).collect()
}

#[test]
fn resources_and_qos_are_compared_as_quantities_on_each_version() {
    let text = format!(
        "# expect: requests cpu 2.5\n# expect[legacy, 1.35]: requests cpu 2500m\n# expect: limits memory 1024Mi\n\
         # expect: limits cpu 1\n# expect: qos Burstable\n# expect: qos Guaranteed\n{SHOP}"
    );
    let outcomes = check(&text, KubeVersion::V1_37);
    assert_eq!(
        results(&outcomes),
        [
            (1, true, "requests cpu 2500m"),
            (2, false, "requests cpu 2"),
            (2, true, "requests cpu 2500m"),
            (3, true, "limits memory 1Gi"),
            (4, false, "no cpu in limits"),
            (5, true, "qos Burstable"),
            (6, false, "qos Burstable"),
        ]
    );
    assert_eq!(outcomes.get(1).and_then(|o| o.version), Some(KubeVersion::Legacy));
    assert_eq!(outcomes.get(1).map(|o| o.expected.as_str()), Some("requests cpu 2500m"));
}

#[test]
fn the_verdict_is_checked_per_version_with_the_message() {
    let pod = SHOP.replace("restartPolicy: Always", "restartPolicy: Never");
    let text = format!(
        "# expect[1.33]: invalid spec.initContainers[0].restartPolicy: Unsupported value: \"Never\"\n\
         # expect[1.33]: invalid spec.initContainers[0].restartPolicy: Required value\n\
         # expect[1.33]: invalid spec.containers[0].image\n\
         # expect[1.35..1.37]: accepted\n# expect[1.33]: accepted\n{pod}"
    );
    let outcomes = check(&text, KubeVersion::V1_37);
    let message = "invalid spec.initContainers[0].restartPolicy: Unsupported value: \"Never\": supported values: \"Always\"";
    assert_eq!(
        results(&outcomes),
        [
            (1, true, message),
            (2, false, message),
            (3, false, message),
            (4, true, "accepted"),
            (4, true, "accepted"),
            (4, true, "accepted"),
            (5, false, message),
        ]
    );
    let accepted = check(&format!("# expect: invalid spec.containers[0].image\n{SHOP}"), KubeVersion::V1_37);
    assert_eq!(results(&accepted), [(1, false, "accepted")]);
}

#[test]
fn lint_findings_are_claimed_by_code() {
    let pod = "kind: Pod\napiVersion: v1\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: proxy, image: envoy}\n  \
               containers:\n  - {name: web, image: nginx}\n";
    let claims = "# expect: warning PS001\n# expect: warning PS003\n# expect: no warning PS003\n# expect: no warning PS001\n";
    let outcomes = check(&format!("{claims}{pod}"), KubeVersion::V1_37);
    assert_eq!(
        results(&outcomes),
        [(1, true, "warning PS001"), (2, false, "warning PS001"), (3, true, "warning PS001"), (4, false, "warning PS001")]
    );
    let other = check(&format!("# expect: warning PS001\n{SHOP}"), KubeVersion::V1_37);
    assert_eq!(results(&other), [(1, false, "warning PS003")]);
    let clean = check(&format!("# expect: warning PS001\n{WAITING}"), KubeVersion::V1_37);
    assert_eq!(results(&clean), [(1, false, "no warnings")]);
}

const WAITING: &str = "apiVersion: v1
kind: Pod
metadata: {name: inferred}
spec:
  initContainers:
  - {name: wait, image: busybox:1.36, command: [sleep, '10']}
  containers:
  - {name: app, image: nginx:1.27}
---
kind: Scenario
timing: ideal
";

#[test]
fn status_phase_and_conditions_are_read_at_the_instant() {
    let claims = "# expect: at 5s: Init:0/1\n# expect: at 5s: Running\n# expect: at 20s: Running, ready 1/1\n\
                  # expect: at 20s: Running, ready 0/1\n# expect: at 5s: phase Pending\n# expect: at 20s: phase Pending\n\
                  # expect: at 5s: condition Initialized=False\n# expect: at 20s: condition Ready=True\n\
                  # expect: at 20s: condition Ready=False\n";
    let outcomes = check(&format!("{claims}{WAITING}"), KubeVersion::V1_37);
    assert_eq!(
        results(&outcomes),
        [
            (1, true, "Init:0/1"),
            (2, false, "Init:0/1"),
            (3, true, "Running, ready 1/1"),
            (4, false, "Running, ready 1/1"),
            (5, true, "phase Pending"),
            (6, false, "phase Running"),
            (7, true, "condition Initialized=False"),
            (8, true, "condition Ready=True"),
            (9, false, "condition Ready=True"),
        ]
    );
}

#[test]
fn an_instant_past_an_unsettled_run_or_a_refused_pod_has_no_state() {
    let crashing = "# expect: at 20m: CrashLoopBackOff\napiVersion: v1\nkind: Pod\nmetadata: {name: c}\nspec:\n  \
                    containers:\n  - {name: app, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\n\
                    timing: ideal\nuntil: 5m\n";
    let outcomes = check(crashing, KubeVersion::V1_37);
    assert_eq!(results(&outcomes), [(1, false, "nothing: the run stops at 5m (a later `until:` in the scenario runs longer)")]);
    let refused = check("# expect: at 5s: Running\napiVersion: v1\nkind: Pod\nmetadata: {name: r}\nspec:\n  containers:\n  - {name: app}\n", KubeVersion::V1_37);
    assert_eq!(results(&refused), [(1, false, "invalid spec.containers[0].image: Required value")]);
}

#[test]
fn unreadable_expectations_and_scenarios_fail_at_their_lines() {
    let text = format!("{WAITING}behaviour:\n  nobody: {{exitCode: 1}}\n# expect: qos burstable\n");
    let outcomes = check(&text, KubeVersion::V1_37);
    let found: Vec<(usize, Option<KubeVersion>, bool)> = outcomes.iter().map(|o| (o.line, o.version, o.passed)).collect();
    assert_eq!(found, [(14, None, false), (13, None, false)]);
    assert!(outcomes.first().is_some_and(|o| o.says.starts_with("cannot read `# expect: qos burstable`: `burstable` is not a QoS class") && o.expected == "# expect: qos burstable"));
    assert!(outcomes.get(1).is_some_and(|o| o.says.starts_with("the scenario cannot be read: ") && o.says.contains("nobody")), "{outcomes:?}");
}

#[test]
fn lines_are_counted_from_the_document_not_the_block() {
    let page = format!("# Page\n\ntext\n\n```yaml\n# expect: qos Guaranteed\n{SHOP}```\n");
    let outcomes = check_document(&page, DocFormat::Markdown, &Settings::new(KubeVersion::V1_37));
    assert_eq!(results(&outcomes), [(6, false, "qos Burstable")]);
}

#[test]
fn what_kubectl_prints_is_claimed_whole_and_an_admission_refusal_is_no_acceptance() {
    let quota = "# expect: kubectl: Error from server (Forbidden): error when creating \"pod.yaml\": pods \"web\" is \
                 forbidden: exceeded quota: compute, requested: requests.cpu=300m, used: requests.cpu=0, limited: \
                 requests.cpu=250m\n# expect: accepted\n# expect: kubectl: pod/web created\n\
                 apiVersion: v1\nkind: ResourceQuota\nmetadata: {name: compute}\nspec:\n  hard: {requests.cpu: 250m}\n---\n\
                 apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx, \
                 resources: {requests: {cpu: 300m}}}\n";
    let outcomes = check(quota, KubeVersion::V1_37);
    let passed: Vec<(usize, bool)> = outcomes.iter().map(|o| (o.line, o.passed)).collect();
    assert_eq!(passed, [(1, true), (2, false), (3, false)]);
    assert!(outcomes.get(1).is_some_and(|o| o.says.starts_with("refused: Error from server (Forbidden)")), "{outcomes:?}");
    assert_eq!(claim("# expect: kubectl: pod/web created"), Claim::Kubectl("pod/web created".to_owned()));
}

#[test]
fn a_podsim_line_that_names_a_version_is_the_blocks_version() {
    let text = "# podsim k8s=1.33 title=\"old\"\n# expect: accepted\n# expect[1.36]: accepted\nkind: Pod\nmetadata: {name: a}\nspec:\n  containers: [{name: a, image: nginx}]\n";
    let versions: Vec<Option<KubeVersion>> = check(text, KubeVersion::V1_37).iter().map(|o| o.version).collect();
    assert_eq!(versions, [Some(KubeVersion::V1_33), Some(KubeVersion::V1_36)]);
}

#[test]
fn the_endpoint_and_the_traffic_windows_are_claimed() {
    let text = "# expect: at 10s: endpoint ready=true serving=true terminating=false\n\
                # expect: at 10s: endpoint absent\n\
                # expect: windows: served 0s-1m\n\
                # expect: windows: idle 0s-1s, served 1s-1m\n\
                apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec:\n  selector: {app: web}\n  ports: [{port: 80}]\n---\n\
                apiVersion: v1\nkind: Pod\nmetadata: {name: web, labels: {app: web}}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    ports: [{containerPort: 80}]\n---\nkind: Scenario\ntiming: ideal\n";
    let outcomes = check(text, KubeVersion::V1_37);
    let passed: Vec<(usize, bool)> = outcomes.iter().map(|o| (o.line, o.passed)).collect();
    assert_eq!(passed.first(), Some(&(1, true)), "{outcomes:?}");
    assert_eq!(passed.get(1), Some(&(2, false)));
    assert_eq!(outcomes.get(1).map(|o| o.says.as_str()), Some("endpoint ready=true serving=true terminating=false"));
    // No preStop and ideal timing: the endpoint is programmed at once and serves to the end.
    assert_eq!(passed.get(2), Some(&(3, true)), "{outcomes:?}");
    assert_eq!(passed.get(3), Some(&(4, false)));
    assert_eq!(outcomes.get(3).map(|o| o.says.as_str()), Some("windows: served 0s-1m"));
    for bad in ["# expect: at 5s: endpoint ready=yes serving=true terminating=false", "# expect: windows: lost 1s-2s", "# expect: windows: served 1s"] {
        assert!(Expectation::parse(bad).is_some_and(|parsed| parsed.is_err()), "{bad}");
    }
}
