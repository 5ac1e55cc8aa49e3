//! What `kubectl describe pod` prints that the Pod model does not carry (image IDs, probe
//! endpoints, tolerations, volume details), read straight from a pasted object.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::parse::ParsedInput;
use crate::yaml::Node;

/// Describe-only facts about a Pod, read from its YAML/JSON object.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DescribeExtras {
    /// `status.nominatedNodeName`.
    pub nominated_node_name: Option<String>,
    /// `spec.priority`.
    pub priority: Option<i64>,
    /// `spec.priorityClassName`.
    pub priority_class_name: Option<String>,
    /// `spec.runtimeClassName`.
    pub runtime_class_name: Option<String>,
    /// `spec.serviceAccountName`.
    pub service_account_name: Option<String>,
    /// The controller owner reference as `Kind/name`.
    pub controlled_by: Option<String>,
    /// `spec.nodeSelector`.
    pub node_selector: BTreeMap<String, String>,
    /// `spec.tolerations`, each as kubectl prints it (`node.kubernetes.io/not-ready:NoExecute op=Exists for 300s`), sorted by key.
    pub tolerations: Vec<String>,
    /// Container name → `imageID` from its status.
    pub image_ids: BTreeMap<String, String>,
    /// The statuses shown are the simulation's: a container the runtime created gets a made-up
    /// `imageID` ([`DescribeExtras::image_id`]). A pasted status keeps what it says.
    pub simulated: bool,
    /// (container name, `livenessProbe`|`readinessProbe`|`startupProbe`) → the probe target as
    /// kubectl prints it (`http-get http://:8080/healthz`, `tcp-socket :5432`).
    pub probe_targets: BTreeMap<(String, String), String>,
    /// (container name, env name) → where a `fieldRef` / `resourceFieldRef` variable comes from.
    pub env_sources: BTreeMap<(String, String), EnvSource>,
    /// Volume name → its detail lines as read from the text (`Type:\tConfigMap (…)`, `Name:\tconf`, …); a projected
    /// volume is described from the model.
    pub volume_lines: BTreeMap<String, Vec<String>>,
}

/// The source of an environment variable set from the Pod or the container's resources.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EnvSource {
    /// `valueFrom.fieldRef`: `apiVersion` and `fieldPath` (`v1`, `metadata.name`).
    Field { api_version: String, path: String },
    /// `valueFrom.resourceFieldRef.resource` (`limits.cpu`).
    Resource(String),
}

fn text<'n>(node: &'n Node, key: &str) -> Option<&'n str> {
    node.get(key).filter(|value| !value.is_null()).and_then(Node::scalar)
}

fn owned(node: &Node, key: &str) -> Option<String> {
    text(node, key).map(str::to_owned)
}

fn int(node: &Node, key: &str) -> Option<i64> {
    text(node, key).and_then(|value| value.parse().ok())
}

fn flag(node: &Node, key: &str) -> bool {
    text(node, key) == Some("true")
}

fn items<'n>(node: &'n Node, key: &str) -> &'n [Node] {
    node.get(key).and_then(Node::items).unwrap_or(&[])
}

impl DescribeExtras {
    /// A container status's `imageID`: the pasted status's; else, in the simulation's states,
    /// once the runtime has created the container, the image's digest reference (`docker.io/library/nginx@sha256:…`), the digest
    /// made up from the image as containerd's IDs are (podsim pulls nothing, so it cannot be the
    /// registry's); empty before. // kubelet: convertToAPIContainerStatuses (ImageID = ImageRef)
    pub fn image_id(&self, status: &crate::model::ContainerStatus) -> String {
        if let Some(pasted) = self.image_ids.get(&status.name) {
            return pasted.clone();
        }
        let (true, Some(_), Some(image)) = (self.simulated, &status.container_id, status.image.as_deref()) else {
            return String::new();
        };
        let full = crate::engine::image_ref::normalized(image);
        if full.contains('@') {
            return full;
        }
        // The repository is the reference without its tag (a `:` after the last `/`).
        let cut = full.rfind(':').filter(|at| *at > full.rfind('/').unwrap_or(0)).unwrap_or(full.len());
        let repository = full.get(..cut).unwrap_or(&full);
        let mut id = String::with_capacity(repository.len() + 8 + 64);
        id.push_str(repository);
        id.push_str("@sha256:");
        for salt in ["image/0/", "image/1/", "image/2/", "image/3/"] {
            let _ = write!(id, "{:016x}", crate::hash::stable_hash_parts(&[salt, &full]));
        }
        id
    }

    /// Reads the extras of the Pod (or pod template) that `parse` picked from the user's text.
    pub fn from_parsed(parsed: &ParsedInput) -> DescribeExtras {
        template(parsed).map(DescribeExtras::from_pod_node).unwrap_or_default()
    }

