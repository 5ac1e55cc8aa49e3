//! Every container's State, Last State, Ready, Started, Restart Count and exit code.

use yew::prelude::*;

use crate::i18n::{Key, Lang};
use podsim::PodState;

fn yes_no(value: bool) -> &'static str {
    if value { "true" } else { "false" }
}

/// The table of the state at the playhead (containers in spec order). Each cell carries its
/// column's name in `data-label`: on a phone the rows become stacked cards that show it.
pub fn container_statuses(state: &PodState, lang: Lang) -> Html {
    let rows = state.containers.iter().map(|c| {
        let state = match &c.reason {
            Some(reason) => format!("{} ({reason})", c.state),
            None => c.state.clone(),
        };
        html! {
            <tr data-testid="container-status" data-name={c.name.clone()}>
                <th scope="row" class={format!("kind-{}", c.kind)}>{ &c.name }<span class="kind">{ &c.kind }</span></th>
                <td data-label="State" data-testid="cs-state">{ state }</td>
                <td data-label="Exit Code" data-testid="cs-exit">{ c.exit_code.map(|e| e.to_string()).unwrap_or_default() }</td>
                <td data-label="Last State" data-testid="cs-last">{ c.last_state.clone().unwrap_or_default() }</td>
                <td data-label="Ready">{ yes_no(c.ready) }</td>
                <td data-label="Started">{ c.started.map(yes_no).unwrap_or("") }</td>
                <td class="num" data-label="Restart Count" data-testid="cs-restarts">{ c.restart_count }</td>
            </tr>
        }
    });
    html! {
        <div class="table-scroll"><table class="container-statuses" data-testid="container-statuses">
            <caption>{ lang.t(Key::ContainerStatuses) }</caption>
            <thead><tr><th>{ "Name" }</th><th>{ "State" }</th><th>{ "Exit Code" }</th><th>{ "Last State" }</th>
                <th>{ "Ready" }</th><th>{ "Started" }</th><th>{ "Restart Count" }</th></tr></thead>
            <tbody>{ for rows }</tbody>
        </table></div>
    }
}
