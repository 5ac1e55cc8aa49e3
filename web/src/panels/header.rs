//! The top bar, one row on a desktop: title, the Examples menu, and the settings (Kubernetes
//! version, feature gates, the node, a Settings menu with timing, seed, theme and language, and
//! "reset to example"), folded on a phone.

use std::rc::Rc;

use podsim::{GateInUse, KubeVersion, Text};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::derived::{Derived, Pinned};
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

/// The words for `value` among a picker's `names`.
fn name_in<T: PartialEq>(names: &[(T, Key)], value: T, lang: Lang) -> &'static str {
    names.iter().find(|(v, _)| *v == value).map_or("", |(_, key)| lang.t(*key))
}

/// Props of [`Header`]: the settings it shows, never the text itself, so that typing in the
/// editor leaves the header as it is.
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// Kubernetes version.
    pub version: KubeVersion,
    /// The header's timing and seed (the scenario's own win, see `pinned`).
    pub timing: Timing,
    /// Seed of the realistic timing.
    pub seed: u64,
    /// The settings the scenario fixes itself.
    pub pinned: Pinned,
    /// Feature-gate overrides as written.
    pub gates: AttrValue,
    /// What the gate overrides say (a refusal, or gates that change nothing).
    #[prop_or_default]
    pub gates_said: Option<Text>,
    /// The gates that change something for this Pod.
    pub gates_in_use: Rc<Vec<GateInUse>>,
    /// The scenario's text, wherever it is written: the node fields show what its `node:` says.
    pub scenario: AttrValue,
    /// Colour scheme.
    pub theme: Theme,
    /// UI language.
    pub lang: Lang,
    /// Embedded in another page: no Examples menu.
    pub embed: bool,
    /// The editor cannot be changed: no reset, the node fields read-only.
    pub readonly: bool,
    /// The gallery example the text came from ("reset to example").
    #[prop_or_default]
    pub example: Option<AttrValue>,
    /// The gallery example shown unchanged, marked in the Examples menu.
    #[prop_or_default]
    pub current: Option<AttrValue>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

impl HeaderProps {
    /// The header's props for the document and its derived data.
    pub fn of(settings: &Settings, derived: &Derived, dispatch: &Callback<Action>) -> Self {
        Self {
            version: settings.version,
            timing: settings.timing,
            seed: settings.seed,
            pinned: derived.pinned,
            gates: AttrValue::from(settings.gates.clone()),
            gates_said: derived.gates_said.clone(),
            gates_in_use: derived.gates_in_use.clone(),
            scenario: AttrValue::from(super::node::scenario_text(settings)),
            theme: settings.theme,
            lang: settings.lang,
            embed: settings.embed,
            readonly: settings.readonly,
            example: settings.example.clone().map(AttrValue::from),
            current: settings.shown_example().map(|id| AttrValue::from(id.to_owned())),
            dispatch: dispatch.clone(),
        }
    }
}

/// The header bar; actions go to `dispatch`. Settings the scenario `pinned` show its values and
/// cannot be changed here.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    let (pinned, gates_said, dispatch) = (props.pinned, props.gates_said.as_ref(), &props.dispatch);
    let lang = props.lang;
    let timing = pinned.timing.unwrap_or(props.timing);
    let seed = pinned.seed.unwrap_or(props.seed);
    let node = use_memo(props.scenario.clone(), |scenario| podsim::Session::node_of(scenario));
    let set_by_scenario = lang.t(Key::SetByScenario);
    let send = |make: fn(&str) -> Option<Action>| {
        let dispatch = dispatch.clone();
        Callback::from(move |value: String| {
            if let Some(action) = make(&value) {
                dispatch.emit(action);
            }
        })
    };
    let timing_names = [(Timing::Realistic, Key::TimingRealistic), (Timing::Ideal, Key::TimingIdeal)];
    let theme_names = [(Theme::Auto, Key::ThemeAuto), (Theme::Light, Key::ThemeLight), (Theme::Dark, Key::ThemeDark)];
    // The menu's settings as they are now, on its button's title.
    let more_summary = AttrValue::from(format!(
        "{} {} · {} {seed} · {} {} · {} {}",
        lang.t(Key::Timing),
        name_in(&timing_names, timing, lang),
        lang.t(Key::Seed),
        lang.t(Key::Theme),
        name_in(&theme_names, props.theme, lang),
        lang.t(Key::Language),
        lang.native_name(),
    ));
    let versions =
        KubeVersion::ALL.iter().map(|v| (v.as_str().to_owned(), v.as_str().to_owned(), *v == props.version)).collect();
    let timings =
        timing_names.iter().map(|(t, k)| (t.as_str().to_owned(), lang.t(*k).to_owned(), *t == timing)).collect();
    let themes =
        theme_names.iter().map(|(t, k)| (t.as_str().to_owned(), lang.t(*k).to_owned(), *t == props.theme)).collect();
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
        let example = props.example.clone();
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
            if !props.embed {
                <super::ExamplesMenu current={props.current.clone()} {lang} dispatch={dispatch.clone()} />
            }
            <super::SettingsFold {lang}>
                { picker(lang.t(Key::Version), "version", versions, send(|v| KubeVersion::parse(v).map(Action::SetVersion)), None, None) }
                <label class="picker">
                    <span class="picker-label">{ lang.t(Key::FeatureGates) }</span>
                    <input type="text" class="gates" data-testid="gates" value={props.gates.clone()} onchange={on_gates}
                        placeholder="Name=true,Other=false" spellcheck="false" autocomplete="off"
                        title={gates_said.clone().unwrap_or_else(|| lang.t(Key::FeatureGatesHelp).to_owned())}
                        aria-invalid={gates_said.is_some().to_string()} />
                </label>
                if let Some(said) = gates_said {
                    <p class="gates-said" role="status" data-testid="gates-said">{ said }</p>
                }
                { super::gates_in_use(&props.gates_in_use, &props.gates, props.version, lang, dispatch) }
                { super::node::node_settings(&node, lang, props.readonly, dispatch) }
                <super::MoreSettings {lang} summary={more_summary}>
                    { picker(lang.t(Key::Timing), "timing", timings, send(|v| Timing::parse(v).map(Action::SetTiming)),
                        pinned.timing.map(|_| set_by_scenario), Some(lang.t(Key::TimingHelp))) }
                    <label class="picker">
                        <span class="picker-label">{ lang.t(Key::Seed) }</span>
                        <input type="number" min="0" class="seed" data-testid="seed" value={seed.to_string()} onchange={on_seed}
                            disabled={pinned.seed.is_some()} title={pinned.seed.map_or_else(|| lang.t(Key::SeedHelp).to_owned(), |_| set_by_scenario.to_owned())} />
                    </label>
                    { picker(lang.t(Key::Theme), "theme", themes, send(|v| Theme::parse(v).map(Action::SetTheme)), None, None) }
                    { picker(lang.t(Key::Language), "lang", langs, send(|v| Lang::parse(v).map(Action::SetLang)), None, None) }
                </super::MoreSettings>
                if !props.readonly {
                    <button type="button" class="reset" data-testid="reset" title={lang.t(Key::ResetHelp)} onclick={on_reset}>{ lang.t(Key::ResetToExample) }</button>
                }
            </super::SettingsFold>
        </header>
    }
}
