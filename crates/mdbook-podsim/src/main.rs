//! `mdbook-podsim`: mdBook runs it as `mdbook-podsim supports RENDERER`, then with the book as
//! JSON on standard input, and takes the book back on standard output (docs/embedding.md).

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use mdbook_podsim::{BookConfig, chapter};
use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::{PreprocessorContext, parse_input};

/// The preprocessor's command line, as mdBook calls it.
#[derive(Parser)]
#[command(
    name = "mdbook-podsim",
    version,
    about = "mdBook preprocessor: podsim blocks become timelines and playgrounds"
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Exit 0 when the renderer is supported (html), 1 otherwise.
    Supports {
        /// The renderer mdBook asks about.
        renderer: String,
    },
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(Command::Supports { renderer }) = args.command {
        return if renderer == "html" { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    }
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(problems) => {
            for problem in problems {
                eprintln!("mdbook-podsim: {problem}");
            }
            ExitCode::FAILURE
        }
    }
}

/// Reads the book, rewrites every chapter, writes the book.
fn run() -> Result<(), Vec<String>> {
    let (context, book) =
        parse_input(std::io::stdin()).map_err(|error| vec![format!("cannot read the book: {error:#}")])?;
    let config = config_of(&context).map_err(|error| vec![error])?;
    let book = rewrite(book, &config)?;
    let mut stdout = std::io::stdout().lock();
    serde_json::to_writer(&mut stdout, &book).map_err(|error| vec![format!("cannot write the book: {error}")])?;
    stdout.flush().map_err(|error| vec![format!("cannot write the book: {error}")])
}

fn config_of(context: &PreprocessorContext) -> Result<BookConfig, String> {
    match context.config.get::<serde_json::Value>("preprocessor.podsim") {
        Ok(Some(table)) => BookConfig::from_table(table),
        Ok(None) => Ok(BookConfig::default()),
        Err(error) => Err(format!("[preprocessor.podsim]: {error:#}")),
    }
}

/// Every chapter rewritten; the failed expectations of all chapters, if any.
fn rewrite(mut book: Book, config: &BookConfig) -> Result<Book, Vec<String>> {
    let mut failures = Vec::new();
    book.for_each_mut(|item| {
        let BookItem::Chapter(chapter_item) = item else { return };
        let file = chapter_item
            .source_path
            .as_ref()
            .map_or_else(|| chapter_item.name.clone(), |path| format!("src/{}", path.display()));
        match chapter(&chapter_item.content, &file, config) {
            Ok(content) => chapter_item.content = content,
            Err(found) => failures.extend(found),
        }
    });
    if failures.is_empty() { Ok(book) } else { Err(failures) }
}
