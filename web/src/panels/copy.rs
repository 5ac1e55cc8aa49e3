//! A "Copy" button for a block of text (kubectl output, describe, status YAML).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// Props of [`CopyButton`].
#[derive(Properties, PartialEq)]
pub struct CopyButtonProps {
    /// The text to copy.
    pub text: AttrValue,
    /// UI language.
    pub lang: Lang,
    /// `data-testid`.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// Copies the text; says "Copied" once the clipboard took it.
#[component]
pub fn CopyButton(props: &CopyButtonProps) -> Html {
    let copied = use_state(|| None::<bool>);
    let onclick = {
        let (text, copied) = (props.text.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let promise = gloo::utils::window().navigator().clipboard().write_text(&text);
            let ok = {
                let copied = copied.clone();
                Closure::once_into_js(move |_: JsValue| copied.set(Some(true)))
            };
            let failed = {
                let copied = copied.clone();
                Closure::once_into_js(move |_: JsValue| copied.set(Some(false)))
            };
            // Both outcomes are handled, so a refused clipboard is not an unhandled rejection.
            if let Ok(then) = js_sys::Reflect::get(&promise, &JsValue::from_str("then")) {
                let _ = then.unchecked_into::<js_sys::Function>().call2(&promise, &ok, &failed);
            }
        })
    };
    let label = match *copied {
        Some(true) => props.lang.t(Key::Copied),
        Some(false) => props.lang.t(Key::CopyFailed),
        None => props.lang.t(Key::Copy),
    };
    html! {
        <button type="button" class="copy" data-testid={props.testid.clone()} {onclick} aria-live="polite">{ label }</button>
    }
}
