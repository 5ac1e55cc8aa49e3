//! Views over the engine's record: what a face draws or prints — the timeline's typed lanes, bars
//! and markers (each bar with its why), the state at any instant, the watch, the text timeline.

mod analysis;
mod breakdown;
mod gates;
mod inferred;
pub mod kubectl;
mod lint;
mod lint_codes;
mod note;
pub mod said;
mod scenario;
pub mod state;
pub(crate) mod state_key;
pub use state_key::StateKey;
mod text;
pub mod timeline;
pub mod traffic;
pub mod waits;
mod watch;

pub use state::{ConditionView, ContainerView, PodState, ResourcesView};
pub use text::fact_line;
