//! `LimitRange` and `ResourceQuota` documents read into typed policies, with the defaults the API
//! server gives a LimitRange when it is created and a warning for each value it would refuse.

use std::collections::BTreeMap;

use crate::diagnostic::{Diagnostic, Location};
use crate::quantity::Quantity;
use crate::yaml::Node;

/// The namespace an object without `metadata.namespace` is created in (kubectl's context default).
pub const DEFAULT_NAMESPACE: &str = "default";

/// `spec.limits[].type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitType {
    /// `Container`: each container's own requests and limits.
    Container,
    /// `Pod`: the Pod's requests and limits as a whole.
    Pod,
    /// Any other type (`PersistentVolumeClaim`): not about Pods.
    Other,
}

/// Where a container default of a LimitRange item comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefaultSource {
    /// Its `default` (a limit).
    Default,
    /// Its `max`, copied to `default` when the LimitRange was created.
    Max,
    /// Its `defaultRequest`.
    DefaultRequest,
    /// Its `default`, copied to `defaultRequest` when the LimitRange was created.
    DefaultAsRequest,
    /// Its `min`, copied to `defaultRequest` when the LimitRange was created.
    Min,
}

impl DefaultSource {
    /// The field of the LimitRange item the value was written in.
    pub fn field(self) -> &'static str {
        match self {
            DefaultSource::Default | DefaultSource::DefaultAsRequest => "default",
            DefaultSource::Max => "max",
            DefaultSource::DefaultRequest => "defaultRequest",
            DefaultSource::Min => "min",
        }
    }
}

/// One item of `spec.limits`, after the LimitRange's own defaulting.
#[derive(Debug, Clone, PartialEq)]
pub struct LimitItem {
    /// Its type.
    pub limit_type: LimitType,
    /// `min`.
    pub min: BTreeMap<String, Quantity>,
    /// `max`.
    pub max: BTreeMap<String, Quantity>,
    /// `maxLimitRequestRatio`.
    pub max_limit_request_ratio: BTreeMap<String, Quantity>,
    /// `default` (limits), each with where it comes from.
    pub default: BTreeMap<String, (Quantity, DefaultSource)>,
    /// `defaultRequest` (requests), each with where it comes from.
    pub default_request: BTreeMap<String, (Quantity, DefaultSource)>,
}

/// A `LimitRange` document.
#[derive(Debug, Clone, PartialEq)]
pub struct LimitRange {
    /// `metadata.name`.
    pub name: String,
    /// Where the document starts.
    pub location: Location,
    /// `spec.limits`.
    pub items: Vec<LimitItem>,
}

/// A `spec.scopes` entry or a `spec.scopeSelector` expression of a ResourceQuota.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuotaScope {
    /// `Terminating`: `activeDeadlineSeconds >= 0`.
    Terminating,
    /// `NotTerminating`.
    NotTerminating,
    /// `BestEffort`: the Pod's QoS class is BestEffort.
    BestEffort,
    /// `NotBestEffort`.
    NotBestEffort,
    /// `PriorityClass` with its operator and values.
    PriorityClass { operator: SelectorOperator, values: Vec<String> },
    /// A scope podsim does not model (`CrossNamespacePodAffinity`, `VolumeAttributesClass`).
    Unmodelled(String),
}

/// A scope selector's operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SelectorOperator {
    /// `In`.
    In,
    /// `NotIn`.
    NotIn,
    /// `Exists`.
    Exists,
    /// `DoesNotExist`.
    DoesNotExist,
}

/// A `ResourceQuota` document, with the usage it has already counted.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceQuota {
    /// `metadata.name`.
    pub name: String,
    /// Where the document starts.
    pub location: Location,
    /// `spec.hard` (the quota controller copies it to `status.hard`).
    pub hard: BTreeMap<String, Quantity>,
    /// `status.used` as written, else nothing used yet.
    pub used: BTreeMap<String, Quantity>,
    /// `spec.scopes` and `spec.scopeSelector.matchExpressions`, in that order.
    pub scopes: Vec<QuotaScope>,
}

/// The admission policies of the Pod's namespace.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Policies {
    /// The LimitRanges, in document order.
    pub limit_ranges: Vec<LimitRange>,
    /// The ResourceQuotas, in document order.
    pub quotas: Vec<ResourceQuota>,
}

impl Policies {
    /// True when no policy applies.
    pub fn is_empty(&self) -> bool {
        self.limit_ranges.is_empty() && self.quotas.is_empty()
    }
}

/// True for the kinds read as admission policies.
pub fn is_policy_kind(kind: &str) -> bool {
    kind == "LimitRange" || kind == "ResourceQuota"
}

