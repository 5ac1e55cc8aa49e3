//! Unknown fields and wrong types, checked against a field table generated from the Kubernetes
//! OpenAPI schema (`tools/schema-gen`, from the `k8s-openapi` crate), with the API server's words.

mod check;
#[rustfmt::skip]
mod generated;
mod suggest;
mod table;

pub use check::{ProblemKind, SchemaProblem, check_document};
pub use table::{Field, ObjectType, Ty, api_minor, go_type_name, object_type, root_type};
