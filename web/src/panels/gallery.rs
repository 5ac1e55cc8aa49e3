//! The examples gallery: each example with its one-line "what to look for" and an Open button.
//! The examples are fetched from the site when the gallery is shown: until they arrive it says
//! so, and if the request fails it says why and offers to try again (the editor works meanwhile).

use std::rc::Rc;

use yew::prelude::*;

use crate::examples::Example;
use crate::examples::fetch::{self, Load};
use crate::i18n::{Key, Lang};
use crate::state::{Action, Settings};

/// The gallery's inputs.
#[derive(Properties, PartialEq)]
pub struct GalleryProps {
    /// The page's settings: the example shown, if any, is marked.
    pub settings: Rc<Settings>,
    /// Where "Open" sends its action.
    pub dispatch: Callback<Action>,
}

/// The gallery, as a list of cards once fetched. A component: it keeps the request's state.
#[component]
pub fn Gallery(props: &GalleryProps) -> Html {
    let load = use_state(fetch::state);
    {
        let load = load.clone();
        use_effect_with((), move |()| {
            let subscription = fetch::subscribe(move |state| load.set(state.clone()));
            fetch::request();
            move || drop(subscription)
        });
    }
    let lang = props.settings.lang;
    let body = match &*load {
        Load::Loaded => {
            let current = props.settings.shown_example();
            let cards = crate::examples::examples()
                .iter()
                .map(|example| card(example, current == Some(example.id.as_str()), lang, &props.dispatch))
                .collect::<Html>();
            html! { <ul class="examples">{ cards }</ul> }
        }
        Load::Failed(message) => {
            let retry = Callback::from(|_: MouseEvent| fetch::request());
            html! {
                <p class="gallery-status error" role="alert" data-testid="gallery-error">
                    { lang.t(Key::GalleryFailed) }{ lang.pick(" (", "（") }<code>{ message }</code>{ lang.pick(") ", "）") }
                    <button type="button" data-testid="gallery-retry" onclick={retry}>{ lang.t(Key::Retry) }</button>
                </p>
            }
        }
        Load::Idle | Load::Loading => html! {
            <p class="gallery-status" role="status" data-testid="gallery-loading">{ lang.t(Key::GalleryLoading) }</p>
        },
    };
    let state = match &*load {
        Load::Loaded => "loaded",
        Load::Failed(_) => "failed",
        Load::Idle | Load::Loading => "loading",
    };
    html! {
        <section class="gallery" aria-labelledby="gallery-title" data-testid="gallery" data-state={state}
            aria-busy={(state == "loading").then_some("true")}>
            <details open=true>
                <summary><h2 id="gallery-title">{ lang.t(Key::Gallery) }</h2></summary>
                { body }
            </details>
        </section>
    }
}

/// One example's card; `current` when it is the one shown.
fn card(example: &Example, current: bool, lang: Lang, dispatch: &Callback<Action>) -> Html {
    let (title, look_for) = match lang {
        Lang::Zh if !example.title_zh.is_empty() => (&example.title_zh, &example.look_for_zh),
        _ => (&example.title, &example.look_for),
    };
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
}
