//! What the page tests share: mounting the playground on a clean slate.

use podsim_web::App;
use web_sys::Element;

/// Lets the scheduled renders run.
pub async fn settle() {
    yew::platform::time::sleep(std::time::Duration::from_millis(20)).await;
}

/// Mounts the playground in a fresh `<div>`, with nothing saved in local storage.
pub async fn render() -> Element {
    let document = gloo::utils::document();
    let _ = gloo::utils::window().local_storage().ok().flatten().map(|s| s.clear());
    let root = document.create_element("div").expect("a div");
    document.body().expect("a body").append_child(&root).expect("appended");
    yew::Renderer::<App>::with_root(root.clone()).render();
    settle().await;
    root
}
