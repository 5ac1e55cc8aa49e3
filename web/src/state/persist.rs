//! The local draft: settings and text kept in `localStorage` so that a reload loses nothing.

use std::borrow::Cow;

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

/// Keeps the draft: writes each entry of `settings` that differs from `before` (what this page
/// saved last; every entry when it has saved nothing yet), so that a keystroke writes the text
/// alone. Does nothing in embed mode (an embedded page must not touch storage).
pub fn save_draft(settings: &Settings, before: Option<&Settings>) {
    if settings.embed {
        return;
    }
    let old = before.map(entries);
    for (index, (key, value)) in entries(settings).into_iter().enumerate() {
        if old.as_ref().and_then(|old| old.get(index)).is_none_or(|(_, was)| *was != value) {
            set(key, &value);
        }
    }
}

/// The draft's entries for `settings`, each under its storage key.
fn entries(settings: &Settings) -> [(&'static str, Cow<'_, str>); 11] {
    [
        ("yaml", Cow::Borrowed(&settings.yaml)),
        ("scenario", Cow::Borrowed(&settings.scenario)),
        ("example", Cow::Borrowed(settings.example.as_deref().unwrap_or(""))),
        ("title", Cow::Borrowed(settings.title.as_deref().unwrap_or(""))),
        ("version", Cow::Borrowed(settings.version.as_str())),
        ("compare", Cow::Borrowed(settings.compare_version.as_str())),
        ("timing", Cow::Borrowed(settings.timing.as_str())),
        ("seed", Cow::Owned(settings.seed.to_string())),
        ("gates", Cow::Borrowed(&settings.gates)),
        ("theme", Cow::Borrowed(settings.theme.as_str())),
        ("lang", Cow::Borrowed(settings.lang.as_str())),
    ]
}
