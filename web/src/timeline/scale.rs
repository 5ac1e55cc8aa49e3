//! Time labels for the page: the core's one formatter, in its label style. The time scale itself
//! (and its compressed gaps) is the core's [`podsim::Scale`], placed by [`podsim::TimelineLayout`].

pub use podsim::{Scale, px};

/// `75000` → `1m15s`, `4500` → `4.5s`: how times are spoken and labelled (the core's one
/// formatter for podsim's own words, in its label style).
pub fn format_ms(ms: u64) -> String {
    podsim::format_ms(ms, podsim::DurationStyle::Label)
}
