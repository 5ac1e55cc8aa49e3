//! The playhead's value as a screen reader says it.

use podsim::{LaneKind, TimelineModel};

/// The playhead's value as a screen reader says it: `45s: Pod Init:CrashLoopBackOff; app Waiting`.
pub fn spoken_value(model: &TimelineModel, t: u64) -> String {
    // At the very end the bars have just ended: say what they showed.
    let at = if t >= model.end_ms { model.end_ms.saturating_sub(1) } else { t };
    let parts: Vec<String> = model
        .lanes
        .iter()
        .filter(|lane| matches!(lane.kind, LaneKind::Pod | LaneKind::Container(_)))
        .filter_map(|lane| TimelineModel::bar_at(lane, at).map(|bar| format!("{} {}", lane.title, bar.label)))
        .collect();
    // Before the kubelet's first report the API shows the Pod as created: Pending.
    let said = if parts.is_empty() { "Pod Pending".to_owned() } else { parts.join("; ") };
    format!("{}: {said}", super::scale::format_ms(t))
}
