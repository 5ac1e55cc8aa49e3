//! One call for everything static: parse, schema check, defaulting, validation, effective
//! resources, QoS and lint, with every finding located in the text, plus exactly what
//! `kubectl apply` would print. The web page runs it on every keystroke.

use crate::admission::{self, AdmissionReport, DefaultedValue, Policies, Refuser};
use crate::defaults::{DroppedField, apply_defaults_with};
use crate::diagnostic::{Diagnostic, Location, Severity, StaticNote};
use crate::lint::{Finding, LintCode, LintContext, lint};
use crate::model::Pod;
use crate::parse::{ParsedInput, parse};
use crate::qos::{QosClass, qos_class};
use crate::resources::{EffectiveResources, effective_resources_as_written};
use crate::schema::{ProblemKind, SchemaProblem, check_document};
use crate::validate::{FieldError, kubectl_invalid_message, validate_object};
use crate::version::{FeatureGates, KubeVersion};
use crate::yaml::Node;

/// The file name kubectl messages use when the caller gives none.
pub const DEFAULT_FILE_NAME: &str = "pod.yaml";

/// A lint finding placed in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LintWarning {
    /// The finding (code, pod-relative field, message, fix).
    pub finding: Finding,
    /// The API path from the document root (`spec.template.spec.initContainers[0].command`).
    pub field: String,
    /// Where it is.
    pub location: Option<Location>,
}

impl LintWarning {
    /// The rule.
    pub fn code(&self) -> LintCode {
        self.finding.code
    }
}

/// Everything podsim can say about a manifest without simulating it.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The version the analysis was made for.
    pub version: KubeVersion,
    /// What was read from the text (documents, the chosen one, the Pod as written).
    pub parsed: ParsedInput,
    /// The Pod after API-server defaulting, the version's field drops and the values a
    /// LimitRange gave it.
    pub pod: Pod,
    /// The Pod as written with what resource admission added (a LimitRange's values and its
    /// annotation): what is created, and what the engine runs.
    pub admitted: Pod,
    /// What the LimitRange and ResourceQuota documents beside the Pod did to it.
    pub admission: AdmissionReport,
    /// The LimitRanges and ResourceQuotas written beside the Pod (what admits a resize too).
    pub policies: Policies,
    /// The QoS class the Pod would have without the LimitRange's values, when they change it.
    pub qos_as_written: Option<QosClass>,
    /// Every finding with its location, grouped in this order: parse, schema, fields the version
    /// drops (notes), validation, lint.
    pub diagnostics: Vec<Diagnostic>,
    /// The lint findings with their fixes (also in `diagnostics`, as warnings).
    pub lints: Vec<LintWarning>,
    /// Exactly what `kubectl apply -f FILE` prints when the cluster rejects the manifest.
    pub kubectl_error: Option<String>,
    /// `kubectl apply`'s own refusal of an object the API server accepts (`generateName` without
    /// a name), as a note (also in `diagnostics`): `kubectl create` creates it, under the name the
    /// API server generates, and that is what podsim shows and simulates.
    pub apply_refusal: Option<Diagnostic>,
    /// Effective requests and limits, when a Pod was found.
    pub resources: Option<EffectiveResources>,
    /// The QoS class, when a Pod was found.
    pub qos: Option<QosClass>,
    /// Fields the API server of this version silently removes.
    pub dropped_fields: Vec<DroppedField>,
    /// The controller's failure to create its Pod, when the workload is accepted but the Pod it
    /// creates is not (a StatefulSet's template is validated only then): the `FailedCreate`
    /// event on the workload. Nothing runs.
    pub controller_refusal: Option<ControllerRefusal>,
    /// The Service whose EndpointSlice lists the Pod: the written one whose selector matches it,
    /// or one podsim assumes for a Pod with a `containerPort` or a readiness probe.
    pub service: Option<crate::service::Service>,
}

/// A workload's controller that cannot create its Pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControllerRefusal {
    /// The event's reason: `FailedCreate`.
    pub reason: String,
    /// Who reports it: `statefulset-controller`.
    pub source: String,
    /// The event's message, as `kubectl describe` shows it on the workload.
    pub message: String,
}

impl Analysis {
    /// True when the API server (or kubectl before it) would reject the manifest.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|diagnostic| diagnostic.severity == Severity::Error)
    }

    /// The errors, in order.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|diagnostic| diagnostic.severity == Severity::Error)
    }

    /// True when the cluster refuses the manifest (an object with only `generateName` is created
    /// by `kubectl create`; `apply_refusal` says what `kubectl apply` would print instead).
    pub fn apply_fails(&self) -> bool {
        self.has_errors()
    }

    /// Everything that makes the cluster refuse the manifest.
    pub fn apply_errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.errors()
    }

    /// What kubectl prints: the error, or `pod/NAME created` (`deployment.apps/NAME created`, …),
    /// with the generated name when the manifest has only `generateName` (`kubectl create`).
    pub fn kubectl_output(&self) -> String {
        match &self.kubectl_error {
            Some(error) => error.clone(),
            None => format!("{}/{} created", resource_name(&self.parsed.source_kind), self.object_name()),
        }
    }

    /// `metadata.name` of the document (the workload's name for a Deployment), or the name the
    /// API server generates from `metadata.generateName`.
    pub fn object_name(&self) -> String {
        self.parsed.pod_root().and_then(crate::parse::object_name).unwrap_or_default()
    }
}

