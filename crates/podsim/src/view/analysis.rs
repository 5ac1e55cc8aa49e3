//! The static analysis's own notes in English and Simplified Chinese: the fields the API server
//! dropped ([`Dropped`]: which gate of which version removed them, and what the Pod does without
//! them) and podsim's notes and warnings beside the API server's diagnostics ([`StaticNote`]: a
//! repeated YAML key, one Pod of many, what a LimitRange gave, an object named by `generateName`).

use crate::defaults::{Dropped, DroppedField};
use crate::diagnostic::StaticNote;
use crate::lang::Text;

impl DroppedField {
    /// A sentence for the user, in English and Chinese.
    pub fn message(&self) -> Text {
        self.why.text()
    }
}

impl Dropped {
    /// The sentence.
    pub fn text(&self) -> Text {
        match self {
            Dropped::PodLevelResources { version } => crate::text!(
                "spec.resources (pod-level resources) was dropped: Kubernetes {version} has the PodLevelResources feature gate off",
                "spec.resources（Pod 级资源）已被丢弃：Kubernetes {version} 关闭了 PodLevelResources 特性门控"
            ),
            Dropped::SidecarRestartPolicy { container } => crate::text!(
                "restartPolicy of init container `{}` was dropped: this cluster has no native sidecars, so it is a plain init container, which must exit before the next one starts (and which validation checks as one)",
                "init 容器 `{}` 的 restartPolicy 已被丢弃：这个集群不支持原生 sidecar，所以它是普通 init 容器，必须退出后下一个容器才会启动（校验也按普通 init 容器进行）",
                container
            ),
            Dropped::ResourceClaims { version } => crate::text!(
                "spec.resourceClaims was dropped: Kubernetes {version} has the DynamicResourceAllocation feature gate off",
                "spec.resourceClaims 已被丢弃：Kubernetes {version} 关闭了 DynamicResourceAllocation 特性门控"
            ),
            Dropped::ContainerClaims { container, version } => crate::text!(
                "resources.claims of container `{}` was dropped: Kubernetes {version} has the DynamicResourceAllocation feature gate off",
                "容器 `{}` 的 resources.claims 已被丢弃：Kubernetes {version} 关闭了 DynamicResourceAllocation 特性门控",
                container
            ),
            Dropped::RestartPolicy { container, version } => {
                let Text { en: why_en, zh: why_zh } = restart_rules_off(*version);
                crate::text!(
                    "restartPolicy of container `{}` was dropped: {why_en}",
                    "容器 `{}` 的 restartPolicy 已被丢弃：{why_zh}",
                    container
                )
            }
            Dropped::RestartPolicyRules { container, version } => {
                let Text { en: why_en, zh: why_zh } = restart_rules_off(*version);
                crate::text!(
                    "restartPolicyRules of container `{}` was dropped: {why_en}",
                    "容器 `{}` 的 restartPolicyRules 已被丢弃：{why_zh}",
                    container
                )
            }
            Dropped::StopSignal { container, version } => crate::text!(
                "lifecycle.stopSignal of container `{}` was dropped: Kubernetes {version} has the ContainerStopSignals feature gate off (alpha; turn it on with --feature-gates ContainerStopSignals=true), so the container is stopped with its image's STOPSIGNAL or SIGTERM",
                "容器 `{}` 的 lifecycle.stopSignal 已被丢弃：Kubernetes {version} 关闭了 ContainerStopSignals 特性门控（alpha；可用 --feature-gates ContainerStopSignals=true 打开），因此容器会以镜像的 STOPSIGNAL 或 SIGTERM 停止",
                container
            ),
            Dropped::FileKeyRef { env, container: name, version } => crate::text!(
                "fileKeyRef of env `{}` in container `{name}` was dropped: Kubernetes {version} has the EnvFiles feature gate off (alpha in 1.34; turn it on with --feature-gates EnvFiles=true)",
                "容器 `{name}` 中 env `{}` 的 fileKeyRef 已被丢弃：Kubernetes {version} 关闭了 EnvFiles 特性门控（1.34 为 alpha；可用 --feature-gates EnvFiles=true 打开）",
                env
            ),
            Dropped::ImageVolume { volume: name, version } => crate::text!(
                "image volume `{name}` was dropped with its mounts: Kubernetes {version} has the ImageVolume feature gate off (beta, off by default before 1.35; turn it on with --feature-gates ImageVolume=true)",
                "镜像卷 `{name}` 及其挂载已被丢弃：Kubernetes {version} 关闭了 ImageVolume 特性门控（beta，1.35 之前默认关闭；可用 --feature-gates ImageVolume=true 打开）"
            ),
            Dropped::TrustBundle { volume, version } => crate::text!(
                "clusterTrustBundle of projected volume `{}` was dropped: Kubernetes {version} has the ClusterTrustBundleProjection feature gate off (beta, off by default; turn it on with --feature-gates ClusterTrustBundleProjection=true)",
                "投射卷 `{}` 的 clusterTrustBundle 已被丢弃：Kubernetes {version} 关闭了 ClusterTrustBundleProjection 特性门控（beta，默认关闭；可用 --feature-gates ClusterTrustBundleProjection=true 打开）",
                volume
            ),
        }
    }
}

