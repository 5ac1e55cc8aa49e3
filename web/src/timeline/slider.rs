//! The playhead as a focusable `role=slider` around the drawing: mouse, touch and keyboard
//! scrubbing, snapping to events, and a spoken value.

use std::rc::Rc;

use web_sys::{Element, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use super::svg::LABEL_WIDTH;
use podsim::TimelineLayout;

/// Pixels within which the playhead snaps to an event.
const SNAP_PX: f64 = 6.0;

/// What the slider asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SliderRequest {
    /// Put the playhead here.
    Seek(u64),
    /// Play or pause.
    TogglePlay,
}

/// Props of [`Slider`].
#[derive(Properties, PartialEq)]
pub struct SliderProps {
    /// Playhead, ms.
    pub playhead_ms: u64,
    /// End of the timeline, ms.
    pub end_ms: u64,
    /// Snap and step targets.
    pub event_times: Rc<Vec<u64>>,
    /// The drawing's layout (its time scale).
    pub layout: Rc<TimelineLayout>,
    /// Spoken value (`45s: app CrashLoopBackOff, restart 3`).
    pub value_text: AttrValue,
    /// Accessible name.
    pub label: AttrValue,
    /// Requests go here.
    pub on_request: Callback<SliderRequest>,
    /// The drawing.
    pub children: Html,
}

/// The next event after `t` (or the end), and the previous one before it (or 0).
pub fn step(times: &[u64], t: u64, forward: bool, end_ms: u64) -> u64 {
    if forward {
        times.iter().copied().find(|x| *x > t).unwrap_or(end_ms)
    } else {
        times.iter().rev().copied().find(|x| *x < t).unwrap_or(0)
    }
}

/// The slider.
#[component]
pub fn Slider(props: &SliderProps) -> Html {
    let dragging = use_mut_ref(|| false);
    // Yew delegates events to the page's root, so an event's `currentTarget` is not this element:
    // positions are measured against the slider itself.
    let node = use_node_ref();
    let seek_at = {
        let layout = props.layout.clone();
        let times = props.event_times.clone();
        let on = props.on_request.clone();
        let node = node.clone();
        move |event: &PointerEvent| {
            let Some(target) = node.cast::<Element>() else {
                return;
            };
            let rect = target.get_bounding_client_rect();
            let x = (f64::from(event.client_x()) - rect.left() + target.scroll_left() as f64 - LABEL_WIDTH).max(0.0);
            let scale = &layout.scale;
            let snapped = times.iter().copied().find(|t| (scale.x(*t) - x).abs() <= SNAP_PX);
            on.emit(SliderRequest::Seek(snapped.unwrap_or_else(|| scale.t(x))));
        }
    };
    let onpointerdown = {
        let (dragging, seek_at) = (dragging.clone(), seek_at.clone());
        Callback::from(move |event: PointerEvent| {
            *dragging.borrow_mut() = true;
            seek_at(&event);
        })
    };
    let onpointermove = {
        let (dragging, node) = (dragging.clone(), node.clone());
        Callback::from(move |event: PointerEvent| {
            if *dragging.borrow() && event.buttons() != 0 {
                // Captured only once the pointer moves, so that a plain click still reaches a bar.
                if let Some(target) = node.cast::<Element>()
                    && !target.has_pointer_capture(event.pointer_id())
                {
                    let _ = target.set_pointer_capture(event.pointer_id());
                }
                seek_at(&event);
            }
        })
    };
    let onpointerup = Callback::from(move |_: PointerEvent| *dragging.borrow_mut() = false);
    let onkeydown = {
        let (times, on, t, end) =
            (props.event_times.clone(), props.on_request.clone(), props.playhead_ms, props.end_ms);
        Callback::from(move |event: KeyboardEvent| {
            let request = match (event.key().as_str(), event.shift_key()) {
                ("ArrowRight", false) | ("ArrowUp", false) => SliderRequest::Seek(step(&times, t, true, end)),
                ("ArrowLeft", false) | ("ArrowDown", false) => SliderRequest::Seek(step(&times, t, false, end)),
                ("ArrowRight", true) | ("ArrowUp", true) => SliderRequest::Seek((t + 1_000).min(end)),
                ("ArrowLeft", true) | ("ArrowDown", true) => SliderRequest::Seek(t.saturating_sub(1_000)),
                ("PageUp", _) => SliderRequest::Seek((t + 10_000).min(end)),
                ("PageDown", _) => SliderRequest::Seek(t.saturating_sub(10_000)),
                ("Home", _) => SliderRequest::Seek(0),
                ("End", _) => SliderRequest::Seek(end),
                (" ", _) => SliderRequest::TogglePlay,
                _ => return,
            };
            event.prevent_default();
            on.emit(request);
        })
    };
    html! {
        <div ref={node} class="slider" role="slider" tabindex="0" data-testid="playhead"
            aria-label={props.label.clone()} aria-valuemin="0" aria-valuemax={props.end_ms.to_string()}
            aria-valuenow={props.playhead_ms.to_string()} aria-valuetext={props.value_text.clone()}
            aria-describedby="playhead-keys"
            {onpointerdown} {onpointermove} {onpointerup} {onkeydown}>
            { props.children.clone() }
        </div>
    }
}
