//! YAML text → a tree of nodes that remember where they came from (line and column).
//!
//! Kubernetes manifests are decoded by the API server as JSON; this tree keeps the exact scalar
//! text so that quantities (`1E6`, `100.035k`) and strings survive verbatim, and so that every
//! later diagnostic can point at a line.

mod errors;
mod escapes;
mod flow;
mod limits;
mod load;
mod resolve;
mod tree;

pub use limits::Limits;
pub use load::load_documents;
pub use resolve::{Resolved, resolve_plain};
pub use tree::{Key, Node, NodeKind, ScalarStyle, Span};
