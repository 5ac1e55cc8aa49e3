//! The local draft in headless Chromium: a change writes only the entries it changes, and a
//! reload reads back what was written.

use podsim_web::state::{Settings, load_draft, save_draft};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn stored(key: &str) -> Option<String> {
    web_sys::window()?.local_storage().ok()??.get_item(&format!("podsim.{key}")).ok()?
}

fn store(key: &str, value: &str) {
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten()).expect("localStorage");
    storage.set_item(&format!("podsim.{key}"), value).expect("stored");
}

#[wasm_bindgen_test]
fn a_keystroke_writes_the_text_alone() {
    let first = Settings { yaml: "kind: Pod\n".to_owned(), seed: 7, ..Settings::default() };
    save_draft(&first, None);
    assert_eq!(stored("yaml").as_deref(), Some("kind: Pod\n"), "the first save writes the text");
    assert_eq!(stored("seed").as_deref(), Some("7"), "and every setting");

    // Another tab changed the seed since; typing here must not write it back.
    store("seed", "42");
    let typed = Settings { yaml: "kind: Pod\nspec: {}\n".to_owned(), ..first.clone() };
    save_draft(&typed, Some(&first));
    assert_eq!(stored("yaml").as_deref(), Some("kind: Pod\nspec: {}\n"));
    assert_eq!(stored("seed").as_deref(), Some("42"), "an entry the change leaves alone is not written");

    let reseeded = Settings { seed: 9, ..typed.clone() };
    save_draft(&reseeded, Some(&typed));
    assert_eq!(load_draft().seed, 9, "a changed setting is written and read back");
    assert_eq!(load_draft().yaml, "kind: Pod\nspec: {}\n");
}

#[wasm_bindgen_test]
fn an_embedded_page_writes_nothing() {
    store("yaml", "before");
    let embedded = Settings { yaml: "kind: Pod\n".to_owned(), embed: true, ..Settings::default() };
    save_draft(&embedded, None);
    assert_eq!(stored("yaml").as_deref(), Some("before"));
}
