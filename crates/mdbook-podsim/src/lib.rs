//! The mdBook preprocessor's work, apart from mdBook's protocol: each podsim block of a chapter
//! becomes a static timeline (the SVG `podsim render` writes) inside a `<pod-playground>` that
//! `embed.js` turns into the live playground on a click, and its `# expect:` lines are checked.

mod config;
mod html;

pub use config::{BookConfig, LoadMode};

use podsim::{DocFormat, KubeVersion, RenderOptions, RenderTheme, Session, Settings, check_block, podsim_blocks};

/// A chapter's text with its podsim blocks replaced, or the failed expectations
/// (`FILE:LINE: expected …, podsim says …`), each with `file` as the chapter's name.
pub fn chapter(markdown: &str, file: &str, config: &BookConfig) -> Result<String, Vec<String>> {
    let blocks = podsim_blocks(markdown, DocFormat::Markdown);
    if blocks.is_empty() {
        return Ok(markdown.to_owned());
    }
    let mut failures = Vec::new();
    let mut out = String::with_capacity(markdown.len() * 2);
    let mut copied = 0;
    for (index, block) in blocks.iter().enumerate() {
        let attributes = podsim::first_line(&block.text);
        let version = attributes.version.or(config.k8s).unwrap_or(KubeVersion::DEFAULT);
        let settings = Settings::new(version);
        if config.test {
            let outcomes = check_block(block, &settings);
            failures.extend(outcomes.iter().filter(|o| !o.passed).map(|o| o.located(file)));
        }
        let session = Session::new(&block.text, "", settings);
        // Each drawing of the page has its own ids (its title, its patterns); without a theme
        // set, one drawing per theme, shown by the reader's mdBook theme.
        let themes = match config.theme {
            Some(theme) => vec![theme],
            None => vec![RenderTheme::Light, RenderTheme::Dark],
        };
        let pictures: Vec<(RenderTheme, String)> = themes
            .into_iter()
            .filter_map(|theme| {
                let id_prefix = format!("podsim-{}-{}-{}", html::slug(file), index + 1, theme.as_str());
                let options = RenderOptions { width: config.width, theme, id_prefix, ..RenderOptions::default() };
                session.render_svg(&options).map(|svg| (theme, svg))
            })
            .collect();
        let svg = html::pictures(&pictures, config.theme.is_none());
        let Some(fenced) = markdown.get(copied..block.span.start) else { continue };
        out.push_str(fenced);
        let original = markdown.get(block.span.clone()).unwrap_or_default();
        out.push_str(&html::block(&block.text, &attributes, svg.as_deref(), original, config));
        copied = block.span.end;
    }
    out.push_str(markdown.get(copied..).unwrap_or_default());
    if config.theme.is_none() {
        out.push_str(html::THEME_STYLE);
    }
    if let Some(embed) = &config.embed {
        out.push_str(&format!("\n\n<script src=\"{}\" defer></script>\n", html::escape(embed)));
    }
    if failures.is_empty() { Ok(out) } else { Err(failures) }
}
