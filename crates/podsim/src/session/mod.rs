//! The one door into the core: a Pod's text, a scenario's text and the reader's settings in;
//! the analysis, the chosen scenario, every diagnostic, the run and each view out, each computed
//! the first time it is asked for.

mod edit;
mod input;
mod node_edit;
mod pasted;
mod render;
mod resources;

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use crate::analysis::{Analysis, analyze_parsed};
use crate::compare::{Comparison, compare, compare_sessions};
use crate::containers::{ContainerKind, classify};
use crate::diagnostic::Diagnostic;
use crate::engine::{SimOptions, Simulation, simulate};
use crate::gates::{GateInUse, gates_in_use};
use crate::lang::Text;
use crate::model::Pod;
use crate::scenario::{Scenario, Trigger};
use crate::service::{Service, TargetPort};
use crate::status::printer::PodRow;
use crate::timing::Timing;
use crate::version::{FeatureGates, KubeVersion};
use crate::view::PodState;
use crate::view::kubectl::extras::DescribeExtras;
use crate::view::state_key::{StateKey, StatePoints};
use crate::view::timeline::{TimelineModel, timeline_model_with, traffic_lane};
use crate::view::traffic::{EndpointChange, Traffic, endpoint_at, endpoint_changes, endpoint_yaml, traffic};

pub use edit::{Entry, Section, debugger_name};
pub use node_edit::{NodeSettings, OtherPodSettings, default_allocatable};
pub use pasted::{Pasted, parse_time};
pub use render::RenderOptions;
pub use resources::ResourceReport;

/// What the reader chose: the version, the cluster's gates, and how the run is timed.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// The Kubernetes version.
    pub version: KubeVersion,
    /// The cluster's feature gates; `None` is the version's defaults.
    pub gates: Option<FeatureGates>,
    /// The timing used unless the scenario sets its own (`timing:`).
    pub timing: Timing,
    /// The seed used unless the scenario sets its own (`seed:`).
    pub seed: u64,
    /// A timing that wins over the scenario's own line (a command-line flag).
    pub forced_timing: Option<Timing>,
    /// A seed that wins over the scenario's own line.
    pub forced_seed: Option<u64>,
    /// How far the run may go (ms); `None` is the engine's default horizon.
    pub horizon_ms: Option<u64>,
    /// What kubectl's messages call the file (`STDIN`); `None` names it after the kind (`job.yaml`).
    pub file_name: Option<String>,
    /// The scenario text was asked for by name (`--scenario S`): it wins over a `kind: Scenario`
    /// in the Pod text. Otherwise (the page's tab) the one in the text, just pasted, wins.
    pub scenario_chosen: bool,
}

impl Settings {
    /// The defaults for `version`: realistic timing, the engine's default seed.
    pub fn new(version: KubeVersion) -> Settings {
        Settings {
            version,
            gates: None,
            timing: SimOptions::default().timing,
            seed: SimOptions::default().seed,
            forced_timing: None,
            forced_seed: None,
            horizon_ms: None,
            file_name: None,
            scenario_chosen: false,
        }
    }

    /// The gates in force.
    pub fn gates(&self) -> FeatureGates {
        self.gates.unwrap_or_else(|| self.version.gates())
    }
}

/// One fault or action of the scenario, where it is written and when it happens.
#[derive(Debug, Clone, PartialEq)]
pub struct Injected {
    /// Its line (1-based) in the scenario text, or in the Pod text when the scenario is written
    /// after the Pod ([`Session::scenario_in_text`]).
    pub line: usize,
    /// When it happens, when that is a fixed instant.
    pub at_ms: Option<u64>,
    /// What it does, in both languages.
    pub text: Text,
}

/// A container of the Pod and its role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Role {
    /// Its name.
    pub name: String,
    /// Init, sidecar, app or ephemeral.
    pub kind: ContainerKind,
    /// Its field path (`spec.initContainers[1]`).
    pub path: String,
    /// Its image as written.
    pub image: String,
    /// The first and last line of the text that define it, when the text has it.
    pub lines: Option<(u32, u32)>,
    /// The probes it has: what a failing or slow probe can be injected into.
    pub probes: Vec<crate::spec::ProbeType>,
    /// Its cpu and memory requests as written (after admission), for a resize to start from.
    pub requests: (Option<String>, Option<String>),
}

