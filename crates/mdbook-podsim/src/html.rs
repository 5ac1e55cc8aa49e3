//! The HTML a podsim block becomes. mdBook's Markdown passes an HTML block through untouched
//! until the first blank line (CommonMark's seventh kind of HTML block), so the element is
//! written without one: the YAML's line breaks become `&#10;` inside its `<pre>`.

use podsim::KubeVersion;

use crate::{BookConfig, LoadMode};

/// The keys a `# podsim` first line may set: `<pod-playground>`'s attributes (docs/embedding.md).
const KEYS: [&str; 16] = [
    "k8s", "gates", "t", "view", "theme", "lang", "readonly", "controls", "autoplay", "height", "title", "load",
    "poster", "state", "src", "loading",
];

/// What a block's `# podsim …` first line says.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FirstLine {
    /// The line is there (and is not part of the YAML to show).
    pub present: bool,
    /// `k8s=…`, when it names a version podsim knows.
    pub version: Option<KubeVersion>,
    /// Every known `key=value` (a bare flag has an empty value), in the order written.
    pub attributes: Vec<(String, String)>,
}

/// Reads `# podsim k8s=1.36 title="Two sidecars" readonly` (the same words `embed.js` reads).
pub fn first_line_attributes(text: &str) -> FirstLine {
    let first = text.lines().next().unwrap_or_default().trim();
    let Some(rest) = first.strip_prefix("# podsim").filter(|rest| rest.is_empty() || rest.starts_with(' ')) else {
        return FirstLine::default();
    };
    let mut line = FirstLine { present: true, ..FirstLine::default() };
    let mut rest = rest.trim_start();
    while !rest.is_empty() {
        let key_end = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
        let key = rest.get(..key_end).unwrap_or_default().to_owned();
        rest = rest.get(key_end..).unwrap_or_default();
        let mut value = String::new();
        if let Some(after) = rest.strip_prefix('=') {
            let (read, left) = match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let body = after.get(1..).unwrap_or_default();
                    let end = body.find(quote).unwrap_or(body.len());
                    (body.get(..end).unwrap_or_default(), body.get(end + 1..).unwrap_or_default())
                }
                _ => {
                    let end = after.find(char::is_whitespace).unwrap_or(after.len());
                    (after.get(..end).unwrap_or_default(), after.get(end..).unwrap_or_default())
                }
            };
            value = read.to_owned();
            rest = left;
        } else if key.is_empty() {
            // Not a word: skip one character.
            let skip = rest.chars().next().map_or(1, char::len_utf8);
            rest = rest.get(skip..).unwrap_or_default();
        }
        if key == "k8s" {
            line.version = KubeVersion::parse(&value);
        }
        if KEYS.contains(&key.as_str()) {
            line.attributes.push((key, value));
        }
        rest = rest.trim_start();
    }
    line
}

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
    format!("<pod-playground{attributes}>\n{picture}<pre>{pre}</pre>\n</pod-playground>\n\n")
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
    fn the_first_line_reads_as_embed_js_reads_it() {
        let line =
            first_line_attributes("# podsim k8s=1.36 title=\"Two sidecars\" readonly bogus=1 t='5s'\nkind: Pod\n");
        assert!(line.present);
        assert_eq!(line.version, Some(KubeVersion::V1_36));
        let pairs: Vec<(&str, &str)> = line.attributes.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(pairs, [("k8s", "1.36"), ("title", "Two sidecars"), ("readonly", ""), ("t", "5s")]);
        assert!(!first_line_attributes("# podsimx\n").present);
        assert!(!first_line_attributes("kind: Pod\n").present);
        assert!(first_line_attributes("# podsim\n").present);
        // Nothing a reader writes makes it fail or loop.
        for odd in ["# podsim =", "# podsim title=\"open", "# podsim ===x é=1 \"", "# podsim k8s=9.99"] {
            assert_eq!(first_line_attributes(odd).version, None, "{odd}");
        }
    }

    #[test]
    fn a_block_is_one_html_block_with_no_blank_line() {
        let config = BookConfig { embed: Some("https://h/p/v/0.1.0/embed.js".to_owned()), ..BookConfig::default() };
        let text = "# podsim title=\"A <b>\"\nkind: Pod\n\nmetadata: {name: a}\n";
        let html = block(text, &first_line_attributes(text), Some("<svg>\n\n<text>x</text>\n</svg>"), "", &config);
        assert_eq!(
            html,
            "<pod-playground title=\"A &lt;b&gt;\" load=\"click\">\n<svg>\n<text>x</text>\n</svg>\n\
             <pre>kind: Pod&#10;&#10;metadata: {name: a}&#10;</pre>\n</pod-playground>\n\n"
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
