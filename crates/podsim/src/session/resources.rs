//! The Pod's requests, limits and QoS class as `podsim resources` reports them: computed on the
//! defaulted Pod, with the fields the chosen version drops and the values a LimitRange gives it.

use super::Session;
use crate::admission::AdmissionReport;
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
    /// The values containers got from a LimitRange, what each quota charges, and a refusal.
    pub admission: AdmissionReport,
    /// The QoS class without the LimitRange's values, when they change it.
    pub qos_as_written: Option<QosClass>,
}

impl Session {
    /// Requests, limits and QoS as the API server computes them after defaulting.
    pub fn resources(&self) -> ResourceReport {
        let written = &self.analysis.parsed.pod;
        let mut pod = written.clone();
        let dropped = apply_defaults(&mut pod, self.settings.version);
        crate::admission::apply_defaults(&mut pod, &self.analysis.admission);
        let gates = self.settings.gates();
        ResourceReport {
            resources: effective_resources_as_written(written, &pod, gates),
            qos: qos_class(&pod, gates),
            dropped,
            admission: self.analysis.admission.clone(),
            qos_as_written: self.analysis.qos_as_written,
        }
    }
}
