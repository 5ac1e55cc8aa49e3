//! The engine's notes on a run: where and why it stopped (horizon, work budget, a Pod too large
//! to simulate) or that nothing more will change, in the reader's language.

use podsim::Text;
use yew::prelude::*;

use crate::i18n::Lang;

/// Props of [`RunNotes`].
#[derive(Properties, PartialEq)]
pub struct RunNotesProps {
    /// The notes, in both languages.
    pub notes: Vec<Text>,
    /// UI language.
    pub lang: Lang,
}

/// The notes as a short list under the timeline (nothing when there are none).
#[component]
pub fn RunNotes(props: &RunNotesProps) -> Html {
    if props.notes.is_empty() {
        return Html::default();
    }
    html! {
        <ul class="run-notes" role="status" data-testid="run-notes">
            { for props.notes.iter().map(|note| html! { <li>{ note.get(props.lang) }</li> }) }
        </ul>
    }
}
