//! Whether the rest of the program has arrived. A release build loads first only what the first
//! render runs and fetches the rest right after (`xtask/src/split`); parts below the fold (the
//! state at the playhead, fault injection) wait for it, so the first render never needs it.

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The event the loader dispatches on `window` once the rest is installed.
const LOADED_EVENT: &str = "podsim-rest-loaded";

/// True when the rest is installed, or when the build is not split (`trunk serve`, tests).
fn rest_is_loaded() -> bool {
    let split =
        js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("podsimSplit")).unwrap_or(JsValue::UNDEFINED);
    if split.is_undefined() {
        return true;
    }
    js_sys::Reflect::get(&split, &JsValue::from_str("loaded")).is_ok_and(|loaded| loaded.is_truthy())
}

/// Whether the rest of the program has arrived; re-renders the caller when it does.
#[hook]
pub fn use_rest_loaded() -> bool {
    let loaded = use_state_eq(rest_is_loaded);
    {
        let loaded = loaded.clone();
        use_effect_with((), move |()| {
            let listener = if rest_is_loaded() {
                loaded.set(true);
                None
            } else {
                Some(EventListener::once(&gloo::utils::window(), LOADED_EVENT, move |_| loaded.set(true)))
            };
            move || drop(listener)
        });
    }
    *loaded
}
