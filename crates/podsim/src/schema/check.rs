//! Walks a document's node tree against the field table, the way the API server's strict JSON
//! decoder walks the object kubectl sends: keys in sorted order (kubectl re-encodes the manifest
//! from a map), unknown fields collected, wrong types named with Go's wording.

use super::suggest::did_you_mean;
use super::table::{ObjectType, Ty, go_type_name, object_type, root_type};
use std::borrow::Cow;
use std::fmt::Write as _;

use crate::diagnostic::Location;
use crate::quantity::{Quantity, QuantityError};
use crate::version::KubeVersion;
use crate::yaml::{Key, Node, NodeKind, Resolved, ScalarStyle, resolve_plain};

/// What kind of decoding problem a field has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProblemKind {
    /// The object type has no field of that name (a strict decoding error).
    UnknownField,
    /// The value has the wrong JSON type for the field (a decoding error).
    WrongType,
}

/// One problem found by the schema check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaProblem {
    /// Unknown field or wrong type.
    pub kind: ProblemKind,
    /// The API path from the document root, with list indices (`spec.containers[0].image`).
    pub field: String,
    /// The decoder's own words: `unknown field "…"` or `json: cannot unmarshal …`.
    pub message: String,
    /// For an unknown field, the known field the author probably meant (`imagePullPolicy`), or
    /// where the field belongs one level down (`valueFrom.fieldRef`).
    pub suggestion: Option<String>,
    /// For a field a newer Kubernetes minor adds, that minor (`34` for 1.34).
    pub available_from: Option<u8>,
    /// Where the key (unknown field) or the value (wrong type) is.
    pub location: Location,
    /// True when the decoder stops at this error at once (a custom unmarshaller failed);
    /// other type errors are remembered and only the first one is reported.
    pub aborts_decoding: bool,
}

impl SchemaProblem {
    /// The message with the did-you-mean hint: `unknown field "…", did you mean "imagePullPolicy"?`.
    pub fn message_with_hint(&self) -> String {
        match (self.suggestion.as_deref(), self.available_from) {
            (_, Some(minor)) => format!("{} (the field exists from Kubernetes 1.{minor})", self.message),
            (Some(known), None) => format!("{}, did you mean \"{known}\"?", self.message),
            (None, None) => self.message.clone(),
        }
    }
}

/// Checks a whole document of kind `kind` (`Pod`, `Deployment`, …) against the API of `version`
/// and returns its problems in the order the API server's decoder meets them. Kinds podsim does
/// not know are not checked.
pub fn check_document(root: &Node, kind: &str, version: KubeVersion) -> Vec<SchemaProblem> {
    let mut walker = Walker { problems: Vec::new(), version, api_path: String::new(), go_path: String::new() };
    if let Some(index) = root_type(kind)
        && root.entries().is_some()
    {
        walker.object(root, index);
    }
    walker.problems
}

/// The walk: the problems found so far and where it is. The two paths grow as the walk goes down
/// and shrink as it comes back, so that a node costs no text unless it has a problem.
struct Walker {
    problems: Vec<SchemaProblem>,
    version: KubeVersion,
    /// The API path (with list indices: `spec.containers[0].image`).
    api_path: String,
    /// The Go decoder's path (without indices: `spec.containers.image`).
    go_path: String,
}

/// The JSON type name of a node after YAML → JSON conversion, or `None` for null.
fn json_type(node: &Node) -> Option<&'static str> {
    match &node.kind {
        NodeKind::Scalar(_, ScalarStyle::Quoted) => Some("string"),
        NodeKind::Scalar(text, ScalarStyle::Plain) => match resolve_plain(text) {
            Resolved::Null => None,
            other => Some(other.json_type()),
        },
        NodeKind::Seq(_) => Some("array"),
        NodeKind::Map(_) => Some("object"),
    }
}

