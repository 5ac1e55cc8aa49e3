//! Conformance cases of `static/phase.yaml`.

use crate::runner::Outcome;
use podsim::yaml::Node;

/// Runs one case.
pub fn check(_case: &Node) -> Outcome {
    Outcome::Fail("topic phase is not implemented yet".to_owned())
}
