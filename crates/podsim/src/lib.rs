//! podsim: what a Kubernetes API server and kubelet do with a Pod, computed without a cluster.
//!
//! Data flows one way: text → parse → model → analysis (validation, resources, lint) →
//! simulation (the engine's record) → views. Nothing here reads a clock, the environment, files
//! or OS randomness, and nothing panics on any input: problems come back as [`Diagnostic`]s.
//!
//! **One door.** The faces (the page and the command line) use [`Session`] and the types it
//! returns, re-exported here, plus the share-link codec ([`link`]). Every other module is private
//! to the crate; the project's own test crates see them through the `internals` feature, which
//! the faces never enable (a CI step builds them without it, so the compiler checks the door).

// What only the project's tests reach is unused by the faces' build; the workspace build, where
// the test crates turn `internals` on, keeps the dead-code lints honest.
#![cfg_attr(not(feature = "internals"), allow(dead_code, unused_imports))]

// The core's modules: private to the crate, public to the project's own tests (`internals`).
#[cfg(feature = "internals")]
pub mod analysis;
#[cfg(not(feature = "internals"))]
pub(crate) mod analysis;
#[cfg(feature = "internals")]
pub mod compare;
#[cfg(not(feature = "internals"))]
pub(crate) mod compare;
#[cfg(feature = "internals")]
pub mod containers;
#[cfg(not(feature = "internals"))]
pub(crate) mod containers;
#[cfg(feature = "internals")]
pub mod defaults;
#[cfg(not(feature = "internals"))]
pub(crate) mod defaults;
#[cfg(feature = "internals")]
pub mod diagnostic;
#[cfg(not(feature = "internals"))]
pub(crate) mod diagnostic;
#[cfg(feature = "internals")]
pub mod duration;
#[cfg(not(feature = "internals"))]
pub(crate) mod duration;
#[cfg(feature = "internals")]
pub mod engine;
#[cfg(not(feature = "internals"))]
pub(crate) mod engine;
#[cfg(feature = "internals")]
pub mod gates;
#[cfg(not(feature = "internals"))]
pub(crate) mod gates;
#[cfg(feature = "internals")]
pub mod hash;
#[cfg(not(feature = "internals"))]
pub(crate) mod hash;
#[cfg(feature = "internals")]
pub mod lang;
#[cfg(not(feature = "internals"))]
pub(crate) mod lang;
#[cfg(feature = "internals")]
pub mod lint;
#[cfg(not(feature = "internals"))]
pub(crate) mod lint;
#[cfg(feature = "internals")]
pub mod model;
#[cfg(not(feature = "internals"))]
pub(crate) mod model;
#[cfg(feature = "internals")]
pub mod parse;
#[cfg(not(feature = "internals"))]
pub(crate) mod parse;
#[cfg(feature = "internals")]
pub mod process;
#[cfg(not(feature = "internals"))]
pub(crate) mod process;
#[cfg(feature = "internals")]
pub mod qos;
#[cfg(not(feature = "internals"))]
pub(crate) mod qos;
#[cfg(feature = "internals")]
pub mod quantity;
#[cfg(not(feature = "internals"))]
pub(crate) mod quantity;
#[cfg(feature = "internals")]
pub mod resources;
#[cfg(not(feature = "internals"))]
pub(crate) mod resources;
#[cfg(feature = "internals")]
pub mod scenario;
#[cfg(not(feature = "internals"))]
pub(crate) mod scenario;
#[cfg(feature = "internals")]
pub mod schema;
#[cfg(not(feature = "internals"))]
pub(crate) mod schema;
#[cfg(feature = "internals")]
pub mod share;
#[cfg(not(feature = "internals"))]
pub(crate) mod share;
#[cfg(feature = "internals")]
pub mod spec;
#[cfg(not(feature = "internals"))]
pub(crate) mod spec;
#[cfg(feature = "internals")]
pub mod status;
#[cfg(not(feature = "internals"))]
pub(crate) mod status;
#[cfg(feature = "internals")]
pub mod timing;
#[cfg(not(feature = "internals"))]
pub(crate) mod timing;
#[cfg(feature = "internals")]
pub mod validate;
#[cfg(not(feature = "internals"))]
pub(crate) mod validate;
#[cfg(feature = "internals")]
pub mod version;
#[cfg(not(feature = "internals"))]
pub(crate) mod version;
#[cfg(feature = "internals")]
pub mod yaml;
#[cfg(not(feature = "internals"))]
pub(crate) mod yaml;

pub mod link;
mod session;
#[cfg(feature = "internals")]
pub mod view;
#[cfg(not(feature = "internals"))]
mod view;

pub use analysis::{Analysis, LintWarning, manifest_file_name};
pub use compare::Comparison;
pub use containers::{ContainerKind, ContainerRef};
pub use diagnostic::{Diagnostic, Location, Severity};
pub use duration::{DurationError, Style as DurationStyle, format_ms, parse_scenario_ms};
pub use engine::{BehaviourNote, ConditionLine, EventType, Fact, FactKind, KubeEvent, Simulation, Why};
pub use gates::GateSettings;
pub use lang::{Lang, Phrase, Text};
pub use parse::{ParsedInput, parse};
pub use qos::QosClass;
pub use quantity::Quantity;
pub use resources::{EffectiveResources, ResourceKind};
pub use session::{
    Entry, Injected, Pasted, ResourceReport, Role, Section, Session, Settings, debugger_name, parse_time,
};
pub use share::Theme;
pub use status::PodPhase;
pub use status::printer::{PodRow, format_table};
pub use timing::Timing;
pub use version::{FeatureGates, KubeVersion};
pub use view::kubectl::explain::Explanation;
pub use view::timeline::{Bar, BarState, Lane, LaneKind, Marker, MarkerKind, TimelineModel};
pub use view::{ConditionView, ContainerView, PodState, fact_line};
// A YAML reader that keeps where each node is (for the page's own files: the gallery's index).
pub use yaml::{
    Limits as YamlLimits, Node as YamlNode, Resolved as ScalarKind, load_documents as load_yaml,
    resolve_plain as scalar_kind,
};
