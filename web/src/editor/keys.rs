//! The keys a code editor gives their meaning: Enter keeps the line's indentation (one level
//! deeper after `key:`), Tab indents and Shift+Tab outdents by two spaces; Esc then Tab leaves
//! the editor, as in other web code editors. Edits go through the browser's own text insertion,
//! so they are undone with Ctrl+Z like typing.

use wasm_bindgen::JsCast;
use web_sys::{HtmlDocument, HtmlTextAreaElement, KeyboardEvent};

/// One indentation level of YAML as podsim writes it.
const INDENT: &str = "  ";

/// What the textarea does with `event`; `escaped` is true right after Esc (the next Tab leaves).
/// Returns whether the next Tab should leave the editor.
pub fn on_key(area: &HtmlTextAreaElement, event: &KeyboardEvent, escaped: bool) -> bool {
    if event.ctrl_key() || event.meta_key() || event.alt_key() || event.is_composing() || area.read_only() {
        return false;
    }
    match event.key().as_str() {
        "Escape" => true,
        "Tab" if escaped => false,
        "Tab" => {
            event.prevent_default();
            if event.shift_key() {
                outdent(area)
            } else {
                insert(INDENT)
            };
            false
        }
        "Enter" if !event.shift_key() => {
            let (start, _) = selection(area);
            let value = area.value();
            let before = value.get(..start).unwrap_or_default();
            let line = before.rsplit('\n').next().unwrap_or_default();
            let mut indent: String = line.chars().take_while(|c| *c == ' ').collect();
            // A list item's content is indented past its dash.
            if line.trim_start().starts_with("- ") {
                indent.push_str(INDENT);
            }
            if line.trim_end().ends_with(':') {
                indent.push_str(INDENT);
            }
            event.prevent_default();
            insert(&format!("\n{indent}"));
            false
        }
        _ => false,
    }
}

/// The selection as byte offsets into the value (the textarea counts UTF-16 units).
fn selection(area: &HtmlTextAreaElement) -> (usize, usize) {
    let value = area.value();
    let to_byte = |units: u32| -> usize {
        let mut seen = 0u32;
        for (index, c) in value.char_indices() {
            if seen >= units {
                return index;
            }
            seen += c.len_utf16() as u32;
        }
        value.len()
    };
    let start = area.selection_start().ok().flatten().unwrap_or(0);
    let end = area.selection_end().ok().flatten().unwrap_or(start);
    (to_byte(start), to_byte(end))
}

/// Inserts `text` at the caret through the browser's editing, which keeps the undo history and
/// fires the `input` event.
fn insert(text: &str) {
    if let Ok(document) = gloo::utils::document().dyn_into::<HtmlDocument>() {
        let _ = document.exec_command_with_show_ui_and_value("insertText", false, text);
    }
}

/// Removes up to one indentation level from the start of the caret's line.
fn outdent(area: &HtmlTextAreaElement) {
    let (start, _) = selection(area);
    let value = area.value();
    let line_start = value.get(..start).and_then(|before| before.rfind('\n')).map_or(0, |i| i + 1);
    let spaces =
        value.get(line_start..).map_or(0, |rest| rest.chars().take_while(|c| *c == ' ').count().min(INDENT.len()));
    if spaces == 0 {
        return;
    }
    let units = |bytes: usize| value.get(..bytes).map_or(0, |s| s.encode_utf16().count()) as u32;
    let (from, to) = (units(line_start), units(line_start + spaces));
    let caret = area.selection_start().ok().flatten().unwrap_or(to);
    let _ = area.set_selection_range(from, to);
    if let Ok(document) = gloo::utils::document().dyn_into::<HtmlDocument>() {
        let _ = document.exec_command("delete");
    }
    let back = caret.saturating_sub(to - from).max(from);
    let _ = area.set_selection_range(back, back);
}
