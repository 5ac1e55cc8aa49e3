//! Compare: the same Pod under two Kubernetes versions side by side (e.g. the init-container hack
//! on legacy vs a native sidecar on 1.35), with resources, the row at the playhead and timelines.

use std::rc::Rc;

use podsim::KubeVersion;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::derived::{Derived, Inputs, derive};
use crate::i18n::{Key, Lang};
use crate::state::{Action, Settings};
use crate::timeline::drawing;
use podsim::LayoutOptions;

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

/// One version's column; its timeline is drawn `width` wide (the column's own width, measured on
/// the first one, so that the whole run shows without scrolling).
fn column(
    version: KubeVersion,
    derived: &Derived,
    playhead_ms: u64,
    lang: Lang,
    picker: Html,
    width: f64,
    node: NodeRef,
) -> Html {
    let analysis = derived.analysis();
    let requests = analysis
        .resources
        .as_ref()
        .map(|r| r.requests.iter().map(|(name, q)| format!("{name} {q}")).collect::<Vec<_>>().join(", "))
        .filter(|requests| !requests.is_empty());
    let state = derived.state_at(playhead_ms);
    html! {
        <div class="compare-column" data-testid="compare-column" data-version={version.as_str()} ref={node}>
            { picker }
            <pre class={classes!("terminal", if analysis.kubectl_error.is_none() { "ok" } else { "bad" })}>{ analysis.kubectl_output() }</pre>
            // What this version's API server drops is often why the two columns differ.
            if !analysis.dropped_fields.is_empty() {
                <ul class="compare-dropped" data-testid="compare-dropped" aria-label={lang.t(Key::Dropped)}>
                    { for analysis.dropped_fields.iter().map(|d| html! { <li title={d.field.clone()}>{ d.message.get(lang) }</li> }) }
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
                if let Some(qos) = analysis.qos {
                    <dt>{ lang.t(if analysis.kubectl_error.is_none() { Key::QosClass } else { Key::QosClassIfAdmitted }) }</dt>
                    <dd>{ qos.as_str() }</dd>
                }
                if let Some(requests) = requests { <dt>{ lang.t(Key::Requests) }</dt><dd>{ requests }</dd> }
            </dl>
            if let Some(model) = &derived.timeline {
                <div class="timeline-scroll">
                    { drawing(&model.layout(&LayoutOptions { axis_width: width, compress: true, lang }), playhead_ms, None, &Callback::noop()) }
                </div>
            }
        </div>
    }
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
    let other = use_memo(inputs, derive);
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
    html! {
        <section class="card compare" aria-labelledby="compare-title" data-testid="compare">
            <h2 id="compare-title">{ lang.t(Key::Compare) }{ " · " }{ lang.t(Key::AtPlayhead) }{ " " }
                <span class="when">{ crate::timeline::scale::format_ms(props.playhead_ms) }</span></h2>
            <div class="compare-grid">
                { column(settings.version, &props.derived, props.playhead_ms, lang, picker(settings.version, "compare-a", Action::SetVersion), *width, first_column) }
                { column(settings.compare_version, &other, props.playhead_ms, lang, picker(settings.compare_version, "compare-b", Action::SetCompareVersion), *width, NodeRef::default()) }
            </div>
        </section>
    }
}
