//! Everything the page shows that follows from the text and settings, computed in one place by
//! the core on every change.

use std::cell::OnceCell;
use std::rc::Rc;

use podsim::analysis::{Analysis, analyze};
use podsim::{Diagnostic, KubeVersion, Text};

use podsim::engine::{PodState, SimOptions, Simulation, simulate};
use podsim::scenario::Scenario;
use podsim::status::describe::describe_pod_with;
use podsim::status::explain::{Explanation, explain, newest_time};
use podsim::status::extras::DescribeExtras;
use podsim::status::time::format_rfc3339;

use crate::state::Timing;
use crate::timeline::{TimelineModel, timeline_model};

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
}

/// The core's answers for one set of inputs.
#[derive(Debug, Clone)]
pub struct Derived {
    /// Static analysis of the Pod YAML.
    pub analysis: Rc<Analysis>,
    /// Diagnostics of the Pod YAML, in text order.
    pub diagnostics: Rc<Vec<Diagnostic>>,
    /// Diagnostics of the scenario text, in text order.
    pub scenario_diagnostics: Rc<Vec<Diagnostic>>,
    /// Faults and actions of the scenario: (line, description); the lines are in the scenario
    /// tab, or in the Pod text when the scenario is written after the Pod ([`Derived::embedded`]).
    pub injected: Rc<Vec<(usize, Text)>>,
    /// True when the scenario is a `kind: Scenario` document after the Pod, not in its own tab.
    pub embedded: bool,
    /// The simulation, when the Pod is accepted.
    pub simulation: Option<Rc<Simulation>>,
    /// Its drawing.
    pub timeline: Option<Rc<TimelineModel>>,
    /// What the status in the text says, when it carries one (`kubectl get pod -o yaml`).
    pub pasted: Option<Rc<PastedStatus>>,
    /// The settings the scenario fixes itself (`timing:`, `seed:`), which win over the header's.
    pub pinned: Pinned,
    /// What admission adds that `kubectl describe` shows, read from the text the first time a
    /// describe is wanted (the first render shows none).
    describe_extras: OnceCell<DescribeExtras>,
}

impl Derived {
    /// The simulation's state at `t_ms`, its describe showing what admission added.
    pub fn state_at(&self, t_ms: u64) -> Option<PodState> {
        let simulation = self.simulation.as_ref()?;
        let extras = self.describe_extras.get_or_init(|| DescribeExtras::from_parsed_admitted(&self.analysis.parsed));
        Some(simulation.state_at_with(t_ms, extras))
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

impl Pinned {
    fn of(scenario: &Scenario) -> Pinned {
        let timing = scenario.timing.map(|choice| match choice {
            podsim::scenario::TimingChoice::Ideal => Timing::Ideal,
            podsim::scenario::TimingChoice::Realistic => Timing::Realistic,
        });
        Pinned { timing, seed: scenario.seed }
    }
}

/// A pasted Pod's status, explained as of the newest time it records.
#[derive(Debug, Clone, PartialEq)]
pub struct PastedStatus {
    /// Phase, conditions, the `kubectl get pod` row and notes.
    pub explanation: Explanation,
    /// `kubectl describe pod` of the object (no events: they are not part of it).
    pub describe: String,
    /// The moment the row's AGE and "ago" count to, as RFC 3339.
    pub as_of: String,
}

/// The status in the text explained, when there is one worth explaining.
fn pasted_status(analysis: &Analysis, version: KubeVersion) -> Option<PastedStatus> {
    let pod = &analysis.parsed.pod;
    let status = pod.status.as_ref()?;
    let has_content = status.phase.is_some()
        || !status.conditions.is_empty()
        || !status.container_statuses.is_empty()
        || !status.init_container_statuses.is_empty();
    if !has_content || analysis.has_errors() {
        return None;
    }
    let now = newest_time(pod);
    let extras = DescribeExtras::from_parsed(&analysis.parsed);
    Some(PastedStatus {
        explanation: explain(pod, version.gates(), now),
        describe: describe_pod_with(pod, &extras, &[], now, version),
        as_of: now.map(format_rfc3339).unwrap_or_default(),
    })
}

impl PartialEq for Derived {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.analysis, &other.analysis)
            && Rc::ptr_eq(&self.scenario_diagnostics, &other.scenario_diagnostics)
    }
}

fn in_text_order(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by_key(|d| (d.location.is_none(), d.location, d.severity));
}

/// Runs the core over the inputs.
pub fn derive(inputs: &Inputs) -> Derived {
    // kubectl's messages name the file after the kind (`job.yaml`), as the Analysis tab's command does.
    let analysis = analyze(&inputs.yaml, inputs.version);
    let mut diagnostics = analysis.diagnostics.clone();
    in_text_order(&mut diagnostics);
    // A scenario in its own tab wins; otherwise a `kind: Scenario` document after the Pod counts.
    let own_tab = !inputs.scenario.trim().is_empty();
    let scenario = if own_tab { Scenario::parse(&inputs.scenario) } else { Scenario::from_parsed(&analysis.parsed) };
    let simulation = (!analysis.has_errors()).then(|| {
        let timing = match inputs.timing {
            Timing::Realistic => podsim::engine::Timing::Realistic,
            Timing::Ideal => podsim::engine::Timing::Ideal,
        };
        let options = SimOptions { version: inputs.version, timing, seed: inputs.seed, ..SimOptions::default() };
        simulate(&analysis.parsed.pod, &scenario, &options.with_scenario(&scenario))
    });
    let mut scenario_diagnostics: Vec<Diagnostic> = match &simulation {
        Some(simulation) => simulation.diagnostics.clone(),
        None => scenario.diagnostics.clone(),
    };
    if !own_tab {
        // Their locations are in the Pod text.
        diagnostics.append(&mut scenario_diagnostics);
        in_text_order(&mut diagnostics);
    }
    in_text_order(&mut scenario_diagnostics);
    // Listed wherever the scenario is written: in its tab, or after the Pod (lines of the Pod text).
    let mut injected: Vec<(usize, Text)> = scenario
        .faults
        .iter()
        .map(|f| (f.location.line as usize, at_text(Some(f.at_ms), f.kind.describe_text())))
        .collect();
    injected.extend(scenario.actions.iter().map(|a| {
        let at = match a.trigger {
            podsim::scenario::Trigger::At { ms } => Some(ms),
            _ => None,
        };
        (a.location.line as usize, at_text(at, a.kind.describe_text()))
    }));
    injected.sort_by_key(|(line, _)| *line);
    let embedded = !own_tab && !injected.is_empty();
    // A Pod with more containers than one run simulates has no timeline, only its note.
    let timeline = simulation.as_ref().filter(|s| s.simulated()).map(|simulation| Rc::new(timeline_model(simulation)));
    let pasted = pasted_status(&analysis, inputs.version).map(Rc::new);
    Derived {
        analysis: Rc::new(analysis),
        diagnostics: Rc::new(diagnostics),
        scenario_diagnostics: Rc::new(scenario_diagnostics),
        injected: Rc::new(injected),
        embedded,
        simulation: simulation.map(Rc::new),
        timeline,
        pasted,
        pinned: Pinned::of(&scenario),
        describe_extras: OnceCell::new(),
    }
}

/// `30s: app is OOM-killed`, in both languages (or the text alone without a time).
fn at_text(at_ms: Option<u64>, text: Text) -> Text {
    let Some(ms) = at_ms else { return text };
    let at = crate::timeline::scale::format_ms(ms);
    Text { en: format!("{at}: {}", text.en), zh: format!("{at}：{}", text.zh) }
}
