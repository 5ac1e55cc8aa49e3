//! The state at the playhead once the Pod object is gone: the watch ends where the API's last
//! write left it, and the run's own notes among the changes speak the page's language. Before the
//! first conditions and container statuses are written, sentences say who writes them.

mod support;

use support::{find, render, rendered};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// `sleep` ignores SIGTERM: force-deleted at 12 s, the kubelet still kills it at 14 s.
const FORCED: &str = "apiVersion: v1
kind: Pod
metadata: {name: gone}
spec:
  containers:
  - {name: app, image: busybox:1.36, command: [sleep, '3600']}
---
kind: Scenario
timing: ideal
actions:
- {at: 10s, do: delete}
- {at: 12s, do: delete, force: true}
";

fn texts(root: &Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).expect("selector");
    (0..list.length()).filter_map(|i| list.item(i)?.text_content()).collect()
}

async fn type_pod(root: &Element, text: &str) {
    let area: HtmlTextAreaElement = find(root, "[data-testid=editor-input]");
    area.set_value(text);
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
}

async fn jump(root: &Element, to: &str) {
    let input: HtmlInputElement = find(root, "[data-testid=jump]");
    input.set_value(to);
    input.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[wasm_bindgen_test]
async fn a_removed_pod_has_no_row_at_the_playhead() {
    let root = render().await;
    type_pod(&root, FORCED).await;
    jump(&root, "11s").await;
    assert!(root.query_selector("[data-testid=kubectl-row]").ok().flatten().is_some(), "a row while the Pod exists");

    jump(&root, "20s").await;
    assert!(
        root.query_selector("[data-testid=kubectl-row]").ok().flatten().is_none(),
        "no row computed at 20s for an object deleted at 12s"
    );
    let watch = texts(&root, "[data-testid=watch]").concat();
    let last: Vec<&str> = watch.lines().last().unwrap_or_default().split_whitespace().collect();
    // The kubelet killing the container at 14 s is never written: the object was already gone.
    assert_eq!(last, ["gone", "1/1", "Terminating", "0", "10s"], "{watch}");
    let watch_open = find::<web_sys::HtmlDetailsElement>(&root, "details.watch").open();
    assert!(watch_open, "the watch is shown");
    assert_eq!(texts(&root, "[data-testid=why-not]"), ["The Pod object has been deleted from the API."]);

    // Nor in the compare view, on either version.
    root.query_selector("[data-testid=view-compare]")
        .ok()
        .flatten()
        .expect("tab")
        .dyn_into::<HtmlElement>()
        .expect("el")
        .click();
    rendered().await;
    assert_eq!(texts(&root, "[data-testid=compare-status]"), ["The Pod object has been deleted from the API."; 2]);
    root.remove();
}

#[wasm_bindgen_test]
async fn the_runs_notes_among_the_changes_follow_the_language() {
    let root = render().await;
    type_pod(&root, FORCED).await;
    jump(&root, "20s").await;
    let note = |root: &Element| {
        texts(root, "[data-testid=changes] li code").into_iter().find(|line| line.contains("  Note  ")).expect("a Note")
    };
    let english = note(&root);
    assert!(english.contains("nothing more can happen after 14s"), "{english}");

    let select: HtmlSelectElement = find(&root, "[data-testid=lang]");
    select.set_value("zh-CN");
    select.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
    let chinese = note(&root);
    assert!(has_chinese(&chinese) && !chinese.contains("nothing more"), "{chinese}");
    let changes = texts(&root, "[data-testid=changes]").concat();
    assert!(!changes.contains("nothing more can happen"), "no English note left: {changes}");
    root.remove();
}

/// Created and bound at 0 s, first synced by the kubelet about 0.1 s later (realistic timing,
/// seed 1).
const JUST_CREATED: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - {name: app, image: nginx:1.27}
---
kind: Scenario
timing: realistic
seed: 1
";

#[wasm_bindgen_test]
async fn before_the_first_status_sentences_say_who_writes_the_conditions_and_container_statuses() {
    let root = render().await;
    type_pod(&root, JUST_CREATED).await;
    jump(&root, "0s").await;
    // The scheduler's binding wrote PodScheduled; the kubelet has reported nothing yet.
    assert_eq!(texts(&root, "[data-testid=condition]").len(), 1, "PodScheduled from the binding at 0 s");
    assert!(root.query_selector("[data-testid=no-conditions]").ok().flatten().is_none());
    assert!(root.query_selector("[data-testid=container-statuses]").ok().flatten().is_none(), "no empty table");
    assert_eq!(
        texts(&root, "[data-testid=no-container-statuses]"),
        ["No container statuses yet: the kubelet reports them when it first syncs the Pod on its node"]
    );

    let select: HtmlSelectElement = find(&root, "[data-testid=lang]");
    select.set_value("zh-CN");
    select.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
    assert!(has_chinese(&texts(&root, "[data-testid=no-container-statuses]").concat()));

    // Once the kubelet has synced the Pod, the tables are back and the sentences gone.
    jump(&root, "1s").await;
    assert!(!texts(&root, "[data-testid=condition]").is_empty(), "conditions after the first sync");
    assert!(root.query_selector("[data-testid=no-conditions]").ok().flatten().is_none());
    assert!(root.query_selector("[data-testid=no-container-statuses]").ok().flatten().is_none());

    // A Pod that names its node is never bound by the scheduler: the kubelet writes them all.
    type_pod(&root, &JUST_CREATED.replace("spec:\n", "spec:\n  nodeName: node-1\n")).await;
    jump(&root, "0s").await;
    assert_eq!(texts(&root, "[data-testid=condition]").len(), 0, "no condition before the kubelet's first sync");
    assert!(root.query_selector("table.conditions").ok().flatten().is_none(), "no empty table");
    let own_node = texts(&root, "[data-testid=no-conditions]").concat();
    assert!(has_chinese(&own_node) && own_node.contains("包括 PodScheduled"), "{own_node}");
    root.remove();
}
