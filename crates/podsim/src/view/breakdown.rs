//! The breakdown of effective requests and limits in words: each [`ResourceTerm`] as
//! `cpu 2500m = init "migrate" 2 + sidecars declared before it 500m`, in English and Simplified
//! Chinese.

use crate::lang::Text;
use crate::quantity::Quantity;
use crate::resources::{PodLevelFrom, ResourceTerm, SumSays, TermSays};

impl ResourceTerm {
    /// The value and the term that decided it, in both languages.
    pub fn explanation(&self) -> Text {
        let (name, value) = (&self.resource, &self.value);
        let head = format!("{name} {value} = ");
        let kind = self.kind.as_str();
        match &self.says {
            TermSays::PodLevel { pod_level, from, overhead } => {
                let mut text = crate::text!(
                    "{head}pod-level spec.resources.{kind} {pod_level}",
                    "{head}Pod 级 spec.resources.{kind} {pod_level}"
                );
                match from {
                    PodLevelFrom::EveryContainerLimit(containers) => text.push(&crate::text!(
                        " (defaulted from the containers' {containers}: every container sets this limit)",
                        "（每个容器都设置了这个 limit，由容器合计的 {containers} 默认得来）"
                    )),
                    PodLevelFrom::RequestsAboveContainers(containers) => text.push(&crate::text!(
                        " (defaulted from spec.resources.requests, above the containers' {containers})",
                        "（由 spec.resources.requests 默认得来，高于容器合计的 {containers}）"
                    )),
                    PodLevelFrom::Containers(containers) => text.push(&crate::text!(
                        " (defaulted from the containers' {containers})",
                        "（由容器合计的 {containers} 默认得来）"
                    )),
                    PodLevelFrom::Limits => text.push(&crate::text!(
                        " (defaulted from spec.resources.limits)",
                        "（由 spec.resources.limits 默认得来）"
                    )),
                    PodLevelFrom::Replaces(containers) => {
                        text.push(&crate::text!(
                            " (replaces the containers' {containers})",
                            "（取代容器合计的 {containers}）"
                        ));
                    }
                    PodLevelFrom::Written => {}
                }
                with_overhead(text, overhead.as_ref())
            }
            TermSays::OverheadOnly { overhead } => crate::text!(
                "{head}overhead {overhead} (no container {kind} it)",
                "{head}overhead {overhead}（没有容器为它设置 {kind}）"
            ),
            TermSays::Value => Text::same(format!("{head}{value}")),
            TermSays::InitPeak { init_name, own, before, running, overhead } => {
                let mut text =
                    crate::text!("{head}init \"{init_name}\" {own}", "{head}init 容器 \"{init_name}\" {own}");
                if let Some(before) = before {
                    text.push(&crate::text!(
                        " + sidecars declared before it {before}",
                        " + 在它之前声明的 sidecar {before}"
                    ));
                }
                if let Some(total) = running.as_ref().map(Quantity::canonical) {
                    text.push(&crate::text!(
                        " (the peak while it runs; the running Pod needs {total})",
                        "（这是它运行时的峰值；Pod 运行起来后需要 {total}）"
                    ));
                }
                with_overhead(text, overhead.as_ref())
            }
            TermSays::Running { apps, sidecars, overhead } => {
                let words: Vec<Text> = [
                    apps.as_ref()
                        .map(|apps| apps.text(("app container", "应用容器"), ("app containers", "应用容器合计"))),
                    sidecars
                        .as_ref()
                        .map(|sidecars| sidecars.text(("sidecar", "sidecar"), ("sidecars", "sidecar 合计"))),
                ]
                .into_iter()
                .flatten()
                .collect();
                let (en, zh): (Vec<&str>, Vec<&str>) =
                    words.iter().map(|word| (word.en.as_str(), word.zh.as_str())).unzip();
                let text = Text { en: format!("{head}{}", en.join(" + ")), zh: format!("{head}{}", zh.join(" + ")) };
                with_overhead(text, overhead.as_ref())
            }
        }
    }
}

impl SumSays {
    /// `app container "web" 1` or `app containers 3`; `singular` and `plural` are each in
    /// English and Chinese.
    fn text(&self, singular: (&str, &str), plural: (&str, &str)) -> Text {
        match self {
            SumSays::One { name: only, total } => Text {
                en: format!("{} \"{only}\" {total}", singular.0),
                zh: format!("{} \"{only}\" {total}", singular.1),
            },
            SumSays::Many { total } => {
                let total = total.canonical();
                Text { en: format!("{} {total}", plural.0), zh: format!("{} {total}", plural.1) }
            }
        }
    }
}

fn with_overhead(mut text: Text, overhead: Option<&Quantity>) -> Text {
    if let Some(overhead) = overhead {
        text.push(&Text::same(format!(" + overhead {overhead}")));
    }
    text
}
