//! The real-manifest corpus (`tests/data/corpus/`): every pod-bearing document of every file,
//! run through check, resources and simulate, compared with what a cluster does, and written as
//! the reviewed `expected.tsv` with a summary of where podsim stands.

pub mod run;
pub mod split;
pub mod truth;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use run::{Outcome, Verdict};
use truth::Truth;

/// Files of the corpus folder that describe it rather than belong to it.
const META_FILES: [&str; 4] = ["SOURCES.md", "sources.tsv", "exceptions.tsv", "expected.tsv"];

/// The corpus folder.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/corpus")
}

/// Every manifest file of the corpus, as paths relative to the folder (with `/`), sorted.
pub fn corpus_files() -> Vec<String> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if let Ok(relative) = path.strip_prefix(root) {
                let relative = relative.to_string_lossy().replace('\\', "/");
                if !META_FILES.contains(&relative.as_str()) {
                    out.push(relative);
                }
            }
        }
    }
    let root = corpus_dir();
    let mut files = Vec::new();
    walk(&root, &root, &mut files);
    files.sort();
    files
}

/// One pod-bearing document and what became of it.
#[derive(Debug)]
pub struct Row {
    /// `FILE#N`: the file and the document's 1-based position in it.
    pub document: String,
    /// The document's text.
    pub text: String,
    /// podsim's outcome, or the message of a panic.
    pub outcome: Result<Outcome, String>,
    /// What a cluster does.
    pub truth: Truth,
    /// Why, when it is not what the kind implies.
    pub reason: Option<String>,
    /// The class of podsim's difference from the truth, if any.
    pub class: Option<&'static str>,
}

/// Runs every pod-bearing document of the corpus.
pub fn run_corpus(exceptions: &BTreeMap<String, (Truth, String)>) -> Vec<Row> {
    let mut rows = Vec::new();
    for file in corpus_files() {
        let Ok(text) = std::fs::read_to_string(corpus_dir().join(&file)) else {
            continue;
        };
        for document in split::documents(&text) {
            let declared = split::declared_kind(&document.text).unwrap_or_default();
            // podsim finds the Pod; the declared kind counts only a document podsim cannot read.
            let parsed = podsim::parse(&document.text);
            let pod_bearing = !parsed.source_kind.is_empty()
                || (parsed.has_errors() && split::POD_BEARING_KINDS.contains(&declared.as_str()));
            if !pod_bearing {
                continue;
            }
            let name = format!("{file}#{}", document.index);
            let outcome = run::run(&document.text, &declared);
            let exception = exceptions.get(&name);
            let (truth, class) = match &outcome {
                Ok(outcome) => {
                    let truth = exception.map_or_else(
                        || Truth::Ends(vec![truth::healthy_status(&outcome.kind, &outcome.restart_policy).to_owned()]),
                        |(truth, _)| truth.clone(),
                    );
                    let class = truth::failure_class(&truth, outcome, &document.text);
                    (truth, class)
                }
                Err(_) => (exception.map_or(Truth::Ends(Vec::new()), |(truth, _)| truth.clone()), Some("panic")),
            };
            rows.push(Row {
                document: name,
                text: document.text,
                outcome,
                truth,
                reason: exception.map(|(_, reason)| reason.clone()),
                class,
            });
        }
    }
    rows
}

/// `expected.tsv`: one line per document — verdict, end STATUS, QoS class, lint codes, the class
/// of a known failure (`-` when podsim agrees with a cluster), and kubectl's message on a refusal.
pub fn expected_tsv(rows: &[Row]) -> String {
    let mut out = String::from(
        "# document\tkind\tverdict\tstatus\tqos\tlints\tknown failure\tkubectl (refusals)\n\
         # Written by `UPDATE_EXPECT=1 cargo test -p podsim-tests --test corpus`; review every changed line.\n",
    );
    for row in rows {
        let class = row.class.unwrap_or("-");
        match &row.outcome {
            Ok(outcome) => {
                let lints = if outcome.lints.is_empty() { "-".to_owned() } else { outcome.lints.join(",") };
                let _ = writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                    row.document,
                    outcome.kind,
                    outcome.verdict.word(),
                    outcome.status,
                    outcome.qos,
                    lints,
                    class,
                    outcome.verdict.message()
                );
            }
            Err(panic) => {
                let _ = writeln!(out, "{}\t-\tpanic\t-\t-\t-\t{class}\t{}", row.document, panic.replace('\n', " | "));
            }
        }
    }
    out
}

/// The figures the lead reads after each fix: how many documents a cluster accepts podsim
/// accepts, how many healthy ones end in their STATUS, the lints, and the failures by class.
pub fn summary(rows: &[Row]) -> String {
    let outcomes: Vec<(&Row, &Outcome)> =
        rows.iter().filter_map(|row| row.outcome.as_ref().ok().map(|outcome| (row, outcome))).collect();
    let cluster_accepts: Vec<_> = outcomes.iter().filter(|(row, _)| row.truth != Truth::Rejected).collect();
    let accepted = cluster_accepts.iter().filter(|(_, outcome)| outcome.verdict == Verdict::Accepted).count();
    let with_status: Vec<_> = outcomes.iter().filter(|(row, _)| matches!(row.truth, Truth::Ends(_))).collect();
    let right_status = with_status
        .iter()
        .filter(|(row, outcome)| outcome.verdict == Verdict::Accepted && row.truth.allows(&outcome.status))
        .count();
    let mut lints: BTreeMap<&str, usize> = BTreeMap::new();
    for (_, outcome) in &outcomes {
        for code in &outcome.lints {
            *lints.entry(code.as_str()).or_default() += 1;
        }
    }
    let mut classes: BTreeMap<&str, (usize, &str)> = BTreeMap::new();
    for row in rows {
        if let Some(class) = row.class {
            classes.entry(class).or_insert((0, &row.document)).0 += 1;
        }
    }
    let slowest = outcomes.iter().map(|(_, outcome)| outcome.elapsed).max().unwrap_or(Duration::ZERO);
    let mut out = String::new();
    let _ = writeln!(out, "corpus: {} pod-bearing documents in {} files", rows.len(), corpus_files().len());
    let _ = writeln!(out, "  accepted: {accepted} of the {} a cluster accepts", cluster_accepts.len());
    let _ = writeln!(out, "  end STATUS as a cluster shows: {right_status} of {}", with_status.len());
    let total: usize = lints.values().sum();
    let by_code: Vec<String> = lints.iter().map(|(code, n)| format!("{code} {n}")).collect();
    let _ = writeln!(out, "  lint warnings: {total} ({})", by_code.join(", "));
    let _ = writeln!(out, "  panics: {}", rows.len() - outcomes.len());
    let _ = writeln!(out, "  slowest document: {} ms", slowest.as_millis());
    let _ = writeln!(out, "  known failures by class:");
    for (class, (count, example)) in &classes {
        let _ = writeln!(out, "    {class}: {count} (e.g. {example})");
    }
    out
}
