//! Security contexts: core validation ValidateSecurityContext (containers),
//! validatePodSpecSecurityContext, validateHostUsers, validateOS with validateWindows, and the
//! seccomp and AppArmor profile fields they share.

use super::container::descending_path;
use super::errors::FieldError;
use super::{names, windows};
use crate::model::{PodSecurityContext, PodSpec, Profile, SecurityContext, WindowsOptions};
use crate::version::KubeVersion;

const PROFILE_TYPES: [&str; 3] = ["Localhost", "RuntimeDefault", "Unconfined"];

/// A profile as the API server prints the internal struct (`json.Marshal`, Go field names).
fn print_profile(profile: &Profile) -> String {
    let field = |value: &Option<String>| value.as_deref().map_or_else(|| "null".to_owned(), super::errors::quote);
    format!(
        "{{\"Type\":{},\"LocalhostProfile\":{}}}",
        super::errors::quote(profile.profile_type.as_deref().unwrap_or("")),
        field(&profile.localhost_profile)
    )
}

/// The profile fields a Pod's and a container's security context share, checked in upstream's
/// order: seccomp, Windows options, AppArmor.
struct Profiles<'c> {
    seccomp: Option<&'c Profile>,
    windows: Option<&'c WindowsOptions>,
    app_armor: Option<&'c Profile>,
}

impl Profiles<'_> {
    fn validate(&self, path: &str, version: KubeVersion, errors: &mut Vec<FieldError>) {
        validate_seccomp(self.seccomp, &format!("{path}.seccompProfile"), errors);
        windows::validate_windows_options(self.windows, &format!("{path}.windowsOptions"), version, errors);
        validate_app_armor(self.app_armor, &format!("{path}.appArmorProfile"), errors);
    }
}

/// validateSeccompProfileField.
fn validate_seccomp(profile: Option<&Profile>, path: &str, errors: &mut Vec<FieldError>) {
    let Some(profile) = profile else { return };
    let kind = profile.profile_type.as_deref().unwrap_or("");
    // validateSeccompProfileType
    match kind {
        "Localhost" | "RuntimeDefault" | "Unconfined" => {}
        "" => errors.push(FieldError::required(format!("{path}.type"), "type is required when seccompProfile is set")),
        other => errors.push(FieldError::not_supported(format!("{path}.type"), other, &PROFILE_TYPES)),
    }
    let localhost = format!("{path}.localhostProfile");
    match (kind, profile.localhost_profile.as_deref()) {
        ("Localhost", None) => {
            errors.push(FieldError::required(localhost, "must be set when seccomp type is Localhost"));
        }
        ("Localhost", Some(file)) => descending_path(file, &localhost, errors),
        (_, Some(_)) => errors.push(FieldError::invalid_printed(
            localhost,
            print_profile(profile),
            "can only be set when seccomp type is Localhost",
        )),
        (_, None) => {}
    }
}

/// ValidateAppArmorProfileField.
fn validate_app_armor(profile: Option<&Profile>, path: &str, errors: &mut Vec<FieldError>) {
    let Some(profile) = profile else { return };
    let localhost = format!("{path}.localhostProfile");
    match profile.profile_type.as_deref().unwrap_or("") {
        "Localhost" => match profile.localhost_profile.as_deref() {
            None => errors.push(FieldError::required(localhost, "must be set when AppArmor type is Localhost")),
            Some(file) => {
                if file.trim() != file {
                    errors.push(FieldError::invalid(localhost.clone(), file, "must not be padded with whitespace"));
                } else if file.is_empty() {
                    errors.push(FieldError::required(localhost.clone(), "must be set when AppArmor type is Localhost"));
                }
                if file.len() > 4095 {
                    errors.push(FieldError::too_long(localhost, 4095));
                }
            }
        },
        "RuntimeDefault" | "Unconfined" => {
            if let Some(file) = profile.localhost_profile.as_deref() {
                errors.push(FieldError::invalid(localhost, file, "can only be set when AppArmor type is Localhost"));
            }
        }
        "" => errors.push(FieldError::required(format!("{path}.type"), "type is required when appArmorProfile is set")),
        other => errors.push(FieldError::not_supported(format!("{path}.type"), other, &PROFILE_TYPES)),
    }
}

fn validate_id(id: Option<i64>, path: String, errors: &mut Vec<FieldError>) {
    let Some(id) = id else { return };
    for message in names::user_or_group_id(id) {
        errors.push(FieldError::invalid_number(path.clone(), id, &message));
    }
}

