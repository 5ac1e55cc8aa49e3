//! Conformance cases of `static/qos.yaml`: the QoS class of the (raw or defaulted) Pod.

use super::resources::{case_gates, gated_version, pod_input};
use crate::runner::Outcome;
use crate::vector::text;
use podsim::qos::qos_class;
use podsim::yaml::Node;

/// Runs one case. The upstream helper tests feed raw specs, so defaulting runs only for
/// `defaulting: apiserver` cases.
pub fn check(case: &Node) -> Outcome {
    let mut pod = match pod_input(case) {
        Ok(pod) => pod,
        Err(why) => return Outcome::Fail(why),
    };
    if text(case, "defaulting") == Some("apiserver") {
        podsim::defaults::apply_defaults(&mut pod, gated_version(case));
    }
    let Some(want) = case.get("expect").and_then(|e| text(e, "qosClass")) else {
        return Outcome::Fail("case has no expect.qosClass".to_owned());
    };
    let got = qos_class(&pod, case_gates(case)).as_str();
    if got == want { Outcome::Pass } else { Outcome::Fail(format!("qosClass {got}, want {want}")) }
}
