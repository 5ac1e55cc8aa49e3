//! kubectl's printing of a Pod: `describe` (its tabwriter layout, what admission adds to the
//! stored Pod), the status as `-o yaml` prints it, and a pasted status explained as of its newest
//! time. The `get` row and the kubelet's phase and conditions are in `status/`.

pub mod admission;
pub mod describe;
mod describe_containers;
pub mod explain;
pub mod extras;
pub mod status_yaml;
mod tabwriter;
