//! The run's timeline as a static SVG: the layout the page draws, written with its own colours,
//! a title naming the Pod and a one-line description of what happened.

use super::Session;
use crate::lang::Lang;
use crate::view::timeline::{Caption, LayoutOptions, RenderTheme, SvgOptions, TimelineLayout, write_svg};

/// How to draw a static timeline.
#[derive(Debug, Clone, PartialEq)]
pub struct RenderOptions {
    /// Width of the whole drawing, px (the time axis is at least 200 px wide, so a narrower
    /// request gives a wider drawing).
    pub width: f64,
    /// Light or dark colours.
    pub theme: RenderTheme,
    /// The language of podsim's own words (the legend, the description, the tooltips).
    pub lang: Lang,
    /// Where to draw the playhead, if anywhere.
    pub playhead_ms: Option<u64>,
    /// Compress long quiet gaps (as the page does by default), or draw time linearly.
    pub compress: bool,
    /// What the drawing's `id`s start with; give each drawing on one page its own.
    pub id_prefix: String,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            width: 900.0,
            theme: RenderTheme::Light,
            lang: Lang::En,
            playhead_ms: None,
            compress: true,
            id_prefix: "podsim".to_owned(),
        }
    }
}

impl Session {
    /// The timeline placed on a drawing, as the page draws it; `None` when there is no timeline.
    pub fn timeline_layout(&self, options: &LayoutOptions) -> Option<TimelineLayout> {
        self.timeline().map(|model| model.layout(options))
    }

    /// The timeline as a self-contained SVG document; `None` when there is no timeline (the Pod
    /// is refused, or the run was not simulated).
    pub fn render_svg(&self, options: &RenderOptions) -> Option<String> {
        let model = self.timeline()?;
        let mut layout_options = LayoutOptions::for_width(options.width, options.lang);
        layout_options.compress = options.compress;
        let layout = model.layout(&layout_options);
        let end = self.row_at(model.end_ms)?;
        let playhead = match options.playhead_ms {
            Some(at_ms) => {
                let at_ms = at_ms.min(model.end_ms);
                Some((at_ms, self.row_at(at_ms)?.status))
            }
            None => None,
        };
        let caption = Caption {
            name: end.name.clone(),
            version: self.settings.version,
            lanes: model.lanes.len(),
            until_ms: model.end_ms,
            status: end.status.clone(),
            playhead,
        };
        let (title, desc) = (caption.title(), caption.desc());
        let svg_options = SvgOptions {
            title: title.get(options.lang).to_owned(),
            desc: desc.get(options.lang).to_owned(),
            theme: options.theme,
            playhead_ms: options.playhead_ms,
            id_prefix: options.id_prefix.clone(),
        };
        Some(write_svg(&layout, &svg_options))
    }
}
