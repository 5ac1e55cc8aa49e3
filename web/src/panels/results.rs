//! The right-hand side: view tabs (timeline, table, analysis, compare) and the selected view.
//! It reads the playhead from the playback context, so a play tick renders it again.

use std::rc::Rc;

use podsim::Location;
use yew::prelude::*;

use super::{Compare, analysis_panel, container_list, run_notes};
use crate::derived::Derived;
use crate::faults::{FaultPanel, fault_list};
use crate::i18n::{Key, Lang};
use crate::now::StatePanel;
use crate::state::{Action, Playback, PlaybackAction, Settings, View};
use crate::timeline::{TimelinePanel, spoken_value, timeline_table};

/// Props of [`Results`].
#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    /// Current settings.
    pub settings: Rc<Settings>,
    /// The core's answers.
    pub derived: Rc<Derived>,
    /// Moves the editor's cursor.
    pub on_goto: Callback<Location>,
    /// Hears the container whose timeline lane was picked (`None`: another lane).
    #[prop_or_default]
    pub on_container_pick: Callback<Option<String>>,
    /// The last answer that ran, while the text is broken: its timeline is shown, dimmed.
    #[prop_or_default]
    pub stale: Option<Rc<Derived>>,
    /// How many inputs have been derived so far.
    pub revision: u64,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Where playback actions go.
    pub play: Callback<PlaybackAction>,
}

fn view_key(view: View) -> Key {
    match view {
        View::Timeline => Key::Timeline,
        View::Table => Key::Table,
        View::Analysis => Key::Analysis,
        View::Compare => Key::Compare,
    }
}