/// A Pod, its scenario and settings, and everything podsim says about them.
#[derive(Debug)]
pub struct Session {
    text: String,
    settings: Settings,
    analysis: Analysis,
    /// The Pod a conformance-vector document gives (`pod:`), simulated without the API checks.
    vector_pod: Option<Pod>,
    scenario: Scenario,
    scenario_in_text: bool,
    tab_set_aside: bool,
    roles: Vec<Role>,
    run: OnceCell<Option<Rc<Simulation>>>,
    timeline: OnceCell<Option<Rc<TimelineModel>>>,
    extras: OnceCell<DescribeExtras>,
    endpoints: OnceCell<Option<Vec<EndpointChange>>>,
    traffic: OnceCell<Option<Traffic>>,
    /// The instants the state at the playhead can change at, and the last state printed: a play
    /// tick that moves the playhead within one state and one second prints nothing again.
    state_points: OnceCell<StatePoints>,
    last_state: RefCell<Option<(StateKey, PodState)>>,
}

impl Session {
    /// Reads `text` (a Pod, a workload, `kubectl get pod -o yaml` output, or a Pod followed by a
    /// `kind: Scenario` document) with `scenario_text` as its scenario; an empty scenario text
    /// leaves the scenario to the Pod text.
    pub fn new(text: &str, scenario_text: &str, settings: Settings) -> Session {
        let parsed = crate::parse(text);
        let vector = input::vector_parts(&parsed.documents);
        // A `kind: Scenario` document in the text is what the person pasted or wrote with the
        // Pod: it runs, and a scenario of its own (the tab) is set aside while it is there.
        let text_has_scenario =
            parsed.documents.iter().any(|d| d.get("kind").and_then(crate::yaml::Node::scalar) == Some("Scenario"));
        let own = !scenario_text.trim().is_empty();
        let text_has_scenario = text_has_scenario && !(own && settings.scenario_chosen);
        let tab_set_aside = text_has_scenario && own;
        let scenario_in_text = text_has_scenario || !own;
        let mut scenario = match (&vector, scenario_in_text) {
            (_, false) => Scenario::parse(scenario_text),
            (Some((_, scenario)), true) if !text_has_scenario => scenario.clone(),
            (_, true) => Scenario::from_parsed(&parsed),
        };
        let analysis = analyze_parsed(parsed, settings.version, settings.gates(), settings.file_name.as_deref());
        // The admission documents beside the Pod admit its resizes too.
        scenario.policies = analysis.policies.clone();
        let roles = classify(&analysis.pod.spec, settings.gates())
            .into_iter()
            .map(|c| Role {
                name: c.container.name_or_empty().to_owned(),
                kind: c.kind,
                path: c.path(),
                image: c.container.image.clone().unwrap_or_default(),
                lines: analysis.parsed.lines_of(&c.path()),
                probes: crate::spec::ProbeType::of(c.container),
                requests: {
                    let get = |name: &str| c.container.resources.requests.get(name).cloned();
                    (get("cpu"), get("memory"))
                },
            })
            .collect();
        Session {
            roles,
            text: text.to_owned(),
            vector_pod: vector.map(|(pod, _)| pod),
            settings,
            analysis,
            scenario,
            scenario_in_text,
            tab_set_aside,
            run: OnceCell::new(),
            timeline: OnceCell::new(),
            extras: OnceCell::new(),
            endpoints: OnceCell::new(),
            traffic: OnceCell::new(),
            state_points: OnceCell::new(),
            last_state: RefCell::new(None),
        }
    }

    /// The settings this session was made with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// `text` with `entry` added to its scenario list (`scenario_text` is a scenario's own text).
    pub fn with_entry(scenario_text: &str, entry: &Entry) -> String {
        edit::add_entry(scenario_text, entry)
    }

    /// `scenario_text` with its `node:` set to `node` (the default node: no `node:`).
    pub fn with_node(scenario_text: &str, node: &NodeSettings) -> String {
        node_edit::set_node(scenario_text, node)
    }

    /// What `scenario_text` says about the node.
    pub fn node_of(scenario_text: &str) -> NodeSettings {
        NodeSettings::of(scenario_text)
    }

