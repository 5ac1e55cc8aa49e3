//! The `# expect:` lines of podsim's own pages hold (the core's checker, as `podsim test docs/
//! README.md` runs it in CI), and every example of `docs/scenarios.md` is one that is checked,
//! so the pages cannot rot.

use std::path::{Path, PathBuf};

use podsim::scenario::Scenario;
use podsim::{DocFormat, KubeVersion, Settings, check_document, podsim_blocks};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(root().join(relative)).unwrap_or_else(|error| panic!("{relative}: {error}"))
}

/// README.md and every Markdown page of docs/.
fn pages() -> Vec<String> {
    let mut pages: Vec<String> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|entry| entry.expect("a docs/ entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    pages.sort();
    pages.push("README.md".to_owned());
    pages
}

#[test]
fn every_claim_of_the_docs_holds() {
    let settings = Settings::new(KubeVersion::DEFAULT);
    let mut checked = 0;
    let mut problems = Vec::new();
    for page in pages() {
        for outcome in check_document(&read(&page), DocFormat::Markdown, &settings) {
            checked += 1;
            if !outcome.passed {
                let on = outcome.version.map(|v| format!(" on {v}")).unwrap_or_default();
                problems.push(format!(
                    "{page}:{}: expected {}{on}, podsim says {}",
                    outcome.line, outcome.expected, outcome.says
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // docs/scenarios.md alone has more than 40; a checker that finds nothing must not pass.
    assert!(checked >= 60, "only {checked} expectations found in the docs");
}

#[test]
fn every_example_of_the_scenario_reference_is_checked() {
    let text = read("docs/scenarios.md");
    let blocks = podsim_blocks(&text, DocFormat::Markdown);
    assert!(blocks.len() >= 20, "expected one example per behaviour, fault and action, found {}", blocks.len());
    let yaml_fences = text.lines().filter(|line| line.trim() == "```yaml").count();
    // The one block that is not a podsim block is the scenario synopsis, which must still read.
    assert_eq!(yaml_fences, blocks.len() + 1, "a YAML example without `# expect:` lines");
    let synopsis = text.split("```yaml\n").nth(1).and_then(|rest| rest.split("```").next()).unwrap_or_default();
    let scenario = Scenario::parse(synopsis);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    for block in &blocks {
        assert!(block.text.lines().any(podsim::expect::is_expectation_line), "line {}: no expectation", block.line);
    }
}
