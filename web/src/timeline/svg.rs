//! The timeline drawing: the core's [`TimelineLayout`] (lanes of patterned bars, markers,
//! compressed-gap breaks) drawn as Yew `Html` with the page's CSS classes, plus the playhead and
//! what a click picks. Everything but the playhead is one memoised component ([`Drawing`]): a play
//! tick moves the playhead line and leaves the lanes alone. The static SVG (`podsim render`, the
//! Share dialog's export) is drawn by the core from the same layout.

use std::rc::Rc;

use yew::prelude::*;

use super::scale::px;
use podsim::{AXIS_HEIGHT, LANE_HEIGHT, LaneBox, LaneKind, Pattern, Shape, TimelineLayout};

pub use podsim::LABEL_WIDTH;

/// What the user picked on the drawing: a lane and a bar or marker index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// `lanes[lane].bars[index]`.
    Bar(usize, usize),
    /// `lanes[lane].sub_bars[index]`: a pull, a hook, a grace period, requests cut.
    SubBar(usize, usize),
    /// `lanes[lane].markers[index]`.
    Marker(usize, usize),
}

impl Pick {
    /// The lane the picked bar or marker is on.
    pub fn lane(self) -> usize {
        match self {
            Pick::Bar(lane, _) | Pick::SubBar(lane, _) | Pick::Marker(lane, _) => lane,
        }
    }
}

fn lane_class(lane: &LaneBox) -> String {
    match lane.kind {
        LaneKind::Pod => "lane lane-pod".to_owned(),
        LaneKind::Condition => "lane lane-condition".to_owned(),
        LaneKind::Container(kind) => format!("lane lane-{}", kind.as_str()),
        LaneKind::Events => "lane lane-events".to_owned(),
        LaneKind::Traffic => "lane lane-traffic".to_owned(),
        LaneKind::Resources => "lane lane-resources".to_owned(),
    }
}

/// The bar patterns, from the core's tiles; their ink comes from the stylesheet (`.pat-stroke`,
/// `.pat-fill`), so it follows the theme.
fn patterns() -> Html {
    let shape = |shape: &Shape| match *shape {
        Shape::Line { from_to: (x1, y1, x2, y2), width } => html! {
        <line x1={px(x1)} y1={px(y1)} x2={px(x2)} y2={px(y2)} class="pat-stroke" stroke-width={px(width)} /> },
        Shape::Circle { cx, cy, r } => html! { <circle cx={px(cx)} cy={px(cy)} r={px(r)} class="pat-fill" /> },
        Shape::Rect { bounds: (x, y, w, h) } => {
            html! { <rect x={px(x)} y={px(y)} width={px(w)} height={px(h)} class="pat-fill" /> }
        }
        Shape::Path { d } => html! { <path {d} class="pat-stroke" stroke-width="1" fill="none" /> },
    };
    html! {
        <defs>
            { for Pattern::ALL.iter().map(|pattern| html! {
                <pattern id={pattern.id()} width={px(pattern.size())} height={px(pattern.size())} patternUnits="userSpaceOnUse"
                    patternTransform={pattern.rotation().map(|degrees| format!("rotate({degrees})"))}>
                    { for pattern.shapes().iter().map(shape) }
                </pattern>
            }) }
        </defs>
    }
}

/// [`px`] as an attribute value. One function, not inlined, for the dozens of coordinates the
/// drawing sets: converting at each of them weighs more in WebAssembly.
#[inline(never)]
fn px_attr(value: f64) -> AttrValue {
    AttrValue::from(px(value))
}

/// The SVG of `layout`, with the playhead and the `picked` bar or marker; `on_pick` hears clicks
/// on bars and markers. Drawn whole at each call (the compare view's small timelines); the
/// timeline panel draws [`Drawing`] in [`frame`] instead.
pub fn drawing(layout: &TimelineLayout, playhead_ms: u64, picked: Option<Pick>, on_pick: &Callback<Pick>) -> Html {
    frame(layout, playhead_ms, None, lanes_layer(layout, picked, on_pick))
}

