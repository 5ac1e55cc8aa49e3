//! The analysis panel: what `kubectl apply` prints, lint warnings with their fixes, effective
//! requests and limits with the term that decided each, the QoS class and dropped fields.

use podsim::Analysis;
use podsim::Location;
use podsim::ResourceKind;
use yew::prelude::*;

use crate::inline::inline_code;

use super::{CopyButton, pasted_status};
use crate::derived::Derived;
use crate::i18n::{Key, Lang};

fn resources_table(analysis: &Analysis, lang: Lang) -> Html {
    let Some(resources) = &analysis.resources else { return html! {} };
    let rows = resources.breakdown.iter().map(|term| {
        let kind = match term.kind {
            ResourceKind::Requests => lang.t(Key::Requests),
            ResourceKind::Limits => lang.t(Key::Limits),
        };
        html! {
            <tr data-testid="resource-row" data-resource={term.resource.clone()} data-kind={term.kind.as_str()}>
                <th scope="row">{ &term.resource }</th><td>{ kind }</td>
                <td class="num"><code data-testid="resource-value">{ term.value.to_string() }</code></td>
                <td class="explain">{ inline_code(term.explanation().get(lang)) }</td>
            </tr>
        }
    });
    html! {
        <div class="table-scroll">
            <table class="resources" data-testid="resources">
                <caption>{ lang.t(Key::Resources) }</caption>
                <thead><tr><th scope="col">{ lang.t(Key::Resource) }</th><th scope="col"></th>
                    <th scope="col">{ "" }</th><th scope="col">{ lang.t(Key::Decided) }</th></tr></thead>
                <tbody>{ for rows }</tbody>
                if resources.breakdown.is_empty() {
                    <tfoot><tr><td colspan="4" class="empty">{ lang.t(Key::NoResources) }</td></tr></tfoot>
                }
            </table>
        </div>
    }
}

/// The requests and limits containers got from a LimitRange, and from which field of which one.
fn limit_range_values(analysis: &Analysis, lang: Lang) -> Html {
    if analysis.admission.defaulted.is_empty() {
        return html! {};
    }
    html! {
        <>
            <h3>{ lang.t(Key::FromLimitRange) }</h3>
            <ul class="dropped" data-testid="limit-range-values">{ for analysis.admission.defaulted.iter().map(|value| html! {
                <li data-testid="limit-range-value">
                    <code>{ &value.container }</code>{ " — " }
                    <code>{ format!("{}.{}: {}", value.kind.as_str(), value.resource, value.value) }</code>
                    { format!(" ← LimitRange \"{}\" {}", value.limit_range, value.source.field()) }
                </li>
            }) }</ul>
        </>
    }
}

/// The panel; `on_goto` moves the editor's cursor to a place. A plain function: it holds no state.
pub fn analysis_panel(derived: &Derived, on_goto: &Callback<Location>, lang: Lang) -> Html {
    let analysis = derived.analysis();
    let output = analysis.kubectl_output();
    let ok = analysis.kubectl_error.is_none();
    let command = format!("$ kubectl apply -f {}", podsim::manifest_file_name(&analysis.parsed.source_kind));
    let lints = analysis.lints.iter().map(|warning| {
        let onclick = warning.location.map(|location| {
            let on = on_goto.clone();
            Callback::from(move |_: MouseEvent| on.emit(location))
        });
        html! {
            <li class="lint" data-testid="lint" data-code={warning.code().as_str()}>
                <button type="button" class="problem-button" {onclick} disabled={warning.location.is_none()}>
                    <span class="sev-icon warning" aria-label="warning"></span>
                    <code class="lint-code">{ warning.code().as_str() }</code>
                    <span class="message">{ inline_code(warning.finding.message().get(lang)) }</span>
                </button>
                <p class="fix"><strong>{ lang.t(Key::Fix) }{ lang.pick(": ", "：") }</strong>{ inline_code(warning.finding.fix().get(lang)) }</p>
            </li>
        }
    });
    html! {
        <section class="card analysis" aria-labelledby="analysis-title" data-testid="analysis">
            <h2 id="analysis-title">{ lang.t(Key::Analysis) }</h2>
            { pasted_status(derived.pasted.as_deref(), lang) }
            <div class="kubectl">
                <div class="block-head"><code data-testid="kubectl-command">{ command }</code>
                    <CopyButton text={AttrValue::from(output.clone())} {lang} /></div>
                <pre class={classes!("terminal", if ok { "ok" } else { "bad" })} data-testid="kubectl-output">{ output }</pre>
            </div>
            // The API server gives a QoS class only to a Pod it stores.
            if let Some(qos) = analysis.qos {
                <p class="qos">{ lang.t(if ok { Key::QosClass } else { Key::QosClassIfAdmitted }) }{ lang.pick(": ", "：") }<code data-testid="qos">{ qos.as_str() }</code>
                    if let Some(written) = analysis.qos_as_written {
                        { " (" }{ lang.t(Key::QosAsWritten) }{ lang.pick(": ", "：") }<code data-testid="qos-as-written">{ written.as_str() }</code>{ ")" }
                    }
                </p>
            }
            { limit_range_values(analysis, lang) }
            { resources_table(analysis, lang) }
            <h3>{ lang.t(Key::Lint) }</h3>
            if analysis.lints.is_empty() {
                <p class="empty">{ lang.t(Key::NoLint) }</p>
            } else {
                <ul class="lints">{ for lints }</ul>
            }
            if let Some(simulation) = derived.simulation() {
                <h3>{ lang.t(Key::Inferred) }</h3>
                <ul class="behaviours" data-testid="behaviours">{ for simulation.behaviours.iter().map(|b| html! {
                    <li><code>{ &b.container }</code>{ " — " }{ inline_code(b.explanation.text().get(lang)) }</li>
                }) }</ul>
            }
            if !analysis.dropped_fields.is_empty() {
                <h3>{ lang.t(Key::Dropped) }</h3>
                <ul class="dropped">{ for analysis.dropped_fields.iter().map(|d| html! {
                    <li data-testid="dropped"><code>{ &d.field }</code>{ " — " }{ inline_code(d.message().get(lang)) }</li>
                }) }</ul>
            }
        </section>
    }
}
