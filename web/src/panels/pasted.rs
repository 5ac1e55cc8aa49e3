//! What a pasted `kubectl get pod -o yaml` says now: its `kubectl get pod` row, the phase and
//! conditions the kubelet would write, and `kubectl describe`, as of the newest time it records.

use yew::prelude::*;

use super::CopyButton;
use crate::i18n::{Key, Lang};
use crate::now::{ConditionRow, conditions_table};
use podsim::Pasted as PastedStatus;

/// The section (nothing when the text carries no status).
pub fn pasted_status(pasted: Option<&PastedStatus>, lang: Lang) -> Html {
    let Some(pasted) = pasted else { return Html::default() };
    let explained = &pasted.explanation;
    let row = &explained.row;
    let reported = explained.reported_phase.as_deref().unwrap_or("—");
    let condition_rows: Vec<ConditionRow<'_>> = explained
        .conditions
        .iter()
        .map(|c| (c.condition_type.as_str(), c.status.as_str(), c.reason.as_deref(), c.message.as_deref()))
        .collect();
    html! {
        <section class="pasted-status" aria-labelledby="pasted-title" data-testid="pasted-status">
            <h3 id="pasted-title">{ lang.t(Key::PastedTitle) }</h3>
            <p class="hint">{ lang.t(Key::PastedHint) }{ " " }<code data-testid="pasted-as-of">{ &pasted.as_of }</code></p>
            <div class="table-scroll"><table class="get-pod" data-testid="pasted-row">
                <thead><tr><th>{ "NAME" }</th><th>{ "READY" }</th><th>{ "STATUS" }</th><th>{ "RESTARTS" }</th><th>{ "AGE" }</th></tr></thead>
                <tbody><tr>
                    <td>{ &row.name }</td><td>{ &row.ready }</td><td><strong>{ &row.status }</strong></td>
                    <td>{ &row.restarts }</td><td>{ &row.age }</td>
                </tr></tbody>
            </table></div>
            <p class="qos">{ lang.t(Key::PastedPhase) }{ lang.pick(": ", "：") }
                <code data-testid="pasted-phase">{ explained.phase.as_str() }</code>
                { " (" }{ lang.t(Key::PastedReported) }{ " " }<code>{ reported }</code>{ ")" }</p>
            if !explained.notes.is_empty() {
                <ul class="run-notes">{ for explained.notes.iter().map(|note| html! { <li>{ crate::inline::inline_code(note.get(lang)) }</li> }) }</ul>
            }
            { conditions_table(&condition_rows, lang.t(Key::PastedConditions), "pasted-condition") }
            <details class="watch" data-testid="pasted-describe">
                <summary>{ "kubectl describe pod" }</summary>
                <div class="block-head"><span></span><CopyButton text={AttrValue::from(pasted.describe.clone())} {lang} /></div>
                <pre class="terminal">{ &pasted.describe }</pre>
            </details>
        </section>
    }
}