/// Why a container's restart rules go: the version's `ContainerRestartRules` gate is off.
fn restart_rules_off(version: crate::version::KubeVersion) -> Text {
    crate::text!(
        "Kubernetes {version} has the ContainerRestartRules feature gate off",
        "Kubernetes {version} 关闭了 ContainerRestartRules 特性门控"
    )
}

impl StaticNote {
    /// The note in both languages.
    pub fn text(&self) -> Text {
        match self {
            StaticNote::DuplicateKey { name, first_line, line } => crate::text!(
                "key \"{name}\" is set twice in the same mapping, at lines {first_line} and {line}: kubectl keeps the value of line {line} and drops the one of line {first_line} without a word",
                "键 \"{name}\" 在同一个映射中出现了两次（第 {first_line} 行和第 {line} 行）：kubectl 保留第 {line} 行的值，第 {first_line} 行的值被静默丢弃"
            ),
            StaticNote::StatefulSetReplicas { name, start, count, parallel } => {
                let (first, last) = (format!("{name}-{start}"), format!("{name}-{}", start.saturating_add(count - 1)));
                if *parallel {
                    crate::text!(
                        "replicas: {count}: the StatefulSet controller would create {count} Pods, {first} to {last}, all at once; podsim runs {first}",
                        "replicas: {count}：StatefulSet 控制器会同时创建 {count} 个 Pod（{first} 到 {last}）；podsim 只运行 {first}"
                    )
                } else {
                    crate::text!(
                        "replicas: {count}: the StatefulSet controller would create {count} Pods, {first} to {last}, each once the one before it is Running and Ready; podsim runs {first}",
                        "replicas: {count}：StatefulSet 控制器会创建 {count} 个 Pod（{first} 到 {last}），前一个 Running 且 Ready 之后才创建下一个；podsim 只运行 {first}"
                    )
                }
            }
            StaticNote::Replicas { count } => crate::text!(
                "replicas: {count}: the controller would create {count} Pods from this template; podsim runs one of them",
                "replicas: {count}：控制器会按这个模板创建 {count} 个 Pod；podsim 只运行其中一个"
            ),
            StaticNote::Completions { completions, at_once: 1 } => crate::text!(
                "completions: {completions}: the Job controller would run Pods one at a time until {completions} succeed; podsim runs the first",
                "completions: {completions}：Job 控制器会一次运行一个 Pod，直到 {completions} 个成功；podsim 只运行第一个"
            ),
            StaticNote::Completions { completions, at_once } => crate::text!(
                "completions: {completions}: the Job controller would run Pods {at_once} at a time until {completions} succeed; podsim runs one of them",
                "completions: {completions}：Job 控制器会同时运行 {at_once} 个 Pod，直到 {completions} 个成功；podsim 只运行其中一个"
            ),
            StaticNote::Parallelism { parallelism } => crate::text!(
                "parallelism: {parallelism}: the Job controller would run {parallelism} Pods at a time; podsim runs one of them",
                "parallelism: {parallelism}：Job 控制器会同时运行 {parallelism} 个 Pod；podsim 只运行其中一个"
            ),
            StaticNote::NoneMade { key } => crate::text!(
                "{key}: 0: the controller creates no Pod from this template; podsim runs the one it would create at 1",
                "{key}: 0：控制器不会按这个模板创建 Pod；podsim 运行的是取值为 1 时它会创建的那一个"
            ),
            StaticNote::LimitRangeQos { class, written } => {
                let (written, class) = (written.as_str(), class.as_str());
                crate::text!(
                    "QoS class {class}, not {written} as written: the values a LimitRange gave the containers count as theirs",
                    "QoS 类别为 {class}，而不是按原文的 {written}：LimitRange 补给容器的值也算作容器自己的"
                )
            }
            StaticNote::LimitRangeDefaults { range, container, values } => {
                let list = values
                    .iter()
                    .map(|value| {
                        format!("{} {} {} ({})", value.resource, value.kind.as_str(), value.value, value.source.field())
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                crate::text!(
                    "LimitRange \"{range}\" gives container \"{container}\" what it does not set: {list}",
                    "LimitRange \"{range}\" 为容器 \"{container}\" 补上未设置的值：{list}"
                )
            }
            StaticNote::GenerateNameWithApply { name, prefix } => crate::text!(
                "`kubectl create -f` creates this object, named `{name}` by the API server from generateName; `kubectl apply -f` refuses it: error: from {prefix}: cannot use generate name with apply",
                "`kubectl create -f` 会创建这个对象，API server 根据 generateName 把它命名为 `{name}`；`kubectl apply -f` 会拒绝它：error: from {prefix}: cannot use generate name with apply"
            ),
        }
    }
}
