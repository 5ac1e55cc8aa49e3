//! The YAML editor: a plain `<textarea>` (so paste, IME, screen readers and phones just work)
//! over a highlighted copy of the text, with line numbers and diagnostic markers in the gutter,
//! and the keys of a code editor (`keys.rs`: Enter keeps the indentation, Tab indents).

mod highlight;
mod keys;
mod line;
mod pane;
mod problems;
mod tokenizer;

use std::rc::Rc;

use podsim::{Diagnostic, Lang, Severity};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

pub use highlight::container_lines;
pub use pane::EditorPane;
pub use problems::{goto_location, problems};
pub use tokenizer::{TokenKind, tokenize_line};

use line::Line;

/// Props of [`Editor`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The text.
    pub text: AttrValue,
    /// Diagnostics to mark in the gutter.
    pub diagnostics: Rc<Vec<Diagnostic>>,
    /// Called with the new text on every input event.
    pub on_input: Callback<String>,
    /// The textarea, so that the problems list can move its cursor.
    pub textarea: NodeRef,
    /// Accessible name of the text box.
    pub label: AttrValue,
    /// `data-testid` of the text box.
    #[prop_or(AttrValue::Static("editor-input"))]
    pub testid: AttrValue,
    /// The text cannot be changed.
    #[prop_or_default]
    pub readonly: bool,
    /// Lines to highlight (first, last; 1-based): the container picked on the timeline.
    #[prop_or_default]
    pub highlight: Option<(u32, u32)>,
    /// UI language (podsim's own diagnostics are shown in it).
    #[prop_or_default]
    pub lang: Lang,
}

/// The worst diagnostic of each line (1-based), with its messages joined.
fn markers(diagnostics: &[Diagnostic], lines: usize, lang: Lang) -> Vec<Option<(Severity, String)>> {
    let mut out: Vec<Option<(Severity, String)>> = vec![None; lines];
    for diagnostic in diagnostics {
        let Some(location) = diagnostic.location else { continue };
        let Some(slot) = out.get_mut((location.line as usize).saturating_sub(1)) else { continue };
        match slot {
            Some((severity, text)) => {
                *severity = (*severity).min(diagnostic.severity);
                text.push('\n');
                text.push_str(diagnostic.message_in(lang));
            }
            None => *slot = Some((diagnostic.severity, diagnostic.message_in(lang).to_owned())),
        }
    }
    out
}

/// Severity as a CSS class suffix.
pub fn severity_class(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// The editor.
#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let lines: Vec<&str> = props.text.split('\n').collect();
    let marks = markers(&props.diagnostics, lines.len(), props.lang);
    let on_input = {
        let on_input = props.on_input.clone();
        Callback::from(move |event: InputEvent| {
            if let Some(area) = event.target_dyn_into::<HtmlTextAreaElement>() {
                on_input.emit(area.value());
            }
        })
    };
    // Esc, then Tab, leaves the editor; any other key gives Tab back its meaning.
    let escaped = use_mut_ref(|| false);
    let on_keydown = {
        let escaped = escaped.clone();
        Callback::from(move |event: KeyboardEvent| {
            if let Some(area) = event.target_dyn_into::<HtmlTextAreaElement>() {
                let was = *escaped.borrow();
                *escaped.borrow_mut() = keys::on_key(&area, &event, was);
            }
        })
    };
    let editor = use_node_ref();
    {
        // A new pick brings its first line into view.
        let editor = editor.clone();
        use_effect_with(props.highlight.map(|(first, _)| first), move |first| {
            if let Some(first) = *first {
                highlight::reveal_line(&editor, first);
            }
        });
    }
    let picked =
        |number: usize| props.highlight.is_some_and(|(first, last)| (first as usize..=last as usize).contains(&number));
    let gutter = marks.iter().enumerate().map(|(index, mark)| {
        let number = index + 1;
        let class = mark.as_ref().map(|(severity, _)| format!("ln-{}", severity_class(*severity)));
        let title = mark.as_ref().map(|(_, text)| AttrValue::from(text.clone()));
        let picked = picked(number).then_some("ln-picked");
        html! { <div class={classes!("ln", class, picked)} id={format!("ln-{number}")} {title}>{ number }</div> }
    });
    let overlay = lines.iter().zip(marks.iter()).enumerate().map(|(index, (text, mark))| {
        html! { <Line text={AttrValue::from((*text).to_owned())} mark={mark.clone()} picked={picked(index + 1)} /> }
    });
    html! {
        <div class="editor" data-testid="editor" ref={editor}>
            <div class="gutter" aria-hidden="true">{ for gutter }</div>
            <div class="code">
                <pre class="overlay" aria-hidden="true">{ for overlay }</pre>
                <textarea ref={props.textarea.clone()} class="input" data-testid={props.testid.clone()}
                    aria-label={props.label.clone()} spellcheck="false" autocapitalize="off"
                    autocomplete="off" wrap="off" readonly={props.readonly}
                    value={props.text.clone()} oninput={on_input} onkeydown={on_keydown} />
            </div>
        </div>
    }
}
