//! After an example replaced the user's own text: a notice with a button that brings it back,
//! so that opening the gallery never loses work.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::{Action, Settings};

/// Props of [`RestoreNotice`].
#[derive(Properties, PartialEq)]
pub struct RestoreNoticeProps {
    /// Current settings.
    pub settings: Rc<Settings>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// Shown while the replaced text can be restored (until the next edit).
#[component]
pub fn RestoreNotice(props: &RestoreNoticeProps) -> Html {
    if props.settings.replaced.is_none() || props.settings.embed {
        return Html::default();
    }
    let lang = props.settings.lang;
    let restore = {
        let dispatch = props.dispatch.clone();
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
