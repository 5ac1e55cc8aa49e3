//! A workload's own validation rules (name, selector, restart policy, deadline) through
//! `analyze`: kubectl's exact text per kind and version, and the line of each error.

use podsim::analysis::analyze;
use podsim::version::KubeVersion;

/// What `kubectl apply` prints, and each error's message with its line.
fn check(text: &str, version: KubeVersion) -> (String, Vec<(String, u32)>) {
    let analysis = analyze(text, version);
    let errors = analysis
        .errors()
        .map(|error| (error.message.clone(), error.location.map_or(0, |location| location.line)))
        .collect();
    (analysis.kubectl_output(), errors)
}

fn job(name: &str, template_spec: &str) -> String {
    format!(
        "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: {name}\nspec:\n  template:\n    spec:\n{template_spec}      containers:\n      - name: main\n        image: busybox\n"
    )
}

fn workload(kind: &str, name: &str, selector: &str, labels: &str, template_spec: &str) -> String {
    let api_version = if kind == "ReplicationController" { "v1" } else { "apps/v1" };
    format!(
        "apiVersion: {api_version}\nkind: {kind}\nmetadata:\n  name: {name}\nspec:\n{selector}  template:\n    metadata:\n{labels}    spec:\n{template_spec}      containers:\n      - name: main\n        image: nginx\n"
    )
}

const MATCHING: &str = "  selector:\n    matchLabels: {app: x}\n";
const LABELS: &str = "      labels: {app: x}\n";

#[test]
fn a_job_without_restart_policy_is_refused_where_the_template_spec_is() {
    for version in KubeVersion::ALL {
        let (kubectl, errors) = check(&job("j", ""), version);
        let cause = "spec.template.spec.restartPolicy: Required value: valid values: \"OnFailure\", \"Never\"";
        assert_eq!(kubectl, format!("The Job \"j\" is invalid: {cause}"), "{version:?}");
        assert_eq!(errors, [(cause.to_owned(), 7)], "{version:?}");
    }
    let (kubectl, errors) = check(&job("j", "      restartPolicy: Always\n"), KubeVersion::V1_35);
    assert!(
        kubectl.ends_with("spec.template.spec.restartPolicy: Required value: valid values: \"OnFailure\", \"Never\"")
    );
    assert_eq!(errors[0].1, 8, "the line of restartPolicy");
    let (kubectl, _) = check(&job("j", "      restartPolicy: Never\n"), KubeVersion::V1_35);
    assert_eq!(kubectl, "job.batch/j created");
}

#[test]
fn a_job_restart_policy_that_no_pod_takes_is_reported_twice() {
    let (kubectl, _) = check(&job("j", "      restartPolicy: Sometimes\n"), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The Job \"j\" is invalid: \n\
         * spec.template.spec.restartPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"OnFailure\", \"Never\"\n\
         * spec.template.spec.restartPolicy: Unsupported value: \"Sometimes\": supported values: \"OnFailure\", \"Never\""
    );
}

#[test]
fn a_pod_failure_policy_needs_restart_policy_never() {
    let text = job("j", "      restartPolicy: OnFailure\n")
        .replace("spec:\n  template:", "spec:\n  podFailurePolicy:\n    rules: []\n  template:");
    let (kubectl, errors) = check(&text, KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The Job \"j\" is invalid: spec.template.spec.restartPolicy: Invalid value: \"OnFailure\": only \"Never\" is \
         supported when podFailurePolicy is specified"
    );
    assert_eq!(errors[0].1, 10);
}

#[test]
fn a_cron_job_checks_its_job_template_its_schedule_and_its_name_length() {
    let name = "n".repeat(53);
    let text = format!(
        "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: {name}\nspec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          containers:\n          - name: main\n            image: busybox\n"
    );
    let (kubectl, errors) = check(&text, KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        format!(
            "The CronJob \"{name}\" is invalid: \n\
             * spec.schedule: Required value\n\
             * spec.jobTemplate.spec.template.spec.restartPolicy: Required value: valid values: \"OnFailure\", \"Never\"\n\
             * metadata.name: Invalid value: \"{name}\": must be no more than 52 characters"
        )
    );
    let lines: Vec<u32> = errors.iter().map(|(_, line)| *line).collect();
    assert_eq!(lines, [5, 9, 4], "spec (no schedule), the template's spec, metadata.name");
}

