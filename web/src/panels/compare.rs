//! Compare: the same Pod under any two Kubernetes versions side by side, with what differs marked
//! from the core's comparison (`Session::compare_with`): the API server's answer, requests,
//! limits and QoS, and the instant the timelines part, drawn on both timelines with the lines
//! only one version has there.

use std::rc::Rc;

use podsim::{Comparison, KubeVersion, LayoutOptions, Side};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::derived::{Derived, Inputs, use_derived};
use crate::i18n::{Key, Lang};
use crate::state::{Action, Settings};
use crate::timeline::scale::{format_ms, px};
use crate::timeline::{frame, lanes_layer};

/// Props of [`Compare`].
#[derive(Properties, PartialEq)]
pub struct CompareProps {
    /// Current settings (the first column uses `version`, the second `compare_version`).
    pub settings: Rc<Settings>,
    /// The core's answers for the first column.
    pub derived: Rc<Derived>,
    /// Playhead, ms.
    pub playhead_ms: u64,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// What one column marks: the comparison, seen from its side.
struct Marks<'c> {
    comparison: &'c Comparison,
    /// This column's answers.
    side: &'c Side,
    /// The timeline lines only this column has at the parting instant.
    only_here: &'c [String],
    /// The other column's drawing, whose time scale this one shares.
    beside: Option<&'c podsim::TimelineModel>,
}

/// `differs` when `yes`: the class every marked part carries.
fn differs(yes: bool) -> Option<&'static str> {
    yes.then_some("differs")
}

/// One version's column; its timeline is drawn `width` wide (the column's own width, measured on
/// the first one, so that the whole run shows without scrolling).
fn column(
    derived: &Derived,
    marks: &Marks<'_>,
    playhead_ms: u64,
    lang: Lang,
    picker: Html,
    width: f64,
    node: NodeRef,
) -> Html {
    let (comparison, side) = (marks.comparison, marks.side);
    let analysis = derived.analysis();
    let state = derived.state_at(playhead_ms);
    let list = |items: &[String]| (!items.is_empty()).then(|| items.join(", "));
    let parting = comparison.timeline.as_ref();
    html! {
        <div class="compare-column" data-testid="compare-column" data-version={side.version.clone()} ref={node}>
            { picker }
            <pre class={classes!("terminal", if analysis.kubectl_error.is_none() { "ok" } else { "bad" }, differs(comparison.validation_differs))}
                data-testid="compare-verdict">{ analysis.kubectl_output() }</pre>
            // What this version's API server drops is often why the two columns differ.
            if !analysis.dropped_fields.is_empty() {
                <ul class="compare-dropped" data-testid="compare-dropped" aria-label={lang.t(Key::Dropped)}>
                    { for analysis.dropped_fields.iter().map(|d| html! { <li title={d.field.clone()}>{ d.message().get(lang) }</li> }) }
                </ul>
            }
            <dl class="facts">
                // A deleted object has no row: kubectl answers NotFound.
                if state.as_ref().is_some_and(|s| s.removed) {
                    <dt>{ "STATUS" }</dt><dd data-testid="compare-status">{ lang.t(Key::PodRemoved) }</dd>
                } else if let Some(state) = &state {
                    <dt>{ "STATUS" }</dt><dd data-testid="compare-status"><strong>{ &state.row.status }</strong></dd>
                    <dt>{ "READY" }</dt><dd>{ &state.row.ready }</dd>
                    <dt>{ "RESTARTS" }</dt><dd>{ &state.row.restarts }</dd>
                }
                if let Some(qos) = &side.qos {
                    <dt>{ lang.t(if side.valid { Key::QosClass } else { Key::QosClassIfAdmitted }) }</dt>
                    <dd class={classes!(differs(comparison.qos_differs))} data-testid="compare-qos">{ qos }</dd>
                }
                if let Some(requests) = list(&side.requests) {
                    <dt>{ lang.t(Key::Requests) }</dt>
                    <dd class={classes!(differs(comparison.resources_differ))} data-testid="compare-requests">{ requests }</dd>
                }
                if let Some(limits) = list(&side.limits) {
                    <dt>{ lang.t(Key::Limits) }</dt>
                    <dd class={classes!(differs(comparison.resources_differ))} data-testid="compare-limits">{ limits }</dd>
                }
            </dl>
            if let Some(model) = &derived.timeline {
                <div class="timeline-scroll">
                    {{
                        // One time scale for both columns: an instant sits at the same x in both.
                        let options = LayoutOptions { axis_width: width, compress: true, lang };
                        let layout = match marks.beside {
                            Some(other) => model.layout_beside(&options, other),
                            None => model.layout(&options),
                        };
                        // The parting instant, on the same scale as the bars.
                        let mark = parting.map(|p| {
                            let x = px(layout.playhead_x(p.at_ms));
                            html! { <line class="divergence" data-testid="compare-parting" x1={x.clone()} x2={x} y1="0" y2={px(layout.height)}>
                                <title>{ format!("{} · {}", lang.t(Key::PartsHere), p.at) }</title></line> }
                        });
                        frame(&layout, playhead_ms, None, html! { <>{ lanes_layer(&layout, None, &Callback::noop()) }{ for mark }</> })
                    }}
                </div>
            }
            if let Some(parting) = parting.filter(|_| !marks.only_here.is_empty()) {
                <div class="compare-lines differs" data-testid="compare-lines">
                    <span class="hint">{ lang.t(Key::OnlyHere) }{ " " }<span class="when">{ &parting.at }</span>{ ":" }</span>
                    <ul>{ for marks.only_here.iter().map(|line| html! { <li><code>{ line.trim_start() }</code></li> }) }</ul>
                </div>
            }
        </div>
    }
}

