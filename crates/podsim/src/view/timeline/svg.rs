//! A [`TimelineLayout`] as a self-contained SVG document: a title and a description for screen
//! readers, text as `<text>`, the theme's colours and the patterns written in (no stylesheet), the
//! legend of what it shows, and the playhead when asked for.

use std::fmt::Write;

use super::layout::{AXIS_HEIGHT, LANE_HEIGHT, LaneBox, Swatch, TimelineLayout};
use super::palette::{Palette, Pattern, RenderTheme, Shape};
use super::scale::px;
use crate::duration::{Style, format_ms};
use crate::lang::Text;
use crate::version::KubeVersion;

/// The sans-serif stack of the page (`--sans`).
const SANS: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Noto Sans CJK SC', \
                    'Microsoft YaHei', sans-serif";
/// The monospace stack of the page (`--mono`), for lane titles.
const MONO: &str = "ui-monospace, SFMono-Regular, 'JetBrains Mono', Menlo, Consolas, 'Noto Sans Mono CJK SC', \
                    monospace";

/// What a static drawing says about itself, and how it looks.
#[derive(Debug, Clone, PartialEq)]
pub struct SvgOptions {
    /// The `<title>` (the scenario or the Pod).
    pub title: String,
    /// The `<desc>`: one line saying what the timeline shows.
    pub desc: String,
    /// The colours.
    pub theme: RenderTheme,
    /// Where to draw the playhead, if anywhere.
    pub playhead_ms: Option<u64>,
    /// What the drawing's `id`s start with (`podsim-title`, `podsim-pat-…`): drawings on one page
    /// need their own, or the second's title and patterns resolve to the first's.
    pub id_prefix: String,
}

/// What a drawing of a run says about itself: the Pod, the version, how long and how it ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caption {
    /// The Pod's name.
    pub name: String,
    /// The version setting.
    pub version: KubeVersion,
    /// How many lanes the drawing has.
    pub lanes: usize,
    /// Where the run ends, ms.
    pub until_ms: u64,
    /// STATUS at the end.
    pub status: String,
    /// The playhead and STATUS there, when it is drawn.
    pub playhead: Option<(u64, String)>,
}

impl Caption {
    /// The `<title>`, in both languages.
    pub fn title(&self) -> Text {
        let name = &self.name;
        crate::text!("podsim: Pod {name}", "podsim：Pod {name}")
    }

    /// The `<desc>`, in both languages.
    pub fn desc(&self) -> Text {
        let (name, version, lanes) = (&self.name, self.version.as_str(), self.lanes);
        let (until, status) = (format_ms(self.until_ms, Style::Label), &self.status);
        let mut desc = crate::text!(
            "Timeline of Pod {name} on Kubernetes {version}: {lanes} lanes over {until}; at the end kubectl shows {status}.",
            "Pod {name} 在 Kubernetes {version} 上的时间线：{lanes} 条泳道，共 {until}；结束时 kubectl 显示 {status}。"
        );
        if let Some((at_ms, status)) = &self.playhead {
            let at = format_ms(*at_ms, Style::Label);
            desc.push(&crate::text!(" The playhead is at {at} ({status}).", "播放头位于 {at}（{status}）。"));
        }
        desc
    }
}

