//! One module per vector topic; each turns a case into podsim calls and compares.

pub mod conditions;
pub mod endpoints;
pub mod lifecycle;
pub mod phase;
pub mod printer;
pub mod qos;
pub mod quantity;
pub mod resources;
pub mod validation;

use crate::runner::Outcome;
use podsim::yaml::Node;

/// Runs one case of `static/<topic>.yaml`.
pub fn run_static(topic: &str, case: &Node) -> Outcome {
    match topic {
        "conditions" => conditions::check(case),
        "endpoints" => endpoints::check(case),
        "phase" => phase::check(case),
        "printer" => printer::check(case),
        "qos" => qos::check(case),
        "quantity" => quantity::check(case),
        "resources" => resources::check(case),
        "validation" => validation::check(case),
        other => Outcome::Fail(format!("unknown topic {other:?}")),
    }
}
