//! The Kubernetes field table: object types, their JSON fields and types. GENERATED, do not edit.
//!
//! Source: the JSON schemas of the `k8s-openapi` crate (0.20–0.24 for Kubernetes 1.28–1.32, 0.27
//! for 1.33, 0.28 for 1.34, 0.29 for 1.35), walked from Pod and the workload kinds whose pod
//! template podsim reads; `since` and `until` are the oldest and newest of these minors that have
//! the field. Regenerate with `cargo run -p schema-gen`; `cargo test -p schema-gen` fails when
//! this file is stale.

use super::table::{Field, ObjectType, Ty::*};

/// Every object type reachable from the root kinds; `Object(i)` indexes this list.
pub(super) static TYPES: &[ObjectType] = &[
    // 0: io.k8s.api.apps.v1.DaemonSet
    ObjectType { go_name: "v1.DaemonSet", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(2), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(3), named: "", since: 28, until: 35 },
    ] },
    // 1: io.k8s.api.apps.v1.DaemonSetCondition
    ObjectType { go_name: "v1.DaemonSetCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.DaemonSetConditionType", since: 28, until: 35 },
    ] },
    // 2: io.k8s.api.apps.v1.DaemonSetSpec
    ObjectType { go_name: "v1.DaemonSetSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "revisionHistoryLimit", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "selector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
        Field { name: "updateStrategy", ty: Object(4), named: "", since: 28, until: 35 },
    ] },
    // 3: io.k8s.api.apps.v1.DaemonSetStatus
    ObjectType { go_name: "v1.DaemonSetStatus", fields: &[
        Field { name: "collisionCount", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(1)), named: "", since: 28, until: 35 },
        Field { name: "currentNumberScheduled", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "desiredNumberScheduled", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "numberAvailable", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "numberMisscheduled", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "numberReady", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "numberUnavailable", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "updatedNumberScheduled", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 4: io.k8s.api.apps.v1.DaemonSetUpdateStrategy
    ObjectType { go_name: "v1.DaemonSetUpdateStrategy", fields: &[
        Field { name: "rollingUpdate", ty: Object(14), named: "", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.DaemonSetUpdateStrategyType", since: 28, until: 35 },
    ] },
    // 5: io.k8s.api.apps.v1.Deployment
    ObjectType { go_name: "v1.Deployment", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(7), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(8), named: "", since: 28, until: 35 },
    ] },
    // 6: io.k8s.api.apps.v1.DeploymentCondition
    ObjectType { go_name: "v1.DeploymentCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "lastUpdateTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.DeploymentConditionType", since: 28, until: 35 },
    ] },
    // 7: io.k8s.api.apps.v1.DeploymentSpec
    ObjectType { go_name: "v1.DeploymentSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "paused", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "progressDeadlineSeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "revisionHistoryLimit", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "selector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "strategy", ty: Object(9), named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
    ] },
    // 8: io.k8s.api.apps.v1.DeploymentStatus
    ObjectType { go_name: "v1.DeploymentStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "collisionCount", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(6)), named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "terminatingReplicas", ty: Int32, named: "", since: 33, until: 35 },
        Field { name: "unavailableReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "updatedReplicas", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 9: io.k8s.api.apps.v1.DeploymentStrategy
    ObjectType { go_name: "v1.DeploymentStrategy", fields: &[
        Field { name: "rollingUpdate", ty: Object(15), named: "", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.DeploymentStrategyType", since: 28, until: 35 },
    ] },
    // 10: io.k8s.api.apps.v1.ReplicaSet
    ObjectType { go_name: "v1.ReplicaSet", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(12), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(13), named: "", since: 28, until: 35 },
    ] },
    // 11: io.k8s.api.apps.v1.ReplicaSetCondition
    ObjectType { go_name: "v1.ReplicaSetCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.ReplicaSetConditionType", since: 28, until: 35 },
    ] },
    // 12: io.k8s.api.apps.v1.ReplicaSetSpec
    ObjectType { go_name: "v1.ReplicaSetSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "selector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
    ] },
    // 13: io.k8s.api.apps.v1.ReplicaSetStatus
    ObjectType { go_name: "v1.ReplicaSetStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(11)), named: "", since: 28, until: 35 },
        Field { name: "fullyLabeledReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "terminatingReplicas", ty: Int32, named: "", since: 33, until: 35 },
    ] },
    // 14: io.k8s.api.apps.v1.RollingUpdateDaemonSet
    ObjectType { go_name: "v1.RollingUpdateDaemonSet", fields: &[
        Field { name: "maxSurge", ty: IntOrString, named: "", since: 28, until: 35 },
        Field { name: "maxUnavailable", ty: IntOrString, named: "", since: 28, until: 35 },
    ] },
    // 15: io.k8s.api.apps.v1.RollingUpdateDeployment
    ObjectType { go_name: "v1.RollingUpdateDeployment", fields: &[
        Field { name: "maxSurge", ty: IntOrString, named: "", since: 28, until: 35 },
        Field { name: "maxUnavailable", ty: IntOrString, named: "", since: 28, until: 35 },
    ] },
    // 16: io.k8s.api.apps.v1.RollingUpdateStatefulSetStrategy
    ObjectType { go_name: "v1.RollingUpdateStatefulSetStrategy", fields: &[
        Field { name: "maxUnavailable", ty: IntOrString, named: "", since: 28, until: 35 },
        Field { name: "partition", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 17: io.k8s.api.apps.v1.StatefulSet
    ObjectType { go_name: "v1.StatefulSet", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(21), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(22), named: "", since: 28, until: 35 },
    ] },
    // 18: io.k8s.api.apps.v1.StatefulSetCondition
    ObjectType { go_name: "v1.StatefulSetCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.StatefulSetConditionType", since: 28, until: 35 },
    ] },
    // 19: io.k8s.api.apps.v1.StatefulSetOrdinals
    ObjectType { go_name: "v1.StatefulSetOrdinals", fields: &[
        Field { name: "start", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 20: io.k8s.api.apps.v1.StatefulSetPersistentVolumeClaimRetentionPolicy
    ObjectType { go_name: "v1.StatefulSetPersistentVolumeClaimRetentionPolicy", fields: &[
        Field { name: "whenDeleted", ty: String, named: "v1.PersistentVolumeClaimRetentionPolicyType", since: 28, until: 35 },
        Field { name: "whenScaled", ty: String, named: "v1.PersistentVolumeClaimRetentionPolicyType", since: 28, until: 35 },
    ] },
    // 21: io.k8s.api.apps.v1.StatefulSetSpec
    ObjectType { go_name: "v1.StatefulSetSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "ordinals", ty: Object(19), named: "", since: 28, until: 35 },
        Field { name: "persistentVolumeClaimRetentionPolicy", ty: Object(20), named: "", since: 28, until: 35 },
        Field { name: "podManagementPolicy", ty: String, named: "v1.PodManagementPolicyType", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "revisionHistoryLimit", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "selector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "serviceName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
        Field { name: "updateStrategy", ty: Object(23), named: "", since: 28, until: 35 },
        Field { name: "volumeClaimTemplates", ty: Array(&Object(104)), named: "", since: 28, until: 35 },
    ] },
    // 22: io.k8s.api.apps.v1.StatefulSetStatus
    ObjectType { go_name: "v1.StatefulSetStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "collisionCount", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(18)), named: "", since: 28, until: 35 },
        Field { name: "currentReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "currentRevision", ty: String, named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "updateRevision", ty: String, named: "", since: 28, until: 35 },
        Field { name: "updatedReplicas", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 23: io.k8s.api.apps.v1.StatefulSetUpdateStrategy
    ObjectType { go_name: "v1.StatefulSetUpdateStrategy", fields: &[
        Field { name: "rollingUpdate", ty: Object(16), named: "", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.StatefulSetUpdateStrategyType", since: 28, until: 35 },
    ] },
    // 24: io.k8s.api.batch.v1.CronJob
    ObjectType { go_name: "v1.CronJob", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(25), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(26), named: "", since: 28, until: 35 },
    ] },
    // 25: io.k8s.api.batch.v1.CronJobSpec
    ObjectType { go_name: "v1.CronJobSpec", fields: &[
        Field { name: "concurrencyPolicy", ty: String, named: "v1.ConcurrencyPolicy", since: 28, until: 35 },
        Field { name: "failedJobsHistoryLimit", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "jobTemplate", ty: Object(31), named: "", since: 28, until: 35 },
        Field { name: "schedule", ty: String, named: "", since: 28, until: 35 },
        Field { name: "startingDeadlineSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "successfulJobsHistoryLimit", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "suspend", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "timeZone", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 26: io.k8s.api.batch.v1.CronJobStatus
    ObjectType { go_name: "v1.CronJobStatus", fields: &[
        Field { name: "active", ty: Array(&Object(103)), named: "", since: 28, until: 35 },
        Field { name: "lastScheduleTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "lastSuccessfulTime", ty: Time, named: "", since: 28, until: 35 },
    ] },
    // 27: io.k8s.api.batch.v1.Job
    ObjectType { go_name: "v1.Job", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(29), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(30), named: "", since: 28, until: 35 },
    ] },
    // 28: io.k8s.api.batch.v1.JobCondition
    ObjectType { go_name: "v1.JobCondition", fields: &[
        Field { name: "lastProbeTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.JobConditionType", since: 28, until: 35 },
    ] },
    // 29: io.k8s.api.batch.v1.JobSpec
    ObjectType { go_name: "v1.JobSpec", fields: &[
        Field { name: "activeDeadlineSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "backoffLimit", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "backoffLimitPerIndex", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "completionMode", ty: String, named: "v1.CompletionMode", since: 28, until: 35 },
        Field { name: "completions", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "managedBy", ty: String, named: "", since: 30, until: 35 },
        Field { name: "manualSelector", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "maxFailedIndexes", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "parallelism", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "podFailurePolicy", ty: Object(32), named: "", since: 28, until: 35 },
        Field { name: "podReplacementPolicy", ty: String, named: "v1.PodReplacementPolicy", since: 28, until: 35 },
        Field { name: "selector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "successPolicy", ty: Object(36), named: "", since: 30, until: 35 },
        Field { name: "suspend", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
        Field { name: "ttlSecondsAfterFinished", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 30: io.k8s.api.batch.v1.JobStatus
    ObjectType { go_name: "v1.JobStatus", fields: &[
        Field { name: "active", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "completedIndexes", ty: String, named: "", since: 28, until: 35 },
        Field { name: "completionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(28)), named: "", since: 28, until: 35 },
        Field { name: "failed", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "failedIndexes", ty: String, named: "", since: 28, until: 35 },
        Field { name: "ready", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "startTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "succeeded", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "terminating", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "uncountedTerminatedPods", ty: Object(38), named: "", since: 28, until: 35 },
    ] },
    // 31: io.k8s.api.batch.v1.JobTemplateSpec
    ObjectType { go_name: "v1.JobTemplateSpec", fields: &[
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(29), named: "", since: 28, until: 35 },
    ] },
    // 32: io.k8s.api.batch.v1.PodFailurePolicy
    ObjectType { go_name: "v1.PodFailurePolicy", fields: &[
        Field { name: "rules", ty: Array(&Object(35)), named: "", since: 28, until: 35 },
    ] },
    // 33: io.k8s.api.batch.v1.PodFailurePolicyOnExitCodesRequirement
    ObjectType { go_name: "v1.PodFailurePolicyOnExitCodesRequirement", fields: &[
        Field { name: "containerName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "operator", ty: String, named: "v1.PodFailurePolicyOnExitCodesOperator", since: 28, until: 35 },
        Field { name: "values", ty: Array(&Int32), named: "", since: 28, until: 35 },
    ] },
    // 34: io.k8s.api.batch.v1.PodFailurePolicyOnPodConditionsPattern
    ObjectType { go_name: "v1.PodFailurePolicyOnPodConditionsPattern", fields: &[
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.PodConditionType", since: 28, until: 35 },
    ] },
    // 35: io.k8s.api.batch.v1.PodFailurePolicyRule
    ObjectType { go_name: "v1.PodFailurePolicyRule", fields: &[
        Field { name: "action", ty: String, named: "v1.PodFailurePolicyAction", since: 28, until: 35 },
        Field { name: "onExitCodes", ty: Object(33), named: "", since: 28, until: 35 },
        Field { name: "onPodConditions", ty: Array(&Object(34)), named: "", since: 28, until: 35 },
    ] },
    // 36: io.k8s.api.batch.v1.SuccessPolicy
    ObjectType { go_name: "v1.SuccessPolicy", fields: &[
        Field { name: "rules", ty: Array(&Object(37)), named: "", since: 30, until: 35 },
    ] },
    // 37: io.k8s.api.batch.v1.SuccessPolicyRule
    ObjectType { go_name: "v1.SuccessPolicyRule", fields: &[
        Field { name: "succeededCount", ty: Int32, named: "", since: 30, until: 35 },
        Field { name: "succeededIndexes", ty: String, named: "", since: 30, until: 35 },
    ] },
    // 38: io.k8s.api.batch.v1.UncountedTerminatedPods
    ObjectType { go_name: "v1.UncountedTerminatedPods", fields: &[
        Field { name: "failed", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "succeeded", ty: Array(&String), named: "", since: 28, until: 35 },
    ] },
    // 39: io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource
    ObjectType { go_name: "v1.AWSElasticBlockStoreVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "partition", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "volumeID", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 40: io.k8s.api.core.v1.Affinity
    ObjectType { go_name: "v1.Affinity", fields: &[
        Field { name: "nodeAffinity", ty: Object(98), named: "", since: 28, until: 35 },
        Field { name: "podAffinity", ty: Object(112), named: "", since: 28, until: 35 },
        Field { name: "podAntiAffinity", ty: Object(114), named: "", since: 28, until: 35 },
    ] },
    // 41: io.k8s.api.core.v1.AppArmorProfile
    ObjectType { go_name: "v1.AppArmorProfile", fields: &[
        Field { name: "localhostProfile", ty: String, named: "", since: 30, until: 35 },
        Field { name: "type", ty: String, named: "v1.AppArmorProfileType", since: 30, until: 35 },
    ] },
    // 42: io.k8s.api.core.v1.AzureDiskVolumeSource
    ObjectType { go_name: "v1.AzureDiskVolumeSource", fields: &[
        Field { name: "cachingMode", ty: String, named: "", since: 28, until: 35 },
        Field { name: "diskName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "diskURI", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 43: io.k8s.api.core.v1.AzureFileVolumeSource
    ObjectType { go_name: "v1.AzureFileVolumeSource", fields: &[
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "shareName", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 44: io.k8s.api.core.v1.CSIVolumeSource
    ObjectType { go_name: "v1.CSIVolumeSource", fields: &[
        Field { name: "driver", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "nodePublishSecretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "volumeAttributes", ty: Map(&String), named: "", since: 28, until: 35 },
    ] },
    // 45: io.k8s.api.core.v1.Capabilities
    ObjectType { go_name: "v1.Capabilities", fields: &[
        Field { name: "add", ty: Array(&String), named: "v1.Capability", since: 28, until: 35 },
        Field { name: "drop", ty: Array(&String), named: "v1.Capability", since: 28, until: 35 },
    ] },
    // 46: io.k8s.api.core.v1.CephFSVolumeSource
    ObjectType { go_name: "v1.CephFSVolumeSource", fields: &[
        Field { name: "monitors", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretFile", ty: String, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "user", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 47: io.k8s.api.core.v1.CinderVolumeSource
    ObjectType { go_name: "v1.CinderVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "volumeID", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 48: io.k8s.api.core.v1.ClaimSource
    ObjectType { go_name: "v1.ClaimSource", fields: &[
        Field { name: "resourceClaimName", ty: String, named: "", since: 28, until: 30 },
        Field { name: "resourceClaimTemplateName", ty: String, named: "", since: 28, until: 30 },
    ] },
    // 49: io.k8s.api.core.v1.ClusterTrustBundleProjection
    ObjectType { go_name: "v1.ClusterTrustBundleProjection", fields: &[
        Field { name: "labelSelector", ty: Object(173), named: "", since: 29, until: 35 },
        Field { name: "name", ty: String, named: "", since: 29, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 29, until: 35 },
        Field { name: "path", ty: String, named: "", since: 29, until: 35 },
        Field { name: "signerName", ty: String, named: "", since: 29, until: 35 },
    ] },
    // 50: io.k8s.api.core.v1.ConfigMapEnvSource
    ObjectType { go_name: "v1.ConfigMapEnvSource", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 51: io.k8s.api.core.v1.ConfigMapKeySelector
    ObjectType { go_name: "v1.ConfigMapKeySelector", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 52: io.k8s.api.core.v1.ConfigMapProjection
    ObjectType { go_name: "v1.ConfigMapProjection", fields: &[
        Field { name: "items", ty: Array(&Object(91)), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 53: io.k8s.api.core.v1.ConfigMapVolumeSource
    ObjectType { go_name: "v1.ConfigMapVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "items", ty: Array(&Object(91)), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 54: io.k8s.api.core.v1.Container
    ObjectType { go_name: "v1.Container", fields: &[
        Field { name: "args", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "command", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "env", ty: Array(&Object(71)), named: "", since: 28, until: 35 },
        Field { name: "envFrom", ty: Array(&Object(70)), named: "", since: 28, until: 35 },
        Field { name: "image", ty: String, named: "", since: 28, until: 35 },
        Field { name: "imagePullPolicy", ty: String, named: "v1.PullPolicy", since: 28, until: 35 },
        Field { name: "lifecycle", ty: Object(92), named: "", since: 28, until: 35 },
        Field { name: "livenessProbe", ty: Object(133), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "ports", ty: Array(&Object(56)), named: "", since: 28, until: 35 },
        Field { name: "readinessProbe", ty: Object(133), named: "", since: 28, until: 35 },
        Field { name: "resizePolicy", ty: Array(&Object(57)), named: "", since: 28, until: 35 },
        Field { name: "resources", ty: Object(144), named: "", since: 28, until: 35 },
        Field { name: "restartPolicy", ty: String, named: "v1.ContainerRestartPolicy", since: 28, until: 35 },
        Field { name: "restartPolicyRules", ty: Array(&Object(58)), named: "", since: 34, until: 35 },
        Field { name: "securityContext", ty: Object(153), named: "", since: 28, until: 35 },
        Field { name: "startupProbe", ty: Object(133), named: "", since: 28, until: 35 },
        Field { name: "stdin", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "stdinOnce", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "terminationMessagePath", ty: String, named: "", since: 28, until: 35 },
        Field { name: "terminationMessagePolicy", ty: String, named: "v1.TerminationMessagePolicy", since: 28, until: 35 },
        Field { name: "tty", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "volumeDevices", ty: Array(&Object(164)), named: "", since: 28, until: 35 },
        Field { name: "volumeMounts", ty: Array(&Object(165)), named: "", since: 28, until: 35 },
        Field { name: "workingDir", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 55: io.k8s.api.core.v1.ContainerExtendedResourceRequest
    ObjectType { go_name: "v1.ContainerExtendedResourceRequest", fields: &[
        Field { name: "containerName", ty: String, named: "", since: 34, until: 35 },
        Field { name: "requestName", ty: String, named: "", since: 34, until: 35 },
        Field { name: "resourceName", ty: String, named: "", since: 34, until: 35 },
    ] },
    // 56: io.k8s.api.core.v1.ContainerPort
    ObjectType { go_name: "v1.ContainerPort", fields: &[
        Field { name: "containerPort", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "hostIP", ty: String, named: "", since: 28, until: 35 },
        Field { name: "hostPort", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "protocol", ty: String, named: "v1.Protocol", since: 28, until: 35 },
    ] },
    // 57: io.k8s.api.core.v1.ContainerResizePolicy
    ObjectType { go_name: "v1.ContainerResizePolicy", fields: &[
        Field { name: "resourceName", ty: String, named: "v1.ResourceName", since: 28, until: 35 },
        Field { name: "restartPolicy", ty: String, named: "v1.ResourceResizeRestartPolicy", since: 28, until: 35 },
    ] },
    // 58: io.k8s.api.core.v1.ContainerRestartRule
    ObjectType { go_name: "v1.ContainerRestartRule", fields: &[
        Field { name: "action", ty: String, named: "v1.ContainerRestartRuleAction", since: 34, until: 35 },
        Field { name: "exitCodes", ty: Object(59), named: "", since: 34, until: 35 },
    ] },
    // 59: io.k8s.api.core.v1.ContainerRestartRuleOnExitCodes
    ObjectType { go_name: "v1.ContainerRestartRuleOnExitCodes", fields: &[
        Field { name: "operator", ty: String, named: "v1.ContainerRestartRuleOnExitCodesOperator", since: 34, until: 35 },
        Field { name: "values", ty: Array(&Int32), named: "", since: 34, until: 35 },
    ] },
    // 60: io.k8s.api.core.v1.ContainerState
    ObjectType { go_name: "v1.ContainerState", fields: &[
        Field { name: "running", ty: Object(61), named: "", since: 28, until: 35 },
        Field { name: "terminated", ty: Object(62), named: "", since: 28, until: 35 },
        Field { name: "waiting", ty: Object(63), named: "", since: 28, until: 35 },
    ] },
    // 61: io.k8s.api.core.v1.ContainerStateRunning
    ObjectType { go_name: "v1.ContainerStateRunning", fields: &[
        Field { name: "startedAt", ty: Time, named: "", since: 28, until: 35 },
    ] },
    // 62: io.k8s.api.core.v1.ContainerStateTerminated
    ObjectType { go_name: "v1.ContainerStateTerminated", fields: &[
        Field { name: "containerID", ty: String, named: "", since: 28, until: 35 },
        Field { name: "exitCode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "finishedAt", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "signal", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "startedAt", ty: Time, named: "", since: 28, until: 35 },
    ] },
    // 63: io.k8s.api.core.v1.ContainerStateWaiting
    ObjectType { go_name: "v1.ContainerStateWaiting", fields: &[
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 64: io.k8s.api.core.v1.ContainerStatus
    ObjectType { go_name: "v1.ContainerStatus", fields: &[
        Field { name: "allocatedResources", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 35 },
        Field { name: "allocatedResourcesStatus", ty: Array(&Object(145)), named: "", since: 31, until: 35 },
        Field { name: "containerID", ty: String, named: "", since: 28, until: 35 },
        Field { name: "image", ty: String, named: "", since: 28, until: 35 },
        Field { name: "imageID", ty: String, named: "", since: 28, until: 35 },
        Field { name: "lastState", ty: Object(60), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "ready", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "resources", ty: Object(144), named: "", since: 28, until: 35 },
        Field { name: "restartCount", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "started", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "state", ty: Object(60), named: "", since: 28, until: 35 },
        Field { name: "stopSignal", ty: String, named: "v1.Signal", since: 33, until: 35 },
        Field { name: "user", ty: Object(65), named: "", since: 31, until: 35 },
        Field { name: "volumeMounts", ty: Array(&Object(166)), named: "", since: 30, until: 35 },
    ] },
    // 65: io.k8s.api.core.v1.ContainerUser
    ObjectType { go_name: "v1.ContainerUser", fields: &[
        Field { name: "linux", ty: Object(94), named: "", since: 31, until: 35 },
    ] },
    // 66: io.k8s.api.core.v1.DownwardAPIProjection
    ObjectType { go_name: "v1.DownwardAPIProjection", fields: &[
        Field { name: "items", ty: Array(&Object(67)), named: "", since: 28, until: 35 },
    ] },
    // 67: io.k8s.api.core.v1.DownwardAPIVolumeFile
    ObjectType { go_name: "v1.DownwardAPIVolumeFile", fields: &[
        Field { name: "fieldRef", ty: Object(102), named: "", since: 28, until: 35 },
        Field { name: "mode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
        Field { name: "resourceFieldRef", ty: Object(142), named: "", since: 28, until: 35 },
    ] },
    // 68: io.k8s.api.core.v1.DownwardAPIVolumeSource
    ObjectType { go_name: "v1.DownwardAPIVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "items", ty: Array(&Object(67)), named: "", since: 28, until: 35 },
    ] },
    // 69: io.k8s.api.core.v1.EmptyDirVolumeSource
    ObjectType { go_name: "v1.EmptyDirVolumeSource", fields: &[
        Field { name: "medium", ty: String, named: "v1.StorageMedium", since: 28, until: 35 },
        Field { name: "sizeLimit", ty: Quantity, named: "", since: 28, until: 35 },
    ] },
    // 70: io.k8s.api.core.v1.EnvFromSource
    ObjectType { go_name: "v1.EnvFromSource", fields: &[
        Field { name: "configMapRef", ty: Object(50), named: "", since: 28, until: 35 },
        Field { name: "prefix", ty: String, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(149), named: "", since: 28, until: 35 },
    ] },
    // 71: io.k8s.api.core.v1.EnvVar
    ObjectType { go_name: "v1.EnvVar", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "value", ty: String, named: "", since: 28, until: 35 },
        Field { name: "valueFrom", ty: Object(72), named: "", since: 28, until: 35 },
    ] },
    // 72: io.k8s.api.core.v1.EnvVarSource
    ObjectType { go_name: "v1.EnvVarSource", fields: &[
        Field { name: "configMapKeyRef", ty: Object(51), named: "", since: 28, until: 35 },
        Field { name: "fieldRef", ty: Object(102), named: "", since: 28, until: 35 },
        Field { name: "fileKeyRef", ty: Object(77), named: "", since: 34, until: 35 },
        Field { name: "resourceFieldRef", ty: Object(142), named: "", since: 28, until: 35 },
        Field { name: "secretKeyRef", ty: Object(150), named: "", since: 28, until: 35 },
    ] },
    // 73: io.k8s.api.core.v1.EphemeralContainer
    ObjectType { go_name: "v1.EphemeralContainer", fields: &[
        Field { name: "args", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "command", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "env", ty: Array(&Object(71)), named: "", since: 28, until: 35 },
        Field { name: "envFrom", ty: Array(&Object(70)), named: "", since: 28, until: 35 },
        Field { name: "image", ty: String, named: "", since: 28, until: 35 },
        Field { name: "imagePullPolicy", ty: String, named: "v1.PullPolicy", since: 28, until: 35 },
        Field { name: "lifecycle", ty: Object(92), named: "", since: 28, until: 35 },
        Field { name: "livenessProbe", ty: Object(133), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "ports", ty: Array(&Object(56)), named: "", since: 28, until: 35 },
        Field { name: "readinessProbe", ty: Object(133), named: "", since: 28, until: 35 },
        Field { name: "resizePolicy", ty: Array(&Object(57)), named: "", since: 28, until: 35 },
        Field { name: "resources", ty: Object(144), named: "", since: 28, until: 35 },
        Field { name: "restartPolicy", ty: String, named: "v1.ContainerRestartPolicy", since: 28, until: 35 },
        Field { name: "restartPolicyRules", ty: Array(&Object(58)), named: "", since: 34, until: 35 },
        Field { name: "securityContext", ty: Object(153), named: "", since: 28, until: 35 },
        Field { name: "startupProbe", ty: Object(133), named: "", since: 28, until: 35 },
        Field { name: "stdin", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "stdinOnce", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "targetContainerName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "terminationMessagePath", ty: String, named: "", since: 28, until: 35 },
        Field { name: "terminationMessagePolicy", ty: String, named: "v1.TerminationMessagePolicy", since: 28, until: 35 },
        Field { name: "tty", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "volumeDevices", ty: Array(&Object(164)), named: "", since: 28, until: 35 },
        Field { name: "volumeMounts", ty: Array(&Object(165)), named: "", since: 28, until: 35 },
        Field { name: "workingDir", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 74: io.k8s.api.core.v1.EphemeralVolumeSource
    ObjectType { go_name: "v1.EphemeralVolumeSource", fields: &[
        Field { name: "volumeClaimTemplate", ty: Object(108), named: "", since: 28, until: 35 },
    ] },
    // 75: io.k8s.api.core.v1.ExecAction
    ObjectType { go_name: "v1.ExecAction", fields: &[
        Field { name: "command", ty: Array(&String), named: "", since: 28, until: 35 },
    ] },
    // 76: io.k8s.api.core.v1.FCVolumeSource
    ObjectType { go_name: "v1.FCVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "lun", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "targetWWNs", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "wwids", ty: Array(&String), named: "", since: 28, until: 35 },
    ] },
    // 77: io.k8s.api.core.v1.FileKeySelector
    ObjectType { go_name: "v1.FileKeySelector", fields: &[
        Field { name: "key", ty: String, named: "", since: 34, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 34, until: 35 },
        Field { name: "path", ty: String, named: "", since: 34, until: 35 },
        Field { name: "volumeName", ty: String, named: "", since: 34, until: 35 },
    ] },
    // 78: io.k8s.api.core.v1.FlexVolumeSource
    ObjectType { go_name: "v1.FlexVolumeSource", fields: &[
        Field { name: "driver", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "options", ty: Map(&String), named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
    ] },
    // 79: io.k8s.api.core.v1.FlockerVolumeSource
    ObjectType { go_name: "v1.FlockerVolumeSource", fields: &[
        Field { name: "datasetName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "datasetUUID", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 80: io.k8s.api.core.v1.GCEPersistentDiskVolumeSource
    ObjectType { go_name: "v1.GCEPersistentDiskVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "partition", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "pdName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 81: io.k8s.api.core.v1.GRPCAction
    ObjectType { go_name: "v1.GRPCAction", fields: &[
        Field { name: "port", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "service", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 82: io.k8s.api.core.v1.GitRepoVolumeSource
    ObjectType { go_name: "v1.GitRepoVolumeSource", fields: &[
        Field { name: "directory", ty: String, named: "", since: 28, until: 35 },
        Field { name: "repository", ty: String, named: "", since: 28, until: 35 },
        Field { name: "revision", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 83: io.k8s.api.core.v1.GlusterfsVolumeSource
    ObjectType { go_name: "v1.GlusterfsVolumeSource", fields: &[
        Field { name: "endpoints", ty: String, named: "", since: 28, until: 35 },
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 84: io.k8s.api.core.v1.HTTPGetAction
    ObjectType { go_name: "v1.HTTPGetAction", fields: &[
        Field { name: "host", ty: String, named: "", since: 28, until: 35 },
        Field { name: "httpHeaders", ty: Array(&Object(85)), named: "", since: 28, until: 35 },
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
        Field { name: "port", ty: IntOrString, named: "", since: 28, until: 35 },
        Field { name: "scheme", ty: String, named: "v1.URIScheme", since: 28, until: 35 },
    ] },
    // 85: io.k8s.api.core.v1.HTTPHeader
    ObjectType { go_name: "v1.HTTPHeader", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "value", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 86: io.k8s.api.core.v1.HostAlias
    ObjectType { go_name: "v1.HostAlias", fields: &[
        Field { name: "hostnames", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "ip", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 87: io.k8s.api.core.v1.HostIP
    ObjectType { go_name: "v1.HostIP", fields: &[
        Field { name: "ip", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 88: io.k8s.api.core.v1.HostPathVolumeSource
    ObjectType { go_name: "v1.HostPathVolumeSource", fields: &[
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.HostPathType", since: 28, until: 35 },
    ] },
    // 89: io.k8s.api.core.v1.ISCSIVolumeSource
    ObjectType { go_name: "v1.ISCSIVolumeSource", fields: &[
        Field { name: "chapAuthDiscovery", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "chapAuthSession", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "initiatorName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "iqn", ty: String, named: "", since: 28, until: 35 },
        Field { name: "iscsiInterface", ty: String, named: "", since: 28, until: 35 },
        Field { name: "lun", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "portals", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "targetPortal", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 90: io.k8s.api.core.v1.ImageVolumeSource
    ObjectType { go_name: "v1.ImageVolumeSource", fields: &[
        Field { name: "pullPolicy", ty: String, named: "", since: 31, until: 35 },
        Field { name: "reference", ty: String, named: "", since: 31, until: 35 },
    ] },
    // 91: io.k8s.api.core.v1.KeyToPath
    ObjectType { go_name: "v1.KeyToPath", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 35 },
        Field { name: "mode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 92: io.k8s.api.core.v1.Lifecycle
    ObjectType { go_name: "v1.Lifecycle", fields: &[
        Field { name: "postStart", ty: Object(93), named: "", since: 28, until: 35 },
        Field { name: "preStop", ty: Object(93), named: "", since: 28, until: 35 },
        Field { name: "stopSignal", ty: String, named: "v1.Signal", since: 33, until: 35 },
    ] },
    // 93: io.k8s.api.core.v1.LifecycleHandler
    ObjectType { go_name: "v1.LifecycleHandler", fields: &[
        Field { name: "exec", ty: Object(75), named: "", since: 28, until: 35 },
        Field { name: "httpGet", ty: Object(84), named: "", since: 28, until: 35 },
        Field { name: "sleep", ty: Object(155), named: "", since: 29, until: 35 },
        Field { name: "tcpSocket", ty: Object(158), named: "", since: 28, until: 35 },
    ] },
    // 94: io.k8s.api.core.v1.LinuxContainerUser
    ObjectType { go_name: "v1.LinuxContainerUser", fields: &[
        Field { name: "gid", ty: Int64, named: "", since: 31, until: 35 },
        Field { name: "supplementalGroups", ty: Array(&Int64), named: "", since: 31, until: 35 },
        Field { name: "uid", ty: Int64, named: "", since: 31, until: 35 },
    ] },
    // 95: io.k8s.api.core.v1.LocalObjectReference
    ObjectType { go_name: "v1.LocalObjectReference", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 96: io.k8s.api.core.v1.ModifyVolumeStatus
    ObjectType { go_name: "v1.ModifyVolumeStatus", fields: &[
        Field { name: "status", ty: String, named: "", since: 29, until: 35 },
        Field { name: "targetVolumeAttributesClassName", ty: String, named: "", since: 29, until: 35 },
    ] },
    // 97: io.k8s.api.core.v1.NFSVolumeSource
    ObjectType { go_name: "v1.NFSVolumeSource", fields: &[
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "server", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 98: io.k8s.api.core.v1.NodeAffinity
    ObjectType { go_name: "v1.NodeAffinity", fields: &[
        Field { name: "preferredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(132)), named: "", since: 28, until: 35 },
        Field { name: "requiredDuringSchedulingIgnoredDuringExecution", ty: Object(99), named: "", since: 28, until: 35 },
    ] },
    // 99: io.k8s.api.core.v1.NodeSelector
    ObjectType { go_name: "v1.NodeSelector", fields: &[
        Field { name: "nodeSelectorTerms", ty: Array(&Object(101)), named: "", since: 28, until: 35 },
    ] },
    // 100: io.k8s.api.core.v1.NodeSelectorRequirement
    ObjectType { go_name: "v1.NodeSelectorRequirement", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 35 },
        Field { name: "operator", ty: String, named: "v1.NodeSelectorOperator", since: 28, until: 35 },
        Field { name: "values", ty: Array(&String), named: "", since: 28, until: 35 },
    ] },
    // 101: io.k8s.api.core.v1.NodeSelectorTerm
    ObjectType { go_name: "v1.NodeSelectorTerm", fields: &[
        Field { name: "matchExpressions", ty: Array(&Object(100)), named: "", since: 28, until: 35 },
        Field { name: "matchFields", ty: Array(&Object(100)), named: "", since: 28, until: 35 },
    ] },
    // 102: io.k8s.api.core.v1.ObjectFieldSelector
    ObjectType { go_name: "v1.ObjectFieldSelector", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fieldPath", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 103: io.k8s.api.core.v1.ObjectReference
    ObjectType { go_name: "v1.ObjectReference", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fieldPath", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "namespace", ty: String, named: "", since: 28, until: 35 },
        Field { name: "resourceVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "uid", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 104: io.k8s.api.core.v1.PersistentVolumeClaim
    ObjectType { go_name: "v1.PersistentVolumeClaim", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(106), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(107), named: "", since: 28, until: 35 },
    ] },
    // 105: io.k8s.api.core.v1.PersistentVolumeClaimCondition
    ObjectType { go_name: "v1.PersistentVolumeClaimCondition", fields: &[
        Field { name: "lastProbeTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.PersistentVolumeClaimConditionType", since: 28, until: 35 },
    ] },
    // 106: io.k8s.api.core.v1.PersistentVolumeClaimSpec
    ObjectType { go_name: "v1.PersistentVolumeClaimSpec", fields: &[
        Field { name: "accessModes", ty: Array(&String), named: "v1.PersistentVolumeAccessMode", since: 28, until: 35 },
        Field { name: "dataSource", ty: Object(161), named: "", since: 28, until: 35 },
        Field { name: "dataSourceRef", ty: Object(162), named: "", since: 28, until: 35 },
        Field { name: "resources", ty: Object(168), named: "", since: 28, until: 35 },
        Field { name: "selector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "storageClassName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "volumeAttributesClassName", ty: String, named: "", since: 29, until: 35 },
        Field { name: "volumeMode", ty: String, named: "v1.PersistentVolumeMode", since: 28, until: 35 },
        Field { name: "volumeName", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 107: io.k8s.api.core.v1.PersistentVolumeClaimStatus
    ObjectType { go_name: "v1.PersistentVolumeClaimStatus", fields: &[
        Field { name: "accessModes", ty: Array(&String), named: "v1.PersistentVolumeAccessMode", since: 28, until: 35 },
        Field { name: "allocatedResourceStatuses", ty: Map(&String), named: "", since: 28, until: 35 },
        Field { name: "allocatedResources", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 35 },
        Field { name: "capacity", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(105)), named: "", since: 28, until: 35 },
        Field { name: "currentVolumeAttributesClassName", ty: String, named: "", since: 29, until: 35 },
        Field { name: "modifyVolumeStatus", ty: Object(96), named: "", since: 29, until: 35 },
        Field { name: "phase", ty: String, named: "v1.PersistentVolumeClaimPhase", since: 28, until: 35 },
    ] },
    // 108: io.k8s.api.core.v1.PersistentVolumeClaimTemplate
    ObjectType { go_name: "v1.PersistentVolumeClaimTemplate", fields: &[
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(106), named: "", since: 28, until: 35 },
    ] },
    // 109: io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource
    ObjectType { go_name: "v1.PersistentVolumeClaimVolumeSource", fields: &[
        Field { name: "claimName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 110: io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource
    ObjectType { go_name: "v1.PhotonPersistentDiskVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "pdID", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 111: io.k8s.api.core.v1.Pod
    ObjectType { go_name: "v1.Pod", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(127), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(128), named: "", since: 28, until: 35 },
    ] },
    // 112: io.k8s.api.core.v1.PodAffinity
    ObjectType { go_name: "v1.PodAffinity", fields: &[
        Field { name: "preferredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(170)), named: "", since: 28, until: 35 },
        Field { name: "requiredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(113)), named: "", since: 28, until: 35 },
    ] },
    // 113: io.k8s.api.core.v1.PodAffinityTerm
    ObjectType { go_name: "v1.PodAffinityTerm", fields: &[
        Field { name: "labelSelector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "matchLabelKeys", ty: Array(&String), named: "", since: 29, until: 35 },
        Field { name: "mismatchLabelKeys", ty: Array(&String), named: "", since: 29, until: 35 },
        Field { name: "namespaceSelector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "namespaces", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "topologyKey", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 114: io.k8s.api.core.v1.PodAntiAffinity
    ObjectType { go_name: "v1.PodAntiAffinity", fields: &[
        Field { name: "preferredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(170)), named: "", since: 28, until: 35 },
        Field { name: "requiredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(113)), named: "", since: 28, until: 35 },
    ] },
    // 115: io.k8s.api.core.v1.PodCertificateProjection
    ObjectType { go_name: "v1.PodCertificateProjection", fields: &[
        Field { name: "certificateChainPath", ty: String, named: "", since: 34, until: 35 },
        Field { name: "credentialBundlePath", ty: String, named: "", since: 34, until: 35 },
        Field { name: "keyPath", ty: String, named: "", since: 34, until: 35 },
        Field { name: "keyType", ty: String, named: "", since: 34, until: 35 },
        Field { name: "maxExpirationSeconds", ty: Int32, named: "", since: 34, until: 35 },
        Field { name: "signerName", ty: String, named: "", since: 34, until: 35 },
        Field { name: "userAnnotations", ty: Map(&String), named: "", since: 35, until: 35 },
    ] },
    // 116: io.k8s.api.core.v1.PodCondition
    ObjectType { go_name: "v1.PodCondition", fields: &[
        Field { name: "lastProbeTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 33, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.PodConditionType", since: 28, until: 35 },
    ] },
    // 117: io.k8s.api.core.v1.PodDNSConfig
    ObjectType { go_name: "v1.PodDNSConfig", fields: &[
        Field { name: "nameservers", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "options", ty: Array(&Object(118)), named: "", since: 28, until: 35 },
        Field { name: "searches", ty: Array(&String), named: "", since: 28, until: 35 },
    ] },
    // 118: io.k8s.api.core.v1.PodDNSConfigOption
    ObjectType { go_name: "v1.PodDNSConfigOption", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "value", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 119: io.k8s.api.core.v1.PodExtendedResourceClaimStatus
    ObjectType { go_name: "v1.PodExtendedResourceClaimStatus", fields: &[
        Field { name: "requestMappings", ty: Array(&Object(55)), named: "", since: 34, until: 35 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 34, until: 35 },
    ] },
    // 120: io.k8s.api.core.v1.PodIP
    ObjectType { go_name: "v1.PodIP", fields: &[
        Field { name: "ip", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 121: io.k8s.api.core.v1.PodOS
    ObjectType { go_name: "v1.PodOS", fields: &[
        Field { name: "name", ty: String, named: "v1.OSName", since: 28, until: 35 },
    ] },
    // 122: io.k8s.api.core.v1.PodReadinessGate
    ObjectType { go_name: "v1.PodReadinessGate", fields: &[
        Field { name: "conditionType", ty: String, named: "v1.PodConditionType", since: 28, until: 35 },
    ] },
    // 123: io.k8s.api.core.v1.PodResourceClaim
    ObjectType { go_name: "v1.PodResourceClaim", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 31, until: 35 },
        Field { name: "resourceClaimTemplateName", ty: String, named: "", since: 31, until: 35 },
        Field { name: "source", ty: Object(48), named: "", since: 28, until: 30 },
    ] },
    // 124: io.k8s.api.core.v1.PodResourceClaimStatus
    ObjectType { go_name: "v1.PodResourceClaimStatus", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 125: io.k8s.api.core.v1.PodSchedulingGate
    ObjectType { go_name: "v1.PodSchedulingGate", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 126: io.k8s.api.core.v1.PodSecurityContext
    ObjectType { go_name: "v1.PodSecurityContext", fields: &[
        Field { name: "appArmorProfile", ty: Object(41), named: "", since: 30, until: 35 },
        Field { name: "fsGroup", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "fsGroupChangePolicy", ty: String, named: "v1.PodFSGroupChangePolicy", since: 28, until: 35 },
        Field { name: "runAsGroup", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "runAsNonRoot", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "runAsUser", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "seLinuxChangePolicy", ty: String, named: "v1.PodSELinuxChangePolicy", since: 32, until: 35 },
        Field { name: "seLinuxOptions", ty: Object(146), named: "", since: 28, until: 35 },
        Field { name: "seccompProfile", ty: Object(148), named: "", since: 28, until: 35 },
        Field { name: "supplementalGroups", ty: Array(&Int64), named: "", since: 28, until: 35 },
        Field { name: "supplementalGroupsPolicy", ty: String, named: "v1.SupplementalGroupsPolicy", since: 31, until: 35 },
        Field { name: "sysctls", ty: Array(&Object(157)), named: "", since: 28, until: 35 },
        Field { name: "windowsOptions", ty: Object(171), named: "", since: 28, until: 35 },
    ] },
    // 127: io.k8s.api.core.v1.PodSpec
    ObjectType { go_name: "v1.PodSpec", fields: &[
        Field { name: "activeDeadlineSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "affinity", ty: Object(40), named: "", since: 28, until: 35 },
        Field { name: "automountServiceAccountToken", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "containers", ty: Array(&Object(54)), named: "", since: 28, until: 35 },
        Field { name: "dnsConfig", ty: Object(117), named: "", since: 28, until: 35 },
        Field { name: "dnsPolicy", ty: String, named: "v1.DNSPolicy", since: 28, until: 35 },
        Field { name: "enableServiceLinks", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "ephemeralContainers", ty: Array(&Object(73)), named: "", since: 28, until: 35 },
        Field { name: "hostAliases", ty: Array(&Object(86)), named: "", since: 28, until: 35 },
        Field { name: "hostIPC", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "hostNetwork", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "hostPID", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "hostUsers", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "hostname", ty: String, named: "", since: 28, until: 35 },
        Field { name: "hostnameOverride", ty: String, named: "", since: 34, until: 35 },
        Field { name: "imagePullSecrets", ty: Array(&Object(95)), named: "", since: 28, until: 35 },
        Field { name: "initContainers", ty: Array(&Object(54)), named: "", since: 28, until: 35 },
        Field { name: "nodeName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "nodeSelector", ty: Map(&String), named: "", since: 28, until: 35 },
        Field { name: "os", ty: Object(121), named: "", since: 28, until: 35 },
        Field { name: "overhead", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 35 },
        Field { name: "preemptionPolicy", ty: String, named: "v1.PreemptionPolicy", since: 28, until: 35 },
        Field { name: "priority", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "priorityClassName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readinessGates", ty: Array(&Object(122)), named: "", since: 28, until: 35 },
        Field { name: "resourceClaims", ty: Array(&Object(123)), named: "", since: 28, until: 35 },
        Field { name: "resources", ty: Object(144), named: "", since: 32, until: 35 },
        Field { name: "restartPolicy", ty: String, named: "v1.RestartPolicy", since: 28, until: 35 },
        Field { name: "runtimeClassName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "schedulerName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "schedulingGates", ty: Array(&Object(125)), named: "", since: 28, until: 35 },
        Field { name: "securityContext", ty: Object(126), named: "", since: 28, until: 35 },
        Field { name: "serviceAccount", ty: String, named: "", since: 28, until: 35 },
        Field { name: "serviceAccountName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "setHostnameAsFQDN", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "shareProcessNamespace", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "subdomain", ty: String, named: "", since: 28, until: 35 },
        Field { name: "terminationGracePeriodSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "tolerations", ty: Array(&Object(159)), named: "", since: 28, until: 35 },
        Field { name: "topologySpreadConstraints", ty: Array(&Object(160)), named: "", since: 28, until: 35 },
        Field { name: "volumes", ty: Array(&Object(163)), named: "", since: 28, until: 35 },
        Field { name: "workloadRef", ty: Object(172), named: "", since: 35, until: 35 },
    ] },
    // 128: io.k8s.api.core.v1.PodStatus
    ObjectType { go_name: "v1.PodStatus", fields: &[
        Field { name: "allocatedResources", ty: Map(&Quantity), named: "", since: 35, until: 35 },
        Field { name: "conditions", ty: Array(&Object(116)), named: "", since: 28, until: 35 },
        Field { name: "containerStatuses", ty: Array(&Object(64)), named: "", since: 28, until: 35 },
        Field { name: "ephemeralContainerStatuses", ty: Array(&Object(64)), named: "", since: 28, until: 35 },
        Field { name: "extendedResourceClaimStatus", ty: Object(119), named: "", since: 34, until: 35 },
        Field { name: "hostIP", ty: String, named: "", since: 28, until: 35 },
        Field { name: "hostIPs", ty: Array(&Object(87)), named: "", since: 28, until: 35 },
        Field { name: "initContainerStatuses", ty: Array(&Object(64)), named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "nominatedNodeName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 33, until: 35 },
        Field { name: "phase", ty: String, named: "v1.PodPhase", since: 28, until: 35 },
        Field { name: "podIP", ty: String, named: "", since: 28, until: 35 },
        Field { name: "podIPs", ty: Array(&Object(120)), named: "", since: 28, until: 35 },
        Field { name: "qosClass", ty: String, named: "v1.PodQOSClass", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "resize", ty: String, named: "v1.PodResizeStatus", since: 28, until: 35 },
        Field { name: "resourceClaimStatuses", ty: Array(&Object(124)), named: "", since: 28, until: 35 },
        Field { name: "resources", ty: Object(144), named: "", since: 35, until: 35 },
        Field { name: "startTime", ty: Time, named: "", since: 28, until: 35 },
    ] },
    // 129: io.k8s.api.core.v1.PodTemplate
    ObjectType { go_name: "v1.PodTemplate", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
    ] },
    // 130: io.k8s.api.core.v1.PodTemplateSpec
    ObjectType { go_name: "v1.PodTemplateSpec", fields: &[
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(127), named: "", since: 28, until: 35 },
    ] },
    // 131: io.k8s.api.core.v1.PortworxVolumeSource
    ObjectType { go_name: "v1.PortworxVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "volumeID", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 132: io.k8s.api.core.v1.PreferredSchedulingTerm
    ObjectType { go_name: "v1.PreferredSchedulingTerm", fields: &[
        Field { name: "preference", ty: Object(101), named: "", since: 28, until: 35 },
        Field { name: "weight", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 133: io.k8s.api.core.v1.Probe
    ObjectType { go_name: "v1.Probe", fields: &[
        Field { name: "exec", ty: Object(75), named: "", since: 28, until: 35 },
        Field { name: "failureThreshold", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "grpc", ty: Object(81), named: "", since: 28, until: 35 },
        Field { name: "httpGet", ty: Object(84), named: "", since: 28, until: 35 },
        Field { name: "initialDelaySeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "periodSeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "successThreshold", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "tcpSocket", ty: Object(158), named: "", since: 28, until: 35 },
        Field { name: "terminationGracePeriodSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "timeoutSeconds", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 134: io.k8s.api.core.v1.ProjectedVolumeSource
    ObjectType { go_name: "v1.ProjectedVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "sources", ty: Array(&Object(167)), named: "", since: 28, until: 35 },
    ] },
    // 135: io.k8s.api.core.v1.QuobyteVolumeSource
    ObjectType { go_name: "v1.QuobyteVolumeSource", fields: &[
        Field { name: "group", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "registry", ty: String, named: "", since: 28, until: 35 },
        Field { name: "tenant", ty: String, named: "", since: 28, until: 35 },
        Field { name: "user", ty: String, named: "", since: 28, until: 35 },
        Field { name: "volume", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 136: io.k8s.api.core.v1.RBDVolumeSource
    ObjectType { go_name: "v1.RBDVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "image", ty: String, named: "", since: 28, until: 35 },
        Field { name: "keyring", ty: String, named: "", since: 28, until: 35 },
        Field { name: "monitors", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "pool", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "user", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 137: io.k8s.api.core.v1.ReplicationController
    ObjectType { go_name: "v1.ReplicationController", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "metadata", ty: Object(176), named: "", since: 28, until: 35 },
        Field { name: "spec", ty: Object(139), named: "", since: 28, until: 35 },
        Field { name: "status", ty: Object(140), named: "", since: 28, until: 35 },
    ] },
    // 138: io.k8s.api.core.v1.ReplicationControllerCondition
    ObjectType { go_name: "v1.ReplicationControllerCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "message", ty: String, named: "", since: 28, until: 35 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 35 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.ReplicationControllerConditionType", since: 28, until: 35 },
    ] },
    // 139: io.k8s.api.core.v1.ReplicationControllerSpec
    ObjectType { go_name: "v1.ReplicationControllerSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "selector", ty: Map(&String), named: "", since: 28, until: 35 },
        Field { name: "template", ty: Object(130), named: "", since: 28, until: 35 },
    ] },
    // 140: io.k8s.api.core.v1.ReplicationControllerStatus
    ObjectType { go_name: "v1.ReplicationControllerStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "conditions", ty: Array(&Object(138)), named: "", since: 28, until: 35 },
        Field { name: "fullyLabeledReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 141: io.k8s.api.core.v1.ResourceClaim
    ObjectType { go_name: "v1.ResourceClaim", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "request", ty: String, named: "", since: 31, until: 35 },
    ] },
    // 142: io.k8s.api.core.v1.ResourceFieldSelector
    ObjectType { go_name: "v1.ResourceFieldSelector", fields: &[
        Field { name: "containerName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "divisor", ty: Quantity, named: "", since: 28, until: 35 },
        Field { name: "resource", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 143: io.k8s.api.core.v1.ResourceHealth
    ObjectType { go_name: "v1.ResourceHealth", fields: &[
        Field { name: "health", ty: String, named: "v1.ResourceHealthStatus", since: 31, until: 35 },
        Field { name: "resourceID", ty: String, named: "", since: 31, until: 35 },
    ] },
    // 144: io.k8s.api.core.v1.ResourceRequirements
    ObjectType { go_name: "v1.ResourceRequirements", fields: &[
        Field { name: "claims", ty: Array(&Object(141)), named: "", since: 28, until: 35 },
        Field { name: "limits", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 35 },
        Field { name: "requests", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 35 },
    ] },
    // 145: io.k8s.api.core.v1.ResourceStatus
    ObjectType { go_name: "v1.ResourceStatus", fields: &[
        Field { name: "name", ty: String, named: "v1.ResourceName", since: 31, until: 35 },
        Field { name: "resources", ty: Array(&Object(143)), named: "", since: 31, until: 35 },
    ] },
    // 146: io.k8s.api.core.v1.SELinuxOptions
    ObjectType { go_name: "v1.SELinuxOptions", fields: &[
        Field { name: "level", ty: String, named: "", since: 28, until: 35 },
        Field { name: "role", ty: String, named: "", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "", since: 28, until: 35 },
        Field { name: "user", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 147: io.k8s.api.core.v1.ScaleIOVolumeSource
    ObjectType { go_name: "v1.ScaleIOVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "gateway", ty: String, named: "", since: 28, until: 35 },
        Field { name: "protectionDomain", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "sslEnabled", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "storageMode", ty: String, named: "", since: 28, until: 35 },
        Field { name: "storagePool", ty: String, named: "", since: 28, until: 35 },
        Field { name: "system", ty: String, named: "", since: 28, until: 35 },
        Field { name: "volumeName", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 148: io.k8s.api.core.v1.SeccompProfile
    ObjectType { go_name: "v1.SeccompProfile", fields: &[
        Field { name: "localhostProfile", ty: String, named: "", since: 28, until: 35 },
        Field { name: "type", ty: String, named: "v1.SeccompProfileType", since: 28, until: 35 },
    ] },
    // 149: io.k8s.api.core.v1.SecretEnvSource
    ObjectType { go_name: "v1.SecretEnvSource", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 150: io.k8s.api.core.v1.SecretKeySelector
    ObjectType { go_name: "v1.SecretKeySelector", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 151: io.k8s.api.core.v1.SecretProjection
    ObjectType { go_name: "v1.SecretProjection", fields: &[
        Field { name: "items", ty: Array(&Object(91)), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
    ] },
    // 152: io.k8s.api.core.v1.SecretVolumeSource
    ObjectType { go_name: "v1.SecretVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "items", ty: Array(&Object(91)), named: "", since: 28, until: 35 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretName", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 153: io.k8s.api.core.v1.SecurityContext
    ObjectType { go_name: "v1.SecurityContext", fields: &[
        Field { name: "allowPrivilegeEscalation", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "appArmorProfile", ty: Object(41), named: "", since: 30, until: 35 },
        Field { name: "capabilities", ty: Object(45), named: "", since: 28, until: 35 },
        Field { name: "privileged", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "procMount", ty: String, named: "v1.ProcMountType", since: 28, until: 35 },
        Field { name: "readOnlyRootFilesystem", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "runAsGroup", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "runAsNonRoot", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "runAsUser", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "seLinuxOptions", ty: Object(146), named: "", since: 28, until: 35 },
        Field { name: "seccompProfile", ty: Object(148), named: "", since: 28, until: 35 },
        Field { name: "windowsOptions", ty: Object(171), named: "", since: 28, until: 35 },
    ] },
    // 154: io.k8s.api.core.v1.ServiceAccountTokenProjection
    ObjectType { go_name: "v1.ServiceAccountTokenProjection", fields: &[
        Field { name: "audience", ty: String, named: "", since: 28, until: 35 },
        Field { name: "expirationSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "path", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 155: io.k8s.api.core.v1.SleepAction
    ObjectType { go_name: "v1.SleepAction", fields: &[
        Field { name: "seconds", ty: Int64, named: "", since: 29, until: 35 },
    ] },
    // 156: io.k8s.api.core.v1.StorageOSVolumeSource
    ObjectType { go_name: "v1.StorageOSVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "secretRef", ty: Object(95), named: "", since: 28, until: 35 },
        Field { name: "volumeName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "volumeNamespace", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 157: io.k8s.api.core.v1.Sysctl
    ObjectType { go_name: "v1.Sysctl", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "value", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 158: io.k8s.api.core.v1.TCPSocketAction
    ObjectType { go_name: "v1.TCPSocketAction", fields: &[
        Field { name: "host", ty: String, named: "", since: 28, until: 35 },
        Field { name: "port", ty: IntOrString, named: "", since: 28, until: 35 },
    ] },
    // 159: io.k8s.api.core.v1.Toleration
    ObjectType { go_name: "v1.Toleration", fields: &[
        Field { name: "effect", ty: String, named: "v1.TaintEffect", since: 28, until: 35 },
        Field { name: "key", ty: String, named: "", since: 28, until: 35 },
        Field { name: "operator", ty: String, named: "v1.TolerationOperator", since: 28, until: 35 },
        Field { name: "tolerationSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "value", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 160: io.k8s.api.core.v1.TopologySpreadConstraint
    ObjectType { go_name: "v1.TopologySpreadConstraint", fields: &[
        Field { name: "labelSelector", ty: Object(173), named: "", since: 28, until: 35 },
        Field { name: "matchLabelKeys", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "maxSkew", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "minDomains", ty: Int32, named: "", since: 28, until: 35 },
        Field { name: "nodeAffinityPolicy", ty: String, named: "v1.NodeInclusionPolicy", since: 28, until: 35 },
        Field { name: "nodeTaintsPolicy", ty: String, named: "v1.NodeInclusionPolicy", since: 28, until: 35 },
        Field { name: "topologyKey", ty: String, named: "", since: 28, until: 35 },
        Field { name: "whenUnsatisfiable", ty: String, named: "v1.UnsatisfiableConstraintAction", since: 28, until: 35 },
    ] },
    // 161: io.k8s.api.core.v1.TypedLocalObjectReference
    ObjectType { go_name: "v1.TypedLocalObjectReference", fields: &[
        Field { name: "apiGroup", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 162: io.k8s.api.core.v1.TypedObjectReference
    ObjectType { go_name: "v1.TypedObjectReference", fields: &[
        Field { name: "apiGroup", ty: String, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "namespace", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 163: io.k8s.api.core.v1.Volume
    ObjectType { go_name: "v1.Volume", fields: &[
        Field { name: "awsElasticBlockStore", ty: Object(39), named: "", since: 28, until: 35 },
        Field { name: "azureDisk", ty: Object(42), named: "", since: 28, until: 35 },
        Field { name: "azureFile", ty: Object(43), named: "", since: 28, until: 35 },
        Field { name: "cephfs", ty: Object(46), named: "", since: 28, until: 35 },
        Field { name: "cinder", ty: Object(47), named: "", since: 28, until: 35 },
        Field { name: "configMap", ty: Object(53), named: "", since: 28, until: 35 },
        Field { name: "csi", ty: Object(44), named: "", since: 28, until: 35 },
        Field { name: "downwardAPI", ty: Object(68), named: "", since: 28, until: 35 },
        Field { name: "emptyDir", ty: Object(69), named: "", since: 28, until: 35 },
        Field { name: "ephemeral", ty: Object(74), named: "", since: 28, until: 35 },
        Field { name: "fc", ty: Object(76), named: "", since: 28, until: 35 },
        Field { name: "flexVolume", ty: Object(78), named: "", since: 28, until: 35 },
        Field { name: "flocker", ty: Object(79), named: "", since: 28, until: 35 },
        Field { name: "gcePersistentDisk", ty: Object(80), named: "", since: 28, until: 35 },
        Field { name: "gitRepo", ty: Object(82), named: "", since: 28, until: 35 },
        Field { name: "glusterfs", ty: Object(83), named: "", since: 28, until: 35 },
        Field { name: "hostPath", ty: Object(88), named: "", since: 28, until: 35 },
        Field { name: "image", ty: Object(90), named: "", since: 31, until: 35 },
        Field { name: "iscsi", ty: Object(89), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "nfs", ty: Object(97), named: "", since: 28, until: 35 },
        Field { name: "persistentVolumeClaim", ty: Object(109), named: "", since: 28, until: 35 },
        Field { name: "photonPersistentDisk", ty: Object(110), named: "", since: 28, until: 35 },
        Field { name: "portworxVolume", ty: Object(131), named: "", since: 28, until: 35 },
        Field { name: "projected", ty: Object(134), named: "", since: 28, until: 35 },
        Field { name: "quobyte", ty: Object(135), named: "", since: 28, until: 35 },
        Field { name: "rbd", ty: Object(136), named: "", since: 28, until: 35 },
        Field { name: "scaleIO", ty: Object(147), named: "", since: 28, until: 35 },
        Field { name: "secret", ty: Object(152), named: "", since: 28, until: 35 },
        Field { name: "storageos", ty: Object(156), named: "", since: 28, until: 35 },
        Field { name: "vsphereVolume", ty: Object(169), named: "", since: 28, until: 35 },
    ] },
    // 164: io.k8s.api.core.v1.VolumeDevice
    ObjectType { go_name: "v1.VolumeDevice", fields: &[
        Field { name: "devicePath", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 165: io.k8s.api.core.v1.VolumeMount
    ObjectType { go_name: "v1.VolumeMount", fields: &[
        Field { name: "mountPath", ty: String, named: "", since: 28, until: 35 },
        Field { name: "mountPropagation", ty: String, named: "v1.MountPropagationMode", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "recursiveReadOnly", ty: String, named: "v1.RecursiveReadOnlyMode", since: 30, until: 35 },
        Field { name: "subPath", ty: String, named: "", since: 28, until: 35 },
        Field { name: "subPathExpr", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 166: io.k8s.api.core.v1.VolumeMountStatus
    ObjectType { go_name: "v1.VolumeMountStatus", fields: &[
        Field { name: "mountPath", ty: String, named: "", since: 30, until: 35 },
        Field { name: "name", ty: String, named: "", since: 30, until: 35 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 30, until: 35 },
        Field { name: "recursiveReadOnly", ty: String, named: "v1.RecursiveReadOnlyMode", since: 30, until: 35 },
    ] },
    // 167: io.k8s.api.core.v1.VolumeProjection
    ObjectType { go_name: "v1.VolumeProjection", fields: &[
        Field { name: "clusterTrustBundle", ty: Object(49), named: "", since: 29, until: 35 },
        Field { name: "configMap", ty: Object(52), named: "", since: 28, until: 35 },
        Field { name: "downwardAPI", ty: Object(66), named: "", since: 28, until: 35 },
        Field { name: "podCertificate", ty: Object(115), named: "", since: 34, until: 35 },
        Field { name: "secret", ty: Object(151), named: "", since: 28, until: 35 },
        Field { name: "serviceAccountToken", ty: Object(154), named: "", since: 28, until: 35 },
    ] },
    // 168: io.k8s.api.core.v1.VolumeResourceRequirements
    ObjectType { go_name: "v1.VolumeResourceRequirements", fields: &[
        Field { name: "limits", ty: Map(&Quantity), named: "v1.ResourceList", since: 29, until: 35 },
        Field { name: "requests", ty: Map(&Quantity), named: "v1.ResourceList", since: 29, until: 35 },
    ] },
    // 169: io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource
    ObjectType { go_name: "v1.VsphereVirtualDiskVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "storagePolicyID", ty: String, named: "", since: 28, until: 35 },
        Field { name: "storagePolicyName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "volumePath", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 170: io.k8s.api.core.v1.WeightedPodAffinityTerm
    ObjectType { go_name: "v1.WeightedPodAffinityTerm", fields: &[
        Field { name: "podAffinityTerm", ty: Object(113), named: "", since: 28, until: 35 },
        Field { name: "weight", ty: Int32, named: "", since: 28, until: 35 },
    ] },
    // 171: io.k8s.api.core.v1.WindowsSecurityContextOptions
    ObjectType { go_name: "v1.WindowsSecurityContextOptions", fields: &[
        Field { name: "gmsaCredentialSpec", ty: String, named: "", since: 28, until: 35 },
        Field { name: "gmsaCredentialSpecName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "hostProcess", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "runAsUserName", ty: String, named: "", since: 28, until: 35 },
    ] },
    // 172: io.k8s.api.core.v1.WorkloadReference
    ObjectType { go_name: "v1.WorkloadReference", fields: &[
        Field { name: "name", ty: String, named: "", since: 35, until: 35 },
        Field { name: "podGroup", ty: String, named: "", since: 35, until: 35 },
        Field { name: "podGroupReplicaKey", ty: String, named: "", since: 35, until: 35 },
    ] },
    // 173: io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector
    ObjectType { go_name: "v1.LabelSelector", fields: &[
        Field { name: "matchExpressions", ty: Array(&Object(174)), named: "", since: 28, until: 35 },
        Field { name: "matchLabels", ty: Map(&String), named: "", since: 28, until: 35 },
    ] },
    // 174: io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement
    ObjectType { go_name: "v1.LabelSelectorRequirement", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 35 },
        Field { name: "operator", ty: String, named: "v1.LabelSelectorOperator", since: 28, until: 35 },
        Field { name: "values", ty: Array(&String), named: "", since: 28, until: 35 },
    ] },
    // 175: io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry
    ObjectType { go_name: "v1.ManagedFieldsEntry", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fieldsType", ty: String, named: "", since: 28, until: 35 },
        Field { name: "fieldsV1", ty: Any, named: "", since: 28, until: 35 },
        Field { name: "manager", ty: String, named: "", since: 28, until: 35 },
        Field { name: "operation", ty: String, named: "v1.ManagedFieldsOperationType", since: 28, until: 35 },
        Field { name: "subresource", ty: String, named: "", since: 28, until: 35 },
        Field { name: "time", ty: Time, named: "", since: 28, until: 35 },
    ] },
    // 176: io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
    ObjectType { go_name: "v1.ObjectMeta", fields: &[
        Field { name: "annotations", ty: Map(&String), named: "", since: 28, until: 35 },
        Field { name: "creationTimestamp", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "deletionGracePeriodSeconds", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "deletionTimestamp", ty: Time, named: "", since: 28, until: 35 },
        Field { name: "finalizers", ty: Array(&String), named: "", since: 28, until: 35 },
        Field { name: "generateName", ty: String, named: "", since: 28, until: 35 },
        Field { name: "generation", ty: Int64, named: "", since: 28, until: 35 },
        Field { name: "labels", ty: Map(&String), named: "", since: 28, until: 35 },
        Field { name: "managedFields", ty: Array(&Object(175)), named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "namespace", ty: String, named: "", since: 28, until: 35 },
        Field { name: "ownerReferences", ty: Array(&Object(177)), named: "", since: 28, until: 35 },
        Field { name: "resourceVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "selfLink", ty: String, named: "", since: 28, until: 35 },
        Field { name: "uid", ty: String, named: "types.UID", since: 28, until: 35 },
    ] },
    // 177: io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference
    ObjectType { go_name: "v1.OwnerReference", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 35 },
        Field { name: "blockOwnerDeletion", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "controller", ty: Boolean, named: "", since: 28, until: 35 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 35 },
        Field { name: "name", ty: String, named: "", since: 28, until: 35 },
        Field { name: "uid", ty: String, named: "types.UID", since: 28, until: 35 },
    ] },
];

/// The root object type of each kind podsim reads, sorted by kind.
pub(super) static ROOTS: &[(&str, usize)] = &[
    ("CronJob", 24),
    ("DaemonSet", 0),
    ("Deployment", 5),
    ("Job", 27),
    ("Pod", 111),
    ("PodTemplate", 129),
    ("ReplicaSet", 10),
    ("ReplicationController", 137),
    ("StatefulSet", 17),
];
