//! Native half of the determinism check: every golden scenario (`tests/goldens/*.yaml`), every
//! gallery example (`static/examples/*.yaml`) and the stress pod are simulated, and an FNV-1a
//! digest of the serialised run is compared with `tests/goldens/digests.txt`. The wasm half
//! (`web/tests/determinism.rs`, in Chromium) checks the same file, so a digest that differs
//! between native and WebAssembly builds fails one of the two. Re-bless deliberately with
//! `UPDATE_EXPECT=1 cargo test -p podsim-tests --test determinism_digests`.

use std::path::{Path, PathBuf};

use podsim_tests::digest::{digest, fnv1a};

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
