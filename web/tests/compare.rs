//! The Compare view marks what differs between its two versions, from the core's comparison:
//! the limits and QoS class 1.37's pod-level defaulting changes, and the instant two runs part,
//! drawn on both timelines with the lines only one version has there.

mod support;

use support::{choose, find, render, type_text, until};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Pod-level requests only, every container limited: 1.37 defaults the pod-level limits.
const POD_LEVEL: &str = "apiVersion: v1
kind: Pod
metadata: {name: pod-level}
spec:
  resources: {requests: {cpu: '1'}}
  containers:
  - {name: app, image: nginx:1.27, resources: {limits: {cpu: 300m, memory: 1Gi}}}
  - {name: proxy, image: nginx:1.27, resources: {limits: {cpu: 200m, memory: 256Mi}}}
";

/// A RestartAllContainers rule: refused by 1.35 (the gate is alpha and off), accepted from 1.36.
const RESTART_ALL: &str = "apiVersion: v1
kind: Pod
metadata: {name: restart-all}
spec:
  restartPolicy: Never
  containers:
  - name: worker
    image: busybox
    restartPolicy: Never
    restartPolicyRules:
    - action: RestartAllContainers
      exitCodes: {operator: In, values: [42]}
";

/// A plain Pod: 1.36 reports its sandbox before the image pull, 1.35 after the first start.
const PLAIN: &str = "apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - {name: app, image: nginx:1.27}
";

fn column(root: &Element, version: &str) -> Element {
    root.query_selector(&format!("[data-testid=compare-column][data-version='{version}']"))
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("a {version} column"))
}

/// The classes of the element `testid` in the `version` column.
fn classes(root: &Element, version: &str, testid: &str) -> String {
    find::<Element>(&column(root, version), &format!("[data-testid={testid}]")).class_name()
}

fn text(root: &Element, selector: &str) -> String {
    find::<Element>(root, selector).text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn compare_marks_the_limits_and_qos_1_37_defaults_and_where_the_timelines_part() {
    let root = render().await;
    type_text(&root, POD_LEVEL).await;
    find::<HtmlElement>(&root, "[data-testid=view-compare]").click();
    until("the compare columns", || root.query_selector("[data-testid=compare-column]").ok().flatten().is_some()).await;
    choose(&root, "compare-a", "1.36").await;
    choose(&root, "compare-b", "1.37").await;

    for version in ["1.36", "1.37"] {
        assert!(classes(&root, version, "compare-limits").contains("differs"), "{version} limits are marked");
        assert!(classes(&root, version, "compare-qos").contains("differs"), "{version} QoS is marked");
        assert!(!classes(&root, version, "compare-verdict").contains("differs"), "both accept the Pod");
    }
    assert_eq!(text(&column(&root, "1.37"), "[data-testid=compare-limits]"), "cpu 1, memory 1280Mi");
    assert_eq!(text(&column(&root, "1.36"), "[data-testid=compare-limits]"), "cpu 500m, memory 1280Mi");
    let summary = text(&root, "[data-testid=compare-summary]");
    assert!(summary.contains("requests and limits") && summary.contains("the QoS class"), "{summary}");

    // Any two versions: a plain Pod parts between 1.35 and 1.36 when the sandbox shows.
    type_text(&root, PLAIN).await;
    choose(&root, "compare-a", "1.35").await;
    choose(&root, "compare-b", "1.36").await;
    for version in ["1.35", "1.36"] {
        let parting = column(&root, version).query_selector("[data-testid=compare-parting]").ok().flatten();
        assert!(parting.is_some(), "the parting instant is drawn on the {version} timeline");
    }
    let only_136 = text(&column(&root, "1.36"), "[data-testid=compare-lines]");
    assert!(only_136.contains("PodReadyToStartContainers True"), "{only_136}");
    let only_135 = text(&column(&root, "1.35"), "[data-testid=compare-lines]");
    assert!(only_135.contains("PodReadyToStartContainers False"), "{only_135}");

    // Runs alike but for a condition one version alone reports and the events' wording: the
    // summary names what differs rather than nothing.
    choose(&root, "compare-a", "legacy").await;
    choose(&root, "compare-b", "1.37").await;
    let summary = text(&root, "[data-testid=compare-summary]");
    assert!(
        summary.contains("conditions one version alone reports: PodReadyToStartContainers (1.37)")
            && summary.contains("the wording of some events"),
        "{summary}"
    );
    choose(&root, "compare-a", "1.35").await;
    choose(&root, "compare-b", "1.36").await;

    // The first case of the issue: the API server's answer differs, and is marked on both sides.
    type_text(&root, RESTART_ALL).await;
    for version in ["1.35", "1.36"] {
        assert!(classes(&root, version, "compare-verdict").contains("differs"), "{version} answer is marked");
    }
    assert!(
        text(&column(&root, "1.35"), "[data-testid=compare-verdict]")
            .contains("Unsupported value: \"RestartAllContainers\"")
    );
    assert!(text(&root, "[data-testid=compare-summary]").contains("the API server's answer"));

    // The same version on both sides: nothing is marked.
    choose(&root, "compare-b", "1.35").await;
    assert!(root.query_selector(".compare .differs").ok().flatten().is_none(), "nothing differs");
    assert!(root.query_selector("[data-testid=compare-parting]").ok().flatten().is_none());
    root.remove();
}

/// Both columns draw on one time scale: the same tick labels at the same x, and the parting
/// line at one x in both, though the runs differ (legacy never starts the app).
#[wasm_bindgen_test]
async fn both_columns_share_one_time_scale() {
    let root = render().await;
    find::<HtmlElement>(&root, "[data-testid=view-compare]").click();
    until("the compare columns", || {
        root.query_selector_all("[data-testid=compare-column] .tick").map_or(0, |l| l.length()) > 0
    })
    .await;
    let ticks = |column: &Element| -> Vec<(String, String)> {
        let list = column.query_selector_all(".tick text").expect("selector");
        (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
            .map(|t| (t.text_content().unwrap_or_default(), t.get_attribute("x").unwrap_or_default()))
            .collect()
    };
    let versions: Vec<String> = {
        let list = root.query_selector_all("[data-testid=compare-column]").expect("selector");
        (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
            .filter_map(|c| c.get_attribute("data-version"))
            .collect()
    };
    assert_eq!(versions.len(), 2, "{versions:?}");
    let (a, b) = (ticks(&column(&root, &versions[0])), ticks(&column(&root, &versions[1])));
    assert!(!a.is_empty());
    assert_eq!(a, b, "one axis for both columns");
    root.remove();
}
