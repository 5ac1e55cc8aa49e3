//! The scenario's names for podsim's duration parser and formatter ([`crate::duration`]), kept
//! for `web/` and the engine's output until they call it directly.

pub use crate::duration::MAX_SCENARIO_MS as MAX_DURATION_MS;

/// Reads a scenario duration (at most [`MAX_DURATION_MS`]) into milliseconds, or says what is
/// wrong with it.
pub fn parse_duration_ms(text: &str) -> Result<u64, String> {
    crate::duration::parse_scenario_ms(text).map_err(|error| error.to_string())
}

/// Writes milliseconds as the timeline's time column does: `12.0s`, `1m30.5s`.
pub fn format_ms(ms: u64) -> String {
    crate::duration::format_ms(ms, crate::duration::Style::Tenths)
}
