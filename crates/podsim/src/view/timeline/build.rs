//! The engine's lanes, bands and facts → a drawing's [`TimelineModel`]. Only presentation is
//! decided here (bar state, label, glyph); every state and reason comes from the engine.

use crate::containers::ContainerKind;
use crate::duration::{Style, format_ms};
use crate::engine::{EventType, Fact, FactKind, LaneState, PodBand, Segment, Simulation};
use crate::lang::Text;

use super::model::{Bar, BarState, Lane, LaneKind, Marker, MarkerKind, TimelineModel};
use super::printed;

fn container_kind(kind: &str) -> ContainerKind {
    match kind {
        "init" => ContainerKind::Init,
        "sidecar" => ContainerKind::Sidecar,
        "ephemeral" => ContainerKind::Ephemeral,
        _ => ContainerKind::App,
    }
}

use crate::view::said::said_with_rule;
use crate::view::waits::WaitIndex;

/// The *why* of the first fact at `t` about `container` (or the Pod when `None`) that has one.
/// Facts are in time order, so the instant is found by bisection: a long run's thousands of bars
/// each cost a few steps, not a walk over every fact.
fn why_at(facts: &[Fact], t: u64, container: Option<&str>) -> Text {
    facts_at(facts, t, container).find_map(|f| f.why.as_ref().map(said_with_rule)).unwrap_or_default()
}

/// The *why* of the change that began a bar at `t`: the last fact of one of `kinds` there with a
/// why (several changes can share an instant — a container that starts and exits at once, a Pod
/// that is Pending and Running within the same millisecond — and a bar shows the last state).
/// Without such a fact, the last fact at `t` with a why.
fn why_of_bar(facts: &[Fact], t: u64, container: Option<&str>, kinds: &[FactKind]) -> Text {
    let with_why: Vec<&Fact> = facts_at(facts, t, container).filter(|f| f.why.is_some()).collect();
    let chosen = with_why.iter().rev().find(|f| kinds.contains(&f.kind)).or_else(|| with_why.last());
    chosen.and_then(|f| f.why.as_ref()).map(said_with_rule).unwrap_or_default()
}

fn facts_at<'f>(facts: &'f [Fact], t: u64, container: Option<&'f str>) -> impl Iterator<Item = &'f Fact> {
    let first = facts.partition_point(|f| f.t_ms < t);
    facts[first..].iter().take_while(move |f| f.t_ms == t).filter(move |f| f.container.as_deref() == container)
}

/// `end_ms` is the run's: a bar that lasts to it is the state the lane is left in, and its why
/// also takes the decisions the kubelet makes after the last visible change (the sync that ends
/// a Pod whose init container failed changes nothing the API shows).
fn segment_bar(segment: &Segment, facts: &[Fact], waits: &WaitIndex, container: &str, end_ms: u64) -> Option<Bar> {
    let (state, label, kinds): (BarState, String, &[FactKind]) = match segment.state.as_ref()? {
        LaneState::Waiting { reason } => (
            BarState::Waiting,
            if reason.is_empty() { "Waiting".to_owned() } else { reason.clone() },
            &[FactKind::Waiting, FactKind::BackOff, FactKind::Failed],
        ),
        LaneState::Running { ready: true, .. } => (BarState::Ready, "Ready".to_owned(), &[FactKind::Ready]),
        LaneState::Running { started: true, .. } => {
            (BarState::Started, "Started".to_owned(), &[FactKind::AppStarted, FactKind::ProbeSucceeded])
        }
        LaneState::Running { .. } => (BarState::Running, "Running".to_owned(), &[FactKind::Started]),
        LaneState::Terminated { reason, exit_code } => (
            if *exit_code == 0 { BarState::Completed } else { BarState::Failed },
            format!("{reason} ({exit_code})"),
            &[FactKind::Exited],
        ),
    };
    // A waiting bar says what the engine's decision gave as the reason; a wait the engine gave
    // no reason for (the in-place restart's) keeps the why of the fact that began it.
    let reason = match state {
        BarState::Waiting => {
            let until = if segment.to_ms >= end_ms { u64::MAX } else { segment.to_ms };
            waits.bar_why(container, segment.from_ms, until)
        }
        _ => None,
    };
    let why = reason.unwrap_or_else(|| why_of_bar(facts, segment.from_ms, Some(container), kinds));
    Some(Bar { start_ms: segment.from_ms, end_ms: segment.to_ms, state, label, why })
}

