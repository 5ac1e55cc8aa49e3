//! `podsim render` on every gallery example, through the door: the static SVG is well-formed XML
//! with a title and a description, has every lane's title and every bar's label of the model, and
//! places each bar where the layout the page draws places it; a refused Pod has no drawing.

use podsim::{BarState, LaneKind, Lang, LayoutOptions, RenderOptions, RenderTheme, Session, Settings, px};
use podsim_tests::gallery;

/// The text of an element's `<title>` child.
fn title_of<'a>(node: roxmltree::Node<'a, 'a>) -> Option<&'a str> {
    node.children().find(|c| c.has_tag_name("title")).and_then(|t| t.text())
}

fn check(file: &str, session: &Session, options: &RenderOptions) {
    let Some(svg) = session.render_svg(options) else {
        assert!(session.refused(), "{file}: an accepted Pod has a drawing");
        return;
    };
    let document = roxmltree::Document::parse(&svg).unwrap_or_else(|error| panic!("{file}: not XML: {error}\n{svg}"));
    let root = document.root_element();
    assert!(root.has_tag_name(("http://www.w3.org/2000/svg", "svg")), "{file}: the root is <svg>");
    assert_eq!(root.attribute("role"), Some("img"));
    let text_of = |tag: &str| root.children().find(|c| c.has_tag_name(tag)).and_then(|n| n.text()).unwrap_or_default();
    let (title, desc) = (text_of("title"), text_of("desc"));
    let row = session.row_at(0).expect("a row");
    assert!(title.contains(&row.name), "{file}: the title names the Pod: {title}");
    assert!(desc.contains(session.settings().version.as_str()), "{file}: the description says the version: {desc}");
    assert!(
        !svg.contains("class=\"st-") && !svg.contains("var(--"),
        "{file}: the colours are written in, no stylesheet is needed"
    );

    let model = session.timeline().expect("a drawing comes from the timeline");
    let mut layout_options = LayoutOptions::for_width(options.width, options.lang);
    layout_options.compress = options.compress;
    let layout = session.timeline_layout(&layout_options).expect("a layout");
    let lanes: Vec<_> = root.descendants().filter(|n| n.attribute("class") == Some("lane")).collect();
    assert_eq!(lanes.len(), model.lanes.len(), "{file}: one group per lane");
    for ((lane, group), placed) in model.lanes.iter().zip(&lanes).zip(&layout.lanes) {
        assert_eq!(group.attribute("data-lane"), Some(lane.title.as_str()));
        let heading = group.children().find(|c| c.attribute("class") == Some("lane-title")).expect("a lane title");
        assert_eq!(title_of(heading), Some(lane.title.as_str()), "{file}: the lane's whole title");
        let bars: Vec<_> = group.children().filter(|c| c.attribute("class") == Some("bar")).collect();
        assert_eq!(bars.len(), lane.bars.len(), "{file}/{}: one drawn bar per bar", lane.title);
        for ((bar, drawn), placed) in lane.bars.iter().zip(&bars).zip(&placed.bars) {
            let tooltip = title_of(*drawn).unwrap_or_default();
            assert!(tooltip.contains(&bar.label), "{file}/{}: {:?} in {tooltip:?}", lane.title, bar.label);
            assert!(tooltip.contains(bar.why.get(options.lang)), "{file}/{}: the why in {tooltip:?}", lane.title);
            if placed.label_at.is_some() {
                let shown = drawn.children().find(|c| c.attribute("class") == Some("bar-label"));
                assert_eq!(shown.and_then(|n| n.text()), Some(bar.label.as_str()), "{file}: the label is text");
            }
            let rect = drawn.children().find(|c| c.attribute("class") == Some("bar-fill")).expect("a fill");
            assert_eq!(rect.attribute("x"), Some(px(placed.x).as_str()), "{file}: x from the layout");
            assert_eq!(rect.attribute("width"), Some(px(placed.width).as_str()), "{file}: width from the layout");
        }
        // One glyph per group of markers of one kind that would cover each other; every marker is in one group,
        // in order, and the glyph's tooltip names it (up to the number a tooltip spells out).
        let glyphs: Vec<_> = group.children().filter(|c| c.attribute("class") == Some("marker")).collect();
        assert_eq!(glyphs.len(), placed.markers.len(), "{file}/{}: one glyph per placed marker", lane.title);
        let members: Vec<usize> = placed.markers.iter().flat_map(|glyph| glyph.members.iter().copied()).collect();
        let mut sorted = members.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..lane.markers.len()).collect::<Vec<_>>(), "{file}/{}: each marker once", lane.title);
        for (glyph, placed) in glyphs.iter().zip(&placed.markers) {
            let tooltip = title_of(*glyph).unwrap_or_default();
            for &index in placed.members.iter().take(podsim::TITLED_MARKERS) {
                let marker = &lane.markers[index];
                assert!(tooltip.contains(&marker.label), "{file}/{}: {:?} in {tooltip:?}", lane.title, marker.label);
            }
        }
    }
    let playhead = root.descendants().find(|n| n.attribute("class") == Some("playhead"));
    assert_eq!(playhead.is_some(), options.playhead_ms.is_some(), "{file}: the playhead only when asked for");
}