/// Props of [`Drawing`].
#[derive(Properties)]
pub struct DrawingProps {
    /// What to draw, placed (its tooltips in the page's language).
    pub layout: Rc<TimelineLayout>,
    /// The bar or marker picked.
    pub picked: Option<Pick>,
    /// Hears clicks on bars and markers.
    pub on_pick: Callback<Pick>,
}

/// The layout is compared by address: the panel memoises it, so a play tick hands over the same
/// one, and comparing its every bar and tooltip at each tick would cost more than the tick.
impl PartialEq for DrawingProps {
    fn eq(&self, other: &DrawingProps) -> bool {
        Rc::ptr_eq(&self.layout, &other.layout) && self.picked == other.picked && self.on_pick == other.on_pick
    }
}

/// Everything of the drawing but the playhead, rendered again only when the layout (model, size,
/// zoom, language) or the pick change. `data-drawn` counts its renders.
#[component]
pub fn Drawing(props: &DrawingProps) -> Html {
    let renders = use_mut_ref(|| 0u64);
    let drawn = {
        let mut renders = renders.borrow_mut();
        *renders += 1;
        *renders
    };
    let layout = &props.layout;
    let (axis, breaks) = axis_and_breaks(layout);
    let lanes = (0..layout.lanes.len()).map(|index| {
        let picked = props.picked.filter(|pick| pick.lane() == index);
        html! { <LaneLayer layout={layout.clone()} {index} {picked} on_pick={props.on_pick.clone()} /> }
    });
    html! {
        <g class="drawing" data-drawn={drawn.to_string()}>
            { patterns() }
            { axis }
            { for lanes }
            { breaks }
        </g>
    }
}

/// Props of [`LaneLayer`].
#[derive(Properties)]
pub struct LaneLayerProps {
    /// The drawing the lane is in.
    pub layout: Rc<TimelineLayout>,
    /// Which lane.
    pub index: usize,
    /// The bar or marker picked, when it is in this lane.
    pub picked: Option<Pick>,
    /// Hears clicks on its bars and markers.
    pub on_pick: Callback<Pick>,
}

/// Equal when the lane is placed and titled as before: an edit that changes one lane (a name the
/// events carry, one container's run) draws that lane again and leaves the others as they are.
impl PartialEq for LaneLayerProps {
    fn eq(&self, other: &LaneLayerProps) -> bool {
        let same_lane = Rc::ptr_eq(&self.layout, &other.layout)
            || (self.layout.width == other.layout.width
                && self.layout.lanes.get(self.index) == other.layout.lanes.get(other.index));
        self.index == other.index && self.picked == other.picked && self.on_pick == other.on_pick && same_lane
    }
}

/// One lane of [`Drawing`], rendered again only when it changed.
#[component]
fn LaneLayer(props: &LaneLayerProps) -> Html {
    lane_group(&props.layout, props.index, props.picked, &props.on_pick)
}