/// A container that waits before the kubelet reports any status for it (a Pod not scheduled yet,
/// its volumes not mounted) gets a waiting bar from its first reason to its first status.
fn unreported_bar(segments: &[Segment], waits: &WaitIndex, container: &str, end_ms: u64) -> Option<Bar> {
    let start_ms = waits.first(container)?;
    let end_ms = segments.first().map_or(end_ms, |s| s.from_ms);
    if start_ms >= end_ms {
        return None;
    }
    let why = waits.bar_why(container, start_ms, if segments.is_empty() { u64::MAX } else { end_ms })?;
    Some(Bar { start_ms, end_ms, state: BarState::Waiting, label: "Waiting".to_owned(), why })
}

/// A pull, a hook or a grace period of `container`, explained by the fact that opened it (the
/// hook's call, the SIGTERM); a pull by the container's wait while it lasts.
fn sub_bar(segment: &Segment, facts: &[Fact], waits: &WaitIndex, container: &str) -> Bar {
    let label = segment.label.clone().unwrap_or_default();
    let (state, opened_by) = match label.as_str() {
        "imagePull" => (BarState::Pulling, FactKind::Pulling),
        "grace" => (BarState::Grace, FactKind::Sigterm),
        "postStart" => (BarState::Hook, FactKind::PostStartStarted),
        _ => (BarState::Hook, FactKind::PreStopStarted),
    };
    let why = match state {
        BarState::Pulling => waits.bar_why(container, segment.from_ms, segment.to_ms.max(segment.from_ms + 1)),
        _ => None,
    };
    let why = why.unwrap_or_else(|| why_of_bar(facts, segment.from_ms, Some(container), &[opened_by]));
    Bar { start_ms: segment.from_ms, end_ms: segment.to_ms, state, why, label }
}

fn marker_kind(kind: &str) -> MarkerKind {
    match kind {
        "probeFailed" => MarkerKind::ProbeFail,
        "probeSucceeded" => MarkerKind::ProbeOk,
        "restart" => MarkerKind::Restart,
        "sigkill" => MarkerKind::Warning,
        "fault" => MarkerKind::Fault,
        "delete" => MarkerKind::Delete,
        _ => MarkerKind::Event,
    }
}

/// What a probe marker says: which probe, and whether it passed.
fn probe_result(marker: &crate::engine::Marker) -> Option<Text> {
    let passed = match marker.kind.as_str() {
        "probeSucceeded" => true,
        "probeFailed" => false,
        _ => return None,
    };
    let probe = marker.probe.as_deref()?;
    let (en, zh) = [("startup", "启动探针"), ("readiness", "就绪探针"), ("liveness", "存活探针")]
        .into_iter()
        .find(|(word, _)| *word == probe)?;
    Some(match passed {
        true => crate::text!("the {en} probe succeeded", "{zh}成功"),
        false => crate::text!("the {en} probe failed", "{zh}失败"),
    })
}

fn fact_marker(fact: &Fact) -> Option<Marker> {
    let kind = match fact.kind {
        FactKind::Fault => MarkerKind::Fault,
        FactKind::Action if fact.message.as_deref().is_some_and(|m| m.contains("delete")) => MarkerKind::Delete,
        FactKind::Action => MarkerKind::Event,
        _ => return None,
    };
    let label = fact.message.clone().unwrap_or_else(|| fact.kind.as_str().to_owned());
    let why = fact.why.as_ref().map(said_with_rule).unwrap_or_default();
    Some(Marker { at_ms: fact.t_ms, kind, label, why })
}

/// Occurrences of one event closer than this share of the run fall on one point of any drawing
/// of it (a wide one is about two thousand points), so they share a marker.
const OCCURRENCES_PER_RUN: u64 = 2_000;

