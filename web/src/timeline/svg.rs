//! The timeline drawing: lanes of patterned bars, markers, compressed-gap breaks and the playhead.
//! Everything but the playhead is one memoised component ([`Drawing`]): a play tick moves the
//! playhead line and leaves the lanes alone.

use std::rc::Rc;

use yew::prelude::*;

use super::scale::{Scale, format_ms, px};
use crate::i18n::Lang;
use podsim::{Lane, LaneKind, TimelineModel};

/// Width of the lane-title column.
pub const LABEL_WIDTH: f64 = 130.0;
/// Height of one lane.
pub const LANE_HEIGHT: f64 = 26.0;
/// Height of the time axis.
pub const AXIS_HEIGHT: f64 = 20.0;

/// What the user picked on the drawing: a lane and a bar or marker index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// `lanes[lane].bars[index]`.
    Bar(usize, usize),
    /// `lanes[lane].markers[index]`.
    Marker(usize, usize),
}

fn lane_class(lane: &Lane) -> String {
    match lane.kind {
        LaneKind::Pod => "lane lane-pod".to_owned(),
        LaneKind::Condition => "lane lane-condition".to_owned(),
        LaneKind::Container(kind) => format!("lane lane-{}", kind.as_str()),
        LaneKind::Events => "lane lane-events".to_owned(),
        LaneKind::Traffic => "lane lane-traffic".to_owned(),
    }
}

fn patterns() -> Html {
    html! {
        <defs>
            <pattern id="pat-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1="0" y1="0" x2="0" y2="6" class="pat-stroke" stroke-width="2" /></pattern>
            <pattern id="pat-dots" width="5" height="5" patternUnits="userSpaceOnUse">
                <circle cx="2.5" cy="2.5" r="1" class="pat-fill" /></pattern>
            <pattern id="pat-light" width="8" height="8" patternUnits="userSpaceOnUse">
                <line x1="0" y1="4" x2="8" y2="4" class="pat-stroke" stroke-width="1" /></pattern>
            <pattern id="pat-solid" width="8" height="8" patternUnits="userSpaceOnUse" />
            <pattern id="pat-check" width="8" height="8" patternUnits="userSpaceOnUse">
                <rect x="0" y="0" width="4" height="4" class="pat-fill" /><rect x="4" y="4" width="4" height="4" class="pat-fill" /></pattern>
            <pattern id="pat-grid" width="6" height="6" patternUnits="userSpaceOnUse">
                <path d="M0 0H6M0 0V6" class="pat-stroke" stroke-width="1" fill="none" /></pattern>
            <pattern id="pat-zigzag" width="8" height="8" patternUnits="userSpaceOnUse">
                <path d="M0 6L2 2L4 6L6 2L8 6" class="pat-stroke" stroke-width="1" fill="none" /></pattern>
            <pattern id="pat-cross" width="6" height="6" patternUnits="userSpaceOnUse">
                <path d="M0 0L6 6M6 0L0 6" class="pat-stroke" stroke-width="1" fill="none" /></pattern>
        </defs>
    }
}

/// [`px`] as an attribute value. One function, not inlined, for the dozens of coordinates the
/// drawing sets: converting at each of them weighs more in WebAssembly.
#[inline(never)]
fn px_attr(value: f64) -> AttrValue {
    AttrValue::from(px(value))
}

/// Tick labels at the edges are anchored inside the drawing.
fn anchor(x: f64, width: f64) -> &'static str {
    if x < 12.0 {
        "start"
    } else if x > width - 24.0 {
        "end"
    } else {
        "middle"
    }
}

/// The SVG of `model` on `scale`, with the playhead and the `picked` bar or marker; `on_pick`
/// hears clicks on bars and markers, and `lang` is the language of the tooltips' *why*. Drawn
/// whole at each call (the compare view's small timelines); the timeline panel draws [`Drawing`]
/// in [`frame`] instead.
pub fn drawing(
    model: &TimelineModel,
    scale: &Scale,
    playhead_ms: u64,
    picked: Option<Pick>,
    on_pick: &Callback<Pick>,
    lang: Lang,
) -> Html {
    frame(model, scale, playhead_ms, None, lanes_layer(model, scale, picked, on_pick, lang))
}

