//! The panic hook: instead of a dead page, show what happened and a way back.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::i18n::{Key, Lang};

/// Logs the panic to the console and shows a dialog with "reload" and "reload without the draft".
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        gloo::console::error!(format!("podsim-web: {info}"));
        show_crash_dialog(&info.to_string());
    }));
}

/// Shows the crash dialog (text only) over the page, which stays in place with its draft saved.
pub fn show_crash_dialog(detail: &str) {
    let document = gloo::utils::document();
    let lang = document
        .document_element()
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|tag| Lang::parse(&tag))
        .unwrap_or_default();
    let Ok(dialog) = document.create_element("div") else { return };
    dialog.set_class_name("crash");
    let _ = dialog.set_attribute("role", "alertdialog");
    let _ = dialog.set_attribute("data-testid", "crash");
    let add = |tag: &str, text: &str| {
        let element = document.create_element(tag).ok()?;
        // Text only: the panic message may contain the user's YAML.
        element.set_text_content(Some(text));
        dialog.append_child(&element).ok()?;
        Some(element)
    };
    add("h2", lang.t(Key::Crashed));
    add("p", lang.t(Key::CrashHint));
    add("pre", detail);
    if let Some(button) = add("button", lang.t(Key::Reload)) {
        let reload = Closure::<dyn Fn()>::new(|| {
            let _ = gloo::utils::window().location().reload();
        });
        let _ = button.add_event_listener_with_callback("click", reload.as_ref().unchecked_ref());
        // The page lives until reload; the closure must live as long.
        reload.forget();
    }
    if let Some(body) = document.body() {
        let _ = body.append_child(&dialog);
    }
}
