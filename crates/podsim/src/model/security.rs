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
    /// `capabilities`.
    pub capabilities: Capabilities,
    /// `seccompProfile`.
    pub seccomp_profile: Option<Profile>,
    /// `appArmorProfile`.
    pub app_armor_profile: Option<Profile>,
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
}
