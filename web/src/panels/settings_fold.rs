//! The header's settings, folded behind a Settings button on a phone (the stylesheet shows the
//! button and hides the settings there until it is pressed); on a wider screen they are always shown.

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
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    html! {
        <>
            <button type="button" class="settings-toggle" data-testid="settings-toggle" aria-controls="settings"
                aria-expanded={open.to_string()} {onclick}>{ props.lang.t(Key::Settings) }</button>
            <div id="settings" class={classes!("settings", open.then_some("open"))} data-testid="settings">
                { props.children.clone() }
            </div>
        </>
    }
}
