//! Editing the scenario text from the fault panel keeps the user's text and adds or removes
//! exactly one entry.

use podsim::scenario::Scenario;
use podsim_web::faults::{add_entry, remove_entry};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn adds_to_an_empty_scenario() {
    let text = add_entry("", "faults", "{at: 30s, container: app, oomKill: true}");
    let scenario = Scenario::parse(&text);
    assert!(scenario.diagnostics.is_empty(), "{:?}", scenario.diagnostics);
    assert_eq!(scenario.faults.len(), 1);
}

#[wasm_bindgen_test]
fn adds_after_existing_entries_and_keeps_other_sections() {
    let text = "kind: Scenario\n# my run\nactions:\n- {at: 30s, do: delete}\nfaults:\n    - {at: 5s, container: app, exit: 1}\n\ntiming: ideal\n";
    let text = add_entry(text, "faults", "{at: 9s, container: app, exit: 2}");
    assert!(
        text.contains("    - {at: 5s, container: app, exit: 1}\n    - {at: 9s, container: app, exit: 2}\n"),
        "{text}"
    );
    let text = add_entry(&text, "actions", "{at: 40s, do: nodeReboot}");
    assert!(
        text.contains("- {at: 30s, do: delete}\n  - {at: 40s, do: nodeReboot}\n")
            || text.contains("- {at: 30s, do: delete}\n- {at: 40s, do: nodeReboot}"),
        "{text}"
    );
    let scenario = Scenario::parse(&text);
    assert!(scenario.diagnostics.is_empty(), "{text}\n{:?}", scenario.diagnostics);
    assert_eq!((scenario.faults.len(), scenario.actions.len()), (2, 2));
    assert!(text.contains("# my run") && text.contains("timing: ideal"));
}

/// The docs' scenario template writes `faults: []`; adding a fault fills that list instead of
/// writing a second `faults:` key (which the scenario reader refuses).
#[wasm_bindgen_test]
fn fills_an_empty_list_written_in_flow_style() {
    for empty in ["faults: []", "faults: [] # none yet", "faults: ~", "faults:"] {
        let text = format!("kind: Scenario\n{empty}\nactions: []\n");
        let text = add_entry(&text, "faults", "{at: 9s, container: app, exit: 2}");
        assert_eq!(text.matches("faults:").count(), 1, "{text}");
        let scenario = Scenario::parse(&text);
        assert!(scenario.diagnostics.is_empty(), "{text}\n{:?}", scenario.diagnostics);
        assert_eq!((scenario.faults.len(), scenario.actions.len()), (1, 0), "{text}");
        assert_eq!(empty.contains("# none yet"), text.contains("# none yet"), "{text}");
    }
}

#[wasm_bindgen_test]
fn removes_one_block_entry() {
    let text = "kind: Scenario\nfaults:\n  - at: 5s\n    container: app\n    exit: 1\n  - {at: 9s, container: app, oomKill: true}\n";
    let scenario = Scenario::parse(text);
    let line = scenario.faults[0].location.line as usize;
    let text = remove_entry(text, line);
    assert_eq!(text, "kind: Scenario\nfaults:\n  - {at: 9s, container: app, oomKill: true}\n");
}
