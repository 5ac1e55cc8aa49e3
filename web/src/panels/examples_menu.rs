//! The Examples button in the header and the menu it opens: a search field, focused on open, over
//! the examples; the arrow keys move, Enter opens, Esc or a click outside closes and the button
//! gets the focus back. The examples are fetched from the site as soon as the button is shown.

use web_sys::{HtmlElement, HtmlInputElement, ScrollIntoViewOptions, ScrollLogicalPosition};
use yew::prelude::*;

use super::examples_list::{examples_list, option_id, state_word};
use crate::examples::fetch::{self, Load};
use crate::examples::search::search;
use crate::i18n::{Key, Lang};
use crate::state::Action;

/// Props of [`ExamplesMenu`].
#[derive(Properties, PartialEq)]
pub struct ExamplesMenuProps {
    /// The gallery example shown unchanged, if any: it is marked.
    #[prop_or_default]
    pub current: Option<AttrValue>,
    /// UI language.
    pub lang: Lang,
    /// Where opening an example goes.
    pub dispatch: Callback<Action>,
}

/// The button and, while open, its menu. A component: it keeps the request's state, whether it is
/// open, the query and the option the arrow keys are on.
#[component]
pub fn ExamplesMenu(props: &ExamplesMenuProps) -> Html {
    let load = use_state(fetch::state);
    let (open, query, active) = (use_state(|| false), use_state(String::new), use_state(|| 0_usize));
    let (root, button, field) = (use_node_ref(), use_node_ref(), use_node_ref());
    {
        let load = load.clone();
        use_effect_with((), move |()| {
            let subscription = fetch::subscribe(move |state| load.set(state.clone()));
            fetch::request();
            move || drop(subscription)
        });
    }
    // Open: the search field takes the focus, and a press anywhere outside the menu closes it.
    super::popover::use_close_outside(open.clone(), root.clone());
    {
        let field = field.clone();
        use_effect_with(*open, move |is_open| {
            if let Some(field) = is_open.then(|| field.cast::<HtmlElement>()).flatten() {
                let _ = field.focus();
            }
        });
    }
    let current = props.current.clone();
    let found = if *open && *load == Load::Loaded { search(&crate::examples::examples(), &query) } else { Vec::new() };
    let active_index = (*active).min(found.len().saturating_sub(1));
    let active_id = found.get(active_index).map(|example| option_id(&example.id));
    // The option under the arrow keys stays in view in the scrolling list.
    use_effect_with(active_id.clone(), |id| {
        let element = id.as_deref().and_then(|id| gloo::utils::document().get_element_by_id(id));
        if let Some(element) = element {
            let options = ScrollIntoViewOptions::new();
            options.set_block(ScrollLogicalPosition::Nearest);
            element.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
    let close = {
        let (open, button) = (open.clone(), button.clone());
        Callback::from(move |()| {
            open.set(false);
            if let Some(button) = button.cast::<HtmlElement>() {
                let _ = button.focus();
            }
        })
    };
    let on_open = {
        let (dispatch, close) = (props.dispatch.clone(), close.clone());
        Callback::from(move |id: String| {
            dispatch.emit(Action::LoadExample(id));
            close.emit(());
        })
    };
    let on_toggle = {
        let (open, query, active) = (open.clone(), query.clone(), active.clone());
        let start =
            crate::examples::examples().iter().position(|example| Some(example.id.as_str()) == current.as_deref());
        Callback::from(move |_: MouseEvent| {
            query.set(String::new());
            active.set(start.unwrap_or(0));
            open.set(!*open);
        })
    };
    let on_input = {
        let (query, active) = (query.clone(), active.clone());
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                query.set(input.value());
                active.set(0);
            }
        })
    };
    let on_keydown = {
        let (active, on_open, close) = (active.clone(), on_open.clone(), close.clone());
        let ids: Vec<String> = found.iter().map(|example| example.id.clone()).collect();
        Callback::from(move |event: KeyboardEvent| {
            // Enter also ends a composition (a Chinese word being typed): that one is the field's.
            if event.is_composing() {
                return;
            }
            let last = ids.len().saturating_sub(1);
            match event.key().as_str() {
                "ArrowDown" => active.set((active_index + 1).min(last)),
                "ArrowUp" => active.set(active_index.saturating_sub(1)),
                "Enter" => match ids.get(active_index) {
                    Some(id) => on_open.emit(id.clone()),
                    None => return,
                },
                "Escape" => close.emit(()),
                _ => return,
            }
            event.prevent_default();
        })
    };
    let lang = props.lang;
    let state = state_word(&load);
    html! {
        <div class="examples-menu-root" ref={root}>
            <button type="button" class="examples-button" ref={button} data-testid="examples-button" aria-haspopup="dialog"
                aria-expanded={open.to_string()} aria-controls="examples-menu" data-state={state} data-current={current.clone()}
                onclick={on_toggle}>{ lang.t(Key::Examples) }</button>
            if *open {
                <div id="examples-menu" class="examples-menu" role="dialog" aria-label={lang.t(Key::Examples)}
                    data-testid="examples-menu" data-state={state} aria-busy={(state == "loading").then_some("true")} onkeydown={on_keydown}>
                    <input type="search" ref={field} class="examples-search" data-testid="examples-search" role="combobox"
                        aria-expanded="true" aria-controls="examples-list" aria-autocomplete="list" aria-activedescendant={active_id}
                        placeholder={lang.t(Key::SearchExamples)} aria-label={lang.t(Key::SearchExamples)}
                        value={(*query).clone()} oninput={on_input} spellcheck="false" autocomplete="off" />
                    { examples_list(&load, &found, active_index, current.as_deref(), lang, &on_open) }
                    <p class="menu-keys" aria-hidden="true" data-testid="examples-keys">{ lang.t(Key::ExamplesKeys) }</p>
                </div>
            }
        </div>
    }
}
