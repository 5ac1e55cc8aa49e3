//! The faults and actions of the scenario, each with a button that removes it.

use std::rc::Rc;

use podsim::Text;
use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// Props of [`FaultList`].
#[derive(Properties, PartialEq)]
pub struct FaultListProps {
    /// The scenario text.
    pub scenario: AttrValue,
    /// Lines (1-based) where an entry starts, with a description.
    pub entries: Rc<Vec<(usize, Text)>>,
    /// UI language.
    pub lang: Lang,
    /// Receives the line of the entry to remove.
    pub on_remove: Callback<usize>,
}

/// The list.
#[component]
pub fn FaultList(props: &FaultListProps) -> Html {
    let lang = props.lang;
    if props.entries.is_empty() {
        return html! { <p class="empty">{ lang.t(Key::NoFaults) }</p> };
    }
    let items = props.entries.iter().map(|(line, text)| {
        let text = text.get(lang);
        let source = props.scenario.lines().nth(line.saturating_sub(1)).unwrap_or("").trim().trim_start_matches("- ").to_owned();
        let onclick = { let on = props.on_remove.clone(); let line = *line; Callback::from(move |_: MouseEvent| on.emit(line)) };
        html! {
            <li data-testid="injected">
                <span class="fault-text">{ text }</span> <code class="fault-source">{ source }</code>
                <button type="button" class="remove" aria-label={format!("{} {}", lang.t(Key::Remove), text)} {onclick}>{ "✕" }</button>
            </li>
        }
    });
    html! { <ul class="injected">{ for items }</ul> }
}