/// ValidateSecurityContext of one container, in upstream order (`privileged` "disallowed by
/// cluster policy" does not arise: clusters allow privileged containers).
pub(super) fn validate_container_security(
    context: Option<&SecurityContext>,
    host_users: bool,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let Some(context) = context else { return };
    validate_id(context.run_as_user, format!("{path}.runAsUser"), errors);
    validate_id(context.run_as_group, format!("{path}.runAsGroup"), errors);
    if let Some(proc_mount) = context.proc_mount.as_deref() {
        // ValidateProcMountType
        if proc_mount != "Default" && proc_mount != "Unmasked" {
            errors.push(FieldError::not_supported(format!("{path}.procMount"), proc_mount, &["Default", "Unmasked"]));
        }
        if host_users && proc_mount == "Unmasked" {
            errors.push(FieldError::invalid(
                format!("{path}.procMount"),
                proc_mount,
                "`hostUsers` must be false to use `Unmasked`",
            ));
        }
    }
    validate_seccomp(context.seccomp_profile.as_ref(), &format!("{path}.seccompProfile"), errors);
    if context.allow_privilege_escalation == Some(false) {
        // The value is the whole internal SecurityContext (validate/printed.rs).
        let printed = || super::printed::security_context(context, version);
        if context.privileged == Some(true) {
            errors.push(FieldError::invalid_printed(
                path.to_owned(),
                printed(),
                "cannot set `allowPrivilegeEscalation` to false and `privileged` to true",
            ));
        }
        let added = context.capabilities.iter().flat_map(|caps| &caps.add);
        for _ in added.filter(|capability| *capability == "CAP_SYS_ADMIN") {
            errors.push(FieldError::invalid_printed(
                path.to_owned(),
                printed(),
                "cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN",
            ));
        }
    }
    windows::validate_windows_options(context.windows_options.as_ref(), &format!("{path}.windowsOptions"), version, errors);
    validate_app_armor(context.app_armor_profile.as_ref(), &format!("{path}.appArmorProfile"), errors);
}

/// `^([a-z0-9]([-_a-z0-9]*[a-z0-9])?[\./])*[a-z0-9]([-_a-z0-9]*[a-z0-9])?$`, at most 253 bytes.
fn is_sysctl_name(name: &str) -> bool {
    let segment = |part: &str| {
        let bytes = part.as_bytes();
        let edge = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        edge(bytes.first())
            && edge(bytes.last())
            && bytes.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-' || *b == b'_')
    };
    name.len() <= 253 && name.split(['.', '/']).all(segment)
}

/// The namespace a sysctl belongs to, by prefix. // component-helpers sysctl: GetNamespace
fn sysctl_namespace(name: &str) -> Option<&'static str> {
    let name = name.replace('/', ".");
    if name.starts_with("net.") {
        Some("hostNetwork")
    } else if name == "kernel.sem" || ["kernel.shm", "kernel.msg", "fs.mqueue."].iter().any(|p| name.starts_with(p)) {
        Some("hostIPC")
    } else {
        None
    }
}

/// validateSysctls.
fn validate_sysctls(spec: &PodSpec, sysctls: &[String], path: &str, errors: &mut Vec<FieldError>) {
    let mut seen = std::collections::BTreeSet::new();
    for (index, name) in sysctls.iter().enumerate() {
        let item = format!("{path}[{index}].name");
        if name.is_empty() {
            errors.push(FieldError::required(item.clone(), ""));
        } else if !is_sysctl_name(name) {
            errors.push(FieldError::invalid(
                item.clone(),
                name,
                "must have at most 253 characters and match regex ^([a-z0-9]([-_a-z0-9]*[a-z0-9])?[\\./])*[a-z0-9]([-_a-z0-9]*[a-z0-9])?$",
            ));
        } else if seen.contains(name.as_str()) {
            errors.push(FieldError::duplicate(item.clone(), name));
        }
        // ValidateHostSysctl
        match sysctl_namespace(name) {
            Some("hostNetwork") if spec.host_network == Some(true) => {
                errors.push(FieldError::invalid(item, name, "may not be specified when 'hostNetwork' is true"));
            }
            Some("hostIPC") if spec.host_ipc == Some(true) => {
                errors.push(FieldError::invalid(item, name, "may not be specified when 'hostIPC' is true"));
            }
            _ => {}
        }
        seen.insert(name.as_str());
    }
}

