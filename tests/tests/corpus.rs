//! Real manifests from public repositories (`tests/data/corpus/`, sources in `sources.tsv`): every
//! pod-bearing document goes through check, resources and simulate without a panic and within a
//! time bound, and what podsim says — verdict, end STATUS, QoS class, lint codes, and the class of
//! each known difference from a cluster — must match the reviewed `expected.tsv`.
//! Re-bless with `UPDATE_EXPECT=1 cargo test -p podsim-tests --test corpus` and review the diff;
//! add `-- --nocapture` to see the summary (accepted, right STATUS, lints, failures by class).

use std::collections::BTreeSet;
use std::time::Duration;

use podsim_tests::corpus::{self, truth};

/// Far above what any document takes (15 ms in a debug build on an idle machine, 134 ms on a busy one):
/// a document over it has sent the engine into a run that is no longer bounded.
const TIME_BOUND: Duration = Duration::from_secs(2);

fn exceptions() -> std::collections::BTreeMap<String, (truth::Truth, String)> {
    let text = std::fs::read_to_string(corpus::corpus_dir().join("exceptions.tsv")).expect("exceptions.tsv");
    truth::read_exceptions(&text).unwrap_or_else(|error| panic!("{error}"))
}

#[test]
fn every_corpus_document_runs_as_recorded() {
    let exceptions = exceptions();
    let rows = corpus::run_corpus(&exceptions);
    let summary = corpus::summary(&rows);
    println!("{summary}");
    assert!(rows.len() >= 300, "the corpus lost documents: found {}", rows.len());

    let panics: Vec<String> = rows
        .iter()
        .filter_map(|row| row.outcome.as_ref().err().map(|panic| format!("{}: {panic}", row.document)))
        .collect();
    assert!(panics.is_empty(), "podsim panicked on:\n{}", panics.join("\n"));
    let slow: Vec<String> = rows
        .iter()
        .filter_map(|row| row.outcome.as_ref().ok().map(|outcome| (row, outcome.elapsed)))
        .filter(|(_, elapsed)| *elapsed > TIME_BOUND)
        .map(|(row, elapsed)| format!("{}: {} ms", row.document, elapsed.as_millis()))
        .collect();
    assert!(slow.is_empty(), "documents over {TIME_BOUND:?}:\n{}", slow.join("\n"));

    let actual = corpus::expected_tsv(&rows);
    let path = corpus::corpus_dir().join("expected.tsv");
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &actual).expect("writable expected.tsv");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    let expected_lines: BTreeSet<&str> = expected.lines().collect();
    let actual_lines: BTreeSet<&str> = actual.lines().collect();
    let gone: Vec<&str> = expected_lines.difference(&actual_lines).copied().collect();
    let new: Vec<&str> = actual_lines.difference(&expected_lines).copied().collect();
    assert!(
        gone.is_empty() && new.is_empty(),
        "the corpus no longer runs as recorded (a fixed rule shows here as a known failure gone; \
         UPDATE_EXPECT=1 to re-bless after review)\n--- recorded\n{}\n+++ now\n{}\n\n{summary}",
        gone.join("\n"),
        new.join("\n")
    );
}

#[test]
fn every_exception_names_a_document_of_the_corpus() {
    let rows = corpus::run_corpus(&Default::default());
    let documents: BTreeSet<&str> = rows.iter().map(|row| row.document.as_str()).collect();
    let unknown: Vec<String> = exceptions().into_keys().filter(|name| !documents.contains(name.as_str())).collect();
    assert!(unknown.is_empty(), "exceptions.tsv names documents the corpus does not have: {unknown:?}");
}

#[test]
fn every_corpus_file_has_its_source() {
    let sources = std::fs::read_to_string(corpus::corpus_dir().join("sources.tsv")).expect("sources.tsv");
    let mut listed = BTreeSet::new();
    for line in sources.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 4, "sources.tsv: {line}");
        assert!(fields[3].len() == 40 && fields[3].bytes().all(|b| b.is_ascii_hexdigit()), "a commit id: {line}");
        listed.insert(fields[0].to_owned());
    }
    let files: BTreeSet<String> = corpus::corpus_files().into_iter().collect();
    let unlisted: Vec<_> = files.difference(&listed).collect();
    let missing: Vec<_> = listed.difference(&files).collect();
    assert!(
        unlisted.is_empty() && missing.is_empty(),
        "without a source: {unlisted:?}; listed but absent: {missing:?}"
    );
}
