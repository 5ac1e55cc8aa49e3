//! The bridge to the code editor (`web/editor/editor.js`, CodeMirror, bundled as the site's
//! `editor-<hash>.js`): loading it once after the first render, and its handle as typed Rust methods.

use std::cell::RefCell;

use js_sys::{Array, Function, Object, Promise, Reflect};
use podsim::{Diagnostic, Lang};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;

use super::severity_class;

// The module's file is named after its content in the page's `podsim-editor` meta element
// (written by the release build); its address is relative to the page (not to this snippet), so
// a versioned deployment (`v/<release>/`) loads its own editor.
#[wasm_bindgen(inline_js = "export function import_editor() { \
    const named = document.querySelector('meta[name=podsim-editor]'); \
    return import(new URL(named ? named.content : 'editor.js', document.baseURI).href); }")]
extern "C" {
    #[wasm_bindgen(catch)]
    fn import_editor() -> Result<Promise, JsValue>;
}

#[wasm_bindgen]
extern "C" {
    /// The loaded module (`create` is its one export the page uses).
    #[derive(Clone)]
    pub type EditorModule;
    #[wasm_bindgen(method)]
    fn create(this: &EditorModule, parent: &Element, options: &Object) -> CodeEditor;

    /// One editor on the page (`create`'s answer).
    #[derive(Clone)]
    pub type CodeEditor;
    /// Makes the editor's text `text` (nothing happens when it already is); with `fresh`, the
    /// page put another text in as a whole, and the undo history starts again from it.
    #[wasm_bindgen(method, js_name = setDoc)]
    pub fn set_doc(this: &CodeEditor, text: &str, fresh: bool);
    #[wasm_bindgen(method, js_name = setDiagnostics)]
    fn set_diagnostics_js(this: &CodeEditor, list: &Array);
    #[wasm_bindgen(method, js_name = setHighlight)]
    fn set_highlight_js(this: &CodeEditor, first: u32, last: u32);
    /// Puts the cursor at a 1-based line and character column and focuses the editor.
    #[wasm_bindgen(method, js_name = goTo)]
    pub fn go_to(this: &CodeEditor, line: u32, column: u32);
    /// Makes the text read-only or editable.
    #[wasm_bindgen(method, js_name = setReadOnly)]
    pub fn set_read_only(this: &CodeEditor, on: bool);
    #[wasm_bindgen(method, js_name = setLang)]
    fn set_lang_js(this: &CodeEditor, lang: &str);
    /// Removes the editor.
    #[wasm_bindgen(method)]
    pub fn destroy(this: &CodeEditor);
}

thread_local! {
    /// The module once it has loaded (an editor made later, such as the other tab's, is made at
    /// once).
    static MODULE: RefCell<Option<EditorModule>> = const { RefCell::new(None) };
}

/// The module when it has already loaded.
pub fn loaded() -> Option<EditorModule> {
    MODULE.with(|module| module.borrow().clone())
}

/// Loads the module; `None` when the site has no editor (the page's own tests) or it failed to
/// load, and the page keeps its plain text box.
pub async fn load() -> Option<EditorModule> {
    if let Some(module) = loaded() {
        return Some(module);
    }
    let module: EditorModule = JsFuture::from(import_editor().ok()?).await.ok()?.unchecked_into();
    MODULE.with(|slot| *slot.borrow_mut() = Some(module.clone()));
    Some(module)
}

/// What a new editor starts with.
pub struct Options<'a> {
    /// The text.
    pub doc: &'a str,
    /// The text cannot be changed.
    pub read_only: bool,
    /// The text box's accessible name.
    pub label: &'a str,
    /// The text box's `data-testid`.
    pub testid: &'a str,
    /// The page's language (the editor's own words: its search panel).
    pub lang: Lang,
}

impl EditorModule {
    /// A new editor in `parent`; `on_change` gets the text after each edit made in it.
    pub fn open(&self, parent: &Element, options: &Options, on_change: &Function) -> CodeEditor {
        let object = Object::new();
        let set = |key: &str, value: &JsValue| {
            let _ = Reflect::set(&object, &JsValue::from_str(key), value);
        };
        set("doc", &JsValue::from_str(options.doc));
        set("readOnly", &JsValue::from_bool(options.read_only));
        set("label", &JsValue::from_str(options.label));
        set("testid", &JsValue::from_str(options.testid));
        set("lang", &JsValue::from_str(options.lang.as_str()));
        set("onChange", on_change);
        self.create(parent, &object)
    }
}

impl CodeEditor {
    /// Marks `diagnostics` that have a place in the text, with their messages in `lang`.
    pub fn set_diagnostics(&self, diagnostics: &[Diagnostic], lang: Lang) {
        let list = Array::new();
        for diagnostic in diagnostics {
            let Some(location) = diagnostic.location else { continue };
            let item = Object::new();
            let set = |key: &str, value: JsValue| {
                let _ = Reflect::set(&item, &JsValue::from_str(key), &value);
            };
            set("line", location.line.into());
            set("column", location.column.into());
            set("severity", severity_class(diagnostic.severity).into());
            set("message", diagnostic.message_in(lang).into());
            list.push(&item);
        }
        self.set_diagnostics_js(&list);
    }

    /// Highlights lines `first..=last` (1-based) and scrolls the editor to them; `None` clears.
    pub fn set_highlight(&self, lines: Option<(u32, u32)>) {
        let (first, last) = lines.unwrap_or((0, 0));
        self.set_highlight_js(first, last);
    }

    /// Says the editor's own words (its search panel) in `lang`.
    pub fn set_lang(&self, lang: Lang) {
        self.set_lang_js(lang.as_str());
    }
}
