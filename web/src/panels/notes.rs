//! The engine's notes on a run: where and why it stopped (horizon, work budget, a Pod too large
//! to simulate) or that nothing more will change, in the reader's language.

use podsim::Note;
use yew::prelude::*;

use crate::i18n::Lang;

/// The notes as a short list under the timeline (nothing when there are none). A plain function:
/// it holds no state.
pub fn run_notes(notes: &[Note], lang: Lang) -> Html {
    if notes.is_empty() {
        return Html::default();
    }
    html! {
        <ul class="run-notes" role="status" data-testid="run-notes">
            { for notes.iter().map(|note| html! { <li>{ crate::inline::inline_code(note.text().get(lang)) }</li> }) }
        </ul>
    }
}
