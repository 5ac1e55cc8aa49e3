//! What a workload's controller writes into the Pod it creates from the template: the Pod's
//! name, the labels it adds and the owner reference `kubectl describe` prints as "Controlled By".
//! Hashes and random suffixes cannot be reproduced, so they are made up, deterministically, from
//! the workload's name in the alphabet Kubernetes uses (`rand.SafeEncodeString`).

use crate::model::{Volume, VolumeFields, VolumeSource};
use crate::yaml::Node;

/// What the controller sets on its Pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControllerPod {
    /// `metadata.name`.
    pub name: String,
    /// Labels the controller adds to the template's.
    pub labels: Vec<(String, String)>,
    /// The controller owner reference, `Kind/name`.
    pub owner: String,
    /// The completion index of an Indexed Job's Pod (podsim runs index 0).
    pub completion_index: Option<CompletionIndex>,
}

/// What the Job controller writes into an Indexed Job's Pod besides its name and labels: the
/// index as an annotation, the hostname `<job>-<index>`, and `JOB_COMPLETION_INDEX` in every
/// container's env. // job controller: createPods, addCompletionIndexAnnotation,
/// addCompletionIndexEnvVariables (indexed_job_utils.go)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletionIndex {
    /// The index.
    pub index: u32,
    /// `spec.hostname`: `<job>-<index>`.
    pub hostname: String,
}

/// The annotation and label that carry an Indexed Job Pod's index.
pub const COMPLETION_INDEX_KEY: &str = "batch.kubernetes.io/job-completion-index";

/// The env var that reads the index from the Pod's label (PodIndexLabel, on in every version
/// podsim models). // job controller: addCompletionIndexEnvVariable
pub const COMPLETION_INDEX_ENV: &str = "JOB_COMPLETION_INDEX";

/// The Pod the controller of a `kind` named `workload` creates, for the kinds that create Pods
/// from a template.
pub fn controller_pod(root: &Node, kind: &str, workload: &str) -> Option<ControllerPod> {
    let suffix = made_up(workload, "pod", 5);
    let hash = made_up(workload, "template", 10);
    let (name, labels, owner) = match kind {
        // deployment controller: ReplicaSet NAME-<pod-template-hash>, then its Pods.
        "Deployment" => {
            let replica_set = format!("{workload}-{hash}");
            let labels = vec![label("pod-template-hash", &hash)];
            (format!("{replica_set}-{suffix}"), labels, format!("ReplicaSet/{replica_set}"))
        }
        "ReplicaSet" | "ReplicationController" | "DaemonSet" => {
            let labels = if kind == "DaemonSet" {
                vec![label("controller-revision-hash", &hash), label("pod-template-generation", "1")]
            } else {
                Vec::new()
            };
            (format!("{workload}-{suffix}"), labels, format!("{kind}/{workload}"))
        }
        // statefulset controller: getPodName, and the identity labels it sets.
        "StatefulSet" => {
            let ordinal =
                node_at(root, "spec.ordinals.start").and_then(Node::scalar).and_then(|s| s.parse::<u32>().ok());
            let ordinal = ordinal.unwrap_or(0).to_string();
            let name = format!("{workload}-{ordinal}");
            let labels = vec![
                label("apps.kubernetes.io/pod-index", &ordinal),
                label("controller-revision-hash", &format!("{workload}-{hash}")),
                label("statefulset.kubernetes.io/pod-name", &name),
            ];
            (name, labels, format!("StatefulSet/{workload}"))
        }
        "Job" | "CronJob" => {
            // cronjob controller: the Job is NAME-<scheduled time in minutes since the epoch>.
            let (job, mode) = if kind == "Job" {
                (workload.to_owned(), "spec.completionMode")
            } else {
                (format!("{workload}-{}", crate::model::DEFAULT_CREATION_UNIX / 60), "spec.jobTemplate.spec.completionMode")
            };
            let (name, labels, owner) = job_pod(&job, &suffix);
            if node_at(root, mode).and_then(Node::scalar) == Some("Indexed") {
                let index = 0;
                let mut labels = labels;
                labels.push(label(COMPLETION_INDEX_KEY, &index.to_string()));
                let name = format!("{}{suffix}", generate_name_with_index(&job, index));
                let completion_index = Some(CompletionIndex { index, hostname: format!("{job}-{index}") });
                return Some(ControllerPod { name, labels, owner, completion_index });
            }
            (name, labels, owner)
        }
        _ => return None,
    };
    Some(ControllerPod { name, labels, owner, completion_index: None })
}