/// The file name a manifest of `source_kind` is saved as in the playground: `pod.yaml`,
/// `job.yaml`, `deployment.yaml`, …
pub fn manifest_file_name(source_kind: &str) -> String {
    if source_kind.is_empty() {
        DEFAULT_FILE_NAME.to_owned()
    } else {
        format!("{}.yaml", source_kind.to_ascii_lowercase())
    }
}

/// Analyses `text` for `version`, naming the file after its kind (`job.yaml`) in kubectl's messages.
pub fn analyze(text: &str, version: KubeVersion) -> Analysis {
    analyze_parsed(parse(text), version, version.gates(), None)
}

/// Analyses `text` for `version`; `file_name` is what kubectl's messages call the file (`STDIN`
/// for standard input).
pub fn analyze_file(text: &str, version: KubeVersion, file_name: &str) -> Analysis {
    analyze_parsed(parse(text), version, version.gates(), Some(file_name))
}

/// [`analyze_file`] on a cluster whose gates differ from `version`'s defaults (`--feature-gates`,
/// resolved by [`crate::gates::GateSettings::resolve`]).
pub fn analyze_file_with(text: &str, version: KubeVersion, gates: FeatureGates, file_name: &str) -> Analysis {
    analyze_parsed(parse(text), version, gates, Some(file_name))
}

pub(crate) fn analyze_parsed(
    parsed: ParsedInput,
    version: KubeVersion,
    gates: FeatureGates,
    file_name: Option<&str>,
) -> Analysis {
    let named = file_name.map_or_else(|| manifest_file_name(&parsed.source_kind), str::to_owned);
    let file_name = named.as_str();
    let mut diagnostics: Vec<Diagnostic> = parsed.diagnostics.clone();
    let kind = parsed.source_kind.clone();
    let found_pod = parsed.pod_document.is_some();

    let api_version = parsed.pod_root().and_then(|root| api_version_problem(root, &kind, file_name));
    if let Some((diagnostic, _)) = &api_version {
        diagnostics.push(diagnostic.clone());
    }
    let problems = parsed.pod_root().map(|root| check_document(root, &kind, version)).unwrap_or_default();
    let mut schema_diagnostics: Vec<Diagnostic> = problems.iter().map(schema_diagnostic).collect();
    schema_diagnostics.sort_by_key(|diagnostic| diagnostic.location);
    diagnostics.extend(schema_diagnostics);

    let mut pod = parsed.pod.clone();
    let mut dropped_fields = if found_pod { apply_defaults_with(&mut pod, version, gates) } else { Vec::new() };
    // A workload's template is validated as written; LimitRanger acts on the Pod its controller
    // creates from it.
    let template_pod = pod.clone();
    let (policies, policy_notes) = match found_pod {
        true => admission::read_policies(&parsed.documents, admission::pod_namespace(&pod)),
        false => (Policies::default(), Vec::new()),
    };
    diagnostics.extend(policy_notes);
    let mut admission = admission::mutate(&mut pod, &policies);
    let mut admitted = parsed.pod.clone();
    admission::apply_defaults(&mut admitted, &admission);
    diagnostics.extend(defaulted_notes(&parsed, &admission));
    // A field the decoder rejects is never dropped: the whole object is refused.
    dropped_fields.retain(|dropped| !is_rejected(&parsed.api_path(&dropped.field), &problems));
    diagnostics.extend(dropped_fields.iter().map(|dropped| {
        Diagnostic::note("dropped-field", String::new(), parsed.locate(&dropped.field))
            .with_text(&dropped.message())
            .with_field(parsed.api_path(&dropped.field))
    }));

    // Validation errors name fields from the document's root: a workload's own rules (its name,
    // selector, restart policy) wrap its template's.
    let field_errors: Vec<FieldError> = match parsed.pod_root() {
        Some(root) if found_pod && !parsed.has_errors() && api_version.is_none() && problems.is_empty() => {
            let validated = if kind == "Pod" { &pod } else { &template_pod };
            validate_object(root, &kind, &parsed.template_path, validated, version, gates)
        }
        _ => Vec::new(),
    };
    for error in &field_errors {
        let location = parsed.pod_root().map(|root| root.locate(error.location_path()));
        let mut diagnostic = Diagnostic::error(error.kind.type_name(), error.line(""), location);
        diagnostic.field = Some(error.field.clone());
        diagnostics.push(diagnostic);
    }

    let lints: Vec<LintWarning> = if found_pod {
        lint(&parsed.pod, LintContext { source_kind: &kind, version })
            .into_iter()
            .map(|finding| LintWarning {
                field: parsed.api_path(&finding.field),
                location: parsed.locate(&finding.field),
                finding,
            })
            .collect()
    } else {
        Vec::new()
    };
    diagnostics.extend(lints.iter().map(|warning| {
        Diagnostic {
            severity: Severity::Warning,
            code: warning.finding.code.as_str().to_owned(),
            field: Some(warning.field.clone()),
            ..Diagnostic::error("", String::new(), warning.location)
        }
        .with_text(&warning.finding.message())
    }));

    let apply_refusal = match parsed.pod_root() {
        Some(root) if !parsed.has_errors() && api_version.is_none() => generate_name_refusal(root),
        _ => None,
    };
    diagnostics.extend(apply_refusal.iter().cloned());
    let mut kubectl_error = match api_version {
        Some((_, kubectl)) if !parsed.has_errors() => Some(kubectl),
        _ => kubectl_error(&parsed, &problems, &field_errors, file_name),
    };
    let (resources, qos) = if found_pod {
        (Some(effective_resources_as_written(&parsed.pod, &pod, gates)), Some(qos_class(&pod, gates)))
    } else {
        (None, None)
    };
    let qos_as_written = Some(qos_class(&template_pod, gates)).filter(|written| found_pod && Some(*written) != qos);
    if let (Some(written), Some(class), Some(range)) = (qos_as_written, qos, policies.limit_ranges.first()) {
        let text = StaticNote::LimitRangeQos { class, written }.text();
        diagnostics.push(Diagnostic::note("limit-range-qos", String::new(), Some(range.location)).with_text(&text));
    }
    let mut controller_refusal = match parsed.pod_root() {
        Some(_) if found_pod && kubectl_error.is_none() && crate::validate::pod_checked_at_creation(&kind) => {
            controller_refusal(&parsed, &pod, version, gates, &mut diagnostics)
        }
        _ => None,
    };
    if found_pod && kubectl_error.is_none() && controller_refusal.is_none() && !policies.is_empty() {
        admission::validate(&pod, &policies, gates, &mut admission);
        if let Some(refusal) = &admission.refusal {
            let forbidden = forbidden_refusal(&parsed, &pod, &policies, refusal, file_name, &mut diagnostics);
            match forbidden {
                Forbidden::Kubectl(message) => kubectl_error = Some(message),
                Forbidden::Controller(refusal) => controller_refusal = Some(refusal),
            }
        }
    }
    let service = if found_pod {
        let (service, findings) = crate::service::service_for(&parsed, &parsed.pod);
        diagnostics.extend(findings);
        service
    } else {
        None
    };
    Analysis {
        service,
        version,
        parsed,
        pod,
        admitted,
        admission,
        policies,
        qos_as_written,
        diagnostics,
        lints,
        kubectl_error,
        apply_refusal,
        resources,
        qos,
        dropped_fields,
        controller_refusal,
    }
}

