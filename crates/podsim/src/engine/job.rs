//! The Job controller's side of a Job's Pod: `backoffLimit`, the Job's `activeDeadlineSeconds`
//! and `podFailurePolicy` end the Job, and the controller deletes the Pod if it is still active.
//! podsim simulates one Pod, so what the controller does beyond it (a replacement Pod, the Job's
//! conditions and events) is said in the run's notes.
// job controller: syncJob, pastBackoffLimitOnFailure, pastActiveDeadline, deleteActivePods
// (job_controller.go), matchPodFailurePolicy (pod_failure_policy.go)

use super::clock::SimTime;
use super::said::{JobFailure, Note, Said};
use super::timeline::FactKind;
use super::world::{Ev, World};
use crate::model::{ContainerStatus, JobSpec, PodStatus};
use crate::spec::{OnExitCodes, PodFailurePolicyAction, PodFailureRule};
use crate::status::PodPhase;

/// Why the Job controller fails the Job while its Pod may still be active.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JobCause {
    /// restartPolicy OnFailure: the container restarts of the Pod reached `backoffLimit`.
    BackoffLimit { restarts: i64 },
    /// The Job's own `activeDeadlineSeconds` passed.
    Deadline,
}

/// The controller's sync after a Pod update comes one batch period later. // syncJobBatchPeriod
const JOB_SYNC_BATCH_MS: u64 = 1_000;

/// `podFailurePolicy` rule actions that decide what a failed Pod means for the Job.
enum PolicyVerdict {
    FailJob(String),
    Ignore(usize),
    Count,
}

impl World {
    /// Queues the Job's own deadline, counted from the Job's `status.startTime` (the controller
    /// sets it in the sync that creates the Pod, so at the Pod's creation here).
    pub(crate) fn schedule_job_deadline(&mut self) {
        let seconds = self.pod.job.as_ref().and_then(|j| j.active_deadline_seconds).filter(|s| *s > 0);
        if let Some(seconds) = seconds.and_then(|s| u64::try_from(s).ok()) {
            self.queue.push(seconds.saturating_mul(1000), Ev::Job(JobCause::Deadline));
        }
    }

    /// Looks at the Pod as the API shows it now, as the Job controller would after a Pod update.
    pub(crate) fn observe_job(&mut self) {
        let Some(job) = self.pod.job.clone() else { return };
        if self.job_failed || self.job_counted {
            return;
        }
        let Some((phase, status)) = self.snapshots.last().and_then(|s| Some((s.phase, s.pod.status.clone()?))) else {
            return;
        };
        match phase {
            PodPhase::Running | PodPhase::Pending => self.check_restarts(&job, &status),
            PodPhase::Failed => {
                self.job_counted = true;
                self.count_failed_pod(&job, &status);
            }
            PodPhase::Succeeded => self.job_counted = true,
            PodPhase::Unknown => {}
        }
    }

    /// restartPolicy OnFailure: the sum of the restart counts of init and regular containers
    /// reaching `backoffLimit` (any restart when it is 0) fails the Job.
    // job controller: pastBackoffLimitOnFailure
    fn check_restarts(&mut self, job: &JobSpec, status: &PodStatus) {
        if self.job_sync_queued || self.restart_policy != crate::spec::RestartPolicy::OnFailure {
            return;
        }
        let restarts: i64 =
            status.init_container_statuses.iter().chain(&status.container_statuses).map(|c| c.restart_count).sum();
        let limit = job.backoff_limit_or_default();
        let past = if limit == 0 { restarts > 0 } else { restarts >= limit };
        if past {
            self.job_sync_queued = true;
            let at = self.now.saturating_add(self.job_sync_ms());
            self.queue.push(at, Ev::Job(JobCause::BackoffLimit { restarts }));
        }
    }

    fn job_sync_ms(&self) -> u64 {
        if self.ideal { 0 } else { JOB_SYNC_BATCH_MS }
    }

    /// The controller fails the Job and deletes the Pod if it is still active (not terminal,
    /// not being deleted), with the Pod's own grace period.
    // job controller: syncJob (newFailureCondition, deleteActivePods)
    pub(crate) fn on_job_cause(&mut self, cause: JobCause) {
        let phase = self.snapshots.last().map(|s| s.phase);
        if self.job_failed || self.job_counted || phase == Some(PodPhase::Succeeded) {
            // The Job already ended, or this Pod's end was already counted (see the notes).
            return;
        }
        let Some(job) = self.pod.job.clone() else { return };
        self.job_failed = true;
        let active = !self.removed && self.deletion.is_none() && !phase.is_some_and(PodPhase::is_terminal);
        let grace = self.pod.spec.grace_period_or_default().max(0);
        let (reason, message) = cause_words(cause);
        let note = Note::JobFails {
            at_ms: self.now,
            cause: failure(cause, &job),
            reason,
            message,
            deletes: active.then_some(grace),
        };
        self.job_notes.push(note);
        if active {
            let fact = self.fact(None, FactKind::Action);
            fact.message = Some(format!("delete (Job controller: {reason})"));
            fact.why = World::why(
                Said::JobDeletesPod { reason, message },
                "job controller: syncJob (deleteActivePods)",
            );
            self.delete_pod(None);
        }
    }

