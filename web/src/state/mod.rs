//! The playground's state: the document (every setting a share link or the local draft carries,
//! and the key of the derived data) in one reducer, and playback in its own (`playback.rs`).

mod persist;
mod playback;

use std::rc::Rc;

use podsim::KubeVersion;
use yew::Reducible;

pub use persist::{has_draft, load_draft, save_draft};
pub use playback::{Playback, PlaybackAction};

pub use podsim::Timing;

pub use podsim::Theme;

/// Which panel the right-hand side shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum View {
    /// Timeline with the state at the playhead.
    #[default]
    Timeline,
    /// The timeline as an accessible table.
    Table,
    /// Static analysis: validation, lint, resources, QoS.
    Analysis,
    /// Two versions side by side.
    Compare,
}

impl View {
    /// Every view, in tab order.
    pub const ALL: [View; 4] = [View::Timeline, View::Table, View::Analysis, View::Compare];

    /// The word used in URLs.
    pub fn as_str(self) -> &'static str {
        match self {
            View::Timeline => "timeline",
            View::Table => "table",
            View::Analysis => "analysis",
            View::Compare => "compare",
        }
    }

    /// Reads the word back.
    pub fn parse(text: &str) -> Option<View> {
        View::ALL.into_iter().find(|v| v.as_str() == text)
    }
}

pub use crate::i18n::Lang;

/// Everything the page is showing but the playback ([`Playback`]), as one value.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// The Pod (or workload) YAML, verbatim.
    pub yaml: String,
    /// The scenario YAML (faults, behaviours), verbatim.
    pub scenario: String,
    /// Gallery example the text came from, for "reset to example".
    pub example: Option<String>,
    /// The title a share link gave the scenario (or the user typed in the Share dialog), shown
    /// above the playground; `None` when there is none.
    pub title: Option<String>,
    /// Kubernetes version to simulate.
    pub version: KubeVersion,
    /// Second version of the compare view.
    pub compare_version: KubeVersion,
    /// Timing model.
    pub timing: Timing,
    /// Seed of the realistic timing model.
    pub seed: u64,
    /// Feature-gate overrides as a cluster's `--feature-gates` takes them (`Name=true,Other=false`);
    /// empty: the version's defaults.
    pub gates: String,
    /// Selected view.
    pub view: View,
    /// Colour scheme.
    pub theme: Theme,
    /// UI language.
    pub lang: Lang,
    /// Embedded in another page: no storage, no prompts.
    pub embed: bool,
    /// The editor cannot be changed.
    pub readonly: bool,
    /// The user's text an opened example replaced, until it is restored or the user edits again
    /// (never stored, never shared).
    pub replaced: Option<Rc<Replaced>>,
    /// How many times the page has put another text in the editors as a whole (an example, the
    /// example's original text, the text an example replaced, a decoded link). Each editor starts
    /// a new undo history when it changes, so that undo never walks back across it: the restore
    /// notice is the way back (never stored, never shared).
    pub opened: u64,
}

/// The text, version and example an opened example replaced.
#[derive(Debug, Clone, PartialEq)]
pub struct Replaced {
    /// The Pod YAML.
    pub yaml: String,
    /// The scenario YAML.
    pub scenario: String,
    /// The version setting.
    pub version: KubeVersion,
    /// The example it came from, if any.
    pub example: Option<String>,
    /// Its title.
    pub title: Option<String>,
}

impl Settings {
    /// The gallery example the editor shows as it was opened (`None` once the text is edited).
    pub fn shown_example(&self) -> Option<&str> {
        let id = self.example.as_deref()?;
        let example = crate::examples::find(id)?;
        (example.yaml == self.yaml && example.scenario == self.scenario).then_some(id)
    }