/// The line above the columns: what differs, or that nothing does.
fn summary(comparison: &Comparison, lang: Lang) -> Html {
    if comparison.is_same() {
        return html! { <p class="compare-summary" data-testid="compare-summary">{ lang.t(Key::NothingDiffers) }</p> };
    }
    let mut parts: Vec<String> = Vec::new();
    for (yes, key) in [
        (comparison.validation_differs, Key::DiffersVerdict),
        (comparison.resources_differ, Key::DiffersResources),
        (comparison.qos_differs, Key::DiffersQos),
        (comparison.dropped_differs, Key::DiffersDropped),
    ] {
        if yes {
            parts.push(lang.t(key).to_owned());
        }
    }
    if let Some(parting) = &comparison.timeline {
        parts.push(format!("{} {}", lang.t(Key::DiffersTimeline), parting.at));
    }
    // A condition only one version reports (the sandbox's on 1.29+), even where the runs agree.
    let own: Vec<String> = [&comparison.a, &comparison.b]
        .into_iter()
        .flat_map(|side| side.own_conditions.iter().map(move |condition| (condition, &side.version)))
        .map(|(condition, version)| match lang {
            Lang::Zh => format!("{condition}（{version}）"),
            Lang::En => format!("{condition} ({version})"),
        })
        .collect();
    if !own.is_empty() {
        parts.push(format!("{} {}", lang.t(Key::DiffersOwnConditions), own.join(", ")));
    }
    if !comparison.reworded.is_empty() {
        parts.push(lang.t(Key::DiffersWording).to_owned());
    }
    html! { <p class="compare-summary differs" data-testid="compare-summary">{ lang.t(Key::WhatDiffers) }{ " " }{ parts.join(" · ") }</p> }
}

/// The two columns.
#[component]
pub fn Compare(props: &CompareProps) -> Html {
    let settings = &props.settings;
    let lang = settings.lang;
    let inputs = Inputs {
        yaml: settings.yaml.clone(),
        scenario: settings.scenario.clone(),
        version: settings.compare_version,
        timing: settings.timing,
        seed: settings.seed,
        gates: settings.gates.clone(),
    };
    let other = use_derived(Rc::new(inputs), || ());
    // The core compares the two sessions the columns show (same text, timing, seed and gates).
    let comparison = use_memo((props.derived.clone(), other.clone()), |(a, b)| a.session.compare_with(&b.session));
    // The timelines fit their column: measured on mount and whenever the window is resized.
    let first_column = use_node_ref();
    let width = use_state(|| 420.0f64);
    {
        let (first_column, width) = (first_column.clone(), width.clone());
        use_effect_with((), move |()| {
            let measure = move || {
                if let Some(element) = first_column.cast::<web_sys::Element>() {
                    width.set(crate::timeline::axis_width(element.client_width()));
                }
            };
            measure();
            let listener = gloo::events::EventListener::new(&gloo::utils::window(), "resize", move |_| measure());
            move || drop(listener)
        });
    }
    let picker = |current: KubeVersion, testid: &str, make: fn(KubeVersion) -> Action| {
        let dispatch = props.dispatch.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Some(version) = e.target_dyn_into::<HtmlSelectElement>().and_then(|s| KubeVersion::parse(&s.value()))
            {
                dispatch.emit(make(version));
            }
        });
        html! {
            <label class="picker"><span class="picker-label">{ lang.t(Key::Version) }</span>
                <select data-testid={testid.to_owned()} {onchange}>
                    { for KubeVersion::ALL.iter().map(|v| html! { <option value={v.as_str()} selected={*v == current}>{ v.as_str() }</option> }) }
                </select></label>
        }
    };
    let none: &[String] = &[];
    let parting = comparison.timeline.as_ref();
    let marks_a = Marks {
        comparison: &comparison,
        side: &comparison.a,
        only_here: parting.map_or(none, |p| &p.a_lines),
        beside: other.timeline.as_deref(),
    };
    let marks_b = Marks {
        comparison: &comparison,
        side: &comparison.b,
        only_here: parting.map_or(none, |p| &p.b_lines),
        beside: props.derived.timeline.as_deref(),
    };
    html! {
        <section class="card compare" aria-labelledby="compare-title" data-testid="compare">
            <h2 id="compare-title">{ lang.t(Key::Compare) }{ " · " }{ lang.t(Key::AtPlayhead) }{ " " }
                <span class="when">{ format_ms(props.playhead_ms) }</span></h2>
            { summary(&comparison, lang) }
            <div class="compare-grid">
                { column(&props.derived, &marks_a, props.playhead_ms, lang, picker(settings.version, "compare-a", Action::SetVersion), *width, first_column) }
                { column(&other, &marks_b, props.playhead_ms, lang, picker(settings.compare_version, "compare-b", Action::SetCompareVersion), *width, NodeRef::default()) }
            </div>
        </section>
    }
}