/// `layout` as an SVG document.
pub fn write_svg(layout: &TimelineLayout, options: &SvgOptions) -> String {
    let palette = options.theme.palette();
    let (width, height) = (layout.width, layout.height + layout.legend_height);
    let mut out = String::with_capacity(16_384);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-labelledby="{ids}-title {ids}-desc" font-family="{SANS}" font-size="11">"#,
        w = px(width),
        h = px(height),
        ids = options.id_prefix,
    );
    let ids = options.id_prefix.as_str();
    let _ = write!(out, r#"<title id="{ids}-title">{}</title>"#, escape(&options.title));
    let _ = write!(out, r#"<desc id="{ids}-desc">{}</desc>"#, escape(&options.desc));
    let _ = write!(out, r#"<rect width="{}" height="{}" fill="{}"/>"#, px(width), px(height), palette.panel);
    patterns(&mut out, palette, ids);
    axis(&mut out, layout, palette);
    for (index, lane) in layout.lanes.iter().enumerate() {
        lane_group(&mut out, lane, index, layout.width, palette, ids);
    }
    for gap in &layout.gaps {
        let mid = gap.x + gap.width / 2.0;
        let _ = write!(
            out,
            r#"<g class="break"><rect x="{}" y="{}" width="{}" height="{}" fill="{}" opacity="0.35"/><path d="M{} {}l-4 6l8 6l-4 6" stroke="{}" fill="none" stroke-width="1.5"/><title>{}</title></g>"#,
            px(gap.x),
            px(AXIS_HEIGHT),
            px(gap.width),
            px(layout.height - AXIS_HEIGHT),
            palette.panel,
            px(mid),
            px(AXIS_HEIGHT),
            palette.muted,
            escape(&gap.title),
        );
        if let Some((centre, text)) = &gap.label {
            let _ = write!(
                out,
                r#"<text class="gap-label" x="{}" y="12" text-anchor="middle" font-style="italic" fill="{}">{}</text>"#,
                px(*centre),
                palette.muted,
                escape(text),
            );
        }
    }
    legend(&mut out, layout, palette, ids);
    if let Some(t) = options.playhead_ms {
        let x = px(layout.playhead_x(t));
        let _ = write!(
            out,
            r#"<g class="playhead"><line x1="{x}" x2="{x}" y1="0" y2="{}" stroke="{a}" stroke-width="2"/><path d="M{x} 0l-5 0l5 7l5 -7z" fill="{a}"/></g>"#,
            px(layout.height),
            a = palette.accent,
        );
    }
    out.push_str("</svg>\n");
    out
}

/// `text` with the five XML special characters escaped, for element text and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 allows no other control characters than tab, newline and return.
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

fn patterns(out: &mut String, palette: &Palette, ids: &str) {
    out.push_str("<defs>");
    for pattern in Pattern::ALL {
        let size = px(pattern.size());
        let _ = write!(
            out,
            r#"<pattern id="{ids}-{}" width="{size}" height="{size}" patternUnits="userSpaceOnUse""#,
            pattern.id()
        );
        if let Some(degrees) = pattern.rotation() {
            let _ = write!(out, r#" patternTransform="rotate({degrees})""#);
        }
        out.push('>');
        let stroke = format!(r##"stroke="#000000" stroke-opacity="{}""##, palette.pattern_stroke_opacity);
        let fill = format!(r##"fill="#000000" fill-opacity="{}""##, palette.pattern_fill_opacity);
        for shape in pattern.shapes() {
            let _ = match *shape {
                Shape::Line { from_to: (x1, y1, x2, y2), width } => write!(
                    out,
                    r#"<line x1="{}" y1="{}" x2="{}" y2="{}" {stroke} stroke-width="{}"/>"#,
                    px(x1),
                    px(y1),
                    px(x2),
                    px(y2),
                    px(width)
                ),
                Shape::Circle { cx, cy, r } => {
                    write!(out, r#"<circle cx="{}" cy="{}" r="{}" {fill}/>"#, px(cx), px(cy), px(r))
                }
                Shape::Rect { bounds: (x, y, w, h) } => {
                    write!(out, r#"<rect x="{}" y="{}" width="{}" height="{}" {fill}/>"#, px(x), px(y), px(w), px(h))
                }
                Shape::Path { d } => write!(out, r#"<path d="{d}" {stroke} stroke-width="1" fill="none"/>"#),
            };
        }
        out.push_str("</pattern>");
    }
    out.push_str("</defs>");
}

fn axis(out: &mut String, layout: &TimelineLayout, palette: &Palette) {
    let _ = write!(out, r#"<g class="axis" font-size="10">"#);
    for tick in &layout.ticks {
        let x = px(tick.x);
        let _ = write!(
            out,
            r#"<line x1="{x}" x2="{x}" y1="{}" y2="{}" stroke="{}" stroke-dasharray="2 3"/><text x="{x}" y="12" text-anchor="{}" fill="{}">{}</text>"#,
            px(AXIS_HEIGHT - 4.0),
            px(layout.height),
            palette.border,
            tick.anchor.as_str(),
            palette.muted,
            escape(&tick.label),
        );
    }
    out.push_str("</g>");
}

fn lane_group(out: &mut String, lane: &LaneBox, index: usize, width: f64, palette: &Palette, ids: &str) {
    let _ = write!(out, r#"<g class="lane" data-lane="{}">"#, escape(&lane.title));
    // Every other lane sits on a band of the page's background, as on the page.
    if index.is_multiple_of(2) {
        let _ = write!(
            out,
            r#"<rect x="0" y="{}" width="{}" height="{}" fill="{}" opacity="0.6"/>"#,
            px(lane.y),
            px(width),
            px(LANE_HEIGHT),
            palette.bg,
        );
    }
    let weight = if lane.kind == super::model::LaneKind::Pod { r#" font-weight="bold""# } else { "" };
    let _ = write!(
        out,
        r#"<text class="lane-title" x="6" y="{}" font-family="{MONO}" fill="{}"{weight}>{}<title>{}</title></text>"#,
        px(lane.title_y),
        palette.lane_title(lane.kind),
        escape(&lane.shown_title),
        escape(&lane.title),
    );
    // The other Pods' share under the bars; the node's allocatable as a dashed line over them.
    if let Some(capacity) = &lane.capacity {
        for others in capacity.others.iter().filter(|o| o.height > 0.0) {
            let _ = write!(
                out,
                r#"<rect class="capacity-others" x="{}" y="{}" width="{}" height="{}" fill="{}" opacity="0.35"><title>{}</title></rect>"#,
                px(others.x),
                px(others.y),
                px(others.width),
                px(others.height),
                palette.muted,
                escape(&others.title),
            );
        }
    }
    for bar in &lane.bars {
        let (fill, ink) = palette.bar(bar.state);
        let (x, y, w, h) = (px(bar.x), px(bar.y), px(bar.width), px(bar.height));
        let _ = write!(
            out,
            r#"<g class="bar"><rect class="bar-fill" x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="{fill}"/><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="url(#{ids}-{})"/>"#,
            bar.state.pattern().id(),
        );
        if let Some((label_x, label_y)) = bar.label_at {
            let _ = write!(
                out,
                r#"<text class="bar-label" x="{}" y="{}" font-size="10" fill="{ink}" stroke="{fill}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">{}</text>"#,
                px(label_x),
                px(label_y),
                escape(&bar.label),
            );
        }
        let _ = write!(out, "<title>{}</title></g>", escape(&bar.title));
    }
    if let Some(capacity) = &lane.capacity {
        let _ = write!(
            out,
            r#"<line class="capacity-line" x1="{}" y1="{y}" x2="{}" y2="{y}" stroke="{}" stroke-width="1.5" stroke-dasharray="4 3"><title>{}</title></line>"#,
            px(capacity.x0),
            px(capacity.x1),
            palette.fg,
            escape(&capacity.title),
            y = px(capacity.line_y),
        );
    }
    for bar in &lane.sub_bars {
        let (fill, _) = palette.bar(bar.state);
        let _ = write!(
            out,
            r#"<g class="sub-bar"><rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" opacity="0.9"/><title>{}</title></g>"#,
            px(bar.x),
            px(bar.y),
            px(bar.width),
            px(bar.height),
            escape(&bar.title),
        );
    }
    for marker in &lane.markers {
        let _ = write!(
            out,
            r#"<text class="marker" x="{}" y="{}" text-anchor="middle" font-size="13" font-weight="bold" fill="{}" stroke="{}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">{}<title>{}</title></text>"#,
            px(marker.x),
            px(marker.y),
            palette.marker(marker.kind),
            palette.panel,
            marker.kind.glyph(),
            escape(&marker.title),
        );
    }
    out.push_str("</g>");
}

fn legend(out: &mut String, layout: &TimelineLayout, palette: &Palette, ids: &str) {
    if layout.legend.is_empty() {
        return;
    }
    out.push_str(r#"<g class="legend">"#);
    for entry in &layout.legend {
        let (x, y) = (entry.x, entry.y);
        match entry.swatch {
            Swatch::State(state) => {
                let (fill, _) = palette.bar(state);
                let _ = write!(
                    out,
                    r#"<rect x="{x}" y="{y}" width="28" height="12" rx="2" fill="{fill}"/><rect x="{x}" y="{y}" width="28" height="12" rx="2" fill="url(#{ids}-{})"/>"#,
                    state.pattern().id(),
                    x = px(x),
                    y = px(y),
                );
            }
            Swatch::Marker(kind) => {
                let _ = write!(
                    out,
                    r#"<text x="{}" y="{}" text-anchor="middle" font-size="13" font-weight="bold" fill="{}">{}</text>"#,
                    px(x + 14.0),
                    px(y + 11.0),
                    palette.marker(kind),
                    kind.glyph(),
                );
            }
            Swatch::Capacity => {
                let _ = write!(
                    out,
                    r#"<rect x="{}" y="{}" width="28" height="8" fill="{}" opacity="0.35"/><line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="1.5" stroke-dasharray="4 3"/>"#,
                    px(x),
                    px(y + 4.0),
                    palette.muted,
                    px(x),
                    px(y + 1.0),
                    px(x + 28.0),
                    px(y + 1.0),
                    palette.fg,
                );
            }
            // The break as the axis draws it.
            Swatch::Gap => {
                let _ = write!(
                    out,
                    r#"<path d="M{} {}l-4 4l8 4l-4 4" stroke="{}" fill="none" stroke-width="1.5"/>"#,
                    px(x + 14.0),
                    px(y),
                    palette.muted,
                );
            }
        }
        let _ = write!(
            out,
            r#"<text x="{}" y="{}" fill="{}">{}</text>"#,
            px(x + 34.0),
            px(y + 10.0),
            palette.fg,
            escape(&entry.name)
        );
    }
    out.push_str("</g>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_control_characters_dropped() {
        assert_eq!(escape(r#"a<b & "c" 'd'>"#), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
        assert_eq!(escape("bell\u{7}\nline"), "bell\nline");
    }
}
