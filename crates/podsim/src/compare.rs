//! What differs for one Pod between two Kubernetes versions: the API server's verdict and
//! messages and the fields it drops, requests/limits/QoS, the conditions only one version
//! reports, events reworded between versions, and the first moment where the two runs part.

use serde::Serialize;

use crate::analysis::Analysis;
use crate::duration::{Style, format_ms};
use crate::engine::Simulation;
use crate::session::{Session, Settings};
use crate::version::KubeVersion;
use crate::view::fact_line;

/// One version's answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Side {
    /// The version.
    pub version: String,
    /// Whether `kubectl apply` succeeds.
    pub valid: bool,
    /// What kubectl prints.
    pub kubectl: String,
    /// Effective requests, `name quantity`.
    pub requests: Vec<String>,
    /// Effective limits, `name quantity`.
    pub limits: Vec<String>,
    /// `status.qosClass`, when there is a Pod.
    pub qos: Option<String>,
    /// What the API server drops from the Pod on this version (a field its gates do not know).
    pub dropped: Vec<String>,
    /// Pod conditions this version reports and the other does not.
    pub own_conditions: Vec<String>,
}

/// The first instant where the two timelines differ, with each side's lines at that instant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Divergence {
    /// The instant, in milliseconds of simulated time.
    pub at_ms: u64,
    /// The same instant as the timeline prints it (`12.5s`).
    pub at: String,
    /// The lines only the first version's timeline has at that instant.
    pub a_lines: Vec<String>,
    /// The lines only the second version's has.
    pub b_lines: Vec<String>,
}

/// Everything that differs; empty parts mean "the same".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Comparison {
    /// The first version's answers.
    pub a: Side,
    /// The second version's answers.
    pub b: Side,
    /// The verdict or the messages differ.
    pub validation_differs: bool,
    /// Requests or limits differ.
    pub resources_differ: bool,
    /// The QoS class differs.
    pub qos_differs: bool,
    /// The fields dropped differ.
    pub dropped_differs: bool,
    /// Where the runs part: the first moment their STATUS, phase, a condition both report, or a
    /// container's state differs; `None` when both run alike (or neither runs).
    pub timeline: Option<Divergence>,
    /// Events both runs emit at the same moment for the same reason, in other words
    /// (`Created: "Created container: app"` → `"Container created"`): wording, not behaviour.
    pub reworded: Vec<String>,
}

impl Comparison {
    /// True when nothing differs.
    pub fn is_same(&self) -> bool {
        !self.validation_differs
            && !self.resources_differ
            && !self.qos_differs
            && !self.dropped_differs
            && self.timeline.is_none()
            && self.reworded.is_empty()
            && self.a.own_conditions.is_empty()
            && self.b.own_conditions.is_empty()
    }
}

/// Compares `text` (a Pod or a workload, with an optional scenario in the same file) on `a` and `b`.
pub fn compare(text: &str, a: KubeVersion, b: KubeVersion, file_name: &str) -> Comparison {
    let session = |version| {
        Session::new(text, "", Settings { file_name: Some(file_name.to_owned()), ..Settings::new(version) })
    };
    compare_sessions(&session(a), &session(b))
}

/// Compares two sessions over the same Pod (each with its own version, gates and timing): their
/// analyses, and their runs when both have one.
pub fn compare_sessions(a: &Session, b: &Session) -> Comparison {
    let (mut side_a, mut side_b) = (side(a.analysis()), side(b.analysis()));
    let (timeline, reworded) = match (a.run(), b.run()) {
        (Some(run_a), Some(run_b)) => {
            let (types_a, types_b) = (condition_types(run_a), condition_types(run_b));
            side_a.own_conditions = types_a.iter().filter(|t| !types_b.contains(t)).cloned().collect();
            side_b.own_conditions = types_b.iter().filter(|t| !types_a.contains(t)).cloned().collect();
            let shared: Vec<String> = types_a.into_iter().filter(|t| types_b.contains(t)).collect();
            (divergence(run_a, run_b, &shared), reworded(run_a, run_b))
        }
        _ => (None, Vec::new()),
    };
    Comparison {
        validation_differs: side_a.valid != side_b.valid || side_a.kubectl != side_b.kubectl,
        resources_differ: side_a.requests != side_b.requests || side_a.limits != side_b.limits,
        qos_differs: side_a.qos != side_b.qos,
        dropped_differs: side_a.dropped != side_b.dropped,
        a: side_a,
        b: side_b,
        timeline,
        reworded,
    }
}