    /// `scenario_text` without the fault or action written on `line` (1-based).
    pub fn without_entry(scenario_text: &str, line: usize) -> String {
        edit::remove_entry(scenario_text, line)
    }

    /// Parse, validation, lint, resources and QoS of the Pod text.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// True when the API server would refuse the Pod (or the text is not one), so nothing runs.
    pub fn refused(&self) -> bool {
        self.vector_pod.is_none() && self.analysis.has_errors()
    }

    /// The Pod text's diagnostics in text order, with the scenario's when it is written there.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        let mut diagnostics = self.analysis.diagnostics.clone();
        if self.scenario_in_text {
            diagnostics.extend(self.scenario_diagnostics());
        }
        in_text_order(&mut diagnostics);
        diagnostics
    }

    /// The scenario's diagnostics (its own and those found against the Pod), in text order.
    pub fn scenario_diagnostics(&self) -> Vec<Diagnostic> {
        let mut diagnostics = match self.run() {
            Some(run) => run.diagnostics.clone(),
            None => self.scenario.diagnostics.clone(),
        };
        in_text_order(&mut diagnostics);
        diagnostics
    }

    /// True when the scenario comes from the Pod text (a `kind: Scenario` document after it).
    pub fn scenario_in_text(&self) -> bool {
        self.scenario_in_text
    }

    /// True when a scenario of its own was given but the Pod text carries one, which runs instead.
    pub fn scenario_set_aside(&self) -> bool {
        self.tab_set_aside
    }

    /// The faults and actions of the scenario, in the order they are written.
    pub fn injected(&self) -> Vec<Injected> {
        let faults = self.scenario.faults.iter().map(|fault| Injected {
            line: fault.location.line as usize,
            at_ms: Some(fault.at_ms),
            text: fault.kind.describe_text(),
        });
        let actions = self.scenario.actions.iter().map(|action| Injected {
            line: action.location.line as usize,
            at_ms: match action.trigger {
                Trigger::At { ms } => Some(ms),
                _ => None,
            },
            text: action.kind.describe_text(),
        });
        let mut injected: Vec<Injected> = faults.chain(actions).collect();
        injected.sort_by_key(|entry| entry.line);
        injected
    }

    /// The timing the scenario fixes with its own `timing:` line.
    pub fn pinned_timing(&self) -> Option<Timing> {
        self.scenario.timing
    }

    /// The seed the scenario fixes with its own `seed:` line.
    pub fn pinned_seed(&self) -> Option<u64> {
        self.scenario.seed
    }

    /// The other Pods the scenario puts on the node (`node.pods`), which a `podLeaves` action
    /// may remove, in the order written.
    pub fn node_pods(&self) -> Vec<String> {
        self.scenario.node.pods.iter().map(|pod| pod.name.clone()).collect()
    }

    /// The containers of the defaulted Pod with their roles, in spec order.
    pub fn containers(&self) -> &[Role] {
        &self.roles
    }

    /// The run, when the Pod is accepted; computed the first time it is asked for.
    pub fn run(&self) -> Option<&Simulation> {
        self.run
            .get_or_init(|| self.pod_to_run().map(|pod| Rc::new(simulate(pod, &self.scenario, &self.options()))))
            .as_deref()
    }

    /// The Pod the run starts from: the admitted Pod, or a conformance vector's; `None` when the
    /// API server refuses it or its controller cannot create it.
    fn pod_to_run(&self) -> Option<&Pod> {
        match &self.vector_pod {
            Some(pod) => Some(pod),
            None if self.analysis.has_errors() || self.analysis.controller_refusal.is_some() => None,
            None => Some(&self.analysis.admitted),
        }
    }

    /// A session for an edit of `previous`'s input: when the edit leaves everything the run and
    /// its timeline are made from as it was (a comment, blank lines, another key order), the new
    /// session shares them instead of running the same Pod again. Same answers as [`Session::new`].
    pub fn after(previous: &Session, text: &str, scenario_text: &str, settings: Settings) -> Session {
        let session = Session::new(text, scenario_text, settings);
        if session.runs_as(previous) {
            session.share_run_of(previous);
        }
        session
    }

    /// True when the two sessions' runs, timelines and traffic are made from equal inputs: the
    /// Pod that runs, the scenario, the run's options, what admission defaulted (the timeline
    /// marks it) and the Service with the Pod it routes to (the traffic lane).
    fn runs_as(&self, other: &Session) -> bool {
        self.pod_to_run() == other.pod_to_run()
            && self.scenario == other.scenario
            && self.options() == other.options()
            && self.analysis.admission.defaulted == other.analysis.admission.defaulted
            && self.analysis.service == other.analysis.service
            && (self.analysis.service.is_none() || self.analysis.parsed.pod == other.analysis.parsed.pod)
    }

    /// Takes over whatever `previous` has computed of the run and the views drawn from it alone.
    fn share_run_of(&self, previous: &Session) {
        if let Some(run) = previous.run.get() {
            let _ = self.run.set(run.clone());
        }
        if let Some(timeline) = previous.timeline.get() {
            let _ = self.timeline.set(timeline.clone());
        }
        if let Some(endpoints) = previous.endpoints.get() {
            let _ = self.endpoints.set(endpoints.clone());
        }
        if let Some(traffic) = previous.traffic.get() {
            let _ = self.traffic.set(traffic.clone());
        }
    }

    /// The run drawn as a timeline: typed lanes, bars with their why, markers. `None` when the Pod
    /// is refused, or has more containers than one run simulates (the run's note says so).
    pub fn timeline(&self) -> Option<Rc<TimelineModel>> {
        self.timeline
            .get_or_init(|| {
                let run = self.run().filter(|run| run.simulated())?;
                let mut model = timeline_model_with(run, &self.analysis.admission.defaulted);
                if let (Some(traffic), Some(service)) = (self.traffic(), self.service()) {
                    model.lanes.push(traffic_lane(traffic, service));
                    model.end_ms = model.end_ms.max(traffic.end_ms);
                }
                Some(Rc::new(model))
            })
            .clone()
    }

    /// What the state at `t_ms` is made from: two instants with the same key have the same state
    /// but for the instant itself (no age, row, condition, event or why differs), so a page that
    /// drew the state at one need not draw it again at the other. `None` without a run.
    pub fn state_key_at(&self, t_ms: u64) -> Option<StateKey> {
        let run = self.run()?;
        Some(self.state_points.get_or_init(|| StatePoints::of(run)).key(t_ms))
    }

    /// The full state at `t_ms` (phase, conditions, containers, the kubectl row, watch lines,
    /// describe with what admission added, status YAML).
    pub fn state_at(&self, t_ms: u64) -> Option<PodState> {
        let run = self.run()?;
        let key = self.state_key_at(t_ms)?;
        if let Some((kept, state)) = self.last_state.borrow().as_ref()
            && *kept == key
        {
            return Some(PodState { t_ms, ..state.clone() });
        }
        let extras = self.extras.get_or_init(|| DescribeExtras::from_parsed_admitted(&self.analysis.parsed));
        let state = run.state_at_with(t_ms, extras);
        *self.last_state.borrow_mut() = Some((key, state.clone()));
        Some(state)
    }

    /// The `kubectl get pod` row at `t_ms`.
    pub fn row_at(&self, t_ms: u64) -> Option<PodRow> {
        self.state_at(t_ms).map(|state| state.row)
    }

    /// The columns `kubectl get pod -o wide` adds at `t_ms` (IP, NODE, NOMINATED NODE, READINESS
    /// GATES); `None` before the kubelet's first report.
    pub fn wide_at(&self, t_ms: u64) -> Option<crate::status::printer::WideColumns> {
        let snapshot = self.run()?.snapshot_at(t_ms)?;
        Some(crate::status::printer::wide_columns(&snapshot.pod))
    }

    /// `kubectl describe pod` at `t_ms`.
    pub fn describe_at(&self, t_ms: u64) -> Option<String> {
        self.state_at(t_ms).map(|state| state.describe)
    }

    /// The status as `kubectl get pod -o yaml` prints it at `t_ms`.
    pub fn status_yaml_at(&self, t_ms: u64) -> Option<String> {
        self.run().map(|run| run.status_yaml_at(t_ms))
    }

    /// `kubectl get pod -w` up to `t_ms`, header first.
    pub fn watch_at(&self, t_ms: u64) -> Option<Vec<String>> {
        self.run().map(|run| run.watch_lines(t_ms))
    }

    /// The Service whose EndpointSlice lists the Pod: the written one that selects it, or the one
    /// podsim assumes for a Pod that serves ([`Service::origin`] says which).
    pub fn service(&self) -> Option<&Service> {
        self.analysis.service.as_ref()
    }

    /// The Pod's endpoint in the Service's EndpointSlice at each change, with its why; `None`
    /// without a Service or a run.
    pub fn endpoints(&self) -> Option<&[EndpointChange]> {
        self.endpoints
            .get_or_init(|| {
                let service = self.service()?;
                self.run().map(|run| endpoint_changes(run, service))
            })
            .as_deref()
    }

    /// When new connections reach the Pod and what becomes of them: routing after propagation,
    /// the app's accepting intervals, and the served, refused, cut and idle windows.
    pub fn traffic(&self) -> Option<&Traffic> {
        self.traffic
            .get_or_init(|| {
                let changes = self.endpoints()?;
                let run = self.run()?;
                let settings = &self.scenario.traffic;
                let path = if settings.path.is_empty() { self.default_path()? } else { settings.path.clone() };
                Some(traffic(run, changes, settings, path))
            })
            .as_ref()
    }

    /// The container a request reaches: the one of the Service's target port, else the first app
    /// container.
    fn default_path(&self) -> Option<Vec<String>> {
        let service = self.service()?;
        let pod = &self.analysis.parsed.pod;
        let owner = service.ports.iter().find_map(|port| {
            let sidecars = pod.spec.init_containers.iter().filter(|c| c.is_restartable());
            pod.spec.containers.iter().chain(sidecars).find(|container| {
                container.ports.iter().any(|p| match &port.target_port {
                    TargetPort::Number(number) => p.container_port == Some(*number),
                    TargetPort::Name(name) => p.name.as_deref() == Some(name.as_str()),
                })
            })
        });
        let container = owner.or_else(|| pod.spec.containers.first())?;
        Some(vec![container.name_or_empty().to_owned()])
    }

    /// The Service's EndpointSlice body at `t_ms` as `kubectl get endpointslices -o yaml` prints it.
    pub fn endpoint_slice_at(&self, t_ms: u64) -> Option<String> {
        let service = self.service()?;
        let change = endpoint_at(self.endpoints()?, t_ms)?;
        let run = self.run()?;
        let pod = match run.snapshot_at(t_ms) {
            Some(snapshot) => snapshot.pod.clone(),
            None => run.as_created().unwrap_or_default(),
        };
        Some(endpoint_yaml(&change.state, &pod, service))
    }

    /// The same text on another version: verdicts, resources and the first instant the runs part.
    pub fn compare(&self, other: KubeVersion) -> Comparison {
        compare(&self.text, self.settings.version, other, &self.file_name())
    }

    /// What differs between this session and `other`, a session over the same Pod with other
    /// settings (the page's second version, with the same timing, seed and gates text): verdicts,
    /// resources and the first instant the runs part, from the analyses and runs both already
    /// hold.
    pub fn compare_with(&self, other: &Session) -> Comparison {
        compare_sessions(self, other)
    }

    /// The gates this version knows that change something for this Pod (read from the Pod as
    /// written, before the API server drops what a gate that is off removes), with the values in
    /// force.
    pub fn gates_in_use(&self) -> Vec<GateInUse> {
        gates_in_use(&self.analysis.parsed.pod, self.settings.version, self.settings.gates())
    }

    /// What kubectl's messages call the file.
    pub fn file_name(&self) -> String {
        match &self.settings.file_name {
            Some(name) => name.clone(),
            None => crate::analysis::manifest_file_name(&self.analysis.parsed.source_kind),
        }
    }

    fn options(&self) -> SimOptions {
        let settings = &self.settings;
        let mut options = SimOptions {
            version: settings.version,
            gates: settings.gates,
            timing: settings.timing,
            seed: settings.seed,
            ..SimOptions::default()
        }
        .with_scenario(&self.scenario);
        if let Some(timing) = settings.forced_timing {
            options.timing = timing;
        }
        if let Some(seed) = settings.forced_seed {
            options.seed = seed;
        }
        if let Some(horizon_ms) = settings.horizon_ms {
            options.horizon_ms = horizon_ms;
        }
        options
    }
}

fn in_text_order(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by_key(|d| (d.location.is_none(), d.location, d.severity));
}

#[cfg(test)]
mod tests;
