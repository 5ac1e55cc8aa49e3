//! The legend: every bar state with its colour and pattern, and every marker glyph.

use yew::prelude::*;

use crate::i18n::{Key, Lang};
use podsim::{BarState, MarkerKind};

/// The state's name: Kubernetes words stay as the API writes them, podsim's own are translated.
fn state_name(state: BarState, lang: Lang) -> &'static str {
    match state {
        BarState::Waiting => "Waiting",
        BarState::Pulling => lang.pick("Pulling image", "拉取镜像"),
        BarState::Running => lang.pick("Running (not started)", "Running（尚未 started）"),
        BarState::Started => "Started",
        BarState::Ready => "Ready",
        BarState::Hook => "postStart / preStop",
        BarState::Grace => "SIGTERM → SIGKILL",
        BarState::Completed => "Terminated (0)",
        BarState::Failed => "Terminated (≠0)",
        BarState::PhasePending => "Pending",
        BarState::PhaseRunning => "Running",
        BarState::PhaseSucceeded => "Succeeded",
        BarState::PhaseFailed => "Failed",
        BarState::ConditionTrue => "True",
        BarState::ConditionFalse => "False",
        BarState::TrafficServed => lang.pick("Traffic served", "流量正常处理"),
        BarState::TrafficRefused => lang.pick("Refused / 502", "拒绝连接 / 502"),
        BarState::TrafficCut => lang.pick("Requests cut", "请求被中断"),
        BarState::TrafficIdle => lang.pick("Ready, no traffic yet", "已就绪，尚无流量"),
    }
}

fn marker_name(kind: MarkerKind, lang: Lang) -> &'static str {
    match kind {
        MarkerKind::ProbeOk => lang.t(Key::ProbeOk),
        MarkerKind::ProbeFail => lang.t(Key::ProbeFail),
        MarkerKind::Restart => lang.t(Key::Restart),
        MarkerKind::Fault => lang.t(Key::Fault),
        MarkerKind::Delete => lang.t(Key::Deletion),
        MarkerKind::Event => lang.t(Key::Event),
        MarkerKind::Warning => lang.t(Key::WarningEvent),
    }
}

/// The legend. A plain function rather than a component: it holds no state, and every component
/// type adds about a kilobyte of WebAssembly.
pub fn legend(lang: Lang) -> Html {
    let markers = [
        MarkerKind::ProbeOk,
        MarkerKind::ProbeFail,
        MarkerKind::Restart,
        MarkerKind::Fault,
        MarkerKind::Delete,
        MarkerKind::Event,
        MarkerKind::Warning,
    ];
    html! {
        <details class="legend" data-testid="legend">
            <summary>{ lang.t(Key::Legend) }</summary>
            <ul>
                { for BarState::ALL.iter().map(|state| html! {
                    <li><svg width="28" height="12" aria-hidden="true"><g class={classes!("bar", state.class())}>
                        <rect class="bar-fill" width="28" height="12" rx="2" />
                        <rect class="bar-pattern" width="28" height="12" rx="2" fill={format!("url(#{})", state.pattern())} />
                    </g></svg>{ state_name(*state, lang) }</li>
                }) }
                { for markers.iter().map(|kind| html! {
                    <li><span class={classes!("marker-glyph", kind.class())} aria-hidden="true">{ kind.glyph() }</span>{ marker_name(*kind, lang) }</li>
                }) }
            </ul>
        </details>
    }
}
