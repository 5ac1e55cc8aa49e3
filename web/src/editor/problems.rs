//! The problems list: every diagnostic with its line and column; choosing one moves the cursor.

use podsim::{Diagnostic, Location};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::{EditorHandle, severity_class};
use crate::i18n::{Key, Lang};

/// Puts the cursor of the Pod YAML's editor at `location` (1-based line and character column)
/// and focuses it.
pub fn goto_location(editor: &EditorHandle, location: Location) {
    if let Some(code) = editor.code.borrow().as_ref() {
        code.go_to(location.line, location.column);
        return;
    }
    let Some(area) = editor.textarea.cast::<HtmlTextAreaElement>() else { return };
    let text = area.value();
    // Selection offsets count UTF-16 code units.
    let mut offset: u32 = 0;
    for (index, line) in text.split('\n').enumerate() {
        if index + 1 == location.line as usize {
            let column = location.column.saturating_sub(1) as usize;
            offset += line.chars().take(column).map(|c| c.len_utf16() as u32).sum::<u32>();
            break;
        }
        offset += line.encode_utf16().count() as u32 + 1;
    }
    let _ = area.focus();
    let _ = area.set_selection_range(offset, offset);
}

/// Lists the diagnostics, in order; each is a button that moves the editor's cursor to its
/// place. A plain function rather than a component: it holds no state, and every component type
/// adds about a kilobyte of WebAssembly.
pub fn problems(diagnostics: &[Diagnostic], editor: &EditorHandle, lang: Lang) -> Html {
    let items = diagnostics.iter().map(|diagnostic| {
        let severity = severity_class(diagnostic.severity);
        let place = diagnostic
            .location
            .map(|l| format!("{} {}, {} {}", lang.t(Key::Line), l.line, lang.t(Key::Column), l.column));
        let onclick = diagnostic.location.map(|location| {
            let editor = editor.clone();
            Callback::from(move |_: MouseEvent| goto_location(&editor, location))
        });
        html! {
            <li class={classes!("problem", severity)} data-testid="problem" data-severity={severity}
                data-line={diagnostic.location.map(|l| l.line.to_string())}
                data-column={diagnostic.location.map(|l| l.column.to_string())}>
                <button type="button" class="problem-button" {onclick} disabled={diagnostic.location.is_none()}>
                    <span class={classes!("sev-icon", severity)} aria-label={severity}></span>
                    if let Some(l) = diagnostic.location {
                        <span class="place" aria-label={place}>{ format!("{}:{}", l.line, l.column) }</span>
                    }
                    <span class="message">{ diagnostic.message_in(lang) }</span>
                    if let Some(field) = &diagnostic.field {
                        <code class="field">{ field }</code>
                    }
                </button>
            </li>
        }
    });
    html! {
        <section class="problems" aria-labelledby="problems-title" data-testid="problems">
            <h2 id="problems-title">{ lang.t(Key::Problems) }
                <span class="count" data-testid="problem-count">{ diagnostics.len() }</span></h2>
            if diagnostics.is_empty() {
                <p class="empty" data-testid="no-problems">{ lang.t(Key::NoProblems) }</p>
            } else {
                <ul class="problem-list" aria-live="polite">{ for items }</ul>
            }
        </section>
    }
}
