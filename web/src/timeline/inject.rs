//! Faults from the timeline itself: with a container's bar or marker picked, a row under the why
//! injects at the playhead what the fault panel would (an exit, an OOM kill, a failing probe the
//! container has), written into the scenario the same way.

use podsim::{Entry, Role};
use yew::prelude::*;

use super::scale::format_ms;
use crate::faults::PROBE_FAILS_SECONDS;
use crate::i18n::{Key, Lang};

/// The row of faults for `role` at `at_ms`; each button sends its entry to `on_fault`.
pub fn lane_faults(role: &Role, at_ms: u64, lang: Lang, on_fault: &Callback<Entry>) -> Html {
    let container = role.name.clone();
    let button = |label: String, testid: String, entry: Entry| {
        let on_fault = on_fault.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_fault.emit(entry.clone()));
        html! { <button type="button" data-testid={testid} {onclick}>{ label }</button> }
    };
    let exit = Entry::Exit { at_ms, container: container.clone(), code: 1 };
    let oom = Entry::OomKill { at_ms, container: container.clone() };
    let probes = role.probes.iter().map(|probe| {
        let entry = Entry::ProbeFails {
            at_ms,
            container: container.clone(),
            probe: probe.word().to_owned(),
            until_ms: at_ms.saturating_add(PROBE_FAILS_SECONDS * 1000),
        };
        button(
            format!("{} {} ({PROBE_FAILS_SECONDS}s)", lang.t(Key::ProbeFails), probe.word()),
            format!("why-inject-probe-{}", probe.word()),
            entry,
        )
    });
    html! {
        <p class="why-inject" data-testid="why-inject">
            <span class="hint">{ lang.t(Key::InjectAt) }{ " " }<span class="when">{ format_ms(at_ms) }</span>{ ", " }<code>{ &role.name }</code>{ ": " }</span>
            { button(format!("{} 1", lang.t(Key::ExitWith)), "why-inject-exit".to_owned(), exit) }
            { button(lang.t(Key::OomKill).to_owned(), "why-inject-oom".to_owned(), oom) }
            { for probes }
        </p>
    }
}
