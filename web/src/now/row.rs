//! The `kubectl get pod` row (and `-w` history), the reason the Pod is not Ready in words, and
//! the conditions.

use podsim::PodState;
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::panels::CopyButton;

/// The first False condition among Ready, Initialized and PodScheduled, in words.
fn not_ready_reason(state: &PodState, lang: Lang) -> Option<String> {
    let conditions = &state.conditions;
    let order = ["PodScheduled", "Initialized", "ContainersReady", "Ready"];
    let blocking =
        order.iter().find_map(|kind| conditions.iter().find(|c| c.condition_type == *kind && c.status != "True"))?;
    let detail =
        [blocking.reason.as_deref(), blocking.message.as_deref()].into_iter().flatten().collect::<Vec<_>>().join(": ");
    Some(format!(
        "{}{}{} = {}{}",
        lang.t(Key::NotReadyBecause),
        // A full-width colon carries its own space.
        lang.pick(" ", ""),
        blocking.condition_type,
        blocking.status,
        if detail.is_empty() { String::new() } else { format!(" ({detail})") }
    ))
}

/// The row at the playhead, and the `-w` lines so far. Once the object is deleted there is no row
/// at the playhead: the watch ended with the object as it was deleted, so it is shown open.
pub fn kubectl_row(state: &PodState, lang: Lang) -> Html {
    let row = &state.row;
    let text = state.watch.join("\n");
    html! {
        <div class="kubectl-row">
            <div class="block-head"><code>{ "$ kubectl get pod -w" }</code>
                <CopyButton text={AttrValue::from(text.clone())} {lang} /></div>
            if !state.removed {
                <div class="table-scroll"><table class="get-pod" data-testid="kubectl-row">
                    <thead><tr><th>{ "NAME" }</th><th>{ "READY" }</th><th>{ "STATUS" }</th><th>{ "RESTARTS" }</th><th>{ "AGE" }</th></tr></thead>
                    <tbody><tr>
                        <td>{ &row.name }</td><td data-testid="row-ready">{ &row.ready }</td>
                        <td data-testid="row-status"><strong>{ &row.status }</strong></td>
                        <td data-testid="row-restarts">{ &row.restarts }</td><td>{ &row.age }</td>
                    </tr></tbody>
                </table></div>
            }
            if row.name.is_empty() {
                <p class="why-not" data-testid="why-not">{ lang.t(Key::NothingYet) }</p>
            } else if state.removed {
                <p class="why-not" data-testid="why-not">{ lang.t(Key::PodRemoved) }</p>
            } else if let Some(reason) = not_ready_reason(state, lang) {
                <p class="why-not" data-testid="why-not">{ reason }</p>
            }
            <details class="watch" open={state.removed}><summary>{ "kubectl get pod -w" }</summary>
                <pre class="terminal" data-testid="watch">{ text }</pre></details>
        </div>
    }
}

/// One condition as a table row shows it: type, status, reason, message.
pub type ConditionRow<'c> = (&'c str, &'c str, Option<&'c str>, Option<&'c str>);

/// A conditions table under `caption`, each row marked `data-testid={row_testid}`.
pub fn conditions_table(rows: &[ConditionRow<'_>], caption: &str, row_testid: &'static str) -> Html {
    let rows = rows.iter().map(|(condition_type, status, reason, message)| html! {
        <tr data-testid={row_testid} data-type={condition_type.to_string()} data-status={status.to_string()}>
            <td>{ *condition_type }</td><td class={if *status == "True" { "true" } else { "false" }}>{ *status }</td>
            <td>{ reason.unwrap_or_default() }</td><td>{ message.unwrap_or_default() }</td>
        </tr>
    });
    html! {
        <div class="table-scroll"><table class="conditions">
            <caption>{ caption.to_owned() }</caption>
            <thead><tr><th>{ "Type" }</th><th>{ "Status" }</th><th>{ "Reason" }</th><th>{ "Message" }</th></tr></thead>
            <tbody>{ for rows }</tbody>
        </table></div>
    }
}

/// The conditions table of the state at the playhead; before the first condition is written,
/// a sentence saying who writes them instead of a table with no rows.
pub fn conditions(state: &PodState, lang: Lang) -> Html {
    if state.conditions.is_empty() {
        let Some(why) = &state.no_conditions else { return Html::default() };
        return html! { <p class="empty" data-testid="no-conditions">{ why.get(lang).to_owned() }</p> };
    }
    let rows: Vec<ConditionRow<'_>> = state
        .conditions
        .iter()
        .map(|c| (c.condition_type.as_str(), c.status.as_str(), c.reason.as_deref(), c.message.as_deref()))
        .collect();
    conditions_table(&rows, lang.t(Key::Conditions), "condition")
}
