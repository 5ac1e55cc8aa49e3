//! What the header's popovers share: while one is open, a press anywhere outside it closes it.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::Node;
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
