//! Views over the engine's record: what a face draws or prints, as typed data (the timeline's
//! lanes, bars and markers, each bar with its why).

pub mod timeline;
