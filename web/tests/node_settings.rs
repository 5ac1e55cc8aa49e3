//! The node in the settings bar: what it shows is the scenario's `node:`, a change is written
//! back into the scenario through the core (so the run, the scenario tab and the share link all
//! carry it), and the default node is no `node:` at all.

mod support;

use podsim::ShareState;
use support::{choose, find, render, rendered, until};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A Pod asking for one CPU, with a scenario after it that runs on the default node.
const POD: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - {name: app, image: nginx:1.27, resources: {requests: {cpu: '1'}}}
---
kind: Scenario
timing: ideal
until: 30s
";

async fn type_into(root: &Element, testid: &str, value: &str) {
    let input: HtmlInputElement = find(root, &format!("[data-testid={testid}]"));
    // Typed: each key's input event counts, no Enter or leaving the field needed.
    input.set_value(value);
    input.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
}

async fn scenario_text(root: &Element) -> String {
    find::<HtmlElement>(root, "[data-testid=tab-scenario]").click();
    rendered().await;
    let text = find::<HtmlTextAreaElement>(root, "[data-testid=scenario-input]").value();
    find::<HtmlElement>(root, "[data-testid=tab-pod]").click();
    rendered().await;
    text
}

fn status_cell(root: &Element) -> String {
    root.query_selector("[data-testid=row-status]")
        .ok()
        .flatten()
        .and_then(|cell| cell.text_content())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn the_node_is_edited_in_the_settings_and_written_into_the_scenario_and_the_link() {
    let root = render().await;
    let area: HtmlTextAreaElement = find(&root, "[data-testid=editor-input]");
    area.set_value(POD);
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
    let cpu: HtmlInputElement = find(&root, "[data-testid=node-cpu]");
    assert_eq!(cpu.value(), "", "the default node writes nothing");
    assert_eq!(cpu.placeholder(), "8", "and shows the default node's allocatable");

    // A 2-CPU node with a batch Pod requesting 1500m leaves 500m: the Pod does not fit.
    type_into(&root, "node-cpu", "2").await;
    find::<HtmlElement>(&root, "[data-testid=node-add-pod]").click();
    rendered().await;
    type_into(&root, "node-other-name-0", "batch").await;
    type_into(&root, "node-other-cpu-0", "1500m").await;
    let written = scenario_text(&root).await;
    assert!(
        written.contains(
            "node:\n  allocatable: {cpu: \"2\"}\n  pods:\n    - {name: \"batch\", requests: {cpu: \"1500m\"}}\n"
        ),
        "{written}"
    );
    assert!(written.contains("timing: ideal"), "the rest of the scenario is kept: {written}");
    assert_eq!(find::<HtmlInputElement>(&root, "[data-testid=node-cpu]").value(), "2", "the field reads it back");
    until("the Pod to stay Pending", || status_cell(&root).contains("Pending")).await;

    // The share link carries the node with the scenario.
    find::<HtmlElement>(&root, "[data-testid=share-open]").click();
    rendered().await;
    let link = find::<HtmlInputElement>(&root, "[data-testid=share-link]").value();
    let fragment = link.split_once('#').map(|(_, f)| f).unwrap_or_default();
    let shared = ShareState::from_fragment(fragment).expect("a link the codec reads");
    let carried = format!("{}\n{}", shared.yaml, shared.scenario.unwrap_or_default());
    assert!(carried.contains("requests: {cpu: \"1500m\"}") && carried.contains("allocatable: {cpu: \"2\"}"), "{link}");
    find::<HtmlElement>(&root, "[data-testid=share-close]").click();
    rendered().await;

    // Removing the Pod and clearing the cpu is the default node again: no `node:` left.
    find::<HtmlElement>(&root, "[data-testid=node-other-remove-0]").click();
    rendered().await;
    type_into(&root, "node-cpu", "").await;
    let written = scenario_text(&root).await;
    assert!(!written.contains("node:"), "{written}");
    root.remove();
}

/// The text of the one `<label>` an input has (without the input's own value), or why not.
fn label_of(root: &Element, testid: &str) -> Result<String, String> {
    let input: HtmlInputElement = find(root, &format!("[data-testid={testid}]"));
    let labels = input.labels().ok_or_else(|| format!("{testid}: no labels"))?;
    match (labels.length(), labels.item(0)) {
        (1, Some(label)) => Ok(label.text_content().unwrap_or_default().trim().to_owned()),
        (count, _) => Err(format!("{testid}: {count} labels")),
    }
}

/// Every field of the node has a label written beside it, tied to it (a click on the words
/// focuses the field, a screen reader says them), in the page's language: a placeholder alone
/// is gone once the field holds a value.
#[wasm_bindgen_test]
async fn every_node_field_has_a_visible_label_in_the_pages_language() {
    let root = render().await;
    find::<HtmlElement>(&root, "[data-testid=node-add-pod]").click();
    rendered().await;
    let fields = [
        ("node-cpu", "cpu"),
        ("node-memory", "memory"),
        ("node-pods", "pods"),
        ("node-other-name-0", "name"),
        ("node-other-cpu-0", "cpu"),
        ("node-other-memory-0", "memory"),
    ];
    for (testid, words) in fields {
        assert_eq!(label_of(&root, testid), Ok(words.to_owned()));
        let input: HtmlInputElement = find(&root, &format!("[data-testid={testid}]"));
        assert!(input.get_attribute("aria-label").is_none(), "{testid}: named by its label, not a hidden name");
    }
    choose(&root, "lang", "zh-CN").await;
    assert_eq!(label_of(&root, "node-other-name-0"), Ok("名称".to_owned()));
    assert_eq!(label_of(&root, "node-cpu"), Ok("cpu".to_owned()), "a resource keeps its Kubernetes name");
    choose(&root, "lang", "en").await;
    root.remove();
}