    /// The extras of the Pod the API server stores for the user's text: those read from it, with
    /// what admission adds (see [`super::admission::admit`]).
    pub fn from_parsed_admitted(parsed: &ParsedInput) -> DescribeExtras {
        let template = template(parsed);
        let mut extras = template.map(DescribeExtras::from_pod_node).unwrap_or_default();
        extras.simulated = true;
        let empty = Node { kind: crate::yaml::NodeKind::Map(Vec::new()), span: Default::default() };
        let daemon = parsed.source_kind == "DaemonSet";
        super::admission::admit(&mut extras, template.and_then(|pod| pod.get("spec")).unwrap_or(&empty), daemon);
        // A workload's Pod: the owner reference its controller sets.
        if extras.controlled_by.is_none() {
            extras.controlled_by.clone_from(&parsed.pod.metadata.controller);
        }
        extras
    }

    /// Reads the extras from a Pod object (or a pod template, which has fewer of them).
    pub fn from_pod_node(pod: &Node) -> DescribeExtras {
        let mut extras = DescribeExtras::default();
        let empty = Node { kind: crate::yaml::NodeKind::Map(Vec::new()), span: Default::default() };
        let spec = pod.get("spec").unwrap_or(&empty);
        let status = pod.get("status").unwrap_or(&empty);
        let metadata = pod.get("metadata").unwrap_or(&empty);
        extras.nominated_node_name = owned(status, "nominatedNodeName");
        extras.priority = int(spec, "priority");
        extras.priority_class_name = owned(spec, "priorityClassName");
        extras.runtime_class_name = owned(spec, "runtimeClassName");
        extras.service_account_name = owned(spec, "serviceAccountName");
        extras.controlled_by = items(metadata, "ownerReferences")
            .iter()
            .find(|owner| flag(owner, "controller"))
            .map(|owner| format!("{}/{}", text(owner, "kind").unwrap_or(""), text(owner, "name").unwrap_or("")));
        if let Some(entries) = spec.get("nodeSelector").and_then(Node::entries) {
            for (key, value) in entries {
                extras.node_selector.insert(key.text.clone(), value.scalar().unwrap_or("").to_owned());
            }
        }
        let mut tolerations: Vec<(String, String)> = items(spec, "tolerations")
            .iter()
            .map(|t| (text(t, "key").unwrap_or("").to_owned(), toleration_line(t)))
            .collect();
        tolerations.sort_by(|a, b| a.0.cmp(&b.0));
        extras.tolerations = tolerations.into_iter().map(|(_, line)| line).collect();
        for list in ["initContainerStatuses", "containerStatuses", "ephemeralContainerStatuses"] {
            for container in items(status, list) {
                if let (Some(name), Some(image_id)) = (owned(container, "name"), owned(container, "imageID")) {
                    extras.image_ids.insert(name, image_id);
                }
            }
        }
        for list in ["initContainers", "containers", "ephemeralContainers"] {
            for container in items(spec, list) {
                let name = text(container, "name").unwrap_or("").to_owned();
                for probe in ["livenessProbe", "readinessProbe", "startupProbe"] {
                    if let Some(target) = container.get(probe).and_then(probe_target) {
                        extras.probe_targets.insert((name.clone(), probe.to_owned()), target);
                    }
                }
                for env in items(container, "env") {
                    let Some(from) = env.get("valueFrom") else { continue };
                    let env_name = text(env, "name").unwrap_or("").to_owned();
                    let source = if let Some(field) = from.get("fieldRef") {
                        EnvSource::Field {
                            api_version: text(field, "apiVersion").unwrap_or("v1").to_owned(),
                            path: text(field, "fieldPath").unwrap_or("").to_owned(),
                        }
                    } else if let Some(resource) = from.get("resourceFieldRef") {
                        EnvSource::Resource(text(resource, "resource").unwrap_or("").to_owned())
                    } else {
                        continue;
                    };
                    extras.env_sources.insert((name.clone(), env_name), source);
                }
            }
        }
        for volume in items(spec, "volumes") {
            if let (Some(name), Some(lines)) = (owned(volume, "name"), volume_lines(volume)) {
                extras.volume_lines.insert(name, lines);
            }
        }
        extras
    }
}

/// The Pod (or pod template) `parse` picked from the user's text.
fn template(parsed: &ParsedInput) -> Option<&Node> {
    let root = parsed.pod_root()?;
    parsed.template_path.split('.').filter(|key| !key.is_empty()).try_fold(root, |node, key| node.get(key))
}