/// Props of [`Drawing`].
#[derive(Properties, PartialEq)]
pub struct DrawingProps {
    /// What to draw.
    pub model: Rc<TimelineModel>,
    /// Its time scale.
    pub scale: Rc<Scale>,
    /// The bar or marker picked.
    pub picked: Option<Pick>,
    /// Hears clicks on bars and markers.
    pub on_pick: Callback<Pick>,
    /// Language of the tooltips.
    pub lang: Lang,
}

/// Everything of the drawing but the playhead, rendered again only when the model, the scale
/// (size, zoom), the pick or the language change. `data-drawn` counts its renders.
#[component]
pub fn Drawing(props: &DrawingProps) -> Html {
    let renders = use_mut_ref(|| 0u64);
    let drawn = {
        let mut renders = renders.borrow_mut();
        *renders += 1;
        *renders
    };
    html! {
        <g class="drawing" data-drawn={drawn.to_string()}>
            { lanes_layer(&props.model, &props.scale, props.picked, &props.on_pick, props.lang) }
        </g>
    }
}

/// The `<svg>` around `body` (the lanes), with the playhead on top; `revision` (the inputs the
/// drawing answers) goes in `data-revision`.
pub fn frame(model: &TimelineModel, scale: &Scale, playhead_ms: u64, revision: Option<u64>, body: Html) -> Html {
    let height = AXIS_HEIGHT + LANE_HEIGHT * model.lanes.len() as f64 + 4.0;
    let width = LABEL_WIDTH + scale.width + 12.0;
    let playhead = LABEL_WIDTH + scale.x(playhead_ms);
    html! {
        <svg class="timeline-svg" width={px_attr(width)} height={px_attr(height)} aria-hidden="true" data-testid="timeline-svg"
            viewBox={format!("0 0 {} {}", px(width), px(height))} data-revision={revision.map(|r| r.to_string())}>
            { body }
            <line class="playhead" x1={px_attr(playhead)} x2={px_attr(playhead)} y1="0" y2={px_attr(height)} />
            <path class="playhead-knob" d={format!("M{} 0l-5 0l5 7l5 -7z", px(playhead))} />
        </svg>
    }
}