    /// What opening an example would replace: the text, when the user changed it from its
    /// example (or it came from no example at all).
    fn edited_text(&self) -> Option<Rc<Replaced>> {
        (self.shown_example().is_none()).then(|| {
            Rc::new(Replaced {
                yaml: self.yaml.clone(),
                scenario: self.scenario.clone(),
                version: self.version,
                example: self.example.clone(),
                title: self.title.clone(),
            })
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        let example = crate::examples::default_example();
        Settings {
            yaml: example.yaml.to_owned(),
            scenario: example.scenario.to_owned(),
            example: Some(example.id.to_owned()),
            title: None,
            version: KubeVersion::default(),
            compare_version: KubeVersion::Legacy,
            timing: Timing::default(),
            seed: 1,
            gates: String::new(),
            view: View::default(),
            theme: Theme::default(),
            lang: Lang::default(),
            embed: false,
            readonly: false,
            replaced: None,
            opened: 0,
        }
    }
}

/// Something the user (or the share module) asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The editor text changed.
    SetYaml(String),
    /// The scenario text changed.
    SetScenario(String),
    /// Load a gallery example (Pod, scenario and version).
    LoadExample(String),
    /// Restore the current example's original text.
    ResetToExample,
    /// Bring back the text an opened example replaced.
    RestoreReplaced,
    /// Set the scenario's title (empty removes it).
    SetTitle(String),
    /// Pick the Kubernetes version.
    SetVersion(KubeVersion),
    /// Pick the second version of the compare view.
    SetCompareVersion(KubeVersion),
    /// Pick the timing model.
    SetTiming(Timing),
    /// Set the seed.
    SetSeed(u64),
    /// The feature-gate overrides, as written.
    SetGates(String),
    /// Pick a view.
    SetView(View),
    /// Pick a theme.
    SetTheme(Theme),
    /// Pick a language.
    SetLang(Lang),
    /// Add a fault or action to the scenario (one injected at the playhead).
    AddScenarioEntry(podsim::Entry),
    /// Remove the scenario entry that starts on this line (1-based).
    RemoveScenarioEntry(usize),
    /// Set the scenario's node (allocatable, system Pods, other Pods).
    SetNode(podsim::NodeSettings),
    /// Replace everything at once (a decoded share link).
    Replace(Box<Settings>),
}

impl Action {
    /// True when the action edits the text in place (or changes only how it is shown): while
    /// the edited text is broken, the last result that ran stays on screen. Opening another
    /// text, or another version, timing, seed or gates, is a new question and drops it.
    pub fn keeps_last_result(&self) -> bool {
        matches!(
            self,
            Action::SetYaml(_)
                | Action::SetScenario(_)
                | Action::SetTitle(_)
                | Action::SetView(_)
                | Action::SetTheme(_)
                | Action::SetLang(_)
                | Action::SetCompareVersion(_)
                | Action::AddScenarioEntry(_)
                | Action::RemoveScenarioEntry(_)
        )
    }

    /// True when the action opens another text, which plays from the start: an example, the
    /// example's original text, or the text an example replaced.
    pub fn restarts_playback(&self) -> bool {
        match self {
            Action::LoadExample(id) => crate::examples::find(id).is_some(),
            Action::ResetToExample | Action::RestoreReplaced => true,
            _ => false,
        }
    }
}

impl Reducible for Settings {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        let opens = action.restarts_playback() || matches!(action, Action::Replace(_));
        match action {
            Action::SetYaml(text) => {
                next.yaml = text;
                next.replaced = None;
            }
            Action::SetScenario(text) => {
                next.scenario = text;
                next.replaced = None;
            }
            Action::LoadExample(id) => {
                if let Some(example) = crate::examples::find(&id) {
                    next.replaced = self.edited_text().or_else(|| self.replaced.clone());
                    next.yaml = example.yaml.to_owned();
                    next.scenario = example.scenario.to_owned();
                    next.version = example.version;
                    next.example = Some(id);
                    // A title named the text it came with, not the example that replaces it.
                    next.title = None;
                }
            }
            Action::ResetToExample => {
                let id = next.example.clone().unwrap_or_default();
                let example = crate::examples::find(&id).unwrap_or_else(crate::examples::default_example);
                next.replaced = self.edited_text().or_else(|| self.replaced.clone());
                next.yaml = example.yaml.to_owned();
                next.scenario = example.scenario.to_owned();
                next.title = None;
            }
            Action::RestoreReplaced => {
                if let Some(replaced) = next.replaced.take() {
                    next.yaml = replaced.yaml.clone();
                    next.scenario = replaced.scenario.clone();
                    next.version = replaced.version;
                    next.example = replaced.example.clone();
                    next.title = replaced.title.clone();
                }
            }
            Action::SetTitle(title) => next.title = (!title.trim().is_empty()).then_some(title),
            Action::SetVersion(version) => next.version = version,
            Action::SetCompareVersion(version) => next.compare_version = version,
            Action::SetTiming(timing) => next.timing = timing,
            Action::SetSeed(seed) => next.seed = seed,
            Action::SetGates(gates) => next.gates = gates.trim().to_owned(),
            Action::SetView(view) => next.view = view,
            Action::SetTheme(theme) => next.theme = theme,
            Action::SetLang(lang) => next.lang = lang,
            Action::AddScenarioEntry(entry) => {
                // A scenario written after the Pod (which runs, whatever the tab holds) moves to
                // its own tab, where faults are kept.
                let (pod, scenario) = crate::examples::split_scenario(&next.yaml);
                if !scenario.trim().is_empty() {
                    next.yaml = pod;
                    next.scenario = scenario;
                }
                next.scenario = podsim::Session::with_entry(&next.scenario, &entry);
            }
            Action::RemoveScenarioEntry(line) => next.scenario = podsim::Session::without_entry(&next.scenario, line),
            Action::SetNode(node) => {
                if next.scenario.trim().is_empty() {
                    // As for an entry: a scenario written after the Pod moves to its own tab first.
                    let (pod, scenario) = crate::examples::split_scenario(&next.yaml);
                    next.yaml = pod;
                    next.scenario = scenario;
                }
                next.scenario = podsim::Session::with_node(&next.scenario, &node);
            }
            Action::Replace(settings) => next = Settings { opened: self.opened, ..*settings },
        }
        if next == *self {
            return self;
        }
        next.opened = if opens { self.opened.wrapping_add(1) } else { self.opened };
        Rc::new(next)
    }
}
