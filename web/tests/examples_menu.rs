//! The Examples menu in the header: it searches titles and "what to look for" lines in both
//! languages, the arrow keys move and Enter opens, Esc and a press outside close it, and the
//! focus goes back to its button.

mod support;

use support::{find, render, rendered, type_text, until};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

fn menu_open(root: &Element) -> bool {
    root.query_selector("[data-testid=examples-menu]").ok().flatten().is_some()
}

async fn open_menu(root: &Element) {
    find::<HtmlElement>(root, "[data-testid=examples-button]").click();
    until("the menu to open", || menu_open(root)).await;
    rendered().await;
}

/// The ids of the options listed, in order.
fn listed(root: &Element) -> Vec<String> {
    let options = root.query_selector_all("[data-testid=example]").expect("selector");
    (0..options.length())
        .filter_map(|i| options.item(i)?.dyn_into::<Element>().ok()?.get_attribute("data-id"))
        .collect()
}

async fn search(root: &Element, query: &str) {
    let field: HtmlInputElement = find(root, "[data-testid=examples-search]");
    field.set_value(query);
    field.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
}

async fn press(root: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event");
    find::<HtmlElement>(root, "[data-testid=examples-search]").dispatch_event(&event).expect("dispatched");
    rendered().await;
}

fn focused_testid() -> Option<String> {
    gloo::utils::document().active_element()?.get_attribute("data-testid")
}

fn active_option(root: &Element) -> Option<String> {
    let field: HtmlInputElement = find(root, "[data-testid=examples-search]");
    field.get_attribute("aria-activedescendant")?.strip_prefix("example-option-").map(str::to_owned)
}

fn current(root: &Element) -> Option<String> {
    find::<Element>(root, "[data-testid=examples-button]").get_attribute("data-current")
}

#[wasm_bindgen_test]
async fn the_menu_filters_in_both_languages_and_opens_with_the_keyboard() {
    let root = render().await;
    assert!(!menu_open(&root), "closed until asked for");
    assert_eq!(current(&root).as_deref(), Some("lifecycle-demo"));
    open_menu(&root).await;
    assert_eq!(focused_testid().as_deref(), Some("examples-search"), "the search field has the focus");
    let all = listed(&root);
    assert!(all.len() >= 10, "every example is listed: {all:?}");
    let marked = find::<Element>(&root, "[data-testid=example].current");
    assert_eq!(marked.get_attribute("data-id").as_deref(), Some("lifecycle-demo"), "the example shown is marked");
    assert_eq!(marked.get_attribute("aria-current").as_deref(), Some("true"));
    assert_eq!(active_option(&root).as_deref(), Some("lifecycle-demo"), "the arrow keys start from it");

    search(&root, "FLUENT bit").await;
    assert_eq!(listed(&root), ["fluent-bit-sidecar"], "words of a title, in any case");
    search(&root, "nslookup").await;
    assert_eq!(listed(&root), ["init-waits-for-service"], "a word of the look-for line");
    search(&root, "日志收集").await;
    assert_eq!(listed(&root), ["native-log-shipper"], "the Chinese title, on the English page");
    search(&root, "no such example").await;
    assert!(listed(&root).is_empty());
    assert!(root.query_selector("[data-testid=examples-none]").ok().flatten().is_some(), "it says nothing matches");

    search(&root, "sidecar").await;
    let sidecars = listed(&root);
    assert!(sidecars.len() >= 3 && sidecars.len() < all.len(), "{sidecars:?}");
    assert_eq!(active_option(&root), sidecars.first().cloned(), "a new query starts at the top");
    press(&root, "ArrowDown").await;
    press(&root, "ArrowDown").await;
    press(&root, "ArrowUp").await;
    assert_eq!(active_option(&root), sidecars.get(1).cloned());
    press(&root, "Enter").await;
    until("the example to open", || current(&root) == sidecars.get(1).cloned()).await;
    assert!(!menu_open(&root), "opening closes the menu");
    assert_eq!(focused_testid().as_deref(), Some("examples-button"), "the focus is back on the button");
    root.remove();
}

#[wasm_bindgen_test]
async fn esc_and_a_press_outside_close_it_and_an_example_over_edited_text_can_be_undone() {
    let root = render().await;
    open_menu(&root).await;
    press(&root, "Escape").await;
    assert!(!menu_open(&root), "Esc closes");
    assert_eq!(focused_testid().as_deref(), Some("examples-button"), "and gives the focus back to the button");

    open_menu(&root).await;
    gloo::utils::document().dispatch_event(&web_sys::Event::new("pointerdown").expect("event")).expect("dispatched");
    until("a press outside to close the menu", || !menu_open(&root)).await;

    type_text(&root, "kind: Pod\nspec:\n  containers:\n    - name: mine\n      image: nginx\n").await;
    assert_eq!(current(&root), None, "the user's own text is no example");
    open_menu(&root).await;
    search(&root, "debug container").await;
    press(&root, "Enter").await;
    until("the example to open", || current(&root).as_deref() == Some("debug-container")).await;
    assert!(
        root.query_selector("[data-testid=restore-notice]").ok().flatten().is_some(),
        "the text can be brought back"
    );
    root.remove();
}