/// The view tabs and the selected view.
#[component]
pub fn Results(props: &ResultsProps) -> Html {
    let settings = &props.settings;
    let lang: Lang = settings.lang;
    let derived = &props.derived;
    let playback = use_context::<Playback>().unwrap_or_default();
    let tabs = View::ALL.iter().map(|view| {
        let selected = *view == settings.view;
        let onclick = {
            let d = props.dispatch.clone();
            let v = *view;
            Callback::from(move |_: MouseEvent| d.emit(Action::SetView(v)))
        };
        html! {
            <button type="button" role="tab" class="tab" aria-selected={selected.to_string()}
                data-testid={format!("view-{}", view.as_str())} {onclick}>{ lang.t(view_key(*view)) }</button>
        }
    });
    // Classified once per answer (by the session), not at every play tick.
    let containers: Rc<Vec<podsim::Role>> = use_memo(derived.clone(), |derived| derived.session.containers().to_vec());
    let on_add = {
        let d = props.dispatch.clone();
        Callback::from(move |entry| d.emit(Action::AddScenarioEntry(entry)))
    };
    let on_remove = {
        let d = props.dispatch.clone();
        Callback::from(move |line| d.emit(Action::RemoveScenarioEntry(line)))
    };
    let lane = use_state(|| None::<String>);
    let on_lane = {
        let (lane, on_pick) = (lane.clone(), props.on_container_pick.clone());
        Callback::from(move |name: Option<String>| {
            if let Some(name) = &name {
                lane.set(Some(name.clone()));
            }
            on_pick.emit(name);
        })
    };
    // The last answer that ran and its drawing, while the text is broken.
    let stale = props.stale.as_ref().and_then(|s| Some((s.clone(), s.timeline.clone()?)));
    let shows_stale = derived.timeline.is_none() && matches!(settings.view, View::Timeline | View::Table);
    // After an edit the timeline may be shorter than where the playhead was.
    let playhead = derived.timeline.as_ref().map_or(playback.playhead_ms, |m| playback.playhead_ms.min(m.end_ms));
    let body = match (settings.view, &derived.timeline) {
        (View::Analysis, _) => analysis_panel(derived, &props.on_goto, lang),
        // One element for the fresh answer and for the last one that ran, with the timeline panel
        // first in both: a moment of broken text while typing keeps the panel (its zoom, speed,
        // pick and legend) instead of making a new one. `display: contents` leaves the cards in
        // the results' own column.
        (View::Timeline, Some(model)) => html! {
            <div class="timeline-view">
            <TimelinePanel model={model.clone()} playhead_ms={playhead} playing={playback.playing} revision={props.revision}
                value_text={AttrValue::from(spoken_value(model, playhead))} {lang} play={props.play.clone()} on_lane={on_lane.clone()}
                containers={containers.clone()} on_fault={(!settings.readonly).then(|| on_add.clone())} />
            // One node after the panel, here and below: Yew matches unkeyed children from the
            // end, so the panel must have the same place counted either way.
            <>
            if derived.pasted.is_some() {
                <p class="run-notes pasted-notice" data-testid="pasted-notice">{ lang.t(Key::PastedNotice) }</p>
            }
            if let Some(simulation) = &derived.simulation() {
                { run_notes(&simulation.notes, lang) }
                <StatePanel derived={derived.clone()} playhead_ms={playhead} {lang} />
            }
            if !settings.readonly {
                <FaultPanel containers={containers.clone()} selected={(*lane).clone()} playhead_ms={playhead} {lang} on_add={on_add.clone()}
                    grace_seconds={derived.analysis().pod.spec.grace_period_or_default()}
                    gated={!derived.analysis().pod.spec.scheduling_gates.is_empty()}
                    node_pods={Rc::new(derived.session.node_pods())}
                    readiness_gates={Rc::new(derived.analysis().pod.spec.readiness_gates.clone())}
                    taken={AttrValue::from(format!("{}\n{}", settings.yaml, settings.scenario))} />
                <section class="card injected" aria-label={lang.t(Key::Injected)}>
                    <h2>{ lang.t(Key::Injected) }</h2>
                    { fault_list(if derived.embedded { &settings.yaml } else { &settings.scenario },
                        &derived.injected, derived.embedded, lang, &on_remove) }
                </section>
            }
            </>
            </div>
        },
        (View::Table, Some(model)) => timeline_table(model, playhead, lang),
        // Broken text: the last version that ran, dimmed and said to be old (no fault panel:
        // entries would go into the text as it is now).
        (View::Timeline | View::Table, None) if stale.is_some() => match &stale {
            Some((stale, model)) => {
                let playhead = playback.playhead_ms.min(model.end_ms);
                // The summary line says it is the last valid version, so the drawing stays where it was.
                if settings.view == View::Table {
                    html! { <div class="stale" data-testid="stale-result">{ timeline_table(model, playhead, lang) }</div> }
                } else {
                    html! {
                        <div class="timeline-view stale" data-testid="stale-result">
                            <TimelinePanel model={model.clone()} playhead_ms={playhead} playing={playback.playing} revision={props.revision}
                                value_text={AttrValue::from(spoken_value(model, playhead))} {lang} play={props.play.clone()} on_lane={on_lane.clone()} />
                            <><StatePanel derived={stale.clone()} playhead_ms={playhead} {lang} /></>
                        </div>
                    }
                }
            }
            None => Html::default(),
        },
        (View::Compare, _) => {
            html! { <Compare settings={settings.clone()} derived={derived.clone()} playhead_ms={playback.playhead_ms} dispatch={props.dispatch.clone()} /> }
        }
        // A Pod too large to simulate: say so instead of drawing nothing.
        (_, None) => match &derived.simulation() {
            Some(simulation) => html! { <div class="card empty" data-testid="no-timeline">
            { run_notes(&simulation.notes, lang) }</div> },
            None => match &derived.analysis().controller_refusal {
                // Created, but its controller cannot create the Pod: its event says why.
                Some(refusal) => html! { <div class="card empty" data-testid="no-timeline">
                    <p>{ lang.t(Key::NoPodCreated) }</p>
                    <pre class="terminal" data-testid="controller-refusal">{ format!("Warning  {}  {}  {}", refusal.reason, refusal.source, refusal.message) }</pre>
                </div> },
                None => html! { <p class="card empty" data-testid="no-timeline">{ lang.t(Key::NoTimeline) }</p> },
            },
        },
    };
    html! {
        <section class="results">
            { super::summary_line(derived, stale.as_ref().filter(|_| shows_stale).map(|(stale, _)| &**stale), lang) }
            // The text's own containers; while it is too broken to have any, those of the version
            // shown (the last that ran).
            { container_list(props.stale.as_deref().filter(|_| derived.session.containers().is_empty()).unwrap_or(derived), lang) }
            <div class="tabs" role="tablist" aria-label={lang.t(Key::Views)}>{ for tabs }</div>
            { body }
        </section>
    }
}