/// The Pod condition types a run reports, in the order it first reports them.
fn condition_types(run: &Simulation) -> Vec<String> {
    run.condition_lines.iter().map(|line| line.condition_type.clone()).collect()
}

/// Events both runs emit at the same moment with the same type and reason but other words.
fn reworded(a: &Simulation, b: &Simulation) -> Vec<String> {
    let mut out = Vec::new();
    for event in &a.events {
        let twin = b.events.iter().find(|other| {
            other.first_ms == event.first_ms
                && other.reason == event.reason
                && other.event_type == event.event_type
                && other.message != event.message
        });
        if let Some(other) = twin {
            let line = format!("{}: {:?} → {:?}", event.reason, event.message, other.message);
            if !out.contains(&line) {
                out.push(line);
            }
        }
    }
    out
}

fn side(analysis: &Analysis) -> Side {
    let list = |pick: fn(&crate::resources::EffectiveResources) -> Vec<String>| {
        analysis.resources.as_ref().map(pick).unwrap_or_default()
    };
    Side {
        version: analysis.version.as_str().to_owned(),
        valid: !analysis.apply_fails(),
        kubectl: analysis.kubectl_output(),
        requests: list(|r| r.requests.iter().map(|(name, q)| format!("{name} {q}")).collect()),
        limits: list(|r| r.limits.iter().map(|(name, q)| format!("{name} {q}")).collect()),
        qos: analysis.qos.map(|qos| qos.as_str().to_owned()),
        dropped: analysis.dropped_fields.iter().map(|d| d.message().en).collect(),
        own_conditions: Vec::new(),
    }
}

/// One run as timed lines: its facts, its kubectl STATUS and phase, and the changes of the
/// conditions in `conditions` (those both runs report), in time order (stable, so same-time
/// lines keep that order). Events are left out: their words change between versions while the
/// Pod does the same (see [`reworded`]), and the facts carry what they say.
fn timed_lines(run: &Simulation, conditions: &[String]) -> Vec<(u64, String)> {
    let mut lines: Vec<(u64, String)> = run.facts.iter().map(|fact| (fact.t_ms, fact_line(fact))).collect();
    let bands = |label: &str, bands: &[crate::engine::PodBand]| -> Vec<(u64, String)> {
        bands
            .iter()
            .map(|band| {
                (band.from_ms, format!("{:>7}  pod  {label} {}", format_ms(band.from_ms, Style::Tenths), band.value))
            })
            .collect()
    };
    lines.extend(bands("STATUS", &run.status_bands));
    lines.extend(bands("phase", &run.phase_bands));
    for condition in run.condition_lines.iter().filter(|c| conditions.contains(&c.condition_type)) {
        lines.extend(bands(&condition.condition_type, &condition.bands));
    }
    lines.sort_by_key(|(t, _)| *t);
    lines
}

