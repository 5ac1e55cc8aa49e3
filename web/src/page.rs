//! The page's layout: the header, the editor and the panels around it, over the document and the
//! derived data. Its props do not change on a play tick, so it is not rendered again then; the
//! parts that show the playhead read it from the playback context.

use std::rc::Rc;

use yew::prelude::*;

use crate::derived::Derived;
use crate::editor::{EditorHandle, EditorPane, container_lines, goto_location};
use crate::panels::{
    Divider, Header, HeaderProps, PhonePane, Results, Shortcuts, pane_switch, restore_notice, title_heading,
};
use crate::state::{Action, PlaybackAction, Settings};

/// Props of [`Page`].
#[derive(Properties, PartialEq)]
pub struct PageProps {
    /// The document.
    pub settings: Rc<Settings>,
    /// The core's answers for it.
    pub derived: Rc<Derived>,
    /// The last answer that ran, while the text is broken (see [`crate::derived::Derived::broken`]).
    #[prop_or_default]
    pub stale: Option<Rc<Derived>>,
    /// How many inputs have been derived so far (see [`crate::timeline::TimelinePanelProps`]).
    pub revision: u64,
    /// Where the playhead last came to rest (the embed footer's link).
    pub rest_ms: u64,
    /// Where document actions go.
    pub dispatch: Callback<Action>,
    /// Where playback actions go.
    pub play: Callback<PlaybackAction>,
}

/// The page.
#[component]
pub fn Page(props: &PageProps) -> Html {
    let settings = &props.settings;
    let derived = &props.derived;
    let dispatch = &props.dispatch;
    // Reading the start-up settings leaves the link's error, if any, for the notice.
    let link_error = use_state(crate::share::take_link_error);
    let editor = use_memo((), |_| EditorHandle::default());
    let lang = settings.lang;
    let on_goto = {
        let editor = editor.clone();
        Callback::from(move |location| goto_location(&editor, location))
    };
    // The container whose timeline lane was picked; its lines are highlighted in the editor,
    // wherever edits move them.
    let picked_container = use_state(|| None::<String>);
    let on_container_pick = {
        let picked_container = picked_container.clone();
        Callback::from(move |name: Option<String>| picked_container.set(name))
    };
    let highlight = picked_container.as_deref().and_then(|name| container_lines(&derived.session, name));
    // The editor's share of the workspace's width, moved with the divider.
    let editor_percent = use_state(|| 42.0_f64);
    let workspace = use_node_ref();
    let on_divide = {
        let editor_percent = editor_percent.clone();
        Callback::from(move |percent: f64| editor_percent.set(percent))
    };
    // The pane a phone shows; an example opened is shown as its timeline.
    let phone_pane = use_state(|| PhonePane::Results);
    {
        let phone_pane = phone_pane.clone();
        use_effect_with(settings.example.clone(), move |example| {
            if example.is_some() {
                phone_pane.set(PhonePane::Results);
            }
        });
    }
    let on_pane = {
        let phone_pane = phone_pane.clone();
        Callback::from(move |pane: PhonePane| phone_pane.set(pane))
    };

    html! {
        <div class="app" data-testid="app">
            <Header ..HeaderProps::of(settings, derived, dispatch) />
            { crate::share::link_notice(&link_error, lang) }
            { restore_notice(settings, dispatch) }
            <crate::share::ShareButton settings={settings.clone()} dispatch={dispatch.clone()} />
            { title_heading(settings) }
            if !settings.embed {
                { pane_switch(*phone_pane, lang, &on_pane) }
            }
            <main class="workspace" ref={workspace.clone()} style={format!("--editor-width: {:.1}%", *editor_percent)}
                data-phone-pane={phone_pane.as_str()}>
                <EditorPane yaml={AttrValue::from(settings.yaml.clone())} scenario={AttrValue::from(settings.scenario.clone())}
                    diagnostics={derived.diagnostics.clone()} scenario_diagnostics={derived.scenario_diagnostics.clone()}
                    scenario_set_aside={derived.session.scenario_set_aside()}
                    readonly={settings.readonly} opened={settings.opened} {highlight} {lang} handle={(*editor).clone()} dispatch={dispatch.clone()} />
                <Divider percent={*editor_percent} {workspace} on_change={on_divide} {lang} />
                // `data-revision`: how many inputs have been answered (a signal for the page's benchmarks).
                <div class="pane pane-results" data-revision={props.revision.to_string()}>
                    <Results settings={settings.clone()} derived={derived.clone()} stale={props.stale.clone()} revision={props.revision} {on_goto} {on_container_pick}
                        dispatch={dispatch.clone()} play={props.play.clone()} />
                </div>
            </main>
            <Shortcuts {lang} play={props.play.clone()} />
            { crate::share::embed_footer(settings, props.rest_ms) }
        </div>
    }
}
