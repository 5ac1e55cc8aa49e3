//! The header's settings, folded behind a Settings button on a phone (the stylesheet shows the
//! button and hides the settings there until it is pressed); on a wider screen they are always shown.
//! Unfolded, they fold again as the header's popovers do: on Esc, or a press outside them.

use yew::prelude::*;

use crate::i18n::{Key, Lang};

/// Props of [`SettingsFold`].
#[derive(Properties, PartialEq)]
pub struct SettingsFoldProps {
    /// UI language.
    pub lang: Lang,
    /// The settings.
    pub children: Html,
}

/// The Settings button and the settings it unfolds. A component: it keeps whether they are open.
#[component]
pub fn SettingsFold(props: &SettingsFoldProps) -> Html {
    let open = use_state(|| false);
    let (root, button) = (use_node_ref(), use_node_ref());
    super::popover::use_close_outside(open.clone(), root.clone());
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let onkeydown = super::popover::close_on_escape(open.clone(), button.clone());
    html! {
        <div class="settings-fold" ref={root} {onkeydown}>
            <button type="button" class="settings-toggle" data-testid="settings-toggle" aria-controls="settings"
                aria-expanded={open.to_string()} ref={button} {onclick}>{ props.lang.t(Key::Settings) }</button>
            <div id="settings" class={classes!("settings", open.then_some("open"))} data-testid="settings">
                { props.children.clone() }
            </div>
        </div>
    }
}