/// Writes what the Job controller adds to an Indexed Job's Pod: the index annotation, the
/// hostname, and `JOB_COMPLETION_INDEX` in each init and regular container that has no variable
/// of that name. // job controller: createPods, addCompletionIndexEnvVariables
pub fn apply_completion_index(pod: &mut crate::model::Pod, indexed: &CompletionIndex) {
    pod.metadata.annotations.insert(COMPLETION_INDEX_KEY.to_owned(), indexed.index.to_string());
    let spec = std::rc::Rc::make_mut(&mut pod.spec);
    spec.hostname = Some(indexed.hostname.clone());
    for container in spec.init_containers.iter_mut().chain(spec.containers.iter_mut()) {
        if container.env.iter().any(|var| var.name.as_deref() == Some(COMPLETION_INDEX_ENV)) {
            continue;
        }
        container.env.push(crate::model::EnvVar {
            name: Some(COMPLETION_INDEX_ENV.to_owned()),
            value: None,
            value_from: Some(crate::model::EnvVarSource {
                field_ref: Some(crate::model::ObjectFieldSelector {
                    api_version: None,
                    field_path: Some(format!("metadata.labels['{COMPLETION_INDEX_KEY}']")),
                }),
                ..Default::default()
            }),
        });
    }
}

/// The generateName of an Indexed Job's Pod: `<job>-<index>-`, the job's name cut so that the
/// prefix stays within 58 characters. // job controller: podGenerateNameWithIndex
fn generate_name_with_index(job: &str, index: u32) -> String {
    const MAX_GENERATED_NAME_LENGTH: usize = 58;
    let append = format!("-{index}-");
    if job.len() + append.len() <= MAX_GENERATED_NAME_LENGTH {
        return format!("{job}{append}");
    }
    let keep = MAX_GENERATED_NAME_LENGTH - append.len();
    format!("{}{append}", job.get(..keep).unwrap_or(job))
}

/// The volumes the StatefulSet controller puts in each Pod: one per claim template, named as the
/// template and backed by the claim `<claim>-<set>-<ordinal>`, then the template's own volumes whose
/// names no claim template takes. The controller ranges over a map of claims, whose order Go
/// leaves open; here they are in name order.
// statefulset controller: updateStorage, getPersistentVolumeClaims, getPersistentVolumeClaimName
// (stateful_set_utils.go)
pub fn stateful_set_volumes(root: &Node, template_volumes: Vec<Volume>) -> Vec<Volume> {
    let templates = node_at(root, "spec.volumeClaimTemplates").and_then(Node::items).unwrap_or(&[]);
    let mut claims: Vec<String> = templates
        .iter()
        .filter_map(|template| node_at(template, "metadata.name").and_then(Node::json_string))
        .filter(|name| !name.is_empty())
        .map(str::to_owned)
        .collect();
    claims.sort_unstable();
    claims.dedup();
    if claims.is_empty() {
        return template_volumes;
    }
    // The claim the controller creates for the first Pod: <claim>-<set>-0 (getPersistentVolumeClaimName).
    let set = node_at(root, "metadata.name").and_then(Node::json_string).unwrap_or_default();
    let mut volumes: Vec<Volume> = claims
        .iter()
        .map(|claim| Volume {
            name: Some(claim.clone()),
            source: VolumeSource::PersistentVolumeClaim,
            fields: VolumeFields {
                types: vec!["persistentVolumeClaim"],
                claim_name: Some(format!("{claim}-{set}-0")),
                ..VolumeFields::default()
            },
        })
        .collect();
    volumes.extend(
        template_volumes.into_iter().filter(|volume| !volume.name.as_ref().is_some_and(|name| claims.contains(name))),
    );
    volumes
}

