//! The page's state: the document reducer, the playback reducer beside it, and the derived data
//! memoised on the document. A play tick changes only playback, which reaches the parts that show
//! the playhead through a context; [`Page`] and everything that shows only the document stay as
//! they are.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use crate::derived::{Derived, Inputs, use_derived};
use crate::i18n::Lang;
use crate::page::Page;
use crate::state::{Action, Playback, PlaybackAction, Settings, Theme, save_draft};

/// The playground.
#[component]
pub fn App() -> Html {
    let initial = use_memo((), |()| crate::share::initial_state());
    let settings = use_reducer(|| initial.0.clone());
    let playback = use_reducer(|| initial.1);
    use_effect_with(settings.embed, crate::share::start_embed_view);
    // The document as one shared value, copied only when it changes (never on a play tick).
    let document: Rc<Settings> = use_memo(settings.clone(), |settings| (**settings).clone());
    crate::share::use_url_sync(&document, playback.rest_ms);
    let inputs = use_memo(document.clone(), |settings| Inputs {
        yaml: settings.yaml.clone(),
        scenario: settings.scenario.clone(),
        version: settings.version,
        timing: settings.timing,
        seed: settings.seed,
        gates: settings.gates.clone(),
    });
    // Every keystroke re-parses and re-validates; the run is shared while the edit leaves it as it
    // was (a comment), and made again otherwise: the core is fast enough for that.
    // The revision counts the inputs derived so far; the drawing shows it, so that a test or a
    // benchmark can wait for the answer to an edit.
    let revision = use_mut_ref(|| 0u64);
    let derived = use_derived(inputs, {
        let revision = revision.clone();
        move || *revision.borrow_mut() += 1
    });
    // The answer an edit replaces (for a long run, megabytes of records) is freed after the next
    // paint, not while the page answers the keystroke.
    use_effect_with(derived.clone(), |derived| {
        let kept = derived.clone();
        move || free_after_paint(kept)
    });
    // The last answer that ran: while the text is broken (half-typed), the results keep showing
    // it, dimmed, instead of vanishing and making the page jump. Opening another text forgets it.
    let last_good = use_mut_ref(|| None::<Rc<Derived>>);
    let stale = if derived.timeline.is_some() {
        *last_good.borrow_mut() = Some(derived.clone());
        None
    } else if derived.broken() {
        last_good.borrow().clone()
    } else {
        None
    };

    // The first render only restores (a link, or the draft): saving that again could overwrite
    // what another tab saved since. Only changes made here are saved, each entry when it changes.
    let restored = use_mut_ref(|| false);
    let saved = use_mut_ref(|| None::<Rc<Settings>>);
    use_effect_with(document.clone(), move |settings| {
        if std::mem::replace(&mut *restored.borrow_mut(), true) {
            let before = saved.borrow_mut().replace(settings.clone());
            save_draft(settings, before.as_deref());
        }
    });
    // The page's own title, for when the scenario has none.
    let page_title = use_memo((), |()| gloo::utils::document().title());
    let shown = (document.theme, document.lang, crate::panels::document_title(&document, &page_title));
    use_effect_with(shown, |(theme, lang, title)| apply_page_settings(*theme, *lang, title));
    // Both callbacks are made once, so that the page's props stay equal across play ticks.
    let play = use_memo((), {
        let playback = playback.dispatcher();
        move |()| Callback::from(move |action: PlaybackAction| playback.dispatch(action))
    });
    let dispatch = use_memo((), {
        let (settings, playback, last_good) = (settings.dispatcher(), playback.dispatcher(), last_good.clone());
        move |()| {
            Callback::from(move |action: Action| {
                if !action.keeps_last_result() {
                    *last_good.borrow_mut() = None;
                }
                let restart = action.restarts_playback();
                settings.dispatch(action);
                if restart {
                    playback.dispatch(PlaybackAction::Seek(0));
                }
            })
        }
    });
    // `?autoplay=1` (off under prefers-reduced-motion) starts the playback once, on load.
    use_effect_with((), {
        let play = play.clone();
        move |_| {
            if crate::share::embed_options().autoplay {
                play.emit(PlaybackAction::SetPlaying(true));
            }
        }
    });
    let revision = *revision.borrow();

    html! {
        <ContextProvider<Playback> context={*playback}>
            <Page settings={document} {derived} {stale} {revision} rest_ms={playback.rest_ms}
                dispatch={(*dispatch).clone()} play={(*play).clone()} />
        </ContextProvider<Playback>>
    }
}

/// Puts the theme and language on `<html>` so that CSS and screen readers follow them, and the
/// title (the scenario's, or the page's own) in the browser tab.
fn apply_page_settings(theme: Theme, lang: Lang, title: &str) {
    let document = gloo::utils::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-theme", theme.as_str());
        let _ = root.set_attribute("lang", lang.as_str());
    }
    document.set_title(title);
}

/// Drops `value` in a task of its own after the next frame is painted.
fn free_after_paint<T: 'static>(value: T) {
    let after_frame =
        Closure::once_into_js(move || gloo::timers::callback::Timeout::new(0, move || drop(value)).forget());
    // A hidden tab runs the callback when it is shown again; the value waits until then.
    let _ = gloo::utils::window().request_animation_frame(after_frame.unchecked_ref());
}
