//! The panic path in headless Chromium: the crash dialog appears over a live page, shows the
//! panic text as text (never markup), and the autosaved draft is still there to reload.

mod support;

use podsim_web::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

fn storage() -> web_sys::Storage {
    gloo::utils::window().local_storage().ok().flatten().expect("local storage")
}

fn stored_text() -> String {
    let storage = storage();
    (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| storage.get_item(&key).ok().flatten())
        .collect::<Vec<_>>()
        .join("\n")
}

#[wasm_bindgen_test]
async fn a_panic_shows_a_text_only_dialog_and_keeps_the_page_and_the_draft() {
    let document = gloo::utils::document();
    storage().clear().expect("cleared");
    let root = document.create_element("div").expect("a div");
    document.body().expect("a body").append_child(&root).expect("appended");
    yew::Renderer::<App>::with_root(root.clone()).render();
    support::until("the editor", || root.query_selector("[data-testid=editor-input]").ok().flatten().is_some()).await;

    let area: HtmlTextAreaElement =
        root.query_selector("[data-testid=editor-input]").ok().flatten().expect("editor").dyn_into().expect("textarea");
    area.set_value("apiVersion: v1\nkind: Pod\nmetadata:\n  name: survives-the-crash\nspec:\n  containers:\n  - {name: a, image: b}\n");
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    // The edit is autosaved before anything goes wrong.
    support::until("the edit autosaved", || stored_text().contains("survives-the-crash")).await;

    podsim_web::crash::show_crash_dialog("panicked at <script>alert(1)</script> in podsim");

    let dialog: Element = document.query_selector("[data-testid=crash]").ok().flatten().expect("the crash dialog");
    assert_eq!(dialog.get_attribute("role").as_deref(), Some("alertdialog"));
    assert!(dialog.query_selector("script").ok().flatten().is_none(), "the panic text is never parsed as markup");
    assert!(dialog.text_content().unwrap_or_default().contains("<script>alert(1)</script>"));
    assert!(dialog.query_selector("button").ok().flatten().is_some(), "a way back: reload");
    assert!(root.query_selector("[data-testid=editor-input]").ok().flatten().is_some(), "the page is still there");
    assert!(stored_text().contains("survives-the-crash"), "the draft waits for the reload");
}
