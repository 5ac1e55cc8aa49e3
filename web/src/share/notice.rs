//! The notice shown when the opened link could not be read (the draft was kept).

use yew::prelude::*;

use super::location::take_link_error;
use crate::i18n::Lang;

/// Props of [`LinkNotice`].
#[derive(Properties, PartialEq)]
pub struct LinkNoticeProps {
    /// UI language.
    pub lang: Lang,
}

/// Shows why the address's link could not be read, until dismissed.
#[component]
pub fn LinkNotice(props: &LinkNoticeProps) -> Html {
    let message = use_state(take_link_error);
    let Some(text) = (*message).clone() else { return Html::default() };
    let dismiss = {
        let message = message.clone();
        Callback::from(move |_: MouseEvent| message.set(None))
    };
    html! {
        <div class="link-error" role="alert" data-testid="link-error"
            style="margin: 0.5rem 1rem; padding: 0.5rem 0.75rem; border: 1px solid #c62828; border-radius: 6px; display: flex; gap: 1rem; align-items: baseline;">
            <span style="flex: 1">{ text }</span>
            <button type="button" data-testid="link-error-dismiss" onclick={dismiss}>{ props.lang.pick("Dismiss", "关闭") }</button>
        </div>
    }
}
