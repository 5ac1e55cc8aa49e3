//! The typed reading of a defaulted Pod that the kubelet's decisions match on: restart and pull
//! policies, restart rules and probe handlers as closed enums, read once when a simulation starts.
//!
//! The model keeps what the API stores (strings, as written); validation refuses every value these
//! enums do not name and defaulting fills every absent one, so the engine never runs on a word
//! outside them. Reading still never fails: an unknown or absent word becomes the documented
//! default, so the conversion cannot panic or stop a run.

mod job;
mod policy;
mod probe;
mod pull;
mod signal;

pub use job::{OnExitCodes, PodFailurePolicyAction, PodFailureRule};
pub use policy::{
    ContainerRestartPolicy, ExitCodeOperator, RestartBy, RestartDecision, RestartPolicy, RestartRule, RuleAction,
};
pub use probe::{ProbeHandler, ProbeType, UriScheme};
pub use pull::PullPolicy;
pub use signal::{DefaultAction, PodOs, Signal};

use crate::model::Container;

/// What the kubelet decides on for one container, read once from its defaulted spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContainerSpec {
    /// Its own `restartPolicy` and `restartPolicyRules`.
    pub restart: ContainerRestart,
    /// `imagePullPolicy`, defaulted from the image's tag when absent.
    pub pull_policy: PullPolicy,
    /// The handler of `startupProbe`.
    pub startup_probe: Option<ProbeHandler>,
    /// The handler of `livenessProbe`.
    pub liveness_probe: Option<ProbeHandler>,
    /// The handler of `readinessProbe`.
    pub readiness_probe: Option<ProbeHandler>,
    /// `lifecycle.stopSignal` (kept only with `ContainerStopSignals` on); `None`: the runtime's.
    pub stop_signal: Option<Signal>,
}

impl ContainerSpec {
    /// Reads the container's settings; words outside the enums take their documented default.
    pub fn read(container: &Container) -> ContainerSpec {
        let image = container.image.as_deref().unwrap_or("");
        let probe = |probe: &Option<crate::model::Probe>| probe.as_ref().and_then(|p| ProbeHandler::read(&p.handler));
        ContainerSpec {
            restart: ContainerRestart::read(container),
            pull_policy: PullPolicy::read(container.image_pull_policy.as_deref(), image),
            startup_probe: probe(&container.startup_probe),
            liveness_probe: probe(&container.liveness_probe),
            readiness_probe: probe(&container.readiness_probe),
            stop_signal: container.lifecycle.as_ref().and_then(|l| l.stop_signal.as_deref()).and_then(Signal::parse),
        }
    }
}

/// A container's own restart settings.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ContainerRestart {
    /// Its own `restartPolicy` (`None`: the Pod's applies).
    pub policy: Option<ContainerRestartPolicy>,
    /// `restartPolicyRules`, in order.
    pub rules: Vec<RestartRule>,
}

impl ContainerRestart {
    /// Reads `restartPolicy` and `restartPolicyRules`.
    pub fn read(container: &Container) -> ContainerRestart {
        ContainerRestart {
            policy: container.restart_policy.as_deref().and_then(ContainerRestartPolicy::parse),
            rules: container.restart_policy_rules.iter().map(RestartRule::read).collect(),
        }
    }

    /// Would the kubelet restart this container after it exited with `exit_code`, under the Pod's
    /// `pod_policy`? Rules first (the first whose exit codes match decides: a `Restart` rule
    /// restarts, any other action falls through), then the container's own `restartPolicy`, then
    /// the Pod's; rules count only when the container has its own `restartPolicy`.
    // podutil: ContainerShouldRestart, findMatchingContainerRestartRule (pkg/api/v1/pod/util.go)
    pub fn decide(&self, pod_policy: RestartPolicy, exit_code: i64) -> RestartDecision {
        let Some(own) = self.policy else {
            return RestartDecision::by_pod_policy(pod_policy, exit_code);
        };
        let matching = self.rules.iter().enumerate().find(|(_, rule)| rule.matches(exit_code));
        if let Some((index, rule)) = matching
            && rule.action == RuleAction::Restart
        {
            return RestartDecision { restart: true, by: RestartBy::Rule(index) };
        }
        RestartDecision { restart: own.as_pod_policy().restarts_after(exit_code), by: RestartBy::ContainerPolicy }
    }

    /// The index of the first rule matching an exit with `exit_code` when its action is
    /// `RestartAllContainers`: such an exit restarts the whole Pod in place (gate permitting).
    /// Rules count only when the container has its own `restartPolicy`.
    // podutil: findMatchingContainerRestartRule (pkg/api/v1/pod/util.go)
    pub fn restart_all_rule(&self, exit_code: i64) -> Option<usize> {
        self.policy?;
        let (index, rule) = self.rules.iter().enumerate().find(|(_, rule)| rule.matches(exit_code))?;
        (rule.action == RuleAction::RestartAllContainers).then_some(index)
    }

    /// Does any rule have the action `RestartAllContainers`? // podutil: AllContainersCouldRestart
    pub fn could_restart_all(&self) -> bool {
        self.rules.iter().any(|rule| rule.action == RuleAction::RestartAllContainers)
    }
}

#[cfg(test)]
mod tests;
