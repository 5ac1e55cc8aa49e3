//! What the Examples menu lists under its search field: the examples that match, each with its
//! title and one-line "what to look for", the one shown marked; or, while the examples are on
//! their way or could not be fetched, a line that says so (with Try again).

use std::rc::Rc;

use yew::prelude::*;

use crate::examples::Example;
use crate::examples::fetch::{self, Load};
use crate::i18n::{Key, Lang};

/// The `id` of an example's option, which the search field names as its active descendant.
pub fn option_id(example_id: &str) -> String {
    format!("example-option-{example_id}")
}

/// The word for `load` in the menu's and its button's `data-state`: loading, loaded or failed.
pub fn state_word(load: &Load) -> &'static str {
    match load {
        Load::Loaded => "loaded",
        Load::Failed(_) => "failed",
        Load::Idle | Load::Loading => "loading",
    }
}

/// The list (`role="listbox"`) of the `found` examples, `active` the one the arrow keys are on and
/// `current` the one the editor shows; a click on an option sends its id to `on_open`.
pub fn examples_list(
    load: &Load,
    found: &[Rc<Example>],
    active: usize,
    current: Option<&str>,
    lang: Lang,
    on_open: &Callback<String>,
) -> Html {
    match load {
        Load::Loaded if found.is_empty() => html! {
            <p class="menu-status" role="status" data-testid="examples-none">{ lang.t(Key::NoExampleMatches) }</p>
        },
        Load::Loaded => html! {
            <ul class="examples-list" id="examples-list" role="listbox" aria-label={lang.t(Key::Examples)} data-testid="examples-list">
                { for found.iter().enumerate().map(|(index, example)| {
                    option(example, index == active, current == Some(example.id.as_str()), lang, on_open)
                }) }
            </ul>
        },
        Load::Failed(message) => {
            let retry = Callback::from(|_: MouseEvent| fetch::request());
            html! {
                <p class="menu-status error" role="alert" data-testid="gallery-error">
                    { lang.t(Key::ExamplesFailed) }{ lang.pick(" (", "（") }<code>{ message }</code>{ lang.pick(") ", "）") }
                    <button type="button" data-testid="gallery-retry" onclick={retry}>{ lang.t(Key::Retry) }</button>
                </p>
            }
        }
        Load::Idle | Load::Loading => html! {
            <p class="menu-status" role="status" data-testid="gallery-loading">{ lang.t(Key::ExamplesLoading) }</p>
        },
    }
}

/// One example's option: `active` under the arrow keys, `current` when the editor shows it.
fn option(example: &Example, active: bool, current: bool, lang: Lang, on_open: &Callback<String>) -> Html {
    let (title, look_for) = match lang {
        Lang::Zh if !example.title_zh.is_empty() => (&example.title_zh, &example.look_for_zh),
        _ => (&example.title, &example.look_for),
    };
    let onclick = {
        let (on_open, id) = (on_open.clone(), example.id.clone());
        Callback::from(move |_: MouseEvent| on_open.emit(id.clone()))
    };
    html! {
        <li id={option_id(&example.id)} role="option" aria-selected={active.to_string()} aria-current={current.then_some("true")}
            class={classes!("example", active.then_some("active"), current.then_some("current"))}
            data-testid="example" data-id={example.id.clone()} data-key-ms={example.key_moment_ms.to_string()}
            data-status={example.status.clone()} data-ready={example.ready.clone()} data-error={example.error.clone()}
            data-version={example.version.as_str()} {onclick}>
            <span class="example-head">
                <strong class="example-title">{ title }</strong>
                <span class="badge">{ example.version.as_str() }</span>
            </span>
            <span class="look-for"><span class="visually-hidden">{ lang.t(Key::LookFor) }{ lang.pick(": ", "：") }</span>{ look_for }</span>
        </li>
    }
}
