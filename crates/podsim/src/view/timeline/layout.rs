//! A timeline placed on a drawing: lanes with their titles and y, bars and markers with their x
//! and width, axis ticks, compressed-gap breaks and the legend, all in pixels. The page's
//! interactive SVG and the static SVG both draw this one value, so they cannot drift.

use super::model::{Bar, BarState, Lane, LaneKind, Marker, MarkerKind, Share, TimelineModel};
use super::palette::Palette;
use super::scale::{Gap, Scale};
use crate::duration::{Style, format_ms};
use crate::lang::Lang;
use crate::text;

/// Width of the lane-title column, px.
pub const LABEL_WIDTH: f64 = 130.0;
/// Height of one lane, px.
pub const LANE_HEIGHT: f64 = 26.0;
/// Height of the time axis, px.
pub const AXIS_HEIGHT: f64 = 20.0;
/// Room right of the time axis, px (the last tick's label).
pub const RIGHT_MARGIN: f64 = 12.0;
/// The narrowest time axis, px: narrower, bars could not be told apart.
pub const MIN_AXIS_WIDTH: f64 = 200.0;
/// How many characters of a lane title fit the title column (11 px monospace).
const TITLE_CHARS: usize = 18;
/// A bar's label is drawn when the bar is at least this many px per character wide.
const LABEL_PX_PER_CHAR: f64 = 7.0;
/// Height of one legend row, px.
const LEGEND_ROW: f64 = 20.0;
/// Width of a legend swatch, px.
const SWATCH_WIDTH: f64 = 28.0;

/// How to place a timeline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LayoutOptions {
    /// Width of the time axis, px (the drawing adds the title column and a margin).
    pub axis_width: f64,
    /// Compress long quiet gaps (the page's default), or draw time linearly.
    pub compress: bool,
    /// The language of the tooltips and the legend.
    pub lang: Lang,
}

impl LayoutOptions {
    /// The options for a whole drawing `width` px wide, compressed.
    pub fn for_width(width: f64, lang: Lang) -> LayoutOptions {
        LayoutOptions { axis_width: (width - LABEL_WIDTH - RIGHT_MARGIN).max(MIN_AXIS_WIDTH), compress: true, lang }
    }
}

/// Where a text is anchored on its x.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at x.
    Start,
    /// The text is centred on x.
    Middle,
    /// The text ends at x.
    End,
}

