//! On a phone the workspace shows one pane at a time: the switch between the YAML and the
//! results (the timeline and the other views, whose own tabs name them), a tab list that stays
//! in view. The stylesheet shows it, and hides the other pane, only on a narrow screen; on a
//! wider one both panes stand side by side.

use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// The pane a phone shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhonePane {
    /// The editor.
    Editor,
    /// The results: the timeline and the views beside it.
    Results,
}

impl PhonePane {
    /// The word the workspace's `data-phone-pane` carries, which the stylesheet reads.
    pub fn as_str(self) -> &'static str {
        match self {
            PhonePane::Editor => "editor",
            PhonePane::Results => "results",
        }
    }
}

/// The switch, with `shown` selected; a press sends the pane to `on_pick`.
pub fn pane_switch(shown: PhonePane, lang: Lang, on_pick: &Callback<PhonePane>) -> Html {
    let tab = |pane: PhonePane, key: Key, testid: &str| {
        let on_pick = on_pick.clone();
        let selected = pane == shown;
        html! {
            <button type="button" role="tab" class="tab" aria-selected={selected.to_string()} tabindex={(!selected).then_some("-1")}
                data-testid={testid.to_owned()} onclick={Callback::from(move |_: MouseEvent| on_pick.emit(pane))}>
                { lang.t(key) }
            </button>
        }
    };
    // Arrow keys move between the two tabs, as in any tab list.
    let onkeydown = {
        let on_pick = on_pick.clone();
        Callback::from(move |event: KeyboardEvent| {
            let pane = match event.key().as_str() {
                "ArrowLeft" | "Home" => PhonePane::Editor,
                "ArrowRight" | "End" => PhonePane::Results,
                _ => return,
            };
            event.prevent_default();
            on_pick.emit(pane);
            let testid = if pane == PhonePane::Editor { "pane-yaml" } else { "pane-results" };
            if let Ok(Some(tab)) = gloo::utils::document().query_selector(&format!("[data-testid={testid}]"))
                && let Ok(tab) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(tab)
            {
                let _ = tab.focus();
            }
        })
    };
    html! {
        <div class="pane-switch tabs" role="tablist" aria-label={lang.t(Key::PaneSwitch)} data-testid="pane-switch" {onkeydown}>
            { tab(PhonePane::Editor, Key::YamlPane, "pane-yaml") }
            { tab(PhonePane::Results, Key::ResultsPane, "pane-results") }
        </div>
    }
}
