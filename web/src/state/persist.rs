//! The local draft: settings and text kept in `localStorage` so that a reload loses nothing.

use gloo::storage::{LocalStorage, Storage};
use podsim::KubeVersion;

use super::{Settings, Theme, Timing};
use crate::i18n::Lang;

const PREFIX: &str = "podsim.";

fn get(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(&format!("{PREFIX}{key}")).ok().flatten()
}

fn set(key: &str, value: &str) {
    // Storage can be full or disabled (private mode); the draft is then simply not kept.
    let _ = LocalStorage::raw().set_item(&format!("{PREFIX}{key}"), value);
}

/// True when an earlier visit left a draft of the Pod text.
pub fn has_draft() -> bool {
    get("yaml").is_some()
}

/// The settings of the last visit, over the defaults; unreadable entries are ignored.
pub fn load_draft() -> Settings {
    let mut settings = Settings::default();
    if let Some(yaml) = get("yaml") {
        settings.yaml = yaml;
    }
    if let Some(scenario) = get("scenario") {
        settings.scenario = scenario;
    }
    if let Some(example) = get("example") {
        settings.example = (!example.is_empty()).then_some(example);
    }
    if let Some(title) = get("title") {
        settings.title = (!title.is_empty()).then_some(title);
    }
    if let Some(version) = get("version").and_then(|v| KubeVersion::parse(&v)) {
        settings.version = version;
    }
    if let Some(version) = get("compare").and_then(|v| KubeVersion::parse(&v)) {
        settings.compare_version = version;
    }
    if let Some(timing) = get("timing").and_then(|t| Timing::parse(&t)) {
        settings.timing = timing;
    }
    if let Some(seed) = get("seed").and_then(|s| s.parse().ok()) {
        settings.seed = seed;
    }
    if let Some(gates) = get("gates") {
        settings.gates = gates;
    }
    if let Some(theme) = get("theme").and_then(|t| Theme::parse(&t)) {
        settings.theme = theme;
    }
    settings.lang = get("lang").and_then(|l| Lang::parse(&l)).unwrap_or_else(crate::i18n::browser_lang);
    settings
}

/// Keeps the draft; does nothing in embed mode (an embedded page must not touch storage).
pub fn save_draft(settings: &Settings) {
    if settings.embed {
        return;
    }
    set("yaml", &settings.yaml);
    set("scenario", &settings.scenario);
    set("example", settings.example.as_deref().unwrap_or(""));
    set("title", settings.title.as_deref().unwrap_or(""));
    set("version", settings.version.as_str());
    set("compare", settings.compare_version.as_str());
    set("timing", settings.timing.as_str());
    set("seed", &settings.seed.to_string());
    set("gates", &settings.gates);
    set("theme", settings.theme.as_str());
    set("lang", settings.lang.as_str());
}
