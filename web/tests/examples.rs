//! The gallery compiled into the page: every entry of `gallery.yaml` is there, with its text,
//! and the examples that should be accepted are accepted.

use podsim_web::examples::examples;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn every_gallery_entry_is_loaded() {
    let all = examples();
    assert!(all.len() >= 10, "gallery has {} entries: {:?}", all.len(), all.iter().map(|e| &e.id).collect::<Vec<_>>());
    for example in all {
        assert!(
            !example.title.is_empty() && !example.look_for.is_empty(),
            "{} has a title and a look-for line",
            example.id
        );
        assert!(example.yaml.contains("kind:"), "{} has its Pod", example.id);
        assert!(!example.yaml.contains("kind: Scenario"), "{}: the scenario is split off", example.id);
    }
}

#[wasm_bindgen_test]
fn accepted_examples_have_no_errors_and_rejected_ones_say_why() {
    for example in examples() {
        let analysis = podsim::analysis::analyze(&example.yaml, example.version);
        match &example.error {
            None => assert!(!analysis.has_errors(), "{}: {:?}", example.id, analysis.diagnostics),
            Some(error) => assert!(
                analysis.kubectl_error.as_deref().is_some_and(|text| text.contains(error.as_str())),
                "{}: expected {error:?} in {:?}",
                example.id,
                analysis.kubectl_error
            ),
        }
    }
}
