//! Playback controls: step, play/pause, speed, jump to a time, zoom and the linear toggle.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::scale::format_ms;
use crate::i18n::{Key, Lang};

/// Playback speeds offered (simulated seconds per real second).
pub const SPEEDS: [u32; 5] = [1, 2, 5, 10, 30];

/// What the controls ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlRequest {
    /// Previous event.
    Previous,
    /// Next event.
    Next,
    /// Play or pause.
    TogglePlay,
    /// Set the speed.
    Speed(u32),
    /// Jump to a time (ms).
    Jump(u64),
    /// Zoom factor (1 = fit).
    Zoom(u32),
    /// Linear time instead of compressed gaps.
    Linear(bool),
}

/// What the control bar shows.
pub struct ControlState {
    /// Playing?
    pub playing: bool,
    /// Speed.
    pub speed: u32,
    /// Zoom.
    pub zoom: u32,
    /// Linear time?
    pub linear: bool,
    /// Playhead, ms.
    pub playhead_ms: u64,
}

/// Reads `45`, `45s`, `1m30s`, `1.5s`, `2m`, `1h` or `1500ms` as milliseconds: the core's one
/// duration parser, the one that reads a link's playhead, so what the box shows reads back the same.
pub fn parse_time(text: &str) -> Option<u64> {
    podsim::LinkSettings::parse_playhead(text)
}

/// A 16×16 icon drawn with `currentColor`.
fn icon(path: &'static str) -> Html {
    html! { <svg class="icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d={path} fill="currentColor" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" /></svg> }
}

/// The control bar; requests go to `on_request`. A plain function rather than a component: it
/// holds no state, and every component type adds about a kilobyte of WebAssembly.
pub fn controls(state: &ControlState, lang: Lang, on_request: &Callback<ControlRequest>) -> Html {
    let send = |request: ControlRequest| {
        let on = on_request.clone();
        Callback::from(move |_: MouseEvent| on.emit(request))
    };
    let on_speed = {
        let on = on_request.clone();
        Callback::from(move |e: Event| {
            if let Some(speed) = e.target_dyn_into::<HtmlSelectElement>().and_then(|s| s.value().parse().ok()) {
                on.emit(ControlRequest::Speed(speed));
            }
        })
    };
    let on_jump = {
        let on = on_request.clone();
        Callback::from(move |e: Event| {
            if let Some(ms) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| parse_time(&i.value())) {
                on.emit(ControlRequest::Jump(ms));
            }
        })
    };
    let on_linear = {
        let on = on_request.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                on.emit(ControlRequest::Linear(input.checked()));
            }
        })
    };
    let play_label = if state.playing { lang.t(Key::Pause) } else { lang.t(Key::Play) };
    html! {
        <div class="controls" role="toolbar" aria-label={lang.t(Key::Playback)}>
            <button type="button" data-testid="prev-event" onclick={send(ControlRequest::Previous)} title={lang.t(Key::PreviousEvent)}
                aria-label={lang.t(Key::PreviousEvent)}>{ icon("M3 2v12M13 2L5 8l8 6z") }</button>
            <button type="button" data-testid="play" onclick={send(ControlRequest::TogglePlay)} aria-pressed={state.playing.to_string()}
                aria-label={play_label} title={play_label}>{ icon(if state.playing { "M4 2h3v12H4zM9 2h3v12H9z" } else { "M4 2l10 6-10 6z" }) }</button>
            <button type="button" data-testid="next-event" onclick={send(ControlRequest::Next)} title={lang.t(Key::NextEvent)}
                aria-label={lang.t(Key::NextEvent)}>{ icon("M13 2v12M3 2l8 6-8 6z") }</button>
            <label class="picker"><span class="picker-label">{ lang.t(Key::Speed) }</span>
                <select data-testid="speed" onchange={on_speed}>
                    { for SPEEDS.iter().map(|s| html! { <option value={s.to_string()} selected={*s == state.speed}>{ format!("{s}×") }</option> }) }
                </select></label>
            <label class="picker"><span class="picker-label">{ lang.t(Key::JumpTo) }</span>
                <input class="jump" type="text" inputmode="decimal" data-testid="jump" value={format_ms(state.playhead_ms)} onchange={on_jump} /></label>
            <span class="zoom" role="group" aria-label={lang.t(Key::Zoom)}>
                { for [(1u32, lang.t(Key::ZoomFit)), (2, "2×"), (4, "4×")].into_iter().map(|(z, text)| html! {
                    <button type="button" aria-pressed={(state.zoom == z).to_string()} data-testid={format!("zoom-{z}")}
                        onclick={send(ControlRequest::Zoom(z))}>{ text }</button>
                }) }
            </span>
            <label class="picker"><input type="checkbox" data-testid="linear" checked={state.linear} onchange={on_linear} />
                <span>{ lang.t(Key::LinearTime) }</span></label>
        </div>
    }
}
