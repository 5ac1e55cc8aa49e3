//! The faults and actions of the scenario, each with a button that removes it.

use podsim::Text;
use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// The list: `entries` are the lines (1-based) of the `scenario` text where an entry starts, with
/// a description; `on_remove` receives the line of the entry to remove. With `embedded`, the
/// entries are written after the Pod in its text (`scenario` is then the Pod text): they are
/// listed, and removed by editing that text.
pub fn fault_list(
    scenario: &str,
    entries: &[(usize, Text)],
    embedded: bool,
    lang: Lang,
    on_remove: &Callback<usize>,
) -> Html {
    if entries.is_empty() {
        return html! { <p class="empty">{ lang.t(Key::NoFaults) }</p> };
    }
    let items = entries.iter().map(|(line, text)| {
        let text = text.get(lang);
        let source = scenario.lines().nth(line.saturating_sub(1)).unwrap_or("").trim().trim_start_matches("- ").to_owned();
        let onclick = { let on = on_remove.clone(); let line = *line; Callback::from(move |_: MouseEvent| on.emit(line)) };
        html! {
            <li data-testid="injected">
                <span class="fault-text">{ text }</span> <code class="fault-source">{ source }</code>
                if !embedded {
                    <button type="button" class="remove" aria-label={format!("{} {}", lang.t(Key::Remove), text)} {onclick}>{ "✕" }</button>
                }
            </li>
        }
    });
    html! { <>
        if embedded { <p class="hint" data-testid="embedded-scenario">{ lang.t(Key::EmbeddedScenario) }</p> }
        <ul class="injected">{ for items }</ul>
    </> }
}
