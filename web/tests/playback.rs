//! Playback apart from the document: a play tick moves the playhead and nothing else (no draft
//! written, the lanes not drawn again, nothing inside the drawing changed), the playhead still
//! goes into the address and the share link once playback stops, a picked bar stays picked (and its lines highlighted) as the playhead
//! moves, and an edit is answered with a new `data-revision`.

mod support;

use std::rc::Rc;

use podsim::share::LinkSettings;
use podsim_web::state::{Playback, PlaybackAction};
use support::{find, render, rendered, until};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlTextAreaElement};
use yew::Reducible;

wasm_bindgen_test_configure!(run_in_browser);

fn attribute(root: &Element, selector: &str, name: &str) -> String {
    find::<Element>(root, selector).get_attribute(name).unwrap_or_else(|| panic!("{selector} has {name}"))
}

fn playhead_ms(root: &Element) -> u64 {
    attribute(root, "[data-testid=playhead]", "aria-valuenow").parse().expect("a number")
}

/// The keys of the draft in local storage.
fn draft_keys() -> Vec<String> {
    let storage = gloo::utils::window().local_storage().ok().flatten().expect("local storage");
    let count = storage.length().unwrap_or(0);
    (0..count).filter_map(|i| storage.key(i).ok().flatten()).filter(|key| key.starts_with("podsim.")).collect()
}

fn run(start: Playback, actions: &[PlaybackAction]) -> Playback {
    *actions.iter().fold(Rc::new(start), |state, action| state.reduce(*action))
}

#[wasm_bindgen_test]
fn the_playhead_rests_only_where_playback_stops() {
    let advance = PlaybackAction::Advance { by_ms: 500, end_ms: 10_000 };
    let playing = run(Playback::at(3_000), &[PlaybackAction::SetPlaying(true), advance]);
    assert_eq!((playing.playhead_ms, playing.playing, playing.rest_ms), (3_500, true, 3_000));
    let paused = run(playing, &[PlaybackAction::SetPlaying(false)]);
    assert_eq!((paused.playhead_ms, paused.rest_ms), (3_500, 3_500));
    let ended = run(playing, &[PlaybackAction::Advance { by_ms: 60_000, end_ms: 10_000 }]);
    assert_eq!((ended.playhead_ms, ended.playing, ended.rest_ms), (10_000, false, 10_000));
    assert_eq!(run(Playback::at(0), &[PlaybackAction::Seek(7_000)]).rest_ms, 7_000, "moved while paused");
    let sought = run(playing, &[PlaybackAction::Seek(7_000)]);
    assert_eq!((sought.playhead_ms, sought.rest_ms), (7_000, 3_000), "moved while playing");
    let replayed = run(ended, &[PlaybackAction::Replay]);
    assert_eq!((replayed.playhead_ms, replayed.playing, replayed.rest_ms), (0, true, 10_000));
}