/// The JSON text a plain number becomes after YAML → JSON conversion. Integral values print as
/// integers, as Go's float encoding does (`1e3` → `1000`, `2.0` → `2`); other values keep the
/// written text without a trailing-zero tail (`1.50` → `1.5`), which is what Go prints for every
/// value short of 21 digits. // encoding/json: floatEncoder.encode
fn json_number_text(text: &str) -> Option<String> {
    let plain = text.replace('_', "");
    let value = match resolve_plain(text) {
        Resolved::Int(value) => return Some(value.to_string()),
        Resolved::BigInt => match plain.trim_start_matches('+').parse::<u64>() {
            Ok(value) => return Some(value.to_string()),
            Err(_) => return Some(plain),
        },
        Resolved::Float(value) => value,
        _ => return None,
    };
    // i64::MAX is 2^63 - 1; every integral f64 below 2^63 converts exactly.
    if value.fract() == 0.0 && value.abs() < 9.2e18 {
        return Some((value as i64).to_string());
    }
    let unsigned = plain.trim_start_matches('+');
    match unsigned.split_once('.') {
        Some((whole, fraction)) if !fraction.contains(['e', 'E']) => {
            let whole = if whole.is_empty() || whole == "-" { format!("{whole}0") } else { whole.to_owned() };
            Some(format!("{whole}.{}", fraction.trim_end_matches('0')))
        }
        _ => Some(unsigned.to_owned()),
    }
}

/// Appends `.key` (or `key` at the root) to a path.
fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(key);
}

impl Walker {
    fn object(&mut self, node: &Node, type_index: usize) {
        let (Some(object), Some(entries)) = (object_type(type_index), node.entries()) else { return };
        let mut sorted: Vec<&(Key, Node)> = entries.iter().collect();
        sorted.sort_by(|a, b| a.0.text.cmp(&b.0.text));
        let (api_len, go_len) = (self.api_path.len(), self.go_path.len());
        for (key, value) in sorted {
            push_key(&mut self.api_path, &key.text);
            let field = object.field(&key.text);
            match field.filter(|field| field.exists_in(self.version)) {
                Some(field) => {
                    push_key(&mut self.go_path, &key.text);
                    self.value(value, field.ty, field.named, object.struct_name());
                    self.go_path.truncate(go_len);
                }
                None => self.problems.push(SchemaProblem {
                    kind: ProblemKind::UnknownField,
                    message: format!("unknown field \"{}\"", self.api_path),
                    field: self.api_path.clone(),
                    suggestion: self.suggest(object, &key.text),
                    available_from: field.and_then(|field| field.added_after(self.version)),
                    location: key.span.start,
                    aborts_decoding: false,
                }),
            }
            self.api_path.truncate(api_len);
        }
    }

    /// A close spelling among the object's fields, else a child object that has the field
    /// (`env[0].fieldRef` belongs in `valueFrom`).
    fn suggest(&self, object: &ObjectType, key: &str) -> Option<String> {
        let known = object.fields.iter().filter(|field| field.exists_in(self.version));
        if let Some(close) = did_you_mean(key, known.clone().map(|field| field.name)) {
            return Some(close.to_owned());
        }
        known.clone().find_map(|field| {
            let child = match field.ty {
                Ty::Object(index) => object_type(index)?,
                Ty::Array(Ty::Object(index)) => object_type(*index)?,
                _ => return None,
            };
            let nested = child.field(key).filter(|nested| nested.exists_in(self.version))?;
            let separator = if matches!(field.ty, Ty::Array(_)) { "[0]." } else { "." };
            Some(format!("{}{separator}{}", field.name, nested.name))
        })
    }