/// One toleration as kubectl prints it (`key=value:Effect op=Exists for 300s`).
// describe.go: printTolerationsMultilineWithIndent
pub(super) fn toleration_line(node: &Node) -> String {
    let key = text(node, "key").unwrap_or("");
    let value = text(node, "value").unwrap_or("");
    let effect = text(node, "effect").unwrap_or("");
    let mut line = key.to_owned();
    if !value.is_empty() {
        line.push_str(&format!("={value}"));
    }
    if !effect.is_empty() {
        line.push_str(&format!(":{effect}"));
    }
    if text(node, "operator") == Some("Exists") && value.is_empty() {
        line.push_str(if key.is_empty() && effect.is_empty() { "op=Exists" } else { " op=Exists" });
    }
    if let Some(seconds) = int(node, "tolerationSeconds") {
        line.push_str(&format!(" for {seconds}s"));
    }
    line
}

/// A port (`8080` or `http`) as Go's `IntOrString.String()`.
fn port(node: &Node) -> String {
    text(node, "port").unwrap_or("").to_owned()
}

/// The handler part of `DescribeProbe`. // describe.go: DescribeProbe
fn probe_target(probe: &Node) -> Option<String> {
    if let Some(http) = probe.get("httpGet") {
        let scheme = text(http, "scheme").unwrap_or("HTTP").to_ascii_lowercase();
        let host = text(http, "host").unwrap_or("");
        let port = port(http);
        let host = match (host.contains(':'), port.is_empty()) {
            (_, true) => host.to_owned(),
            (true, false) => format!("[{host}]:{port}"),
            (false, false) => format!("{host}:{port}"),
        };
        let path = text(http, "path").unwrap_or("");
        let path = if path.is_empty() || path.starts_with('/') { path.to_owned() } else { format!("/{path}") };
        let prefix = if scheme.is_empty() { String::new() } else { format!("{scheme}:") };
        return Some(format!("http-get {prefix}//{host}{path}"));
    }
    if let Some(tcp) = probe.get("tcpSocket") {
        return Some(format!("tcp-socket {}:{}", text(tcp, "host").unwrap_or(""), port(tcp)));
    }
    if let Some(grpc) = probe.get("grpc") {
        return Some(format!("grpc <pod>:{} {}", port(grpc), text(grpc, "service").unwrap_or("")));
    }
    None
}

/// `describeVolumes` detail lines for the volume kinds kubectl explains. // describe.go: describeVolumes
fn volume_lines(volume: &Node) -> Option<Vec<String>> {
    let optional = |node: &Node| flag(node, "optional").to_string();
    if let Some(host) = volume.get("hostPath") {
        return Some(vec![
            "Type:\tHostPath (bare host directory volume)".to_owned(),
            format!("Path:\t{}", text(host, "path").unwrap_or("")),
            format!("HostPathType:\t{}", text(host, "type").unwrap_or("<none>")),
        ]);
    }
    if let Some(empty_dir) = volume.get("emptyDir") {
        let size = text(empty_dir, "sizeLimit").filter(|s| !s.is_empty() && *s != "0").unwrap_or("<unset>");
        return Some(vec![
            "Type:\tEmptyDir (a temporary directory that shares a pod's lifetime)".to_owned(),
            format!("Medium:\t{}", text(empty_dir, "medium").unwrap_or("")),
            format!("SizeLimit:\t{size}"),
        ]);
    }
    if let Some(secret) = volume.get("secret") {
        return Some(vec![
            "Type:\tSecret (a volume populated by a Secret)".to_owned(),
            format!("SecretName:\t{}", text(secret, "secretName").unwrap_or("")),
            format!("Optional:\t{}", optional(secret)),
        ]);
    }
    if let Some(config_map) = volume.get("configMap") {
        return Some(vec![
            "Type:\tConfigMap (a volume populated by a ConfigMap)".to_owned(),
            format!("Name:\t{}", text(config_map, "name").unwrap_or("")),
            format!("Optional:\t{}", optional(config_map)),
        ]);
    }
    if let Some(claim) = volume.get("persistentVolumeClaim") {
        return Some(vec![
            "Type:\tPersistentVolumeClaim (a reference to a PersistentVolumeClaim in the same namespace)".to_owned(),
            format!("ClaimName:\t{}", text(claim, "claimName").unwrap_or("")),
            format!("ReadOnly:\t{}", flag(claim, "readOnly")),
        ]);
    }
    if let Some(downward) = volume.get("downwardAPI") {
        let mut lines = vec![
            "Type:\tDownwardAPI (a volume populated by information about the pod)".to_owned(),
            "Items:".to_owned(),
        ];
        for item in items(downward, "items") {
            let path = text(item, "path").unwrap_or("");
            if let Some(field) = item.get("fieldRef") {
                lines.push(format!("  {} -> {path}", text(field, "fieldPath").unwrap_or("")));
            } else if let Some(resource) = item.get("resourceFieldRef") {
                lines.push(format!("  {} -> {path}", text(resource, "resource").unwrap_or("")));
            }
        }
        return Some(lines);
    }
    None
}
