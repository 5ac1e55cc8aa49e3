//! The timeline a face draws: typed lanes (`LaneKind`), bars (`BarState`) with their why, markers
//! (`MarkerKind`), built once from a run.

mod build;
mod model;
mod traffic;

pub use build::timeline_model;
pub use model::{Bar, BarState, Lane, LaneKind, Marker, MarkerKind, TimelineModel};
pub use traffic::traffic_lane;
#[cfg(test)]
mod tests_traffic;
