//! Page-wide shortcuts (`Ctrl/Cmd+Enter` replays, `?` opens the sheet) and the shortcut sheet,
//! which also lists the keys the focused timeline slider takes. The sheet is a modal `<dialog>`:
//! the page behind it is inert, so focus stays inside until it closes, and then returns to where
//! it was. Never takes Ctrl/Cmd+R or Ctrl/Cmd+S.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, KeyboardEvent};
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::state::PlaybackAction;

/// Props of [`Shortcuts`].
#[derive(Properties, PartialEq)]
pub struct ShortcutsProps {
    /// UI language.
    pub lang: Lang,
    /// Where playback actions go.
    pub play: Callback<PlaybackAction>,
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
        let (open, play) = (open.clone(), props.play.clone());
        use_effect_with((), move |_| {
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            let listener =
                EventListener::new_with_options(&gloo::utils::document(), "keydown", options, move |event| {
                    let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
                    if event.key() == "Enter" && (event.ctrl_key() || event.meta_key()) {
                        event.prevent_default();
                        play.emit(PlaybackAction::Replay);
                    } else if event.key() == "?" && !typing_in(event) {
                        event.prevent_default();
                        open.set(true);
                    }
                });
            move || drop(listener)
        });
    }
    let dialog = use_node_ref();
    {
        // Opened with showModal() so that the browser keeps focus inside and makes the rest inert.
        let dialog = dialog.clone();
        use_effect_with(*open, move |open| {
            if let Some(dialog) = dialog.cast::<HtmlDialogElement>().filter(|_| *open)
                && !dialog.open()
            {
                let _ = dialog.show_modal();
            }
        });
    }
    if !*open {
        return html! {};
    }
    let lang = props.lang;
    let close = {
        let (open, dialog) = (open.clone(), dialog.clone());
        Callback::from(move |_: MouseEvent| match dialog.cast::<HtmlDialogElement>() {
            // Closing the dialog itself gives focus back to where it was before the sheet opened.
            Some(dialog) => dialog.close(),
            None => open.set(false),
        })
    };
    // Escape closes a modal dialog by itself; keep the state in step.
    let on_close = {
        let open = open.clone();
        Callback::from(move |_: Event| open.set(false))
    };
    // The page behind a modal dialog is inert, but Tab past its last control would leave for the
    // browser's own UI: wrap around inside the sheet instead.
    let on_keydown = {
        let dialog = dialog.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Tab"
                && let Some(dialog) = dialog.cast::<Element>()
            {
                wrap_focus(&dialog, &event);
            }
        })
    };
    let anywhere = [("Ctrl/⌘ + Enter", Key::KeyReplay), ("?", Key::KeySheet), ("Esc", Key::KeyClose)];
    let on_timeline = [
        ("Space", Key::KeyPlay),
        ("← / →", Key::KeyStep),
        ("Shift + ← / →", Key::KeySecond),
        ("Home / End", Key::KeyEnds),
    ];
    let on_bars = [("← / → · ↑ / ↓", Key::KeyBars), ("Home / End", Key::KeyBarEnds), ("Esc", Key::KeyBarLetGo)];
    let in_editor = [
        ("Enter", Key::KeyIndentEnter),
        ("Tab / Shift + Tab", Key::KeyIndent),
        ("Esc, Tab", Key::KeyLeaveEditor),
        ("Ctrl/⌘ + Z", Key::KeyUndo),
        ("Ctrl/⌘ + F", Key::KeyFind),
    ];
    let list = |rows: &[(&'static str, Key)]| {
        html! {
            <dl>{ for rows.iter().map(|(keys, what)| html! { <><dt><kbd>{ *keys }</kbd></dt><dd>{ lang.t(*what) }</dd></> }) }</dl>
        }
    };
    html! {
        <dialog ref={dialog} class="sheet card" aria-labelledby="sheet-title" data-testid="shortcut-sheet" onclose={on_close} onkeydown={on_keydown}>
            <h2 id="sheet-title">{ lang.t(Key::Shortcuts) }</h2>
            <h3>{ lang.t(Key::KeysAnywhere) }</h3>
            { list(&anywhere) }
            <h3>{ lang.t(Key::KeysTimeline) }</h3>
            <p class="hint" data-testid="timeline-focus-hint">{ lang.t(Key::KeysTimelineHow) }</p>
            { list(&on_timeline) }
            <h3>{ lang.t(Key::KeysBars) }</h3>
            <p class="hint">{ lang.t(Key::KeysBarsHow) }</p>
            { list(&on_bars) }
            <h3>{ lang.t(Key::KeysEditor) }</h3>
            { list(&in_editor) }
            <button type="button" onclick={close} autofocus=true data-testid="shortcut-close">{ lang.t(Key::Close) }</button>
        </dialog>
    }
}

/// Moves the focus from the last control of `container` to its first on Tab (and back on
/// Shift+Tab), so that the focus never leaves it.
fn wrap_focus(container: &Element, event: &KeyboardEvent) {
    let Ok(controls) =
        container.query_selector_all("button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])")
    else {
        return;
    };
    let (Some(first), Some(last)) = (controls.item(0), controls.item(controls.length().saturating_sub(1))) else {
        return;
    };
    let active = gloo::utils::document().active_element().map(web_sys::Node::from);
    let (edge, target) = if event.shift_key() { (first, last) } else { (last, first) };
    if active.as_ref() == Some(&edge) || active.is_none() {
        event.prevent_default();
        if let Ok(target) = target.dyn_into::<web_sys::HtmlElement>() {
            let _ = target.focus();
        }
    }
}
