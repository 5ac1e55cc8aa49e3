//! Names and addresses: core validation validateDNSPolicy, validatePodDNSConfig,
//! ValidateHostAliases, the `hostname`/`subdomain` labels, and apimachinery IsValidIP.

use std::net::{Ipv4Addr, Ipv6Addr};

use super::errors::{FieldError, quote};
use super::names;
use crate::model::PodSpec;
use crate::version::KubeVersion;

const DNS_POLICIES: [&str; 4] = ["ClusterFirstWithHostNet", "ClusterFirst", "Default", "None"];

/// A `[]string` as the API server prints it (`json.Marshal`).
fn print_list(items: &[String]) -> String {
    format!("[{}]", items.iter().map(|item| quote(item)).collect::<Vec<_>>().join(","))
}

/// An IPv4 address as `netutils.ParseIPSloppy` reads it: leading zeros allowed.
fn sloppy_ipv4(text: &str) -> Option<Ipv4Addr> {
    let parts: Vec<&str> = text.split('.').collect();
    let [a, b, c, d] = parts.as_slice() else { return None };
    let octet = |part: &str| {
        if part.is_empty() || part.len() > 3 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        part.parse::<u8>().ok()
    };
    Some(Ipv4Addr::new(octet(a)?, octet(b)?, octet(c)?, octet(d)?))
}

/// validation: IsValidIP — a valid address, without leading zeros, not IPv4-mapped IPv6, and in
/// canonical form.
pub(super) fn validate_ip(value: &str, path: &str, errors: &mut Vec<FieldError>) {
    let strict_v4 = value.parse::<Ipv4Addr>().ok();
    let v6 = value.parse::<Ipv6Addr>().ok();
    let sloppy_v4 = strict_v4.or_else(|| if v6.is_none() { sloppy_ipv4(value) } else { None });
    if sloppy_v4.is_none() && v6.is_none() {
        errors.push(FieldError::invalid(
            path.to_owned(),
            value,
            "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)",
        ));
        return;
    }
    let mut found = Vec::new();
    if strict_v4.is_none() && v6.is_none() {
        found.push("must not have leading 0s".to_owned());
    }
    let mapped = v6.and_then(|address| address.to_ipv4_mapped());
    if mapped.is_some() {
        found.push("must not be an IPv4-mapped IPv6 address".to_owned());
    }
    if found.is_empty() {
        // Go prints an IPv4-mapped address as IPv4; that case is already refused above.
        let canonical = match (sloppy_v4, v6) {
            (Some(address), _) => address.to_string(),
            (None, Some(address)) => address.to_string(),
            (None, None) => value.to_owned(),
        };
        if canonical != value {
            found.push(format!("must be in canonical form ({})", quote(&canonical)));
        }
    }
    for message in found {
        errors.push(FieldError::invalid(path.to_owned(), value, &message));
    }
}

/// validateDNSPolicy (an empty policy is defaulted to `ClusterFirst` before validation).
pub(super) fn validate_dns_policy(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    if let Some(policy) =
        spec.dns_policy.as_deref().filter(|policy| !policy.is_empty() && !DNS_POLICIES.contains(policy))
    {
        errors.push(FieldError::not_supported("spec.dnsPolicy", policy, &DNS_POLICIES));
    }
}

/// validatePodDNSConfig, with RelaxedDNSSearchValidation (on in every supported version).
pub(super) fn validate_dns_config(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let path = "spec.dnsConfig";
    if spec.dns_policy.as_deref() == Some("None") {
        let Some(config) = &spec.dns_config else {
            return errors.push(FieldError::required(path, "must provide `dnsConfig` when `dnsPolicy` is None"));
        };
        if config.nameservers.is_empty() {
            return errors.push(FieldError::required(
                format!("{path}.nameservers"),
                "must provide at least one DNS nameserver when `dnsPolicy` is None",
            ));
        }
    }
    let Some(config) = &spec.dns_config else { return };
    if config.nameservers.len() > 3 {
        errors.push(FieldError::invalid_printed(
            format!("{path}.nameservers"),
            print_list(&config.nameservers),
            "must not have more than 3 nameservers",
        ));
    }
    for (index, nameserver) in config.nameservers.iter().enumerate() {
        validate_ip(nameserver, &format!("{path}.nameservers[{index}]"), errors);
    }
    if config.searches.len() > 32 {
        errors.push(FieldError::invalid_printed(
            format!("{path}.searches"),
            print_list(&config.searches),
            "must not have more than 32 search paths",
        ));
    }
    if config.searches.join(" ").len() > 2048 {
        errors.push(FieldError::invalid_printed(
            format!("{path}.searches"),
            print_list(&config.searches),
            "must not have more than 2048 characters (including spaces) in the search list",
        ));
    }
    for (index, search) in config.searches.iter().enumerate() {
        if search == "." {
            continue;
        }
        let search = search.strip_suffix('.').unwrap_or(search);
        for message in names::dns1123_subdomain_with_underscore(search, version) {
            errors.push(FieldError::invalid(format!("{path}.searches[{index}]"), search, &message));
        }
    }
    for (index, name) in config.option_names.iter().enumerate() {
        if name.is_empty() {
            errors.push(FieldError::required(format!("{path}.options[{index}]"), "must not be empty"));
        }
    }
}

/// `hostname` and `subdomain` are DNS labels.
pub(super) fn validate_hostname(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    for (key, value) in [("hostname", &spec.hostname), ("subdomain", &spec.subdomain)] {
        let Some(value) = value.as_deref().filter(|value| !value.is_empty()) else { continue };
        for message in names::dns1123_label(value) {
            errors.push(FieldError::invalid(format!("spec.{key}"), value, &message));
        }
    }
}

/// ValidateHostAliases.
pub(super) fn validate_host_aliases(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    for (index, alias) in spec.host_aliases.iter().enumerate() {
        let path = format!("spec.hostAliases[{index}]");
        validate_ip(&alias.ip, &format!("{path}.ip"), errors);
        for (host_index, hostname) in alias.hostnames.iter().enumerate() {
            for message in names::dns1123_subdomain(hostname) {
                errors.push(FieldError::invalid(format!("{path}.hostnames[{host_index}]"), hostname, &message));
            }
        }
    }
}
