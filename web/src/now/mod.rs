//! The state at the playhead: the `kubectl get pod` row, why the Pod is not yet Ready, conditions,
//! container statuses, events so far, `kubectl describe` and the status YAML with what changed.

mod containers;
mod row;
pub mod text;

use std::rc::Rc;

use podsim::engine::{Fact, FactKind, PodState, Simulation, fact_line};
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use containers::ContainerStatuses;
use row::{Conditions, KubectlRow};
use text::{StatusYaml, TextBlock};

/// Props of [`StatePanel`].
#[derive(Properties)]
pub struct StatePanelProps {
    /// The simulation.
    pub simulation: Rc<Simulation>,
    /// Playhead, ms.
    pub playhead_ms: u64,
    /// UI language.
    pub lang: Lang,
}

impl PartialEq for StatePanelProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.simulation, &other.simulation)
            && self.playhead_ms == other.playhead_ms
            && self.lang == other.lang
    }
}

/// The state at one instant, shared by the sub-panels (compared by identity).
#[derive(Clone)]
pub struct StateRef(pub Rc<PodState>);

impl PartialEq for StateRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The time of the change before the one in force at `t` (for the status diff).
fn previous_change(simulation: &Simulation, t: u64) -> Option<u64> {
    let current = simulation.snapshot_at(t)?.t_ms;
    simulation.snapshots.iter().map(|s| s.t_ms).rfind(|s| *s < current)
}

/// The panel.
#[component]
pub fn StatePanel(props: &StatePanelProps) -> Html {
    let lang = props.lang;
    let state = Rc::new(props.simulation.state_at(props.playhead_ms));
    let shared = StateRef(state.clone());
    let previous_yaml = previous_change(&props.simulation, props.playhead_ms)
        .map(|t| props.simulation.state_at(t).status_yaml)
        .unwrap_or_default();
    let events =
        state.describe.split_once("\nEvents:").map(|(_, events)| format!("Events:{events}")).unwrap_or_default();
    html! {
        <section class="card state" aria-labelledby="state-title" data-testid="state">
            <h2 id="state-title">{ lang.t(Key::StateAtPlayhead) }</h2>
            <KubectlRow state={shared.clone()} {lang} />
            if !state.changes.is_empty() {
                <div class="changes" data-testid="changes">
                    <h3>{ lang.t(Key::WhatChanged) }</h3>
                    <ul>{ for state.changes.iter().map(|fact| html! {
                        <li><code>{ fact_line(fact).trim() }</code>
                            if let Some(why) = &fact.why {
                                <div class="why-text">{ why.text.get(lang) }{ " " }<span class="rule">{ format!("({})", why.rule) }</span></div>
                            } else if let Some(note) = note_of(&props.simulation, fact).filter(|_| lang != Lang::En) {
                                <div class="why-text">{ note.get(lang) }</div>
                            }
                        </li>
                    }) }</ul>
                </div>
            }
            <Conditions state={shared.clone()} {lang} />
            <ContainerStatuses state={shared} {lang} />
            <TextBlock title={lang.t(Key::EventsSoFar)} text={AttrValue::from(events)} testid="events" {lang} />
            <TextBlock title={"kubectl describe pod"} text={AttrValue::from(state.describe.clone())} testid="describe" {lang} collapsed=true />
            <StatusYaml yaml={AttrValue::from(state.status_yaml.clone())} previous={AttrValue::from(previous_yaml)} {lang} />
        </section>
    }
}

/// The run's note a `Note` fact records, in both languages.
fn note_of<'s>(simulation: &'s Simulation, fact: &Fact) -> Option<&'s podsim::Text> {
    let message = fact.message.as_deref().filter(|_| fact.kind == FactKind::Note)?;
    simulation.note_texts.iter().find(|note| note.en == message)
}
