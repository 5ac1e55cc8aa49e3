//! The divider between the editor and the results: dragged with a pointer, or moved with the
//! arrow keys when focused, it sets the editor's share of the workspace's width.

use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// The editor's share of the width, in percent, is kept between these.
pub const MIN_PERCENT: f64 = 25.0;
/// See [`MIN_PERCENT`].
pub const MAX_PERCENT: f64 = 70.0;

/// Props of [`Divider`].
#[derive(Properties, PartialEq)]
pub struct DividerProps {
    /// The editor's share of the workspace's width, percent.
    pub percent: f64,
    /// The workspace, whose width the share is of.
    pub workspace: NodeRef,
    /// Hears the new share.
    pub on_change: Callback<f64>,
    /// UI language.
    pub lang: Lang,
}

/// `percent` kept within the bounds.
pub fn clamp(percent: f64) -> f64 {
    percent.clamp(MIN_PERCENT, MAX_PERCENT)
}

/// The divider.
#[component]
pub fn Divider(props: &DividerProps) -> Html {
    let dragging = use_state(|| false);
    let share_at = {
        let workspace = props.workspace.clone();
        move |client_x: i32| -> Option<f64> {
            let rect = workspace.cast::<web_sys::Element>()?.get_bounding_client_rect();
            (rect.width() > 0.0).then(|| clamp((f64::from(client_x) - rect.left()) / rect.width() * 100.0))
        }
    };
    let onpointerdown = {
        let dragging = dragging.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(target) = e.target_dyn_into::<web_sys::Element>() {
                let _ = target.set_pointer_capture(e.pointer_id());
            }
            e.prevent_default();
            dragging.set(true);
        })
    };
    let onpointermove = {
        let (dragging, on_change, share_at) = (dragging.clone(), props.on_change.clone(), share_at.clone());
        Callback::from(move |e: PointerEvent| {
            if *dragging && let Some(share) = share_at(e.client_x()) {
                on_change.emit(share);
            }
        })
    };
    let onpointerup = {
        let dragging = dragging.clone();
        Callback::from(move |_: PointerEvent| dragging.set(false))
    };
    let onkeydown = {
        let (on_change, percent) = (props.on_change.clone(), props.percent);
        Callback::from(move |e: KeyboardEvent| {
            let step = match e.key().as_str() {
                "ArrowLeft" => -2.0,
                "ArrowRight" => 2.0,
                "Home" => MIN_PERCENT - percent,
                "End" => MAX_PERCENT - percent,
                _ => return,
            };
            e.prevent_default();
            on_change.emit(clamp(percent + step));
        })
    };
    html! {
        <div class={classes!("divider", dragging.then_some("dragging"))} role="separator" aria-orientation="vertical"
            tabindex="0" aria-label={props.lang.t(Key::ResizePanes)} title={props.lang.t(Key::ResizePanes)}
            aria-valuemin={MIN_PERCENT.to_string()} aria-valuemax={MAX_PERCENT.to_string()}
            aria-valuenow={format!("{:.0}", props.percent)} data-testid="divider"
            {onpointerdown} {onpointermove} onpointerup={onpointerup.clone()} onpointercancel={onpointerup} {onkeydown} />
    }
}