    /// Checks a value of type `ty` held by a field of the Go struct `struct_name` (the decoder's
    /// errors name it).
    fn value(&mut self, node: &Node, ty: Ty, named: &str, struct_name: &'static str) {
        let Some(found) = json_type(node) else { return };
        match ty {
            Ty::Any => {}
            Ty::String if found == "string" => {}
            Ty::Boolean if found == "bool" => {}
            Ty::Number if found == "number" => {}
            Ty::Time => {
                if found != "string" {
                    self.type_error(node, found, "string", struct_name, true);
                }
            }
            Ty::Int32 | Ty::Int64 if found == "number" => self.integer(node, ty, named, struct_name, false),
            Ty::IntOrString => match found {
                "string" => {}
                "number" => self.integer(node, Ty::Int32, "", struct_name, true),
                _ => self.type_error(node, found, "int32", struct_name, true),
            },
            Ty::Quantity => self.quantity(node, found),
            Ty::Object(index) if found == "object" => self.object(node, index),
            Ty::Array(item) if found == "array" => {
                let api_len = self.api_path.len();
                for (position, element) in node.items().unwrap_or(&[]).iter().enumerate() {
                    // Writing to a String cannot fail.
                    let _ = write!(self.api_path, "[{position}]");
                    self.value(element, *item, named, struct_name);
                    self.api_path.truncate(api_len);
                }
            }
            Ty::Map(value_ty) if found == "object" => {
                let api_len = self.api_path.len();
                for (key, value) in node.entries().unwrap_or(&[]) {
                    let _ = write!(self.api_path, "[{}]", key.text);
                    self.value(value, *value_ty, "", struct_name);
                    self.api_path.truncate(api_len);
                }
            }
            _ => {
                self.type_error(node, found, &go_type_name(ty, named), struct_name, false);
            }
        }
    }

    /// A number for an integer field: it must be integral and fit the Go integer type.
    fn integer(&mut self, node: &Node, ty: Ty, named: &str, struct_name: &'static str, aborts: bool) {
        let text = node.scalar().and_then(json_number_text).unwrap_or_default();
        let fits = match ty {
            Ty::Int32 => text.parse::<i32>().is_ok(),
            _ => text.parse::<i64>().is_ok(),
        };
        if !fits {
            self.type_error(node, &format!("number {text}"), &go_type_name(ty, named), struct_name, aborts);
        }
    }

    fn type_error(&mut self, node: &Node, found: &str, expected: &str, struct_name: &'static str, aborts: bool) {
        self.problems.push(SchemaProblem {
            kind: ProblemKind::WrongType,
            field: self.api_path.clone(),
            message: format!(
                "json: cannot unmarshal {found} into Go struct field {}.{} of type {expected}",
                struct_name, self.go_path
            ),
            suggestion: None,
            available_from: None,
            location: node.span.start,
            aborts_decoding: aborts,
        });
    }

