//! The API server's resource admission on the Pod, from `LimitRange` and `ResourceQuota`
//! documents written beside it: LimitRanger's defaults go in after API defaulting and before
//! validation, its checks and the quota's after validation (the order of the apiserver's create
//! handler: mutating admission, `BeforeCreate`, validating admission, ResourceQuota last).

mod limit_range;
mod quota;
mod read;
mod service_account;

pub use limit_range::{ANNOTATION, DefaultedValue};
pub use quota::{ChargeLine, QuotaCharge, pod_usage};
pub use service_account::{TOKEN_MOUNT_PATH, mount_token};
pub use read::{DEFAULT_NAMESPACE, DefaultSource, Policies, is_policy_kind, read_policies};

use crate::model::Pod;
use crate::version::FeatureGates;

/// Which plugin refused the Pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refuser {
    /// The LimitRanger plugin, for this LimitRange.
    LimitRange(String),
    /// The ResourceQuota plugin, for this quota.
    ResourceQuota(String),
}

/// A refusal: who, and the cause the API server puts after `pods "NAME" is forbidden: `.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The plugin and the policy.
    pub by: Refuser,
    /// The cause, in the plugin's words.
    pub message: String,
}

/// What the resource admission plugins did with the Pod.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AdmissionReport {
    /// Requests and limits containers got from a LimitRange, in the order they were set.
    pub defaulted: Vec<DefaultedValue>,
    /// The `kubernetes.io/limit-ranger` annotation LimitRanger wrote, if it set anything.
    pub annotation: Option<String>,
    /// What each matching quota charges.
    pub quotas: Vec<QuotaCharge>,
    /// The refusal, if the Pod is forbidden.
    pub refusal: Option<Refusal>,
}

/// What LimitRanger and ResourceQuota say of a resize of `old` into `new` (both serve the
/// `resize` subresource): the first LimitRange the new resources violate, else the first quota
/// the growth exceeds; `None` when both admit it. // limitranger: SupportsAttributes
pub fn refuse_resize(old: &Pod, new: &Pod, policies: &Policies, gates: FeatureGates) -> Option<String> {
    limit_range::validate(new, &policies.limit_ranges, gates)
        .map(|(_, message)| message)
        .or_else(|| quota::check_resize(old, new, &policies.quotas, gates))
}

/// The namespace the Pod is created in.
pub fn pod_namespace(pod: &Pod) -> &str {
    pod.metadata.namespace.as_deref().filter(|namespace| !namespace.is_empty()).unwrap_or(DEFAULT_NAMESPACE)
}

/// LimitRanger's defaults on the defaulted Pod. // limitranger: LimitRanger.Admit
pub fn mutate(pod: &mut Pod, policies: &Policies) -> AdmissionReport {
    let (defaulted, annotation) = limit_range::mutate(pod, &policies.limit_ranges);
    AdmissionReport { defaulted, annotation, ..AdmissionReport::default() }
}

/// The same defaults on another copy of the Pod (the one as written, which the engine runs).
pub fn apply_defaults(pod: &mut Pod, report: &AdmissionReport) {
    limit_range::apply(pod, &report.defaulted, report.annotation.as_deref());
}

/// LimitRanger's checks, then the quota's, on the validated Pod: the first refusal wins.
/// // limitranger: LimitRanger.Validate; resourcequota: QuotaAdmission.Validate
pub fn validate(pod: &Pod, policies: &Policies, gates: FeatureGates, report: &mut AdmissionReport) {
    if let Some((name, message)) = limit_range::validate(pod, &policies.limit_ranges, gates) {
        report.refusal = Some(Refusal { by: Refuser::LimitRange(name), message });
        return;
    }
    let (charges, refusal) = quota::check(pod, &policies.quotas, gates);
    report.quotas = charges;
    report.refusal = refusal.map(|(name, message)| Refusal { by: Refuser::ResourceQuota(name), message });
}

#[cfg(test)]
mod tests;
