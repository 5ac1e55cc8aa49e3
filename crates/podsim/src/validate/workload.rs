//! The rules a workload adds around its pod template: its own name, its selector, and the
//! restart policy and deadline its controller can run. Errors come in upstream order, with the
//! template's own errors spliced in where upstream validates the template.

use super::errors::FieldError;
use super::names;
use super::selector::{self, Labels, Selector};
use super::{annotations, meta};
use crate::model::Pod;
use crate::version::KubeVersion;
use crate::yaml::Node;

/// The kinds that carry a pod template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Deployment,
    ReplicaSet,
    StatefulSet,
    DaemonSet,
    ReplicationController,
    Job,
    CronJob,
    PodTemplate,
}

impl Kind {
    fn parse(kind: &str) -> Option<Kind> {
        Some(match kind {
            "Deployment" => Kind::Deployment,
            "ReplicaSet" => Kind::ReplicaSet,
            "StatefulSet" => Kind::StatefulSet,
            "DaemonSet" => Kind::DaemonSet,
            "ReplicationController" => Kind::ReplicationController,
            "Job" => Kind::Job,
            "CronJob" => Kind::CronJob,
            "PodTemplate" => Kind::PodTemplate,
            _ => return None,
        })
    }
}

/// What the workload rules read: the document, where its template is, and the defaulted Pod.
struct Workload<'a> {
    root: &'a Node,
    template: &'a str,
    pod: &'a Pod,
    version: KubeVersion,
}

impl Workload<'_> {
    fn name(&self) -> &str {
        self.root.find("metadata.name").and_then(Node::scalar).unwrap_or("")
    }

    fn field(&self, relative: &str) -> String {
        format!("{}.{relative}", self.template)
    }

    fn template_labels(&self) -> Labels {
        selector::read_labels(self.root.find(&self.field("metadata.labels")))
    }
}