/// The `<svg>` around `body` (the lanes), with the playhead on top; `revision` (the inputs the
/// drawing answers) goes in `data-revision`, and `data-scale` says whether gaps are compressed
/// (what an export needs to draw the same layout). The playhead is a layer of its own over the
/// drawing, moved by a CSS transform: a play tick then changes no attribute inside the drawing,
/// which would lay out and paint all its lanes again in every frame.
pub fn frame(layout: &TimelineLayout, playhead_ms: u64, revision: Option<u64>, body: Html) -> Html {
    let (width, height) = (layout.width, layout.height);
    let playhead = layout.playhead_x(playhead_ms);
    let scale = if layout.compressed { "compressed" } else { "linear" };
    // The layer is the knob's width; its middle is the playhead's x.
    let half = PLAYHEAD_HALF_WIDTH;
    html! {
        <div class="drawing-box">
            <svg class="timeline-svg" width={px_attr(width)} height={px_attr(height)} aria-hidden="true" data-testid="timeline-svg"
                viewBox={format!("0 0 {} {}", px(width), px(height))} data-revision={revision.map(|r| r.to_string())} data-scale={scale}>
                { body }
            </svg>
            <svg class="playhead-layer" width={px_attr(2.0 * half)} height={px_attr(height)} aria-hidden="true"
                data-testid="playhead-line" data-x={px_attr(playhead)}
                style={format!("transform:translateX({}px)", px(playhead - half))}>
                <line class="playhead" x1={px_attr(half)} x2={px_attr(half)} y1="0" y2={px_attr(height)} />
                <path class="playhead-knob" d={format!("M{} 0l-5 0l5 7l5 -7z", px(half))} />
            </svg>
        </div>
    }
}

/// Half the width of the playhead's layer: the knob is 10 px wide.
const PLAYHEAD_HALF_WIDTH: f64 = 6.0;

/// The lane titles once more, in a strip that stays at the box's left edge while a zoomed
/// timeline scrolls under it (the drawing's own titles scroll away with the bars).
pub fn sticky_titles(layout: &TimelineLayout) -> Html {
    let lanes = layout.lanes.iter().map(|lane| {
        html! { <g class={lane_class(lane)}>
            <rect class="lane-titles-bg" x="0" y={px_attr(lane.y)} width={px_attr(LABEL_WIDTH)} height={px_attr(LANE_HEIGHT)} />
            <text class="lane-title" x="6" y={px_attr(lane.title_y)}>{ &lane.shown_title }<title>{ &lane.title }</title></text>
        </g> }
    });
    // The axis row too, so that the tick labels scroll under the strip as the bars do; the playhead's
    // knob keeps its left half in view at 0 s.
    let knob = 6.0;
    html! {
        <div class="lane-titles" aria-hidden="true" data-testid="sticky-titles">
            <svg width={px_attr(LABEL_WIDTH)} height={px_attr(layout.height)}>
                <rect class="lane-titles-bg" x="0" y="0" width={px_attr(LABEL_WIDTH - knob)} height={px_attr(AXIS_HEIGHT)} />
                { for lanes }
            </svg>
        </div>
    }
}

/// The time axis (drawn under the lanes) and the compressed gaps' breaks (drawn over them).
fn axis_and_breaks(layout: &TimelineLayout) -> (Html, Html) {
    let height = layout.height;
    let ticks = layout.ticks.iter().map(|tick| {
        html! { <g class="tick"><line x1={px_attr(tick.x)} x2={px_attr(tick.x)} y1={px_attr(AXIS_HEIGHT - 4.0)} y2={px_attr(height)} />
        <text x={px_attr(tick.x)} y="12" text-anchor={tick.anchor.as_str()}>{ &tick.label }</text></g> }
    });
    let breaks = layout.gaps.iter().map(|gap| {
        let mid = gap.x + gap.width / 2.0;
        html! { <g class="break"><rect x={px_attr(gap.x)} y={px_attr(AXIS_HEIGHT)} width={px_attr(gap.width)} height={px_attr(height - AXIS_HEIGHT)} />
            <path d={format!("M{} {}l-4 6l8 6l-4 6", px(mid), px(AXIS_HEIGHT))} /><title>{ &gap.title }</title>
            if let Some((centre, text)) = &gap.label {
                <text class="gap-label" x={px_attr(*centre)} y="12" text-anchor="middle">{ text }</text>
            }</g> }
    });
    (html! { <g class="axis">{ for ticks }</g> }, html! { <>{ for breaks }</> })
}

