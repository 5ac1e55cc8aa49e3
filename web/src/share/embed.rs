//! The embed view (`?embed=1`): no storage, no prompts, no focus stealing, a footer link to the
//! full playground carrying the current state, and resize messages to the host page.

use podsim::LinkSettings;
use yew::prelude::*;

use super::browser::{post_height, prefers_reduced_motion, watch_height};
use super::convert::{link_settings, share_state};
use super::location::playground_base;
use crate::state::Settings;

/// Embed-only settings from the query (the rest live in [`Settings`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmbedOptions {
    /// Show the playback controls (`controls`, default on).
    pub controls: bool,
    /// Start playing on load (`autoplay`), already off when the visitor prefers reduced motion.
    pub autoplay: bool,
    /// The whole playground (`full`); by default an embed is compact: the timeline, its playback
    /// and the why of the moment, with "Open in playground" for the rest.
    pub full: bool,
}

/// The embed options of this page's address.
pub fn embed_options() -> EmbedOptions {
    let search = gloo::utils::window().location().search().unwrap_or_default();
    let (query, _) = LinkSettings::parse_query_lenient(&search);
    EmbedOptions {
        controls: query.controls.unwrap_or(true),
        autoplay: query.autoplay.unwrap_or(false) && !prefers_reduced_motion(),
        full: query.full.unwrap_or(false),
    }
}

/// Layout of the embed view: only the content, sized by it (no viewport-high panes), so that the
/// host's iframe can follow its height.
const EMBED_CSS: &str = "html[data-embed='1'] .header { display: none !important; }
html[data-embed='1'], html[data-embed='1'] body { height: auto !important; min-height: 0 !important; overflow: hidden; }
html[data-embed='1'] .app { min-height: 0 !important; height: auto !important; }
html[data-controls='0'] .timeline .controls, html[data-controls='0'] [data-role='playback'] { display: none !important; }
html[data-layout='compact'] .pane-editor, html[data-layout='compact'] .containers, html[data-layout='compact'] .card.state,
html[data-layout='compact'] .card.faults, html[data-layout='compact'] .card.injected, html[data-layout='compact'] .summary-line,
html[data-embed='1'] .divider { display: none !important; }
html[data-layout='compact'] .workspace { display: block !important; }
html[data-layout='compact'] .table-scroll { max-height: 24rem; overflow-y: auto; }
.embed-footer { display: flex; justify-content: flex-end; padding: 0.25rem 0.75rem; font-size: 0.85rem; }";

/// The page's effect for the embed view: marks `<html>` for the embed layout and sends the
/// resize messages; the function it returns stops them. Does nothing outside the embed view.
pub fn start_embed_view(embedded: &bool) -> impl FnOnce() + use<> {
    let watcher = if *embedded {
        let options = embed_options();
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("data-embed", "1");
            let _ = root.set_attribute("data-controls", if options.controls { "1" } else { "0" });
            let _ = root.set_attribute("data-layout", if options.full { "full" } else { "compact" });
        }
        // Report right away, then whenever the content changes height.
        watch_height(post_height)
    } else {
        None
    };
    move || drop(watcher)
}

/// In the embed view: the "Open in playground ↗" footer, to the moment where the playhead last
/// rested (`rest_ms`). Renders nothing outside it. A plain function rather than a component:
/// every component type adds about a kilobyte of WebAssembly.
pub fn embed_footer(settings: &Settings, rest_ms: u64) -> Html {
    if !settings.embed {
        return Html::default();
    }
    let href = share_state(settings).link(&playground_base(), &link_settings(settings, rest_ms));
    html! {
        <footer class="embed-footer" data-testid="embed-footer">
            <style>{ EMBED_CSS }</style>
            <a href={href} target="_blank" rel="noopener" data-testid="open-in-playground">{ "Open in playground ↗" }</a>
        </footer>
    }
}
