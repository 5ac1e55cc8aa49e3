//! The examples fetched from the site: the test runner serves no `examples/`, so the request
//! fails, and the Examples menu must say so while the editor keeps working. (A test binary of its
//! own: the other page tests give the page its examples up front.)

mod support;

use support::{find, until};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn state(root: &Element, testid: &str) -> Option<String> {
    root.query_selector(&format!("[data-testid={testid}]")).ok().flatten()?.get_attribute("data-state")
}

#[wasm_bindgen_test]
async fn examples_that_cannot_be_fetched_are_said_in_the_menu_and_the_page_still_works() {
    let root = support::render_alone().await;
    // The default example is compiled in: the page opens with it whatever the network does.
    let containers = root.query_selector_all("[data-testid=container]").map_or(0, |list| list.length());
    assert_eq!(containers, 3, "the default example's containers are listed");
    // The request starts with the page, before the menu is opened.
    until("the request to fail", || state(&root, "examples-button").as_deref() == Some("failed")).await;
    find::<HtmlElement>(&root, "[data-testid=examples-button]").click();
    until("the menu to open", || state(&root, "examples-menu").as_deref() == Some("failed")).await;
    let error = root.query_selector("[data-testid=gallery-error]").ok().flatten().expect("an error is shown");
    let text = error.text_content().unwrap_or_default();
    assert!(text.contains("examples/gallery.yaml"), "the error names the file: {text}");
    assert!(root.query_selector("[data-testid=example]").ok().flatten().is_none(), "no examples listed");
    assert!(root.query_selector("[data-testid=gallery-retry]").ok().flatten().is_some(), "it offers to try again");
    root.remove();
}
