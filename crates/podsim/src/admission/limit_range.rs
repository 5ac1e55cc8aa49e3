//! The LimitRanger admission plugin on a Pod: container defaults filled in before validation
//! (`PodMutateLimitFunc`), then min, max and limit/request ratio checked (`PodValidateLimitFunc`)
//! with the plugin's own messages.

use std::collections::BTreeMap;

use super::read::{DefaultSource, LimitItem, LimitRange, LimitType};
use crate::model::{Container, Pod};
use crate::quantity::Quantity;
use crate::resources::{ResourceKind, ResourceOptions, effective_resources_with, parse_list};
use crate::version::FeatureGates;

/// The annotation LimitRanger writes on a Pod it gave values to.
pub const ANNOTATION: &str = "kubernetes.io/limit-ranger";

/// `resource.MaxMilliValue`: past it, values are compared in whole units.
const MAX_MILLI_VALUE: i128 = (i64::MAX / 1000) as i128;

/// A request or limit a container got from a LimitRange.
#[derive(Debug, Clone, PartialEq)]
pub struct DefaultedValue {
    /// The container's name.
    pub container: String,
    /// Its field path (`spec.initContainers[0]`).
    pub path: String,
    /// Request or limit.
    pub kind: ResourceKind,
    /// The resource (`cpu`, `memory`, …).
    pub resource: String,
    /// The value it got.
    pub value: Quantity,
    /// The LimitRange's name.
    pub limit_range: String,
    /// The field of the LimitRange the value comes from.
    pub source: DefaultSource,
}

/// Fills each LimitRange's container defaults into the containers that lack them, in order
/// (a value an earlier LimitRange set is kept), and returns what was set and the annotation.
/// // limitranger: PodMutateLimitFunc, mergePodResourceRequirements
pub fn mutate(pod: &mut Pod, limit_ranges: &[LimitRange]) -> (Vec<DefaultedValue>, Option<String>) {
    let mut defaulted = Vec::new();
    let mut annotation = None;
    for limit_range in limit_ranges {
        let (requests, limits) = container_defaults(limit_range);
        let spec = std::rc::Rc::make_mut(&mut pod.spec);
        let mut notes: Vec<String> = Vec::new();
        let lists = [("container", "containers", &mut spec.containers), ("init container", "initContainers", &mut spec.init_containers)];
        for (prefix, field, containers) in lists {
            for (index, container) in containers.iter_mut().enumerate() {
                let path = format!("spec.{field}[{index}]");
                let mut set_limits = Vec::new();
                for (resource, (value, source)) in &limits {
                    if !container.resources.limits.contains_key(resource) {
                        container.resources.limits.insert(resource.clone(), value.canonical());
                        set_limits.push(resource.clone());
                        defaulted.push(record(container, &path, ResourceKind::Limits, resource, value, limit_range, *source));
                    }
                }
                let mut set_requests = Vec::new();
                for (resource, (value, source)) in &requests {
                    if !container.resources.requests.contains_key(resource) {
                        container.resources.requests.insert(resource.clone(), value.canonical());
                        set_requests.push(resource.clone());
                        defaulted.push(record(container, &path, ResourceKind::Requests, resource, value, limit_range, *source));
                    }
                }
                let name = container.name_or_empty();
                if !set_requests.is_empty() {
                    notes.push(format!("{} request for {prefix} {name}", set_requests.join(", ")));
                }
                if !set_limits.is_empty() {
                    notes.push(format!("{} limit for {prefix} {name}", set_limits.join(", ")));
                }
            }
        }
        if !notes.is_empty() {
            // Each LimitRange that sets something writes the whole annotation again.
            annotation = Some(format!("LimitRanger plugin set: {}", notes.join("; ")));
        }
    }
    if let Some(text) = &annotation {
        pod.metadata.annotations.insert(ANNOTATION.to_owned(), text.clone());
    }
    (defaulted, annotation)
}

