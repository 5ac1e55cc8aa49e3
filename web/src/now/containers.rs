//! Every container's State (with why it waits, when it does), Last State, Ready, Started, Restart Count, exit code and resources
//! (the spec's, and the kubelet's allocation and the applied values where a resize left them
//! behind).

use yew::prelude::*;

use crate::i18n::{Key, Lang};
use podsim::{ContainerView, PodState, ResourcesView};

/// `cpu 250m/500m, memory 256Mi/512Mi`: each resource's request/limit (`-` where one is unset).
fn compact(resources: &ResourcesView) -> String {
    let mut names: Vec<&String> = resources.requests.keys().chain(resources.limits.keys()).collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .map(|name| {
            let request = resources.requests.get(name).map_or("-", String::as_str);
            let limit = resources.limits.get(name).map_or("-", String::as_str);
            format!("{name} {request}/{limit}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The spec's resources, then the allocation and the applied values where they differ.
fn resources_text(c: &ContainerView) -> String {
    let Some(spec) = &c.spec_resources else { return String::new() };
    let mut text = compact(spec);
    if let Some(allocated) = c.allocated_resources.as_ref().filter(|a| *a != spec) {
        text.push_str(&format!(" (allocated: {})", compact(allocated)));
    }
    let behind = c.allocated_resources.as_ref().unwrap_or(spec);
    if let Some(applied) = c.resources.as_ref().filter(|r| *r != behind) {
        text.push_str(&format!(" (applied: {})", compact(applied)));
    }
    text
}

fn yes_no(value: bool) -> &'static str {
    if value { "true" } else { "false" }
}

/// The table of the state at the playhead (containers in spec order). Each cell carries its
/// column's name in `data-label`: on a phone the rows become stacked cards that show it. Before
/// the kubelet's first report there are none, which a sentence says instead of an empty table.
pub fn container_statuses(state: &PodState, lang: Lang) -> Html {
    if state.containers.is_empty() {
        // A Pod deleted before any report has nothing to say here; its row says it is gone.
        if state.removed {
            return Html::default();
        }
        return html! { <p class="empty" data-testid="no-container-statuses">{ lang.t(Key::NoContainerStatuses) }</p> };
    }
    let rows = state.containers.iter().map(|c| {
        let state = match &c.reason {
            Some(reason) => format!("{} ({reason})", c.state),
            None => c.state.clone(),
        };
        html! {
            <tr data-testid="container-status" data-name={c.name.clone()}>
                <th scope="row" class={format!("kind-{}", c.kind)}>{ &c.name }<span class="kind">{ &c.kind }</span></th>
                <td data-label="State" data-testid="cs-state">{ state }
                    // Why a waiting container waits: the engine's reason at the playhead.
                    if let Some(why) = &c.why {
                        <div class="why-text" data-testid="cs-why">{ crate::inline::inline_code(why.get(lang)) }</div>
                    }
                </td>
                <td data-label="Exit Code" data-testid="cs-exit">{ c.exit_code.map(|e| e.to_string()).unwrap_or_default() }</td>
                <td data-label="Last State" data-testid="cs-last">{ c.last_state.clone().unwrap_or_default() }</td>
                <td data-label="Ready">{ yes_no(c.ready) }</td>
                <td data-label="Started">{ c.started.map(yes_no).unwrap_or("") }</td>
                <td class="num" data-label="Restart Count" data-testid="cs-restarts">{ c.restart_count }</td>
                <td data-label="Resources" data-testid="cs-resources">{ resources_text(c) }</td>
            </tr>
        }
    });
    html! {
        <div class="table-scroll"><table class="container-statuses" data-testid="container-statuses">
            <caption>{ lang.t(Key::ContainerStatuses) }</caption>
            <thead><tr><th>{ "Name" }</th><th>{ "State" }</th><th>{ "Exit Code" }</th><th>{ "Last State" }</th>
                <th>{ "Ready" }</th><th>{ "Started" }</th><th>{ "Restart Count" }</th><th>{ "Resources" }</th></tr></thead>
            <tbody>{ for rows }</tbody>
        </table></div>
    }
}
