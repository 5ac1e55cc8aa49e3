//! The Pod in its Service's endpoints: the EndpointSlice entry over time (`endpoints`) and the
//! entry at an instant as `kubectl get endpointslices -o yaml` prints it (`slice`), and the traffic
//! windows that follow with propagation and the app's behaviour (`windows`).

mod balancer;
mod endpoints;
mod slice;
mod why;
mod windows;

pub use endpoints::{
    Absence, EndpointChange, EndpointConditions, EndpointState, endpoint_at, endpoint_changes, endpoint_for,
};
pub use slice::endpoint_yaml;
pub use windows::{RoutingCause, RoutingChange, Traffic, TrafficKind, TrafficWindow, traffic};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_windows;
