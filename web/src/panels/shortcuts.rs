//! Page-wide shortcuts (`Ctrl/Cmd+Enter` replays, `?` opens the sheet) and the shortcut sheet,
//! which also lists the keys the focused timeline slider takes.
//! Never takes Ctrl/Cmd+R or Ctrl/Cmd+S.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::state::Action;

/// Props of [`Shortcuts`].
#[derive(Properties, PartialEq)]
pub struct ShortcutsProps {
    /// UI language.
    pub lang: Lang,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

fn typing_in(event: &KeyboardEvent) -> bool {
    event.target().and_then(|t| t.dyn_into::<Element>().ok()).is_some_and(|element| {
        matches!(element.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT")
            || element.has_attribute("contenteditable")
    })
}

/// Listens for the shortcuts and shows the sheet when asked.
#[component]
pub fn Shortcuts(props: &ShortcutsProps) -> Html {
    let open = use_state(|| false);
    {
        let (open, dispatch) = (open.clone(), props.dispatch.clone());
        use_effect_with((), move |_| {
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            let listener =
                EventListener::new_with_options(&gloo::utils::document(), "keydown", options, move |event| {
                    let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
                    if event.key() == "Enter" && (event.ctrl_key() || event.meta_key()) {
                        event.prevent_default();
                        dispatch.emit(Action::Replay);
                    } else if event.key() == "?" && !typing_in(event) {
                        event.prevent_default();
                        open.set(true);
                    } else if event.key() == "Escape" {
                        open.set(false);
                    }
                });
            move || drop(listener)
        });
    }
    if !*open {
        return html! {};
    }
    let lang = props.lang;
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(false))
    };
    let anywhere = [("Ctrl/⌘ + Enter", Key::KeyReplay), ("?", Key::KeySheet), ("Esc", Key::KeyClose)];
    let on_timeline = [
        ("Space", Key::KeyPlay),
        ("← / →", Key::KeyStep),
        ("Shift + ← / →", Key::KeySecond),
        ("Home / End", Key::KeyEnds),
    ];
    let list = |rows: &[(&'static str, Key)]| {
        html! {
            <dl>{ for rows.iter().map(|(keys, what)| html! { <><dt><kbd>{ *keys }</kbd></dt><dd>{ lang.t(*what) }</dd></> }) }</dl>
        }
    };
    html! {
        <div class="sheet-backdrop">
            <div class="sheet card" role="dialog" aria-modal="true" aria-labelledby="sheet-title" data-testid="shortcut-sheet">
                <h2 id="sheet-title">{ lang.t(Key::Shortcuts) }</h2>
                <h3>{ lang.t(Key::KeysAnywhere) }</h3>
                { list(&anywhere) }
                <h3>{ lang.t(Key::KeysTimeline) }</h3>
                <p class="hint" data-testid="timeline-focus-hint">{ lang.t(Key::KeysTimelineHow) }</p>
                { list(&on_timeline) }
                <button type="button" onclick={close} autofocus=true>{ lang.t(Key::Close) }</button>
            </div>
        </div>
    }
}
