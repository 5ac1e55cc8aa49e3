//! The top bar: title, Kubernetes version, timing, seed, theme, language and "reset to example".

use podsim::KubeVersion;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::state::{Action, Settings, Theme, Timing};

/// A labelled `<select>` whose choice becomes an action.
fn picker(label: &str, testid: &str, options: Vec<(String, String, bool)>, on: Callback<String>) -> Html {
    let onchange = Callback::from(move |event: Event| {
        if let Some(select) = event.target_dyn_into::<HtmlSelectElement>() {
            on.emit(select.value());
        }
    });
    html! {
        <label class="picker">
            <span class="picker-label">{ label }</span>
            <select data-testid={testid.to_owned()} {onchange}>
                { for options.into_iter().map(|(value, text, selected)| html! {
                    <option {value} {selected}>{ text }</option>
                }) }
            </select>
        </label>
    }
}

/// The header bar; actions go to `dispatch`. A plain function rather than a component: it holds
/// no state, and every component type adds about a kilobyte of WebAssembly.
pub fn header(settings: &Settings, dispatch: &Callback<Action>) -> Html {
    let lang = settings.lang;
    let send = |make: fn(&str) -> Option<Action>| {
        let dispatch = dispatch.clone();
        Callback::from(move |value: String| {
            if let Some(action) = make(&value) {
                dispatch.emit(action);
            }
        })
    };
    let versions = KubeVersion::ALL
        .iter()
        .map(|v| (v.as_str().to_owned(), v.as_str().to_owned(), *v == settings.version))
        .collect();
    let timings = [(Timing::Realistic, Key::TimingRealistic), (Timing::Ideal, Key::TimingIdeal)]
        .iter()
        .map(|(t, k)| (t.as_str().to_owned(), lang.t(*k).to_owned(), *t == settings.timing))
        .collect();
    let themes = [(Theme::Auto, Key::ThemeAuto), (Theme::Light, Key::ThemeLight), (Theme::Dark, Key::ThemeDark)]
        .iter()
        .map(|(t, k)| (t.as_str().to_owned(), lang.t(*k).to_owned(), *t == settings.theme))
        .collect();
    let langs = Lang::ALL.iter().map(|l| (l.as_str().to_owned(), l.native_name().to_owned(), *l == lang)).collect();
    let on_seed = {
        let dispatch = dispatch.clone();
        Callback::from(move |event: Event| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>()
                && let Ok(seed) = input.value().trim().parse()
            {
                dispatch.emit(Action::SetSeed(seed));
            }
        })
    };
    let on_reset = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ResetToExample))
    };
    html! {
        <header class="header">
            <div class="brand">
                <h1>{ "podsim" }</h1>
                <p class="tagline">{ lang.t(Key::Tagline) }</p>
            </div>
            <div class="settings">
                { picker(lang.t(Key::Version), "version", versions, send(|v| KubeVersion::parse(v).map(Action::SetVersion))) }
                { picker(lang.t(Key::Timing), "timing", timings, send(|v| Timing::parse(v).map(Action::SetTiming))) }
                <label class="picker">
                    <span class="picker-label">{ lang.t(Key::Seed) }</span>
                    <input type="number" min="0" class="seed" data-testid="seed" value={settings.seed.to_string()} onchange={on_seed} />
                </label>
                { picker(lang.t(Key::Theme), "theme", themes, send(|v| Theme::parse(v).map(Action::SetTheme))) }
                { picker(lang.t(Key::Language), "lang", langs, send(|v| Lang::parse(v).map(Action::SetLang))) }
                if !settings.readonly {
                    <button type="button" class="reset" data-testid="reset" onclick={on_reset}>{ lang.t(Key::ResetToExample) }</button>
                }
            </div>
        </header>
    }
}
