//! podsim's test harness: the conformance runner over Kubernetes vectors (static topics and
//! lifecycle scenarios) in the layout of the shared reference, plus helpers for reading vectors, and
//! the real-manifest corpus measured against what a cluster does.

pub mod corpus;
pub mod digest;
pub mod gallery;
pub mod runner;
pub mod topics;
pub mod vector;

pub use gallery::gallery;
pub use runner::{Outcome, Report, run_dirs};
