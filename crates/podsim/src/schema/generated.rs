//! The Kubernetes field table: object types, their JSON fields and types. GENERATED, do not edit.
//!
//! Source: the JSON schemas of the `k8s-openapi` crate (0.20–0.24 for Kubernetes 1.28–1.32, 0.27
//! for 1.33, 0.28 for 1.34, 0.29 for 1.35–1.37), walked from Pod and the workload kinds whose pod
//! template podsim reads; `since` and `until` are the oldest and newest of these minors that have
//! the field. Regenerate with `cargo run -p schema-gen`; `cargo test -p schema-gen` fails when
//! this file is stale.

use super::table::{Field, ObjectType, Ty::*};

/// Every object type reachable from the root kinds; `Object(i)` indexes this list.
pub(super) static TYPES: &[ObjectType] = &[
    // 0: io.k8s.api.apps.v1.DaemonSet
    ObjectType { go_name: "v1.DaemonSet", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(2), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(3), named: "", since: 28, until: 37 },
    ] },
    // 1: io.k8s.api.apps.v1.DaemonSetCondition
    ObjectType { go_name: "v1.DaemonSetCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.DaemonSetConditionType", since: 28, until: 37 },
    ] },
    // 2: io.k8s.api.apps.v1.DaemonSetSpec
    ObjectType { go_name: "v1.DaemonSetSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "revisionHistoryLimit", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "selector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
        Field { name: "updateStrategy", ty: Object(4), named: "", since: 28, until: 37 },
    ] },
    // 3: io.k8s.api.apps.v1.DaemonSetStatus
    ObjectType { go_name: "v1.DaemonSetStatus", fields: &[
        Field { name: "collisionCount", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(1)), named: "", since: 28, until: 37 },
        Field { name: "currentNumberScheduled", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "desiredNumberScheduled", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "numberAvailable", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "numberMisscheduled", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "numberReady", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "numberUnavailable", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "updatedNumberScheduled", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 4: io.k8s.api.apps.v1.DaemonSetUpdateStrategy
    ObjectType { go_name: "v1.DaemonSetUpdateStrategy", fields: &[
        Field { name: "rollingUpdate", ty: Object(14), named: "", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.DaemonSetUpdateStrategyType", since: 28, until: 37 },
    ] },
    // 5: io.k8s.api.apps.v1.Deployment
    ObjectType { go_name: "v1.Deployment", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(7), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(8), named: "", since: 28, until: 37 },
    ] },
    // 6: io.k8s.api.apps.v1.DeploymentCondition
    ObjectType { go_name: "v1.DeploymentCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "lastUpdateTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.DeploymentConditionType", since: 28, until: 37 },
    ] },
    // 7: io.k8s.api.apps.v1.DeploymentSpec
    ObjectType { go_name: "v1.DeploymentSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "paused", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "progressDeadlineSeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "revisionHistoryLimit", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "selector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "strategy", ty: Object(9), named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
    ] },
    // 8: io.k8s.api.apps.v1.DeploymentStatus
    ObjectType { go_name: "v1.DeploymentStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "collisionCount", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(6)), named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "terminatingReplicas", ty: Int32, named: "", since: 33, until: 37 },
        Field { name: "unavailableReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "updatedReplicas", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 9: io.k8s.api.apps.v1.DeploymentStrategy
    ObjectType { go_name: "v1.DeploymentStrategy", fields: &[
        Field { name: "rollingUpdate", ty: Object(15), named: "", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.DeploymentStrategyType", since: 28, until: 37 },
    ] },
    // 10: io.k8s.api.apps.v1.ReplicaSet
    ObjectType { go_name: "v1.ReplicaSet", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(12), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(13), named: "", since: 28, until: 37 },
    ] },
    // 11: io.k8s.api.apps.v1.ReplicaSetCondition
    ObjectType { go_name: "v1.ReplicaSetCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.ReplicaSetConditionType", since: 28, until: 37 },
    ] },
    // 12: io.k8s.api.apps.v1.ReplicaSetSpec
    ObjectType { go_name: "v1.ReplicaSetSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "selector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
    ] },
    // 13: io.k8s.api.apps.v1.ReplicaSetStatus
    ObjectType { go_name: "v1.ReplicaSetStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(11)), named: "", since: 28, until: 37 },
        Field { name: "fullyLabeledReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "terminatingReplicas", ty: Int32, named: "", since: 33, until: 37 },
    ] },
    // 14: io.k8s.api.apps.v1.RollingUpdateDaemonSet
    ObjectType { go_name: "v1.RollingUpdateDaemonSet", fields: &[
        Field { name: "maxSurge", ty: IntOrString, named: "", since: 28, until: 37 },
        Field { name: "maxUnavailable", ty: IntOrString, named: "", since: 28, until: 37 },
    ] },
    // 15: io.k8s.api.apps.v1.RollingUpdateDeployment
    ObjectType { go_name: "v1.RollingUpdateDeployment", fields: &[
        Field { name: "maxSurge", ty: IntOrString, named: "", since: 28, until: 37 },
        Field { name: "maxUnavailable", ty: IntOrString, named: "", since: 28, until: 37 },
    ] },
    // 16: io.k8s.api.apps.v1.RollingUpdateStatefulSetStrategy
    ObjectType { go_name: "v1.RollingUpdateStatefulSetStrategy", fields: &[
        Field { name: "maxUnavailable", ty: IntOrString, named: "", since: 28, until: 37 },
        Field { name: "partition", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 17: io.k8s.api.apps.v1.StatefulSet
    ObjectType { go_name: "v1.StatefulSet", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(21), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(22), named: "", since: 28, until: 37 },
    ] },
    // 18: io.k8s.api.apps.v1.StatefulSetCondition
    ObjectType { go_name: "v1.StatefulSetCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.StatefulSetConditionType", since: 28, until: 37 },
    ] },
    // 19: io.k8s.api.apps.v1.StatefulSetOrdinals
    ObjectType { go_name: "v1.StatefulSetOrdinals", fields: &[
        Field { name: "start", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 20: io.k8s.api.apps.v1.StatefulSetPersistentVolumeClaimRetentionPolicy
    ObjectType { go_name: "v1.StatefulSetPersistentVolumeClaimRetentionPolicy", fields: &[
        Field { name: "whenDeleted", ty: String, named: "v1.PersistentVolumeClaimRetentionPolicyType", since: 28, until: 37 },
        Field { name: "whenScaled", ty: String, named: "v1.PersistentVolumeClaimRetentionPolicyType", since: 28, until: 37 },
    ] },
    // 21: io.k8s.api.apps.v1.StatefulSetSpec
    ObjectType { go_name: "v1.StatefulSetSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "ordinals", ty: Object(19), named: "", since: 28, until: 37 },
        Field { name: "persistentVolumeClaimRetentionPolicy", ty: Object(20), named: "", since: 28, until: 37 },
        Field { name: "podManagementPolicy", ty: String, named: "v1.PodManagementPolicyType", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "revisionHistoryLimit", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "selector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "serviceName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
        Field { name: "updateStrategy", ty: Object(23), named: "", since: 28, until: 37 },
        Field { name: "volumeClaimTemplates", ty: Array(&Object(110)), named: "", since: 28, until: 37 },
    ] },
    // 22: io.k8s.api.apps.v1.StatefulSetStatus
    ObjectType { go_name: "v1.StatefulSetStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "collisionCount", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(18)), named: "", since: 28, until: 37 },
        Field { name: "currentReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "currentRevision", ty: String, named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "updateRevision", ty: String, named: "", since: 28, until: 37 },
        Field { name: "updatedReplicas", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 23: io.k8s.api.apps.v1.StatefulSetUpdateStrategy
    ObjectType { go_name: "v1.StatefulSetUpdateStrategy", fields: &[
        Field { name: "rollingUpdate", ty: Object(16), named: "", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.StatefulSetUpdateStrategyType", since: 28, until: 37 },
    ] },
    // 24: io.k8s.api.batch.v1.CronJob
    ObjectType { go_name: "v1.CronJob", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(25), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(26), named: "", since: 28, until: 37 },
    ] },
    // 25: io.k8s.api.batch.v1.CronJobSpec
    ObjectType { go_name: "v1.CronJobSpec", fields: &[
        Field { name: "concurrencyPolicy", ty: String, named: "v1.ConcurrencyPolicy", since: 28, until: 37 },
        Field { name: "failedJobsHistoryLimit", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "jobTemplate", ty: Object(32), named: "", since: 28, until: 37 },
        Field { name: "schedule", ty: String, named: "", since: 28, until: 37 },
        Field { name: "startingDeadlineSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "successfulJobsHistoryLimit", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "suspend", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "timeZone", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 26: io.k8s.api.batch.v1.CronJobStatus
    ObjectType { go_name: "v1.CronJobStatus", fields: &[
        Field { name: "active", ty: Array(&Object(109)), named: "", since: 28, until: 37 },
        Field { name: "lastScheduleTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "lastSuccessfulTime", ty: Time, named: "", since: 28, until: 37 },
    ] },
    // 27: io.k8s.api.batch.v1.Job
    ObjectType { go_name: "v1.Job", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(30), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(31), named: "", since: 28, until: 37 },
    ] },
    // 28: io.k8s.api.batch.v1.JobCondition
    ObjectType { go_name: "v1.JobCondition", fields: &[
        Field { name: "lastProbeTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.JobConditionType", since: 28, until: 37 },
    ] },
    // 29: io.k8s.api.batch.v1.JobSchedulingConfiguration
    ObjectType { go_name: "v1.JobSchedulingConfiguration", fields: &[
        Field { name: "disruptionMode", ty: Object(185), named: "", since: 37, until: 37 },
        Field { name: "resourceClaims", ty: Array(&Object(187)), named: "", since: 37, until: 37 },
        Field { name: "schedulingConstraints", ty: Object(188), named: "", since: 37, until: 37 },
        Field { name: "schedulingPolicy", ty: Object(189), named: "", since: 37, until: 37 },
    ] },
    // 30: io.k8s.api.batch.v1.JobSpec
    ObjectType { go_name: "v1.JobSpec", fields: &[
        Field { name: "activeDeadlineSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "backoffLimit", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "backoffLimitPerIndex", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "completionMode", ty: String, named: "v1.CompletionMode", since: 28, until: 37 },
        Field { name: "completions", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "managedBy", ty: String, named: "", since: 30, until: 37 },
        Field { name: "manualSelector", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "maxFailedIndexes", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "parallelism", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "podFailurePolicy", ty: Object(33), named: "", since: 28, until: 37 },
        Field { name: "podReplacementPolicy", ty: String, named: "v1.PodReplacementPolicy", since: 28, until: 37 },
        Field { name: "scheduling", ty: Object(29), named: "", since: 37, until: 37 },
        Field { name: "selector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "successPolicy", ty: Object(37), named: "", since: 30, until: 37 },
        Field { name: "suspend", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
        Field { name: "ttlSecondsAfterFinished", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 31: io.k8s.api.batch.v1.JobStatus
    ObjectType { go_name: "v1.JobStatus", fields: &[
        Field { name: "active", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "completedIndexes", ty: String, named: "", since: 28, until: 37 },
        Field { name: "completionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(28)), named: "", since: 28, until: 37 },
        Field { name: "failed", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "failedIndexes", ty: String, named: "", since: 28, until: 37 },
        Field { name: "ready", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "startTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "succeeded", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "terminating", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "uncountedTerminatedPods", ty: Object(39), named: "", since: 28, until: 37 },
    ] },
    // 32: io.k8s.api.batch.v1.JobTemplateSpec
    ObjectType { go_name: "v1.JobTemplateSpec", fields: &[
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(30), named: "", since: 28, until: 37 },
    ] },
    // 33: io.k8s.api.batch.v1.PodFailurePolicy
    ObjectType { go_name: "v1.PodFailurePolicy", fields: &[
        Field { name: "rules", ty: Array(&Object(36)), named: "", since: 28, until: 37 },
    ] },
    // 34: io.k8s.api.batch.v1.PodFailurePolicyOnExitCodesRequirement
    ObjectType { go_name: "v1.PodFailurePolicyOnExitCodesRequirement", fields: &[
        Field { name: "containerName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "operator", ty: String, named: "v1.PodFailurePolicyOnExitCodesOperator", since: 28, until: 37 },
        Field { name: "values", ty: Array(&Int32), named: "", since: 28, until: 37 },
    ] },
    // 35: io.k8s.api.batch.v1.PodFailurePolicyOnPodConditionsPattern
    ObjectType { go_name: "v1.PodFailurePolicyOnPodConditionsPattern", fields: &[
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.PodConditionType", since: 28, until: 37 },
    ] },
    // 36: io.k8s.api.batch.v1.PodFailurePolicyRule
    ObjectType { go_name: "v1.PodFailurePolicyRule", fields: &[
        Field { name: "action", ty: String, named: "v1.PodFailurePolicyAction", since: 28, until: 37 },
        Field { name: "onExitCodes", ty: Object(34), named: "", since: 28, until: 37 },
        Field { name: "onPodConditions", ty: Array(&Object(35)), named: "", since: 28, until: 37 },
    ] },
    // 37: io.k8s.api.batch.v1.SuccessPolicy
    ObjectType { go_name: "v1.SuccessPolicy", fields: &[
        Field { name: "rules", ty: Array(&Object(38)), named: "", since: 30, until: 37 },
    ] },
    // 38: io.k8s.api.batch.v1.SuccessPolicyRule
    ObjectType { go_name: "v1.SuccessPolicyRule", fields: &[
        Field { name: "succeededCount", ty: Int32, named: "", since: 30, until: 37 },
        Field { name: "succeededIndexes", ty: String, named: "", since: 30, until: 37 },
    ] },
    // 39: io.k8s.api.batch.v1.UncountedTerminatedPods
    ObjectType { go_name: "v1.UncountedTerminatedPods", fields: &[
        Field { name: "failed", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "succeeded", ty: Array(&String), named: "", since: 28, until: 37 },
    ] },
    // 40: io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource
    ObjectType { go_name: "v1.AWSElasticBlockStoreVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "partition", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "volumeID", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 41: io.k8s.api.core.v1.Affinity
    ObjectType { go_name: "v1.Affinity", fields: &[
        Field { name: "nodeAffinity", ty: Object(101), named: "", since: 28, until: 37 },
        Field { name: "podAffinity", ty: Object(118), named: "", since: 28, until: 37 },
        Field { name: "podAntiAffinity", ty: Object(120), named: "", since: 28, until: 37 },
    ] },
    // 42: io.k8s.api.core.v1.AppArmorProfile
    ObjectType { go_name: "v1.AppArmorProfile", fields: &[
        Field { name: "localhostProfile", ty: String, named: "", since: 30, until: 37 },
        Field { name: "type", ty: String, named: "v1.AppArmorProfileType", since: 30, until: 37 },
    ] },
    // 43: io.k8s.api.core.v1.AzureDiskVolumeSource
    ObjectType { go_name: "v1.AzureDiskVolumeSource", fields: &[
        Field { name: "cachingMode", ty: String, named: "", since: 28, until: 37 },
        Field { name: "diskName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "diskURI", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 44: io.k8s.api.core.v1.AzureFileVolumeSource
    ObjectType { go_name: "v1.AzureFileVolumeSource", fields: &[
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "shareName", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 45: io.k8s.api.core.v1.CSIVolumeSource
    ObjectType { go_name: "v1.CSIVolumeSource", fields: &[
        Field { name: "driver", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "nodePublishSecretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "volumeAttributes", ty: Map(&String), named: "", since: 28, until: 37 },
    ] },
    // 46: io.k8s.api.core.v1.Capabilities
    ObjectType { go_name: "v1.Capabilities", fields: &[
        Field { name: "add", ty: Array(&String), named: "v1.Capability", since: 28, until: 37 },
        Field { name: "drop", ty: Array(&String), named: "v1.Capability", since: 28, until: 37 },
    ] },
    // 47: io.k8s.api.core.v1.CephFSVolumeSource
    ObjectType { go_name: "v1.CephFSVolumeSource", fields: &[
        Field { name: "monitors", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretFile", ty: String, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "user", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 48: io.k8s.api.core.v1.CinderVolumeSource
    ObjectType { go_name: "v1.CinderVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "volumeID", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 49: io.k8s.api.core.v1.ClaimSource
    ObjectType { go_name: "v1.ClaimSource", fields: &[
        Field { name: "resourceClaimName", ty: String, named: "", since: 28, until: 30 },
        Field { name: "resourceClaimTemplateName", ty: String, named: "", since: 28, until: 30 },
    ] },
    // 50: io.k8s.api.core.v1.ClusterTrustBundleProjection
    ObjectType { go_name: "v1.ClusterTrustBundleProjection", fields: &[
        Field { name: "labelSelector", ty: Object(190), named: "", since: 29, until: 37 },
        Field { name: "name", ty: String, named: "", since: 29, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 29, until: 37 },
        Field { name: "path", ty: String, named: "", since: 29, until: 37 },
        Field { name: "signerName", ty: String, named: "", since: 29, until: 37 },
        Field { name: "user", ty: Int64, named: "", since: 37, until: 37 },
    ] },
    // 51: io.k8s.api.core.v1.ConfigMapEnvSource
    ObjectType { go_name: "v1.ConfigMapEnvSource", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 52: io.k8s.api.core.v1.ConfigMapKeySelector
    ObjectType { go_name: "v1.ConfigMapKeySelector", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 53: io.k8s.api.core.v1.ConfigMapProjection
    ObjectType { go_name: "v1.ConfigMapProjection", fields: &[
        Field { name: "items", ty: Array(&Object(94)), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 54: io.k8s.api.core.v1.ConfigMapVolumeSource
    ObjectType { go_name: "v1.ConfigMapVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "defaultUser", ty: Int64, named: "", since: 37, until: 37 },
        Field { name: "items", ty: Array(&Object(94)), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 55: io.k8s.api.core.v1.Container
    ObjectType { go_name: "v1.Container", fields: &[
        Field { name: "args", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "command", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "env", ty: Array(&Object(72)), named: "", since: 28, until: 37 },
        Field { name: "envFrom", ty: Array(&Object(71)), named: "", since: 28, until: 37 },
        Field { name: "image", ty: String, named: "", since: 28, until: 37 },
        Field { name: "imagePullPolicy", ty: String, named: "v1.PullPolicy", since: 28, until: 37 },
        Field { name: "lifecycle", ty: Object(95), named: "", since: 28, until: 37 },
        Field { name: "livenessProbe", ty: Object(141), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "ports", ty: Array(&Object(57)), named: "", since: 28, until: 37 },
        Field { name: "readinessProbe", ty: Object(141), named: "", since: 28, until: 37 },
        Field { name: "resizePolicy", ty: Array(&Object(58)), named: "", since: 28, until: 37 },
        Field { name: "resources", ty: Object(152), named: "", since: 28, until: 37 },
        Field { name: "restartPolicy", ty: String, named: "v1.ContainerRestartPolicy", since: 28, until: 37 },
        Field { name: "restartPolicyRules", ty: Array(&Object(59)), named: "", since: 34, until: 37 },
        Field { name: "securityContext", ty: Object(161), named: "", since: 28, until: 37 },
        Field { name: "startupProbe", ty: Object(141), named: "", since: 28, until: 37 },
        Field { name: "stdin", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "stdinOnce", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "terminationMessagePath", ty: String, named: "", since: 28, until: 37 },
        Field { name: "terminationMessagePolicy", ty: String, named: "v1.TerminationMessagePolicy", since: 28, until: 37 },
        Field { name: "tty", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "volumeDevices", ty: Array(&Object(172)), named: "", since: 28, until: 37 },
        Field { name: "volumeMounts", ty: Array(&Object(175)), named: "", since: 28, until: 37 },
        Field { name: "workingDir", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 56: io.k8s.api.core.v1.ContainerExtendedResourceRequest
    ObjectType { go_name: "v1.ContainerExtendedResourceRequest", fields: &[
        Field { name: "containerName", ty: String, named: "", since: 34, until: 37 },
        Field { name: "requestName", ty: String, named: "", since: 34, until: 37 },
        Field { name: "resourceName", ty: String, named: "", since: 34, until: 37 },
    ] },
    // 57: io.k8s.api.core.v1.ContainerPort
    ObjectType { go_name: "v1.ContainerPort", fields: &[
        Field { name: "containerPort", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "hostIP", ty: String, named: "", since: 28, until: 37 },
        Field { name: "hostPort", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "protocol", ty: String, named: "v1.Protocol", since: 28, until: 37 },
    ] },
    // 58: io.k8s.api.core.v1.ContainerResizePolicy
    ObjectType { go_name: "v1.ContainerResizePolicy", fields: &[
        Field { name: "resourceName", ty: String, named: "v1.ResourceName", since: 28, until: 37 },
        Field { name: "restartPolicy", ty: String, named: "v1.ResourceResizeRestartPolicy", since: 28, until: 37 },
    ] },
    // 59: io.k8s.api.core.v1.ContainerRestartRule
    ObjectType { go_name: "v1.ContainerRestartRule", fields: &[
        Field { name: "action", ty: String, named: "v1.ContainerRestartRuleAction", since: 34, until: 37 },
        Field { name: "exitCodes", ty: Object(60), named: "", since: 34, until: 37 },
    ] },
    // 60: io.k8s.api.core.v1.ContainerRestartRuleOnExitCodes
    ObjectType { go_name: "v1.ContainerRestartRuleOnExitCodes", fields: &[
        Field { name: "operator", ty: String, named: "v1.ContainerRestartRuleOnExitCodesOperator", since: 34, until: 37 },
        Field { name: "values", ty: Array(&Int32), named: "", since: 34, until: 37 },
    ] },
    // 61: io.k8s.api.core.v1.ContainerState
    ObjectType { go_name: "v1.ContainerState", fields: &[
        Field { name: "running", ty: Object(62), named: "", since: 28, until: 37 },
        Field { name: "terminated", ty: Object(63), named: "", since: 28, until: 37 },
        Field { name: "waiting", ty: Object(64), named: "", since: 28, until: 37 },
    ] },
    // 62: io.k8s.api.core.v1.ContainerStateRunning
    ObjectType { go_name: "v1.ContainerStateRunning", fields: &[
        Field { name: "startedAt", ty: Time, named: "", since: 28, until: 37 },
    ] },
    // 63: io.k8s.api.core.v1.ContainerStateTerminated
    ObjectType { go_name: "v1.ContainerStateTerminated", fields: &[
        Field { name: "containerID", ty: String, named: "", since: 28, until: 37 },
        Field { name: "exitCode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "finishedAt", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "signal", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "startedAt", ty: Time, named: "", since: 28, until: 37 },
    ] },
    // 64: io.k8s.api.core.v1.ContainerStateWaiting
    ObjectType { go_name: "v1.ContainerStateWaiting", fields: &[
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 65: io.k8s.api.core.v1.ContainerStatus
    ObjectType { go_name: "v1.ContainerStatus", fields: &[
        Field { name: "allocatedResources", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 37 },
        Field { name: "allocatedResourcesStatus", ty: Array(&Object(153)), named: "", since: 31, until: 37 },
        Field { name: "containerID", ty: String, named: "", since: 28, until: 37 },
        Field { name: "image", ty: String, named: "", since: 28, until: 37 },
        Field { name: "imageID", ty: String, named: "", since: 28, until: 37 },
        Field { name: "lastState", ty: Object(61), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "ready", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "resources", ty: Object(152), named: "", since: 28, until: 37 },
        Field { name: "restartCount", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "started", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "state", ty: Object(61), named: "", since: 28, until: 37 },
        Field { name: "stopSignal", ty: String, named: "v1.Signal", since: 33, until: 37 },
        Field { name: "user", ty: Object(66), named: "", since: 31, until: 37 },
        Field { name: "volumeMounts", ty: Array(&Object(176)), named: "", since: 30, until: 37 },
    ] },
    // 66: io.k8s.api.core.v1.ContainerUser
    ObjectType { go_name: "v1.ContainerUser", fields: &[
        Field { name: "linux", ty: Object(97), named: "", since: 31, until: 37 },
    ] },
    // 67: io.k8s.api.core.v1.DownwardAPIProjection
    ObjectType { go_name: "v1.DownwardAPIProjection", fields: &[
        Field { name: "items", ty: Array(&Object(68)), named: "", since: 28, until: 37 },
    ] },
    // 68: io.k8s.api.core.v1.DownwardAPIVolumeFile
    ObjectType { go_name: "v1.DownwardAPIVolumeFile", fields: &[
        Field { name: "fieldRef", ty: Object(108), named: "", since: 28, until: 37 },
        Field { name: "mode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "resourceFieldRef", ty: Object(150), named: "", since: 28, until: 37 },
        Field { name: "user", ty: Int64, named: "", since: 37, until: 37 },
    ] },
    // 69: io.k8s.api.core.v1.DownwardAPIVolumeSource
    ObjectType { go_name: "v1.DownwardAPIVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "defaultUser", ty: Int64, named: "", since: 37, until: 37 },
        Field { name: "items", ty: Array(&Object(68)), named: "", since: 28, until: 37 },
    ] },
    // 70: io.k8s.api.core.v1.EmptyDirVolumeSource
    ObjectType { go_name: "v1.EmptyDirVolumeSource", fields: &[
        Field { name: "medium", ty: String, named: "v1.StorageMedium", since: 28, until: 37 },
        Field { name: "mode", ty: Int32, named: "", since: 37, until: 37 },
        Field { name: "sizeLimit", ty: Quantity, named: "", since: 28, until: 37 },
    ] },
    // 71: io.k8s.api.core.v1.EnvFromSource
    ObjectType { go_name: "v1.EnvFromSource", fields: &[
        Field { name: "configMapRef", ty: Object(51), named: "", since: 28, until: 37 },
        Field { name: "prefix", ty: String, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(157), named: "", since: 28, until: 37 },
    ] },
    // 72: io.k8s.api.core.v1.EnvVar
    ObjectType { go_name: "v1.EnvVar", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "value", ty: String, named: "", since: 28, until: 37 },
        Field { name: "valueFrom", ty: Object(73), named: "", since: 28, until: 37 },
    ] },
    // 73: io.k8s.api.core.v1.EnvVarSource
    ObjectType { go_name: "v1.EnvVarSource", fields: &[
        Field { name: "configMapKeyRef", ty: Object(52), named: "", since: 28, until: 37 },
        Field { name: "fieldRef", ty: Object(108), named: "", since: 28, until: 37 },
        Field { name: "fileKeyRef", ty: Object(79), named: "", since: 34, until: 37 },
        Field { name: "resourceFieldRef", ty: Object(150), named: "", since: 28, until: 37 },
        Field { name: "secretKeyRef", ty: Object(158), named: "", since: 28, until: 37 },
    ] },
    // 74: io.k8s.api.core.v1.EphemeralContainer
    ObjectType { go_name: "v1.EphemeralContainer", fields: &[
        Field { name: "args", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "command", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "env", ty: Array(&Object(72)), named: "", since: 28, until: 37 },
        Field { name: "envFrom", ty: Array(&Object(71)), named: "", since: 28, until: 37 },
        Field { name: "image", ty: String, named: "", since: 28, until: 37 },
        Field { name: "imagePullPolicy", ty: String, named: "v1.PullPolicy", since: 28, until: 37 },
        Field { name: "lifecycle", ty: Object(95), named: "", since: 28, until: 37 },
        Field { name: "livenessProbe", ty: Object(141), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "ports", ty: Array(&Object(57)), named: "", since: 28, until: 37 },
        Field { name: "readinessProbe", ty: Object(141), named: "", since: 28, until: 37 },
        Field { name: "resizePolicy", ty: Array(&Object(58)), named: "", since: 28, until: 37 },
        Field { name: "resources", ty: Object(152), named: "", since: 28, until: 37 },
        Field { name: "restartPolicy", ty: String, named: "v1.ContainerRestartPolicy", since: 28, until: 37 },
        Field { name: "restartPolicyRules", ty: Array(&Object(59)), named: "", since: 34, until: 37 },
        Field { name: "securityContext", ty: Object(161), named: "", since: 28, until: 37 },
        Field { name: "startupProbe", ty: Object(141), named: "", since: 28, until: 37 },
        Field { name: "stdin", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "stdinOnce", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "targetContainerName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "terminationMessagePath", ty: String, named: "", since: 28, until: 37 },
        Field { name: "terminationMessagePolicy", ty: String, named: "v1.TerminationMessagePolicy", since: 28, until: 37 },
        Field { name: "tty", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "volumeDevices", ty: Array(&Object(172)), named: "", since: 28, until: 37 },
        Field { name: "volumeMounts", ty: Array(&Object(175)), named: "", since: 28, until: 37 },
        Field { name: "workingDir", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 75: io.k8s.api.core.v1.EphemeralVolumeSource
    ObjectType { go_name: "v1.EphemeralVolumeSource", fields: &[
        Field { name: "volumeClaimTemplate", ty: Object(114), named: "", since: 28, until: 37 },
    ] },
    // 76: io.k8s.api.core.v1.EvictionResponder
    ObjectType { go_name: "v1.EvictionResponder", fields: &[
        Field { name: "name", ty: String, named: "", since: 37, until: 37 },
        Field { name: "priority", ty: Int32, named: "", since: 37, until: 37 },
    ] },
    // 77: io.k8s.api.core.v1.ExecAction
    ObjectType { go_name: "v1.ExecAction", fields: &[
        Field { name: "command", ty: Array(&String), named: "", since: 28, until: 37 },
    ] },
    // 78: io.k8s.api.core.v1.FCVolumeSource
    ObjectType { go_name: "v1.FCVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "lun", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "targetWWNs", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "wwids", ty: Array(&String), named: "", since: 28, until: 37 },
    ] },
    // 79: io.k8s.api.core.v1.FileKeySelector
    ObjectType { go_name: "v1.FileKeySelector", fields: &[
        Field { name: "key", ty: String, named: "", since: 34, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 34, until: 37 },
        Field { name: "path", ty: String, named: "", since: 34, until: 37 },
        Field { name: "volumeName", ty: String, named: "", since: 34, until: 37 },
    ] },
    // 80: io.k8s.api.core.v1.FlexVolumeSource
    ObjectType { go_name: "v1.FlexVolumeSource", fields: &[
        Field { name: "driver", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "options", ty: Map(&String), named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
    ] },
    // 81: io.k8s.api.core.v1.FlockerVolumeSource
    ObjectType { go_name: "v1.FlockerVolumeSource", fields: &[
        Field { name: "datasetName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "datasetUUID", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 82: io.k8s.api.core.v1.GCEPersistentDiskVolumeSource
    ObjectType { go_name: "v1.GCEPersistentDiskVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "partition", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "pdName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 83: io.k8s.api.core.v1.GRPCAction
    ObjectType { go_name: "v1.GRPCAction", fields: &[
        Field { name: "mode", ty: String, named: "", since: 37, until: 37 },
        Field { name: "port", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "service", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 84: io.k8s.api.core.v1.GitRepoVolumeSource
    ObjectType { go_name: "v1.GitRepoVolumeSource", fields: &[
        Field { name: "directory", ty: String, named: "", since: 28, until: 37 },
        Field { name: "repository", ty: String, named: "", since: 28, until: 37 },
        Field { name: "revision", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 85: io.k8s.api.core.v1.GlusterfsVolumeSource
    ObjectType { go_name: "v1.GlusterfsVolumeSource", fields: &[
        Field { name: "endpoints", ty: String, named: "", since: 28, until: 37 },
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 86: io.k8s.api.core.v1.HTTPGetAction
    ObjectType { go_name: "v1.HTTPGetAction", fields: &[
        Field { name: "host", ty: String, named: "", since: 28, until: 37 },
        Field { name: "httpHeaders", ty: Array(&Object(87)), named: "", since: 28, until: 37 },
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "port", ty: IntOrString, named: "", since: 28, until: 37 },
        Field { name: "protocol", ty: String, named: "", since: 37, until: 37 },
        Field { name: "scheme", ty: String, named: "v1.URIScheme", since: 28, until: 37 },
    ] },
    // 87: io.k8s.api.core.v1.HTTPHeader
    ObjectType { go_name: "v1.HTTPHeader", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "value", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 88: io.k8s.api.core.v1.HostAlias
    ObjectType { go_name: "v1.HostAlias", fields: &[
        Field { name: "hostnames", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "ip", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 89: io.k8s.api.core.v1.HostIP
    ObjectType { go_name: "v1.HostIP", fields: &[
        Field { name: "ip", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 90: io.k8s.api.core.v1.HostPathVolumeSource
    ObjectType { go_name: "v1.HostPathVolumeSource", fields: &[
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.HostPathType", since: 28, until: 37 },
    ] },
    // 91: io.k8s.api.core.v1.ISCSIVolumeSource
    ObjectType { go_name: "v1.ISCSIVolumeSource", fields: &[
        Field { name: "chapAuthDiscovery", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "chapAuthSession", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "initiatorName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "iqn", ty: String, named: "", since: 28, until: 37 },
        Field { name: "iscsiInterface", ty: String, named: "", since: 28, until: 37 },
        Field { name: "lun", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "portals", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "targetPortal", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 92: io.k8s.api.core.v1.ImageVolumeSource
    ObjectType { go_name: "v1.ImageVolumeSource", fields: &[
        Field { name: "pullPolicy", ty: String, named: "", since: 31, until: 37 },
        Field { name: "reference", ty: String, named: "", since: 31, until: 37 },
    ] },
    // 93: io.k8s.api.core.v1.ImageVolumeStatus
    ObjectType { go_name: "v1.ImageVolumeStatus", fields: &[
        Field { name: "imageRef", ty: String, named: "", since: 36, until: 37 },
    ] },
    // 94: io.k8s.api.core.v1.KeyToPath
    ObjectType { go_name: "v1.KeyToPath", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 37 },
        Field { name: "mode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "user", ty: Int64, named: "", since: 37, until: 37 },
    ] },
    // 95: io.k8s.api.core.v1.Lifecycle
    ObjectType { go_name: "v1.Lifecycle", fields: &[
        Field { name: "postStart", ty: Object(96), named: "", since: 28, until: 37 },
        Field { name: "preStop", ty: Object(96), named: "", since: 28, until: 37 },
        Field { name: "stopSignal", ty: String, named: "v1.Signal", since: 33, until: 37 },
    ] },
    // 96: io.k8s.api.core.v1.LifecycleHandler
    ObjectType { go_name: "v1.LifecycleHandler", fields: &[
        Field { name: "exec", ty: Object(77), named: "", since: 28, until: 37 },
        Field { name: "httpGet", ty: Object(86), named: "", since: 28, until: 37 },
        Field { name: "sleep", ty: Object(163), named: "", since: 29, until: 37 },
        Field { name: "tcpSocket", ty: Object(166), named: "", since: 28, until: 37 },
    ] },
    // 97: io.k8s.api.core.v1.LinuxContainerUser
    ObjectType { go_name: "v1.LinuxContainerUser", fields: &[
        Field { name: "gid", ty: Int64, named: "", since: 31, until: 37 },
        Field { name: "supplementalGroups", ty: Array(&Int64), named: "", since: 31, until: 37 },
        Field { name: "uid", ty: Int64, named: "", since: 31, until: 37 },
    ] },
    // 98: io.k8s.api.core.v1.LocalObjectReference
    ObjectType { go_name: "v1.LocalObjectReference", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 99: io.k8s.api.core.v1.ModifyVolumeStatus
    ObjectType { go_name: "v1.ModifyVolumeStatus", fields: &[
        Field { name: "status", ty: String, named: "", since: 29, until: 37 },
        Field { name: "targetVolumeAttributesClassName", ty: String, named: "", since: 29, until: 37 },
    ] },
    // 100: io.k8s.api.core.v1.NFSVolumeSource
    ObjectType { go_name: "v1.NFSVolumeSource", fields: &[
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "server", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 101: io.k8s.api.core.v1.NodeAffinity
    ObjectType { go_name: "v1.NodeAffinity", fields: &[
        Field { name: "preferredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(140)), named: "", since: 28, until: 37 },
        Field { name: "requiredDuringSchedulingIgnoredDuringExecution", ty: Object(105), named: "", since: 28, until: 37 },
    ] },
    // 102: io.k8s.api.core.v1.NodeAllocatableMappedResources
    ObjectType { go_name: "v1.NodeAllocatableMappedResources", fields: &[
        Field { name: "name", ty: String, named: "", since: 37, until: 37 },
        Field { name: "quantity", ty: Quantity, named: "", since: 37, until: 37 },
    ] },
    // 103: io.k8s.api.core.v1.NodeAllocatableOverheadResources
    ObjectType { go_name: "v1.NodeAllocatableOverheadResources", fields: &[
        Field { name: "name", ty: String, named: "", since: 37, until: 37 },
        Field { name: "perContainer", ty: Quantity, named: "", since: 37, until: 37 },
        Field { name: "perPod", ty: Quantity, named: "", since: 37, until: 37 },
    ] },
    // 104: io.k8s.api.core.v1.NodeAllocatableResourceClaimStatus
    ObjectType { go_name: "v1.NodeAllocatableResourceClaimStatus", fields: &[
        Field { name: "containers", ty: Array(&String), named: "", since: 36, until: 37 },
        Field { name: "mapping", ty: Array(&Object(102)), named: "", since: 37, until: 37 },
        Field { name: "overhead", ty: Array(&Object(103)), named: "", since: 37, until: 37 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 36, until: 37 },
        Field { name: "resources", ty: Map(&Quantity), named: "", since: 36, until: 36 },
    ] },
    // 105: io.k8s.api.core.v1.NodeSelector
    ObjectType { go_name: "v1.NodeSelector", fields: &[
        Field { name: "nodeSelectorTerms", ty: Array(&Object(107)), named: "", since: 28, until: 37 },
    ] },
    // 106: io.k8s.api.core.v1.NodeSelectorRequirement
    ObjectType { go_name: "v1.NodeSelectorRequirement", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 37 },
        Field { name: "operator", ty: String, named: "v1.NodeSelectorOperator", since: 28, until: 37 },
        Field { name: "values", ty: Array(&String), named: "", since: 28, until: 37 },
    ] },
    // 107: io.k8s.api.core.v1.NodeSelectorTerm
    ObjectType { go_name: "v1.NodeSelectorTerm", fields: &[
        Field { name: "matchExpressions", ty: Array(&Object(106)), named: "", since: 28, until: 37 },
        Field { name: "matchFields", ty: Array(&Object(106)), named: "", since: 28, until: 37 },
    ] },
    // 108: io.k8s.api.core.v1.ObjectFieldSelector
    ObjectType { go_name: "v1.ObjectFieldSelector", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fieldPath", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 109: io.k8s.api.core.v1.ObjectReference
    ObjectType { go_name: "v1.ObjectReference", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fieldPath", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "namespace", ty: String, named: "", since: 28, until: 37 },
        Field { name: "resourceVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "uid", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 110: io.k8s.api.core.v1.PersistentVolumeClaim
    ObjectType { go_name: "v1.PersistentVolumeClaim", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(112), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(113), named: "", since: 28, until: 37 },
    ] },
    // 111: io.k8s.api.core.v1.PersistentVolumeClaimCondition
    ObjectType { go_name: "v1.PersistentVolumeClaimCondition", fields: &[
        Field { name: "lastProbeTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.PersistentVolumeClaimConditionType", since: 28, until: 37 },
    ] },
    // 112: io.k8s.api.core.v1.PersistentVolumeClaimSpec
    ObjectType { go_name: "v1.PersistentVolumeClaimSpec", fields: &[
        Field { name: "accessModes", ty: Array(&String), named: "v1.PersistentVolumeAccessMode", since: 28, until: 37 },
        Field { name: "dataSource", ty: Object(169), named: "", since: 28, until: 37 },
        Field { name: "dataSourceRef", ty: Object(170), named: "", since: 28, until: 37 },
        Field { name: "resources", ty: Object(178), named: "", since: 28, until: 37 },
        Field { name: "selector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "storageClassName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "volumeAttributesClassName", ty: String, named: "", since: 29, until: 37 },
        Field { name: "volumeMode", ty: String, named: "v1.PersistentVolumeMode", since: 28, until: 37 },
        Field { name: "volumeName", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 113: io.k8s.api.core.v1.PersistentVolumeClaimStatus
    ObjectType { go_name: "v1.PersistentVolumeClaimStatus", fields: &[
        Field { name: "accessModes", ty: Array(&String), named: "v1.PersistentVolumeAccessMode", since: 28, until: 37 },
        Field { name: "allocatedResourceStatuses", ty: Map(&String), named: "", since: 28, until: 37 },
        Field { name: "allocatedResources", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 37 },
        Field { name: "capacity", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(111)), named: "", since: 28, until: 37 },
        Field { name: "currentVolumeAttributesClassName", ty: String, named: "", since: 29, until: 37 },
        Field { name: "healthStatus", ty: Object(174), named: "", since: 37, until: 37 },
        Field { name: "modifyVolumeStatus", ty: Object(99), named: "", since: 29, until: 37 },
        Field { name: "phase", ty: String, named: "v1.PersistentVolumeClaimPhase", since: 28, until: 37 },
    ] },
    // 114: io.k8s.api.core.v1.PersistentVolumeClaimTemplate
    ObjectType { go_name: "v1.PersistentVolumeClaimTemplate", fields: &[
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(112), named: "", since: 28, until: 37 },
    ] },
    // 115: io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource
    ObjectType { go_name: "v1.PersistentVolumeClaimVolumeSource", fields: &[
        Field { name: "claimName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 116: io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource
    ObjectType { go_name: "v1.PhotonPersistentDiskVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "pdID", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 117: io.k8s.api.core.v1.Pod
    ObjectType { go_name: "v1.Pod", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(134), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(135), named: "", since: 28, until: 37 },
    ] },
    // 118: io.k8s.api.core.v1.PodAffinity
    ObjectType { go_name: "v1.PodAffinity", fields: &[
        Field { name: "preferredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(181)), named: "", since: 28, until: 37 },
        Field { name: "requiredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(119)), named: "", since: 28, until: 37 },
    ] },
    // 119: io.k8s.api.core.v1.PodAffinityTerm
    ObjectType { go_name: "v1.PodAffinityTerm", fields: &[
        Field { name: "labelSelector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "matchLabelKeys", ty: Array(&String), named: "", since: 29, until: 37 },
        Field { name: "mismatchLabelKeys", ty: Array(&String), named: "", since: 29, until: 37 },
        Field { name: "namespaceSelector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "namespaces", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "topologyKey", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 120: io.k8s.api.core.v1.PodAntiAffinity
    ObjectType { go_name: "v1.PodAntiAffinity", fields: &[
        Field { name: "preferredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(181)), named: "", since: 28, until: 37 },
        Field { name: "requiredDuringSchedulingIgnoredDuringExecution", ty: Array(&Object(119)), named: "", since: 28, until: 37 },
    ] },
    // 121: io.k8s.api.core.v1.PodCertificateProjection
    ObjectType { go_name: "v1.PodCertificateProjection", fields: &[
        Field { name: "certificateChainPath", ty: String, named: "", since: 34, until: 37 },
        Field { name: "credentialBundlePath", ty: String, named: "", since: 34, until: 37 },
        Field { name: "keyPath", ty: String, named: "", since: 34, until: 37 },
        Field { name: "keyType", ty: String, named: "", since: 34, until: 37 },
        Field { name: "maxExpirationSeconds", ty: Int32, named: "", since: 34, until: 37 },
        Field { name: "signerName", ty: String, named: "", since: 34, until: 37 },
        Field { name: "user", ty: Int64, named: "", since: 37, until: 37 },
        Field { name: "userAnnotations", ty: Map(&String), named: "", since: 35, until: 37 },
    ] },
    // 122: io.k8s.api.core.v1.PodCondition
    ObjectType { go_name: "v1.PodCondition", fields: &[
        Field { name: "lastProbeTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 33, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.PodConditionType", since: 28, until: 37 },
    ] },
    // 123: io.k8s.api.core.v1.PodDNSConfig
    ObjectType { go_name: "v1.PodDNSConfig", fields: &[
        Field { name: "nameservers", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "options", ty: Array(&Object(124)), named: "", since: 28, until: 37 },
        Field { name: "searches", ty: Array(&String), named: "", since: 28, until: 37 },
    ] },
    // 124: io.k8s.api.core.v1.PodDNSConfigOption
    ObjectType { go_name: "v1.PodDNSConfigOption", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "value", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 125: io.k8s.api.core.v1.PodExtendedResourceClaimStatus
    ObjectType { go_name: "v1.PodExtendedResourceClaimStatus", fields: &[
        Field { name: "requestMappings", ty: Array(&Object(56)), named: "", since: 34, until: 37 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 34, until: 37 },
    ] },
    // 126: io.k8s.api.core.v1.PodIP
    ObjectType { go_name: "v1.PodIP", fields: &[
        Field { name: "ip", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 127: io.k8s.api.core.v1.PodOS
    ObjectType { go_name: "v1.PodOS", fields: &[
        Field { name: "name", ty: String, named: "v1.OSName", since: 28, until: 37 },
    ] },
    // 128: io.k8s.api.core.v1.PodReadinessGate
    ObjectType { go_name: "v1.PodReadinessGate", fields: &[
        Field { name: "conditionType", ty: String, named: "v1.PodConditionType", since: 28, until: 37 },
    ] },
    // 129: io.k8s.api.core.v1.PodResourceClaim
    ObjectType { go_name: "v1.PodResourceClaim", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 31, until: 37 },
        Field { name: "resourceClaimTemplateName", ty: String, named: "", since: 31, until: 37 },
        Field { name: "source", ty: Object(49), named: "", since: 28, until: 30 },
    ] },
    // 130: io.k8s.api.core.v1.PodResourceClaimStatus
    ObjectType { go_name: "v1.PodResourceClaimStatus", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 131: io.k8s.api.core.v1.PodSchedulingGate
    ObjectType { go_name: "v1.PodSchedulingGate", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 132: io.k8s.api.core.v1.PodSchedulingGroup
    ObjectType { go_name: "v1.PodSchedulingGroup", fields: &[
        Field { name: "podGroupName", ty: String, named: "", since: 36, until: 37 },
    ] },
    // 133: io.k8s.api.core.v1.PodSecurityContext
    ObjectType { go_name: "v1.PodSecurityContext", fields: &[
        Field { name: "appArmorProfile", ty: Object(42), named: "", since: 30, until: 37 },
        Field { name: "fsGroup", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "fsGroupChangePolicy", ty: String, named: "v1.PodFSGroupChangePolicy", since: 28, until: 37 },
        Field { name: "runAsGroup", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "runAsNonRoot", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "runAsUser", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "seLinuxChangePolicy", ty: String, named: "v1.PodSELinuxChangePolicy", since: 32, until: 37 },
        Field { name: "seLinuxOptions", ty: Object(154), named: "", since: 28, until: 37 },
        Field { name: "seccompProfile", ty: Object(156), named: "", since: 28, until: 37 },
        Field { name: "supplementalGroups", ty: Array(&Int64), named: "", since: 28, until: 37 },
        Field { name: "supplementalGroupsPolicy", ty: String, named: "v1.SupplementalGroupsPolicy", since: 31, until: 37 },
        Field { name: "sysctls", ty: Array(&Object(165)), named: "", since: 28, until: 37 },
        Field { name: "windowsOptions", ty: Object(182), named: "", since: 28, until: 37 },
    ] },
    // 134: io.k8s.api.core.v1.PodSpec
    ObjectType { go_name: "v1.PodSpec", fields: &[
        Field { name: "activeDeadlineSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "affinity", ty: Object(41), named: "", since: 28, until: 37 },
        Field { name: "automountServiceAccountToken", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "containers", ty: Array(&Object(55)), named: "", since: 28, until: 37 },
        Field { name: "dnsConfig", ty: Object(123), named: "", since: 28, until: 37 },
        Field { name: "dnsPolicy", ty: String, named: "v1.DNSPolicy", since: 28, until: 37 },
        Field { name: "enableServiceLinks", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "ephemeralContainers", ty: Array(&Object(74)), named: "", since: 28, until: 37 },
        Field { name: "evictionResponders", ty: Array(&Object(76)), named: "", since: 37, until: 37 },
        Field { name: "hostAliases", ty: Array(&Object(88)), named: "", since: 28, until: 37 },
        Field { name: "hostIPC", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "hostNetwork", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "hostPID", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "hostUsers", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "hostname", ty: String, named: "", since: 28, until: 37 },
        Field { name: "hostnameOverride", ty: String, named: "", since: 34, until: 37 },
        Field { name: "imagePullSecrets", ty: Array(&Object(98)), named: "", since: 28, until: 37 },
        Field { name: "initContainers", ty: Array(&Object(55)), named: "", since: 28, until: 37 },
        Field { name: "nodeName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "nodeSelector", ty: Map(&String), named: "", since: 28, until: 37 },
        Field { name: "os", ty: Object(127), named: "", since: 28, until: 37 },
        Field { name: "overhead", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 37 },
        Field { name: "preemptionPolicy", ty: String, named: "v1.PreemptionPolicy", since: 28, until: 37 },
        Field { name: "priority", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "priorityClassName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readinessGates", ty: Array(&Object(128)), named: "", since: 28, until: 37 },
        Field { name: "resourceClaims", ty: Array(&Object(129)), named: "", since: 28, until: 37 },
        Field { name: "resources", ty: Object(152), named: "", since: 32, until: 37 },
        Field { name: "restartPolicy", ty: String, named: "v1.RestartPolicy", since: 28, until: 37 },
        Field { name: "runtimeClassName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "schedulerName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "schedulingGates", ty: Array(&Object(131)), named: "", since: 28, until: 37 },
        Field { name: "schedulingGroup", ty: Object(132), named: "", since: 36, until: 37 },
        Field { name: "securityContext", ty: Object(133), named: "", since: 28, until: 37 },
        Field { name: "serviceAccount", ty: String, named: "", since: 28, until: 37 },
        Field { name: "serviceAccountName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "setHostnameAsFQDN", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "shareProcessNamespace", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "subdomain", ty: String, named: "", since: 28, until: 37 },
        Field { name: "terminationGracePeriodSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "tolerations", ty: Array(&Object(167)), named: "", since: 28, until: 37 },
        Field { name: "topologySpreadConstraints", ty: Array(&Object(168)), named: "", since: 28, until: 37 },
        Field { name: "volumes", ty: Array(&Object(171)), named: "", since: 28, until: 37 },
        Field { name: "workloadRef", ty: Object(183), named: "", since: 35, until: 35 },
    ] },
    // 135: io.k8s.api.core.v1.PodStatus
    ObjectType { go_name: "v1.PodStatus", fields: &[
        Field { name: "allocatedResources", ty: Map(&Quantity), named: "", since: 35, until: 37 },
        Field { name: "conditions", ty: Array(&Object(122)), named: "", since: 28, until: 37 },
        Field { name: "containerStatuses", ty: Array(&Object(65)), named: "", since: 28, until: 37 },
        Field { name: "ephemeralContainerStatuses", ty: Array(&Object(65)), named: "", since: 28, until: 37 },
        Field { name: "extendedResourceClaimStatus", ty: Object(125), named: "", since: 34, until: 37 },
        Field { name: "hostIP", ty: String, named: "", since: 28, until: 37 },
        Field { name: "hostIPs", ty: Array(&Object(89)), named: "", since: 28, until: 37 },
        Field { name: "initContainerStatuses", ty: Array(&Object(65)), named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "nodeAllocatableResourceClaimStatuses", ty: Array(&Object(104)), named: "", since: 36, until: 37 },
        Field { name: "nominatedNodeName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 33, until: 37 },
        Field { name: "phase", ty: String, named: "v1.PodPhase", since: 28, until: 37 },
        Field { name: "podIP", ty: String, named: "", since: 28, until: 37 },
        Field { name: "podIPs", ty: Array(&Object(126)), named: "", since: 28, until: 37 },
        Field { name: "qosClass", ty: String, named: "v1.PodQOSClass", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "resize", ty: String, named: "v1.PodResizeStatus", since: 28, until: 37 },
        Field { name: "resourceClaimStatuses", ty: Array(&Object(130)), named: "", since: 28, until: 37 },
        Field { name: "resources", ty: Object(152), named: "", since: 35, until: 37 },
        Field { name: "startTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "volumeHealth", ty: Array(&Object(138)), named: "", since: 37, until: 37 },
    ] },
    // 136: io.k8s.api.core.v1.PodTemplate
    ObjectType { go_name: "v1.PodTemplate", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
    ] },
    // 137: io.k8s.api.core.v1.PodTemplateSpec
    ObjectType { go_name: "v1.PodTemplateSpec", fields: &[
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(134), named: "", since: 28, until: 37 },
    ] },
    // 138: io.k8s.api.core.v1.PodVolumeHealth
    ObjectType { go_name: "v1.PodVolumeHealth", fields: &[
        Field { name: "healthConditions", ty: Array(&Object(173)), named: "", since: 37, until: 37 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 37, until: 37 },
        Field { name: "name", ty: String, named: "", since: 37, until: 37 },
    ] },
    // 139: io.k8s.api.core.v1.PortworxVolumeSource
    ObjectType { go_name: "v1.PortworxVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "volumeID", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 140: io.k8s.api.core.v1.PreferredSchedulingTerm
    ObjectType { go_name: "v1.PreferredSchedulingTerm", fields: &[
        Field { name: "preference", ty: Object(107), named: "", since: 28, until: 37 },
        Field { name: "weight", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 141: io.k8s.api.core.v1.Probe
    ObjectType { go_name: "v1.Probe", fields: &[
        Field { name: "exec", ty: Object(77), named: "", since: 28, until: 37 },
        Field { name: "failureThreshold", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "grpc", ty: Object(83), named: "", since: 28, until: 37 },
        Field { name: "httpGet", ty: Object(86), named: "", since: 28, until: 37 },
        Field { name: "initialDelaySeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "periodSeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "successThreshold", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "tcpSocket", ty: Object(166), named: "", since: 28, until: 37 },
        Field { name: "terminationGracePeriodSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "timeoutSeconds", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 142: io.k8s.api.core.v1.ProjectedVolumeSource
    ObjectType { go_name: "v1.ProjectedVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "defaultUser", ty: Int64, named: "", since: 37, until: 37 },
        Field { name: "sources", ty: Array(&Object(177)), named: "", since: 28, until: 37 },
    ] },
    // 143: io.k8s.api.core.v1.QuobyteVolumeSource
    ObjectType { go_name: "v1.QuobyteVolumeSource", fields: &[
        Field { name: "group", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "registry", ty: String, named: "", since: 28, until: 37 },
        Field { name: "tenant", ty: String, named: "", since: 28, until: 37 },
        Field { name: "user", ty: String, named: "", since: 28, until: 37 },
        Field { name: "volume", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 144: io.k8s.api.core.v1.RBDVolumeSource
    ObjectType { go_name: "v1.RBDVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "image", ty: String, named: "", since: 28, until: 37 },
        Field { name: "keyring", ty: String, named: "", since: 28, until: 37 },
        Field { name: "monitors", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "pool", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "user", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 145: io.k8s.api.core.v1.ReplicationController
    ObjectType { go_name: "v1.ReplicationController", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "metadata", ty: Object(193), named: "", since: 28, until: 37 },
        Field { name: "spec", ty: Object(147), named: "", since: 28, until: 37 },
        Field { name: "status", ty: Object(148), named: "", since: 28, until: 37 },
    ] },
    // 146: io.k8s.api.core.v1.ReplicationControllerCondition
    ObjectType { go_name: "v1.ReplicationControllerCondition", fields: &[
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "message", ty: String, named: "", since: 28, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 28, until: 37 },
        Field { name: "status", ty: String, named: "v1.ConditionStatus", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.ReplicationControllerConditionType", since: 28, until: 37 },
    ] },
    // 147: io.k8s.api.core.v1.ReplicationControllerSpec
    ObjectType { go_name: "v1.ReplicationControllerSpec", fields: &[
        Field { name: "minReadySeconds", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "selector", ty: Map(&String), named: "", since: 28, until: 37 },
        Field { name: "template", ty: Object(137), named: "", since: 28, until: 37 },
    ] },
    // 148: io.k8s.api.core.v1.ReplicationControllerStatus
    ObjectType { go_name: "v1.ReplicationControllerStatus", fields: &[
        Field { name: "availableReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "conditions", ty: Array(&Object(146)), named: "", since: 28, until: 37 },
        Field { name: "fullyLabeledReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "observedGeneration", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "readyReplicas", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "replicas", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 149: io.k8s.api.core.v1.ResourceClaim
    ObjectType { go_name: "v1.ResourceClaim", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "request", ty: String, named: "", since: 31, until: 37 },
    ] },
    // 150: io.k8s.api.core.v1.ResourceFieldSelector
    ObjectType { go_name: "v1.ResourceFieldSelector", fields: &[
        Field { name: "containerName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "divisor", ty: Quantity, named: "", since: 28, until: 37 },
        Field { name: "resource", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 151: io.k8s.api.core.v1.ResourceHealth
    ObjectType { go_name: "v1.ResourceHealth", fields: &[
        Field { name: "health", ty: String, named: "v1.ResourceHealthStatus", since: 31, until: 37 },
        Field { name: "message", ty: String, named: "", since: 36, until: 37 },
        Field { name: "resourceID", ty: String, named: "", since: 31, until: 37 },
    ] },
    // 152: io.k8s.api.core.v1.ResourceRequirements
    ObjectType { go_name: "v1.ResourceRequirements", fields: &[
        Field { name: "claims", ty: Array(&Object(149)), named: "", since: 28, until: 37 },
        Field { name: "limits", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 37 },
        Field { name: "requests", ty: Map(&Quantity), named: "v1.ResourceList", since: 28, until: 37 },
    ] },
    // 153: io.k8s.api.core.v1.ResourceStatus
    ObjectType { go_name: "v1.ResourceStatus", fields: &[
        Field { name: "name", ty: String, named: "v1.ResourceName", since: 31, until: 37 },
        Field { name: "resources", ty: Array(&Object(151)), named: "", since: 31, until: 37 },
    ] },
    // 154: io.k8s.api.core.v1.SELinuxOptions
    ObjectType { go_name: "v1.SELinuxOptions", fields: &[
        Field { name: "level", ty: String, named: "", since: 28, until: 37 },
        Field { name: "role", ty: String, named: "", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "", since: 28, until: 37 },
        Field { name: "user", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 155: io.k8s.api.core.v1.ScaleIOVolumeSource
    ObjectType { go_name: "v1.ScaleIOVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "gateway", ty: String, named: "", since: 28, until: 37 },
        Field { name: "protectionDomain", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "sslEnabled", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "storageMode", ty: String, named: "", since: 28, until: 37 },
        Field { name: "storagePool", ty: String, named: "", since: 28, until: 37 },
        Field { name: "system", ty: String, named: "", since: 28, until: 37 },
        Field { name: "volumeName", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 156: io.k8s.api.core.v1.SeccompProfile
    ObjectType { go_name: "v1.SeccompProfile", fields: &[
        Field { name: "localhostProfile", ty: String, named: "", since: 28, until: 37 },
        Field { name: "type", ty: String, named: "v1.SeccompProfileType", since: 28, until: 37 },
    ] },
    // 157: io.k8s.api.core.v1.SecretEnvSource
    ObjectType { go_name: "v1.SecretEnvSource", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 158: io.k8s.api.core.v1.SecretKeySelector
    ObjectType { go_name: "v1.SecretKeySelector", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 159: io.k8s.api.core.v1.SecretProjection
    ObjectType { go_name: "v1.SecretProjection", fields: &[
        Field { name: "items", ty: Array(&Object(94)), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
    ] },
    // 160: io.k8s.api.core.v1.SecretVolumeSource
    ObjectType { go_name: "v1.SecretVolumeSource", fields: &[
        Field { name: "defaultMode", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "defaultUser", ty: Int64, named: "", since: 37, until: 37 },
        Field { name: "items", ty: Array(&Object(94)), named: "", since: 28, until: 37 },
        Field { name: "optional", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretName", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 161: io.k8s.api.core.v1.SecurityContext
    ObjectType { go_name: "v1.SecurityContext", fields: &[
        Field { name: "allowPrivilegeEscalation", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "appArmorProfile", ty: Object(42), named: "", since: 30, until: 37 },
        Field { name: "capabilities", ty: Object(46), named: "", since: 28, until: 37 },
        Field { name: "privileged", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "procMount", ty: String, named: "v1.ProcMountType", since: 28, until: 37 },
        Field { name: "readOnlyRootFilesystem", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "runAsGroup", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "runAsNonRoot", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "runAsUser", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "seLinuxOptions", ty: Object(154), named: "", since: 28, until: 37 },
        Field { name: "seccompProfile", ty: Object(156), named: "", since: 28, until: 37 },
        Field { name: "windowsOptions", ty: Object(182), named: "", since: 28, until: 37 },
    ] },
    // 162: io.k8s.api.core.v1.ServiceAccountTokenProjection
    ObjectType { go_name: "v1.ServiceAccountTokenProjection", fields: &[
        Field { name: "audience", ty: String, named: "", since: 28, until: 37 },
        Field { name: "expirationSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "path", ty: String, named: "", since: 28, until: 37 },
        Field { name: "user", ty: Int64, named: "", since: 37, until: 37 },
    ] },
    // 163: io.k8s.api.core.v1.SleepAction
    ObjectType { go_name: "v1.SleepAction", fields: &[
        Field { name: "seconds", ty: Int64, named: "", since: 29, until: 37 },
    ] },
    // 164: io.k8s.api.core.v1.StorageOSVolumeSource
    ObjectType { go_name: "v1.StorageOSVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "secretRef", ty: Object(98), named: "", since: 28, until: 37 },
        Field { name: "volumeName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "volumeNamespace", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 165: io.k8s.api.core.v1.Sysctl
    ObjectType { go_name: "v1.Sysctl", fields: &[
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "value", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 166: io.k8s.api.core.v1.TCPSocketAction
    ObjectType { go_name: "v1.TCPSocketAction", fields: &[
        Field { name: "host", ty: String, named: "", since: 28, until: 37 },
        Field { name: "port", ty: IntOrString, named: "", since: 28, until: 37 },
    ] },
    // 167: io.k8s.api.core.v1.Toleration
    ObjectType { go_name: "v1.Toleration", fields: &[
        Field { name: "effect", ty: String, named: "v1.TaintEffect", since: 28, until: 37 },
        Field { name: "key", ty: String, named: "", since: 28, until: 37 },
        Field { name: "operator", ty: String, named: "v1.TolerationOperator", since: 28, until: 37 },
        Field { name: "tolerationSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "value", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 168: io.k8s.api.core.v1.TopologySpreadConstraint
    ObjectType { go_name: "v1.TopologySpreadConstraint", fields: &[
        Field { name: "labelSelector", ty: Object(190), named: "", since: 28, until: 37 },
        Field { name: "matchLabelKeys", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "maxSkew", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "minDomains", ty: Int32, named: "", since: 28, until: 37 },
        Field { name: "nodeAffinityPolicy", ty: String, named: "v1.NodeInclusionPolicy", since: 28, until: 37 },
        Field { name: "nodeTaintsPolicy", ty: String, named: "v1.NodeInclusionPolicy", since: 28, until: 37 },
        Field { name: "topologyKey", ty: String, named: "", since: 28, until: 37 },
        Field { name: "whenUnsatisfiable", ty: String, named: "v1.UnsatisfiableConstraintAction", since: 28, until: 37 },
    ] },
    // 169: io.k8s.api.core.v1.TypedLocalObjectReference
    ObjectType { go_name: "v1.TypedLocalObjectReference", fields: &[
        Field { name: "apiGroup", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 170: io.k8s.api.core.v1.TypedObjectReference
    ObjectType { go_name: "v1.TypedObjectReference", fields: &[
        Field { name: "apiGroup", ty: String, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "namespace", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 171: io.k8s.api.core.v1.Volume
    ObjectType { go_name: "v1.Volume", fields: &[
        Field { name: "awsElasticBlockStore", ty: Object(40), named: "", since: 28, until: 37 },
        Field { name: "azureDisk", ty: Object(43), named: "", since: 28, until: 37 },
        Field { name: "azureFile", ty: Object(44), named: "", since: 28, until: 37 },
        Field { name: "cephfs", ty: Object(47), named: "", since: 28, until: 37 },
        Field { name: "cinder", ty: Object(48), named: "", since: 28, until: 37 },
        Field { name: "configMap", ty: Object(54), named: "", since: 28, until: 37 },
        Field { name: "csi", ty: Object(45), named: "", since: 28, until: 37 },
        Field { name: "downwardAPI", ty: Object(69), named: "", since: 28, until: 37 },
        Field { name: "emptyDir", ty: Object(70), named: "", since: 28, until: 37 },
        Field { name: "ephemeral", ty: Object(75), named: "", since: 28, until: 37 },
        Field { name: "fc", ty: Object(78), named: "", since: 28, until: 37 },
        Field { name: "flexVolume", ty: Object(80), named: "", since: 28, until: 37 },
        Field { name: "flocker", ty: Object(81), named: "", since: 28, until: 37 },
        Field { name: "gcePersistentDisk", ty: Object(82), named: "", since: 28, until: 37 },
        Field { name: "gitRepo", ty: Object(84), named: "", since: 28, until: 37 },
        Field { name: "glusterfs", ty: Object(85), named: "", since: 28, until: 37 },
        Field { name: "hostPath", ty: Object(90), named: "", since: 28, until: 37 },
        Field { name: "image", ty: Object(92), named: "", since: 31, until: 37 },
        Field { name: "iscsi", ty: Object(91), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "nfs", ty: Object(100), named: "", since: 28, until: 37 },
        Field { name: "persistentVolumeClaim", ty: Object(115), named: "", since: 28, until: 37 },
        Field { name: "photonPersistentDisk", ty: Object(116), named: "", since: 28, until: 37 },
        Field { name: "portworxVolume", ty: Object(139), named: "", since: 28, until: 37 },
        Field { name: "projected", ty: Object(142), named: "", since: 28, until: 37 },
        Field { name: "quobyte", ty: Object(143), named: "", since: 28, until: 37 },
        Field { name: "rbd", ty: Object(144), named: "", since: 28, until: 37 },
        Field { name: "scaleIO", ty: Object(155), named: "", since: 28, until: 37 },
        Field { name: "secret", ty: Object(160), named: "", since: 28, until: 37 },
        Field { name: "storageos", ty: Object(164), named: "", since: 28, until: 37 },
        Field { name: "vsphereVolume", ty: Object(180), named: "", since: 28, until: 37 },
    ] },
    // 172: io.k8s.api.core.v1.VolumeDevice
    ObjectType { go_name: "v1.VolumeDevice", fields: &[
        Field { name: "devicePath", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 173: io.k8s.api.core.v1.VolumeHealthCondition
    ObjectType { go_name: "v1.VolumeHealthCondition", fields: &[
        Field { name: "message", ty: String, named: "", since: 37, until: 37 },
        Field { name: "reason", ty: String, named: "", since: 37, until: 37 },
        Field { name: "status", ty: String, named: "", since: 37, until: 37 },
    ] },
    // 174: io.k8s.api.core.v1.VolumeHealthStatus
    ObjectType { go_name: "v1.VolumeHealthStatus", fields: &[
        Field { name: "healthConditions", ty: Array(&Object(173)), named: "", since: 37, until: 37 },
        Field { name: "lastTransitionTime", ty: Time, named: "", since: 37, until: 37 },
    ] },
    // 175: io.k8s.api.core.v1.VolumeMount
    ObjectType { go_name: "v1.VolumeMount", fields: &[
        Field { name: "bindMountOptions", ty: Array(&String), named: "", since: 37, until: 37 },
        Field { name: "mountPath", ty: String, named: "", since: 28, until: 37 },
        Field { name: "mountPropagation", ty: String, named: "v1.MountPropagationMode", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "recursiveReadOnly", ty: String, named: "v1.RecursiveReadOnlyMode", since: 30, until: 37 },
        Field { name: "subPath", ty: String, named: "", since: 28, until: 37 },
        Field { name: "subPathExpr", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 176: io.k8s.api.core.v1.VolumeMountStatus
    ObjectType { go_name: "v1.VolumeMountStatus", fields: &[
        Field { name: "mountPath", ty: String, named: "", since: 30, until: 37 },
        Field { name: "name", ty: String, named: "", since: 30, until: 37 },
        Field { name: "readOnly", ty: Boolean, named: "", since: 30, until: 37 },
        Field { name: "recursiveReadOnly", ty: String, named: "v1.RecursiveReadOnlyMode", since: 30, until: 37 },
        Field { name: "volumeStatus", ty: Object(179), named: "", since: 36, until: 37 },
    ] },
    // 177: io.k8s.api.core.v1.VolumeProjection
    ObjectType { go_name: "v1.VolumeProjection", fields: &[
        Field { name: "clusterTrustBundle", ty: Object(50), named: "", since: 29, until: 37 },
        Field { name: "configMap", ty: Object(53), named: "", since: 28, until: 37 },
        Field { name: "downwardAPI", ty: Object(67), named: "", since: 28, until: 37 },
        Field { name: "podCertificate", ty: Object(121), named: "", since: 34, until: 37 },
        Field { name: "secret", ty: Object(159), named: "", since: 28, until: 37 },
        Field { name: "serviceAccountToken", ty: Object(162), named: "", since: 28, until: 37 },
    ] },
    // 178: io.k8s.api.core.v1.VolumeResourceRequirements
    ObjectType { go_name: "v1.VolumeResourceRequirements", fields: &[
        Field { name: "limits", ty: Map(&Quantity), named: "v1.ResourceList", since: 29, until: 37 },
        Field { name: "requests", ty: Map(&Quantity), named: "v1.ResourceList", since: 29, until: 37 },
    ] },
    // 179: io.k8s.api.core.v1.VolumeStatus
    ObjectType { go_name: "v1.VolumeStatus", fields: &[
        Field { name: "image", ty: Object(93), named: "", since: 36, until: 37 },
    ] },
    // 180: io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource
    ObjectType { go_name: "v1.VsphereVirtualDiskVolumeSource", fields: &[
        Field { name: "fsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "storagePolicyID", ty: String, named: "", since: 28, until: 37 },
        Field { name: "storagePolicyName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "volumePath", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 181: io.k8s.api.core.v1.WeightedPodAffinityTerm
    ObjectType { go_name: "v1.WeightedPodAffinityTerm", fields: &[
        Field { name: "podAffinityTerm", ty: Object(119), named: "", since: 28, until: 37 },
        Field { name: "weight", ty: Int32, named: "", since: 28, until: 37 },
    ] },
    // 182: io.k8s.api.core.v1.WindowsSecurityContextOptions
    ObjectType { go_name: "v1.WindowsSecurityContextOptions", fields: &[
        Field { name: "gmsaCredentialSpec", ty: String, named: "", since: 28, until: 37 },
        Field { name: "gmsaCredentialSpecName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "hostProcess", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "runAsUserName", ty: String, named: "", since: 28, until: 37 },
    ] },
    // 183: io.k8s.api.core.v1.WorkloadReference
    ObjectType { go_name: "v1.WorkloadReference", fields: &[
        Field { name: "name", ty: String, named: "", since: 35, until: 35 },
        Field { name: "podGroup", ty: String, named: "", since: 35, until: 35 },
        Field { name: "podGroupReplicaKey", ty: String, named: "", since: 35, until: 35 },
    ] },
    // 184: io.k8s.api.scheduling.v1alpha3.TopologyConstraint
    ObjectType { go_name: "v1alpha3.TopologyConstraint", fields: &[
        Field { name: "key", ty: String, named: "", since: 37, until: 37 },
    ] },
    // 185: io.k8s.api.scheduling.v1alpha3.WorkloadPodGroupDisruptionMode
    ObjectType { go_name: "v1alpha3.WorkloadPodGroupDisruptionMode", fields: &[
        Field { name: "all", ty: Any, named: "", since: 37, until: 37 },
        Field { name: "single", ty: Any, named: "", since: 37, until: 37 },
    ] },
    // 186: io.k8s.api.scheduling.v1alpha3.WorkloadPodGroupGangSchedulingPolicy
    ObjectType { go_name: "v1alpha3.WorkloadPodGroupGangSchedulingPolicy", fields: &[
        Field { name: "minCount", ty: Int32, named: "", since: 37, until: 37 },
    ] },
    // 187: io.k8s.api.scheduling.v1alpha3.WorkloadPodGroupResourceClaim
    ObjectType { go_name: "v1alpha3.WorkloadPodGroupResourceClaim", fields: &[
        Field { name: "name", ty: String, named: "", since: 37, until: 37 },
        Field { name: "resourceClaimName", ty: String, named: "", since: 37, until: 37 },
        Field { name: "resourceClaimTemplateName", ty: String, named: "", since: 37, until: 37 },
    ] },
    // 188: io.k8s.api.scheduling.v1alpha3.WorkloadPodGroupSchedulingConstraints
    ObjectType { go_name: "v1alpha3.WorkloadPodGroupSchedulingConstraints", fields: &[
        Field { name: "topology", ty: Array(&Object(184)), named: "", since: 37, until: 37 },
    ] },
    // 189: io.k8s.api.scheduling.v1alpha3.WorkloadPodGroupSchedulingPolicy
    ObjectType { go_name: "v1alpha3.WorkloadPodGroupSchedulingPolicy", fields: &[
        Field { name: "basic", ty: Any, named: "", since: 37, until: 37 },
        Field { name: "gang", ty: Object(186), named: "", since: 37, until: 37 },
    ] },
    // 190: io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector
    ObjectType { go_name: "v1.LabelSelector", fields: &[
        Field { name: "matchExpressions", ty: Array(&Object(191)), named: "", since: 28, until: 37 },
        Field { name: "matchLabels", ty: Map(&String), named: "", since: 28, until: 37 },
    ] },
    // 191: io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement
    ObjectType { go_name: "v1.LabelSelectorRequirement", fields: &[
        Field { name: "key", ty: String, named: "", since: 28, until: 37 },
        Field { name: "operator", ty: String, named: "v1.LabelSelectorOperator", since: 28, until: 37 },
        Field { name: "values", ty: Array(&String), named: "", since: 28, until: 37 },
    ] },
    // 192: io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry
    ObjectType { go_name: "v1.ManagedFieldsEntry", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fieldsType", ty: String, named: "", since: 28, until: 37 },
        Field { name: "fieldsV1", ty: Any, named: "", since: 28, until: 37 },
        Field { name: "manager", ty: String, named: "", since: 28, until: 37 },
        Field { name: "operation", ty: String, named: "v1.ManagedFieldsOperationType", since: 28, until: 37 },
        Field { name: "subresource", ty: String, named: "", since: 28, until: 37 },
        Field { name: "time", ty: Time, named: "", since: 28, until: 37 },
    ] },
    // 193: io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
    ObjectType { go_name: "v1.ObjectMeta", fields: &[
        Field { name: "annotations", ty: Map(&String), named: "", since: 28, until: 37 },
        Field { name: "creationTimestamp", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "deletionGracePeriodSeconds", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "deletionTimestamp", ty: Time, named: "", since: 28, until: 37 },
        Field { name: "finalizers", ty: Array(&String), named: "", since: 28, until: 37 },
        Field { name: "generateName", ty: String, named: "", since: 28, until: 37 },
        Field { name: "generation", ty: Int64, named: "", since: 28, until: 37 },
        Field { name: "labels", ty: Map(&String), named: "", since: 28, until: 37 },
        Field { name: "managedFields", ty: Array(&Object(192)), named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "namespace", ty: String, named: "", since: 28, until: 37 },
        Field { name: "ownerReferences", ty: Array(&Object(194)), named: "", since: 28, until: 37 },
        Field { name: "resourceVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "selfLink", ty: String, named: "", since: 28, until: 37 },
        Field { name: "uid", ty: String, named: "types.UID", since: 28, until: 37 },
    ] },
    // 194: io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference
    ObjectType { go_name: "v1.OwnerReference", fields: &[
        Field { name: "apiVersion", ty: String, named: "", since: 28, until: 37 },
        Field { name: "blockOwnerDeletion", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "controller", ty: Boolean, named: "", since: 28, until: 37 },
        Field { name: "kind", ty: String, named: "", since: 28, until: 37 },
        Field { name: "name", ty: String, named: "", since: 28, until: 37 },
        Field { name: "uid", ty: String, named: "types.UID", since: 28, until: 37 },
    ] },
];

/// The root object type of each kind podsim reads, sorted by kind.
pub(super) static ROOTS: &[(&str, usize)] = &[
    ("CronJob", 24),
    ("DaemonSet", 0),
    ("Deployment", 5),
    ("Job", 27),
    ("Pod", 117),
    ("PodTemplate", 136),
    ("ReplicaSet", 10),
    ("ReplicationController", 145),
    ("StatefulSet", 17),
];
