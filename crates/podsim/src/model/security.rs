//! Security contexts of a container and of the Pod.

/// `securityContext` of a container.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SecurityContext {
    /// `privileged`.
    pub privileged: Option<bool>,
    /// `allowPrivilegeEscalation`.
    pub allow_privilege_escalation: Option<bool>,
    /// `runAsNonRoot`.
    pub run_as_non_root: Option<bool>,
    /// `runAsUser`.
    pub run_as_user: Option<i64>,
    /// `runAsGroup`.
    pub run_as_group: Option<i64>,
    /// `procMount`.
    pub proc_mount: Option<String>,
    /// `capabilities`, when set.
    pub capabilities: Option<Capabilities>,
    /// `readOnlyRootFilesystem`.
    pub read_only_root_filesystem: Option<bool>,
    /// `seccompProfile`.
    pub seccomp_profile: Option<Profile>,
    /// `appArmorProfile`.
    pub app_armor_profile: Option<Profile>,
    /// `seLinuxOptions`.
    pub se_linux_options: Option<SeLinuxOptions>,
    /// `windowsOptions`.
    pub windows_options: Option<WindowsOptions>,
}

/// `seLinuxOptions` of a container or of the Pod.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeLinuxOptions {
    /// `user`.
    pub user: Option<String>,
    /// `role`.
    pub role: Option<String>,
    /// `type`.
    pub selinux_type: Option<String>,
    /// `level`.
    pub level: Option<String>,
}

/// `windowsOptions` of a container or of the Pod.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct WindowsOptions {
    /// `gmsaCredentialSpecName`.
    pub gmsa_credential_spec_name: Option<String>,
    /// `gmsaCredentialSpec`.
    pub gmsa_credential_spec: Option<String>,
    /// `runAsUserName`.
    pub run_as_user_name: Option<String>,
    /// `hostProcess`.
    pub host_process: Option<bool>,
}

/// `securityContext.capabilities`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Capabilities {
    /// `add`.
    pub add: Vec<String>,
    /// `drop`.
    pub drop: Vec<String>,
}

/// `seccompProfile` or `appArmorProfile`: a type and, for `Localhost`, a profile.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Profile {
    /// `type`.
    pub profile_type: Option<String>,
    /// `localhostProfile`.
    pub localhost_profile: Option<String>,
}

/// `spec.securityContext`, with the host namespaces of the spec that upstream keeps in it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PodSecurityContext {
    /// `runAsUser`.
    pub run_as_user: Option<i64>,
    /// `runAsGroup`.
    pub run_as_group: Option<i64>,
    /// `runAsNonRoot`.
    pub run_as_non_root: Option<bool>,
    /// `fsGroup`.
    pub fs_group: Option<i64>,
    /// `fsGroupChangePolicy`.
    pub fs_group_change_policy: Option<String>,
    /// `supplementalGroups`.
    pub supplemental_groups: Vec<i64>,
    /// `supplementalGroupsPolicy`.
    pub supplemental_groups_policy: Option<String>,
    /// `seLinuxChangePolicy`.
    pub se_linux_change_policy: Option<String>,
    /// `sysctls[*].name`.
    pub sysctls: Vec<String>,
    /// `seccompProfile`.
    pub seccomp_profile: Option<Profile>,
    /// `appArmorProfile`.
    pub app_armor_profile: Option<Profile>,
    /// `seLinuxOptions`.
    pub se_linux_options: Option<SeLinuxOptions>,
    /// `windowsOptions`.
    pub windows_options: Option<WindowsOptions>,
}
