//! Everything the page shows that follows from the text and settings, computed in one place by
//! the core on every change.

use std::rc::Rc;

use podsim::{
    Analysis, Diagnostic, FeatureGates, GateInUse, GateSettings, KubeVersion, Pasted, PodState, Session, Settings,
    Simulation, Text, TimelineModel,
};

use yew::prelude::*;

use crate::state::Timing;

/// The inputs the derived data depends on.
#[derive(Debug, Clone, PartialEq)]
pub struct Inputs {
    /// Pod YAML.
    pub yaml: String,
    /// Scenario YAML.
    pub scenario: String,
    /// Kubernetes version.
    pub version: KubeVersion,
    /// Timing model.
    pub timing: Timing,
    /// Seed.
    pub seed: u64,
    /// Feature-gate overrides, as written (`Name=true,Other=false`).
    pub gates: String,
}

/// The core's answers for one set of inputs.
#[derive(Debug, Clone)]
pub struct Derived {
    /// The core's session over the inputs: analysis, run and views.
    pub session: Rc<Session>,
    /// Diagnostics of the Pod YAML, in text order.
    pub diagnostics: Rc<Vec<Diagnostic>>,
    /// Diagnostics of the scenario text, in text order.
    pub scenario_diagnostics: Rc<Vec<Diagnostic>>,
    /// Faults and actions of the scenario: (line, description); the lines are in the scenario
    /// tab, or in the Pod text when the scenario is written after the Pod ([`Derived::embedded`]).
    pub injected: Rc<Vec<(usize, Text)>>,
    /// True when the scenario is a `kind: Scenario` document after the Pod, not in its own tab.
    pub embedded: bool,
    /// Its drawing.
    pub timeline: Option<Rc<TimelineModel>>,
    /// What the status in the text says, when it carries one (`kubectl get pod -o yaml`).
    pub pasted: Option<Rc<Pasted>>,
    /// The settings the scenario fixes itself (`timing:`, `seed:`), which win over the header's.
    pub pinned: Pinned,
    /// What the gate overrides say: the component's refusal (the version's defaults run instead),
    /// or the gates that change nothing here.
    pub gates_said: Option<Text>,
    /// The gates that change something for this Pod on this version, with their values.
    pub gates_in_use: Rc<Vec<GateInUse>>,
}

impl Derived {
    /// Static analysis of the Pod YAML.
    pub fn analysis(&self) -> &Analysis {
        self.session.analysis()
    }

    /// The simulation, when the Pod is accepted.
    pub fn simulation(&self) -> Option<&Simulation> {
        self.session.run()
    }

    /// True when the text cannot be run as it stands (it does not parse, or the API server
    /// would refuse it): the page keeps showing the last version that ran.
    pub fn broken(&self) -> bool {
        self.timeline.is_none() && self.analysis().has_errors()
    }

    /// The simulation's state at `t_ms`, its describe showing what admission added.
    pub fn state_at(&self, t_ms: u64) -> Option<PodState> {
        self.session.state_at(t_ms)
    }
}

/// Settings a scenario sets with its own lines; the header shows them and cannot change them.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Pinned {
    /// The scenario's `timing:`.
    pub timing: Option<Timing>,
    /// The scenario's `seed:`.
    pub seed: Option<u64>,
}

impl PartialEq for Derived {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.session, &other.session)
    }
}

/// The core's answers for `inputs`, made again only when they change. Each set of inputs starts
/// from the session before it, so an edit shares what it left as it was (a comment typed does not
/// run the Pod again). `on_new` runs whenever a new answer is made.
#[hook]
pub fn use_derived(inputs: Rc<Inputs>, on_new: impl FnOnce() + 'static) -> Rc<Derived> {
    let last = use_mut_ref(|| None::<Rc<Session>>);
    use_memo(inputs, move |inputs| {
        on_new();
        let derived = derive(inputs, last.borrow().as_deref());
        *last.borrow_mut() = Some(derived.session.clone());
        derived
    })
}

/// Runs the core over the inputs; an edit of `previous`'s inputs shares the run when the edit
/// leaves it as it was (a comment typed, blank lines).
pub fn derive(inputs: &Inputs, previous: Option<&Session>) -> Derived {
    // kubectl's messages name the file after the kind (`job.yaml`), as the Analysis tab's command does.
    let (gates, gates_said) = gates_of(&inputs.gates, inputs.version);
    let settings = Settings { timing: inputs.timing, seed: inputs.seed, gates, ..Settings::new(inputs.version) };
    let session = match previous {
        Some(previous) => Session::after(previous, &inputs.yaml, &inputs.scenario, settings),
        None => Session::new(&inputs.yaml, &inputs.scenario, settings),
    };
    let scenario_diagnostics = if session.scenario_in_text() { Vec::new() } else { session.scenario_diagnostics() };
    // Listed wherever the scenario is written: in its tab, or after the Pod (lines of the Pod text).
    let injected: Vec<(usize, Text)> =
        session.injected().into_iter().map(|entry| (entry.line, at_text(entry.at_ms, entry.text))).collect();
    let embedded = session.scenario_in_text() && !injected.is_empty();
    // A Pod with more containers than one run simulates has no timeline, only its note.
    let timeline = session.timeline();
    let pasted = (session.has_status() && !session.analysis().has_errors())
        .then(|| session.explain_pasted(None))
        .flatten()
        .map(Rc::new);
    let pinned = Pinned { timing: session.pinned_timing(), seed: session.pinned_seed() };
    Derived {
        diagnostics: Rc::new(session.diagnostics()),
        scenario_diagnostics: Rc::new(scenario_diagnostics),
        injected: Rc::new(injected),
        embedded,
        timeline,
        pasted,
        pinned,
        gates_said,
        gates_in_use: Rc::new(session.gates_in_use()),
        session: Rc::new(session),
    }
}

/// The gates in force for `text` on `version`, as kube-apiserver and the kubelet read their
/// `--feature-gates` flag; a refusal leaves the version's defaults, and says why.
fn gates_of(text: &str, version: KubeVersion) -> (Option<FeatureGates>, Option<Text>) {
    if text.trim().is_empty() {
        return (None, None);
    }
    let resolved = GateSettings::parse(text).and_then(|settings| settings.resolve(version));
    match resolved {
        Ok(overrides) => {
            let notes: Vec<Text> = overrides.notes.iter().map(|note| note.text()).collect();
            let said = (!notes.is_empty()).then(|| Text {
                en: notes.iter().map(|n| n.en.as_str()).collect::<Vec<_>>().join("; "),
                zh: notes.iter().map(|n| n.zh.as_str()).collect::<Vec<_>>().join("；"),
            });
            (Some(overrides.gates), said)
        }
        Err(error) => {
            let refused = error.as_flag_error(text);
            (
                None,
                Some(Text {
                    en: format!("{refused}; the version's defaults run"),
                    zh: format!("{refused}；按该版本的默认值运行"),
                }),
            )
        }
    }
}

/// `30s: app is OOM-killed`, in both languages (or the text alone without a time).
fn at_text(at_ms: Option<u64>, text: Text) -> Text {
    let Some(ms) = at_ms else { return text };
    let at = crate::timeline::scale::format_ms(ms);
    Text { en: format!("{at}: {}", text.en), zh: format!("{at}：{}", text.zh) }
}