#[test]
fn controllers_that_keep_pods_running_take_only_always_and_no_deadline() {
    let owners = [
        ("Deployment", "ReplicaSet"),
        ("ReplicaSet", "ReplicaSet"),
        ("StatefulSet", "StatefulSet"),
        ("DaemonSet", "DaemonSet"),
    ];
    for (kind, owner) in owners {
        let spec = "      restartPolicy: Never\n      activeDeadlineSeconds: 30\n";
        let (kubectl, errors) = check(&workload(kind, "w", MATCHING, LABELS, spec), KubeVersion::V1_35);
        assert_eq!(
            kubectl,
            format!(
                "The {kind} \"w\" is invalid: \n\
                 * spec.template.spec.restartPolicy: Unsupported value: \"Never\": supported values: \"Always\"\n\
                 * spec.template.spec.activeDeadlineSeconds: Forbidden: activeDeadlineSeconds in {owner} is not Supported"
            )
        );
        let lines: Vec<u32> = errors.iter().map(|(_, line)| *line).collect();
        assert_eq!(lines, [12, 13], "{kind}");
    }
    let (kubectl, _) = check(
        &workload("ReplicationController", "w", "", LABELS, "      restartPolicy: OnFailure\n"),
        KubeVersion::V1_35,
    );
    assert_eq!(
        kubectl,
        "The ReplicationController \"w\" is invalid: spec.template.spec.restartPolicy: Unsupported value: \
         \"OnFailure\": supported values: \"Always\""
    );
}

#[test]
fn a_missing_selector_is_required_and_matches_no_labels() {
    let text = workload("Deployment", "web", "", LABELS, "");
    let (kubectl, errors) = check(&text, KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The Deployment \"web\" is invalid: \n\
         * spec.selector: Required value\n\
         * spec.template.metadata.labels: Invalid value: {\"app\":\"x\"}: `selector` does not match template `labels`"
    );
    assert_eq!(errors.iter().map(|(_, line)| *line).collect::<Vec<_>>(), [5, 8]);
    let (kubectl, _) = check(&text, KubeVersion::V1_33);
    assert!(
        kubectl.ends_with(
            "* spec.template.metadata.labels: Invalid value: map[string]string{\"app\":\"x\"}: `selector` does not \
             match template `labels`"
        ),
        "{kubectl}"
    );
    // No labels at all is Go's nil map.
    let bare = workload("ReplicaSet", "web", "", "      name: ignored\n", "");
    let (kubectl, _) = check(&bare, KubeVersion::V1_34);
    assert!(kubectl.ends_with("labels: Invalid value: null: `selector` does not match template `labels`"), "{kubectl}");
    let (kubectl, _) = check(&bare, KubeVersion::Legacy);
    assert!(kubectl.ends_with("Invalid value: map[string]string(nil): `selector` does not match template `labels`"));
}

#[test]
fn a_daemon_set_without_selector_only_mismatches() {
    let (kubectl, _) = check(&workload("DaemonSet", "agent", "", LABELS, ""), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The DaemonSet \"agent\" is invalid: spec.template.metadata.labels: Invalid value: {\"app\":\"x\"}: \
         `selector` does not match template `labels`"
    );
}

#[test]
fn an_empty_selector_is_printed_as_the_version_prints_it() {
    let empty = "  selector: {}\n";
    let (kubectl, errors) = check(&workload("Deployment", "web", empty, LABELS, ""), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The Deployment \"web\" is invalid: spec.selector: Invalid value: {}: empty selector is invalid for deployment"
    );
    assert_eq!(errors[0].1, 6);
    let (kubectl, _) = check(&workload("Deployment", "web", empty, LABELS, ""), KubeVersion::V1_33);
    assert_eq!(
        kubectl,
        "The Deployment \"web\" is invalid: spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), \
         MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for deployment"
    );
    let empty_labels = "  selector:\n    matchLabels: {}\n";
    let (kubectl, _) = check(&workload("StatefulSet", "db", empty_labels, LABELS, ""), KubeVersion::V1_33);
    assert!(
        kubectl.ends_with(
            "v1.LabelSelector{MatchLabels:map[string]string{}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: \
             empty selector is invalid for statefulset"
        ),
        "{kubectl}"
    );
    let (kubectl, _) = check(&workload("DaemonSet", "agent", empty, LABELS, ""), KubeVersion::V1_34);
    assert_eq!(
        kubectl,
        "The DaemonSet \"agent\" is invalid: spec.selector: Invalid value: {}: empty selector is invalid for daemonset"
    );
}

