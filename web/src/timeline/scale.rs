//! Time labels for the page: the core's one formatter, exact to the millisecond. The time scale itself
//! (and its compressed gaps) is the core's [`podsim::Scale`], placed by [`podsim::TimelineLayout`].

pub use podsim::{Scale, px};

/// `75000` → `1m15s`, `4050` → `4.05s`: how the page writes an instant (the playhead, the Time
/// box, a bar's span, a row of the table), exact, so that typing it into the Time box comes back
/// to the same instant. (The axis's ticks are the core's labels, cut to tenths.)
pub fn format_ms(ms: u64) -> String {
    podsim::format_ms(ms, podsim::DurationStyle::Exact)
}
