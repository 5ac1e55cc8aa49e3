//! The export buttons of the Share dialog: timeline SVG and PNG, events as Markdown, describe.

use std::rc::Rc;

use yew::prelude::*;

use super::browser::{copy_text, download};
use super::export::{describe_at, events_markdown, save_timeline_png, simulation_of, timeline_svg};
use crate::state::{Lang, Settings};

/// Props of [`ExportRow`].
#[derive(Properties, PartialEq)]
pub struct ExportRowProps {
    /// Current settings.
    pub settings: Rc<Settings>,
    /// Where the outcome of an export is reported (the dialog's status line).
    pub status: Callback<String>,
}

const NO_TIMELINE: &str = "Show the timeline first: the export draws what it shows.";

/// One row of export buttons.
#[component]
pub fn ExportRow(props: &ExportRowProps) -> Html {
    let zh = props.settings.lang == Lang::Zh;
    let label = |en: &'static str, chinese: &'static str| if zh { chinese } else { en };
    let copy = |what: &'static str, make: fn(&Settings) -> Option<String>| {
        let (status, settings) = (props.status.clone(), props.settings.clone());
        Callback::from(move |_: MouseEvent| match make(&settings) {
            Some(text) => {
                let status = status.clone();
                copy_text(
                    &text,
                    Callback::from(move |ok: bool| {
                        status.emit(if ok { format!("{what} copied.") } else { format!("Could not copy the {what}.") })
                    }),
                );
            }
            None => status.emit(format!("No {what} yet: fix the problems in the YAML first.")),
        })
    };
    let on_svg = {
        let status = props.status.clone();
        Callback::from(move |_: MouseEvent| match timeline_svg() {
            Some((svg, _, _)) => download("timeline.svg", &svg, "image/svg+xml"),
            None => status.emit(NO_TIMELINE.to_owned()),
        })
    };
    let on_png = {
        let status = props.status.clone();
        Callback::from(move |_: MouseEvent| {
            if !save_timeline_png("timeline.png") {
                status.emit(NO_TIMELINE.to_owned());
            }
        })
    };
    let on_events = copy("events table", |s| simulation_of(s).map(|simulation| events_markdown(&simulation)));
    let on_describe =
        copy("describe text", |s| simulation_of(s).map(|simulation| describe_at(&simulation, s.playhead_ms)));
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
