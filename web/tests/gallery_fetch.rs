//! The gallery fetched from the site: the test runner serves no `examples/`, so the request
//! fails, and the page must say so while the editor keeps working. (A test binary of its own:
//! the other page tests give the page its gallery up front.)

mod support;

use support::until;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

fn gallery_state(root: &Element) -> Option<String> {
    root.query_selector("[data-testid=gallery]").ok().flatten()?.get_attribute("data-state")
}

#[wasm_bindgen_test]
async fn a_gallery_that_cannot_be_fetched_says_why_and_the_page_still_works() {
    let root = support::render_alone().await;
    // The default example is compiled in: the page opens with it whatever the network does.
    let containers = root.query_selector_all("[data-testid=container]").map_or(0, |list| list.length());
    assert_eq!(containers, 3, "the default example's containers are listed");
    until("the gallery to report the failed request", || gallery_state(&root).as_deref() == Some("failed")).await;
    let error = root.query_selector("[data-testid=gallery-error]").ok().flatten().expect("an error is shown");
    let text = error.text_content().unwrap_or_default();
    assert!(text.contains("examples/gallery.yaml"), "the error names the file: {text}");
    assert!(root.query_selector("[data-testid=example]").ok().flatten().is_none(), "no cards without the gallery");
    assert!(root.query_selector("[data-testid=gallery-retry]").ok().flatten().is_some(), "it offers to try again");
    root.remove();
}
