//! The header's Settings menu on a desktop: timing, seed, theme and language in a popover under one
//! button, so that the header keeps to one row. Esc or a press outside closes it and gives the
//! button the focus back. On a phone, where all the settings are already folded, the stylesheet
//! shows them flat and hides the button.

use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// Props of [`MoreSettings`].
#[derive(Properties, PartialEq)]
pub struct MoreSettingsProps {
    /// UI language.
    pub lang: Lang,
    /// What the settings are now, in one line: the button's title.
    pub summary: AttrValue,
    /// The settings.
    pub children: Html,
}

/// The button and its popover. A component: it keeps whether the popover is open.
#[component]
pub fn MoreSettings(props: &MoreSettingsProps) -> Html {
    let open = use_state(|| false);
    let (root, button) = (use_node_ref(), use_node_ref());
    super::popover::use_close_outside(open.clone(), root.clone());
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let onkeydown = super::popover::close_on_escape(open.clone(), button.clone());
    html! {
        <div class="more-settings" ref={root} {onkeydown}>
            <button type="button" class="more-settings-toggle" data-testid="more-settings" ref={button}
                aria-expanded={open.to_string()} aria-controls="more-settings-panel" title={props.summary.clone()} {onclick}>
                { props.lang.t(Key::Settings) }
            </button>
            <div id="more-settings-panel" class={classes!("more-settings-panel", open.then_some("open"))}
                role="group" aria-label={props.lang.t(Key::Settings)}>
                { props.children.clone() }
            </div>
        </div>
    }
}
