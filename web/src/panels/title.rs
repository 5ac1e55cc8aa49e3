//! The scenario's title (from a share link, or typed in the Share dialog), shown above the
//! playground and in the browser tab.

use yew::prelude::*;

use crate::state::Settings;

/// The title as a heading above the playground, or nothing when the scenario has none. Plain
/// text: a link's title is untrusted, and Yew writes it as a text node. A plain function rather
/// than a component: every component type adds about a kilobyte of WebAssembly.
pub fn title_heading(settings: &Settings) -> Html {
    match shown_title(settings) {
        Some(title) => html! { <h2 class="scenario-title" data-testid="scenario-title">{ title }</h2> },
        None => Html::default(),
    }
}

/// The browser tab's text: `TITLE — podsim`, or `page_title` (the page's own) without a title.
pub fn document_title(settings: &Settings, page_title: &str) -> String {
    match shown_title(settings) {
        Some(title) => format!("{title} — podsim"),
        None => page_title.to_owned(),
    }
}

fn shown_title(settings: &Settings) -> Option<&str> {
    settings.title.as_deref().map(str::trim).filter(|title| !title.is_empty())
}
