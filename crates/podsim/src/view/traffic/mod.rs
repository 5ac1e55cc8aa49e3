//! The Pod in its Service's endpoints: the EndpointSlice entry over time (`endpoints`) and the
//! entry at an instant as `kubectl get endpointslices -o yaml` prints it (`slice`).

mod endpoints;
mod slice;

pub use endpoints::{Absence, EndpointChange, EndpointConditions, EndpointState, endpoint_at, endpoint_changes};
pub use slice::endpoint_yaml;

#[cfg(test)]
mod tests;