/// A Job's Pod: NAME-<random>, with the job-name and controller-uid labels (both spellings).
// job controller: the Pod template labels it sets (batch.kubernetes.io/job-name, controller-uid)
fn job_pod(job: &str, suffix: &str) -> (String, Vec<(String, String)>, String) {
    let uid = made_up_uid(job);
    let labels = vec![
        label("batch.kubernetes.io/controller-uid", &uid),
        label("batch.kubernetes.io/job-name", job),
        label("controller-uid", &uid),
        label("job-name", job),
    ];
    (format!("{job}-{suffix}"), labels, format!("Job/{job}"))
}

fn label(key: &str, value: &str) -> (String, String) {
    (key.to_owned(), value.to_owned())
}

/// `length` characters of the name alphabet, the same for the same `seed` and `purpose`.
fn made_up(seed: &str, purpose: &str, length: usize) -> String {
    crate::hash::name_suffix(&format!("{purpose}/{seed}"), length)
}

/// A UID in the 8-4-4-4-12 form, the same for the same `seed`.
fn made_up_uid(seed: &str) -> String {
    let hex = format!(
        "{:016x}{:016x}",
        crate::hash::stable_hash(&format!("uid/{seed}")),
        crate::hash::stable_hash(&format!("uid2/{seed}"))
    );
    let part = |from: usize, to: usize| hex.get(from..to).unwrap_or("0");
    format!("{}-{}-{}-{}-{}", part(0, 8), part(8, 12), part(12, 16), part(16, 20), part(20, 32))
}