#[test]
fn every_gallery_example_renders_to_an_accessible_self_contained_svg() {
    let examples = gallery();
    assert!(examples.len() >= 15);
    let mut drawn = 0;
    for (file, version, text) in &examples {
        let session = Session::new(text, "", Settings::new(*version));
        // Every Pod the API server accepts is drawn; a refused one (invalid, or over a quota) has no timeline.
        assert_eq!(session.timeline().is_some(), !session.refused(), "{file}");
        drawn += usize::from(session.timeline().is_some());
        for (theme, lang) in [(RenderTheme::Light, Lang::En), (RenderTheme::Dark, Lang::Zh)] {
            let options = RenderOptions { theme, lang, ..RenderOptions::default() };
            check(file, &session, &options);
        }
        let narrow = RenderOptions { width: 320.0, playhead_ms: Some(30_000), compress: false, ..Default::default() };
        check(file, &session, &narrow);
    }
    assert!(drawn + 2 >= examples.len(), "every example but the invalid one and the quota's is drawn ({drawn})");
}

#[test]
fn the_theme_and_the_language_change_the_colours_and_the_words_only() {
    let (_, version, text) = gallery().into_iter().find(|(file, ..)| file == "lifecycle-demo.yaml").expect("example");
    let session = Session::new(&text, "", Settings::new(version));
    let light = session.render_svg(&RenderOptions::default()).expect("drawn");
    let dark = session.render_svg(&RenderOptions { theme: RenderTheme::Dark, ..Default::default() }).expect("drawn");
    let chinese = session.render_svg(&RenderOptions { lang: Lang::Zh, ..Default::default() }).expect("drawn");
    assert!(light.contains(r##"fill="#ffffff""##) && dark.contains(r##"fill="#171b21""##), "each its panel");
    assert_ne!(light, dark);
    assert!(chinese.contains("的时间线") && !light.contains("的时间线"), "the description follows the language");
    let rects = |svg: &str| svg.matches("<rect").count();
    assert_eq!(rects(&light), rects(&dark));
}

/// Compressed stretches say how long they really are: on every gallery example, each gap whose
/// real length is written on the axis keeps the text inside its break and clear of every tick
/// label (a length read as a tick would put a time where it is not), most gaps get one, and a
/// drawing with gaps carries the legend entry that explains them.
#[test]
fn compressed_gaps_write_their_real_length_clear_of_the_ticks() {
    let width = |text: &str| -> f64 { text.chars().map(|c| if c.is_ascii() { 6.5 } else { 11.0 }).sum() };
    let (mut gaps, mut labelled) = (0, 0);
    for (file, version, text) in &gallery() {
        let session = Session::new(text, "", Settings::new(*version));
        let Some(layout) =
            session.timeline_layout(&LayoutOptions { axis_width: 700.0, compress: true, lang: Lang::En })
        else {
            continue;
        };
        gaps += layout.gaps.len();
        for gap in &layout.gaps {
            let Some((centre, label)) = &gap.label else { continue };
            labelled += 1;
            assert!(label.starts_with("↔ ") && label.ends_with(&gap.gap.label()), "{file}: {label}");
            let half = width(label) / 2.0;
            assert!(centre - half >= gap.x && centre + half <= gap.x + gap.width, "{file}: {label} inside its break");
            for tick in &layout.ticks {
                let distance = (tick.x - centre).abs();
                assert!(
                    distance >= half,
                    "{file}: {label} at {centre} runs into the tick {} at {}",
                    tick.label,
                    tick.x
                );
            }
        }
        let legend_has_gap = layout.legend.iter().any(|entry| matches!(entry.swatch, podsim::Swatch::Gap));
        assert_eq!(legend_has_gap, !layout.gaps.is_empty(), "{file}: the legend explains the breaks");
    }
    assert!(gaps > 5 && labelled * 2 >= gaps, "{labelled} of {gaps} gaps labelled");
}

#[test]
fn every_waiting_bar_of_every_gallery_example_says_why_it_waits() {
    let mut silent = Vec::new();
    for (file, version, text) in gallery() {
        let session = Session::new(&text, "", Settings::new(version));
        let Some(model) = session.timeline() else { continue };
        for lane in &model.lanes {
            for bar in lane.bars.iter().filter(|bar| bar.state == BarState::Waiting) {
                if bar.why.en.is_empty() || bar.why.zh.is_empty() {
                    silent.push(format!("{file}: {} {} at {} ms", lane.title, bar.label, bar.start_ms));
                }
            }
        }
    }
    assert!(silent.is_empty(), "waiting bars without a why:\n{}", silent.join("\n"));
}

#[test]
fn every_bar_of_the_pod_and_condition_lanes_of_every_gallery_example_says_why() {
    let mut silent = Vec::new();
    for (file, version, text) in gallery() {
        let session = Session::new(&text, "", Settings::new(version));
        let Some(model) = session.timeline() else { continue };
        let printed = model.lanes.iter().filter(|lane| matches!(lane.kind, LaneKind::Pod | LaneKind::Condition));
        for lane in printed {
            for bar in &lane.bars {
                if bar.why.en.is_empty() || bar.why.zh.is_empty() {
                    silent.push(format!("{file}: {} {} at {} ms", lane.title, bar.label, bar.start_ms));
                }
            }
        }
    }
    assert!(silent.is_empty(), "bars without a why:\n{}", silent.join("\n"));
}
