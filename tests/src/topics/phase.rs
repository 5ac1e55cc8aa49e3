//! Conformance cases of `static/phase.yaml`: the kubelet's `getPhase` from spec, statuses and the
//! two runtime flags, with ContainerRestartRules on or off as the case says.

use crate::runner::Outcome;
use crate::vector;
use podsim::KubeVersion;
use podsim::status::phase::{PhaseFlags, pod_phase, pod_phase_before_1_32};
use podsim::yaml::Node;

fn flag(case: &Node, key: &str) -> bool {
    case.get("flags").and_then(|flags| vector::text(flags, key)) == Some("true")
}

fn expected(case: &Node, key: &str) -> Option<String> {
    case.get(key).and_then(|expect| vector::text(expect, "phase")).map(str::to_owned)
}

/// Runs one case: on the case's `versions` if it lists any, with the gate on when
/// `feature_gates` names ContainerRestartRules, otherwise on 1.35 (gate on) and 1.34/1.33 (gate
/// off), which must agree; `old_expect` is checked against the pre-1.32 form.
pub fn check(case: &Node) -> Outcome {
    let Some(input) = case.get("input") else { return Outcome::Fail("case has no input".to_owned()) };
    let Some(want) = expected(case, "expect") else { return Outcome::Fail("case has no expect.phase".to_owned()) };
    let (pod, diagnostics) = podsim::parse::read_pod_node(input, "", "Pod");
    if let Some(problem) = diagnostics.first() {
        return Outcome::Fail(format!("input does not parse: {problem}"));
    }
    let status = pod.status.unwrap_or_default();
    let flags = PhaseFlags {
        pod_is_terminal: flag(case, "podIsTerminal"),
        pod_has_initialized: flag(case, "podHasInitialized"),
    };
    let gated = vector::list(case, "feature_gates").iter().any(|g| g.scalar() == Some("ContainerRestartRules"));
    let listed: Vec<KubeVersion> =
        vector::list(case, "versions").iter().filter_map(|v| v.scalar().and_then(KubeVersion::parse)).collect();
    let versions = match (listed.is_empty(), gated) {
        (false, _) => listed,
        (true, true) => vec![KubeVersion::V1_35],
        (true, false) => vec![KubeVersion::V1_35, KubeVersion::V1_34, KubeVersion::V1_33],
    };
    for version in versions {
        let mut gates = version.gates();
        gates.container_restart_rules |= gated;
        let got = pod_phase(&pod.spec, &status, flags, gates).as_str();
        if got != want {
            return Outcome::Fail(format!("phase on {version}: got {got}, want {want}"));
        }
    }
    if let Some(old) = expected(case, "old_expect") {
        let got = pod_phase_before_1_32(&pod.spec, &status, flags, KubeVersion::V1_33.gates()).as_str();
        if got != old {
            return Outcome::Fail(format!("pre-1.32 phase: got {got}, want {old}"));
        }
    }
    Outcome::Pass
}
