//! The YAML editor: a plain `<textarea>` on the first render (the text is readable and editable at
//! once), replaced by the code editor (`code.rs`: CodeMirror, with highlighting, squiggles, find
//! and replace and the keys of a YAML editor) as soon as it has loaded. The page's state stays the
//! text's owner: every edit goes up as `on_input`, and the editor follows the text it is given.

mod code;
mod highlight;
mod pane;
mod problems;

use std::cell::RefCell;
use std::rc::Rc;

use podsim::{Diagnostic, Lang, Severity};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlTextAreaElement};
use yew::prelude::*;

pub use highlight::container_lines;
pub use pane::EditorPane;
pub use problems::{goto_location, problems};

use code::CodeEditor;

/// The Pod YAML's editor as other parts of the page reach it (the problems list and the results
/// move its cursor): the code editor once it has loaded, the text box until then.
#[derive(Clone, Default)]
pub struct EditorHandle {
    /// The text box of the first render.
    textarea: NodeRef,
    /// The code editor, while one is on the page.
    code: Rc<RefCell<Option<CodeEditor>>>,
}

impl PartialEq for EditorHandle {
    fn eq(&self, other: &Self) -> bool {
        self.textarea == other.textarea && Rc::ptr_eq(&self.code, &other.code)
    }
}

/// Props of [`Editor`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The text.
    pub text: AttrValue,
    /// Changes when the page puts another text in as a whole (an example, Reset, Restore): the
    /// editor then starts a new undo history, so that undo cannot walk back across the change.
    #[prop_or_default]
    pub opened: u64,
    /// Diagnostics to mark at their places.
    pub diagnostics: Rc<Vec<Diagnostic>>,
    /// Called with the new text on every edit.
    pub on_input: Callback<String>,
    /// Where other panels move the cursor from.
    pub handle: EditorHandle,
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
    /// The hint under the editor while it has the focus (how to leave it with the keyboard).
    pub hint: AttrValue,
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
    let host = use_node_ref();
    let loaded = use_state(|| false);
    // The props of the latest render: the code editor starts from them, whenever it loads.
    let latest = use_mut_ref(|| (props.text.clone(), props.readonly, props.on_input.clone(), props.lang));
    *latest.borrow_mut() = (props.text.clone(), props.readonly, props.on_input.clone(), props.lang);
    let code = props.handle.code.clone();
    {
        let (host, loaded, latest, code) = (host.clone(), loaded.clone(), latest.clone(), code.clone());
        let (label, testid) = (props.label.clone(), props.testid.clone());
        use_effect_with((), move |_| {
            // This editor's own code editor: on a tab switch the next tab's may already be in the
            // handle when this one goes.
            let mine: Rc<RefCell<Option<CodeEditor>>> = Rc::default();
            let alive = Rc::new(std::cell::Cell::new(true));
            let on_change = {
                let latest = latest.clone();
                Closure::<dyn Fn(String)>::new(move |text: String| {
                    // Cloned first: the render the edit causes writes `latest` again.
                    let on_input = latest.borrow().2.clone();
                    on_input.emit(text);
                })
            };
            let open = {
                let (alive, code, mine) = (alive.clone(), code.clone(), mine.clone());
                move |module: code::EditorModule| {
                    let Some(parent) = host.cast::<Element>() else { return };
                    if !alive.get() {
                        return;
                    }
                    let (text, read_only, _, lang) = latest.borrow().clone();
                    let options = code::Options { doc: &text, read_only, label: &label, testid: &testid, lang };
                    let editor = module.open(&parent, &options, on_change.as_ref().unchecked_ref());
                    // The closure lives as long as the page: an editor is made a few times at most.
                    on_change.forget();
                    *mine.borrow_mut() = Some(editor.clone());
                    *code.borrow_mut() = Some(editor);
                    loaded.set(true);
                }
            };
            match code::loaded() {
                Some(module) => open(module),
                None => wasm_bindgen_futures::spawn_local(async move {
                    if let Some(module) = code::load().await {
                        open(module);
                    }
                }),
            }
            move || {
                alive.set(false);
                if let Some(editor) = mine.borrow_mut().take() {
                    let shared =
                        code.borrow().as_ref().is_some_and(|held| JsValue::from(held) == JsValue::from(&editor));
                    if shared {
                        *code.borrow_mut() = None;
                    }
                    editor.destroy();
                }
            }
        });
    }
    {
        let code = code.clone();
        // The `opened` the editor's history started from: a code editor made later starts from
        // the text of its day, with a history of its own.
        let history_from = use_mut_ref(|| props.opened);
        use_effect_with((props.text.clone(), props.opened, *loaded), move |(text, opened, _)| {
            let fresh = *history_from.borrow() != *opened;
            *history_from.borrow_mut() = *opened;
            if let Some(editor) = code.borrow().as_ref() {
                editor.set_doc(text, fresh);
            }
        });
    }
    {
        let code = code.clone();
        use_effect_with((props.diagnostics.clone(), props.lang, *loaded), move |(diagnostics, lang, _)| {
            if let Some(editor) = code.borrow().as_ref() {
                editor.set_diagnostics(diagnostics, *lang);
            }
        });
    }
    {
        let code = code.clone();
        use_effect_with(props.lang, move |lang| {
            if let Some(editor) = code.borrow().as_ref() {
                editor.set_lang(*lang);
            }
        });
    }
    {
        let code = code.clone();
        use_effect_with((props.highlight, *loaded), move |(highlight, _)| {
            if let Some(editor) = code.borrow().as_ref() {
                editor.set_highlight(*highlight);
            }
        });
    }
    {
        let code = code.clone();
        use_effect_with((props.readonly, *loaded), move |(readonly, _)| {
            if let Some(editor) = code.borrow().as_ref() {
                editor.set_read_only(*readonly);
            }
        });
    }
    let on_input = {
        let on_input = props.on_input.clone();
        Callback::from(move |event: InputEvent| {
            if let Some(area) = event.target_dyn_into::<HtmlTextAreaElement>() {
                on_input.emit(area.value());
            }
        })
    };
    let picked = props.highlight.map(|(first, last)| format!("{first}-{last}"));
    html! {
        <>
            <div class={classes!("editor", loaded.then_some("editor-code"))} data-testid="editor" data-picked={picked}>
                if !*loaded {
                    <textarea ref={props.handle.textarea.clone()} class="input" data-testid={props.testid.clone()}
                        aria-label={props.label.clone()} spellcheck="false" autocapitalize="off"
                        autocomplete="off" wrap="off" readonly={props.readonly}
                        value={props.text.clone()} oninput={on_input} />
                }
                <div class="code-host" ref={host}></div>
            </div>
            <p class="editor-hint" aria-hidden="true" data-testid="editor-hint">{ props.hint.clone() }</p>
        </>
    }
}
