//! A `<details>` of the header that behaves as its popovers do: Esc or a press outside folds it,
//! and Esc gives its summary the focus back (the node's form, the locked gates).

use web_sys::{Element, HtmlDetailsElement, HtmlElement};
use yew::prelude::*;

/// Props of [`Disclosure`].
#[derive(Properties, PartialEq)]
pub struct DisclosureProps {
    /// The `<details>` element's class.
    pub class: AttrValue,
    /// Its `data-testid`.
    pub testid: AttrValue,
    /// What the summary says.
    pub summary: AttrValue,
    /// The summary's title.
    #[prop_or_default]
    pub title: Option<AttrValue>,
    /// What it unfolds.
    pub children: Html,
}

/// The details element. A component: it keeps whether it is open.
#[component]
pub fn Disclosure(props: &DisclosureProps) -> Html {
    let open = use_state(|| false);
    let (root, summary) = (use_node_ref(), use_node_ref());
    super::popover::use_close_outside(open.clone(), root.clone());
    // The browser opens and folds it on a click on the summary; the state follows.
    let ontoggle = {
        let (open, root) = (open.clone(), root.clone());
        Callback::from(move |_: Event| {
            if let Some(details) = root.cast::<Element>() {
                open.set(details.has_attribute("open"));
            }
        })
    };
    let onkeydown = {
        let (open, root, summary) = (open.clone(), root.clone(), summary.clone());
        Callback::from(move |event: KeyboardEvent| {
            // The element says whether it is open: its toggle event may not have reached the state yet.
            let details = root.cast::<HtmlDetailsElement>();
            if event.key() == "Escape" && details.as_ref().is_some_and(HtmlDetailsElement::open) {
                if let Some(details) = details {
                    details.set_open(false);
                }
                open.set(false);
                if let Some(summary) = summary.cast::<HtmlElement>() {
                    let _ = summary.focus();
                }
                event.prevent_default();
            }
        })
    };
    html! {
        <details class={props.class.clone()} data-testid={props.testid.clone()} ref={root} open={*open}
            data-open={open.to_string()} {ontoggle} {onkeydown}>
            <summary ref={summary} title={props.title.clone()}>{ props.summary.clone() }</summary>
            { props.children.clone() }
        </details>
    }
}
