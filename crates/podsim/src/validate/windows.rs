//! Windows settings of a Pod: validateWindowsSecurityContextOptions (`windowsOptions` of the Pod
//! and of each container), validateWindowsHostProcessPod, and validateLinux (no `windowsOptions`
//! in a Linux Pod).

use super::errors::{FieldError, quote};
use super::names;
use super::selector::{json_quote, prints_json};
use crate::model::{Container, PodSpec, WindowsOptions};
use crate::version::KubeVersion;

/// `maxGMSACredentialSpecLengthInKiB`, `maxRunAsUserNameDomainLength`, `maxRunAsUserNameUserLength`.
const MAX_GMSA_SPEC_KIB: usize = 64;
const MAX_DOMAIN_LENGTH: usize = 256;
const MAX_USER_LENGTH: usize = 104;

/// A `*string` bad value as `field.Error` prints it: dereferenced and `%q` in 1.33, JSON from 1.34.
fn print_pointer(text: &str, version: KubeVersion) -> String {
    if prints_json(version) { json_quote(text) } else { quote(text) }
}

/// core validation: validateWindowsSecurityContextOptions.
pub(super) fn validate_windows_options(
    options: Option<&WindowsOptions>,
    path: &str,
    version: KubeVersion,
    errors: &mut Vec<FieldError>,
) {
    let Some(options) = options else { return };
    let invalid = |field: &str, value: &str, detail: &str| {
        FieldError::invalid_printed(format!("{path}.{field}"), print_pointer(value, version), detail)
    };
    if let Some(name) = options.gmsa_credential_spec_name.as_deref() {
        for message in names::dns1123_subdomain(name) {
            errors.push(invalid("gmsaCredentialSpecName", name, &message));
        }
    }
    if let Some(spec) = options.gmsa_credential_spec.as_deref() {
        if spec.is_empty() {
            errors.push(invalid("gmsaCredentialSpec", spec, "gmsaCredentialSpec cannot be an empty string"));
        } else if spec.len() > MAX_GMSA_SPEC_KIB * 1024 {
            let detail = format!("gmsaCredentialSpec size must be under {MAX_GMSA_SPEC_KIB} KiB");
            errors.push(invalid("gmsaCredentialSpec", spec, &detail));
        }
    }
    let Some(name) = options.run_as_user_name.as_deref() else { return };
    let mut fail = |detail: &str| errors.push(invalid("runAsUserName", name, detail));
    let parts: Vec<&str> = name.split('\\').collect();
    if name.is_empty() {
        return fail("runAsUserName cannot be an empty string");
    }
    // ctrlRegex `[[:cntrl:]]+`
    if name.chars().any(|c| c.is_ascii_control()) {
        return fail("runAsUserName cannot contain control characters");
    }
    let (domain, user) = match parts.as_slice() {
        [user] => (None, *user),
        [domain, user] => (Some(*domain), *user),
        _ => return fail("runAsUserName cannot contain more than one backslash"),
    };
    if domain.unwrap_or("").len() >= MAX_DOMAIN_LENGTH {
        fail(&format!("runAsUserName's Domain length must be under {MAX_DOMAIN_LENGTH} characters"));
    }
    if let Some(domain) = domain
        && !(is_netbios_domain(domain) || is_dns_domain(domain))
    {
        fail("runAsUserName's Domain doesn't match the NetBios nor the DNS format");
    }
    if user.is_empty() {
        fail("runAsUserName's User cannot be empty");
    } else if user.len() > MAX_USER_LENGTH {
        fail(&format!("runAsUserName's User length must not be longer than {MAX_USER_LENGTH} characters"));
    }
    // invalidUserNameDotsSpacesRegex `^[\. ]+$`
    if !user.is_empty() && user.chars().all(|c| c == '.' || c == ' ') {
        fail("runAsUserName's User cannot contain only periods or spaces");
    }
    // invalidUserNameCharsRegex
    if user.chars().any(|c| "\"/\\:;|=,+*?<>@[]".contains(c)) {
        fail("runAsUserName's User cannot contain the following characters: \"/\\:;|=,+*?<>@[]");
    }
}