impl Anchor {
    /// The `text-anchor` value.
    pub fn as_str(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// A tick of the time axis.
#[derive(Debug, Clone, PartialEq)]
pub struct Tick {
    /// Its time, ms.
    pub at_ms: u64,
    /// x, px.
    pub x: f64,
    /// Its label (`1m30s`).
    pub label: String,
    /// How the label sits on x: inside the drawing at its edges.
    pub anchor: Anchor,
}

/// A compressed gap drawn as a break.
#[derive(Debug, Clone, PartialEq)]
pub struct GapMark {
    /// The real time it stands for.
    pub gap: Gap,
    /// Left edge, px.
    pub x: f64,
    /// Width, px.
    pub width: f64,
    /// Its tooltip: from, to, and the real length left out.
    pub title: String,
    /// Its real length written on the axis (`↔ 57.6s`) and where (its centre, px), when the
    /// text fits between the tick labels around it; the tooltip says it otherwise.
    pub label: Option<(f64, String)>,
}

/// A bar placed on its lane.
#[derive(Debug, Clone, PartialEq)]
pub struct BarBox {
    /// Left edge, px.
    pub x: f64,
    /// Top, px.
    pub y: f64,
    /// Width, px (at least 2, so an instant stays visible).
    pub width: f64,
    /// Height, px.
    pub height: f64,
    /// Its state (fill and pattern).
    pub state: BarState,
    /// Its label, drawn when it fits ([`BarBox::label_at`]).
    pub label: String,
    /// Where the label's baseline starts, when the bar is wide enough for it.
    pub label_at: Option<(f64, f64)>,
    /// Its tooltip: from, to, label and why.
    pub title: String,
}

/// A glyph on its lane: one marker of the model, or every marker whose centre is less than half a
/// glyph from the first one's, whatever its kind (drawn apart they would cover each other, and only
/// the last could be pointed at): a week-long crash loop has thousands of events on a drawing a
/// thousand pixels wide.
#[derive(Debug, Clone, PartialEq)]
pub struct MarkerMark {
    /// x of its centre, px.
    pub x: f64,
    /// Its glyph's baseline, px.
    pub y: f64,
    /// What it is drawn as (glyph and colour): the weightiest kind among its markers
    /// ([`MarkerKind::weight`]).
    pub kind: MarkerKind,
    /// Its tooltip: when, label and why of each marker it stands for (past one more than
    /// [`TITLED_MARKERS`], the first of them, then how many more).
    pub title: String,
    /// The indexes of the model lane's markers it stands for, in order; never empty.
    pub members: Vec<usize>,
    /// See [`MarkerMark::picked`].
    picked: usize,
}

impl MarkerMark {
    /// The marker a click on the glyph picks: the last of those of the kind it is drawn as.
    pub fn picked(&self) -> usize {
        self.picked
    }
}

/// How many markers one glyph's tooltip spells out.
pub const TITLED_MARKERS: usize = 5;

/// A lane placed on the drawing.
#[derive(Debug, Clone, PartialEq)]
pub struct LaneBox {
    /// The whole title (its tooltip).
    pub title: String,
    /// The title as drawn: cut with an ellipsis when it would run into the bars.
    pub shown_title: String,
    /// What the lane is about (the title's colour).
    pub kind: LaneKind,
    /// Top, px.
    pub y: f64,
    /// The title's baseline, px.
    pub title_y: f64,
    /// Its bars, one per bar of the model's lane, in the same order.
    pub bars: Vec<BarBox>,
    /// Its thin bars, one per sub-bar of the model's lane.
    pub sub_bars: Vec<BarBox>,
    /// Its markers, one per marker of the model's lane.
    pub markers: Vec<MarkerMark>,
    /// A resources lane's node: its allocatable as a line, the other Pods' share under each bar.
    pub capacity: Option<CapacityBox>,
}

/// The node drawn in a resources lane: each bar stands on what the other Pods request, and its
/// top reaches the share of the node's allocatable the Pods take together; the line is all of it.
#[derive(Debug, Clone, PartialEq)]
pub struct CapacityBox {
    /// The line: from `x0` to `x1` at `line_y`, px (under the lane's bars).
    pub x0: f64,
    /// See `x0`.
    pub x1: f64,
    /// See `x0`.
    pub line_y: f64,
    /// The line's tooltip: the node's allocatable.
    pub title: String,
    /// What the other Pods request, one box per bar (zero high where they request nothing).
    pub others: Vec<BarBox>,
}

/// What a legend entry shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Swatch {
    /// A bar state's fill and pattern.
    State(BarState),
    /// A marker's glyph.
    Marker(MarkerKind),
    /// The break drawn where a quiet stretch is compressed.
    Gap,
    /// A resources lane's top line (the node's allocatable) and the other Pods' grey share.
    Capacity,
}

/// One legend entry, placed (for a drawing that carries its legend).
#[derive(Debug, Clone, PartialEq)]
pub struct LegendEntry {
    /// The swatch.
    pub swatch: Swatch,
    /// Its name in the layout's language (the names of the states it stands for, joined).
    pub name: String,
    /// Left edge of the swatch, px.
    pub x: f64,
    /// Top of the row, px.
    pub y: f64,
}

/// A whole timeline placed on a drawing.
#[derive(Debug, Clone, PartialEq)]
pub struct TimelineLayout {
    /// The time scale (x is measured from the start of the axis, [`LABEL_WIDTH`] in).
    pub scale: Scale,
    /// Where the run stops, ms.
    pub end_ms: u64,
    /// Whether long quiet gaps may be compressed ([`LayoutOptions::compress`]).
    pub compressed: bool,
    /// Width of the drawing, px.
    pub width: f64,
    /// Height of the axis and lanes, px (the legend goes below).
    pub height: f64,
    /// Axis ticks.
    pub ticks: Vec<Tick>,
    /// Compressed gaps.
    pub gaps: Vec<GapMark>,
    /// Lanes, top to bottom.
    pub lanes: Vec<LaneBox>,
    /// The legend of what the drawing shows, in rows below the lanes.
    pub legend: Vec<LegendEntry>,
    /// Height of the legend rows, px.
    pub legend_height: f64,
}

impl TimelineLayout {
    /// x of the playhead at `t_ms`.
    pub fn playhead_x(&self, t_ms: u64) -> f64 {
        LABEL_WIDTH + self.scale.x(t_ms.min(self.end_ms))
    }
}

impl TimelineModel {
    /// This timeline placed on a drawing.
    pub fn layout(&self, options: &LayoutOptions) -> TimelineLayout {
        layout(self, options, &self.event_times(), self.end_ms)
    }

