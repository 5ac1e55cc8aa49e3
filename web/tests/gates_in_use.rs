//! Beside the Gates field, the gates that change something for the Pod being edited: a
//! `lifecycle.stopSignal` brings up `ContainerStopSignals` (off by default), one click turns it
//! on in the Gates text and another turns it back; a gate the version locked is listed apart, never
//! a toggle, and the header's summary counts them all.

mod support;

use support::{find, render, rendered, type_text};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

const STOP_SIGNAL: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - name: app
    image: nginx:1.27
    lifecycle: {stopSignal: SIGQUIT}
";

fn toggle(root: &Element, gate: &str) -> HtmlElement {
    root.query_selector(&format!("[data-testid=gates-in-use] li[data-gate={gate}] [data-testid=gate-toggle]"))
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("{gate} is listed"))
        .dyn_into()
        .expect("an element")
}

#[wasm_bindgen_test]
async fn the_gates_a_pod_uses_are_listed_with_their_value_and_toggle_with_one_click() {
    let root = render().await;
    type_text(&root, STOP_SIGNAL).await;
    let gates_text = || find::<HtmlInputElement>(&root, "[data-testid=gates]").value();
    let button = toggle(&root, "ContainerStopSignals");
    assert_eq!(button.text_content().as_deref(), Some("ContainerStopSignals=false"));
    assert!(!button.has_attribute("disabled"));

    button.click();
    rendered().await;
    assert_eq!(gates_text(), "ContainerStopSignals=true");
    assert_eq!(toggle(&root, "ContainerStopSignals").text_content().as_deref(), Some("ContainerStopSignals=true"));

    toggle(&root, "ContainerStopSignals").click();
    rendered().await;
    assert_eq!(gates_text(), "", "back to the version's default: nothing written");

    // GA and locked on 1.37: counted apart from the toggles, listed with its value, not clickable.
    let locked = find::<Element>(&root, "[data-testid=gates-locked]");
    assert!(locked.text_content().unwrap_or_default().starts_with("Locked to this value in 1.37"));
    let item =
        locked.query_selector("li[data-gate=PodReadyToStartContainersCondition]").ok().flatten().expect("listed");
    assert!(item.text_content().unwrap_or_default().starts_with("PodReadyToStartContainersCondition=true"));
    assert!(locked.query_selector("button").ok().flatten().is_none(), "a locked gate is not a toggle");
    assert!(
        root.query_selector("[data-testid=gate-toggle][disabled]").ok().flatten().is_none(),
        "no disabled toggle among the gates that can be changed"
    );
    let summary = find::<Element>(&root, "[data-testid=gates-in-use] summary");
    assert_eq!(summary.text_content().as_deref(), Some("This Pod's gates: 2"));
    root.remove();
}
