//! After an example replaced the user's own text: a notice with a button that brings it back,
//! so that opening the gallery never loses work.

use yew::prelude::*;

use crate::state::{Action, Settings};

/// Shown while the replaced text can be restored (until the next edit). A plain function: it
/// holds no state.
pub fn restore_notice(settings: &Settings, dispatch: &Callback<Action>) -> Html {
    if settings.replaced.is_none() || settings.embed {
        return Html::default();
    }
    let lang = settings.lang;
    let restore = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::RestoreReplaced))
    };
    html! {
        <div class="restore-notice" role="status" data-testid="restore-notice">
            <span>{ lang.pick("The example replaced your text.", "示例替换了你的文本。") }</span>
            <button type="button" data-testid="restore-draft" onclick={restore}>
                { lang.pick("Bring my text back", "恢复我的文本") }</button>
        </div>
    }
}