/// The `FailedCreate` event of a StatefulSet whose Pod the API server refuses, with a warning at
/// each refused field of the template. // statefulset: StatefulPodControl.recordPodEvent; the
/// error is apimachinery's NewInvalid (`Pod "web-0" is invalid: …`, several errors in `[…]`).
fn controller_refusal(
    parsed: &ParsedInput,
    pod: &Pod,
    version: KubeVersion,
    gates: FeatureGates,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<ControllerRefusal> {
    let errors = crate::validate::validate_created_pod(pod, version, gates);
    if errors.is_empty() {
        return None;
    }
    let mut lines: Vec<String> = Vec::new();
    for error in &errors {
        let line = error.line("");
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    let aggregate = match lines.as_slice() {
        [only] => only.clone(),
        many => format!("[{}]", many.join(", ")),
    };
    let pod_name = pod.metadata.name.clone().unwrap_or_default();
    let set = parsed.pod_root().and_then(|root| root.get("metadata")).and_then(|m| m.get("name")).and_then(Node::scalar);
    let message = format!(
        "create Pod {pod_name} in StatefulSet {} failed error: Pod \"{pod_name}\" is invalid: {aggregate}",
        set.unwrap_or_default()
    );
    let prefix = format!("{}.", parsed.template_path);
    for error in &errors {
        let location = parsed.pod_root().map(|root| root.locate(&format!("{prefix}{}", error.location_path())));
        let diagnostic = Diagnostic::warning(
            "FailedCreate",
            format!(
                "the StatefulSet is created, but its controller cannot create Pod {pod_name}: {}",
                error.line("")
            ),
            location,
        );
        diagnostics.push(diagnostic.with_field(format!("{prefix}{}", error.field)));
    }
    Some(ControllerRefusal { reason: "FailedCreate".to_owned(), source: "statefulset-controller".to_owned(), message })
}

/// Where a resource admission refusal is shown.
enum Forbidden {
    /// kubectl's error: the Pod itself is refused.
    Kubectl(String),
    /// The workload is created; its controller's `FailedCreate` event.
    Controller(ControllerRefusal),
}

/// The refusal as kubectl prints it for a Pod, or as the controller reports it for a workload's
/// Pod, with an error (a warning for a workload) at the policy that refuses it.
/// // admission.NewForbidden: `pods "NAME" is forbidden: CAUSE`; controller_utils CreatePods:
/// `Error creating: …`
fn forbidden_refusal(
    parsed: &ParsedInput,
    pod: &Pod,
    policies: &Policies,
    refusal: &admission::Refusal,
    file_name: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Forbidden {
    let location = match &refusal.by {
        Refuser::LimitRange(name) => policies.limit_ranges.iter().find(|r| &r.name == name).map(|r| r.location),
        Refuser::ResourceQuota(name) => policies.quotas.iter().find(|q| &q.name == name).map(|q| q.location),
    };
    let kind = parsed.source_kind.as_str();
    if kind == "Pod" {
        // The name generated from generateName is set before validating admission runs.
        let name = parsed.pod_root().and_then(crate::parse::object_name).unwrap_or_default();
        let cause = format!("pods \"{name}\" is forbidden: {}", refusal.message);
        diagnostics.push(Diagnostic::error("forbidden", cause.clone(), location));
        return Forbidden::Kubectl(format!("Error from server (Forbidden): error when creating \"{file_name}\": {cause}"));
    }
    let pod_name = pod.metadata.name.clone().unwrap_or_default();
    let cause = format!("pods \"{pod_name}\" is forbidden: {}", refusal.message);
    diagnostics.push(Diagnostic::warning(
        "FailedCreate",
        format!("the {kind} is created, but its controller cannot create Pod {pod_name}: {cause}"),
        location,
    ));
    let owner = parsed.pod_root().and_then(crate::parse::object_name).unwrap_or_default();
    let (source, message) = match kind {
        "StatefulSet" => ("statefulset-controller", format!("create Pod {pod_name} in StatefulSet {owner} failed error: {cause}")),
        "Job" | "CronJob" => ("job-controller", format!("Error creating: {cause}")),
        "DaemonSet" => ("daemonset-controller", format!("Error creating: {cause}")),
        "ReplicationController" => ("replication-controller", format!("Error creating: {cause}")),
        _ => ("replicaset-controller", format!("Error creating: {cause}")),
    };
    Forbidden::Controller(ControllerRefusal { reason: "FailedCreate".to_owned(), source: source.to_owned(), message })
}

/// A note at each container a LimitRange gave values to, saying which and from where.
fn defaulted_notes(parsed: &ParsedInput, admission: &AdmissionReport) -> Vec<Diagnostic> {
    let mut notes: Vec<Diagnostic> = Vec::new();
    let mut groups: Vec<(&str, &str, &str, Vec<DefaultedValue>)> = Vec::new();
    for value in &admission.defaulted {
        match groups.iter_mut().find(|(path, range, _, _)| *path == value.path && *range == value.limit_range) {
            Some(group) => group.3.push(value.clone()),
            None => groups.push((&value.path, &value.limit_range, &value.container, vec![value.clone()])),
        }
    }
    for (path, range, container, values) in groups {
        let text =
            StaticNote::LimitRangeDefaults { range: range.to_owned(), container: container.to_owned(), values }.text();
        notes.push(
            Diagnostic::note("limit-range-default", String::new(), parsed.locate(path))
                .with_text(&text)
                .with_field(parsed.api_path(path)),
        );
    }
    notes
}

/// True when `api_path` is, or is inside, a field the schema check found unknown.
fn is_rejected(api_path: &str, problems: &[SchemaProblem]) -> bool {
    problems.iter().filter(|problem| problem.kind == ProblemKind::UnknownField).any(|problem| {
        api_path
            .strip_prefix(problem.field.as_str())
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', '[']))
    })
}

/// `kubectl apply` looks the object up by name: with only `metadata.generateName` it stops
/// before sending anything, where `kubectl create` sends it and the API server names it.
/// // kubectl apply.go: applyOneObject ("cannot use generate name with apply")
fn generate_name_refusal(root: &Node) -> Option<Diagnostic> {
    let metadata = root.get("metadata")?;
    if metadata.get("name").and_then(Node::json_string).is_some_and(|name| !name.is_empty()) {
        return None;
    }
    let node = metadata.get("generateName")?;
    let prefix = node.json_string().filter(|prefix| !prefix.is_empty())?;
    let name = crate::parse::object_name(root).unwrap_or_default();
    let text = StaticNote::GenerateNameWithApply { name, prefix: prefix.to_owned() }.text();
    Some(
        Diagnostic::note("generate-name-with-apply", String::new(), Some(node.span.start))
            .with_text(&text)
            .with_field("metadata.generateName"),
    )
}

fn schema_diagnostic(problem: &SchemaProblem) -> Diagnostic {
    let code = match problem.kind {
        ProblemKind::UnknownField => "unknown-field",
        ProblemKind::WrongType => "type-mismatch",
    };
    Diagnostic::error(code, problem.message_with_hint(), Some(problem.location)).with_field(problem.field.clone())
}

/// The group/version each kind is served at (the only one, in 1.33–1.35).
fn served_api_version(kind: &str) -> Option<&'static str> {
    match kind {
        "Pod" | "PodTemplate" | "ReplicationController" => Some("v1"),
        "Deployment" | "StatefulSet" | "DaemonSet" | "ReplicaSet" => Some("apps/v1"),
        "Job" | "CronJob" => Some("batch/v1"),
        _ => None,
    }
}

/// A missing or unserved `apiVersion`: the diagnostic and what kubectl prints. kubectl finds
/// the REST mapping before it sends anything. // kubectl apply: resource mapping not found
fn api_version_problem(root: &Node, kind: &str, file_name: &str) -> Option<(Diagnostic, String)> {
    let served = served_api_version(kind)?;
    let Some(node) = root.get("apiVersion").filter(|node| !node.is_null()) else {
        // Without a kind either, the parser has already said so (kubectl names both).
        root.get("kind")?;
        let diagnostic = Diagnostic::error(
            "api-version-not-set",
            "error validating data: apiVersion not set",
            Some(root.span.start),
        )
        .with_field("apiVersion");
        let kubectl = format!(
            "error: error validating \"{file_name}\": error validating data: apiVersion not set; if you choose to \
             ignore these errors, turn validation off with --validate=false"
        );
        return Some((diagnostic, kubectl));
    };
    let written = node.scalar().unwrap_or("");
    if written == served {
        return None;
    }
    let no_match = format!("no matches for kind \"{kind}\" in version \"{written}\"");
    let diagnostic = Diagnostic::error(
        "unknown-api-version",
        format!("{no_match}: {kind} is served as apiVersion \"{served}\""),
        Some(node.span.start),
    )
    .with_field("apiVersion");
    let name = name_of(root).unwrap_or("");
    let namespace = root.get("metadata").and_then(|m| m.get("namespace")).and_then(Node::scalar).unwrap_or("");
    let kubectl = format!(
        "error: resource mapping not found for name: \"{name}\" namespace: \"{namespace}\" from \"{file_name}\": \
         {no_match}\nensure CRDs are installed first"
    );
    Some((diagnostic, kubectl))
}

fn name_of(root: &Node) -> Option<&str> {
    root.get("metadata")?.get("name")?.scalar()
}

/// What kubectl prints for the first problem that stops `kubectl apply`, if any.
fn kubectl_error(
    parsed: &ParsedInput,
    problems: &[SchemaProblem],
    field_errors: &[FieldError],
    file_name: &str,
) -> Option<String> {
    if let Some(error) = parsed.diagnostics.iter().find(|diagnostic| diagnostic.severity == Severity::Error) {
        return Some(match error.code.as_str() {
            "empty-input" => "error: no objects passed to apply".to_owned(),
            // kubectl resource builder: the YAML is converted to JSON before anything is sent.
            "yaml-syntax" => format!("error: error parsing {file_name}: {}", error.message),
            "kind-not-set" => format!(
                "error: error validating \"{file_name}\": error validating data: kind not set; if you choose to \
                 ignore these errors, turn validation off with --validate=false"
            ),
            _ => format!("error: {}", error.message),
        });
    }
    let root = parsed.pod_root()?;
    let kind = parsed.source_kind.as_str();
    if !problems.is_empty() {
        let version = root
            .get("apiVersion")
            .and_then(Node::scalar)
            .map(|api_version| api_version.rsplit('/').next().unwrap_or(api_version))
            .filter(|version| !version.is_empty())
            .unwrap_or("v1");
        // sigs.k8s.io/json: a custom unmarshaller's error ends decoding at once; other type errors
        // are saved and the first one is returned; strict (unknown field) errors only without either.
        let decode_error = problems
            .iter()
            .find(|problem| problem.aborts_decoding)
            .or_else(|| problems.iter().find(|problem| problem.kind == ProblemKind::WrongType));
        let cause = match decode_error {
            Some(problem) => problem.message.clone(),
            None => {
                let unknown: Vec<&str> = problems.iter().map(|problem| problem.message.as_str()).collect();
                format!("strict decoding error: {}", unknown.join(", "))
            }
        };
        return Some(format!(
            "Error from server (BadRequest): error when creating \"{file_name}\": {kind} in version \"{version}\" \
             cannot be handled as a {kind}: {cause}"
        ));
    }
    if field_errors.is_empty() {
        return None;
    }
    let lines: Vec<String> = field_errors.iter().map(|error| error.line("")).collect();
    // apiserver rest.BeforeCreate generates the name before validating, and the Invalid status
    // names the object by it.
    let name = crate::parse::object_name(root).unwrap_or_default();
    Some(kubectl_invalid_message(kind, &name, &lines))
}

/// The resource name kubectl prints in `pod/x created`. // kubectl: printers NamePrinter
fn resource_name(kind: &str) -> String {
    let group = match kind {
        "Deployment" | "StatefulSet" | "DaemonSet" | "ReplicaSet" => ".apps",
        "Job" | "CronJob" => ".batch",
        _ => "",
    };
    format!("{}{group}", kind.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kubectl(text: &str) -> Option<String> {
        analyze(text, KubeVersion::V1_35).kubectl_error
    }

    #[test]
    fn strict_decoding_lists_every_unknown_field_in_decoder_order() {
        let text = "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: a\n    image: x\n    imagePullPolcy: Always\n\
                    metadata:\n  name: p\n  lables: {a: b}\n";
        assert_eq!(
            kubectl(text).as_deref(),
            Some(
                "Error from server (BadRequest): error when creating \"pod.yaml\": Pod in version \"v1\" cannot be \
                 handled as a Pod: strict decoding error: unknown field \"metadata.lables\", unknown field \
                 \"spec.containers[0].imagePullPolcy\""
            )
        );
        let analysis = analyze(text, KubeVersion::V1_35);
        let lines: Vec<u32> = analysis.errors().filter_map(|d| d.location.map(|l| l.line)).collect();
        assert_eq!(lines, [7, 10], "diagnostics are in source order");
    }

    #[test]
    fn the_first_type_error_wins_over_unknown_fields_and_validation() {
        let text = "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: a\n    image: 1\n    imagePullPolcy: x\n\
                    metadata:\n  name: p\n  generation: many\n";
        let error = kubectl(text).unwrap_or_default();
        assert!(
            error.ends_with(
                "cannot be handled as a Pod: json: cannot unmarshal string into Go struct field \
                 ObjectMeta.metadata.generation of type int64"
            ),
            "{error}"
        );
        let analysis = analyze(text, KubeVersion::V1_35);
        assert!(analysis.errors().all(|d| d.code == "type-mismatch" || d.code == "unknown-field"));
    }

    #[test]
    fn validation_errors_use_the_workload_path_and_kind() {
        let text = "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  selector: {matchLabels: {app: api}}\n\
                    \x20 template:\n    metadata: {labels: {app: api}}\n    spec:\n      containers:\n      - name: api\n";
        let analysis = analyze(text, KubeVersion::V1_35);
        assert_eq!(
            analysis.kubectl_error.as_deref(),
            Some("The Deployment \"api\" is invalid: spec.template.spec.containers[0].image: Required value")
        );
        let error = analysis.errors().next().cloned().unwrap_or_else(|| Diagnostic::error("none", "", None));
        assert_eq!(error.code, "FieldValueRequired");
        assert_eq!(error.field.as_deref(), Some("spec.template.spec.containers[0].image"));
        assert_eq!(error.location.map(|l| l.line), Some(11));
        assert!(analysis.resources.is_some() && analysis.qos.is_some());
    }

    #[test]
    fn a_valid_pod_prints_created_and_groups_notes_before_warnings() {
        let text = "kind: ConfigMap\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: w\nspec:\n  initContainers:\n\
                    \x20 - name: wait\n    image: busybox\n    command: [sleep, infinity]\n  containers:\n  - name: a\n    image: nginx\n";
        let analysis = analyze(text, KubeVersion::V1_35);
        assert_eq!(analysis.kubectl_output(), "pod/w created");
        let order: Vec<Severity> = analysis.diagnostics.iter().map(|d| d.severity).collect();
        assert_eq!(order, [Severity::Note, Severity::Warning]);
        assert_eq!(analysis.lints.first().map(|w| w.code()), Some(LintCode::InitNeverFinishes));
        assert_eq!(analysis.lints.first().and_then(|w| w.location).map(|l| l.line), Some(11));
    }

    #[test]
    fn unserved_api_versions_stop_kubectl_before_the_server() {
        let text = "apiVersion: extensions/v1beta1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  template:\n\
                    \x20   spec:\n      containers: [{name: a, image: b}]\n";
        let analysis = analyze(text, KubeVersion::V1_35);
        assert_eq!(
            analysis.kubectl_error.as_deref(),
            Some(
                "error: resource mapping not found for name: \"api\" namespace: \"\" from \"deployment.yaml\": no matches for \
                 kind \"Deployment\" in version \"extensions/v1beta1\"\nensure CRDs are installed first"
            )
        );
        let error = analysis.errors().next().map(|d| (d.code.clone(), d.location.map(|l| (l.line, l.column))));
        assert_eq!(error, Some(("unknown-api-version".to_owned(), Some((1, 13)))));
    }

    #[test]
    fn a_legacy_server_rejects_pod_level_resources_instead_of_dropping_them() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  resources: {limits: {cpu: 1}}\n  \
                    containers: [{name: a, image: nginx}]\n";
        let legacy = analyze(text, KubeVersion::Legacy);
        assert_eq!(
            legacy.kubectl_output(),
            "Error from server (BadRequest): error when creating \"pod.yaml\": Pod in version \"v1\" cannot be handled \
             as a Pod: strict decoding error: unknown field \"spec.resources\""
        );
        assert!(legacy.dropped_fields.is_empty(), "{:?}", legacy.dropped_fields);
        let on_1_33 = analyze(text, KubeVersion::V1_33);
        assert_eq!(on_1_33.kubectl_output(), "pod/p created");
        assert_eq!(on_1_33.dropped_fields.len(), 1, "the gate is off: the field is dropped");
    }

    #[test]
    fn generate_name_without_a_name_is_created_as_kubectl_create_does_with_a_note_on_apply() {
        let text =
            "apiVersion: v1\nkind: Pod\nmetadata:\n  generateName: web-\nspec:\n  containers: [{name: a, image: x}]\n";
        let analysis = analyze(text, KubeVersion::V1_35);
        let name = analysis.object_name();
        assert!(name.starts_with("web-") && name.len() == 9, "{name}");
        assert_eq!(analysis.kubectl_output(), format!("pod/{name} created"));
        assert_eq!(analysis.parsed.pod.metadata.name.as_deref(), Some(name.as_str()), "the Pod simulated has it");
        assert!(!analysis.apply_fails() && !analysis.has_errors());
        let note = analysis.diagnostics.iter().find(|d| d.code == "generate-name-with-apply");
        let note = note.map(|d| (d.severity, d.location.map(|l| (l.line, l.column)), d.message.clone()));
        assert_eq!(
            note,
            Some((
                Severity::Note,
                Some((4, 17)),
                format!(
                    "`kubectl create -f` creates this object, named `{name}` by the API server from generateName; \
                     `kubectl apply -f` refuses it: error: from web-: cannot use generate name with apply"
                )
            ))
        );
        for named in ["name: web\n  ", "name: \"\"\n  name2: x\n  "] {
            let with_name = text.replace("generateName", &format!("{named}generateName"));
            let analysis = analyze(&with_name, KubeVersion::V1_35);
            assert_eq!(analysis.apply_refusal.is_some(), named.starts_with("name: \"\""), "{with_name}");
        }
        let numeric = text.replace("web-", "123");
        assert!(
            analyze(&numeric, KubeVersion::V1_35).apply_refusal.is_none(),
            "not a string: unstructured reads no name"
        );
        // A Job's generated name names its Pod too.
        let job = "apiVersion: batch/v1\nkind: Job\nmetadata: {generateName: pi-}\nspec:\n  template:\n    spec:\n      \
                   restartPolicy: Never\n      containers: [{name: a, image: x}]\n";
        let analysis = analyze(job, KubeVersion::V1_35);
        let job_name = analysis.object_name();
        assert_eq!(analysis.kubectl_output(), format!("job.batch/{job_name} created"));
        assert!(
            analysis.parsed.pod.metadata.name.as_deref().is_some_and(|pod| pod.starts_with(&format!("{job_name}-")))
        );
    }

    /// The StatefulSet concept page's example (kubernetes.io), Service and all.
    const WEB_STATEFUL_SET: &str = "apiVersion: v1\nkind: Service\nmetadata:\n  name: nginx\n  labels:\n    app: nginx\nspec:\n  ports:\n  - port: 80\n    name: web\n  clusterIP: None\n  selector:\n    app: nginx\n---\napiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels:\n      app: nginx # has to match .spec.template.metadata.labels\n  serviceName: \"nginx\"\n  replicas: 3 # by default is 1\n  minReadySeconds: 10 # by default is 0\n  template:\n    metadata:\n      labels:\n        app: nginx # has to match .spec.selector.matchLabels\n    spec:\n      terminationGracePeriodSeconds: 10\n      containers:\n      - name: nginx\n        image: registry.k8s.io/nginx-slim:0.24\n        ports:\n        - containerPort: 80\n          name: web\n        volumeMounts:\n        - name: www\n          mountPath: /usr/share/nginx/html\n  volumeClaimTemplates:\n  - metadata:\n      name: www\n    spec:\n      accessModes: [ \"ReadWriteOnce\" ]\n      storageClassName: \"my-storage-class\"\n      resources:\n        requests:\n          storage: 1Gi\n";

    #[test]
    fn a_stateful_set_mounting_its_claim_template_is_accepted_and_its_pod_runs() {
        let analysis = analyze(WEB_STATEFUL_SET, KubeVersion::V1_35);
        assert!(!analysis.has_errors(), "{:?}", analysis.diagnostics);
        assert_eq!(analysis.kubectl_output(), "statefulset.apps/web created");
        assert_eq!(analysis.parsed.pod.metadata.name.as_deref(), Some("web-0"));
        let scenario = crate::scenario::Scenario::from_parsed(&analysis.parsed);
        let options = crate::engine::SimOptions { version: KubeVersion::V1_35, ..Default::default() };
        let simulation = crate::engine::simulate(&analysis.parsed.pod, &scenario, &options);
        assert_eq!(simulation.state_at(60_000).row.status, "Running");
    }

    #[test]
    fn a_sidecar_dropped_by_a_version_without_them_is_said_to_be_checked_as_a_plain_init_container() {
        // The startup probe is allowed on a sidecar only: once restartPolicy is dropped, the Pod
        // is refused, and the note must not say the container runs.
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - name: proxy\n    image: envoy\n    restartPolicy: Always\n    startupProbe: {tcpSocket: {port: 15000}}\n  containers: [{name: app, image: nginx}]\n";
        let legacy = analyze(text, KubeVersion::Legacy);
        assert!(legacy.has_errors(), "{:?}", legacy.diagnostics);
        let said: Vec<String> = legacy.dropped_fields.iter().map(|d| d.message().en).collect();
        assert_eq!(
            said,
            ["restartPolicy of init container `proxy` was dropped: this cluster has no native sidecars, so it is a plain init container, which must exit before the next one starts (and which validation checks as one)"]
        );
    }

    #[test]
    fn a_lists_items_after_the_one_analysed_are_each_noted_with_their_line() {
        let text = "apiVersion: v1\nkind: List\nitems:\n- apiVersion: apps/v1\n  kind: Deployment\n  metadata: {name: hello-v1}\n  spec:\n    selector: {matchLabels: {app: hello}}\n    template:\n      metadata: {labels: {app: hello}}\n      spec: {containers: [{name: hello, image: nginx:1.27}]}\n- apiVersion: apps/v1\n  kind: Deployment\n  metadata: {name: hello-v2}\n  spec:\n    selector: {matchLabels: {app: hello}}\n    template:\n      metadata: {labels: {app: hello}}\n      spec: {containers: [{name: hello, image: nginx:1.27}]}\n";
        let analysis = analyze(text, KubeVersion::DEFAULT);
        let noted: Vec<(&str, Option<u32>)> = analysis
            .diagnostics
            .iter()
            .filter(|d| d.code == "ignored-document")
            .map(|d| (d.message.as_str(), d.location.map(|l| l.line)))
            .collect();
        assert_eq!(
            noted,
            [("item 2 of the List (Deployment \"hello-v2\") was ignored: only the first Pod-bearing item is analysed", Some(12))]
        );
        assert!(!analysis.has_errors(), "{:?}", analysis.diagnostics);
    }

    #[test]
    fn hostile_inputs_give_located_errors_for_every_version() {
        let deep = format!("{}x{}", "[".repeat(5000), "]".repeat(5000));
        let inputs = [
            "",
            "\t\u{0}\u{1}",
            "kind: Pod\nspec: 1\n",
            "kind: Pod\nspec:\n  containers: [1, [2], {name: {a: b}}]\n",
            "kind: Pod\nspec:\n  containers:\n  - name: a\n    resources: {limits: {cpu: 1e99999, memory: 1.5.5Gi}}\n",
            "kind: Pod\nspec:\n  terminationGracePeriodSeconds: 99999999999999999999999\n",
            "kind: List\nitems: [{kind: Pod, spec: {containers: [{name: a, image: b, ports: [{containerPort: 99999}]}]}}]\n",
            "- a\n- b\n",
            deep.as_str(),
            "kind: LimitRange\nspec: {limits: [{type: Container, max: {cpu: 1e99999}, maxLimitRequestRatio: {cpu: 0}}, 7, {type: Pod, min: [1]}]}\n---\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: a, image: b, resources: {limits: {cpu: 99999999999999999999999999999}}}]}\n",
            "kind: ResourceQuota\nmetadata: {name: q}\nspec: {hard: {requests.cpu: -1, count/pods: x}, scopes: [Nope, 3], scopeSelector: {matchExpressions: [{scopeName: PriorityClass, operator: In}]}}\nstatus: {used: [1]}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: a, image: b}]}\n",
        ];
        for version in KubeVersion::ALL {
            for input in inputs {
                let analysis = analyze(input, version);
                if analysis.has_errors() {
                    assert!(analysis.errors().all(|d| d.location.is_some()), "{input:?}: {:?}", analysis.diagnostics);
                    assert!(analysis.kubectl_error.is_some(), "{input:?}");
                }
            }
        }
    }

    #[test]
    fn a_whole_float_is_the_integer_its_json_becomes() {
        // sigs.k8s.io/yaml writes float64(80) as `80`, which int32 and IntOrString fields take.
        let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: c\n    image: nginx\n    ports: [{containerPort: 80.0}]\n    readinessProbe: {httpGet: {port: 8e1}, periodSeconds: 1e1}\n";
        let analysis = analyze(pod, KubeVersion::V1_35);
        assert_eq!(analysis.kubectl_output(), "pod/p created");
        let container = &analysis.parsed.pod.spec.containers[0];
        assert_eq!(container.ports.first().and_then(|port| port.container_port), Some(80));
        let half = pod.replace("80.0", "80.5");
        assert!(kubectl(&half).is_some_and(|error| error.ends_with("json: cannot unmarshal number 80.5 into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32")));
    }
}
