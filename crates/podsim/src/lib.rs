//! podsim: what a Kubernetes API server and kubelet do with a Pod, computed without a cluster.
//!
//! Data flows one way: text → [`parse`] → model → analysis (validation, resources, lint) →
//! simulation → views. Nothing here reads a clock, the environment, files or OS randomness, and
//! nothing panics on any input: problems come back as [`Diagnostic`]s.

pub mod analysis;
pub mod compare;
pub mod containers;
pub mod defaults;
pub mod diagnostic;
pub mod engine;
pub mod gates;
pub mod hash;
pub mod lang;
pub mod lint;
pub mod model;
pub mod parse;
pub mod process;
pub mod qos;
pub mod quantity;
pub mod resources;
pub mod scenario;
pub mod schema;
pub mod share;
pub mod status;
pub mod validate;
pub mod version;
pub mod yaml;

pub use containers::{ContainerKind, ContainerRef, classify};
pub use diagnostic::{Diagnostic, Location, Severity};
pub use lang::{Lang, Text};
pub use parse::{ParsedInput, parse};
pub use version::{FeatureGates, KubeVersion};
