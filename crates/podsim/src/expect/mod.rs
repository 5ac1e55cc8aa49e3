//! Docs that test themselves: the `# expect:` lines of a page's podsim blocks, read
//! (`claim.rs`), found (`blocks.rs`) and checked against a [`Session`] (`verdict.rs`).
//! The language is documented in docs/testing-docs.md; `podsim test` prints what this returns.

mod blocks;
mod claim;
mod first_line;
mod verdict;

#[cfg(test)]
mod tests;

pub use blocks::{DocBlock, DocFormat, podsim_blocks};
pub use first_line::{FirstLine, first_line};
pub use claim::{Claim, ConditionStatus, ExpectError, Expectation, is_expectation_line};
pub use verdict::Verdict;

use std::collections::BTreeMap;

use crate::diagnostic::Severity;
use crate::session::{Session, Settings};
use crate::version::KubeVersion;

/// One expectation checked on one version, or a line that fails on its own (an expectation that
/// cannot be read, a scenario podsim cannot read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The document's line (1-based).
    pub line: usize,
    /// The version it was checked on; `None` for a line that could not be checked at all.
    pub version: Option<KubeVersion>,
    /// What the document claims, as written (`at 45s: Init:CrashLoopBackOff`).
    pub expected: String,
    /// What podsim says, in the claim's words; for a line that could not be checked, why.
    pub says: String,
    /// True when podsim agrees.
    pub passed: bool,
}

impl Outcome {
    /// The outcome as a tool prints a failure: `FILE:LINE: expected … on 1.37, podsim says …`
    /// (or `FILE:LINE: why` for a line that could not be checked).
    pub fn located(&self, file: &str) -> String {
        match self.version {
            Some(version) => {
                format!("{file}:{}: expected {} on {version}, podsim says {}", self.line, self.expected, self.says)
            }
            None => format!("{file}:{}: {}", self.line, self.says),
        }
    }
}

/// Checks every expectation of every podsim block of `text`. An expectation without versions is
/// checked on `settings.version`; the blocks run with `settings` otherwise.
pub fn check_document(text: &str, format: DocFormat, settings: &Settings) -> Vec<Outcome> {
    podsim_blocks(text, format).iter().flat_map(|block| check_block(block, settings)).collect()
}

/// The sessions of one block, one per version asked for.
struct Sessions<'a> {
    block: &'a DocBlock,
    settings: &'a Settings,
    made: BTreeMap<KubeVersion, Session>,
}

impl Sessions<'_> {
    fn on(&mut self, version: KubeVersion) -> &Session {
        let (block, settings) = (self.block, self.settings);
        self.made.entry(version).or_insert_with(|| {
            // Gates chosen for one version are not carried to another.
            let gates = if version == settings.version { settings.gates } else { None };
            Session::new(&block.text, "", Settings { version, gates, ..settings.clone() })
        })
    }
}

/// Checks one block: its scenario must read, and each expectation must hold on each of its versions.
pub fn check_block(block: &DocBlock, settings: &Settings) -> Vec<Outcome> {
    let mut outcomes = Vec::new();
    let mut sessions = Sessions { block, settings, made: BTreeMap::new() };
    // `# podsim k8s=1.36` makes 1.36 the block's version; what that line cannot say is a failure.
    let settings_line = first_line(&block.text);
    let default_version = settings_line.version.unwrap_or(settings.version);
    for problem in &settings_line.problems {
        outcomes.push(Outcome {
            line: block.line,
            version: None,
            expected: "a `# podsim` line podsim can read".to_owned(),
            says: problem.clone(),
            passed: false,
        });
    }
    for (index, line) in block.text.lines().enumerate() {
        let Some(parsed) = Expectation::parse(line) else { continue };
        let at = block.line + index;
        let expectation = match parsed {
            Ok(expectation) => expectation,
            Err(error) => {
                outcomes.push(Outcome {
                    line: at,
                    version: None,
                    expected: line.trim().to_owned(),
                    says: format!("cannot read `{}`: {error}", line.trim()),
                    passed: false,
                });
                continue;
            }
        };
        let versions =
            if expectation.versions.is_empty() { vec![default_version] } else { expectation.versions.clone() };
        for version in versions {
            let verdict = sessions.on(version).check(&expectation.claim);
            outcomes.push(Outcome {
                line: at,
                version: Some(version),
                expected: expectation.written.clone(),
                says: verdict.says,
                passed: verdict.passed,
            });
        }
    }
    // A scenario the block means to run but podsim cannot read is wrong on every version.
    let session = sessions.on(default_version);
    for error in session.scenario_diagnostics().into_iter().filter(|d| d.severity == Severity::Error) {
        let line = error.location.map_or(block.line, |location| (block.line + location.line as usize).saturating_sub(1));
        outcomes.push(Outcome {
            line,
            version: None,
            expected: "a scenario podsim can read".to_owned(),
            says: format!("the scenario cannot be read: {}", error.message),
            passed: false,
        });
    }
    outcomes
}
