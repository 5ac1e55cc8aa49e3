//! `conformance DIR [DIR...] [--only TOPIC]`: runs the vectors under each DIR and prints one
//! `FAIL` line per failing case and the closing line `N passed, N failed`.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut dirs = Vec::new();
    let mut only = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--only" {
            only = args.next();
        } else {
            dirs.push(PathBuf::from(arg));
        }
    }
    if dirs.is_empty() {
        eprintln!("usage: conformance DIR [DIR...] [--only TOPIC]");
        return ExitCode::from(2);
    }
    let report = podsim_tests::run_dirs(&dirs, only.as_deref());
    for line in &report.failures {
        println!("{line}");
    }
    println!("{}", report.summary());
    if report.failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
