//! Exports from the Share dialog: the timeline as SVG or PNG, the events as a Markdown table and
//! `kubectl describe` at the playhead, all computed from the core's simulation on demand.

use podsim::LinkSettings;
use podsim::{KubeEvent, LayoutOptions, RenderOptions, RenderTheme, Simulation, Theme};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::browser::download_blob;
use crate::derived::{Inputs, derive};
use crate::state::Settings;

/// The events of the current settings' run as a Markdown table (`None` while the Pod has errors).
pub fn events_of(settings: &Settings) -> Option<String> {
    derive(&inputs_of(settings), None).simulation().map(events_markdown)
}

fn inputs_of(settings: &Settings) -> Inputs {
    Inputs {
        yaml: settings.yaml.clone(),
        scenario: settings.scenario.clone(),
        version: settings.version,
        timing: settings.timing,
        seed: settings.seed,
        gates: settings.gates.clone(),
    }
}

/// The events as a Markdown table, in the order they first happened.
pub fn events_markdown(simulation: &Simulation) -> String {
    let cell = |text: &str| text.trim().replace('|', "\\|").replace(['\n', '\r'], " ");
    let mut out = String::from("| Time | Type | Reason | From | Message |\n| ---: | --- | --- | --- | --- |\n");
    for event in &simulation.events {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {}{} |\n",
            LinkSettings::playhead_text(event.first_ms),
            event.event_type.as_str(),
            cell(&event.reason),
            cell(&event.source),
            cell(&event.message),
            repeats(event),
        ));
    }
    out
}

fn repeats(event: &KubeEvent) -> String {
    if event.count > 1 {
        format!(" (x{} until {})", event.count, LinkSettings::playhead_text(event.last_ms))
    } else {
        String::new()
    }
}

/// `kubectl describe pod` at the playhead.
pub fn describe_at(settings: &Settings, playhead_ms: u64) -> Option<String> {
    derive(&inputs_of(settings), None).session.describe_at(playhead_ms)
}

/// The timeline as the core draws it for `podsim render`, from the same layout as the page's
/// drawing: its width and scale (compressed or linear) read from the drawing on the page, the
/// playhead at `playhead_ms`, the page's theme and language. With its width and height, px.
pub fn timeline_svg(settings: &Settings, playhead_ms: u64) -> Option<(String, f64, f64)> {
    let shown = gloo::utils::document().query_selector("[data-testid=timeline-svg]").ok()??;
    let width = shown.get_attribute("width")?.parse::<f64>().ok()?;
    let compress = shown.get_attribute("data-scale").as_deref() != Some("linear");
    let options = RenderOptions {
        width,
        theme: render_theme(settings.theme),
        lang: settings.lang,
        playhead_ms: Some(playhead_ms),
        compress,
        ..RenderOptions::default()
    };
    let derived = derive(&inputs_of(settings), None);
    let layout = derived
        .session
        .timeline_layout(&LayoutOptions { compress, ..LayoutOptions::for_width(width, settings.lang) })?;
    let svg = derived.session.render_svg(&options)?;
    Some((svg, layout.width, layout.height + layout.legend_height))
}

/// The page's theme as a drawing's colours: `auto` follows the reader's system, as the page does.
fn render_theme(theme: Theme) -> RenderTheme {
    let dark = match theme {
        Theme::Light => false,
        Theme::Dark => true,
        Theme::Auto => gloo::utils::window()
            .match_media("(prefers-color-scheme: dark)")
            .ok()
            .flatten()
            .is_some_and(|query| query.matches()),
    };
    if dark { RenderTheme::Dark } else { RenderTheme::Light }
}

/// Renders the timeline SVG at twice its size and saves it as PNG (the SVG paints its own
/// background).
pub fn save_timeline_png(settings: &Settings, playhead_ms: u64, file_name: &'static str) -> bool {
    let Some((svg, width, height)) = timeline_svg(settings, playhead_ms) else { return false };
    let Some(url) = svg_object_url(&svg) else { return false };
    let Ok(image) = web_sys::HtmlImageElement::new() else { return false };
    let onload = {
        let (image, url) = (image.clone(), url.clone());
        Closure::once_into_js(move || {
            draw_and_save(&image, width, height, file_name);
            let _ = web_sys::Url::revoke_object_url(&url);
        })
    };
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&url);
    true
}

fn svg_object_url(svg: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(svg));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

fn draw_and_save(image: &web_sys::HtmlImageElement, width: f64, height: f64, file_name: &'static str) {
    let document = gloo::utils::document();
    let Some(canvas) =
        document.create_element("canvas").ok().and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
    else {
        return;
    };
    let scale = 2.0;
    canvas.set_width((width * scale).ceil() as u32);
    canvas.set_height((height * scale).ceil() as u32);
    let Some(context) =
        canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
    else {
        return;
    };
    let _ = context.scale(scale, scale);
    let _ = context.draw_image_with_html_image_element_and_dw_and_dh(image, 0.0, 0.0, width, height);
    let saved = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
        if let Some(blob) = blob {
            download_blob(file_name, &blob);
        }
    });
    let _ = canvas.to_blob(saved.unchecked_ref());
}
