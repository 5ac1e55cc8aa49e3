//! The typed reading: every word, absent and unknown values, and the decisions made on them.

use super::*;
use crate::model::{ContainerRestartRule, Handler, Probe, RestartRuleExitCodes};

fn container(restart_policy: Option<&str>, rules: &[(&str, &str, &[i64])]) -> Container {
    Container {
        restart_policy: restart_policy.map(str::to_owned),
        restart_policy_rules: rules
            .iter()
            .map(|(action, operator, values)| ContainerRestartRule {
                action: Some((*action).to_owned()),
                exit_codes: Some(RestartRuleExitCodes {
                    operator: Some((*operator).to_owned()),
                    values: values.to_vec(),
                }),
            })
            .collect(),
        ..Container::default()
    }
}

#[test]
fn pod_restart_policy_reads_every_word_and_defaults_to_always() {
    for policy in [RestartPolicy::Always, RestartPolicy::OnFailure, RestartPolicy::Never] {
        assert_eq!(RestartPolicy::read(Some(policy.as_str())), policy);
        assert_eq!(policy.to_string(), policy.as_str());
    }
    assert_eq!(RestartPolicy::read(None), RestartPolicy::Always);
    assert_eq!(RestartPolicy::read(Some("never")), RestartPolicy::Always);
    assert_eq!(RestartPolicy::read(Some("")), RestartPolicy::Always);
}

#[test]
fn pod_restart_policy_restarts_by_exit_code() {
    let table = [
        (RestartPolicy::Always, [true, true]),
        (RestartPolicy::OnFailure, [false, true]),
        (RestartPolicy::Never, [false, false]),
    ];
    for (policy, [after_zero, after_one]) in table {
        assert_eq!(policy.restarts_after(0), after_zero, "{policy} after 0");
        assert_eq!(policy.restarts_after(1), after_one, "{policy} after 1");
    }
}

#[test]
fn container_restart_policy_has_no_default() {
    assert_eq!(ContainerRestartPolicy::parse("Always"), Some(ContainerRestartPolicy::Always));
    assert_eq!(
        ContainerRestartPolicy::parse("OnFailure").map(ContainerRestartPolicy::as_pod_policy),
        Some(RestartPolicy::OnFailure)
    );
    assert_eq!(
        ContainerRestartPolicy::parse("Never").map(ContainerRestartPolicy::as_pod_policy),
        Some(RestartPolicy::Never)
    );
    assert_eq!(ContainerRestartPolicy::parse("Sometimes"), None);
    assert_eq!(ContainerRestart::read(&container(Some("Sometimes"), &[])).policy, None);
}

#[test]
fn restart_decisions_take_rules_then_own_policy_then_the_pods() {
    let decide = |c: &Container, pod: RestartPolicy, code: i64| ContainerRestart::read(c).decide(pod, code);
    // No own policy: the Pod's decides and the rules are not consulted.
    let plain = container(None, &[("Restart", "In", &[42])]);
    assert_eq!(decide(&plain, RestartPolicy::Never, 42), RestartDecision { restart: false, by: RestartBy::PodPolicy });
    assert_eq!(
        decide(&plain, RestartPolicy::OnFailure, 1),
        RestartDecision { restart: true, by: RestartBy::PodPolicy }
    );
    // Own policy Never with a rule: the rule restarts what it names, the policy keeps the rest stopped.
    let ruled = container(Some("Never"), &[("Restart", "In", &[42]), ("Restart", "NotIn", &[0, 42])]);
    assert_eq!(decide(&ruled, RestartPolicy::Always, 42), RestartDecision { restart: true, by: RestartBy::Rule(0) });
    assert_eq!(decide(&ruled, RestartPolicy::Always, 7), RestartDecision { restart: true, by: RestartBy::Rule(1) });
    assert_eq!(
        decide(&ruled, RestartPolicy::Always, 0),
        RestartDecision { restart: false, by: RestartBy::ContainerPolicy }
    );
    // The first matching rule decides: an action other than Restart falls through to the policy.
    let other = container(Some("OnFailure"), &[("RestartAllContainers", "In", &[3]), ("Restart", "In", &[3])]);
    assert_eq!(
        decide(&other, RestartPolicy::Never, 3),
        RestartDecision { restart: true, by: RestartBy::ContainerPolicy }
    );
    assert_eq!(
        decide(&other, RestartPolicy::Always, 0),
        RestartDecision { restart: false, by: RestartBy::ContainerPolicy }
    );
    // An unknown operator matches nothing.
    let unknown = container(Some("Never"), &[("Restart", "Between", &[1])]);
    assert_eq!(
        decide(&unknown, RestartPolicy::Always, 1),
        RestartDecision { restart: false, by: RestartBy::ContainerPolicy }
    );
    // The model's string entry point gives the same answer.
    assert_eq!(ruled.restart_decision("Always", 42), decide(&ruled, RestartPolicy::Always, 42));
}

