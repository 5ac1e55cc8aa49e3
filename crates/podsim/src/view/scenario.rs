//! The scenario's faults and actions in words: the timeline's short labels and the page's list of
//! injected faults, in English and Simplified Chinese (a scenario's verbs stay as written).

use crate::lang::Text;
use crate::scenario::{ActionKind, FaultKind};

impl FaultKind {
    /// Short text for timelines.
    pub fn describe(&self) -> String {
        self.describe_text().en
    }

    /// The same, in both languages (for the page's list of injected faults).
    pub fn describe_text(&self) -> Text {
        match self {
            FaultKind::Exit { container, code } => {
                crate::text!("{container} exits with code {code}", "{container} 以退出码 {code} 退出")
            }
            FaultKind::OomKill { container } => crate::text!("{container} is OOM-killed", "{container} 被 OOM 杀死"),
            FaultKind::ProbeFails { container, probe, .. } => {
                crate::text!("{probe} probe of {container} starts failing", "{container} 的 {probe} 探针开始失败")
            }
            FaultKind::ProbeSlow { container, probe, answer_ms, .. } => {
                let seconds = crate::status::duration::go_duration(i64::try_from(*answer_ms).unwrap_or(i64::MAX));
                crate::text!(
                    "{container} answers its {probe} probe after {seconds}",
                    "{container} 要 {seconds} 才回应 {probe} 探针"
                )
            }
            FaultKind::ImagePullFails { container, .. } => {
                crate::text!("image pulls for {container} fail", "{container} 的镜像拉取失败")
            }
            FaultKind::MissingObject { object_kind, name, .. } => {
                crate::text!("{object_kind} {name} is missing", "{object_kind} {name} 不存在")
            }
            FaultKind::SlowStart { container, delay_ms } => {
                let seconds = delay_ms / 1000;
                crate::text!("{container} needs {seconds} s to start", "{container} 需要 {seconds} 秒才能启动")
            }
            FaultKind::PreStopHangs { container } => {
                crate::text!("preStop hook of {container} hangs", "{container} 的 preStop 钩子卡住不返回")
            }
        }
    }
}

impl ActionKind {
    /// The same, in both languages: the scenario's verbs stay as written, a grace period is said.
    pub fn describe_text(&self) -> Text {
        match self {
            ActionKind::Delete { grace_period_seconds: Some(0) } => {
                crate::text!("delete (grace 0s, force)", "delete（宽限期 0 秒，强制）")
            }
            ActionKind::Delete { grace_period_seconds: Some(g) } => {
                crate::text!("delete (grace {g}s)", "delete（宽限期 {g} 秒）")
            }
            _ => Text::same(self.describe()),
        }
    }
}