/// The first line where the runs differ, and each run's lines at that instant from there on.
fn divergence(a: &Simulation, b: &Simulation, conditions: &[String]) -> Option<Divergence> {
    let (lines_a, lines_b) = (timed_lines(a, conditions), timed_lines(b, conditions));
    let first = (0..lines_a.len().max(lines_b.len())).find(|&i| lines_a.get(i) != lines_b.get(i))?;
    let time = |lines: &[(u64, String)]| lines.get(first).map(|(t, _)| *t);
    let at_ms = match (time(&lines_a), time(&lines_b)) {
        (Some(ta), Some(tb)) => ta.min(tb),
        (Some(t), None) | (None, Some(t)) => t,
        (None, None) => return None,
    };
    let at = |lines: &[(u64, String)]| -> Vec<String> {
        lines.iter().skip(first).take_while(|(t, _)| *t == at_ms).map(|(_, line)| line.clone()).collect()
    };
    let (at_a, at_b) = (at(&lines_a), at(&lines_b));
    // Only the lines one side has and the other lacks at that instant.
    let only =
        |mine: &[String], theirs: &[String]| mine.iter().filter(|line| !theirs.contains(line)).cloned().collect();
    Some(Divergence {
        at_ms,
        at: format_ms(at_ms, Style::Tenths),
        a_lines: only(&at_a, &at_b),
        b_lines: only(&at_b, &at_a),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_pod_level_resources_part_1_36_and_1_37_on_qos_only() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  resources: {}\n  containers:\n  - name: c\n    image: x\n    \
                    resources: {requests: {cpu: 1, memory: 1Gi}, limits: {cpu: 1, memory: 1Gi}}\n";
        let comparison = compare(text, KubeVersion::V1_36, KubeVersion::V1_37, "pod.yaml");
        assert!(comparison.qos_differs);
        assert_eq!(
            (comparison.a.qos.as_deref(), comparison.b.qos.as_deref()),
            (Some("BestEffort"), Some("Guaranteed"))
        );
        assert!(!comparison.validation_differs && !comparison.resources_differ);
    }

    #[test]
    fn the_same_pod_on_the_same_version_has_no_differences() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: x}]\n";
        assert!(compare(text, KubeVersion::V1_35, KubeVersion::V1_35, "pod.yaml").is_same());
    }

    #[test]
    fn a_condition_only_one_version_reports_is_listed_apart_not_taken_as_the_parting() {
        // PodReadyToStartContainersCondition is alpha/off on a 1.28 cluster, beta/on from 1.29.
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: x}]\n";
        let comparison = compare(text, KubeVersion::Legacy, KubeVersion::V1_35, "pod.yaml");
        assert!(comparison.a.own_conditions.is_empty());
        assert_eq!(comparison.b.own_conditions, ["PodReadyToStartContainers"]);
        assert!(!comparison.is_same());
        if let Some(divergence) = &comparison.timeline {
            let all = divergence.a_lines.iter().chain(&divergence.b_lines);
            assert!(all.clone().all(|l| !l.contains("PodReadyToStartContainers")), "{divergence:?}");
        }
    }

    /// 1.35 reworded the kubelet's container events (`Created container: c` → `Container
    /// created`): listed as rewording, and where the Pod does the same the runs do not part.
    #[test]
    fn reworded_events_are_listed_apart_and_do_not_part_the_runs() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: nginx}]\n";
        let comparison = compare(text, KubeVersion::V1_34, KubeVersion::V1_35, "pod.yaml");
        assert!(comparison.reworded.iter().any(|l| l.starts_with("Created: ")), "{:?}", comparison.reworded);
        assert_eq!(comparison.timeline, None, "{comparison:?}");
    }

    /// The API server drops a native sidecar's `restartPolicy` before 1.28's gate: listed.
    #[test]
    fn the_fields_a_version_drops_are_listed() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: proxy, image: envoy, restartPolicy: Always}\n  containers: [{name: c, image: nginx}]\n";
        let comparison = compare(text, KubeVersion::Legacy, KubeVersion::V1_37, "pod.yaml");
        assert!(comparison.dropped_differs);
        assert!(comparison.a.dropped.iter().any(|d| d.contains("restartPolicy")), "{:?}", comparison.a.dropped);
        assert!(comparison.b.dropped.is_empty());
    }

    #[test]
    fn from_1_36_the_sandbox_shows_before_the_image_pull() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: nginx}]\n";
        let comparison = compare(text, KubeVersion::V1_35, KubeVersion::V1_36, "pod.yaml");
        let divergence = comparison.timeline.unwrap_or_else(|| panic!("the timelines should part"));
        assert!(divergence.a_lines.iter().any(|l| l.ends_with("PodReadyToStartContainers False")), "{divergence:?}");
        assert!(divergence.b_lines.iter().any(|l| l.ends_with("PodReadyToStartContainers True")), "{divergence:?}");
    }
}
