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
    /// The static timeline's colours; `None` follows the reader's mdBook theme (a light drawing
    /// for `light` and `rust`, a dark one for `coal`, `navy` and `ayu`).
    pub theme: Option<RenderTheme>,
    /// The static timeline's width, px.
    pub width: f64,
}

impl Default for BookConfig {
    fn default() -> BookConfig {
        BookConfig { embed: None, test: true, load: LoadMode::Click, k8s: None, theme: None, width: 760.0 }
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
        let mut config = BookConfig {
            embed: raw.embed.filter(|embed| !embed.trim().is_empty()),
            test: raw.test.unwrap_or(true),
            ..BookConfig::default()
        };
        if let Some(load) = raw.load {
            config.load = match load.as_str() {
                "click" => LoadMode::Click,
                "scroll" => LoadMode::Scroll,
                other => {
                    return Err(format!("[preprocessor.podsim] load = {other:?}: expected \"click\" or \"scroll\""));
                }
            };
        }
        if let Some(k8s) = raw.k8s {
            config.k8s = Some(KubeVersion::parse(&k8s).ok_or_else(|| {
                format!("[preprocessor.podsim] k8s = {k8s:?}: expected one of {}", KubeVersion::CHOICES)
            })?);
        }
        if let Some(theme) = raw.theme.filter(|theme| theme != "auto") {
            config.theme = Some(RenderTheme::parse(&theme).ok_or_else(|| {
                format!("[preprocessor.podsim] theme = {theme:?}: expected \"auto\", \"light\" or \"dark\"")
            })?);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_read_with_its_defaults_and_bad_values_are_named() {
        let read = |value: serde_json::Value| BookConfig::from_table(value);
        assert_eq!(read(serde_json::json!({})), Ok(BookConfig::default()));
        let config = read(serde_json::json!({"embed": "https://h/v/1/embed.js", "test": false, "load": "scroll",
            "k8s": "1.35", "theme": "dark", "width": 1000, "command": "mdbook-podsim", "before": ["links"]}))
        .expect("a full table");
        assert_eq!(config.embed.as_deref(), Some("https://h/v/1/embed.js"));
        assert_eq!(
            (config.test, config.load, config.k8s, config.theme),
            (false, LoadMode::Scroll, Some(KubeVersion::V1_35), Some(RenderTheme::Dark))
        );
        assert_eq!(config.width, 1000.0);
        for (bad, says) in [
            (serde_json::json!({"load": "hover"}), "load = \"hover\""),
            (serde_json::json!({"k8s": "1.99"}), "k8s = \"1.99\""),
            (serde_json::json!({"theme": "blue"}), "theme = \"blue\""),
            (serde_json::json!({"width": 5}), "width = 5"),
            (serde_json::json!({"embedd": "x"}), "unknown field `embedd`"),
        ] {
            let error = read(bad).expect_err("refused");
            assert!(error.contains(says), "{error}");
        }
    }
}