/// The patterns, the axis, the lanes and the breaks.
pub fn lanes_layer(layout: &TimelineLayout, picked: Option<Pick>, on_pick: &Callback<Pick>) -> Html {
    let (axis, breaks) = axis_and_breaks(layout);
    let lanes = (0..layout.lanes.len()).map(|li| lane_group(layout, li, picked, on_pick));
    html! {
        <>
            { patterns() }
            { axis }
            { for lanes }
            { breaks }
        </>
    }
}

/// Lane `li` of `layout`: its background, title, bars, markers and capacity line; `picked` marks
/// the bar or glyph picked, when it is in this lane.
pub fn lane_group(layout: &TimelineLayout, li: usize, picked: Option<Pick>, on_pick: &Callback<Pick>) -> Html {
    let Some(lane) = layout.lanes.get(li) else { return Html::default() };
    let width = layout.width;
    let bars = lane.bars.iter().enumerate().map(|(bi, bar)| {
        let picked = picked == Some(Pick::Bar(li, bi));
        let onclick = { let on = on_pick.clone(); Callback::from(move |_: MouseEvent| on.emit(Pick::Bar(li, bi))) };
        html! { <g class={classes!("bar", bar.state.class(), picked.then_some("picked"))} {onclick}>
            <rect class="bar-fill" x={px_attr(bar.x)} y={px_attr(bar.y)} width={px_attr(bar.width)} height={px_attr(bar.height)} rx="3" />
            <rect class="bar-pattern" x={px_attr(bar.x)} y={px_attr(bar.y)} width={px_attr(bar.width)} height={px_attr(bar.height)} rx="3" fill={format!("url(#{})", bar.state.pattern().id())} />
            if let Some((x, y)) = bar.label_at {
                <text class="bar-label" x={px_attr(x)} y={px_attr(y)}>{ &bar.label }</text>
            }
            <title>{ &bar.title }</title>
        </g> }
    });
    let subs = lane.sub_bars.iter().enumerate().map(|(si, bar)| {
        let picked = picked == Some(Pick::SubBar(li, si));
        let onclick = { let on = on_pick.clone(); Callback::from(move |_: MouseEvent| on.emit(Pick::SubBar(li, si))) };
        // The thin bar is 4 px high; a taller transparent strip over it takes the click.
        html! { <g class={classes!("bar", "sub-bar", bar.state.class(), picked.then_some("picked"))} {onclick}>
            <rect class="bar-fill" x={px_attr(bar.x)} y={px_attr(bar.y)} width={px_attr(bar.width)} height={px_attr(bar.height)} />
            <rect class="sub-bar-hit" x={px_attr(bar.x)} y={px_attr(bar.y - 2.0)} width={px_attr(bar.width.max(4.0))} height={px_attr(bar.height + 4.0)} />
            <title>{ &bar.title }</title>
        </g> }
    });
    // A glyph stands for one marker or several that would cover each other (drawn as the weightiest
    // kind): it is picked when any of them is.
    let markers = lane.markers.iter().map(|marker| {
        let mi = marker.picked();
        let onclick = {
            let on = on_pick.clone();
            Callback::from(move |_: MouseEvent| on.emit(Pick::Marker(li, mi)))
        };
        let picked = matches!(picked, Some(Pick::Marker(l, m)) if l == li && marker.members.contains(&m));
        html! { <text class={classes!("marker", marker.kind.class(), picked.then_some("picked"))} x={px_attr(marker.x)}
        y={px_attr(marker.y)} text-anchor="middle" {onclick}>{ marker.kind.glyph() }
        <title>{ &marker.title }</title></text> }
    });
    // A resources lane: the other Pods' share under the bars, the node's allocatable as a line.
    let others = lane.capacity.iter().flat_map(|c| c.others.iter().filter(|o| o.height > 0.0)).map(|others| {
        html! { <rect class="capacity-others" x={px_attr(others.x)} y={px_attr(others.y)} width={px_attr(others.width)}
        height={px_attr(others.height)}><title>{ &others.title }</title></rect> }
    });
    let line = lane.capacity.as_ref().map(|c| html! {
        <line class="capacity-line" data-testid="capacity-line" x1={px_attr(c.x0)} y1={px_attr(c.line_y)} x2={px_attr(c.x1)}
            y2={px_attr(c.line_y)}><title>{ &c.title }</title></line>
    });
    html! { <g class={lane_class(lane)} data-lane={lane.title.clone()}>
        <rect class="lane-bg" x="0" y={px_attr(lane.y)} width={px_attr(width)} height={px_attr(LANE_HEIGHT)} />
        <text class="lane-title" x="6" y={px_attr(lane.title_y)}>{ &lane.shown_title }
            <title>{ &lane.title }</title></text>
        { for others }{ for bars }{ for line }{ for subs }{ for markers }
    </g> }
}

