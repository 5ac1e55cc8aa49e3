//! The summary line over the results: the Pod's effective requests, its QoS class and how many
//! problems (errors and warnings) and notes the text has, always in view whichever view is picked.

use yew::prelude::*;

use podsim::Severity;

use crate::derived::Derived;
use crate::i18n::{Key, Lang};

/// The line (a plain function: it holds no state). While the text is broken and the results show
/// the last version that ran (`stale`), the requests and QoS are that version's, dimmed, and the
/// line says so in place of a notice that would push the results down.
pub fn summary_line(derived: &Derived, stale: Option<&Derived>, lang: Lang) -> Html {
    let source = stale.unwrap_or(derived);
    let analysis = source.analysis();
    let requests = analysis.resources.as_ref().map(|resources| {
        let values: Vec<String> = ["cpu", "memory"]
            .iter()
            .filter_map(|name| resources.requests.get(*name).map(|value| format!("{name} {value}")))
            .collect();
        if values.is_empty() { lang.t(Key::NoRequests).to_owned() } else { values.join(" · ") }
    });
    // A note ("podsim runs one of the 3 replicas") is information: counted apart, never red.
    let all = || derived.diagnostics.iter().chain(derived.scenario_diagnostics.iter());
    let notes = all().filter(|diagnostic| diagnostic.severity == Severity::Note).count();
    let errors = all().filter(|diagnostic| diagnostic.severity == Severity::Error).count();
    let problems = all().count() - notes;
    let old = (!std::ptr::eq(source, derived)).then_some("stale-values");
    html! {
        <p class="summary-line" data-testid="summary-line" role="status">
            if let Some(requests) = requests {
                <span class={classes!(old)}>{ lang.t(Key::Requests) }{ lang.pick(": ", "：") }<code data-testid="summary-requests">{ requests }</code></span>
            }
            if let Some(qos) = analysis.qos {
                <span class={classes!(old)}>{ "QoS" }{ lang.pick(": ", "：") }<code data-testid="summary-qos">{ qos.as_str() }</code></span>
            }
            <span data-testid="summary-problems" class={classes!((errors > 0).then_some("has-problems"), (errors == 0 && problems > 0).then_some("has-warnings"))}>
                { format!("{problems} ") }{ lang.t(if problems == 1 { Key::ProblemOne } else { Key::ProblemMany }) }
            </span>
            if notes > 0 {
                <span data-testid="summary-notes" class="has-notes" title={lang.t(Key::NotesTitle)}>
                    { format!("{notes} ") }{ lang.t(if notes == 1 { Key::NoteOne } else { Key::NoteMany }) }
                </span>
            }
            if stale.is_some() {
                <span class="stale-notice" data-testid="stale-notice" title={lang.t(Key::StaleResult)}>{ lang.t(Key::StaleShort) }</span>
            }
        </p>
    }
}
