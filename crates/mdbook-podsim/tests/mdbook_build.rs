//! The preprocessor in a real book: `mdbook build` (the mdBook binary `cargo xtask setup`
//! installs) with `mdbook-podsim`, checked in the HTML it writes; a wrong expectation fails the
//! build with its file and line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BOOK: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/book");
const EMBED: &str = "https://docs.example/podsim/v/0.1.0/embed.js";

/// The mdBook binary: `MDBOOK`, else cargo's install folder, else PATH.
fn mdbook() -> PathBuf {
    if let Some(path) = std::env::var_os("MDBOOK") {
        return PathBuf::from(path);
    }
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
    home.map(|home| home.join("bin").join("mdbook")).filter(|path| path.exists()).unwrap_or_else(|| "mdbook".into())
}

/// A copy of the test book in a fresh folder, with `book.toml` naming this build's preprocessor.
fn book(name: &str, extra_chapter: Option<(&str, &str)>) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mdbook-podsim-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).expect("book folder");
    for file in ["SUMMARY.md", "sidecars.md"] {
        std::fs::copy(Path::new(BOOK).join("src").join(file), dir.join("src").join(file)).expect("copy chapter");
    }
    if let Some((file, text)) = extra_chapter {
        std::fs::write(dir.join("src").join(file), text).expect("extra chapter");
        let summary = std::fs::read_to_string(dir.join("src/SUMMARY.md")).expect("summary");
        std::fs::write(dir.join("src/SUMMARY.md"), format!("{summary}- [Extra]({file})\n")).expect("summary");
    }
    let toml = format!(
        "[book]\ntitle = \"podsim test book\"\n\n[preprocessor.podsim]\ncommand = \"{}\"\nembed = \"{EMBED}\"\n",
        env!("CARGO_BIN_EXE_mdbook-podsim")
    );
    std::fs::write(dir.join("book.toml"), toml).expect("book.toml");
    dir
}

fn build(dir: &Path) -> Output {
    Command::new(mdbook())
        .arg("build")
        .arg(dir)
        .output()
        .expect("mdbook runs (cargo xtask setup installs it: cargo install mdbook --version 0.5.4)")
}

#[test]
fn a_book_gets_static_timelines_inside_playgrounds_that_load_on_a_click() {
    let dir = book("ok", None);
    let output = build(&dir);
    assert!(output.status.success(), "mdbook build failed:\n{}", String::from_utf8_lossy(&output.stderr));
    let html = std::fs::read_to_string(dir.join("book/sidecars.html")).expect("chapter written");
    assert_eq!(html.matches("<pod-playground").count(), 2, "two podsim blocks");
    let first = html.split("<pod-playground").nth(1).expect("first block");
    assert!(first.starts_with(" load=\"click\">"), "{first:.80}");
    let (inside, _) = first.split_once("</pod-playground>").expect("closed");
    assert!(inside.contains("<svg") && inside.contains("</svg>"), "the static timeline is inside the element");
    assert!(inside.contains("log-shipper"), "the drawing names the sidecar's lane");
    // One drawing per theme; the reader's mdBook theme shows one (a style written once per chapter).
    assert!(inside.contains("podsim-picture-light") && inside.contains("podsim-picture-dark"), "{inside:.300}");
    assert_eq!(html.matches("html.navy .podsim-picture-dark").count(), 1);
    // Written on one line (`&#10;`) to stay one HTML block; mdBook's renderer prints the breaks.
    assert!(
        inside.contains(
            "<pre><code class=\"language-yaml\">apiVersion: v1\nkind: Pod\nmetadata:\n  name: with-sidecar\n"
        ),
        "the YAML, whole, highlighted as mdBook highlights YAML"
    );

    let second = html.split("<pod-playground").nth(2).expect("second block");
    // mdBook prints a bare attribute as `readonly=""`, which is the same attribute.
    assert!(second.starts_with(" k8s=\"1.36\" title=\"On 1.36\" readonly=\"\" load=\"click\">"), "{second:.80}");
    assert!(!second.contains("# podsim"), "the settings line is not YAML to show");
    assert!(html.contains("kind: ConfigMap"), "an ordinary YAML block stays");
    assert_eq!(html.matches(&format!("<script src=\"{EMBED}\" defer=\"\"></script>")).count(), 1, "embed.js once");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_expectation_fails_the_build_with_its_file_and_line() {
    let wrong = "# Wrong\n\n```podsim\nkind: Pod\nmetadata: {name: a}\nspec:\n  containers: [{name: a, image: nginx}]\n# expect: qos Guaranteed\n```\n";
    let dir = book("wrong", Some(("wrong.md", wrong)));
    let output = build(&dir);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the build must fail");
    assert!(
        stderr.contains("mdbook-podsim: src/wrong.md:8: expected qos Guaranteed on 1.37, podsim says qos BestEffort"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
