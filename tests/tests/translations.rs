//! podsim's own words are written in Chinese too. Every *why*, inferred behaviour, waiting
//! container's reason, status note, lint finding and dropped field that the goldens, the gallery
//! and the lint examples produce, on every version, has a Chinese text that has Chinese in it, is
//! not the English, and keeps the English's `code` spans. Kubernetes messages are never
//! translated, so they are not checked here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use podsim::engine::{SimOptions, simulate};
use podsim::lint::LintCode;
use podsim::scenario::Scenario;
use podsim::view::kubectl::explain::explain;
use podsim::{KubeVersion, Lang, Text};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `(path relative to the root, text)` of every YAML file in `dir`, in name order.
fn yaml_files(dir: &str) -> Vec<(String, String)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|error| panic!("{dir}: {error}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "yaml") && !path.ends_with("gallery.yaml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            (format!("{dir}/{name}"), std::fs::read_to_string(&path).expect("readable"))
        })
        .collect()
}

/// The `code` spans of a text: what is between backquotes.
fn code_spans(text: &str) -> impl Iterator<Item = &str> {
    text.split('`').skip(1).step_by(2)
}

/// What is wrong with the Chinese of `text`, if anything.
fn problem(text: &Text) -> Option<&'static str> {
    let zh = text.get(Lang::Zh);
    if !zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)) {
        Some("the Chinese has no Chinese characters")
    } else if zh == text.get(Lang::En) {
        Some("the Chinese is the English")
    } else if code_spans(&text.en).any(|span| !zh.contains(span)) {
        Some("the Chinese lost a `code` span of the English")
    } else {
        None
    }
}

/// Every text checked, and what was wrong (once per English text).
#[derive(Default)]
struct Checked {
    texts: BTreeSet<String>,
    problems: Vec<String>,
    lint_codes: BTreeSet<LintCode>,
}

impl Checked {
    fn check(&mut self, place: &str, text: &Text) {
        if !self.texts.insert(text.en.clone()) {
            return;
        }
        if let Some(problem) = problem(text) {
            self.problems.push(format!("{place}: {problem}\n    en: {}\n    zh: {}", text.en, text.zh));
        }
    }

    /// The static analysis and, when the Pod is accepted, the run of `text` on `version`.
    fn check_file(&mut self, path: &str, text: &str, version: KubeVersion) {
        let place = format!("{path} on {version}");
        let analysis = podsim::analysis::analyze(text, version);
        for warning in &analysis.lints {
            self.lint_codes.insert(warning.code());
            self.check(&format!("{place}: {} message", warning.code().as_str()), &warning.finding.message());
            self.check(&format!("{place}: {} fix", warning.code().as_str()), &warning.finding.fix());
        }
        for dropped in &analysis.dropped_fields {
            self.check(&format!("{place}: dropped {}", dropped.field), &dropped.message());
        }
        for diagnostic in analysis.diagnostics.iter().filter(|d| d.message_zh.is_some()) {
            let zh = diagnostic.message_in(Lang::Zh).to_owned();
            self.check(
                &format!("{place}: diagnostic {}", diagnostic.code),
                &Text { en: diagnostic.message.clone(), zh },
            );
        }
        for term in analysis.resources.iter().flat_map(|resources| &resources.breakdown) {
            let explanation = term.explanation();
            assert!(!explanation.zh.is_empty(), "{place}: {} has no Chinese", explanation.en);
        }
        if analysis.has_errors() {
            return;
        }
        let scenario = Scenario::from_parsed(&analysis.parsed);
        let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
        let simulation = simulate(&analysis.parsed.pod, &scenario, &options);
        for behaviour in &simulation.behaviours {
            self.check(&format!("{place}: behaviour of {}", behaviour.container), &behaviour.explanation.text());
        }
        for note in &simulation.notes {
            self.check(&format!("{place}: note of the run"), &note.text());
        }
        for fact in &simulation.facts {
            if let Some(why) = &fact.why {
                self.check(&format!("{place}: why of {}", podsim::fact_line(fact).trim()), &why.text.text());
            }
        }
        for snapshot in &simulation.snapshots {
            for container in simulation.state_at(snapshot.t_ms).containers {
                if let Some(why) = &container.why {
                    self.check(&format!("{place}: why `{}` waits at {} ms", container.name, snapshot.t_ms), why);
                }
            }
            for note in explain(&snapshot.pod, version.gates(), None).notes {
                self.check(&format!("{place}: status note at {} ms", snapshot.t_ms), &note);
            }
        }
    }
}