/// Writes values found by [`mutate`] on another copy of the Pod (the one as written).
pub fn apply(pod: &mut Pod, defaulted: &[DefaultedValue], annotation: Option<&str>) {
    let spec = std::rc::Rc::make_mut(&mut pod.spec);
    for value in defaulted {
        let container = match value.path.strip_prefix("spec.containers[") {
            Some(rest) => rest.trim_end_matches(']').parse::<usize>().ok().and_then(|i| spec.containers.get_mut(i)),
            None => value
                .path
                .strip_prefix("spec.initContainers[")
                .and_then(|rest| rest.trim_end_matches(']').parse::<usize>().ok())
                .and_then(|i| spec.init_containers.get_mut(i)),
        };
        if let Some(container) = container {
            let list = match value.kind {
                ResourceKind::Requests => &mut container.resources.requests,
                ResourceKind::Limits => &mut container.resources.limits,
            };
            list.entry(value.resource.clone()).or_insert_with(|| value.value.canonical());
        }
    }
    if let Some(text) = annotation {
        pod.metadata.annotations.insert(ANNOTATION.to_owned(), text.to_owned());
    }
}

fn record(
    container: &Container,
    path: &str,
    kind: ResourceKind,
    resource: &str,
    value: &Quantity,
    limit_range: &LimitRange,
    source: DefaultSource,
) -> DefaultedValue {
    DefaultedValue {
        container: container.name_or_empty().to_owned(),
        path: path.to_owned(),
        kind,
        resource: resource.to_owned(),
        value: value.clone(),
        limit_range: limit_range.name.clone(),
        source,
    }
}

type Defaults = BTreeMap<String, (Quantity, DefaultSource)>;

/// The requests and limits the Container items give; a later item's value wins.
/// // limitranger: defaultContainerResourceRequirements
fn container_defaults(limit_range: &LimitRange) -> (Defaults, Defaults) {
    let mut requests = BTreeMap::new();
    let mut limits = BTreeMap::new();
    for item in limit_range.items.iter().filter(|item| item.limit_type == LimitType::Container) {
        requests.extend(item.default_request.clone());
        limits.extend(item.default.clone());
    }
    (requests, limits)
}

/// The first LimitRange the Pod violates, with the plugin's message: one error as it is, several
/// in `[…]` without repeats (apimachinery's aggregate). Go visits a limit's resources in map
/// order; podsim visits them by name.
/// // limitranger: PodValidateLimitFunc
pub fn validate(pod: &Pod, limit_ranges: &[LimitRange], gates: FeatureGates) -> Option<(String, String)> {
    for limit_range in limit_ranges {
        let mut errors: Vec<String> = Vec::new();
        for item in &limit_range.items {
            match item.limit_type {
                LimitType::Container => {
                    for container in pod.spec.containers.iter().chain(&pod.spec.init_containers) {
                        let requests = parse_list(&container.resources.requests);
                        let limits = parse_list(&container.resources.limits);
                        check_item(item, "Container", &requests, &limits, &mut errors);
                    }
                }
                LimitType::Pod => {
                    // limitranger's own podRequests/podLimits: no overhead, pod-level values win.
                    let options = ResourceOptions { exclude_overhead: true, ..ResourceOptions::default() };
                    let totals = effective_resources_with(pod, gates, options);
                    check_item(item, "Pod", &totals.requests, &totals.limits, &mut errors);
                }
                LimitType::Other => {}
            }
        }
        let mut unique: Vec<String> = Vec::new();
        for error in errors {
            if !unique.contains(&error) {
                unique.push(error);
            }
        }
        let message = match unique.as_slice() {
            [] => continue,
            [only] => only.clone(),
            many => format!("[{}]", many.join(", ")),
        };
        return Some((limit_range.name.clone(), message));
    }
    None
}

fn check_item(
    item: &LimitItem,
    limit_type: &str,
    requests: &BTreeMap<String, Quantity>,
    limits: &BTreeMap<String, Quantity>,
    errors: &mut Vec<String>,
) {
    for (resource, enforced) in &item.min {
        errors.extend(min_constraint(limit_type, resource, enforced, requests.get(resource), limits.get(resource)));
    }
    for (resource, enforced) in &item.max {
        errors.extend(max_constraint(limit_type, resource, enforced, requests.get(resource), limits.get(resource)));
    }
    for (resource, enforced) in &item.max_limit_request_ratio {
        errors.extend(ratio_constraint(limit_type, resource, enforced, requests.get(resource), limits.get(resource)));
    }
}

