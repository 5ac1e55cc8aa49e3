//! Struct values as `field.Invalid` prints them (apimachinery field: Error.ErrorBody): JSON from
//! 1.34 — of the internal type, whose fields carry no JSON tags, so keys are Go field names —
//! and Go syntax (`%#v`) in 1.33, where a set pointer prints as its address, which differs on
//! every run: podsim writes `0xc…` there, as for owner references.

use super::errors::quote;
use super::selector::{json_quote, prints_json};
use crate::model::{LabelSelector, PodResourceClaim, Profile, SecurityContext, TrustBundleProjection};
use crate::version::KubeVersion;

/// A `*string` field: JSON string or `null`; `(*string)(…)` in Go syntax.
fn optional_string(value: Option<&str>, json: bool) -> String {
    match (value, json) {
        (Some(text), true) => json_quote(text),
        (None, true) => "null".to_owned(),
        (Some(_), false) => "(*string)(0xc…)".to_owned(),
        (None, false) => "(*string)(nil)".to_owned(),
    }
}

/// A `metav1.LabelSelector` value: its JSON (`omitempty` members; an empty map or list is left
/// out like a nil one), or `%#v` of the struct (podsim does not keep an empty map apart from a
/// nil one, and prints both as nil).
pub(super) fn label_selector(selector: &LabelSelector, version: KubeVersion) -> String {
    if prints_json(version) {
        let mut members = Vec::new();
        if !selector.match_labels.is_empty() {
            let labels: Vec<String> = selector
                .match_labels
                .iter()
                .map(|(key, value)| format!("{}:{}", json_quote(key), json_quote(value)))
                .collect();
            members.push(format!("\"matchLabels\":{{{}}}", labels.join(",")));
        }
        if !selector.match_expressions.is_empty() {
            let expressions: Vec<String> = selector
                .match_expressions
                .iter()
                .map(|requirement| {
                    let mut out = format!(
                        "{{\"key\":{},\"operator\":{}",
                        json_quote(&requirement.key),
                        json_quote(&requirement.operator)
                    );
                    if !requirement.values.is_empty() {
                        let values: Vec<String> = requirement.values.iter().map(|value| json_quote(value)).collect();
                        out.push_str(&format!(",\"values\":[{}]", values.join(",")));
                    }
                    out.push('}');
                    out
                })
                .collect();
            members.push(format!("\"matchExpressions\":[{}]", expressions.join(",")));
        }
        return format!("{{{}}}", members.join(","));
    }
    let labels = if selector.match_labels.is_empty() {
        "map[string]string(nil)".to_owned()
    } else {
        let entries: Vec<String> =
            selector.match_labels.iter().map(|(key, value)| format!("{}:{}", quote(key), quote(value))).collect();
        format!("map[string]string{{{}}}", entries.join(", "))
    };
    let expressions = if selector.match_expressions.is_empty() {
        "[]v1.LabelSelectorRequirement(nil)".to_owned()
    } else {
        let items: Vec<String> = selector
            .match_expressions
            .iter()
            .map(|requirement| {
                let values = if requirement.values.is_empty() {
                    "[]string(nil)".to_owned()
                } else {
                    let values: Vec<String> = requirement.values.iter().map(|value| quote(value)).collect();
                    format!("[]string{{{}}}", values.join(", "))
                };
                format!(
                    "v1.LabelSelectorRequirement{{Key:{}, Operator:{}, Values:{values}}}",
                    quote(&requirement.key),
                    quote(&requirement.operator)
                )
            })
            .collect();
        format!("[]v1.LabelSelectorRequirement{{{}}}", items.join(", "))
    };
    format!("v1.LabelSelector{{MatchLabels:{labels}, MatchExpressions:{expressions}}}")
}

/// A `core.ClusterTrustBundleProjection` (the projection's struct value).
pub(super) fn trust_bundle(bundle: &TrustBundleProjection, version: KubeVersion) -> String {
    let json = prints_json(version);
    let name = optional_string(bundle.name.as_deref(), json);
    let signer = optional_string(bundle.signer_name.as_deref(), json);
    if json {
        let selector = bundle.label_selector.as_ref().map_or("null".to_owned(), |s| label_selector(s, version));
        let optional = bundle.optional.map_or("null".to_owned(), |flag| flag.to_string());
        return format!(
            "{{\"Name\":{name},\"SignerName\":{signer},\"LabelSelector\":{selector},\"Optional\":{optional},\"Path\":{}}}",
            json_quote(&bundle.path)
        );
    }
    let selector = if bundle.label_selector.is_some() { "(*v1.LabelSelector)(0xc…)" } else { "(*v1.LabelSelector)(nil)" };
    let optional = if bundle.optional.is_some() { "(*bool)(0xc…)" } else { "(*bool)(nil)" };
    format!(
        "core.ClusterTrustBundleProjection{{Name:{name}, SignerName:{signer}, LabelSelector:{selector}, Optional:{optional}, Path:{}}}",
        quote(&bundle.path)
    )
}

/// A `core.PodResourceClaim` (passed by value).
pub(super) fn pod_resource_claim(claim: &PodResourceClaim, version: KubeVersion) -> String {
    let json = prints_json(version);
    let claim_name = optional_string(claim.resource_claim_name.as_deref(), json);
    let template_name = optional_string(claim.resource_claim_template_name.as_deref(), json);
    if json {
        format!(
            "{{\"Name\":{},\"ResourceClaimName\":{claim_name},\"ResourceClaimTemplateName\":{template_name}}}",
            json_quote(&claim.name)
        )
    } else {
        format!(
            "core.PodResourceClaim{{Name:{}, ResourceClaimName:{claim_name}, ResourceClaimTemplateName:{template_name}}}",
            quote(&claim.name)
        )
    }
}

