//! Walks vector directories (`static/<topic>.yaml`, `lifecycle/*.yaml`), runs every case through
//! podsim's public API and counts the outcomes.

use std::path::{Path, PathBuf};

use crate::topics;
use crate::vector;

/// The result of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// podsim agrees with the vector.
    Pass,
    /// podsim disagrees (or cannot run the case yet): why.
    Fail(String),
    /// The case is informative only (e.g. `confidence: low`): why.
    Skip(String),
}

/// Counts and failure lines of a run.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Cases that passed.
    pub passed: usize,
    /// Cases that failed.
    pub failed: usize,
    /// Cases skipped as informative.
    pub skipped: usize,
    /// One `FAIL <file>:<name>: <why>` line per failing case.
    pub failures: Vec<String>,
}

impl Report {
    fn record(&mut self, file: &str, name: &str, outcome: Outcome) {
        match outcome {
            Outcome::Pass => self.passed += 1,
            Outcome::Skip(_) => self.skipped += 1,
            Outcome::Fail(why) => {
                self.failed += 1;
                self.failures.push(format!("FAIL {file}:{name}: {why}"));
            }
        }
    }

    /// The closing line: `N passed, N failed` (and `, N skipped` when any were).
    pub fn summary(&self) -> String {
        let mut line = format!("{} passed, {} failed", self.passed, self.failed);
        if self.skipped > 0 {
            line.push_str(&format!(", {} skipped", self.skipped));
        }
        line
    }
}

/// Runs every vector under each directory. `only` restricts the run to one topic
/// (`quantity`, …, or `lifecycle`).
pub fn run_dirs(dirs: &[PathBuf], only: Option<&str>) -> Report {
    let mut report = Report::default();
    for dir in dirs {
        run_static(dir, only, &mut report);
        if only.is_none_or(|topic| topic == "lifecycle") {
            run_lifecycle(dir, &mut report);
        }
    }
    report
}

fn sorted_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()).collect())
        .unwrap_or_default();
    files.retain(|path| path.extension().is_some_and(|ext| ext == "yaml"));
    files.sort();
    files
}

fn run_static(dir: &Path, only: Option<&str>, report: &mut Report) {
    for path in sorted_files(&dir.join("static")) {
        let topic = path.file_stem().and_then(|stem| stem.to_str()).unwrap_or("").to_owned();
        if only.is_some_and(|wanted| wanted != topic) {
            continue;
        }
        let file = format!("static/{topic}.yaml");
        let cases = match std::fs::read_to_string(&path).map_err(|e| e.to_string()).and_then(|t| vector::load(&t)) {
            Ok(cases) => cases,
            Err(why) => {
                report.record(&file, "(file)", Outcome::Fail(why));
                continue;
            }
        };
        for case in cases.items().unwrap_or(&[]) {
            let outcome = topics::run_static(&topic, case);
            report.record(&file, &vector::name(case), outcome);
        }
    }
}

fn run_lifecycle(dir: &Path, report: &mut Report) {
    for path in sorted_files(&dir.join("lifecycle")) {
        let file_name = path.file_name().and_then(|name| name.to_str()).unwrap_or("").to_owned();
        let file = format!("lifecycle/{file_name}");
        let outcome = match std::fs::read_to_string(&path).map_err(|e| e.to_string()).and_then(|t| vector::load(&t)) {
            Ok(scenario) => topics::lifecycle::check(&scenario),
            Err(why) => Outcome::Fail(why),
        };
        let name = file_name.trim_end_matches(".yaml").to_owned();
        report.record(&file, &name, outcome);
    }
}
