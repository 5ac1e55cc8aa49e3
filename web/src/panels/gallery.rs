//! The examples gallery: each example with its one-line "what to look for" and an Open button.

use yew::prelude::*;

use crate::examples::examples;
use crate::i18n::{Key, Lang};
use crate::state::Action;

/// The gallery, as a list of cards; `current` is the example loaded, if any. A plain function:
/// it holds no state.
pub fn gallery(current: Option<&str>, lang: Lang, dispatch: &Callback<Action>) -> Html {
    let cards = examples().iter().map(|example| {
        let (title, look_for) = match lang {
            Lang::Zh if !example.title_zh.is_empty() => (&example.title_zh, &example.look_for_zh),
            _ => (&example.title, &example.look_for),
        };
        let current = current == Some(example.id.as_str());
        let onclick = {
            let dispatch = dispatch.clone();
            let id = example.id.clone();
            Callback::from(move |_: MouseEvent| {
                dispatch.emit(Action::LoadExample(id.clone()));
                // The gallery sits below the editor: show what was opened.
                if let Ok(Some(workspace)) = gloo::utils::document().query_selector("main.workspace") {
                    workspace.scroll_into_view();
                }
            })
        };
        html! {
            <li class={classes!("example", current.then_some("current"))} data-testid="example" data-id={example.id.clone()}
                data-key-ms={example.key_moment_ms.to_string()} data-status={example.status.clone()}
                data-ready={example.ready.clone()} data-error={example.error.clone()} data-version={example.version.as_str()}>
                <div class="example-head">
                    <strong class="example-title">{ title }</strong>
                    <span class="badge">{ example.version.as_str() }</span>
                </div>
                <p class="look-for"><span class="visually-hidden">{ lang.t(Key::LookFor) }{ lang.pick(": ", "：") }</span>{ look_for }</p>
                <button type="button" data-testid={format!("open-{}", example.id)} aria-current={current.then_some("true")}
                    aria-label={format!("{} {}", lang.t(Key::Open), title)} {onclick}>{ lang.t(Key::Open) }</button>
            </li>
        }
    });
    html! {
        <section class="gallery" aria-labelledby="gallery-title" data-testid="gallery">
            <details open=true>
                <summary><h2 id="gallery-title">{ lang.t(Key::Gallery) }</h2></summary>
                <ul class="examples">{ for cards }</ul>
            </details>
        </section>
    }
}