#[wasm_bindgen_test]
async fn a_play_tick_moves_the_playhead_and_nothing_else() {
    let root = render().await;
    until("the timeline drawn", || {
        root.query_selector("[data-testid=timeline-svg] g.drawing").ok().flatten().is_some()
    })
    .await;
    rendered().await;
    let drawn = || attribute(&root, "g.drawing", "data-drawn");
    let revision = || attribute(&root, "[data-testid=timeline-svg]", "data-revision");
    // The playhead is a layer over the drawing, moved by its transform.
    let playhead_x = || attribute(&root, "[data-testid=playhead-line]", "style");
    let drawing = || find::<Element>(&root, "[data-testid=timeline-svg]").outer_html();
    let (drawn_before, revision_before, x_before, drawing_before) = (drawn(), revision(), playhead_x(), drawing());
    assert_eq!(draft_keys(), Vec::<String>::new(), "opening the page saves nothing");

    let play: HtmlElement = find(&root, "[data-testid=play]");
    play.click();
    until("two play ticks", || playhead_ms(&root) >= 1_000).await;
    if attribute(&root, "[data-testid=play]", "aria-pressed") == "true" {
        play.click();
    }
    rendered().await;
    let stopped_at = playhead_ms(&root);
    assert_ne!(playhead_x(), x_before, "the playhead line moved");
    assert!(drawing() == drawing_before, "playing changed nothing inside the drawing");
    assert_eq!(drawn(), drawn_before, "the lanes were not drawn again while playing");
    assert_eq!(revision(), revision_before, "nothing was derived again while playing");
    assert_eq!(draft_keys(), Vec::<String>::new(), "no play tick wrote the draft");

    // Once playback stops, the address and the share link carry the playhead.
    let query_playhead = |url: &str| {
        let query = url.split('#').next().unwrap_or_default().split_once('?').map(|(_, q)| q).unwrap_or_default();
        LinkSettings::parse_query_lenient(query).0.playhead_ms
    };
    until("the address to carry the playhead", || {
        query_playhead(&gloo::utils::window().location().href().unwrap_or_default()) == Some(stopped_at)
    })
    .await;
    find::<HtmlElement>(&root, "[data-testid=share-open]").click();
    rendered().await;
    let link = find::<HtmlInputElement>(&root, "[data-testid=share-link]").value();
    assert_eq!(query_playhead(&link), Some(stopped_at), "{link}");
    find::<HtmlElement>(&root, "[data-testid=share-close]").click();
    rendered().await;

    // Picking a container's bar draws the lanes once more and highlights its lines in the
    // editor; playing on keeps both.
    // The editor names the lines it highlights (the code editor, which this site-less test does
    // not load, draws them).
    let highlighted = || {
        let picked =
            root.query_selector("[data-testid=editor]").ok().flatten().and_then(|e| e.get_attribute("data-picked"));
        picked
            .and_then(|lines| {
                let (first, last) = lines.split_once('-')?;
                Some(last.parse::<u32>().ok()? + 1 - first.parse::<u32>().ok()?)
            })
            .unwrap_or(0)
    };
    assert_eq!(highlighted(), 0, "nothing is picked yet");
    let bar: Element = find(&root, "g.lane-app g.bar");
    let click =
        js_sys::Function::new_with_args("element", "element.dispatchEvent(new MouseEvent('click', {bubbles: true}))");
    click.call1(&wasm_bindgen::JsValue::NULL, &bar).expect("clicked");
    until("the picked container's lines highlighted", || highlighted() > 0).await;
    let drawn_picked = drawn();
    assert_ne!(drawn_picked, drawn_before, "the pick is drawn");
    let lines = highlighted();
    find::<HtmlElement>(&root, "[data-testid=next-event]").click();
    rendered().await;
    assert_ne!(playhead_ms(&root), stopped_at, "the playhead moved to the next event");
    assert_eq!(
        (drawn(), highlighted()),
        (drawn_picked.clone(), lines),
        "moving the playhead keeps the pick and the lanes"
    );
    let stopped_at = playhead_ms(&root);

    // An edit is derived again (a new revision) and saved; a comment changes nothing drawn.
    let area: HtmlTextAreaElement = find(&root, "[data-testid=editor-input]");
    area.set_value(&format!("{}\n# edited\n", area.value()));
    area.dispatch_event(&web_sys::InputEvent::new("input").expect("event")).expect("dispatched");
    rendered().await;
    assert_ne!(revision(), revision_before, "the edit was derived and shown");
    assert!(draft_keys().contains(&"podsim.yaml".to_owned()), "the edit was saved: {:?}", draft_keys());
    assert_eq!(drawn(), drawn_picked, "a comment changes no lane");
    assert_eq!(playhead_ms(&root), stopped_at, "an edit keeps the playhead");
}

/// Zoomed in, the drawing is wider than its box: moving the playhead to the end scrolls the box
/// so that the playhead stays in view, and back to the start scrolls it back; the lane titles and
/// the axis row's left end stay over the bars and tick labels that scroll under them.
#[wasm_bindgen_test]
async fn a_zoomed_timeline_follows_the_playhead() {
    let root = render().await;
    // The page's own stylesheet: the box scrolls because it says so.
    let style = gloo::utils::document().create_element("style").expect("style");
    style.set_text_content(Some(include_str!("../styles/main.css")));
    root.append_child(&style).expect("appended");
    let zoom: web_sys::HtmlElement = find(&root, "[data-testid=zoom-4]");
    zoom.click();
    rendered().await;
    let scroller: web_sys::Element = find(&root, ".timeline-scroll");
    assert!(scroller.scroll_width() > scroller.client_width(), "4× is wider than the box");
    let jump: web_sys::HtmlInputElement = find(&root, "[data-testid=jump]");
    // Past the end: the playhead stops at the end of the run.
    jump.set_value("10m");
    jump.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    until("the box scrolled to the playhead", || scroller.scroll_left() > 0).await;
    let right = scroller.scroll_left() + scroller.client_width();
    assert!(right >= scroller.scroll_width() - 40, "the end is in view: {right} of {}", scroller.scroll_width());
    // The lane titles stay at the box's left edge while the bars scroll under them.
    let titles: web_sys::Element = find(&root, "[data-testid=sticky-titles]");
    let (strip, edge) = (titles.get_bounding_client_rect().left(), scroller.get_bounding_client_rect().left());
    assert!((strip - edge).abs() < 1.5, "titles at {strip}, the box at {edge}");
    assert!(titles.text_content().unwrap_or_default().contains("Pod"), "the Pod lane's title is there");
    // The axis row is covered too: a tick label scrolled to the left goes under the strip.
    let axis = titles.query_selector("rect.lane-titles-bg[y='0']").ok().flatten().expect("the axis row's cover");
    let (cover, strip) = (axis.get_bounding_client_rect(), titles.get_bounding_client_rect());
    assert!(cover.top() <= strip.top() + 0.5 && cover.width() >= 120.0, "the cover spans the axis row's labels");
    jump.set_value("0");
    jump.dispatch_event(&web_sys::Event::new("change").expect("event")).expect("dispatched");
    until("back at the start", || scroller.scroll_left() == 0).await;
    root.remove();
}
