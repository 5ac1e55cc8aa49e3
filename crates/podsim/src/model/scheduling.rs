//! Where the Pod may run and how it resolves names: tolerations, affinity, topology spread,
//! scheduling gates, DNS settings and host aliases.

use std::collections::BTreeMap;

/// `spec.tolerations[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Toleration {
    /// `key`.
    pub key: Option<String>,
    /// `operator`.
    pub operator: Option<String>,
    /// `value`.
    pub value: Option<String>,
    /// `effect`.
    pub effect: Option<String>,
    /// `tolerationSeconds`.
    pub toleration_seconds: Option<i64>,
}

/// `spec.affinity`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Affinity {
    /// `nodeAffinity`.
    pub node_affinity: Option<NodeAffinity>,
    /// `podAffinity`.
    pub pod_affinity: Option<PodAffinity>,
    /// `podAntiAffinity`.
    pub pod_anti_affinity: Option<PodAffinity>,
}

/// `nodeAffinity`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NodeAffinity {
    /// `requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms`, when the selector is set.
    pub required: Option<Vec<NodeSelectorTerm>>,
    /// `preferredDuringSchedulingIgnoredDuringExecution`: weight and preference.
    pub preferred: Vec<(i64, NodeSelectorTerm)>,
}

/// A node selector term.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NodeSelectorTerm {
    /// `matchExpressions`.
    pub match_expressions: Vec<Requirement>,
    /// `matchFields`.
    pub match_fields: Vec<Requirement>,
}

/// A selector requirement: key, operator and values.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Requirement {
    /// `key`.
    pub key: String,
    /// `operator`.
    pub operator: String,
    /// `values`.
    pub values: Vec<String>,
}

/// `metav1.LabelSelector`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LabelSelector {
    /// `matchLabels`.
    pub match_labels: BTreeMap<String, String>,
    /// `matchExpressions`.
    pub match_expressions: Vec<Requirement>,
}

/// `podAffinity` or `podAntiAffinity`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodAffinity {
    /// `requiredDuringSchedulingIgnoredDuringExecution`.
    pub required: Vec<PodAffinityTerm>,
    /// `preferredDuringSchedulingIgnoredDuringExecution`: weight and term.
    pub preferred: Vec<(i64, PodAffinityTerm)>,
}

/// A pod affinity term.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodAffinityTerm {
    /// `labelSelector`.
    pub label_selector: Option<LabelSelector>,
    /// `namespaceSelector`.
    pub namespace_selector: Option<LabelSelector>,
    /// `namespaces`.
    pub namespaces: Vec<String>,
    /// `topologyKey`.
    pub topology_key: String,
    /// `matchLabelKeys`.
    pub match_label_keys: Vec<String>,
    /// `mismatchLabelKeys`.
    pub mismatch_label_keys: Vec<String>,
}

/// `spec.topologySpreadConstraints[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TopologySpreadConstraint {
    /// `maxSkew`.
    pub max_skew: i64,
    /// `topologyKey`.
    pub topology_key: String,
    /// `whenUnsatisfiable`.
    pub when_unsatisfiable: String,
    /// `labelSelector`.
    pub label_selector: Option<LabelSelector>,
    /// `minDomains`.
    pub min_domains: Option<i64>,
    /// `nodeAffinityPolicy`.
    pub node_affinity_policy: Option<String>,
    /// `nodeTaintsPolicy`.
    pub node_taints_policy: Option<String>,
    /// `matchLabelKeys`.
    pub match_label_keys: Vec<String>,
}

/// `spec.dnsConfig`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DnsConfig {
    /// `nameservers`.
    pub nameservers: Vec<String>,
    /// `searches`.
    pub searches: Vec<String>,
    /// `options[*].name`.
    pub option_names: Vec<String>,
}

/// `spec.hostAliases[*]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HostAlias {
    /// `ip`.
    pub ip: String,
    /// `hostnames`.
    pub hostnames: Vec<String>,
}