#[cfg(test)]
mod tests {
    use podsim::{KubeVersion, Lang, LayoutOptions, Palette, RenderOptions, Session, Settings};
    use yew::virtual_dom::VNode;

    use super::*;

    /// `(x, width)` of every element with class `bar-fill` (bars and sub-bars), in document order.
    fn page_bars(node: &VNode, out: &mut Vec<(String, String)>) {
        match node {
            VNode::VTag(tag) => {
                let attribute = |name: &str| tag.attributes.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_owned());
                if tag.tag() == "rect" && attribute("class").as_deref() == Some("bar-fill") {
                    out.push((attribute("x").unwrap_or_default(), attribute("width").unwrap_or_default()));
                }
                if let Some(children) = tag.children() {
                    page_bars(children, out);
                }
            }
            VNode::VList(list) => list.iter().for_each(|child| page_bars(child, out)),
            _ => {}
        }
    }

    /// The same, read from the static SVG: a bar's fill is `bar-fill`, a sub-bar's its only rect.
    fn static_bars(svg: &str) -> Vec<(String, String)> {
        let document = roxmltree::Document::parse(svg).expect("well-formed XML");
        document
            .descendants()
            .filter(|n| {
                n.attribute("class") == Some("bar-fill")
                    || (n.has_tag_name("rect") && n.parent().and_then(|p| p.attribute("class")) == Some("sub-bar"))
            })
            .map(|n| {
                (n.attribute("x").unwrap_or_default().to_owned(), n.attribute("width").unwrap_or_default().to_owned())
            })
            .collect()
    }

    /// The page's drawing and `podsim render` are made from one layout: for the same width and
    /// scale, every bar has the same x and width in both.
    #[test]
    fn the_page_and_the_static_svg_draw_the_same_bars() {
        let examples = [
            include_str!("../../../static/examples/lifecycle-demo.yaml"),
            include_str!("../../../static/examples/init-failure-always.yaml"),
            include_str!("../../../static/examples/restart-on-exit-codes.yaml"),
        ];
        for (text, (width, compress)) in examples.into_iter().zip([(900.0, true), (700.0, true), (1200.0, false)]) {
            let session = Session::new(text, "", Settings::new(KubeVersion::DEFAULT));
            let options = LayoutOptions { compress, ..LayoutOptions::for_width(width, Lang::En) };
            let layout = session.timeline_layout(&options).expect("a timeline");
            let mut on_page = Vec::new();
            page_bars(&lanes_layer(&layout, None, &Callback::noop()), &mut on_page);
            let svg =
                session.render_svg(&RenderOptions { width, compress, ..RenderOptions::default() }).expect("a drawing");
            let bars: usize = layout.lanes.iter().map(|lane| lane.bars.len() + lane.sub_bars.len()).sum();
            assert_eq!(on_page.len(), bars, "one rect per bar");
            assert_eq!(on_page, static_bars(&svg), "the same bars, at the same x and width");
        }
    }

    /// The class of every marker glyph (a `text` whose class starts with `marker`), in order.
    fn page_markers(node: &VNode, out: &mut Vec<String>) {
        match node {
            VNode::VTag(tag) => {
                let class = tag.attributes.iter().find(|(k, _)| *k == "class").map(|(_, v)| v.to_owned());
                if tag.tag() == "text" && class.as_deref().is_some_and(|c| c.starts_with("marker")) {
                    out.push(class.unwrap_or_default());
                }
                if let Some(children) = tag.children() {
                    page_markers(children, out);
                }
            }
            VNode::VList(list) => list.iter().for_each(|child| page_markers(child, out)),
            _ => {}
        }
    }

    /// A crash loop's events crowd together: the page draws one glyph per group, and
    /// picking any marker of a group (the keyboard walks them one by one) marks that glyph.
    #[test]
    fn a_glyph_for_markers_on_one_pixel_is_picked_with_any_of_them() {
        let text = "apiVersion: v1\nkind: Pod\nmetadata: {name: loop}\nspec:\n  containers:\n  - {name: c0, image: busybox, command: [sh, -c, 'exit 1']}\n---\nkind: Scenario\ntiming: ideal\nuntil: 24h\n";
        let session = Session::new(text, "", Settings::new(KubeVersion::DEFAULT));
        let layout = session.timeline_layout(&LayoutOptions::for_width(600.0, Lang::En)).expect("a timeline");
        let model = session.timeline().expect("a timeline");
        let (li, lane) = layout
            .lanes
            .iter()
            .enumerate()
            .find(|(_, lane)| lane.markers.iter().any(|m| m.members.len() > 1))
            .expect("a crowded lane");
        assert!(lane.markers.len() < model.lanes[li].markers.len(), "fewer glyphs than markers");
        let (gi, group) = lane.markers.iter().enumerate().find(|(_, m)| m.members.len() > 1).expect("a group");
        let first = group.members[0];
        assert_ne!(group.picked(), first, "a click picks the marker the glyph is drawn as, the restart");
        let mut classes = Vec::new();
        page_markers(&lanes_layer(&layout, Some(Pick::Marker(li, first)), &Callback::noop()), &mut classes);
        let glyphs: usize = layout.lanes.iter().map(|lane| lane.markers.len()).sum();
        assert_eq!(classes.len(), glyphs, "one glyph per placed group");
        let picked: Vec<usize> =
            classes.iter().enumerate().filter(|(_, c)| c.split(' ').any(|w| w == "picked")).map(|(i, _)| i).collect();
        let before: usize = layout.lanes[..li].iter().map(|lane| lane.markers.len()).sum();
        assert_eq!(picked, vec![before + gi], "the group's glyph, and only it, is marked");
    }

    /// The custom properties a rule of `css` starting with `selector` sets.
    fn block<'a>(css: &'a str, selector: &str) -> &'a str {
        let start = css.find(selector).unwrap_or_else(|| panic!("{selector} in main.css"));
        let rest = &css[start..];
        &rest[..rest.find('}').unwrap_or(rest.len())]
    }

    /// The static SVG's colours are the page's: each theme's palette in the core has the values
    /// of `web/styles/main.css` (the dark theme inherits what it does not set).
    #[test]
    fn the_stylesheet_has_the_palettes_colours() {
        let css = include_str!("../../styles/main.css");
        let light = block(css, ":root {");
        let dark = block(css, ":root[data-theme=\"dark\"] {");
        let auto_dark = block(css, ":root[data-theme=\"auto\"] {");
        for (name, value) in Palette::LIGHT.variables() {
            assert!(light.contains(&format!("{name}: {value};")), "light {name}: {value}");
        }
        for (name, value) in Palette::DARK.variables() {
            let set = format!("{name}: {value};");
            for (theme, rules) in [("dark", dark), ("auto (dark)", auto_dark)] {
                let inherited = !rules.contains(&format!("{name}:")) && light.contains(&set);
                assert!(rules.contains(&set) || inherited, "{theme} {name}: {value}");
            }
        }
    }
}
