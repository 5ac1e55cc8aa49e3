//! The one way engine tests run a Pod and its `kind: Scenario` document: both must read without
//! a problem, and the run uses the scenario's settings with the timing asked for.

use super::*;
use crate::scenario::Scenario;

/// Runs `yaml` (a Pod, then its scenario) with `timing`.
pub(super) fn run(yaml: &str, timing: Timing) -> Simulation {
    let parsed = crate::parse(yaml);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let options = SimOptions { timing, ..SimOptions::default() }.with_scenario(&scenario);
    simulate(&parsed.pod, &scenario, &options)
}

/// Runs `yaml` with ideal timing.
pub(super) fn ideal(yaml: &str) -> Simulation {
    run(yaml, Timing::Ideal)
}