/// Validates a workload of `kind`; `template_errors` are its template's errors, already under
/// `template_path`.
pub(super) fn validate_workload(
    root: &Node,
    kind: &str,
    template_path: &str,
    pod: &Pod,
    version: KubeVersion,
    template_errors: Vec<FieldError>,
) -> Vec<FieldError> {
    let Some(kind) = Kind::parse(kind) else {
        return template_errors;
    };
    let workload = Workload { root, template: template_path, pod, version };
    let mut errors = Vec::new();
    validate_name(&workload, kind, &mut errors);
    match kind {
        Kind::Deployment | Kind::ReplicaSet | Kind::StatefulSet => {
            // apps validation: ValidateDeploymentSpec and ValidateReplicaSetSpec check the counts
            // first (the Deployment's minReadySeconds after its strategy)
            match kind {
                Kind::Deployment => nonnegative(&workload, "spec.replicas", &mut errors),
                Kind::ReplicaSet => {
                    nonnegative(&workload, "spec.replicas", &mut errors);
                    nonnegative(&workload, "spec.minReadySeconds", &mut errors);
                }
                _ => {}
            }
            // apps validation: ValidateDeploymentSpec, ValidateReplicaSetSpec, ValidateStatefulSetSpec
            let what = if kind == Kind::StatefulSet { "statefulset" } else { "deployment" };
            let selector = selector::read_selector(root.get("spec").and_then(|spec| spec.get("selector")));
            match &selector {
                Selector::Missing => errors.push(FieldError::required("spec.selector", "")),
                Selector::Valid(selector) if selector.is_empty() => errors.push(FieldError::invalid_printed(
                    "spec.selector",
                    selector.print_empty(version),
                    &format!("empty selector is invalid for {what}"),
                )),
                _ => {}
            }
            // apps validation: ValidatePodTemplateSpecForReplicaSet, ValidatePodTemplateSpecForStatefulSet
            // (a missing selector selects nothing, so it matches no labels)
            let matches = match &selector {
                Selector::Missing => Some(false),
                Selector::Valid(selector) if !selector.is_empty() => {
                    Some(selector.matches(&workload.template_labels()))
                }
                _ => None,
            };
            if matches == Some(false) {
                errors.push(labels_mismatch(&workload));
            }
            template_metadata(&workload, &mut errors);
            errors.extend(template_errors);
            let owner = if kind == Kind::StatefulSet { "StatefulSet" } else { "ReplicaSet" };
            always_restarting(&workload, owner, &mut errors);
            if kind == Kind::Deployment {
                deployment_after_template(&workload, &mut errors);
            }
        }
        Kind::DaemonSet => {
            // apps validation: ValidateDaemonSetSpec (no Required: a missing selector matches nothing)
            let selector = selector::read_selector(root.get("spec").and_then(|spec| spec.get("selector")));
            let matches = match &selector {
                Selector::Missing => Some(false),
                Selector::Valid(selector) => Some(selector.matches(&workload.template_labels())),
                Selector::Unchecked => None,
            };
            if matches == Some(false) {
                errors.push(labels_mismatch(&workload));
            }
            if let Selector::Valid(selector) = &selector
                && selector.is_empty()
            {
                errors.push(FieldError::invalid_printed(
                    "spec.selector",
                    selector.print_empty(version),
                    "empty selector is invalid for daemonset",
                ));
            }
            template_metadata(&workload, &mut errors);
            errors.extend(template_errors);
            always_restarting(&workload, "DaemonSet", &mut errors);
        }
        Kind::ReplicationController => {
            // core validation: ValidateReplicationControllerSpec. Defaulting
            // (SetDefaults_ReplicationController) gave an empty selector the template's labels.
            nonnegative(&workload, "spec.minReadySeconds", &mut errors);
            let written = selector::read_labels(root.find("spec.selector")).filter(|selector| !selector.is_empty());
            let selector = written.or_else(|| workload.template_labels()).unwrap_or_default();
            if selector.is_empty() {
                errors.push(FieldError::required("spec.selector", ""));
            }
            nonnegative(&workload, "spec.replicas", &mut errors);
            // core validation: ValidatePodTemplateSpecForRC
            let labels = workload.template_labels().unwrap_or_default();
            if !selector.is_empty() && !selector.iter().all(|(key, value)| labels.get(key) == Some(value)) {
                errors.push(labels_mismatch(&workload));
            }
            template_metadata(&workload, &mut errors);
            errors.extend(template_errors);
            restart_policy_always(&workload, &mut errors);
            if let Some(deadline) = workload.pod.spec.active_deadline_seconds {
                errors.push(FieldError::invalid_number(
                    workload.field("spec.activeDeadlineSeconds"),
                    deadline,
                    "must not be specified",
                ));
            }
        }
        Kind::Job => {
            // batch validation: ValidateJob → ValidatePodTemplateSpec validates the labels the Job
            // strategy adds (generateSelector) before the template's spec.
            job_name_labels(&workload, &mut errors);
            template_metadata(&workload, &mut errors);
            job_counts(&workload, "spec", &mut errors);
            errors.extend(template_errors);
            run_to_completion(&workload, "spec", &mut errors);
        }
        Kind::CronJob => {
            // batch validation: validateCronJobSpec — the schedule (validateScheduleFormat), the
            // starting deadline, the concurrency policy (defaulted to Allow), the job template,
            // then the history limits.
            let schedule = root.find("spec.schedule").and_then(Node::scalar).unwrap_or("");
            if schedule.is_empty() {
                errors.push(FieldError::required("spec.schedule", ""));
            } else {
                if let Err(error) = super::cron::parse_standard(schedule) {
                    errors.push(FieldError::invalid("spec.schedule", schedule, &error));
                }
                if schedule.contains("TZ") {
                    errors.push(FieldError::invalid(
                        "spec.schedule",
                        schedule,
                        "cannot use TZ or CRON_TZ in schedule, use timeZone field instead",
                    ));
                }
            }
            nonnegative(&workload, "spec.startingDeadlineSeconds", &mut errors);
            if let Some(zone) = root.find("spec.timeZone").and_then(Node::scalar) {
                time_zone(zone, &mut errors);
            }
            match root.find("spec.concurrencyPolicy").and_then(Node::scalar).unwrap_or("Allow") {
                "Allow" | "Forbid" | "Replace" => {}
                "" => errors.push(FieldError::required("spec.concurrencyPolicy", "")),
                other => errors.push(FieldError::not_supported(
                    "spec.concurrencyPolicy",
                    other,
                    &["Allow", "Forbid", "Replace"],
                )),
            }
            job_counts(&workload, "spec.jobTemplate.spec", &mut errors);
            template_metadata(&workload, &mut errors);
            errors.extend(template_errors);
            run_to_completion(&workload, "spec.jobTemplate.spec", &mut errors);
            nonnegative(&workload, "spec.successfulJobsHistoryLimit", &mut errors);
            nonnegative(&workload, "spec.failedJobsHistoryLimit", &mut errors);
            // batch validation: ValidateCronJobCreate (room for the `-<minutes>` suffix of its Jobs)
            let name = workload.name();
            if name.len() > 52 {
                errors.push(FieldError::invalid("metadata.name", name, "must be no more than 52 characters"));
            }
        }
        Kind::PodTemplate => {
            template_metadata(&workload, &mut errors);
            errors.extend(template_errors);
        }
    }
    errors
}

