//! The Job's `podFailurePolicy`: what the Job controller does with a failed Pod.

use std::fmt;

use super::ExitCodeOperator;
use crate::model::PodFailurePolicyRule;

/// `podFailurePolicy.rules[*].action` (upstream `batch/v1.PodFailurePolicyAction`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PodFailurePolicyAction {
    /// The Job fails at once.
    FailJob,
    /// The index fails (an indexed Job with `backoffLimitPerIndex`; not modelled: such a rule is
    /// passed over).
    FailIndex,
    /// The failure does not count toward `backoffLimit`.
    Ignore,
    /// The failure counts toward `backoffLimit`, as with no rule.
    Count,
}

impl PodFailurePolicyAction {
    /// Reads the field; the API server refuses any other word (`None`).
    pub fn parse(word: &str) -> Option<PodFailurePolicyAction> {
        match word {
            "FailJob" => Some(PodFailurePolicyAction::FailJob),
            "FailIndex" => Some(PodFailurePolicyAction::FailIndex),
            "Ignore" => Some(PodFailurePolicyAction::Ignore),
            "Count" => Some(PodFailurePolicyAction::Count),
            _ => None,
        }
    }

    /// The API's word.
    pub fn as_str(self) -> &'static str {
        match self {
            PodFailurePolicyAction::FailJob => "FailJob",
            PodFailurePolicyAction::FailIndex => "FailIndex",
            PodFailurePolicyAction::Ignore => "Ignore",
            PodFailurePolicyAction::Count => "Count",
        }
    }
}

impl fmt::Display for PodFailurePolicyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One rule of `podFailurePolicy`, read once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PodFailureRule {
    /// `action` (`None`: a word the API server refuses; the rule is passed over).
    pub action: Option<PodFailurePolicyAction>,
    /// `onExitCodes`.
    pub on_exit_codes: Option<OnExitCodes>,
    /// `onPodConditions[*]`: (type, status) pairs, compared with the Pod's conditions as written.
    pub on_pod_conditions: Vec<(String, String)>,
}

/// `onExitCodes` of a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnExitCodes {
    /// `containerName` (any container when absent).
    pub container_name: Option<String>,
    /// `operator` (upstream `batch/v1.PodFailurePolicyOnExitCodesOperator`); `None` for a word
    /// the API server refuses, which matches no exit.
    pub operator: Option<ExitCodeOperator>,
    /// `values`.
    pub values: Vec<i64>,
}

impl OnExitCodes {
    /// Does a container named `container` that exited with `exit_code` match?
    /// // job controller: isOnExitCodesOperatorMatching
    pub fn matches(&self, container: &str, exit_code: i64) -> bool {
        let named = self.container_name.as_deref().is_none_or(|name| name == container);
        let listed = self.values.contains(&exit_code);
        named
            && match self.operator {
                Some(ExitCodeOperator::In) => listed,
                Some(ExitCodeOperator::NotIn) => !listed,
                None => false,
            }
    }
}

impl PodFailureRule {
    /// Reads one rule of the model.
    pub fn read(rule: &PodFailurePolicyRule) -> PodFailureRule {
        PodFailureRule {
            action: PodFailurePolicyAction::parse(&rule.action),
            on_exit_codes: rule.on_exit_codes.as_ref().map(|codes| OnExitCodes {
                container_name: codes.container_name.clone(),
                operator: ExitCodeOperator::parse(&codes.operator),
                values: codes.values.clone(),
            }),
            on_pod_conditions: rule.on_pod_conditions.clone(),
        }
    }
}
