//! What the page tests share: mounting the playground on a clean slate, and waiting for what a
//! test expects to see.
#![allow(dead_code)] // every test binary compiles this module and uses a part of it

use podsim_web::App;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Waits until Yew has run every render and effect that is scheduled (what an event handler
/// just asked for), however long that takes: a positive signal, never a fixed sleep.
pub async fn rendered() {
    yew::scheduler::flush().await;
}

/// Waits until `done` holds, looking again after each short turn of the event loop, for at most
/// ten seconds; then fails with `what`. A test waits for what it expects to see, never for a
/// fixed time that a slow machine may overrun.
pub async fn until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..2000 {
        if done() {
            return;
        }
        yew::platform::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("waited ten seconds for {what}");
}

/// The gallery index and every file of `static/examples/`, for the tests: the page itself fetches
/// them from the site, which the test runner does not serve.
pub const GALLERY_INDEX: &str = include_str!("../../../static/examples/gallery.yaml");
pub const GALLERY_FILES: &[(&str, &str)] = &[
    ("big-init-does-not-fit.yaml", include_str!("../../../static/examples/big-init-does-not-fit.yaml")),
    ("traffic-scale-down-no-prestop.yaml", include_str!("../../../static/examples/traffic-scale-down-no-prestop.yaml")),
    (
        "traffic-scale-down-prestop-sleep.yaml",
        include_str!("../../../static/examples/traffic-scale-down-prestop-sleep.yaml"),
    ),
    (
        "traffic-readiness-fails-on-sigterm.yaml",
        include_str!("../../../static/examples/traffic-readiness-fails-on-sigterm.yaml"),
    ),
    (
        "traffic-sidecar-proxy-exits-first.yaml",
        include_str!("../../../static/examples/traffic-sidecar-proxy-exits-first.yaml"),
    ),
    ("traffic-readiness-gate-lb.yaml", include_str!("../../../static/examples/traffic-readiness-gate-lb.yaml")),
    ("resize-memory-in-place.yaml", include_str!("../../../static/examples/resize-memory-in-place.yaml")),
    ("resize-cpu-deferred.yaml", include_str!("../../../static/examples/resize-cpu-deferred.yaml")),
    ("debug-container.yaml", include_str!("../../../static/examples/debug-container.yaml")),
    ("envoy-startup-probe.yaml", include_str!("../../../static/examples/envoy-startup-probe.yaml")),
    ("fluent-bit-sidecar.yaml", include_str!("../../../static/examples/fluent-bit-sidecar.yaml")),
    ("graceful-termination.yaml", include_str!("../../../static/examples/graceful-termination.yaml")),
    ("init-failure-always.yaml", include_str!("../../../static/examples/init-failure-always.yaml")),
    ("init-failure-never.yaml", include_str!("../../../static/examples/init-failure-never.yaml")),
    ("init-waits-for-service.yaml", include_str!("../../../static/examples/init-waits-for-service.yaml")),
    ("invalid-init-probe.yaml", include_str!("../../../static/examples/invalid-init-probe.yaml")),
    ("istio-after-migration.yaml", include_str!("../../../static/examples/istio-after-migration.yaml")),
    ("istio-before-migration.yaml", include_str!("../../../static/examples/istio-before-migration.yaml")),
    ("job-cloud-sql-proxy-legacy.yaml", include_str!("../../../static/examples/job-cloud-sql-proxy-legacy.yaml")),
    ("job-cloud-sql-proxy.yaml", include_str!("../../../static/examples/job-cloud-sql-proxy.yaml")),
    ("lifecycle-demo.yaml", include_str!("../../../static/examples/lifecycle-demo.yaml")),
    ("limitrange-burstable.yaml", include_str!("../../../static/examples/limitrange-burstable.yaml")),
    ("liveness-exec.yaml", include_str!("../../../static/examples/liveness-exec.yaml")),
    ("native-log-shipper.yaml", include_str!("../../../static/examples/native-log-shipper.yaml")),
    ("quota-sidecar-formula.yaml", include_str!("../../../static/examples/quota-sidecar-formula.yaml")),
    ("resources-big-init.yaml", include_str!("../../../static/examples/resources-big-init.yaml")),
    ("resources-sidecars-decide.yaml", include_str!("../../../static/examples/resources-sidecars-decide.yaml")),
    ("restart-on-exit-codes.yaml", include_str!("../../../static/examples/restart-on-exit-codes.yaml")),
    ("restart-all-containers.yaml", include_str!("../../../static/examples/restart-all-containers.yaml")),
];

/// Gives the page the gallery it would fetch, as if it had arrived.
pub fn seed_gallery() {
    let file = |name: &str| GALLERY_FILES.iter().find(|(file, _)| *file == name).map(|(_, text)| (*text).to_owned());
    podsim_web::examples::set_gallery(podsim_web::examples::read_gallery(GALLERY_INDEX, file));
}

/// The element `selector` finds under `root`, as a `T` (the test fails when there is none).
pub fn find<T: JsCast>(root: &Element, selector: &str) -> T {
    root.query_selector(selector)
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("{selector} is shown"))
        .dyn_into()
        .expect("type")
}

thread_local! {
    /// The page the last [`render_alone`] mounted.
    static MOUNTED: std::cell::RefCell<Option<yew::AppHandle<App>>> = const { std::cell::RefCell::new(None) };
}

/// Mounts the playground in a fresh `<div>`, with nothing saved in local storage and the
/// gallery already there.
pub async fn render() -> Element {
    seed_gallery();
    render_alone().await
}

/// Mounts the playground in a fresh `<div>` with nothing saved in local storage, no link in the
/// address (an earlier test's page may have written its own there), and nothing done for the
/// gallery (it is fetched as on a real page).
pub async fn render_alone() -> Element {
    // The page an earlier test mounted is taken down first: left running, its timers (the
    // address follows the state half a second after an edit) would write into this test's page.
    if let Some(previous) = MOUNTED.with(|mounted| mounted.borrow_mut().take()) {
        previous.destroy();
    }
    let document = gloo::utils::document();
    let window = gloo::utils::window();
    let _ = window.local_storage().ok().flatten().map(|s| s.clear());
    if let (Ok(path), Ok(history)) = (window.location().pathname(), window.history()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    let root = document.create_element("div").expect("a div");
    document.body().expect("a body").append_child(&root).expect("appended");
    let handle = yew::Renderer::<App>::with_root(root.clone()).render();
    MOUNTED.with(|mounted| *mounted.borrow_mut() = Some(handle));
    until("the page to render its editor", || {
        root.query_selector("[data-testid=editor-input]").ok().flatten().is_some()
    })
    .await;
    root
}

/// Picks `value` in the `<select>` with `data-testid` `testid`, as a reader does.
pub async fn choose(root: &Element, testid: &str, value: &str) {
    let select: web_sys::HtmlSelectElement = find(root, &format!("[data-testid={testid}]"));
    select.set_value(value);
    select.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    rendered().await;
}

/// Replaces the editor's text with `text`, as typing does.
pub async fn type_text(root: &Element, text: &str) {
    let area: web_sys::HtmlTextAreaElement = find(root, "[data-testid=editor-input]");
    area.set_value(text);
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
}