/// A list of strings: JSON (`null` when empty: podsim does not keep an empty list apart from an
/// absent one).
fn json_strings(items: &[String]) -> String {
    if items.is_empty() {
        return "null".to_owned();
    }
    let items: Vec<String> = items.iter().map(|item| json_quote(item)).collect();
    format!("[{}]", items.join(","))
}

/// A `*bool` or `*int64` field.
fn optional_scalar<T: ToString>(value: Option<T>, json: bool, go_type: &str) -> String {
    match (value, json) {
        (Some(value), true) => value.to_string(),
        (None, true) => "null".to_owned(),
        (Some(_), false) => format!("(*{go_type})(0xc…)"),
        (None, false) => format!("(*{go_type})(nil)"),
    }
}

/// A `*SeccompProfile` or `*AppArmorProfile` as JSON (Go syntax prints the pointer).
fn json_profile(profile: Option<&Profile>) -> String {
    profile.map_or("null".to_owned(), |profile| {
        format!(
            "{{\"Type\":{},\"LocalhostProfile\":{}}}",
            json_quote(profile.profile_type.as_deref().unwrap_or("")),
            optional_string(profile.localhost_profile.as_deref(), true)
        )
    })
}

/// A container's `core.SecurityContext` (the pointer `ValidateSecurityContext` passes, which
/// `ErrorBody` dereferences in 1.33 and marshals from 1.34). Fields in the internal type's order.
pub(super) fn security_context(context: &SecurityContext, version: KubeVersion) -> String {
    let json = prints_json(version);
    if !json {
        let pointer = |set: bool, go_type: &str| {
            if set { format!("(*{go_type})(0xc…)") } else { format!("(*{go_type})(nil)") }
        };
        return format!(
            "core.SecurityContext{{Capabilities:{}, Privileged:{}, SELinuxOptions:{}, WindowsOptions:{}, RunAsUser:{}, RunAsGroup:{}, RunAsNonRoot:{}, ReadOnlyRootFilesystem:{}, AllowPrivilegeEscalation:{}, ProcMount:{}, SeccompProfile:{}, AppArmorProfile:{}}}",
            pointer(context.capabilities.is_some(), "core.Capabilities"),
            optional_scalar(context.privileged, false, "bool"),
            pointer(context.se_linux_options.is_some(), "core.SELinuxOptions"),
            pointer(context.windows_options.is_some(), "core.WindowsSecurityContextOptions"),
            optional_scalar(context.run_as_user, false, "int64"),
            optional_scalar(context.run_as_group, false, "int64"),
            optional_scalar(context.run_as_non_root, false, "bool"),
            optional_scalar(context.read_only_root_filesystem, false, "bool"),
            optional_scalar(context.allow_privilege_escalation, false, "bool"),
            pointer(context.proc_mount.is_some(), "core.ProcMountType"),
            pointer(context.seccomp_profile.is_some(), "core.SeccompProfile"),
            pointer(context.app_armor_profile.is_some(), "core.AppArmorProfile"),
        );
    }
    let capabilities = context.capabilities.as_ref().map_or("null".to_owned(), |caps| {
        format!("{{\"Add\":{},\"Drop\":{}}}", json_strings(&caps.add), json_strings(&caps.drop))
    });
    let se_linux = context.se_linux_options.as_ref().map_or("null".to_owned(), |options| {
        let text = |value: &Option<String>| json_quote(value.as_deref().unwrap_or(""));
        format!(
            "{{\"User\":{},\"Role\":{},\"Type\":{},\"Level\":{}}}",
            text(&options.user),
            text(&options.role),
            text(&options.selinux_type),
            text(&options.level)
        )
    });
    let windows = context.windows_options.as_ref().map_or("null".to_owned(), |options| {
        format!(
            "{{\"GMSACredentialSpecName\":{},\"GMSACredentialSpec\":{},\"RunAsUserName\":{},\"HostProcess\":{}}}",
            optional_string(options.gmsa_credential_spec_name.as_deref(), true),
            optional_string(options.gmsa_credential_spec.as_deref(), true),
            optional_string(options.run_as_user_name.as_deref(), true),
            optional_scalar(options.host_process, true, "bool")
        )
    });
    format!(
        "{{\"Capabilities\":{capabilities},\"Privileged\":{},\"SELinuxOptions\":{se_linux},\"WindowsOptions\":{windows},\"RunAsUser\":{},\"RunAsGroup\":{},\"RunAsNonRoot\":{},\"ReadOnlyRootFilesystem\":{},\"AllowPrivilegeEscalation\":{},\"ProcMount\":{},\"SeccompProfile\":{},\"AppArmorProfile\":{}}}",
        optional_scalar(context.privileged, true, "bool"),
        optional_scalar(context.run_as_user, true, "int64"),
        optional_scalar(context.run_as_group, true, "int64"),
        optional_scalar(context.run_as_non_root, true, "bool"),
        optional_scalar(context.read_only_root_filesystem, true, "bool"),
        optional_scalar(context.allow_privilege_escalation, true, "bool"),
        optional_string(context.proc_mount.as_deref(), true),
        json_profile(context.seccomp_profile.as_ref()),
        json_profile(context.app_armor_profile.as_ref()),
    )
}