    /// This timeline placed on one time scale with `other` (two versions side by side): the
    /// axis is built from the moments of both runs up to the later end, so that an instant sits
    /// at the same x in both drawings and a compressed stretch is one only where both are quiet.
    pub fn layout_beside(&self, options: &LayoutOptions, other: &TimelineModel) -> TimelineLayout {
        let mut times = self.event_times();
        times.extend(other.event_times());
        times.sort_unstable();
        times.dedup();
        layout(self, options, &times, self.end_ms.max(other.end_ms))
    }
}

/// Every legend entry in legend order (states, then markers), named in `lang`: the page's
/// legend lists them all. States drawn alike share one entry (see [`merge_alike`]).
pub fn legend_entries(lang: Lang) -> Vec<(Swatch, String)> {
    merge_alike(all_swatches(lang))
}

fn all_swatches(lang: Lang) -> impl Iterator<Item = (Swatch, &'static str)> {
    let states = BarState::ALL.into_iter().map(move |state| (Swatch::State(state), state.name(lang)));
    let markers = MarkerKind::ALL.into_iter().map(move |kind| (Swatch::Marker(kind), kind.name(lang)));
    let gap = lang
        .pick("a quiet stretch drawn shorter (its real length on the axis)", "画短了的空闲时段（轴上标有实际时长）");
    let capacity = lang.pick(
        "the node's allocatable (a Requests lane's dashed top line); grey: what the other Pods on it request",
        "节点的可分配资源（Requests 行顶端的虚线）；灰色：节点上其他 Pod 的请求",
    );
    states.chain(markers).chain([(Swatch::Gap, gap), (Swatch::Capacity, capacity)])
}

/// Bar states drawn with one fill and one pattern in both themes (Ready and True, Terminated
/// (≠0) and Failed) are one legend entry, their names joined: two swatches that look the same
/// under two names would read as two meanings the drawing cannot tell apart.
fn merge_alike(entries: impl IntoIterator<Item = (Swatch, &'static str)>) -> Vec<(Swatch, String)> {
    let alike = |a: BarState, b: BarState| {
        a.pattern() == b.pattern()
            && Palette::LIGHT.bar(a).0 == Palette::LIGHT.bar(b).0
            && Palette::DARK.bar(a).0 == Palette::DARK.bar(b).0
    };
    let mut merged: Vec<(Swatch, String)> = Vec::new();
    for (swatch, name) in entries {
        let twin = match swatch {
            Swatch::State(state) => {
                merged.iter_mut().find(|(other, _)| matches!(other, Swatch::State(o) if alike(*o, state)))
            }
            Swatch::Marker(_) | Swatch::Gap | Swatch::Capacity => None,
        };
        match twin {
            Some((_, names)) if !names.split(" · ").any(|n| n == name) => {
                names.push_str(" · ");
                names.push_str(name);
            }
            Some(_) => {}
            None => merged.push((swatch, name.to_owned())),
        }
    }
    merged
}

/// A bar's tooltip: its span to the millisecond, its label and its why.
fn bar_title(bar: &Bar, lang: Lang) -> String {
    format!("{} → {}: {}\n{}", instant(bar.start_ms), instant(bar.end_ms), bar.label, bar.why.get(lang))
}

/// The lane title, cut with an ellipsis when it would run into the bars (the whole title is the
/// element's tooltip): `PodReadyToStartContainers` becomes `PodReadyToStartCo…`.
pub fn fitted_title(title: &str) -> String {
    if title.chars().count() <= TITLE_CHARS {
        return title.to_owned();
    }
    let mut cut: String = title.chars().take(TITLE_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// `model` on an axis built from `times` and ending at `end_ms`.
fn layout(model: &TimelineModel, options: &LayoutOptions, times: &[u64], end_ms: u64) -> TimelineLayout {
    let lang = options.lang;
    let scale = Scale::new(times, end_ms, options.axis_width, options.compress);
    let height = AXIS_HEIGHT + LANE_HEIGHT * model.lanes.len() as f64 + 4.0;
    let width = LABEL_WIDTH + scale.width + RIGHT_MARGIN;
    let x = |t: u64| LABEL_WIDTH + scale.x(t);
    let ticks = scale
        .ticks(end_ms, (scale.width / 90.0).max(2.0) as u64)
        .into_iter()
        .map(|at_ms| Tick { at_ms, x: x(at_ms), label: label(at_ms), anchor: anchor(scale.x(at_ms), scale.width) })
        .collect::<Vec<Tick>>();
    let ticks = clear_of_each_other(ticks);
    let gaps = scale
        .gaps
        .iter()
        .map(|&gap| {
            let (from, to, real) = (label(gap.from_ms), label(gap.to_ms), gap.label());
            let title = text!("{from} … {to} ({real} compressed)", "{from} … {to}（压缩了 {real}）");
            GapMark {
                gap,
                x: x(gap.from_ms),
                width: x(gap.to_ms) - x(gap.from_ms),
                title: title.get(lang).to_owned(),
                label: None,
            }
        })
        .collect::<Vec<GapMark>>();
    let gaps = gaps.into_iter().map(|mark| gap_label(mark, &ticks)).collect();
    let lanes = model.lanes.iter().enumerate().map(|(index, lane)| lane_box(lane, index, &x, lang)).collect();
    let (legend, legend_height) = legend_rows(model, !scale.gaps.is_empty(), width, height, lang);
    TimelineLayout {
        end_ms,
        compressed: options.compress,
        width,
        height,
        ticks,
        gaps,
        lanes,
        legend,
        legend_height,
        scale,
    }
}

/// The least room between two labels of the axis, px.
const AXIS_LABEL_GAP: f64 = 4.0;

/// Where a tick's label runs, from left to right, px.
fn tick_span(tick: &Tick) -> (f64, f64) {
    let width = text_width(&tick.label);
    match tick.anchor {
        Anchor::Start => (tick.x, tick.x + width),
        Anchor::Middle => (tick.x - width / 2.0, tick.x + width / 2.0),
        Anchor::End => (tick.x - width, tick.x),
    }
}

/// The ticks whose labels keep clear of each other. Ticks are far enough apart for centred
/// labels, but the last one's label ends at the drawing's edge and reaches further left: the
/// tick before it gives way, so the axis still says where the run ends.
fn clear_of_each_other(ticks: Vec<Tick>) -> Vec<Tick> {
    let clear = |left: &Tick, right: &Tick| tick_span(left).1 + AXIS_LABEL_GAP <= tick_span(right).0;
    let last = ticks.len().saturating_sub(1);
    let mut kept: Vec<Tick> = Vec::with_capacity(ticks.len());
    for (index, tick) in ticks.into_iter().enumerate() {
        if index == last {
            while kept.len() > 1 && kept.last().is_some_and(|previous| !clear(previous, &tick)) {
                kept.pop();
            }
        }
        if kept.last().is_none_or(|previous| clear(previous, &tick)) {
            kept.push(tick);
        }
    }
    kept
}

/// Writes a gap's real length on the axis, centred on its break, when it keeps clear of every
/// tick label: a length read as a tick would put a time where it is not, so it is marked `↔`.
/// It stays inside its break, so two lengths never meet either.
fn gap_label(mut mark: GapMark, ticks: &[Tick]) -> GapMark {
    let text = format!("↔ {}", mark.gap.label());
    let centre = mark.x + mark.width / 2.0;
    let half = text_width(&text) / 2.0;
    let clear = ticks.iter().all(|tick| {
        let (left, right) = tick_span(tick);
        right + AXIS_LABEL_GAP <= centre - half || left - AXIS_LABEL_GAP >= centre + half
    });
    if clear && half * 2.0 <= mark.width {
        mark.label = Some((centre, text));
    }
    mark
}

fn label(ms: u64) -> String {
    format_ms(ms, Style::Label)
}

/// A moment a tooltip names: to the millisecond, as the why box and the time field write it.
fn instant(ms: u64) -> String {
    format_ms(ms, Style::Exact)
}

/// Tick labels at the edges are anchored inside the drawing.
fn anchor(x: f64, width: f64) -> Anchor {
    if x < 12.0 {
        Anchor::Start
    } else if x > width - 24.0 {
        Anchor::End
    } else {
        Anchor::Middle
    }
}

/// Half a marker glyph's width at the page's 13 px, with its halo: the room a label leaves it.
const MARKER_HALF_WIDTH: f64 = 6.0;

/// The least height of a Requests lane's bar, px: a Pod asking for a sliver of a big node.
pub(crate) const MIN_SHARE_HEIGHT: f64 = 6.0;

/// `\nthis Pod: 2% of the node's allocatable · the other Pods: 93%`: the shares a bar's height
/// stands for, in figures (a small share is drawn higher than it is).
fn shares_text(share: Share) -> crate::lang::Text {
    let percent = |fraction: f64| {
        let value = fraction * 100.0;
        if value > 0.0 && value < 1.0 { "<1%".to_owned() } else { format!("{}%", value.round() as i64) }
    };
    let (pod, others) = (percent(share.pod), percent(share.others));
    text!(
        "\nthis Pod: {pod} of the node's allocatable · the other Pods: {others} (of the resource with least room left)",
        "\n这个 Pod：节点可分配资源的 {pod} · 其他 Pod：{others}（取剩余最少的那种资源）"
    )
}

fn lane_box(lane: &Lane, index: usize, x: &dyn Fn(u64) -> f64, lang: Lang) -> LaneBox {
    let y = AXIS_HEIGHT + LANE_HEIGHT * index as f64;
    let span = |bar: &Bar| {
        let x0 = x(bar.start_ms);
        (x0, (x(bar.end_ms.max(bar.start_ms)) - x0).max(2.0))
    };
    // Markers sit on the bars' middle line, so a label is placed where no marker of its lane
    // covers it: after the last marker in its way, or not at all when it then no longer fits.
    // Sorted, so the markers near a label are found by bisection (a long crash loop has thousands).
    let mut marker_xs: Vec<f64> = lane.markers.iter().map(|marker| x(marker.at_ms)).collect();
    marker_xs.sort_by(f64::total_cmp);
    let last_within = |from: f64, to: f64| {
        let end = marker_xs.partition_point(|mx| *mx <= to);
        end.checked_sub(1).and_then(|last| marker_xs.get(last)).copied().filter(|mx| *mx >= from)
    };
    let mut bars: Vec<BarBox> = lane
        .bars
        .iter()
        .map(|bar| {
            let (x0, width) = span(bar);
            let text_width = LABEL_PX_PER_CHAR * bar.label.chars().count() as f64;
            let mut start = x0 + 4.0;
            while let Some(covering) = last_within(start - MARKER_HALF_WIDTH, start + text_width + MARKER_HALF_WIDTH) {
                start = covering + MARKER_HALF_WIDTH + 2.0;
            }
            let fits = start + text_width <= x0 + width;
            BarBox {
                x: x0,
                y: y + 4.0,
                width,
                height: LANE_HEIGHT - 8.0,
                state: bar.state,
                label: bar.label.clone(),
                label_at: fits.then_some((start, y + LANE_HEIGHT / 2.0 + 4.0)),
                title: bar_title(bar, lang),
            }
        })
        .collect();
    // A resources lane draws each bar on the other Pods' share, as high as their sum is of the
    // node's allocatable (the top line), at most the lane's height. A small share is drawn
    // `MIN_SHARE_HEIGHT` high, so it can be seen and picked: on a node nearly full the other
    // Pods' share is drawn that much lower, and the tooltip gives both shares in figures.
    let inner = LANE_HEIGHT - 8.0;
    let mut others = Vec::new();
    if let Some(capacity) = &lane.capacity {
        for (bar, share) in bars.iter_mut().zip(&capacity.shares) {
            // `max` and `min` rather than `clamp`: they never panic, whatever the share.
            let base = (inner * share.others).max(0.0).min(inner - MIN_SHARE_HEIGHT);
            let top = (inner * (share.others + share.pod)).min(inner).max(base + MIN_SHARE_HEIGHT);
            bar.title.push_str(shares_text(*share).get(lang));
            others.push(BarBox {
                y: y + 4.0 + inner - base,
                height: base,
                label: String::new(),
                label_at: None,
                title: capacity.title.clone(),
                ..bar.clone()
            });
            bar.y = y + 4.0 + inner - top;
            bar.height = top - base;
        }
    }
    let capacity = lane.capacity.as_ref().map(|capacity| CapacityBox {
        x0: bars.first().map_or(0.0, |bar| bar.x),
        x1: bars.last().map_or(0.0, |bar| bar.x + bar.width),
        line_y: y + 4.0,
        title: capacity.title.clone(),
        others,
    });
    let sub_bars = lane
        .sub_bars
        .iter()
        .map(|bar| {
            let (x0, width) = span(bar);
            BarBox {
                x: x0,
                y: y + LANE_HEIGHT - 6.0,
                width,
                height: 4.0,
                state: bar.state,
                label: bar.label.clone(),
                label_at: None,
                title: bar_title(bar, lang),
            }
        })
        .collect();
    let markers = marker_marks(lane, x, y + LANE_HEIGHT / 2.0 + 5.0, lang);
    LaneBox {
        title: lane.title.clone(),
        shown_title: fitted_title(&lane.title),
        kind: lane.kind,
        y,
        title_y: y + LANE_HEIGHT / 2.0 + 4.0,
        bars,
        sub_bars,
        markers,
        capacity,
    }
}

/// The lane's markers as glyphs at baseline `y`: a marker joins the glyph begun less than half a
/// glyph before it, which would otherwise cover most of it (whatever their kinds: a glyph drawn
/// over another could not be pointed at). The glyph is drawn as its weightiest kind, and a click
/// picks the last marker of that kind.
fn marker_marks(lane: &Lane, x: &dyn Fn(u64) -> f64, y: f64, lang: Lang) -> Vec<MarkerMark> {
    let mut marks: Vec<MarkerMark> = Vec::with_capacity(lane.markers.len());
    for (index, marker) in lane.markers.iter().enumerate() {
        // Markers come in time order, so x never goes back: only the last glyph can be near.
        let at = x(marker.at_ms);
        match marks.last_mut().filter(|mark| at - mark.x < MARKER_HALF_WIDTH) {
            Some(mark) => {
                mark.members.push(index);
                if marker.kind.weight() >= mark.kind.weight() {
                    (mark.kind, mark.picked) = (marker.kind, index);
                }
            }
            None => marks.push(MarkerMark {
                x: at,
                y,
                kind: marker.kind,
                title: String::new(),
                members: vec![index],
                picked: index,
            }),
        }
    }
    for mark in &mut marks {
        mark.title = glyph_title(lane, &mark.members, lang);
    }
    marks
}

/// A glyph's tooltip: each of its markers' time, label and why; past one more than
/// [`TITLED_MARKERS`], the first of them and how many more (a line saying "one more" would
/// take the room of the marker itself).
fn glyph_title(lane: &Lane, members: &[usize], lang: Lang) -> String {
    let markers: Vec<&Marker> = members.iter().filter_map(|&index| lane.markers.get(index)).collect();
    let shown = if markers.len() > TITLED_MARKERS + 1 { TITLED_MARKERS } else { markers.len() };
    let lines: Vec<String> = markers
        .iter()
        .take(shown)
        .map(|marker| format!("{}: {}\n{}", instant(marker.at_ms), marker.label, marker.why.get(lang)))
        .collect();
    let mut title = lines.join("\n\n");
    let more = markers.len().saturating_sub(shown);
    if more > 0 {
        // In time order: the first and the last at one instant means no zoom tells them apart.
        let one_instant = markers.first().map(|m| m.at_ms) == markers.last().map(|m| m.at_ms);
        let text = if one_instant {
            text!("\n\n… and {more} more at the same instant", "\n\n…… 同一时刻还有 {more} 个")
        } else {
            text!(
                "\n\n… and {more} more here: zoom in to tell them apart",
                "\n\n…… 这里还有 {more} 个：放大后可分开查看"
            )
        };
        title.push_str(text.get(lang));
    }
    title
}

/// The width of `text` at the legend's 11 px: about 6.5 px a Latin character, 11 px a wide one.
fn text_width(text: &str) -> f64 {
    text.chars().map(|c| if c.is_ascii() { 6.5 } else { 11.0 }).sum()
}

/// The legend of what `model` shows, in rows that fit `width`, below `top`.
fn legend_rows(model: &TimelineModel, has_gaps: bool, width: f64, top: f64, lang: Lang) -> (Vec<LegendEntry>, f64) {
    let shown = |swatch: &Swatch| {
        model.lanes.iter().any(|lane| match swatch {
            Swatch::State(state) => lane.bars.iter().chain(&lane.sub_bars).any(|bar| bar.state == *state),
            Swatch::Marker(kind) => lane.markers.iter().any(|marker| marker.kind == *kind),
            Swatch::Gap => has_gaps,
            Swatch::Capacity => lane.capacity.is_some(),
        })
    };
    let (mut x, mut row) = (6.0, 0.0);
    let mut entries = Vec::new();
    for (swatch, name) in merge_alike(all_swatches(lang).filter(|(swatch, _)| shown(swatch))) {
        let entry_width = SWATCH_WIDTH + 6.0 + text_width(&name);
        if x > 6.0 && x + entry_width > width {
            (x, row) = (6.0, row + 1.0);
        }
        entries.push(LegendEntry { swatch, name, x, y: top + 6.0 + row * LEGEND_ROW });
        x += entry_width + 14.0;
    }
    let height = if entries.is_empty() { 0.0 } else { 6.0 + (row + 1.0) * LEGEND_ROW };
    (entries, height)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Text;
    use crate::view::timeline::model::{Bar, Marker};

    fn model() -> TimelineModel {
        let bar = |start_ms, end_ms, state, label: &str| Bar {
            start_ms,
            end_ms,
            state,
            label: label.to_owned(),
            why: Text::same("because"),
        };
        TimelineModel {
            lanes: vec![Lane {
                title: "PodReadyToStartContainers".to_owned(),
                kind: LaneKind::Condition,
                bars: vec![
                    bar(0, 1_000, BarState::ConditionFalse, "False"),
                    bar(1_000, 120_000, BarState::ConditionTrue, "True"),
                ],
                sub_bars: vec![],
                capacity: None,
                markers: vec![Marker {
                    at_ms: 1_000,
                    kind: MarkerKind::Event,
                    label: "Started".to_owned(),
                    why: Text::same("it started"),
                }],
            }],
            end_ms: 120_000,
        }
    }

    /// No two legend entries look the same: states drawn with one fill and pattern in both
    /// themes are one entry that names them all.
    #[test]
    fn legend_entries_never_repeat_a_look() {
        let entries = legend_entries(Lang::En);
        let looks: Vec<_> = entries
            .iter()
            .filter_map(|(swatch, _)| match swatch {
                Swatch::State(state) => {
                    Some((state.pattern(), Palette::LIGHT.bar(*state).0, Palette::DARK.bar(*state).0))
                }
                Swatch::Marker(_) | Swatch::Gap | Swatch::Capacity => None,
            })
            .collect();
        let mut unique = looks.clone();
        unique.sort_by_key(|look| format!("{look:?}"));
        unique.dedup();
        assert_eq!(unique.len(), looks.len(), "{entries:?}");
        let name_of = |state: BarState| {
            entries.iter().find(|(swatch, name)| {
                matches!(swatch, Swatch::State(_)) && name.split(" · ").any(|n| n == state.name(Lang::En))
            })
        };
        assert_eq!(
            name_of(BarState::Ready).map(|(_, n)| n.as_str()),
            name_of(BarState::ConditionTrue).map(|(_, n)| n.as_str())
        );
        assert!(name_of(BarState::Failed).is_some_and(|(_, n)| n.contains("Failed") && n.contains("Terminated (≠0)")));
    }

    #[test]
    fn a_label_is_never_drawn_under_a_marker() {
        let layout = model().layout(&LayoutOptions::for_width(600.0, Lang::En));
        let lane = &layout.lanes[0];
        let marker = lane.markers[0].x;
        let (label_x, _) = lane.bars[1].label_at.expect("the wide bar keeps its label, moved");
        assert!(label_x >= marker + MARKER_HALF_WIDTH, "label at {label_x}, marker at {marker}");
        // A bar too short to hold its label beside the marker shows none.
        let mut crowded = model();
        crowded.lanes[0].markers[0].at_ms = 500;
        let layout = crowded.layout(&LayoutOptions::for_width(600.0, Lang::En));
        let first = &layout.lanes[0].bars[0];
        if let Some((x, _)) = first.label_at {
            let m = layout.lanes[0].markers[0].x;
            assert!(x > m + MARKER_HALF_WIDTH || x + 7.0 * 5.0 < m - MARKER_HALF_WIDTH, "label {x} over marker {m}");
        }
    }

    /// Markers less than half a glyph apart are one glyph, drawn as the weightiest kind, whose
    /// tooltip lists them and whose click picks the last of that kind; a marker further on is a
    /// glyph of its own.
    #[test]
    fn markers_that_would_cover_each_other_are_one_glyph() {
        let marker = |at_ms, kind, label: &str| Marker { at_ms, kind, label: label.to_owned(), why: Text::same("why") };
        let mut crowded = model();
        // The quiet stretch after 13 s is compressed: a second is about nine pixels here.
        crowded.lanes[0].markers = vec![
            marker(10_000, MarkerKind::Event, "Pulled"),
            marker(10_000, MarkerKind::Warning, "BackOff"),
            marker(10_010, MarkerKind::Event, "Created"),
            marker(10_300, MarkerKind::Event, "Started"),
            marker(13_000, MarkerKind::Event, "Killing"),
        ];
        let layout = crowded.layout(&LayoutOptions::for_width(600.0, Lang::En));
        let glyphs = &layout.lanes[0].markers;
        let members: Vec<_> = glyphs.iter().map(|glyph| glyph.members.clone()).collect();
        // Whatever their kinds: a glyph drawn over another could not be pointed at.
        assert_eq!(members, vec![vec![0, 1, 2, 3], vec![4]]);
        assert_eq!(glyphs[0].kind, MarkerKind::Warning, "drawn as the weightiest kind");
        assert_eq!(glyphs[0].picked(), 1, "a click picks the marker the glyph is drawn as");
        assert_eq!(
            glyphs[0].title,
            "10s: Pulled\nwhy\n\n10s: BackOff\nwhy\n\n10.01s: Created\nwhy\n\n10.3s: Started\nwhy"
        );
        assert_eq!((glyphs[1].kind, glyphs[1].title.as_str()), (MarkerKind::Event, "13s: Killing\nwhy"));
        // Zoomed in far enough, they are apart again, but for the two of one instant.
        let wide = crowded.layout(&LayoutOptions::for_width(600_000.0, Lang::En));
        let apart: Vec<_> = wide.lanes[0].markers.iter().map(|glyph| glyph.members.clone()).collect();
        assert_eq!(apart, vec![vec![0, 1], vec![2], vec![3], vec![4]]);
        // Six are all listed; past six, the first five and how many more, in the chosen language,
        // and whether a zoom can tell them apart.
        let tooltip = |times: &[u64], lang| {
            let mut crowded = model();
            crowded.lanes[0].markers = times.iter().map(|&at| marker(at, MarkerKind::Event, "Started")).collect();
            let layout = crowded.layout(&LayoutOptions::for_width(600.0, lang));
            assert_eq!(layout.lanes[0].markers.len(), 1, "{times:?}: one glyph");
            layout.lanes[0].markers[0].title.clone()
        };
        let six = tooltip(&[10_000; 6], Lang::En);
        assert_eq!((six.matches("Started").count(), six.contains("more")), (6, false), "{six}");
        let apart: Vec<u64> = (0..8).map(|i| 10_000 + i).collect();
        let said = tooltip(&apart, Lang::Zh);
        assert_eq!(said.matches("Started").count(), TITLED_MARKERS);
        assert!(said.ends_with("这里还有 3 个：放大后可分开查看"), "{said}");
        let together = tooltip(&[10_000; 8], Lang::En);
        assert!(together.ends_with("… and 3 more at the same instant"), "{together}");
    }

    #[test]
    fn bars_follow_the_scale_and_keep_the_models_order() {
        let model = model();
        let layout = model.layout(&LayoutOptions::for_width(600.0, Lang::En));
        assert_eq!(layout.width, 600.0);
        let lane = &layout.lanes[0];
        assert_eq!(lane.shown_title, "PodReadyToStartCo…");
        assert_eq!(lane.bars.len(), 2);
        assert_eq!(lane.bars[0].x, LABEL_WIDTH);
        let true_bar = &lane.bars[1];
        assert!((true_bar.x + true_bar.width - layout.playhead_x(120_000)).abs() < 1e-9);
        assert!(true_bar.label_at.is_some(), "a wide bar shows its label");
        assert!(lane.bars[0].width >= 2.0);
        assert_eq!(lane.markers[0].x, lane.bars[1].x);
        assert_eq!(lane.markers[0].title, "1s: Started\nit started");
        assert_eq!(layout.gaps.len(), 1);
        assert_eq!(layout.gaps[0].title, format!("6s … 1m55s ({} compressed)", layout.gaps[0].gap.label()));
    }

    /// Two runs side by side share one axis: the same ticks at the same x, whatever each run
    /// alone would have drawn.
    #[test]
    fn two_runs_beside_each_other_share_one_time_scale() {
        let short = model();
        let mut long = model();
        long.end_ms = 300_000;
        if let Some(lane) = long.lanes.first_mut() {
            lane.bars.push(Bar {
                start_ms: 200_000,
                end_ms: 300_000,
                state: BarState::ConditionFalse,
                label: "False".into(),
                why: Text::same("later"),
            });
        }
        let options = LayoutOptions::for_width(600.0, Lang::En);
        let (a, b) = (short.layout_beside(&options, &long), long.layout_beside(&options, &short));
        let px = crate::view::timeline::scale::px;
        let ticks = |layout: &TimelineLayout| layout.ticks.iter().map(|t| (t.at_ms, px(t.x))).collect::<Vec<_>>();
        assert_eq!(ticks(&a), ticks(&b));
        assert_eq!((a.end_ms, b.end_ms), (300_000, 300_000));
        assert_eq!(px(a.playhead_x(150_000)), px(b.playhead_x(150_000)));
        // Alone, each run has an axis of its own.
        assert_ne!(ticks(&short.layout(&options)), ticks(&long.layout(&options)));
    }

    /// A crash loop's back-off waits (10s, 20s, … 5m) make several compressed stretches close
    /// together: at every width no label of the axis, tick or `↔` length, runs into another,
    /// and the last tick (the run's end) keeps its label.
    #[test]
    fn labels_of_the_axis_never_run_into_each_other() {
        let mut times = vec![0u64];
        let mut t = 0;
        for wait in [10_000u64, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000] {
            t += 1_000;
            times.push(t);
            t += wait;
            times.push(t);
        }
        let events = Lane {
            title: "Events".to_owned(),
            kind: LaneKind::Events,
            bars: vec![],
            sub_bars: vec![],
            capacity: None,
            markers: times
                .iter()
                .map(|&at_ms| Marker {
                    at_ms,
                    kind: MarkerKind::Warning,
                    label: "BackOff app".to_owned(),
                    why: Text::same("Back-off restarting failed container"),
                })
                .collect(),
        };
        let crash_loop = TimelineModel { lanes: vec![events], end_ms: t };
        let mut labelled_gaps = 0;
        for width in (300..=1_400).step_by(5) {
            let layout = crash_loop.layout(&LayoutOptions::for_width(f64::from(width), Lang::En));
            let mut spans: Vec<(f64, f64, String)> =
                layout.ticks.iter().map(|tick| (tick_span(tick).0, tick_span(tick).1, tick.label.clone())).collect();
            for (centre, text) in layout.gaps.iter().filter_map(|gap| gap.label.clone()) {
                let half = text_width(&text) / 2.0;
                spans.push((centre - half, centre + half, text));
                labelled_gaps += 1;
            }
            spans.sort_by(|a, b| a.0.total_cmp(&b.0));
            for pair in spans.windows(2) {
                assert!(pair[0].1 + AXIS_LABEL_GAP <= pair[1].0, "at {width} px {:?} runs into {:?}", pair[0], pair[1]);
            }
            let last = layout.ticks.last().map(|tick| tick.at_ms);
            assert_eq!(last, layout.scale.ticks(t, (layout.scale.width / 90.0).max(2.0) as u64).last().copied());
        }
        assert!(labelled_gaps > 100, "the stretches still say their length: {labelled_gaps}");
    }

    #[test]
    fn the_legend_lists_only_what_is_drawn_in_the_chosen_language() {
        let layout = model().layout(&LayoutOptions::for_width(600.0, Lang::Zh));
        let swatches: Vec<Swatch> = layout.legend.iter().map(|e| e.swatch).collect();
        assert_eq!(
            swatches,
            [
                Swatch::State(BarState::ConditionTrue),
                Swatch::State(BarState::ConditionFalse),
                Swatch::Marker(MarkerKind::Event),
                // The drawing has a compressed stretch (6s … 1m55s).
                Swatch::Gap,
            ]
        );
        assert_eq!(layout.legend[2].name, "事件");
        assert!(layout.legend[3].name.contains("实际时长"));
        assert!(layout.legend.iter().all(|e| e.y > layout.height));
        assert!(layout.legend_height > 0.0);
    }
}

#[cfg(test)]
mod tests_requests_lane {
    use crate::lang::Lang;
    use crate::session::{Session, Settings};
    use crate::version::KubeVersion;
    use crate::view::timeline::layout::LayoutOptions;

    /// A Pod that writes no resources, and a LimitRange that gives its container both.
    const DEFAULTED: &str = "apiVersion: v1\nkind: LimitRange\nmetadata: {name: defaults}\nspec:\n  limits:\n  - type: Container\n    default: {cpu: 500m, memory: 256Mi}\n    defaultRequest: {cpu: 100m, memory: 128Mi}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n";
    const SCENARIO: &str = "kind: Scenario\ntiming: ideal\nuntil: 30s\nnode: {allocatable: {cpu: '2', memory: 4Gi}}\n";

    fn requests_lane(pod: &str) -> Option<crate::view::timeline::layout::LaneBox> {
        let session = Session::new(pod, SCENARIO, Settings::new(KubeVersion::V1_37));
        let layout = session.timeline_layout(&LayoutOptions::for_width(900.0, Lang::En))?;
        layout.lanes.into_iter().find(|lane| lane.title == "Requests")
    }

    #[test]
    fn limit_range_defaults_draw_the_requests_lane_without_a_resize() {
        let lane = requests_lane(DEFAULTED).expect("a Requests lane for the defaulted values");
        let labels: Vec<&str> = lane.bars.iter().map(|bar| bar.label.as_str()).collect();
        assert_eq!(labels, ["cpu 100m of 2 · memory 128Mi of 4Gi"]);
        let title = lane.bars.first().map(|bar| bar.title.clone()).unwrap_or_default();
        for part in [
            "app: limits cpu 500m (LimitRange defaults, default)",
            "limits memory 256Mi (LimitRange defaults, default)",
            "requests cpu 100m (LimitRange defaults, defaultRequest)",
            "requests memory 128Mi (LimitRange defaults, defaultRequest)",
            "limitranger: mergePodResourceRequirements",
        ] {
            assert!(title.contains(part), "{part} not in {title}");
        }
    }

    /// A Pod asking for a sliver of a big node still gets a bar that can be seen and picked,
    /// inside the lane even when the other Pods take nearly all of it, and its tooltip gives
    /// the shares in figures.
    #[test]
    fn a_small_share_is_drawn_high_enough_to_see_and_its_figures_are_in_the_tooltip() {
        let big_node = |pods: &str| {
            format!(
                "kind: Scenario\ntiming: ideal\nuntil: 30s\nnode: {{allocatable: {{cpu: '64', memory: 256Gi}}{pods}}}\n"
            )
        };
        for (scenario, others) in
            [(big_node(""), "1%"), (big_node(", pods: [{name: batch, requests: {cpu: '62'}}]"), "98%")]
        {
            let session = Session::new(DEFAULTED, &scenario, Settings::new(KubeVersion::V1_37));
            let layout = session.timeline_layout(&LayoutOptions::for_width(900.0, Lang::En)).expect("a layout");
            let lane = layout.lanes.into_iter().find(|lane| lane.title == "Requests").expect("a Requests lane");
            let capacity = lane.capacity.as_ref().expect("the node drawn");
            let bar = lane.bars.first().expect("a bar");
            assert!(bar.height >= 6.0, "{others}: a bar {} px high", bar.height);
            assert!(
                bar.y >= capacity.line_y && bar.y + bar.height <= lane.y + super::LANE_HEIGHT,
                "{others}: inside the lane"
            );
            let under = capacity.others.first().expect("the other Pods' share");
            assert!((under.y - (bar.y + bar.height)).abs() < 1e-9, "{others}: the bar stands on the other Pods' share");
            let figures = format!("this Pod: <1% of the node's allocatable · the other Pods: {others}");
            assert!(bar.title.contains(&figures), "{figures} not in {}", bar.title);
        }
    }

    #[test]
    fn a_pod_that_writes_its_own_values_gets_no_lane_from_the_limit_range() {
        let own = DEFAULTED.replace(
            "{name: app, image: nginx:1.27}",
            "{name: app, image: nginx:1.27, resources: {requests: {cpu: 200m, memory: 64Mi}, limits: {cpu: 300m, memory: 64Mi}}}",
        );
        assert!(requests_lane(&own).is_none());
    }
}
