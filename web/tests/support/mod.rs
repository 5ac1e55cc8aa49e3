//! What the page tests share: mounting the playground on a clean slate, and waiting for what a
//! test expects to see.
#![allow(dead_code)] // every test binary compiles this module and uses a part of it

use podsim_web::App;
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

/// Mounts the playground in a fresh `<div>`, with nothing saved in local storage.
pub async fn render() -> Element {
    let document = gloo::utils::document();
    let _ = gloo::utils::window().local_storage().ok().flatten().map(|s| s.clear());
    let root = document.create_element("div").expect("a div");
    document.body().expect("a body").append_child(&root).expect("appended");
    yew::Renderer::<App>::with_root(root.clone()).render();
    until("the page to render its editor", || {
        root.query_selector("[data-testid=editor-input]").ok().flatten().is_some()
    })
    .await;
    root
}