/// ValidateNonnegativeField of the integer at `path` of the document, when it is written.
fn nonnegative(workload: &Workload<'_>, path: &str, errors: &mut Vec<FieldError>) {
    if let Some(value) = integer(workload, path).filter(|value| *value < 0) {
        errors.push(FieldError::invalid_number(path, value, "must be greater than or equal to 0"));
    }
}

/// The integer at `path` of the document, when it is written as one.
fn integer(workload: &Workload<'_>, path: &str) -> Option<i64> {
    crate::parse::int_at(workload.root, path)
}

/// apps validation: ValidateDeploymentSpec after the template — ValidateDeploymentStrategy (a
/// `Recreate` strategy takes no `rollingUpdate`; an empty type defaults to RollingUpdate), then
/// minReadySeconds, revisionHistoryLimit and progressDeadlineSeconds (defaulted to 600, and more
/// than minReadySeconds).
fn deployment_after_template(workload: &Workload<'_>, errors: &mut Vec<FieldError>) {
    let strategy = workload.root.find("spec.strategy");
    let kind = strategy.and_then(|s| s.get("type")).and_then(Node::scalar).unwrap_or("");
    let rolling_update = strategy.and_then(|s| s.get("rollingUpdate")).is_some_and(|node| !node.is_null());
    if kind == "Recreate" && rolling_update {
        errors.push(FieldError::forbidden(
            "spec.strategy.rollingUpdate",
            "may not be specified when strategy `type` is 'Recreate'",
        ));
    }
    nonnegative(workload, "spec.minReadySeconds", errors);
    nonnegative(workload, "spec.revisionHistoryLimit", errors);
    let min_ready = integer(workload, "spec.minReadySeconds").unwrap_or(0);
    if let Some(deadline) = integer(workload, "spec.progressDeadlineSeconds") {
        nonnegative(workload, "spec.progressDeadlineSeconds", errors);
        if deadline <= min_ready {
            errors.push(FieldError::invalid_number(
                "spec.progressDeadlineSeconds",
                deadline,
                "must be greater than minReadySeconds",
            ));
        }
    } else if min_ready >= 600 {
        errors.push(FieldError::invalid_number("spec.progressDeadlineSeconds", 600, "must be greater than minReadySeconds"));
    }
}

/// batch validation: validateTimeZone, as far as the name's shape: each part of at most 14
/// letters, digits, `.`, `-`, `_` or `+`, not `.` or `..` and not starting with `-`, and not
/// `Local`. Whether the zone exists (time.LoadLocation) needs a zone database podsim does not
/// carry.
fn time_zone(zone: &str, errors: &mut Vec<FieldError>) {
    let field = "spec.timeZone";
    if zone.is_empty() {
        errors.push(FieldError::invalid(field, zone, "timeZone must be nil or non-empty string"));
        return;
    }
    let valid_part = |part: &str| {
        (1..=14).contains(&part.len())
            && part.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_' | b'+'))
            && part != "."
            && part != ".."
            && !part.starts_with('-')
    };
    if !zone.split('/').all(valid_part) {
        errors.push(FieldError::invalid(field, zone, &format!("unknown time zone {zone}")));
        return;
    }
    if zone.eq_ignore_ascii_case("Local") {
        errors.push(FieldError::invalid(
            field,
            zone,
            "timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones",
        ));
    }
}

/// core validation: ValidateObjectMeta with the kind's name rule (ValidateStatefulSetName is a
/// DNS-1123 label; the others a DNS-1123 subdomain), on the name the API server generates from
/// `generateName` when there is no name.
fn validate_name(workload: &Workload<'_>, kind: Kind, errors: &mut Vec<FieldError>) {
    let mut metadata = crate::parse::read_object_meta(workload.root);
    metadata.name = crate::parse::object_name(workload.root);
    let rule: meta::NameRule = if kind == Kind::StatefulSet { names::dns1123_label } else { names::dns1123_subdomain };
    meta::validate_object_meta(&metadata, rule, workload.version, errors);
}

