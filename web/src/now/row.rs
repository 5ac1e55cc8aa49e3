//! The `kubectl get pod` row (and `-w` history), the reason the Pod is not Ready in words, and
//! the conditions.

use podsim::engine::PodState;
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

/// The row.
pub fn kubectl_row(state: &PodState, lang: Lang) -> Html {
    let row = &state.row;
    let text = state.watch.join("\n");
    html! {
        <div class="kubectl-row">
            <div class="block-head"><code>{ "$ kubectl get pod -w" }</code>
                <CopyButton text={AttrValue::from(text.clone())} {lang} /></div>
            <div class="table-scroll"><table class="get-pod" data-testid="kubectl-row">
                <thead><tr><th>{ "NAME" }</th><th>{ "READY" }</th><th>{ "STATUS" }</th><th>{ "RESTARTS" }</th><th>{ "AGE" }</th></tr></thead>
                <tbody><tr>
                    <td>{ &row.name }</td><td data-testid="row-ready">{ &row.ready }</td>
                    <td data-testid="row-status"><strong>{ &row.status }</strong></td>
                    <td data-testid="row-restarts">{ &row.restarts }</td><td>{ &row.age }</td>
                </tr></tbody>
            </table></div>
            if row.name.is_empty() {
                <p class="why-not" data-testid="why-not">{ lang.t(Key::NothingYet) }</p>
            } else if state.removed {
                <p class="why-not" data-testid="why-not">{ lang.t(Key::PodRemoved) }</p>
            } else if let Some(reason) = not_ready_reason(state, lang) {
                <p class="why-not" data-testid="why-not">{ reason }</p>
            }
            <details class="watch"><summary>{ "kubectl get pod -w" }</summary><pre class="terminal">{ text }</pre></details>
        </div>
    }
}

/// The conditions table.
pub fn conditions(state: &PodState, lang: Lang) -> Html {
    let rows = state.conditions.iter().map(|c| html! {
        <tr data-testid="condition" data-type={c.condition_type.clone()} data-status={c.status.clone()}>
            <td>{ &c.condition_type }</td><td class={if c.status == "True" { "true" } else { "false" }}>{ &c.status }</td>
            <td>{ c.reason.clone().unwrap_or_default() }</td><td>{ c.message.clone().unwrap_or_default() }</td>
        </tr>
    });
    html! {
        <div class="table-scroll"><table class="conditions">
            <caption>{ lang.t(Key::Conditions) }</caption>
            <thead><tr><th>{ "Type" }</th><th>{ "Status" }</th><th>{ "Reason" }</th><th>{ "Message" }</th></tr></thead>
            <tbody>{ for rows }</tbody>
        </table></div>
    }
}
