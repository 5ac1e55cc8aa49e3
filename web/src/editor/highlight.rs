//! The picked container's lines: where its YAML is, and bringing them into the editor's view
//! without moving the cursor, the focus or the page.

use podsim::Session;
use web_sys::Element;
use yew::NodeRef;

/// The first and last line of the Pod YAML that define container `name`, when the text has it
/// (containers added by the scenario, such as `kubectl debug` ones, are not in the text).
pub fn container_lines(session: &Session, name: &str) -> Option<(u32, u32)> {
    session.containers().iter().find(|c| c.name == name)?.lines
}

/// Scrolls the editor box (only it) so that `line` is visible.
pub fn reveal_line(editor: &NodeRef, line: u32) {
    let Some(editor) = editor.cast::<Element>() else { return };
    let Ok(Some(row)) = editor.query_selector(&format!("#ln-{line}")) else { return };
    let (view, row) = (editor.get_bounding_client_rect(), row.get_bounding_client_rect());
    let margin = row.height() * 2.0;
    let delta = if row.top() < view.top() {
        row.top() - view.top() - margin
    } else if row.bottom() > view.bottom() {
        row.bottom() - view.bottom() + margin
    } else {
        return;
    };
    // Whole pixels: a scroll offset needs no float formatting.
    editor.set_scroll_top(editor.scroll_top() + delta.round() as i32);
}
