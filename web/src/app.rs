//! The page: one reducer, the editor and the panels around it.

use std::rc::Rc;

use yew::prelude::*;

use crate::derived::{Inputs, derive};
use crate::editor::{EditorPane, container_lines, goto_location};
use crate::panels::{Gallery, Results, Shortcuts, document_title, header, restore_notice, title_heading};
use crate::state::{Action, Settings, save_draft};

/// The playground.
#[component]
pub fn App() -> Html {
    let settings = use_reducer(crate::share::initial_settings);
    // Reading the start-up settings leaves the link's error, if any, for the notice.
    let link_error = use_state(crate::share::take_link_error);
    use_effect_with(settings.embed, crate::share::start_embed_view);
    crate::share::use_url_sync(&settings);
    let textarea = use_node_ref();
    let lang = settings.lang;
    let inputs = Inputs {
        yaml: settings.yaml.clone(),
        scenario: settings.scenario.clone(),
        version: settings.version,
        timing: settings.timing,
        seed: settings.seed,
    };
    // Every keystroke re-parses, re-validates and re-simulates: the core is fast enough for that.
    let derived = use_memo(inputs, derive);

    // The first render only restores (a link, or the draft): saving that again could overwrite
    // what another tab saved since. Only changes made here are saved.
    let restored = use_mut_ref(|| false);
    // The page's own title, for when the scenario has none.
    let page_title = use_memo((), |()| gloo::utils::document().title());
    use_effect_with(settings.clone(), move |settings| {
        if std::mem::replace(&mut *restored.borrow_mut(), true) {
            save_draft(settings);
        }
        apply_page_settings(settings, &page_title);
    });
    let dispatch = {
        let settings = settings.clone();
        Callback::from(move |action: Action| settings.dispatch(action))
    };
    // `?autoplay=1` (off under prefers-reduced-motion) starts the playback once, on load.
    use_effect_with((), {
        let dispatch = dispatch.clone();
        move |_| {
            if crate::share::embed_options().autoplay {
                dispatch.emit(Action::SetPlaying(true));
            }
        }
    });
    let on_goto = {
        let textarea = textarea.clone();
        Callback::from(move |location| goto_location(&textarea, location))
    };
    // The container whose timeline lane was picked; its lines are highlighted in the editor,
    // wherever edits move them.
    let picked_container = use_state(|| None::<String>);
    let on_container_pick = {
        let picked_container = picked_container.clone();
        Callback::from(move |name: Option<String>| picked_container.set(name))
    };
    let highlight = picked_container.as_deref().and_then(|name| container_lines(&derived.session, name));
    let shared = Rc::new((*settings).clone());

    html! {
        <div class="app" data-testid="app">
            { header(&settings, derived.pinned, &dispatch) }
            { crate::share::link_notice(&link_error, lang) }
            { restore_notice(&settings, &dispatch) }
            <crate::share::ShareButton settings={shared.clone()} dispatch={dispatch.clone()} />
            { title_heading(&settings) }
            <main class="workspace">
                <EditorPane yaml={AttrValue::from(settings.yaml.clone())} scenario={AttrValue::from(settings.scenario.clone())}
                    diagnostics={derived.diagnostics.clone()} scenario_diagnostics={derived.scenario_diagnostics.clone()}
                    readonly={settings.readonly} {highlight} {lang} {textarea} dispatch={dispatch.clone()} />
                <div class="pane">
                    <Results settings={shared.clone()} derived={derived.clone()} {on_goto} {on_container_pick} dispatch={dispatch.clone()} />
                    <Gallery settings={shared} dispatch={dispatch.clone()} />
                </div>
            </main>
            <Shortcuts {lang} {dispatch} />
            { crate::share::embed_footer(&settings) }
        </div>
    }
}

/// Puts the theme and language on `<html>` so that CSS and screen readers follow them, and the
/// scenario's title in the browser tab (`page_title` without one).
fn apply_page_settings(settings: &Settings, page_title: &str) {
    let document = gloo::utils::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-theme", settings.theme.as_str());
        let _ = root.set_attribute("lang", settings.lang.as_str());
    }
    document.set_title(&document_title(settings, page_title));
}
