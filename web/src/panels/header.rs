//! The top bar: title, the Examples menu, and the settings (Kubernetes version, timing, seed,
//! feature gates, the node, theme, language and "reset to example"), folded on a phone.

use std::rc::Rc;

use podsim::KubeVersion;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::derived::Derived;
use crate::i18n::{Key, Lang};
use crate::state::{Action, Settings, Theme, Timing};

/// A labelled `<select>` whose choice becomes an action; `pinned` (its reason) disables it.
fn picker(
    label: &str,
    testid: &str,
    options: Vec<(String, String, bool)>,
    on: Callback<String>,
    pinned: Option<&str>,
    help: Option<&str>,
) -> Html {
    let onchange = Callback::from(move |event: Event| {
        if let Some(select) = event.target_dyn_into::<HtmlSelectElement>() {
            on.emit(select.value());
        }
    });
    // A new element when the pin comes or goes: one the user has changed no longer follows its
    // options' `selected`, and a pinned value must show.
    let key = if pinned.is_some() { "pinned" } else { "free" };
    html! {
        <label class="picker">
            <span class="picker-label">{ label }</span>
            <select {key} data-testid={testid.to_owned()} {onchange} disabled={pinned.is_some()} title={pinned.or(help).map(str::to_owned)}>
                { for options.into_iter().map(|(value, text, selected)| html! {
                    <option {value} {selected}>{ text }</option>
                }) }
            </select>
        </label>
    }
}

/// The header bar; actions go to `dispatch`. Settings the scenario `pinned` show its values and
/// cannot be changed here. A plain function rather than a component: it holds no state, and
/// every component type adds about a kilobyte of WebAssembly.
pub fn header(settings: &Rc<Settings>, derived: &Derived, dispatch: &Callback<Action>) -> Html {
    let (pinned, gates_said) = (derived.pinned, derived.gates_said.as_ref());
    let lang = settings.lang;
    let timing = pinned.timing.unwrap_or(settings.timing);
    let seed = pinned.seed.unwrap_or(settings.seed);
    let set_by_scenario = lang.t(Key::SetByScenario);
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
        .map(|(t, k)| (t.as_str().to_owned(), lang.t(*k).to_owned(), *t == timing))
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
    let on_gates = {
        let dispatch = dispatch.clone();
        Callback::from(move |event: Event| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                dispatch.emit(Action::SetGates(input.value()));
            }
        })
    };
    let gates_said = gates_said.map(|said| said.get(lang).to_owned());
    let on_reset = {
        let dispatch = dispatch.clone();
        let example = settings.example.clone();
        Callback::from(move |_: MouseEvent| {
            // A gallery example's text comes with the gallery: reset once it is there.
            let dispatch = dispatch.clone();
            let reset = move || dispatch.emit(Action::ResetToExample);
            match example.as_deref().filter(|id| crate::examples::find(id).is_none()) {
                Some(_) => crate::examples::fetch::when_loaded(reset),
                None => reset(),
            }
        })
    };
    html! {
        <header class="header">
            <div class="brand">
                <h1>{ "podsim" }</h1>
                <p class="tagline">{ lang.t(Key::Tagline) }</p>
            </div>
            if !settings.embed {
                <super::ExamplesMenu settings={settings.clone()} dispatch={dispatch.clone()} />
            }
            <super::SettingsFold {lang}>
                { picker(lang.t(Key::Version), "version", versions, send(|v| KubeVersion::parse(v).map(Action::SetVersion)), None, None) }
                { picker(lang.t(Key::Timing), "timing", timings, send(|v| Timing::parse(v).map(Action::SetTiming)),
                    pinned.timing.map(|_| set_by_scenario), Some(lang.t(Key::TimingHelp))) }
                <label class="picker">
                    <span class="picker-label">{ lang.t(Key::Seed) }</span>
                    <input type="number" min="0" class="seed" data-testid="seed" value={seed.to_string()} onchange={on_seed}
                        disabled={pinned.seed.is_some()} title={pinned.seed.map_or_else(|| lang.t(Key::SeedHelp).to_owned(), |_| set_by_scenario.to_owned())} />
                </label>
                <label class="picker">
                    <span class="picker-label">{ lang.t(Key::FeatureGates) }</span>
                    <input type="text" class="gates" data-testid="gates" value={settings.gates.clone()} onchange={on_gates}
                        placeholder="Name=true,Other=false" spellcheck="false" autocomplete="off"
                        title={gates_said.clone().unwrap_or_else(|| lang.t(Key::FeatureGatesHelp).to_owned())}
                        aria-invalid={gates_said.is_some().to_string()} />
                </label>
                if let Some(said) = gates_said {
                    <p class="gates-said" role="status" data-testid="gates-said">{ said }</p>
                }
                { super::gates_in_use(&derived.gates_in_use, &settings.gates, lang, dispatch) }
                { super::node::node_settings(settings, dispatch) }
                { picker(lang.t(Key::Theme), "theme", themes, send(|v| Theme::parse(v).map(Action::SetTheme)), None, None) }
                { picker(lang.t(Key::Language), "lang", langs, send(|v| Lang::parse(v).map(Action::SetLang)), None, None) }
                if !settings.readonly {
                    <button type="button" class="reset" data-testid="reset" onclick={on_reset}>{ lang.t(Key::ResetToExample) }</button>
                }
            </super::SettingsFold>
        </header>
    }
}