    /// The Pod ended Failed: the controller matches `podFailurePolicy`, then counts the failure
    /// toward `backoffLimit`; a Job that goes on gets a new Pod, which podsim does not simulate.
    // job controller: syncJob (getFailJobMessage, nonIgnoredFailedPodsCount, exceedsBackoffLimit)
    fn count_failed_pod(&mut self, job: &JobSpec, status: &PodStatus) {
        let at_ms = self.now.saturating_add(self.job_sync_ms());
        let namespace = super::world::namespace_of(&self.pod);
        let name = self.pod_name();
        let limit = job.backoff_limit_or_default();
        let note = match policy_verdict(&self.pod_failure_policy, status, &namespace, &name) {
            PolicyVerdict::FailJob(message) => {
                self.job_failed = true;
                Note::JobFailedByPolicy { at_ms, message }
            }
            PolicyVerdict::Ignore(index) => Note::JobIgnoresPod { at_ms, index },
            PolicyVerdict::Count if limit < 1 => {
                self.job_failed = true;
                Note::JobBackoffLimitExceeded { at_ms, limit }
            }
            PolicyVerdict::Count => Note::JobCountsPod { at_ms, limit },
        };
        self.job_notes.push(note);
        self.note_job_deadline_ahead(job, at_ms);
    }

    /// The Job goes on with a new Pod: its own deadline still ends it later.
    fn note_job_deadline_ahead(&mut self, job: &JobSpec, after_ms: SimTime) {
        let deadline_ms = job.active_deadline_seconds.and_then(|s| u64::try_from(s).ok()).map(|s| s * 1000);
        let Some(deadline_ms) = deadline_ms.filter(|d| !self.job_failed && *d > after_ms) else { return };
        self.job_notes.push(Note::JobDeadlineAhead { at_ms: deadline_ms });
    }
}

fn cause_words(cause: JobCause) -> (&'static str, &'static str) {
    match cause {
        JobCause::BackoffLimit { .. } => ("BackoffLimitExceeded", "Job has reached the specified backoff limit"),
        JobCause::Deadline => ("DeadlineExceeded", "Job was active longer than specified deadline"),
    }
}

/// Why the controller fails the Job, with the Job's numbers.
fn failure(cause: JobCause, job: &JobSpec) -> JobFailure {
    match cause {
        JobCause::BackoffLimit { restarts } => JobFailure::BackoffLimit { restarts, limit: job.backoff_limit_or_default() },
        JobCause::Deadline => JobFailure::Deadline { seconds: job.active_deadline_seconds.unwrap_or(0) },
    }
}

/// The first rule of the policy that matches the failed Pod. // job controller: matchPodFailurePolicy
fn policy_verdict(rules: &[PodFailureRule], status: &PodStatus, namespace: &str, name: &str) -> PolicyVerdict {
    for (index, rule) in rules.iter().enumerate() {
        // A rule whose action the API server refuses is passed over.
        let Some(action) = rule.action else { continue };
        let matched = if let Some(codes) = &rule.on_exit_codes {
            matching_container(status, codes).map(|(container, code)| {
                format!(
                    "Container {container} for pod {namespace}/{name} failed with exit code {code} matching {action} rule \
                     at index {index}"
                )
            })
        } else {
            matching_condition(status, &rule.on_pod_conditions).map(|condition| {
                format!("Pod {namespace}/{name} has condition {condition} matching {action} rule at index {index}")
            })
        };
        let Some(message) = matched else { continue };
        match action {
            PodFailurePolicyAction::FailJob => return PolicyVerdict::FailJob(message),
            PodFailurePolicyAction::Ignore => return PolicyVerdict::Ignore(index),
            PodFailurePolicyAction::Count => return PolicyVerdict::Count,
            // Not modelled (an indexed Job's per-index back-off): passed over.
            PodFailurePolicyAction::FailIndex => {}
        }
    }
    PolicyVerdict::Count
}

/// The first terminated container (regular, then init) with a non-zero exit code the rule names.
// job controller: matchOnExitCodes, getMatchingContainerFromList, isOnExitCodesOperatorMatching
fn matching_container(status: &PodStatus, codes: &OnExitCodes) -> Option<(String, i64)> {
    let matches = |c: &&std::rc::Rc<ContainerStatus>| {
        c.state.terminated.as_ref().map(|t| t.exit_code).is_some_and(|code| code != 0 && codes.matches(&c.name, code))
    };
    let found =
        status.container_statuses.iter().find(matches).or_else(|| status.init_container_statuses.iter().find(matches));
    found.and_then(|c| Some((c.name.clone(), c.state.terminated.as_ref()?.exit_code)))
}

/// The first condition of the Pod that one of the patterns names. // job controller: matchOnPodConditions
fn matching_condition(status: &PodStatus, patterns: &[(String, String)]) -> Option<String> {
    status
        .conditions
        .iter()
        .find(|c| patterns.iter().any(|(kind, state)| *kind == c.condition_type && *state == c.status))
        .map(|c| c.condition_type.clone())
}
