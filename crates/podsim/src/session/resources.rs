//! The Pod's requests, limits and QoS class as `podsim resources` reports them: computed on the
//! defaulted Pod, with the fields the chosen version drops.

use super::Session;
use crate::defaults::{DroppedField, apply_defaults};
use crate::qos::{QosClass, qos_class};
use crate::resources::{EffectiveResources, effective_resources_as_written};

/// Requests, limits and QoS of the defaulted Pod.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceReport {
    /// Effective requests and limits, each with the term that wins.
    pub resources: EffectiveResources,
    /// The QoS class.
    pub qos: QosClass,
    /// Fields the version drops before it stores the Pod (a sidecar's `restartPolicy` on legacy).
    pub dropped: Vec<DroppedField>,
}

impl Session {
    /// Requests, limits and QoS as the API server computes them after defaulting.
    pub fn resources(&self) -> ResourceReport {
        let written = &self.analysis.parsed.pod;
        let mut pod = written.clone();
        let dropped = apply_defaults(&mut pod, self.settings.version);
        let gates = self.settings.gates();
        ResourceReport {
            resources: effective_resources_as_written(written, &pod, gates),
            qos: qos_class(&pod, gates),
            dropped,
        }
    }
}