fn node_at<'n>(root: &'n Node, dotted: &str) -> Option<&'n Node> {
    dotted.split('.').try_fold(root, |node, key| node.get(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pod_of(kind: &str, spec: &str) -> ControllerPod {
        let text = format!("kind: {kind}\nmetadata: {{name: web}}\nspec:\n{spec}  template: {{}}\n");
        let parsed = crate::parse(&text);
        let root = parsed
            .pod_root()
            .cloned()
            .unwrap_or(Node { kind: crate::yaml::NodeKind::Map(Vec::new()), span: Default::default() });
        controller_pod(&root, kind, "web").unwrap_or(ControllerPod {
            name: String::new(),
            labels: Vec::new(),
            owner: String::new(),
            completion_index: None,
        })
    }

    #[test]
    fn an_indexed_job_pod_carries_its_index_as_the_job_controller_writes_it() {
        let text = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: indexed-job}\nspec:\n  completions: 5\n  completionMode: Indexed\n  template:\n    spec:\n      restartPolicy: Never\n      initContainers:\n      - {name: input, image: bash, command: [bash, -c, 'echo $JOB_COMPLETION_INDEX']}\n      containers:\n      - name: worker\n        image: busybox\n        env: [{name: JOB_COMPLETION_INDEX, value: mine}]\n";
        let pod = crate::parse(text).pod;
        let name = pod.metadata.name.as_deref().unwrap_or("");
        assert!(name.starts_with("indexed-job-0-") && name.len() == "indexed-job-0-".len() + 5, "{name}");
        assert_eq!(pod.metadata.labels.get(COMPLETION_INDEX_KEY).map(String::as_str), Some("0"));
        assert_eq!(pod.metadata.annotations.get(COMPLETION_INDEX_KEY).map(String::as_str), Some("0"));
        assert_eq!(pod.spec.hostname.as_deref(), Some("indexed-job-0"));
        // Added where the container has no variable of that name, kept as written where it has.
        let input = &pod.spec.init_containers[0].env;
        let path = input[0].value_from.as_ref().and_then(|from| from.field_ref.as_ref()?.field_path.as_deref());
        assert_eq!(path, Some("metadata.labels['batch.kubernetes.io/job-completion-index']"));
        let worker = &pod.spec.containers[0].env;
        assert_eq!((worker.len(), worker[0].value.as_deref()), (1, Some("mine")));
        // A CronJob's Indexed jobTemplate too; a Job without completionMode is NonIndexed.
        let cron = pod_of("CronJob", "  jobTemplate: {spec: {completionMode: Indexed}}\n");
        assert_eq!(cron.completion_index.map(|c| (c.index, c.hostname)), Some((0, "web-29453760-0".to_owned())));
        assert_eq!(pod_of("Job", "").completion_index, None);
    }

    #[test]
    fn an_indexed_job_pods_generated_name_prefix_stays_within_58_characters() {
        let long = "j".repeat(70);
        let prefix = generate_name_with_index(&long, 12);
        assert_eq!((prefix.len(), prefix.ends_with("j-12-")), (58, true));
        assert_eq!(generate_name_with_index("pi", 0), "pi-0-");
    }

    #[test]
    fn a_stateful_set_pod_gets_one_claim_volume_per_template() {
        let text = "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: web}\nspec:\n  volumeClaimTemplates:\n  \
                    - metadata: {name: www}\n  - metadata: {name: data}\n  template:\n    spec:\n      volumes:\n      \
                    - {name: www, emptyDir: {}}\n      - {name: conf, configMap: {name: c}}\n      containers: [{name: a, image: a}]\n";
        let pod = crate::parse(text).pod;
        let volumes: Vec<(Option<&str>, &VolumeSource)> =
            pod.spec.volumes.iter().map(|volume| (volume.name.as_deref(), &volume.source)).collect();
        assert_eq!(
            volumes,
            [
                (Some("data"), &VolumeSource::PersistentVolumeClaim),
                (Some("www"), &VolumeSource::PersistentVolumeClaim),
                (Some("conf"), &VolumeSource::ConfigMap { name: Some("c".to_owned()), optional: false }),
            ],
            "a claim template replaces the template's volume of the same name"
        );
    }

    #[test]
    fn names_and_labels_the_pod_as_its_controller_does() {
        let deployment = pod_of("Deployment", "");
        let parts: Vec<&str> = deployment.name.split('-').collect();
        assert_eq!((parts.len(), parts[0], parts[1].len(), parts[2].len()), (3, "web", 10, 5));
        let alphabet = "bcdfghjklmnpqrstvwxz2456789";
        assert!(parts[1..].iter().all(|p| p.chars().all(|c| alphabet.contains(c))));
        assert_eq!(deployment.owner, format!("ReplicaSet/web-{}", parts[1]));
        assert_eq!(deployment.labels, [label("pod-template-hash", parts[1])]);

        let stateful = pod_of("StatefulSet", "  ordinals: {start: 3}\n");
        assert_eq!((stateful.name.as_str(), stateful.owner.as_str()), ("web-3", "StatefulSet/web"));
        assert!(stateful.labels.contains(&label("statefulset.kubernetes.io/pod-name", "web-3")));

        let job = pod_of("Job", "");
        assert_eq!(job.owner, "Job/web");
        assert!(job.name.starts_with("web-") && job.name.len() == 9);
        assert!(job.labels.contains(&label("job-name", "web")));

        let cron = pod_of("CronJob", "");
        assert!(cron.owner == "Job/web-29453760" && cron.name.starts_with(&cron.owner[4..]), "{cron:?}");
        // The same workload always gets the same made-up names.
        assert_eq!(pod_of("Deployment", ""), deployment);
        assert!(pod_of("Pod", "").name.is_empty());
    }
}
