//! podsim-web: the playground page. All Kubernetes logic lives in the `podsim` crate; this crate
//! renders its answers and dispatches the user's actions.

pub mod app;
pub mod crash;
pub mod derived;
pub mod editor;
pub mod examples;
pub mod faults;
pub mod i18n;
pub mod inline;
pub mod now;
pub mod page;
pub mod panels;
pub mod same;
pub mod share;
pub mod state;
pub mod timeline;

pub use app::App;

/// Mounts the playground on `<body>` and installs the panic hook.
pub fn start() {
    crash::install_panic_hook();
    yew::Renderer::<App>::new().render();
}
