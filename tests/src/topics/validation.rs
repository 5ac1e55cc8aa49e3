//! Conformance cases of `static/validation.yaml`: the ordered field errors (field, type and the
//! exact kubectl cause line) for each Kubernetes version the case names.

use super::resources::pod_input;
use crate::runner::Outcome;
use crate::vector::{list, text};
use podsim::KubeVersion;
use podsim::model::Pod;
use podsim::validate::{ValidationOptions, kubectl_invalid_message, validate_with};
use podsim::yaml::Node;

const ALL_VERSIONS: [KubeVersion; 3] = [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35];

fn versions(case: &Node) -> Result<Vec<KubeVersion>, String> {
    if case.get("versions").is_none() {
        return Ok(ALL_VERSIONS.to_vec());
    }
    list(case, "versions")
        .iter()
        .map(|v| {
            let name = v.scalar().unwrap_or("");
            KubeVersion::parse(name).ok_or_else(|| format!("unknown version {name:?}"))
        })
        .collect()
}

/// Runs one case.
pub fn check(case: &Node) -> Outcome {
    let Some(expect) = case.get("expect") else { return Outcome::Fail("case has no expect".to_owned()) };
    let wanted: Vec<(String, String, String)> = list(expect, "errors")
        .iter()
        .map(|e| {
            let field = |key| text(e, key).unwrap_or("").to_owned();
            (field("field"), field("type"), field("line"))
        })
        .collect();
    let options = ValidationOptions {
        template: false,
        ephemeral_update: text(case, "context").is_some_and(|c| c.contains("ephemeralcontainers")),
        gates: None,
    };
    let versions = match versions(case) {
        Ok(versions) => versions,
        Err(why) => return Outcome::Fail(why),
    };
    for version in versions {
        let mut pod = match pod_input(case) {
            Ok(pod) => pod,
            Err(why) => return Outcome::Fail(why),
        };
        if text(case, "defaulting") == Some("none") {
            fill_unmentioned(&mut pod, version);
        } else {
            podsim::defaults::apply_defaults(&mut pod, version);
        }
        let got: Vec<(String, String, String)> = validate_with(&pod, version, options)
            .iter()
            .map(|e| (e.field.clone(), e.kind.type_name().to_owned(), e.line("")))
            .collect();
        if got != wanted {
            let lines: Vec<String> = got.iter().map(|(_, kind, line)| format!("{kind} {line}")).collect();
            let message = kubectl_invalid_message("Pod", "test-pod", &lines);
            return Outcome::Fail(format!("on {version}: got {}: {message}", got.len()));
        }
    }
    Outcome::Pass
}

/// For `defaulting: none` cases the upstream unit test builds an otherwise valid object by hand:
/// fill the container and pod fields the input leaves out, but keep every field it writes
/// (including empty ones) and leave handlers raw, since those are what the case is about.
fn fill_unmentioned(pod: &mut Pod, version: KubeVersion) {
    let mut defaulted = pod.clone();
    podsim::defaults::apply_defaults(&mut defaulted, version);
    let spec = std::rc::Rc::make_mut(&mut pod.spec);
    if spec.restart_policy.is_none() {
        spec.restart_policy = defaulted.spec.restart_policy.clone();
    }
    let lists = [
        (&mut spec.containers, &defaulted.spec.containers),
        (&mut spec.init_containers, &defaulted.spec.init_containers),
        (&mut spec.ephemeral_containers, &defaulted.spec.ephemeral_containers),
    ];
    for (raw, filled) in lists {
        for (container, filled) in raw.iter_mut().zip(filled) {
            for (field, value) in [
                (&mut container.image_pull_policy, &filled.image_pull_policy),
                (&mut container.termination_message_policy, &filled.termination_message_policy),
                (&mut container.termination_message_path, &filled.termination_message_path),
            ] {
                if field.is_none() {
                    field.clone_from(value);
                }
            }
            for (port, filled) in container.ports.iter_mut().zip(&filled.ports) {
                if port.protocol.is_none() {
                    port.protocol.clone_from(&filled.protocol);
                }
            }
        }
    }
}
