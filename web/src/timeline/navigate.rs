//! The timeline by keyboard: arrow keys move the pick between a lane's bars and markers (in time
//! order) and between lanes (to the item at the same instant), Home/End to a lane's first and
//! last, Escape lets go. The why box, a live region, then reads the pick out.

use podsim::{Lane, TimelineModel};

use super::svg::Pick;

/// A lane's bars, thin bars and markers in time order (a bar, then a thin bar, then a marker at
/// the same instant).
fn items(lane: &Lane, index: usize) -> Vec<(u64, Pick)> {
    let bars = lane.bars.iter().enumerate().map(|(i, bar)| (bar.start_ms, 0, Pick::Bar(index, i)));
    let subs = lane.sub_bars.iter().enumerate().map(|(i, bar)| (bar.start_ms, 1, Pick::SubBar(index, i)));
    let markers = lane.markers.iter().enumerate().map(|(i, marker)| (marker.at_ms, 2, Pick::Marker(index, i)));
    let mut all: Vec<(u64, u8, Pick)> = bars.chain(subs).chain(markers).collect();
    all.sort_by_key(|(at, order, _)| (*at, *order));
    all.into_iter().map(|(at, _, pick)| (at, pick)).collect()
}

/// The item of `lane` at `t_ms`: the bar that covers it, else the last item before it, else
/// the first.
fn item_at(model: &TimelineModel, lane: usize, t_ms: u64) -> Option<Pick> {
    let found = model.lanes.get(lane)?;
    if let Some(bar) =
        found.bars.iter().rposition(|bar| bar.start_ms <= t_ms && t_ms < bar.end_ms.max(bar.start_ms + 1))
    {
        return Some(Pick::Bar(lane, bar));
    }
    let list = items(found, lane);
    list.iter().rev().find(|(at, _)| *at <= t_ms).or(list.first()).map(|(_, pick)| *pick)
}

/// The instant a pick stands for.
fn time_of(model: &TimelineModel, pick: Pick) -> Option<u64> {
    match pick {
        Pick::Bar(lane, i) => model.lanes.get(lane)?.bars.get(i).map(|bar| bar.start_ms),
        Pick::SubBar(lane, i) => model.lanes.get(lane)?.sub_bars.get(i).map(|bar| bar.start_ms),
        Pick::Marker(lane, i) => model.lanes.get(lane)?.markers.get(i).map(|marker| marker.at_ms),
    }
}

/// The pick after `key`, or `None` when the key is not one the timeline answers. With nothing
/// picked, any move starts at the first lane's item at the playhead.
pub fn navigate(model: &TimelineModel, current: Option<Pick>, key: &str, playhead_ms: u64) -> Option<Option<Pick>> {
    if key == "Escape" {
        return current.map(|_| None);
    }
    if !matches!(key, "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End") {
        return None;
    }
    let has_items = |lane: &Lane| !lane.bars.is_empty() || !lane.sub_bars.is_empty() || !lane.markers.is_empty();
    let Some(current) = current.filter(|pick| time_of(model, *pick).is_some()) else {
        let first = model.lanes.iter().position(has_items)?;
        return Some(item_at(model, first, playhead_ms));
    };
    let lane = current.lane();
    let t_ms = time_of(model, current).unwrap_or(playhead_ms);
    let list = model.lanes.get(lane).map(|l| items(l, lane)).unwrap_or_default();
    let position = list.iter().position(|(_, pick)| *pick == current).unwrap_or(0);
    let next = match key {
        "ArrowRight" => list.get(position + 1).or(list.get(position)).map(|(_, pick)| *pick),
        "ArrowLeft" => list.get(position.saturating_sub(1)).map(|(_, pick)| *pick),
        "Home" => list.first().map(|(_, pick)| *pick),
        "End" => list.last().map(|(_, pick)| *pick),
        "ArrowDown" => {
            let below = model.lanes.iter().enumerate().skip(lane + 1).find(|(_, l)| has_items(l)).map(|(i, _)| i);
            below.and_then(|i| item_at(model, i, t_ms)).or(Some(current))
        }
        _ => {
            let above = model.lanes.iter().enumerate().take(lane).rev().find(|(_, l)| has_items(l)).map(|(i, _)| i);
            above.and_then(|i| item_at(model, i, t_ms)).or(Some(current))
        }
    };
    Some(next)
}