/// validatePodSpecSecurityContext.
pub(super) fn validate_pod_security(spec: &PodSpec, version: KubeVersion, errors: &mut Vec<FieldError>) {
    let path = "spec.securityContext";
    let context = spec.security_context.clone().unwrap_or_default();
    let PodSecurityContext { fs_group, run_as_user, run_as_group, .. } = context;
    validate_id(fs_group, format!("{path}.fsGroup"), errors);
    validate_id(run_as_user, format!("{path}.runAsUser"), errors);
    validate_id(run_as_group, format!("{path}.runAsGroup"), errors);
    for (index, group) in context.supplemental_groups.iter().enumerate() {
        validate_id(Some(*group), format!("{path}.supplementalGroups[{index}]"), errors);
    }
    if spec.share_process_namespace == Some(true) && spec.host_pid == Some(true) {
        errors.push(FieldError::invalid_printed(
            format!("{path}.shareProcessNamespace"),
            "true".to_owned(),
            "ShareProcessNamespace and HostPID cannot both be enabled",
        ));
    }
    validate_sysctls(spec, &context.sysctls, &format!("{path}.sysctls"), errors);
    if let Some(policy) = context.fs_group_change_policy.as_deref() {
        // validateFSGroupChangePolicy
        if policy != "OnRootMismatch" && policy != "Always" {
            errors.push(FieldError::not_supported(
                format!("{path}.fsGroupChangePolicy"),
                policy,
                &["Always", "OnRootMismatch"],
            ));
        }
    }
    let profiles = Profiles {
        seccomp: context.seccomp_profile.as_ref(),
        windows: context.windows_options.as_ref(),
        app_armor: context.app_armor_profile.as_ref(),
    };
    profiles.validate(path, version, errors);
    if let Some(policy) = context.supplemental_groups_policy.as_deref() {
        // validateSupplementalGroupsPolicy
        if policy != "Merge" && policy != "Strict" {
            errors.push(FieldError::not_supported(
                format!("{path}.supplementalGroupsPolicy"),
                policy,
                &["Merge", "Strict"],
            ));
        }
    }
    if let Some(policy) = context.se_linux_change_policy.as_deref() {
        // validateSELinuxChangePolicy. On create, useOnlyRecursiveSELinuxChangePolicy allows only
        // `Recursive` while SELinuxMount is off (beta and off from 1.33; SELinuxChangePolicy, which
        // keeps the field, is on from 1.33).
        if policy != "Recursive" {
            errors.push(FieldError::not_supported_json(format!("{path}.seLinuxChangePolicy"), policy, &["Recursive"]));
        }
    }
}

/// validateHostUsers: a Pod in its own user namespace may not share the host's others.
pub(super) fn validate_host_users(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    if spec.host_users != Some(false) {
        return;
    }
    const DETAIL: &str = "when `pod.Spec.HostUsers` is false";
    // Upstream names the last two with their Go field names.
    for (field, key, set) in [
        ("hostNetwork", "hostNetwork", spec.host_network),
        ("HostPID", "hostPID", spec.host_pid),
        ("HostIPC", "hostIPC", spec.host_ipc),
    ] {
        if set == Some(true) {
            errors.push(FieldError::forbidden(format!("spec.{field}"), DETAIL).located_at(&format!("spec.{key}")));
        }
    }
}

/// validateOS, then validateLinux for a Linux Pod and validateWindows for a Windows Pod.
pub(super) fn validate_os(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    let Some(name) = spec.os.as_deref() else { return };
    match name {
        "" => return errors.push(FieldError::required("spec.os.name", "cannot be empty")),
        "linux" => return windows::validate_linux(spec, errors),
        "windows" => {}
        other => return errors.push(FieldError::not_supported("spec.os", other, &["linux", "windows"])),
    }
    const WINDOWS: &str = "cannot be set for a windows pod";
    let pod = spec.security_context.clone().unwrap_or_default();
    let pod_fields = [
        ("securityContext.appArmorProfile", pod.app_armor_profile.is_some()),
        ("securityContext.seLinuxOptions", pod.se_linux_options.is_some()),
        ("hostUsers", spec.host_users.is_some()),
        ("hostPID", spec.host_pid == Some(true)),
        ("hostIPC", spec.host_ipc == Some(true)),
        ("securityContext.seccompProfile", pod.seccomp_profile.is_some()),
        ("securityContext.fsGroup", pod.fs_group.is_some()),
        ("securityContext.fsGroupChangePolicy", pod.fs_group_change_policy.is_some()),
        ("securityContext.sysctls", !pod.sysctls.is_empty()),
        ("shareProcessNamespace", spec.share_process_namespace.is_some()),
        ("securityContext.runAsUser", pod.run_as_user.is_some()),
        ("securityContext.runAsGroup", pod.run_as_group.is_some()),
        ("securityContext.supplementalGroups", !pod.supplemental_groups.is_empty()),
        ("securityContext.supplementalGroupsPolicy", pod.supplemental_groups_policy.is_some()),
        ("securityContext.seLinuxChangePolicy", pod.se_linux_change_policy.is_some()),
    ];
    for (field, set) in pod_fields {
        if set {
            errors.push(FieldError::forbidden(format!("spec.{field}"), WINDOWS));
        }
    }
    for (path, container) in windows::all_containers(spec) {
        let Some(context) = &container.security_context else { continue };
        let fields = [
            ("appArmorProfile", context.app_armor_profile.is_some()),
            ("seLinuxOptions", context.se_linux_options.is_some()),
            ("seccompProfile", context.seccomp_profile.is_some()),
            ("capabilities", context.capabilities.is_some()),
            ("readOnlyRootFilesystem", context.read_only_root_filesystem.is_some()),
            ("privileged", context.privileged.is_some()),
            ("allowPrivilegeEscalation", context.allow_privilege_escalation.is_some()),
            ("procMount", context.proc_mount.is_some()),
            ("runAsUser", context.run_as_user.is_some()),
            ("runAsGroup", context.run_as_group.is_some()),
        ];
        for (field, set) in fields {
            if set {
                errors.push(FieldError::forbidden(format!("{path}.securityContext.{field}"), WINDOWS));
            }
        }
    }
}
