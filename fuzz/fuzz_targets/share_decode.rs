//! Fuzz target: any text as a share link, a bare fragment and a settings query must give a state or
//! a `ShareError` with a message, never a panic; a decoded state encodes to a link that decodes
//! back to the same state, and the playhead format round-trips.
#![no_main]

use libfuzzer_sys::fuzz_target;
use podsim::share::{
    LinkSettings, build_link, decode_fragment, encode_fragment, format_playhead, parse_link, parse_playhead,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for result in [decode_fragment(text), parse_link(text).map(|(state, _)| state)] {
        match result {
            Err(error) => assert!(!error.to_string().is_empty()),
            Ok(state) => {
                let again = decode_fragment(&encode_fragment(&state)).expect("an encoded state decodes");
                assert_eq!(again, state, "round trip changed the state");
                let link = build_link("https://example.org/podsim/", &state, &LinkSettings::default());
                let (linked, _) = parse_link(&link).expect("a built link parses");
                assert_eq!(linked, state, "link round trip changed the state");
            }
        }
    }
    let (settings, errors) = LinkSettings::parse_query_lenient(text);
    for error in errors {
        assert!(!error.to_string().is_empty());
    }
    let _ = LinkSettings::parse_query(&settings.to_query()).expect("a written query reads back");
    if let Some(ms) = parse_playhead(text) {
        let _ = parse_playhead(&format_playhead(ms));
    }
});
