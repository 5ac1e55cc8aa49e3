//! The podsim blocks of a document: fenced code blocks of a Markdown page (read with
//! pulldown-cmark, the CommonMark parser) or a whole YAML file, with the line each starts on.

use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

use super::claim::is_expectation_line;

/// How a document is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocFormat {
    /// A Markdown page: its fenced code blocks are looked at.
    Markdown,
    /// A YAML file: the whole file is one block.
    Yaml,
}

impl DocFormat {
    /// The format a file name says: `.yaml` and `.yml` are YAML, anything else is Markdown.
    pub fn of_path(path: &str) -> DocFormat {
        let lower = path.to_ascii_lowercase();
        if lower.ends_with(".yaml") || lower.ends_with(".yml") { DocFormat::Yaml } else { DocFormat::Markdown }
    }
}

/// One podsim block: its text and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocBlock {
    /// The document's line (1-based) of the block's first line.
    pub line: usize,
    /// The block's text (a Pod, optionally followed by a `kind: Scenario` document).
    pub text: String,
    /// The bytes of the document the whole block takes, fences included (what a tool that
    /// replaces the block, such as the mdBook preprocessor, replaces).
    pub span: Range<usize>,
}

/// The podsim blocks of `text`: a fenced block whose info string is `podsim`, or a `yaml` block
/// whose first line is `# podsim` or that carries `# expect` lines. A YAML file is a podsim block
/// under the same rule for its first line and its expectations.
pub fn podsim_blocks(text: &str, format: DocFormat) -> Vec<DocBlock> {
    match format {
        DocFormat::Yaml => {
            let block = DocBlock { line: 1, text: text.to_owned(), span: 0..text.len() };
            if marked(&block.text) { vec![block] } else { Vec::new() }
        }
        DocFormat::Markdown => markdown_blocks(text),
    }
}

/// True when a block says it is podsim's: a `# podsim` first line, or an expectation.
fn marked(text: &str) -> bool {
    let first = text.lines().next().unwrap_or("").trim();
    first == "# podsim" || first.starts_with("# podsim ") || text.lines().any(is_expectation_line)
}

/// A fenced block being read.
struct Open {
    language: String,
    span: Range<usize>,
    start: Option<usize>,
    text: String,
}

fn markdown_blocks(text: &str) -> Vec<DocBlock> {
    let mut blocks = Vec::new();
    let mut open: Option<Open> = None;
    for (event, range) in Parser::new_ext(text, Options::empty()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let language = info.split_whitespace().next().unwrap_or("").to_owned();
                open = Some(Open { language, span: range, start: None, text: String::new() });
            }
            Event::Text(content) => {
                if let Some(block) = open.as_mut() {
                    block.start.get_or_insert(range.start);
                    block.text.push_str(&content);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                let Some(block) = open.take() else { continue };
                let Some(start) = block.start else { continue };
                let podsim = match block.language.as_str() {
                    "podsim" => true,
                    "yaml" | "yml" => marked(&block.text),
                    _ => false,
                };
                if podsim {
                    blocks.push(DocBlock { line: line_of(text, start), text: block.text, span: block.span });
                }
            }
            _ => {}
        }
    }
    blocks
}

/// The 1-based line of byte `offset`.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes().iter().take(offset).filter(|byte| **byte == b'\n').count() + 1
}
