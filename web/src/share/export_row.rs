//! The export buttons of the Share dialog: timeline SVG and PNG, events as Markdown, describe.

use std::rc::Rc;

use yew::prelude::*;

use super::browser::{copy_text, download};
use super::export::{describe_at, events_of, save_timeline_png, timeline_svg};
use crate::state::{Lang, Settings};

/// What an export button reports when there is nothing to export.
fn no_timeline(lang: Lang) -> String {
    lang.pick(
        "Show the timeline first: the export draws what it shows.",
        "请先显示时间线：导出的就是时间线上显示的内容。",
    )
    .to_owned()
}

/// One row of export buttons (describe at `playhead_ms`); `status` hears the outcome of an export
/// (the dialog's status line). A plain function: it holds no state.
pub fn export_row(settings: &Rc<Settings>, playhead_ms: u64, status: &Callback<String>) -> Html {
    let lang = settings.lang;
    let label = |en: &'static str, chinese: &'static str| lang.pick(en, chinese);
    let copy = |what: (&'static str, &'static str), make: fn(&Settings, u64) -> Option<String>| {
        let what = lang.pick(what.0, what.1);
        let (status, settings) = (status.clone(), settings.clone());
        Callback::from(move |_: MouseEvent| match make(&settings, playhead_ms) {
            Some(text) => {
                let status = status.clone();
                copy_text(
                    &text,
                    Callback::from(move |ok: bool| {
                        status.emit(match (ok, lang) {
                            (true, Lang::En) => format!("{what} copied."),
                            (true, Lang::Zh) => format!("已复制{what}。"),
                            (false, Lang::En) => format!("Could not copy the {what}."),
                            (false, Lang::Zh) => format!("无法复制{what}。"),
                        })
                    }),
                );
            }
            None => status.emit(match lang {
                Lang::En => format!("No {what} yet: fix the problems in the YAML first."),
                Lang::Zh => format!("还没有{what}：请先修正 YAML 中的问题。"),
            }),
        })
    };
    let on_svg = {
        let (status, settings) = (status.clone(), settings.clone());
        Callback::from(move |_: MouseEvent| match timeline_svg(&settings, playhead_ms) {
            Some((svg, _, _)) => download("timeline.svg", &svg, "image/svg+xml"),
            None => status.emit(no_timeline(lang)),
        })
    };
    let on_png = {
        let (status, settings) = (status.clone(), settings.clone());
        Callback::from(move |_: MouseEvent| {
            if !save_timeline_png(&settings, playhead_ms, "timeline.png") {
                status.emit(no_timeline(lang));
            }
        })
    };
    let on_events = copy(("events table", "事件表"), |s, _| events_of(s));
    let on_describe = copy(("describe text", "describe 文本"), describe_at);
    html! {
        <div style="display: flex; flex-wrap: wrap; gap: 0.5rem;">
            <button type="button" data-testid="export-svg" onclick={on_svg}>{ label("Timeline SVG", "时间线 SVG") }</button>
            <button type="button" data-testid="export-png" onclick={on_png}>{ label("Timeline PNG", "时间线 PNG") }</button>
            <button type="button" data-testid="export-events" onclick={on_events}>
                { label("Copy events (Markdown)", "复制事件（Markdown）") }</button>
            <button type="button" data-testid="export-describe" onclick={on_describe}>
                { label("Copy kubectl describe", "复制 kubectl describe") }</button>
        </div>
    }
}