#[test]
fn pull_policy_reads_every_word_and_defaults_from_the_image_tag() {
    for policy in [PullPolicy::Always, PullPolicy::IfNotPresent, PullPolicy::Never] {
        assert_eq!(PullPolicy::read(Some(policy.as_str()), "nginx:1.27"), policy);
    }
    for (image, expected) in [
        ("nginx", PullPolicy::Always),
        ("nginx:latest", PullPolicy::Always),
        ("registry.local:5000/team/app", PullPolicy::Always),
        ("nginx:1.27", PullPolicy::IfNotPresent),
        ("nginx@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", PullPolicy::IfNotPresent),
    ] {
        assert_eq!(PullPolicy::read(None, image), expected, "{image}");
        assert_eq!(PullPolicy::read(Some("sometimes"), image), expected, "{image}");
    }
}

#[test]
fn probe_handlers_are_read_by_kind() {
    let http =
        Handler { http_get: Some("/healthz".to_owned()), http_scheme: Some("HTTPS".to_owned()), ..Handler::default() };
    assert_eq!(
        ProbeHandler::read(&http),
        Some(ProbeHandler::HttpGet { path: "/healthz".to_owned(), scheme: UriScheme::Https })
    );
    let plain = Handler { http_get: Some(String::new()), ..Handler::default() };
    assert!(matches!(ProbeHandler::read(&plain), Some(ProbeHandler::HttpGet { scheme: UriScheme::Http, .. })));
    assert_eq!(ProbeHandler::read(&Handler { grpc: true, ..Handler::default() }), Some(ProbeHandler::Grpc));
    assert_eq!(ProbeHandler::read(&Handler { tcp_socket: true, ..Handler::default() }), Some(ProbeHandler::TcpSocket));
    let exec = Handler { exec: Some(vec!["cat".to_owned(), "/tmp/ready".to_owned()]), ..Handler::default() };
    assert!(matches!(ProbeHandler::read(&exec), Some(ProbeHandler::Exec { command }) if command.len() == 2));
    assert_eq!(ProbeHandler::read(&Handler::default()), None);
    assert_eq!(UriScheme::Https.url_scheme(), "https");
    let with_probes = Container {
        image: Some("busybox".to_owned()),
        readiness_probe: Some(Probe { handler: exec, ..Probe::default() }),
        ..Container::default()
    };
    let spec = ContainerSpec::read(&with_probes);
    assert!(matches!(spec.readiness_probe, Some(ProbeHandler::Exec { .. })));
    assert_eq!((spec.startup_probe, spec.liveness_probe), (None, None));
    assert_eq!(spec.pull_policy, PullPolicy::Always);
}

#[test]
fn pod_failure_policy_rules_read_actions_and_match_exit_codes() {
    use crate::model::PodFailurePolicyRule;
    for action in [
        PodFailurePolicyAction::FailJob,
        PodFailurePolicyAction::FailIndex,
        PodFailurePolicyAction::Ignore,
        PodFailurePolicyAction::Count,
    ] {
        assert_eq!(PodFailurePolicyAction::parse(action.as_str()), Some(action));
    }
    assert_eq!(PodFailurePolicyAction::parse("failjob"), None);
    let rule = |operator: &str, container: Option<&str>| {
        PodFailureRule::read(&PodFailurePolicyRule {
            action: "FailJob".to_owned(),
            on_exit_codes: Some(crate::model::OnExitCodes {
                container_name: container.map(str::to_owned),
                operator: operator.to_owned(),
                values: vec![42],
            }),
            on_pod_conditions: Vec::new(),
        })
    };
    let codes = |rule: PodFailureRule| rule.on_exit_codes.unwrap_or_else(|| unreachable!("read keeps onExitCodes"));
    let any = codes(rule("In", None));
    assert!(any.matches("main", 42) && !any.matches("main", 1));
    let not_in = codes(rule("NotIn", None));
    assert!(!not_in.matches("main", 42) && not_in.matches("main", 1));
    let named = codes(rule("In", Some("main")));
    assert!(named.matches("main", 42) && !named.matches("sidecar", 42));
    let unknown = codes(rule("Between", None));
    assert_eq!(unknown.operator, None);
    assert!(!unknown.matches("main", 42) && !unknown.matches("main", 1));
    assert_eq!(rule("In", None).action, Some(PodFailurePolicyAction::FailJob));
}
