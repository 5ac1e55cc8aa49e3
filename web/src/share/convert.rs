//! [`Settings`] ⇄ `podsim::LinkSettings` and `podsim::ShareState`: what a link carries and what it leaves to the reader.

use podsim::GateSettings;
use podsim::{AppVersion, LinkSettings, ShareState};

use crate::state::{Lang, Settings, View};

/// The part of the settings a link's fragment carries.
pub fn share_state(settings: &Settings) -> ShareState {
    ShareState {
        k8s: settings.version,
        timing: settings.timing,
        seed: settings.seed,
        yaml: settings.yaml.clone(),
        scenario: (!settings.scenario.is_empty()).then(|| settings.scenario.clone()),
        title: settings.title.as_deref().map(str::trim).filter(|title| !title.is_empty()).map(str::to_owned),
        ..ShareState::default()
    }
}

/// The query of a link to the current page: the playhead, the view and the release that made it.
/// Theme and language are the reader's own preferences, so a link never imposes them.
pub fn link_settings(settings: &Settings, playhead_ms: u64) -> LinkSettings {
    LinkSettings {
        playhead_ms: (playhead_ms > 0).then_some(playhead_ms),
        view: (settings.view != View::default()).then(|| settings.view.as_str().to_owned()),
        gates: GateSettings::parse(&settings.gates).ok().filter(|gates| !gates.is_empty()),
        app: Some(AppVersion::current()),
        ..LinkSettings::default()
    }
}

/// `base` with a decoded link applied: the link's content replaces the draft's.
pub fn apply_state(mut settings: Settings, state: ShareState) -> Settings {
    settings.yaml = state.yaml;
    settings.scenario = state.scenario.unwrap_or_default();
    settings.example = None;
    settings.title = state.title;
    settings.version = state.k8s;
    settings.timing = state.timing;
    settings.seed = state.seed;
    settings
}

/// `settings` with the query's keys applied (each key present wins); the playhead (`t=`) is
/// playback's, not the document's.
pub fn apply_query(mut settings: Settings, query: &LinkSettings) -> Settings {
    if let Some(version) = query.k8s {
        settings.version = version;
    }
    if let Some(gates) = &query.gates {
        settings.gates = gates.to_string();
    }
    if let Some(view) = query.view.as_deref().and_then(View::parse) {
        settings.view = view;
    }
    if let Some(theme) = query.theme {
        settings.theme = theme;
    }
    if let Some(lang) = query.lang.as_deref().and_then(Lang::parse) {
        settings.lang = lang;
    }
    settings.embed = query.embed.unwrap_or(false);
    if let Some(readonly) = query.readonly {
        settings.readonly = readonly;
    }
    settings
}
