//! The state at the playhead: the `kubectl get pod` row, why the Pod is not yet Ready, conditions,
//! container statuses, events so far, `kubectl describe`, the status YAML with what changed, and the
//! Pod's entry in its Service's EndpointSlice.

mod containers;
mod endpoint;
mod row;
pub mod text;

use std::rc::Rc;

use podsim::{Fact, FactKind, Simulation, fact_line};
use yew::prelude::*;

use crate::derived::Derived;
use crate::i18n::{Key, Lang};
use containers::container_statuses;
use endpoint::endpoint_slice;
pub use row::{ConditionRow, conditions_table};
use row::{conditions, kubectl_row};
use text::{StatusYaml, text_block};

/// The time of the change before the one in force at `t` (for the status diff).
fn previous_change(simulation: &Simulation, t: u64) -> Option<u64> {
    let current = simulation.snapshot_at(t)?.t_ms;
    simulation.snapshots.iter().map(|s| s.t_ms).rfind(|s| *s < current)
}

/// Props of [`StatePanel`].
#[derive(Properties, PartialEq)]
pub struct StatePanelProps {
    /// The core's answers.
    pub derived: Rc<Derived>,
    /// Playhead, ms.
    pub playhead_ms: u64,
    /// UI language.
    pub lang: Lang,
}

/// The panel: the simulation's state at the playhead. The state (with its `describe`) is computed
/// once per state shown: instants with the same [`podsim::StateKey`] show the same state, so a
/// play tick within one second and one change draws nothing here again but the EndpointSlice
/// entry. The previous change's status is printed only when the playhead passes into another
/// change.
#[component]
pub fn StatePanel(props: &StatePanelProps) -> Html {
    let (derived, playhead_ms, lang) = (&props.derived, props.playhead_ms, props.lang);
    let key = derived.session.state_key_at(playhead_ms);
    let state = use_memo((derived.clone(), key), move |(derived, _)| derived.state_at(playhead_ms));
    let previous = derived.simulation().and_then(|simulation| previous_change(simulation, playhead_ms));
    let previous_yaml = use_memo((derived.clone(), previous), |(derived, previous)| {
        previous.and_then(|t| derived.session.status_yaml_at(t)).unwrap_or_default()
    });
    if state.is_none() || derived.simulation().is_none() {
        return Html::default();
    }
    html! {
        <section class="card state" aria-labelledby="state-title" data-testid="state">
            <h2 id="state-title">{ lang.t(Key::StateAtPlayhead) }</h2>
            <StateBody derived={derived.clone()} {state} previous_yaml={previous_yaml} {lang} />
            { endpoint_slice(derived, playhead_ms, lang) }
        </section>
    }
}

/// Props of [`StateBody`]: equal while the state shown is the same one.
#[derive(Properties)]
struct StateBodyProps {
    derived: Rc<Derived>,
    state: Rc<Option<podsim::PodState>>,
    previous_yaml: Rc<String>,
    lang: Lang,
}

impl PartialEq for StateBodyProps {
    fn eq(&self, other: &Self) -> bool {
        self.derived == other.derived
            && Rc::ptr_eq(&self.state, &other.state)
            && Rc::ptr_eq(&self.previous_yaml, &other.previous_yaml)
            && self.lang == other.lang
    }
}

/// The state itself: the row, what changed, conditions, containers, events, describe and the
/// status YAML.
#[component]
fn StateBody(props: &StateBodyProps) -> Html {
    let lang = props.lang;
    let (Some(state), Some(simulation)) = (props.state.as_ref().as_ref(), props.derived.simulation()) else {
        return Html::default();
    };
    html! { <>
        { kubectl_row(state, lang) }
        if !state.changes.is_empty() {
            <div class="changes" data-testid="changes">
                <h3>{ lang.t(Key::WhatChanged) }</h3>
                <ul>{ for state.changes.iter().map(|fact| html! {
                    <li><code>{ change_line(simulation, fact, lang) }</code>
                        if let Some(why) = &fact.why {
                            <div class="why-text">{ crate::inline::inline_code(why.text.text().get(lang)) }{ " " }<span class="rule">{ format!("({})", why.rule) }</span></div>
                        }
                    </li>
                }) }</ul>
            </div>
        }
        { conditions(state, lang) }
        { container_statuses(state, lang) }
        { text_block(lang.t(Key::EventsSoFar), AttrValue::from(state.events.clone()), "events", false, lang) }
        { text_block("kubectl describe pod", AttrValue::from(state.describe.clone()), "describe", true, lang) }
        <StatusYaml yaml={AttrValue::from(state.status_yaml.clone())} previous={props.previous_yaml.clone()} {lang} />
    </> }
}

/// A fact as a timeline line; a `Note` fact's message is podsim's own sentence, so it is written
/// in the page's language (the fact records it in English).
fn change_line(simulation: &Simulation, fact: &Fact, lang: Lang) -> String {
    let line = match note_of(simulation, fact) {
        Some(note) => fact_line(&Fact { message: Some(note.text().get(lang).to_owned()), ..fact.clone() }),
        None => fact_line(fact),
    };
    line.trim().to_owned()
}

/// The run's note a `Note` fact records.
fn note_of<'s>(simulation: &'s Simulation, fact: &Fact) -> Option<&'s podsim::Note> {
    simulation.notes.get(fact.note.filter(|_| fact.kind == FactKind::Note)?)
}
