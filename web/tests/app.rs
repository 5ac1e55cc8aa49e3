//! The whole page rendered in headless Chromium: the container list follows the editor.

mod support;

use support::{render, until};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

fn containers(root: &Element) -> Vec<(String, String)> {
    let list = root.query_selector_all("[data-testid=container]").expect("selector");
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .map(|e| (e.get_attribute("data-kind").unwrap_or_default(), e.text_content().unwrap_or_default()))
        .collect()
}

async fn type_text(root: &Element, text: &str) {
    let area: HtmlTextAreaElement =
        root.query_selector("[data-testid=editor-input]").ok().flatten().expect("editor").dyn_into().expect("textarea");
    area.set_value(text);
    let event = web_sys::InputEvent::new("input").expect("event");
    area.dispatch_event(&event).expect("dispatched");
}

#[wasm_bindgen_test]
async fn lists_containers_by_role_and_follows_edits() {
    let root = render().await;
    let pairs = |v: &[(&str, &str)]| v.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect::<Vec<_>>();
    assert_eq!(containers(&root), pairs(&[("init", "prepare"), ("sidecar", "helper"), ("app", "app")]));
    let highlighted = |root: &Element| {
        support::find::<Element>(root, "[data-testid=examples-button]").get_attribute("data-current").is_some()
    };
    assert!(highlighted(&root), "the example shown is the Examples menu's current one");

    // Before native sidecars the API server drops `restartPolicy: Always`: helper is a plain init container.
    let select: web_sys::HtmlSelectElement = root
        .query_selector("[data-testid=version]")
        .ok()
        .flatten()
        .expect("version picker")
        .dyn_into()
        .expect("select");
    select.set_value("legacy");
    select.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    let legacy = pairs(&[("init", "prepare"), ("init", "helper"), ("app", "app")]);
    until("helper listed as an init container", || containers(&root) == legacy).await;

    type_text(
        &root,
        "kind: Pod\nspec:\n  containers:\n    - name: web\n      image: nginx\n    - name: cache\n      image: redis\n",
    )
    .await;
    let typed = pairs(&[("app", "web"), ("app", "cache")]);
    until("the typed containers listed", || containers(&root) == typed).await;
    assert!(!highlighted(&root), "the user's own text is no example");

    type_text(&root, "kind: Pod\nspec:\n  containers: [\n").await;
    until("a problem listed", || root.query_selector("[data-testid=problem]").ok().flatten().is_some()).await;
    let problem = root.query_selector("[data-testid=problem]").ok().flatten().expect("a problem is listed");
    assert_eq!(problem.get_attribute("data-severity").as_deref(), Some("error"));
    assert!(problem.get_attribute("data-line").is_some(), "the YAML error has a line");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_scenario_written_after_the_pod_is_listed_but_edited_in_place() {
    let root = render().await;
    type_text(
        &root,
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\nactions:\n- {at: 10s, do: delete}\n- {at: 12s, do: delete, force: true}\n",
    )
    .await;
    let listed = || root.query_selector_all("[data-testid=injected]").map_or(0, |list| list.length());
    until("both deletes listed", || listed() == 2).await;
    assert!(
        root.query_selector("[data-testid=embedded-scenario]").ok().flatten().is_some(),
        "and said to live in the Pod text"
    );
    assert!(
        root.query_selector("[data-testid=injected] .remove").ok().flatten().is_none(),
        "no remove button for them"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn compare_says_what_each_version_drops() {
    let root = render().await;
    let tab: web_sys::HtmlElement =
        root.query_selector("[data-testid=view-compare]").ok().flatten().expect("compare tab").dyn_into().expect("el");
    tab.click();
    until("the compare columns", || root.query_selector("[data-testid=compare-column]").ok().flatten().is_some()).await;
    let column = |version: &str| {
        root.query_selector(&format!("[data-testid=compare-column][data-version='{version}']"))
            .ok()
            .flatten()
            .unwrap_or_else(|| panic!("a {version} column"))
    };
    let dropped = |column: Element| column.query_selector("[data-testid=compare-dropped]").ok().flatten();
    let default = podsim::KubeVersion::DEFAULT.as_str();
    assert!(dropped(column(default)).is_none(), "{default} keeps every field");
    let legacy = dropped(column("legacy")).expect("legacy lists what it drops").text_content().unwrap_or_default();
    assert!(legacy.contains("restartPolicy of init container `helper` was dropped"), "{legacy}");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_rejected_pods_qos_class_is_said_to_be_hypothetical() {
    let root = render().await;
    let tab: web_sys::HtmlElement = root
        .query_selector("[data-testid=view-analysis]")
        .ok()
        .flatten()
        .expect("analysis tab")
        .dyn_into()
        .expect("el");
    tab.click();
    until("the analysis view", || root.query_selector("[data-testid=qos]").ok().flatten().is_some()).await;
    let qos_line = |root: &Element| {
        root.query_selector("[data-testid=qos]")
            .ok()
            .flatten()
            .and_then(|code| code.parent_element())
            .and_then(|line| line.text_content())
            .unwrap_or_default()
    };
    assert!(qos_line(&root).starts_with("QoS class: "), "{}", qos_line(&root));
    // A container without an image: the API server rejects the Pod, so it never gets a class.
    type_text(&root, "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n").await;
    until("the hypothetical QoS label", || qos_line(&root).starts_with("QoS class, were it admitted: ")).await;
    root.remove();
}

#[wasm_bindgen_test]
async fn broken_text_keeps_the_last_timeline_dimmed_until_it_runs_again() {
    let root = render().await;
    let has = |selector: &str| root.query_selector(selector).ok().flatten().is_some();
    until("the example's timeline", || has("[data-testid=timeline]")).await;
    assert!(!has("[data-testid=stale-notice]"), "a text that runs is shown as it is");
    let requests =
        || root.query_selector("[data-testid=summary-requests]").ok().flatten().and_then(|e| e.text_content());
    let requested = requests();
    assert!(requested.is_some(), "the summary line has the requests");

    // The timeline panel as the user left it: zoomed in.
    let element = |selector: &str| root.query_selector(selector).ok().flatten().expect(selector);
    let zoomed = || element("[data-testid=zoom-4]").get_attribute("aria-pressed").as_deref() == Some("true");
    element("[data-testid=zoom-4]").dyn_into::<web_sys::HtmlElement>().expect("a button").click();
    until("zoomed in", zoomed).await;
    let panel = element("[data-testid=timeline]");
    let results = element("section.results");
    let view = element(".timeline-view");

    // Half-typed: the YAML does not parse. The last timeline stays, said to be old, in the same
    // panel: it keeps its zoom.
    type_text(&root, "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [\n").await;
    until("a problem listed", || has("[data-testid=problem]")).await;
    assert!(has("[data-testid=stale-result] [data-testid=timeline]"), "the last timeline stays on screen");
    assert!(results.is_same_node(Some(&element("section.results"))), "the same results");
    assert!(view.is_same_node(Some(&element(".timeline-view"))), "the same view");
    assert!(panel.is_same_node(Some(&element("[data-testid=timeline]"))), "the same timeline panel");
    assert!(zoomed(), "still zoomed in");
    assert!(has("[data-testid=summary-line] [data-testid=stale-notice]"), "and is said to be the last valid version");
    assert_eq!(requests(), requested, "the summary keeps the requests of the version shown");
    assert!(has("[data-testid=container]"), "with the containers of the version it shows");
    assert!(!has("[data-testid=no-timeline]"));

    // Finished: the new Pod runs and its own timeline replaces the old one.
    type_text(
        &root,
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: web, image: nginx:1.27}\n",
    )
    .await;
    until("the stale notice gone", || !has("[data-testid=stale-notice]")).await;
    assert!(has("[data-testid=timeline]"), "the new text's timeline");
    assert!(panel.is_same_node(Some(&element("[data-testid=timeline]"))), "in the same panel");
    assert!(zoomed(), "still zoomed in once the text runs again");
    assert!(!has("[data-testid=stale-result]"));

    // Another version is a new question: nothing stale is carried over to it.
    type_text(&root, "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: web}\n").await;
    until("the stale result while the image is missing", || has("[data-testid=stale-result]")).await;
    let select: web_sys::HtmlSelectElement = root
        .query_selector("[data-testid=version]")
        .ok()
        .flatten()
        .expect("version picker")
        .dyn_into()
        .expect("select");
    select.set_value("1.34");
    select.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    until("no stale result on another version", || !has("[data-testid=stale-result]")).await;
    assert!(has("[data-testid=no-timeline]"), "the rejected Pod says it has no timeline");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_scenario_pasted_with_the_pod_runs_even_when_the_tab_has_one() {
    let root = render().await;
    let has = |selector: &str| root.query_selector(selector).ok().flatten().is_some();
    let tab: web_sys::HtmlElement = support::find(&root, "[data-testid=tab-scenario]");
    tab.click();
    support::rendered().await;
    let scenario: HtmlTextAreaElement = support::find(&root, "[data-testid=scenario-input]");
    scenario.set_value("kind: Scenario\nfaults:\n- {at: 30s, container: web, exit: 1}\n");
    scenario.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    support::rendered().await;
    let pod: web_sys::HtmlElement = support::find(&root, "[data-testid=tab-pod]");
    pod.click();
    support::rendered().await;
    type_text(
        &root,
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: web, image: nginx:1.27}\n---\nkind: Scenario\nfaults:\n- {at: 10s, container: web, oomKill: true}\n",
    )
    .await;
    let listed = || -> Vec<String> {
        let list = root.query_selector_all("[data-testid=injected]").expect("selector");
        (0..list.length()).filter_map(|i| list.item(i)?.text_content()).collect()
    };
    until("the pasted scenario's fault listed", || listed().iter().any(|t| t.contains("OOM"))).await;
    assert!(!listed().iter().any(|t| t.contains("exits with code 1")), "the tab's fault is set aside: {:?}", listed());
    tab.click();
    support::rendered().await;
    assert!(has("[data-testid=scenario-set-aside]"), "the scenario tab says it is set aside");
    root.remove();
}

#[wasm_bindgen_test]
async fn the_summary_line_and_the_divider() {
    let root = render().await;
    let text = |selector: &str| {
        root.query_selector(selector).ok().flatten().and_then(|e| e.text_content()).unwrap_or_default()
    };
    type_text(
        &root,
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: web, image: nginx:1.27, resources: {requests: {cpu: 250m, memory: 64Mi}}}\n",
    )
    .await;
    until("the summary's QoS class", || text("[data-testid=summary-qos]") == "Burstable").await;
    assert_eq!(text("[data-testid=summary-requests]"), "cpu 250m · memory 64Mi");
    assert!(text("[data-testid=summary-problems]").starts_with("0 "), "{}", text("[data-testid=summary-problems]"));
    type_text(&root, "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: web}\n").await;
    until("a problem counted", || text("[data-testid=summary-problems]").starts_with("1 ")).await;
    assert!(
        root.query_selector("[data-testid=summary-problems].has-problems").ok().flatten().is_some(),
        "an error is red"
    );
    // A note is information: counted apart from the problems, and never red.
    type_text(
        &root,
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  replicas: 3\n  selector: {matchLabels: {app: d}}\n  template:\n    metadata: {labels: {app: d}}\n    spec:\n      containers:\n      - {name: web, image: nginx:1.27}\n",
    )
    .await;
    until("a note counted apart", || text("[data-testid=summary-notes]") == "1 note").await;
    assert!(text("[data-testid=summary-problems]").starts_with("0 "), "{}", text("[data-testid=summary-problems]"));
    assert!(root.query_selector("[data-testid=summary-problems].has-problems").ok().flatten().is_none());

    // The divider moves with the arrow keys, within its bounds, and the workspace follows.
    let divider: web_sys::HtmlElement = support::find(&root, "[data-testid=divider]");
    let now = |divider: &web_sys::HtmlElement| divider.get_attribute("aria-valuenow").unwrap_or_default();
    assert_eq!(now(&divider), "42");
    let key = |name: &str| {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(name);
        init.set_bubbles(true);
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event")
    };
    divider.dispatch_event(&key("ArrowRight")).expect("dispatched");
    until("one step right", || now(&divider) == "44").await;
    let workspace: web_sys::HtmlElement = support::find(&root, ".workspace");
    assert!(workspace.get_attribute("style").unwrap_or_default().contains("--editor-width: 44.0%"));
    divider.dispatch_event(&key("End")).expect("dispatched");
    until("at the right bound", || now(&divider) == "70").await;
    divider.dispatch_event(&key("ArrowRight")).expect("dispatched");
    support::rendered().await;
    assert_eq!(now(&divider), "70", "never past the bound");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_picked_glyph_that_stands_for_several_markers_lists_the_others_in_the_why_box() {
    let root = render().await;
    // On the ideal clock the crash loop's first exit and its immediate restart share an instant:
    // one glyph stands for both.
    type_text(
        &root,
        "apiVersion: v1\nkind: Pod\nmetadata: {name: loop}\nspec:\n  containers:\n  - {name: c0, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\ntiming: ideal\nuntil: 1m\n",
    )
    .await;
    until("the crash loop's lane", || root.query_selector("[data-lane=c0] .marker").ok().flatten().is_some()).await;
    let marks = root.query_selector_all("[data-lane=c0] .marker").expect("selector");
    let grouped = (0..marks.length())
        .filter_map(|i| marks.item(i)?.dyn_into::<Element>().ok())
        .find(|mark| mark.text_content().unwrap_or_default().lines().count() >= 4)
        .expect("a glyph whose tooltip lists two markers");
    grouped.dispatch_event(&web_sys::MouseEvent::new("click").expect("event")).expect("dispatched");
    until("the others listed", || root.query_selector("[data-testid=why-with] li").ok().flatten().is_some()).await;
    let why =
        root.query_selector("[data-testid=why]").ok().flatten().and_then(|e| e.text_content()).unwrap_or_default();
    assert!(why.contains("Drawn as one mark with:"), "{why}");
}
