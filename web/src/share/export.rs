//! Exports from the Share dialog: the timeline as SVG or PNG, the events as a Markdown table and
//! `kubectl describe` at the playhead, all computed from the core's simulation on demand.

use podsim::link::format_playhead;
use podsim::{KubeEvent, Simulation};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::browser::download_blob;
use crate::derived::{Inputs, derive};
use crate::state::Settings;

/// Presentation properties copied from the page's stylesheet into an exported SVG, so that it
/// looks the same outside the page.
const STYLE_PROPERTIES: [&str; 16] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-linejoin",
    // Labels and markers are haloed: their stroke is painted first, under the fill.
    "paint-order",
    "stroke-dasharray",
    "stroke-opacity",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "text-anchor",
    "dominant-baseline",
    "display",
    "visibility",
];

/// The events of the current settings' run as a Markdown table (`None` while the Pod has errors).
pub fn events_of(settings: &Settings) -> Option<String> {
    derive(&inputs_of(settings)).simulation().map(events_markdown)
}

fn inputs_of(settings: &Settings) -> Inputs {
    Inputs {
        yaml: settings.yaml.clone(),
        scenario: settings.scenario.clone(),
        version: settings.version,
        timing: settings.timing,
        seed: settings.seed,
    }
}

/// The events as a Markdown table, in the order they first happened.
pub fn events_markdown(simulation: &Simulation) -> String {
    let cell = |text: &str| text.trim().replace('|', "\\|").replace(['\n', '\r'], " ");
    let mut out = String::from("| Time | Type | Reason | From | Message |\n| ---: | --- | --- | --- | --- |\n");
    for event in &simulation.events {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {}{} |\n",
            format_playhead(event.first_ms),
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
        format!(" (x{} until {})", event.count, format_playhead(event.last_ms))
    } else {
        String::new()
    }
}

/// `kubectl describe pod` at the playhead.
pub fn describe_at(settings: &Settings, playhead_ms: u64) -> Option<String> {
    derive(&inputs_of(settings)).session.describe_at(playhead_ms)
}

/// The timeline drawing on the page as a standalone SVG document, its styles inlined.
pub fn timeline_svg() -> Option<(String, f64, f64)> {
    let document = gloo::utils::document();
    let svg = document.query_selector("[data-testid=timeline-svg]").ok()??;
    let copy: web_sys::Element = svg.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    inline_style(&svg, &copy);
    let (originals, copies) = (svg.query_selector_all("*").ok()?, copy.query_selector_all("*").ok()?);
    for index in 0..originals.length().min(copies.length()) {
        let pair = (originals.item(index).and_then(as_element), copies.item(index).and_then(as_element));
        if let (Some(original), Some(copied)) = pair {
            inline_style(&original, &copied);
        }
    }
    let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = copy.remove_attribute("aria-hidden");
    let size = svg.get_bounding_client_rect();
    Some((copy.outer_html(), size.width(), size.height()))
}

fn as_element(node: web_sys::Node) -> Option<web_sys::Element> {
    node.dyn_into().ok()
}

fn inline_style(from: &web_sys::Element, to: &web_sys::Element) {
    let Ok(Some(style)) = gloo::utils::window().get_computed_style(from) else { return };
    let css: String = STYLE_PROPERTIES
        .iter()
        .filter_map(|property| {
            let value = style.get_property_value(property).ok()?;
            (!value.is_empty()).then(|| format!("{property}:{value};"))
        })
        .collect();
    let _ = to.set_attribute("style", &css);
}

/// Renders the timeline SVG at twice its size on the page's background and saves it as PNG.
pub fn save_timeline_png(file_name: &'static str) -> bool {
    let Some((svg, width, height)) = timeline_svg() else { return false };
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
    let background = document
        .body()
        .and_then(|body| gloo::utils::window().get_computed_style(&body).ok().flatten())
        .and_then(|style| style.get_property_value("background-color").ok())
        .filter(|color| !color.is_empty() && color != "rgba(0, 0, 0, 0)")
        .unwrap_or_else(|| "#ffffff".to_owned());
    let _ = context.scale(scale, scale);
    context.set_fill_style_str(&background);
    context.fill_rect(0.0, 0.0, width, height);
    let _ = context.draw_image_with_html_image_element_and_dw_and_dh(image, 0.0, 0.0, width, height);
    let saved = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
        if let Some(blob) = blob {
            download_blob(file_name, &blob);
        }
    });
    let _ = canvas.to_blob(saved.unchecked_ref());
}