/// core validation: ValidatePodTemplateSpec checks the template's labels and annotations before
/// its spec (the labels as written: those a controller adds later are not the template's).
fn template_metadata(workload: &Workload<'_>, errors: &mut Vec<FieldError>) {
    let labels = workload.template_labels().unwrap_or_default();
    let annotations = &workload.pod.metadata.annotations;
    meta::template_labels_and_annotations(&labels, annotations, workload.template, workload.version, errors);
    let path = format!("{}.annotations", workload.template);
    let mut found = Vec::new();
    annotations::validate_pod_specific_annotations(annotations, &workload.pod.spec, &path, workload.version, &mut found);
    let located = format!("{}.metadata.annotations", workload.template);
    errors.extend(found.into_iter().map(|error| error.located_at(&located)));
}

/// The template's labels do not satisfy the selector.
fn labels_mismatch(workload: &Workload<'_>) -> FieldError {
    FieldError::invalid_printed(
        workload.field("metadata.labels"),
        selector::print_labels(&workload.template_labels(), workload.version),
        "`selector` does not match template `labels`",
    )
}

/// apps validation: the controllers that keep Pods running take only `restartPolicy: Always`
/// and no `activeDeadlineSeconds` ("activeDeadlineSeconds in <owner> is not Supported").
fn always_restarting(workload: &Workload<'_>, owner: &str, errors: &mut Vec<FieldError>) {
    restart_policy_always(workload, errors);
    if workload.pod.spec.active_deadline_seconds.is_some() {
        errors.push(FieldError::forbidden(
            workload.field("spec.activeDeadlineSeconds"),
            &format!("activeDeadlineSeconds in {owner} is not Supported"),
        ));
    }
}

fn restart_policy_always(workload: &Workload<'_>, errors: &mut Vec<FieldError>) {
    let policy = workload.pod.spec.restart_policy.as_deref().unwrap_or("");
    if policy != "Always" {
        errors.push(FieldError::not_supported(workload.field("spec.restartPolicy"), policy, &["Always"]));
    }
}

/// batch validation: validateJobSpec. Pod defaulting has already turned a missing policy into
/// `Always`, so both read as "Required".
fn run_to_completion(workload: &Workload<'_>, job_spec: &str, errors: &mut Vec<FieldError>) {
    let field = workload.field("spec.restartPolicy");
    let policy = workload.pod.spec.restart_policy.as_deref().unwrap_or("");
    match policy {
        "" | "Always" => errors.push(FieldError::required(field, "valid values: \"OnFailure\", \"Never\"")),
        "OnFailure" | "Never" => {
            let failure_policy = workload.root.find(&format!("{job_spec}.podFailurePolicy"));
            if policy != "Never" && failure_policy.is_some_and(|node| !node.is_null()) {
                errors.push(FieldError::invalid(
                    field,
                    policy,
                    "only \"Never\" is supported when podFailurePolicy is specified",
                ));
            }
        }
        other => errors.push(FieldError::not_supported(field, other, &["OnFailure", "Never"])),
    }
}

/// batch validation: validateJobSpec — the Job's counts and durations may not be negative
/// (ValidateNonnegativeField), checked before its template.
fn job_counts(workload: &Workload<'_>, job_spec: &str, errors: &mut Vec<FieldError>) {
    const FIELDS: [&str; 7] = [
        "parallelism",
        "completions",
        "activeDeadlineSeconds",
        "backoffLimit",
        "ttlSecondsAfterFinished",
        "backoffLimitPerIndex",
        "maxFailedIndexes",
    ];
    for name in FIELDS {
        nonnegative(workload, &format!("{job_spec}.{name}"), errors);
    }
}

/// The Job strategy labels the template with `job-name` and `batch.kubernetes.io/job-name` set
/// to the Job's name (unless the user set them or chose `manualSelector`), and a label value has
/// at most 63 characters. Both labels give the same cause, which kubectl prints once.
/// // batch job strategy: generateSelector; meta/v1 validation: ValidateLabels
fn job_name_labels(workload: &Workload<'_>, errors: &mut Vec<FieldError>) {
    let manual = workload.root.find("spec.manualSelector").and_then(Node::scalar) == Some("true");
    let labels = workload.template_labels().unwrap_or_default();
    let generated = ["job-name", "batch.kubernetes.io/job-name"].iter().any(|key| !labels.contains_key(*key));
    let name = workload.name();
    if !manual && generated && name.len() > 63 {
        errors.push(
            FieldError::invalid(workload.field("labels"), name, "must be no more than 63 characters")
                .located_at("metadata.name"),
        );
    }
}
