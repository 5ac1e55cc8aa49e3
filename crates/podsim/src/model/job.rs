//! The Job that created the simulated Pod: the parts of its spec the Job controller acts on.

/// `spec` of the Job (or of a CronJob's `jobTemplate`) whose pod template is simulated.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct JobSpec {
    /// `spec.backoffLimit` (the API server defaults it to 6).
    pub backoff_limit: Option<i64>,
    /// `spec.activeDeadlineSeconds`, counted from the Job's `status.startTime`.
    pub active_deadline_seconds: Option<i64>,
    /// `spec.podFailurePolicy.rules`, in order.
    pub pod_failure_policy: Vec<PodFailurePolicyRule>,
}

/// The backoff limit the API server stores when the Job leaves it out. // batch: SetDefaults_Job
pub const DEFAULT_BACKOFF_LIMIT: i64 = 6;

impl JobSpec {
    /// `spec.backoffLimit` as the API server stores it.
    pub fn backoff_limit_or_default(&self) -> i64 {
        self.backoff_limit.unwrap_or(DEFAULT_BACKOFF_LIMIT)
    }
}

/// One `spec.podFailurePolicy.rules[*]` entry.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodFailurePolicyRule {
    /// `action`: `FailJob`, `Ignore`, `Count` or `FailIndex`.
    pub action: String,
    /// `onExitCodes`.
    pub on_exit_codes: Option<OnExitCodes>,
    /// `onPodConditions[*]`: (type, status) pairs.
    pub on_pod_conditions: Vec<(String, String)>,
}

/// `onExitCodes` of a pod failure policy rule.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OnExitCodes {
    /// `containerName` (any container when absent).
    pub container_name: Option<String>,
    /// `operator`: `In` or `NotIn`.
    pub operator: String,
    /// `values`.
    pub values: Vec<i64>,
}
