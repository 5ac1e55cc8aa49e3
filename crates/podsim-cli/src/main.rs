//! The `podsim` command line: reads files, calls the core, prints text or `--json`.
//!
//! Exit codes: 0 valid / done, 1 the input is invalid, 2 the input could not be read or the
//! arguments are wrong.

mod args;
mod commands;
mod input;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

/// `podsim simulate … | head` closes the pipe early: stop quietly, as kubectl does, instead of
/// panicking in `println!`. Every other panic keeps the default report.
fn stop_quietly_on_closed_pipe() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.contains("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default_hook(info);
    }));
}

fn main() -> ExitCode {
    stop_quietly_on_closed_pipe();
    // clap prints help and version (exit 0) and argument errors (exit 2) itself.
    let matches = args::Cli::command().version(args::version_line()).get_matches();
    let cli = match args::Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(error) => error.exit(),
    };
    match commands::run(&cli.command) {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("podsim: {message}");
            ExitCode::from(2)
        }
    }
}
