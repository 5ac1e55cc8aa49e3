//! The timeline as a table: every change in time order, for screen readers and for copying.

use yew::prelude::*;

use super::model::TimelineModel;
use super::scale::format_ms;
use crate::i18n::{Key, Lang};

/// Every bar start and marker as `(time, lane, what, why)`, in time order, the why in `lang`.
pub fn rows(model: &TimelineModel, lang: Lang) -> Vec<(u64, String, String, String)> {
    let mut rows: Vec<(u64, String, String, String)> = model
        .lanes
        .iter()
        .flat_map(|lane| {
            let why = |why: &podsim::Text| why.get(lang).to_owned();
            let bars = lane.bars.iter().map(|b| (b.start_ms, lane.title.clone(), b.label.clone(), why(&b.why)));
            let markers = lane.markers.iter().map(|m| (m.at_ms, lane.title.clone(), m.label.clone(), why(&m.why)));
            bars.chain(markers).collect::<Vec<_>>()
        })
        .collect();
    rows.sort_by_key(|row| row.0);
    rows
}

/// The table; rows after the playhead are dimmed.
pub fn timeline_table(model: &TimelineModel, playhead_ms: u64, lang: Lang) -> Html {
    let all = rows(model, lang);
    let body = all.iter().map(|(t, lane, what, why)| {
        let future = *t > playhead_ms;
        html! {
            <tr class={classes!(future.then_some("future"))} data-testid="timeline-row">
                <td class="num">{ format_ms(*t) }</td><td>{ lane }</td><td><code>{ what }</code></td><td>{ why }</td>
            </tr>
        }
    });
    html! {
        <section class="card table-view" aria-labelledby="table-title" data-testid="timeline-table">
            <h2 id="table-title">{ lang.t(Key::Table) }</h2>
            <div class="table-scroll">
                <table>
                    <caption class="visually-hidden">{ lang.t(Key::TableCaption) }</caption>
                    <thead><tr><th scope="col">{ lang.t(Key::Time) }</th><th scope="col">{ lang.t(Key::Lane) }</th>
                        <th scope="col">{ lang.t(Key::What) }</th><th scope="col">{ lang.t(Key::Why) }</th></tr></thead>
                    <tbody>{ for body }</tbody>
                </table>
            </div>
        </section>
    }
}
