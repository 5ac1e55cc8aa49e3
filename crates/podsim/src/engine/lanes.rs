//! Lanes for rendering: per container, time segments with a state plus sub-segments and markers;
//! for the Pod, phase bands, STATUS changes and condition step lines. A UI only draws these.

use std::collections::BTreeMap;

use serde::Serialize;

use super::clock::SimTime;
use super::snapshot::Snapshot;
use super::timeline::{Fact, FactKind};
use crate::model::ContainerStatus;

/// What a container is doing during a segment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "state")]
pub enum LaneState {
    /// `state.waiting` with its reason.
    Waiting {
        /// The reason.
        reason: String,
    },
    /// `state.running`.
    Running {
        /// `started`.
        started: bool,
        /// `ready`.
        ready: bool,
    },
    /// `state.terminated`.
    Terminated {
        /// The reason.
        reason: String,
        /// The exit code.
        exit_code: i64,
    },
}

/// `[from_ms, to_ms)` with a state or a label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Segment {
    /// Start (ms).
    pub from_ms: SimTime,
    /// End (ms, exclusive).
    pub to_ms: SimTime,
    /// The state (main segments).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<LaneState>,
    /// The label (sub-segments: `imagePull`, `postStart`, `preStop`, `grace`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// A point on a lane.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Marker {
    /// When (ms).
    pub t_ms: SimTime,
    /// `probeFailed`, `probeSucceeded`, `restart`, `killing`, `sigkill`, `fault`, `delete`, `action`.
    pub kind: String,
    /// Text for a tooltip.
    pub text: String,
    /// For probe markers, which probe (`startup`, `liveness`, `readiness`).
    #[serde(skip)]
    pub probe: Option<String>,
    /// The fact it marks: its index in the run's facts.
    #[serde(skip)]
    pub fact: Option<usize>,
}

/// One container's lane.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Lane {
    /// Container name.
    pub container: String,
    /// `init`, `sidecar`, `app`, `ephemeral`.
    pub kind: String,
    /// State segments.
    pub segments: Vec<Segment>,
    /// Sub-segments (pulls, hooks, grace).
    pub sub_segments: Vec<Segment>,
    /// Markers.
    pub markers: Vec<Marker>,
}

/// A band of the Pod lane.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PodBand {
    /// Start (ms).
    pub from_ms: SimTime,
    /// End (ms, exclusive).
    pub to_ms: SimTime,
    /// Phase, STATUS text, or condition status (`True`/`False`).
    pub value: String,
}

fn state_of(status: &ContainerStatus) -> LaneState {
    if let Some(running) = &status.state.running {
        let _ = running;
        return LaneState::Running { started: status.started.unwrap_or(false), ready: status.ready };
    }
    if let Some(terminated) = &status.state.terminated {
        return LaneState::Terminated {
            reason: terminated.reason.clone().unwrap_or_default(),
            exit_code: terminated.exit_code,
        };
    }
    let reason = status.state.waiting.as_ref().and_then(|w| w.reason.clone()).unwrap_or_default();
    LaneState::Waiting { reason }
}