/// The patterns, the axis, the lanes and the breaks.
fn lanes_layer(
    model: &TimelineModel,
    scale: &Scale,
    picked: Option<Pick>,
    on_pick: &Callback<Pick>,
    lang: Lang,
) -> Html {
    let height = AXIS_HEIGHT + LANE_HEIGHT * model.lanes.len() as f64 + 4.0;
    let width = LABEL_WIDTH + scale.width + 12.0;
    let x = |t: u64| LABEL_WIDTH + scale.x(t);
    let ticks = scale.ticks(model.end_ms, (scale.width / 90.0).max(2.0) as u64).into_iter().map(|t| {
        html! { <g class="tick"><line x1={px_attr(x(t))} x2={px_attr(x(t))} y1={px_attr(AXIS_HEIGHT - 4.0)} y2={px_attr(height)} />
        <text x={px_attr(x(t))} y="12" text-anchor={anchor(x(t) - LABEL_WIDTH, scale.width)}>{ format_ms(t) }</text></g> }
    });
    let breaks = scale.breaks.iter().map(|&(from, to)| {
        let (a, b) = (x(from), x(to));
        let mid = (a + b) / 2.0;
        html! { <g class="break"><rect x={px_attr(a)} y={px_attr(AXIS_HEIGHT)} width={px_attr(b - a)} height={px_attr(height - AXIS_HEIGHT)} />
            <path d={format!("M{} {}l-4 6l8 6l-4 6", px(mid), px(AXIS_HEIGHT))} /><title>{ format!("{} … {} (compressed)", format_ms(from), format_ms(to)) }</title></g> }
    });
    let lanes = model.lanes.iter().enumerate().map(|(li, lane)| {
        let y = AXIS_HEIGHT + LANE_HEIGHT * li as f64;
        let bars = lane.bars.iter().enumerate().map(|(bi, bar)| {
            let (x0, x1) = (x(bar.start_ms), x(bar.end_ms.max(bar.start_ms)));
            let w = (x1 - x0).max(2.0);
            let picked = picked == Some(Pick::Bar(li, bi));
            let onclick = { let on = on_pick.clone(); Callback::from(move |_: MouseEvent| on.emit(Pick::Bar(li, bi))) };
            html! { <g class={classes!("bar", bar.state.class(), picked.then_some("picked"))} {onclick}>
                <rect class="bar-fill" x={px_attr(x0)} y={px_attr(y + 4.0)} width={px_attr(w)} height={px_attr(LANE_HEIGHT - 8.0)} rx="3" />
                <rect class="bar-pattern" x={px_attr(x0)} y={px_attr(y + 4.0)} width={px_attr(w)} height={px_attr(LANE_HEIGHT - 8.0)} rx="3" fill={format!("url(#{})", bar.state.pattern())} />
                if w > 7.0 * bar.label.chars().count() as f64 {
                    <text class="bar-label" x={px_attr(x0 + 4.0)} y={px_attr(y + LANE_HEIGHT / 2.0 + 4.0)}>{ &bar.label }</text>
                }
                <title>{ format!("{} → {}: {}\n{}", format_ms(bar.start_ms), format_ms(bar.end_ms), bar.label, bar.why.get(lang)) }</title>
            </g> }
        });
        let subs = lane.sub_bars.iter().map(|bar| {
            let (x0, x1) = (x(bar.start_ms), x(bar.end_ms.max(bar.start_ms)));
            html! { <g class={classes!("bar", "sub-bar", bar.state.class())}>
                <rect class="bar-fill" x={px_attr(x0)} y={px_attr(y + LANE_HEIGHT - 6.0)} width={px_attr((x1 - x0).max(2.0))} height="4" />
                <title>{ format!("{} → {}: {}", format_ms(bar.start_ms), format_ms(bar.end_ms), bar.label) }</title>
            </g> }
        });
        let markers = lane.markers.iter().enumerate().map(|(mi, marker)| {
            let onclick = { let on = on_pick.clone(); Callback::from(move |_: MouseEvent| on.emit(Pick::Marker(li, mi))) };
            let picked = picked == Some(Pick::Marker(li, mi));
            html! { <text class={classes!("marker", marker.kind.class(), picked.then_some("picked"))} x={px_attr(x(marker.at_ms))}
                y={px_attr(y + LANE_HEIGHT / 2.0 + 5.0)} text-anchor="middle" {onclick}>{ marker.kind.glyph() }
                <title>{ format!("{}: {}\n{}", format_ms(marker.at_ms), marker.label, marker.why.get(lang)) }</title></text> }
        });
        html! { <g class={lane_class(lane)} data-lane={lane.title.clone()}>
            <rect class="lane-bg" x="0" y={px_attr(y)} width={px_attr(width)} height={px_attr(LANE_HEIGHT)} />
            <text class="lane-title" x="6" y={px_attr(y + LANE_HEIGHT / 2.0 + 4.0)}>{ fitted_title(&lane.title) }
                <title>{ &lane.title }</title></text>
            { for bars }{ for subs }{ for markers }
        </g> }
    });
    html! {
        <>
            { patterns() }
            <g class="axis">{ for ticks }</g>
            { for lanes }
            { for breaks }
        </>
    }
}

/// How many characters of a lane title fit the title column (11 px monospace).
const TITLE_CHARS: usize = 18;

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