#[test]
fn a_selector_that_misses_the_labels_prints_them_sorted() {
    let selector = "  selector:\n    matchLabels: {app: web}\n    matchExpressions:\n    - {key: tier, operator: In, values: [front]}\n";
    let labels = "      labels: {tier: back, app: web}\n";
    let (kubectl, errors) = check(&workload("Deployment", "web", selector, labels, ""), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The Deployment \"web\" is invalid: spec.template.metadata.labels: Invalid value: \
         {\"app\":\"web\",\"tier\":\"back\"}: `selector` does not match template `labels`"
    );
    assert_eq!(errors[0].1, 12, "the line of labels");
    let (kubectl, _) = check(&workload("Deployment", "web", selector, labels, ""), KubeVersion::V1_33);
    assert!(kubectl.contains("map[string]string{\"app\":\"web\", \"tier\":\"back\"}"), "{kubectl}");
    let labels = "      labels: {tier: front, app: web}\n";
    let (kubectl, _) = check(&workload("Deployment", "web", selector, labels, ""), KubeVersion::V1_35);
    assert_eq!(kubectl, "deployment.apps/web created");
}

#[test]
fn each_kind_checks_its_own_name_rule() {
    let subdomain = "metadata.name: Invalid value: \"Web_1\": a lowercase RFC 1123 subdomain must consist of lower case \
                     alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. \
                     'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    let (kubectl, errors) = check(&workload("Deployment", "Web_1", MATCHING, LABELS, ""), KubeVersion::V1_35);
    assert_eq!(kubectl, format!("The Deployment \"Web_1\" is invalid: {subdomain}"));
    assert_eq!(errors[0].1, 4);
    let (kubectl, _) = check(&job("Web_1", "      restartPolicy: Never\n"), KubeVersion::V1_35);
    assert_eq!(kubectl, format!("The Job \"Web_1\" is invalid: {subdomain}"));

    // A StatefulSet's name is a DNS label: its Pods' hostnames are made from it.
    let (kubectl, _) = check(&workload("StatefulSet", "db.v1", MATCHING, LABELS, ""), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The StatefulSet \"db.v1\" is invalid: metadata.name: Invalid value: \"db.v1\": must not contain dots"
    );
    let (kubectl, _) = check(&workload("Deployment", "db.v1", MATCHING, LABELS, ""), KubeVersion::V1_35);
    assert_eq!(kubectl, "deployment.apps/db.v1 created");

    // A Job's name becomes the value of the `job-name` labels on its template.
    let long = "j".repeat(64);
    let (kubectl, errors) = check(&job(&long, "      restartPolicy: Never\n"), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        format!(
            "The Job \"{long}\" is invalid: spec.template.labels: Invalid value: \"{long}\": must be no more than 63 characters"
        )
    );
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].1, 4, "the line of metadata.name");
    let (kubectl, _) = check(&job(&"j".repeat(63), "      restartPolicy: Never\n"), KubeVersion::V1_35);
    assert!(kubectl.ends_with(" created"), "{kubectl}");
}

#[test]
fn a_template_may_not_carry_ephemeral_containers() {
    let spec = "      ephemeralContainers: [{name: debug, image: busybox}]\n";
    let (kubectl, _) = check(&workload("Deployment", "web", MATCHING, LABELS, spec), KubeVersion::V1_35);
    assert_eq!(
        kubectl,
        "The Deployment \"web\" is invalid: spec.template.spec.ephemeralContainers: Forbidden: ephemeral containers \
         not allowed in pod template"
    );
}

#[test]
fn a_job_s_counts_may_not_be_negative_and_are_checked_before_its_template() {
    let text = "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: train\nspec:\n  backoffLimit: -1\n  completions: -2\n  activeDeadlineSeconds: 0\n  template:\n    spec:\n      containers:\n      - name: main\n        image: busybox\n";
    let (kubectl, errors) = check(text, KubeVersion::V1_35);
    let completions = "spec.completions: Invalid value: -2: must be greater than or equal to 0";
    let backoff = "spec.backoffLimit: Invalid value: -1: must be greater than or equal to 0";
    let policy = "spec.template.spec.restartPolicy: Required value: valid values: \"OnFailure\", \"Never\"";
    assert_eq!(kubectl, format!("The Job \"train\" is invalid: \n* {completions}\n* {backoff}\n* {policy}"));
    assert_eq!(errors, [(completions.to_owned(), 7), (backoff.to_owned(), 6), (policy.to_owned(), 10)]);
    // A CronJob's Job template is checked the same way, under spec.jobTemplate.spec.
    let cron = "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: nightly\nspec:\n  schedule: \"0 2 * * *\"\n  jobTemplate:\n    spec:\n      parallelism: -1\n      template:\n        spec:\n          restartPolicy: Never\n          containers:\n          - name: main\n            image: busybox\n";
    let (_, errors) = check(cron, KubeVersion::V1_35);
    let parallelism = "spec.jobTemplate.spec.parallelism: Invalid value: -1: must be greater than or equal to 0";
    assert_eq!(errors, [(parallelism.to_owned(), 9)]);
}

