//! The HTML a podsim block becomes. mdBook's Markdown passes an HTML block through untouched
//! until the first blank line (CommonMark's seventh kind of HTML block), so the element is
//! written without one: the YAML's line breaks become `&#10;` inside its `<pre>`.

use podsim::FirstLine;

use crate::{BookConfig, LoadMode};

/// The block's replacement: with `embed.js` configured, a `<pod-playground>` holding the static
/// timeline and the YAML; without it, the static timeline above the block as it was.
pub fn block(text: &str, first: &FirstLine, svg: Option<&str>, original: &str, config: &BookConfig) -> String {
    let svg = svg.map(without_blank_lines);
    let Some(_) = &config.embed else {
        return match svg {
            Some(svg) => format!("<figure class=\"podsim-timeline\">\n{svg}\n</figure>\n\n{original}"),
            None => original.to_owned(),
        };
    };
    let yaml = if first.present { text.split_once('\n').map_or("", |(_, rest)| rest) } else { text };
    let mut attributes = first.attributes.clone();
    let has = |key: &str, attributes: &[(String, String)]| attributes.iter().any(|(k, _)| k == key);
    if config.load == LoadMode::Click && !has("load", &attributes) {
        attributes.push(("load".to_owned(), "click".to_owned()));
    }
    if let Some(version) = config.k8s.filter(|_| !has("k8s", &attributes)) {
        attributes.push(("k8s".to_owned(), version.as_str().to_owned()));
    }
    let attributes: String = attributes
        .iter()
        .map(|(key, value)| if value.is_empty() { format!(" {key}") } else { format!(" {key}=\"{}\"", escape(value)) })
        .collect();
    let picture = svg.map(|svg| format!("{svg}\n")).unwrap_or_default();
    let pre = escape(yaml).replace('\n', "&#10;");
    // `code.language-yaml`, as mdBook writes a ```yaml block, so its highlighter colours the YAML.
    format!(
        "<pod-playground{attributes}>\n{picture}<pre><code class=\"language-yaml\">{pre}</code></pre>\n</pod-playground>\n\n"
    )
}

/// Which drawing shows under which of mdBook's themes (`html.light`, `rust`, `coal`, `navy`,
/// `ayu`): the dark one under the dark themes, the light one otherwise. Written once per chapter.
pub const THEME_STYLE: &str = "\n\n<style>.podsim-picture-dark{display:none}html.coal .podsim-picture-dark,html.navy .podsim-picture-dark,html.ayu .podsim-picture-dark{display:block}html.coal .podsim-picture-light,html.navy .podsim-picture-light,html.ayu .podsim-picture-light{display:none}</style>\n";

/// The drawings of a block, each in a `podsim-picture` box (with its theme's class when the
/// reader's theme picks one), or `None` when the Pod has no timeline.
pub fn pictures(pictures: &[(podsim::RenderTheme, String)], by_theme: bool) -> Option<String> {
    let boxes: Vec<String> = pictures
        .iter()
        .map(|(theme, svg)| {
            let class = if by_theme {
                format!("podsim-picture podsim-picture-{}", theme.as_str())
            } else {
                "podsim-picture".to_owned()
            };
            format!("<div class=\"{class}\">\n{}\n</div>", without_blank_lines(svg))
        })
        .collect();
    (!boxes.is_empty()).then(|| boxes.join("\n"))
}

/// `text` with HTML's five special characters escaped.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// `src/guide/sidecars.md` → `src-guide-sidecars-md`: a file name as a part of an `id`.
pub fn slug(file: &str) -> String {
    file.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect()
}

/// The SVG with no empty line (one would end mdBook's HTML block).
fn without_blank_lines(svg: &str) -> String {
    svg.lines().filter(|line| !line.trim().is_empty()).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_is_one_html_block_with_no_blank_line() {
        let config = BookConfig { embed: Some("https://h/p/v/0.1.0/embed.js".to_owned()), ..BookConfig::default() };
        let text = "# podsim title=\"A <b>\"\nkind: Pod\n\nmetadata: {name: a}\n";
        let html = block(text, &podsim::first_line(text), Some("<svg>\n\n<text>x</text>\n</svg>"), "", &config);
        assert_eq!(
            html,
            "<pod-playground title=\"A &lt;b&gt;\" load=\"click\">\n<svg>\n<text>x</text>\n</svg>\n\
             <pre><code class=\"language-yaml\">kind: Pod&#10;&#10;metadata: {name: a}&#10;</code></pre>\n</pod-playground>\n\n"
        );
        let body = html.trim_end();
        assert!(!body.contains("\n\n"), "a blank line would end the HTML block: {html}");
    }

    #[test]
    fn without_embed_js_the_block_stays_under_its_picture() {
        let original = "```podsim\nkind: Pod\n```\n";
        let html = block("kind: Pod\n", &FirstLine::default(), Some("<svg/>"), original, &BookConfig::default());
        assert_eq!(html, format!("<figure class=\"podsim-timeline\">\n<svg/>\n</figure>\n\n{original}"));
        assert_eq!(block("kind: Pod\n", &FirstLine::default(), None, original, &BookConfig::default()), original);
    }
}
