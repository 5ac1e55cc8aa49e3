//! The editing side: tabs for the Pod YAML and the scenario, each with its problems list.

use std::rc::Rc;

use podsim::Diagnostic;
use yew::prelude::*;

use super::{Editor, EditorHandle, problems};
use crate::i18n::{Key, Lang};
use crate::state::Action;

/// Props of [`EditorPane`].
#[derive(Properties, PartialEq)]
pub struct EditorPaneProps {
    /// Pod YAML.
    pub yaml: AttrValue,
    /// Scenario YAML.
    pub scenario: AttrValue,
    /// Diagnostics of the Pod YAML.
    pub diagnostics: Rc<Vec<Diagnostic>>,
    /// Diagnostics of the scenario.
    pub scenario_diagnostics: Rc<Vec<Diagnostic>>,
    /// The Pod text carries its own `kind: Scenario`, which runs instead of the tab's.
    #[prop_or_default]
    pub scenario_set_aside: bool,
    /// The editor cannot be changed.
    pub readonly: bool,
    /// How many times the page has replaced the texts as a whole (see
    /// [`crate::state::Settings::opened`]): a change starts a new undo history.
    #[prop_or_default]
    pub opened: u64,
    /// Lines of the Pod YAML to highlight (first, last; 1-based): the picked container.
    #[prop_or_default]
    pub highlight: Option<(u32, u32)>,
    /// The Pod YAML's editor as other panels reach it (to move its cursor).
    pub handle: EditorHandle,
    /// UI language.
    pub lang: Lang,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// Tabs, the editor of the selected tab, and its problems.
#[component]
pub fn EditorPane(props: &EditorPaneProps) -> Html {
    let lang = props.lang;
    let scenario_tab = use_state(|| false);
    let tab = |selected: bool, key: Key, testid: &str, count: usize, to_scenario: bool| {
        let state = scenario_tab.clone();
        let onclick = Callback::from(move |_: MouseEvent| state.set(to_scenario));
        html! {
            <button type="button" role="tab" class="tab" aria-selected={selected.to_string()}
                data-testid={testid.to_owned()} {onclick}>
                { lang.t(key) }
                if count > 0 { <span class="tab-count">{ count }</span> }
            </button>
        }
    };
    let (text, diagnostics, label, testid, on_input, highlight) = if *scenario_tab {
        let dispatch = props.dispatch.clone();
        (
            props.scenario.clone(),
            props.scenario_diagnostics.clone(),
            lang.t(Key::ScenarioTab),
            "scenario-input",
            Callback::from(move |text| dispatch.emit(Action::SetScenario(text))),
            None,
        )
    } else {
        let dispatch = props.dispatch.clone();
        (
            props.yaml.clone(),
            props.diagnostics.clone(),
            lang.t(Key::Editor),
            "editor-input",
            Callback::from(move |text| dispatch.emit(Action::SetYaml(text))),
            props.highlight,
        )
    };
    html! {
        <section class="pane pane-editor" aria-label={lang.t(Key::Editor)}>
            <div class="tabs" role="tablist">
                { tab(!*scenario_tab, Key::Editor, "tab-pod", props.diagnostics.len(), false) }
                { tab(*scenario_tab, Key::ScenarioTab, "tab-scenario", props.scenario_diagnostics.len(), true) }
            </div>
            if *scenario_tab && props.scenario_set_aside {
                <p class="notice-bar" role="status" data-testid="scenario-set-aside">{ lang.t(Key::ScenarioSetAside) }</p>
            }
            // One editor per tab, each with its own undo history.
            <Editor key={testid} {text} opened={props.opened} diagnostics={diagnostics.clone()} {on_input} handle={props.handle.clone()}
                label={label} testid={testid} readonly={props.readonly} {highlight} {lang}
                hint={lang.t(Key::EditorHint)} />
            { problems(&diagnostics, &props.handle, lang) }
        </section>
    }
}
