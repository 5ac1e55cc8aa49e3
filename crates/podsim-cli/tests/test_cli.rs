//! `podsim test` end to end: Markdown pages written to a temporary directory, checked by the
//! built binary (exit codes, `file:line` of a failure, the summary line, `--json`).

mod support;

use std::path::{Path, PathBuf};

use serde_json::Value;
use support::podsim;

/// A fresh directory of this test's own, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!("podsim-test-cli-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    fn write(&self, name: &str, text: &str) -> String {
        let path = self.0.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const PAGE: &str = "# Sidecar requests

A sidecar counts with the app containers; the init container's peak wins when it is bigger.

```yaml
# expect: requests cpu 2.5
# expect: qos Burstable
# expect[legacy]: requests cpu 2
apiVersion: v1
kind: Pod
metadata: {name: shop}
spec:
  initContainers:
  - {name: proxy, image: envoy, restartPolicy: Always, resources: {requests: {cpu: 500m}}}
  - {name: migrate, image: tool, resources: {requests: {cpu: '2'}}}
  containers:
  - {name: web, image: web, resources: {requests: {cpu: '1', memory: 1Gi}, limits: {memory: 1Gi}}}
```
";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_true_page_passes_and_a_wrong_claim_fails_with_its_file_and_line() {
    let dir = TempDir::new("wrong");
    let right = dir.write("right.md", PAGE);
    let output = podsim(&["test", &right], "");
    assert_eq!(output.status.code(), Some(0), "{}{}", text(&output.stdout), text(&output.stderr));
    assert_eq!(text(&output.stdout), "3 expectations in 1 file: 3 passed, 0 failed\n");

    let wrong = dir.write("wrong.md", &PAGE.replace("qos Burstable", "qos Guaranteed"));
    let output = podsim(&["test", &wrong], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stdout),
        format!(
            "{wrong}:7: expected qos Guaranteed on 1.37, podsim says qos Burstable\n\
             3 expectations in 1 file: 2 passed, 1 failed\n"
        )
    );
    // The version given on the command line is the one of expectations that name none.
    let output = podsim(&["test", "--k8s", "legacy", &right], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout)
            .starts_with(&format!("{right}:6: expected requests cpu 2.5 on legacy, podsim says requests cpu 2\n"))
    );
}

#[test]
fn an_unreadable_expectation_fails_and_a_missing_path_is_a_usage_error() {
    let dir = TempDir::new("unreadable");
    let page = dir.write("page.md", &PAGE.replace("qos Burstable", "qos burstable"));
    let output = podsim(&["test", &page], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout).starts_with(&format!("{page}:7: cannot read `# expect: qos burstable`: ")),
        "{}",
        text(&output.stdout)
    );
    let output = podsim(&["test", &dir.path().join("missing.md").to_string_lossy()], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("podsim: cannot read "));
    assert_eq!(podsim(&["test"], "").status.code(), Some(2));
    // Standard input is a Markdown page.
    let output = podsim(&["test", "-"], PAGE.replace("cpu 2.5", "cpu 3"));
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).starts_with("-:6: expected requests cpu 3 on 1.37, podsim says requests cpu 2500m\n"));
    // A folder with nothing to check fails: a CI step pointed at the wrong folder must not pass.
    let empty = TempDir::new("nothing");
    empty.write("notes.md", "# Notes\n\n```yaml\nkind: Pod\n```\n");
    let output = podsim(&["test", &empty.path().to_string_lossy()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).starts_with("podsim: no expectations in "), "{}", text(&output.stderr));
}

/// One check of `--json`: file (relative to the directory), line, version, expected, says, passed.
type Row<'a> = (String, u64, Option<&'a str>, &'a str, &'a str, bool);

#[test]
fn a_directory_is_walked_in_sorted_order_and_json_lists_every_check() {
    let dir = TempDir::new("walk");
    dir.write("b.md", PAGE);
    dir.write("a/pod.yaml", "# expect: qos BestEffort\nkind: Pod\napiVersion: v1\nmetadata: {name: p}\nspec:\n  containers:\n  - {name: a, image: nginx}\n");
    dir.write("a/notes.txt", "# expect: qos Guaranteed\n");
    dir.write(".hidden/c.md", "```podsim\n# expect: qos Guaranteed\n```\n");
    let output = podsim(&["test", "--json", &dir.path().to_string_lossy()], "");
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let rows: Vec<Row> = report
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            let file = o["file"].as_str().unwrap();
            let name = Path::new(file).strip_prefix(dir.path()).unwrap().to_string_lossy().into_owned();
            (
                name,
                o["line"].as_u64().unwrap(),
                o["version"].as_str(),
                o["expected"].as_str().unwrap(),
                o["says"].as_str().unwrap(),
                o["passed"].as_bool().unwrap(),
            )
        })
        .collect();
    let row = |file: &str, line, version, expected, says| (file.to_owned(), line, Some(version), expected, says, true);
    assert_eq!(
        rows,
        [
            row("a/pod.yaml", 1, "1.37", "qos BestEffort", "qos BestEffort"),
            row("b.md", 6, "1.37", "requests cpu 2.5", "requests cpu 2500m"),
            row("b.md", 7, "1.37", "qos Burstable", "qos Burstable"),
            row("b.md", 8, "legacy", "requests cpu 2", "requests cpu 2"),
        ]
    );
}