    /// `Quantity.UnmarshalJSON`: a string (trimmed) or the raw JSON of anything else is parsed as a
    /// quantity, and a parse error stops decoding. // apimachinery resource: Quantity.UnmarshalJSON
    fn quantity(&mut self, node: &Node, found: &str) {
        let text = match (found, &node.kind) {
            ("string", NodeKind::Scalar(text, _)) => Some(Cow::Borrowed(text.trim())),
            ("number", NodeKind::Scalar(text, _)) => json_number_text(text).map(Cow::Owned),
            _ => None,
        };
        let error = match text {
            Some(text) => match Quantity::parse(&text) {
                Ok(_) | Err(QuantityError::TooLarge) => return,
                Err(error) => error,
            },
            None => QuantityError::FormatWrong,
        };
        self.problems.push(SchemaProblem {
            kind: ProblemKind::WrongType,
            field: self.api_path.clone(),
            message: error.to_string(),
            suggestion: None,
            available_from: None,
            location: node.span.start,
            aborts_decoding: true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yaml::{Limits, load_documents};

    fn check(kind: &str, yaml: &str) -> Vec<SchemaProblem> {
        let (documents, diagnostics) = load_documents(yaml, Limits::DEFAULT);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        check_document(&documents[0], kind, KubeVersion::V1_35)
    }

    fn messages(kind: &str, yaml: &str) -> Vec<String> {
        check(kind, yaml).iter().map(SchemaProblem::message_with_hint).collect()
    }

    #[test]
    fn unknown_fields_have_the_full_path_a_location_and_a_hint() {
        let problems = check(
            "Pod",
            "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: a\n    image: x\n    imagePullPolcy: Always\n",
        );
        assert_eq!(problems.len(), 1);
        let problem = &problems[0];
        assert_eq!(problem.field, "spec.containers[0].imagePullPolcy");
        assert_eq!(problem.location, Location { line: 7, column: 5 });
        assert_eq!(
            problem.message_with_hint(),
            "unknown field \"spec.containers[0].imagePullPolcy\", did you mean \"imagePullPolicy\"?"
        );
    }

    #[test]
    fn fields_one_level_too_high_point_to_their_place() {
        let yaml = "spec:\n  containers:\n  - name: a\n    env: [{name: POD, fieldRef: {fieldPath: metadata.name}}]\n    \
                    livenessProbe: {command: [true]}\n";
        assert_eq!(
            messages("Pod", yaml),
            [
                "unknown field \"spec.containers[0].env[0].fieldRef\", did you mean \"valueFrom.fieldRef\"?",
                "unknown field \"spec.containers[0].livenessProbe.command\", did you mean \"exec.command\"?",
            ]
        );
    }

    #[test]
    fn wrong_types_use_the_go_decoder_wording() {
        let yaml = "spec:\n  containers:\n  - name: a\n    image: 123\n    args: [1]\n    env: [{name: P, value: 8080}]\n    \
                    ports: [{containerPort: \"80\"}, {containerPort: 1.5}, {containerPort: 3000000000}, {containerPort: 1.0}]\n    \
                    securityContext: {capabilities: {add: [1], drop: NET_RAW}}\n";
        assert_eq!(
            messages("Pod", yaml),
            [
                "json: cannot unmarshal number into Go struct field Container.spec.containers.args of type string",
                "json: cannot unmarshal number into Go struct field EnvVar.spec.containers.env.value of type string",
                "json: cannot unmarshal number into Go struct field Container.spec.containers.image of type string",
                "json: cannot unmarshal string into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32",
                "json: cannot unmarshal number 1.5 into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32",
                "json: cannot unmarshal number 3000000000 into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32",
                "json: cannot unmarshal number into Go struct field Capabilities.spec.containers.securityContext.capabilities.add of type v1.Capability",
                "json: cannot unmarshal string into Go struct field Capabilities.spec.containers.securityContext.capabilities.drop of type []v1.Capability",
            ]
        );
    }

    #[test]
    fn workload_paths_start_at_the_document_root() {
        let yaml = "kind: Deployment\nspec:\n  template:\n    spec:\n      containers: {name: a}\n      restartpolicy: Never\n";
        assert_eq!(
            messages("Deployment", yaml),
            [
                "json: cannot unmarshal object into Go struct field PodSpec.spec.template.spec.containers of type []v1.Container",
                "unknown field \"spec.template.spec.restartpolicy\", did you mean \"restartPolicy\"?",
            ]
        );
    }

    #[test]
    fn custom_unmarshallers_abort_decoding() {
        let yaml = "spec:\n  containers:\n  - name: a\n    resources: {limits: {cpu: [1], memory: 1Gi}, requests: {cpu: 1.5.5, memory: 1e3}}\n    \
                    readinessProbe: {httpGet: {port: true}}\n";
        let problems = check("Pod", yaml);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems.iter().all(|problem| problem.aborts_decoding));
        assert_eq!(
            problems[0].message,
            "json: cannot unmarshal bool into Go struct field HTTPGetAction.spec.containers.readinessProbe.httpGet.port of type int32"
        );
        assert_eq!(problems[1].message, QuantityError::FormatWrong.to_string());
        assert_eq!(problems[1].field, "spec.containers[0].resources.limits[cpu]");
        assert_eq!(problems[2].field, "spec.containers[0].resources.requests[cpu]");
    }

    #[test]
    fn nulls_free_form_fields_and_status_are_accepted() {
        let yaml = "metadata:\n  name: x\n  labels: null\n  managedFields: [{fieldsV1: {f:metadata: {}}, manager: kubectl}]\n\
                    spec:\n  containers:\n  - name: a\n    image: nginx\n    ports: [{containerPort: 80, protocol: TCP}]\n\
                    status:\n  phase: Running\n  containerStatuses: [{name: a, ready: true, restartCount: 0, image: nginx, imageID: '', state: {running: {startedAt: '2024-01-01T00:00:00Z'}}}]\n";
        assert_eq!(messages("Pod", yaml), Vec::<String>::new());
        assert!(check("Secret", "data: 1\n").is_empty());
    }

    #[test]
    fn fields_of_newer_versions_are_unknown_to_older_api_servers() {
        let yaml = "spec:\n  containers:\n  - name: a\n    restartPolicy: Never\n    restartPolicyRules: []\n";
        let (documents, _) = load_documents(yaml, Limits::DEFAULT);
        let on = |version| check_document(&documents[0], "Pod", version);
        assert!(on(KubeVersion::V1_34).is_empty());
        let problems = on(KubeVersion::V1_33);
        assert_eq!(problems.len(), 1);
        assert_eq!(
            problems[0].message_with_hint(),
            "unknown field \"spec.containers[0].restartPolicyRules\" (the field exists from Kubernetes 1.34)"
        );
    }

    #[test]
    fn fields_of_1_36_and_1_37_come_from_their_own_schemas() {
        // spec.evictionResponders (EvictionRequestAPI, kubernetes/kubernetes#137050) is new in 1.37.
        let yaml = "spec:\n  evictionResponders: []\n  containers: [{name: a, image: x}]\n";
        let (documents, _) = load_documents(yaml, Limits::DEFAULT);
        assert!(check_document(&documents[0], "Pod", KubeVersion::V1_37).is_empty());
        let problems = check_document(&documents[0], "Pod", KubeVersion::V1_36);
        assert_eq!(problems.len(), 1);
        assert_eq!(
            problems[0].message_with_hint(),
            "unknown field \"spec.evictionResponders\" (the field exists from Kubernetes 1.37)"
        );
    }

    #[test]
    fn a_legacy_api_server_knows_the_1_28_fields_only() {
        let yaml = "spec:\n  resources: {limits: {cpu: 1}}\n  initContainers: [{name: s, image: x, restartPolicy: Always}]\n  \
                    containers:\n  - name: a\n    lifecycle: {preStop: {sleep: {seconds: 1}}, stopSignal: SIGTERM}\n";
        let (documents, _) = load_documents(yaml, Limits::DEFAULT);
        let legacy: Vec<String> = check_document(&documents[0], "Pod", KubeVersion::Legacy)
            .iter()
            .map(SchemaProblem::message_with_hint)
            .collect();
        assert_eq!(
            legacy,
            [
                "unknown field \"spec.containers[0].lifecycle.preStop.sleep\" (the field exists from Kubernetes 1.29)",
                "unknown field \"spec.containers[0].lifecycle.stopSignal\" (the field exists from Kubernetes 1.33)",
                "unknown field \"spec.resources\" (the field exists from Kubernetes 1.32)",
            ]
        );
        assert!(check_document(&documents[0], "Pod", KubeVersion::V1_35).is_empty());
    }

    #[test]
    fn removed_fields_are_unknown_without_a_hint() {
        // PodResourceClaim.source (1.28-1.30) gave way to resourceClaimName in 1.31 (KEP-4381).
        let yaml = "spec:\n  resourceClaims: [{name: gpu, source: {resourceClaimName: gpu}}]\n";
        let (documents, _) = load_documents(yaml, Limits::DEFAULT);
        assert!(check_document(&documents[0], "Pod", KubeVersion::Legacy).is_empty());
        let problems = check_document(&documents[0], "Pod", KubeVersion::V1_35);
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].available_from, None);
        assert_eq!(problems[0].message, "unknown field \"spec.resourceClaims[0].source\"");
    }
}
