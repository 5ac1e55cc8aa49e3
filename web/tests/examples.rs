//! The gallery as the page reads it once fetched: every entry of `gallery.yaml` has its file,
//! titles and text, and the examples that should be accepted are accepted.

mod support;

use podsim_web::examples::{Example, files_of, read_gallery};
use support::{GALLERY_FILES, GALLERY_INDEX};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn gallery() -> Vec<Example> {
    read_gallery(GALLERY_INDEX, |name| {
        GALLERY_FILES.iter().find(|(file, _)| *file == name).map(|(_, text)| (*text).to_owned())
    })
}

#[wasm_bindgen_test]
fn every_gallery_entry_is_loaded() {
    let all = gallery();
    // An entry whose file is missing is left out: every listed file must be there.
    assert_eq!(all.len(), files_of(GALLERY_INDEX).len(), "{:?}", all.iter().map(|e| &e.id).collect::<Vec<_>>());
    assert!(all.len() >= 10, "gallery has {} entries", all.len());
    for example in &all {
        assert!(
            !example.title.is_empty() && !example.look_for.is_empty() && !example.title_zh.is_empty(),
            "{} has a title in both languages and a look-for line",
            example.id
        );
        assert!(example.yaml.contains("kind:"), "{} has its Pod", example.id);
        assert!(!example.yaml.contains("kind: Scenario"), "{}: the scenario is split off", example.id);
    }
}

#[wasm_bindgen_test]
fn accepted_examples_have_no_errors_and_rejected_ones_say_why() {
    for example in gallery() {
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
