//! `[preprocessor.podsim]` in `book.toml`: where `embed.js` is, whether blocks load on a click,
//! whether expectations are checked, and the drawing's version, theme and width.

use podsim::{KubeVersion, RenderTheme};
use serde::Deserialize;

/// When the live playground of a block loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LoadMode {
    /// The static timeline first; the playground when the reader clicks (pages with many examples).
    #[default]
    Click,
    /// The playground as the reader scrolls to it (the static timeline is shown until it runs).
    Scroll,
}

/// The preprocessor's settings, with their defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct BookConfig {
    /// The address of `embed.js` (a versioned deployment's `v/<release>/embed.js`); without it
    /// blocks get the static timeline only, above their code.
    pub embed: Option<String>,
    /// Check the blocks' `# expect:` lines and fail the build when one does not hold (default on).
    pub test: bool,
    /// When the playground loads.
    pub load: LoadMode,
    /// The Kubernetes version of blocks that do not name one (`# podsim k8s=1.36`).
    pub k8s: Option<KubeVersion>,
    /// The static timeline's colours.
    pub theme: RenderTheme,
    /// The static timeline's width, px.
    pub width: f64,
}

impl Default for BookConfig {
    fn default() -> BookConfig {
        BookConfig { embed: None, test: true, load: LoadMode::Click, k8s: None, theme: RenderTheme::Light, width: 760.0 }
    }
}

/// The table as `book.toml` writes it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Raw {
    embed: Option<String>,
    test: Option<bool>,
    load: Option<String>,
    k8s: Option<String>,
    theme: Option<String>,
    width: Option<f64>,
    // mdBook's own keys of every preprocessor table.
    command: Option<String>,
    before: Option<Vec<String>>,
    after: Option<Vec<String>>,
    renderers: Option<Vec<String>>,
    optional: Option<bool>,
}

impl BookConfig {
    /// Reads the table (already deserialised by mdBook's config into JSON-like values).
    pub fn from_table<'de, D: serde::Deserializer<'de>>(table: D) -> Result<BookConfig, String> {
        let raw = Raw::deserialize(table).map_err(|error| format!("[preprocessor.podsim]: {error}"))?;
        let _ = (&raw.command, &raw.before, &raw.after, &raw.renderers, &raw.optional);
        let mut config = BookConfig::default();
        config.embed = raw.embed.filter(|embed| !embed.trim().is_empty());
        config.test = raw.test.unwrap_or(true);
        if let Some(load) = raw.load {
            config.load = match load.as_str() {
                "click" => LoadMode::Click,
                "scroll" => LoadMode::Scroll,
                other => return Err(format!("[preprocessor.podsim] load = {other:?}: expected \"click\" or \"scroll\"")),
            };
        }
        if let Some(k8s) = raw.k8s {
            config.k8s = Some(KubeVersion::parse(&k8s).ok_or_else(|| {
                format!("[preprocessor.podsim] k8s = {k8s:?}: expected one of {}", KubeVersion::CHOICES)
            })?);
        }
        if let Some(theme) = raw.theme {
            config.theme = RenderTheme::parse(&theme)
                .ok_or_else(|| format!("[preprocessor.podsim] theme = {theme:?}: expected \"light\" or \"dark\""))?;
        }
        if let Some(width) = raw.width {
            if !(200.0..=4000.0).contains(&width) {
                return Err(format!("[preprocessor.podsim] width = {width}: expected 200 to 4000"));
            }
            config.width = width;
        }
        Ok(config)
    }
}