/// The policies among `documents` that apply in `namespace`, and a note for each that does not.
pub fn read_policies(documents: &[Node], namespace: &str) -> (Policies, Vec<Diagnostic>) {
    let mut policies = Policies::default();
    let mut diagnostics = Vec::new();
    for document in documents {
        let kind = document.get("kind").and_then(Node::scalar).unwrap_or("");
        if !is_policy_kind(kind) {
            continue;
        }
        let metadata = document.get("metadata");
        let name = metadata.and_then(|m| m.get("name")).and_then(Node::scalar).unwrap_or("").to_owned();
        let own = metadata.and_then(|m| m.get("namespace")).and_then(Node::scalar).unwrap_or(DEFAULT_NAMESPACE);
        if own != namespace {
            diagnostics.push(Diagnostic::note(
                "policy-other-namespace",
                format!("{kind} \"{name}\" is in namespace \"{own}\" and the Pod in \"{namespace}\": it does not apply"),
                Some(document.span.start),
            ));
            continue;
        }
        let location = document.span.start;
        match kind {
            "LimitRange" => {
                let items = document
                    .find("spec.limits")
                    .and_then(Node::items)
                    .unwrap_or(&[])
                    .iter()
                    .map(|item| read_limit_item(item, &mut diagnostics))
                    .collect();
                policies.limit_ranges.push(LimitRange { name, location, items });
            }
            _ => {
                let hard = read_list(document.find("spec.hard"), &mut diagnostics);
                let used = read_list(document.find("status.used"), &mut diagnostics);
                let scopes = read_scopes(document);
                policies.quotas.push(ResourceQuota { name, location, hard, used, scopes });
            }
        }
    }
    (policies, diagnostics)
}

/// A resource list; a value that is not a quantity is left out with a warning (the API server
/// would refuse the policy itself).
fn read_list(node: Option<&Node>, diagnostics: &mut Vec<Diagnostic>) -> BTreeMap<String, Quantity> {
    let mut list = BTreeMap::new();
    for (key, value) in node.and_then(Node::entries).unwrap_or(&[]) {
        match value.scalar().map(Quantity::parse) {
            Some(Ok(quantity)) => {
                list.insert(key.text.clone(), quantity);
            }
            _ => diagnostics.push(Diagnostic::warning(
                "policy-quantity",
                format!("{}: not a quantity; the policy is read without it", key.text),
                Some(value.span.start),
            )),
        }
    }
    list
}

/// One `spec.limits` item with the defaults the API server gives it.
/// // core/v1 defaults: SetDefaults_LimitRangeItem
fn read_limit_item(node: &Node, diagnostics: &mut Vec<Diagnostic>) -> LimitItem {
    let limit_type = match node.get("type").and_then(Node::scalar) {
        Some("Container") => LimitType::Container,
        Some("Pod") => LimitType::Pod,
        _ => LimitType::Other,
    };
    let mut item = LimitItem {
        limit_type,
        min: read_list(node.get("min"), diagnostics),
        max: read_list(node.get("max"), diagnostics),
        max_limit_request_ratio: read_list(node.get("maxLimitRequestRatio"), diagnostics),
        default: tagged(read_list(node.get("default"), diagnostics), DefaultSource::Default),
        default_request: tagged(read_list(node.get("defaultRequest"), diagnostics), DefaultSource::DefaultRequest),
    };
    if limit_type == LimitType::Container {
        // A missing default limit is the max; a missing default request the default limit, else the min.
        for (name, value) in &item.max {
            item.default.entry(name.clone()).or_insert_with(|| (value.clone(), DefaultSource::Max));
        }
        for (name, (value, _)) in &item.default {
            item.default_request.entry(name.clone()).or_insert_with(|| (value.clone(), DefaultSource::DefaultAsRequest));
        }
        for (name, value) in &item.min {
            item.default_request.entry(name.clone()).or_insert_with(|| (value.clone(), DefaultSource::Min));
        }
    }
    item
}

fn tagged(list: BTreeMap<String, Quantity>, source: DefaultSource) -> BTreeMap<String, (Quantity, DefaultSource)> {
    list.into_iter().map(|(name, value)| (name, (value, source))).collect()
}

fn read_scopes(document: &Node) -> Vec<QuotaScope> {
    let scope = |name: &str, operator: SelectorOperator, values: Vec<String>| match name {
        "Terminating" => QuotaScope::Terminating,
        "NotTerminating" => QuotaScope::NotTerminating,
        "BestEffort" => QuotaScope::BestEffort,
        "NotBestEffort" => QuotaScope::NotBestEffort,
        "PriorityClass" => QuotaScope::PriorityClass { operator, values },
        other => QuotaScope::Unmodelled(other.to_owned()),
    };
    let mut scopes: Vec<QuotaScope> = document
        .find("spec.scopes")
        .and_then(Node::items)
        .unwrap_or(&[])
        .iter()
        .filter_map(Node::scalar)
        .map(|name| scope(name, SelectorOperator::Exists, Vec::new()))
        .collect();
    for expression in document.find("spec.scopeSelector.matchExpressions").and_then(Node::items).unwrap_or(&[]) {
        let name = expression.get("scopeName").and_then(Node::scalar).unwrap_or("");
        let operator = match expression.get("operator").and_then(Node::scalar).unwrap_or("") {
            "In" => SelectorOperator::In,
            "NotIn" => SelectorOperator::NotIn,
            "DoesNotExist" => SelectorOperator::DoesNotExist,
            _ => SelectorOperator::Exists,
        };
        let values = expression
            .get("values")
            .and_then(Node::items)
            .unwrap_or(&[])
            .iter()
            .filter_map(Node::scalar)
            .map(str::to_owned)
            .collect();
        scopes.push(scope(name, operator, values));
    }
    scopes
}
