//! The `podsim` command line: reads files, calls the core, prints text or `--json`.
//!
//! Exit codes: 0 valid / done, 1 the input is invalid, 2 the input could not be read or the
//! arguments are wrong.

mod args;
mod commands;
mod input;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = argv.split_first() else {
        eprintln!("{}", commands::USAGE);
        return ExitCode::from(2);
    };
    match commands::run(command, rest) {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("podsim: {message}");
            ExitCode::from(2)
        }
    }
}
