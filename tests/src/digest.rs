//! The run digest of the determinism check: one function used by the native test and by the wasm
//! test in Chromium, so both builds digest exactly the same pipeline.

use podsim::KubeVersion;
use podsim::engine::{SimOptions, simulate};
use podsim::scenario::Scenario;
use podsim::yaml::{Limits, Node, load_documents};

/// The gallery index, for each example's version.
const GALLERY: &str = include_str!("../../static/examples/gallery.yaml");

/// FNV-1a, 64 bits: tiny, stable, the same on every target.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// The version a file is meant for: its gallery entry's `version`, else a first line `# k8s: V`,
/// else the default.
pub fn version_of(path: &str, text: &str) -> KubeVersion {
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

/// The digest of one file's run: the version of [`version_of`], the analysis, the file's own
/// scenario, default options with the scenario's timing, seed and horizon; then FNV-1a of the
/// run's JSON and its timeline, and the number of facts.
pub fn digest(path: &str, text: &str) -> String {
    let version = version_of(path, text);
    let analysis = podsim::analysis::analyze(text, version);
    let scenario = Scenario::from_parsed(&analysis.parsed);
    let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
    let simulation = simulate(&analysis.parsed.pod, &scenario, &options);
    let mut serialised = serde_json::to_string(&simulation).unwrap_or_default();
    serialised.push_str(&simulation.timeline_text(true));
    format!("{:016x} {}", fnv1a(serialised.as_bytes()), simulation.facts.len())
}
