//! The link's query: display settings (`k8s`, `gates`, `t`, `view`, `theme`, `lang`, `embed`,
//! `readonly`, `controls`, `autoplay`, `full`, `app`). Each key present overrides what the fragment or the app would choose.

use super::{AppVersion, ShareError, ShareState};
use crate::KubeVersion;
use crate::gates::GateSettings;

/// The colour scheme: what a link asks for, what the page shows, what a drawing is rendered in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    /// Light colours.
    Light,
    /// Dark colours.
    Dark,
    /// Follow the system (or the host page's `prefers-color-scheme`).
    #[default]
    Auto,
}

impl Theme {
    /// Every theme, in the order a picker lists them.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// The query value: `light`, `dark` or `auto`.
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Auto => "auto",
        }
    }

    /// Parses `light`, `dark` or `auto`.
    pub fn parse(text: &str) -> Option<Theme> {
        match text {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            "auto" => Some(Theme::Auto),
            _ => None,
        }
    }
}

/// The playground's views, as the `view` query key names them.
pub const VIEWS: [&str; 4] = ["timeline", "table", "analysis", "compare"];

/// Settings read from a link's query; `None` means the key was absent.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LinkSettings {
    /// `k8s`: the Kubernetes version, overriding the one in the fragment.
    pub k8s: Option<KubeVersion>,
    /// `gates`: feature-gate overrides, `Name=true,Other=false` as `--feature-gates` takes them;
    /// checked against the version when the link is opened.
    pub gates: Option<GateSettings>,
    /// `t`: the playhead, in milliseconds of simulated time.
    pub playhead_ms: Option<u64>,
    /// `view`: the panel to show (`timeline`, …); a lowercase name, interpreted by the app.
    pub view: Option<String>,
    /// `theme`.
    pub theme: Option<Theme>,
    /// `lang`: the interface language, a BCP 47 tag such as `en` or `zh-CN`.
    pub lang: Option<String>,
    /// `embed`: the chrome-less embed view.
    pub embed: Option<bool>,
    /// `readonly`: the editor cannot change the YAML.
    pub readonly: Option<bool>,
    /// `controls`: whether the playback controls are shown.
    pub controls: Option<bool>,
    /// `autoplay`: start playing on load (the page still honours reduced motion).
    pub autoplay: Option<bool>,
    /// `full`: an embed shows the whole playground (editor, state and fault panels), not only
    /// the timeline with its playback.
    pub full: Option<bool>,
    /// `app`: the podsim release that made the link; a versioned deployment opens it there.
    pub app: Option<AppVersion>,
}

impl LinkSettings {
    /// Reads a query string (with or without the leading `?`); the first value podsim does not
    /// understand is an error. Unknown keys are ignored.
    pub fn parse_query(query: &str) -> Result<LinkSettings, ShareError> {
        let (settings, mut problems) = LinkSettings::parse_query_lenient(query);
        if problems.is_empty() { Ok(settings) } else { Err(problems.swap_remove(0)) }
    }

    /// Reads a query string, keeping every value it understands and returning the others as
    /// problems (for a page that shows a notice and carries on).
    pub fn parse_query_lenient(query: &str) -> (LinkSettings, Vec<ShareError>) {
        let mut settings = LinkSettings::default();
        let mut problems = Vec::new();
        let query = query.strip_prefix('?').unwrap_or(query);
        for pair in query.split('&').filter(|pair| !pair.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode_component(value);
            if let Err(expected) = settings.set(&decode_component(key), &value) {
                problems.push(ShareError::BadQueryValue { key: key.to_owned(), value, expected });
            }
        }
        (settings, problems)
    }

    /// The query string (without `?`) for the keys that are set, in a fixed order.
    pub fn to_query(&self) -> String {
        let mut pairs: Vec<String> = Vec::new();
        let flag = |value: bool| if value { "1" } else { "0" };
        if let Some(k8s) = self.k8s {
            pairs.push(format!("k8s={}", k8s.as_str()));
        }
        if let Some(gates) = self.gates.as_ref().filter(|gates| !gates.is_empty()) {
            pairs.push(format!("gates={gates}"));
        }
        if let Some(playhead) = self.playhead_ms {
            pairs.push(format!("t={}", format_playhead(playhead)));
        }
        let tokens = [("view", &self.view), ("theme", &self.theme.map(|theme| theme.as_str().to_owned()))];
        for (key, value) in tokens.into_iter().chain([("lang", &self.lang)]) {
            if let Some(value) = value.as_deref().filter(|value| is_token(value)) {
                pairs.push(format!("{key}={value}"));
            }
        }
        let flags = [("embed", self.embed), ("readonly", self.readonly), ("controls", self.controls)];
        for (key, value) in flags.into_iter().chain([("autoplay", self.autoplay), ("full", self.full)]) {
            if let Some(value) = value {
                pairs.push(format!("{key}={}", flag(value)));
            }
        }
        if let Some(app) = &self.app {
            pairs.push(format!("app={app}"));
        }
        pairs.join("&")
    }

