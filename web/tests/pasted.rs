//! A pasted `kubectl get pod -o yaml` in headless Chromium: the page says what its status means
//! now (row, phase, conditions, describe), besides replaying the Pod from its creation.

mod support;

use support::{render, rendered};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

const GET_POD: &str = include_str!("../../crates/podsim/src/status/testdata/sidecar_crashloop.yaml");

fn text_of(root: &Element, selector: &str) -> Option<String> {
    root.query_selector(selector).ok().flatten().and_then(|e| e.text_content())
}

async fn type_text(root: &Element, text: &str) {
    let area: HtmlTextAreaElement =
        root.query_selector("[data-testid=editor-input]").ok().flatten().expect("editor").dyn_into().expect("textarea");
    area.set_value(text);
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
}

/// Waits (up to about 2 s) for `selector`: a large paste is parsed and replayed before it shows.
async fn wait_for(root: &Element, selector: &str) -> bool {
    for _ in 0..100 {
        if root.query_selector(selector).ok().flatten().is_some() {
            return true;
        }
        rendered().await;
    }
    false
}

async fn open_analysis(root: &Element) {
    let tab: HtmlElement =
        root.query_selector("[data-testid=view-analysis]").ok().flatten().expect("tab").dyn_into().expect("button");
    tab.click();
    rendered().await;
}

#[wasm_bindgen_test]
async fn a_pasted_status_is_explained_as_of_its_newest_time() {
    let root = render().await;
    assert!(text_of(&root, "[data-testid=pasted-notice]").is_none(), "the example carries no status");
    type_text(&root, GET_POD).await;
    assert!(wait_for(&root, "[data-testid=pasted-notice]").await, "the timeline says where the status is explained");
    open_analysis(&root).await;
    assert!(wait_for(&root, "[data-testid=pasted-row]").await, "the Analysis tab explains the status");
    let row = text_of(&root, "[data-testid=pasted-row] tbody").expect("the kubectl get pod row");
    // The sidecar crash-loops: 1/2 ready, its back-off in STATUS, restarts counted with their age.
    for cell in ["web-7d4b9c-x2k4p", "1/2", "Init:CrashLoopBackOff", "5 (", "ago)"] {
        assert!(row.contains(cell), "{cell:?} not in {row:?}");
    }
    assert_eq!(text_of(&root, "[data-testid=pasted-phase]").as_deref(), Some("Running"));
    let as_of = text_of(&root, "[data-testid=pasted-as-of]").unwrap_or_default();
    assert!(as_of.starts_with("2024-05-01T10:0"), "{as_of}");
    let ready = root.query_selector("[data-testid=pasted-condition][data-type=Ready]").ok().flatten().expect("Ready");
    assert_eq!(ready.get_attribute("data-status").as_deref(), Some("False"));
    let describe = text_of(&root, "[data-testid=pasted-describe] pre").unwrap_or_default();
    assert!(describe.starts_with("Name:") && describe.contains("Controlled By:"), "{describe}");
    root.remove();
}