/// Container lanes in spec order (init and sidecars, app, ephemeral).
pub(crate) fn container_lanes(
    snapshots: &[Snapshot],
    facts: &[Fact],
    kinds: &[(String, String)],
    end_ms: SimTime,
) -> Vec<Lane> {
    let mut lanes: Vec<Lane> = kinds
        .iter()
        .map(|(name, kind)| Lane {
            container: name.clone(),
            kind: kind.clone(),
            segments: Vec::new(),
            sub_segments: Vec::new(),
            markers: Vec::new(),
        })
        .collect();
    // Each container's lane by name (the first, should two share a name).
    let mut lane_of: BTreeMap<&str, usize> = BTreeMap::new();
    for (index, (name, _)) in kinds.iter().enumerate() {
        lane_of.entry(name.as_str()).or_insert(index);
    }
    for snapshot in snapshots {
        let Some(status) = snapshot.pod.status.as_ref() else { continue };
        let all = status
            .init_container_statuses
            .iter()
            .chain(&status.container_statuses)
            .chain(&status.ephemeral_container_statuses);
        for container in all {
            let Some(lane) = lane_of.get(container.name.as_str()).and_then(|&index| lanes.get_mut(index)) else {
                continue;
            };
            let state = state_of(container);
            match lane.segments.last_mut() {
                Some(last) if last.state.as_ref() == Some(&state) => {}
                Some(last) => {
                    last.to_ms = snapshot.t_ms;
                    lane.segments.push(Segment {
                        from_ms: snapshot.t_ms,
                        to_ms: end_ms,
                        state: Some(state),
                        label: None,
                    });
                }
                None => lane.segments.push(Segment {
                    from_ms: snapshot.t_ms,
                    to_ms: end_ms,
                    state: Some(state),
                    label: None,
                }),
            }
        }
    }
    let mut facts_of: Vec<Vec<(usize, &Fact)>> = vec![Vec::new(); lanes.len()];
    for (at, fact) in facts.iter().enumerate() {
        if let Some(&index) = fact.container.as_deref().and_then(|name| lane_of.get(name))
            && let Some(mine) = facts_of.get_mut(index)
        {
            mine.push((at, fact));
        }
    }
    for (lane, mine) in lanes.iter_mut().zip(facts_of) {
        lane.segments.retain(|s| s.to_ms > s.from_ms || s.to_ms == end_ms);
        let mut open: Vec<(&str, SimTime)> = Vec::new();
        for (at, fact) in mine {
            let open_label = match fact.kind {
                FactKind::Pulling => Some("imagePull"),
                FactKind::PostStartStarted => Some("postStart"),
                FactKind::PreStopStarted => Some("preStop"),
                FactKind::Sigterm => Some("grace"),
                _ => None,
            };
            let closes: &[&str] = match fact.kind {
                FactKind::Pulled | FactKind::Failed | FactKind::Waiting => &["imagePull"],
                FactKind::PostStartExited | FactKind::Exited => &["postStart", "preStop", "grace", "imagePull"],
                FactKind::PreStopExited | FactKind::Sigterm => &["preStop"],
                _ => &[],
            };
            for label in closes {
                if let Some(position) = open.iter().position(|(l, _)| l == label) {
                    let (label, from) = open.remove(position);
                    lane.sub_segments.push(Segment {
                        from_ms: from,
                        to_ms: fact.t_ms,
                        state: None,
                        label: Some(label.to_owned()),
                    });
                }
            }
            if let Some(label) = open_label {
                open.push((label, fact.t_ms));
            }
            let marker = match fact.kind {
                FactKind::ProbeFailed => Some("probeFailed"),
                FactKind::ProbeSucceeded => Some("probeSucceeded"),
                FactKind::Started if fact.restart_count.unwrap_or(0) > 0 => Some("restart"),
                FactKind::Killing => Some("killing"),
                FactKind::Sigkill => Some("sigkill"),
                FactKind::Exited => Some("exited"),
                _ => None,
            };
            if let Some(kind) = marker {
                let text = match (&fact.message, fact.exit_code, &fact.probe) {
                    (Some(m), _, _) => m.clone(),
                    (None, Some(code), _) => format!("exit code {code}"),
                    (None, None, Some(p)) => format!("{p} probe"),
                    _ => fact.kind.as_str().to_owned(),
                };
                lane.markers.push(Marker {
                    t_ms: fact.t_ms,
                    kind: kind.to_owned(),
                    text,
                    probe: fact.probe.clone(),
                    fact: Some(at),
                });
            }
        }
        for (label, from) in open {
            lane.sub_segments.push(Segment {
                from_ms: from,
                to_ms: end_ms,
                state: None,
                label: Some(label.to_owned()),
            });
        }
    }
    lanes
}

/// Bands of a value over time, from (time, value) changes.
pub(crate) fn bands(changes: impl IntoIterator<Item = (SimTime, String)>, end_ms: SimTime) -> Vec<PodBand> {
    let mut out: Vec<PodBand> = Vec::new();
    for (t, value) in changes {
        if out.last().is_some_and(|b| b.value == value) {
            continue;
        }
        if let Some(last) = out.last_mut() {
            last.to_ms = t;
        }
        out.push(PodBand { from_ms: t, to_ms: end_ms, value });
    }
    out.retain(|b| b.to_ms > b.from_ms || b.to_ms == end_ms);
    out
}
