//! What the header's popovers share: while one is open, a press anywhere outside it closes it, and
//! Esc closes it and gives its button the focus back.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, Node};
use yew::prelude::*;

/// Closes `open` when a pointer goes down outside `root`, for as long as it is open.
#[hook]
pub fn use_close_outside(open: UseStateHandle<bool>, root: NodeRef) {
    use_effect_with(*open, move |is_open| {
        let listener = is_open.then(|| {
            EventListener::new(&gloo::utils::document(), "pointerdown", move |event| {
                let target = event.target().and_then(|target| target.dyn_into::<Node>().ok());
                let inside = root.cast::<Node>().is_some_and(|root| root.contains(target.as_ref()));
                if !inside {
                    open.set(false);
                }
            })
        });
        move || drop(listener)
    });
}

/// The keydown handler of a popover's root: Esc closes `open` and focuses `button`, unless a
/// popover inside it took the key first (it closes alone).
pub fn close_on_escape(open: UseStateHandle<bool>, button: NodeRef) -> Callback<KeyboardEvent> {
    Callback::from(move |event: KeyboardEvent| {
        if event.key() == "Escape" && *open && !event.default_prevented() {
            open.set(false);
            if let Some(button) = button.cast::<HtmlElement>() {
                let _ = button.focus();
            }
            event.prevent_default();
        }
    })
}
