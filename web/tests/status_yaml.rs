//! The status YAML of the state panel: changed lines one by one, unchanged lines in runs.

use podsim_web::now::text::{YamlRun, yaml_runs};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn run(changed: bool, text: &str) -> YamlRun {
    YamlRun { changed, text: text.to_owned() }
}

#[wasm_bindgen_test]
fn unchanged_lines_share_a_run_and_each_changed_line_is_its_own() {
    let previous = "phase: Pending\nconditions:\n- type: Ready\n  status: \"False\"\n";
    let now = "phase: Running\nconditions:\n- type: Ready\n  status: \"True\"\nhostIP: 10.0.0.1\n";
    let (runs, removed) = yaml_runs(now, previous);
    assert_eq!(
        runs,
        vec![
            run(true, "phase: Running"),
            run(false, "conditions:\n- type: Ready"),
            run(true, "  status: \"True\""),
            run(true, "hostIP: 10.0.0.1"),
        ]
    );
    assert_eq!(removed, 2, "phase: Pending and status False are gone");
}

#[wasm_bindgen_test]
fn the_line_that_changed_is_marked_not_another_with_the_same_text() {
    // Ready turns True; Initialized and PodScheduled were True already.
    let previous = "- status: \"True\"\n  type: Initialized\n- status: \"False\"\n  type: Ready\n- status: \"True\"\n  type: PodScheduled\n";
    let now = previous.replace("\"False\"", "\"True\"");
    let (runs, removed) = yaml_runs(&now, previous);
    assert_eq!(
        runs,
        vec![
            run(false, "- status: \"True\"\n  type: Initialized"),
            run(true, "- status: \"True\""),
            run(false, "  type: Ready\n- status: \"True\"\n  type: PodScheduled"),
        ]
    );
    assert_eq!(removed, 1, "Ready's status False is gone");
}

#[wasm_bindgen_test]
fn a_repeated_line_counts_once_per_earlier_copy() {
    let (runs, removed) = yaml_runs("  ready: true\n  ready: true\n", "  ready: true\n");
    assert_eq!(runs, vec![run(false, "  ready: true"), run(true, "  ready: true")]);
    assert_eq!(removed, 0);
    let (runs, _) = yaml_runs("a\nb\n", "a\nb\n");
    assert_eq!(runs, vec![run(false, "a\nb")], "nothing changed: one run");
}
