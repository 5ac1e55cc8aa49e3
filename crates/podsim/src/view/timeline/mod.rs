//! The timeline a face draws: typed lanes (`LaneKind`), bars (`BarState`) with their why, markers
//! (`MarkerKind`), built once from a run; its layout in pixels (`layout`, on the time `scale`,
//! in the `palette`'s colours), and the static SVG drawn from that layout (`svg`).

mod build;
mod layout;
mod model;
mod palette;
mod printed;
mod resources;
mod scale;
mod svg;
mod traffic;

pub use build::{timeline_model, timeline_model_with};
pub use layout::{
    AXIS_HEIGHT, Anchor, BarBox, CapacityBox, GapMark, LABEL_WIDTH, LANE_HEIGHT, LaneBox, LayoutOptions, LegendEntry,
    MIN_AXIS_WIDTH, MarkerMark, Swatch, TITLED_MARKERS, Tick, TimelineLayout, fitted_title, legend_entries,
};
pub use model::{Bar, BarState, Capacity, Lane, LaneKind, Marker, MarkerKind, Share, TimelineModel};
pub use palette::{Palette, Pattern, RenderTheme, Shape};
pub use scale::{Gap, Scale, px};
pub use svg::{Caption, SvgOptions, write_svg};
pub use traffic::traffic_lane;
#[cfg(test)]
mod tests_events;
#[cfg(test)]
mod tests_printed;
#[cfg(test)]
mod tests_traffic;
