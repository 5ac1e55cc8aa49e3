//! Native half of the determinism check: every golden scenario (`tests/goldens/*.yaml`), every
//! gallery example (`static/examples/*.yaml`) and the stress pod are simulated, and an FNV-1a
//! digest of the serialised run is compared with `tests/goldens/digests.txt`. The wasm half
//! (`web/tests/determinism.rs`, in Chromium) checks the same file, so a digest that differs
//! between native and WebAssembly builds fails one of the two. Re-bless deliberately with
//! `UPDATE_EXPECT=1 cargo test -p podsim-tests --test determinism_digests`.

use std::path::{Path, PathBuf};

use podsim::KubeVersion;
use podsim::engine::{SimOptions, simulate};
use podsim::scenario::Scenario;
use podsim::yaml::{Limits, Node, load_documents};

/// The gallery index, for each example's version.
const GALLERY: &str = include_str!("../../static/examples/gallery.yaml");

/// FNV-1a, 64 bits: tiny, stable, the same on every target.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// The version a file is meant for: its gallery entry's `version`, else a first line `# k8s: V`,
/// else the default.
fn version_of(path: &str, text: &str) -> KubeVersion {
    let (documents, _) = load_documents(GALLERY, Limits::DEFAULT);
    let file = path.rsplit('/').next().unwrap_or(path);
    let from_gallery = path.starts_with("static/examples/").then(|| {
        documents
            .first()?
            .get("examples")?
            .items()?
            .iter()
            .find(|entry| entry.get("file").and_then(Node::scalar) == Some(file))?
            .get("version")?
            .scalar()
            .and_then(KubeVersion::parse)
    });
    from_gallery
        .flatten()
        .or_else(|| text.lines().next().and_then(|l| l.strip_prefix("# k8s: ")).and_then(KubeVersion::parse))
        .unwrap_or_default()
}

/// The run of one file, as the digest sees it (kept identical to `web/tests/determinism.rs`):
/// the version of [`version_of`], the analysis, the file's own scenario, default
/// options with the scenario's timing, seed and horizon; then the JSON of the run and its timeline.
fn digest(path: &str, text: &str) -> String {
    let version = version_of(path, text);
    let analysis = podsim::analysis::analyze(text, version);
    let scenario = Scenario::from_parsed(&analysis.parsed);
    let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
    let simulation = simulate(&analysis.parsed.pod, &scenario, &options);
    let mut serialised = serde_json::to_string(&simulation).unwrap_or_default();
    serialised.push_str(&simulation.timeline_text(true));
    format!("{:016x} {}", fnv1a(serialised.as_bytes()), simulation.facts.len())
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every input, by its path from the repository root, in a fixed order.
fn inputs() -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["tests/goldens", "static/examples"] {
        let mut names: Vec<String> = std::fs::read_dir(root().join(dir))
            .map(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default();
        names.retain(|name| name.ends_with(".yaml") && name != "gallery.yaml");
        names.sort();
        out.extend(names.into_iter().map(|name| format!("{dir}/{name}")));
    }
    out.push("tests/data/bench/stress-pod.yaml".to_owned());
    out
}

fn expected_text() -> String {
    let mut out = String::from("# path  fnv1a-64(JSON of the run + timeline)  facts — UPDATE_EXPECT=1 to re-bless\n");
    for path in inputs() {
        let text = std::fs::read_to_string(root().join(&path)).unwrap_or_default();
        out.push_str(&format!("{path} {}\n", digest(&path, &text)));
    }
    out
}

#[test]
fn native_digests_match_the_committed_file() {
    let file = root().join("tests/goldens/digests.txt");
    let actual = expected_text();
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        std::fs::write(&file, &actual).unwrap_or_else(|e| panic!("cannot write {}: {e}", file.display()));
        return;
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    let differing: Vec<String> =
        actual.lines().filter(|line| !committed.lines().any(|c| c == *line)).map(str::to_owned).collect();
    assert!(
        differing.is_empty() && committed.lines().count() == actual.lines().count(),
        "digests differ from {} (UPDATE_EXPECT=1 to re-bless after reviewing the goldens):\n{}",
        file.display(),
        differing.join("\n")
    );
}

#[test]
fn the_wasm_test_covers_every_input() {
    let wasm_test = std::fs::read_to_string(root().join("web/tests/determinism.rs")).unwrap_or_default();
    let missing: Vec<String> =
        inputs().into_iter().filter(|path| !wasm_test.contains(&format!("\"../../{path}\""))).collect();
    assert!(missing.is_empty(), "web/tests/determinism.rs does not include_str! these inputs: {missing:?}");
}

#[test]
fn the_digest_is_standard_fnv1a() {
    assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
}

#[test]
fn digests_do_not_depend_on_the_run() {
    for path in inputs().iter().take(4) {
        let text = std::fs::read_to_string(root().join(path)).unwrap_or_default();
        assert_eq!(digest(path, &text), digest(path, &text), "{path}");
    }
}
