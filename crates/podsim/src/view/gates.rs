//! What a feature gate decides for one Pod ([`GateUse`]), in English and Simplified Chinese: the
//! words beside the page's Gates field and under `podsim check`; and why a gate setting changes
//! nothing in podsim ([`GateNote`]).

use crate::gates::{GateNote, GateUse};
use crate::lang::Text;

impl GateUse {
    /// The sentence, naming the field.
    pub fn text(&self) -> Text {
        match self {
            GateUse::StopSignal { path } => crate::text!(
                "{path}.lifecycle.stopSignal is kept and used to stop the container only with this gate on",
                "只有开启这个门控，{path}.lifecycle.stopSignal 才会保留并用来停止容器"
            ),
            GateUse::RestartAllContainers { path } => crate::text!(
                "{path}.restartPolicyRules uses the action RestartAllContainers, which only this gate allows",
                "{path}.restartPolicyRules 使用了 RestartAllContainers 动作，只有这个门控允许它"
            ),
            GateUse::ContainerRestartPolicy { path } => crate::text!(
                "{path} sets a container restartPolicy or restartPolicyRules, which only this gate keeps",
                "{path} 设置了容器级 restartPolicy 或 restartPolicyRules，只有这个门控会保留它"
            ),
            GateUse::NativeSidecar { index } => crate::text!(
                "spec.initContainers[{index}] has restartPolicy: Always: a native sidecar only with this gate on",
                "spec.initContainers[{index}] 设置了 restartPolicy: Always：只有开启这个门控才是原生 sidecar"
            ),
            GateUse::PodLevelResources => crate::text!(
                "spec.resources (pod-level requests and limits) is kept and decides the Pod's resources only with this gate on",
                "只有开启这个门控，spec.resources（Pod 级 requests 与 limits）才会保留并决定 Pod 的资源"
            ),
            GateUse::PodLevelDefaulting => crate::text!(
                "spec.resources is set: the API server fills in the missing pod-level requests and limits from the containers",
                "设置了 spec.resources：API Server 会根据容器补全缺少的 Pod 级 requests 与 limits"
            ),
            GateUse::PodLevelEmpty => crate::text!(
                "spec.resources is empty: with this gate on it no longer decides the QoS class",
                "spec.resources 为空：开启这个门控后，它不再决定 QoS 类别"
            ),
            GateUse::TrustBundle { path } => crate::text!(
                "{path} is kept and validated only with this gate on; with it off the API server drops it",
                "只有开启这个门控，{path} 才会保留并被校验；关闭时 API Server 会丢弃它"
            ),
            GateUse::ImageVolume { index } => crate::text!(
                "spec.volumes[{index}] is an image volume, kept only with this gate on; with it off the API server drops it and its mounts",
                "spec.volumes[{index}] 是镜像卷，只有开启这个门控才会保留；关闭时 API Server 会丢弃它及其挂载"
            ),
            GateUse::EnvFile { path } => crate::text!(
                "{path}.valueFrom.fileKeyRef is kept and sets the variable from an env file only with this gate on; with it off the API server drops it",
                "只有开启这个门控，{path}.valueFrom.fileKeyRef 才会保留并从 env 文件设置这个变量；关闭时 API Server 会丢弃它"
            ),
            GateUse::ReadyToStartCondition => crate::text!(
                "the kubelet reports the PodReadyToStartContainers condition only with this gate on",
                "只有开启这个门控，kubelet 才会上报 PodReadyToStartContainers 状况"
            ),
        }
    }
}

impl GateNote {
    /// The note in both languages.
    pub fn text(&self) -> Text {
        match self {
            GateNote::Unknown { name, version } => crate::text!(
                "podsim does not know the feature gate {name} (it lists the gates of the Pod lifecycle only), so it cannot tell whether Kubernetes {version} knows it, and does not model it",
                "podsim 不认识特性门控 {name}（只列出 Pod 生命周期相关的门控），无法判断 Kubernetes {version} 是否认识它，也不模拟它"
            ),
            GateNote::NotModelled { name, stage, version, on } => crate::text!(
                "podsim does not model the feature gate {name} ({stage} in {version}); setting it to {on} changes nothing here",
                "podsim 不模拟特性门控 {name}（在 {version} 中为 {stage}）；设为 {on} 在这里不改变任何东西",
                stage = stage.as_str()
            ),
        }
    }
}

crate::lang::in_english!(GateNote);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gates_use_names_its_field_in_both_languages() {
        let text = GateUse::ImageVolume { index: 2 }.text();
        assert!(text.en.starts_with("spec.volumes[2] is an image volume"), "{}", text.en);
        assert!(text.zh.starts_with("spec.volumes[2] 是镜像卷"), "{}", text.zh);
    }
}
