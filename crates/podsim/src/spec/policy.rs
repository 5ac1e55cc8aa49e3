//! Restart policies and restart rules: when the kubelet starts an exited container again.

use std::fmt;

use crate::model::ContainerRestartRule;

/// The Pod's `restartPolicy` (upstream `v1.RestartPolicy`); `Always` when absent or unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RestartPolicy {
    /// Every exit is followed by a restart (the default).
    #[default]
    Always,
    /// A non-zero exit is followed by a restart.
    OnFailure,
    /// No exit is followed by a restart.
    Never,
}

impl RestartPolicy {
    /// Reads the field after defaulting: absent or unknown is the default `Always`
    /// (apis/core/v1: SetDefaults_PodSpec).
    pub fn read(word: Option<&str>) -> RestartPolicy {
        match word {
            Some("OnFailure") => RestartPolicy::OnFailure,
            Some("Never") => RestartPolicy::Never,
            _ => RestartPolicy::Always,
        }
    }

    /// The API's word.
    pub fn as_str(self) -> &'static str {
        match self {
            RestartPolicy::Always => "Always",
            RestartPolicy::OnFailure => "OnFailure",
            RestartPolicy::Never => "Never",
        }
    }

    /// Is a container that exited with `exit_code` started again? // podutil: ContainerShouldRestart
    pub fn restarts_after(self, exit_code: i64) -> bool {
        match self {
            RestartPolicy::Always => true,
            RestartPolicy::OnFailure => exit_code != 0,
            RestartPolicy::Never => false,
        }
    }
}

impl fmt::Display for RestartPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A container's own `restartPolicy` (upstream `v1.ContainerRestartPolicy`): `Always` makes an
/// init container a sidecar; with ContainerRestartRules (1.34+) any container may set any of the
/// three, and it then overrides the Pod's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContainerRestartPolicy {
    /// `Always`.
    Always,
    /// `OnFailure` (ContainerRestartRules).
    OnFailure,
    /// `Never` (ContainerRestartRules).
    Never,
}

impl ContainerRestartPolicy {
    /// Reads the field; it has no default (absent: the Pod's policy applies), so an unknown word
    /// is read as absent.
    pub fn parse(word: &str) -> Option<ContainerRestartPolicy> {
        match word {
            "Always" => Some(ContainerRestartPolicy::Always),
            "OnFailure" => Some(ContainerRestartPolicy::OnFailure),
            "Never" => Some(ContainerRestartPolicy::Never),
            _ => None,
        }
    }

    /// The Pod-level policy with the same restarts.
    pub fn as_pod_policy(self) -> RestartPolicy {
        match self {
            ContainerRestartPolicy::Always => RestartPolicy::Always,
            ContainerRestartPolicy::OnFailure => RestartPolicy::OnFailure,
            ContainerRestartPolicy::Never => RestartPolicy::Never,
        }
    }
}

/// `restartPolicyRules[*].exitCodes.operator` and a Job's `podFailurePolicy` `onExitCodes.operator`
/// (upstream `v1.ContainerRestartRuleOnExitCodesOperator`, `batch/v1.PodFailurePolicyOnExitCodesOperator`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitCodeOperator {
    /// The exit code is one of the values.
    In,
    /// The exit code is none of the values.
    NotIn,
}

impl ExitCodeOperator {
    /// Reads `In` or `NotIn`; any other word (refused by the API server) is `None`.
    pub fn parse(word: &str) -> Option<ExitCodeOperator> {
        match word {
            "In" => Some(ExitCodeOperator::In),
            "NotIn" => Some(ExitCodeOperator::NotIn),
            _ => None,
        }
    }
}

/// A rule's `action` (upstream `v1.ContainerRestartRuleAction`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleAction {
    /// `Restart`: the container alone is started again (ContainerRestartRules, 1.34+).
    Restart,
    /// `RestartAllContainers`: the kubelet restarts the whole Pod in place
    /// (RestartAllContainersOnContainerExits, beta and on from 1.36).
    RestartAllContainers,
    /// Any other word (only a refused Pod has one): the rule restarts nothing.
    Other,
}

impl RuleAction {
    /// Reads the field.
    pub fn read(word: Option<&str>) -> RuleAction {
        match word {
            Some(crate::model::RESTART_ACTION) => RuleAction::Restart,
            Some(crate::model::RESTART_ALL_CONTAINERS_ACTION) => RuleAction::RestartAllContainers,
            _ => RuleAction::Other,
        }
    }
}

/// One of `restartPolicyRules` (upstream `v1.ContainerRestartRule`, ContainerRestartRules).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RestartRule {
    /// The action. A matching rule whose action is not `Restart` falls through to the
    /// container's `restartPolicy` for the container alone; `RestartAllContainers` restarts the
    /// Pod in place instead when its gate is on (engine/restart_all.rs).
    pub action: RuleAction,
    /// `exitCodes`: the operator and its values; `None` when absent or its operator is unknown,
    /// and such a rule matches no exit.
    pub exit_codes: Option<(ExitCodeOperator, Vec<i64>)>,
}

impl RestartRule {
    /// Reads one rule of the model.
    pub fn read(rule: &ContainerRestartRule) -> RestartRule {
        let exit_codes = rule.exit_codes.as_ref().and_then(|codes| {
            let operator = ExitCodeOperator::parse(codes.operator.as_deref()?)?;
            Some((operator, codes.values.clone()))
        });
        RestartRule { action: RuleAction::read(rule.action.as_deref()), exit_codes }
    }

    /// Does an exit with `exit_code` satisfy this rule's condition?
    /// // podutil: findMatchingContainerRestartRule
    pub fn matches(&self, exit_code: i64) -> bool {
        match &self.exit_codes {
            Some((ExitCodeOperator::In, values)) => values.contains(&exit_code),
            Some((ExitCodeOperator::NotIn, values)) => !values.contains(&exit_code),
            None => false,
        }
    }
}

/// What decided a restart after an exit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RestartBy {
    /// `restartPolicyRules[i]` matched the exit code.
    Rule(usize),
    /// The container's own `restartPolicy`.
    ContainerPolicy,
    /// The Pod's `restartPolicy`.
    PodPolicy,
}

/// The outcome of a restart decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RestartDecision {
    /// The container is started again.
    pub restart: bool,
    /// Which setting decided.
    pub by: RestartBy,
}

impl RestartDecision {
    /// The decision of the Pod's `restartPolicy` alone.
    pub fn by_pod_policy(pod_policy: RestartPolicy, exit_code: i64) -> RestartDecision {
        RestartDecision { restart: pod_policy.restarts_after(exit_code), by: RestartBy::PodPolicy }
    }
}