/// One marker per occurrence of an aggregated event, each at the instant it fired: a repeat
/// (`FailedScheduling` on every try) says how often it has been seen by then, as `kubectl
/// describe` prints it at that instant (`x2 over 1m`). Occurrences within `min_gap_ms` of the
/// last one drawn share its point, and the next marker drawn counts them. // kubectl: describe's DescribeEvents
fn event_markers(event: &crate::engine::KubeEvent, min_gap_ms: u64) -> Vec<Marker> {
    let kind = if event.event_type == EventType::Warning { MarkerKind::Warning } else { MarkerKind::Event };
    let label = format!("{} {}", event.reason, event.container.as_deref().unwrap_or("")).trim_end().to_owned();
    // A record read back without its occurrences still shows the first.
    let first = std::slice::from_ref(&event.first_ms);
    let times = if event.occurrences.is_empty() { first } else { event.occurrences.as_slice() };
    let mut markers: Vec<Marker> = Vec::new();
    for (index, &at_ms) in times.iter().enumerate() {
        if markers.last().is_some_and(|last| at_ms < last.at_ms.saturating_add(min_gap_ms)) {
            continue;
        }
        let seen = index.saturating_add(1);
        let why = if seen > 1 {
            let over = crate::status::duration::human_duration(
                i64::try_from(at_ms.saturating_sub(event.first_ms) / 1_000).unwrap_or(i64::MAX),
            );
            format!("{} (x{seen} over {over})", event.message)
        } else {
            event.message.clone()
        };
        markers.push(Marker { at_ms, kind, label: label.clone(), why: Text::same(why) });
    }
    markers
}

fn band_bars(bands: &[PodBand], state_of: impl Fn(&str) -> BarState, facts: &[Fact]) -> Vec<Bar> {
    bands
        .iter()
        .map(|band| Bar {
            start_ms: band.from_ms,
            end_ms: band.to_ms,
            state: state_of(&band.value),
            label: band.value.clone(),
            why: why_of_bar(facts, band.from_ms, None, &[FactKind::Phase, FactKind::Status]),
        })
        .collect()
}

/// At most this many reason and message changes are listed in one condition bar's why.
const LISTED_CONDITION_CHANGES: usize = 4;

/// The condition's own explanation over a bar `[from, to)`: its `reason` and `message` as the API
/// shows them (the same in every language) at the bar's start, then each other one while the
/// value stays (`containers with unready status: [a b]` becomes `[b]` as `a` turns ready) with
/// its time; nothing when the condition carries neither (a `True` condition usually does not).
fn condition_why<'a>(simulation: &'a Simulation, condition_type: &str, from: u64, to: u64) -> Text {
    // The reason and message as they stand in a state, compared without building text: a
    // week-long run records thousands of states.
    // A condition keeps its place in the list from one state to the next: look there first.
    let hint = std::cell::Cell::new(0usize);
    let said = |snapshot: &'a crate::engine::Snapshot| -> (Option<&'a str>, Option<&'a str>) {
        let conditions = snapshot.pod.status.as_ref().map(|status| status.conditions.as_slice()).unwrap_or_default();
        let at = match conditions.get(hint.get()) {
            Some(c) if c.condition_type == condition_type => Some(hint.get()),
            _ => conditions.iter().position(|c| c.condition_type == condition_type),
        };
        hint.set(at.unwrap_or(0));
        at.and_then(|at| conditions.get(at)).map_or((None, None), |c| (c.reason.as_deref(), c.message.as_deref()))
    };
    let words = |said: (Option<&str>, Option<&str>)| match said {
        (Some(reason), Some(message)) => format!("{reason}: {message}"),
        (Some(text), None) | (None, Some(text)) => text.to_owned(),
        (None, None) => String::new(),
    };
    let first = simulation.snapshots.partition_point(|s| s.t_ms <= from).saturating_sub(1);
    let states = simulation.snapshots.get(first..).unwrap_or_default();
    let mut states = states.iter().take_while(|s| s.t_ms < to.max(from.saturating_add(1)));
    let Some(opening) = states.next() else { return Text::default() };
    let mut last = said(opening);
    let mut text = Text::same(words(last));
    let (mut listed, mut more) = (0usize, 0usize);
    for snapshot in states {
        let now = said(snapshot);
        if now == last {
            continue;
        }
        last = now;
        if now == (None, None) {
            // A change to no reason or message is the value's own business (the bar ends there).
            continue;
        }
        if listed == LISTED_CONDITION_CHANGES {
            more += 1;
            continue;
        }
        listed += 1;
        let (at, now) = (format_ms(snapshot.t_ms.max(from), Style::Tenths), words(now));
        let (en_sep, zh_sep) = if text.en.is_empty() { ("", "") } else { ("; ", "；") };
        text.en.push_str(&format!("{en_sep}from {at}: {now}"));
        text.zh.push_str(&format!("{zh_sep}从 {at} 起：{now}"));
    }
    if more > 0 {
        text.en.push_str(&format!("; and {more} more changes"));
        text.zh.push_str(&format!("；另有 {more} 次变化"));
    }
    text
}