/// The three values at a common precision: milli-units unless one would overflow them.
/// // limitranger: requestLimitEnforcedValues
fn common_precision(request: Option<&Quantity>, limit: Option<&Quantity>, enforced: &Quantity) -> (i128, i128, i128) {
    let zero = Quantity::zero();
    let (request, limit) = (request.unwrap_or(&zero), limit.unwrap_or(&zero));
    if [request, limit, enforced].iter().all(|q| q.value() <= MAX_MILLI_VALUE) {
        (request.milli_value(), limit.milli_value(), enforced.milli_value())
    } else {
        (request.value(), limit.value(), enforced.value())
    }
}

/// // limitranger: minConstraint
fn min_constraint(
    limit_type: &str,
    resource: &str,
    enforced: &Quantity,
    request: Option<&Quantity>,
    limit: Option<&Quantity>,
) -> Option<String> {
    let (observed_request, observed_limit, enforced_value) = common_precision(request, limit, enforced);
    let Some(request) = request else {
        return Some(format!("minimum {resource} usage per {limit_type} is {enforced}.  No request is specified"));
    };
    if observed_request < enforced_value {
        return Some(format!("minimum {resource} usage per {limit_type} is {enforced}, but request is {request}"));
    }
    match limit {
        Some(limit) if observed_limit < enforced_value => {
            Some(format!("minimum {resource} usage per {limit_type} is {enforced}, but limit is {limit}"))
        }
        _ => None,
    }
}

/// // limitranger: maxConstraint
fn max_constraint(
    limit_type: &str,
    resource: &str,
    enforced: &Quantity,
    request: Option<&Quantity>,
    limit: Option<&Quantity>,
) -> Option<String> {
    let (observed_request, observed_limit, enforced_value) = common_precision(request, limit, enforced);
    let Some(limit) = limit else {
        return Some(format!("maximum {resource} usage per {limit_type} is {enforced}.  No limit is specified"));
    };
    if observed_limit > enforced_value {
        return Some(format!("maximum {resource} usage per {limit_type} is {enforced}, but limit is {limit}"));
    }
    match request {
        Some(request) if observed_request > enforced_value => {
            Some(format!("maximum {resource} usage per {limit_type} is {enforced}, but request is {request}"))
        }
        _ => None,
    }
}

/// // limitranger: limitRequestRatioConstraint (the ratio printed with Go's `%f`)
fn ratio_constraint(
    limit_type: &str,
    resource: &str,
    enforced: &Quantity,
    request: Option<&Quantity>,
    limit: Option<&Quantity>,
) -> Option<String> {
    let (observed_request, observed_limit, _) = common_precision(request, limit, enforced);
    if request.is_none() || observed_request == 0 {
        return Some(format!(
            "{resource} max limit to request ratio per {limit_type} is {enforced}, but no request is specified or request is 0"
        ));
    }
    if limit.is_none() || observed_limit == 0 {
        return Some(format!(
            "{resource} max limit to request ratio per {limit_type} is {enforced}, but no limit is specified or limit is 0"
        ));
    }
    #[allow(clippy::cast_precision_loss, reason = "Go divides the same values as float64")]
    let (ratio, mut observed, mut allowed) = {
        let ratio = observed_limit as f64 / observed_request as f64;
        (ratio, ratio, enforced.value() as f64)
    };
    if enforced.value() <= MAX_MILLI_VALUE {
        observed *= 1000.0;
        #[allow(clippy::cast_precision_loss, reason = "Go compares the same values as float64")]
        {
            allowed = enforced.milli_value() as f64;
        }
    }
    (observed > allowed).then(|| {
        format!("{resource} max limit to request ratio per {limit_type} is {enforced}, but provided ratio is {ratio:.6}")
    })
}
