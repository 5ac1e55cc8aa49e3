//! The notice shown when the opened link could not be read (the draft was kept).

use yew::prelude::*;

use crate::i18n::Lang;

/// Shows why the address's link could not be read (`message`, which the page takes once with
/// [`super::take_link_error`]), until dismissed. A plain function over the page's state rather
/// than a component: every component type adds about a kilobyte of WebAssembly.
pub fn link_notice(message: &UseStateHandle<Option<String>>, lang: Lang) -> Html {
    let Some(text) = (**message).clone() else { return Html::default() };
    let dismiss = {
        let message = message.clone();
        Callback::from(move |_: MouseEvent| message.set(None))
    };
    html! {
        <div class="link-error" role="alert" data-testid="link-error"
            style="margin: 0.5rem 1rem; padding: 0.5rem 0.75rem; border: 1px solid #c62828; border-radius: 6px; display: flex; gap: 1rem; align-items: baseline;">
            <span style="flex: 1">{ text }</span>
            <button type="button" data-testid="link-error-dismiss" onclick={dismiss}>{ lang.pick("Dismiss", "关闭") }</button>
        </div>
    }
}
