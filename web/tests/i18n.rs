//! The page in Chinese shows podsim's own sentences in Chinese (the timeline's whys, lint warnings
//! and their fixes, what each container is assumed to do, the problems list), while the rules
//! they cite and Kubernetes' words stay as they are.

mod support;

use support::{find, render, rendered};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// An init container that never finishes (PS001), before an app container.
const NEVER_FINISHES: &str = "apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  initContainers:
  - name: log-collector
    image: busybox
    command: [sh, -c, 'tail -F /var/log/app.log']
  containers:
  - name: app
    image: nginx
";

async fn choose(root: &Element, testid: &str, value: &str) {
    let select: HtmlSelectElement = find(root, &format!("[data-testid={testid}]"));
    select.set_value(value);
    select.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
}

async fn click(root: &Element, testid: &str) {
    find::<HtmlElement>(root, &format!("[data-testid={testid}]")).click();
    rendered().await;
}

async fn type_text(root: &Element, text: &str) {
    let area: HtmlTextAreaElement = find(root, "[data-testid=editor-input]");
    area.set_value(text);
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
}

fn texts(root: &Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).expect("selector");
    (0..list.length()).filter_map(|i| list.item(i)?.text_content()).collect()
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[wasm_bindgen_test]
async fn podsim_speaks_the_language_of_the_page() {
    let root = render().await;
    choose(&root, "lang", "zh-CN").await;
    type_text(&root, NEVER_FINISHES).await;

    let problems = texts(&root, "[data-testid=problem] .message");
    assert!(problems.iter().any(|p| has_chinese(p) && p.contains("`log-collector`")), "problems: {problems:?}");

    click(&root, "view-analysis").await;
    let lint = texts(&root, "[data-testid=lint] .message");
    assert!(!lint.is_empty() && lint.iter().all(|m| has_chinese(m) && m.contains("Init:0/1")), "lint: {lint:?}");
    let fixes = texts(&root, "[data-testid=lint] .fix");
    assert!(fixes.iter().all(|f| has_chinese(f) && f.contains("restartPolicy: Always")), "fixes: {fixes:?}");
    // The core's backticked names are shown as code, never as backticks.
    assert!(texts(&root, "[data-testid=lint] .fix code").iter().any(|c| c == "restartPolicy: Always"));
    assert!(texts(&root, "[data-testid=analysis]").iter().all(|t| !t.contains('`')), "no literal backticks");
    let behaviours = texts(&root, "[data-testid=behaviours] li");
    assert!(behaviours.len() == 2 && behaviours.iter().all(|b| has_chinese(b)), "behaviours: {behaviours:?}");

    click(&root, "view-table").await;
    let whys = texts(&root, "[data-testid=timeline-row] td:last-child");
    let first = whys.iter().find(|w| w.contains("(kubelet: computeInitContainerActions)"));
    assert!(first.is_some_and(|w| has_chinese(w) && w.contains("`log-collector`")), "whys: {whys:?}");

    choose(&root, "lang", "en").await;
    let whys = texts(&root, "[data-testid=timeline-row] td:last-child");
    assert!(
        whys.iter().any(|w| w.contains("`log-collector` starts first: init containers run one at a time")),
        "whys in English: {whys:?}"
    );
    assert!(!whys.iter().any(|w| has_chinese(w)), "no Chinese left: {whys:?}");
    root.remove();
}