fn phase_state(phase: &str) -> BarState {
    match phase {
        "Running" => BarState::PhaseRunning,
        "Succeeded" => BarState::PhaseSucceeded,
        "Failed" => BarState::PhaseFailed,
        _ => BarState::PhasePending,
    }
}

/// Builds the drawing's model from a simulation.
pub fn timeline_model(simulation: &Simulation) -> TimelineModel {
    timeline_model_with(simulation, &[])
}

/// The same, with the values a LimitRange gave the containers at admission: the `Requests` lane
/// is drawn for them even when no resize changes the requests.
pub fn timeline_model_with(simulation: &Simulation, defaulted: &[crate::admission::DefaultedValue]) -> TimelineModel {
    let facts = &simulation.facts;
    let waits = WaitIndex::new(simulation);
    let mut lanes = Vec::new();
    // The Pod lane shows the kubectl STATUS text, coloured by the phase in force at its start.
    let phase_at = |t: u64| {
        simulation
            .phase_bands
            .iter()
            .rev()
            .find(|b| b.from_ms <= t)
            .map(|b| phase_state(&b.value))
            .unwrap_or(BarState::PhasePending)
    };
    let mut pod = Lane {
        title: "Pod".to_owned(),
        kind: LaneKind::Pod,
        bars: band_bars(&simulation.status_bands, |_| BarState::PhasePending, facts),
        sub_bars: Vec::new(),
        markers: facts.iter().filter(|f| f.container.is_none()).filter_map(fact_marker).collect(),
        capacity: None,
    };
    for bar in &mut pod.bars {
        bar.state = phase_at(bar.start_ms);
        // The phase's decision explains a STATUS that is the phase. Other text (`Init:1/2` as an
        // init container exits, `CrashLoopBackOff` while the phase is Running) is explained by
        // the printing rule that chose it, as is a STATUS no decision explains at its start.
        if let Some(snapshot) = simulation.snapshot_at(bar.start_ms)
            && (bar.why.en.is_empty() || snapshot.phase.as_str() != bar.label)
        {
            // Several states can share the bar's instant (a Pod deleted as its last container
            // exits is Terminating, then Completed, within one millisecond): the why is the one
            // and the colour are the ones of the state that printed the bar's text.
            let at = simulation.snapshots.partition_point(|s| s.t_ms <= snapshot.t_ms);
            let earlier = simulation.snapshots.get(..at).unwrap_or_default();
            let same_instant = earlier.iter().rev().take_while(|s| s.t_ms == snapshot.t_ms);
            let printed = same_instant
                .map(|state| (state, printed::status_why(&state.pod, &bar.label)))
                .find(|(_, printed)| !printed.en.is_empty());
            if let Some((state, printed)) = printed {
                bar.why = printed;
                bar.state = phase_state(state.phase.as_str());
            }
        }
    }
    lanes.push(pod);
    for line in &simulation.condition_lines {
        let (condition, bands) = (&line.condition_type, &line.bands);
        let state_of = |value: &str| if value == "True" { BarState::ConditionTrue } else { BarState::ConditionFalse };
        let mut bars = band_bars(bands, state_of, facts);
        // Each row explains its own condition, never the Pod's phase change at the same instant.
        for bar in &mut bars {
            // A bar that lasts to the run's end also takes the states recorded at that instant.
            let until = if bar.end_ms >= simulation.end_ms { u64::MAX } else { bar.end_ms };
            bar.why = condition_why(simulation, condition, bar.start_ms, until);
            if bar.why.en.is_empty() {
                let is_gate = simulation
                    .snapshot_at(bar.start_ms)
                    .is_some_and(|snapshot| snapshot.pod.spec.readiness_gates.iter().any(|gate| gate == condition));
                bar.why = printed::condition_meaning(condition, bar.state == BarState::ConditionTrue, is_gate);
            }
        }
        lanes.push(Lane {
            title: condition.to_owned(),
            kind: LaneKind::Condition,
            bars,
            sub_bars: Vec::new(),
            markers: Vec::new(),
            capacity: None,
        });
    }
    for lane in &simulation.lanes {
        let name = lane.container.as_str();
        let mut markers: Vec<Marker> = lane
            .markers
            .iter()
            .map(|m| Marker {
                at_ms: m.t_ms,
                kind: marker_kind(&m.kind),
                label: m.text.clone(),
                // A probe marker is its own explanation; another marker says the why of the fact
                // it marks (a start and an exit can share an instant); other facts at the same
                // instant (the container turning Ready, say) belong to their own bars.
                why: probe_result(m)
                    .or_else(|| m.fact.and_then(|at| facts.get(at)?.why.as_ref()).map(said_with_rule))
                    .unwrap_or_else(|| why_at(facts, m.t_ms, Some(name))),
            })
            .collect();
        markers.extend(facts.iter().filter(|f| f.container.as_deref() == Some(name)).filter_map(fact_marker));
        markers.sort_by_key(|m| m.at_ms);
        lanes.push(Lane {
            title: lane.container.clone(),
            kind: LaneKind::Container(container_kind(&lane.kind)),
            bars: unreported_bar(&lane.segments, &waits, name, simulation.end_ms)
                .into_iter()
                .chain(lane.segments.iter().filter_map(|s| segment_bar(s, facts, &waits, name, simulation.end_ms)))
                .collect(),
            sub_bars: lane.sub_segments.iter().map(|s| sub_bar(s, facts, &waits, name)).collect(),
            markers,
            capacity: None,
        });
    }
    let min_gap_ms = simulation.end_ms / OCCURRENCES_PER_RUN;
    let mut events: Vec<Marker> = simulation.events.iter().flat_map(|event| event_markers(event, min_gap_ms)).collect();
    // Occurrences of different events interleave; the sort is stable, so events at one instant
    // keep the order the record lists them in (by their first occurrence).
    events.sort_by_key(|marker| marker.at_ms);
    lanes.extend(super::resources::resources_lanes(simulation, defaulted));
    lanes.push(Lane {
        title: "Events".to_owned(),
        kind: LaneKind::Events,
        bars: Vec::new(),
        sub_bars: Vec::new(),
        markers: events,
        capacity: None,
    });
    // A little time after the last change shows the state that lasts, when it lasts: a run
    // stopped at its horizon or budget does not know what comes next, so it ends where it stopped.
    let end_ms = if simulation.settled() {
        simulation.end_ms.saturating_add((simulation.end_ms / 10).max(5_000))
    } else {
        simulation.end_ms
    };
    // Only the state a lane is left in lasts: an earlier bar that ended at the same instant (a
    // condition that turned False as the run ended) and the sub-bars (a grace period is over when
    // the run settles) keep their ends.
    for lane in &mut lanes {
        if let Some(last) = lane.bars.iter_mut().max_by_key(|bar| (bar.start_ms, bar.end_ms))
            && last.end_ms >= simulation.end_ms
        {
            last.end_ms = end_ms;
        }
    }
    TimelineModel { lanes, end_ms }
}
