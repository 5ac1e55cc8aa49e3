//! The browser calls the share features need: address, clipboard, downloads, `postMessage`.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::Callback;

/// Replaces the address without a navigation or a history entry.
pub fn replace_url(url: &str) {
    if let Ok(history) = gloo::utils::window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(url));
    }
}

/// Copies `text`; `done` hears whether the clipboard accepted it (a sandboxed or unfocused page
/// may refuse).
pub fn copy_text(text: &str, done: Callback<bool>) {
    let clipboard = gloo::utils::window().navigator().clipboard();
    let promise = clipboard.write_text(text);
    let ok = {
        let done = done.clone();
        Closure::once_into_js(move |_: JsValue| done.emit(true))
    };
    let failed = Closure::once_into_js(move |_: JsValue| done.emit(false));
    // Called through `then` by name so that both one-shot callbacks are left to the JS collector.
    if let Ok(then) = js_sys::Reflect::get(&promise, &JsValue::from_str("then")) {
        let _ = then.unchecked_into::<js_sys::Function>().call2(&promise, &ok, &failed);
    }
}

/// Offers `text` as a file download named `file_name`.
pub fn download(file_name: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        download_blob(file_name, &blob);
    }
}

/// Offers `blob` as a file download named `file_name`.
pub fn download_blob(file_name: &str, blob: &web_sys::Blob) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else { return };
    let document = gloo::utils::document();
    if let Ok(anchor) = document.create_element("a").map(JsCast::unchecked_into::<web_sys::HtmlAnchorElement>) {
        anchor.set_href(&url);
        anchor.set_download(file_name);
        anchor.click();
    }
    // Revoked later: the download reads the URL after the click returns.
    gloo::timers::callback::Timeout::new(30_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}

/// True when the visitor asked for less motion (no autoplay then).
pub fn prefers_reduced_motion() -> bool {
    gloo::utils::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// The embedding page's origin when the browser tells us (else `*`: the message carries only a
/// height, nothing private).
fn parent_origin() -> String {
    let referrer = gloo::utils::document().referrer();
    web_sys::Url::new(&referrer)
        .map(|url| url.origin())
        .ok()
        .filter(|origin| origin != "null")
        .unwrap_or_else(|| "*".to_owned())
}

/// Tells the embedding page how tall the embed view wants to be:
/// `{source: "podsim", v: 1, type: "resize", height}` and nothing else.
pub fn post_height(height: f64) {
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else { return };
    if parent == window {
        return;
    }
    let message = js_sys::Object::new();
    let set = |key: &str, value: JsValue| js_sys::Reflect::set(&message, &JsValue::from_str(key), &value);
    let _ = set("source", JsValue::from_str("podsim"));
    let _ = set("v", JsValue::from_f64(1.0));
    let _ = set("type", JsValue::from_str("resize"));
    let _ = set("height", JsValue::from_f64(height.ceil()));
    let _ = parent.post_message(&message, &parent_origin());
}

/// Calls `on_resize(height)` whenever the page's content changes height; keep the returned
/// observer alive for as long as it should watch.
pub fn watch_height(on_resize: impl Fn(f64) + 'static) -> Option<(web_sys::ResizeObserver, Closure<dyn Fn()>)> {
    let root = gloo::utils::document().document_element()?;
    // The content's own height: the root's box, or what overflows the body. Not the root's
    // scrollHeight, which is never less than the viewport, so an embed could grow but never shrink
    // below the iframe's first height.
    let measure = {
        let root = root.clone();
        move || {
            let overflow = gloo::utils::document().body().map_or(0, |body| body.scroll_height());
            root.get_bounding_client_rect().height().max(f64::from(overflow))
        }
    };
    let callback = Closure::<dyn Fn()>::new(move || on_resize(measure()));
    let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    observer.observe(&root);
    if let Some(body) = gloo::utils::document().body() {
        observer.observe(&body);
    }
    Some((observer, callback))
}