/// core validation: ValidatePodTemplateSpec checks the template's labels and annotations at
/// `spec.template.labels` and `spec.template.annotations` (without `metadata`), before its spec;
/// the workload's own metadata goes through ValidateObjectMeta first.
#[test]
fn a_template_s_labels_and_annotations_are_checked_where_upstream_names_them() {
    let labels = "      labels: {app: x, tier: \"a b\"}\n      annotations: {\"-a\": v}\n";
    let text = workload("Deployment", "web", MATCHING, labels, "")
        .replace("metadata:\n  name: web\n", "metadata:\n  name: web\n  finalizers: [orphan, foregroundDeletion]\n");
    let (kubectl, errors) = check(&text, KubeVersion::V1_35);
    let value = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
    let key = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
    assert_eq!(
        kubectl,
        format!(
            "The Deployment \"web\" is invalid: \n\
             * metadata.finalizers: Invalid value: [\"orphan\",\"foregroundDeletion\"]: finalizer orphan and foregroundDeletion cannot be both set\n\
             * spec.template.labels: Invalid value: \"a b\": {value}\n\
             * spec.template.annotations: Invalid value: \"-a\": {key}"
        )
    );
    let lines: Vec<u32> = errors.iter().map(|(_, line)| *line).collect();
    assert_eq!(lines, [5, 11, 12], "each error on the line of its map");
    let (kubectl, _) = check(&workload("Deployment", "web", MATCHING, LABELS, ""), KubeVersion::V1_35);
    assert_eq!(kubectl, "deployment.apps/web created", "controller labels are not the template's");
}

/// apimachinery ValidateObjectMetaAccessor: a workload named by `generateName` has its prefix and
/// the name made from it checked with the kind's rule.
#[test]
fn a_workload_s_generate_name_is_checked_with_its_kind_s_rule() {
    let text = workload("StatefulSet", "web", MATCHING, LABELS, "")
        .replace("metadata:\n  name: web\n", "metadata:\n  generateName: db.\n");
    let (kubectl, _) = check(&text, KubeVersion::V1_35);
    let generated = kubectl.lines().last().and_then(|line| line.split('"').nth(1)).unwrap_or_default().to_owned();
    assert!(generated.starts_with("db.") && generated.len() == 8, "{kubectl}");
    let label = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    assert_eq!(
        kubectl,
        format!(
            "The StatefulSet \"{generated}\" is invalid: \n\
             * metadata.generateName: Invalid value: \"db.\": {label}\n\
             * metadata.name: Invalid value: \"{generated}\": must not contain dots"
        ),
        "the prefix masked by maskTrailingDash is not a label; the generated name is a subdomain"
    );
}

/// core validation: ValidatePodTemplateSpec runs ValidatePodSpecificAnnotations on the template's
/// annotations, at `spec.template.annotations[...]`.
#[test]
fn a_template_s_pod_specific_annotations_are_checked() {
    let labels = "      labels: {app: x}\n      annotations: {controller.kubernetes.io/pod-deletion-cost: '+1'}\n";
    let (kubectl, errors) = check(&workload("Deployment", "web", MATCHING, labels, ""), KubeVersion::V1_35);
    let cause = "spec.template.annotations[controller.kubernetes.io/pod-deletion-cost]: Invalid value: \"+1\": must be a 32bit integer";
    assert_eq!(kubectl, format!("The Deployment \"web\" is invalid: {cause}"));
    assert_eq!(errors, [(cause.to_owned(), 11)], "on the line of the template's annotations");
}

