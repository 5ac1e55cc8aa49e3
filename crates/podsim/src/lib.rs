//! podsim: what a Kubernetes API server and kubelet do with a Pod, computed without a cluster.
//!
//! Data flows one way: text → parse → model → analysis (validation, resources, lint) →
//! simulation (the engine's record) → views. Nothing here reads a clock, the environment, files
//! or OS randomness, and nothing panics on any input: problems come back as [`Diagnostic`]s.
//!
//! **One door.** The faces (the page and the command line) use [`Session`] and the types it
//! returns, re-exported here; the share-link codec is methods on the two values a link carries,
//! [`ShareState`] and [`LinkSettings`]. Every module is private to the crate; the project's own
//! test crates see them through the `internals` feature, which the faces never enable (a CI step
//! builds them without it, so the compiler checks the door).

// What only the project's tests reach is unused by the faces' build; the workspace build, where
// the test crates turn `internals` on, keeps the dead-code lints honest.
#![cfg_attr(not(feature = "internals"), allow(dead_code, unused_imports))]

// The core's modules: private to the crate, public to the project's own tests (`internals`).
macro_rules! core_modules {
    ($($name:ident),* $(,)?) => {
        $(
            #[cfg(feature = "internals")]
            pub mod $name;
            #[cfg(not(feature = "internals"))]
            pub(crate) mod $name;
        )*
    };
}

core_modules!(
    admission, analysis, compare, containers, defaults, duration, engine, expect, gates, hash, lint, model, parse,
    process, qos, quantity, resources, scenario, schema, service, share, spec, status, timing, validate, version, yaml,
);

// Declared outside the macro: `lang` exports the `text!` macro, and `diagnostic` shares its name
// with the `#[diagnostic]` attribute namespace, which macro-expanded modules cannot shadow.
#[cfg(feature = "internals")]
pub mod diagnostic;
#[cfg(not(feature = "internals"))]
pub(crate) mod diagnostic;
#[cfg(feature = "internals")]
pub mod lang;
#[cfg(not(feature = "internals"))]
pub(crate) mod lang;

mod link;
mod session;
#[cfg(feature = "internals")]
pub mod view;
#[cfg(not(feature = "internals"))]
mod view;

pub use admission::{AdmissionReport, ChargeLine, DefaultSource, DefaultedValue, QuotaCharge, Refusal, Refuser};
pub use analysis::{Analysis, ControllerRefusal, LintWarning, manifest_file_name};
pub use compare::{Comparison, Divergence, Side};
pub use containers::{ContainerKind, ContainerRef};
pub use diagnostic::{Diagnostic, Location, Severity};
pub use duration::{DurationError, Style as DurationStyle, format_ms, parse_scenario_ms};
pub use engine::{BehaviourNote, ConditionLine, EventType, Fact, FactKind, KubeEvent, Note, Said, Simulation, Why};
pub use expect::{
    Claim, DocBlock, DocFormat, ExpectError, Expectation, FirstLine, Outcome, Verdict, check_block, check_document,
    first_line, podsim_blocks,
};
pub use gates::{GateInUse, GateSettings, GateUse, Stage};
pub use lang::{Lang, Phrase, Text};
pub use lint::LintCode;
pub use parse::{ParsedInput, parse};
pub use qos::QosClass;
pub use quantity::Quantity;
pub use resources::{EffectiveResources, ResourceKind};
pub use scenario::ConditionStatus;
pub use service::{Service, ServiceOrigin, ServicePort, TargetPort};
pub use session::{
    Entry, Injected, NodeSettings, OtherPodSettings, Pasted, RenderOptions, ResourceReport, Role, Section, Session,
    Settings, debugger_name, default_allocatable, parse_time,
};
pub use share::{AppVersion, LinkSettings, ShareError, ShareState, Theme};
pub use spec::ProbeType;
pub use status::printer::{PodRow, WideColumns, format_table, format_wide_table};
pub use status::{ConditionType, PodPhase};
pub use timing::Timing;
pub use version::{FeatureGates, KubeVersion};
pub use view::kubectl::explain::Explanation;
pub use view::timeline::{
    AXIS_HEIGHT, Anchor, Bar, BarBox, BarState, Capacity, CapacityBox, Gap, GapMark, LABEL_WIDTH, LANE_HEIGHT, Lane,
    LaneBox, LaneKind, LayoutOptions, LegendEntry, MIN_AXIS_WIDTH, Marker, MarkerKind, MarkerMark, Palette, Pattern,
    RenderTheme, Scale, Shape, Share, Swatch, TITLED_MARKERS, Tick, TimelineLayout, TimelineModel, fitted_title,
    legend_entries, px,
};
pub use view::traffic::{
    Absence, EndpointChange, EndpointConditions, EndpointState, RoutingChange, Traffic, TrafficKind, TrafficWindow,
};
pub use view::{ConditionView, ContainerView, PodState, ResourcesView, StateKey, fact_line};
// A YAML reader that keeps where each node is (for the page's own files: the gallery's index).
pub use yaml::{
    Limits as YamlLimits, Node as YamlNode, Resolved as ScalarKind, load_documents as load_yaml,
    resolve_plain as scalar_kind,
};
