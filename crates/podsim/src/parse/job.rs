//! A Job's own spec (`spec` of a Job, `spec.jobTemplate.spec` of a CronJob) → `model::JobSpec`.

use super::reader::{Obj, Reader, join};
use crate::model::{JobSpec, OnExitCodes, PodFailurePolicyRule};
use crate::yaml::Node;

/// Where a kind keeps the spec of its Job, relative to the document root.
pub(crate) fn job_spec_path(kind: &str) -> Option<&'static str> {
    match kind {
        "Job" => Some("spec"),
        "CronJob" => Some("spec.jobTemplate.spec"),
        _ => None,
    }
}

/// Reads the Job spec found at `path`. Values of the wrong type are skipped (`schema` reports them).
pub(crate) fn read_job_spec(node: &Node, path: &str) -> JobSpec {
    let mut reader = Reader::default();
    let spec = Obj { node, path, go_type: "JobSpec" };
    let policy_path = join(path, "podFailurePolicy");
    let pod_failure_policy = reader
        .object(spec, "podFailurePolicy", "PodFailurePolicy")
        .map(|policy| {
            let policy = Obj { node: policy, path: &policy_path, go_type: "PodFailurePolicy" };
            reader
                .objects(policy, "rules", "PodFailurePolicyRule")
                .into_iter()
                .map(|(rule_path, rule)| read_rule(&mut reader, rule, &rule_path))
                .collect()
        })
        .unwrap_or_default();
    JobSpec {
        backoff_limit: reader.int(spec, "backoffLimit", "int32"),
        active_deadline_seconds: reader.int(spec, "activeDeadlineSeconds", "int64"),
        pod_failure_policy,
    }
}

fn read_rule(reader: &mut Reader, node: &Node, path: &str) -> PodFailurePolicyRule {
    let rule = Obj { node, path, go_type: "PodFailurePolicyRule" };
    let codes_path = join(path, "onExitCodes");
    let on_exit_codes = reader.object(rule, "onExitCodes", "PodFailurePolicyOnExitCodesRequirement").map(|codes| {
        let codes = Obj { node: codes, path: &codes_path, go_type: "PodFailurePolicyOnExitCodesRequirement" };
        OnExitCodes {
            container_name: reader.string(codes, "containerName"),
            operator: reader.string(codes, "operator").unwrap_or_default(),
            values: int_list(codes.node.get("values")),
        }
    });
    let on_pod_conditions = reader
        .objects(rule, "onPodConditions", "PodFailurePolicyOnPodConditionsPattern")
        .into_iter()
        .filter_map(|(pattern_path, pattern)| {
            let pattern = Obj { node: pattern, path: &pattern_path, go_type: "PodFailurePolicyOnPodConditionsPattern" };
            // `status` defaults to True. // batch: SetDefaults_Job
            Some((
                reader.string(pattern, "type")?,
                reader.string(pattern, "status").unwrap_or_else(|| "True".to_owned()),
            ))
        })
        .collect();
    PodFailurePolicyRule { action: reader.string(rule, "action").unwrap_or_default(), on_exit_codes, on_pod_conditions }
}

/// The whole numbers of a list (`onExitCodes.values`); other items are skipped.
fn int_list(node: Option<&Node>) -> Vec<i64> {
    let items = node.and_then(Node::items).unwrap_or(&[]);
    items.iter().filter_map(|item| item.scalar()?.parse::<i64>().ok()).collect()
}

#[cfg(test)]
mod tests {
    use crate::model::OnExitCodes;

    #[test]
    fn a_job_and_a_cronjob_carry_their_job_spec_to_the_pod() {
        let job = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec:\n  backoffLimit: 2\n  activeDeadlineSeconds: 100\n  podFailurePolicy:\n    rules:\n    - action: FailJob\n      onExitCodes: {containerName: main, operator: In, values: [42, 43]}\n    - action: Ignore\n      onPodConditions: [{type: DisruptionTarget}]\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: main, image: busybox}]\n";
        let spec = crate::parse(job).pod.job.unwrap_or_default();
        assert_eq!((spec.backoff_limit, spec.active_deadline_seconds), (Some(2), Some(100)));
        assert_eq!(spec.pod_failure_policy.len(), 2);
        assert_eq!(
            spec.pod_failure_policy[0].on_exit_codes,
            Some(OnExitCodes {
                container_name: Some("main".to_owned()),
                operator: "In".to_owned(),
                values: vec![42, 43]
            })
        );
        assert_eq!(
            spec.pod_failure_policy[1].on_pod_conditions,
            vec![("DisruptionTarget".to_owned(), "True".to_owned())]
        );
        let cron = "apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: c}\nspec:\n  schedule: '* * * * *'\n  jobTemplate:\n    spec:\n      backoffLimit: 0\n      template:\n        spec:\n          restartPolicy: OnFailure\n          containers: [{name: main, image: busybox}]\n";
        assert_eq!(crate::parse(cron).pod.job.and_then(|j| j.backoff_limit), Some(0));
        let deployment = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  template:\n    spec:\n      containers: [{name: main, image: nginx}]\n";
        assert_eq!(crate::parse(deployment).pod.job, None);
    }
}