#[test]
fn a_controllers_counts_and_strategy_are_checked_around_its_template() {
    // apps validation: ValidateDeploymentSpec — replicas before the selector, the strategy after
    // the template.
    let deployment = workload("Deployment", "d", MATCHING, LABELS, "").replace(
        "spec:\n  selector",
        "spec:\n  replicas: -1\n  strategy: {type: Recreate, rollingUpdate: {maxSurge: 1}}\n  selector",
    );
    let (kubectl, errors) = check(&deployment, KubeVersion::V1_37);
    assert_eq!(
        kubectl,
        "The Deployment \"d\" is invalid: \n\
         * spec.replicas: Invalid value: -1: must be greater than or equal to 0\n\
         * spec.strategy.rollingUpdate: Forbidden: may not be specified when strategy `type` is 'Recreate'"
    );
    assert_eq!(errors.iter().map(|(_, line)| *line).collect::<Vec<_>>(), [6, 7]);
    // A progress deadline no later than minReadySeconds (the default deadline is 600 s).
    let slow = workload("Deployment", "d", MATCHING, LABELS, "")
        .replace("spec:\n  selector", "spec:\n  minReadySeconds: 600\n  selector");
    let (kubectl, _) = check(&slow, KubeVersion::V1_37);
    assert!(
        kubectl.ends_with("spec.progressDeadlineSeconds: Invalid value: 600: must be greater than minReadySeconds"),
        "{kubectl}"
    );
    // ValidateReplicaSetSpec: replicas and minReadySeconds first.
    let replica_set = workload("ReplicaSet", "r", MATCHING, LABELS, "")
        .replace("spec:\n  selector", "spec:\n  replicas: -3\n  selector");
    let (kubectl, _) = check(&replica_set, KubeVersion::V1_37);
    assert_eq!(
        kubectl,
        "The ReplicaSet \"r\" is invalid: spec.replicas: Invalid value: -3: must be greater than or equal to 0"
    );
}

#[test]
fn a_replication_controller_needs_a_selector_or_template_labels_that_match_it() {
    // core validation: ValidateReplicationControllerSpec, after SetDefaults_ReplicationController
    // gave an empty selector the template's labels.
    let (kubectl, _) =
        check(&workload("ReplicationController", "rc", "", "      labels: {}\n", ""), KubeVersion::V1_37);
    assert_eq!(kubectl, "The ReplicationController \"rc\" is invalid: spec.selector: Required value");
    let (kubectl, _) = check(&workload("ReplicationController", "rc", "", LABELS, ""), KubeVersion::V1_37);
    assert_eq!(kubectl, "replicationcontroller/rc created", "the template's labels became the selector");
    let other = "  replicas: -1\n  selector: {app: other}\n";
    let (kubectl, _) = check(&workload("ReplicationController", "rc", other, LABELS, ""), KubeVersion::V1_37);
    assert_eq!(
        kubectl,
        "The ReplicationController \"rc\" is invalid: \n\
         * spec.replicas: Invalid value: -1: must be greater than or equal to 0\n\
         * spec.template.metadata.labels: Invalid value: {\"app\":\"x\"}: `selector` does not match template `labels`"
    );
    let deadline = "      activeDeadlineSeconds: 30\n";
    let (kubectl, _) = check(&workload("ReplicationController", "rc", "", LABELS, deadline), KubeVersion::V1_37);
    assert_eq!(
        kubectl,
        "The ReplicationController \"rc\" is invalid: spec.template.spec.activeDeadlineSeconds: Invalid value: 30: must not be specified"
    );
}

#[test]
fn a_cron_jobs_schedule_time_zone_and_policies_are_checked() {
    // batch validation: validateCronJobSpec, in its order; the schedule's detail is robfig/cron's.
    let cron_job = |spec: &str| {
        format!(
            "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: c\nspec:\n{spec}  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Never\n          containers:\n          - name: main\n            image: busybox\n"
        )
    };
    let (kubectl, errors) = check(
        &cron_job(
            "  schedule: \"not a schedule\"\n  timeZone: \"../etc\"\n  concurrencyPolicy: Sometimes\n  failedJobsHistoryLimit: -1\n",
        ),
        KubeVersion::V1_37,
    );
    assert_eq!(
        kubectl,
        "The CronJob \"c\" is invalid: \n\
         * spec.schedule: Invalid value: \"not a schedule\": expected exactly 5 fields, found 3: [not a schedule]\n\
         * spec.timeZone: Invalid value: \"../etc\": unknown time zone ../etc\n\
         * spec.concurrencyPolicy: Unsupported value: \"Sometimes\": supported values: \"Allow\", \"Forbid\", \"Replace\"\n\
         * spec.failedJobsHistoryLimit: Invalid value: -1: must be greater than or equal to 0"
    );
    assert_eq!(errors.iter().map(|(_, line)| *line).collect::<Vec<_>>(), [6, 7, 8, 9]);
    let (kubectl, _) = check(&cron_job("  schedule: \"CRON_TZ=UTC 0 * * * *\"\n"), KubeVersion::V1_37);
    assert!(kubectl.ends_with("spec.schedule: Invalid value: \"CRON_TZ=UTC 0 * * * *\": cannot use TZ or CRON_TZ in schedule, use timeZone field instead"), "{kubectl}");
    let (kubectl, _) =
        check(&cron_job("  schedule: \"*/5 * * * mon-fri\"\n  timeZone: Europe/Paris\n"), KubeVersion::V1_37);
    assert_eq!(kubectl, "cronjob.batch/c created");
}