/// Every file of the goldens, the gallery and the CLI's lint and version examples, on every version.
fn check_everything() -> Checked {
    let mut checked = Checked::default();
    for dir in [
        "tests/goldens",
        "static/examples",
        "crates/podsim-cli/tests/data/lint",
        "crates/podsim-cli/tests/data/versions",
    ] {
        for (path, text) in yaml_files(dir) {
            for version in KubeVersion::ALL {
                checked.check_file(&path, &text, version);
            }
        }
    }
    // Pod-level resources are dropped by the versions without the PodLevelResources gate.
    let pod_level = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  resources:\n    requests: {cpu: 1}\n  \
                     containers:\n  - name: app\n    image: nginx\n";
    for version in KubeVersion::ALL {
        checked.check_file("pod-level resources", pod_level, version);
    }
    checked
}

#[test]
fn every_text_podsim_writes_has_its_chinese() {
    let checked = check_everything();
    assert!(checked.texts.len() > 150, "only {} texts were checked", checked.texts.len());
    assert!(
        checked.problems.is_empty(),
        "{} of {} texts lack a proper Chinese version:\n{}",
        checked.problems.len(),
        checked.texts.len(),
        checked.problems.join("\n")
    );
}

#[test]
fn the_check_catches_english_left_in_chinese() {
    assert_eq!(problem(&podsim::text!("`app` starts", "`app` 启动")), None);
    assert!(problem(&Text::same("`app` starts")).is_some());
    assert!(problem(&podsim::text!("`app` starts", "app starts again")).is_some());
    assert!(problem(&podsim::text!("`app` starts", "`ap` 启动")).is_some());
}

#[test]
fn every_lint_rule_speaks_chinese() {
    let checked = check_everything();
    let missing: Vec<&str> =
        LintCode::ALL.into_iter().filter(|code| !checked.lint_codes.contains(code)).map(LintCode::as_str).collect();
    assert!(missing.is_empty(), "no example fires {missing:?}, so their Chinese is not checked");
    for code in LintCode::ALL {
        for (en, zh) in
            [(code.title(Lang::En), code.title(Lang::Zh)), (code.explanation(Lang::En), code.explanation(Lang::Zh))]
        {
            let text = Text { en: en.to_owned(), zh: zh.to_owned() };
            assert_eq!(problem(&text), None, "{}: {en} / {zh}", code.as_str());
        }
    }
}

#[test]
fn the_notes_of_runs_that_stop_early_speak_chinese() {
    let pod = |count: usize| {
        let containers: String =
            (0..count).map(|i| format!("  - {{name: c{i}, image: busybox, command: [sh, -c, 'exit 1']}}\n")).collect();
        format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: many}}\nspec:\n  containers:\n{containers}")
    };
    let runs = [
        (pod(101), SimOptions::default(), "not simulated"),
        (pod(10), SimOptions { horizon_ms: 168 * 3_600_000, ..SimOptions::default() }, "work budget"),
        (pod(1), SimOptions { horizon_ms: 168 * 3_600_000, event_cap: 500, ..SimOptions::default() }, "event cap"),
    ];
    for (text, options, expected) in runs {
        let parsed = podsim::parse(&text);
        let simulation = simulate(&parsed.pod, &Scenario::from_parsed(&parsed), &options);
        let note =
            simulation.notes.iter().map(|note| note.text()).find(|note| note.en.contains(expected)).expect(expected);
        assert_eq!(problem(&note), None, "{note:?}");
        assert_eq!(simulation.simulated(), expected != "not simulated");
    }
}

#[test]
fn injected_faults_are_listed_in_chinese_too() {
    let scenario = Scenario::parse(
        "faults:\n- {at: 1s, container: app, exit: 3}\n- {at: 2s, container: app, oomKill: true}\n\
         - {at: 3s, container: app, probe: readiness}\n- {at: 4s, container: app, imagePull: fail}\n\
         - {at: 5s, configMap: settings}\n- {at: 6s, container: app, slowStart: 5s}\n\
         - {at: 7s, container: app, preStopHangs: true}\nactions:\n- {at: 8s, do: delete, gracePeriodSeconds: 5}\n",
    );
    assert!(scenario.diagnostics.is_empty(), "{:?}", scenario.diagnostics);
    assert_eq!(scenario.faults.len(), 7);
    for fault in &scenario.faults {
        let text = fault.kind.describe_text();
        assert_eq!(problem(&text), None, "{text:?}");
        assert_eq!(text.en, fault.kind.describe(), "the facts keep the English");
    }
    let delete = scenario.actions.first().map(|a| a.kind.describe_text()).expect("the delete action");
    assert_eq!(problem(&delete), None, "{delete:?}");
}
