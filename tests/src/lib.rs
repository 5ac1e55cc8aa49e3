//! podsim's test harness: the conformance runner over Kubernetes vectors (static topics and
//! lifecycle scenarios) in the layout of the shared reference, plus helpers for reading vectors.

pub mod digest;
pub mod runner;
pub mod topics;
pub mod vector;

pub use runner::{Outcome, Report, run_dirs};