/// validNetBiosRegex `^[^\\/:\*\?"<>|\.][^\\/:\*\?"<>|]{0,14}$` (counted in characters).
fn is_netbios_domain(domain: &str) -> bool {
    const FORBIDDEN: &str = "\\/:*?\"<>|";
    let mut chars = domain.chars();
    let Some(first) = chars.next() else { return false };
    let rest: Vec<char> = chars.collect();
    !FORBIDDEN.contains(first) && first != '.' && rest.len() <= 14 && rest.iter().all(|c| !FORBIDDEN.contains(*c))
}

/// validWindowsUserDomainDNSRegex: dot-separated labels of 1–63 ASCII letters, digits and
/// dashes, starting and ending with a letter or digit.
fn is_dns_domain(domain: &str) -> bool {
    domain.split('.').all(|label| {
        let bytes = label.as_bytes();
        let edge = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphanumeric);
        (1..=63).contains(&bytes.len())
            && edge(bytes.first())
            && edge(bytes.last())
            && bytes.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-')
    })
}

/// Every container with its path, in podshelper.VisitContainersWithPath order.
pub(super) fn all_containers(spec: &PodSpec) -> impl Iterator<Item = (String, &Container)> {
    spec.init_containers
        .iter()
        .enumerate()
        .map(|(index, container)| (format!("spec.initContainers[{index}]"), container))
        .chain(spec.containers.iter().enumerate().map(|(index, c)| (format!("spec.containers[{index}]"), c)))
        .chain(
            spec.ephemeral_containers
                .iter()
                .enumerate()
                .map(|(index, c)| (format!("spec.ephemeralContainers[{index}]"), c)),
        )
}

/// The `hostProcess` a container sets.
fn container_host_process(container: &Container) -> Option<bool> {
    container.security_context.as_ref()?.windows_options.as_ref()?.host_process
}

/// core validation: validateWindowsHostProcessPod. A Pod with any HostProcess container must
/// run only HostProcess containers, on the host network; a container may not contradict the
/// Pod's setting. (Clusters allow privileged containers, so "disallowed by cluster policy" does
/// not arise.)
pub(super) fn validate_host_process_pod(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    let pod = spec.security_context.as_ref().and_then(|context| context.windows_options.as_ref());
    let pod_host_process = pod.and_then(|options| options.host_process);
    let mut containers = 0;
    let mut host_process = 0;
    for (path, container) in all_containers(spec) {
        containers += 1;
        let own = container_host_process(container);
        if let (Some(pod), Some(own)) = (pod_host_process, own)
            && pod != own
        {
            errors.push(FieldError::invalid_printed(
                format!("{path}.securityContext.windowsOptions.hostProcess"),
                own.to_string(),
                &format!("pod hostProcess value must be identical if both are specified, was {pod}"),
            ));
        }
        if own.or(pod_host_process) == Some(true) {
            host_process += 1;
        }
    }
    if host_process == 0 {
        return;
    }
    if host_process != containers {
        errors.push(FieldError::invalid(
            "spec",
            "",
            "If pod contains any hostProcess containers then all containers must be HostProcess containers",
        ));
    }
    if spec.host_network != Some(true) {
        errors.push(FieldError::invalid_printed(
            "spec.hostNetwork",
            "false".to_owned(),
            "hostNetwork must be true if pod contains any hostProcess containers",
        ));
    }
}

/// core validation: validateLinux — `windowsOptions` of the Pod, then of each container.
pub(super) fn validate_linux(spec: &PodSpec, errors: &mut Vec<FieldError>) {
    const DETAIL: &str = "windows options cannot be set for a linux pod";
    if spec.security_context.as_ref().is_some_and(|context| context.windows_options.is_some()) {
        errors.push(FieldError::forbidden("spec.securityContext.windowsOptions", DETAIL));
    }
    for (path, container) in all_containers(spec) {
        if container.security_context.as_ref().is_some_and(|context| context.windows_options.is_some()) {
            errors.push(FieldError::forbidden(format!("{path}.securityContext.windowsOptions"), DETAIL));
        }
    }
}
