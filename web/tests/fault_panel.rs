//! The fault panel writes what kubectl would send: a plain delete uses the Pod's own grace period
//! unless one is typed, and every `kubectl debug` gets a fresh `debugger-xxxxx` name.

mod support;

use podsim::debugger_name;
use podsim::scenario::Scenario;
use support::{find, render, rendered};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

const POD: &str = "apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  terminationGracePeriodSeconds: 5
  containers:
  - {name: app, image: nginx:1.27}
";

async fn click(root: &Element, testid: &str) {
    find::<HtmlElement>(root, &format!("[data-testid={testid}]")).click();
    rendered().await;
}

/// The scenario entries as the injected list shows their source.
fn injected(root: &Element) -> Vec<String> {
    let list = root.query_selector_all("[data-testid=injected] .fault-source").expect("selector");
    (0..list.length()).filter_map(|i| list.item(i)?.text_content()).collect()
}

#[wasm_bindgen_test]
async fn a_plain_delete_uses_the_pods_grace_period_unless_one_is_typed() {
    let root = render().await;
    let area: HtmlTextAreaElement = find(&root, "[data-testid=editor-input]");
    area.set_value(POD);
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
    let grace: HtmlInputElement = find(&root, "[data-testid=fault-grace]");
    assert_eq!(grace.value(), "5", "the field shows the Pod's terminationGracePeriodSeconds");
    click(&root, "inject-delete").await;
    assert_eq!(injected(&root), ["{at: 0s, do: delete}"], "no --grace-period");

    grace.set_value("7");
    grace.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
    click(&root, "inject-delete").await;
    assert_eq!(injected(&root), ["{at: 0s, do: delete}", "{at: 0s, do: delete, gracePeriodSeconds: 7}"]);
    assert_eq!(find::<HtmlInputElement>(&root, "[data-testid=fault-grace]").value(), "7", "the typed value stays");
    root.remove();
}

#[wasm_bindgen_test]
async fn each_debug_container_gets_its_own_name() {
    let root = render().await;
    for _ in 0..3 {
        click(&root, "inject-debug").await;
    }
    let names: Vec<String> = injected(&root)
        .iter()
        .filter_map(|entry| entry.split("name: ").nth(1)?.split(',').next().map(str::to_owned))
        .collect();
    assert_eq!(names.len(), 3, "{:?}", injected(&root));
    for name in &names {
        let suffix = name.strip_prefix("debugger-").unwrap_or_else(|| panic!("{name}"));
        assert!(suffix.len() == 5 && suffix.chars().all(|c| "bcdfghjklmnpqrstvwxz2456789".contains(c)), "{name}");
    }
    assert!(names[0] != names[1] && names[1] != names[2] && names[0] != names[2], "{names:?}");
    root.remove();
}

#[wasm_bindgen_test]
fn a_debug_name_is_never_one_the_text_has_and_always_the_same_for_the_same_text() {
    let text = "kind: Scenario\nactions:\n- {at: 1s, do: debug, name: debugger, image: busybox:1.36}\n";
    let name = debugger_name(text, 0);
    assert_eq!(name, debugger_name(text, 0), "deterministic");
    let taken = format!("{text}- {{at: 2s, do: debug, name: {name}, image: busybox:1.36}}\n");
    assert!(Scenario::parse(&taken).diagnostics.is_empty());
    assert_ne!(debugger_name(&taken, 0), name);
    // Even when the text names exactly the candidate the hash gives first.
    let first = debugger_name("x", 0);
    let with_it = format!("x{first}");
    assert!(!with_it.contains(&debugger_name(&with_it, 0)));
}

/// A gated Pod offers to remove its scheduling gates (as `kubectl patch` would); a Pod without
/// gates does not.
#[wasm_bindgen_test]
async fn a_gated_pod_offers_to_remove_its_scheduling_gates() {
    let root = render().await;
    let has_button = |root: &Element| root.query_selector("[data-testid=inject-ungate]").ok().flatten().is_some();
    support::until("the fault panel", || root.query_selector("[data-testid=fault-panel]").ok().flatten().is_some())
        .await;
    assert!(!has_button(&root), "the example has no scheduling gates");
    let area: HtmlTextAreaElement = find(&root, "[data-testid=editor-input]");
    area.set_value(&POD.replace("spec:\n", "spec:\n  schedulingGates:\n  - name: example.com/quota\n"));
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    support::until("the ungate button", || has_button(&root)).await;
    find::<HtmlElement>(&root, "[data-testid=inject-ungate]").click();
    support::until("the action listed", || injected(&root) == ["{at: 0s, do: removeSchedulingGates}"]).await;
    root.remove();
}

#[wasm_bindgen_test]
async fn only_the_probes_a_container_has_are_offered_and_a_slow_probe_is_written_as_such() {
    let root = render().await;
    let area: HtmlTextAreaElement = find(&root, "[data-testid=editor-input]");
    area.set_value(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n  - name: app\n    image: nginx:1.27\n    readinessProbe: {httpGet: {path: /, port: 80}}\n  - {name: cache, image: redis:7}\n",
    );
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
    let offered = |root: &Element| -> Vec<String> {
        let list = root.query_selector_all("[data-testid=fault-probe] option").expect("selector");
        (0..list.length()).filter_map(|i| list.item(i)?.text_content()).collect()
    };
    assert_eq!(offered(&root), ["readiness"], "app has only a readiness probe");
    assert!(root.query_selector("[data-testid=fault-no-probes]").ok().flatten().is_none());

    let container: web_sys::HtmlSelectElement = find(&root, "[data-testid=fault-container]");
    container.set_value("cache");
    container.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
    assert!(offered(&root).is_empty(), "cache has no probes");
    assert!(root.query_selector("[data-testid=fault-no-probes]").ok().flatten().is_some(), "and says so");

    container.set_value("app");
    container.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
    let answer: HtmlInputElement = find(&root, "[data-testid=fault-answer]");
    answer.set_value("3");
    click(&root, "inject-probe-slow").await;
    assert_eq!(injected(&root), ["{at: 0s, container: app, probe: readiness, answersAfter: 3s, until: 30s}"]);
    root.remove();
}