    /// Applies the settings that also live in the fragment (the query wins).
    pub fn apply_to(&self, state: &mut ShareState) {
        if let Some(k8s) = self.k8s {
            state.k8s = k8s;
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), &'static str> {
        match key {
            "k8s" => self.k8s = Some(KubeVersion::parse(value).ok_or(KubeVersion::CHOICES)?),
            "gates" => {
                let settings = GateSettings::parse(value).map_err(|_| "Name=true,Other=false (feature gates)")?;
                if !settings.0.iter().all(|(name, _)| is_gate_name(name)) {
                    return Err("Name=true,Other=false (feature gates)");
                }
                self.gates = Some(settings);
            }
            "t" => self.playhead_ms = Some(parse_playhead(value).ok_or("a time such as 45s, 2m30s or 1500ms")?),
            "view" => self.view = Some(token(value).ok_or("a view name such as timeline")?),
            "theme" => self.theme = Some(Theme::parse(value).ok_or("light, dark or auto")?),
            "lang" => self.lang = Some(token(value).ok_or("a language tag such as en or zh-CN")?),
            "embed" => self.embed = Some(parse_flag(value)?),
            "readonly" => self.readonly = Some(parse_flag(value)?),
            "controls" => self.controls = Some(parse_flag(value)?),
            "autoplay" => self.autoplay = Some(parse_flag(value)?),
            "full" => self.full = Some(parse_flag(value)?),
            "app" => self.app = Some(AppVersion::parse(value).ok_or("a podsim release such as 0.2.0")?),
            _ => {}
        }
        Ok(())
    }
}

/// Reads a playhead time (`45s`, `2m30s`, `1h`, `1500ms`, `1.5s`, a bare number of seconds), with
/// podsim's one duration parser and no upper bound.
pub fn parse_playhead(text: &str) -> Option<u64> {
    crate::duration::parse_ms(text, u64::MAX).ok()
}

/// Writes a playhead the way [`parse_playhead`] reads it back: `45s`, `2m30s`, `1h5m`, `1.5s`, `0s`.
pub fn format_playhead(ms: u64) -> String {
    crate::duration::format_ms(ms, crate::duration::Style::Exact)
}

fn parse_flag(value: &str) -> Result<bool, &'static str> {
    match value {
        "" | "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        _ => Err("1 or 0"),
    }
}

/// A short name of letters, digits and `-` (views and language tags).
fn token(value: &str) -> Option<String> {
    is_token(value).then(|| value.to_owned())
}

/// A feature-gate name: letters and digits (`ContainerStopSignals`).
fn is_gate_name(name: &str) -> bool {
    (1..=100).contains(&name.len()) && name.bytes().all(|byte| byte.is_ascii_alphanumeric())
}

fn is_token(value: &str) -> bool {
    (1..=35).contains(&value.len()) && value.bytes().all(|byte| byte.is_ascii_alphanumeric() || byte == b'-')
}

/// Decodes one query component: `+` is a space and `%XX` a byte; bad escapes stay literal.
fn decode_component(text: &str) -> String {
    let spaced = text.replace('+', " ");
    super::percent::decode(&spaced).unwrap_or(spaced)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gates_round_trip_and_bad_ones_are_refused() {
        let settings =
            LinkSettings::parse_query("?k8s=1.35&gates=ContainerStopSignals=true,ContainerRestartRules=false");
        let gates = settings.as_ref().ok().and_then(|settings| settings.gates.clone()).unwrap_or_default();
        assert_eq!(gates.to_string(), "ContainerStopSignals=true,ContainerRestartRules=false");
        let query = settings.map(|settings| settings.to_query()).unwrap_or_default();
        assert_eq!(query, "k8s=1.35&gates=ContainerStopSignals=true,ContainerRestartRules=false");
        assert_eq!(LinkSettings::parse_query(&query).map(|settings| settings.to_query()), Ok(query.clone()));
        for bad in ["gates=A", "gates=A=maybe", "gates=%3Cb%3E=true"] {
            assert!(LinkSettings::parse_query(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_release_that_made_a_link_rides_last_and_a_path_is_refused() {
        let settings = LinkSettings::parse_query("?app=0.2.0&t=5s");
        assert_eq!(settings.as_ref().ok().and_then(|s| s.app.clone()), AppVersion::parse("0.2.0"));
        assert_eq!(settings.map(|s| s.to_query()), Ok("t=5s&app=0.2.0".to_owned()));
        for bad in ["app=../../evil", "app=", "app=latest"] {
            assert!(LinkSettings::parse_query(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn playhead_times_round_trip() {
        for (text, ms) in [("45s", 45_000), ("2m30s", 150_000), ("1500ms", 1500), ("1h", 3_600_000), ("0", 0)] {
            assert_eq!(parse_playhead(text), Some(ms), "{text}");
        }
        for ms in [0, 1, 999, 1500, 45_000, 150_000, 150_500, 3_725_250, u64::MAX] {
            assert_eq!(parse_playhead(&format_playhead(ms)), Some(ms), "{ms}");
        }
        assert_eq!(format_playhead(150_000), "2m30s");
        assert_eq!(format_playhead(1500), "1.5s");
        for bad in ["", "s", "5x", "-3s", "99999999999999999999h", "1..5s"] {
            assert_eq!(parse_playhead(bad), None, "{bad}");
        }
    }
}
